package main

import (
	"flag"
	"fmt"
	"io"

	"herald/internal/dice"
	"herald/internal/rulesets/destrier"
)

// blowFlags are the flags of herald destrier blow.
type blowFlags struct {
	attacker, defender, card, defence, through, lands, tac, vs, weapon, speed string
	reply, guessed, json                                                      bool
	rng                                                                       float64
	rf                                                                        rollFlags
}

func (b *blowFlags) add(fs *flag.FlagSet) {
	fs.StringVar(&b.attacker, "attacker", "", "the attacker's stand-in `template` (knight, man-at-arms, archer ...)")
	fs.StringVar(&b.defender, "defender", "", "the defender's `template`")
	fs.StringVar(&b.card, "card", "DELIVER BLOW", "the striking `card`")
	fs.StringVar(&b.defence, "defence", "", "the defender's `cards`, comma separated ('WEAPON PARRY, PASSIVE SHIELD PARRY')")
	fs.StringVar(&b.through, "through", "sword-side", "the attacker's `part` the blow goes through")
	fs.StringVar(&b.lands, "lands", "sword-side", "the defender's `part` it lands on (shield-side, sword-side, head, front, side, rear)")
	fs.StringVar(&b.tac, "tac", "STAND GROUND", "the attacker's TAC `card`")
	fs.StringVar(&b.vs, "vs", "STAND GROUND", "the defender's TAC `card`")
	fs.BoolVar(&b.reply, "reply", false, "the attacker lost the initiative: the Matrix's reply applies")
	fs.BoolVar(&b.guessed, "guessed", false, "the defender dodged and the attacker guessed the way")
	fs.StringVar(&b.weapon, "weapon", "", "the attacker's `weapon`, if not his template's")
	fs.StringVar(&b.speed, "speed", "", "the attacker rides, his steed at this `speed` (stand ... charge)")
	fs.Float64Var(&b.rng, "range", 0, "a missile's range in `inches`")
	b.rf.add(fs)
}

func destrierBlow(r *destrier.Rules, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("destrier blow", "--attacker T --defender T [flags]",
		"A blow's chance to hit, to be critical and to bash, with every modifier\nand the section of the text or the stand-in table that gives it.", stderr)
	var bf blowFlags
	bf.add(fs)
	if code := parseFlagsOnly(fs, args, stdout, stderr, "destrier blow", "attacker", "defender"); code >= 0 {
		return code
	}
	b, err := bf.blow(r)
	if err != nil {
		return destrierRefusal(stderr, err)
	}
	o, err := r.Odds(b)
	if err != nil {
		return destrierRefusal(stderr, err)
	}
	out := struct {
		Odds   destrier.Odds    `json:"odds"`
		Strike *destrier.Strike `json:"strike,omitempty"`
		Seed   *uint64          `json:"seed,omitempty"`
	}{Odds: o}
	if bf.rf.roll {
		var src dice.Source
		src, out.Seed = bf.rf.source(fs)
		s, err := r.Strike(b, src)
		if err != nil {
			return destrierRefusal(stderr, err)
		}
		out.Strike = &s
	}
	if bf.rf.json {
		return writeJSON(stdout, stderr, out)
	}
	printBlow(stdout, b, o)
	if out.Strike != nil {
		printStrike(stdout, *out.Strike, *out.Seed)
	}
	return exitOK
}

// blow builds the blow the flags describe.
func (bf *blowFlags) blow(r *destrier.Rules) (destrier.Blow, error) {
	a, err := destrierFighter(r, bf.attacker, "")
	if err != nil {
		return destrier.Blow{}, err
	}
	d, err := destrierFighter(r, bf.defender, "")
	if err != nil {
		return destrier.Blow{}, err
	}
	if d.Name == a.Name {
		d.Name += " (defender)"
	}
	if bf.weapon != "" {
		if _, err := r.Weapons.Weapon(bf.weapon); err != nil {
			return destrier.Blow{}, err
		}
		a.Drawn = bf.weapon
	}
	b := destrier.Blow{Attacker: a, Defender: d, Initiative: !bf.reply, Guessed: bf.guessed, Range: destrier.Inches(bf.rng)}
	if bf.speed != "" {
		b.MountSpeed = destrier.Speed(bf.speed)
		if b.MountSpeed.Index() < 0 {
			return b, fmt.Errorf("--speed %q: stand, walk, trot, canter, gallop or charge", bf.speed)
		}
		b.Attacker.Mount = "his steed"
	}
	card, err := r.Cards.Card(bf.card)
	if err != nil {
		return b, err
	}
	b.Card = card.Name
	if b.Defences, err = cardList(r, bf.defence); err != nil {
		return b, err
	}
	if b.Through, err = facingFlag(bf.through); err != nil {
		return b, err
	}
	if b.Lands, err = facingFlag(bf.lands); err != nil {
		return b, err
	}
	tac, err1 := r.Cards.Card(bf.tac)
	vs, err2 := r.Cards.Card(bf.vs)
	if err := firstErr(err1, err2); err != nil {
		return b, err
	}
	if !tac.TAC() || !vs.TAC() {
		return b, fmt.Errorf("--tac and --vs take TAC cards, not %s and %s", tac.Name, vs.Name)
	}
	b.Maneuver = r.Maneuvers.Lookup(tac.Name, vs.Name)
	return b, nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

func printBlow(w io.Writer, b destrier.Blow, o destrier.Odds) {
	fmt.Fprintf(w, "%s (%s) at %s, %s: %d%% to hit, %d%% critical, %d%% weapon bash\n",
		b.Attacker.Name, o.Weapon, b.Defender.Name, b.Card, o.Hit, o.Critical, o.WeaponBash)
	for _, group := range []struct {
		name string
		mods []destrier.Mod
	}{{"to hit", o.HitMods}, {"critical", o.CritMods}, {"weapon bash", o.BashMods}} {
		if len(group.mods) == 0 {
			continue
		}
		fmt.Fprintf(w, "  %s:\n", group.name)
		for _, m := range group.mods {
			fmt.Fprintf(w, "    %+4d  %s  [%s]\n", m.Value, m.Why, m.Section)
		}
	}
}

func printStrike(w io.Writer, s destrier.Strike, seed uint64) {
	verdict := "missed"
	if s.Hit.Success {
		verdict = "HIT"
		if s.Critical {
			verdict = "CRITICAL HIT"
		}
	}
	fmt.Fprintf(w, "rolled %d: %s", s.Hit.Roll, verdict)
	switch {
	case s.Defender.Disarmed && s.Hit.Success:
		fmt.Fprint(w, ", disarmed instead of wounded")
	case s.Hit.Success:
		fmt.Fprintf(w, ", %d damage (%s)", s.Damage, s.Dice)
	}
	if s.Result != "" {
		fmt.Fprintf(w, ", weapon bash: %s", s.Result)
	}
	if s.Counter > 0 {
		fmt.Fprintf(w, "; the defender may counterblow (%d%%)", s.Counter)
	}
	fmt.Fprintf(w, " (seed %d)\n", seed)
}
