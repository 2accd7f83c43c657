package havoc_test

import (
	"slices"
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §21.1, §21.3: a torch lights its hex and the adjacent ones, a dropped
// torch its own hex; a wall throws a shadow.
func TestRule21_3_Light(t *testing.T) {
	h := hex.MustParse
	torch := havoc.LightSource{At: h("E5"), Radius: 1}
	dropped := havoc.LightSource{At: h("J5"), Radius: 0}
	shadow := h("E6") // behind a wall from E5
	sees := func(from, to hex.Hex) bool { return !(from == h("E5") && to == shadow) }
	src := []havoc.LightSource{torch, dropped}
	cases := map[string]bool{"E5": true, "E4": true, "E6": false, "E7": false, "J5": true, "J4": false}
	for s, want := range cases {
		if got := havoc.Lit(h(s), src, sees); got != want {
			t.Errorf("%s lit %v, want %v", s, got, want)
		}
	}
	lit := havoc.LitHexes(src, sees)
	if len(lit) != 7 || slices.Contains(lit, shadow) || !slices.Contains(lit, h("J5")) {
		t.Errorf("lit hexes %v: the torch's six without the shadow, and J5", lit)
	}
	if !havoc.HexsideLit(false, true) || havoc.HexsideLit(false, false) {
		t.Error("21.1: a hexside is lit if either hex is")
	}
}

// §21.1, §2.73, §2.74, §21.2: sight and movement at night.
func TestRule21_NightSightAndMovement(t *testing.T) {
	cases := []struct {
		dist          int
		lit, stealthy bool
		want          bool
	}{
		{20, true, false, true}, {20, true, true, true}, {3, false, false, true}, {4, false, false, false},
		{1, false, true, true}, {2, false, true, false},
	}
	for _, c := range cases {
		if got := havoc.SeesAtNight(c.dist, c.lit, c.stealthy); got != c.want {
			t.Errorf("distance %d lit %v stealthy %v: %v", c.dist, c.lit, c.stealthy, got)
		}
	}
	if havoc.NightMoveCost(2, false) != 4 || havoc.NightMoveCost(2, true) != 2 {
		t.Error("21.2: dark hexes cost double")
	}
	if !havoc.NightFire(false) || havoc.NightFire(true) {
		t.Error("26.22: the night DRM only against a target in the dark")
	}
}
