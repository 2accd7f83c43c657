package cryhavoc

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/scenario/scenariofile"
)

// toTheEnd plays every remaining player turn of s with no orders and
// returns the final state and the last turn's report.
func toTheEnd(t *testing.T, rs Ruleset, s *State) (*State, string) {
	t.Helper()
	var rep []string
	for i := 0; !s.Over; i++ {
		if i > 200 {
			t.Fatal("the game does not end")
		}
		n, evs, err := play(t, rs, s, s.Side, "", dice.NewSeeded(uint64(i)))
		if err != nil {
			t.Fatalf("%s, game turn %d: %v", s.Side, s.Turn, err)
		}
		s, rep = n, reports(evs)
	}
	return s, strings.Join(rep, "\n")
}

func scenarioState(t *testing.T, name string) (Ruleset, *State) {
	t.Helper()
	sc, m, err := scenariofile.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	rs := &CryHavoc{Tables: rsTables(t)}
	s, err := rs.Setup(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	return rs, s
}

// The shipped Cry Havoc scenarios played to their last turn (nobody does
// anything: what remains is each scenario's standing objectives), each
// with a score and a result a player can check by hand. The golden game
// (cmd/herald) plays Thornby as a real fight.
func TestScenarios23_2PlayedToTheEnd(t *testing.T) {
	t.Run("ashcombe-storm", func(t *testing.T) {
		// The defenders stand on the walls (Colin F14, Giles K5, Eudo F9
		// ...) and no besieger does: the ramparts objective, 10. Lady
		// Matilda is in the hall, so the besiegers do not hold it; she is
		// nobody's prisoner. Defenders 10, Besiegers 0.
		rs, s := scenarioState(t, "ashcombe-storm")
		s, rep := toTheEnd(t, rs, s)
		want(t, s, rep, map[string]int{"Defenders": 10, "Besiegers": 0}, "Defenders")
	})
	t.Run("millers-ford-ambush", func(t *testing.T) {
		// The outlaws stay hidden in their set-up areas, the convoy at
		// the ford: the rent cart has left by no edge, and Master Odo
		// lives. 0-0: a draw.
		_, s, _ := setUpAmbush(t)
		rs := s.rs
		s, rep := toTheEnd(t, rs, s)
		want(t, s, rep, map[string]int{"Convoy": 0, "Outlaws": 0}, "")
		if !strings.Contains(rep, "the game is a draw") {
			t.Errorf("report:\n%s", rep)
		}
	})
	t.Run("thornby-raid", func(t *testing.T) {
		// Father Anselm keeps the chapel (D14) from the raiders; Sir
		// Ranulf lives. 0-0: a draw.
		rs, s := scenarioState(t, "thornby-raid")
		s, rep := toTheEnd(t, rs, s)
		want(t, s, rep, map[string]int{"Raiders": 0, "Villagers": 0}, "")
	})
}

func want(t *testing.T, s *State, rep string, points map[string]int, winner string) {
	t.Helper()
	sc := s.Score("")
	for _, sd := range sc.Sides {
		if sd.Points != points[sd.Side] {
			t.Errorf("%s has %d VP, want %d: %+v", sd.Side, sd.Points, points[sd.Side], sd.Lines)
		}
	}
	if w := s.Step().Winner; w != winner {
		t.Errorf("winner %q, want %q", w, winner)
	}
	if winner != "" && !strings.Contains(rep, winner+" wins") {
		t.Errorf("the last report does not name the winner:\n%s", rep)
	}
	if len(sc.ToJudge) > 0 {
		t.Errorf("objectives left to the players: %v", sc.ToJudge)
	}
}
