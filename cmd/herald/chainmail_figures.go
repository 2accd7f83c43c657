package main

import (
	"fmt"
	"io"
	"math/big"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

func fracOf(f chainmail.Fraction) string { return big.NewRat(int64(f.Num), int64(f.Den)).RatString() }

// exactLine is an outcome whose chance is shown in lowest terms.
func exactLine(outcome string, f chainmail.Fraction) outcomeLine {
	return outcomeLine{Outcome: outcome, Exact: fracOf(f), P: f.Float()}
}

func chainmailGrapple(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("grapple", "--attacker-fc N --defender-fc N [--json] [--roll [--seed N]]",
		"Grappling (Appendix E): an unarmed attack ignoring armour (against AC 9); if it\n"+
			"lands each side rolls 2d6 plus his fighting capacity. A tie locks both; the\n"+
			"loser is thrown off and rolls the stun die. Fighting capacity is the men he\n"+
			"fights as, his pips added (a hero 4, a level 2 fighting-man 3).", stderr)
	afc := fs.Int("attacker-fc", 0, "attacker's fighting capacity `N`")
	dfc := fs.Int("defender-fc", 0, "defender's fighting capacity `N`")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "attacker-fc", "defender-fc"); code >= 0 {
		return code
	}
	if *afc < 0 || *afc > 30 || *dfc < 0 || *dfc > 30 {
		return fail(stderr, "fighting capacity %d and %d: give 0 to 30", *afc, *dfc)
	}
	g, err := r.GrappleOdds(*afc, *dfc)
	if err != nil {
		return refusal(stderr, err)
	}
	out := struct {
		Chances  chainmail.GrappleChances `json:"chances"`
		Outcomes []outcomeLine            `json:"outcomes"`
		Stun     []outcomeLine            `json:"stun"`
		Result   *chainmail.GrappleResult `json:"result,omitempty"`
		Ref      string                   `json:"ref"`
		Seed     *uint64                  `json:"seed,omitempty"`
	}{Chances: g, Ref: r.Special.Ref, Stun: stunLines(r),
		Outcomes: []outcomeLine{exactLine("the hold misses", g.Miss), exactLine("both locked", g.Locked),
			exactLine("defender thrown", g.DefenderThrown), exactLine("attacker thrown", g.AttackerThrown)}}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		res, err := r.ResolveGrapple(*afc, *dfc, src)
		if err != nil {
			return refusal(stderr, err)
		}
		out.Result = &res
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "grapple, fighting capacity %d against %d (%s): the hold lands on 7 or better (unarmed, dagger -1, against AC 9)\n", *afc, *dfc, out.Ref)
	printOutcomes(stdout, out.Outcomes)
	fmt.Fprintln(stdout, "the one thrown rolls the stun die:")
	printOutcomes(stdout, out.Stun)
	if res := out.Result; res != nil {
		fmt.Fprintf(stdout, "rolled: %s (seed %d)\n", grappleVerdict(*res), seedOf(out.Seed))
	}
	return exitOK
}

func grappleVerdict(g chainmail.GrappleResult) string {
	switch {
	case !g.Held:
		return fmt.Sprintf("the hold missed (%d)", g.Attack.Roll)
	case g.Locked:
		return fmt.Sprintf("%d against %d: both locked", g.AttackerSum, g.DefenderSum)
	}
	return fmt.Sprintf("%d against %d: the %s is thrown off, stun die %d, stunned %d %s", g.AttackerSum, g.DefenderSum, g.Thrown, g.StunFace, g.StunRounds, plural(g.StunRounds, "round", "rounds"))
}

func stunLines(r *chainmail.Rules) []outcomeLine {
	var out []outcomeLine
	for i, b := range r.Special.Stun {
		what := "not stunned"
		if b.Rounds > 0 {
			what = fmt.Sprintf("stunned %d %s", b.Rounds, plural(b.Rounds, "round", "rounds"))
		}
		faces := fmt.Sprintf("%d-%d", b.From, b.To)
		if b.From == b.To {
			faces = fmt.Sprint(b.From)
		}
		out = append(out, exactLine(faces+": "+what, r.Special.StunChances()[i]))
	}
	return out
}

func chainmailStun(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("stun", "[--json] [--roll [--seed N]]",
		"The stun die (Appendix E): 1-2 not stunned, 3-5 stunned one round, 6 two.", stderr)
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name()); code >= 0 {
		return code
	}
	out := struct {
		Outcomes []outcomeLine `json:"outcomes"`
		Face     int           `json:"face,omitempty"`
		Rounds   int           `json:"rounds"`
		Ref      string        `json:"ref"`
		Seed     *uint64       `json:"seed,omitempty"`
	}{Outcomes: stunLines(r), Ref: r.Special.Ref}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		out.Face, out.Rounds = r.Special.RollStun(src)
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "the stun die (%s):\n", out.Ref)
	printOutcomes(stdout, out.Outcomes)
	if rf.roll {
		fmt.Fprintf(stdout, "rolled %d: stunned %d %s (seed %d)\n", out.Face, out.Rounds, plural(out.Rounds, "round", "rounds"), seedOf(out.Seed))
	}
	return exitOK
}

func chainmailDisarm(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("disarm", "--weapon W --level L [--class C] [--modifier N] [--mounted-defender] [--json] [--roll [--seed N]]",
		"Disarm (Appendix E): the weapon attacks AC 2 whatever the defender wears; if it\n"+
			"lands he saves against dragon breath or is disarmed. A rider is unhorsed and\n"+
			"stunned instead. A disarm is the only thing the attacker tries that round.", stderr)
	weapon := fs.String("weapon", "", "attacker's `weapon`, or unarmed")
	mod := fs.Int("modifier", 0, "`N` added to the attacker's dice")
	level := fs.Int("level", 0, "the defender's `level` for his save")
	class := fs.String("class", "all-others", "the defender's saving-throw `class`")
	mounted := fs.Bool("mounted-defender", false, "the defender rides: he is unhorsed and stunned")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "weapon", "level"); code >= 0 {
		return code
	}
	if *mod < -5 || *mod > 5 {
		return fail(stderr, "--modifier %d: -5 to +5", *mod)
	}
	d, err := r.DisarmOdds(*weapon, *mod, *level, saveClass(*class))
	if err != nil {
		return refusal(stderr, err)
	}
	lost := "disarmed"
	if *mounted {
		lost = "unhorsed and stunned"
	}
	out := struct {
		chainmail.DisarmChances
		Outcomes []outcomeLine           `json:"outcomes"`
		Stun     []outcomeLine           `json:"stun,omitempty"`
		Result   *chainmail.DisarmResult `json:"result,omitempty"`
		Seed     *uint64                 `json:"seed,omitempty"`
	}{DisarmChances: d, Outcomes: []outcomeLine{exactLine("the blow lands", d.Hit), exactLine(lost, d.Disarmed),
		exactLine("keeps his weapon and seat", chainmail.Fraction{Num: d.Disarmed.Den - d.Disarmed.Num, Den: d.Disarmed.Den})}}
	if *mounted {
		out.Stun = stunLines(r)
	}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		out.Result = rollDisarm(r, d, *mounted, src)
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintf(stdout, "disarm with %s against AC 2 (%s): %d or better", *weapon, r.Special.Ref, d.Blow.Need)
	if d.Blow.Modifier != 0 {
		fmt.Fprintf(stdout, ", %+d on the dice", d.Blow.Modifier)
	}
	fmt.Fprintf(stdout, "; then the defender saves against %s on %d\n", r.Special.Disarm.Save, d.Save.Need)
	printOutcomes(stdout, out.Outcomes)
	if *mounted {
		fmt.Fprintln(stdout, "the rider unhorsed rolls the stun die:")
		printOutcomes(stdout, out.Stun)
	}
	if res := out.Result; res != nil {
		verdict := "missed"
		switch {
		case res.Disarmed:
			verdict = "DISARMED"
		case res.Unhorsed:
			verdict = fmt.Sprintf("UNHORSED, stunned %d %s", res.StunRounds, plural(res.StunRounds, "round", "rounds"))
		case res.Hit:
			verdict = "saved"
		}
		fmt.Fprintf(stdout, "rolled: %s (seed %d)\n", verdict, seedOf(out.Seed))
	}
	return exitOK
}

// rollDisarm rolls a disarm the calculator has planned.
func rollDisarm(r *chainmail.Rules, d chainmail.DisarmChances, mounted bool, src dice.Source) *chainmail.DisarmResult {
	roll := dice.TwoD6(src, "chainmail disarm")
	res := &chainmail.DisarmResult{Hit: roll+d.Blow.Modifier >= d.Blow.Need}
	if !res.Hit {
		return res
	}
	s := chainmail.RollSave(d.Save, src)
	res.Save = &s
	switch {
	case s.Saved:
	case mounted:
		res.Unhorsed = true
		res.StunFace, res.StunRounds = r.Special.RollStun(src)
	default:
		res.Disarmed = true
	}
	return res
}
