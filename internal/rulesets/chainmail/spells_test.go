package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

func TestAppendixE_SpellComplexity(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		rank                    string
		cx                      int
		imm, del, neg           int
		pImm, pDel, pFail, pNeg int // out of 36
	}{
		// Seer, complexity 1: I 8, D 7, N 5 -> 8+ 15, 7 6, 5-6 9, 2-4 6.
		{"seer", 1, 8, 7, 5, 15, 6, 9, 6},
		// Wizard, complexity 1: I 4, D 3, N none -> 4+ 33, 3 2, 2 fails 1.
		{"wizard", 1, 4, 3, 0, 33, 2, 1, 0},
		// Warlock complexity 2, reconstructed to I 7, D 6, N 4.
		{"warlock", 2, 7, 6, 4, 21, 5, 7, 3},
		// Seer complexity 6: never immediate; D 12, N 10.
		{"seer", 6, 0, 12, 10, 0, 1, 5, 30},
	} {
		c, err := r.Spells.PlanCast(tc.rank, tc.cx)
		if err != nil {
			t.Fatal(err)
		}
		if c.Immediate != tc.imm || c.Delayed != tc.del || c.Negated != tc.neg {
			t.Errorf("%s cx %d: I %d D %d N %d", tc.rank, tc.cx, c.Immediate, c.Delayed, c.Negated)
		}
		for o, n := range map[chainmail.SpellOutcome]int{chainmail.Immediate: tc.pImm, chainmail.Delayed: tc.pDel, chainmail.Fails: tc.pFail, chainmail.Negated: tc.pNeg} {
			if c.Chances[o].Num != n {
				t.Errorf("%s cx %d: P(%s) = %v, want %d/36", tc.rank, tc.cx, o, c.Chances[o], n)
			}
		}
	}
	c, err := r.Spells.Cast("seer", 1, dice.NewScripted(2, 2))
	if err != nil || c.Outcome != chainmail.Negated {
		t.Errorf("seer rolling 4 on complexity 1: %+v %v", c, err)
	}
	_, err = r.Spells.PlanCast("seer", 7)
	wantRuleError(t, err, chainmail.RefSpells, "complexity 7")
	_, err = r.Spells.PlanCast("witch", 1)
	wantRuleError(t, err, chainmail.RefSpells, `"witch"`, "seer", "wizard")
}

func TestAppendixE_CounterSpell(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		counterer, caster string
		won               bool
		want              int
	}{
		{"seer", "wizard", false, 11}, // the text's own example
		{"wizard", "seer", false, 7},
		{"magician", "warlock", false, 8},
		{"magician", "sorcerer", false, 9},
		{"warlock", "warlock", true, 7},
		{"warlock", "warlock", false, 8},
	} {
		got, err := r.Spells.CounterSpellScore(tc.counterer, tc.caster, tc.won)
		if err != nil || got != tc.want {
			t.Errorf("%s countering %s: %d %v, want %d", tc.counterer, tc.caster, got, err, tc.want)
		}
	}
}

func TestAppendixE_CapabilityAndSaves(t *testing.T) {
	r := rules(t)
	c, err := r.Character.CapabilityAt(4)
	if err != nil || c.FightingMan != "Hero" || c.MagicUser != "2 Men + 1" {
		t.Errorf("level 4: %+v %v", c, err)
	}
	c, _ = r.Character.CapabilityAt(16)
	if c.MagicUser != "Wizard + 2" || len(c.Spells) != 6 {
		t.Errorf("level 16: %+v", c)
	}
	_, err = r.Character.CapabilityAt(17)
	wantRuleError(t, err, chainmail.RefCapacity, "17")
	for level, score := range map[int]int{1: 11, 3: 11, 4: 9, 9: 6, 12: 5, 13: 4, 30: 4} {
		b, err := r.Character.SaveScore(level)
		if err != nil || b.Score != score {
			t.Errorf("level %d saves on %d (%v), want %d", level, b.Score, err, score)
		}
	}
	_, err = r.Character.SaveScore(0)
	wantRuleError(t, err, chainmail.RefSaves, "level 0")
	if n := len(r.Character.OrderOfBattle); n != 6 {
		t.Errorf("order of battle has %d steps, want 6", n)
	}
}

func TestAppendixE_Creatures(t *testing.T) {
	r := rules(t)
	if n := len(r.Creatures.Creatures); n != 31 {
		t.Errorf("%d creatures, want 31", n)
	}
	for _, tc := range []chainmail.Creature{
		{Name: "basilisk", AC: 4, HD: "6+1", Attack: "armored-foot", Defend: "heavy-horse"},
		{Name: "master-demon", AC: 2, HD: "15-16", Attack: "heavy-horse", Defend: "heavy-horse", Fantasy: "balrog"},
		{Name: "skeleton", AC: 8, HD: "1", Attack: "light-foot", Defend: "heavy-foot"},
	} {
		got, err := r.Creatures.Creature(tc.Name)
		if err != nil || got != tc {
			t.Errorf("%s = %+v (%v), want %+v", tc.Name, got, err, tc)
		}
	}
	_, err := r.Creatures.Creature("unicorn")
	wantRuleError(t, err, chainmail.RefCreatures, "unicorn", "zombie")
}
