package referee

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
)

// State is one moment of an Argad! game. It is a value: play makes a new
// one.
type State struct {
	g       *Game
	Turn    int      `json:"turn"`
	Side    int      `json:"-"` // index in g.Sides of the side to play
	Figures []Figure `json:"figures"`
	Over    bool     `json:"over,omitempty"`
	Winner  string   `json:"winner,omitempty"`
	// acted: the side has played its orders and its turn-ended is due
	// (between two events of a replay only).
	acted bool
}

// Game is what does not change in the game.
func (s *State) Game() *Game { return s.g }

func (s *State) clone() *State {
	n := *s
	n.Figures = slices.Clone(s.Figures)
	return &n
}

// Player is the side whose player turn it is.
func (s *State) Player() string { return s.g.Sides[s.Side] }

// Figure finds a figure by name, any case.
func (s *State) Figure(name string) (*Figure, bool) {
	for i := range s.Figures {
		if strings.EqualFold(s.Figures[i].Name, name) {
			return &s.Figures[i], true
		}
	}
	return nil, false
}

// Sides implements game.Position.
func (s *State) Sides() []string { return s.g.Sides }

// Step implements game.Position: each side's player turn in the
// scenario's order (ruling.sequence), until the game is over.
func (s *State) Step() game.Step {
	if s.Over {
		return game.Step{Kind: game.Over, Turn: s.Turn, Winner: s.Winner, Stage: "over"}
	}
	if s.sealed() {
		return game.Step{Kind: game.Sealed, Sides: s.g.Sides, Turn: s.Turn, Stage: "orders"}
	}
	p := s.Player()
	return game.Step{Kind: game.Orders, Sides: []string{p}, Player: p, Turn: s.Turn, Stage: "orders"}
}

// view is the position as a side may know it.
type view struct {
	Title   string       `json:"title,omitempty"`
	Turn    int          `json:"turn"`
	Turns   int          `json:"turns,omitempty"`
	Player  string       `json:"player,omitempty"`
	Sides   []string     `json:"sides"`
	Figures []viewFigure `json:"figures"`
	Over    bool         `json:"over,omitempty"`
	Winner  string       `json:"winner,omitempty"`
}

type viewFigure struct {
	Figure
	// Unseen: an enemy hidden from this side; only his name and side
	// are given.
	Unseen bool `json:"unseen,omitempty"`
}

// hiddenFrom reports whether side may not see where f is: an enemy
// hiding in bushes or crops or crouched behind a bank, while the game
// goes on.
func (s *State) hiddenFrom(f *Figure, side string) bool {
	return side != game.Referee && f.Side != side && !s.Over && f.Live() && (f.Hidden || f.Crouched)
}

// View implements game.Position: every figure, but an enemy hidden or
// crouched is given by name alone.
func (s *State) View(side string) ([]byte, error) {
	v := view{Title: s.g.Title, Turn: s.Turn, Turns: s.g.Turns, Sides: s.g.Sides, Over: s.Over, Winner: s.Winner}
	if !s.Over && !s.sealed() {
		v.Player = s.Player()
	}
	for i := range s.Figures {
		f := &s.Figures[i]
		if s.hiddenFrom(f, side) {
			v.Figures = append(v.Figures, viewFigure{Figure: Figure{Name: f.Name, Side: f.Side}, Unseen: true})
			continue
		}
		v.Figures = append(v.Figures, viewFigure{Figure: *f})
	}
	return json.Marshal(v)
}

// Shows implements game.Position: a side's hiding is its own; all else
// is seen by both.
func (s *State) Shows(side string, e game.Event) bool {
	return side == game.Referee || e.Type != TypeHid || e.Side == side || s.Over
}

// End implements game.Position.
func (s *State) End() game.Position {
	n := s.clone()
	n.Over = true
	return n
}

// Lean implements game.Leaner: the state builds no caches.
func (s *State) Lean() game.Position { return s }

// live counts side's figures still in the game, and all it had.
func (s *State) live(side string) (live, all int) {
	for i := range s.Figures {
		if s.Figures[i].Side == side {
			all++
			if s.Figures[i].Live() {
				live++
			}
		}
	}
	return live, all
}

// StateText is the position in words as side may know it: the turn and
// every figure with his place, facing and marks.
func (s *State) StateText(side string) string {
	var b strings.Builder
	switch {
	case s.Over && s.Winner != "":
		fmt.Fprintf(&b, "%s, game turn %d: over, %s wins\n", s.g.Title, s.Turn, s.Winner)
	case s.Over:
		fmt.Fprintf(&b, "%s, game turn %d: over, a draw\n", s.g.Title, s.Turn)
	case s.sealed():
		fmt.Fprintf(&b, "%s, game turn %d of %d: every side writes its orders, sealed\n", s.g.Title, s.Turn, s.g.Turns)
	default:
		fmt.Fprintf(&b, "%s, game turn %d of %d: player turn of %s\n", s.g.Title, s.Turn, s.g.Turns, s.Player())
	}
	for _, sd := range s.g.Sides {
		live, all := s.live(sd)
		fmt.Fprintf(&b, "%s (%d of %d standing):\n", sd, live, all)
		for i := range s.Figures {
			f := &s.Figures[i]
			if f.Side != sd {
				continue
			}
			if s.hiddenFrom(f, side) {
				fmt.Fprintf(&b, "  %-10s unseen\n", f.Name)
				continue
			}
			miss := ""
			if f.Missile != "" {
				miss = ", " + f.Missile
			}
			fmt.Fprintf(&b, "  %-10s at %g,%g facing %g  %s, %s, class %d, %s%s", f.Name, f.X, f.Y, f.Facing, f.On(), f.Armour.Name(), f.Class, f.Weapon, miss)
			for _, m := range []struct {
				on   bool
				word string
			}{{f.Dead, "dead"}, {f.Hidden, "hidden"}, {f.Crouched, "crouched"}, {f.Unloaded, "crossbow to reload"}} {
				if m.on {
					b.WriteString("  [" + m.word + "]")
				}
			}
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// DrawTable implements game.TableDrawer: every figure on his stand, the
// dead as "dead"; an enemy hidden from side is left out.
func (s *State) DrawTable(side string) []game.TableFigure {
	out := make([]game.TableFigure, 0, len(s.Figures))
	for i := range s.Figures {
		f := &s.Figures[i]
		if s.hiddenFrom(f, side) {
			continue
		}
		p := game.TableFigure{Name: f.Name, Side: f.Side, Kind: "man", Stand: f.Stand()}
		if f.On().Mounted() {
			p.Kind = "horse"
		}
		if f.Dead {
			p.Status = "dead"
		}
		out = append(out, p)
	}
	return out
}

// MoveNotation implements game.TableNotation: Argad!'s "moves to x,y".
func (s *State) MoveNotation() game.MoveNotation { return game.DefaultMoveNotation }
