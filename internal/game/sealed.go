package game

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"

	"herald/internal/dice"
	"herald/internal/rule"
)

// Sealed simultaneous orders. At a Sealed step every due side submits
// without seeing the others' orders. The engine, not the ruleset, keeps
// them: each submission is logged as a sealed event holding a commitment
// (a hash of the side's orders and a secret) and the orders themselves
// in a box only the host can open; when the last due side is in, a
// revealed event gives every side's orders and secret, and the ruleset
// plays them all at once. Folding the revealed event checks each side's
// orders and secret against its commitment, so a log verifies only if no
// side's orders changed after they were sealed, and the events that
// follow must be what the ruleset plays from the revealed orders.

// The engine's event types of sealed steps.
const (
	// TypeSealed: a side's orders for a sealed step are in (payload
	// SealedOrders); nothing of them is shown before the reveal.
	TypeSealed = "sealed"
	// TypeRevealed: the last due side is in; the payload (Revealed)
	// gives every side's orders and secret.
	TypeRevealed = "revealed"
)

// SealedOrders is the payload of a sealed event.
type SealedOrders struct {
	// Commitment is Commitment(side, orders, secret) in hex.
	Commitment string `json:"commitment"`
	// Box is the orders and secret sealed by the host's Keeper, kept
	// until the reveal; none for the last side, revealed at once.
	Box []byte `json:"box,omitempty"`
}

// Revealed is the payload of a revealed event.
type Revealed struct {
	// Orders are the due sides' orders, in the step's order of sides.
	Orders []RevealedOrders `json:"orders"`
	// Events is how many of the ruleset's events follow: the play of the
	// revealed orders.
	Events int `json:"events"`
}

// RevealedOrders is one side's sealed orders, opened.
type RevealedOrders struct {
	Side   string `json:"side"`
	Orders string `json:"orders"`
	// Secret is the hex of the secret the commitment was made with.
	Secret string `json:"secret"`
}

// Commitment is the hex SHA-256 that binds side to its orders: secret
// keeps anyone from trying orders until one matches.
func Commitment(side, orders string, secret []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "herald sealed orders\x00%d:%s\x00%d:%s\x00", len(side), side, len(orders), orders)
	h.Write(secret)
	return hex.EncodeToString(h.Sum(nil))
}

// Keeper is the host's safe for sealed orders: the server keeps them under
// its secret dice seed, a file game under its log's seed. Secret draws
// the secret a commitment is made with (unpredictable to the other
// sides, different for every submission); Seal and Open box and unbox a
// side's orders for the log.
type Keeper interface {
	Secret(side, orders string) []byte
	Seal(side string, plain []byte) ([]byte, error)
	Open(side string, box []byte) ([]byte, error)
}

// SealedError refuses a second submission of a side at a sealed step.
type SealedError struct{ Side string }

func (e *SealedError) Error() string {
	return fmt.Sprintf("%s has submitted its sealed orders for this step already", e.Side)
}

// Unwrap is the refusal as a rule of herald's: orders once sealed stand.
func (e *SealedError) Unwrap() error {
	return &rule.Error{Set: "herald", Rule: "sealed orders", Msg: e.Error()}
}

// boxed is what a Keeper seals.
type boxed struct {
	Orders string `json:"orders"`
	Secret []byte `json:"secret"`
}

// sealing is a position at a sealed step with some sides' orders in:
// the ruleset's position, unchanged, and the seals.
type sealing struct {
	Position
	seals []seal
}

type seal struct {
	side string
	SealedOrders
}

// Step is the ruleset's, waiting only for the sides not yet in.
func (s *sealing) Step() Step {
	st := s.Position.Step()
	st.Sides = slices.DeleteFunc(slices.Clone(st.Sides), s.in)
	return st
}

func (s *sealing) in(side string) bool {
	return slices.ContainsFunc(s.seals, func(x seal) bool { return x.side == side })
}

// Check refuses a side already in, and is the ruleset's check otherwise.
func (s *sealing) Check(sub Submission) (Checked, error) {
	if s.in(sub.Side) {
		return Checked{Submission: sub}, &SealedError{sub.Side}
	}
	return s.Position.Check(sub)
}

// Play is not how a sealed step is played: PlayChecked is.
func (s *sealing) Play([]Checked, dice.Source) (Position, []Event) {
	panic("game: a sealed step is played through game.PlayChecked")
}

// Fold: the ruleset's events wait for the reveal.
func (s *sealing) Fold(e Event) (Position, []string, error) {
	return nil, nil, &ReplayError{e.Type, "the game waits for sealed orders; nothing is played before they are revealed"}
}

// Inner is the ruleset's own position under the engine's bookkeeping of
// a sealed step: the one whose capabilities (Drawer, Knower …) to ask.
func Inner(p Position) Position {
	for {
		switch x := p.(type) {
		case *sealing:
			p = x.Position
		case *revealing:
			p = x.Position
		default:
			return p
		}
	}
}

// Sealing lists the sides whose sealed orders are in, in the order they
// came.
func Sealing(p Position) []string {
	s, ok := p.(*sealing)
	if !ok {
		return nil
	}
	out := make([]string, len(s.seals))
	for i, x := range s.seals {
		out[i] = x.side
	}
	return out
}

// PlayChecked plays a checked submission with dice d, then any chance
// steps that follow. At a sealed step it is sealed (k keeps it) until the
// last due side's is in; then every side's orders are revealed and
// played together. An error is the keeper's, or a submission for a step
// it was not checked at.
func PlayChecked(p Position, c Checked, k Keeper, d dice.Source) (Position, []Event, error) {
	st := p.Step()
	var n Position
	var evs []Event
	if st.Kind == Sealed {
		var err error
		if n, evs, err = playSealed(p, c, k, d); err != nil {
			return nil, nil, err
		}
	} else {
		n, evs = p.Play([]Checked{c}, d)
	}
	n, more := Advance(n, d)
	return n, append(evs, more...), nil
}

// MaxChance bounds the chance steps played in a row: a ruleset whose
// dice never hand the game back to a side is broken.
const MaxChance = 1000

// Advance plays the chance steps p waits for, with no submission, up to
// the next step a side must answer.
func Advance(p Position, d dice.Source) (Position, []Event) {
	var evs []Event
	for i := 0; i < MaxChance && p.Step().Kind == Chance; i++ {
		var more []Event
		p, more = p.Play(nil, d)
		evs = append(evs, more...)
	}
	return p, evs
}

func playSealed(p Position, c Checked, k Keeper, d dice.Source) (Position, []Event, error) {
	if k == nil {
		return nil, nil, fmt.Errorf("a sealed step needs a keeper for the orders")
	}
	s, _ := p.(*sealing)
	if s == nil {
		s = &sealing{Position: p}
	}
	if s.in(c.Side) || !s.Step().Due(c.Side) {
		return nil, nil, &SealedError{c.Side}
	}
	secret := k.Secret(c.Side, c.Orders)
	so := SealedOrders{Commitment: Commitment(c.Side, c.Orders, secret)}
	last := len(s.Step().Sides) == 1
	if !last {
		var err error
		if so.Box, err = k.Seal(c.Side, MustJSON(boxed{c.Orders, secret})); err != nil {
			return nil, nil, err
		}
	}
	sealedEv := Event{Type: TypeSealed, Side: c.Side, Data: MustJSON(so), Report: []string{sealedReport(c.Side)}}
	next := &sealing{Position: s.Position, seals: append(slices.Clone(s.seals), seal{c.Side, so})}
	if !last {
		return next, []Event{sealedEv}, nil
	}
	// The last side is in: open the others' boxes and play them all.
	open := map[string]boxed{c.Side: {c.Orders, secret}}
	for _, x := range s.seals {
		plain, err := k.Open(x.side, x.Box)
		if err != nil {
			return nil, nil, fmt.Errorf("opening %s's sealed orders: %w", x.side, err)
		}
		var b boxed
		if err := json.Unmarshal(plain, &b); err != nil {
			return nil, nil, fmt.Errorf("opening %s's sealed orders: %w", x.side, err)
		}
		open[x.side] = b
	}
	rv := Revealed{}
	var cs []Checked
	for _, side := range s.Position.Step().Sides {
		b := open[side]
		rv.Orders = append(rv.Orders, RevealedOrders{Side: side, Orders: b.Orders, Secret: hex.EncodeToString(b.Secret)})
		if side == c.Side {
			cs = append(cs, c)
			continue
		}
		ch, err := s.Position.Check(Submission{Side: side, For: Sealed, Orders: b.Orders})
		if err != nil {
			return nil, nil, fmt.Errorf("%s's sealed orders no longer pass the check: %w", side, err)
		}
		cs = append(cs, ch)
	}
	n, played := s.Position.Play(cs, d)
	rv.Events = len(played)
	revealedEv := Event{Type: TypeRevealed, Data: MustJSON(rv), Report: revealedReport(rv)}
	return n, append([]Event{sealedEv, revealedEv}, played...), nil
}

func sealedReport(side string) string {
	return fmt.Sprintf("%s's sealed orders are in.", side)
}

func revealedReport(rv Revealed) []string {
	out := []string{"Every side's orders are in; they are revealed:"}
	for _, o := range rv.Orders {
		out = append(out, fmt.Sprintf("  %s: %s", o.Side, oneLine(o.Orders)))
	}
	return out
}

// oneLine writes orders on one line for a report.
func oneLine(s string) string {
	s = string(bytes.Join(bytes.Fields([]byte(s)), []byte(" ")))
	if s == "" {
		return "(none)"
	}
	return s
}

// foldSealing folds the engine's events of a sealed step; done is false
// for any other event.
func foldSealing(p Position, e Event) (n Position, told []string, err error, done bool) {
	switch e.Type {
	case TypeSealed:
		n, told, err = foldSealed(p, e)
	case TypeRevealed:
		n, told, err = foldRevealed(p, e)
	default:
		return nil, nil, nil, false
	}
	return n, told, err, true
}

func foldSealed(p Position, e Event) (Position, []string, error) {
	var so SealedOrders
	if err := json.Unmarshal(e.Data, &so); err != nil {
		return nil, nil, &ReplayError{e.Type, err.Error()}
	}
	if len(so.Commitment) != 2*sha256.Size {
		return nil, nil, &ReplayError{e.Type, "the commitment is not a SHA-256"}
	}
	s, _ := p.(*sealing)
	if s == nil {
		if p.Step().Kind != Sealed {
			return nil, nil, &ReplayError{e.Type, fmt.Sprintf("the game waits for %s, not sealed orders", p.Step().Kind)}
		}
		s = &sealing{Position: p}
	}
	if !s.Step().Due(e.Side) {
		return nil, nil, &ReplayError{e.Type, fmt.Sprintf("%s is not due to submit sealed orders now", e.Side)}
	}
	return &sealing{Position: s.Position, seals: append(slices.Clone(s.seals), seal{e.Side, so})}, []string{sealedReport(e.Side)}, nil
}

// foldRevealed checks every due side's orders against its commitment and
// the check, and waits for the ruleset's events of their play.
func foldRevealed(p Position, e Event) (Position, []string, error) {
	bad := func(format string, a ...any) (Position, []string, error) {
		return nil, nil, &ReplayError{e.Type, fmt.Sprintf(format, a...)}
	}
	var rv Revealed
	if err := json.Unmarshal(e.Data, &rv); err != nil {
		return bad("%v", err)
	}
	s, _ := p.(*sealing)
	if s == nil || len(s.Step().Sides) > 0 {
		return bad("orders are revealed before every due side has sealed its own")
	}
	due := s.Position.Step().Sides
	if len(rv.Orders) != len(due) || rv.Events < 0 {
		return bad("%d sides' orders revealed, %d due", len(rv.Orders), len(due))
	}
	var cs []Checked
	for i, o := range rv.Orders {
		if o.Side != due[i] {
			return bad("orders of %q revealed where %s's are due", o.Side, due[i])
		}
		secret, err := hex.DecodeString(o.Secret)
		if err != nil {
			return bad("%s's secret is not hex", o.Side)
		}
		j := slices.IndexFunc(s.seals, func(x seal) bool { return x.side == o.Side })
		if Commitment(o.Side, o.Orders, secret) != s.seals[j].Commitment {
			return bad("%s's revealed orders are not the ones it sealed: they do not match its commitment", o.Side)
		}
		c, err := s.Position.Check(Submission{Side: o.Side, For: Sealed, Orders: o.Orders})
		if err != nil {
			return bad("%s's revealed orders are refused: %v", o.Side, err)
		}
		cs = append(cs, c)
	}
	r := &revealing{Position: s.Position, before: s.Position, cs: cs, want: rv.Events}
	if rv.Events == 0 {
		n, err := r.settle()
		return n, revealedReport(rv), err
	}
	return r, revealedReport(rv), nil
}

// revealing is a position whose sealed orders have been revealed, while
// the ruleset's events of their play are folded; once all are in, they
// must be what the ruleset plays from the revealed orders.
type revealing struct {
	Position // the ruleset's position so far
	before   Position
	cs       []Checked
	want     int
	got      []Event
}

// Fold folds the ruleset's next event of the play of the revealed orders.
func (r *revealing) Fold(e Event) (Position, []string, error) {
	n, told, err := r.Position.Fold(e)
	if err != nil {
		return nil, nil, err
	}
	next := &revealing{Position: n, before: r.before, cs: r.cs, want: r.want, got: append(slices.Clone(r.got), e)}
	if len(next.got) < next.want {
		return next, told, nil
	}
	settled, err := next.settle()
	return settled, told, err
}

// settle plays the revealed orders again with the rolls the folded events
// recorded and compares: the log must hold what they played.
func (r *revealing) settle() (n Position, err error) {
	var rolls []int
	for _, e := range r.got {
		for _, x := range e.Rolls {
			rolls = append(rolls, x.Value)
		}
	}
	defer func() {
		if v := recover(); v != nil {
			n, err = nil, &ReplayError{TypeRevealed, fmt.Sprintf("playing the revealed orders again: %v", v)}
		}
	}()
	d := dice.NewScripted(rolls...)
	played, evs := r.before.Play(r.cs, d)
	if d.Remaining() != 0 || len(evs) != len(r.got) {
		return nil, &ReplayError{TypeRevealed, fmt.Sprintf("the revealed orders play as %d events and %d rolls, the log has %d events and %d rolls",
			len(evs), len(rolls)-d.Remaining(), len(r.got), len(rolls))}
	}
	for i, e := range evs {
		if !sameEvent(e, r.got[i]) {
			return nil, &ReplayError{r.got[i].Type, fmt.Sprintf("event %d of the play of the revealed orders is not what they play", i+1)}
		}
	}
	return played, nil
}

// sameEvent compares what the log keeps of two events.
func sameEvent(a, b Event) bool {
	if a.Type != b.Type || a.Side != b.Side || !slices.Equal(a.Rolls, b.Rolls) {
		return false
	}
	var x, y bytes.Buffer
	if json.Compact(&x, a.Data) != nil || json.Compact(&y, b.Data) != nil {
		return false
	}
	return bytes.Equal(x.Bytes(), y.Bytes())
}

// Unfinished is the error of a log that ends in the middle of the play of
// revealed orders: a host writes a reveal and its play at once, so such
// a log lost its end.
func Unfinished(p Position) error {
	if r, ok := p.(*revealing); ok {
		return &ReplayError{TypeRevealed, fmt.Sprintf("the log ends %d events into the play of revealed orders that has %d", len(r.got), r.want)}
	}
	return nil
}
