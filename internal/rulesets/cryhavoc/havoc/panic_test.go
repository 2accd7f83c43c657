package havoc_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §26.8: morale values by class and special type.
func TestRule26_8_Morale(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		class     string
		abilities []string
		want      int
	}{
		{"knight", nil, 10}, {"armoured-mamluk", nil, 10}, {"sergeant", nil, 9}, {"squire", nil, 8},
		{"assassin", nil, 8}, {"spearman", []string{"ninja"}, 8}, {"knight", []string{"cleric"}, 8},
		{"halberdier", nil, 7}, {"billman", nil, 6}, {"spearman", nil, 5}, {"longbowman", nil, 4},
		{"crossbowman", []string{"engineer"}, 3}, {"peasant", nil, 2}, {"civilian", nil, 1},
		{"peasant", []string{"civilian"}, 1}, {"spearman", []string{"command"}, 5},
	}
	for _, c := range cases {
		got, _, err := tab.MoraleOf(c.class, c.abilities)
		if err != nil || got != c.want {
			t.Errorf("%s %v: morale %d (%v), want %d", c.class, c.abilities, got, err, c.want)
		}
	}
	_, _, err := tab.MoraleOf("goblin", nil)
	wantRule(t, err, "26.8")
}

// §22.9, §26.8: the panic check.
func TestRule22_9_PanicCheck(t *testing.T) {
	tab := tables(t)
	cases := []struct {
		name  string
		c     havoc.PanicCheck
		dice  []int
		final int
		state havoc.PanicState
	}{
		{"a knight rolls 10 against 10: steady", havoc.PanicCheck{Morale: 10}, []int{10}, 10, havoc.Steady},
		{"a wounded knight: 10 against 8 panics", havoc.PanicCheck{Morale: 10, Modifiers: []string{"wounded"}}, []int{10}, 8, havoc.Panicking},
		{"a wounded archer near a friend routing: 0 routs without a roll", havoc.PanicCheck{Morale: 4, Modifiers: []string{"wounded", "friend-routing-6"}}, nil, 0, havoc.Routing},
		{"a spearman on the walls: 5 + 5", havoc.PanicCheck{Morale: 5, Modifiers: []string{"in-fortification"}}, []int{10}, 10, havoc.Steady},
		{"night lowers morale", havoc.PanicCheck{Morale: 4, Modifiers: []string{"night"}}, []int{4}, 3, havoc.Panicking},
		{"a ninja ignores the night", havoc.PanicCheck{Morale: 8, Modifiers: []string{"night"}, Stealthy: true}, []int{8}, 8, havoc.Steady},
		{"a cleric in his temple never panics", havoc.PanicCheck{Morale: 8, Modifiers: []string{"cleric-in-temple", "already-panicked"}}, []int{10}, 782, havoc.Steady},
	}
	for _, c := range cases {
		got, err := tab.CheckPanic(c.c, dice.NewScripted(c.dice...))
		if err != nil || got.Final != c.final || got.State != c.state {
			t.Errorf("%s: %+v (%v), want final %d %s", c.name, got, err, c.final, c.state)
		}
	}
	_, err := tab.CheckPanic(havoc.PanicCheck{Morale: 5, Modifiers: []string{"scared"}}, dice.NewScripted(1))
	wantRule(t, err, "26.8")
}

// §22.9: panic's retreats, how it worsens and when it ends.
func TestRule22_9_PanicEffects(t *testing.T) {
	if havoc.PanicRetreat(havoc.Panicking, 8) != 3 || havoc.PanicRetreat(havoc.Panicking, 2) != 2 || havoc.PanicRetreat(havoc.Routing, 8) != 8 {
		t.Error("panic retreats 3 or the MPA if less; rout the whole MPA")
	}
	if s, sur := havoc.PanicWorsens(havoc.Panicking, true, false); s != havoc.Routing || sur {
		t.Error("forced next to an enemy, panic becomes rout")
	}
	if s, sur := havoc.PanicWorsens(havoc.Panicking, false, true); s != havoc.Routing || sur {
		t.Error("an incomplete panic retreat becomes rout")
	}
	if _, sur := havoc.PanicWorsens(havoc.Routing, true, false); !sur {
		t.Error("a routing man forced next to an enemy surrenders")
	}
	if !havoc.PanicEnds(havoc.Panicking, false, false, 6) || havoc.PanicEnds(havoc.Panicking, false, false, 5) ||
		!havoc.PanicEnds(havoc.Panicking, false, true, 1) || !havoc.PanicEnds(havoc.Routing, true, false, 1) ||
		havoc.PanicEnds(havoc.Routing, false, true, 9) {
		t.Error("panic ends with a leader, out of sight or 6 hexes away; rout only with a leader")
	}
	if havoc.PanicRadius(havoc.FriendDiesOrRouts) != 3 || havoc.PanicRadius(havoc.LeaderKilledCaptured) != 6 {
		t.Error("panic radii 3 and 6")
	}
}

// §22: optional rules are switched on by number or key; others refused.
func TestRule22_OptionalRules(t *testing.T) {
	tab := tables(t)
	o, err := tab.OptionalRules([]string{"22.8", "panic-and-rout", "ammunition"})
	if err != nil {
		t.Fatal(err)
	}
	if !o.Has(havoc.OptHiddenSetup) || !o.Has(havoc.OptPanic) || !o.Has(havoc.OptAmmunition) || o.Has(havoc.OptMissileShower) {
		t.Errorf("optional %v", o)
	}
	for _, bad := range []string{"22.10", "magic", "22"} {
		_, err := tab.OptionalRules([]string{bad})
		wantRule(t, err, "22")
	}
}
