package chainmail

import "fmt"

// Rules is every Chainmail table herald knows, as loaded from data.
type Rules struct {
	Mass      MassRules
	Melee     MeleeRules
	Missile   MissileRules
	Fantasy   FantasyRules
	Spells    SpellRules
	Character CharacterRules
	Special   SpecialRules
	Creatures CreatureRules
	Movement  MovementRules
	// Rulings are herald's defaults for what the text cites but does not
	// give; a scenario may override them (WithRulings).
	Rulings Rulings
}

// Validate checks the tables against each other and builds their indexes.
// Loaders call it once; a Rules that fails it must not be used.
func (r *Rules) Validate() error {
	for _, step := range []struct {
		name string
		err  func() error
	}{
		{"mass", r.Mass.validate},
		{"melee", r.Melee.validate},
		{"missile", func() error { return r.Missile.validate(&r.Melee) }},
		{"fantasy", r.Fantasy.validate},
		{"spells", r.Spells.validate},
		{"character", func() error { return r.Character.validate(&r.Fantasy) }},
		{"special", func() error { return r.Special.validate(&r.Melee) }},
		{"creatures", func() error { return r.Creatures.validate(&r.Mass, &r.Fantasy) }},
		{"movement", func() error { return r.Movement.validate(&r.Mass) }},
		{"rulings", func() error { return r.Rulings.validate(r) }},
	} {
		if err := step.err(); err != nil {
			return fmt.Errorf("chainmail %s table: %w", step.name, err)
		}
	}
	return nil
}
