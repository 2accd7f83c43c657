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

// keeper keeps sealed orders in the tests.
var keeper = game.NewBoxKeeper([]byte("tenths tests"), "t")

// sealing maps a state to the engine's position over it while some
// sides' sealed orders are in: the tests hold the ruleset's state, the
// engine the wrapper.
var sealing = map[*State]game.Position{}

// wrapped is the engine's position at s.
func wrapped(s *State) game.Position {
	if p, ok := sealing[s]; ok {
		return p
	}
	return s
}

// submit checks and plays side's orders (sealed, when the step is), failing
// the test on a refusal.
func submit(t tb, s *State, side, text string, d dice.Source) (*State, []game.Event) {
	t.Helper()
	p := wrapped(s)
	for_ := game.Orders
	if p.Step().Kind == game.Sealed {
		for_ = game.Sealed
	}
	n, evs, err := game.SubmitWith(p, game.Submission{Side: side, For: for_, Orders: text}, keeper, d)
	if err != nil {
		t.Fatalf("%s: %q: %v", side, text, err)
	}
	in := game.Inner(n).(*State)
	if n != game.Position(in) {
		sealing[in] = n
	}
	return in, evs
}

// due is the first side the game waits for.
func due(s *State) string {
	st := wrapped(s).Step()
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
	var p game.Position = s // the engine's position, replayed
	for i := 0; p.Step().Kind != game.Over; i++ {
		if i > 2000 {
			t.Fatalf("no end after %d submissions, at tenth %d", i, s.Clock.Now)
		}
		st := p.Step()
		side := st.Sides[0]
		d := dice.NewSeeded(seed + uint64(i))
		sub := game.Submission{Side: side, For: st.Kind, Orders: s.Suggest(side, r)}
		if st.Kind == game.Decision {
			sub.Orders = st.Question.Choices[r.IntN(len(st.Question.Choices))]
		}
		n, evs, err := game.SubmitWith(p, sub, keeper, d)
		if err != nil {
			t.Fatalf("%s: %q: %v", side, sub.Orders, err)
		}
		for _, e := range evs {
			var err error
			if p, err = game.Replay(p, e); err != nil {
				t.Fatalf("event %d (%s) does not replay: %v", len(all), e.Type, err)
			}
		}
		s = game.Inner(n).(*State)
		if a, b := mustJSON(t, game.Inner(p).(*State)), mustJSON(t, s); a != b {
			t.Fatalf("replay gives another state:\n%s\n%s", a, b)
		}
		p = n
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
