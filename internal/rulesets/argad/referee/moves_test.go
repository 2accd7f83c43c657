package referee

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
)

// A game played to its end from the candidates Moves offers: each is
// accepted by the check, the game ends by the scenario's length at the
// latest, and its log replays to the same position.
func TestMovesPlayAGameToItsEnd(t *testing.T) {
	a := man("Wat", "Red", 10, 40, 90)
	a.Missile = "crossbow"
	s0 := start(t, a, man("Ralf", "Red", 10, 50, 90), man("Hob", "Red", 15, 45, 90),
		man("Bors", "Blue", 60, 45, 270), man("Cole", "Blue", 60, 52, 270))
	var p game.Position = s0
	var log []game.Event
	src := dice.NewSeeded(11)
	for i := 0; p.Step().Kind != game.Over; i++ {
		if i > 20 {
			t.Fatal("no end after 20 player turns")
		}
		st := p.Step()
		subs := p.(game.Mover).Moves(st.Sides[0], 0)
		if len(subs) == 0 {
			t.Fatalf("no candidate for %s in game turn %d", st.Sides[0], st.Turn)
		}
		pick := subs[i%len(subs)]
		n, evs, err := game.PlayTurn(p, pick.Side, pick.Orders, src)
		if err != nil {
			t.Fatalf("candidate refused: %v\n%s", err, pick.Orders)
		}
		p, log = n, append(log, evs...)
	}
	var q game.Position = s0
	for _, e := range log {
		var err error
		if q, err = game.Replay(q, e); err != nil {
			t.Fatalf("replay: %v", err)
		}
	}
	a1, _ := p.View(game.Referee)
	b1, _ := q.View(game.Referee)
	if string(a1) != string(b1) {
		t.Fatal("the replayed game differs")
	}
	pts := p.(game.Scorer).Points()
	if pts["Red"] < 0 || pts["Blue"] < 0 || pts["Red"] > 2 || pts["Blue"] > 3 {
		t.Errorf("points %v", pts)
	}
}
