package havoc

import (
	"fmt"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rule"
)

// The Swimming Tables of §26.4 the water rules read, by key.
const (
	SwimClimbOut    = "climb-out"    // 26.41
	SwimStillWater  = "still-water"  // 26.42: pool or sea
	SwimRiver       = "river"        // 26.43
	SwimDeepWounded = "deep-wounded" // 17.42: wounded infantry in deep water
)

var swimKeys = []string{SwimClimbOut, SwimStillWater, SwimRiver, SwimDeepWounded}

func (t *Tables) swimTable(key string) *DieTable {
	for i := range t.Swimming.Tables {
		if t.Swimming.Tables[i].Key == key {
			return &t.Swimming.Tables[i]
		}
	}
	return nil
}

func (t *Tables) swimMod(key string) int {
	for _, m := range t.Swimming.Modifiers {
		if m.Key == key {
			return m.DRM
		}
	}
	return 0
}

func (t *Tables) checkSwimMods() error {
	for _, k := range []string{"wounded", "stealthy", "helped", "supported"} {
		found := false
		for _, m := range t.Swimming.Modifiers {
			found = found || m.Key == k
		}
		if !found {
			return fmt.Errorf("swimming: modifier %q missing", k)
		}
	}
	return nil
}

// Swimmer is a unit in the water as §17 sees it.
type Swimmer struct {
	Animal   bool // an animal; its rider is a swimmer of his own
	Horse    bool // a horse (the one animal that may wade in deep water)
	Armoured bool
	Health   Health
	Stealthy bool // ninja or assassin (§2.73, §2.74)
}

// Entry is what happens to a unit that comes into water (§17.1, §17.4).
type Entry uint8

const (
	EntryStands Entry = iota // shallow or deep water he may stand in
	EntrySwims               // bottomless: swims, rolling each movement phase
	EntryDrowns              // drowns at once and is removed
)

// EnterWater says what becomes of a unit that enters water (involuntarily
// in bottomless water: a fall, a retreat, a drift; §7.7, §17.1, §17.4).
// Stunned characters drown in any water; animals and armoured characters
// drown in bottomless water, and animals other than horses in deep water
// (the one thing deep water keeps of bottomless, a ruling). rule cites the
// rule that decided.
func EnterWater(s Swimmer, depth board.Water) (Entry, string) {
	switch depth {
	case board.Dry:
		return EntryStands, ""
	case board.Shallow:
		if !s.Animal && s.Health == StunnedState {
			return EntryDrowns, "17.43"
		}
		return EntryStands, "17.43"
	case board.Deep:
		switch {
		case !s.Animal && s.Health == StunnedState:
			return EntryDrowns, "17.42"
		case s.Animal && !s.Horse:
			return EntryDrowns, "17.42"
		}
		return EntryStands, "17.42"
	}
	if s.Animal || s.Armoured || s.Health == StunnedState {
		return EntryDrowns, "17.11"
	}
	return EntrySwims, "17.12"
}

// Sinks reports whether bodies, equipment and debris sink out of sight in
// water of this depth (§17.1; they stay in shallow water, §17.43).
func Sinks(depth board.Water) bool { return depth == board.Deep || depth == board.Bottomless }

// DeeperOf is the water a horse stands in: the deeper of its two hexes
// (§17.4).
func DeeperOf(a, b board.Water) board.Water { return max(a, b) }

// WadeCost is the MP to enter a deep or shallow water hex (§17.42, §17.43):
// the terrain's cost, or the whole MPA for the one hex if the MPA is less.
func WadeCost(cost, mpa int) int { return min(cost, mpa) }

// MayFireFrom applies §6.1, §17.3 and §17.42: no missiles from bottomless
// water; from deep water only riders fire.
func MayFireFrom(depth board.Water, rider bool) error {
	switch {
	case depth == board.Bottomless:
		return rule.Errorf("17.3", "no missile fire from bottomless water")
	case depth == board.Deep && !rider:
		return rule.Errorf("17.42", "only riders fire missiles from deep water")
	}
	return nil
}

// MayAttackFrom applies §17.3 and §17.42: no combat from bottomless water;
// in deep water only healthy characters and riders (healthy or wounded)
// move and attack.
func MayAttackFrom(depth board.Water, health Health, rider bool) error {
	switch {
	case depth == board.Bottomless:
		return rule.Errorf("17.3", "no combat from bottomless water")
	case depth == board.Deep && !rider && health != Healthy:
		return rule.Errorf("17.42", "only healthy characters and riders attack from deep water")
	}
	return nil
}

// WaterCover is the cover of a man in water (§17.3, §17.42, §17.43): medium
// in bottomless, light in deep, none in shallow water.
func WaterCover(depth board.Water) Cover {
	switch depth {
	case board.Bottomless:
		return CoverMedium
	case board.Deep:
		return CoverLight
	}
	return CoverNone
}

// SwimSituation is a swimmer in bottomless water at his movement phase.
type SwimSituation struct {
	Swimmer
	River bool // flowing water: the river table, else pool or sea
	// AtBank: ADJACENT to a bank hexside or a ship, with a hex beyond free
	// to climb into (if every one is occupied he rolls on open water).
	AtBank bool
	Helped bool // a helper spends his whole MPA (12.22, 26.41)
}

// SwimOutcome is one movement phase in bottomless water (§17.12, §26.4).
type SwimOutcome struct {
	ClimbDR, OpenDR int // original rolls; 0 if not rolled
	ClimbsOut       bool
	Drowned         bool
	// Move is the open-water result: "toward-bank", "float",
	// "away-from-bank" or "downstream"; Hexes how far he drifts.
	Move  string
	Hexes int
}

// swimDRM is the modifier on every Swimming Table (26.4).
func (t *Tables) swimDRM(s Swimmer) int {
	drm := 0
	if s.Health == WoundedState {
		drm += t.swimMod("wounded")
	}
	if s.Stealthy {
		drm += t.swimMod("stealthy")
	}
	return drm
}

// Swim resolves a swimmer's movement phase (§17.12, §17.13, §26.4): a
// climbing-out roll at a bank (helped: −2), and on a failure, or away from
// any bank, a roll on the open-water table of his water.
func (t *Tables) Swim(s SwimSituation, d dice.Source) SwimOutcome {
	var out SwimOutcome
	drm := t.swimDRM(s.Swimmer)
	if s.AtBank {
		cd := drm
		if s.Helped {
			cd += t.swimMod("helped")
		}
		out.ClimbDR = d.Roll(10, "climbing out (26.41)")
		if t.swimTable(SwimClimbOut).Lookup(out.ClimbDR+cd).Outcome == "climb-out" {
			out.ClimbsOut = true
			return out
		}
	}
	key := SwimStillWater
	if s.River {
		key = SwimRiver
	}
	out.OpenDR = d.Roll(10, "open water ("+t.swimTable(key).Rule+")")
	row := t.swimTable(key).Lookup(out.OpenDR + drm)
	out.Move, out.Hexes = row.Outcome, row.Hexes
	if row.Outcome == "drown" {
		out.Drowned, out.Move = true, ""
	}
	return out
}

// ClimbOutCost is the MP of climbing out of water across a bank (§16.29,
// §17.13): the hex entered plus 2. He may climb out beyond his MPA (a
// helper adds 2 MP to it), but then may not move in his next movement
// phase.
func ClimbOutCost(hexCost, mpa int, helped bool) (cost int, restNext bool) {
	if helped {
		mpa += 2
	}
	cost = hexCost + 2
	return cost, cost > mpa
}

// WadeWounded rolls for a wounded man on foot in deep water at his
// movement phase (§17.42): move one hex, stay, or drown; a helper who
// spends his whole MPA gives −2 but no MP.
func (t *Tables) WadeWounded(s Swimmer, supported bool, d dice.Source) (DieRow, int) {
	drm := t.swimDRM(s) - t.swimMod("wounded") // the table is for the wounded already
	if supported {
		drm += t.swimMod("supported")
	}
	dr := d.Roll(10, "wounded in deep water (17.42)")
	return t.swimTable(SwimDeepWounded).Lookup(dr + drm), dr
}

// DriftHex is one hex on a swimmer's way downstream or across a pool, as
// the map gives it (the wiring traces it: downstream, or towards or away
// from the nearest bank or shingle).
type DriftHex struct {
	Hex       hex.Hex
	OffMap    bool // the drift leaves the map here (§17.2)
	Millwheel bool // crushed (§16.37)
	Stones    bool // stepping stones may stop him (§17.14)
}

// DriftResult is where a drift ends.
type DriftResult struct {
	At       int  // index in the path of the hex he ends in; -1: he did not move
	Fate     Fate // OnMap, Dead (the millwheel) or DriftedOff
	OnStones bool // climbed out onto stepping stones
	ClimbDRs []int
}

// Drift moves a swimmer the hexes an open-water result demands along the
// path (§17.14, §16.37, §17.2). Stepping stones give an extra climbing-out
// roll: success stops him on the stones; failure puts him on their far
// side, which counts as two hexes. A path shorter than the drift stops him
// at its end (a bank or shingle).
func (t *Tables) Drift(s Swimmer, path []DriftHex, hexes int, d dice.Source) DriftResult {
	res := DriftResult{At: -1}
	drm := t.swimDRM(s)
	// enter puts him in path[i]; it reports whether the drift ends there.
	enter := func(i int) bool {
		switch {
		case path[i].OffMap:
			res.At, res.Fate = -1, DriftedOff
			return true
		case path[i].Millwheel:
			res.At, res.Fate = i, Dead
			return true
		}
		res.At = i
		return false
	}
	for i, moved := 0, 0; moved < hexes && i < len(path); i++ {
		if !path[i].Stones {
			moved++
			if enter(i) {
				return res
			}
			continue
		}
		dr := d.Roll(10, "climbing out onto the stepping stones (17.14)")
		res.ClimbDRs = append(res.ClimbDRs, dr)
		if t.swimTable(SwimClimbOut).Lookup(dr+drm).Outcome == "climb-out" {
			res.At, res.OnStones = i, true
			return res
		}
		// Swept past: at once on the far side, which counts two hexes.
		i++
		moved += 2
		if i == len(path) || enter(i) {
			return res
		}
	}
	return res
}
