package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// Range is divided in thirds: a composite bow's 24" is 1-8, 9-16, 17-24.
func TestAppendixB_MissileBands(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		weapon string
		rng    float64
		armour chainmail.Armour
		band   string
		score  int
	}{
		{"composite-bow", 1, "mail", "close", 6},
		{"composite-bow", 8, "mail", "close", 6},
		{"composite-bow", 8.5, "mail", "medium", 8},
		{"composite-bow", 16, "mail", "medium", 8},
		{"composite-bow", 17, "mail", "maximum", 10},
		{"composite-bow", 24, "plate-shield", "maximum", chainmail.CannotKill},
		{"short-bow", 5, "none", "close", 6},
		{"short-bow", 15, "plate", "maximum", chainmail.CannotKill},
		{"longbow", 14, "plate", "medium", 11},
		{"heavy-crossbow", 20, "plate-shield", "maximum", 12},
		{"arquebus", 18, "barded-horse", "maximum", 12},
		{"horse-bow", 12, "horse", "medium", 10},
	} {
		s, err := r.Missile.PlanShot(tc.weapon, tc.rng, tc.armour, 0)
		if err != nil {
			t.Fatal(err)
		}
		if s.Band != tc.band || s.Score != tc.score {
			t.Errorf("%s at %g\" vs %s: %s %d, want %s %d", tc.weapon, tc.rng, tc.armour, s.Band, s.Score, tc.band, tc.score)
		}
		if s.Reconstructed == "" {
			t.Errorf("%s: every missile row is reconstructed and must say so", tc.weapon)
		}
	}
}

// Within a row a farther band never kills more easily.
func TestAppendixB_MissileFartherIsHarder(t *testing.T) {
	r := rules(t)
	for _, w := range r.Missile.Weapons {
		for _, a := range r.Missile.Armour {
			prev := chainmail.Fraction{Num: 36, Den: 36}
			for _, d := range []float64{float64(w.Range) / 3, 2 * float64(w.Range) / 3, float64(w.Range)} {
				s, err := r.Missile.PlanShot(w.Name, d, a, 0)
				if err != nil {
					t.Fatal(err)
				}
				if s.KillChance().Num > prev.Num {
					t.Errorf("%s vs %s: %s band kills more easily than the nearer one", w.Name, a, s.Band)
				}
				prev = s.KillChance()
			}
		}
	}
}

func TestAppendixB_MissileCover(t *testing.T) {
	r := rules(t)
	s, err := r.Missile.PlanShot("heavy-crossbow", 4, "none", 2)
	if err != nil {
		t.Fatal(err)
	}
	// Kill on 4, cover 2 subtracts from the dice: the dice need 6.
	if s.KillChance() != frac(26, 36) {
		t.Errorf("chance %v, want 26/36", s.KillChance())
	}
	if got := r.Missile.ResolveShot(s, dice.NewScripted(3, 2)); got.Killed || got.Roll != 5 {
		t.Errorf("5 less cover 2 kills? %+v", got)
	}
	if got := r.Missile.ResolveShot(s, dice.NewScripted(3, 3)); !got.Killed {
		t.Errorf("6 less cover 2 = 4 should kill: %+v", got)
	}
	slash, _ := r.Missile.PlanShot("longbow", 21, "plate", 0)
	src := dice.NewScripted()
	if got := r.Missile.ResolveShot(slash, src); got.Killed || got.Roll != 0 || slash.KillChance() != frac(0, 36) {
		t.Errorf("a '/' cell must not roll or kill: %+v", got)
	}
}

func TestAppendixB_MissileRefusals(t *testing.T) {
	r := rules(t)
	_, err := r.Missile.PlanShot("sling", 5, "none", 0)
	wantRuleError(t, err, chainmail.RefMissile, `"sling"`, "arquebus", "longbow")
	_, err = r.Missile.PlanShot("longbow", 22, "none", 0)
	wantRuleError(t, err, chainmail.RefMissile, "21")
	_, err = r.Missile.PlanShot("longbow", 0, "none", 0)
	wantRuleError(t, err, chainmail.RefMissile, "range")
	_, err = r.Missile.PlanShot("longbow", 5, "chain", 0)
	wantRuleError(t, err, chainmail.RefMissile, `"chain"`, "mail")
	_, err = r.Missile.PlanShot("longbow", 5, "none", -1)
	wantRuleError(t, err, chainmail.RefMissile, "cover")
}
