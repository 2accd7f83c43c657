package game

// Decisions in the middle of a turn: a ruleset may stop a side's turn for
// another side's decision (where a man retreats, whether he advances). The
// step is then a Decision, and its Question is public; the rest of the
// waiting turn, which the pending event keeps, is the waiting side's
// secret until it has been played (fog.go).

// Pending is the payload of a pending event.
type Pending struct {
	// Side must decide before the turn of Turn goes on.
	Side string `json:"side"`
	Turn string `json:"turn"`
	// Kind is the ruleset's name for the decision, Rule the rule that
	// asks it, Choices what the side chooses among.
	Kind    string   `json:"kind"`
	Rule    string   `json:"rule"`
	Choices []string `json:"choices"`
	// Rest is the rest of the waiting turn, in the ruleset's notation,
	// played once the decision is made.
	Rest string `json:"rest"`
}

// Question is a pending decision as every side may see it.
type Question struct {
	Side    string
	Turn    string
	Kind    string
	Rule    string
	Choices []string
	// Help says what an answer holds; Answer is one to start from, as it
	// stands the default answer, with the choices as comments.
	Help   string
	Answer string
}
