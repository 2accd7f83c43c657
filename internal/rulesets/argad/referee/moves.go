package referee

import (
	"fmt"
	"math"
	"strings"

	"herald/internal/game"
)

// The plans a computer player chooses among, each a whole turn's orders
// written from what the side sees: every figure's nearest enemy it may
// see, and what it does about him.
var plans = []struct {
	name string
	// act is the order of a figure at dist cm (centre to centre) from
	// the nearest enemy he sees.
	act func(f *Figure, foe string, dist float64) string
}{
	{"advance, shooting", func(f *Figure, foe string, dist float64) string {
		switch {
		case f.Unloaded:
			return f.Name + " reloads"
		case f.Missile != "" && f.Missile != "javelin" && dist < 40:
			return f.Name + " shoots at " + foe
		}
		return fmt.Sprintf("%s moves 40 toward %s", f.Name, foe)
	}},
	{"all forward", func(f *Figure, foe string, _ float64) string {
		if f.On().Mounted() {
			return f.Name + " charges " + foe
		}
		return fmt.Sprintf("%s moves 40 toward %s", f.Name, foe)
	}},
	{"hold and shoot", func(f *Figure, foe string, dist float64) string {
		switch {
		case f.Unloaded:
			return f.Name + " reloads"
		case f.Missile != "" && dist < 60:
			return f.Name + " shoots at " + foe
		}
		return f.Name + " stands"
	}},
	{"close in", func(f *Figure, foe string, dist float64) string {
		if dist > 20 {
			return fmt.Sprintf("%s moves %g toward %s", f.Name, math.Round(dist/2), foe)
		}
		return fmt.Sprintf("%s moves 40 toward %s", f.Name, foe)
	}},
}

// Moves implements game.Mover: a handful of whole turns for side, each
// one of the plans above, those the check accepts. A figure in contact
// with the enemy stands (he fights anyway).
func (s *State) Moves(side string, limit int) []game.Submission {
	if !s.Step().Due(side) {
		return nil
	}
	if limit < 1 || limit > len(plans) {
		limit = len(plans)
	}
	var out []game.Submission
	for _, p := range plans {
		if len(out) == limit {
			break
		}
		var lines []string
		for i := range s.Figures {
			f := &s.Figures[i]
			if f.Side != side || f.Dead {
				continue
			}
			foe, dist := s.nearestSeen(f)
			switch {
			case foe == "":
				lines = append(lines, f.Name+" stands")
			case s.engaged(f):
				lines = append(lines, f.Name+" stands")
			default:
				lines = append(lines, p.act(f, foe, dist))
			}
		}
		for len(lines) > 0 {
			sub := game.Submission{Side: side, For: s.Step().Kind, Orders: strings.Join(lines, "\n") + "\n"}
			_, err := s.Check(sub)
			if err == nil {
				out = append(out, sub)
				break
			}
			// drop the refused line and try the rest
			oe, ok := err.(*game.OrderError)
			if !ok || oe.Line < 1 || oe.Line > len(lines) {
				break
			}
			lines = append(lines[:oe.Line-1], lines[oe.Line:]...)
		}
	}
	return out
}

// nearestSeen is the nearest live enemy side may see, and how far his
// centre is in cm.
func (s *State) nearestSeen(f *Figure) (string, float64) {
	best, near := "", math.Inf(1)
	for j := range s.Figures {
		e := &s.Figures[j]
		if e.Side == f.Side || e.Dead || s.hiddenFrom(e, f.Side) {
			continue
		}
		if d := math.Hypot(e.X-f.X, e.Y-f.Y); d < near {
			best, near = e.Name, d
		}
	}
	return best, near
}

// Points implements game.Scorer: a point for every enemy figure a side
// has put out of the fight (ruling.victory judges by the share lost).
func (s *State) Points() map[string]float64 {
	out := map[string]float64{}
	for _, side := range s.g.Sides {
		for _, other := range s.g.Sides {
			if other != side {
				live, all := s.live(other)
				out[side] += float64(all - live)
			}
		}
	}
	return out
}
