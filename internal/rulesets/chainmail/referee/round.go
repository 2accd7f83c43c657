package referee

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/chainmail"
	"herald/internal/sequence"
)

// A round (Appendix E's order of battle) on the hex map: step 1's
// initiative is a chance step (from round 2; the scenario's first side
// has round 1's, so no die is rolled before the players may give their
// dice seeds); then each side in initiative order plays its missiles and
// movement (steps 2 and 3) as a player turn; then, if any figures are in
// contact, every side writes its melee (step 4) sealed, and the blows of
// all are struck before any loss is taken, so no side strikes first
// because it played first.

// Event types of the round's own steps.
const (
	TypeInitiative = "initiative"
	// TypeMeleeEnded closes the melee: the men struck down are taken
	// from the field together and the round ends.
	TypeMeleeEnded = "melee_ended"
)

// meleeStages is the sealed melee step: each side's orders are played
// through the sequence loop like a player turn of one phase.
var meleeStages = []sequence.Stage[*State]{{Phase: notation.PhaseCombat}}

type cmInitiative struct {
	Round int                  `json:"round"`
	Rolls []chainmail.SideRoll `json:"rolls"`
	Order []string             `json:"order"`
}

// rollInitiative is step 1: a die for each side, highest first; tied
// sides play in the scenario's order (docs/rulings.md).
func (s *State) rollInitiative(d dice.Source) (*State, []game.Event) {
	rec := &dice.Recorder{Src: d}
	in, err := s.rs.Rules.RollInitiative(s.sides, rec)
	if err != nil {
		panic(err) // the scenario's sides were checked at the start
	}
	n := s.clone()
	n.Order = nil
	for _, g := range in.Order {
		n.Order = append(n.Order, g...)
	}
	n.Side, n.Phase = n.Order[0], notation.PhaseNone
	var rolls []string
	for _, r := range in.Rolls {
		rolls = append(rolls, fmt.Sprintf("%s %d", r.Side, r.Die))
	}
	ev := game.Event{Type: TypeInitiative, Data: game.MustJSON(cmInitiative{Round: s.Turn, Rolls: in.Rolls, Order: n.Order}), Rolls: rec.Rolls,
		Report: []string{fmt.Sprintf("round %d, initiative (%s): %s; %s fires and moves first", s.Turn, strings.Join(rolls, ", "), strings.Join(n.Order, ", "), n.Side)}}
	return n, []game.Event{ev}
}

// playMelee plays every side's sealed melee orders, in initiative order,
// on the same men: a man struck down still strikes his own blows this
// round; the losses are taken at the end.
func (s *State) playMelee(cs []game.Checked, d dice.Source) (*State, []game.Event) {
	n := s
	var evs []game.Event
	for _, c := range cs {
		if n.Side != c.Side {
			m := n.clone()
			m.Side = c.Side
			n = m
		}
		t := sequence.Play[*State](s.rs, meleeStages, n, c.Side, c.Plan.(*sequence.Plan[*State]), d)
		n = t.State
		evs = append(evs, t.Events...)
	}
	n, end := n.closeMelee()
	return n, append(evs, end...)
}

type cmMeleeEnded struct {
	Round  int      `json:"round"`
	Killed []string `json:"killed"`
	Over   bool     `json:"over,omitempty"`
	Winner string   `json:"winner,omitempty"`
}

// closeMelee takes the melee's losses together and ends the round.
func (s *State) closeMelee() (*State, []game.Event) {
	n := s.clone()
	r := cmMeleeEnded{Round: s.Turn, Killed: slices.Clone(s.killed)}
	if r.Killed == nil {
		r.Killed = []string{}
	}
	for _, name := range s.killed {
		if c, ok := n.Figure(name); ok {
			c.Status = Dead
		}
	}
	marks := s.grappled
	n.killed, n.grappled = nil, nil
	report := []string{"the melee's blows are all struck: no man falls"}
	if len(r.Killed) > 0 {
		report = []string{"the melee's blows are all struck; struck down together: " + strings.Join(r.Killed, ", ")}
	}
	report = append(report, n.endRound()...)
	report = append(report, n.takeGrapples(marks)...)
	r.Over, r.Winner = n.Over, n.Winner
	return n, []game.Event{{Type: TypeMeleeEnded, Data: game.MustJSON(r), Report: report}}
}

// endRound clears the round's marks on n and begins the next round, or
// ends the game: when a side has no figure standing, or the scenario's
// last round has been played. It returns the report's lines.
func (n *State) endRound() []string {
	n.charged, n.killed = nil, nil
	for i := range n.Figures {
		c := &n.Figures[i]
		c.MPSpent, c.Moved, c.Fired, c.Attacked = 0, false, false, false
		c.Stunned, c.Locked = max(c.Stunned-1, 0), false
	}
	n.Melee, n.Order, n.Side, n.Phase = false, nil, "", notation.PhaseNone
	if n.sc.Turns > 0 && n.Turn >= n.sc.Turns {
		n.Over = true
	} else {
		n.Turn++
	}
	return n.judge()
}

// judge ends the game if a side has no figure standing, and names the
// winner of an ended game: the side with the most figures standing, none
// if they are level.
func (n *State) judge() []string {
	standing := n.standing()
	for _, sd := range n.sides {
		n.Over = n.Over || standing[sd] == 0
	}
	var counts []string
	for _, sd := range n.sides {
		counts = append(counts, fmt.Sprintf("%s %d", sd, standing[sd]))
	}
	out := []string{"  figures standing: " + strings.Join(counts, ", ")}
	if !n.Over {
		return out
	}
	most, tie := -1, false
	for _, sd := range n.sides {
		switch k := standing[sd]; {
		case k > most:
			most, tie, n.Winner = k, false, sd
		case k == most:
			tie = true
		}
	}
	if tie {
		n.Winner = ""
		return append(out, "  the game is over: a draw")
	}
	return append(out, "  the game is over: "+n.Winner+" wins")
}

func (s *State) standing() map[string]int {
	out := map[string]int{}
	for i := range s.Figures {
		if c := &s.Figures[i]; c.Live() {
			out[c.Side]++
		}
	}
	return out
}

// engaged reports whether any two enemies stand in contact, able to
// fight across their hexside: only then is there a melee to write.
func (s *State) engaged() bool {
	for i := range s.Figures {
		a := &s.Figures[i]
		for j := range s.Figures {
			b := &s.Figures[j]
			if !a.Live() || !b.Live() || a.Side == b.Side || hex.Distance(a.At, b.At) != 1 {
				continue
			}
			if _, fight := crossable(s.m, board.Infantry, a.At, b.At); fight {
				return true
			}
		}
	}
	return false
}

// isKilled reports whether name was struck down earlier in this melee.
func (s *State) isKilled(name string) bool { return slices.Contains(s.killed, name) }

// nextSide is the side after side in the round's order, "" after the last.
func (s *State) nextSide(side string) string {
	if i := slices.Index(s.Order, side); i >= 0 && i+1 < len(s.Order) {
		return s.Order[i+1]
	}
	return ""
}

// foldRound folds the round's own events: the initiative and the end of
// the melee, each played again and compared.
func (s *State) foldRound(e game.Event) (*State, []string, error) {
	var n *State
	var evs []game.Event
	switch {
	case e.Type == TypeInitiative && s.Step().Kind == game.Chance:
		vals := make([]int, len(e.Rolls))
		for i, r := range e.Rolls {
			vals[i] = r.Value
		}
		sc := dice.NewScripted(vals...)
		n, evs = s.rollInitiative(sc)
		if sc.Remaining() != 0 || len(evs) != 1 || fmt.Sprint(evs[0].Rolls) != fmt.Sprint(e.Rolls) {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the initiative is not what its rolls give"}
		}
	case e.Type == TypeMeleeEnded && s.Melee:
		n, evs = s.closeMelee()
	default:
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: "not an event the game waits for now"}
	}
	if err := sequence.Same(e, evs); err != nil {
		return nil, nil, err
	}
	return n, evs[0].Report, nil
}
