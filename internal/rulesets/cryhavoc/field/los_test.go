package field

import (
	"testing"

	"herald/internal/board"
	"herald/internal/hex"
)

// Test27NowYouSeeHim replays the LOS steps of the §27 example "Now you see
// him, now you ... die" on the village fixture.
func Test27NowYouSeeHim(t *testing.T) {
	for _, alt := range []bool{false, true} {
		f, err := New(Situation{Hindrance: hindrance, Map: village(), AlternativeLOS: alt})
		if err != nil {
			t.Fatal(err)
		}
		nowYouSeeHim(t, f)
	}
}

func nowYouSeeHim(t *testing.T, f *Field) {
	for _, tc := range []struct {
		from, to string
		visible  bool
		why      string
	}{
		{"Z7", "S6", false, "W6 tree between Z7 and the window (assumed)"},
		{"Y7", "S6", true, "slope hexside U6/V7 is closer to Francisco than to Ben"},
		{"W7", "S6", false, "the lip is now closer to Ben, the lower unit"},
		{"V7", "R6", false, "no Francisco in sight: the window shows only S6"},
		{"V7", "S6", true, "Ben can see hex S6: beside the lip, and S6 is just beyond the window"},
		{"U6", "R6", false, "from U6 the window still shows only S6"},
		{"T6", "R6", true, "beside the window Ben sees R6"},
		{"R6", "Q3", false, "Ben looks around: R6"},
		{"Q6", "Q3", false, "Q6"},
		{"P7", "Q3", false, "P7"},
		{"Q5", "Q3", false, "Q5"},
		{"P5", "Q3", true, "P5: sees Francisco"},
	} {
		s := f.LOS(h(tc.from), h(tc.to))
		if s.Visible != tc.visible {
			t.Errorf("22.4=%v: LOS %s→%s visible=%v (blocked by %q: %s, rule %s), want %v: %s",
				f.sit.AlternativeLOS, tc.from, tc.to, s.Visible, s.BlockedBy, s.Reason, s.Rule, tc.visible, tc.why)
		}
		if back := f.LOS(h(tc.to), h(tc.from)); back.Visible != s.Visible {
			t.Errorf("LOS %s→%s is %v but back is %v: not reciprocal (§5.1)", tc.from, tc.to, s.Visible, back.Visible)
		}
	}
}

// Test5_5 covers the single LOS rules of §5 and the cover of §6.5.
func Test5_5(t *testing.T) {
	m := testMap(20, 20)
	setTerrain(m, tree, "E5", "K4", "K5", "K6")
	setTerrain(m, scrub, "H14", "H15", "H16", "N14", "N15", "N16")
	setTerrain(m, house, "M11", "P10", "P11", "P12")
	walls(m, "M11")
	for _, x := range []string{"P10", "P11", "P12"} {
		walls(m, x)
	}
	setTerrain(m, house, "C15", "C16")
	setSide(m, window, "C15/C14")
	walls(m, "C15", "C14", "C16")
	walls(m, "C16", "C15")
	f := mustField(t, m)
	for _, tc := range []struct {
		name, from, to string
		visible        bool
		cover          board.CoverClass
		blockedBy      string
	}{
		{"5.5 into a tree", "E3", "E5", true, board.Light, ""},
		{"5.2 past the corner of a lone tree", "E3", "E7", true, board.NoCover, ""},
		{"5.5 not through a row of trees", "J5", "L5", false, 0, ""},
		{"5.5 adjacent across a plain hexside", "E4", "E5", true, board.Light, ""},
		{"6.5 through a row of scrub: light", "G15", "I15", true, board.Light, ""},
		{"6.5 two rows of scrub still light", "G15", "O15", true, board.Light, ""},
		{"5.2 past the corner of a walled house", "M9", "M13", true, board.NoCover, ""},
		{"5.5 walls of a house block", "O11", "Q11", false, 0, ""},
		{"5.5 adjacent across a wall", "M10", "M11", false, 0, "M10/M11"},
		{"5.2 any part: past the corner of the house", "L9", "L13", true, board.NoCover, ""},
		{"5.5 window from afar: medium", "C11", "C15", true, board.Medium, ""},
		{"5.5 window from beside it: none", "C14", "C15", true, board.NoCover, ""},
		{"5.5 the window shows only the hex beyond", "C11", "C16", false, 0, ""},
		{"open ground", "A1", "C3", true, board.NoCover, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := f.LOS(h(tc.from), h(tc.to))
			if s.Visible != tc.visible || (s.Visible && s.Cover != tc.cover) || (!s.Visible && tc.blockedBy != "" && s.BlockedBy != tc.blockedBy) {
				t.Errorf("LOS %s→%s = visible %v cover %v blocked by %q (%s), want %v %v %q",
					tc.from, tc.to, s.Visible, s.Cover, s.BlockedBy, s.Reason, tc.visible, tc.cover, tc.blockedBy)
			}
		})
	}
}

// Test5_6 covers elevation: hills between, and walls seen over from above.
func Test5_6(t *testing.T) {
	m := testMap(20, 20)
	setLevel(m, 2, h("D6"), h("E6"), h("F6"))
	setLevel(m, 1, h("K3"))
	setSide(m, wall, "K5/K6", "J6/K6", "K6/L6", "J7/K6", "K6/L7", "K6/K7")
	setTerrain(m, scrub, "K8")
	f := mustField(t, m)
	if f.Visible(h("E4"), h("E8")) {
		t.Error("a ridge higher than both ends must block LOS (§5.6)")
	}
	if !f.Visible(h("E4"), h("G4")) {
		t.Error("a thread past the corner of a lone higher hex sees (§5.2)")
	}
	if !f.Visible(h("E6"), h("E8")) {
		t.Error("the hill top sees down")
	}
	// From K3 (level 1) the wall K5/K6 is closer to the firer: seen over.
	if s := f.LOS(h("K3"), h("K9")); !s.Visible {
		t.Errorf("K3→K9 over a wall near the firer: %+v", s)
	} else if s.Cover != board.NoCover {
		t.Errorf("elevated fire voids scrub cover, got %v", s.Cover)
	}
	if f.Visible(h("K3"), h("K6")) {
		t.Error("walls right round the lower target block even from above")
	}
}

// Test6_52RiderTarget: fire at a rider goes to the nearer visible hex.
func Test6_52RiderTarget(t *testing.T) {
	m := testMap(20, 20)
	setTerrain(m, scrub, "E8")
	f := mustField(t, m,
		Unit{Name: "Knight", Side: "b", Kind: Rider, Hex: h("E8"), Pair: pair("E8-E9"), MPA: 8},
		Unit{Name: "Archer", Side: "a", Kind: Foot, Hex: h("E3"), MPA: 6},
	)
	s, err := f.SightOfUnit(h("E3"), "Knight")
	if err != nil {
		t.Fatal(err)
	}
	if !s.Visible || s.To != h("E8") || s.Cover != board.Light {
		t.Errorf("aim at the nearer hex E8 (in scrub, light cover), got %+v", s)
	}
	// From below, E9 is nearer and the horse's own head in E8 is no
	// character in between.
	s, _ = f.SightOfUnit(h("E14"), "Knight")
	if s.To != h("E9") || s.Cover != board.NoCover {
		t.Errorf("from E14 aim at E9 without cover, got %+v", s)
	}
}

// Test22_4AlternativeLOS: a lone wall stub hides nothing from a thread that
// may start anywhere in the hex (§5.2), but blocks the centre-to-centre
// line of optional rule 22.4.
func Test22_4AlternativeLOS(t *testing.T) {
	m := testMap(20, 20)
	setSide(m, wall, "M10/M11")
	if f := mustField(t, m); !f.Visible(h("M8"), h("M13")) {
		t.Error("§5.2: a thread from any part of M8 passes the stub at M10/M11")
	}
	f, err := New(Situation{Hindrance: hindrance, Map: m, AlternativeLOS: true})
	if err != nil {
		t.Fatal(err)
	}
	if s := f.LOS(h("M8"), h("M13")); s.Visible || s.BlockedBy != "M10/M11" {
		t.Errorf("22.4: the centre line is blocked by the wall M10/M11, got %+v", s)
	}
}

// Test5_1NightHook: the night rules (§21, a later issue) may veto a sight
// through Situation.Vision; by day there is no hook and LOS is reciprocal.
func Test5_1NightHook(t *testing.T) {
	m := testMap(10, 10)
	f, err := New(Situation{Hindrance: hindrance, Map: m, Night: true, Vision: func(from, to hex.Hex) bool { return hex.Distance(from, to) <= 1 }})
	if err != nil {
		t.Fatal(err)
	}
	if s := f.LOS(h("A1"), h("A5")); s.Visible || s.Rule != "21" {
		t.Errorf("unlit at night: %+v", s)
	}
	if !f.Visible(h("A1"), h("A2")) {
		t.Error("the hook lets adjacent hexes see")
	}
}

// Test5_2ThreadAtCorners: a thread may touch an obstacle's corner or run
// along its side, but not squeeze between obstacles meeting at one point,
// nor slip into a walled building past the corner of its wall (§5.2).
func Test5_2ThreadAtCorners(t *testing.T) {
	// Trees fill column E between E3 and E7 and stop every thread through
	// column F: only the thread along the left corners of column E is
	// left, touching the trees' corners.
	m := testMap(20, 20)
	setTerrain(m, tree, "E4", "E5", "E6", "F4", "F5", "F6")
	if f := mustField(t, m); !f.Visible(h("E3"), h("E7")) {
		t.Error("the thread along the trees' corners sees (§5.2)")
	}
	// A wall on D5/D6 meets the corner of the tree E5 on the thread: an
	// obstacle on both sides of it.
	setSide(m, wall, "D5/D6")
	if f := mustField(t, m); f.Visible(h("E3"), h("E7")) {
		t.Error("a wall and a tree meeting on the thread stop it (§5.2)")
	}

	// A walled building N3-P4: from N1 a thread through the corner of
	// its wall at O2/P3, along the inside hexside O3/P3, would reach P3.
	m = testMap(20, 20)
	bldg := []string{"N3", "O3", "P3", "N4", "O4", "P4"}
	setTerrain(m, house, bldg...)
	for _, x := range bldg {
		walls(m, x, bldg...)
	}
	f := mustField(t, m)
	if s := f.LOS(h("N1"), h("P3")); s.Visible {
		t.Errorf("N1 sees into the walled building at P3: %+v", s)
	}
	if !f.Visible(h("N1"), h("P1")) || !f.Visible(h("M2"), h("Q2")) {
		t.Error("threads past the building's corners see")
	}
}
