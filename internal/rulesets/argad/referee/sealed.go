package referee

import (
	"encoding/json"
	"fmt"
	"sort"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/sequence"
)

// The sealed sequence (a scenario's `sequence: sealed`, docs/argad.md):
// every side writes its orders at once, none seeing the others' (the
// engine's sealed step); then the sides roll for the initiative, the
// side with it moves all its figures, then the other; every shot is
// rolled from where the shooters stand after all moves; one melee round;
// the game turn ends.

// Event types of the sealed sequence.
const (
	// TypeRound: every side's orders in the open, played together.
	TypeRound = "argad-round"
	// TypeRoundEnded: the game turn is over.
	TypeRoundEnded = "argad-round-ended"
)

// Sequences a scenario may choose.
const (
	SequenceAlternate = "alternate"
	SequenceSealed    = "sealed"
)

// roundData is the payload of a TypeRound event.
type roundData struct {
	Turn       int          `json:"turn"`
	Initiative []initiative `json:"initiative"`
	Orders     []sideOrders `json:"orders"`
	Acts       []Act        `json:"acts"`
}

type initiative struct {
	Side string `json:"side"`
	Dice []int  `json:"dice"`
}

type sideOrders struct {
	Side   string `json:"side"`
	Orders string `json:"orders"`
}

func (s *State) sealed() bool { return s.g.Sequence == SequenceSealed }

// rollInitiative rolls a die for each side, again for those tied at the
// top, and orders the sides: the highest first.
func (s *State) rollInitiative(d dice.Source) ([]initiative, []string) {
	ini := make([]initiative, len(s.g.Sides))
	for i, sd := range s.g.Sides {
		ini[i].Side = sd
	}
	order := make([]int, len(ini))
	for i := range order {
		order[i] = i
	}
	tied := order
	for round := 0; len(tied) > 1 && round < 10; round++ {
		for _, i := range tied {
			ini[i].Dice = append(ini[i].Dice, dice.D6(d, "argad initiative: "+ini[i].Side))
		}
		// sort by the dice thrown so far, higher first, latest throw last
		sort.SliceStable(order, func(a, b int) bool {
			da, db := ini[order[a]].Dice, ini[order[b]].Dice
			for k := 0; k < len(da) && k < len(db); k++ {
				if da[k] != db[k] {
					return da[k] > db[k]
				}
			}
			return len(da) > len(db)
		})
		top := ini[order[0]].Dice
		tied = tied[:0:0]
		for _, i := range order {
			if fmt.Sprint(ini[i].Dice) == fmt.Sprint(top) {
				tied = append(tied, i)
			}
		}
	}
	sides := make([]string, len(order))
	for k, i := range order {
		sides[k] = ini[i].Side
	}
	return ini, sides
}

// roundPublic plays every side's revealed orders together, but for the
// hides and crawls, which follow in each side's own event.
func (s *State) roundPublic(cs []game.Checked, d dice.Source) (*State, game.Event, map[string]plan) {
	n := s.clone()
	ini, first := n.rollInitiative(d)
	plans := map[string]plan{}
	data := roundData{Turn: s.Turn, Initiative: ini}
	for _, c := range cs {
		plans[c.Side] = c.Plan.(plan)
		data.Orders = append(data.Orders, sideOrders{Side: c.Side, Orders: c.Canonical})
	}
	r := newRound(s.Turn)
	r.act(Act{Kind: "initiative", Say: fmt.Sprintf("Initiative (%s): %s moves first.", iniWords(ini), first[0])})
	for _, sd := range first {
		n.playOrders(plans[sd].public, r, d)
	}
	n.shootAndFight(r, d)
	data.Acts = r.data.Acts
	return n, event(TypeRound, "", data, r.say()), plans
}

func iniWords(ini []initiative) string {
	var out string
	for i, x := range ini {
		if i > 0 {
			out += ", "
		}
		out += x.Side + " " + diceWords(x.Dice)
	}
	return out
}

// playRound plays every side's revealed orders together, then the hides,
// then the end of the game turn.
func (s *State) playRound(cs []game.Checked, d dice.Source) (*State, []game.Event) {
	rec := &dice.Recorder{Src: d}
	n, ev, plans := s.roundPublic(cs, rec)
	ev.Rolls = rec.Take()
	evs := []game.Event{ev}
	for _, sd := range s.g.Sides {
		if hp := plans[sd].hidden; len(hp) > 0 {
			var h game.Event
			n, h = n.playHidden(sd, hp, rec)
			h.Rolls = rec.Take()
			evs = append(evs, h)
		}
	}
	n, end := n.endRound()
	return n, append(evs, end)
}

// endRound ends a game turn of the sealed sequence.
func (s *State) endRound() (*State, game.Event) {
	n := s.clone()
	for i := range n.Figures {
		f := &n.Figures[i]
		f.Moved, f.Blocked, f.Charging = false, false, false
	}
	data := endData{Turn: n.Turn}
	n.Turn++
	n.judge(true)
	data.Over, data.Winner = n.Over, n.Winner
	switch {
	case n.Over && n.Winner != "":
		data.Say = fmt.Sprintf("Game turn %d ends. The game is over: %s wins.", data.Turn, n.Winner)
	case n.Over:
		data.Say = fmt.Sprintf("Game turn %d ends. The game is over: a draw.", data.Turn)
	default:
		data.Say = fmt.Sprintf("Game turn %d ends. Game turn %d: every side writes its orders.", data.Turn, n.Turn)
	}
	return n, event(TypeRoundEnded, "", data, []string{data.Say})
}

// foldRound replays a TypeRound event: every side's orders checked and
// played again with the recorded rolls (hides and crawls follow in their
// own events, so they are left out here and played by those).
func (s *State) foldRound(e game.Event) (game.Position, []string, error) {
	var rd roundData
	if err := json.Unmarshal(e.Data, &rd); err != nil {
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
	}
	var cs []game.Checked
	for _, o := range rd.Orders {
		c, err := s.Check(game.Submission{Side: o.Side, For: game.Sealed, Orders: o.Orders})
		if err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("%s's orders are refused: %v", o.Side, err)}
		}
		cs = append(cs, c)
	}
	return sequence.Refold(e, "every side's orders", func(d dice.Source) (*State, []game.Event) {
		n, ev, _ := s.roundPublic(cs, d)
		return n, []game.Event{ev}
	})
}
