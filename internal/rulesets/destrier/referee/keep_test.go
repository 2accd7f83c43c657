package referee

import (
	"strings"
	"testing"

	"herald/internal/game"
)

// THE TAC CARDS: KEEP DISTANCE. When an enemy's TAC move comes on against
// a figure keeping its distance, his side is asked (a decision) whether he
// retreats before him or stands; the cards written beforehand
// ("retreating") still need no question.
func TestTACCards_KeepDistance(t *testing.T) {
	comeOn := func(t *testing.T) *played {
		g := facing(t)
		rep := g.round(t, always(100), "Sir Hugh plays CLOSE at Sir Guy, PASSIVE SHIELD PARRY", "Sir Guy plays KEEP DISTANCE, PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "Sir Guy must retreat or stand") {
			t.Fatalf("report:\n%s", rep)
		}
		st := g.pos.Step()
		if st.Kind != game.Decision || len(st.Sides) != 1 || st.Sides[0] != "blue" || st.Question == nil || st.Question.Kind != "keep distance" {
			t.Fatalf("step %+v", st)
		}
		if !strings.Contains(st.Question.Answer, "Sir Guy stands") {
			t.Errorf("default answer %q", st.Question.Answer)
		}
		for _, tc := range []struct{ side, text, want string }{
			{"blue", "Sir Guy guesses left", "retreat or stand"},
			{"blue", "Sir Hugh retreats", "not asked"},
			{"blue", "", "must say whether Sir Guy"},
			{"red", "Sir Hugh stands", "nothing to submit"},
		} {
			_, err := game.Check(g.pos, game.Submission{Side: tc.side, For: game.Decision, Orders: tc.text})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s %q: %v, want %q", tc.side, tc.text, err, tc.want)
			}
		}
		return g
	}
	t.Run("retreats", func(t *testing.T) {
		g := comeOn(t)
		gap := g.state().Gap("Sir Hugh", "Sir Guy")
		g.decide(t, always(100), "blue", "Sir Guy retreats")
		rep := strings.Join(g.log[len(g.log)-1].Report, "\n")
		if !strings.Contains(rep, "Sir Guy retreats") || !strings.Contains(rep, "Sir Guy falls back") || g.state().Gap("Sir Hugh", "Sir Guy") <= gap+0.5 {
			t.Errorf("gap %v from %v:\n%s", g.state().Gap("Sir Hugh", "Sir Guy"), gap, rep)
		}
		if g.pos.Step().Kind == game.Decision {
			t.Errorf("still asked: %+v", g.pos.Step())
		}
		g.refold(t)
	})
	t.Run("stands", func(t *testing.T) {
		g := comeOn(t)
		gap := g.state().Gap("Sir Hugh", "Sir Guy")
		g.decide(t, always(100), "blue", "Sir Guy stands")
		rep := strings.Join(g.log[len(g.log)-1].Report, "\n")
		if !strings.Contains(rep, "Sir Guy stands") || strings.Contains(rep, "falls back") || g.state().Gap("Sir Hugh", "Sir Guy") != gap {
			t.Errorf("gap %v from %v:\n%s", g.state().Gap("Sir Hugh", "Sir Guy"), gap, rep)
		}
		g.refold(t)
	})
	t.Run("no one comes on", func(t *testing.T) {
		g := facing(t)
		rep := g.round(t, always(100), "Sir Hugh plays STAND GROUND, PASSIVE SHIELD PARRY", "Sir Guy plays KEEP DISTANCE, PASSIVE SHIELD PARRY")
		if strings.Contains(rep, "must retreat") || g.pos.Step().Kind == game.Decision {
			t.Errorf("asked with no one coming on:\n%s", rep)
		}
	})
}
