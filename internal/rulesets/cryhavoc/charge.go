package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// chargePlan is a checked charge move (§7.10): the route the rider takes.
type chargePlan struct {
	c     *Character
	route field.Charge
}

// planCharge checks a charge order: a mounted character who has not moved,
// a straight route field.ChargeTo allows against the first target, ending
// where the order says ("via fwd V12-V11", or the whole route).
func (h *CryHavoc) planCharge(s *State, cs []*Character, o notation.Order) (chargePlan, error) {
	if len(cs) != 1 {
		return chargePlan{}, rule.Errorf("9.4", "a charge is made by one rider, not %d characters", len(cs))
	}
	c := cs[0]
	switch {
	case !c.Mounted:
		return chargePlan{}, rule.Errorf("7.10", "only cavalry may charge; %s is on foot", c.Name)
	case c.Moved:
		return chargePlan{}, rule.Errorf("7.10", "%s has already moved; a charge is declared before the move starts", c.Name)
	case c.Status == Stunned:
		return chargePlan{}, rule.Errorf("10.3", "%s is stunned and may not move", c.Name)
	case len(o.Targets) == 0 || len(o.Path) == 0:
		return chargePlan{}, rule.Errorf("7.10", "the charge names no target or no route")
	}
	for _, n := range o.Targets {
		t, ok := s.Character(n)
		switch {
		case !ok:
			return chargePlan{}, s.unknown(n)
		case t.Side == c.Side:
			return chargePlan{}, rule.Errorf("9.4", "%s is on %s's own side", t.Name, c.Name)
		case !t.Live():
			return chargePlan{}, rule.Errorf("10.5", "%s is already dead", t.Name)
		case t.CapturedBy != "":
			return chargePlan{}, prisonerError(t, false)
		case t.Charged:
			return chargePlan{}, rule.Errorf("9.4", "%s has already been charged this player turn", t.Name)
		}
	}
	given, err := riderPath(s, c, o.Path, true)
	if err != nil {
		return chargePlan{}, err
	}
	f, err := s.field()
	if err != nil {
		return chargePlan{}, err
	}
	plan, err := f.ChargeTo(c.Name, o.Targets[0])
	end := given[len(given)-1]
	if r, ok := chargeRoute(plan, given, 0); err == nil && ok {
		return chargePlan{c: c, route: r}, nil
	}
	// §7.10: only the last 6 hexes need be straight. The written steps up
	// to some place are an ordinary move, the rest the straight run.
	for k := 1; k < len(given)-1; k++ {
		p, err := f.ChargeAfter(c.Name, o.Targets[0], given[:k+1])
		if r, ok := chargeRoute(p, given, k); err == nil && ok {
			return chargePlan{c: c, route: r}, nil
		}
	}
	if err != nil {
		return chargePlan{}, err
	}
	var ends []string
	for _, r := range plan.Options {
		ends = append(ends, s.pairName(r.Path[len(r.Path)-1]))
	}
	return chargePlan{}, rule.Errorf("7.10", "%s's charge at %s must end in %s, the end of a shortest straight run, not %s",
		c.Name, o.Targets[0], strings.Join(ends, " or "), s.pairName(end))
}

// applyCharge moves the rider along his charge route and marks the targets
// his charge attack in the combat phase may strike. pinned > 0: a pin
// stopped him at that step, and the charge is over (§8).
func (s *State) applyCharge(p chargePlan, o notation.Order, pinned int) (movedResult, []string) {
	c := p.c
	path, cost := p.route.Path, p.route.Cost
	if pinned > 0 {
		path = path[:pinned+1]
		f, _ := s.field()
		u, _ := f.Unit(c.Name)
		cost, _ = f.PathCost(u, path)
	}
	r := movedResult{Who: c.Name, From: s.place(c), MP: cost}
	for _, x := range path[1:] {
		r.Path = append(r.Path, s.pairName(x))
	}
	end := path[len(path)-1]
	c.At, c.Rear = end.Head, end.Rear
	c.MPSpent += cost
	c.Moved = true
	c.HexesMoved += len(path) - 1
	c.Charging = slices.Clone(o.Targets)
	if pinned > 0 {
		c.Charging = nil
	}
	return r, []string{fmt.Sprintf("%s charges %s: %s to %s (%d MP)", c.Name, strings.Join(o.Targets, ", "),
		r.From, strings.Join(r.Path, ", "), r.MP)}
}

// chargeAttack turns the combat of a rider who charged this turn into his
// charge attack (§9.4): alone, only at the targets he charged, half his
// attack again, and the charge die against a rider hit in the front arc.
func chargeAttack(p *combatPlan) error {
	var charger *Character
	for _, a := range p.attackers {
		if len(a.Charging) > 0 {
			charger = a
		}
	}
	if charger == nil {
		return nil
	}
	if len(p.attackers) != 1 {
		return rule.Errorf("9.4", "%s charged: a charge attack is always a separate attack, not part of a group", charger.Name)
	}
	if !charger.Mounted {
		// Unhorsed since the charge move: an ordinary attack on foot.
		return nil
	}
	for i, d := range p.defenders {
		if !slices.Contains(charger.Charging, d.Name) {
			return rule.Errorf("9.4", "%s charged %s; his attack may strike only them, not %s",
				charger.Name, strings.Join(charger.Charging, ", "), d.Name)
		}
		p.combat.Defenders[i].Charged = d.Charged
	}
	p.combat.Charge = true
	if t := p.defenders[0]; len(p.defenders) == 1 && t.Mounted {
		p.combat.FrontArc = havoc.ChargeHitsFrontArc(t.pair(), charger.pair())
	}
	return nil
}

// chargeRoute is the route of plan that ends where the written steps end
// and passes every written step after the k-th (those up to it are the
// ordinary move before the straight run).
func chargeRoute(plan field.ChargePlan, given []field.Place, k int) (field.Charge, bool) {
	end := given[len(given)-1]
	for _, r := range plan.Options {
		if r.Path[len(r.Path)-1] != end {
			continue
		}
		ok := true
		for _, p := range given[k+1 : len(given)-1] {
			if !slices.Contains(r.Path, p) {
				ok = false
			}
		}
		if ok {
			return r, true
		}
	}
	return field.Charge{}, false
}
