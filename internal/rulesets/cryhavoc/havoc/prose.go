package havoc

import (
	"fmt"
	"strings"
)

// Prose tells what happened in words a player reads without the tables
// at hand: result codes spelt out, modifiers named, the rule cited at the
// end. String is the terse form the tables use.

// codeWords spell out the result codes of §26.1.
var codeWords = [numCodes]string{
	NoEffect:         "no effect",
	AttackerKilled:   "the attacker is killed",
	AttackerWounded:  "the attacker is wounded",
	AttackerRetreat4: "the attacker retreats 4 hexes",
	AttackerRetreat2: "the attacker retreats 2 hexes",
	AttackerRetreat1: "the attacker retreats 1 hex",
	DefenderRetreat1: "the defender retreats 1 hex",
	DefenderRetreat2: "the defender retreats 2 hexes",
	DefenderRetreat4: "the defender retreats 4 hexes",
	DefenderStunned:  "the defender is stunned",
	DefenderWounded:  "the defender is wounded",
	DefenderKilled:   "the defender is killed",
}

// Words spells a result out: "dw (the defender is wounded)", "*dk (the
// defender is killed, and his horse)".
func (r Result) Words() string {
	w := "?"
	if r.Code < numCodes {
		w = codeWords[r.Code]
	}
	if r.HorseKilled {
		w += ", and the horse is killed"
	}
	return r.String() + " (" + w + ")"
}

// missileWords spell out a missile result for its target, who is never
// "the attacker".
var missileWords = map[Code]string{
	NoEffect:         "a miss",
	DefenderRetreat1: "the target must retreat 1 hex",
	DefenderRetreat2: "the target must retreat 2 hexes",
	DefenderRetreat4: "the target must retreat 4 hexes",
	DefenderStunned:  "the target is stunned",
	DefenderWounded:  "the target is wounded",
	DefenderKilled:   "the target is killed",
}

var chargeWords = [...]string{
	ChargeFull:    "the charge strikes home",
	ChargeCounter: "the defender counter-charges",
	ChargeEvaded:  "the defender evades the charge",
	ChargeParried: "the charge is parried: the charger is unhorsed and stunned",
}

// modifier says a die roll modifier or column shift in words.
func modifier(n int, what string) string {
	switch {
	case n == 0:
		return "no " + what
	case n > 0:
		return fmt.Sprintf("%s %+d", what, n)
	}
	return fmt.Sprintf("%s %d", what, n)
}

// Prose explains the event in a sentence a player reads.
func (e Event) Prose() string {
	var b strings.Builder
	switch e.Kind {
	case CombatResolved, CounterCharged:
		what := "Combat"
		if e.Kind == CounterCharged {
			what = "Counter-charge"
		}
		fmt.Fprintf(&b, "%s: attack %s against defence %s, odds %s", what, num(e.Attack), num(e.Defence), e.Odds)
		if e.Shift != 0 {
			fmt.Fprintf(&b, ", shifted %+d column(s) to %s", e.Shift, e.Final)
		}
		fmt.Fprintf(&b, "; the die rolls %d: %s", e.DR, e.Result.Words())
	case ChargeRolled:
		w := e.Charge.String()
		if int(e.Charge) < len(chargeWords) {
			w = chargeWords[e.Charge]
		}
		fmt.Fprintf(&b, "Charge die %d: %s", e.DR, w)
	case MissileResolved:
		w, ok := missileWords[e.Result.Code]
		if !ok {
			w = codeWords[e.Result.Code]
		}
		if e.Result.HorseKilled {
			w += ", and the horse is killed"
		}
		if e.Result.Code == NoEffect && !e.Result.HorseKilled {
			fmt.Fprintf(&b, "The die rolls %d, %s: %s", e.DR, modifier(e.Shift, "modifier"), w)
			break
		}
		fmt.Fprintf(&b, "The die rolls %d, %s: %s, %s", e.DR, modifier(e.Shift, "modifier"), e.Result, w)
	case ResultIgnored:
		fmt.Fprintf(&b, "The result %s does not apply: %s", e.Result, e.Why)
	case Retreated:
		n := "hexes"
		if e.Hexes == 1 {
			n = "hex"
		}
		fmt.Fprintf(&b, "%s must retreat %d %s", e.who(), e.Hexes, n)
	case Stunned:
		fmt.Fprintf(&b, "%s is stunned", e.who())
	case Wounded:
		fmt.Fprintf(&b, "%s is wounded", e.who())
	case Killed:
		fmt.Fprintf(&b, "%s is killed", e.who())
	case HorseKilled:
		fmt.Fprintf(&b, "%s's horse is killed", e.who())
	case Dismounted:
		fmt.Fprintf(&b, "%s is on foot beside his horse", e.who())
	case Pinned:
		fmt.Fprintf(&b, "%s is pinned and stops", e.who())
	case PinFailed:
		fmt.Fprintf(&b, "The pinning attempt on %s fails", e.who())
	case MeleeBegun:
		b.WriteString("They are in melee")
	case AdvanceAllowed:
		fmt.Fprintf(&b, "One man of the %s may advance", e.Side)
	case AmmunitionSpent:
		fmt.Fprintf(&b, "%s has one missile fewer", e.who())
	default:
		return e.String()
	}
	fmt.Fprintf(&b, " (§%s).", e.Rule)
	return b.String()
}
