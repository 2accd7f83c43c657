package main

import (
	"fmt"
	"io"
	"math"
	"strings"

	"herald/internal/dice"
	"herald/internal/rulesets/argad"
	"herald/internal/rulesets/argad/argaddata"
)

func init() {
	register(&command{
		name:    "argad",
		summary: "Argad! calculators: a figure's move, a shot's needs, a melee strike's outcomes",
		run:     runArgad,
	})
}

const argadSynopsis = "move|shoot|melee [flags]"

const argadHelp = `
Reads the Argad! quick-reference sheet (figures on a table measured in cm)
and prints what the rules give, with the exact chance of each outcome.

  herald argad move  --troop foot|cavalry|mounted-foot --armour light|4|5
                     [--pavise] [--close-order forward|sideways] [--terrain T]
  herald argad shoot --weapon javelin|mounted-javelin|crossbow|longbow|bow|sling
                     --range CM --armour light|4|5 [--cover partial|slit|pavise|pavise-wall]
                     [--furtive-target] [--moving-shooter] [--furtive-shooter]
                     [--from-opening] [--mounted-target] [--woods CM]
  herald argad melee --class N --armour light|4|5 --defender-class N
                     --defender-armour light|4|5 [--modifier M] [--with NAME,...]

Every form takes --json; shoot and melee (and move with --terrain) take
--roll [--seed N]. A rules "no" (an out-of-range shot, a crossbow shot on
the move, a pavise on a horse) exits 1; a bad name or number exits 2 and
says what is valid. Each answer names the rows of the sheet it read by
their tags (data/argad/README.md).`

func runArgad(args []string, stdout, stderr io.Writer) int {
	if code, done := formHelp("argad", argadSynopsis, argadHelp, "a calculator: move, shoot or melee", args, stdout, stderr); done {
		return code
	}
	r, err := argaddata.Load()
	if err != nil {
		return fail(stderr, "loading the Argad! tables: %v", err)
	}
	sub, rest := args[0], args[1:]
	switch sub {
	case "move":
		return argadMove(r, rest, stdout, stderr)
	case "shoot":
		return argadShoot(r, rest, stdout, stderr)
	case "melee":
		return argadMelee(r, rest, stdout, stderr)
	}
	return fail(stderr, "unknown argad calculator %q; valid: melee, move, shoot", sub)
}

func argadLine(outcome string, c argad.Chance) outcomeLine {
	return outcomeLine{Outcome: outcome, Exact: c.String(), P: c.Float()}
}

// argadMoveOut is the move calculator's answer.
type argadMoveOut struct {
	CM          int           `json:"cm"`
	Troop       argad.Troop   `json:"troop"`
	Armour      argad.Armour  `json:"armour"`
	Rule        string        `json:"rule"`
	Rules       []string      `json:"rules"`
	SlowingDice int           `json:"slowing_dice"`
	Terrain     *argadTerrain `json:"terrain,omitempty"`
	Rolled      *argad.Slowed `json:"rolled,omitempty"`
	Seed        *uint64       `json:"seed,omitempty"`
}

// argadTerrain is a move through difficult ground: every move left.
type argadTerrain struct {
	Name     string        `json:"name,omitempty"`
	Cell     string        `json:"cell,omitempty"`
	Going    argad.Going   `json:"going"`
	Halved   int           `json:"halved"`
	Outcomes []outcomeLine `json:"outcomes"`
	Blocked  outcomeLine   `json:"blocked"`
	Rules    []string      `json:"rules"`
}

func argadMove(r *argad.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("move", "--troop T --armour A [--pavise] [--close-order forward|sideways] [--terrain T] [--json] [--roll [--seed N]]",
		"A figure's move in cm on easy ground this game turn. With --terrain (a going:\neasy, difficult, very-difficult, or a terrain: bushes, woods, hard-slope,\nearth-bank, stakes, low-wall ...) also every move the slowing dice leave and\nthe chance of being blocked for the whole game turn.", stderr)
	troop := fs.String("troop", "", "troop `type`: foot, cavalry or mounted-foot")
	armour := fs.String("armour", "", "`armour`: light, 4 or 5")
	pavise := fs.Bool("pavise", false, "carries a pavise")
	closeOrder := fs.String("close-order", "", "moves in close order: `forward` or sideways (backward)")
	terrain := fs.String("terrain", "", "the `ground` the move enters")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "argad "+fs.Name(), "troop", "armour"); code >= 0 {
		return code
	}
	m, err := argadMover(*troop, *armour, *pavise, *closeOrder)
	if err != nil {
		return refusal(stderr, err)
	}
	a, err := r.Allowance(m)
	if err != nil {
		return refusal(stderr, err)
	}
	out := argadMoveOut{CM: a.CM, Troop: m.Troop, Armour: m.Armour, Rule: a.Rule, Rules: a.Rules, SlowingDice: a.SlowingDice}
	if *terrain != "" {
		going, tr, err := argadGoing(r, *terrain, m)
		if err != nil {
			return refusal(stderr, err)
		}
		p, err := r.PlanSlow(m, going)
		if err != nil {
			return refusal(stderr, err)
		}
		tr.Going, tr.Halved, tr.Rules, tr.Blocked = going, p.Halved, p.Rules, argadLine("blocked", p.Blocked)
		for _, o := range p.Outcomes {
			tr.Outcomes = append(tr.Outcomes, argadLine(fmt.Sprintf("%d cm", o.CM), o.Chance))
		}
		out.Terrain = &tr
		if rf.roll {
			var src dice.Source
			src, out.Seed = rf.source(fs)
			s, err := r.Slow(m, going, src)
			if err != nil {
				return refusal(stderr, err)
			}
			out.Rolled = &s
		}
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	printArgadMove(stdout, m, out)
	return exitOK
}

func argadMover(troop, armour string, pavise bool, closeOrder string) (argad.Mover, error) {
	t, err := argad.ParseTroop(troop)
	if err != nil {
		return argad.Mover{}, err
	}
	a, err := argad.ParseArmour(armour)
	if err != nil {
		return argad.Mover{}, err
	}
	m := argad.Mover{Troop: t, Armour: a, Pavise: pavise}
	if closeOrder != "" {
		if m.CloseOrder, err = argad.ParseCloseOrder(closeOrder); err != nil {
			return argad.Mover{}, err
		}
	}
	return m, nil
}

// argadGoing reads --terrain: a going, or a terrain of the table whose
// cell for the mover gives the going.
func argadGoing(r *argad.Rules, name string, m argad.Mover) (argad.Going, argadTerrain, error) {
	if g, err := argad.ParseGoing(name); err == nil {
		return g, argadTerrain{}, nil
	}
	if _, err := r.TerrainNamed(name); err != nil {
		return "", argadTerrain{}, fmt.Errorf("--terrain %q is neither a going (easy, difficult, very-difficult) nor a terrain: %w", name, err)
	}
	c, err := r.GoingIn(name, m)
	if err != nil {
		return "", argadTerrain{}, err
	}
	return c.Going, argadTerrain{Name: name, Cell: c.Tag}, nil
}

func printArgadMove(w io.Writer, m argad.Mover, out argadMoveOut) {
	what := string(m.Troop)
	if m.Pavise {
		what += " with a pavise"
	}
	if m.CloseOrder != argad.Loose {
		what += " in close order, moving " + string(m.CloseOrder)
	}
	fmt.Fprintf(w, "%s in %s: %d cm (%s)\n", what, m.Armour.Name(), out.CM, out.Rule)
	tr := out.Terrain
	if tr == nil {
		return
	}
	where := string(tr.Going)
	if tr.Name != "" {
		where = fmt.Sprintf("%s (%s, %s)", tr.Name, tr.Going, tr.Cell)
	}
	switch tr.Going {
	case argad.Easy:
		fmt.Fprintf(w, "on %s ground: no slowing dice\n", where)
		return
	case argad.VeryDifficult:
		fmt.Fprintf(w, "in %s: halved to %d cm, less %d %s\n", where, tr.Halved, out.SlowingDice, plural(out.SlowingDice, "die", "dice"))
	default:
		fmt.Fprintf(w, "in %s: less %d %s\n", where, out.SlowingDice, plural(out.SlowingDice, "die", "dice"))
	}
	printOutcomes(w, append(tr.Outcomes, tr.Blocked))
	if s := out.Rolled; s != nil {
		verdict := fmt.Sprintf("%d cm left", s.CM)
		if s.Blocked {
			verdict = "BLOCKED for the whole game turn"
		}
		fmt.Fprintf(w, "rolled %v: %s (seed %d)\n", s.Dice, verdict, seedOf(out.Seed))
	}
}

// argadShotOut is the shoot calculator's answer.
type argadShotOut struct {
	argad.ShotPlan
	Outcomes []outcomeLine `json:"outcomes"`
	Natural  int           `json:"natural,omitempty"`
	Rolls    []int         `json:"rolls,omitempty"`
	Hits     *bool         `json:"hits,omitempty"`
	Seed     *uint64       `json:"seed,omitempty"`
}

func argadShoot(r *argad.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("shoot", "--weapon W --range CM --armour A [--cover C] [--furtive-target] [--moving-shooter] [--json] [--roll [--seed N]]",
		"A shot: the range band, the table's entry (5-6, 6 or 7 on the die; 7 is a\nsix then a six), every modifier, the total after the -2 cap, and the chance\nto hit. An out-of-range shot, or a weapon that must stand still shot on the\nmove, exits 1.", stderr)
	weapon := fs.String("weapon", "", "`weapon`: javelin, mounted-javelin, crossbow, longbow, bow (other bows) or sling")
	rangeCM := fs.Float64("range", -1, "range in `cm`, edge to edge")
	armour := fs.String("armour", "", "the target's `armour`: light, 4 or 5")
	cover := fs.String("cover", "", "the target's `cover`: partial, slit, pavise, pavise-wall, forest-edge (a comma list: the worst counts)")
	woods := fs.Float64("woods", 0, "`cm` of forest the line of fire crosses (more than 10: no shot)")
	furtiveTarget := fs.Bool("furtive-target", false, "the target moved, hidden or in contact with the shooter's friends at both ends of its move")
	movingShooter := fs.Bool("moving-shooter", false, "the shooter moves this game turn")
	furtiveShooter := fs.Bool("furtive-shooter", false, "the shooter shows himself a moment to shoot while moving")
	fromOpening := fs.Bool("from-opening", false, "the shooter is at a window or arrow slit (ext. entries refused)")
	mountedTarget := fs.Bool("mounted-target", false, "the target is mounted (cover for men on foot does not count)")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "argad "+fs.Name(), "weapon", "range", "armour"); code >= 0 {
		return code
	}
	if *rangeCM < 0 || math.IsNaN(*rangeCM) || math.IsInf(*rangeCM, 0) {
		return fail(stderr, "--range %g: give a distance of 0 cm or more", *rangeCM)
	}
	if *woods < 0 || math.IsNaN(*woods) || math.IsInf(*woods, 0) {
		return fail(stderr, "--woods %g: give a width of 0 cm or more", *woods)
	}
	a, err := argad.ParseArmour(*armour)
	if err != nil {
		return refusal(stderr, err)
	}
	s := argad.Shot{Weapon: *weapon, RangeCM: *rangeCM,
		Shooter: argad.Shooter{Moving: *movingShooter, Furtive: *furtiveShooter, AtOpening: *fromOpening},
		Target:  argad.Target{Armour: a, Mounted: *mountedTarget, Furtive: *furtiveTarget, WoodsCM: *woods}}
	if *weapon == "mounted-javelin" { // the row is a rider's on the move
		s.Shooter.Mounted, s.Shooter.Moving = true, true
	}
	for c := range strings.SplitSeq(*cover, ",") {
		if c = strings.TrimSpace(c); c != "" {
			s.Target.Cover = append(s.Target.Cover, c)
		}
	}
	p, err := r.PlanShot(s)
	if err != nil {
		return refusal(stderr, err)
	}
	out := argadShotOut{ShotPlan: p, Outcomes: []outcomeLine{argadLine("hit", p.Hit), argadLine("missed", p.Miss)}}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		res, err := r.Shoot(s, src)
		if err != nil {
			return refusal(stderr, err)
		}
		out.Natural, out.Rolls, out.Hits = res.Natural, res.Rolls, &res.Hits
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "%s, at a target in %s\n", p.Describe(), a.Name())
	printArgadModifiers(stdout, p.Modifiers)
	printNotes(stdout, p.Notes, "")
	printFaces(stdout, p.Results)
	printOutcomes(stdout, out.Outcomes)
	if out.Hits != nil {
		verdict := "missed"
		if *out.Hits {
			verdict = "HIT (killed)"
		}
		fmt.Fprintf(stdout, "rolled %v, a natural %d%s: %s (seed %d)\n", out.Rolls, out.Natural, modText(p.Modifier), verdict, seedOf(out.Seed))
	}
	return exitOK
}

func printArgadModifiers(w io.Writer, mods []argad.Modifier) {
	for _, m := range mods {
		note := ""
		if m.Note != "" {
			note = "  (" + m.Note + ")"
		}
		fmt.Fprintf(w, "  %-22s %+d  %s%s\n", m.Name, m.Value, m.Tag, note)
	}
}

// printFaces prints what each natural face does, 1 to 7.
func printFaces[T ~string](w io.Writer, results map[string]T) {
	var parts []string
	for f := argad.NaturalMin; f <= argad.NaturalMax; f++ {
		parts = append(parts, fmt.Sprintf("%d %s", f, results[fmt.Sprint(f)]))
	}
	fmt.Fprintf(w, "  natural die: %s\n", strings.Join(parts, ", "))
}

// argadMeleeOut is the melee calculator's answer.
type argadMeleeOut struct {
	argad.StrikePlan
	Class          int              `json:"class"`
	Armour         argad.Armour     `json:"armour"`
	DefenderClass  int              `json:"defender_class"`
	DefenderArmour argad.Armour     `json:"defender_armour"`
	Modifiers      []argad.Modifier `json:"modifiers"`
	Outcomes       []outcomeLine    `json:"outcomes"`
	Simultaneous   string           `json:"simultaneous"`
	Strike         *argad.Strike    `json:"strike,omitempty"`
	Seed           *uint64          `json:"seed,omitempty"`
}

func argadMelee(r *argad.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("melee", "--class N --armour A --defender-class N --defender-armour A [--modifier M] [--with NAME,...] [--json] [--roll [--seed N]]",
		"One melee strike: what each natural face (1-6, and 7 = a six then a six) does\nagainst the defender's class and armour, and the chance of each outcome.\nClass 2 takes its -1 from --class; --with adds the sheet's modifiers by name\n(two-handed, heavy-tool, improvised, obstacle, uphill, cavalry-vs-foot,\nfoot-vs-cavalry, mounted-foot-vs-cavalry, bill, charge, couched-lance,\nbraced), and --modifier M adds any other.", stderr)
	class := fs.Int("class", 0, "the striker's `class`")
	armour := fs.String("armour", "", "the striker's `armour`: light, 4 or 5")
	defClass := fs.Int("defender-class", 0, "the defender's `class`")
	defArmour := fs.String("defender-armour", "", "the defender's `armour`: light, 4 or 5")
	modifier := fs.Int("modifier", 0, "any further `modifier` to the die")
	with := fs.String("with", "", "the sheet's melee modifiers that apply, by `name`, comma separated")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "argad "+fs.Name(), "class", "armour", "defender-class", "defender-armour"); code >= 0 {
		return code
	}
	lo, hi := r.Rulings.ClassMin, r.Rulings.ClassMax
	for _, c := range []struct {
		flag  string
		class int
	}{{"--class", *class}, {"--defender-class", *defClass}} {
		if c.class < lo || c.class > hi {
			return fail(stderr, "%s %d: classes run %d to %d (%s)", c.flag, c.class, lo, hi, argad.RulingClasses)
		}
	}
	if *modifier < -10 || *modifier > 10 {
		return fail(stderr, "--modifier %d: give -10 to 10", *modifier)
	}
	a, err := argad.ParseArmour(*armour)
	if err != nil {
		return refusal(stderr, err)
	}
	da, err := argad.ParseArmour(*defArmour)
	if err != nil {
		return refusal(stderr, err)
	}
	var names []string
	for n := range strings.SplitSeq(*with, ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	if *class == 2 {
		names = append(names, "class2")
	}
	mods, total, err := r.TotalMeleeModifiers(names)
	if err != nil {
		return refusal(stderr, err)
	}
	if *modifier != 0 {
		mods = append(mods, argad.Modifier{Name: "--modifier", Value: *modifier, Counted: true})
		total += *modifier
	}
	foe := argad.Foe{Class: *defClass, Armour: da}
	p, err := r.PlanStrike(total, foe)
	if err != nil {
		return refusal(stderr, err)
	}
	out := argadMeleeOut{StrikePlan: p, Class: *class, Armour: a, DefenderClass: *defClass, DefenderArmour: da, Modifiers: mods,
		Simultaneous: simultaneousNote(*class, a, *defClass, da)}
	if out.Modifiers == nil {
		out.Modifiers = []argad.Modifier{}
	}
	for _, c := range p.Chances {
		out.Outcomes = append(out.Outcomes, argadLine(string(c.Outcome), c.Chance))
	}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		s, err := r.RollStrike(total, foe, src, "argad melee")
		if err != nil {
			return refusal(stderr, err)
		}
		out.Strike = &s
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	printArgadMelee(stdout, out)
	return exitOK
}

// simultaneousNote says whose result stands when both men strike at the
// same moment with the same result (the sheet's line 39).
func simultaneousNote(class int, a argad.Armour, defClass int, da argad.Armour) string {
	const both = "if both strike at once and both hit (or both make the other recoil): "
	switch {
	case class > defClass:
		return both + "the striker's stands, the higher class"
	case class < defClass:
		return both + "the defender's stands, the higher class"
	case a.Value() > da.Value():
		return both + "the striker's stands, the higher armour"
	case a.Value() < da.Value():
		return both + "the defender's stands, the higher armour"
	}
	return both + "the higher natural die decides; if the dice are equal too, both recoil (" + argad.RulingTie + ")"
}

func printArgadMelee(w io.Writer, out argadMeleeOut) {
	fmt.Fprintf(w, "class %d in %s strikes class %d in %s, modifier %+d\n",
		out.Class, out.Armour.Name(), out.DefenderClass, out.DefenderArmour.Name(), out.Modifier)
	printArgadModifiers(w, out.Modifiers)
	for f := argad.NaturalMin; f <= argad.NaturalMax; f++ {
		k := fmt.Sprint(f)
		fmt.Fprintf(w, "  natural %d: %-7s %s\n", f, out.Results[k], out.Rules[k])
	}
	printOutcomes(w, out.Outcomes)
	fmt.Fprintln(w, out.Simultaneous)
	if s := out.Strike; s != nil {
		fmt.Fprintf(w, "rolled %v, a natural %d%s: %s (seed %d)\n", s.Rolls, s.Natural, modText(out.Modifier), strings.ToUpper(string(s.Outcome)), seedOf(out.Seed))
	}
}
