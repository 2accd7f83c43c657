package havoc

import (
	"fmt"

	"herald/internal/dice"
	"herald/internal/rule"
)

// Battering (§19.2–§19.4) on the tables of §26.7, and repairs (§19.6,
// §19.7). Resistance keys are those of battering.yaml.

// OnboardResistance is an item's or hex's battering resistance for
// onboard battering (§26.72) and whether it is battered by hand or only
// by siege engines.
func (t *Tables) OnboardResistance(key string) (points int, byHand bool, ok bool) {
	for _, r := range t.Battering.OnboardResistance {
		if r.Key == key {
			return r.Points, r.By == "hand", true
		}
	}
	return 0, false, false
}

// BatterByHand is the one-turn task of §19.41: the ADJACENT characters'
// attack strengths summed, plus one DR6, off the target's resistance. The
// target must be one of the §26.72 "by hand" list.
func (t *Tables) BatterByHand(target string, attacks []float64, d dice.Source) (damage float64, dr int, err error) {
	if _, byHand, ok := t.OnboardResistance(target); !ok || !byHand {
		return 0, 0, rule.Errorf("26.72", "a %s is not battered by hand", target)
	}
	if len(attacks) == 0 {
		return 0, 0, rule.Errorf("19.41", "battering by hand needs at least one character")
	}
	for _, a := range attacks {
		damage += a
	}
	dr = d.Roll(6, "battering by hand (19.41)")
	return damage + float64(dr), dr, nil
}

// EngineBlow is one onboard attack of a siege engine (§19.42).
type EngineBlow struct {
	Damage int   // base + dice
	Dice   []int // the original rolls
	// Wear: the engine's own damage when a die shows 10 (one DR10, §19.42);
	// it must then be repaired before it batters again.
	Wear int
}

// BatterWithEngine rolls one onboard attack of a mangonel, trebuchet or
// ram (§19.42, §26.72).
func (t *Tables) BatterWithEngine(engine string, d dice.Source) (EngineBlow, error) {
	e := t.onboardEngine(engine)
	if e == nil || e.Key == "characters" {
		return EngineBlow{}, rule.Errorf("26.72", "%q is not a siege engine that batters", engine)
	}
	b := EngineBlow{Damage: e.Base}
	ten := false
	for i := 0; i < e.Dice; i++ {
		r := d.Roll(e.Sides, "battering by "+engine+" (26.72)")
		b.Dice = append(b.Dice, r)
		b.Damage += r
		ten = ten || r == t.Battering.OnboardWearOn
	}
	if ten {
		b.Wear = d.Roll(10, "wear on the "+engine+" (19.42)")
	}
	return b, nil
}

func (t *Tables) onboardEngine(key string) *BatteringEngine {
	for i := range t.Battering.OnboardStrength {
		if t.Battering.OnboardStrength[i].Key == key {
			return &t.Battering.OnboardStrength[i]
		}
	}
	return nil
}

// CheckCrew checks a siege engine's crew (§19.13, §19.14, §26.72): so many
// active characters ADJACENT (under the ram, healthy), so many of them
// engineers.
func (t *Tables) CheckCrew(engine string, crew, engineers int) error {
	e := t.onboardEngine(engine)
	if e == nil {
		return rule.Errorf("26.72", "unknown siege engine %q", engine)
	}
	if crew < e.Crew || engineers < e.Engineers {
		return rule.Errorf("19.14", "a %s needs a crew of %d, %d of them engineers (has %d, %d)", engine, e.Crew, e.Engineers, crew, engineers)
	}
	return nil
}

// EngineReady says whether an engine loaded for so many turns may shoot
// (§19.14): the mangonel loads for 3 turns and shoots every fourth, the
// trebuchet 7 and every eighth; the ram batters every turn.
func (t *Tables) EngineReady(engine string, turnsLoading int) bool {
	e := t.onboardEngine(engine)
	return e != nil && turnsLoading >= e.Rate-1
}

// Batter takes damage off a resistance (§19.2): at zero or below the
// target collapses (walls to rubble, equipment destroyed, any unit in
// the hex wounded).
func Batter(resistance int, damage float64) (left int, collapsed bool) {
	left = resistance - int(damage)
	return left, left <= 0
}

// Collapse is what a target whose resistance runs out becomes (§19.2).
type Collapse struct {
	// Rubble: walls, embattlements, towers; the hex (for a building wall,
	// the interior hex beside it) becomes rubble.
	Rubble bool
	// Destroyed: equipment, doors, windows, gates, tents, tables.
	Destroyed bool
	// Debris: it leaves debris in its hexes (carts, engines, tents, tables).
	Debris bool
	// WoundsInHex: every unit in the rubbled hex, or in or on a destroyed
	// cart, siege tower or ram, is wounded; units beside it are not.
	WoundsInHex bool
}

// CollapseOf says what battering down a target does (§19.2, §18, §16.38):
// walls turn to rubble and wound whoever is in the hex; items are
// destroyed, carts and siege engines and tents and tables leaving debris,
// and those in or on a cart, siege tower or ram are wounded.
func CollapseOf(target string) Collapse {
	switch target {
	case "building-wall", "castle-wall", "embattlement", "tower-or-keep", "wall":
		return Collapse{Rubble: true, WoundsInHex: true}
	case "cart", "siege-tower", "battering-ram":
		return Collapse{Destroyed: true, Debris: true, WoundsInHex: true}
	case "mangonel", "trebuchet", "ballista", "tent", "table", "screen", "barricade":
		return Collapse{Destroyed: true, Debris: true}
	}
	return Collapse{Destroyed: true}
}

// OffboardBattering reads the Offboard Battering Table (§19.3, §26.71):
// the column is the highest at or below the points used on the hex, the
// die falls by one against a tower or keep hex.
func (t *Tables) OffboardBattering(points int, towerOrKeep bool, dr int) (BatteringResult, error) {
	b := &t.Battering
	col := -1
	for i, c := range b.OffboardColumns {
		if points >= c {
			col = i
		}
	}
	if col < 0 {
		return BatteringResult{}, rule.Errorf("26.71", "%d battering points: the table starts at %d", points, b.OffboardColumns[0])
	}
	if towerOrKeep {
		for _, m := range b.OffboardMods {
			if m.Key == "tower-or-keep" {
				dr += m.DRM
			}
		}
	}
	return b.OffboardCells[clampDR(dr)-1][col], nil
}

// OffboardWear converts wear between the two battering methods (§19.42):
// an offboard wear point is 20 onboard points, and any onboard damage is
// a twentieth of an offboard point, every fraction rounded up.
func OffboardWear(onboard int) int { return (onboard + 19) / 20 }

// OnboardWear is the other way: 20 onboard points for each offboard one.
func OnboardWear(offboard int) int { return offboard * 20 }

// RepairWork is what §19.7 repairs: doors, windows, barricades and
// screens; siege engines; walls.
type RepairWork uint8

const (
	RepairDoor   RepairWork = iota // building or keep door, window, barricade, screen
	RepairEngine                   // a siege engine
	RepairWall                     // a wall
)

// RepairCrew is who works at a repair for the whole turn (§19.7).
type RepairCrew struct {
	// Any counts the characters at the work, ADJACENT (one in the door hex
	// for a door); Leaders how many of them are knights, sergeants or
	// engineers, who count twice; Engineers and Knights how many are
	// engineers and knights, which some work needs.
	Any, Leaders, Engineers, Knights int
	// Near: more characters within 2 hexes of a wall under repair.
	Near int
}

// Repair rolls one turn's repair (§19.7): a door (any one character; DR6,
// +1 for every two more), a siege engine (an engineer; DR6, +1 for every
// two more), a wall (a knight; DR10, +1 for every one more, +1 for every
// two more within 2 hexes). Knights, sergeants and engineers count as two.
func Repair(work RepairWork, crew RepairCrew, d dice.Source) (points, dr int, err error) {
	// The worker the task needs does not count towards the DRM: an
	// engineer or a knight (two) for engines and walls; for a door the
	// least of the crew (a ruling: the players' best reading).
	needed := 2
	if work == RepairDoor && crew.Any > crew.Leaders {
		needed = 1
	}
	extra := max(crew.Any+crew.Leaders-needed, 0)
	switch work {
	case RepairDoor:
		if crew.Any < 1 {
			return 0, 0, rule.Errorf("19.71", "repairing needs a character at the work")
		}
		dr = d.Roll(6, "repair (19.71)")
		return dr + extra/2, dr, nil
	case RepairEngine:
		if crew.Engineers < 1 {
			return 0, 0, rule.Errorf("19.72", "repairing a siege engine needs an engineer")
		}
		dr = d.Roll(6, "repair (19.72)")
		return dr + extra/2, dr, nil
	case RepairWall:
		if crew.Knights < 1 {
			return 0, 0, rule.Errorf("19.73", "repairing a wall needs a knight")
		}
		dr = d.Roll(10, "repair (19.73)")
		return dr + extra + crew.Near/2, dr, nil
	}
	return 0, 0, fmt.Errorf("unknown repair work %d", work)
}

// Repaired adds repair points to a resistance, never past its original
// value, or past the cap when reinforcing (a building door may be raised
// to the keep door class, §19.7).
func Repaired(current, points, ceiling int) int { return min(current+points, ceiling) }
