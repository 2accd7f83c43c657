package server

import (
	"herald/internal/notation"
)

// The briefing on the play page: what the scenario is about, its special
// rules, objectives and how to win, how far the game has gone, and the
// sequence of play in plain words with the step the game is at marked.
// All of it is the scenario's (public) or the view's (fog-filtered).

// Briefing is what the page's briefing shows.
type Briefing struct {
	Story        string     `json:"story,omitempty"`
	SpecialRules []string   `json:"special_rules,omitempty"`
	Objectives   []string   `json:"objectives,omitempty"`
	Optional     []string   `json:"optional,omitempty"`
	HowToWin     string     `json:"how_to_win"`
	Turn         int        `json:"turn"`
	Turns        int        `json:"turns"`
	Sides        []SideCard `json:"sides"`
	Sequence     []Stage    `json:"sequence"`
	RulesetTitle string     `json:"ruleset_title"`
}

// Stage is one step of a player turn, in plain words; Now marks the step
// the game is at.
type Stage struct {
	Name  string `json:"name"`
	Words string `json:"words"`
	Now   bool   `json:"now,omitempty"`
}

// stageWords say what happens in each step of a player turn, by ruleset
// and phase (Cry Havoc §4; Chainmail's order of battle, Appendix E).
var stageWords = map[string]map[string]string{
	"cryhavoc": {
		"set up":      "Set up: place each of your men in your set-up area.",
		"retreat":     "Retreats: your men who owe a retreat from the enemy's attacks take it.",
		"tasks":       "Tasks: open or shut doors, mount or dismount, pick things up, lead animals.",
		"first fire":  "First fire: archers, slingers and throwers shoot, then crossbowmen; the enemy retreats his men hit before you go on.",
		"ships":       "Ships: boats move and ram.",
		"move":        "Movement: each man moves up to his movement allowance; riders may charge; the enemy may try to pin a man passing beside him.",
		"second fire": "Second fire: archers and slingers who did not move too far shoot again.",
		"combat":      "Combat: your men next to the enemy attack, alone or together; a victor may advance.",
		"end":         "End: stunned men recover, riders mount; then it is the enemy's player turn.",
	},
	"chainmail": {
		"first fire": "Missiles: figures with missile weapons shoot.",
		"move":       "Movement: each figure moves up to his move in inches (one hex is one inch).",
		"combat":     "Melee: figures in contact fight, man to man.",
	},
}

// howToWin says how a game of the ruleset is won.
var howToWin = map[string]string{
	"cryhavoc":  "The game ends after its last game turn. Each side then scores victory points (§23.2) for the enemies it killed, wounded or captured, and for the objectives it holds; the higher score wins.",
	"chainmail": "The game ends after its last game turn, or as soon as a side has no figure left standing: that side has lost.",
}

// briefing is the briefing of p for the page.
func (p *position) briefing(card ScenarioCard, phase string) Briefing {
	b := Briefing{Story: card.Story, SpecialRules: card.SpecialRules, Objectives: card.Objectives, Optional: card.Optional,
		HowToWin: howToWin[card.Ruleset], Turn: p.state.Turn, Turns: card.Turns, Sides: card.Sides, RulesetTitle: card.RulesetTitle}
	if b.HowToWin == "" {
		b.HowToWin = "The game ends after its last game turn; the players judge who won by the objectives."
	}
	words := stageWords[card.Ruleset]
	var phases []string
	if p.state.SettingUp() {
		phases = append(phases, notation.PhaseSetUp.String())
	}
	if ph, ok := p.l.rs.(interface{ Phases() []notation.Phase }); ok {
		for _, x := range ph.Phases() {
			phases = append(phases, x.String())
		}
	}
	for _, name := range phases {
		w := words[name]
		if w == "" {
			w = name
		}
		b.Sequence = append(b.Sequence, Stage{Name: name, Words: w, Now: name == phase})
	}
	return b
}
