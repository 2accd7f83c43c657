package argad

import (
	"fmt"

	"herald/internal/dice"
)

// Outcome is what a melee strike does to the enemy.
type Outcome string

// The outcomes of a strike.
const (
	Missed Outcome = "missed"
	Recoil Outcome = "recoil" // the enemy recoils
	Hit    Outcome = "hit"    // the enemy is killed
)

// Outcomes lists them from worst to best for the striker.
var Outcomes = []Outcome{Missed, Recoil, Hit}

// Face is a natural face of the Argad! die and the row it is read by.
type Face struct {
	Face int    `yaml:"face" json:"face"`
	Tag  string `yaml:"tag" json:"tag"`
}

// MeleeResults tags the three results and the armour rule.
type MeleeResults struct {
	Hit    Tagged `yaml:"hit"`
	Recoil Tagged `yaml:"recoil"`
	Missed Tagged `yaml:"missed"`
	Armour Tagged `yaml:"armour"`
}

// Lengths is the weapon lengths, the longest first.
type Lengths struct {
	Tag   string   `yaml:"tag"`
	Order []Length `yaml:"order"`
}

// Length is a weapon's length in melee.
type Length string

// TieBreak is one step of settling simultaneous results: by class, by
// armour, by natural die.
type TieBreak struct {
	By  string `yaml:"by" json:"by"`
	Tag string `yaml:"tag" json:"tag"`
}

// MeleeRules is the melee section of the sheet and its modifiers.
type MeleeRules struct {
	Lengths Lengths      `yaml:"lengths"`
	Results MeleeResults `yaml:"results"`
	Natural struct {
		Missed Face `yaml:"missed"`
		Hit    Face `yaml:"hit"`
	} `yaml:"natural"`
	Simultaneous []TieBreak    `yaml:"simultaneous"`
	Modifiers    []MeleeModRow `yaml:"modifiers"`
}

func (m *MeleeRules) validate() error {
	if len(m.Lengths.Order) < 2 {
		return fmt.Errorf("melee: %d weapon lengths", len(m.Lengths.Order))
	}
	seen := map[Length]bool{}
	for _, l := range m.Lengths.Order {
		if l == "" || seen[l] {
			return fmt.Errorf("melee: length %q empty or given twice", l)
		}
		seen[l] = true
	}
	if m.Natural.Missed.Face != NaturalMin || m.Natural.Hit.Face != NaturalMax {
		return fmt.Errorf("melee: natural faces %d and %d, the die runs %d to %d", m.Natural.Missed.Face, m.Natural.Hit.Face, NaturalMin, NaturalMax)
	}
	want := []string{"class", "armour", "natural"}
	if len(m.Simultaneous) != len(want) {
		return fmt.Errorf("melee: %d tie-breaks, want class, armour, natural", len(m.Simultaneous))
	}
	for i, t := range m.Simultaneous {
		if t.By != want[i] {
			return fmt.Errorf("melee: tie-break %d is by %q, want %q", i+1, t.By, want[i])
		}
	}
	return m.validateModifiers()
}

// rank is a length's place, 0 the longest; -1 if unknown.
func (m *MeleeRules) rank(l Length) int {
	for i, x := range m.Lengths.Order {
		if x == l {
			return i
		}
	}
	return -1
}

// Foe is what of the enemy a strike is read against.
type Foe struct {
	Class  int
	Armour Armour
}

// checkClass refuses a class outside the scenario's range.
func (r *Rules) checkClass(class int) error {
	if class < r.Rulings.ClassMin || class > r.Rulings.ClassMax {
		return errf(RulingClasses, "class %d is outside %d-%d", class, r.Rulings.ClassMin, r.Rulings.ClassMax)
	}
	return nil
}

// StrikeOutcome reads one natural face: a natural 1 misses and a natural 7
// hits whatever the modifiers; otherwise die + modifier above the foe's
// class hits, equal makes him recoil, below misses, and a foe whose armour
// is above his class recoils instead of dying unless the result is above
// the armour too. It returns the row that decided.
func (r *Rules) StrikeOutcome(natural, modifier int, foe Foe) (Outcome, string) {
	m := &r.Melee
	switch {
	case natural <= m.Natural.Missed.Face:
		return Missed, m.Natural.Missed.Tag
	case natural >= m.Natural.Hit.Face:
		return Hit, m.Natural.Hit.Tag
	}
	res := natural + modifier
	switch {
	case res < foe.Class:
		return Missed, m.Results.Missed.Tag
	case res == foe.Class:
		return Recoil, m.Results.Recoil.Tag
	case foe.Armour.Value() > foe.Class && res <= foe.Armour.Value():
		return Recoil, m.Results.Armour.Tag
	}
	return Hit, m.Results.Hit.Tag
}

// OutcomeChance is one outcome and its exact chance.
type OutcomeChance struct {
	Outcome Outcome `json:"outcome"`
	Chance  Chance  `json:"chance"`
}

// StrikePlan is what every natural face of a strike does.
type StrikePlan struct {
	Modifier int                `json:"modifier"`
	Foe      Foe                `json:"-"`
	Results  map[string]Outcome `json:"results"` // natural face "1".."7"
	Rules    map[string]string  `json:"rules"`   // the row that decided each face
	Chances  []OutcomeChance    `json:"chances"` // missed, recoil, hit
}

// PlanStrike is the outcome of every natural face of a strike with the
// given total modifier against the foe, and the exact chance of each
// outcome.
func (r *Rules) PlanStrike(modifier int, foe Foe) (StrikePlan, error) {
	if err := r.checkClass(foe.Class); err != nil {
		return StrikePlan{}, err
	}
	if _, err := ParseArmour(string(foe.Armour)); err != nil {
		return StrikePlan{}, err
	}
	p := StrikePlan{Modifier: modifier, Foe: foe, Results: map[string]Outcome{}, Rules: map[string]string{}}
	ways := map[Outcome]int{}
	for f := NaturalMin; f <= NaturalMax; f++ {
		o, tag := r.StrikeOutcome(f, modifier, foe)
		p.Results[fmt.Sprint(f)], p.Rules[fmt.Sprint(f)] = o, tag
		ways[o] += naturalWays[f]
	}
	for _, o := range Outcomes {
		p.Chances = append(p.Chances, OutcomeChance{o, Chance{ways[o], 36}})
	}
	return p, nil
}

// Strike is one strike rolled.
type Strike struct {
	Natural int     `json:"natural"`
	Rolls   []int   `json:"rolls"`
	Outcome Outcome `json:"outcome"`
	Rule    string  `json:"rule"`
}

// RollStrike rolls one strike against the foe.
func (r *Rules) RollStrike(modifier int, foe Foe, src dice.Source, purpose string) (Strike, error) {
	if err := r.checkClass(foe.Class); err != nil {
		return Strike{}, err
	}
	nat, rolls := RollNatural(src, purpose)
	o, tag := r.StrikeOutcome(nat, modifier, foe)
	return Strike{Natural: nat, Rolls: rolls, Outcome: o, Rule: tag}, nil
}
