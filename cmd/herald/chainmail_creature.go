package main

import (
	"fmt"
	"io"
	"math/big"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

func chainmailCreature(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("creature", "--name X [--hd N] [--json] [--roll [--seed N]]",
		"A creature of the creatures table (Appendix E): its armour class (the\n"+
			"man-to-man column it is struck on), hit dice and hit points, the troop types\n"+
			"it attacks and defends as, its fantasy combat column, and herald's breath\n"+
			"weapons and gazes. --roll rolls its hit points.", stderr)
	name := fs.String("name", "", "the `creature` (basilisk ... zombie)")
	hd := fs.Int("hd", 0, "its hit dice, within a printed range (default: herald's pick)")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "name"); code >= 0 {
		return code
	}
	cr, err := r.Creatures.Creature(*name)
	if err != nil {
		return refusal(stderr, err)
	}
	out := struct {
		chainmail.Creature
		Fighter  *chainmail.Fighter          `json:"fighter,omitempty"`
		HPLow    int                         `json:"hp_low,omitempty"`
		HPHigh   int                         `json:"hp_high,omitempty"`
		HPMean   string                      `json:"hp_mean,omitempty"`
		Move     int                         `json:"move,omitempty"`
		Specials []chainmail.CreatureSpecial `json:"specials,omitempty"`
		HP       int                         `json:"hp,omitempty"`
		Ref      string                      `json:"ref"`
		Seed     *uint64                     `json:"seed,omitempty"`
	}{Creature: cr, Specials: r.Specials(cr.Name), Ref: r.Creatures.Ref}
	f, err := r.NewFighter(chainmail.Fighter{Name: cr.Name, Class: chainmail.Monster, Creature: cr.Name, HitDice: chainmail.HitDice{Dice: *hd}})
	if err == nil {
		out.Fighter = &f
		out.HPLow, out.HPHigh = r.HitPointRange(f.HitDice)
		mean := big.NewRat(int64(f.HitDice.Dice*(r.Rulings.Figures.HitDie+1)+2*f.HitDice.Plus), 2)
		out.HPMean = mean.RatString()
		out.Move, _ = r.Movement.RateOf(f.DefendAs)
	} else if *hd != 0 || cr.AC != 0 && cr.Attack != "" {
		return refusal(stderr, err)
	}
	if rf.roll && out.Fighter != nil {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		out.HP = r.HitPoints(f.HitDice, src, "chainmail hit points: "+cr.Name)
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	printCreature(stdout, out.Creature, out.Fighter, out.Ref)
	if out.Fighter != nil {
		fmt.Fprintf(stdout, "  hit points %d-%d, %s on average; moves %d\" (as %s, herald's default)\n", out.HPLow, out.HPHigh, out.HPMean, out.Move, out.Fighter.DefendAs)
	}
	for _, s := range out.Specials {
		fmt.Fprintf(stdout, "  %s (herald's ruling): %s; %s, save against %s; %d a battle\n", s.Name, shapeText(s.Shape), s.Effect.Damage, s.Effect.Save, s.Uses)
	}
	if rf.roll && out.Fighter != nil {
		fmt.Fprintf(stdout, "rolled %d hit points (seed %d)\n", out.HP, seedOf(out.Seed))
	}
	return exitOK
}

func printCreature(w io.Writer, cr chainmail.Creature, f *chainmail.Fighter, ref string) {
	fmt.Fprintf(w, "%s (%s)\n", cr.Name, ref)
	if f == nil {
		fmt.Fprintln(w, "  the table gives it no armour class or attack: herald cannot field it")
		if cr.HD != "" {
			fmt.Fprintf(w, "  AC %d, hit dice %s\n", cr.AC, cr.HD)
		}
		return
	}
	fmt.Fprintf(w, "  AC %d (struck on the %s column), hit dice %s (fights with %s)\n", cr.AC, f.Armour, cr.HD, f.HitDice)
	fmt.Fprintf(w, "  attacks as %d %s, defends as %s", f.Men, cr.Attack, cr.Defend)
	if f.Pips != 0 {
		fmt.Fprintf(w, ", %+d on the highest die", f.Pips)
	}
	fmt.Fprintln(w)
	if cr.Fantasy != "" {
		fmt.Fprintf(w, "  fights fantastic foes as %s on the fantasy combat table\n", cr.Fantasy)
	}
	if cr.Note != "" {
		fmt.Fprintf(w, "  note: %s\n", cr.Note)
	}
}

func chainmailCapability(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("capability", "--level L [--class fighting-man|magic-user] [--json]",
		"Fighting capability (Appendix E): what a fighting-man and a magic-user of a\n"+
			"level fight as (men, pips, fantasy column), their hit dice, saving throw,\n"+
			"and a magic-user's rank and spells known per spell level.", stderr)
	level := fs.Int("level", 0, "experience `level` 1-16")
	class := fs.String("class", "", "only this class: fighting-man or magic-user")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "level"); code >= 0 {
		return code
	}
	row, err := r.Character.CapabilityAt(*level)
	if err != nil {
		return refusal(stderr, err)
	}
	classes := []chainmail.FighterClass{chainmail.FightingMan, chainmail.MagicUser}
	switch chainmail.FighterClass(*class) {
	case "":
	case chainmail.FightingMan, chainmail.MagicUser:
		classes = []chainmail.FighterClass{chainmail.FighterClass(*class)}
	default:
		return fail(stderr, "--class %q: fighting-man or magic-user", *class)
	}
	type entry struct {
		Class   chainmail.FighterClass `json:"class"`
		Printed string                 `json:"printed"`
		chainmail.Capability
		HitDice chainmail.HitDice `json:"hit_dice"`
		Save    int               `json:"save"`
		Rank    string            `json:"rank,omitempty"`
		Spells  []int             `json:"spells_known,omitempty"`
		Book    []string          `json:"spell_book,omitempty"`
	}
	out := struct {
		Level   int     `json:"level"`
		Entries []entry `json:"entries"`
		Ref     string  `json:"ref"`
	}{Level: *level, Ref: chainmail.RefCapacity}
	for _, c := range classes {
		f, err := r.NewFighter(chainmail.Fighter{Name: string(c), Class: c, Level: *level})
		if err != nil {
			return refusal(stderr, err)
		}
		s, _ := r.Character.PlanSave(*level, f.SaveClass(), "")
		e := entry{Class: c, Printed: row.FightingMan, Capability: row.Fighter, HitDice: f.HitDice, Save: s.Need}
		if c == chainmail.MagicUser {
			e.Printed, e.Capability, e.Rank, e.Spells = row.MagicUser, row.Mage, f.Rank, row.Spells
			e.Book, _ = r.Spellbook(f, nil)
		}
		out.Entries = append(out.Entries, e)
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "level %d (%s)\n", *level, out.Ref)
	for _, e := range out.Entries {
		fmt.Fprintf(stdout, "  %s: %q: fights as %d %s", e.Class, e.Printed, e.Men, plural(e.Men, "man", "men"))
		if e.Pips != 0 {
			fmt.Fprintf(stdout, " %+d", e.Pips)
		}
		if e.Fantasy != "" {
			fmt.Fprintf(stdout, "; on the fantasy table as %s", e.Fantasy)
			if e.FantasyPips != 0 {
				fmt.Fprintf(stdout, " %+d", e.FantasyPips)
			}
		} else {
			fmt.Fprint(stdout, "; below Hero - 1, not on the fantasy table")
		}
		fmt.Fprintf(stdout, "; %s hit dice; saves on %d\n", e.HitDice, e.Save)
		if e.Reconstructed != "" {
			fmt.Fprintf(stdout, "    reconstructed: %s\n", e.Reconstructed)
		}
		if e.Class == chainmail.MagicUser {
			fmt.Fprintf(stdout, "    casts as a %s; spells known by spell level %v; herald's default book %v\n", e.Rank, e.Spells, e.Book)
		}
	}
	return exitOK
}

// shapeText says where a spell or breath lands.
func shapeText(s chainmail.Shape) string {
	switch s.Kind {
	case chainmail.ShapeBlast:
		return fmt.Sprintf("a blast of radius %v up to %v away", s.Radius, s.Range)
	case chainmail.ShapeBolt:
		return fmt.Sprintf("a bolt %v long and %v wide", s.Length, s.Width)
	}
	return fmt.Sprintf("one target within %v", s.Range)
}
