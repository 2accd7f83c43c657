package referee

import (
	"herald/internal/game"
	"herald/internal/notation"
)

// The order of battle in plain words (Appendix E), for a briefing.
var stageWords = map[notation.Phase]string{
	notation.PhaseFirstFire: "Missiles: figures with missile weapons shoot (each side in its player turn, the side with the initiative first; from round 2 each side rolls a die for it).",
	notation.PhaseMove:      "Movement: each figure moves up to his move in inches (one hex is one inch).",
	notation.PhaseCombat:    "Melee: once every side has moved, if figures are in contact every side writes its attacks sealed; all blows are struck together and the fallen fall at once.",
}

// Sequence implements game.Briefer.
func (s *State) Sequence() []game.SequenceStep {
	var out []game.SequenceStep
	for _, st := range append(stages, meleeStages...) {
		w := stageWords[st.Phase]
		if w == "" {
			w = st.Phase.String()
		}
		out = append(out, game.SequenceStep{Name: st.Phase.String(), Words: w})
	}
	return out
}

// HowToWin implements game.Briefer.
func (s *State) HowToWin() string {
	return "The game ends after its last game turn, or as soon as a side has no figure left standing: that side has lost."
}
