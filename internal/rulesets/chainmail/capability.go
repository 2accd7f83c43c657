package chainmail

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// CapabilityRow is one experience level of the fighting capability table:
// what a fighting-man and a magic-user (or thief) fight as, as printed and
// as numbers, and the spells a magic-user knows per spell level 1-6.
type CapabilityRow struct {
	Level         int        `yaml:"level" json:"level"`
	FightingMan   string     `yaml:"fighting_man" json:"fighting_man"`
	MagicUser     string     `yaml:"magic_user" json:"magic_user"`
	Spells        []int      `yaml:"spells" json:"spells"`
	Reconstructed string     `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`
	Fighter       Capability `yaml:"fighter" json:"fighter"`
	Mage          Capability `yaml:"mage" json:"mage"`
}

// Capability is a fighting capability as numbers: the men he fights as
// (his attacks a round in man-to-man, his strength in mass combat), the
// pips on his last attack or highest die, and his column and pips on the
// fantasy combat table ("" below Hero - 1).
type Capability struct {
	Men           int    `yaml:"men" json:"men"`
	Pips          int    `yaml:"pips,omitempty" json:"pips,omitempty"`
	Fantasy       string `yaml:"fantasy,omitempty" json:"fantasy,omitempty"`
	FantasyPips   int    `yaml:"fantasy_pips,omitempty" json:"fantasy_pips,omitempty"`
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

// SaveBonus is one class's row of the saving-throw adjustments: a bonus
// per kind of attack, added to the two dice.
type SaveBonus struct {
	Class         string            `yaml:"class" json:"class"`
	Bonuses       []int             `yaml:"bonuses" json:"bonuses"`
	Reconstructed map[string]string `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`
}

// BattleStep is one step of the order of battle of a round, and how herald
// plays it: the rolls it starts with, whether sides write sealed orders
// for it, and whether its effects fall together or in initiative order.
type BattleStep struct {
	Step       int      `yaml:"step" json:"step"`
	Name       string   `yaml:"name" json:"name"`
	Summary    string   `yaml:"summary" json:"summary"`
	Rolls      []string `yaml:"rolls,omitempty" json:"rolls,omitempty"`
	Orders     string   `yaml:"orders" json:"orders"`
	Resolution string   `yaml:"resolution" json:"resolution"`
}

// CharacterRules hold fighting capability, saving throws and the order of
// battle.
type CharacterRules struct {
	Capability    []CapabilityRow `yaml:"capability"`
	Saves         []SaveBand      `yaml:"saves"`
	SaveKinds     []string        `yaml:"save_kinds"`
	SaveBonuses   []SaveBonus     `yaml:"save_bonuses"`
	OrderOfBattle []BattleStep    `yaml:"order_of_battle"`
}

func (c *CharacterRules) validate(f *FantasyRules) error {
	for i, r := range c.Capability {
		if r.Level != i+1 {
			return fmt.Errorf("capability: row %d is level %d", i+1, r.Level)
		}
		if len(r.Spells) > 6 {
			return fmt.Errorf("capability: level %d lists %d spell levels (max 6)", r.Level, len(r.Spells))
		}
		for _, cp := range []struct {
			printed string
			c       Capability
		}{{r.FightingMan, r.Fighter}, {r.MagicUser, r.Mage}} {
			if err := cp.c.check(cp.printed, f); err != nil {
				return fmt.Errorf("capability: level %d: %w", r.Level, err)
			}
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
	for _, b := range c.SaveBonuses {
		if len(b.Bonuses) != len(c.SaveKinds) {
			return fmt.Errorf("save bonuses: %s has %d bonuses for %d kinds", b.Class, len(b.Bonuses), len(c.SaveKinds))
		}
	}
	for i, s := range c.OrderOfBattle {
		if s.Step != i+1 || (s.Orders != "sealed" && s.Orders != "none") || (s.Resolution != "simultaneous" && s.Resolution != "initiative") {
			return fmt.Errorf("order of battle: step %d (numbered %d): orders %q, resolution %q", i+1, s.Step, s.Orders, s.Resolution)
		}
	}
	return nil
}

// check compares a capability's numbers with the entry as printed: the
// men it prints ("3 Men", "Man + 1") and its fantasy column ("Hero - 1").
func (c Capability) check(printed string, f *FantasyRules) error {
	if c.Men < 1 || c.Men > 20 || c.Pips < -2 || c.Pips > 2 {
		return fmt.Errorf("%q: %d men %+d pips", printed, c.Men, c.Pips)
	}
	if c.Fantasy != "" && !slices.Contains(f.Creatures, c.Fantasy) {
		return fmt.Errorf("%q: no fantasy column %q", printed, c.Fantasy)
	}
	for _, part := range strings.Split(printed, " or ") {
		name, pips := part, 0
		if i := strings.IndexAny(part, "+-"); i > 0 {
			name = strings.TrimSpace(part[:i])
			pips, _ = strconv.Atoi(strings.ReplaceAll(part[i:], " ", ""))
		}
		men, isMen := 0, false
		switch n := strings.Fields(name); {
		case name == "Man":
			men, isMen = 1, true
		case len(n) == 2 && n[1] == "Men":
			men, _ = strconv.Atoi(n[0])
			isMen = true
		}
		switch {
		case isMen && (men != c.Men || pips != c.Pips):
			return fmt.Errorf("%q prints %d men %+d, the numbers say %d %+d", printed, men, pips, c.Men, c.Pips)
		case !isMen && (strings.ToLower(name) != c.Fantasy || pips != c.FantasyPips):
			return fmt.Errorf("%q prints %s %+d, the numbers say %s %+d", printed, name, pips, c.Fantasy, c.FantasyPips)
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
