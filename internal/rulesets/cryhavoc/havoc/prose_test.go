package havoc

import (
	"strings"
	"testing"
)

// TestProse_26_1: results are told in words, the code kept beside them,
// the rule cited; no type name is shown.
func TestProse_26_1(t *testing.T) {
	for _, c := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: MissileResolved, Rule: "26.23", DR: 2, Result: Result{Code: DefenderKilled}}, "The die rolls 2, no modifier: dk, the target is killed (§26.23)."},
		{Event{Kind: MissileResolved, Rule: "26.23", DR: 8, Shift: 1, Result: Result{Code: NoEffect}}, "The die rolls 8, modifier +1: a miss (§26.23)."},
		{Event{Kind: CombatResolved, Rule: "9.1", Attack: 10, Defence: 7, Odds: mustColumn(t, "1-1"), Final: mustColumn(t, "2-1"), Shift: 1, DR: 3, Result: Result{Code: AttackerRetreat1}},
			"Combat: attack 10 against defence 7, odds 1-1, shifted +1 column(s) to 2-1; the die rolls 3: a1 (the attacker retreats 1 hex) (§9.1)."},
		{Event{Kind: PinFailed, Rule: "8", Name: "Bran"}, "The pinning attempt on Bran fails (§8)."},
		{Event{Kind: Retreated, Rule: "10.2", Name: "Rafe", Hexes: 1}, "Rafe must retreat 1 hex (§10.2)."},
		{Event{Kind: Killed, Rule: "10.5", Name: "Rafe"}, "Rafe is killed (§10.5)."},
	} {
		got := c.e.Prose()
		if got != c.want {
			t.Errorf("%v: %q, want %q", c.e.Kind, got, c.want)
		}
		if strings.Contains(got, c.e.Kind.String()) && c.e.Kind != Killed && c.e.Kind != Retreated {
			t.Errorf("%q names the event's type", got)
		}
	}
}

func mustColumn(t *testing.T, s string) Column {
	t.Helper()
	c, err := ParseColumn(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
