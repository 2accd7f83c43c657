package chainmail

import (
	"fmt"
	"slices"
)

// TroopRuling says what men of an Appendix A troop type wear, for the
// missile table (a body is shot at in its men's armour), and what they
// ride: the appendices name the types but not their kit.
type TroopRuling struct {
	Type   TroopType `yaml:"type" json:"type"`
	Armour Armour    `yaml:"armour" json:"armour"`
	Mount  string    `yaml:"mount,omitempty" json:"mount,omitempty"` // light, medium, heavy; "" on foot
	Barded bool      `yaml:"barded,omitempty" json:"barded,omitempty"`
}

func validateTroops(ts []TroopRuling, r *Rules) error {
	for _, t := range r.Mass.Types {
		i := slices.IndexFunc(ts, func(x TroopRuling) bool { return x.Type == t })
		if i < 0 {
			return fmt.Errorf("no ruling for troop type %s", t)
		}
	}
	for _, t := range ts {
		if !slices.Contains(r.Mass.Types, t.Type) {
			return fmt.Errorf("unknown troop type %q", t.Type)
		}
		if c := r.Melee.column(t.Armour); c < 0 || r.Melee.Armour[c].Horse {
			return fmt.Errorf("%s: armour %q is not a man's column of the man-to-man table", t.Type, t.Armour)
		}
		if _, ok := r.Special.Mounted.HorseWeapons[t.Mount]; t.Mount != "" && !ok {
			return fmt.Errorf("%s rides a %q horse: not light, medium or heavy", t.Type, t.Mount)
		}
		if t.Barded && t.Mount == "" {
			return fmt.Errorf("%s: barding without a horse", t.Type)
		}
	}
	return nil
}

// Troop is the ruling for a troop type.
func (rl *Rulings) Troop(t TroopType) (TroopRuling, bool) {
	i := slices.IndexFunc(rl.Troops, func(x TroopRuling) bool { return x.Type == t })
	if i < 0 {
		return TroopRuling{}, false
	}
	return rl.Troops[i], true
}

// mounted reports whether men of a troop type ride.
func (rl *Rulings) mounted(t TroopType) bool {
	tr, _ := rl.Troop(t)
	return tr.Mount != ""
}

// Mount is a horse under a rider: light, medium or heavy, barded or not.
// It decides the rider's pace, the weapon the horse attacks with and the
// column blows at the horse use.
type Mount struct {
	Kind   string `json:"kind"`
	Barded bool   `json:"barded,omitempty"`
}

// MountOf is the horse men of a troop type ride, if they ride.
func (rl *Rulings) MountOf(t TroopType) (Mount, bool) {
	tr, _ := rl.Troop(t)
	return Mount{Kind: tr.Mount, Barded: tr.Barded}, tr.Mount != ""
}

// HorseColumn is the man-to-man column a blow at a horse uses: the
// table's first horse column (no armour), or its second (barded).
func (m *MeleeRules) HorseColumn(barded bool) Armour {
	var cols []Armour
	for _, a := range m.Armour {
		if a.Horse {
			cols = append(cols, a.Name)
		}
	}
	if barded && len(cols) > 1 {
		return cols[1]
	}
	if len(cols) > 0 {
		return cols[0]
	}
	return ""
}
