package referee

import "herald/internal/game"

// Draw implements game.Drawer: every figure where he stands; Chainmail
// hides nothing.
func (s *State) Draw(string) game.Drawing {
	d := game.Drawing{Map: s.m}
	for _, c := range s.Figures {
		p := game.Piece{Name: c.Name, Side: c.Side, Kind: "character", At: c.At}
		if c.Status != Healthy {
			p.Status = string(c.Status)
		}
		d.Figures = append(d.Figures, p)
	}
	return d
}
