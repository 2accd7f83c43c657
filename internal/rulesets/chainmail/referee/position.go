package referee

import (
	"slices"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/chainmail"
	"herald/internal/sequence"
)

// Sides implements game.Position.
func (s *State) Sides() []string { return s.sides }

// Step implements game.Position: a side's player turn (its round), or
// the game's end.
func (s *State) Step() game.Step {
	st := game.Step{Kind: game.Orders, Sides: []string{s.Side}, Player: s.Side, Turn: s.Turn, Stage: s.PhaseName()}
	switch {
	case s.Over:
		st.Kind, st.Sides, st.Player, st.Winner = game.Over, nil, "", s.Winner
	case len(s.Order) == 0:
		st.Kind, st.Sides, st.Player, st.Stage = game.Chance, nil, "", TypeInitiative
	case s.Melee:
		st.Kind, st.Sides, st.Player, st.Stage = game.Sealed, slices.Clone(s.Order), "", notation.PhaseCombat.String()
	}
	return st
}

// Check implements game.Position: the turn played through the dry run
// (every die does nothing), each phase's orders checked before it is
// applied. Chainmail asks no decisions.
func (s *State) Check(sub game.Submission) (game.Checked, error) {
	c := game.Checked{Submission: sub}
	stg := s.stages()
	switch {
	case s.Melee && sub.For != game.Sealed:
		return c, &game.OrderError{Err: cmErr(chainmail.RefBattle, "the melee (step 4) is written by every side sealed, at once")}
	case !s.Melee && sub.For == game.Sealed:
		return c, &game.OrderError{Err: cmErr(chainmail.RefBattle, "only the melee (step 4) is written sealed; now is %s's player turn", s.Side)}
	case sub.For != game.Orders && sub.For != game.Sealed:
		return c, &game.OrderError{Err: cmErr(chainmail.RefBattle, "there is nothing to decide: Chainmail's turns do not stop for the opponent")}
	}
	t, lines, err := notation.ParseWith(sub.Orders, s.names())
	if err != nil {
		return c, err
	}
	if err := s.limit(sub.Side).Check(len(t.Orders)); err != nil {
		return c, err
	}
	c.Canonical = notation.Format(t)
	if err := s.rs.LegalTurn(s, sub.Side); err != nil {
		return c, &game.OrderError{Err: err}
	}
	p, err := sequence.Check[*State](s.rs, stg, s, sub.Side, t.Orders, lines)
	if err != nil {
		return c, err
	}
	c.Plan, c.Preview = p, game.Reports(p.Events)
	return c, nil
}

// Play implements game.Position.
func (s *State) Play(cs []game.Checked, d dice.Source) (game.Position, []game.Event) {
	switch s.Step().Kind {
	case game.Chance:
		return s.rollInitiative(d)
	case game.Sealed:
		return s.playMelee(cs, d)
	}
	c := cs[0]
	t := sequence.Play[*State](s.rs, stages, s, c.Side, c.Plan.(*sequence.Plan[*State]), d)
	return t.State, t.Events
}

// limit is how many orders side's turn may hold (game.TooManyOrders).
func (s *State) limit(side string) game.OrderLimit {
	live := 0
	for i := range s.Figures {
		if c := &s.Figures[i]; c.Side == side && c.Live() {
			live++
		}
	}
	return sequence.Limit(live, len(s.stages()))
}

// stages are the phases of the step the game is at: a player turn's
// missiles and movement, or the melee.
func (s *State) stages() []sequence.Stage[*State] {
	if s.Melee {
		return meleeStages
	}
	return stages
}

// View implements game.Position: Chainmail hides nothing.
func (s *State) View(string) ([]byte, error) { return s.MarshalJSON() }

// Shows implements game.Position: every side sees every event.
func (s *State) Shows(string, game.Event) bool { return true }

// Fold implements game.Position: each order played again with its
// recorded rolls must give the logged event byte for byte.
func (s *State) Fold(e game.Event) (game.Position, []string, error) {
	var n *State
	var told []string
	var err error
	switch e.Type {
	case TypeInitiative, TypeMeleeEnded:
		n, told, err = s.foldRound(e)
	case game.TypePhase:
		at := s
		if s.Melee && e.Side != s.Side && slices.Contains(s.Order, e.Side) {
			// a side that wrote no melee played no phase
			at = s.clone()
			at.Side, at.Phase = e.Side, notation.PhaseNone
		}
		n, told, err = sequence.FoldPhase[*State](s.rs, at.stages(), at, at.Side, e)
	case game.TypeTurnEnded:
		n, told, err = sequence.FoldTurnEnded[*State](s.rs, s, s.Side, e)
	case sequence.TypeMoved, sequence.TypeFired, sequence.TypeCombat, sequence.TypeWaited, sequence.TypeVoid:
		n, told, err = sequence.FoldOrder[*State](s.rs, s, e, nil)
	default:
		err = &game.ReplayError{Type: e.Type, Msg: "unknown event type"}
	}
	if err != nil {
		return nil, nil, err
	}
	return n, told, nil
}

// PhaseOf implements sequence.Referee.
func (*Chainmail) PhaseOf(s *State) notation.Phase { return s.Phase }

// Begin implements sequence.Referee.
func (*Chainmail) Begin(s *State, ph notation.Phase) *State {
	n := s.clone()
	n.Phase = ph
	return n
}

// Settled implements sequence.Referee: moves and charges roll no die.
func (*Chainmail) Settled(_ *State, o notation.Order) bool {
	return o.Kind == notation.KindMove || o.Kind == notation.KindCharge
}

// CheckOrder implements sequence.Referee.
func (cm *Chainmail) CheckOrder(_, scratch *State, side string, o notation.Order) (*State, []game.Event, bool, error) {
	return sequence.CheckOrder[*State](cm, scratch, side, o)
}

// asRule is the rule an order's refusal cites.
func asRule(err error) *rule.Error {
	if re, ok := game.RuleOf(err); ok {
		return re
	}
	return cmErr(chainmail.RefBattle, "%v", err)
}

// Lean implements game.Leaner: a copy for another goroutine (figureSight
// keeps the last field view it built).
func (s *State) Lean() game.Position {
	n := *s
	return &n
}

// End implements game.Position.
func (s *State) End() game.Position {
	n := s.clone()
	n.Over = true
	return n
}
