package cryhavoc

// Victory (§23.2): the game as the scorer sees it, the running tally the
// state shows, the winner once the game is over, and the early end when
// an objective the scenario marks as ending the game is met.

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Off is how a character left the map; "" while he is on it.
type Off string

// The ways off the map the referee keeps (§17.2, §22.9, exit objectives).
const (
	OffExited  Off = "exited"      // stepped off on purpose
	OffRouted  Off = "routed-off"  // retreated off the map edge
	OffDrifted Off = "drifted-off" // drifted off in bottomless water (§17.2)
	OffDrowned Off = "drowned"     // §17.1, §17.42
)

var offFates = map[Off]havoc.Fate{OffExited: havoc.Exited, OffRouted: havoc.RoutedOff, OffDrifted: havoc.DriftedOff, OffDrowned: havoc.Drowned}

// summary is the game as the victory rules read it, as side knows it ("":
// everything): enemies hidden from side are left out, so that a running
// tally tells nothing of them.
func (s *State) summary(side string) *havoc.Summary {
	sum := &havoc.Summary{Sides: slices.Clone(s.sides)}
	all := s.allCharacters()
	for i := range all {
		c := &all[i]
		if s.HiddenFrom(c, side) || c.Unplaced && c.Off == "" {
			continue
		}
		o := havoc.Outcome{Name: c.Name, Side: c.Side, Character: true, Class: c.def.Class,
			Wounded: c.Status == Wounded || c.StunnedWounded, Stunned: c.Status == Stunned, CapturedBy: c.CapturedBy}
		switch {
		case c.Off != "":
			o.Fate, o.ExitHex = offFates[c.Off], c.At
		case c.Status == Dead:
			o.Fate = havoc.Dead
		default:
			o.Hexes = []hex.Hex{c.At}
			if c.Mounted {
				o.Hexes = append(o.Hexes, c.Rear)
			}
		}
		sum.Units = append(sum.Units, o)
		// What he carries goes where he goes (an exit objective may name
		// an item).
		for _, it := range c.Carrying {
			io := havoc.Outcome{Name: it, Kind: itemKind(s, it), Fate: o.Fate, ExitHex: o.ExitHex, Hexes: o.Hexes}
			if o.Fate == havoc.Dead {
				io.Fate, io.Hexes = havoc.OnMap, []hex.Hex{c.At}
			}
			sum.Units = append(sum.Units, io)
		}
	}
	for _, a := range s.Animals {
		hs := []hex.Hex{a.At}
		if a.Two {
			hs = append(hs, a.Rear)
		}
		o := havoc.Outcome{Name: a.Name, Kind: a.Kind, Hexes: hs}
		if a.Dead {
			o.Fate, o.Hexes = havoc.Dead, nil // a kill objective may name it
		}
		sum.Units = append(sum.Units, o)
	}
	sum.Units = append(sum.Units, s.equipmentOutcomes()...)
	return sum
}

// Score is the game scored as side knows it: the final result once the
// game is over, a running tally (as if it ended now) before.
func (s *State) Score(side string) havoc.Score {
	if s.Over {
		side = ""
	}
	sc := s.tab.Victory.Score(s.summary(side), s.sc.Objectives, nil)
	if sc.Winner != "" && !s.decided(sc) {
		sc.Winner = ""
	}
	return sc
}

// decided reports whether the text objectives left for the players to
// judge cannot change who leads: no other side could catch up with them.
func (s *State) decided(sc havoc.Score) bool {
	open := map[string]int{}
	for _, i := range sc.ToJudge {
		ob := s.sc.Objectives[i]
		open[ob.Side] += ob.Points
	}
	best := 0
	for _, sd := range sc.Sides {
		if sd.Side == sc.Winner {
			best = sd.Points
		}
	}
	for _, sd := range sc.Sides {
		if sd.Side != sc.Winner && sd.Points+open[sd.Side] >= best {
			return false
		}
	}
	return true
}

// Winner is the side that won the game, "" before its end, on a draw,
// where the players' judgement of a text objective may still change it,
// or when the game was ended early by a player or the operator (the
// players judge that, docs/rulings.md "Dice and ending a game").
func (s *State) Winner() string {
	if !s.Over || s.ended {
		return ""
	}
	return s.Score("").Winner
}

// endsEarly reports whether an objective marked as ending the game is
// met now (§23.1 item 7: "the given victory condition"), and which.
func (s *State) endsEarly() (string, bool) {
	sum := s.summary("")
	for i := range s.sc.Objectives {
		ob := &s.sc.Objectives[i]
		if !ob.Ends {
			continue
		}
		if met, known := havoc.ScoreObjective(ob, sum); known && met {
			return ob.Text, true
		}
	}
	return "", false
}

// scoreJSON is the score as the state's JSON gives it: each side's total
// with its lines, the winner (or draw) once over, and the objectives the
// players judge.
type scoreJSON struct {
	Sides   map[string]sideScoreJSON `json:"sides"`
	Final   bool                     `json:"final,omitempty"`
	Winner  string                   `json:"winner,omitempty"`
	Draw    bool                     `json:"draw,omitempty"`
	ToJudge []string                 `json:"to_judge,omitempty"`
}

type sideScoreJSON struct {
	Total int         `json:"total"`
	Lines []scoreLine `json:"lines,omitempty"`
}

type scoreLine struct {
	Rule   string `json:"rule"`
	What   string `json:"what"`
	Points int    `json:"points"`
}

func (s *State) scoreJSON(side string) *scoreJSON {
	sc := s.Score(side)
	v := &scoreJSON{Sides: map[string]sideScoreJSON{}, Final: s.Over}
	for _, sd := range sc.Sides {
		j := sideScoreJSON{Total: sd.Points}
		for _, l := range sd.Lines {
			j.Lines = append(j.Lines, scoreLine{l.Rule, l.What, l.Points})
		}
		v.Sides[sd.Side] = j
	}
	for _, i := range sc.ToJudge {
		ob := s.sc.Objectives[i]
		v.ToJudge = append(v.ToJudge, fmt.Sprintf("%s, %d VP: %s", ob.Side, ob.Points, ob.Text))
	}
	if s.Over && !s.ended {
		v.Winner, v.Draw = sc.Winner, sc.Draw
	}
	return v
}

// scoreReport is the score in words, for the turn report: one line per
// side, then the result once the game is over.
func (s *State) scoreReport() []string {
	sc := s.Score("")
	var out []string
	head := "score so far (§23.2, as if the game ended now):"
	if s.Over {
		head = "final score (§23.2):"
	}
	out = append(out, "  "+head)
	for _, sd := range sc.Sides {
		var what []string
		for _, l := range sd.Lines {
			what = append(what, fmt.Sprintf("%s %d", l.What, l.Points))
		}
		line := fmt.Sprintf("    %s %d", sd.Side, sd.Points)
		if len(what) > 0 {
			line += " (" + strings.Join(what, "; ") + ")"
		}
		out = append(out, line)
	}
	for _, i := range sc.ToJudge {
		ob := s.sc.Objectives[i]
		out = append(out, fmt.Sprintf("    for the players to judge: %s, %d VP: %s", ob.Side, ob.Points, ob.Text))
	}
	if !s.Over {
		return out
	}
	switch {
	case sc.Winner != "":
		out = append(out, "  "+sc.Winner+" wins")
	case sc.Draw && len(sc.ToJudge) == 0:
		out = append(out, "  the game is a draw")
	default:
		out = append(out, "  the winner depends on the objectives the players judge")
	}
	return out
}

// allCharacters are those on the map and those gone from it.
func (s *State) allCharacters() []Character {
	if len(s.Gone) == 0 {
		return s.Characters
	}
	return append(slices.Clone(s.Characters), s.Gone...)
}
