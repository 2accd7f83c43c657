package referee

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
	"herald/internal/sequence"
)

// The events of a game of Destrier.
const (
	// TypeInitiative: the D6 of each side, the order for the turn.
	TypeInitiative = "initiative"
	// TypeRevealed: every side's sealed cards of a step, turned up
	// together, and what followed up to the guesses or the blows (the
	// engine's own "revealed" event, before it, opens the seals).
	TypeRevealed = "cards"
	// TypeGuessed: a side's guesses at the dodges, and the blows once
	// the last guess is in.
	TypeGuessed = "guesses"
)

// initiativeData is the payload of an initiative event.
type initiativeData struct {
	Turn  int      `json:"turn"`
	Half  int      `json:"half,omitempty"`
	Order []string `json:"order"`
}

// SideOrders is one side's text in a revealed event.
type SideOrders struct {
	Side   string `json:"side"`
	Orders string `json:"orders"`
}

// revealedData is the payload of a revealed event: its orders are what
// replay plays again, the blows what they did.
type revealedData struct {
	Turn   int          `json:"turn"`
	Round  int          `json:"round"`
	Orders []SideOrders `json:"orders"`
	Blows  []BlowLog    `json:"blows,omitempty"`
}

// guessedData is the payload of a guessed event.
type guessedData struct {
	Turn    int       `json:"turn"`
	Round   int       `json:"round"`
	Guesses string    `json:"guesses"`
	Blows   []BlowLog `json:"blows,omitempty"`
}

// Sides implements game.Position.
func (s *State) Sides() []string { return s.SideNames }

// due are the sides a sealed step waits for: in the TAC phase every side
// with a figure standing; in a card round those with a figure with blows.
func (s *State) due() []string {
	var out []string
	for _, side := range s.SideNames {
		for _, f := range s.live(side) {
			if s.Stage == stageTAC || f.Status.BlowsLeft > 0 {
				out = append(out, side)
				break
			}
		}
	}
	return out
}

// Step implements game.Position.
func (s *State) Step() game.Step {
	st := game.Step{Turn: s.Turn, Stage: s.Stage}
	switch s.Stage {
	case stageInitiative, stageInitiative2:
		st.Kind = game.Chance
	case stageMove:
		side := s.Order[s.Mover]
		st.Kind, st.Sides, st.Player = game.Orders, []string{side}, side
		st.Stage = fmt.Sprintf("half-move %d", s.Half)
	case stageCharges:
		st.Kind, st.Sides = game.Sealed, s.chargeSides()
	case stageTAC, stageRound:
		st.Kind, st.Sides = game.Sealed, s.due()
		if s.Stage == stageRound {
			st.Stage = fmt.Sprintf("card round %d", s.Round)
		}
	case stageKeep:
		side := s.Exchange.keepDue()
		st.Kind, st.Sides, st.Player = game.Decision, []string{side}, side
		st.Question = s.keepQuestion(side)
	case stageGuess:
		side := s.Exchange.unanswered()
		st.Kind, st.Sides, st.Player = game.Decision, []string{side}, side
		st.Question = s.question(side)
	default:
		st.Kind, st.Winner = game.Over, s.Winner
	}
	return st
}

// question is the guess asked of side.
func (s *State) question(side string) *game.Question {
	q := &game.Question{Side: side, Turn: fmt.Sprint(s.Turn), Kind: "dodge guess", Rule: destrier.SecMeleeCards + ": DODGE",
		Choices: []string{string(destrier.DodgesLeft), string(destrier.DodgesRight), string(destrier.DodgesBack)},
		Help:    "each of your figures in contact with a dodging enemy guesses which way he dodges: left, right or back"}
	for _, a := range s.Exchange.Asks {
		if a.Side == side {
			q.Answer += fmt.Sprintf("%s guesses left at %s\n", a.By, a.Dodger)
		}
	}
	return q
}

// Check implements game.Position.
func (s *State) Check(sub game.Submission) (game.Checked, error) {
	c := game.Checked{Submission: sub}
	st := s.Step()
	switch {
	case st.Kind == game.Over:
		return c, &game.OrderError{Err: refErr("the game is over")}
	case st.Kind == game.Chance:
		return c, &game.OrderError{Err: refErr("the dice roll the initiative: nothing to submit")}
	case !st.Due(sub.Side):
		return c, &game.OrderError{Err: refErr("%s has nothing to submit in the %s", sub.Side, st.Stage)}
	case st.Kind == game.Decision && sub.For != game.Decision:
		return c, &game.OrderError{Err: dodgeErr("the game waits for %s's guesses at the dodges, not for orders", sub.Side)}
	case st.Kind != game.Decision && sub.For == game.Decision:
		return c, &game.OrderError{Err: refErr("there is nothing to decide: the game waits for the %s", st.Stage)}
	}
	if st.Kind == game.Orders {
		plan, text, err := s.checkMoves(sub.Side, sub.Orders)
		if err != nil {
			return c, err
		}
		c.Plan, c.Canonical = plan, text
		for _, m := range plan.Moves {
			c.Preview = append(c.Preview, fmt.Sprintf("%s moves %v to %s", m.Figure, m.Dist, place(m.To)))
		}
		return c, nil
	}
	if s.Stage == stageKeep {
		plan, text, err := s.checkKeeps(sub.Side, sub.Orders)
		if err != nil {
			return c, err
		}
		c.Plan, c.Canonical = plan, text
		for _, k := range plan.Answers {
			c.Preview = append(c.Preview, k.Figure+map[bool]string{true: " retreats", false: " stands"}[k.Retreats])
		}
		return c, nil
	}
	if st.Kind == game.Decision {
		plan, text, err := s.checkGuesses(sub.Side, sub.Orders)
		if err != nil {
			return c, err
		}
		c.Plan, c.Canonical = plan, text
		for _, g := range plan.Guesses {
			c.Preview = append(c.Preview, fmt.Sprintf("%s guesses %s at %s", g.By, g.Way, g.Dodger))
		}
		return c, nil
	}
	if s.Stage == stageCharges {
		plan, text, err := s.checkCharges(sub.Side, sub.Orders)
		if err != nil {
			return c, err
		}
		c.Plan, c.Canonical = plan, text
		for _, d := range plan.Decls {
			if len(d.Targets) > 0 {
				c.Preview = append(c.Preview, fmt.Sprintf("%s charges %s", d.Charger, strings.Join(d.Targets, ", ")))
			}
		}
		return c, nil
	}
	plan, text, err := s.checkCards(sub.Side, sub.Orders)
	if err != nil {
		return c, err
	}
	c.Plan, c.Canonical, c.Preview = plan, text, s.preview(plan)
	return c, nil
}

// Play implements game.Position: the initiative rolled, a sealed step's
// cards revealed and played, or a side's guesses. It gives one event.
func (s *State) Play(cs []game.Checked, d dice.Source) (game.Position, []game.Event) {
	rec := &dice.Recorder{Src: d}
	var n *State
	var e game.Event
	switch s.Stage {
	case stageInitiative:
		n, e = s.playInitiative(rec)
	case stageInitiative2:
		n, e = s.playInitiative2(rec)
	case stageMove:
		n, e = s.playMoves(cs[0])
	case stageCharges:
		n, e = s.playCharges(cs, rec)
	case stageTAC, stageRound:
		n, e = s.playCards(cs, rec)
	case stageGuess:
		n, e = s.playGuesses(cs[0], rec)
	case stageKeep:
		n, e = s.playKeeps(cs[0], rec)
	default:
		return s, nil
	}
	e.Rolls = rec.Take()
	return n, []game.Event{e}
}

func (s *State) playInitiative(d dice.Source) (*State, game.Event) {
	n := s.clone()
	ini := destrier.RollInitiative(n.SideNames, d)
	n.Order = ini.Order
	for _, f := range n.Figs {
		if f.Live() {
			f.Status = f.Fighter().NewTurn(n.rs.R)
		}
	}
	n.Round = 0
	if len(n.chargeSides()) > 0 {
		n.Stage = stageCharges
	} else {
		n.startMovement()
	}
	told := []string{fmt.Sprintf("Turn %d: %s wins the initiative (order %v).", n.Turn, ini.Winner(), ini.Order)}
	return n, game.Event{Type: TypeInitiative, Data: game.MustJSON(initiativeData{Turn: n.Turn, Order: ini.Order}), Report: told}
}

func (s *State) playCards(cs []game.Checked, d dice.Source) (*State, game.Event) {
	n := s.clone()
	data := revealedData{Turn: s.Turn, Round: s.Round}
	byFig := map[string]destrier.Play{}
	var defends []Defend
	for _, side := range s.SideNames {
		for _, c := range cs {
			if c.Side == side {
				plan := c.Plan.(cardsPlan)
				data.Orders = append(data.Orders, SideOrders{Side: side, Orders: c.Canonical})
				for _, p := range plan.Plays {
					byFig[p.Figure] = p
				}
				defends = append(defends, plan.Defends...)
			}
		}
	}
	x := &Exchange{Step: s.step(), Defends: defends}
	for _, f := range n.Figs {
		if !f.Live() {
			continue
		}
		p, ok := byFig[f.Name]
		if !ok {
			var err error
			if p, err = n.defaultPlay(f); err != nil {
				continue
			}
		}
		x.Plays = append(x.Plays, p)
	}
	what := "the TAC phase"
	if s.Stage == stageRound {
		what = fmt.Sprintf("card round %d", s.Round)
	}
	told := []string{fmt.Sprintf("Turn %d, %s: the cards are turned up.", s.Turn, what)}
	n.reveal(x, d, &told)
	data.Blows = n.afterTACMoves(x, d, &told)
	return n, game.Event{Type: TypeRevealed, Data: game.MustJSON(data), Report: told}
}

// strike is the blows of an exchange and what follows them, up to the
// next step.
func (s *State) strike(x *Exchange, d dice.Source, told *[]string) []BlowLog {
	bs := s.blows(x, d, told)
	s.grapples(x, d, told)
	s.unhorse(told)
	s.afterBlows(x, d, told)
	s.next(told)
	return bs
}

func (s *State) playGuesses(c game.Checked, d dice.Source) (*State, game.Event) {
	n := s.clone()
	plan := c.Plan.(guessPlan)
	x := n.Exchange
	x.Guesses = append(x.Guesses, plan.Guesses...)
	data := guessedData{Turn: s.Turn, Round: s.Round, Guesses: c.Canonical}
	var told []string
	for _, g := range plan.Guesses {
		told = append(told, fmt.Sprintf("%s guesses %s at %s", g.By, g.Way, g.Dodger))
	}
	if x.unanswered() == "" {
		for _, p := range x.Plays {
			if _, way, ok := dodge(p); ok && slices.ContainsFunc(x.Asks, func(a Ask) bool { return a.Dodger == p.Figure }) {
				told = append(told, fmt.Sprintf("%s's dodge is turned up: %s", p.Figure, way))
			}
		}
		data.Blows = n.strike(x, d, &told)
	}
	return n, game.Event{Type: TypeGuessed, Side: c.Side, Data: game.MustJSON(data), Report: told}
}

// Fold implements game.Position: the event played again from its orders
// with its recorded rolls must be the logged event byte for byte.
func (s *State) Fold(e game.Event) (game.Position, []string, error) {
	var cs []game.Checked
	var what string
	switch e.Type {
	case TypeInitiative:
		if s.Stage != stageInitiative && s.Stage != stageInitiative2 {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the game does not wait for the initiative"}
		}
		what = "the initiative"
	case TypeMoved:
		var p movedData
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		c, err := s.Check(game.Submission{Side: e.Side, For: game.Orders, Orders: p.Orders})
		if err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("the moves of %s are refused: %v", e.Side, err)}
		}
		cs, what = []game.Checked{c}, "the moves of "+e.Side
	case TypeCharged:
		var p chargedData
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		if s.Stage != stageCharges {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the game does not wait for charges"}
		}
		for _, o := range p.Orders {
			c, err := s.Check(game.Submission{Side: o.Side, For: game.Sealed, Orders: o.Orders})
			if err != nil {
				return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("the charges of %s are refused: %v", o.Side, err)}
			}
			cs = append(cs, c)
		}
		if len(cs) != len(s.chargeSides()) {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "not every side's charges are in the event"}
		}
		what = "the charges"
	case TypeRevealed:
		var p revealedData
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		for _, o := range p.Orders {
			c, err := s.Check(game.Submission{Side: o.Side, For: game.Sealed, Orders: o.Orders})
			if err != nil {
				return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("the cards of %s are refused: %v", o.Side, err)}
			}
			cs = append(cs, c)
		}
		if got, want := len(cs), len(s.due()); got != want || s.Step().Kind != game.Sealed {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("%d sides' cards where the step waits for %d", got, want)}
		}
		what = "the revealed cards"
	case TypeGuessed:
		var p guessedData
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		c, err := s.Check(game.Submission{Side: e.Side, For: game.Decision, Orders: p.Guesses})
		if err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("the guesses of %s are refused: %v", e.Side, err)}
		}
		cs, what = []game.Checked{c}, "the guesses of "+e.Side
	case TypeKept:
		var p keptData
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		if s.Stage != stageKeep {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the game does not wait for a KEEP DISTANCE decision"}
		}
		c, err := s.Check(game.Submission{Side: e.Side, For: game.Decision, Orders: p.Answers})
		if err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("the answers of %s are refused: %v", e.Side, err)}
		}
		cs, what = []game.Checked{c}, "the answers of "+e.Side
	default:
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: "unknown event type"}
	}
	return sequence.Refold(e, what, func(d dice.Source) (game.Position, []game.Event) { return s.Play(cs, d) })
}

// End implements game.Position.
func (s *State) End() game.Position {
	n := s.clone()
	n.Over, n.Stage, n.Exchange = true, stageOver, nil
	return n
}
