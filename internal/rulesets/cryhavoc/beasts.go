package cryhavoc

// Fire and combat against animals (§9.6, §10.25, §10.26, §13): a riderless
// horse, a mule or a dog is a target on the mounted table (dogs on the
// infantry's); it is only killed or driven back, and it retreats by
// itself, away from the strongest of its attackers.

import (
	"fmt"
	"strings"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// beast finds a live animal by name.
func (s *State) beast(name string) (*Animal, bool) {
	for i := range s.Animals {
		if a := &s.Animals[i]; !a.Dead && strings.EqualFold(a.Name, name) {
			return a, true
		}
	}
	return nil, false
}

// beastCombatant is the animal as the tables see it.
func (s *State) beastCombatant(a *Animal) havoc.Combatant {
	if k, ok := s.tab.Animal(a.Kind); ok {
		return k.AnimalCombatant(a.Name)
	}
	return havoc.Combatant{Name: a.Name, Kind: havoc.TargetAnimal}
}

// unitsADJACENT reports whether the named units are ADJACENT (§3.4).
func unitsADJACENT(f *field.Field, a, b string) bool {
	ua, ok1 := f.Unit(a)
	ub, ok2 := f.Unit(b)
	if !ok1 || !ok2 {
		return false
	}
	for _, x := range ua.Hexes() {
		for _, y := range ub.Hexes() {
			if f.ADJACENT(ua.Kind, x, y) {
				return true
			}
		}
	}
	return false
}

// beastFire fills in a missile attack on an animal.
func (s *State) beastFire(f *field.Field, c *Character, a *Animal, fr *havoc.Fire) error {
	sight, err := f.SightOfUnit(c.At, a.Name)
	if err != nil {
		return err
	}
	if !sight.Visible {
		return rule.Errorf("5", "%s cannot see %s: %s", c.Name, a.Name, sight.Reason)
	}
	cb := s.beastCombatant(a)
	fr.Target, fr.TargetKind, fr.TargetDog = a.Name, cb.Kind, cb.Dog
	fr.TargetHorse = a.Kind == "horse" || a.Kind == "ox"
	fr.Range = hex.Distance(c.At, sight.To)
	fr.Cover = havoc.Cover(min(sight.Cover.DRM(), 3))
	return nil
}

// beastEffects applies the results that fall on animals: killed (a body
// stays, §10.6), or a retreat the animal makes by itself (§10.2).
func (s *State) beastEffects(effects []havoc.Event, beasts []*Animal, att []*Character) []string {
	var lines []string
	for _, e := range effects {
		var a *Animal
		for _, b := range beasts {
			if b.Name == e.Name {
				a = b
			}
		}
		if a == nil {
			continue
		}
		switch e.Kind {
		case havoc.Killed:
			// The result's own line says so; a body stays (§10.6).
			a.Dead, a.LedBy = true, ""
		case havoc.Retreated:
			if a.LedBy != "" {
				lines = append(lines, fmt.Sprintf("  %s lets go of %s (§10.2)", a.LedBy, a.Name))
				a.LedBy = ""
			}
			lines = append(lines, s.beastRetreat(a, e.Hexes, att)...)
		}
	}
	s.dropField()
	return lines
}

// beastRetreat moves a up to n hexes, each step away from the strongest
// attacker, on the cheapest ground that does so (§10.2: animals retreat
// by themselves; they take no damage for failing to).
func (s *State) beastRetreat(a *Animal, n int, att []*Character) []string {
	var strongest *Character
	for _, c := range att {
		if strongest == nil || combatant(c).Attack > combatant(strongest).Attack {
			strongest = c
		}
	}
	if strongest == nil {
		return nil
	}
	from := s.m.HexName(a.At)
	moved := 0
	for moved < n {
		s.dropField()
		f, err := s.field()
		if err != nil {
			break
		}
		u, ok := f.Unit(a.Name)
		if !ok {
			break
		}
		cur := field.Place{Head: a.At, Rear: a.Rear, Two: a.Two}
		var cands []field.Place
		if a.Two {
			for _, p := range horseMoves(hex.Pair{Head: a.At, Rear: a.Rear}) {
				cands = append(cands, field.Place{Head: p.Head, Rear: p.Rear, Two: true})
			}
		} else {
			for _, x := range a.At.Neighbors() {
				cands = append(cands, field.Place{Head: x})
			}
		}
		dist := func(p field.Place) int { return hex.Distance(p.Head, strongest.At) }
		best, bestCost := field.Place{}, -1
		for _, p := range cands {
			if dist(p) <= dist(cur) || !s.m.Contains(p.Head) || a.Two && !s.m.Contains(p.Rear) || s.taken(p, a) {
				continue
			}
			c, err := f.MoveCost(u, cur, p)
			if err != nil {
				continue
			}
			if bestCost < 0 || c < bestCost {
				best, bestCost = p, c
			}
		}
		if bestCost < 0 {
			break
		}
		a.At, a.Rear = best.Head, best.Rear
		moved++
	}
	s.dropField()
	if moved == 0 {
		return []string{fmt.Sprintf("  %s cannot get away and stays in %s (§10.2)", a.Name, from)}
	}
	return []string{fmt.Sprintf("  %s retreats %d of %d hexes from %s to %s, away from %s (§10.2)", a.Name, moved, n, from, s.m.HexName(a.At), strongest.Name)}
}

// taken reports whether a live unit other than a fills a hex of p.
func (s *State) taken(p field.Place, a *Animal) bool {
	hs := []hex.Hex{p.Head}
	if p.Two {
		hs = append(hs, p.Rear)
	}
	for _, x := range hs {
		if s.liveIn(x, nil) {
			return true
		}
		for i := range s.Animals {
			o := &s.Animals[i]
			if o != a && !o.Dead && (o.At == x || o.Two && o.Rear == x) {
				return true
			}
		}
	}
	return false
}

// planFireAtBeast checks a missile attack on an animal (§6, §13).
func (h *CryHavoc) planFireAtBeast(s *State, c *Character, a *Animal, o notation.Order) (firePlan, error) {
	f, err := s.field()
	if err != nil {
		return firePlan{}, err
	}
	fu, _ := f.Unit(c.Name)
	fr := havoc.Fire{Firer: c.Name, Weapon: c.def.Weapons[0].Name, TargetHealth: havoc.Healthy,
		FirerWounded: c.Status == Wounded, FirerMoved: c.MPSpent > 0, Phase: 1, FirerInMelee: c.InMelee,
		MPSpent: float64(c.MPSpent), MPA: float64(fu.EffectiveMPA()), LimitedAmmo: c.Ammo >= 0, Ammunition: max(c.Ammo, 0)}
	if o.Phase == notation.PhaseSecondFire {
		fr.Phase = 2
	}
	if err := s.beastFire(f, c, a, &fr); err != nil {
		return firePlan{}, err
	}
	if err := h.Tables.LegalFire(&fr); err != nil {
		return firePlan{}, err
	}
	return firePlan{fire: fr, firer: c, beast: a}, nil
}
