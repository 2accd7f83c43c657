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

// Ashcombe taken over the walls (§19.11, §23): the west ladder goes up,
// Firmin climbs it and Elias after him, they go down the stair into the
// courtyard and into the hall, and Lady Matilda, who does not fight, is
// cut down; the defenders do nothing. At the end the besiegers hold the
// hall and win. The game replays byte for byte.
func TestAshcombeTakenOverTheWalls_19_11(t *testing.T) {
	rs, s := setupFile2(t, "ashcombe-storm")
	start := s
	var all []Event
	do := func(o string, seed uint64) {
		t.Helper()
		n, evs, err := play(t, rs, s, s.Side, o, dice.NewSeeded(seed))
		if err != nil {
			t.Fatalf("%s's turn %q: %v", s.Side, o, err)
		}
		s, all = n, append(all, evs...)
	}
	for i, o := range []string{
		"move:\nElias move E12-D13\nElias task \"put up the ladder\"", "",
		"move:\nFirmin move E12", "",
		"move:\nFirmin move F12, F11", "",
		"move:\nFirmin move F10, G10, G11\nElias move E12", "",
		"move:\nFirmin move H11, I11, J11\nElias move F12, F11", "",
		"move:\nFirmin move J10\nElias move F10, G10, G11", "",
		"move:\nFirmin move I9\nElias move H11, I11, J11, J10", "",
	} {
		do(o, uint64(i))
	}
	// Both attack her in one combat phase: a stun, then a second stun
	// kills her (§10.3). The dice: the first seed that does it.
	const attack = "combat:\nFirmin attack Lady Matilda\nElias attack Lady Matilda"
	seed := uint64(0)
	for ; seed < 200; seed++ {
		n, _, err := play(t, rs, s, s.Side, attack, dice.NewSeeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		if m, _ := n.Character("Lady Matilda"); m.Status == Dead {
			break
		}
	}
	do(attack, seed)
	if m, _ := s.Character("Lady Matilda"); m.Status != Dead {
		t.Fatalf("Lady Matilda is %s", m.Status)
	}
	for !s.Over {
		do("", 0)
	}
	sc := s.Score("")
	if sc.Winner != "Besiegers" {
		t.Errorf("score %+v, want the besiegers to win", sc)
	}
	back := replayEvents(t, rs, start, all)
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(back)
	if !bytes.Equal(a, b) {
		t.Error("the replay differs")
	}
}

// Ashcombe held (§23): with the ladders never put up, the defenders keep
// the ramparts and win.
func TestAshcombeHeld_23(t *testing.T) {
	rs, s := setupFile2(t, "ashcombe-storm")
	for !s.Over {
		s, _ = turns(t, rs, s, "")
	}
	if sc := s.Score(""); sc.Winner != "Defenders" {
		t.Errorf("score %+v, want the defenders to win", sc)
	}
}

// §19.11: a man stunned on a ladder falls off it into a hex beside its
// foot, and the fall wounds him once he recovers.
func TestStunnedOffLadder_19_11(t *testing.T) {
	rs, s := setupFile2(t, "ashcombe-storm")
	s, _ = turns(t, rs, s, "move:\nElias move E12-D13\nElias task \"put up the ladder\"", "",
		"move:\nFirmin move E12")
	n := s.clone()
	c, _ := n.Character("Firmin")
	c.Status = Stunned
	lines := n.ladderFalls(dice.NewScripted(1))
	c, _ = n.Character("Firmin")
	if n.m.HexName(c.At) == "E12" || !c.StunnedWounded || len(lines) == 0 {
		t.Errorf("Firmin stunned on the ladder: in %s, wounded when he recovers %v (%v)", n.m.HexName(c.At), c.StunnedWounded, lines)
	}
}
