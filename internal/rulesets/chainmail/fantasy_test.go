package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

func TestAppendixE_FantasyCells(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		att, def      string
		score         int
		reconstructed bool
	}{
		{"balrog", "balrog", 7, false},
		{"balrog", "roc", 10, true},
		{"dragon", "wight-ghoul", 2, false},
		{"hero", "dragon", 12, false},
		{"hero", "hero", 7, false},
		{"wizard", "wraith", 5, false},
		{"wraith", "wraith", 7, false},
		{"troll-ogre", "wight-ghoul", 10, false},
		{"ent", "balrog", 12, false},
	} {
		res, err := r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: tc.att, Defender: tc.def})
		if err != nil {
			t.Fatal(err)
		}
		if res.Score != tc.score || (res.Reconstructed != "") != tc.reconstructed {
			t.Errorf("%s vs %s = %d (reconstructed %q), want %d", tc.att, tc.def, res.Score, res.Reconstructed, tc.score)
		}
	}
}

// Under the number no effect, equal falls back, over kills: counted by hand.
func TestAppendixE_FantasyOdds(t *testing.T) {
	for _, tc := range []struct {
		score, mod            int
		none, fallBack, kills int // out of 36
	}{
		{8, 0, 21, 5, 10},
		{7, 0, 15, 6, 15},
		{12, 0, 35, 1, 0},
		{2, 0, 0, 1, 35},
		{9, 1, 21, 5, 10}, // +1 pip: the dice need to beat 8
		{13, 1, 35, 1, 0},
	} {
		got := chainmail.FantasyOdds(tc.score, tc.mod)
		want := chainmail.FantasyChances{NoEffect: frac(tc.none, 36), FallBack: frac(tc.fallBack, 36), Killed: frac(tc.kills, 36)}
		if got != want {
			t.Errorf("FantasyOdds(%d, %+d) = %+v, want %+v", tc.score, tc.mod, got, want)
		}
	}
}

func TestAppendixE_FantasyOutcomes(t *testing.T) {
	r := rules(t)
	a := chainmail.FantasyAttack{Attacker: "hero", Defender: "troll-ogre"} // 9
	for _, tc := range []struct {
		rolls []int
		want  chainmail.FantasyOutcome
	}{
		{[]int{4, 4}, chainmail.NoEffect},
		{[]int{4, 5}, chainmail.FallBack},
		{[]int{5, 5}, chainmail.Killed},
	} {
		res, err := r.Fantasy.ResolveFantasy(a, dice.NewScripted(tc.rolls...))
		if err != nil {
			t.Fatal(err)
		}
		if res.Outcome != tc.want {
			t.Errorf("%v: %s, want %s", tc.rolls, res.Outcome, tc.want)
		}
	}
	res, _ := r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: "balrog", Defender: "wraith"})
	if !res.MayWithdraw {
		t.Errorf("a wraith (starred) may withdraw after NO EFFECT")
	}
}

// Below hero level: a Hero-1 fights on the hero row unless a hero needs 12;
// pips add to the total for heroes and superheroes only.
func TestAppendixE_FantasyLevels(t *testing.T) {
	r := rules(t)
	res, err := r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: "hero", Defender: "troll-ogre", Pips: -1})
	if err != nil || res.Score != 9 || res.Modifier != 0 {
		t.Errorf("Hero-1 vs troll: %+v, %v", res, err)
	}
	_, err = r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: "hero", Defender: "dragon", Pips: -1})
	wantRuleError(t, err, chainmail.RefFantasy, "Hero-1", "12")
	_, err = r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: "hero", Defender: "troll-ogre", Pips: -2})
	wantRuleError(t, err, chainmail.RefFantasy, "below")
	res, err = r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: "superhero", Defender: "balrog", Pips: 1})
	if err != nil || res.Modifier != 1 || res.Chances.Killed != frac(10, 36) {
		t.Errorf("Superhero+1 vs balrog: %+v, %v", res, err)
	}
	_, err = r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: "dragon", Defender: "hero", Pips: 1})
	wantRuleError(t, err, chainmail.RefFantasy, "pips")
	_, err = r.Fantasy.PlanFantasy(chainmail.FantasyAttack{Attacker: "orc", Defender: "hero"})
	wantRuleError(t, err, chainmail.RefFantasy, `"orc"`, "balrog", "wraith")
}
