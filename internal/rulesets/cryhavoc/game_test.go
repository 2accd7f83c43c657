package cryhavoc

import (
	"encoding/json"
	"errors"
	"testing"

	"herald/internal/dice"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario/scenariofile"
)

func setup(t testing.TB) (*CryHavoc, *State) {
	t.Helper()
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load("thornby-raid")
	if err != nil {
		t.Fatal(err)
	}
	rs := &CryHavoc{Tables: tab, Decisions: true}
	s, err := rs.Setup(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	return rs, s
}

// tb is what the helpers need of testing.TB and rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

func play(t tb, rs Ruleset, s *State, side, orders string, d dice.Source) (*State, []Event, error) {
	t.Helper()
	tn, lines, err := notation.ParseLines(orders)
	if err != nil {
		t.Fatalf("%v", err)
	}
	n, evs, err := PlayTurn(rs, s, side, tn, lines, d)
	// Decisions asked of the opponent get the empty answer: no pins, and
	// herald chooses the retreats.
	for err == nil && n.Pending != nil {
		var more []Event
		n, more, err = Decide(rs, n, n.Pending.Side, "", d)
		evs = append(evs, more...)
	}
	return n, evs, err
}

// shortGame is three player turns of The Raid on Thornby.
var shortGame = []struct{ side, orders string }{
	{"Raiders", "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\nJocelyn move E2\n"},
	{"Villagers", "move:\nWat the Smith move E3\ncombat:\nWat the Smith attack Jocelyn\n"},
	{"Raiders", "first fire:\nHamo fire at Perkin\n"},
}

func playShort(t testing.TB, rs Ruleset, s *State, d dice.Source) (*State, []Event) {
	var all []Event
	for i, pt := range shortGame {
		var evs []Event
		var err error
		s, evs, err = play(t, rs, s, pt.side, pt.orders, d)
		if err != nil {
			t.Fatalf("player turn %d: %v", i+1, err)
		}
		all = append(all, evs...)
	}
	return s, all
}

func TestShortGame(t *testing.T) {
	rs, s0 := setup(t)
	s, evs := playShort(t, rs, s0, dice.NewSeeded(3))
	for _, e := range evs {
		t.Log(e.Type, string(e.Data), e.Rolls)
	}
	if s.Turn != 2 || s.Side != "Villagers" {
		t.Errorf("after three player turns: turn %d side %s, want 2 Villagers", s.Turn, s.Side)
	}
	if c, _ := s.Character("Bran"); s.m.HexName(c.At) != "H3" {
		t.Errorf("Bran at %s, want H3", s.m.HexName(c.At))
	}
	// Replay gives the same state, byte for byte.
	r := s0
	for i, e := range evs {
		var err error
		if r, err = Replay(rs, r, e); err != nil {
			t.Fatalf("replaying event %d: %v", i+1, err)
		}
	}
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(r)
	if string(a) != string(b) {
		t.Errorf("replayed state differs:\n%s\n%s", a, b)
	}
	// The original state is untouched.
	if c, _ := s0.Character("Bran"); s0.m.HexName(c.At) != "H1" {
		t.Errorf("Apply changed the state it was given: Bran at %s", s0.m.HexName(c.At))
	}
}

func TestReplayCatchesChangedRoll(t *testing.T) {
	rs, s0 := setup(t)
	_, evs := playShort(t, rs, s0, dice.NewSeeded(3))
	for i := range evs {
		if len(evs[i].Rolls) == 0 {
			continue
		}
		evs[i].Rolls[0].Value = evs[i].Rolls[0].Value%10 + 1
		r := s0
		var err error
		for j := 0; j <= i && err == nil; j++ {
			r, err = Replay(rs, r, evs[j])
		}
		var re *ReplayError
		if !errors.As(err, &re) {
			t.Fatalf("changed roll in event %d: err %v, want a ReplayError", i+1, err)
		}
		return
	}
	t.Fatal("no event with rolls")
}

// TestLegal is one refusal per rule the engine enforces.
func TestLegal(t *testing.T) {
	rs, s := setup(t)
	tests := []struct {
		name, side, orders, rule string
	}{
		{"2 unknown character", "Raiders", "move: Nobody move H2", "2"},
		{"4 enemy character", "Raiders", "move: Hob move M5", "4"},
		{"4 not his player turn", "Villagers", "move: Hob move M5", "4"},
		{"4 fire in the move phase", "Raiders", "move: Hamo fire at Rafe", "4"},
		{"5.5 target out of sight", "Raiders", "first fire: Hamo fire at Wat the Smith", "5.5"},
		{"6.1 no missile weapon", "Raiders", "first fire: Jocelyn fire at Rafe", "6.1"},
		{"7.3 beyond the MPA", "Raiders", "move: Bran move H2, H3, H4, H5, H6, H7, H8, H9", "7.3"},
		{"7.6 horse moves", "Raiders", "move: Sir Ranulf move J3", "7.6"},
		{"7 moves twice", "Raiders", "move: Bran move H2\nBran move H3", "7"},
		{"9.2 not adjacent", "Raiders", "combat: Bran attack Rafe", "9.2"},
		{"4 wrong place", "Raiders", "move: Bran H5 move H2", "4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := play(t, rs, s, tt.side, tt.orders, dice.NewScripted())
			var re *rule.Error
			if !errors.As(err, &re) {
				t.Fatalf("err %v, want a rule error", err)
			}
			if re.Rule != tt.rule {
				t.Errorf("rule %s (%v), want %s", re.Rule, err, tt.rule)
			}
			var oe *OrderError
			// A turn played by the wrong side is refused as a whole.
			if !errors.As(err, &oe) || oe.Line == 0 && tt.side == s.Side {
				t.Errorf("err %v does not name the line", err)
			}
		})
	}
}

// A dead character cannot act (§10.5).
func TestLegalDead(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	c, _ := s.Character("Bran")
	c.Status = Dead
	_, _, err := play(t, rs, s, "Raiders", "move: Bran move H2", dice.NewScripted())
	var re *rule.Error
	if !errors.As(err, &re) || re.Rule != "10.5" {
		t.Fatalf("err %v, want rule 10.5", err)
	}
}

func BenchmarkPlayTurn(b *testing.B) {
	rs, s := setup(b)
	tn, lines, err := notation.ParseLines(shortGame[0].orders)
	if err != nil {
		b.Fatal(err)
	}
	d := dice.NewSeeded(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := PlayTurn(rs, s, "Raiders", tn, lines, d); err != nil {
			b.Fatal(err)
		}
	}
}
