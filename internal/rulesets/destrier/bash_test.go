package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// Stand-in bashes: 50% and 5% per whole 100 Dr, held within 5..95; the
// results table by 1d100.
func TestStandIn_Bash(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct{ a, b, want int }{
		{2000, 2000, 50}, {2199, 2000, 55}, {2000, 2199, 45}, {11000, 2000, 95}, {700, 11000, 5},
	} {
		if got := r.Bash.BodyBashChance(tc.a, tc.b); got != tc.want {
			t.Errorf("%d on %d: %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
	horse, man := fighter(t, "war-horse", "Bayard"), fighter(t, "archer", "Wat")
	b := r.Bash.BodyBash(horse, man, scripted(95, 40))
	if !b.Check.Success || b.Result != destrier.Staggered {
		t.Errorf("%+v", b)
	}
	b = r.Bash.BodyBash(man, horse, scripted(6))
	if b.Check.Success || b.Result != "" {
		t.Errorf("%+v", b)
	}
	for _, tc := range []struct {
		roll int
		want destrier.BashResult
	}{
		{1, destrier.NoEffect}, {15, destrier.NoEffect}, {16, destrier.Staggered}, {41, destrier.StaggerBack},
		{61, destrier.KnockedToKnees}, {79, destrier.KnockedDown}, {94, destrier.KnockedDown}, {95, destrier.DownStunned}, {100, destrier.DownStunned},
	} {
		if got, _ := r.Bash.Resolve("Wat", scripted(tc.roll)); got != tc.want {
			t.Errorf("%d: %s, want %s", tc.roll, got, tc.want)
		}
	}
	s := destrier.KnockedToKnees.Apply(destrier.Status{Posture: destrier.Prone})
	if s.Posture != destrier.Prone {
		t.Error("knocked to the knees does not raise a prone man")
	}
}

// MOVEMENT (obstructions): the mover and the obstacle bash each other; he
// goes on only if the obstacle's bash fails.
func TestMovement_Obstructions(t *testing.T) {
	r := rules(t)
	wat := fighter(t, "archer", "Wat")
	cart := fighter(t, "ogre", "Cart", func(f *destrier.Fighter) { f.Weight = 5000 })
	s, st := r.Bash.SqueezePast(wat, cart, scripted(5, 50, 60, 80)) // Wat tells on 5 (result 50); the cart on 60 of 95: knocked down
	if !s.Mover.Check.Success || s.Mover.Check.Chance != 5 || !s.Obstacle.Check.Success || s.Obstacle.Check.Chance != 95 || s.GoesOn || st.Posture != destrier.Prone {
		t.Errorf("%+v %+v", s, st)
	}
	s, _ = r.Bash.SqueezePast(wat, cart, scripted(6, 96))
	if !s.GoesOn {
		t.Errorf("the cart's bash failed: he goes on: %+v", s)
	}
}
