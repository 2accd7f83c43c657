package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// §19.41, §19.2, §26.72: battering a bolted building door by hand: the
// batterer's attack plus a DR6 comes off its 20 points at the end of the
// player turn; battered down, it stands open for good. A gate is not
// battered by hand, nor an open door.
func TestBatterByHand_19_41(t *testing.T) {
	rs, s := setup(t)
	s, _ = turns(t, rs, s, "",
		"move:\nHob move M5\nHob shut door M5/L5",
		"",
		"move:\nHob bolt door M5/L5")
	s = placeFigures(t, s, map[string]string{"Jocelyn": "L5"})
	if _, _, err := play(t, rs, s, "Raiders", "tasks:\nBran batter door M5/L5", nil); !isRule(err, "19.41") {
		t.Errorf("battering from afar: %v, want rule 19.41", err)
	}
	// Jocelyn (attack 10) rolls 4: 14 of 20; the door holds.
	n, evs, err := play(t, rs, s, "Raiders", "tasks:\nJocelyn batter door M5/L5", dice.NewScripted(4))
	if err != nil {
		t.Fatal(err)
	}
	hs := mustSide(t, n, "M5/L5")
	if b := n.battered(hs); b == nil || b.Damage != 14 || b.Destroyed || n.doorState(hs) != DoorBolted {
		t.Fatalf("after one blow: %+v, door %s (%v)", b, n.doorState(hs), reports(evs))
	}
	n, _ = turns(t, rs, n, "")
	n, evs, err = play(t, rs, n, "Raiders", "tasks:\nJocelyn batter door M5/L5", dice.NewScripted(1))
	if err != nil {
		t.Fatal(err)
	}
	if b := n.battered(hs); b == nil || !b.Destroyed || n.doorState(hs) != DoorOpen {
		t.Fatalf("after two blows: %+v, door %s (%v)", b, n.doorState(hs), reports(evs))
	}
	n, _ = turns(t, rs, n, "")
	if _, _, err := play(t, rs, n, "Raiders", "move:\nJocelyn shut door M5/L5", nil); !isRule(err, "19.2") {
		t.Errorf("shutting a battered-down door: %v, want rule 19.2", err)
	}
	// A blow whose batterer then moves is lost (§12.1).
	n, _, err = play(t, rs, s, "Raiders", "tasks:\nJocelyn batter door M5/L5\nmove:\nJocelyn move L6", dice.NewScripted(6))
	if err != nil {
		t.Fatal(err)
	}
	if b := n.battered(hs); b != nil && b.Damage != 0 {
		t.Errorf("a broken-off blow counted: %+v", b)
	}
}
