package referee

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/tenths/tenthsdata"
	"herald/internal/scenario/scenariofile"
)

// tb is what the helpers need of testing.TB and rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// load starts a shipped scenario.
func load(t tb, name string) *State {
	t.Helper()
	sc, m, err := scenariofile.Load(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	r, err := tenthsdata.Load()
	if err != nil {
		t.Fatalf("%v", err)
	}
	p, err := game.Start(&Tenths{Rules: r}, game.Setup{ScenarioFile: name, Seed: 1}, sc, game.Field{Map: m})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return p.(*State)
}

// submit checks and plays side's orders, failing the test on a refusal.
func submit(t tb, s *State, side, text string, d dice.Source) (*State, []game.Event) {
	t.Helper()
	n, evs, err := game.PlayTurn(s, side, text, d)
	if err != nil {
		t.Fatalf("%s: %q: %v", side, text, err)
	}
	return n.(*State), evs
}

// due is the first side the game waits for.
func due(s *State) string {
	st := s.Step()
	if len(st.Sides) == 0 {
		return ""
	}
	return st.Sides[0]
}

// playOut plays s to its end with random orders, replaying every event
// as it goes; it returns the end and every event.
func playOut(t *testing.T, s *State, seed uint64) (*State, []game.Event) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	var all []game.Event
	for i := 0; s.Step().Kind != game.Over; i++ {
		if i > 2000 {
			t.Fatalf("no end after %d submissions, at tenth %d", i, s.Clock.Now)
		}
		side := due(s)
		d := dice.NewSeeded(seed + uint64(i))
		var n *State
		var evs []game.Event
		if st := s.Step(); st.Kind == game.Decision {
			ans := st.Question.Choices[r.IntN(len(st.Question.Choices))]
			p, e, err := game.Decide(s, side, ans, d)
			if err != nil {
				t.Fatalf("%s: %q: %v", side, ans, err)
			}
			n, evs = p.(*State), e
		} else {
			n, evs = submit(t, s, side, s.Suggest(side, r), d)
		}
		for _, e := range evs {
			var err error
			var p game.Position = s
			if p, err = game.Replay(p, e); err != nil {
				t.Fatalf("event %d (%s) does not replay: %v", len(all), e.Type, err)
			}
			s = p.(*State)
		}
		if a, b := mustJSON(t, s), mustJSON(t, n); a != b {
			t.Fatalf("replay gives another state:\n%s\n%s", a, b)
		}
		s = n
		all = append(all, evs...)
	}
	return s, all
}

func mustJSON(t tb, s *State) string {
	t.Helper()
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatalf("%v", err)
	}
	return string(b)
}

// decode reads an event's payload.
func decode[T any](t tb, e game.Event) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(e.Data, &v); err != nil {
		t.Fatalf("%s: %v", e.Type, err)
	}
	return v
}
