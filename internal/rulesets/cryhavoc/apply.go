package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/sequence"
)

// Carrying out a checked order: the new state and the event that tells
// it, with the results of fire and combat taken (§10).

// Payloads of the order events.
type movedResult struct {
	Who  string   `json:"who"`
	From string   `json:"from"`
	Path []string `json:"path"`
	Off  bool     `json:"off,omitempty"`
	MP   int      `json:"mp"`
	// Pins are the pinning attempts made against the move (§8).
	Pins []havoc.Event `json:"pins,omitempty"`
}

type firedResult struct {
	Firer   string        `json:"firer"`
	Target  string        `json:"target"`
	Weapon  string        `json:"weapon"`
	Range   int           `json:"range"`
	Cover   string        `json:"cover"`
	Effects []havoc.Event `json:"effects"`
}

type combatResult struct {
	Charge    bool          `json:"charge,omitempty"`
	Attackers []string      `json:"attackers"`
	Defenders []string      `json:"defenders"`
	Effects   []havoc.Event `json:"effects"`
}

// Apply implements sequence.Referee. An order that earlier results made
// impossible (its target died) becomes a "void" event. With no dice (d
// nil, the dry run) a missile or a blow is spent and does nothing, and no
// pin is tried.
func (h *CryHavoc) Apply(s *State, side string, o notation.Order, d dice.Source) (*State, []game.Event) {
	if o.Kind == notation.KindRetreat {
		return h.applyRetreat(s, side, o)
	}
	if o.Kind == notation.KindAdvance && side != s.Side {
		return h.applyDefenderAdvance(s, side, o)
	}
	n := s.clone()
	if o.Kind != notation.KindAdvance {
		// An advance is open only right after its combat.
		n.Advance = nil
	}
	if o.Phase > n.Phase {
		n.Phase = o.Phase
	}
	plan, err := h.plan(n, side, o)
	if err != nil {
		return n, []game.Event{sequence.Void(side, o, asRule(err), err)}
	}
	var broken []string
	if o.Kind != notation.KindWait && o.Kind != notation.KindDrop {
		for _, name := range o.Who {
			c, _ := n.Character(name)
			broken = append(broken, breakTask(c, "he did something else")...)
		}
	}
	var typ string
	var result any
	var report []string
	switch p := plan.(type) {
	case waitPlan:
		typ, report = sequence.TypeWaited, []string{strings.Join(o.Who, ", ") + " wait"}
	case advancePlan:
		typ = TypeAdvanced
		result, report = n.takeAdvance(p, o)
	case movePlan:
		typ = sequence.TypeMoved
		result, report = h.applyMove(n, p, d)
	case chargePlan:
		typ = sequence.TypeMoved
		result, report = h.applyChargeMove(n, p, o, d)
	case firePlan:
		typ = sequence.TypeFired
		result, report = h.applyFire(n, p, o, d)
	case combatPlan:
		typ = sequence.TypeCombat
		result, report = h.applyCombat(n, p, o, d)
	case taskPlan:
		typ, result, report = h.applyTask(n, p, o)
	case pushPlan:
		typ = sequence.TypeMoved
		result, report = n.applyPush(p)
	case ladderMovePlan:
		typ = sequence.TypeMoved
		result, report = n.applyLadderMove(p)
	case batterPlan:
		typ = TypeBattered
		result, report = h.applyBatter(n, p, d)
	case topplePlan:
		typ = TypeToppled
		result, report = n.applyTopple(p, d)
	case standingPlan:
		typ, result, report = n.applyStandingPin(p)
	case coverPlan:
		typ, report = TypeCover, n.applyCover(p)
		result = struct {
			Who  string `json:"who"`
			From string `json:"from"`
		}{p.c.Name, p.from}
	case alarmPlan:
		typ, report = TypeAlarm, n.applyAlarm(p)
		result = struct {
			Who string `json:"who"`
		}{p.c.Name}
	}
	text, _ := o.MarshalText()
	payload := sequence.OrderEvent{Order: string(text)}
	if result != nil {
		payload.Result = game.MustJSON(result)
	}
	ev := game.Event{Type: typ, Side: side, Report: append(report, broken...)}
	ev.Data = game.MustJSON(payload)
	n.dropField()
	ev.Report = append(ev.Report, n.afterOrder(o)...)
	return n, []game.Event{ev}
}

// applyMove moves the character along his path, as far as the pins
// made against him let him (§8).
func (h *CryHavoc) applyMove(n *State, p movePlan, d dice.Source) (movedResult, []string) {
	c, path, mp := p.c, p.path, p.mp
	if r, lines, ok := n.wadeFirst(c, d); !ok {
		return r, lines
	}
	if n.swimming(c) {
		return n.swim(c, path, d)
	}
	pins, pinned := h.resolvePins(n, c, path, d)
	if pinned > 0 {
		path = path[:pinned+1]
		f, _ := n.field()
		u, _ := f.Unit(c.Name)
		mp, _ = f.PathCost(u, path)
	}
	goods := n.moveGoods(p, path, &mp)
	r := movedResult{Who: c.Name, From: n.place(c), MP: mp, Pins: pins}
	for _, pl := range path[1:] {
		r.Path = append(r.Path, n.pairName(pl))
	}
	c.At, c.Rear = path[len(path)-1].Head, path[len(path)-1].Rear
	if c.InMelee {
		n.dropField()
		n.endMelee()
	}
	c.MPSpent += mp
	c.Moved = true
	c.HexesMoved += len(path) - 1
	report := []string{fmt.Sprintf("%s moves %s to %s (%d MP)", c.Name, r.From, strings.Join(r.Path, ", "), mp)}
	report = append(report, pinLines(pins)...)
	report = append(report, goods...)
	if p.off && pinned == 0 {
		r.Off = true
		report = append(report, exitReport(c, n))
		name := c.Name // trainOff may move him in the slice
		report = append(report, n.trainOff(c)...)
		n.goOff(name, OffExited)
	}
	return r, report
}

// applyChargeMove moves a charging rider on his route (§7.10).
func (h *CryHavoc) applyChargeMove(n *State, p chargePlan, o notation.Order, d dice.Source) (movedResult, []string) {
	pins, pinned := h.resolvePins(n, p.c, p.route.Path, d)
	r, lines := n.applyCharge(p, o, pinned)
	r.Pins = pins
	return r, append(lines, pinLines(pins)...)
}

// applyFire resolves a missile attack (§6); with no dice the missile is
// spent and does nothing.
func (h *CryHavoc) applyFire(n *State, p firePlan, o notation.Order, d dice.Source) (any, []string) {
	if o.Phase == notation.PhaseSecondFire {
		p.firer.FiredSecond = true
	} else {
		p.firer.Fired = true
	}
	if p.firer.Ammo > 0 {
		p.firer.Ammo--
	}
	if d == nil {
		return nil, []string{sequence.DiceDecide(o)}
	}
	effects, err := h.Tables.ResolveFire(&p.fire, d, nil)
	if err != nil {
		// planFire ran LegalFire on the same plan.
		panic("cryhavoc: fire refused after Legal: " + err.Error())
	}
	if p.beast != nil {
		r := firedResult{Firer: p.firer.Name, Target: p.beast.Name, Weapon: p.fire.Weapon,
			Range: p.fire.Range, Cover: p.fire.Cover.String(), Effects: effects}
		report := []string{fmt.Sprintf("%s fires a %s at %s, %d hexes, cover: %s", p.firer.Name, p.fire.Weapon, p.beast.Name, p.fire.Range, p.fire.Cover)}
		for _, e := range effects {
			report = append(report, "  "+e.Prose())
		}
		return r, append(report, n.beastEffects(effects, []*Animal{p.beast}, []*Character{p.firer})...)
	}
	beAware(p.target)
	if p.decide {
		p.target.CoverFrom, p.target.CoverAt, p.target.CoverAuto = n.m.HexName(p.firer.At), n.m.HexName(p.target.At), true
	}
	r := firedResult{Firer: p.firer.Name, Target: p.target.Name, Weapon: p.fire.Weapon,
		Range: p.fire.Range, Cover: p.fire.Cover.String(), Effects: effects}
	report := []string{fmt.Sprintf("%s fires a %s at %s, %d hexes, cover: %s", p.firer.Name, p.fire.Weapon, p.target.Name, p.fire.Range, p.fire.Cover)}
	report = append(report, n.takeEffects(effects, []*Character{p.firer}, []*Character{p.target}, d)...)
	report = append(report, n.afterEffects([]*Character{p.target})...)
	report = append(report, n.stoneFalls(effects, []*Character{p.firer}, []*Character{p.target}, d)...)
	return r, append(report, n.ladderFalls(d)...)
}

// applyCombat resolves a combat (§9) and opens the advance its result
// allows (§10.9); with no dice the blow is spent and does nothing.
func (h *CryHavoc) applyCombat(n *State, p combatPlan, o notation.Order, d dice.Source) (combatResult, []string) {
	before := map[string][]string{}
	for _, x := range append(append([]*Character(nil), p.attackers...), p.defenders...) {
		before[x.Name] = n.hexNames(x)
	}
	var effects []havoc.Event
	if d != nil {
		var err error
		if effects, err = h.Tables.Resolve(&p.combat, d, nil); err != nil {
			panic("cryhavoc: combat refused after Legal: " + err.Error())
		}
	}
	r := combatResult{Effects: effects}
	beAware(p.attackers...)
	beAware(p.defenders...)
	for _, a := range p.attackers {
		a.Attacked, a.Charging = true, nil
		r.Attackers = append(r.Attackers, a.Name)
	}
	for _, t := range p.defenders {
		t.Charged = t.Charged || p.combat.Charge
		r.Defenders = append(r.Defenders, t.Name)
	}
	for _, b := range p.beasts {
		r.Defenders = append(r.Defenders, b.Name)
	}
	r.Charge = p.combat.Charge
	var report []string
	if d == nil {
		report = append(report, sequence.DiceDecide(o))
	} else {
		report = append(report, fmt.Sprintf("%s attack %s", strings.Join(r.Attackers, ", "), strings.Join(r.Defenders, ", ")))
	}
	report = append(report, n.takeEffects(effects, p.attackers, p.defenders, d)...)
	report = append(report, n.beastEffects(effects, p.beasts, p.attackers)...)
	n.openAdvance(effects, p.attackers, p.defenders, before)
	for _, t := range p.defenders {
		report = append(report, breakTask(t, "he was attacked")...)
	}
	report = append(report, n.afterEffects(append(slices.Clone(p.attackers), p.defenders...))...)
	report = append(report, n.stoneFalls(effects, p.attackers, p.defenders, d)...)
	return r, append(report, n.ladderFalls(d)...)
}

// takeEffects applies the results of a resolution to the characters and
// explains each in a line.
func (s *State) takeEffects(effects []havoc.Event, att, def []*Character, d dice.Source) []string {
	var lines []string
	missile := false
	horseDead := map[string]bool{}
	for _, e := range effects {
		missile = missile || e.Kind == havoc.MissileResolved
	}
	who := func(e havoc.Event) *Character {
		group := def
		if e.Side == havoc.Attacker {
			group = att
		}
		if e.Name != "" {
			for _, c := range append(append([]*Character(nil), att...), def...) {
				if c.Name == e.Name {
					return c
				}
			}
			if _, ok := s.beast(e.Name); ok {
				return nil // an animal's result: beastEffects
			}
		}
		if e.Unit >= 0 && e.Unit < len(group) {
			return group[e.Unit]
		}
		return nil
	}
	for _, e := range effects {
		lines = append(lines, "  "+e.Prose())
		c := who(e)
		switch e.Kind {
		case havoc.Killed:
			if c != nil {
				c.Status, c.InMelee, c.RetreatOwed, c.StunnedWounded = Dead, false, 0, false
			}
		case havoc.Wounded:
			if c != nil && c.Live() {
				c.Status, c.StunnedWounded = Wounded, false
			}
		case havoc.Stunned:
			if c != nil && c.Live() {
				// A stun breaks melee (§10.3); it does not heal a wound.
				c.StunnedWounded = c.Status == Wounded || c.StunnedWounded
				c.Status, c.InMelee = Stunned, false
			}
		case havoc.Retreated:
			if c != nil && c.Live() {
				foes := def
				if slices.Contains(def, c) {
					foes = att
				}
				if extra := s.owe(c, e.Hexes, foes, missile); len(extra) > 0 {
					lines = append(lines, "  a second retreat in one player turn is a failure to retreat (§10.2):")
					lines = append(lines, s.takeEffects(extra, nil, []*Character{c}, d)...)
				}
			}
		case havoc.HorseKilled:
			if c != nil {
				horseDead[c.Name] = true
			}
		case havoc.MeleeBegun:
			// All attackers and defenders are in melee with each other (§11).
			for _, x := range att {
				for _, y := range def {
					s.meet(x, y)
				}
			}
		}
		if c != nil {
			foes := att
			if slices.Contains(att, c) {
				foes = def
			}
			lines = append(lines, s.consequence(e, c, horseDead[c.Name], foes, d)...)
		}
	}
	return lines
}

func asRule(err error) *rule.Error {
	if re, ok := game.RuleOf(err); ok {
		return re
	}
	return &rule.Error{Rule: "4", Msg: err.Error()}
}

// endMelee ends the melee of characters with no live, active enemy left
// ADJACENT (§11: only active characters are in melee).
func (s *State) endMelee() {
	f, err := s.field()
	if err != nil {
		return
	}
	for i := range s.Characters {
		c := &s.Characters[i]
		if !c.InMelee {
			c.MeleeWith = nil
			continue
		}
		if len(c.MeleeWith) == 0 {
			// Melee with no partners named: any active enemy beside him.
			still := false
			for j := range s.Characters {
				e := &s.Characters[j]
				if e.Side != c.Side && e.Live() && e.Status != Stunned && e.CapturedBy == "" && adjacent(f, c, e) {
					still = true
					break
				}
			}
			c.InMelee = still
			continue
		}
		// Each pair breaks when one is inactive or they part (§11).
		var kept []string
		for _, n := range c.MeleeWith {
			e, ok := s.Character(n)
			if ok && e.Live() && e.Status != Stunned && e.CapturedBy == "" && adjacent(f, c, e) {
				kept = append(kept, n)
			}
		}
		c.MeleeWith, c.InMelee = kept, len(kept) > 0
	}
}
