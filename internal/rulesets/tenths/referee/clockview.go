package referee

import (
	"fmt"

	"herald/internal/game"
	"herald/internal/rulesets/tenths/orders"
)

// ClockView implements game.Clocker: every combatant's current action as
// side may see it (another side's feint is a walk), his chain to come
// for his own side, and how he fares.
func (s *State) ClockView(side string) game.ClockView {
	v := s.view(side)
	cv := game.ClockView{Now: int(s.Clock.Now), Label: TimeOf(s.Clock.Now), Unit: "tenth"}
	for _, mj := range v.Men {
		r := game.ClockRow{Name: mj.Name, Side: mj.Side, Out: mj.Out}
		e, _ := v.Clock.Entry(mj.Name)
		if a := e.Current; a != nil {
			r.Action, r.Kind, r.Start, r.End = a.Shown, a.Kind, int(a.Start), int(a.End)
			if a.Sealed != "" {
				r.Action += " (" + a.Sealed + ")"
			}
			for _, b := range a.Beats {
				r.Beats = append(r.Beats, int(b))
			}
		}
		if q := e.Queued; q != nil {
			r.Queued = fmt.Sprintf("%s from %s", q.Spec.Shown, TimeOf(q.NotBefore))
		}
		r.Free = !mj.Out && e.Current == nil && e.Queued == nil
		if side == game.Referee || side == mj.Side {
			for _, a := range mj.Chain {
				r.Next = append(r.Next, orders.FormatAction(a))
			}
		}
		if mj.Dead {
			r.State = append(r.State, "dead")
		} else if mj.Out {
			r.State = append(r.State, "out of the fight")
		}
		if mj.Down {
			r.State = append(r.State, "on the ground")
		}
		for _, w := range mj.Wounds {
			r.State = append(r.State, w)
		}
		if f := mj.Fatigue; f.Limit > 0 || f.Wind > 0 {
			r.State = append(r.State, fmt.Sprintf("fatigue %d of %d, wind spent %d", f.Limit, mj.Profile.FatigueLimit, f.Wind))
		}
		if mj.Hand != "" {
			r.State = append(r.State, "in hand: "+mj.Hand)
		}
		if mj.Off != "" {
			r.State = append(r.State, "other hand: "+mj.Off)
		}
		r.State = append(r.State, "at "+mj.At+" facing "+mj.Facing)
		cv.Rows = append(cv.Rows, r)
	}
	return cv
}
