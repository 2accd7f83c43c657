package havoc

import (
	"herald/internal/dice"
	"herald/internal/rule"
)

// Boiling water (§19.17) and burning oil (§20.2): attacks at fixed odds,
// without any modifier, of which only "defender" results are taken.

// Pour is one cauldron emptied or barrel thrown.
type Pour struct {
	Elevated bool // from a higher position than the target hex
	// IntoLadder: the target is on a ladder (boiling water may be poured
	// onto a ladder from the wall beside it).
	IntoLadder bool
	Adjacent   bool // the target hex is adjacent
	Higher     bool // the target hex is higher than the thrower's
	ArrowSlit  bool // it would pass an arrow slit
	// InEngine: the target is under a ram or in or on a siege tower.
	InEngine bool
}

func (p Pour) legal(rl string, sameLevel bool) error {
	switch {
	case !p.Adjacent:
		return rule.Errorf(rl, "only into an adjacent hex")
	case p.ArrowSlit:
		return rule.Errorf(rl, "not through an arrow slit")
	case p.Higher:
		return rule.Errorf(rl, "not up into a higher hex")
	case !p.Elevated && !p.IntoLadder && !sameLevel:
		return rule.Errorf(rl, "only from an elevated position into a lower hex")
	}
	return nil
}

// PourBoilingWater empties a cauldron on a unit (§19.17): 6-1 on the
// Combat Table for the target, defender results only. Units in the ram or
// in or on the siege tower take nothing. The pourer may not attack in the
// same combat phase.
func (t *Tables) PourBoilingWater(p Pour, target Combatant, d dice.Source, ev []Event) ([]Event, error) {
	if err := p.legal("19.17", false); err != nil {
		return ev, err
	}
	if p.InEngine {
		return append(ev, Event{Kind: ResultIgnored, Rule: "19.17", Side: Defender, Name: target.Name,
			Why: "units in the ram or in or on the siege tower are safe from boiling water (19.17)"}), nil
	}
	return t.FixedOddsAttack(Column{6, 1}, target, "19.17", d, ev)
}

// ThrowOil throws a barrel of burning oil (§20.2) from the same level or
// above into an adjacent hex. Thrown from above at a unit not in an
// engine, it attacks at 8-1, defender results only. Whether it sets the
// hex alight is Kindle with the thrown-oil modifier.
func (t *Tables) ThrowOil(p Pour, target *Combatant, d dice.Source, ev []Event) ([]Event, error) {
	if err := p.legal("20.2", true); err != nil {
		return ev, err
	}
	if target == nil || !p.Elevated || p.InEngine {
		return ev, nil
	}
	return t.FixedOddsAttack(Column{8, 1}, *target, "20.2", d, ev)
}

// BurningEngineAttack is the 6-1 attack of burning oil on everyone in or
// on a siege tower or ram that the oil, thrown from above, set alight
// (§20.2).
func (t *Tables) BurningEngineAttack(target Combatant, d dice.Source, ev []Event) ([]Event, error) {
	return t.FixedOddsAttack(Column{6, 1}, target, "20.2", d, ev)
}

// FixedOddsAttack attacks a unit at the given odds with no column shift
// and applies only results that hurt the defender (§19.17, §20.2).
func (t *Tables) FixedOddsAttack(odds Column, target Combatant, rl string, d dice.Source, ev []Event) ([]Event, error) {
	if !t.prepared {
		return ev, rule.Errorf("26", "tables not prepared")
	}
	col := -1
	for i, c := range t.Columns {
		if c == odds {
			col = i
		}
	}
	if col < 0 {
		return ev, rule.Errorf("26.3", "no odds column %s", odds)
	}
	dr := d.Roll(10, "attack at "+odds.String()+" ("+rl+")")
	res := t.CombatTableFor(tableKind([]Combatant{target})).Cells[clampDR(dr)-1][col]
	ev = append(ev, Event{Kind: CombatResolved, Rule: rl, Odds: odds, Final: odds, DR: dr, Result: res})
	if !res.Code.HurtsDefender() {
		if res.Code.HurtsAttacker() {
			ev = append(ev, Event{Kind: ResultIgnored, Rule: rl, Side: Attacker, Result: res,
				Why: "only results against the target apply (" + rl + ")"})
		}
		return ev, nil
	}
	ev, _ = applyResult(ev, &target, 0, Defender, res)
	return ev, nil
}
