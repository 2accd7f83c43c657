package referee

import (
	"fmt"

	"herald/internal/game"
)

// Draw implements game.Drawer: every combatant where he stands (a man on
// the ground across two hexes), his current action as the side may see
// it in his notes; riderless horses among the others.
func (s *State) Draw(side string) game.Drawing {
	d := game.Drawing{Map: s.m}
	v := s.view(side)
	for _, mj := range v.Men {
		m, _ := s.Man(mj.Name)
		p := game.Piece{Name: m.Name, Side: m.Side, Kind: "character", At: m.At}
		switch {
		case m.Dead:
			p.Status = "dead"
		case m.Out:
			p.Status = "out"
		case len(m.Wounds) > 0:
			p.Status = "wounded"
		}
		if m.Down && !m.Out {
			p.Rear, p.Two = m.Lies, m.Lies != m.At
			p.Notes = append(p.Notes, "down")
		}
		if a := mj.Action; a != nil {
			p.Notes = append(p.Notes, fmt.Sprintf("%s %s–%s", a.Shown, TimeOf(a.Start), TimeOf(a.End)))
		}
		d.Figures = append(d.Figures, p)
	}
	for _, h := range s.Horses {
		d.Others = append(d.Others, game.Piece{Name: h.Name, Side: h.Side, Kind: "horse", At: h.At.Head, Rear: h.At.Rear, Two: true})
	}
	return d
}

// Sequence implements game.Briefer: there are no turns, only moments.
func (s *State) Sequence() []game.SequenceStep {
	return []game.SequenceStep{
		{Name: "orders", Words: "Whenever one of your combatants is free, give him an action (walk, run, attack, wait…); chain more with then. A busy one may change what he does, at the cost of a reaction time."},
		{Name: "moment", Words: "The clock runs to the next moment an action completes; everything completing then resolves together, blows struck at once all land."},
	}
}

// HowToWin implements game.Briefer.
func (s *State) HowToWin() string {
	return "The fight ends when only one side has combatants left in it, or at the scenario's time limit: then the side with the most combatants still in the fight wins."
}
