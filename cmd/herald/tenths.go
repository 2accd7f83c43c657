package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"herald/internal/rule"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/tenthsdata"
)

func init() {
	register(&command{
		name:    "tenths",
		summary: "the tenths rules' tables: bash, riding, lance, athletics; the modules",
		run:     runTenths,
	})
}

const tenthsSynopsis = "bash|riding|lance|athletics|modules [flags]"

const tenthsHelp = `
Looks up a table of the "tenths" rules (a hex skirmish clock in tenths of a
turn) and explains the answer.

  herald tenths bash      --blow N --excess N (--parry N [--shield] | --hit --armour N --strength N)
                          [--rider-skill S --horse-skill S [--mounted-attacker]]
  herald tenths riding    --horse-skill S --rider-skill S
  herald tenths lance     --horse walk|canter|gallop --target MOTION
  herald tenths athletics --rate N --skill S [--ground soft|muddy|difficult]
  herald tenths modules

Skills are decimals with one place (6.4). Every form takes --json. A bad
flag or an unknown name exits 2 and says what is valid; a refusal by the
rules (an untrained rider, a lance from a standing horse) exits 1.`

func runTenths(args []string, stdout, stderr io.Writer) int {
	if code, done := formHelp("tenths", tenthsSynopsis, tenthsHelp, "a table: bash, riding, lance, athletics or modules", args, stdout, stderr); done {
		return code
	}
	r, err := tenthsdata.Load()
	if err != nil {
		return fail(stderr, "loading the tenths tables: %v", err)
	}
	sub, rest := args[0], args[1:]
	switch sub {
	case "bash":
		return tenthsBash(r, rest, stdout, stderr)
	case "riding":
		return tenthsRiding(r, rest, stdout, stderr)
	case "lance":
		return tenthsLance(r, rest, stdout, stderr)
	case "athletics":
		return tenthsAthletics(r, rest, stdout, stderr)
	case "modules":
		return tenthsModules(rest, stdout, stderr)
	}
	return fail(stderr, "unknown tenths table %q; valid: athletics, bash, lance, modules, riding", sub)
}

// tenthsRefusal turns an error into an exit code: an unknown name is bad
// input (2), a rule's refusal the rules saying no (1).
func tenthsRefusal(stderr io.Writer, err error) int {
	var u *tenths.UnknownName
	if errors.As(err, &u) {
		return fail(stderr, "%v", err)
	}
	return refusal(stderr, err)
}

// decimalFlag reads a skill flag; ok is false (and the message printed)
// when it is not a decimal in 0..30.
func decimalFlag(stderr io.Writer, name, v string) (tenths.Decimal, bool) {
	d, err := tenths.ParseDecimal(v)
	if err != nil {
		fail(stderr, "--%s: %v", name, err)
		return 0, false
	}
	if d < 0 || d > tenths.Whole(30) {
		fail(stderr, "--%s %s: give a skill from 0.0 to 30.0", name, d)
		return 0, false
	}
	return d, true
}

// bounded checks integer flags against a range.
func bounded(stderr io.Writer, lo, hi int, flags map[string]int) bool {
	for name, v := range flags {
		if v < lo || v > hi {
			fail(stderr, "--%s %d: give %d to %d", name, v, lo, hi)
			return false
		}
	}
	return true
}

func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			set = true
		}
	})
	return set
}

func bashEffectText(b tenths.Bash) string {
	switch b.Effect {
	case tenths.AttackerBack:
		return fmt.Sprintf("the attacker must move back %d %s", b.Hexes, plural(b.Hexes, "hex", "hexes"))
	case tenths.DefenderBack:
		return fmt.Sprintf("the defender must move back %d %s", b.Hexes, plural(b.Hexes, "hex", "hexes"))
	case tenths.KnockedDown:
		return "the defender is knocked over"
	case tenths.HorseBack:
		return "the horse moves back one hex"
	case tenths.RiderKnockedOff:
		return "the rider is knocked off"
	}
	return "no effect"
}

func tenthsBash(r *tenths.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bash", "--blow N --excess N (--parry N [--shield] | --hit --armour N --strength N) [--rider-skill S --horse-skill S [--mounted-attacker]] [--json]",
		"The bash table (knock back): a parried attack's Bash Score is the attacking blow\nstrength less the parrying one plus the (negative) excess, ten less for a shield; a\nhit's is blow strength less armour less the defender's Strength plus the excess.\nWith --rider-skill and --horse-skill a hit is on a rider (knock backs, mounted combat).", stderr)
	blow := fs.Int("blow", 0, "the attacker's blow strength")
	excess := fs.Int("excess", 0, "the attack excess")
	parry := fs.Int("parry", 0, "the parrying weapon's blow strength")
	shield := fs.Bool("shield", false, "the parrying weapon is a shield")
	hit := fs.Bool("hit", false, "the attack hit")
	arm := fs.Int("armour", 0, "armour protection on the area hit")
	strength := fs.Int("strength", 0, "the defender's Strength")
	riderSkill := fs.String("rider-skill", "", "a rider was hit: his skill `S`")
	horseSkill := fs.String("horse-skill", "", "and his horse's skill `S`")
	mounted := fs.Bool("mounted-attacker", false, "the attacker is a horseman (his move back is ignored)")
	asJSON := fs.Bool("json", false, "print JSON")
	if code := parseFlagsOnly(fs, args, stdout, stderr, "tenths bash", "blow", "excess"); code >= 0 {
		return code
	}
	if !bounded(stderr, -100, 100, map[string]int{"blow": *blow, "excess": *excess, "parry": *parry, "armour": *arm, "strength": *strength}) {
		return exitUsage
	}
	parried := flagSet(fs, "parry")
	if parried == *hit {
		return fail(stderr, "tenths bash needs either --parry N (a parried attack) or --hit")
	}
	if *hit && (!flagSet(fs, "armour") || !flagSet(fs, "strength")) {
		return fail(stderr, "tenths bash --hit needs --armour and --strength")
	}
	onRider := *riderSkill != "" || *horseSkill != ""
	var rs, hs tenths.Decimal
	if onRider {
		if !*hit {
			return fail(stderr, "--rider-skill and --horse-skill are for a hit on a rider (--hit)")
		}
		var ok bool
		if rs, ok = decimalFlag(stderr, "rider-skill", *riderSkill); !ok {
			return exitUsage
		}
		if hs, ok = decimalFlag(stderr, "horse-skill", *horseSkill); !ok {
			return exitUsage
		}
	}
	out := struct {
		tenths.Bash
		FallBlow *int `json:"fall_blow,omitempty"`
	}{}
	if parried {
		if *excess >= 0 {
			return tenthsRefusal(stderr, &rule.Error{Set: tenths.SetName, Rule: tenths.TagKnockBack, Msg: "a parried attack's excess is negative"})
		}
		score, notes := r.Bash.ParriedBash(*blow, *parry, *excess, *shield)
		out.Bash = r.Bash.OnFoot(score, false)
		out.Notes = append(notes, out.Notes...)
	} else {
		if *excess < 0 {
			return tenthsRefusal(stderr, &rule.Error{Set: tenths.SetName, Rule: tenths.TagKnockBack, Msg: "an attack that hits has an excess of 0 or more"})
		}
		score, note := tenths.HitBash(*blow, *arm, *strength, *excess)
		if onRider {
			out.Bash = r.Bash.OnRider(score, tenths.SkillSum(rs, hs), *mounted)
			if out.Effect == tenths.RiderKnockedOff {
				fb := tenths.KnockOffBlow(score, tenths.SkillSum(rs, hs))
				out.FallBlow = &fb
			}
		} else {
			out.Bash = r.Bash.OnFoot(score, true)
		}
		out.Notes = append([]string{note}, out.Notes...)
	}
	if *asJSON {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "Bash Score %d (%s, %q): %s", out.Score, out.Rule, out.Printed, bashEffectText(out.Bash))
	if out.FallBlow != nil {
		fmt.Fprintf(stdout, "; his fall has blow strength %d (Bash Score + 15 - Skill Sum) and takes %d tenths", *out.FallBlow, tenths.HorseFallTime)
	}
	fmt.Fprintln(stdout)
	for _, n := range out.Notes {
		fmt.Fprintf(stdout, "  %s\n", n)
	}
	return exitOK
}

func tenthsRiding(r *tenths.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("riding", "--horse-skill S --rider-skill S [--json]",
		"The Mounted Combat Table (riding): the horse's skill down, the rider's across,\ngive the increase in base speed / addition to attack potential / addition to\ndefence potential; with the control, response and riding-position times.", stderr)
	horse := fs.String("horse-skill", "", "the horse's skill `S`")
	rider := fs.String("rider-skill", "", "the rider's skill `S`")
	asJSON := fs.Bool("json", false, "print JSON")
	if code := parseFlagsOnly(fs, args, stdout, stderr, "tenths riding", "horse-skill", "rider-skill"); code >= 0 {
		return code
	}
	hs, ok := decimalFlag(stderr, "horse-skill", *horse)
	if !ok {
		return exitUsage
	}
	rs, ok := decimalFlag(stderr, "rider-skill", *rider)
	if !ok {
		return exitUsage
	}
	look, err := r.Riding.Lookup(hs, rs)
	if err != nil {
		return tenthsRefusal(stderr, err)
	}
	f := r.Base.Formulas
	out := struct {
		tenths.RidingLookup
		Control  int `json:"control_tenths"`
		Response int `json:"response_tenths"`
		Position int `json:"position_tenths"`
	}{look, f.ControlTime(rs), f.ResponseTime(hs), f.SeatChangeTime(rs)}
	if *asJSON {
		return writeJSON(stdout, stderr, out)
	}
	c := look.Cell
	fmt.Fprintf(stdout, "Mounted Combat Table (%s), horse %s (%s), rider %s (%s): %s\n", look.Rule, hs, look.HorseBand, rs, look.RiderBand, c)
	fmt.Fprintf(stdout, "  base speed %+d, attack potential %+d, defence potential %+d\n", c.Speed, c.Attack, c.Defence)
	fmt.Fprintf(stdout, "  control action %d tenths (10 - rider's skill); the horse responds %d tenths later (10 - horse's skill)\n", out.Control, out.Response)
	fmt.Fprintf(stdout, "  changing riding position %d tenths\n", out.Position)
	return exitOK
}

func tenthsLance(r *tenths.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("lance", "--horse walk|canter|gallop --target MOTION [--json]",
		"The lance table: blow strength added by the rider's horse's speed and the\ntarget's motion (running-towards, walking-towards, stationary, walking-away,\nrunning-away; a horse's canter or gallop counts as running).", stderr)
	horse := fs.String("horse", "", "the rider's horse's `gait`")
	target := fs.String("target", "", "the target's `motion`")
	asJSON := fs.Bool("json", false, "print JSON")
	if code := parseFlagsOnly(fs, args, stdout, stderr, "tenths lance", "horse", "target"); code >= 0 {
		return code
	}
	g, err := tenths.ParseGait(*horse)
	if err != nil {
		return fail(stderr, "--horse: %v", err)
	}
	valid := false
	for _, c := range r.Lance.Columns {
		valid = valid || string(c) == *target
	}
	if !valid {
		names := make([]string, len(r.Lance.Columns))
		for i, c := range r.Lance.Columns {
			names[i] = string(c)
		}
		return fail(stderr, "--target %q: give one of %s", *target, strings.Join(names, ", "))
	}
	lb, err := r.Lance.Add(g, tenths.TargetMotion(*target))
	if err != nil {
		return tenthsRefusal(stderr, err)
	}
	if *asJSON {
		return writeJSON(stdout, stderr, lb)
	}
	fmt.Fprintf(stdout, "Lance table (%s), %s: blow strength %+d\n", lb.Rule, lb.Printed, lb.Add)
	return exitOK
}

func tenthsAthletics(r *tenths.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("athletics", "--rate N --skill S [--ground soft|muddy|difficult] [--json]",
		"The athletics move table: a normal move rate (tenths per hex, with injury and\nfatigue already added) and the athletics skill give the corrected rate; with\n--ground the ground's increment is added to it.", stderr)
	rate := fs.Int("rate", 0, "the normal move rate in tenths")
	skill := fs.String("skill", "", "the athletics skill `S`")
	ground := fs.String("ground", "", "the ground entered")
	asJSON := fs.Bool("json", false, "print JSON")
	if code := parseFlagsOnly(fs, args, stdout, stderr, "tenths athletics", "rate", "skill"); code >= 0 {
		return code
	}
	if !bounded(stderr, 1, 100, map[string]int{"rate": *rate}) {
		return exitUsage
	}
	s, ok := decimalFlag(stderr, "skill", *skill)
	if !ok {
		return exitUsage
	}
	ms := []string{"athletics"}
	if *ground != "" {
		if _, err := r.Ground.Kind(*ground); err != nil {
			return tenthsRefusal(stderr, err)
		}
		ms = append(ms, "ground")
	}
	mods, _ := tenths.ParseModules(ms)
	c, err := r.Athletics.Correct(*rate, s)
	if err != nil {
		return tenthsRefusal(stderr, err)
	}
	m, err := r.MoveTime(mods, tenths.Move{Kind: tenths.WalkMove, Rate: *rate, Athletics: s, Ground: *ground})
	if err != nil {
		return tenthsRefusal(stderr, err)
	}
	out := struct {
		tenths.AthleticsMove
		Ground string              `json:"ground,omitempty"`
		Time   int                 `json:"time"`
		Move   []tenths.Alteration `json:"alterations,omitempty"`
	}{c, *ground, m.Time, m.Alterations}
	if *asJSON {
		return writeJSON(stdout, stderr, out)
	}
	band := c.Band
	if band == "" {
		band = "untrained"
	}
	fmt.Fprintf(stdout, "Athletics move table (%s), rate %d, skill %s (%s): %d tenths a hex\n", c.Rule, *rate, s, band, c.Corrected)
	if c.Note != "" {
		fmt.Fprintf(stdout, "  note: %s\n", c.Note)
	}
	if *ground != "" {
		fmt.Fprintf(stdout, "  on %s ground: %d tenths a hex\n", *ground, m.Time)
	}
	return exitOK
}

func tenthsModules(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("modules", "[--json]", "The optional rules a scenario switches on by name (modules: in the scenario),\nin the order of the text, each with the modules it needs.", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	if code := parseFlagsOnly(fs, args, stdout, stderr, "tenths modules"); code >= 0 {
		return code
	}
	type line struct {
		Name  string   `json:"name"`
		Rule  string   `json:"rule"`
		Title string   `json:"title"`
		Needs []string `json:"needs,omitempty"`
	}
	var out []line
	for _, m := range tenths.Registry() {
		out = append(out, line{m.Name, m.Rule, m.Title, m.Needs})
	}
	if *asJSON {
		return writeJSON(stdout, stderr, out)
	}
	for _, l := range out {
		needs := ""
		if len(l.Needs) > 0 {
			needs = " (needs " + strings.Join(l.Needs, ", ") + ")"
		}
		fmt.Fprintf(stdout, "  %-24s %s%s\n", l.Name, l.Title, needs)
	}
	return exitOK
}
