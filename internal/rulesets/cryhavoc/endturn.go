package cryhavoc

import (
	"fmt"
	"strings"

	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/sequence"
)

// The end of a player turn (§4): stuns wear off, tasks complete, the
// marks of the turn are cleared and play passes on.

// EndTurn implements sequence.Referee: stunned characters of the side recover
// (§4, §10.3), the per-turn marks are cleared, and play passes on.
func (h *CryHavoc) EndTurn(s *State, side string) (*State, []game.Event) {
	n := s.clone()
	var recovered []string
	for i := range n.Characters {
		c := &n.Characters[i]
		c.MPSpent, c.Moved, c.Fired, c.FiredSecond, c.Attacked = 0, false, false, false, false
		c.Charging, c.Charged, c.RetreatImposed = nil, false, false
		if c.CoverAuto {
			c.CoverFrom, c.CoverAt, c.CoverAuto = "", "", false
		}
		if c.Side == side && c.Status == Stunned {
			c.Status = Healthy
			if c.StunnedWounded {
				c.Status, c.StunnedWounded = Wounded, false
			}
			recovered = append(recovered, c.Name)
		}
	}
	n.Pins, n.Advance = nil, nil
	n.lapse(side)
	n.clearEquipmentMarks()
	battered := append(n.takeBattering(), n.hitchesDone(side)...)
	done := append(n.completeTasks(side), battered...)
	done = append(done, n.spreadAlarm(side)...)
	n.dropField()
	n.endMelee()
	n.dropField()
	var over bool
	n.Side, n.Turn, over = sequence.PassTurn(n.sides, side, n.Turn, n.sc.Turns)
	n.Over, n.Phase = n.Over || over, notation.PhaseNone
	early, ends := n.endsEarly()
	n.Over = n.Over || ends
	// "Moved in its last player turn" (§6.3 moving target) counts the
	// next side's moves afresh from now.
	for i := range n.Characters {
		if n.Characters[i].Side == n.Side {
			n.Characters[i].HexesMoved = 0
		}
	}
	r := struct {
		Turn      int      `json:"turn"`
		Next      string   `json:"next"`
		Recovered []string `json:"recovered,omitempty"`
		Tasks     []string `json:"tasks,omitempty"`
		Over      bool     `json:"over,omitempty"`
		Ends      string   `json:"ends,omitempty"`
	}{n.Turn, n.Side, recovered, done, n.Over, early}
	ev := game.Event{Type: game.TypeTurnEnded, Side: side, Data: game.MustJSON(r)}
	ev.Report = []string{fmt.Sprintf("end of the player turn of %s", side)}
	if len(recovered) > 0 {
		ev.Report = append(ev.Report, "  no longer stunned (§10.3): "+strings.Join(recovered, ", "))
	}
	for _, l := range done {
		ev.Report = append(ev.Report, "  "+l)
	}
	switch {
	case ends && !over:
		ev.Report = append(ev.Report, "  the game ends early: "+early+" (§23.1)")
	case n.Over:
		ev.Report = append(ev.Report, "  the last game turn is over")
	default:
		ev.Report = append(ev.Report, fmt.Sprintf("  next: %s, game turn %d", n.Side, n.Turn))
	}
	ev.Report = append(ev.Report, n.scoreReport()...)
	return n, []game.Event{ev}
}
