package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// Appendix B man-to-man cells, read down the OCR columns.
func TestAppendixB_MeleeCells(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		weapon        string
		armour        chainmail.Armour
		score         int
		starred       bool
		reconstructed bool
	}{
		{"dagger", "none", 6, false, false},
		{"dagger", "shield", 7, false, false},
		{"dagger", "plate", 12, true, false},
		{"dagger", "plate-shield", 12, true, false},
		{"hand-axe", "mail", 10, false, false},
		{"mace", "plate", 7, false, false},
		{"mace", "mail-shield", 8, false, true},
		{"mace", "barded-horse", 12, false, true},
		{"sword", "plate", 10, true, false},
		{"sword", "mail", 8, false, true},
		{"morning-star", "none", 6, false, false},
		{"flail", "plate", 6, false, false},
		{"spear", "plate-shield", 12, true, false},
		{"pole-arm", "plate", 9, true, false},
		{"halberd", "mail", 6, false, false},
		{"two-handed-sword", "mail-shield", 5, false, false},
		{"lance", "none", 5, false, true},
		{"pike", "horse", 5, false, true},
	} {
		c, err := r.Melee.Lookup(tc.weapon, tc.armour)
		if err != nil {
			t.Fatal(err)
		}
		if c.Score != tc.score || c.Starred != tc.starred || (c.Reconstructed != "") != tc.reconstructed {
			t.Errorf("%s vs %s = %d starred %v reconstructed %q; want %d %v %v", tc.weapon, tc.armour, c.Score, c.Starred, c.Reconstructed, tc.score, tc.starred, tc.reconstructed)
		}
	}
}

// The text's column order (shield only before leather) is the one in which
// no weapon finds leather easier to beat than a shield alone.
func TestAppendixB_LeatherNeverEasierThanShield(t *testing.T) {
	r := rules(t)
	for _, w := range r.Melee.WeaponNames() {
		s, _ := r.Melee.Lookup(w, "shield")
		l, _ := r.Melee.Lookup(w, "leather")
		if l.Score < s.Score {
			t.Errorf("%s: leather %d < shield only %d", w, l.Score, s.Score)
		}
	}
}

func TestAppendixB_BlowChances(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name string
		blow chainmail.Blow
		need int
		p    chainmail.Fraction
	}{
		{"sword vs mail needs 8", chainmail.Blow{Weapon: "sword", Armour: "mail"}, 8, frac(15, 36)},
		{"dagger vs plate needs 12", chainmail.Blow{Weapon: "dagger", Armour: "plate"}, 12, frac(1, 36)},
		{"starred cell, prone and dismounted: 7", chainmail.Blow{Weapon: "dagger", Armour: "plate", ProneDismounted: true}, 7, frac(21, 36)},
		{"prone does not change an unstarred cell", chainmail.Blow{Weapon: "mace", Armour: "plate", ProneDismounted: true}, 7, frac(21, 36)},
		{"unarmed: dagger -1", chainmail.Blow{Weapon: "unarmed", Armour: "none"}, 6, frac(21, 36)},
		{"mounted vs foot +1", chainmail.Blow{Weapon: "lance", Armour: "mail", Modifier: 1}, 6, frac(30, 36)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := r.PlanBlow(tc.blow)
			if err != nil {
				t.Fatal(err)
			}
			if b.Need != tc.need || b.KillChance() != tc.p {
				t.Errorf("need %d chance %v, want %d %v", b.Need, b.KillChance(), tc.need, tc.p)
			}
		})
	}
}

func TestAppendixB_ResolveBlow(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		rolls  []int
		killed bool
	}{
		{[]int{4, 4}, true},  // 8 = sword vs mail
		{[]int{3, 4}, false}, // 7
	} {
		b, err := r.ResolveBlow(chainmail.Blow{Weapon: "sword", Armour: "mail"}, dice.NewScripted(tc.rolls...))
		if err != nil {
			t.Fatal(err)
		}
		if b.Killed != tc.killed || b.Roll != tc.rolls[0]+tc.rolls[1] || b.Reference != chainmail.RefMelee {
			t.Errorf("rolls %v: %+v", tc.rolls, b)
		}
	}
}

func TestAppendixB_MeleeRefusals(t *testing.T) {
	r := rules(t)
	_, err := r.PlanBlow(chainmail.Blow{Weapon: "rapier", Armour: "none"})
	wantRuleError(t, err, chainmail.RefMelee, `"rapier"`, "dagger", "unarmed", "pike")
	_, err = r.PlanBlow(chainmail.Blow{Weapon: "sword", Armour: "tin"})
	wantRuleError(t, err, chainmail.RefMelee, `"tin"`, "plate-shield", "barded-horse")
}

// Special rules: grappling, disarm, mounted, stunned.
func TestAppendixE_Grapple(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name   string
		rolls  []int
		held   bool
		locked bool
		thrown string
		stun   int
	}{
		// Unarmed vs AC 9 (no armour): dagger 6 with -1, so the dice need 7.
		{"miss", []int{3, 3}, false, false, "", 0},
		{"defender thrown, stunned 2 rounds", []int{4, 3, 5, 5, 2, 2, 6}, true, false, "defender", 2},
		{"tie locks both", []int{4, 3, 3, 3, 3, 3}, true, true, "", 0},
		{"attacker thrown, not stunned", []int{6, 6, 1, 1, 5, 5, 2}, true, false, "attacker", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := dice.NewScripted(tc.rolls...)
			g, err := r.ResolveGrapple(1, 1, src)
			if err != nil {
				t.Fatal(err)
			}
			if g.Held != tc.held || g.Locked != tc.locked || g.Thrown != tc.thrown || g.StunRounds != tc.stun || src.Remaining() != 0 {
				t.Errorf("%+v (%d dice left)", g, src.Remaining())
			}
		})
	}
}

func TestAppendixE_SpecialRules(t *testing.T) {
	r := rules(t)
	if b := r.DisarmAttack("sword", 0); b.Armour != "plate-shield" {
		t.Errorf("disarm attacks vs %s, want plate-shield (AC 2)", b.Armour)
	}
	if r.Special.Disarm.Save != "dragon-breath" || r.Special.Mounted.VersusFoot != 1 {
		t.Errorf("special %+v", r.Special)
	}
	for kind, w := range map[string]string{"light": "mace", "medium": "mace", "heavy": "flail"} {
		if r.Special.Mounted.HorseWeapons[kind] != w {
			t.Errorf("%s horse attacks as %s, want %s", kind, r.Special.Mounted.HorseWeapons[kind], w)
		}
	}
	for face, rounds := range map[int]int{1: 0, 2: 0, 3: 1, 5: 1, 6: 2} {
		if got := r.Special.StunRounds(face); got != rounds {
			t.Errorf("stun die %d: %d rounds, want %d", face, got, rounds)
		}
	}
}

func BenchmarkResolveBlow(b *testing.B) {
	r := rules(b)
	src := dice.NewSeeded(1)
	blow := chainmail.Blow{Weapon: "sword", Armour: "mail"}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := r.ResolveBlow(blow, src); err != nil {
			b.Fatal(err)
		}
	}
}
