package cryhavoc

import (
	"testing"

	"herald/internal/dice"
)

// 16.125: the footbridge costs double while a character is on it and
// takes no one once three are.
func TestFootbridge_16_125(t *testing.T) {
	rs, s := stripField(t, "footbridge", "terrain:\n  B4-B6: footbridge")
	_, evs := turns(t, rs, s, "move:\nSpearman move B4")
	if mp := movedMP(t, evs); mp != 1 {
		t.Errorf("onto the empty footbridge: %d MP, want 1", mp)
	}
	n := placeFigures(t, s, map[string]string{"Bowman": "B4"})
	_, evs, err := play(t, rs, n, "Red", "move:\nSpearman move B4, B5", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if mp := movedMP(t, evs); mp != 3 {
		t.Errorf("over the footbridge with Bowman on it: %d MP, want 2 + 1", mp)
	}
	n = placeFigures(t, s, map[string]string{"Bowman": "B4", "Holder": "B4", "Target": "B4"})
	for _, name := range []string{"Holder", "Target"} {
		c, _ := n.Character(name)
		c.Side = "Red" // three friends on the bridge
	}
	if _, _, err := play(t, rs, n, "Red", "move:\nSpearman move B4, B5", nil); !isRule(err, "16.125") {
		t.Errorf("onto a footbridge with three on it: %v, want rule 16.125", err)
	}
}

// 16.126: no one passes another on the stepping stones.
func TestSteppingStones_16_126(t *testing.T) {
	rs, s := stripField(t, "stones", "terrain:\n  B4: stepping-stones")
	n := placeFigures(t, s, map[string]string{"Bowman": "B4", "Spearman": "B3"})
	if _, _, err := play(t, rs, n, "Red", "move:\nSpearman move B4, B5", nil); !isRule(err, "16.126") {
		t.Errorf("passing a friend on the stones: %v, want rule 16.126", err)
	}
	if _, _, err := play(t, rs, s, "Red", "move:\nSpearman move B4, B5", nil); err != nil {
		t.Errorf("crossing empty stones: %v", err)
	}
}
