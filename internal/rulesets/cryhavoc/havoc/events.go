package havoc

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Side is the side of a combat or missile attack a unit is on.
type Side uint8

const (
	NoSide   Side = iota
	Attacker      // the attacking group, or the firer
	Defender      // the defending group, or the missile target
)

func (s Side) String() string {
	switch s {
	case Attacker:
		return "attacker"
	case Defender:
		return "defender"
	}
	return "none"
}

// Other is the opposing side.
func (s Side) Other() Side {
	switch s {
	case Attacker:
		return Defender
	case Defender:
		return Attacker
	}
	return NoSide
}

// EventKind says what happened.
type EventKind uint8

const (
	CombatResolved  EventKind = iota + 1 // a Combat Table lookup (§9.1)
	CounterCharged                       // the defender's counter-charge lookup (§9.4)
	ChargeRolled                         // the charge die roll (§9.4)
	MissileResolved                      // a Missile Fire Table lookup (§6.4)
	ResultIgnored                        // a result the rules do not apply here
	Retreated                            // the unit must retreat Hexes hexes (§10.2)
	Stunned                              // §10.3
	Wounded                              // §10.4
	Killed                               // §10.5
	HorseKilled                          // "*" (§10.6)
	Dismounted                           // rider placed beside his horse (§10.6)
	Pinned                               // a pinning attempt succeeded (§8)
	PinFailed                            // a pinning attempt failed (§8)
	MeleeBegun                           // the combatants are in melee (§11)
	AdvanceAllowed                       // one unit of Side may advance (§10.9)
	AmmunitionSpent                      // one missile used up (§6.3, §22.2)
	KillReduced                          // a "killed" reduced for a unit selected with the one killed (§10.7)
)

var eventNames = [...]string{
	CombatResolved: "CombatResolved", CounterCharged: "CounterCharged", ChargeRolled: "ChargeRolled",
	MissileResolved: "MissileResolved", ResultIgnored: "ResultIgnored", Retreated: "Retreated",
	Stunned: "Stunned", Wounded: "Wounded", Killed: "Killed", HorseKilled: "HorseKilled",
	Dismounted: "Dismounted", Pinned: "Pinned", PinFailed: "PinFailed", MeleeBegun: "MeleeBegun",
	AdvanceAllowed: "AdvanceAllowed", AmmunitionSpent: "AmmunitionSpent", KillReduced: "KillReduced",
}

func (k EventKind) String() string {
	if int(k) < len(eventNames) && eventNames[k] != "" {
		return eventNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", k)
}

// Event explains one step of a resolution and cites its rule. It is a
// plain value so that resolving a combat into a reused slice allocates
// nothing.
type Event struct {
	Kind EventKind
	Rule string
	Side Side   // whose unit the event is about
	Unit int    // index of that unit in its group (Attackers or Defenders)
	Name string // the unit's name, if given

	// Table lookups.
	Attack, Defence float64
	Odds, Final     Column // original and final odds (combat)
	Shift           int    // net column shift, or the DRM for missile fire
	DR              int    // original die roll
	Result          Result

	Hexes  int           // Retreated: hexes to retreat
	Charge ChargeOutcome // ChargeRolled
	Why    string        // ResultIgnored: the reason, a constant
}

func (e Event) who() string {
	if e.Name != "" {
		return e.Name
	}
	return fmt.Sprintf("%s %d", e.Side, e.Unit+1)
}

// String explains the event in a line of English.
func (e Event) String() string {
	var b strings.Builder
	switch e.Kind {
	case CombatResolved, CounterCharged:
		fmt.Fprintf(&b, "%s: %s against %s is %s, shifted %+d to %s; die %d: %s",
			e.Kind, num(e.Attack), num(e.Defence), e.Odds, e.Shift, e.Final, e.DR, e.Result)
	case ChargeRolled:
		fmt.Fprintf(&b, "charge die %d: %s", e.DR, e.Charge)
	case MissileResolved:
		fmt.Fprintf(&b, "missile: die %d %+d: %s", e.DR, e.Shift, e.Result)
	case ResultIgnored:
		fmt.Fprintf(&b, "%s ignored: %s", e.Result, e.Why)
	case KillReduced:
		fmt.Fprintf(&b, "%s takes %s instead: %s", e.who(), e.Result, e.Why)
	case Retreated:
		fmt.Fprintf(&b, "%s must retreat %d hex(es)", e.who(), e.Hexes)
	case MeleeBegun:
		b.WriteString("the combatants are in melee")
	case AdvanceAllowed:
		fmt.Fprintf(&b, "one unit of the %s may advance", e.Side)
	default:
		fmt.Fprintf(&b, "%s: %s", e.Kind, e.who())
	}
	fmt.Fprintf(&b, " (§%s)", e.Rule)
	return b.String()
}

func num(f float64) string { return strings.TrimSuffix(fmt.Sprintf("%.1f", f), ".0") }

// MarshalText writes the kind's name, e.g. "Retreated".
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// MarshalText writes "attacker", "defender" or "none".
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// MarshalJSON writes only the fields that mean something for the kind.
func (e Event) MarshalJSON() ([]byte, error) {
	type lookup struct {
		Attack  float64 `json:"attack,omitempty"`
		Defence float64 `json:"defence,omitempty"`
		Odds    string  `json:"odds,omitempty"`
		Final   string  `json:"final,omitempty"`
	}
	v := struct {
		Kind EventKind `json:"kind"`
		Rule string    `json:"rule"`
		Side Side      `json:"side,omitempty"`
		Unit int       `json:"unit,omitempty"`
		Name string    `json:"name,omitempty"`
		*lookup
		Shift  int     `json:"shift,omitempty"`
		DR     int     `json:"dr,omitempty"`
		Result *Result `json:"result,omitempty"`
		Hexes  int     `json:"hexes,omitempty"`
		Charge string  `json:"charge,omitempty"`
		Why    string  `json:"why,omitempty"`
	}{Kind: e.Kind, Rule: e.Rule, Side: e.Side, Unit: e.Unit, Name: e.Name, Shift: e.Shift, DR: e.DR, Hexes: e.Hexes, Why: e.Why}
	switch e.Kind {
	case CombatResolved, CounterCharged:
		v.lookup = &lookup{e.Attack, e.Defence, e.Odds.String(), e.Final.String()}
		v.Result = &e.Result
	case MissileResolved, ResultIgnored, KillReduced:
		v.Result = &e.Result
	case ChargeRolled:
		v.Charge = e.Charge.String()
	}
	return json.Marshal(v)
}
