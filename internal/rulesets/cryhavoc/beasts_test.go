package cryhavoc

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/hex"
)

// §9.6, §10.25, §10.26, §13: an animal is attacked on the mounted table;
// only "*" kills it and retreats move it, away from the strongest
// attacker, by itself; a missile kills it the same way.
func TestBeasts9_6(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	s.Animals = append(s.Animals, Animal{Name: "Dobbin", Kind: "mule", At: mustHex(t, s, "E2")})
	dobbin := func(n *State) *Animal {
		for i := range n.Animals {
			if n.Animals[i].Name == "Dobbin" {
				return &n.Animals[i]
			}
		}
		t.Fatal("Dobbin is gone")
		return nil
	}
	n, evs, err := play(t, rs, s, "Raiders", "combat:\nJocelyn attack Dobbin\n", dice.NewScripted(1))
	if err != nil {
		t.Fatal(err)
	}
	if a := dobbin(n); !a.Dead || a.At != mustHex(t, s, "E2") {
		t.Errorf("a *dk: Dobbin %+v, want a body in E2", a)
	}
	replayAll(t, rs, s, n, evs)
	n, evs, err = play(t, rs, s, "Raiders", "combat:\nJocelyn attack Dobbin\n", dice.NewScripted(10))
	if err != nil {
		t.Fatal(err)
	}
	j, _ := s.Character("Jocelyn")
	if a := dobbin(n); a.Dead || hex.Distance(a.At, j.At) != 2 {
		t.Errorf("a d1: Dobbin in %s, want one hex further from Jocelyn", n.m.HexName(a.At))
	}
	if c, _ := n.Character("Jocelyn"); c.InMelee {
		t.Error("combat against an animal put Jocelyn in melee (§11)")
	}
	replayAll(t, rs, s, n, evs)
	n, evs, err = play(t, rs, placeFigures(t, s, map[string]string{"Hamo": "H2"}), "Raiders", "first fire:\nHamo fire at Dobbin\n", dice.NewScripted(1))
	if err != nil {
		t.Fatal(err)
	}
	if a := dobbin(n); !a.Dead {
		t.Errorf("shot with *dw: Dobbin alive: %v", strings.Join(reports(evs), "\n"))
	}
}
