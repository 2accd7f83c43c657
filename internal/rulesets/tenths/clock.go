package tenths

import (
	"fmt"
	"sort"

	"herald/internal/dice"
)

// Tenth is a moment of game time: tenths of a turn since the start.
type Tenth int

// ActionSpec is an action a combatant is given: its kind, its length in
// tenths, the moments inside it when something happens (offsets from its
// start: the feinted move halfway through a feint), what every side sees
// and what stays sealed until the rules reveal it.
type ActionSpec struct {
	Kind   string `json:"kind"`
	Length int    `json:"length"`
	Beats  []int  `json:"beats,omitempty"`
	Shown  string `json:"shown,omitempty"`
	Sealed string `json:"sealed,omitempty"`
	Rule   string `json:"rule,omitempty"`
	// Wait is an action of doing nothing: it can be given up at any moment
	// without a reaction time.
	Wait bool `json:"wait,omitempty"`
}

// Action kinds the clock itself starts.
const (
	ReactionKind = "reaction"
)

// Action is a combatant's current action on the clock.
type Action struct {
	ID       int     `json:"id"`
	Kind     string  `json:"kind"`
	Start    Tenth   `json:"start"`
	End      Tenth   `json:"end"`
	Beats    []Tenth `json:"beats,omitempty"`
	Passed   int     `json:"passed,omitempty"` // beats already reached
	Shown    string  `json:"shown,omitempty"`
	Sealed   string  `json:"sealed,omitempty"`
	Revealed bool    `json:"revealed,omitempty"`
	Rule     string  `json:"rule,omitempty"`
	Wait     bool    `json:"wait,omitempty"`
	Reaction bool    `json:"reaction,omitempty"`
}

// beatAt reports whether the action's next beat is at t.
func (a *Action) beatAt(t Tenth) bool { return a.Passed < len(a.Beats) && a.Beats[a.Passed] == t }

// Queued is an action that starts by itself once its combatant is free
// and its moment has come: a horse's response to a control action starts
// no sooner than the response time after it, and only once the horse has
// finished what it was doing.
type Queued struct {
	Spec      ActionSpec `json:"spec"`
	NotBefore Tenth      `json:"not_before"`
}

// Entry is one combatant on the clock.
type Entry struct {
	Name    string  `json:"name"`
	Side    string  `json:"side"`
	Current *Action `json:"current,omitempty"`
	Queued  *Queued `json:"queued,omitempty"`
	Out     bool    `json:"out,omitempty"`
}

// free reports whether the entry needs an action: not out, nothing under
// way and nothing queued.
func (e *Entry) free() bool { return !e.Out && e.Current == nil && e.Queued == nil }

// Clock is every combatant's current action in tenths (tag base:clock).
// It is a value: every change returns a new Clock and leaves the old one
// as it was.
type Clock struct {
	Now     Tenth   `json:"now"`
	Seq     int     `json:"seq"`
	Entries []Entry `json:"entries"` // sorted by name
}

// Done is an action that ended: completed at its end, or cut short.
type Done struct {
	Who    string `json:"who"`
	Action Action `json:"action"`
	Cut    bool   `json:"cut,omitempty"`
	At     Tenth  `json:"at"`
}

// Beat is a moment inside an action.
type Beat struct {
	Who    string `json:"who"`
	Action int    `json:"action"`
	Index  int    `json:"index"`
	At     Tenth  `json:"at"`
}

// Moment is what happens at the clock's next moment: the actions that
// complete there, all together, the beats reached, the queued actions
// that start, and who is then free and must be given an action. Each list
// is in order of the combatants' names, so it does not depend on the
// order they came onto the clock.
type Moment struct {
	At        Tenth    `json:"at"`
	Completed []Done   `json:"completed,omitempty"`
	Beats     []Beat   `json:"beats,omitempty"`
	Started   []Action `json:"started,omitempty"`
	Free      []string `json:"free,omitempty"`
}

// NewClock puts combatants on the clock at tenth 0, all free. Names must
// be distinct.
func NewClock(sides map[string]string) (Clock, error) {
	c := Clock{}
	for name, side := range sides {
		if name == "" {
			return Clock{}, errf(TagClock, "a combatant on the clock needs a name")
		}
		c.Entries = append(c.Entries, Entry{Name: name, Side: side})
	}
	sort.Slice(c.Entries, func(i, j int) bool { return c.Entries[i].Name < c.Entries[j].Name })
	return c, nil
}

// clone copies the clock's entries. Actions are shared with c and never
// changed in place: whoever changes one first takes its own copy (owned).
func (c Clock) clone() Clock {
	out := c
	out.Entries = append([]Entry(nil), c.Entries...)
	return out
}

// owned gives the entry its own copy of its current action, to change.
func owned(e *Entry) *Action {
	a := *e.Current
	e.Current = &a
	return e.Current
}

func (c *Clock) find(who string) (*Entry, error) {
	i := sort.Search(len(c.Entries), func(i int) bool { return c.Entries[i].Name >= who })
	if i < len(c.Entries) && c.Entries[i].Name == who {
		return &c.Entries[i], nil
	}
	return nil, errf(TagClock, "no combatant %q on the clock", who)
}

// Entry is a combatant's entry.
func (c Clock) Entry(who string) (Entry, error) {
	e, err := c.find(who)
	if err != nil {
		return Entry{}, err
	}
	return *e, nil
}

// MaxLength bounds an action: a hundred turns.
const MaxLength = 1000

func (c *Clock) begin(e *Entry, s ActionSpec, reaction bool) error {
	if s.Length < 1 || s.Length > MaxLength {
		return errf(TagClock, "%s: an action lasts 1 to %d tenths, not %d", e.Name, MaxLength, s.Length)
	}
	if s.Kind == "" {
		return errf(TagClock, "%s: an action needs a kind", e.Name)
	}
	c.Seq++
	a := &Action{ID: c.Seq, Kind: s.Kind, Start: c.Now, End: c.Now + Tenth(s.Length), Shown: s.Shown,
		Sealed: s.Sealed, Rule: s.Rule, Wait: s.Wait, Reaction: reaction}
	for _, b := range s.Beats {
		if b <= 0 || b >= s.Length {
			return errf(TagClock, "%s: a beat at %d is not inside an action of %d tenths", e.Name, b, s.Length)
		}
		if n := len(a.Beats); n > 0 && c.Now+Tenth(b) <= a.Beats[n-1] {
			return errf(TagClock, "%s: beats must rise", e.Name)
		}
		a.Beats = append(a.Beats, c.Now+Tenth(b))
	}
	e.Current = a
	return nil
}

// Start gives a free combatant an action from now. A busy one must first
// change what he does (Change), which costs a reaction time.
func (c Clock) Start(who string, s ActionSpec) (Clock, Action, error) {
	out := c.clone()
	e, err := out.find(who)
	if err != nil {
		return c, Action{}, err
	}
	switch {
	case e.Out:
		return c, Action{}, errf(TagClock, "%s is out of the fight", who)
	case e.Current != nil:
		return c, Action{}, errf(TagClock, "%s is busy with %s until %d; he must change what he does first", who, e.Current.Kind, e.Current.End)
	case e.Queued != nil:
		return c, Action{}, errf(TagClock, "%s already has %s waiting to start", who, e.Queued.Spec.Kind)
	}
	if err := out.begin(e, s, false); err != nil {
		return c, Action{}, err
	}
	return out, *e.Current, nil
}

// Change cuts a combatant's current action short now and starts his
// reaction time (tenths); when it ends he is free. Giving up a wait costs
// no reaction: he is free at once.
func (c Clock) Change(who string, reaction int) (Clock, Done, error) {
	out := c.clone()
	e, err := out.find(who)
	if err != nil {
		return c, Done{}, err
	}
	switch {
	case e.Current == nil:
		return c, Done{}, errf(TagClock, "%s is doing nothing to change", who)
	case e.Current.Reaction:
		return c, Done{}, errf(TagClock, "%s is already reacting until %d", who, e.Current.End)
	}
	cut := Done{Who: who, Action: *e.Current, Cut: true, At: out.Now}
	e.Current = nil
	if !cut.Action.Wait {
		if err := out.begin(e, ActionSpec{Kind: ReactionKind, Length: reaction, Shown: "reacting", Rule: TagReaction}, true); err != nil {
			return c, Done{}, err
		}
	}
	return out, cut, nil
}

// Interrupt cuts a combatant's action (if any) and drops what he had
// queued, because something happened to him (knocked down, thrown); then,
// did the rules give one, starts the action forced on him (a fall).
func (c Clock) Interrupt(who string, forced *ActionSpec) (Clock, *Done, error) {
	out := c.clone()
	e, err := out.find(who)
	if err != nil {
		return c, nil, err
	}
	if e.Out {
		return c, nil, errf(TagClock, "%s is out of the fight", who)
	}
	var cut *Done
	if e.Current != nil {
		cut = &Done{Who: who, Action: *e.Current, Cut: true, At: out.Now}
		e.Current = nil
	}
	e.Queued = nil
	if forced != nil {
		if err := out.begin(e, *forced, false); err != nil {
			return c, nil, err
		}
	}
	return out, cut, nil
}

// Queue sets an action to start by itself once the combatant is free and
// the moment notBefore (no earlier than now) has come.
func (c Clock) Queue(who string, s ActionSpec, notBefore Tenth) (Clock, error) {
	out := c.clone()
	e, err := out.find(who)
	if err != nil {
		return c, err
	}
	if e.Out {
		return c, errf(TagClock, "%s is out of the fight", who)
	}
	if notBefore < out.Now {
		notBefore = out.Now
	}
	if s.Length < 1 || s.Length > MaxLength || s.Kind == "" {
		return c, errf(TagClock, "%s: a queued action needs a kind and 1 to %d tenths", who, MaxLength)
	}
	e.Queued = &Queued{Spec: s, NotBefore: notBefore}
	return out, nil
}

// Retire takes a combatant out of the fight, cutting what he was doing.
func (c Clock) Retire(who string) (Clock, *Done, error) {
	out, cut, err := c.Interrupt(who, nil)
	if err != nil {
		return c, nil, err
	}
	e, _ := out.find(who)
	e.Out = true
	return out, cut, nil
}

// Reveal unseals a combatant's current action: every side may now see its
// sealed part.
func (c Clock) Reveal(who string) (Clock, error) {
	out := c.clone()
	e, err := out.find(who)
	if err != nil {
		return c, err
	}
	if e.Current == nil || e.Current.Sealed == "" {
		return c, errf(TagClock, "%s has no sealed action to reveal", who)
	}
	owned(e).Revealed = true
	return out, nil
}

// View is the clock as a side may see it: the sealed part of another
// side's unrevealed actions is gone, and nothing shows that it was there.
func (c Clock) View(side string) Clock {
	out := c.clone()
	for i := range out.Entries {
		e := &out.Entries[i]
		if e.Side != side && e.Current != nil && !e.Current.Revealed && e.Current.Sealed != "" {
			owned(e).Sealed = ""
		}
		if e.Side != side && e.Queued != nil && e.Queued.Spec.Sealed != "" {
			q := *e.Queued
			q.Spec.Sealed = ""
			e.Queued = &q
		}
	}
	return out
}

// Free lists the combatants who must be given an action now.
func (c Clock) Free() []string {
	var out []string
	for _, e := range c.Entries {
		if e.free() {
			out = append(out, e.Name)
		}
	}
	return out
}

// next is the earliest moment after now when something happens, and
// whether there is one.
func (c Clock) next() (Tenth, bool) {
	var t Tenth
	found := false
	take := func(x Tenth) {
		if !found || x < t {
			t, found = x, true
		}
	}
	for _, e := range c.Entries {
		if e.Out {
			continue
		}
		if a := e.Current; a != nil {
			take(a.End)
			if a.Passed < len(a.Beats) {
				take(a.Beats[a.Passed])
			}
		} else if e.Queued != nil {
			take(e.Queued.NotBefore)
		}
	}
	return t, found
}

// ErrFree is the refusal to move time on while a combatant has nothing to
// do: the engine must first give him an action (or a wait).
type ErrFree struct{ Who []string }

func (e *ErrFree) Error() string {
	return fmt.Sprintf("tenths %s: %v must be given an action before the clock moves on", TagClock, e.Who)
}

// Step moves the clock to its next moment: the earliest completion, beat
// or queued start. Every action ending then completes together; queued
// actions whose moment has come start; the Moment lists who is then free.
// Queued actions due now start first, without moving time. Step refuses
// to move time while anyone is free.
func (c Clock) Step() (Clock, Moment, error) {
	out := c.clone()
	m := Moment{At: out.Now}
	m.Started = out.startQueued()
	if len(m.Started) > 0 {
		m.Free = out.Free()
		return out, m, nil
	}
	if free := out.Free(); len(free) > 0 {
		return c, Moment{}, &ErrFree{Who: free}
	}
	t, ok := out.next()
	if !ok {
		return c, Moment{}, errf(TagClock, "nothing is under way: every combatant is out")
	}
	out.Now, m.At = t, t
	for i := range out.Entries {
		e := &out.Entries[i]
		if e.Out || e.Current == nil || (e.Current.End != t && !e.Current.beatAt(t)) {
			continue
		}
		a := owned(e)
		for a.Passed < len(a.Beats) && a.Beats[a.Passed] == t {
			m.Beats = append(m.Beats, Beat{Who: e.Name, Action: a.ID, Index: a.Passed, At: t})
			a.Passed++
		}
		if a.End == t {
			m.Completed = append(m.Completed, Done{Who: e.Name, Action: *a, At: t})
			e.Current = nil
		}
	}
	m.Started = out.startQueued()
	m.Free = out.Free()
	return out, m, nil
}

// startQueued starts every queued action that is due on a combatant with
// nothing under way.
func (c *Clock) startQueued() []Action {
	var started []Action
	for i := range c.Entries {
		e := &c.Entries[i]
		if e.Out || e.Current != nil || e.Queued == nil || e.Queued.NotBefore > c.Now {
			continue
		}
		s := e.Queued.Spec
		e.Queued = nil
		// Queue checked the spec, so begin cannot fail.
		_ = c.begin(e, s, false)
		started = append(started, *e.Current)
	}
	return started
}

// ReactionTime is a reaction roll (herald's default, tag base:reaction): a
// d10 less half the skill (rounded down), never below reaction_min.
func (f Formulas) ReactionTime(skill Decimal, d dice.Source) (int, int) {
	roll := d.Roll(f.ReactionDie, "reaction")
	t := roll - skill.Floor()/f.ReactionSkillDivisor
	if t < f.ReactionMin {
		t = f.ReactionMin
	}
	return t, roll
}

// Join puts a combatant on the clock now, free (a horse let go becomes an
// actor of its own). The entries stay in order of name.
func (c Clock) Join(name, side string) (Clock, error) {
	if name == "" {
		return c, errf(TagClock, "a combatant on the clock needs a name")
	}
	if _, err := c.find(name); err == nil {
		return c, errf(TagClock, "%s is already on the clock", name)
	}
	out := c.clone()
	i := sort.Search(len(out.Entries), func(i int) bool { return out.Entries[i].Name >= name })
	out.Entries = append(out.Entries, Entry{})
	copy(out.Entries[i+1:], out.Entries[i:])
	out.Entries[i] = Entry{Name: name, Side: side}
	return out, nil
}

// Extend adds tenths to a combatant's current action: the base system's
// modifiers (a parry, an active dodge adds a walk move to the action under
// way; fighting on entangled adds to every action) lengthen what he is
// doing rather than replace it.
func (c Clock) Extend(who string, by int) (Clock, Action, error) {
	out := c.clone()
	e, err := out.find(who)
	if err != nil {
		return c, Action{}, err
	}
	if e.Current == nil {
		return c, Action{}, errf(TagClock, "%s has no action to lengthen", who)
	}
	if by < 0 || e.Current.End+Tenth(by)-e.Current.Start > MaxLength {
		return c, Action{}, errf(TagClock, "%s: an action may be lengthened by 0 to %d tenths in all, not %d", who, MaxLength, by)
	}
	owned(e).End += Tenth(by)
	return out, *e.Current, nil
}
