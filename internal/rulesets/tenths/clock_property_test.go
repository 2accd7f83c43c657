package tenths_test

import (
	"fmt"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/rulesets/tenths"
)

// clockOp is one thing the engine may do to the clock.
type clockOp struct {
	Kind   string
	Who    string
	Length int
	Beat   bool
}

func genOps(t *rapid.T, names []string) []clockOp {
	n := rapid.IntRange(1, 150).Draw(t, "ops")
	ops := make([]clockOp, n)
	for i := range ops {
		ops[i] = clockOp{
			Kind:   rapid.SampledFrom([]string{"start", "start", "start", "wait", "change", "interrupt", "queue", "extend", "step", "step", "step", "retire"}).Draw(t, "kind"),
			Who:    rapid.SampledFrom(names).Draw(t, "who"),
			Length: rapid.IntRange(1, 12).Draw(t, "length"),
			Beat:   rapid.Bool().Draw(t, "beat"),
		}
	}
	return ops
}

// apply runs an op; a refused op leaves the clock as it was. It returns
// the actions the op ended (cut or completed) and the moment a step made.
func apply(c tenths.Clock, o clockOp) (tenths.Clock, []tenths.Done, *tenths.Moment) {
	spec := tenths.ActionSpec{Kind: "act", Length: o.Length}
	if o.Beat && o.Length > 2 {
		spec.Beats = []int{o.Length / 2}
	}
	switch o.Kind {
	case "start":
		if n, _, err := c.Start(o.Who, spec); err == nil {
			return n, nil, nil
		}
	case "wait":
		spec.Wait = true
		if n, _, err := c.Start(o.Who, spec); err == nil {
			return n, nil, nil
		}
	case "change":
		if n, cut, err := c.Change(o.Who, o.Length); err == nil {
			return n, []tenths.Done{cut}, nil
		}
	case "interrupt":
		spec.Kind = "fall"
		if n, cut, err := c.Interrupt(o.Who, &spec); err == nil {
			if cut != nil {
				return n, []tenths.Done{*cut}, nil
			}
			return n, nil, nil
		}
	case "queue":
		if n, err := c.Queue(o.Who, spec, c.Now+tenths.Tenth(o.Length)); err == nil {
			return n, nil, nil
		}
	case "extend":
		if n, _, err := c.Extend(o.Who, o.Length/3); err == nil {
			return n, nil, nil
		}
	case "retire":
		if n, cut, err := c.Retire(o.Who); err == nil {
			if cut != nil {
				return n, []tenths.Done{*cut}, nil
			}
			return n, nil, nil
		}
	case "step":
		if n, m, err := c.Step(); err == nil {
			return n, m.Completed, &m
		}
	}
	return c, nil, nil
}

var clockNames = []string{"Ann", "Bob", "Cid", "Dot"}

// Time never runs backwards, and every action started either completes at
// its end or is cut short inside it, exactly once.
func TestClockPropertiesTimeAndActions(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c, _ := tenths.NewClock(map[string]string{"Ann": "a", "Bob": "a", "Cid": "b", "Dot": "b"})
		ended := map[int]int{}
		record := func(ds []tenths.Done) {
			for _, d := range ds {
				ended[d.Action.ID]++
				if d.Cut && (d.At < d.Action.Start || d.At >= d.Action.End) {
					t.Fatalf("cut at %d outside %d..%d", d.At, d.Action.Start, d.Action.End)
				}
				if !d.Cut && d.At != d.Action.End {
					t.Fatalf("completed at %d, its end is %d", d.At, d.Action.End)
				}
			}
		}
		for _, o := range genOps(t, clockNames) {
			before := c.Now
			var ds []tenths.Done
			var m *tenths.Moment
			c, ds, m = apply(c, o)
			if c.Now < before || (m != nil && m.At < before) {
				t.Fatalf("time ran back from %d to %d", before, c.Now)
			}
			record(ds)
			for _, e := range c.Entries {
				if e.Current != nil && e.Current.End <= c.Now {
					t.Fatalf("%s's action ended at %d but the clock is at %d", e.Name, e.Current.End, c.Now)
				}
			}
		}
		// Let every action under way run out, then retire everyone.
		for range 200 {
			for _, who := range c.Free() {
				c, _, _ = c.Retire(who)
			}
			n, m, err := c.Step()
			if err != nil {
				break
			}
			if m.At < c.Now {
				t.Fatalf("time ran back from %d to %d", c.Now, m.At)
			}
			c = n
			record(m.Completed)
		}
		for _, who := range clockNames {
			var cut *tenths.Done
			c, cut, _ = c.Retire(who)
			if cut != nil {
				record([]tenths.Done{*cut})
			}
		}
		for id := 1; id <= c.Seq; id++ {
			if ended[id] != 1 {
				t.Fatalf("action %d ended %d times", id, ended[id])
			}
		}
		if len(ended) != c.Seq {
			t.Fatalf("%d actions ended, %d started", len(ended), c.Seq)
		}
	})
}

// Simultaneous completions are order-independent: combatants put on the
// clock in any order give the same moments and the same clock.
func TestClockPropertiesOrderIndependent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		perm := rapid.Permutation(clockNames).Draw(t, "order")
		ops := genOps(t, clockNames)
		a, b := tenths.Clock{}, tenths.Clock{}
		for i := range clockNames {
			a, _ = a.Join(clockNames[i], fmt.Sprint("side", i%2))
		}
		for _, n := range perm {
			i := indexOf(clockNames, n)
			b, _ = b.Join(n, fmt.Sprint("side", i%2))
		}
		for i, o := range ops {
			var ma, mb *tenths.Moment
			a, _, ma = apply(a, o)
			b, _, mb = apply(b, o)
			if !reflect.DeepEqual(ma, mb) {
				t.Fatalf("op %d %+v: moments differ\n%+v\n%+v", i, o, ma, mb)
			}
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("clocks differ\n%+v\n%+v", a, b)
		}
	})
}

// Orders given at the same moment, applied in any order, give the same
// completions at the same moments (action numbers aside, which count the
// order the engine applied them in).
func TestClockPropertiesSimultaneousOrders(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rounds := rapid.IntRange(1, 8).Draw(t, "rounds")
		lengths := map[string][]int{}
		for _, n := range clockNames {
			lengths[n] = rapid.SliceOfN(rapid.IntRange(1, 6), rounds, rounds).Draw(t, n)
		}
		run := func(order []string) []string {
			c, _ := tenths.NewClock(map[string]string{"Ann": "a", "Bob": "a", "Cid": "b", "Dot": "b"})
			given := map[string]int{}
			var log []string
			for {
				for _, who := range order {
					if !contains(c.Free(), who) {
						continue
					}
					if given[who] == rounds {
						c, _, _ = c.Retire(who)
						continue
					}
					c, _, _ = c.Start(who, tenths.ActionSpec{Kind: "act", Length: lengths[who][given[who]]})
					given[who]++
				}
				n, m, err := c.Step()
				if err != nil {
					return log
				}
				c = n
				for _, d := range m.Completed {
					log = append(log, fmt.Sprintf("%d %s %d-%d", m.At, d.Who, d.Action.Start, d.Action.End))
				}
			}
		}
		want := run(clockNames)
		got := run(rapid.Permutation(clockNames).Draw(t, "order"))
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("completions depend on the order of the orders\n%v\n%v", want, got)
		}
	})
}

func contains(s []string, v string) bool { return indexOf(s, v) >= 0 }

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// A clock is a value: changing a copy leaves the original as it was.
func TestClockPropertiesValue(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c, _ := tenths.NewClock(map[string]string{"Ann": "a", "Bob": "b"})
		for _, o := range genOps(t, []string{"Ann", "Bob"}) {
			snapshot := fmt.Sprintf("%+v", deref(c))
			_, _, _ = apply(c, o)
			if got := fmt.Sprintf("%+v", deref(c)); got != snapshot {
				t.Fatalf("op %+v changed the clock it was applied to", o)
			}
			c, _, _ = apply(c, o)
		}
	})
}

// deref prints entries' actions by value, not by pointer.
func deref(c tenths.Clock) []string {
	var out []string
	for _, e := range c.Entries {
		s := fmt.Sprintf("%s %v", e.Name, e.Out)
		if e.Current != nil {
			s += fmt.Sprintf(" %+v", *e.Current)
		}
		if e.Queued != nil {
			s += fmt.Sprintf(" q%+v", *e.Queued)
		}
		out = append(out, s)
	}
	return append(out, fmt.Sprint(c.Now, c.Seq))
}

func BenchmarkClockStep(b *testing.B) {
	names := map[string]string{}
	for i := range 10 {
		names[fmt.Sprint("c", i)] = "s"
	}
	c0, _ := tenths.NewClock(names)
	b.ReportAllocs()
	for b.Loop() {
		c := c0
		for range 50 {
			for i, who := range c.Free() {
				c, _, _ = c.Start(who, tenths.ActionSpec{Kind: "walk", Length: 3 + i%5})
			}
			c, _, _ = c.Step()
		}
	}
}
