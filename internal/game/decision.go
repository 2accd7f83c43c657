package game

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/notation"
	"herald/internal/rule"
)

// Pending is a decision the opponent must make in the middle of a player
// turn (§4, §8): the turn stops, and Decide carries it on with his answer.
type Pending struct {
	// Side is who must decide; Turn is whose player turn waits for it.
	Side string `json:"side"`
	Turn string `json:"turn"`
	// Kind is "retreat" (§10.2: the characters in Choices retreat now, by
	// retreat orders; herald retreats any not named), "pin" (§8: the
	// pinning attempts in Choices the side may make; any, all or none) or
	// "advance" (§10.9: one of Choices, the victorious defenders, may
	// advance; one advance order or nothing).
	Kind    string   `json:"kind"`
	Rule    string   `json:"rule"`
	Choices []string `json:"choices"`
	// Rest is the rest of the waiting player turn's orders, in canonical
	// notation, played on once the decision is made. It is the waiting
	// side's secret: the pending event logs it, but the state's JSON leaves
	// it out, and whoever shows the log to the deciding side must too.
	Rest string `json:"rest"`
}

// public is the pending decision without Rest, for the state's JSON.
func (p *Pending) public() *publicPending {
	if p == nil {
		return nil
	}
	return &publicPending{Side: p.Side, Turn: p.Turn, Kind: p.Kind, Rule: p.Rule, Choices: p.Choices}
}

type publicPending struct {
	Side    string   `json:"side"`
	Turn    string   `json:"turn"`
	Kind    string   `json:"kind"`
	Rule    string   `json:"rule"`
	Choices []string `json:"choices"`
}

// AskingDecisions is rs set to stop a turn for the opponent's decisions;
// false when rs has none to ask (Chainmail).
func AskingDecisions(rs Ruleset) (Ruleset, bool) {
	h, ok := rs.(*CryHavoc)
	if !ok {
		return rs, false
	}
	return &CryHavoc{Tables: h.Tables, Decisions: true}, true
}

// RulesetOf is rs as a game's setup event sets it up.
func (p Setup) RulesetOf(rs Ruleset) (Ruleset, error) {
	if !p.Decisions {
		return rs, nil
	}
	n, ok := AskingDecisions(rs)
	if !ok {
		return nil, fmt.Errorf("%s asks no decisions in the middle of a turn", rs.Name())
	}
	return n, nil
}

// The kinds of pending decision.
const (
	DecideRetreat = "retreat"
	DecidePin     = "pin"
	DecideAdvance = "advance"
)

// Event types of the mid-turn decisions.
const (
	TypePending   = "pending"   // the turn waits for the opponent's decision
	TypeDecided   = "decided"   // the opponent's answer
	TypeRetreated = "retreated" // a retreat, ordered or chosen by herald
	TypeAdvanced  = "advanced"  // an advance after combat
)

// decidedResult is the payload of a decided event.
type decidedResult struct {
	Kind   string `json:"kind"`
	Answer string `json:"answer"`
}

// referee is implemented by a Ruleset whose turns can stop for the
// opponent and in which the engine moves characters on its own (Cry
// Havoc's retreats, pins and advances).
type referee interface {
	// owed lists side's characters that owe a retreat.
	owed(s *State, side string) []string
	// retreatAuto retreats who as herald chooses.
	retreatAuto(s *State, side, who string) (*State, Event)
	// pinChoices lists the pinning attempts open to the opponent against
	// the moves of one phase, as pin orders.
	pinChoices(s *State, side string, moves []notation.Order) []string
	// decide checks an answer and applies it (not the retreats it orders).
	decide(s *State, side string, answer notation.Turn) (*State, error)
	// asks: the opponent is asked mid-turn; otherwise herald takes the
	// default answer at once (no pins, no advance; herald retreats).
	asks() bool
}

// PlayTurn plays side's player turn: the orders phase by phase in the
// order of rs.Phases, then the end of the turn. lines gives each order's
// line for messages (may be nil).
//
// Once a die is rolled the turn stands (§1). So the whole turn is checked
// first, by CheckTurn, before any die is rolled: a refusal there returns
// nothing of the turn, and depends only on the position and the orders.
// Then the turn is played, and an order that events made impossible (a
// target killed or driven out of sight by a roll, a hidden man found) is
// void, never a refusal.
//
// The turn may stop before its end with State.Pending set: the opponent
// must decide something first (Decide), and the rest of the turn is
// played then.
func PlayTurn(rs Ruleset, s *State, side string, t notation.Turn, lines []int, d dice.Source) (*State, []Event, error) {
	if s.SettingUp() {
		return playSetUp(s, side, t, lines)
	}
	if _, _, err := CheckTurn(rs, s, side, t, lines); err != nil {
		return nil, nil, err
	}
	n, evs := playOrders(rs, s, side, t.Orders, d, false)
	return n, evs, nil
}

// CheckTurn is the verdict PlayTurn gives on side's turn, without playing
// it: the turn played through the dry run (DryRun: every die does
// nothing, the opponent is asked nothing), every order checked before its
// phase is applied (moves one after another, since an earlier move frees
// or fills hexes). No die is rolled; the state and events returned are
// the dry run's, for a preview. A set-up turn is checked by playing it.
func CheckTurn(rs Ruleset, s *State, side string, t notation.Turn, lines []int) (*State, []Event, error) {
	if s.SettingUp() {
		return playSetUp(s, side, t, lines)
	}
	if err := placementsLate(t, lines); err != nil {
		return nil, nil, err
	}
	if tc, ok := rs.(TurnChecker); ok {
		if err := tc.LegalTurn(s, side); err != nil {
			return nil, nil, &OrderError{Err: err}
		}
	}
	switch {
	case s.Over:
		return nil, nil, &OrderError{Err: rule.Errorf("23.1", "the game is over: the scenario's last game turn has been played")}
	case s.Pending != nil:
		return nil, nil, &OrderError{Err: rule.Errorf("4", "the player turn of %s waits for %s to decide: %s", s.Pending.Turn, s.Pending.Side, s.Pending.Kind)}
	case side != s.Side:
		return nil, nil, &OrderError{Err: rule.Errorf("4", "it is the player turn of %s, not of %s", s.Side, side)}
	}
	// An order of a phase the ruleset does not play is refused by its
	// Legal, never silently dropped.
	for i, o := range t.Orders {
		if _, ok := phaseByName(rs, o.Phase.String()); !ok {
			err := rs.Legal(s, side, o)
			if err == nil {
				err = fmt.Errorf("%s has no %s phase", rs.Name(), o.Phase)
			}
			return nil, nil, orderError(t, lines, i, err)
		}
	}
	return run(DryRun(rs), s, side, t.Orders, lines, nil, false, true)
}

// playOrders plays orders for real from the state's phase on; resumed as
// for run. It refuses nothing: run refuses an order only when checking,
// so after the first die an order that events made impossible is void.
func playOrders(rs Ruleset, s *State, side string, orders []notation.Order, d dice.Source, resumed bool) (*State, []Event) {
	n, evs, _ := run(rs, s, side, orders, nil, d, resumed, false)
	return n, evs
}

// Decide gives side's answer to the pending decision and plays the rest of
// the waiting player turn, up to its end or the next decision. A refused
// answer changes nothing; the side may answer again.
func Decide(rs Ruleset, s *State, side, text string, d dice.Source) (*State, []Event, error) {
	ref, ok := rs.(referee)
	switch {
	case s.Pending == nil || !ok:
		return nil, nil, &OrderError{Err: rule.Errorf("4", "there is nothing to decide")}
	case side != s.Pending.Side:
		return nil, nil, &OrderError{Err: rule.Errorf("4", "%s must decide, not %s", s.Pending.Side, side)}
	}
	answer, lines, err := notation.ParseWith(text, s.Names())
	if err != nil {
		return nil, nil, err
	}
	p := *s.Pending
	n, err := ref.decide(s, side, answer)
	if err != nil {
		var oe *OrderError
		if !asOrderError(err, &oe) {
			return nil, nil, &OrderError{Err: err}
		}
		if oe.Line > 0 && oe.Line <= len(lines) {
			oe.Line = lines[oe.Line-1]
		}
		return nil, nil, oe
	}
	out := []Event{{Type: TypeDecided, Side: side, Data: mustJSON(decidedResult{Kind: p.Kind, Answer: notation.Format(answer)}),
		Report: []string{decidedLine(side, p.Kind, notation.Format(answer))}}}
	if p.Kind == DecideRetreat || p.Kind == DecideAdvance {
		for _, o := range answer.Orders {
			var evs []Event
			n, evs = rs.Apply(n, side, o, nil)
			out = append(out, evs...)
		}
		for _, who := range p.Choices {
			if c, ok := n.Character(who); ok && c.RetreatOwed > 0 {
				var e Event
				n, e = ref.retreatAuto(n, side, who)
				out = append(out, e)
			}
		}
	}
	rest, err := notation.Parse(p.Rest)
	if err != nil {
		return nil, nil, fmt.Errorf("game: the rest of the turn does not read: %w", err)
	}
	// The answer is the last thing that may be refused: the rest of the
	// turn was checked whole when it was given, and its dice stand.
	n, more := playOrders(rs, n, p.Turn, rest.Orders, d, true)
	return n, append(out, more...), nil
}

func asOrderError(err error, oe **OrderError) bool {
	e, ok := err.(*OrderError)
	if ok {
		*oe = e
	}
	return ok
}

// pendingLine and decidedLine tell a decision asked for and answered.
func pendingLine(p *Pending) string {
	return fmt.Sprintf("%s must decide (%s, §%s): %s", p.Side, p.Kind, p.Rule, strings.Join(p.Choices, "; "))
}

func decidedLine(side, kind, answer string) string {
	return fmt.Sprintf("%s decides (%s): %s", side, kind, oneLine(answer))
}

func oneLine(s string) string {
	// "retreat:\nRafe retreat M10" reads "retreat: Rafe retreat M10".
	s = strings.ReplaceAll(strings.TrimSpace(s), ":\n", ": ")
	s = strings.ReplaceAll(s, "\n", "; ")
	if s == "" {
		return "nothing"
	}
	return s
}

// run plays orders from the state's phase on. resumed: the turn was
// stopped for a decision, and the phase it stopped in has begun.
// checking: each phase's orders are checked before it is applied, and a
// refused one refuses the turn (CheckTurn, with the dry run, which rolls
// nothing); otherwise no order is refused, and one that events have made
// impossible is void (§1). That check is run's only error.
func run(rs Ruleset, s *State, side string, orders []notation.Order, lines []int, d dice.Source, resumed, checking bool) (*State, []Event, error) {
	rec := &dice.Recorder{Src: d}
	var src dice.Source // nil, the dry run's, when there are no dice
	if d != nil {
		src = rec
	}
	start := s
	ref, _ := rs.(referee)
	var out []Event
	// ask stops the turn for the opponent's decision, or, when the ruleset
	// does not ask, gives the default answer at once: herald retreats the
	// characters, and no one tries to pin.
	ask := func(kind, rl string, choices []string, rest []notation.Order) bool {
		if !ref.asks() {
			if kind == DecideRetreat {
				for _, who := range choices {
					var e Event
					s, e = ref.retreatAuto(s, opponent(s, side), who)
					out = append(out, e)
				}
			}
			return false
		}
		p := &Pending{Side: opponent(s, side), Turn: side, Kind: kind, Rule: rl, Choices: choices,
			Rest: notation.Format(notation.Turn{Orders: rest})}
		s = s.clone()
		s.Pending = p
		out = append(out, Event{Type: TypePending, Side: side, Data: mustJSON(p),
			Report: []string{pendingLine(p)}})
		return true
	}
	for _, ph := range rs.Phases() {
		if ph < s.Phase {
			continue
		}
		var idx []int
		for i, o := range orders {
			if o.Phase == ph {
				idx = append(idx, i)
			}
		}
		begun := resumed && ph == s.Phase && s.Phase != notation.PhaseNone
		var owed []string
		if ref != nil && ph == notation.PhaseRetreat && !begun {
			owed = ref.owed(s, side)
		}
		if len(idx) == 0 && len(owed) == 0 {
			continue
		}
		// The phase's state is made before the check so that the check's
		// scratch moves start from it and can be kept (checked below).
		phased := s
		if !begun {
			phased = s.clone()
			phased.Phase = ph
		}
		var checked []applied
		if checking {
			var err error
			if checked, err = checkPhase(rs, start, s, phased, side, orders, idx, lines); err != nil {
				return nil, nil, err
			}
		}
		if !begun {
			s = phased
			out = append(out, Event{Type: TypePhase, Side: side, Data: mustJSON(map[string]string{"phase": ph.String()}),
				Report: []string{ph.String() + ":"}})
			if ref != nil && ref.asks() && ph == notation.PhaseMove {
				var moves []notation.Order
				for _, i := range idx {
					moves = append(moves, orders[i])
				}
				if choices := ref.pinChoices(s, side, moves); len(choices) > 0 && ask(DecidePin, "8", choices, restFrom(orders, ph, -1)) {
					return s, out, nil
				}
			}
		}
		for k, i := range idx {
			var evs []Event
			if a, ok := reuse(checked, s, i); ok {
				s, evs = a.out, a.evs
			} else {
				s, evs = rs.Apply(s, side, orders[i], src)
			}
			// The rolls belong to the order's event.
			evs[len(evs)-1].Rolls = rec.Take()
			out = append(out, evs...)
			if ref == nil {
				continue
			}
			// A retreat of the side's own characters is taken at once
			// (in the retreat phase, after its orders).
			if ph != notation.PhaseRetreat {
				for _, who := range ref.owed(s, side) {
					var e Event
					s, e = ref.retreatAuto(s, side, who)
					out = append(out, e)
				}
			}
			// A victorious defender may advance (§10.9): his decision.
			if a := s.Advance; a != nil && a.Side != side {
				rest := restFrom(orders, ph, i)
				// The default answer is no advance: the next order closes it.
				if ask(DecideAdvance, "10.9", a.Names, rest) {
					return s, out, nil
				}
			}
			// An advance needs the hex its enemy vacates: he retreats now.
			if k+1 < len(idx) && orders[idx[k+1]].Kind == notation.KindAdvance {
				if who := ref.owed(s, opponent(s, side)); len(who) > 0 && ask(DecideRetreat, "10.9", who, restFrom(orders, ph, i)) {
					return s, out, nil
				}
			}
		}
		for _, who := range owed {
			if c, ok := s.Character(who); ok && c.RetreatOwed > 0 {
				var e Event
				s, e = ref.retreatAuto(s, side, who)
				out = append(out, e)
			}
		}
		// After missile fire the opponent retreats now if the turn goes on
		// (§4: "let the opponent handle retreats now").
		if ref != nil && (ph == notation.PhaseFirstFire || ph == notation.PhaseSecondFire) {
			if rest := restFrom(orders, ph, len(orders)); len(rest) > 0 {
				if who := ref.owed(s, opponent(s, side)); len(who) > 0 && ask(DecideRetreat, "4", who, rest) {
					return s, out, nil
				}
			}
		}
	}
	s, end := rs.EndTurn(s, side)
	return s, append(out, end...), nil
}

// restFrom is the orders still to play after orders[after] in phase ph
// (after < 0: all of ph; after ≥ len: none of ph), with every later phase.
func restFrom(orders []notation.Order, ph notation.Phase, after int) []notation.Order {
	var rest []notation.Order
	for j, o := range orders {
		if o.Phase > ph || o.Phase == ph && j > after {
			rest = append(rest, o)
		}
	}
	return rest
}

// applied is an order the check played on its scratch state: from in,
// the order orders[i] gave out and evs.
type applied struct {
	i       int
	in, out *State
	evs     []Event
}

// reuse finds the check's result of orders[i] played on s itself. States
// are never changed once made, so the same pointer is the same position;
// the check rolled no dice and, without pinning attempts to resolve
// (§8), playing the order again would give the same state and events.
func reuse(checked []applied, s *State, i int) (applied, bool) {
	if len(s.Pins) > 0 {
		return applied{}, false
	}
	for _, a := range checked {
		if a.i == i && a.in == s {
			return a, true
		}
	}
	return applied{}, false
}

// start is the state the turn began in: an order that a hidden man found
// since then makes impossible is void when its turn comes, not refused
// (§22.8). The scratch moves start from phased, s in its phase; what
// they gave is returned for the play to reuse.
func checkPhase(rs Ruleset, start, s, phased *State, side string, orders []notation.Order, idx []int, lines []int) ([]applied, error) {
	t := notation.Turn{Orders: orders}
	if pc, ok := rs.(PhaseChecker); ok {
		var os []notation.Order
		for _, i := range idx {
			os = append(os, orders[i])
		}
		if bad, err := pc.LegalPhase(phased, side, os); err != nil {
			return nil, orderError(t, lines, idx[bad], err)
		}
	}
	// Moves and retreats are applied to a scratch state as they are
	// checked: they roll no dice (pins are decided later).
	scratch := phased
	var done []applied
	for _, i := range idx {
		o := orders[i]
		if o.Kind == notation.KindAdvance {
			// An advance depends on its combat's result: checked when
			// applied, and void if the result allows none.
			if o.Phase != notation.PhaseCombat {
				return nil, orderError(t, lines, i, rule.Errorf("10.9", "an advance follows its combat in the combat phase, not %s", o.Phase))
			}
			continue
		}
		// An order that rolls no dice is played at once: Apply checks it
		// as Legal does (void exactly when Legal refuses), so Legal is
		// asked only for the reason of a void one.
		var next *State
		var evs []Event
		if rollsNoDice(o.Kind) {
			next, evs = rs.Apply(scratch, side, o, nil)
			if !voided(evs) {
				done = append(done, applied{i, scratch, next, evs})
				scratch = next
				continue
			}
		}
		if err := rs.Legal(scratch, side, o); err != nil {
			if overtaken(start, scratch, err) {
				continue
			}
			return nil, orderError(t, lines, i, err)
		}
		if next == nil && o.Kind == notation.KindRetreat {
			next, evs = rs.Apply(scratch, side, o, nil)
		}
		if next != nil {
			done = append(done, applied{i, scratch, next, evs})
			scratch = next
		}
	}
	return done, nil
}

// voided: Apply found the order no longer possible.
func voided(evs []Event) bool {
	return len(evs) == 1 && evs[0].Type == TypeVoid
}

func opponent(s *State, side string) string {
	for _, x := range s.Sides {
		if x != side {
			return x
		}
	}
	return side
}

// replayDecision folds the events particular to decisions.
func replayDecision(rs Ruleset, s *State, e Event) (*State, []string, error, bool) {
	ref, ok := rs.(referee)
	switch e.Type {
	case TypePending:
		var p Pending
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &ReplayError{e.Type, err.Error()}, true
		}
		if s.Pending != nil || p.Turn != s.Side || e.Side != s.Side || !ok {
			return nil, nil, &ReplayError{e.Type, "a decision asked for out of turn"}, true
		}
		if err := checkPending(ref, s, &p); err != nil {
			return nil, nil, &ReplayError{e.Type, err.Error()}, true
		}
		n := s.clone()
		n.Pending = &p
		return n, []string{pendingLine(&p)}, nil, true
	case TypeDecided:
		var p decidedResult
		if err := json.Unmarshal(e.Data, &p); err != nil {
			return nil, nil, &ReplayError{e.Type, err.Error()}, true
		}
		if s.Pending == nil || !ok || e.Side != s.Pending.Side || p.Kind != s.Pending.Kind {
			return nil, nil, &ReplayError{e.Type, "no such decision is pending"}, true
		}
		answer, err := notation.Parse(p.Answer)
		if err != nil {
			return nil, nil, &ReplayError{e.Type, err.Error()}, true
		}
		n, err := ref.decide(s, e.Side, answer)
		if err != nil {
			return nil, nil, &ReplayError{e.Type, err.Error()}, true
		}
		return n, []string{decidedLine(e.Side, p.Kind, p.Answer)}, nil, true
	case TypeRetreated:
		var p orderEvent
		if err := json.Unmarshal(e.Data, &p); err != nil || !ok {
			return nil, nil, &ReplayError{e.Type, fmt.Sprint(err)}, true
		}
		if p.Order != "" {
			return nil, nil, nil, false // an order: replayed like any other
		}
		var r struct {
			Who string `json:"who"`
		}
		if err := json.Unmarshal(p.Result, &r); err != nil {
			return nil, nil, &ReplayError{e.Type, err.Error()}, true
		}
		if !slices.Contains(ref.owed(s, e.Side), r.Who) {
			return nil, nil, &ReplayError{e.Type, fmt.Sprintf("%s of %s owes no retreat", r.Who, e.Side)}, true
		}
		n, ev := ref.retreatAuto(s, e.Side, r.Who)
		return n, ev.Report, same(e, []Event{ev}), true
	}
	return nil, nil, nil, false
}

// checkPending: a logged decision is the one the rules ask for here.
func checkPending(ref referee, s *State, p *Pending) error {
	switch p.Kind {
	case DecideRetreat:
		if want := ref.owed(s, p.Side); !slices.Equal(want, p.Choices) {
			return fmt.Errorf("retreats owed by %s are %v, not %v", p.Side, want, p.Choices)
		}
	case DecideAdvance:
		if a := s.Advance; a == nil || a.Side != p.Side || !slices.Equal(a.Names, p.Choices) {
			return fmt.Errorf("no advance is open to %s", p.Side)
		}
	case DecidePin:
		rest, err := notation.Parse(p.Rest)
		if err != nil {
			return err
		}
		var moves []notation.Order
		for _, o := range rest.Orders {
			if o.Phase == notation.PhaseMove {
				moves = append(moves, o)
			}
		}
		if want := ref.pinChoices(s, p.Turn, moves); !slices.Equal(want, p.Choices) {
			return fmt.Errorf("pinning attempts open are %v, not %v", want, p.Choices)
		}
	default:
		return fmt.Errorf("unknown decision %q", p.Kind)
	}
	return nil
}
