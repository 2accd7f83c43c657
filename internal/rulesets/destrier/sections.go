package destrier

import (
	"fmt"

	"herald/internal/rule"
)

// The text numbers only its time sequence; every other rule is cited by
// the heading it stands under, as the text's own contents page names them.
const (
	SecTerms        = "TERMS"
	SecPreparations = "INITIAL PREPARATIONS"
	SecInitiative   = "TIME SEQUENCE 1"   // initiative, first phase
	SecActivities   = "TIME SEQUENCE 2"   // spells, missiles, other activities
	SecHalfMove     = "TIME SEQUENCE 3"   // the half-moves
	SecSecondPhase  = "TIME SEQUENCE 4"   // second initiative and half-move
	SecTACPhase     = "TIME SEQUENCE 5.A" // the TAC phase
	SecMeleePhase   = "TIME SEQUENCE 5.B" // the MELEE phase in card rounds

	SecMovement     = "MOVEMENT"
	SecDirection    = "MOVEMENT (changes of direction)"
	SecPrior        = "MOVEMENT (prior activities)"
	SecMeleeMoves   = "MOVEMENT (during melee)"
	SecSteedSpeed   = "MOVEMENT (steeds)"
	SecContact      = "MOVEMENT (contact)"
	SecObstructions = "MOVEMENT (obstructions)"
	SecBashes       = "MOVEMENT (bashes)"
	SecHalfTurn     = "SPECIAL MOVEMENT COMMENTS"
	SecCasting      = "CASTING SPELLS"
	SecFiring       = "FIRING MISSILES"

	SecConduct      = "CONDUCT OF MELEE"
	SecTACSequence  = "THE TAC SEQUENCE"
	SecMountedTAC   = "THE TAC SEQUENCE (mounted figures)"
	SecMeleeSeq     = "THE MELEE SEQUENCE"
	SecCharge       = "CHARGE MOVEMENT"
	SecChargeSpeed  = "CHARGE MOVEMENT (speed of mount)"
	SecTACCards     = "THE TAC CARDS"
	SecMeleeCards   = "THE MELEE CARDS"
	SecHorseGeneral = "HORSE MELEE CARDS (general)"

	// SecStandIn cites a value herald supplies where the text refers the
	// reader to Chivalry & Sorcery; data/destrier/chivalry holds them.
	SecStandIn = "CHIVALRY & SORCERY (herald's stand-in)"

	setName = "destrier"
)

// errf builds a refusal citing the section of the text that forbids it.
func errf(sec, format string, a ...any) *rule.Error {
	return &rule.Error{Set: setName, Rule: sec, Msg: fmt.Sprintf(format, a...)}
}
