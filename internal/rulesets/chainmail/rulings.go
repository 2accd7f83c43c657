package chainmail

import "fmt"

// The tags of herald's rulings: what the appendices cite but never give.
// Each is argued in docs/rulings.md ("Chainmail rulings") and is data
// (data/chainmail/rulings.yaml) that a scenario may override.
const (
	RulingInitiative = "ruling.initiative" // step 1: who acts first
	RulingSurprise   = "ruling.surprise"   // step 1: who is surprised, and what it costs
	RulingReaction   = "ruling.reaction"   // step 1: creatures no player commands
	RulingTable      = "ruling.table"      // melee reach, spacing, bases, ranks that fight
	RulingTroops     = "ruling.troops"     // what each troop type wears and rides
	RulingMoves      = "ruling.moves"      // formation changes, charges, withdrawals, split move
	RulingMorale     = "ruling.morale"     // retreats and routs after melee
	RulingTerrain    = "ruling.terrain"    // terrain on the measured table: moves and cover
	RulingFigures    = "ruling.figures"    // hit points, damage, monks, disarmed men
	RulingMagic      = "ruling.magic"      // ranks by level, when spells are rolled
	RulingSpells     = "ruling.spells"     // the spell book
	RulingSpecials   = "ruling.specials"   // breath weapons and gazes
)

// Rulings is herald's default for everything the appendices leave unsaid,
// as a careful referee would take it. A scenario overrides any field
// (cmdata.WithRulings); Validate checks the result against the tables.
type Rulings struct {
	Initiative InitiativeRuling  `yaml:"initiative" json:"initiative"`
	Surprise   SurpriseRuling    `yaml:"surprise" json:"surprise"`
	Reaction   []ReactionBand    `yaml:"reaction" json:"reaction"`
	Table      TableRuling       `yaml:"table" json:"table"`
	Troops     []TroopRuling     `yaml:"troops" json:"troops"`
	Moves      MoveRuling        `yaml:"moves" json:"moves"`
	Morale     MoraleRuling      `yaml:"morale" json:"morale"`
	Terrain    TerrainRuling     `yaml:"terrain" json:"terrain"`
	Figures    FigureRuling      `yaml:"figures" json:"figures"`
	Magic      MagicRuling       `yaml:"magic" json:"magic"`
	Spells     []Spell           `yaml:"spells" json:"spells"`
	Specials   []CreatureSpecial `yaml:"specials" json:"specials"`
}

func (rl *Rulings) validate(r *Rules) error {
	for _, step := range []struct {
		tag string
		err func() error
	}{
		{RulingInitiative, rl.Initiative.validate},
		{RulingSurprise, rl.Surprise.validate},
		{RulingReaction, func() error { return validateReaction(rl.Reaction) }},
		{RulingTable, rl.Table.validate},
		{RulingTroops, func() error { return validateTroops(rl.Troops, r) }},
		{RulingMoves, func() error { return rl.Moves.validate(r) }},
		{RulingMorale, rl.Morale.validate},
		{RulingTerrain, rl.Terrain.validate},
		{RulingFigures, func() error { return rl.Figures.validate(r) }},
		{RulingMagic, func() error { return rl.Magic.validate(r) }},
		{RulingSpells, func() error { return validateSpells(rl.Spells, r) }},
		{RulingSpecials, func() error { return validateSpecials(rl.Specials, r) }},
	} {
		if err := step.err(); err != nil {
			return fmt.Errorf("%s: %w", step.tag, err)
		}
	}
	return nil
}

// WithRulings is a copy of r playing under other rulings, checked against
// r's tables; r is not changed. The tables are shared, not validated
// again: they are read-only once loaded.
func (r *Rules) WithRulings(rl Rulings) (*Rules, error) {
	c := *r
	c.Rulings = rl
	if err := c.Rulings.validate(&c); err != nil {
		return nil, fmt.Errorf("chainmail rulings: %w", err)
	}
	return &c, nil
}

// band is a run of die scores From-To.
type band struct{ from, to int }

// checkBands reports bands that do not cover lo-hi in order.
func checkBands(what string, bs []band, lo, hi int) error {
	next := lo
	for _, b := range bs {
		if b.from != next || b.to < b.from {
			return fmt.Errorf("%s: bands must cover %d-%d in order, got %d-%d", what, lo, hi, b.from, b.to)
		}
		next = b.to + 1
	}
	if next != hi+1 {
		return fmt.Errorf("%s: bands end at %d, not %d", what, next-1, hi)
	}
	return nil
}
