package cryhavoc

import (
	"strings"
	"testing"

	"herald/internal/dice"
)

// §7.9, §6.53: a man in a door hex (or an exterior corner) has its cover from one side
// only: the side he claims in his movement phase, else the side of the
// first fire at him in the player turn.
func TestCover7_9Claims(t *testing.T) {
	rs, s := stripField(t, "door", "terrain:\n  B4: door")
	s = placeFigures(t, s, map[string]string{"Target": "B4", "Spearman": "A1"})
	const shot = "first fire:\nBowman fire at Target\n"
	cover := func(evs []Event) string {
		t.Helper()
		for _, l := range reports(evs) {
			if i := strings.Index(l, "cover: "); i >= 0 && strings.Contains(l, "Bowman fires") {
				return l[i+len("cover: "):]
			}
		}
		t.Fatalf("no shot in %v", reports(evs))
		return ""
	}

	// No claim: the first fire decides it, in his favour, for this turn.
	n, evs, err := play(t, rs, s, "Red", shot, dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := cover(evs); got != "medium" {
		t.Errorf("unclaimed, first fire: cover %s, want medium", got)
	}
	replayAll(t, rs, s, n, evs)
	if c, _ := n.Character("Target"); c.CoverFrom != "" {
		t.Errorf("the first fire's claim outlived the player turn: %+v", c)
	}

	// Claimed away from the bowman: no cover from the corner.
	n, _, err = play(t, rs, s, "Red", "", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = play(t, rs, n, "Blue", "first fire:\nTarget cover from B5\n", dice.NewSeeded(1))
	wantRule(t, err, "7.9")
	_, _, err = play(t, rs, n, "Blue", "move:\nHolder cover from B5\n", dice.NewSeeded(1))
	wantRule(t, err, "7.9")
	for from, want := range map[string]string{"B5": "none", "B3": "medium"} {
		m, _, err := play(t, rs, n, "Blue", "move:\nTarget cover from "+from+"\n", dice.NewSeeded(1))
		if err != nil {
			t.Fatal(err)
		}
		if c, _ := m.Character("Target"); c.CoverFrom != from || c.CoverAuto {
			t.Errorf("claim from %s: %+v", from, c)
		}
		m2, evs, err := play(t, rs, m, "Red", shot, dice.NewSeeded(1))
		if err != nil {
			t.Fatal(err)
		}
		if got := cover(evs); got != want {
			t.Errorf("cover claimed from %s, fire from B1: %s, want %s", from, got, want)
		}
		replayAll(t, rs, m, m2, evs)
	}
}
