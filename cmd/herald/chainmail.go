package main

import (
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"herald/internal/dice"
	"herald/internal/rule"
	"herald/internal/rulesets/chainmail"
	"herald/internal/rulesets/chainmail/cmdata"
)

func init() {
	register(&command{
		name:    "chainmail",
		summary: "Chainmail tables: melee, mass, missile and fantasy combat odds and rolls",
		run:     runChainmail,
	})
}

const chainmailSynopsis = "melee|mass|missile|fantasy|spells|counter|save|grapple|disarm|stun|creature|capability [flags]"

const chainmailHelp = `
Looks up a Chainmail (1971) table and prints the number needed and the exact
chance of each outcome. With --roll it also rolls the dice and reports what
happened (--seed N for a repeatable roll).

  herald chainmail melee      --weapon W --armour A [--mounted] [--prone]
  herald chainmail mass       --attacker TYPE --defender TYPE --men N [--weapon W]
                              [--formation close|open] [--swiss] [--pips N]
                              [--aspect front|flank|rear] [--defender-men N]
                              [--defender-weapon W] [--defender-formation F]
                              [--defender-swiss] [--defender-pips N] [--two-sided]
  herald chainmail missile    --weapon W --range INCHES --armour A [--cover N]
  herald chainmail fantasy    --attacker X --defender Y [--pips N]
  herald chainmail spells     --rank R | --level L [--complexity N | --spell S]
  herald chainmail counter    --counterer R --caster R [--won-roll-off]
  herald chainmail save       --level L [--class C] [--against KIND]
  herald chainmail grapple    --attacker-fc N --defender-fc N
  herald chainmail disarm     --weapon W --level L [--class C] [--mounted-defender]
  herald chainmail stun
  herald chainmail creature   --name X [--hd N]
  herald chainmail capability --level L [--class fighting-man|magic-user]

Every form takes --json, --roll and --seed. An unknown name exits 2 and
lists the valid ones; a refusal by the rules (out of range, a Hero-1 where
a hero needs 12) exits 1.`

func runChainmail(args []string, stdout, stderr io.Writer) int {
	if code, done := formHelp("chainmail", chainmailSynopsis, chainmailHelp, "a table: "+strings.Join(chainmailForms, ", "), args, stdout, stderr); done {
		return code
	}
	r, err := cmdata.Load()
	if err != nil {
		return fail(stderr, "loading the Chainmail tables: %v", err)
	}
	sub, rest := args[0], args[1:]
	forms := map[string]func(*chainmail.Rules, []string, io.Writer, io.Writer) int{
		"melee": chainmailMelee, "mass": chainmailMass, "missile": chainmailMissile, "fantasy": chainmailFantasy,
		"spells": chainmailSpells, "counter": chainmailCounter, "save": chainmailSave,
		"grapple": chainmailGrapple, "disarm": chainmailDisarm, "stun": chainmailStun,
		"creature": chainmailCreature, "capability": chainmailCapability,
	}
	if f, ok := forms[sub]; ok {
		return f(r, rest, stdout, stderr)
	}
	return fail(stderr, "unknown chainmail table %q; valid: %s", sub, strings.Join(chainmailForms, ", "))
}

// chainmailForms are the tables of herald chainmail, sorted.
var chainmailForms = []string{"capability", "counter", "creature", "disarm", "fantasy", "grapple", "mass", "melee", "missile", "save", "spells", "stun"}

// Limits for mass: the kill distribution is exact (big.Rat) and its size
// grows with the dice; past maxExactDice --json gives decimals only.
const (
	maxMassMen   = 1000
	maxExactDice = 200
)

// rollFlags are the flags every chainmail form shares.
type rollFlags struct {
	json, roll bool
	seed       uint64
}

func (f *rollFlags) add(fs *flag.FlagSet) {
	fs.BoolVar(&f.json, "json", false, "print JSON")
	fs.BoolVar(&f.roll, "roll", false, "roll the dice and report the result")
	fs.Uint64Var(&f.seed, "seed", 0, "seed `N` for --roll (default: a fresh random seed)")
}

// source is the dice for --roll and their seed: --seed when given,
// otherwise one drawn from the operating system (crypto/rand does not
// fail).
func (f *rollFlags) source(fs *flag.FlagSet) (dice.Source, *uint64) {
	seed := f.seed
	if !flagSet(fs, "seed") {
		var b [8]byte
		crand.Read(b[:])
		seed = binary.LittleEndian.Uint64(b[:])
	}
	return dice.NewSeeded(seed), &seed
}

// formHelp answers a command made of forms ("chainmail melee", "argad
// shoot") when it is called with no form (usage, exit 2) or for help. done
// is false when a form is named and the command goes on.
func formHelp(cmd, synopsis, help, needs string, args []string, stdout, stderr io.Writer) (code int, done bool) {
	if len(args) > 0 && args[0] != "-h" && args[0] != "--help" && args[0] != "-help" && args[0] != "help" {
		return 0, false
	}
	fs := newFlags(cmd, synopsis, help, stderr)
	if len(args) == 0 {
		fs.Usage()
		return fail(stderr, "%s needs %s", cmd, needs), true
	}
	fs.SetOutput(stdout)
	fs.Usage()
	return exitOK, true
}

// refusal turns a table error into an exit code: an unknown name is bad
// input (2), any other rule refusal is the rules saying no (1).
func refusal(stderr io.Writer, err error) int {
	var u *rule.UnknownName
	if errors.As(err, &u) {
		return fail(stderr, "%v", err)
	}
	var re *rule.Error
	if errors.As(err, &re) {
		fmt.Fprintf(stderr, "herald: %v\n", err)
		return exitNo
	}
	return fail(stderr, "%v", err)
}

// outcomeLine is one outcome and its exact chance.
type outcomeLine struct {
	Outcome string  `json:"outcome"`
	Exact   string  `json:"exact"`
	P       float64 `json:"p"`
}

func chanceLine(outcome string, f chainmail.Fraction) outcomeLine {
	return outcomeLine{Outcome: outcome, Exact: f.String(), P: f.Float()}
}

func printOutcomes(w io.Writer, lines []outcomeLine) {
	for _, l := range lines {
		fmt.Fprintf(w, "  %-22s %6s  %6.2f%%\n", l.Outcome, l.Exact, 100*l.P)
	}
}

func chainmailMelee(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("melee", "--weapon W --armour A [--mounted] [--prone] [--json] [--roll [--seed N]]",
		"Man-to-man melee (Appendix B): the 2d6 score the attacker's weapon needs to\nkill a man in the defender's armour. --weapon unarmed attacks as a dagger -1.", stderr)
	weapon := fs.String("weapon", "", "attacker's `weapon` (dagger ... pike, lance, unarmed)")
	armour := fs.String("armour", "", "defender's `armour` (none ... plate-shield, horse, barded-horse)")
	mounted := fs.Bool("mounted", false, "a mounted attacker striking a man on foot (+1)")
	prone := fs.Bool("prone", false, "the defender is dismounted and prone (starred cells)")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "weapon", "armour"); code >= 0 {
		return code
	}
	blow := chainmail.Blow{Weapon: *weapon, Armour: chainmail.Armour(*armour), ProneDismounted: *prone}
	if *mounted {
		blow.Modifier += r.Special.Mounted.VersusFoot
	}
	res, err := r.PlanBlow(blow)
	if err != nil {
		return refusal(stderr, err)
	}
	kill := res.KillChance()
	out := struct {
		chainmail.BlowResult
		Outcomes []outcomeLine `json:"outcomes"`
		Seed     *uint64       `json:"seed,omitempty"`
	}{Outcomes: killOutcomes(kill)}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		if res, err = r.ResolveBlow(blow, src); err != nil {
			return refusal(stderr, err)
		}
	}
	out.BlowResult = res
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "%s vs %s (%s): %d or better kills", *weapon, *armour, res.Reference, res.Need)
	if res.Modifier != 0 {
		fmt.Fprintf(stdout, ", %+d on the dice", res.Modifier)
	}
	fmt.Fprintln(stdout)
	printNotes(stdout, res.Notes, res.Cell.Reconstructed)
	printOutcomes(stdout, out.Outcomes)
	if rf.roll {
		verdict := "no kill"
		if res.Killed {
			verdict = "KILLED"
		}
		fmt.Fprintf(stdout, "rolled %d%s: %s (seed %d)\n", res.Roll, modText(res.Modifier), verdict, seedOf(out.Seed))
	}
	return exitOK
}

func chainmailMissile(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("missile", "--weapon W --range INCHES --armour A [--cover N] [--json] [--roll [--seed N]]",
		"Individual missile fire (Appendix B): the 2d6 score that kills at the range\nthird the target is in. Cover subtracts from the dice.", stderr)
	weapon := fs.String("weapon", "", "missile `weapon` (short-bow, horse-bow, light-crossbow, longbow, composite-bow, heavy-crossbow, arquebus)")
	rng := fs.Float64("range", 0, "`inches` to the target")
	armour := fs.String("armour", "", "target's `armour`")
	cover := fs.Int("cover", 0, "cover, `N` off the dice")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "weapon", "range", "armour"); code >= 0 {
		return code
	}
	if !(*rng > 0) {
		return fail(stderr, "--range %g: the target must be some inches away", *rng)
	}
	if *cover < 0 {
		return fail(stderr, "--cover %d: cover is 0 or more", *cover)
	}
	shot, err := r.Missile.PlanShot(*weapon, *rng, chainmail.Armour(*armour), *cover)
	if err != nil {
		return refusal(stderr, err)
	}
	kill := shot.KillChance()
	out := struct {
		chainmail.Shot
		Outcomes []outcomeLine `json:"outcomes"`
		Seed     *uint64       `json:"seed,omitempty"`
	}{Outcomes: killOutcomes(kill)}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		shot = r.Missile.ResolveShot(shot, src)
	}
	out.Shot = shot
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "%s at %g\" (%s range of %d\") vs %s (%s): ", shot.Weapon, shot.Range, shot.Band, shot.MaxRange, shot.Armour, shot.Reference)
	if !shot.CanKill() {
		fmt.Fprintln(stdout, "cannot kill (/)")
	} else {
		fmt.Fprintf(stdout, "%d or better kills", shot.Score)
		if shot.Cover > 0 {
			fmt.Fprintf(stdout, "; cover %d, so the dice need %d", shot.Cover, shot.Score+shot.Cover)
		}
		fmt.Fprintln(stdout)
	}
	printNotes(stdout, nil, shot.Reconstructed)
	printOutcomes(stdout, out.Outcomes)
	if rf.roll && shot.CanKill() {
		verdict := "no kill"
		if shot.Killed {
			verdict = "KILLED"
		}
		fmt.Fprintf(stdout, "rolled %d%s: %s (seed %d)\n", shot.Roll, modText(-shot.Cover), verdict, seedOf(out.Seed))
	}
	return exitOK
}

func chainmailFantasy(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("fantasy", "--attacker X --defender Y [--pips N] [--json] [--roll [--seed N]]",
		"Fantasy combat table (Appendix E): roll 2d6 against the number; under it no\neffect, equal the defender falls back one move, over it the defender dies.\n--pips adds a hero's or superhero's +N; --attacker hero --pips -1 is a Hero-1.", stderr)
	att := fs.String("attacker", "", "attacking `creature` (balrog, dragon, ..., wraith)")
	def := fs.String("defender", "", "defending `creature`")
	pips := fs.Int("pips", 0, "attacker's pips, e.g. 1 for Superhero+1, -1 for Hero-1")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "attacker", "defender"); code >= 0 {
		return code
	}
	a := chainmail.FantasyAttack{Attacker: *att, Defender: *def, Pips: *pips}
	res, err := r.Fantasy.PlanFantasy(a)
	if err != nil {
		return refusal(stderr, err)
	}
	out := struct {
		chainmail.FantasyResult
		Outcomes []outcomeLine `json:"outcomes"`
		Seed     *uint64       `json:"seed,omitempty"`
	}{Outcomes: []outcomeLine{
		chanceLine(string(chainmail.NoEffect), res.Chances.NoEffect),
		chanceLine(string(chainmail.FallBack), res.Chances.FallBack),
		chanceLine(string(chainmail.Killed), res.Chances.Killed),
	}}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		if res, err = r.Fantasy.ResolveFantasy(a, src); err != nil {
			return refusal(stderr, err)
		}
	}
	out.FantasyResult = res
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "%s vs %s (%s): %d", *att, *def, res.Reference, res.Score)
	if res.Modifier != 0 {
		fmt.Fprintf(stdout, ", %+d on the dice", res.Modifier)
	}
	fmt.Fprintln(stdout)
	printNotes(stdout, res.Notes, res.Reconstructed)
	printOutcomes(stdout, out.Outcomes)
	if res.MayWithdraw {
		fmt.Fprintf(stdout, "a %s may withdraw from combat after a NO EFFECT\n", *def)
	}
	if rf.roll {
		fmt.Fprintf(stdout, "rolled %d%s: defender %s (seed %d)\n", res.Roll, modText(res.Modifier), res.Outcome, seedOf(out.Seed))
	}
	return exitOK
}

func printNotes(w io.Writer, notes []string, reconstructed string) {
	for _, n := range notes {
		fmt.Fprintf(w, "  note: %s\n", n)
	}
	if reconstructed != "" {
		fmt.Fprintf(w, "  reconstructed cell: %s\n", reconstructed)
	}
}

func killFaces(from int) string {
	if from == 6 {
		return "6"
	}
	if from == 5 {
		return "5, 6"
	}
	return fmt.Sprintf("%d-6", from)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func modText(m int) string {
	if m == 0 {
		return ""
	}
	return fmt.Sprintf(" (%+d)", m)
}

func seedOf(p *uint64) uint64 {
	if p == nil {
		return 0
	}
	return *p
}

// killOutcomes are the two outcomes of a 2d6 roll to kill.
func killOutcomes(kill chainmail.Fraction) []outcomeLine {
	return []outcomeLine{chanceLine("kill", kill), chanceLine("no kill", chainmail.Fraction{Num: kill.Den - kill.Num, Den: kill.Den})}
}
