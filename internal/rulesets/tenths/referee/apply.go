package referee

import (
	"fmt"
	"strings"

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
		for len(acts) > 0 && acts[0].Verb == orders.Detect {
			report = append(report, s.detect(m, acts[0], d))
			acts = acts[1:]
		}
		if len(acts) == 0 {
			continue
		}
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

// detect is m's attempt to see through a feint (feinting): his skill
// against the feinter's and a d10. Seen through, the feint is revealed
// and the feinter is at once where his first real move takes him; the
// second is made at the end, as usual. A man who is not feinting has
// nothing to see through, and the die says nothing.
func (s *State) detect(m *Man, a orders.Action, d dice.Source) string {
	t, ok := s.Man(a.Target)
	if !ok || t.Out {
		return fmt.Sprintf("%s: detect %s is void", m.Name, a.Target)
	}
	det := tenths.Detect(s.skillInHand(m), s.skillInHand(t), d, "detect "+t.Name)
	feinting := t.Doing != nil && t.Doing.Action.Verb == orders.Feint && !s.revealed(t) && !t.Doing.Detected
	switching := t.Doing != nil && t.Doing.Action.Verb == orders.Attack && t.Doing.Action.Secret != nil && !s.revealed(t) && !t.Doing.Detected
	e, _ := s.Clock.Entry(t.Name)
	line := fmt.Sprintf("%s watches %s: d10 %d, score %s", m.Name, t.Name, det.Roll, det.Score)
	if switching {
		// hand-switch: seen during the attack, the switch adds nothing.
		if !det.Detected {
			return line + ": he sees nothing amiss"
		}
		if clock, err := s.Clock.Reveal(t.Name); err == nil {
			s.Clock = clock
		}
		dg := *t.Doing
		dg.Detected = true
		t.Doing = &dg
		return line + ": he sees the switch of hands coming"
	}
	switch {
	case !feinting:
		return line + ": there is nothing to see through"
	case e.Current == nil || e.Current.Passed == 0:
		// The text: after the feinted move, before the real ones.
		return line + ": too soon, he has made no move yet to see through"
	case !det.Detected:
		return line + ": he sees nothing amiss"
	}
	clock, err := s.Clock.Reveal(t.Name)
	if err != nil {
		return line + ": " + err.Error()
	}
	s.Clock = clock
	dg := *t.Doing
	dg.Detected = true
	t.Doing = &dg
	line += fmt.Sprintf(": he sees through the feint (real moves %s)", strings.Join(dg.Action.Secret.Real, ", "))
	if to, err := s.m.Layout.Resolve(dg.Action.Secret.Real[0]); err == nil && s.enterable(t, to) == nil {
		t.At = to
		line += fmt.Sprintf("; %s is at once in %s", t.Name, s.m.HexName(to))
	}
	return line
}
