package ai

import (
	"bytes"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
)

// afterSetUp is Miller's Ford once the outlaws have set up hidden (rule
// 22.8) in Hanger Wood, in the hexes given in the order of battle's order.
func afterSetUp(t *testing.T, hexes ...string) game.Position {
	p := start(t, "millers-ford-ambush", 3)
	names := []string{"Black Piers", "Long Hal", "Tom o' the Hill", "Red Ailric", "Snip", "Dunstan", "Cobb", "Lightfoot", "Mad Wulf", "Nan the Fletcher"}
	text := "set up:\n"
	for i, n := range names {
		text += "\"" + n + "\" at " + hexes[i] + "\n"
	}
	p, _, err := game.PlayTurn(p, "Outlaws", text, dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The search player's inputs are its side's view alone: two games that
// differ only in where the hidden outlaws stand look the same to the
// convoy, and the convoy's search player chooses the same orders in both.
// Its guesses (Sample) are built from the side's view and the scenario,
// never from the true places.
func TestSearchSeesOnlyItsSide(t *testing.T) {
	a := afterSetUp(t, "R3", "R4", "R5", "S3", "S4", "S5", "T3", "T4", "T5", "U4")
	b := afterSetUp(t, "S6", "S7", "T6", "T7", "U5", "U6", "U7", "V5", "V6", "V7")
	ra, _ := a.View(game.Referee)
	rb, _ := b.View(game.Referee)
	if bytes.Equal(ra, rb) {
		t.Fatal("the two set-ups are the same: the test proves nothing")
	}
	if a.Step().Sides[0] != "Outlaws" {
		// The outlaws move first: let them wait a turn, the same in both.
		t.Fatalf("step %+v", a.Step())
	}
	wait := func(p game.Position) game.Position {
		n, _, err := game.PlayTurn(p, "Outlaws", "", dice.NewSeeded(1))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	a, b = wait(a), wait(b)
	va, _ := a.View("Convoy")
	vb, _ := b.View("Convoy")
	if !bytes.Equal(va, vb) {
		t.Fatalf("the convoy's views differ:\n%s\n%s", va, vb)
	}
	ka, kb := Known(a, "Convoy"), Known(b, "Convoy")
	sa := ka.(game.Sampler).Sample("Convoy", func(int) int { return 0 })
	sb := kb.(game.Sampler).Sample("Convoy", func(int) int { return 0 })
	ga, _ := sa.View(game.Referee)
	gb, _ := sb.View(game.Referee)
	if !bytes.Equal(ga, gb) {
		t.Errorf("the guesses differ with the hidden men's true places")
	}
	if bytes.Equal(ga, ra) || bytes.Equal(ga, rb) {
		t.Errorf("a guess is the true position")
	}
	for _, level := range []string{"search", "greedy", "random"} {
		pa, _ := New(level, 11)
		pb, _ := New(level, 11)
		ca, err := pa.Choose(a, "Convoy")
		if err != nil {
			t.Fatal(err)
		}
		cb, err := pb.Choose(b, "Convoy")
		if err != nil {
			t.Fatal(err)
		}
		if ca.Orders != cb.Orders {
			t.Errorf("%s: the convoy chose differently in games it cannot tell apart:\n%s\n%s", level, ca.Orders, cb.Orders)
		}
	}
}
