package main

import (
	"flag"
	"fmt"
	"io"
	"math/big"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// massSideFlags are the flags that describe one side of a mass melee.
type massSideFlags struct {
	troop, weapon, formation *string
	men, pips                *int
	swiss                    *bool
}

// addMassSide adds a side's flags: its type as --typeFlag, the rest with
// the prefix ("defender-men").
func addMassSide(fs *flag.FlagSet, typeFlag, prefix, who string) massSideFlags {
	return massSideFlags{
		troop:     fs.String(typeFlag, "", who+" troop `type` (light-foot ... heavy-horse)"),
		men:       fs.Int(prefix+"men", 0, who+" `men` (in contact)"),
		weapon:    fs.String(prefix+"weapon", "", who+" `weapon`: pike or halberd add a die for heavy and armored foot; lance"),
		formation: fs.String(prefix+"formation", "close", who+" order: close or open"),
		pips:      fs.Int(prefix+"pips", 0, who+" pips on the highest die"),
		swiss:     fs.Bool(prefix+"swiss", false, who+": Swiss or Landsknechte"),
	}
}

func (m massSideFlags) unit(stderr io.Writer, name string) (chainmail.Unit, int) {
	if *m.formation != "close" && *m.formation != "open" {
		return chainmail.Unit{}, fail(stderr, "--%sformation %q: close or open", name, *m.formation)
	}
	if *m.pips < -2 || *m.pips > 2 {
		return chainmail.Unit{}, fail(stderr, "--%spips %d: -2 to +2", name, *m.pips)
	}
	return chainmail.Unit{Type: chainmail.TroopType(*m.troop), Men: *m.men, Weapon: *m.weapon,
		CloseOrder: *m.formation == "close", Swiss: *m.swiss, Pips: *m.pips}, -1
}

// killsLine is one number of kills and its chance.
type killsLine struct {
	Kills int     `json:"kills"`
	Exact string  `json:"exact,omitempty"`
	P     float64 `json:"p"`
}

// massStrike is one side's dice and the chance of each number of kills.
type massStrike struct {
	Strike   chainmail.Strike `json:"strike"`
	PerDie   outcomeLine      `json:"per_die"`
	Expected string           `json:"expected_kills"`
	Kills    []killsLine      `json:"kills"`
	dist     []*big.Rat
}

// strikeOdds are a strike's exact kill chances, pips on the highest die,
// capped at the men it strikes at (cap < 0: no cap).
func strikeOdds(s chainmail.Strike, cap int) massStrike {
	out := massStrike{Strike: s, PerDie: chanceLine("kill", s.KillChance())}
	dist := []*big.Rat{big.NewRat(1, 1)}
	if !s.Immune {
		dist = chainmail.CapKills(chainmail.KillDistributionPips(s.Dice, s.KillFrom, s.Pips), cap)
	}
	exp := new(big.Rat)
	for k, p := range dist {
		exp.Add(exp, new(big.Rat).Mul(big.NewRat(int64(k), 1), p))
		f, _ := p.Float64()
		l := killsLine{Kills: k, P: f}
		if s.Dice <= maxExactDice {
			l.Exact = p.RatString()
		}
		out.Kills = append(out.Kills, l)
	}
	out.Expected, out.dist = exp.RatString(), dist
	return out
}

func printMassStrike(w io.Writer, ms massStrike) {
	s := ms.Strike
	e := s.Entry
	fmt.Fprintf(w, "%s vs %s (%s): %d %s per %s, %s kills\n", s.By, s.Against, s.Reference,
		e.Dice, plural(e.Dice, "die", "dice"), chainmail.PerMen(e.Men), killFaces(s.KillFrom))
	printNotes(w, s.Notes, e.Reconstructed)
	if s.Immune {
		fmt.Fprintf(w, "%d %s no dice: the target cannot be hurt by them\n", s.Men, plural(s.Men, "man rolls", "men roll"))
		return
	}
	fmt.Fprintf(w, "%d %s %d %s; each kills with chance %s\n", s.Men, plural(s.Men, "man rolls", "men roll"), s.Dice, plural(s.Dice, "die", "dice"), s.KillChance())
	ev, _ := new(big.Rat).SetString(ms.Expected)
	ef, _ := ev.Float64()
	fmt.Fprintf(w, "expected kills: %s (%.2f)\n", ms.Expected, ef)
	fmt.Fprintln(w, "  kills  chance")
	shown := 0
	for _, l := range ms.Kills {
		if l.P < 0.0005 && len(ms.Kills) > 13 {
			continue
		}
		exact := ""
		if len(ms.Kills) <= 13 {
			exact = l.Exact
		}
		fmt.Fprintf(w, "  %5d  %7.2f%%  %s\n", l.Kills, 100*l.P, exact)
		shown++
	}
	if shown < len(ms.Kills) {
		fmt.Fprintf(w, "  (%d counts under 0.05%% left out; --json lists every one)\n", len(ms.Kills)-shown)
	}
}

func chainmailMass(r *chainmail.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("mass", "--attacker TYPE --defender TYPE --men N [flags] [--two-sided] [--json] [--roll [--seed N]]",
		"Mass combat (Appendix A): the dice N attacking men roll against the defender,\n"+
			"the score that kills, and the exact chance of each number of kills. The\n"+
			"defender is struck on --aspect; a close-order pole-arm front is hurt only\n"+
			"by like weapons; Swiss attacking 5x2 in close order fight as armored foot.\n"+
			"--two-sided adds the defender's dice back at the attacker's front\n"+
			"(needs --defender-men) and the chance each side kills more.", stderr)
	att := addMassSide(fs, "attacker", "", "attacking")
	def := addMassSide(fs, "defender", "defender-", "defending")
	aspect := fs.String("aspect", "front", "the defender's face struck: front, flank or rear")
	twoSided := fs.Bool("two-sided", false, "both sides strike; casualties are taken together")
	var rf rollFlags
	rf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "chainmail "+fs.Name(), "attacker", "defender", "men"); code >= 0 {
		return code
	}
	if *att.men < 1 || *att.men > maxMassMen {
		return fail(stderr, "--men %d: give 1 to %d men", *att.men, maxMassMen)
	}
	if *def.men < 0 || *def.men > maxMassMen || *twoSided && *def.men == 0 {
		return fail(stderr, "--defender-men %d: give 1 to %d men (needed with --two-sided)", *def.men, maxMassMen)
	}
	a, code := att.unit(stderr, "")
	if code >= 0 {
		return code
	}
	d, code := def.unit(stderr, "defender-")
	if code >= 0 {
		return code
	}
	cap := -1
	if d.Men == 0 {
		// The defender's size only caps the kills; leave it uncapped.
		d.Men = chainmail.MaxUnitMen
	} else {
		cap = d.Men
	}
	mm := chainmail.MassMelee{Attacker: a, Defender: d, Aspect: chainmail.Aspect(*aspect)}
	if *twoSided {
		return massTwoSided(r, mm, rf, fs, stdout, stderr)
	}
	s, err := r.Mass.PlanStrike(mm, true)
	if err != nil {
		return refusal(stderr, err)
	}
	out := struct {
		massStrike
		Seed *uint64 `json:"seed,omitempty"`
	}{massStrike: strikeOdds(s, cap)}
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		out.Strike.Roll(src, d.Men, "chainmail mass melee: attacker")
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	printMassStrike(stdout, out.massStrike)
	if rf.roll {
		fmt.Fprintf(stdout, "rolled %v: %d %s (seed %d)\n", out.Strike.Rolls, out.Strike.Kills, plural(out.Strike.Kills, "kill", "kills"), seedOf(out.Seed))
	}
	return exitOK
}

// massTwoSided shows a whole round: the attacker's dice and the
// defender's back, each capped at the other's men, and the chance the
// attacker kills more, as many, or fewer.
func massTwoSided(r *chainmail.Rules, mm chainmail.MassMelee, rf rollFlags, fs *flag.FlagSet, stdout, stderr io.Writer) int {
	sa, err := r.Mass.PlanStrike(mm, true)
	if err != nil {
		return refusal(stderr, err)
	}
	sd, err := r.Mass.PlanStrike(mm, false)
	if err != nil {
		return refusal(stderr, err)
	}
	out := struct {
		Attacker massStrike            `json:"attacker"`
		Defender massStrike            `json:"defender"`
		More     outcomeFrac           `json:"attacker_kills_more"`
		Equal    outcomeFrac           `json:"equal"`
		Fewer    outcomeFrac           `json:"attacker_kills_fewer"`
		Result   *chainmail.MassResult `json:"result,omitempty"`
		Seed     *uint64               `json:"seed,omitempty"`
	}{Attacker: strikeOdds(sa, mm.Defender.Men), Defender: strikeOdds(sd, mm.Attacker.Men)}
	more, equal, fewer := chainmail.Compare(out.Attacker.dist, out.Defender.dist)
	exact := sa.Dice <= maxExactDice && sd.Dice <= maxExactDice
	out.More, out.Equal, out.Fewer = ratLine(more, exact), ratLine(equal, exact), ratLine(fewer, exact)
	if rf.roll {
		var src dice.Source
		src, out.Seed = rf.source(fs)
		res, err := r.Mass.ResolveMass(mm, src)
		if err != nil {
			return refusal(stderr, err)
		}
		out.Result = &res
	}
	if rf.json {
		return writeJSON(stdout, stderr, out)
	}
	fmt.Fprintln(stdout, "attacker:")
	printMassStrike(stdout, out.Attacker)
	fmt.Fprintln(stdout, "defender, back at the attacker's front:")
	printMassStrike(stdout, out.Defender)
	fmt.Fprintln(stdout, "both sides' casualties are taken together at the end of the round")
	for _, l := range []struct {
		what string
		f    outcomeFrac
	}{{"attacker kills more", out.More}, {"as many", out.Equal}, {"attacker kills fewer", out.Fewer}} {
		fmt.Fprintf(stdout, "  %-22s %7.2f%%  %s\n", l.what, 100*l.f.P, l.f.Exact)
	}
	if res := out.Result; res != nil {
		fmt.Fprintf(stdout, "rolled %v and %v: the attacker loses %d, the defender %d (seed %d)\n",
			res.Attacker.Rolls, res.Defender.Rolls, res.AttackerCasualties, res.DefenderCasualties, seedOf(out.Seed))
	}
	return exitOK
}

// outcomeFrac is a chance as an exact fraction (when small enough to
// show) and a decimal.
type outcomeFrac struct {
	Exact string  `json:"exact,omitempty"`
	P     float64 `json:"p"`
}

func ratLine(q *big.Rat, exact bool) outcomeFrac {
	f, _ := q.Float64()
	o := outcomeFrac{P: f}
	if exact {
		o.Exact = q.RatString()
	}
	return o
}
