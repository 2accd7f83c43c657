package cryhavoc

import (
	"strings"
	"testing"

	"herald/internal/dice"
)

// §12.22, §12.3: a wounded man takes two player turns to mount; a friend
// beside him who spends his whole MPA helping makes it one.
func TestMountHelp12_22(t *testing.T) {
	rs, s := setup(t)
	s, _ = turns(t, rs, s, "move:\nSir Ranulf dismount to I1", "")
	r, _ := s.Character("Sir Ranulf")
	r.Status = Wounded
	s = placeFigures(t, s, map[string]string{"Bran": "I2"})
	const mount = "tasks:\nSir Ranulf mount horse J2-J1\n"
	alone, _, err := play(t, rs, s, "Raiders", mount, dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := alone.Character("Sir Ranulf"); r.Mounted {
		t.Fatalf("a wounded man mounted alone in one player turn")
	}
	n, evs, err := play(t, rs, s, "Raiders", mount+"Bran help Sir Ranulf\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := n.Character("Sir Ranulf"); !r.Mounted {
		t.Errorf("helped, he is not mounted after one player turn: %v", reports(evs))
	}
	if !strings.Contains(strings.Join(reports(evs), "\n"), "Bran spends his whole MPA helping Sir Ranulf mount") {
		t.Errorf("report: %v", reports(evs))
	}
	replayAll(t, rs, s, n, evs)
	// The helper has no MP left to move, and must stand beside him.
	_, _, err = play(t, rs, s, "Raiders", mount+"Bran help Sir Ranulf\nmove:\nBran move I3\n", dice.NewSeeded(1))
	if err == nil {
		t.Errorf("the helper moved after helping")
	}
	far := placeFigures(t, s, map[string]string{"Bran": "I5"})
	_, _, err = play(t, rs, far, "Raiders", mount+"Bran help Sir Ranulf\n", dice.NewSeeded(1))
	wantRule(t, err, "12.22")
}
