package referee

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// Special rules, grappling, through the engine: Rook's bare hands hold
// Hal, he wins the grapple and Hal is thrown and stunned: the next round
// Hal can do nothing. A tie locks both, who may not move the next round.
func TestSpecialRules_Grapple(t *testing.T) {
	rs, s := cmSetup(t)
	s = atMelee(placeFigures(t, s, map[string]string{"Rook": "G9", "Hal": "G8"}))
	// bare hands 6+6 hold; Rook 6+6+1 against Hal 1+1+1; stun die 6;
	// round 2's initiative: Reivers 3, Wardens 1.
	n, evs, err := melee(t, rs, s, []string{"combat: Rook grapple Hal", ""}, dice.NewScripted(6, 6, 6, 6, 1, 1, 6, 3, 1))
	if err != nil {
		t.Fatal(err)
	}
	hal, _ := n.Figure("Hal")
	if hal.Stunned == 0 || !hal.Live() {
		t.Fatalf("Hal after the grapple: %+v\n%s", hal, strings.Join(reports(evs), "\n"))
	}
	if r := replayEvents(t, rs, s, evs); !strings.Contains(string(mustJSON(t, r)), `"stunned"`) {
		t.Error("the replayed game lost Hal's stun")
	}
	if n, _, err = play(t, rs, n, "Reivers", "", dice.NewScripted()); err != nil {
		t.Fatal(err)
	}
	_, _, err = play(t, rs, n, "Wardens", "move: Hal move G7", dice.NewScripted())
	if re, ok := RuleOf(err); !ok || re.Rule != chainmail.RefSpecial || !strings.Contains(re.Msg, "stunned") {
		t.Errorf("a stunned man moved: %v", err)
	}

	// A tie: 3+3+1 each; both are locked and may not move next round.
	n, evs, err = melee(t, rs, s, []string{"combat: Rook grapple Hal", ""}, dice.NewScripted(6, 6, 3, 3, 3, 3, 3, 1))
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := n.Figure("Rook"); !r.Locked || r.Stunned != 0 {
		t.Fatalf("Rook after a tie: %+v\n%s", r, strings.Join(reports(evs), "\n"))
	}
	_, _, err = play(t, rs, n, "Reivers", "move: Rook move G10", dice.NewScripted())
	if re, ok := RuleOf(err); !ok || re.Rule != chainmail.RefSpecial || !strings.Contains(re.Msg, "locked") {
		t.Errorf("a locked man moved: %v", err)
	}
	// A grapple is a melee order: refused in a player turn.
	ps := s.clone()
	ps.Melee = false
	_, _, err = play(t, rs, ps, "Reivers", "combat: Rook grapple Hal", dice.NewScripted())
	if re, ok := RuleOf(err); !ok || re.Rule != chainmail.RefMelee {
		t.Errorf("a grapple in a player turn: %v", err)
	}
}

func mustJSON(t *testing.T, s *State) []byte {
	t.Helper()
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
