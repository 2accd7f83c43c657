package server

import (
	"herald/internal/game"
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

// briefing is the briefing of p for the page: the scenario's card, and
// the sequence of play and how to win as the game's ruleset tells them
// (game.Briefer).
func (p *position) briefing(card ScenarioCard, phase string) Briefing {
	b := Briefing{Story: card.Story, SpecialRules: card.SpecialRules, Objectives: card.Objectives, Optional: card.Optional,
		Turn: p.state.Step().Turn, Turns: card.Turns, Sides: card.Sides, RulesetTitle: card.RulesetTitle,
		HowToWin: "The game ends after its last game turn; the players judge who won by the objectives."}
	br, ok := p.state.(game.Briefer)
	if !ok {
		return b
	}
	b.HowToWin = br.HowToWin()
	for _, st := range br.Sequence() {
		b.Sequence = append(b.Sequence, Stage{Name: st.Name, Words: st.Words, Now: st.Name == phase})
	}
	return b
}
