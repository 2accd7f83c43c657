package havoc

import (
	"fmt"

	"herald/internal/dice"
	"herald/internal/rule"
)

// Cover is the heaviest cover a missile target has (§6.5): only one cover
// modifier ever counts.
type Cover uint8

const (
	CoverNone Cover = iota
	CoverLight
	CoverMedium
	CoverHeavy
)

var coverNames = [...]string{"none", "light", "medium", "heavy"}

func (c Cover) String() string {
	if int(c) < len(coverNames) {
		return coverNames[c]
	}
	return fmt.Sprintf("Cover(%d)", c)
}

// ParseCover reads none, light, medium or heavy.
func ParseCover(s string) (Cover, error) {
	for i, n := range coverNames {
		if n == s {
			return Cover(i), nil
		}
	}
	return 0, fmt.Errorf("unknown cover %q (want none, light, medium or heavy)", s)
}

// Fire is one planned missile attack (§6).
type Fire struct {
	Firer, Target string // names, for the events
	Weapon        string // a weapon key of §26.21, e.g. "longbow"
	Range         int    // hexes, target hex counted, firer's hex not (§6.3)

	TargetKind   TargetKind
	TargetDog    bool   // dogs take missiles on the infantry table (§13.3)
	TargetHorse  bool   // riderless horse or ox: thrown knives do not hurt it (§26.24)
	TargetHealth Health // for a second wound (§10.4)

	Cover        Cover
	Armoured     bool // target is armoured (§2)
	Night        bool // night and the target's hex is not illuminated (§21)
	MovingTarget bool // target moved 7 or more hexes in its last PT
	FirerWounded bool
	FirerMoved   bool // firer spent MP this turn before firing: the "moving" row

	// For Legal. Phase 0 skips the phase checks.
	Phase             int     // 1 or 2: the missile phases of §4
	FirerInMelee      bool    // or in the same hex as an enemy
	FirerInDeepWater  bool    // or on a ladder
	TargetOverstacked bool    // target hex overstacked (§7.2)
	MPSpent, MPA      float64 // firer's movement this PT, for phase 2
	LimitedAmmo       bool    // the scenario or §22.2 counts missiles
	Ammunition        int     // missiles left, if LimitedAmmo
}

// FireOdds is everything about a shot but the die.
type FireOdds struct {
	Weapon  *Weapon // the row used: the "moving" row if the firer moved
	Band    Band
	DRM     int
	Table   *MissileTable
	Results [10]Result // Results[dr-1]: the result for each original die roll
}

// FireOdds finds the weapon row, range band, total DRM and table of a shot.
func (t *Tables) FireOdds(f *Fire) (FireOdds, error) {
	if !t.prepared {
		return FireOdds{}, rule.Errorf("26", "tables not prepared")
	}
	w, ok := t.weapon[f.Weapon]
	if !ok || w.MovingOf != "" {
		return FireOdds{}, rule.Errorf("26.21", "unknown missile weapon %q", f.Weapon)
	}
	if f.FirerMoved {
		if m, ok := t.moving[w.Key]; ok {
			w = m
		}
	}
	if f.Range < 1 {
		return FireOdds{}, rule.Errorf("6.3", "no fire into the firer's own hex (range %d)", f.Range)
	}
	band, ok := w.Band(f.Range)
	if !ok {
		return FireOdds{}, rule.Errorf("6.3", "range %d is beyond the %s's long range (maximum %d hexes)", f.Range, f.Weapon, w.MaxRange())
	}
	drm := w.DRM + t.BandDRM[band].DRM
	if f.Cover > CoverNone && f.Cover <= CoverHeavy {
		drm += t.mods.cover[f.Cover]
	}
	if f.Armoured {
		drm += t.mods.armoured
	}
	if f.Night {
		drm += t.mods.night
	}
	if f.MovingTarget {
		drm += t.mods.moving
	}
	if f.FirerWounded {
		drm += t.mods.wounded
	}
	kind := f.TargetKind
	if f.TargetDog {
		kind = TargetInfantry
	}
	o := FireOdds{Weapon: w, Band: band, DRM: drm, Table: t.MissileTableFor(w, kind)}
	for dr := 1; dr <= 10; dr++ {
		o.Results[dr-1] = o.Table.Results[clampDR(dr+drm)-1]
	}
	return o, nil
}

// LegalFire says whether a shot may be fired, citing the rule if not.
func (t *Tables) LegalFire(f *Fire) error {
	o, err := t.FireOdds(f)
	if err != nil {
		return err
	}
	return legalFire(f, &o)
}

func legalFire(f *Fire, o *FireOdds) error {
	if f.FirerInMelee {
		return rule.Errorf("6.1", "a missileman in melee or in the same hex as an enemy may not fire")
	}
	if f.FirerInDeepWater {
		return rule.Errorf("6.1", "no missiles may be fired from deep or bottomless water or from a ladder")
	}
	if f.TargetOverstacked {
		return rule.Errorf("7.2", "no fire into an overstacked hex")
	}
	if f.LimitedAmmo && f.Ammunition <= 0 {
		return rule.Errorf("22.2", "the firer has no ammunition left")
	}
	if f.Phase != 0 {
		ok := false
		for _, p := range o.Weapon.Phases {
			ok = ok || p == f.Phase
		}
		if !ok {
			return rule.Errorf("4", "a %s may not fire in missile phase %d", f.Weapon, f.Phase)
		}
		if f.Phase == 2 && f.MPSpent*2 > f.MPA {
			return rule.Errorf("6.1", "firing in the second missile phase needs at most half the MPA spent (%v of %v)", f.MPSpent, f.MPA)
		}
	}
	return nil
}

// InitialSupply is the number of missiles a firer starts a scenario with,
// and whether they are counted at all. Daggers and spears are always
// counted (§2); other missiles only under the optional ammunition rule
// (§22.2), where bows, crossbows and shuriken roll for their supply and
// slings and ballistas never run out.
func (w *Weapon) InitialSupply(ammunitionRule bool, d dice.Source) (n int, limited bool) {
	if w.Ammunition > 0 {
		return w.Ammunition, true
	}
	if ammunitionRule && w.Supply[0] > 0 {
		return dice.Sum(d, w.Supply[0], w.Supply[1], "ammunition supply (22.2)"), true
	}
	return 0, false
}

// MayMoveAfterFiring reports §6.1: crossbowmen who fired may not move in
// the same player turn. The weapon data marks them.
func (w *Weapon) MayMoveAfterFiring() bool { return !w.StopsMove }

// ResolveFire shoots: one die, the DRM, the table for the target, and the
// result on the target, appended to ev as events (§6.4, §10).
func (t *Tables) ResolveFire(f *Fire, d dice.Source, ev []Event) ([]Event, error) {
	o, err := t.FireOdds(f)
	if err != nil {
		return ev, err
	}
	if err := legalFire(f, &o); err != nil {
		return ev, err
	}
	if f.LimitedAmmo {
		ev = append(ev, Event{Kind: AmmunitionSpent, Rule: "22.2", Side: Attacker, Name: f.Firer})
	}
	dr := d.Roll(10, "missile fire die (6.4)")
	res := o.Results[clampDR(dr)-1]
	ev = append(ev, Event{Kind: MissileResolved, Rule: o.Table.Rule, Side: Defender, Name: f.Target, Shift: o.DRM, DR: dr, Result: res})
	target := Combatant{Name: f.Target, Kind: f.TargetKind, Dog: f.TargetDog, Health: f.TargetHealth}
	if f.TargetDog {
		target.Kind = TargetInfantry
	}
	if o.Weapon.Table == "thrown" && f.TargetKind == TargetAnimal && res.Code != NoEffect {
		// §26.24: thrown knives do not hurt horses and oxen; other
		// animals only die of a "killed" result.
		if f.TargetHorse || res.Code != DefenderKilled {
			return append(ev, Event{Kind: ResultIgnored, Rule: "26.24", Side: Defender, Name: f.Target, Result: res,
				Why: "thrown knives do not harm horses or oxen, and other animals only by a killed result (26.24)"}), nil
		}
		res.HorseKilled = true // an animal's "killed"
	}
	ev, _ = applyResult(ev, &target, 0, Defender, res)
	return ev, nil
}
