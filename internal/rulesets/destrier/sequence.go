package destrier

// StepKind is how the engine runs a step of the time sequence: OpenSpiel's
// three kinds of state, and herald's decisions asked in the middle.
type StepKind string

// The kinds of step.
const (
	Chance   StepKind = "chance"   // dice only: initiative, percentile rolls
	Sealed   StepKind = "sealed"   // every side at once, face down, revealed together
	OneSide  StepKind = "one-side" // one side's orders, in the initiative's order
	Decision StepKind = "decision" // one side answers a question mid-step
	Referee  StepKind = "referee"  // herald works it out: no one chooses
)

// Stage is one step of a turn of Destrier, in the order of the TIME
// SEQUENCE OUTLINE, as the referee will run it on herald's engine.
type Stage struct {
	Name    string   `json:"name"`
	Section string   `json:"section"`
	Kind    StepKind `json:"kind"`
	// Repeats: the stage comes again until its end condition (card rounds
	// until every blow is spent; the second half-turn repeats 2 to 3).
	Repeats string `json:"repeats,omitempty"`
	Note    string `json:"note"`
}

// TimeSequence is a turn, stage by stage (docs/destrier.md explains each).
var TimeSequence = []Stage{
	{"initiative", SecInitiative, Chance, "", "D6 a side, ties again; none when a side is surprised; the Dexterity order is an option"},
	{"charges", SecCharge, Sealed, "", "every cavalry figure writes its targets in order, or none; revealed together"},
	{"charge resolution", SecCharge, Referee, "", "mutual charges first, then the winner's, then the loser's; lance strikes and passing blows roll dice"},
	{"passing defence", SecCharge, Sealed, "", "a charged figure and the rider each choose a TAC card and a MELEE card as the horse closes"},
	{"spells", SecActivities + ".A-B", OneSide, "", "winner's Mages cast, then the loser's"},
	{"missiles", SecActivities + ".C-D", OneSide, "", "half the shots, rounded up (down in the second half-turn); winner first"},
	{"activities", SecActivities + ".E-F", OneSide, "", "doors, standing up, mounting: each pays its movement penalty"},
	{"half-move", SecHalfMove, OneSide, "", "winner moves up to half his allowance, then the loser; steeds change speed by half their capacity"},
	{"second initiative", SecSecondPhase, Chance, "", "rolled again for the second half-turn"},
	{"second half", SecSecondPhase, OneSide, "spells, missiles, activities and half-move once more", "the rest of the missiles; no second spell"},
	{"TAC phase", SecTACPhase, Sealed, "", "each figure a TAC card and a MELEE card, face down; revealed together"},
	{"TAC moves", SecTACSequence, Referee, "", "the attacker's TAC moves, then the defender's; contact stops them; KEEP DISTANCE may ask its side (a decision)"},
	{"dodge guesses", SecMeleeCards + ": DODGE", Decision, "", "each opponent in contact with a dodger guesses left, right or back before the card is shown"},
	{"blows", SecTACPhase, Chance, "", "every blow's percentile dice, in the order of each exchange"},
	{"counterblow defence", SecMeleeCards + ": WEAPON PARRY", Decision, "", "the parried figure picks a defensive card of one blow or less; then 1-50% decides"},
	{"card round", SecMeleePhase, Sealed, "until every figure has spent its blows", "a MELEE card (or several) each, and a TAC card for those who could reach contact; dodges, blows and moves as in the TAC phase"},
}
