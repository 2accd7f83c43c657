package chainmail

import (
	"slices"

	"herald/internal/dice"
)

// Save is a saving throw: two dice against the score of the level's band,
// with the class's bonus against that kind of attack added to the dice.
type Save struct {
	Level   int    `json:"level"`
	Class   string `json:"class"`             // magic-user or all-others
	Against string `json:"against,omitempty"` // death, wands, stone, dragon-breath, spells
	Score   int    `json:"score"`             // the band's score
	Bonus   int    `json:"bonus"`             // added to the dice
	// Need is what the two dice must show: Score - Bonus.
	Need          int      `json:"need"`
	Chance        Fraction `json:"chance"`
	Roll          int      `json:"roll,omitempty"`
	Saved         bool     `json:"saved"`
	Reconstructed []string `json:"reconstructed,omitempty"`
	Reference     string   `json:"ref"`
}

// SaveClassOf is the saving-throw class of a kind of figure: magic-users
// save as the table's "Sorcerer" row, everyone else as "All Others".
func SaveClassOf(c FighterClass) string {
	if c == MagicUser {
		return "magic-user"
	}
	return "all-others"
}

// PlanSave looks up a saving throw without rolling it. against may be ""
// for a save of no named kind (no bonus).
func (c *CharacterRules) PlanSave(level int, class, against string) (Save, error) {
	if level < 1 || level > 100 {
		return Save{}, errf(RefSaves, "level %d: give 1 or more", level)
	}
	b, err := c.SaveScore(level)
	if err != nil {
		return Save{}, err
	}
	s := Save{Level: level, Class: class, Against: against, Score: b.Score, Reference: RefSaves}
	if b.Reconstructed != "" {
		s.Reconstructed = append(s.Reconstructed, "score: "+b.Reconstructed)
	}
	bi := slices.IndexFunc(c.SaveBonuses, func(x SaveBonus) bool { return x.Class == class })
	if bi < 0 {
		var names []string
		for _, x := range c.SaveBonuses {
			names = append(names, x.Class)
		}
		return Save{}, unknown(RefSaves, "saving-throw class", class, names)
	}
	if against != "" {
		k := slices.Index(c.SaveKinds, against)
		if k < 0 {
			return Save{}, unknown(RefSaves, "kind of saving throw", against, c.SaveKinds)
		}
		s.Bonus = c.SaveBonuses[bi].Bonuses[k]
		if n := c.SaveBonuses[bi].Reconstructed[against]; n != "" {
			s.Reconstructed = append(s.Reconstructed, "bonus: "+n)
		}
	}
	s.Need = s.Score - s.Bonus
	s.Chance = TwoD6AtLeast(s.Need)
	return s, nil
}

// RollSave rolls a planned saving throw.
func RollSave(s Save, src dice.Source) Save {
	s.Roll = dice.TwoD6(src, "chainmail saving throw")
	s.Saved = s.Roll >= s.Need
	return s
}
