package field

import (
	"errors"
	"testing"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rule"
)

// Test12_3Mounting: side hexes only, not across a window or lip; wounded
// characters take two turns.
func Test12_3Mounting(t *testing.T) {
	m := testMap(12, 12)
	setSide(m, lip, "E5/F5", "E4/F5")
	f := mustField(t, m,
		Unit{Name: "Rider", Side: "a", Kind: Rider, Hex: h("E5"), Pair: pair("E5-E4"), MPA: 8},
		Unit{Name: "Horse", Kind: HorseKind, Hex: h("H5"), Pair: pair("H5-H4")},
		Unit{Name: "Squire", Side: "a", Kind: Foot, Hex: h("G4"), MPA: 6, Wounded: true},
		Unit{Name: "Page", Side: "a", Kind: Foot, Hex: h("H7"), MPA: 6},
	)
	hs, err := f.DismountHexes("Rider")
	if err != nil {
		t.Fatal(err)
	}
	if len(hs) != 1 || hs[0] != h("D5") {
		t.Errorf("dismount hexes %v, want only D5 (F5 lies across the lip)", hs)
	}
	if n, err := f.MountTurns("Squire", "Horse", false); err != nil || n != 2 {
		t.Errorf("wounded squire mounts in %d turns (%v), want 2", n, err)
	}
	if n, err := f.MountTurns("Squire", "Horse", true); err != nil || n != 1 {
		t.Errorf("helped, %d turns (%v), want 1", n, err)
	}
	_, err = f.MountTurns("Page", "Horse", false)
	var re *rule.Error
	if !errors.As(err, &re) || re.Rule != "12.3" {
		t.Errorf("page in H7 is no side hex: %v", err)
	}
}

// Test7_7Fall: a rider off firm ground loses his horse, lands beside it
// wounded.
func Test7_7Fall(t *testing.T) {
	m := testMap(12, 12)
	setTerrain(m, tree, "E6")
	f := mustField(t, m, Unit{Name: "Rider", Side: "a", Kind: Rider, Hex: h("E5"), Pair: pair("E5-E4"), MPA: 8})
	if err := f.FirmGround(Rider, place("E6-E5")); err == nil {
		t.Error("a tree is no firm ground for a horse")
	}
	u, _ := f.Unit("Rider")
	fall, err := f.FallInto(u, h("E6"), dice.NewScripted(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if !fall.AnimalDies || !fall.RiderDismounted || !fall.CharacterWounded {
		t.Errorf("fall %+v: horse dies, rider dismounted and wounded", fall)
	}
	if fall.Hexes[0] != h("E6") || !hexAdj(fall.Hexes[0], fall.Hexes[1]) {
		t.Errorf("fall hexes %v", fall.Hexes)
	}
	if fall.RiderHex == fall.Hexes[0] || fall.RiderHex == fall.Hexes[1] {
		t.Errorf("rider lands beside the horse, not under it: %v", fall.RiderHex)
	}
}

// TestBadInputNoPanic: places off the map are refused, never a panic.
func TestBadInputNoPanic(t *testing.T) {
	f := mustField(t, testMap(5, 5), Unit{Name: "Ben", Side: "a", Kind: Foot, Hex: h("A1"), MPA: 4})
	ben, _ := f.Unit("Ben")
	far := Place{Head: h("Z40")}
	if _, err := f.PinChances("Ben", []Place{place("A1"), far}); err == nil {
		t.Error("PinChances off the map")
	}
	if _, err := f.MoveCost(ben, place("A1"), far); err == nil {
		t.Error("MoveCost off the map")
	}
	if _, err := f.PathCost(ben, []Place{place("A1"), far}); err == nil {
		t.Error("PathCost off the map")
	}
	if _, err := f.StepCost(Foot, h("A1"), hex.Hex{Col: 0, Row: 0}, -1); err == nil {
		t.Error("StepCost off the map")
	}
	if s := f.LOS(h("A1"), h("Z40")); s.Visible {
		t.Error("LOS off the map")
	}
	if _, err := f.FallInto(ben, h("Z40"), nil); err == nil {
		t.Error("FallInto off the map")
	}
	if _, err := New(Situation{Hindrance: hindrance, Map: testMap(5, 5), Units: []Unit{{Name: "X", Hex: h("Z40")}}}); err == nil {
		t.Error("New with a unit off the map")
	}
	if _, err := New(Situation{Hindrance: hindrance}); err == nil {
		t.Error("New without a map")
	}
}
