package tenths

import "fmt"

// Rules is every table of the tenths rules, as loaded from data/tenths:
// herald's base system and the text's own tables.
type Rules struct {
	Base      BaseRules
	Weapons   WeaponTable
	Armour    ArmourTable
	Hits      HitTables
	Dodge     DodgeRules
	Reach     ReachRules
	Wounds    WoundRules
	Fatigue   FatigueRules
	Bash      BashRules
	Riding    RidingTable
	Horses    HorseRules
	Lance     LanceTable
	Athletics AthleticsTable
	Ground    GroundRules
}

// Validate checks every table and the tables against each other. Loaders
// call it once; a Rules that fails it must not be used.
func (r *Rules) Validate() error {
	for _, step := range []struct {
		name string
		err  func() error
	}{
		{"armour", r.Armour.validate},
		{"base", func() error { return r.Base.validate(&r.Armour) }},
		{"weapons", func() error { return r.Weapons.validate(&r.Base) }},
		{"hit location", func() error { return r.Hits.validate(r.Armour.Areas) }},
		{"dodge", r.Dodge.validate},
		{"reach", r.Reach.validate},
		{"wounds", r.Wounds.validate},
		{"fatigue", r.Fatigue.validate},
		{"bash", r.Bash.validate},
		{"riding", r.Riding.validate},
		{"horses", func() error { return r.Horses.validate(&r.Armour) }},
		{"lance", r.Lance.validate},
		{"athletics", r.Athletics.validate},
		{"ground", r.Ground.validate},
	} {
		if err := step.err(); err != nil {
			return fmt.Errorf("tenths %s table: %w", step.name, err)
		}
	}
	return nil
}
