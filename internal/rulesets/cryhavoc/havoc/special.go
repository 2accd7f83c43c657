package havoc

import "herald/internal/dice"

// Special character types (§2.71, §2.75) and the small die rolls of §16
// and §18 that need no table of their own.

// BerserkRage is a berserk's rage after his roll at the start of his
// movement phase (§2.71).
type BerserkRage uint8

const (
	Calm BerserkRage = iota
	Rage
	MadRage // attacks any one eligible character, even a friend
)

// BerserkRoll rolls a berserk's rage (§2.71): 8-10 rages, +3 if already
// in a rage; an original 10 while in a rage is mad rage. Only a berserk
// within movement range of an active enemy rolls.
func (t *Tables) BerserkRoll(inRage bool, d dice.Source) (BerserkRage, int) {
	drm := 0
	if inRage {
		drm = 3
	}
	row, dr := t.rollOn("berserk", drm, d)
	switch {
	case inRage && dr == 10:
		return MadRage, dr
	case row.Outcome == "rage":
		return Rage, dr
	}
	return Calm, dr
}

// BerserkValues are a raging berserk's strengths (§2.71): attack +7 and
// defence +2, healthy or wounded.
func BerserkValues(c Combatant) Combatant {
	c.Attack += 7
	c.Defence += 2
	return c
}

// Deflection is a Japanese monk's attempt on a missile that hit him
// (§2.75).
type Deflection struct {
	DR        int
	Result    Result // what he takes
	TryAgain  bool   // he may try again this fire phase
	Deflected bool
}

// MonkDeflects rolls an active infantry monk's deflection of a missile
// result other than "no effect" (not a dagger, shuriken or ballista bolt,
// §2.75): 1-4 lowers killed to wounded, wounded to a retreat, a retreat to
// nothing, and ends his attempts this phase; 5-7 he takes it in full but
// may try again; 8-10 in full, no more attempts.
func (t *Tables) MonkDeflects(res Result, d dice.Source) Deflection {
	row, dr := t.rollOn("monk-deflection", 0, d)
	out := Deflection{DR: dr, Result: res, TryAgain: row.Outcome == "full-again"}
	if row.Outcome != "deflected" {
		return out
	}
	out.Deflected = true
	switch {
	case res.Code == DefenderKilled:
		out.Result = Result{Code: DefenderWounded}
	case res.Code == DefenderWounded:
		out.Result = Result{Code: DefenderRetreat1}
	case res.Code.Retreat() > 0:
		out.Result = Result{}
	}
	return out
}

// SearchTreasure is the one-turn task of searching a hex for hidden
// treasure (§18.4): found on 1-7; the hex may be searched again.
func (t *Tables) SearchTreasure(d dice.Source) (bool, int) {
	row, dr := t.rollOn("treasure-search", 0, d)
	return row.Outcome == "found", dr
}

// FallsFromStones says whether a damage result throws a man on stepping
// stones into the water (§16.126): a retreat or stun always, a wound on a
// further 1-5.
func (t *Tables) FallsFromStones(ev EventKind, d dice.Source) (falls bool, dr int) {
	switch ev {
	case Retreated, Stunned:
		return true, 0
	case Wounded:
		row, dr := t.rollOn("stepping-stones-wounded", 0, d)
		return row.Outcome == "falls", dr
	}
	return false, 0
}
