package chainmail_test

import (
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// Any mass melee: each side's kills are its rolls at or over the kill
// number, capped at the enemy's men, and casualties are the enemy's kills.
func TestAppendixA_ResolveProperties(t *testing.T) {
	r := rules(t)
	rapid.Check(t, func(t *rapid.T) {
		types := r.Mass.Types
		weapons := []string{"", "pike", "halberd", "lance"}
		u := func(label string) chainmail.Unit {
			return chainmail.Unit{
				Type:       rapid.SampledFrom(types).Draw(t, label+" type"),
				Men:        rapid.IntRange(1, 30).Draw(t, label+" men"),
				Weapon:     rapid.SampledFrom(weapons).Draw(t, label+" weapon"),
				CloseOrder: rapid.Bool().Draw(t, label+" close"),
				Swiss:      rapid.Bool().Draw(t, label+" swiss"),
			}
		}
		mm := chainmail.MassMelee{Attacker: u("attacker"), Defender: u("defender"),
			Aspect: rapid.SampledFrom([]chainmail.Aspect{chainmail.Front, chainmail.Flank, chainmail.Rear}).Draw(t, "aspect")}
		res, err := r.Mass.ResolveMass(mm, dice.NewSeeded(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for _, side := range []struct {
			s      chainmail.Strike
			target int
		}{{res.Attacker, mm.Defender.Men}, {res.Defender, mm.Attacker.Men}} {
			n := 0
			for _, v := range side.s.Rolls {
				if v >= side.s.KillFrom {
					n++
				}
			}
			if side.s.Immune && len(side.s.Rolls) != 0 {
				t.Fatalf("immune target rolled against: %+v", side.s)
			}
			if min(n, side.target) != side.s.Kills || (!side.s.Immune && len(side.s.Rolls) != side.s.Dice) {
				t.Fatalf("strike %+v against %d men", side.s, side.target)
			}
		}
		if res.AttackerCasualties != res.Defender.Kills || res.DefenderCasualties != res.Attacker.Kills {
			t.Fatalf("casualties %+v", res)
		}
	})
}

// Every fantasy pairing: the three outcomes cover all 36 throws, and a
// rolled outcome is one with a chance.
func TestAppendixE_FantasyChancesCoverAllThrows(t *testing.T) {
	r := rules(t)
	for _, a := range r.Fantasy.Creatures {
		for _, d := range r.Fantasy.Creatures {
			res, err := r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: a, Defender: d})
			if err != nil {
				t.Fatal(err)
			}
			c := res.Chances
			if c.NoEffect.Num+c.FallBack.Num+c.Killed.Num != 36 {
				t.Errorf("%s vs %s: %+v", a, d, c)
			}
		}
	}
}

// A man-to-man blow kills exactly when the dice plus modifier reach the
// need, for every cell and modifier.
func TestAppendixB_BlowProperty(t *testing.T) {
	r := rules(t)
	rapid.Check(t, func(t *rapid.T) {
		b := chainmail.Blow{
			Weapon:          rapid.SampledFrom(append(r.Melee.WeaponNames(), "unarmed")).Draw(t, "weapon"),
			Armour:          chainmail.Armour(rapid.SampledFrom(r.Melee.ArmourNames()).Draw(t, "armour")),
			Modifier:        rapid.IntRange(-2, 2).Draw(t, "mod"),
			ProneDismounted: rapid.Bool().Draw(t, "prone"),
		}
		d1, d2 := rapid.IntRange(1, 6).Draw(t, "d1"), rapid.IntRange(1, 6).Draw(t, "d2")
		res, err := r.ResolveBlow(b, dice.NewScripted(d1, d2))
		if err != nil {
			t.Fatal(err)
		}
		if res.Killed != (d1+d2+res.Modifier >= res.Need) {
			t.Fatalf("%+v", res)
		}
		if res.KillChance() != chainmail.TwoD6AtLeast(res.Need-res.Modifier) {
			t.Fatalf("chance %v", res.KillChance())
		}
	})
}
