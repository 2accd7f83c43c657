package cryhavoc

import (
	"strings"
	"testing"

	"herald/internal/dice"
)

// §8: a side that is not asked its decisions leaves pin orders with its
// own turn; herald makes them in the enemy's next movement, secretly
// until then, and what is not used lapses.
func TestPinning8StandingOrders(t *testing.T) {
	rs, s := setup(t)
	s = villagersTurn(placeFigures(t, s, map[string]string{"Wat the Smith": "I4", "Bran": "H1"}))
	n, evs, err := play(t, rs, s, "Villagers", "move:\nWat the Smith pin Bran\nTibb pin Cedd\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if len(n.Standing) != 2 {
		t.Fatalf("standing orders %+v", n.Standing)
	}
	for _, e := range evs {
		if e.Type == TypeStandingPin && n.EventVisible(e, "Raiders") {
			t.Errorf("the Raiders see the Villagers' standing pin: %s", e.Data)
		}
	}
	if b, _ := n.View("Raiders"); strings.Contains(string(b), "standing_pins") {
		t.Errorf("the Raiders' view shows the standing pins: %s", b)
	}
	replayAll(t, rs, s, n, evs)
	// Raiders' turn: Bran walks past Wat, who makes his attempt.
	m, evs2, err := play(t, rs, n, "Raiders", "move:\nBran move H2, H3, H4, H5\n", dice.NewScripted(1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(reports(evs2), "\n")
	if !strings.Contains(text, "Bran is pinned and stops (§8)") {
		t.Errorf("no pinning attempt by Wat:\n%s", text)
	}
	if len(m.Standing) != 0 {
		t.Errorf("standing orders left after the Raiders' turn: %+v", m.Standing)
	}
	replayAll(t, rs, n, m, evs2)
}
