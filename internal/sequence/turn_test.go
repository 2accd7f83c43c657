package sequence_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/sequence"
)

// toy is the smallest ruleset the loop can play: figures on a line, who
// move (no die) and fire (one die, a 6 kills).
type toy struct {
	applied int // how many orders Apply has played
}

type pos struct {
	phase notation.Phase
	at    map[string]int
	dead  map[string]bool
	log   []string
}

func (p *pos) clone() *pos {
	n := *p
	n.at = map[string]int{}
	for k, v := range p.at {
		n.at[k] = v
	}
	n.dead = map[string]bool{}
	for k, v := range p.dead {
		n.dead[k] = v
	}
	n.log = slices.Clone(p.log)
	return &n
}

func (*toy) PhaseOf(s *pos) notation.Phase { return s.phase }

func (*toy) Begin(s *pos, ph notation.Phase) *pos {
	n := s.clone()
	n.phase = ph
	return n
}

func (*toy) Legal(s *pos, side string, o notation.Order) error {
	for _, w := range append(slices.Clone(o.Who), o.Targets...) {
		if _, ok := s.at[w]; !ok {
			return rule.Errorf("2", "no %s", w)
		}
		if s.dead[w] {
			return rule.Errorf("10.5", "%s is dead", w)
		}
	}
	if o.Kind != notation.KindMove && o.Kind != notation.KindFire {
		return rule.Errorf("4", "no %s here", o.Kind)
	}
	return nil
}

func (t *toy) Apply(s *pos, side string, o notation.Order, d dice.Source) (*pos, []game.Event) {
	t.applied++
	n := s.clone()
	if err := t.Legal(n, side, o); err != nil {
		re, _ := game.RuleOf(err)
		return n, []game.Event{sequence.Void(side, o, re, err)}
	}
	switch o.Kind {
	case notation.KindMove:
		n.at[o.Who[0]]++
	case notation.KindFire:
		if d != nil && d.Roll(6, "shot") == 6 {
			n.dead[o.Targets[0]] = true
		}
	}
	n.log = append(n.log, o.String())
	return n, []game.Event{{Type: "done", Side: side, Report: []string{o.String()}}}
}

func (t *toy) CheckOrder(_, scratch *pos, side string, o notation.Order) (*pos, []game.Event, bool, error) {
	return sequence.CheckOrder[*pos](t, scratch, side, o)
}

func (*toy) Settled(_ *pos, o notation.Order) bool { return o.Kind == notation.KindMove }

func (*toy) EndTurn(s *pos, side string) (*pos, []game.Event) {
	n := s.clone()
	n.phase = notation.PhaseNone
	return n, []game.Event{{Type: game.TypeTurnEnded, Side: side}}
}

var stages = []sequence.Stage[*pos]{{Phase: notation.PhaseFirstFire}, {Phase: notation.PhaseMove}}

func start() *pos {
	return &pos{at: map[string]int{"Ann": 0, "Bob": 5, "Cid": 9}, dead: map[string]bool{}}
}

func orders(t *testing.T, text string) ([]notation.Order, []int) {
	t.Helper()
	tn, lines, err := notation.ParseLines(text)
	if err != nil {
		t.Fatal(err)
	}
	return tn.Orders, lines
}

// A refusal names the order's line and rule, and comes before any die;
// an order of a phase the turn does not have is refused too.
func TestCheckRefuses(t *testing.T) {
	ref := &toy{}
	for _, tc := range []struct {
		text string
		line int
		rule string
	}{
		{"move: Ann move A2\nmove: Dan move A3", 2, "2"},
		{"first fire:\nAnn fire at Bob\nmove:\nAnn wait", 4, "4"},
		{"combat: Ann attack Bob", 1, "4"},
	} {
		os, lines := orders(t, tc.text)
		_, err := sequence.Check[*pos](ref, stages, start(), "A", os, lines)
		var oe *game.OrderError
		re, ok := game.RuleOf(err)
		if !errors.As(err, &oe) || oe.Line != tc.line || !ok || re.Rule != tc.rule {
			t.Errorf("%q: %v, want line %d rule %s", tc.text, err, tc.line, tc.rule)
		}
	}
}

// The play takes the check's positions for orders that roll no die while
// it is on the check's positions, and plays the rest itself; the result
// is the same as playing all.
func TestPlayReusesCheck(t *testing.T) {
	os, lines := orders(t, "move:\nAnn move A2\nBob move A3\nCid move A4")
	ref := &toy{}
	s0 := start()
	plan, err := sequence.Check[*pos](ref, stages, s0, "A", os, lines)
	if err != nil {
		t.Fatal(err)
	}
	checked := ref.applied
	turn := sequence.Play[*pos](ref, stages, s0, "A", plan, dice.NewScripted())
	if ref.applied != checked {
		t.Errorf("the play applied %d orders again; the check's were the same", ref.applied-checked)
	}
	if turn.State.at["Ann"] != 1 || turn.State.at["Cid"] != 10 || turn.Events[len(turn.Events)-1].Type != game.TypeTurnEnded {
		t.Errorf("after the turn: %+v, events %v", turn.State.at, turn.Events)
	}
	// After a die the check's positions no longer serve: a kill makes the
	// move after it void.
	os, lines = orders(t, "first fire:\nAnn fire at Bob\nmove:\nBob move A3")
	plan, err = sequence.Check[*pos](ref, stages, s0, "A", os, lines)
	if err != nil {
		t.Fatal(err)
	}
	turn = sequence.Play[*pos](ref, stages, s0, "A", plan, dice.NewScripted(6))
	var types []string
	for _, e := range turn.Events {
		types = append(types, e.Type)
	}
	if want := []string{game.TypePhase, "done", game.TypePhase, sequence.TypeVoid, game.TypeTurnEnded}; !slices.Equal(types, want) {
		t.Errorf("events %v, want %v", types, want)
	}
	if len(turn.Events[1].Rolls) != 1 {
		t.Errorf("the shot's rolls: %v", turn.Events[1].Rolls)
	}
}

// A hook that stops the turn leaves the rest for Resume.
func TestStopAndResume(t *testing.T) {
	stop := []sequence.Stage[*pos]{
		{Phase: notation.PhaseFirstFire, End: func(t *sequence.Turn[*pos]) bool { return !t.Dry }},
		{Phase: notation.PhaseMove},
	}
	os, lines := orders(t, "first fire:\nAnn fire at Bob\nmove:\nCid move A4")
	ref := &toy{}
	plan, err := sequence.Check[*pos](ref, stop, start(), "A", os, lines)
	if err != nil {
		t.Fatal(err)
	}
	turn := sequence.Play[*pos](ref, stop, start(), "A", plan, dice.NewScripted(1))
	rest := turn.Rest(len(turn.Orders))
	if len(rest) != 1 || rest[0].Kind != notation.KindMove || turn.State.at["Cid"] != 9 {
		t.Fatalf("stopped with rest %v, Cid at %d", rest, turn.State.at["Cid"])
	}
	more := sequence.Resume[*pos](ref, stop, turn.State, "A", rest, dice.NewScripted())
	if more.State.at["Cid"] != 10 || more.Events[len(more.Events)-1].Type != game.TypeTurnEnded {
		t.Errorf("resumed: Cid at %d, events %v", more.State.at["Cid"], more.Events)
	}
}

func TestPassTurn(t *testing.T) {
	sides := []string{"A", "B", "C"}
	for _, tc := range []struct {
		side       string
		turn, last int
		next       string
		nextTurn   int
		over       bool
	}{
		{"A", 1, 3, "B", 1, false},
		{"C", 1, 3, "A", 2, false},
		{"C", 3, 3, "A", 3, true},
		{"C", 7, 0, "A", 8, false},
	} {
		next, turn, over := sequence.PassTurn(sides, tc.side, tc.turn, tc.last)
		if next != tc.next || turn != tc.nextTurn || over != tc.over {
			t.Errorf("%s in turn %d of %d: %s %d %v", tc.side, tc.turn, tc.last, next, turn, over)
		}
	}
}

func ExamplePassTurn() {
	fmt.Println(sequence.PassTurn([]string{"Raiders", "Villagers"}, "Villagers", 12, 12))
	// Output: Raiders 12 true
}
