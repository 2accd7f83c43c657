package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

func fighter(t testing.TB, r *chainmail.Rules, f chainmail.Fighter) chainmail.Fighter {
	t.Helper()
	g, err := r.NewFighter(f)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Heroes and superheroes by level, magic-users by level and rank,
// creatures by their row: what each fights as.
func TestAppendixE_FightersByLevel(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name          string
		f             chainmail.Fighter
		men, pips     int
		fantasy       string
		fpips         int
		hd            chainmail.HitDice
		rank          string
		armour        chainmail.Armour
		mounted       bool
		troop, defend chainmail.TroopType
	}{
		{"a man", chainmail.Fighter{Name: "Wat", Class: chainmail.Man, Weapon: "spear", Troop: "light-foot"}, 1, 0, "", 0, chainmail.HitDice{Dice: 1}, "", "leather", false, "light-foot", ""},
		{"a level 1 fighting-man", chainmail.Fighter{Name: "Hal", Class: chainmail.FightingMan, Level: 1, Weapon: "sword", Armour: "mail"}, 1, 1, "", 0, chainmail.HitDice{Dice: 1}, "", "mail", false, "light-foot", ""},
		{"Hero - 1", chainmail.Fighter{Name: "Hal", Class: chainmail.FightingMan, Level: 3, Weapon: "sword"}, 3, 0, "hero", -1, chainmail.HitDice{Dice: 3}, "", "leather", false, "light-foot", ""},
		{"a hero", chainmail.Fighter{Name: "Aldric", Class: chainmail.FightingMan, Level: 4, Weapon: "sword", Armour: "plate-shield", Troop: "armored-foot"}, 4, 0, "hero", 0, chainmail.HitDice{Dice: 4}, "", "plate-shield", false, "armored-foot", ""},
		{"a mounted superhero", chainmail.Fighter{Name: "Roland", Class: chainmail.FightingMan, Level: 9, Weapon: "lance", Troop: "heavy-horse"}, 8, 1, "superhero", 1, chainmail.HitDice{Dice: 8}, "", "plate-shield", true, "heavy-horse", ""},
		{"a seer", chainmail.Fighter{Name: "Old Meg", Class: chainmail.MagicUser, Level: 2}, 1, 1, "", 0, chainmail.HitDice{Dice: 1}, "seer", "leather", false, "light-foot", ""},
		{"a wizard", chainmail.Fighter{Name: "Morwen", Class: chainmail.MagicUser, Level: 12, Weapon: "dagger", Armour: "none"}, 5, 0, "wizard", 0, chainmail.HitDice{Dice: 5}, "wizard", "none", false, "light-foot", ""},
		{"a warlock by choice", chainmail.Fighter{Name: "Gorm", Class: chainmail.MagicUser, Level: 12, Rank: "warlock"}, 5, 0, "wizard", 0, chainmail.HitDice{Dice: 5}, "warlock", "leather", false, "light-foot", ""},
		{"a troll", chainmail.Fighter{Name: "Grum", Class: chainmail.Monster, Creature: "minor-demon"}, 7, 0, "troll-ogre", 0, chainmail.HitDice{Dice: 7}, "", "mail-shield", false, "armored-foot", "armored-foot"},
		{"a basilisk", chainmail.Fighter{Name: "Eye", Class: chainmail.Monster, Creature: "basilisk"}, 6, 1, "", 0, chainmail.HitDice{Dice: 6, Plus: 1}, "", "mail-shield", false, "armored-foot", "heavy-horse"},
		{"a big dragon", chainmail.Fighter{Name: "Smaug", Class: chainmail.Monster, Creature: "dragon", HitDice: chainmail.HitDice{Dice: 11}}, 11, 0, "dragon", 0, chainmail.HitDice{Dice: 11}, "", "plate-shield", false, "heavy-horse", "heavy-horse"},
		{"a skeleton", chainmail.Fighter{Name: "Bones", Class: chainmail.Monster, Creature: "skeleton"}, 1, 0, "", 0, chainmail.HitDice{Dice: 1}, "", "shield", false, "light-foot", "heavy-foot"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := fighter(t, r, tc.f)
			if f.Men != tc.men || f.Pips != tc.pips || f.Fantasy != tc.fantasy || f.FantasyPips != tc.fpips || f.HitDice != tc.hd || f.Rank != tc.rank {
				t.Errorf("%+v", f)
			}
			if f.Armour != tc.armour || f.Mounted() != tc.mounted || f.Troop != tc.troop || f.DefendAs != tc.defend {
				t.Errorf("armour %s mounted %v troop %s/%s", f.Armour, f.Mounted(), f.Troop, f.DefendAs)
			}
		})
	}
}

func TestAppendixE_FighterRefusals(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name string
		f    chainmail.Fighter
		ref  string
		word string
	}{
		{"level 17", chainmail.Fighter{Class: chainmail.FightingMan, Level: 17}, chainmail.RefCapacity, "17"},
		{"unknown class", chainmail.Fighter{Class: "bard"}, chainmail.RefCapacity, "bard"},
		{"unknown creature", chainmail.Fighter{Class: chainmail.Monster, Creature: "unicorn"}, chainmail.RefCreatures, "unicorn"},
		{"a creature the table gives no attack", chainmail.Fighter{Class: chainmail.Monster, Creature: "black-pudding"}, chainmail.RefCreatures, "cannot field"},
		{"hit dice out of range", chainmail.Fighter{Class: chainmail.Monster, Creature: "dragon", HitDice: chainmail.HitDice{Dice: 13}}, chainmail.RefCreatures, "8-12"},
		{"unknown weapon", chainmail.Fighter{Class: chainmail.Man, Weapon: "rapier"}, chainmail.RefMelee, "rapier"},
		{"horse armour on a man", chainmail.Fighter{Class: chainmail.Man, Armour: "barded-horse"}, chainmail.RefMelee, "barded-horse"},
		{"unknown rank", chainmail.Fighter{Class: chainmail.MagicUser, Level: 3, Rank: "druid"}, chainmail.RefSpells, "druid"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.NewFighter(tc.f)
			wantRuleError(t, err, tc.ref, tc.word)
		})
	}
}

// Hit dice as the creatures table prints them, and hit points from them.
func TestAppendixE_HitDice(t *testing.T) {
	r := rules(t)
	for _, cr := range r.Creatures.Creatures {
		if cr.HD == "" {
			continue
		}
		lo, hi, err := chainmail.ParseHitDice(cr.HD)
		if err != nil || lo.Dice < 1 || hi.Dice < lo.Dice {
			t.Errorf("%s %q: %v %v %v", cr.Name, cr.HD, lo, hi, err)
		}
	}
	for _, bad := range []string{"", "x", "0", "3+", "12-8", "6+1+1", "99"} {
		if _, _, err := chainmail.ParseHitDice(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	lo, hi, _ := chainmail.ParseHitDice("6+1")
	if lo != (chainmail.HitDice{Dice: 6, Plus: 1}) || hi != lo || lo.String() != "6+1" {
		t.Errorf("6+1: %v %v", lo, hi)
	}
	if hp := r.HitPoints(lo, dice.NewScripted(1, 2, 3, 4, 5, 6), "test"); hp != 22 {
		t.Errorf("6+1 with 1..6: %d hit points, want 22", hp)
	}
	if a, b := r.HitPointRange(lo); a != 7 || b != 37 {
		t.Errorf("range %d-%d", a, b)
	}
	for _, tc := range []struct {
		s      string
		lo, hi int
	}{{"1d6", 1, 6}, {"6d6", 6, 36}, {"1d6+1", 2, 7}} {
		d, err := chainmail.ParseDiceRoll(tc.s)
		if lo, hi := d.Range(); err != nil || lo != tc.lo || hi != tc.hi || d.String() != tc.s {
			t.Errorf("%s: %v %d-%d %v", tc.s, d, lo, hi, err)
		}
	}
	for _, bad := range []string{"d6", "6d", "0d6", "1d1", "kil", "1d6-1"} {
		if _, err := chainmail.ParseDiceRoll(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// Saving throws by level, with the class's bonus against the kind of
// attack added to the dice.
func TestAppendixE_SavingThrows(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		level          int
		class, against string
		need, bonus    int
		chance         int // of 36
		reconstructed  bool
	}{
		{1, "all-others", "", 11, 0, 3, true},
		{1, "all-others", "death", 9, 2, 10, true},
		{5, "magic-user", "death", 8, 1, 15, true},
		{8, "all-others", "stone", 4, 2, 33, true},
		{13, "magic-user", "spells", 4, 0, 33, true},
		{13, "all-others", "dragon-breath", 3, 1, 35, true},
	} {
		s, err := r.Character.PlanSave(tc.level, tc.class, tc.against)
		if err != nil {
			t.Fatal(err)
		}
		if s.Need != tc.need || s.Bonus != tc.bonus || s.Chance != frac(tc.chance, 36) || (len(s.Reconstructed) > 0) != tc.reconstructed {
			t.Errorf("level %d %s vs %q: %+v", tc.level, tc.class, tc.against, s)
		}
	}
	s, _ := r.Character.PlanSave(4, "all-others", "death")
	if got := chainmail.RollSave(s, dice.NewScripted(3, 4)); !got.Saved || got.Roll != 7 {
		t.Errorf("7 against 7: %+v", got)
	}
	if got := chainmail.RollSave(s, dice.NewScripted(3, 3)); got.Saved {
		t.Errorf("6 against 7 saved")
	}
	_, err := r.Character.PlanSave(4, "bard", "")
	wantRuleError(t, err, chainmail.RefSaves, "bard")
	_, err = r.Character.PlanSave(4, "all-others", "poison")
	wantRuleError(t, err, chainmail.RefSaves, "poison", "dragon-breath")
	_, err = r.Character.PlanSave(0, "all-others", "")
	wantRuleError(t, err, chainmail.RefSaves, "level 0")
	if chainmail.SaveClassOf(chainmail.MagicUser) != "magic-user" || chainmail.SaveClassOf(chainmail.Monster) != "all-others" {
		t.Error("save classes")
	}
}
