package main

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/rulesets/cryhavoc/havocdata"
)

func init() {
	register(&command{
		name:    "odds",
		summary: "Cry Havoc combat odds and the result for every die roll",
		run:     runOdds,
	})
}

func runOdds(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("odds", "--attack A --defence D [--target infantry|mounted|animal] [--shift N] [--charge] [--json]",
		`Works out Cry Havoc combat odds (§9.1): attack strength divided by defence
strength, fractions kept, rounded down to a column of the Combat Table, then
moved by the net column shift. Prints the result for each die roll and the
chance of each outcome. Riders and riderless animals are looked up on the
mounted table (§26.32), everyone else on the infantry table (§26.33).`, stderr)
	attackS := fs.String("attack", "", "attack strength `A` (a group's strengths summed; halves allowed)")
	defenceS := fs.String("defence", "", "defence strength `D`")
	target := fs.String("target", "infantry", "defender: infantry, mounted or animal")
	shiftS := fs.String("shift", "0", "net column shift `N`, + to the right (§26.31)")
	charge := fs.Bool("charge", false, "cavalry charge: add half the attack strength (§9.4)")
	asJSON := fs.Bool("json", false, "print JSON")
	if code := parseFlagsOnly(fs, args, stdout, stderr, "odds", "attack", "defence"); code >= 0 {
		return code
	}
	attack, err := strength("--attack", *attackS)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defence, err := strength("--defence", *defenceS)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	shift, err := strconv.Atoi(*shiftS)
	if err != nil {
		return fail(stderr, "--shift %q: want a whole number of columns such as -1 or 2", *shiftS)
	}
	kind, err := havoc.ParseTargetKind(*target)
	if err != nil {
		return fail(stderr, "--target: %v", err)
	}
	tab, err := havocdata.Tables()
	if err != nil {
		return fail(stderr, "loading tables: %v", err)
	}
	base := attack
	if *charge {
		attack += attack / 2
	}
	o, err := tab.OddsFor(attack, defence, shift, kind)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	if *asJSON {
		return writeJSON(stdout, stderr, struct {
			Attack  float64        `json:"attack"`
			Defence float64        `json:"defence"`
			Odds    string         `json:"odds"`
			Final   string         `json:"final"`
			Results []havoc.Result `json:"results"`
		}{attack, defence, o.Original.String(), o.Final.String(), o.Results[:]})
	}
	if *charge {
		fmt.Fprintf(stdout, "Charge: %s + %s = %s attack (§9.4)\n", num(base), num(base/2), num(attack))
	}
	fmt.Fprintf(stdout, "Odds %s against %s: %s, shift %+d, final %s — %s (§%s)\n",
		num(attack), num(defence), o.Original, shift, o.Final, o.Table.Title, o.Table.Rule)
	printColumn(stdout, o.Results)
	ch := havoc.ChancesOf(o.Results)
	fmt.Fprintf(stdout, "Chances: kill %s, wound %s, stun %s, retreat %s, nothing %s, attacker hurt %s",
		pct(ch.Killed), pct(ch.Wounded), pct(ch.Stunned), pct(ch.Retreat), pct(ch.Nothing), pct(ch.AttackerHurt))
	if ch.HorseKilled > 0 {
		fmt.Fprintf(stdout, "; horse killed %s", pct(ch.HorseKilled))
	}
	fmt.Fprintln(stdout)
	if *charge && kind == havoc.TargetMounted {
		fmt.Fprintln(stdout, "Against a rider not in melee, hit in his front arc, roll the charge die first (§9.4): 1-3 full effect, 4-7 counter-charge, 8-9 evaded, 10 parried.")
	}
	return exitOK
}

// strength reads a combat strength: a positive number, halves and other
// fractions allowed (§2).
func strength(flag, s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf("%s %q: want a number such as 27 or 40.5", flag, s)
	}
	if v <= 0 {
		return 0, fmt.Errorf("%s %q: a strength must be above zero", flag, s)
	}
	return v, nil
}

func printColumn(w io.Writer, rs [10]havoc.Result) {
	fmt.Fprint(w, "Die:   ")
	for dr := 1; dr <= 10; dr++ {
		fmt.Fprintf(w, " %4d", dr)
	}
	fmt.Fprint(w, "\nResult:")
	for _, r := range rs {
		fmt.Fprintf(w, " %4s", r)
	}
	fmt.Fprintln(w)
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func pct(p float64) string { return strconv.Itoa(int(math.Round(p*100))) + "%" }
