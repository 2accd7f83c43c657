package chainmail

import "fmt"

// CapabilityRow is one experience level of the fighting capability table:
// what a fighting-man and a sorcerer or thief fight as, and the spells a
// sorcerer knows per spell level 1-6.
type CapabilityRow struct {
	Level         int    `yaml:"level" json:"level"`
	FightingMan   string `yaml:"fighting_man" json:"fighting_man"`
	MagicUser     string `yaml:"magic_user" json:"magic_user"`
	Spells        []int  `yaml:"spells" json:"spells"`
	Reconstructed string `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`
}

// SaveBand is one band of the saving-throw table: levels From-To (To 0 =
// and above) save on Score or better on 2d6.
type SaveBand struct {
	From          int    `yaml:"from" json:"from"`
	To            int    `yaml:"to" json:"to"`
	Score         int    `yaml:"score" json:"score"`
	Reconstructed string `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`
}

// BattleStep is one step of the order of battle of a round.
type BattleStep struct {
	Step    int    `yaml:"step" json:"step"`
	Name    string `yaml:"name" json:"name"`
	Summary string `yaml:"summary" json:"summary"`
}

// CharacterRules hold fighting capability, saving throws and the order of
// battle.
type CharacterRules struct {
	Capability    []CapabilityRow `yaml:"capability"`
	Saves         []SaveBand      `yaml:"saves"`
	OrderOfBattle []BattleStep    `yaml:"order_of_battle"`
}

func (c *CharacterRules) validate() error {
	for i, r := range c.Capability {
		if r.Level != i+1 {
			return fmt.Errorf("capability: row %d is level %d", i+1, r.Level)
		}
		if len(r.Spells) > 6 {
			return fmt.Errorf("capability: level %d lists %d spell levels (max 6)", r.Level, len(r.Spells))
		}
	}
	next := 1
	for i, b := range c.Saves {
		if b.From != next || (b.To != 0 && b.To < b.From) || b.Score < 2 || b.Score > 12 {
			return fmt.Errorf("saves: band %d (%d-%d on %d) out of order or off 2d6", i+1, b.From, b.To, b.Score)
		}
		if b.To == 0 && i != len(c.Saves)-1 {
			return fmt.Errorf("saves: open band %d is not last", i+1)
		}
		next = b.To + 1
	}
	for i, s := range c.OrderOfBattle {
		if s.Step != i+1 {
			return fmt.Errorf("order of battle: step %d numbered %d", i+1, s.Step)
		}
	}
	return nil
}

// CapabilityAt returns the fighting capability row of a level.
func (c *CharacterRules) CapabilityAt(level int) (CapabilityRow, error) {
	if level < 1 || level > len(c.Capability) {
		return CapabilityRow{}, errf(RefCapacity, "level %d is not 1-%d", level, len(c.Capability))
	}
	return c.Capability[level-1], nil
}

// SaveScore is the 2d6 score a character of level needs to save.
func (c *CharacterRules) SaveScore(level int) (SaveBand, error) {
	for _, b := range c.Saves {
		if level >= b.From && (b.To == 0 || level <= b.To) {
			return b, nil
		}
	}
	return SaveBand{}, errf(RefSaves, "no saving throw for level %d", level)
}
