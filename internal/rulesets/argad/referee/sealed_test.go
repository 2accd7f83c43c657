package referee

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
)

// The sealed sequence: both sides' orders in before either is played,
// the initiative rolled (a tie rolled again), the side with it moves
// first, then every shot and the melee; the log replays byte for byte.
func TestSealedGameTurn(t *testing.T) {
	g := field(t)
	g.Sequence = SequenceSealed
	a := man("Wat", "Red", 10, 40, 90)
	a.Missile = "bow"
	s0, err := NewGame(g, []Figure{a, man("Ralf", "Red", 10, 50, 90), man("Bors", "Blue", 40, 50, 270)})
	if err != nil {
		t.Fatal(err)
	}
	if st := s0.Step(); st.Kind != game.Sealed || len(st.Sides) != 2 {
		t.Fatalf("step %+v, want sealed for both sides", st)
	}
	// initiative 3 and 3, then 2 and 5: Blue moves first; Bors comes
	// 16 cm to x 24 (his stand's west edge at 23); Ralf then stops at 22,
	// his stand against Bors's, in contact; Wat's bow at Bors: a 1 misses;
	// the melee: Ralf 1, Bors 1.
	src := dice.NewScripted(3, 3, 2, 5, 1, 1, 1)
	p, evs, err := game.PlayTurn(s0, "Red", "Wat shoots at Bors\nRalf moves 16 forward", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 1 || evs[0].Type != game.TypeSealed || strings.Contains(strings.Join(game.Reports(evs), " "), "Ralf") {
		t.Fatalf("the first side's orders show: %v", game.Reports(evs))
	}
	p, more, err := game.PlayTurn(p, "Blue", "Bors moves 16 forward", src)
	if err != nil {
		t.Fatal(err)
	}
	evs = append(evs, more...)
	r := report(evs)
	for _, want := range []string{"Blue moves first", "Bors moves 16 cm to 24,50", "Ralf moves 12 cm to 22,50; in contact with Bors", "Wat shoots at Bors (bow)", "Game turn 1 ends"} {
		if !strings.Contains(r, want) {
			t.Errorf("report lacks %q:\n%s", want, r)
		}
	}
	if src.Remaining() != 0 {
		t.Errorf("%d rolls unused", src.Remaining())
	}
	var q game.Position = s0
	for _, e := range evs {
		if q, err = game.Replay(q, e); err != nil {
			t.Fatalf("replay of %s: %v", e.Type, err)
		}
	}
	a1, _ := p.View(game.Referee)
	b1, _ := q.View(game.Referee)
	if string(a1) != string(b1) {
		t.Fatalf("replayed position differs:\n%s\n%s", a1, b1)
	}
	if st := p.Step(); st.Kind != game.Sealed || st.Turn != 2 {
		t.Errorf("after the round: %+v", st)
	}
}
