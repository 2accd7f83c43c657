package havoc_test

import (
	"testing"

	"herald/internal/rulesets/cryhavoc/havoc"
)

// §14 and §27 "Shunting a cart": the carter drives Liz and the cart 8 hexes
// in two turns (MPA 4); Odo and Crispin push it at MPA 2, a backward
// shove taking both MP.
func TestRule14_CartMPA(t *testing.T) {
	tab := tables(t)
	cart := kind(t, tab, "cart")
	cases := []struct {
		name   string
		team   havoc.CartTeam
		mpa    int
		pushed bool
		rule   string
	}{
		{"Liz (MPA 8) draws at 4", havoc.CartTeam{DraftMPA: 8}, 4, false, ""},
		{"an ox draws at 3", havoc.CartTeam{DraftMPA: 3}, 3, false, ""},
		{"Odo and Crispin push at 2", havoc.CartTeam{Healthy: 2}, 2, true, ""},
		{"three men push at 3", havoc.CartTeam{Healthy: 3}, 3, true, ""},
		{"one healthy and two wounded are two", havoc.CartTeam{Healthy: 1, Wounded: 2}, 2, true, ""},
		{"one man cannot", havoc.CartTeam{Healthy: 1, Wounded: 1}, 0, true, "14"},
		{"unstring the horse first", havoc.CartTeam{Healthy: 3, AnimalAttached: true}, 0, true, "14"},
		{"no move the turn a man boards", havoc.CartTeam{DraftMPA: 8, Boarded: true}, 0, false, "14"},
		{"every driver in melee", havoc.CartTeam{DraftMPA: 8, DriversInMelee: true}, 0, false, "14"},
	}
	for _, c := range cases {
		mpa, pushed, err := cart.CartMPA(c.team)
		if c.rule != "" {
			wantRule(t, err, c.rule)
			continue
		}
		if err != nil || mpa != c.mpa || pushed != c.pushed {
			t.Errorf("%s: MPA %d pushed %v (%v), want %d %v", c.name, mpa, pushed, err, c.mpa, c.pushed)
		}
	}
	wantRule(t, havoc.CartMayEnter(true, "slope", 0), "14")
	wantRule(t, havoc.CartMayEnter(false, "flat", 2), "14")
	if havoc.CartMayEnter(true, "yard-entrance", 1) != nil || havoc.CartMayEnter(false, "bridge", 0) != nil {
		t.Error("14: a pushed cart through a yard entrance; a drawn one over a bridge")
	}
	wantRule(t, havoc.CartBackward(false), "14")
	if havoc.CartBackward(true) != nil {
		t.Error("14: a pushed cart may go backward")
	}
}

// §14: riding and loading a cart.
func TestRule14_CartLoad(t *testing.T) {
	tab := tables(t)
	cart := kind(t, tab, "cart")
	if mp, err := havoc.BoardCart(havoc.CartLoad{}, false); mp != 2 || err != nil {
		t.Errorf("boarding: %d %v", mp, err)
	}
	_, err := havoc.BoardCart(havoc.CartLoad{Cargo: 1}, false)
	wantRule(t, err, "14")
	_, err = havoc.BoardCart(havoc.CartLoad{Characters: 1}, false)
	wantRule(t, err, "14")
	_, err = havoc.BoardCart(havoc.CartLoad{}, true)
	wantRule(t, err, "14")
	if mp, err := cart.LoadCart(havoc.CartLoad{Cargo: 3}); mp != 3 || err != nil {
		t.Errorf("loading the fourth barrel: %d %v", mp, err)
	}
	_, err = cart.LoadCart(havoc.CartLoad{Cargo: 4})
	wantRule(t, err, "14")
	_, err = cart.LoadCart(havoc.CartLoad{Characters: 1})
	wantRule(t, err, "14")
	if havoc.CartPinnable(true) || !havoc.CartPinnable(false) {
		t.Error("14: no pinning a cart driven from inside it")
	}
	wantRule(t, havoc.ShipRules(), "15")
}
