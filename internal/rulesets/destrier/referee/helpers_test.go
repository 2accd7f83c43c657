package referee

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/destrierdata"
)

func ruleset(t testing.TB) *Destrier {
	t.Helper()
	r, err := destrierdata.Load()
	if err != nil {
		t.Fatal(err)
	}
	return &Destrier{R: r}
}

// figure is a template's figure named name of side.
func figure(t testing.TB, d *Destrier, template, name, side string) destrier.Figure {
	t.Helper()
	f, err := d.R.Templates.Template(template)
	if err != nil {
		t.Fatal(err)
	}
	f.Name, f.Side = name, side
	return f
}

// duel is two knights on foot, Sir Hugh (red) facing east at Sir Guy
// (blue) a little under an inch away edge to edge.
func duel(t testing.TB) *State {
	t.Helper()
	d := ruleset(t)
	s, err := d.New(Setup{Title: "duel", Sides: []string{"red", "blue"}, Figures: []Placed{
		{Figure: figure(t, d, "knight", "Sir Hugh", "red"), X: 10, Y: 10, Facing: 90},
		{Figure: figure(t, d, "knight", "Sir Guy", "blue"), X: 12.4, Y: 10, Facing: 270},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// game is a position with the log of how it came about.
type played struct {
	start *State
	pos   game.Position
	log   []game.Event
}

func (g *played) state() *State { return g.pos.(*State) }

// roll plays a chance step, then lets every figure stand through the
// movement segment (the second initiative rolled as the first, 5 and 2)
// up to the next step that is not a half-move.
func (g *played) roll(t testing.TB, d dice.Source) {
	t.Helper()
	if k := g.pos.Step().Kind; k != game.Chance {
		t.Fatalf("step is %v, not chance", k)
	}
	n, evs := g.pos.Play(nil, d)
	g.pos, g.log = n, append(g.log, evs...)
	g.standStill(t)
}

// standStill plays the half-moves with no one moving.
func (g *played) standStill(t testing.TB) {
	t.Helper()
	for {
		st := g.pos.Step()
		switch {
		case st.Kind == game.Orders:
			g.submit(t, dice.NewScripted(), game.Submission{Side: st.Sides[0], For: game.Orders})
		case st.Kind == game.Chance && g.state().Stage == stageInitiative2:
			n, evs := g.pos.Play(nil, dice.NewScripted(5, 2))
			g.pos, g.log = n, append(g.log, evs...)
		default:
			return
		}
	}
}

// seal plays a sealed step with every due side's text.
func (g *played) seal(t testing.TB, d dice.Source, texts map[string]string) {
	t.Helper()
	st := g.pos.Step()
	if st.Kind != game.Sealed {
		t.Fatalf("step is %v (%s), not sealed", st.Kind, st.Stage)
	}
	var cs []game.Checked
	for _, side := range st.Sides {
		c, err := game.Check(g.pos, game.Submission{Side: side, For: game.Sealed, Orders: texts[side]})
		if err != nil {
			t.Fatalf("%s: %q refused: %v", side, texts[side], err)
		}
		cs = append(cs, c)
	}
	n, evs := g.pos.Play(cs, d)
	g.pos, g.log = n, append(g.log, evs...)
}

// decide answers a decision step.
func (g *played) decide(t testing.TB, d dice.Source, side, text string) {
	t.Helper()
	g.submit(t, d, game.Submission{Side: side, For: game.Decision, Orders: text})
}

// submit checks and plays one side's submission at this position alone
// (no chance step after it is rolled: the tests roll them).
func (g *played) submit(t testing.TB, d dice.Source, sub game.Submission) {
	t.Helper()
	c, err := game.Check(g.pos, sub)
	if err != nil {
		t.Fatalf("%s: %q refused: %v", sub.Side, sub.Orders, err)
	}
	n, evs := g.pos.Play([]game.Checked{c}, d)
	g.pos, g.log = n, append(g.log, evs...)
}

// refold folds the log from the start and checks that it ends where
// play did, every event told again.
func (g *played) refold(t testing.TB) {
	t.Helper()
	var p game.Position = g.start
	for i, e := range g.log {
		n, err := game.Replay(p, e)
		if err != nil {
			t.Fatalf("event %d (%s): %v", i+1, e.Type, err)
		}
		p = n
	}
	a, _ := p.View(game.Referee)
	b, _ := g.pos.View(game.Referee)
	if string(a) != string(b) {
		t.Fatalf("folded position differs:\n%s\n%s", a, b)
	}
}

// playOut plays g to its end (or limit steps) with each side's first
// candidate, guessing left at every dodge.
func (g *played) playOut(t testing.TB, d dice.Source, limit int) {
	t.Helper()
	for range limit {
		st := g.pos.Step()
		switch st.Kind {
		case game.Over:
			return
		case game.Chance:
			n, evs := g.pos.Play(nil, d)
			g.pos, g.log = n, append(g.log, evs...)
		case game.Orders:
			ms := g.state().Moves(st.Sides[0], 1)
			if len(ms) == 0 {
				t.Fatalf("no move for %s in the %s", st.Sides[0], st.Stage)
			}
			g.submit(t, d, ms[0])
		case game.Sealed:
			texts := map[string]string{}
			for _, side := range st.Sides {
				ms := g.state().Moves(side, 1)
				if len(ms) == 0 {
					t.Fatalf("no move for %s in the %s", side, st.Stage)
				}
				texts[side] = ms[0].Orders
			}
			g.seal(t, d, texts)
		case game.Decision:
			g.decide(t, d, st.Sides[0], st.Question.Answer)
		}
	}
	t.Fatalf("not over after %d steps", limit)
}
