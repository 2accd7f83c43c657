package field

import (
	"errors"
	"testing"

	"herald/internal/rule"
)

// tiptoe is the street of the §27 example "Tiptoe through the bodies". G14
// is assumed to be a 2-MP hex (slope): the example charges "2 x 2" there.
func tiptoe(t testing.TB) *Field {
	m := testMap(20, 20)
	setTerrain(m, slope, "G14")
	c, _ := m.At(h("F11"))
	c.Features = append(c.Features, boardFeature(debris))
	m.Cells[h("F11")] = c
	c, _ = m.At(h("G11"))
	c.Features = append(c.Features, boardFeature(debris))
	m.Cells[h("G11")] = c
	dead := func(name, at string, k Kind) Unit {
		return Unit{Name: name, Kind: k, Hex: h(at), Dead: true}
	}
	horse := Unit{Name: "horse", Kind: HorseKind, Hex: h("L9"), Pair: pair("L9-L10"), Dead: true}
	return mustField(t, m,
		Unit{Name: "Edith", Side: "village", Kind: Foot, Hex: h("L6"), MPA: 4},
		dead("man1", "L9", Foot), dead("man2", "I10", Foot), dead("man3", "I10", Foot),
		dead("man4", "G14", Foot), dead("man5", "G14", Foot), dead("mule", "G14", MuleKind),
		dead("man6", "G11", Foot), horse,
	)
}

// Test27Tiptoe replays "Tiptoe through the bodies" (§7.8 hindrance). The
// first turn spends 5 MP of Edith's 4: the MPA wins (§7.3), see
// docs/rulings.md.
func Test27Tiptoe(t *testing.T) {
	f := tiptoe(t)
	edith, _ := f.Unit("Edith")
	steps := []struct {
		from, to string
		cost     int
	}{
		{"L6", "L7", 1}, {"L7", "L8", 1}, {"L8", "L9", 2}, {"L9", "L10", 1},
		{"L10", "K10", 1}, {"K10", "J11", 1}, {"J11", "I10", 1}, {"I10", "H11", 1},
		{"H11", "G11", 2}, {"G11", "G12", 1}, {"G12", "G13", 1},
		{"G13", "G14", 4},
		{"G14", "F14", 1}, {"F14", "E13", 1}, {"E13", "D13", 1}, {"D13", "C12", 1},
	}
	for _, s := range steps {
		c, err := f.MoveCost(edith, place(s.from), place(s.to))
		if err != nil || c != s.cost {
			t.Errorf("%s→%s costs %d (%v), want %d", s.from, s.to, c, err, s.cost)
		}
	}
	// Each later turn fits the MPA of 4.
	for _, turn := range [][]string{
		{"L10", "K10", "J11", "I10", "H11"},
		{"H11", "G11", "G12", "G13"},
		{"G13", "G14"},
		{"G14", "F14", "E13", "D13", "C12"},
	} {
		if c, err := f.PathCost(edith, places(turn...)); err != nil || c != 4 {
			t.Errorf("turn %v costs %d (%v), want 4", turn, c, err)
		}
	}
	// The first turn of the example spends 5 MP: refused under §7.3.
	_, err := f.PathCost(edith, places("L6", "L7", "L8", "L9", "L10"))
	var re *rule.Error
	if !errors.As(err, &re) || re.Rule != "7.3" {
		t.Errorf("L6…L10 for MPA 4: got %v, want a rule 7.3 refusal", err)
	}
}

// Test7_8Hindrance: up to 3 bodies free, 4-6 double, more than 6 closed.
func Test7_8Hindrance(t *testing.T) {
	for _, tc := range []struct {
		bodies int
		cost   int
		ok     bool
	}{{0, 1, true}, {3, 1, true}, {4, 2, true}, {6, 2, true}, {7, 0, false}} {
		m := testMap(5, 5)
		var us []Unit
		us = append(us, Unit{Name: "mover", Side: "a", Kind: Foot, Hex: h("A1"), MPA: 6})
		for i := 0; i < tc.bodies; i++ {
			us = append(us, Unit{Name: "body" + string(rune('a'+i)), Kind: Foot, Hex: h("A2"), Dead: true})
		}
		f := mustField(t, m, us...)
		c, err := f.StepCost(Foot, h("A1"), h("A2"), 0)
		if (err == nil) != tc.ok || (tc.ok && c != tc.cost) {
			t.Errorf("%d bodies: cost %d err %v, want %d ok=%v", tc.bodies, c, err, tc.cost, tc.ok)
		}
	}
}

// Test7_1Stacking: pass friends, not enemies; end on no live unit.
func Test7_1Stacking(t *testing.T) {
	m := testMap(10, 10)
	f := mustField(t, m,
		Unit{Name: "Ben", Side: "a", Kind: Foot, Hex: h("C3"), MPA: 4},
		Unit{Name: "Friend", Side: "a", Kind: Foot, Hex: h("C4"), MPA: 4},
		Unit{Name: "Foe", Side: "b", Kind: Foot, Hex: h("D4"), MPA: 4, Stunned: true},
	)
	r, err := f.Reach("Ben")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r.CheapestTo(place("C4")); ok {
		t.Error("Ben may not end on his friend in C4")
	}
	if _, ok := r.CheapestTo(place("D4")); ok {
		t.Error("Ben may not enter D4: a stunned enemy is live")
	}
	if d, ok := r.CheapestTo(place("C5")); !ok || d.Cost != 2 {
		t.Errorf("C5 through the friend in C4 should cost 2, got %+v", d)
	}
}

// Test7_3WoundedHalf: wounded infantry move at half MPA, rounded down.
func Test7_3WoundedHalf(t *testing.T) {
	f := mustField(t, testMap(10, 10), Unit{Name: "Ben", Side: "a", Kind: Foot, Hex: h("E5"), MPA: 5, Wounded: true})
	r, _ := f.Reach("Ben")
	if r.MPA != 2 {
		t.Errorf("wounded MPA 5 moves %d, want 2", r.MPA)
	}
	for _, d := range r.Destinations {
		if d.Cost > 2 {
			t.Errorf("%v costs %d beyond the MPA", d.Place, d.Cost)
		}
	}
}

// Test11_3Withdrawal: a unit in melee steps one hex and stops if still
// ADJACENT to its opponent; otherwise it moves on.
func Test11_3Withdrawal(t *testing.T) {
	f := mustField(t, testMap(12, 12),
		Unit{Name: "Ben", Side: "a", Kind: Foot, Hex: h("E5"), MPA: 4, InMelee: true},
		Unit{Name: "Foe", Side: "b", Kind: Foot, Hex: h("E4"), MPA: 4, InMelee: true},
	)
	r, _ := f.Reach("Ben")
	for _, d := range r.Destinations {
		if len(r.Path(d)) > 2 && hexAdj(r.Path(d)[1].Head, h("E4")) {
			t.Errorf("path %v goes on after a step that stays beside the foe", r.Path(d))
		}
	}
	if _, ok := r.CheapestTo(place("E8")); !ok {
		t.Error("stepping away to E6 breaks melee; E8 should be in reach")
	}
}
