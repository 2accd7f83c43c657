package referee

import (
	"fmt"

	"herald/internal/dice"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
)

// apply puts side's checked orders on the clock: a change rolls its
// reaction time; every other chain starts its first action now.
func (s *State) apply(side string, p *plan, d dice.Source) []string {
	var report []string
	for _, x := range p.orders {
		m, _ := s.Man(x.Who)
		acts := x.Actions
		if len(acts) > 0 && acts[0].Verb == orders.Change {
			sk := s.skillInHand(m)
			t, roll := s.rs.Rules.Base.Formulas.ReactionTime(sk, d)
			clock, cut, err := s.Clock.Change(m.Name, t)
			if err != nil {
				report = append(report, fmt.Sprintf("%s: change void: %v", m.Name, err))
				continue
			}
			s.Clock = clock
			m.Doing = nil
			m.Chain = acts[1:]
			line := fmt.Sprintf("%s gives up %s", m.Name, cut.Action.Shown)
			if !cut.Action.Wait {
				line += fmt.Sprintf(": a reaction of %d tenths (rolled %d, skill %s), until %s", t, roll, sk, TimeOf(s.Clock.Now+tenths.Tenth(t)))
			}
			report = append(report, line)
			continue
		}
		m.Chain = acts[1:]
		report = append(report, s.start(m, acts[0]))
	}
	return report
}

// skillInHand is m's skill with the weapon in his hand (his reactions).
func (s *State) skillInHand(m *Man) tenths.Decimal {
	w, err := s.heldWeapon(m)
	if err != nil {
		return 0
	}
	sk, _ := s.rs.Rules.Skill(m.Profile, w.Training)
	return sk
}

// start begins action a of m now, checked again as he stands now (a chain
// goes on at a later moment than it was ordered). An action no longer
// possible is void, and so is the rest of his chain: he is free.
func (s *State) start(m *Man, a orders.Action) string {
	pr, err := s.prepare(m, a)
	if err != nil {
		m.Chain = nil
		return fmt.Sprintf("%s: %s is void: %v", m.Name, orders.FormatAction(orders.Shown(a)), err)
	}
	clock, act, err := s.Clock.Start(m.Name, pr.spec)
	if err != nil {
		m.Chain = nil
		return fmt.Sprintf("%s: %s is void: %v", m.Name, orders.FormatAction(orders.Shown(a)), err)
	}
	s.Clock = clock
	d := pr.doing
	d.ID = act.ID
	m.Doing = &d
	if a.Verb == orders.Attack {
		if t, ok := s.Man(d.Action.Target); ok {
			m.Facing = facingTo(m, t)
		}
	}
	if act.Sealed != "" {
		// Its end would tell a feint from the walk it seems to be.
		return fmt.Sprintf("%s: %s, from tenth %s", m.Name, act.Shown, TimeOf(act.Start))
	}
	return fmt.Sprintf("%s: %s, tenths %s to %s", m.Name, act.Shown, TimeOf(act.Start), TimeOf(act.End))
}

// idle gives every free combatant left without an order a wait of one
// walk move (herald's reading: a man not told what to do stands ready).
func (s *State) idle(report *[]string) {
	for _, name := range s.Clock.Free() {
		m, ok := s.Man(name)
		if !ok || m.Out {
			continue
		}
		m.Chain = nil
		*report = append(*report, s.start(m, orders.Action{Verb: orders.Wait}))
	}
}
