package cryhavoc

import (
	"strings"
	"testing"

	"herald/internal/dice"
)

// §12.7, §10.1: a man shot at is aware of the enemy, whatever the result;
// an aware, active man raises the alarm, his friends within 10 hexes are
// aware at the end of his player turn and pass it on at the end of their
// next one. Not aware, or stunned, he may not.
func TestAlarm12_7(t *testing.T) {
	rs, s := setup(t)
	// Fire makes the target aware (§10.1).
	n, _, err := play(t, rs, s, "Raiders", "first fire:\nHamo fire at Rafe\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := n.Character("Rafe"); !c.Aware {
		t.Errorf("Rafe was shot at and is not aware")
	}

	// With every enemy off the board Bran sees none and knows of none.
	blind := s.clone()
	for i := range blind.Characters {
		if c := &blind.Characters[i]; c.Side != "Raiders" {
			c.Unplaced = true
		}
	}
	_, _, err = play(t, rs, blind, "Raiders", "tasks:\nBran raise alarm\n", dice.NewSeeded(1))
	wantRule(t, err, "12.7")

	s = s.clone()
	b, _ := s.Character("Bran")
	b.Aware = true
	stunned := s.clone()
	sb, _ := stunned.Character("Bran")
	sb.Status = Stunned
	_, _, err = play(t, rs, stunned, "Raiders", "tasks:\nBran raise alarm\n", dice.NewSeeded(1))
	wantRule(t, err, "12.7")

	// Bran in H1 calls; a friend 10 hexes off hears, one 11 off not yet.
	var near, far string
	for _, c := range s.Characters {
		if c.Side == "Raiders" && c.Name != "Bran" && !c.Mounted {
			if near == "" {
				near = c.Name
			} else if far == "" {
				far = c.Name
			}
		}
	}
	s = placeFigures(t, s, map[string]string{"Bran": "H1", near: "H11", far: "H21"})
	for i := range s.Characters {
		if c := &s.Characters[i]; c.Side == "Raiders" && c.Name != "Bran" && c.Name != near && c.Name != far {
			c.Unplaced = true
		}
	}
	n, evs, err := play(t, rs, s, "Raiders", "end:\nBran raise alarm\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(reports(evs), "\n")
	if !strings.Contains(text, "Bran raises the alarm") || !strings.Contains(text, "the alarm reaches "+near+" (§12.7)") {
		t.Errorf("report:\n%s", text)
	}
	if c, _ := n.Character(near); !c.Aware || !c.PassOn {
		t.Errorf("%s within 10 hexes: %+v", near, c)
	}
	if c, _ := n.Character(far); c.Aware {
		t.Errorf("%s 20 hexes off is aware after one call", far)
	}
	replayAll(t, rs, s, n, evs)
	// The Villagers' turn passes nothing on; the Raiders' next does.
	n, _, err = play(t, rs, n, "Villagers", "", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := n.Character(far); c.Aware {
		t.Errorf("%s alerted in the enemy's player turn", far)
	}
	n, _, err = play(t, rs, n, "Raiders", "", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := n.Character(far); !c.Aware {
		t.Errorf("%s not alerted when %s passed the alarm on", far, near)
	}
	if c, _ := n.Character(near); c.PassOn {
		t.Errorf("%s passes the alarm on twice", near)
	}
}
