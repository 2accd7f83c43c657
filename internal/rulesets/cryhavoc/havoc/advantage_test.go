package havoc_test

import (
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §9.5 with §7.8: the in-hex advantage of one hex, and the worse of two
// for riders and horses.
func TestRule9_5_TerrainAdvantage(t *testing.T) {
	neg, none, pos := havoc.TerrainNegative, havoc.TerrainNormal, havoc.TerrainPositive
	g := func(t havoc.Terrain, debris bool, others int) havoc.HexGround {
		return havoc.HexGround{Terrain: t, Debris: debris, Others: others}
	}
	cases := []struct {
		rule  string
		hexes []havoc.HexGround
		want  havoc.Terrain
	}{
		{"9.5 flat ground", []havoc.HexGround{g(none, false, 0)}, none},
		{"9.5 door hex (16.16)", []havoc.HexGround{g(pos, false, 0)}, pos},
		{"9.5 slope (16.12)", []havoc.HexGround{g(neg, false, 0)}, neg},
		{"9.5 debris turns a door negative (16.122)", []havoc.HexGround{g(pos, true, 0)}, neg},
		{"7.8 three bodies do not hinder", []havoc.HexGround{g(pos, false, 3)}, pos},
		{"7.8 a dead horse and a body hinder", []havoc.HexGround{g(none, false, 4)}, neg},
		{"9.5 a rider takes the worse hex", []havoc.HexGround{g(pos, false, 0), g(none, false, 0)}, none},
		{"9.5 a rider half in scrub", []havoc.HexGround{g(none, false, 0), g(neg, false, 0)}, neg},
		{"9.5 a rider in two positive hexes", []havoc.HexGround{g(pos, false, 0), g(pos, false, 0)}, pos},
	}
	for _, c := range cases {
		if got := havoc.UnitAdvantage(c.hexes...); got != c.want {
			t.Errorf("%s: %v, want %v", c.rule, got, c.want)
		}
	}
}

// §9.5, §16.23: a window is cumulative with the in-hex modifiers: a
// defender in positive terrain behind a window costs the attacker two
// columns.
func TestRule16_23_WindowShift(t *testing.T) {
	tab := tables(t)
	if got := tab.HexsideShift(false); got != 0 {
		t.Errorf("no window: %+d", got)
	}
	d := foot("D", 5, 5)
	d.Terrain = havoc.TerrainPositive
	c := havoc.Combat{Attackers: []havoc.Combatant{foot("A", 10, 5)}, Defenders: []havoc.Combatant{d}, ExtraShift: tab.HexsideShift(true)}
	o, err := tab.Odds(&c)
	if err != nil {
		t.Fatal(err)
	}
	if o.Shift != -2 || o.Final.String() != "1-2" {
		t.Errorf("window and positive terrain: shift %+d to %s, want -2 from 2-1 to 1-2", o.Shift, o.Final)
	}
}

// §9.3 with §3.4: two melee enemies separated by a wall are not adjacent
// in the text's sense, so the man between them is encircled.
func TestRule9_3_EncircledByTheTextsAdjacency(t *testing.T) {
	a, b := hex.MustParse("F13"), hex.MustParse("G13")
	if !hex.Adjacent(a, b) {
		t.Fatal("fixture: F13 and G13 must touch")
	}
	enemies := [][]hex.Hex{{a}, {b}}
	if havoc.EncircledBy(enemies, hex.Adjacent) {
		t.Error("two touching enemies do not encircle")
	}
	wall := func(x, y hex.Hex) bool { return hex.Adjacent(x, y) && !(x == a && y == b || x == b && y == a) }
	if !havoc.EncircledBy(enemies, wall) {
		t.Error("enemies on both sides of a wall encircle")
	}
	// A rider (two hexes) touching the other enemy with his rear hex.
	if havoc.EncircledBy([][]hex.Hex{{hex.MustParse("F15"), hex.MustParse("F14")}, {b}}, hex.Adjacent) {
		t.Error("a rider whose rear touches the other enemy does not encircle")
	}
}
