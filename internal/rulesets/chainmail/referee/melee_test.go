package referee

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/notation"
)

// atMelee is s at its round's melee, as if every side had moved.
func atMelee(s *State) *State {
	n := s.clone()
	n.Melee, n.Side, n.Phase = true, n.Order[0], notation.PhaseNone
	return n
}

// A charge carries a figure his whole move and into melee with the enemy
// he charged (step 3), which a plain move of the same length may not.
func TestChainmailCharge(t *testing.T) {
	rs, s := cmSetup(t)
	path := "F14, F13, F12, F11, F10, F9"
	n, _, err := play(t, rs, s, "Reivers", "move: Grum move "+path, dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	if n, _, err = play(t, rs, n, "Wardens", "", dice.NewScripted()); err != nil {
		t.Fatal(err)
	}
	if _, _, err := melee(t, rs, n, []string{"combat: Grum attack Piers", ""}, dice.NewScripted(3, 4, 1, 2)); err == nil {
		t.Error("a figure moved 6\" of 9\" and fought without a charge")
	}
	// Jory follows into the hexes Grum left: the charge is applied
	// before the next move is checked.
	n, evs, err := play(t, rs, s, "Reivers", "move: Grum charge Piers via "+path+"\nJory move F16, F15, F14", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	n, more, err := play(t, rs, n, "Wardens", "", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	evs = append(evs, more...)
	n, more, err = melee(t, rs, n, []string{"combat: Grum attack Piers", ""}, dice.NewScripted(3, 4, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	evs = append(evs, more...)
	if p, _ := n.Figure("Piers"); p.Live() {
		t.Errorf("Piers survived a 7 against the flail's 7 (leather)")
	}
	if r := replayEvents(t, rs, s, evs); r.charged != nil || r.Turn != 2 || r.Melee {
		t.Errorf("after the round: charges %v, turn %d, melee %v", r.charged, r.Turn, r.Melee)
	}
}

// A side with no figure standing loses at the end of the melee.
func TestChainmailVictoryBySlaughter(t *testing.T) {
	rs, s := cmSetup(t)
	s = placeFigures(t, s, map[string]string{"Grum": "F9"})
	for i := range s.Figures {
		if c := &s.Figures[i]; c.Side == "Wardens" && c.Name != "Hal" {
			c.Status = Dead
		}
	}
	s = placeFigures(t, s, map[string]string{"Hal": "F8"})
	// Grum (flail, not a fantasy fight: Hal is an ordinary man) needs 7
	// against mail.
	n, evs, err := melee(t, rs, atMelee(s), []string{"combat: Grum attack Hal", ""}, dice.NewScripted(3, 4))
	if err != nil {
		t.Fatal(err)
	}
	if !n.Over || n.Winner != "Reivers" {
		t.Fatalf("over %v winner %q, want Reivers", n.Over, n.Winner)
	}
	last := evs[len(evs)-1]
	if last.Type != TypeMeleeEnded || !strings.Contains(string(last.Data), `"winner":"Reivers"`) {
		t.Errorf("last event %s %s", last.Type, last.Data)
	}
}

// Melee is simultaneous (Appendix E, step 4): Hal, struck down by Grum
// whose side wrote first, still strikes his blow, and both fall together
// at the melee's end. Played by player turns, the first to strike had
// a free round.
func TestChainmailMeleeSimultaneous(t *testing.T) {
	rs, s := cmSetup(t)
	s = placeFigures(t, s, map[string]string{"Grum": "F9", "Hal": "F8"})
	n, evs, err := melee(t, rs, atMelee(s), []string{"combat: Grum attack Hal", "combat: Hal attack Grum"}, dice.NewScripted(6, 6, 6, 6, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Grum", "Hal"} {
		if c, _ := n.Figure(name); c.Live() {
			t.Errorf("%s still stands after the melee:\n%s", name, strings.Join(reports(evs), "\n"))
		}
	}
	if r := replayEvents(t, rs, atMelee(s), evs); r.Turn != 2 || r.Side != "Wardens" { // initiative: Reivers 1, Wardens 2
		t.Errorf("replayed: turn %d, %s first", r.Turn, r.Side)
	}
	// The order the sides sealed in makes no difference.
	s2 := atMelee(s)
	s2.Order = []string{"Wardens", "Reivers"}
	s2.Side = "Wardens"
	n2, _, err := melee(t, rs, s2, []string{"combat: Hal attack Grum", "combat: Grum attack Hal"}, dice.NewScripted(6, 6, 6, 6, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Grum", "Hal"} {
		if c, _ := n2.Figure(name); c.Live() {
			t.Errorf("Wardens first: %s still stands", name)
		}
	}
}
