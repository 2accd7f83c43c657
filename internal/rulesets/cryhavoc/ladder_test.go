package cryhavoc

import (
	"bytes"
	"encoding/json"
	"testing"

	"herald/internal/dice"
)

// §19.11: two men carry a ladder like a horse at their MPA less 2, put it
// up beside the wall for 2 MP each (the man in its hex stepping aside),
// climb it for 3 MP, and cross the battlement in front for the rampart
// hex's cost plus 3; carriers neither attack nor fire, climbers fire
// nothing; the game replays byte for byte.
func TestLadder_19_11(t *testing.T) {
	rs, s := setupFile2(t, "ashcombe-storm")
	start := s
	if _, _, err := play(t, rs, s, "Besiegers", "move: Elias move E12-D13, F11-E12, G11-F11", nil); err == nil {
		t.Error("a ladder carried past the wall")
	}
	var all []Event
	for i, o := range []string{
		"move:\nElias move E12-D13\nElias task \"put up the ladder\"", "",
		"move:\nFirmin move E12", "",
		"move:\nFirmin move F12",
	} {
		n, evs, err := play(t, rs, s, s.Side, o, dice.NewSeeded(uint64(i)))
		if err != nil {
			t.Fatalf("%q: %v", o, err)
		}
		all = append(all, evs...)
		if i == 2 {
			if mp := movedMP(t, evs); mp != 3 {
				t.Errorf("climbing the ladder: %d MP, want 3", mp)
			}
			if _, _, err := play(t, rs, n, "Defenders", "", nil); err != nil {
				t.Fatal(err)
			}
		}
		if i == 4 {
			if mp := movedMP(t, evs); mp != 4 {
				t.Errorf("over the battlement from the ladder: %d MP, want 1 + 3", mp)
			}
		}
		s = n
	}
	if got := hexOf(t, s, "Firmin"); got != "F12" {
		t.Errorf("Firmin in %s, want on the rampart in F12", got)
	}
	if it := mustItem(t, s, "West ladder"); it.Kind != kindLadderUp || s.m.HexName(it.At) != "E12" {
		t.Errorf("the ladder: %+v", it)
	}
	back := replayEvents(t, rs, start, all)
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(back)
	if !bytes.Equal(a, b) {
		t.Error("the replay differs")
	}
	// Carriers do not attack; a man on a ladder fires nothing.
	g := placeFigures(t, start, map[string]string{"Eudo": "F12"})
	if _, _, err := play(t, rs, placeFigures(t, g, map[string]string{"Eudo": "C12"}), "Besiegers", "combat: Elias attack Eudo", nil); !isRule(err, "19.11") {
		t.Errorf("a carrier attacks: %v, want rule 19.11", err)
	}
}

// §19.11: the man in the rampart hex in front of an upright ladder
// topples it on 1-6 instead of attacking; its climber falls, wounded, into
// a hex beside its foot, and the ladder lies there to be carried again.
func TestToppleLadder_19_11(t *testing.T) {
	rs, s := setupFile2(t, "ashcombe-storm")
	s, _ = turns(t, rs, s, "move:\nElias move E12-D13\nElias task \"put up the ladder\"", "",
		"move:\nFirmin move E12")
	s = placeFigures(t, s, map[string]string{"Eudo": "F12"})
	if _, _, err := play(t, rs, s, "Defenders", "combat: Giles attack West ladder", nil); !isRule(err, "19.11") {
		t.Errorf("toppled from afar: %v, want rule 19.11", err)
	}
	n, _, err := play(t, rs, s, "Defenders", "combat: Eudo attack West ladder", dice.NewScripted(8))
	if err != nil {
		t.Fatal(err)
	}
	if it := mustItem(t, n, "West ladder"); it.Kind != kindLadderUp {
		t.Error("toppled on an 8")
	}
	n, _, err = play(t, rs, s, "Defenders", "combat: Eudo attack West ladder", dice.NewScripted(3, 1))
	if err != nil {
		t.Fatal(err)
	}
	if it := mustItem(t, n, "West ladder"); it.Kind != kindLadder || !it.Two || n.m.HexName(it.At) != "E12" {
		t.Errorf("after the topple the ladder is %+v", it)
	}
	if c, _ := n.Character("Firmin"); c.Status != Wounded || n.m.HexName(c.At) == "E12" {
		t.Errorf("Firmin after the fall: %s in %s", c.Status, n.m.HexName(c.At))
	}
}
