package havoc

import "fmt"

// Health is a character's state (§2): animals are only Healthy or dead.
type Health uint8

const (
	Healthy Health = iota
	WoundedState
	StunnedState
)

var healthNames = [...]string{"healthy", "wounded", "stunned"}

func (h Health) String() string {
	if int(h) < len(healthNames) {
		return healthNames[h]
	}
	return fmt.Sprintf("Health(%d)", h)
}

// Terrain is the in-hex terrain advantage of §9.5. A rider uses the worse
// of his two hexes; debris or a crowd makes any hex Negative.
type Terrain int8

const (
	TerrainNormal Terrain = iota
	TerrainNegative
	TerrainPositive
)

// Combatant is one unit in a combat as the rules see it. Attack and Defence
// are the values on the counter the unit shows now: a wounded character
// fights with the values of his wounded counter (§10.4).
type Combatant struct {
	Name            string
	Attack, Defence float64
	Kind            TargetKind // infantry (and dogs), mounted, or animal
	Dog             bool       // dogs use the infantry tables; any wound kills (§13.3)
	Dragon          bool       // a two-hex character with no horse to lose (§13.5)
	Health          Health
	InMelee         bool
	Encircled       bool // §9.3; see Encircled for the test
	Terrain         Terrain
	Panicked        bool // §22.9
	InWater         bool // in a deep or bottomless water hex (§17.5)
	Spearman        bool
	Charged         bool // already charged this player turn (§9.4)
}

// Combat is one planned attack: a group against a group (§9.2).
type Combat struct {
	Attackers, Defenders []Combatant
	Charge               bool // cavalry charge (§7.10, §9.4)
	FrontArc             bool // the charge comes in through the defender's front arc
	Pin                  bool // a pinning attempt (§8): decides only whether the mover stops
	RejectMelee          bool // a lone rider refuses melee against infantry (§11)
	ExtraShift           int  // shifts given elsewhere, such as hexside terrain (§9.5)
}

func all(us []Combatant, f func(*Combatant) bool) bool {
	for i := range us {
		if !f(&us[i]) {
			return false
		}
	}
	return len(us) > 0
}

func anyOf(us []Combatant, f func(*Combatant) bool) bool {
	for i := range us {
		if f(&us[i]) {
			return true
		}
	}
	return false
}

func isInfantry(u *Combatant) bool { return u.Kind == TargetInfantry }
func isMounted(u *Combatant) bool  { return u.Kind == TargetMounted }
