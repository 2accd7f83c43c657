package tenths_test

import (
	"errors"
	"testing"

	"herald/internal/rulesets/tenths"
)

func newClock(t testing.TB, sides map[string]string) tenths.Clock {
	t.Helper()
	c, err := tenths.NewClock(sides)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func start(t testing.TB, c tenths.Clock, who string, s tenths.ActionSpec) tenths.Clock {
	t.Helper()
	c, _, err := c.Start(who, s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func step(t testing.TB, c tenths.Clock) (tenths.Clock, tenths.Moment) {
	t.Helper()
	c, m, err := c.Step()
	if err != nil {
		t.Fatal(err)
	}
	return c, m
}

// The next moment is the earliest completion; simultaneous completions
// come together; a free combatant stops the clock until he has an action.
func TestClockNextMoment(t *testing.T) {
	c := newClock(t, map[string]string{"Ann": "red", "Bob": "blue", "Cid": "blue"})
	if free := c.Free(); len(free) != 3 {
		t.Fatalf("free %v", free)
	}
	c = start(t, c, "Ann", tenths.ActionSpec{Kind: "attack", Length: 7})
	_, _, err := c.Step()
	var ef *tenths.ErrFree
	if !errors.As(err, &ef) || len(ef.Who) != 2 {
		t.Fatalf("stepping with Bob and Cid free: %v", err)
	}
	c = start(t, c, "Bob", tenths.ActionSpec{Kind: "parry", Length: 7})
	c = start(t, c, "Cid", tenths.ActionSpec{Kind: "walk", Length: 5})
	c, m := step(t, c)
	if m.At != 5 || len(m.Completed) != 1 || m.Completed[0].Who != "Cid" || len(m.Free) != 1 || m.Free[0] != "Cid" {
		t.Fatalf("first moment %+v", m)
	}
	c = start(t, c, "Cid", tenths.ActionSpec{Kind: "walk", Length: 5})
	c, m = step(t, c)
	if m.At != 7 || len(m.Completed) != 2 || m.Completed[0].Who != "Ann" || m.Completed[1].Who != "Bob" {
		t.Fatalf("simultaneous completions %+v", m)
	}
	if c.Now != 7 {
		t.Errorf("now %d", c.Now)
	}
}

// A busy man who must change what he does first spends a reaction time.
func TestClockReactionTime(t *testing.T) {
	c := newClock(t, map[string]string{"Ann": "red"})
	c = start(t, c, "Ann", tenths.ActionSpec{Kind: "walk", Length: 10})
	_, _, err := c.Start("Ann", tenths.ActionSpec{Kind: "parry", Length: 3})
	wantRule(t, err, tenths.TagClock, "change what he does")
	c, cut, err := c.Change("Ann", 4)
	if err != nil || !cut.Cut || cut.Action.Kind != "walk" || cut.At != 0 {
		t.Fatalf("cut %+v %v", cut, err)
	}
	e, _ := c.Entry("Ann")
	if e.Current.Kind != tenths.ReactionKind || e.Current.End != 4 {
		t.Fatalf("reaction %+v", e.Current)
	}
	_, _, err = c.Change("Ann", 4)
	wantRule(t, err, tenths.TagClock, "already reacting")
	c, m := step(t, c)
	if m.At != 4 || len(m.Free) != 1 {
		t.Errorf("after the reaction %+v", m)
	}
	// Giving up a wait costs nothing.
	c = start(t, c, "Ann", tenths.ActionSpec{Kind: "wait", Length: 20, Wait: true})
	c, cut, _ = c.Change("Ann", 4)
	if e, _ := c.Entry("Ann"); e.Current != nil || cut.Action.Kind != "wait" {
		t.Errorf("after giving up a wait: %+v", e)
	}
}

// A knock down cancels the current action and puts the fall in its place.
func TestClockInterrupt(t *testing.T) {
	c := newClock(t, map[string]string{"Ann": "red"})
	c = start(t, c, "Ann", tenths.ActionSpec{Kind: "attack", Length: 8})
	c, cut, err := c.Interrupt("Ann", &tenths.ActionSpec{Kind: "fall", Length: tenths.FallTime, Rule: tenths.TagKnockedDown})
	if err != nil || cut == nil || cut.Action.Kind != "attack" {
		t.Fatalf("%+v %v", cut, err)
	}
	c, m := step(t, c)
	if m.At != 10 || m.Completed[0].Action.Kind != "fall" {
		t.Errorf("%+v", m)
	}
	c, out, _ := c.Retire("Ann")
	if out != nil || len(c.Free()) != 0 {
		t.Error("a retired man is free")
	}
	_, _, err = c.Step()
	wantRule(t, err, tenths.TagClock, "every combatant is out")
}

// A horse responds no sooner than its response time after the control
// action, and finishes what it is doing first.
func TestClockHorseResponse(t *testing.T) {
	c := newClock(t, map[string]string{"Rider": "red", "Horse": "red"})
	c = start(t, c, "Horse", tenths.ActionSpec{Kind: "walk", Length: 4})
	c = start(t, c, "Rider", tenths.ActionSpec{Kind: "control", Length: 4})
	c, m := step(t, c) // 4: both done; the horse gets its order, due at 4 + 3
	if m.At != 4 || len(m.Free) != 2 {
		t.Fatalf("%+v", m)
	}
	c, err := c.Queue("Horse", tenths.ActionSpec{Kind: "turn", Length: 2}, 7)
	if err != nil {
		t.Fatal(err)
	}
	c = start(t, c, "Rider", tenths.ActionSpec{Kind: "attack", Length: 6})
	c, m = step(t, c) // 7: the turn starts
	if m.At != 7 || len(m.Started) != 1 || m.Started[0].Kind != "turn" || m.Started[0].End != 9 {
		t.Fatalf("%+v", m)
	}
	// Partway through an action at the end of its response time, the horse
	// finishes that first.
	c2 := newClock(t, map[string]string{"Horse": "red"})
	c2 = start(t, c2, "Horse", tenths.ActionSpec{Kind: "walk", Length: 5})
	c2, _ = c2.Queue("Horse", tenths.ActionSpec{Kind: "turn", Length: 2}, 3)
	c2, m = step(t, c2)
	if m.At != 5 || len(m.Started) != 1 || m.Started[0].Start != 5 {
		t.Errorf("%+v", m)
	}
}

// A feint: sealed until revealed, the feinted move at a beat halfway.
func TestClockSealedFeint(t *testing.T) {
	c := newClock(t, map[string]string{"Ann": "red", "Bob": "blue"})
	c = start(t, c, "Ann", tenths.ActionSpec{Kind: "walk", Length: 10, Beats: []int{5}, Shown: "walk to K9", Sealed: "feint; real moves L10, M10", Rule: tenths.TagFeint})
	c = start(t, c, "Bob", tenths.ActionSpec{Kind: "wait", Length: 20, Wait: true})
	blue := c.View("blue")
	e, _ := blue.Entry("Ann")
	if e.Current.Sealed != "" || e.Current.Shown != "walk to K9" {
		t.Errorf("blue sees %+v", e.Current)
	}
	if e, _ := c.View("red").Entry("Ann"); e.Current.Sealed == "" {
		t.Error("red cannot see its own feint")
	}
	c, m := step(t, c)
	if m.At != 5 || len(m.Beats) != 1 || m.Beats[0].Who != "Ann" || len(m.Completed) != 0 {
		t.Fatalf("beat %+v", m)
	}
	c, err := c.Reveal("Ann")
	if err != nil {
		t.Fatal(err)
	}
	if e, _ := c.View("blue").Entry("Ann"); e.Current.Sealed == "" {
		t.Error("revealed but still hidden")
	}
	_, err = c.Reveal("Bob")
	wantRule(t, err, tenths.TagClock, "no sealed action")
}

func TestClockRefusals(t *testing.T) {
	c := newClock(t, map[string]string{"Ann": "red"})
	for _, s := range []tenths.ActionSpec{{Kind: "walk", Length: 0}, {Kind: "", Length: 3}, {Kind: "walk", Length: 5, Beats: []int{5}}, {Kind: "walk", Length: tenths.MaxLength + 1}} {
		if _, _, err := c.Start("Ann", s); err == nil {
			t.Errorf("%+v accepted", s)
		}
	}
	_, _, err := c.Start("Zed", tenths.ActionSpec{Kind: "walk", Length: 3})
	wantRule(t, err, tenths.TagClock, "Zed")
	_, _, err = c.Change("Ann", 3)
	wantRule(t, err, tenths.TagClock, "nothing to change")
	if _, err := c.Join("Ann", "blue"); err == nil {
		t.Error("Ann joined twice")
	}
	// A refused change leaves the clock as it was.
	before := c
	c.Start("Ann", tenths.ActionSpec{Kind: "walk", Length: 0})
	if len(c.Entries) != len(before.Entries) || c.Entries[0].Current != nil {
		t.Error("a refused start changed the clock")
	}
}

// A parry or a dodge lengthens the action under way.
func TestClockExtend(t *testing.T) {
	c := newClock(t, map[string]string{"Ann": "red"})
	c = start(t, c, "Ann", tenths.ActionSpec{Kind: "walk", Length: 5})
	c, a, err := c.Extend("Ann", 4)
	if err != nil || a.End != 9 {
		t.Fatalf("%+v %v", a, err)
	}
	_, m := step(t, c)
	if m.At != 9 {
		t.Errorf("completes at %d, want 9", m.At)
	}
	_, _, err = c.Extend("Ann", -1)
	wantRule(t, err, tenths.TagClock, "lengthened")
}
