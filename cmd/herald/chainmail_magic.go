package main

import (
	"fmt"
	"io"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// spellOutcomes are the outcomes of a casting roll in the order they are
// shown.
var spellOutcomes = []chainmail.SpellOutcome{chainmail.Immediate, chainmail.Delayed, chainmail.Fails, chainmail.Negated}

func chainmailSpells(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("spells", "--rank R | --level L [--complexity N | --spell S] [--json] [--roll [--seed N]]",
		"Spell complexity (Appendix E): the 2d6 score a magic-user of a rank needs for\n"+
			"a spell of a complexity to take effect at once, be delayed to the next turn,\n"+
			"fail or be negated. --level gives the rank of that level (herald's ruling) and\n"+
			"the spells known per spell level; --spell a spell of herald's book.", stderr)
	rank := fs.String("rank", "", "magic-user `rank`: seer, magician, warlock, sorcerer, wizard")
	level := fs.Int("level", 0, "magic-user `level` 1-16")
	complexity := fs.Int("complexity", 0, "spell complexity `N` 1-6 (default: every one)")
	spell := fs.String("spell", "", "a `spell` of herald's book")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name()); code >= 0 {
		return code
	}
	out := struct {
		Rank     string              `json:"rank"`
		Level    int                 `json:"level,omitempty"`
		Known    []int               `json:"spells_known,omitempty"`
		Spell    *chainmail.Spell    `json:"spell,omitempty"`
		Castings []chainmail.Casting `json:"castings"`
		Seed     *uint64             `json:"seed,omitempty"`
	}{Rank: *rank, Level: *level}
	switch {
	case *rank == "" && *level == 0:
		return fail(stderr, "chainmail spells needs --rank or --level")
	case *level != 0:
		known, err := r.SpellsKnown(*level)
		if err != nil {
			return refusal(stderr, err)
		}
		out.Known = known
		if out.Rank == "" {
			out.Rank = r.RankOf(*level)
		}
	}
	if *spell != "" {
		s, err := r.Spell(*spell)
		if err != nil {
			return refusal(stderr, err)
		}
		out.Spell, *complexity = &s, s.Complexity
	}
	from, to := 1, len(r.Spells.Complexity)
	if *complexity != 0 {
		from, to = *complexity, *complexity
	}
	var src dice.Source
	if rf.roll {
		if *complexity == 0 {
			return fail(stderr, "--roll needs --complexity or --spell: one spell is cast at a time")
		}
		src, out.Seed = rf.source(fs)
	}
	for c := from; c <= to; c++ {
		cast, err := r.Spells.PlanCast(out.Rank, c)
		if err == nil && src != nil {
			cast, err = r.Spells.Cast(out.Rank, c, src)
		}
		if err != nil {
			return refusal(stderr, err)
		}
		out.Castings = append(out.Castings, cast)
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "%s on the spell complexity table (%s)", out.Rank, r.Spells.Ref)
	if out.Level > 0 {
		fmt.Fprintf(stdout, ", level %d; spells known by spell level: %v", out.Level, out.Known)
	}
	fmt.Fprintln(stdout)
	if s := out.Spell; s != nil {
		fmt.Fprintf(stdout, "%s: complexity %d, %s, %s (herald's spell book)\n", s.Name, s.Complexity, shapeText(s.Shape), s.Effect.Kind)
	}
	for _, c := range out.Castings {
		fmt.Fprintf(stdout, "complexity %d: %s\n", c.Complexity, castingNeeds(c))
		for _, o := range spellOutcomes {
			f := c.Chances[o]
			if f.Den == 0 {
				f = chainmail.Fraction{Num: 0, Den: 36}
			}
			printOutcomes(stdout, []outcomeLine{chanceLine(string(o), f)})
		}
		if c.Outcome != "" {
			fmt.Fprintf(stdout, "rolled %d: the spell %s (seed %d)\n", c.Roll, c.Outcome, seedOf(out.Seed))
		}
	}
	return exitOK
}

// castingNeeds says what a casting roll needs, in words.
func castingNeeds(c chainmail.Casting) string {
	s := "never immediate"
	if c.Immediate > 0 {
		s = fmt.Sprintf("immediate on %d or better", c.Immediate)
	}
	s += fmt.Sprintf(", delayed on %d or better", c.Delayed)
	if c.Negated > 0 {
		s += fmt.Sprintf(", negated under %d", c.Negated)
	}
	return s
}

func chainmailCounter(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("counter", "--counterer R --caster R [--won-roll-off] [--json] [--roll [--seed N]]",
		"Counter-spells (Appendix E): the stronger magician counters on 7 or better, a\n"+
			"weaker one on 8-11 by the difference in rank. Between equals the roll-off\n"+
			"decides: --won-roll-off says the counterer won it.", stderr)
	counterer := fs.String("counterer", "", "the countering magic-user's `rank`")
	caster := fs.String("caster", "", "the casting magic-user's `rank`")
	won := fs.Bool("won-roll-off", false, "between equal ranks, the counterer proved the stronger")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "counterer", "caster"); code >= 0 {
		return code
	}
	need, err := r.Spells.CounterSpellScore(*counterer, *caster, *won)
	if err != nil {
		return refusal(stderr, err)
	}
	chance := chainmail.TwoD6AtLeast(need)
	out := struct {
		Counterer string        `json:"counterer"`
		Caster    string        `json:"caster"`
		Need      int           `json:"need"`
		Outcomes  []outcomeLine `json:"outcomes"`
		Roll      int           `json:"roll,omitempty"`
		Countered bool          `json:"countered"`
		Ref       string        `json:"ref"`
		Seed      *uint64       `json:"seed,omitempty"`
	}{Counterer: *counterer, Caster: *caster, Need: need, Ref: chainmail.RefCounter,
		Outcomes: []outcomeLine{chanceLine("countered", chance), chanceLine("not countered", chainmail.TwoD6Below(need))}}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		out.Roll = dice.TwoD6(src, "chainmail counter-spell")
		out.Countered = out.Roll >= need
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "a %s countering a %s (%s): %d or better\n", *counterer, *caster, out.Ref, need)
	printOutcomes(stdout, out.Outcomes)
	fmt.Fprintln(stdout, "a counter-spell fully occupies him: he casts nothing else this round")
	if rf.roll {
		printVerdict(stdout, out.Roll, out.Countered, "COUNTERED", "not countered", out.Seed)
	}
	return exitOK
}

// saveClass reads --class: a saving-throw class or a kind of figure.
func saveClass(c string) string {
	switch chainmail.FighterClass(c) {
	case chainmail.MagicUser, chainmail.FightingMan, chainmail.Man, chainmail.Monster:
		return chainmail.SaveClassOf(chainmail.FighterClass(c))
	}
	return c
}

func chainmailSave(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("save", "--level L [--class C] [--against KIND] [--json] [--roll [--seed N]]",
		"Saving throws (Appendix E): two dice against the score of the level's band,\n"+
			"with the class's bonus against the kind of attack added to the dice.", stderr)
	level := fs.Int("level", 0, "the saver's `level` (a creature's hit dice)")
	class := fs.String("class", "all-others", "`class`: magic-user or all-others (or fighting-man, man, creature)")
	against := fs.String("against", "", "`kind` of attack: death, wands, stone, dragon-breath, spells")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "level"); code >= 0 {
		return code
	}
	s, err := r.Character.PlanSave(*level, saveClass(*class), *against)
	if err != nil {
		return refusal(stderr, err)
	}
	out := struct {
		chainmail.Save
		Outcomes []outcomeLine `json:"outcomes"`
		Seed     *uint64       `json:"seed,omitempty"`
	}{Outcomes: []outcomeLine{chanceLine("saved", s.Chance), chanceLine("not saved", chainmail.TwoD6Below(s.Need))}}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		s = chainmail.RollSave(s, src)
	}
	out.Save = s
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "level %d, %s", s.Level, s.Class)
	if s.Against != "" {
		fmt.Fprintf(stdout, ", against %s", s.Against)
	}
	fmt.Fprintf(stdout, " (%s): saves on %d", s.Reference, s.Score)
	if s.Bonus != 0 {
		fmt.Fprintf(stdout, ", %+d on the dice, so %d", s.Bonus, s.Need)
	}
	fmt.Fprintln(stdout)
	for _, n := range s.Reconstructed {
		fmt.Fprintf(stdout, "  reconstructed %s\n", n)
	}
	printOutcomes(stdout, out.Outcomes)
	if rf.roll {
		printVerdict(stdout, s.Roll, s.Saved, "SAVED", "not saved", out.Seed)
	}
	return exitOK
}

// printVerdict is the line that reports a roll of two dice that succeeds
// or not.
func printVerdict(w io.Writer, roll int, ok bool, yes, no string, seed *uint64) {
	verdict := no
	if ok {
		verdict = yes
	}
	fmt.Fprintf(w, "rolled %d: %s (seed %d)\n", roll, verdict, seedOf(seed))
}
