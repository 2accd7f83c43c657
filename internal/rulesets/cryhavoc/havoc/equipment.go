package havoc

import (
	"fmt"

	"herald/internal/rule"
)

// Impassable in an entry-cost table: the unit may not enter.
const Impassable = -1

// Team is a crew that moves a piece of equipment and the MPA it gives.
type Team struct{ Movers, MPA int }

// EquipmentCover is the cover a piece of equipment gives (§6.5): to a
// character in its hex (Into), to fire passing it (Through), voided by an
// elevated firer where said, and to a character in an ADJACENT hex when
// the line crosses it (Adjacent, the screen).
type EquipmentCover struct {
	Class                 Cover
	Into, Through         bool
	ElevationVoidsInto    bool
	ElevationVoidsThrough bool
	Adjacent              Cover
}

// EquipmentKind is one kind of equipment on the board (§12.5, §14, §15,
// §18–§21), loaded from data/cryhavoc/equipment.yaml.
type EquipmentKind struct {
	Rule, Key, Note string
	Hexes           int  // 1, 2 (head, rear) or 3 (head, middle, rear)
	Portable        bool // infantry may pick it up (§12.5)
	Carriers        int  // characters needed to carry it
	CarryMP         int  // MP each movement phase to carry it (§7.3)
	MPALess         int  // the carriers' MPA falls by this much (ladder)
	LostIfDropped   bool // dropped involuntarily, it is removed
	// Moves: "horse" (§7.6 mechanics), "straight" (along hex rows, pivot
	// round the middle), "one-hex" (the screen) or "none".
	Moves    string
	Movers   int    // healthy characters needed to move it
	MoverMPA int    // the MPA it then has; 0: the movers' own
	DrawnMPA int    // a cart's MPA behind its animal, at most (§14)
	Pushed   []Team // a cart's pushing teams (§14)
	// Enter is the MP for a unit of a kind (infantry, horse, mule, animal,
	// cart, or "others") to enter its hex; Impassable where it may not.
	Enter        map[string]int
	Cover        EquipmentCover
	LOS          string // clear, hinders or blocks
	Advantage    Terrain
	HasAdvantage bool // Advantage replaces the hex's (§16 preamble)
	// DefenderOnly: only a defender gets the advantage (screen, barricade
	// front, §19.15, §19.16).
	DefenderOnly bool
	Inflammable  bool // §20.1
	KindleDRM    int  // extra DRM on the Kindling Table against it (26.52)
	Resistance   string
	Capacity     int // barrels or chests per hex (§14)
	Light        int // -1 none, 0 own hex, 1 own and adjacent (§21.3)
}

// Hinders reports an item that costs MP to carry (§12.5): a man carries one
// at most, and drops it on any damage result (§10.1).
func (k *EquipmentKind) Hinders() bool { return k.CarryMP > 0 || k.MPALess > 0 }

// EnterCost is the MP a unit of a kind pays to enter the item's hex, and
// false where it may not enter at all. Equipment without an entry table
// (a torch or chest lying in a hex) leaves the terrain's cost: 0, true.
func (k *EquipmentKind) EnterCost(unit string) (int, bool) {
	if len(k.Enter) == 0 {
		return 0, true
	}
	c, ok := k.Enter[unit]
	if !ok {
		c, ok = k.Enter["others"]
	}
	if !ok || c == Impassable {
		return 0, false
	}
	return c, true
}

// Equipment looks a kind up.
func (t *Tables) Equipment(key string) (*EquipmentKind, bool) {
	for i := range t.EquipmentKinds {
		if t.EquipmentKinds[i].Key == key {
			return &t.EquipmentKinds[i], true
		}
	}
	return nil, false
}

// EquipmentKeys lists the kinds in data order.
func (t *Tables) EquipmentKeys() []string {
	out := make([]string, len(t.EquipmentKinds))
	for i, k := range t.EquipmentKinds {
		out[i] = k.Key
	}
	return out
}

// checkEquipment refuses kinds the rules could not use.
func (t *Tables) checkEquipment() error {
	seen := map[string]bool{}
	for i := range t.EquipmentKinds {
		k := &t.EquipmentKinds[i]
		where := fmt.Sprintf("equipment %q (rule %s)", k.Key, k.Rule)
		switch {
		case seen[k.Key]:
			return fmt.Errorf("equipment %q given twice", k.Key)
		case k.Hexes < 1 || k.Hexes > 3:
			return fmt.Errorf("%s: %d hexes, want 1, 2 or 3", where, k.Hexes)
		case k.Portable && k.Carriers < 1:
			return fmt.Errorf("%s: portable but no carriers", where)
		case !k.Portable && (k.CarryMP != 0 || k.MPALess != 0):
			return fmt.Errorf("%s: a carrying cost on equipment that is not portable", where)
		case k.Light < -1 || k.Light > 1:
			return fmt.Errorf("%s: light %d, want -1, 0 or 1", where, k.Light)
		case k.Moves == "straight" && k.Hexes != 3:
			return fmt.Errorf("%s: pivots round its middle hex but has %d hexes", where, k.Hexes)
		}
		if k.Resistance != "" && !t.hasResistance(k.Resistance) {
			return fmt.Errorf("%s: no battering resistance %q in battering.yaml", where, k.Resistance)
		}
		seen[k.Key] = true
	}
	return nil
}

func (t *Tables) hasResistance(key string) bool {
	for _, r := range t.Battering.OnboardResistance {
		if r.Key == key {
			return true
		}
	}
	return false
}

// CarryAllowance is what is left of a character's MPA for moving once he
// pays for what he carries (§7.3, §12.5): the carrying costs come off
// first, and he may carry one hindering item at most. Only infantry carry.
func CarryAllowance(mpa int, mounted bool, items []*EquipmentKind) (int, error) {
	if mounted && len(items) > 0 {
		return 0, rule.Errorf("12.5", "only infantry carry equipment")
	}
	hindering := 0
	for _, k := range items {
		if k.Hinders() {
			hindering++
		}
		mpa -= k.CarryMP + k.MPALess
	}
	if hindering > 1 {
		return 0, rule.Errorf("12.5", "a character carries one item that hinders movement at a time, not %d", hindering)
	}
	return max(mpa, 0), nil
}

// MayPickUp checks picking an item up (§12.5): only portable equipment,
// only by infantry, not in melee, for 1 MP in the movement phase, and a
// second hindering item never.
func MayPickUp(k *EquipmentKind, mounted, inMelee bool, carrying []*EquipmentKind) error {
	switch {
	case !k.Portable:
		return rule.Errorf("12.5", "a %s is not portable equipment", k.Key)
	case mounted:
		return rule.Errorf("12.5", "only infantry pick up equipment")
	case inMelee:
		return rule.Errorf("11", "a character in melee may not pick up equipment")
	case k.Carriers > 1:
		return rule.Errorf(k.Rule, "a %s is carried by %d characters together", k.Key, k.Carriers)
	}
	if k.Hinders() {
		for _, c := range carrying {
			if c.Hinders() {
				return rule.Errorf("12.5", "he already carries a %s, which hinders movement", c.Key)
			}
		}
	}
	return nil
}

// PickUpMP is the cost of picking an item up (§12.5).
const PickUpMP = 1

// Drops lists which carried items a character lets fall on an event
// (§10.1, §12.5): hindering items on any damage (retreat, wound, stun,
// kill, dismount) and on panic; every item on a stun, kill or dismount.
// lost reports the items removed from the map rather than left in the hex.
func Drops(ev EventKind, panicked bool, carrying []*EquipmentKind) (dropped, lost []*EquipmentKind) {
	all := ev == Stunned || ev == Killed || ev == Dismounted
	hurt := all || ev == Retreated || ev == Wounded || ev == HorseKilled || panicked
	for _, k := range carrying {
		if all || hurt && k.Hinders() {
			dropped = append(dropped, k)
			if k.LostIfDropped {
				lost = append(lost, k)
			}
		}
	}
	return dropped, lost
}

// MayFireCarrying is §12.5: a missileman carrying anything may not fire.
func MayFireCarrying(carrying []*EquipmentKind) error {
	if len(carrying) > 0 {
		return rule.Errorf("12.5", "missilemen may not fire while they carry anything (he carries a %s)", carrying[0].Key)
	}
	return nil
}
