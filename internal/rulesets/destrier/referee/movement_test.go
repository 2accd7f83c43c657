package referee

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
)

// apart is two knights on foot six inches apart on a 36 x 24 table, the
// first half-move waiting for red (which won the initiative).
func apart(t *testing.T) *played {
	t.Helper()
	d := ruleset(t)
	s, err := d.New(Setup{Sides: []string{"red", "blue"}, Width: 36, Depth: 24, Figures: []Placed{
		{Figure: figure(t, d, "knight", "Sir Hugh", "red"), X: 10, Y: 10, Facing: 90},
		{Figure: figure(t, d, "knight", "Sir Guy", "blue"), X: 16, Y: 10, Facing: 270},
	}})
	if err != nil {
		t.Fatal(err)
	}
	g := &played{start: s, pos: s}
	n, evs := g.pos.Play(nil, dice.NewScripted(5, 2))
	g.pos, g.log = n, append(g.log, evs...)
	if st := g.pos.Step(); st.Kind != game.Orders || st.Sides[0] != "red" || st.Stage != "half-move 1" {
		t.Fatalf("after the initiative %+v", st)
	}
	return g
}

func (g *played) move(t *testing.T, side, text string) string {
	t.Helper()
	g.submit(t, dice.NewScripted(), game.Submission{Side: side, For: game.Orders, Orders: text})
	return strings.Join(g.log[len(g.log)-1].Report, "\n")
}

// The two half-moves (TIME SEQUENCE 3, 4): the winner moves, then the
// loser; the initiative again; then the second half; then the TAC phase.
func TestHalfMoves(t *testing.T) {
	g := apart(t)
	for _, tc := range []struct{ text, want string }{
		{"Sir Hugh moves to 13, 10", "goes 3\"; his move is 2.5\""},
		{"Sir Hugh moves to 10, 12.4", "less 0.63\" for turning into the side"},
		{"Sir Hugh moves to 8, 10", "rear"},
		{"Sir Guy moves to 14, 10", "figure of blue"},
		{"Sir Hugh plays CLOSE, DELIVER BLOW", "half-move takes moves"},
		{"Sir Hugh moves to 12, 10\nSir Hugh moves to 12.2, 10", "once a half-move"},
	} {
		_, err := game.CheckTurn(g.pos, "red", tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), destrier.SecHalfMove) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
	rep := g.move(t, "red", "Sir Hugh moves to 12.5, 10")
	if !strings.Contains(rep, "Sir Hugh moves 2.5\" to 12.5, 10") {
		t.Errorf("report:\n%s", rep)
	}
	// Blue may not run through Sir Hugh's stand.
	if _, err := game.CheckTurn(g.pos, "blue", "Sir Guy moves to 13.6, 10"); err == nil || !strings.Contains(err.Error(), "run into Sir Hugh") {
		t.Errorf("through a stand: %v", err)
	}
	g.move(t, "blue", "Sir Guy moves to 14, 10")
	if st := g.pos.Step(); st.Kind != game.Chance || g.state().Stage != stageInitiative2 {
		t.Fatalf("after the first half %+v", st)
	}
	n, evs := g.pos.Play(nil, dice.NewScripted(1, 6))
	g.pos, g.log = n, append(g.log, evs...)
	if st := g.pos.Step(); st.Kind != game.Orders || st.Sides[0] != "blue" || st.Stage != "half-move 2" {
		t.Fatalf("second half %+v", st)
	}
	rep = g.move(t, "blue", "Sir Guy moves to 13.91422, 10")
	if !strings.Contains(rep, "into contact with Sir Hugh") {
		t.Errorf("report:\n%s", rep)
	}
	// Sir Hugh is in contact now: he stays, and red is not asked.
	if st := g.pos.Step(); st.Kind != game.Sealed || st.Stage != stageTAC {
		t.Fatalf("after the second half %+v", st)
	}
	g.refold(t)
	s := g.state()
	if s.onTable(standOf(s.fig("Sir Hugh").Figure, 0.2, 10, 0)) || !s.onTable(standOf(s.fig("Sir Hugh").Figure, 0.8, 10, 0)) {
		t.Error("a stand off the table's west edge is on it, or one on it is off")
	}
}
