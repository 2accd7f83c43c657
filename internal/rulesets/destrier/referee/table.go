package referee

import (
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
)

// DrawTable implements game.TableDrawer: every figure on its stand, a
// rider on his horse's drawn as the horse (its Kind "horse" names both
// in the page's key) and himself beside in the list.
func (s *State) DrawTable(side string) []game.TableFigure {
	var out []game.TableFigure
	for _, f := range s.Figs {
		kind := "man"
		switch {
		case f.Kind == destrier.Steed:
			kind = "horse"
		case f.Kind == destrier.Animal:
			kind = "animal"
		case f.Kind == destrier.Monster:
			kind = "monster"
		}
		status := ""
		switch {
		case !f.Live():
			status = "dead"
		case f.Status.Stunned:
			status = "stunned"
		case f.Status.BodyLost > 0:
			status = "wounded"
		}
		if f.Fighter().Mounted() {
			continue // drawn as his horse's stand
		}
		out = append(out, game.TableFigure{Name: f.Name, Side: f.Side, Kind: kind, Status: status, Stand: f.Stand})
	}
	return out
}
