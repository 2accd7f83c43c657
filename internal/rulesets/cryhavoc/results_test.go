package cryhavoc

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/hex"
)

// §2, §10.7: the unit of a losing group that takes the result is found by
// a d10 for each unit, the lowest hit (ties all hit); not one die of N
// faces.
func TestDamage10_7ADieEach(t *testing.T) {
	rs, s := setup(t)
	s = placeFigures(t, s, map[string]string{"Perkin": "E1", "Rafe": "E2"})
	for _, tc := range []struct {
		rolls []int
		hit   []string
	}{
		{[]int{1, 7, 3}, []string{"Rafe"}},
		{[]int{1, 2, 9}, []string{"Perkin"}},
		{[]int{1, 5, 5}, []string{"Perkin", "Rafe"}},
	} {
		_, evs, err := play(t, rs, s, "Raiders", "combat: Jocelyn attack Perkin, Rafe\n", dice.NewScripted(tc.rolls...))
		if err != nil {
			t.Fatal(err)
		}
		var rolls []int
		text := strings.Join(reports(evs), "\n")
		for _, e := range evs {
			for _, r := range e.Rolls {
				if r.Sides != 10 {
					t.Errorf("a die of %d faces: %+v", r.Sides, r)
				}
				rolls = append(rolls, r.Value)
			}
		}
		if len(rolls) != 3 {
			t.Errorf("rolls %v: want the combat die and a d10 for each defender", rolls)
		}
		for _, n := range []string{"Perkin", "Rafe"} {
			hit := strings.Contains(text, n+" must retreat")
			want := strings.Contains(strings.Join(tc.hit, " "), n)
			if hit != want {
				t.Errorf("rolls %v: %s hit %v, want %v:\n%s", tc.rolls, n, hit, want, text)
			}
		}
	}
}

// §10.6: a rider dismounted by a result leaves his live horse riderless
// where he was, and is placed in a side hex of it (the die settles a tie
// of distance from the attack); a "parry" of a charge does it in §27's
// "Charge!".
func TestDismount10_6LeavesTheHorse(t *testing.T) {
	rs, s := setupFile(t, "charge27")
	const orders = "move: Sir Roland charge Sir Piers via fwd V12-V11\ncombat: Sir Roland attack Sir Piers"
	for _, pickRoll := range []int{1, 2} {
		n, evs, err := play(t, rs, s, "Roland", orders, dice.NewScripted(10, pickRoll))
		if err != nil {
			t.Fatal(err)
		}
		c, _ := n.Character("Sir Roland")
		if c.Mounted {
			t.Fatal("Sir Roland is still mounted")
		}
		pair := hex.Pair{Head: mustHex(t, n, "V12"), Rear: mustHex(t, n, "V11")}
		sides := pair.SideHexes()
		if c.At != sides[0] && c.At != sides[1] {
			t.Errorf("Sir Roland in %s, not a side hex of V12-V11", n.m.HexName(c.At))
		}
		var horse *Animal
		for i := range n.Animals {
			if n.Animals[i].Rider == "Sir Roland" {
				horse = &n.Animals[i]
			}
		}
		if horse == nil || horse.At != pair.Head || horse.Rear != pair.Rear || horse.Dead {
			t.Errorf("the horse: %+v, want alive in V12-V11", horse)
		}
		if text := strings.Join(reports(evs), "\n"); !strings.Contains(text, "stays riderless in V12-V11") {
			t.Errorf("report:\n%s", text)
		}
		replayAll(t, rs, s, n, evs)
	}
}

// §10.1, §12.5: a wounded man drops what hinders his movement, a stunned
// or dismounted one everything; §13.7: a retreat lets go of a led animal.
func TestDrops10_4LetsGo10_8(t *testing.T) {
	rs, s := setup(t)
	s = placeFigures(t, s, map[string]string{"Perkin": "E1", "Rafe": "E2"})
	s = s.clone()
	p, _ := s.Character("Perkin")
	p.Carrying = []string{"torch", "chest"}
	s.Animals = append(s.Animals, Animal{Name: "Dobbin", Kind: "mule", At: mustHex(t, s, "D1"), LedBy: "Perkin"})
	// d1 on Perkin alone (his d10 is the lowest): he retreats, lets go of
	// Dobbin, drops the chest (1 MP to carry) and keeps the torch.
	n, evs, err := play(t, rs, s, "Raiders", "combat: Jocelyn attack Perkin, Rafe\n", dice.NewScripted(1, 2, 9))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(reports(evs), "\n")
	if !strings.Contains(text, "Perkin lets go of Dobbin (§13.7)") {
		t.Errorf("no letting go:\n%s", text)
	}
	if a := n.Animals[len(n.Animals)-1]; a.LedBy != "" {
		t.Errorf("Dobbin still led by %s", a.LedBy)
	}
	if !strings.Contains(text, "Perkin drops chest in E1 (§10.1)") {
		t.Errorf("the chest is not dropped:\n%s", text)
	}
	if c, _ := n.Character("Perkin"); len(c.Carrying) != 1 || c.Carrying[0] != "torch" {
		t.Errorf("Perkin dropped his torch on a retreat: %v\n%s", c.Carrying, text)
	}
}
