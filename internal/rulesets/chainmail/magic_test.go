package chainmail_test

import (
	"slices"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
	"herald/internal/table"
)

// ruling.magic: the complexity table's column by level.
func TestMagic_RankByLevel(t *testing.T) {
	r := rules(t)
	for level, rank := range map[int]string{1: "seer", 5: "seer", 6: "magician", 7: "magician", 8: "warlock", 9: "sorcerer", 10: "wizard", 16: "wizard"} {
		if got := r.RankOf(level); got != rank {
			t.Errorf("level %d casts as %q, want %s", level, got, rank)
		}
	}
}

// Spells known per level (the capability table's spells column): the
// book's first at each level by default, or the scenario's, within count.
func TestMagic_Spellbook(t *testing.T) {
	r := rules(t)
	seer := fighter(t, r, chainmail.Fighter{Name: "Meg", Class: chainmail.MagicUser, Level: 4})
	got, err := r.Spellbook(seer, nil)
	if err != nil || !slices.Equal(got, []string{"magic-missile", "darkness", "sleep", "hold-person"}) {
		t.Errorf("level 4 knows %v (%v)", got, err)
	}
	if known, _ := r.SpellsKnown(7); !slices.Equal(known, []int{4, 3, 2, 1}) {
		t.Errorf("level 7 knows %v", known)
	}
	if _, err := r.Spellbook(seer, []string{"sleep", "hold-person"}); err != nil {
		t.Error(err)
	}
	for _, tc := range []struct {
		name   string
		f      chainmail.Fighter
		spells []string
		ref    string
		word   string
	}{
		{"too high", seer, []string{"fire-ball"}, chainmail.RefCapacity, "knows 0 spells of level 3"},
		{"twice", seer, []string{"sleep", "sleep"}, chainmail.RefCapacity, "twice"},
		{"unknown spell", seer, []string{"wish"}, chainmail.RefSpells, "wish"},
		{"not a magic-user", fighter(t, r, chainmail.Fighter{Name: "Hal", Class: chainmail.FightingMan, Level: 4}), nil, chainmail.RefSpells, "not a magic-user"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.Spellbook(tc.f, tc.spells)
			wantRuleError(t, err, tc.ref, tc.word)
		})
	}
}

// A spell begun in step 2 or 3, lost when its caster is struck or engaged,
// countered or cast in step 5 on the complexity table.
func TestMagic_SpellInTheMaking(t *testing.T) {
	r := rules(t)
	wiz := fighter(t, r, chainmail.Fighter{Name: "Morwen", Class: chainmail.MagicUser, Level: 12})
	known := []string{"fire-ball", "sleep"}
	c, err := r.BeginSpell(wiz, known, nil, "fire-ball", 2)
	if err != nil || c.State != chainmail.CastBegun || c.Rank != "wizard" {
		t.Fatalf("%+v %v", c, err)
	}
	if l := c.Lose("struck by an arrow"); l.State != chainmail.CastLost || l.Reason != "struck by an arrow" {
		t.Errorf("lost: %+v", l)
	}
	seer := chainmail.CounterAttempt{Counterer: "Meg", Rank: "seer"}
	for _, tc := range []struct {
		name     string
		counters []chainmail.CounterAttempt
		rolls    []int
		state    chainmail.CastState
	}{
		// A wizard's complexity 3: immediate on 6, delayed on 5, negated under 3.
		{"takes effect", nil, []int{3, 3}, chainmail.CastEffect},
		{"delayed to next round", nil, []int{2, 3}, chainmail.CastDelayed},
		{"fails", nil, []int{1, 3}, chainmail.CastFailed},
		{"negated", nil, []int{1, 1}, chainmail.CastNegated},
		// A seer against a wizard needs 11.
		{"counter fails, then cast", []chainmail.CounterAttempt{seer}, []int{5, 5, 4, 4}, chainmail.CastEffect},
		{"countered", []chainmail.CounterAttempt{seer}, []int{6, 5}, chainmail.CastCountered},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := dice.NewScripted(tc.rolls...)
			got, err := r.ResolveSpell(c, tc.counters, src)
			if err != nil || got.State != tc.state || src.Remaining() != 0 {
				t.Errorf("%+v %v (%d dice left)", got, err, src.Remaining())
			}
			if len(tc.counters) > 0 && (len(got.Counters) != 1 || got.Counters[0].Need != 11) {
				t.Errorf("counters %+v", got.Counters)
			}
		})
	}
	if got, _ := r.ResolveSpell(c.Lose("engaged"), nil, dice.NewScripted()); got.State != chainmail.CastLost {
		t.Errorf("a lost spell rolled: %+v", got)
	}
	stunned := wiz
	stunned.Stunned = 1
	for _, tc := range []struct {
		name  string
		f     chainmail.Fighter
		spell string
		spent []string
		step  int
		ref   string
		word  string
	}{
		{"unknown to him", wiz, "darkness", nil, 2, chainmail.RefSpells, "does not know"},
		{"spent", wiz, "sleep", []string{"sleep"}, 3, chainmail.RefSpells, "already cast"},
		{"in melee", wiz, "sleep", nil, 4, chainmail.RefBattle, "step 4"},
		{"stunned", stunned, "sleep", nil, 2, chainmail.RefBattle, "stunned"},
		{"no magic-user", fighter(t, r, chainmail.Fighter{Name: "Hal", Class: chainmail.FightingMan, Level: 4}), "sleep", nil, 2, chainmail.RefSpells, "no magic-user"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.BeginSpell(tc.f, known, tc.spent, tc.spell, tc.step)
			wantRuleError(t, err, tc.ref, tc.word)
		})
	}
	if a, ra, rb := chainmail.RollOff("Meg", "Morwen", dice.NewScripted(6, 6, 6, 6)); a || ra != 12 || rb != 12 {
		t.Error("a tied roll-off goes to the caster")
	}
}

// Where blasts and bolts land, and what they do.
func TestMagic_ShapesAndEffects(t *testing.T) {
	r := rules(t)
	fb, _ := r.Spell("fire-ball")
	bolt, _ := r.Spell("lightning-bolt")
	man := func(x, y float64) table.Stand {
		return table.Stand{Centre: at(x, y), Base: table.Base{Width: inch(0.75), Depth: inch(0.75)}}
	}
	caster := at(0, 0)
	if !fb.Shape.InRange(caster, at(24, 0), man(24, 0)) || fb.Shape.InRange(caster, at(24.1, 0), man(0, 0)) {
		t.Error("fire-ball range 24")
	}
	if !fb.Shape.Lands(caster, at(20, 0), man(21.8, 0)) || fb.Shape.Lands(caster, at(20, 0), man(22, 0)) {
		t.Error("fire-ball radius 1 1/2 to the base")
	}
	if !bolt.Shape.Lands(caster, at(5, 0), man(11.9, 0.6)) || bolt.Shape.Lands(caster, at(5, 0), man(13, 0)) || bolt.Shape.Lands(caster, at(5, 0), man(6, 1)) {
		t.Error("bolt 12 long and 1/2 wide")
	}
	body := bills(t, r) // front at (10, 10), six files, two ranks
	// The middle four of each rank have their middles within 1 1/2".
	if n := fb.Shape.FiguresUnder(caster, at(10, 10.375), body); n != 8 {
		t.Errorf("fire-ball on Bills' middle: %d figures under it, want 8", n)
	}
	hero := fighter(t, r, chainmail.Fighter{Name: "Aldric", Class: chainmail.FightingMan, Level: 4})
	hero.HP = 14
	// Level 4 saves against spells on 9: 4+4 fails, 6d6 = 21 kills him.
	after, a, err := r.Afflict(hero, fb.Effect, dice.NewScripted(4, 4, 1, 2, 3, 4, 5, 6))
	if err != nil || !a.Killed || a.Damage != 21 || a.Save == nil || a.Save.Saved || !after.Dead {
		t.Errorf("fire-ball on the hero: %+v %+v %v", a, after, err)
	}
	if _, a, _ := r.Afflict(hero, fb.Effect, dice.NewScripted(5, 4)); a.Killed || !a.Save.Saved {
		t.Errorf("saved: %+v", a)
	}
	sleep, _ := r.Spell("sleep")
	troll := fighter(t, r, chainmail.Fighter{Name: "Grum", Class: chainmail.Monster, Creature: "minor-demon"})
	if _, a, _ := r.Afflict(troll, sleep.Effect, dice.NewScripted()); !a.Untouched {
		t.Errorf("sleep touched 7 hit dice: %+v", a)
	}
	if held, a, _ := r.Afflict(hero, sleep.Effect, dice.NewScripted()); a.Held != 3 || held.Stunned != 3 {
		t.Errorf("sleep on the hero: %+v", a)
	}
	death, _ := r.Spell("death-spell")
	if _, a, _ := r.Afflict(troll, death.Effect, dice.NewScripted(1, 1)); !a.Killed || a.Save.Against != "death" {
		t.Errorf("death spell: %+v", a)
	}
	// Bills' figures save at level 1 against spells on 11.
	after2, ba, err := r.AfflictBody(body, 3, fb.Effect, dice.NewScripted(6, 6, 1, 1, 2, 2))
	if err != nil || ba.Saved != 1 || ba.Killed != 2 || after2.Men != 10 || ba.Need != 11 {
		t.Errorf("fire-ball on Bills: %+v", ba)
	}
	if sp := r.Specials("dragon"); len(sp) != 1 || sp[0].Name != "breath" || sp[0].Effect.Save != "dragon-breath" {
		t.Errorf("dragon specials %+v", sp)
	}
}
