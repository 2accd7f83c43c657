package cryhavoc

import (
	"herald/internal/game"
	"herald/internal/notation"
)

// The sequence of play in plain words (§4), for a player's briefing.
var stageWords = map[notation.Phase]string{
	notation.PhaseSetUp:      "Set up: place each of your men in your set-up area.",
	notation.PhaseRetreat:    "Retreats: your men who owe a retreat from the enemy's attacks take it.",
	notation.PhaseTasks:      "Tasks: open or shut doors, mount or dismount, pick things up, lead animals.",
	notation.PhaseFirstFire:  "First fire: archers, slingers and throwers shoot, then crossbowmen; the enemy retreats his men hit before you go on.",
	notation.PhaseShips:      "Ships: boats move and ram.",
	notation.PhaseMove:       "Movement: each man moves up to his movement allowance; riders may charge; the enemy may try to pin a man passing beside him.",
	notation.PhaseSecondFire: "Second fire: archers and slingers who did not move too far shoot again.",
	notation.PhaseCombat:     "Combat: your men next to the enemy attack, alone or together; a victor may advance.",
	notation.PhaseEnd:        "End: stunned men recover, riders mount; then it is the enemy's player turn.",
}

// Sequence implements game.Briefer: the set-up while the sides place
// their men, then the phases of a player turn.
func (s *State) Sequence() []game.SequenceStep {
	var out []game.SequenceStep
	if s.SettingUp() {
		out = append(out, game.SequenceStep{Name: notation.PhaseSetUp.String(), Words: stageWords[notation.PhaseSetUp]})
	}
	for _, st := range stages {
		out = append(out, game.SequenceStep{Name: st.Phase.String(), Words: stageWords[st.Phase]})
	}
	return out
}

// HowToWin implements game.Briefer (§23.2).
func (s *State) HowToWin() string {
	return "The game ends after its last game turn. Each side then scores victory points (§23.2) for the enemies it killed, wounded or captured, and for the objectives it holds; the higher score wins."
}
