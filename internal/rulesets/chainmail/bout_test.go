package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// The figures of the bout tests.
func boutCast(t testing.TB, r *chainmail.Rules) map[string]chainmail.Fighter {
	t.Helper()
	fs := map[string]chainmail.Fighter{
		"hero":   {Name: "Aldric", Class: chainmail.FightingMan, Level: 4, Weapon: "sword", Armour: "plate-shield", Troop: "armored-foot"},
		"man":    {Name: "Wat", Class: chainmail.Man, Weapon: "spear", Armour: "leather", Troop: "light-foot"},
		"vet":    {Name: "Hob", Class: chainmail.FightingMan, Level: 2, Weapon: "sword", Armour: "mail"},
		"knight": {Name: "Roger", Class: chainmail.Man, Weapon: "lance", Troop: "heavy-horse"},
		"plated": {Name: "Guy", Class: chainmail.Man, Weapon: "sword", Armour: "plate", Troop: "armored-foot"},
		"brawl":  {Name: "Jack", Class: chainmail.Man, Weapon: "unarmed", Armour: "none"},
		"monk":   {Name: "Brother Ivo", Class: chainmail.Man, Weapon: "unarmed", Armour: "none", Monk: true},
		"troll":  {Name: "Grum", Class: chainmail.Monster, Creature: "minor-demon"},
		"gob":    {Name: "Snag", Class: chainmail.Monster, Creature: "pygmy"},
	}
	out := map[string]chainmail.Fighter{}
	for k, f := range fs {
		g := fighter(t, r, f)
		g.HP = 4 * g.HitDice.Dice // fixed hit points for the tests
		out[k] = g
	}
	return out
}

// A round of man-to-man melee: every attack planned on the figures as
// they stood, rolled in order, its effects taken at the end.
func TestAppendixB_Bout(t *testing.T) {
	r := rules(t)
	c := boutCast(t, r)
	prone := c["plated"]
	prone.Prone = true
	for _, tc := range []struct {
		name    string
		fs      []chainmail.Fighter
		attacks []chainmail.Attack
		rolls   []int
		check   func(t *testing.T, b chainmail.Bout)
	}{
		{"a hero's four blows and the man's one, both landing",
			[]chainmail.Fighter{c["hero"], c["man"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}, {Attacker: 1, Defender: 0, Kind: chainmail.AttackBlow}},
			// Sword vs leather needs 8: 6+2 kills; spear vs plate+shield 12: 6+6, then 1d6 = 3 off the hero's 16.
			[]int{6, 2, 1, 1, 1, 1, 1, 1, 6, 6, 3},
			func(t *testing.T, b chainmail.Bout) {
				if len(b.Attacks[0].Blows) != 4 || b.Attacks[0].Kills != 1 || !b.Attacks[0].Killed {
					t.Errorf("hero %+v", b.Attacks[0])
				}
				if !b.After[1].Dead || b.After[0].Dead || b.After[0].HP != 13 || len(b.Attacks[1].Damage) != 1 {
					t.Errorf("after %+v", b.After)
				}
			}},
		{"pips on the last blow",
			[]chainmail.Fighter{c["vet"], c["man"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}},
			[]int{3, 3, 4, 3}, // 6 misses; 7 + 1 kills on 8
			func(t *testing.T, b chainmail.Bout) {
				bl := b.Attacks[0].Blows
				if len(bl) != 2 || bl[0].Modifier != 0 || bl[1].Modifier != 1 || bl[0].Killed || !bl[1].Killed || !b.After[1].Dead {
					t.Errorf("%+v", bl)
				}
			}},
		{"a rider +1 on a man afoot, and his horse attacks",
			[]chainmail.Fighter{c["knight"], c["vet"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}, {Attacker: 0, Defender: 1, Kind: chainmail.AttackHorse}},
			// Lance vs mail 6, +1: 3+2 kills (1d6: 2 off the level 2 man's 8); heavy horse as flail vs mail 6: 3+3 kills (1d6: 6).
			[]int{3, 2, 2, 3, 3, 6},
			func(t *testing.T, b chainmail.Bout) {
				if b.Attacks[0].Blows[0].Modifier != 1 || b.Attacks[1].Blows[0].Cell.Weapon != "flail" || !b.After[1].Dead {
					t.Errorf("%+v / %+v / %+v", b.Attacks[0].Blows, b.Attacks[1].Blows, b.After[1])
				}
			}},
		{"the horse struck down throws its rider",
			[]chainmail.Fighter{c["vet"], c["knight"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow, AtHorse: true}},
			// Sword vs a barded horse 10.
			[]int{5, 5, 1, 1},
			func(t *testing.T, b chainmail.Bout) {
				k := b.After[1]
				if !b.Attacks[0].HorseKilled || k.Mounted() || !k.Prone || k.Dead || b.Attacks[0].Blows[0].Cell.Armour != "barded-horse" {
					t.Errorf("%+v %+v", b.Attacks[0], k)
				}
			}},
		{"a starred cell against a dismounted, prone man",
			[]chainmail.Fighter{c["vet"], prone},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}},
			[]int{4, 3, 1, 1}, // sword vs plate is 10*, 7 against him prone
			func(t *testing.T, b chainmail.Bout) {
				if bl := b.Attacks[0].Blows[0]; bl.Need != 7 || !bl.Killed || !b.After[1].Dead {
					t.Errorf("%+v", bl)
				}
			}},
		{"bare fists: dagger -1",
			[]chainmail.Fighter{c["brawl"], c["man"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}},
			[]int{4, 3}, // dagger -1 vs leather 8: 7-1 = 6 misses
			func(t *testing.T, b chainmail.Bout) {
				if a := b.Attacks[0]; !a.Fists || a.Blows[0].Need != 8 || a.Kills != 0 || b.After[1].HP != 4 {
					t.Errorf("%+v", a)
				}
			}},
		{"bare fists land: damage, not death",
			[]chainmail.Fighter{c["brawl"], c["brawl"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}},
			[]int{4, 3, 2}, // dagger -1 vs none 6: 7-1 kills; 2 off his 4
			func(t *testing.T, b chainmail.Bout) {
				if a := b.Attacks[0]; a.Killed || len(a.Damage) != 1 || b.After[1].HP != 2 || b.After[1].Dead {
					t.Errorf("%+v %+v", a, b.After[1])
				}
			}},
		{"a monk's fists are a weapon",
			[]chainmail.Fighter{c["monk"], c["brawl"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}},
			[]int{3, 3}, // dagger vs none 6, no -1: kills outright
			func(t *testing.T, b chainmail.Bout) {
				if a := b.Attacks[0]; a.Fists || !a.Killed || a.Blows[0].Modifier != 0 {
					t.Errorf("%+v", a)
				}
			}},
		{"a creature against a man rolls its troop type's dice",
			[]chainmail.Fighter{c["troll"], c["man"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}},
			// 7 hit dice of armored foot against light foot: 7 dice, 4-6.
			[]int{1, 1, 1, 1, 1, 1, 4},
			func(t *testing.T, b chainmail.Bout) {
				if a := b.Attacks[0]; a.Table != chainmail.TableMass || a.Mass.Dice != 7 || a.Kills != 1 || !b.After[1].Dead {
					t.Errorf("%+v", a)
				}
			}},
		{"a man against a creature strikes its armour class",
			[]chainmail.Fighter{c["man"], c["gob"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}},
			[]int{4, 5}, // pygmy AC 6 is leather and shield: spear 9
			func(t *testing.T, b chainmail.Bout) {
				if a := b.Attacks[0]; a.Blows[0].Cell.Armour != "leather-shield" || !a.Killed {
					t.Errorf("%+v", a)
				}
			}},
		{"hero and troll on the fantasy table",
			[]chainmail.Fighter{c["hero"], c["troll"]},
			[]chainmail.Attack{{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}, {Attacker: 1, Defender: 0, Kind: chainmail.AttackBlow}},
			// Hero vs troll-ogre 9: 5+4 falls back. Troll vs hero 8: 2+2 no effect, and a hero may withdraw.
			[]int{5, 4, 2, 2},
			func(t *testing.T, b chainmail.Bout) {
				a, d := b.Attacks[0], b.Attacks[1]
				if a.Table != chainmail.TableFantasy || !a.FallBack || a.Killed || !d.MayWithdraw || b.After[1].Dead {
					t.Errorf("%+v / %+v", a, d)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := dice.NewScripted(tc.rolls...)
			b, err := r.ResolveBout(tc.fs, tc.attacks, src)
			if err != nil {
				t.Fatal(err)
			}
			if src.Remaining() != 0 {
				t.Errorf("%d dice left", src.Remaining())
			}
			tc.check(t, b)
			for i, f := range tc.fs {
				if f.Dead || tc.fs[i].HP != f.HP {
					t.Error("the bout changed the figures it was given")
				}
			}
		})
	}
}

// Grappling, disarming, unhorsing (special rules).
func TestAppendixE_SpecialAttacks(t *testing.T) {
	r := rules(t)
	c := boutCast(t, r)
	for _, tc := range []struct {
		name  string
		fs    []chainmail.Fighter
		a     chainmail.Attack
		rolls []int
		check func(t *testing.T, b chainmail.Bout)
	}{
		{"grapple: the hero throws the man and stuns him",
			[]chainmail.Fighter{c["hero"], c["man"]},
			chainmail.Attack{Attacker: 0, Defender: 1, Kind: chainmail.AttackGrapple},
			// Unarmed vs AC 9 needs 7 on the dice; 2d6+4 (8) against 2d6+1 (3); stun die 4: one round.
			[]int{4, 3, 2, 2, 1, 1, 4},
			func(t *testing.T, b chainmail.Bout) {
				m := b.After[1]
				if g := b.Attacks[0].Grapple; g.Thrown != "defender" || g.AttackerSum != 8 || g.DefenderSum != 3 || !m.Prone || m.Stunned != 1 {
					t.Errorf("%+v %+v", g, m)
				}
			}},
		{"grapple: a tie locks both",
			[]chainmail.Fighter{c["man"], c["brawl"]},
			chainmail.Attack{Attacker: 0, Defender: 1, Kind: chainmail.AttackGrapple},
			[]int{4, 3, 3, 3, 4, 2},
			func(t *testing.T, b chainmail.Bout) {
				if !b.After[0].Locked || !b.After[1].Locked {
					t.Errorf("%+v", b.After)
				}
			}},
		{"disarm: a hit against AC 2 and a failed save against dragon breath",
			[]chainmail.Fighter{c["vet"], c["man"]},
			chainmail.Attack{Attacker: 0, Defender: 1, Kind: chainmail.AttackDisarm},
			// Sword vs plate+shield 11: 6+5; the man saves on 10 (11, +1 against breath): 3+3 fails.
			[]int{6, 5, 3, 3},
			func(t *testing.T, b chainmail.Bout) {
				d := b.Attacks[0].Disarm
				if !d.Hit || d.Save.Need != 10 || !d.Disarmed || !b.After[1].Disarmed || b.After[1].Dead {
					t.Errorf("%+v", d)
				}
			}},
		{"disarm saved",
			[]chainmail.Fighter{c["vet"], c["man"]},
			chainmail.Attack{Attacker: 0, Defender: 1, Kind: chainmail.AttackDisarm},
			[]int{6, 5, 5, 5},
			func(t *testing.T, b chainmail.Bout) {
				if d := b.Attacks[0].Disarm; !d.Save.Saved || d.Disarmed || b.After[1].Disarmed {
					t.Errorf("%+v", d)
				}
			}},
		{"disarm unhorses a rider and stuns him",
			[]chainmail.Fighter{c["vet"], c["knight"]},
			chainmail.Attack{Attacker: 0, Defender: 1, Kind: chainmail.AttackDisarm},
			[]int{6, 6, 1, 1, 6},
			func(t *testing.T, b chainmail.Bout) {
				k := b.After[1]
				if d := b.Attacks[0].Disarm; !d.Unhorsed || d.StunRounds != 2 || k.Mounted() || !k.Prone || k.Stunned != 2 {
					t.Errorf("%+v %+v", d, k)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := dice.NewScripted(tc.rolls...)
			b, err := r.ResolveBout(tc.fs, []chainmail.Attack{tc.a}, src)
			if err != nil {
				t.Fatal(err)
			}
			if src.Remaining() != 0 {
				t.Errorf("%d dice left", src.Remaining())
			}
			tc.check(t, b)
		})
	}
	// A disarmed man fights with his fists.
	d := c["vet"]
	d.Disarmed = true
	p, err := r.PlanAttack([]chainmail.Fighter{d, c["man"]}, chainmail.Attack{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow})
	if err != nil || !p.Fists {
		t.Errorf("disarmed: %+v %v", p, err)
	}
}

func TestAppendixB_BoutRefusals(t *testing.T) {
	r := rules(t)
	c := boutCast(t, r)
	dead, stunned, down, locked := c["man"], c["man"], c["man"], c["man"]
	dead.Dead, stunned.Stunned, down.Prone, locked.Locked = true, 1, true, true
	for _, tc := range []struct {
		name string
		fs   []chainmail.Fighter
		a    chainmail.Attack
		ref  string
		word string
	}{
		{"himself", []chainmail.Fighter{c["man"]}, chainmail.Attack{Kind: chainmail.AttackBlow}, chainmail.RefMelee, "himself"},
		{"no such figure", []chainmail.Fighter{c["man"]}, chainmail.Attack{Defender: 2, Kind: chainmail.AttackBlow}, chainmail.RefMelee, "no figure 2"},
		{"the dead", []chainmail.Fighter{c["man"], dead}, chainmail.Attack{Defender: 1, Kind: chainmail.AttackBlow}, chainmail.RefMelee, "dead"},
		{"stunned", []chainmail.Fighter{stunned, c["man"]}, chainmail.Attack{Defender: 1, Kind: chainmail.AttackBlow}, chainmail.RefSpecial, "stunned"},
		{"prone", []chainmail.Fighter{down, c["man"]}, chainmail.Attack{Defender: 1, Kind: chainmail.AttackBlow}, chainmail.RefSpecial, "prone"},
		{"locked", []chainmail.Fighter{locked, c["man"]}, chainmail.Attack{Defender: 1, Kind: chainmail.AttackBlow}, chainmail.RefSpecial, "locked"},
		{"no horse", []chainmail.Fighter{c["man"], c["vet"]}, chainmail.Attack{Defender: 1, Kind: chainmail.AttackHorse}, chainmail.RefSpecial, "no horse"},
		{"no horse to strike", []chainmail.Fighter{c["man"], c["vet"]}, chainmail.Attack{Defender: 1, Kind: chainmail.AttackBlow, AtHorse: true}, chainmail.RefMelee, "not mounted"},
		{"nothing to disarm", []chainmail.Fighter{c["man"], c["brawl"]}, chainmail.Attack{Defender: 1, Kind: chainmail.AttackDisarm}, chainmail.RefSpecial, "no weapon"},
		{"creatures do not grapple", []chainmail.Fighter{c["troll"], c["man"]}, chainmail.Attack{Defender: 1, Kind: chainmail.AttackGrapple}, chainmail.RefSpecial, "grapple"},
		{"unknown attack", []chainmail.Fighter{c["man"], c["vet"]}, chainmail.Attack{Defender: 1, Kind: "bite"}, chainmail.RefMelee, "bite"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.ResolveBout(tc.fs, []chainmail.Attack{tc.a}, dice.NewScripted())
			wantRuleError(t, err, tc.ref, tc.word)
		})
	}
}
