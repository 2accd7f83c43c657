package destrier

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// BashResult is a line of the Bash Results table (C&S), which the text
// names but does not give ("Staggered and Retreats 5 Feet").
type BashResult string

// The results herald's stand-in table uses.
const (
	NoEffect       BashResult = "no effect"
	Staggered      BashResult = "staggered"
	StaggerBack    BashResult = "staggered and retreats 5 feet"
	KnockedToKnees BashResult = "knocked to knees"
	KnockedDown    BashResult = "knocked down"
	DownStunned    BashResult = "knocked down and stunned"
)

var bashResults = []BashResult{NoEffect, Staggered, StaggerBack, KnockedToKnees, KnockedDown, DownStunned}

// BashBand is a range of the d100 roll on the results table.
type BashBand struct {
	From   int        `yaml:"from" json:"from"`
	To     int        `yaml:"to" json:"to"`
	Result BashResult `yaml:"result" json:"result"`
}

// BashTable is chivalry/bash.yaml: herald's stand-in for C&S's bash rules.
type BashTable struct {
	Provenance `yaml:",inline"`
	// A body bash succeeds on Base% plus Per100 per 100 Dr the basher
	// outweighs the other, held within Min..Max.
	Base   int `yaml:"base" json:"base"`
	Per100 int `yaml:"per_100dr" json:"per_100dr"`
	Min    int `yaml:"min" json:"min"`
	Max    int `yaml:"max" json:"max"`
	// Weapon bashes: the chance a hit bashes, by weapon class (added to
	// the weapon's own value in weapons.yaml).
	Weapon  map[WeaponClass]int `yaml:"weapon" json:"weapon"`
	Results []BashBand          `yaml:"results" json:"results"`
	// Back is how far "retreats 5 feet" moves a figure (1" is 10 feet:
	// CONDUCT OF MELEE 2).
	Back Inches `yaml:"back" json:"back"`
}

// BodyBashChance is the chance that a body bash by a figure of weight
// basher knocks one of weight other.
func (b *BashTable) BodyBashChance(basher, other int) int {
	c := b.Base + b.Per100*((basher-other)/100)
	return min(max(c, b.Min), b.Max)
}

// Bash is a resolved bash: whether it told, and the result on the table.
type Bash struct {
	Check  Check      `json:"check"`
	Result BashResult `json:"result,omitempty"`
	Roll   int        `json:"roll,omitempty"` // on the results table
}

// BodyBash resolves a body bash of basher on target (MOVEMENT
// (obstructions), the CHARGE's bashes, WHEEL's bumps).
func (b *BashTable) BodyBash(basher, target Fighter, d dice.Source) Bash {
	c := Test(d, b.BodyBashChance(basher.Weight, target.Weight), "body bash by "+basher.Name+" on "+target.Name)
	if !c.Success {
		return Bash{Check: c}
	}
	r := Percentile(d, "bash result on "+target.Name)
	return Bash{Check: c, Result: b.result(r), Roll: r}
}

// Results rolls the result of a bash that has told (a weapon bash).
func (b *BashTable) Resolve(target string, d dice.Source) (BashResult, int) {
	r := Percentile(d, "bash result on "+target)
	return b.result(r), r
}

func (b *BashTable) result(roll int) BashResult {
	for _, band := range b.Results {
		if roll >= band.From && roll <= band.To {
			return band.Result
		}
	}
	return NoEffect // unreachable: validate checks the bands cover 1..100
}

// Apply is the status after a bash result: down, on the knees, stunned
// (a stunned figure loses its remaining blows this turn).
func (r BashResult) Apply(s Status) Status {
	switch r {
	case KnockedToKnees:
		if s.Posture == Standing {
			s.Posture = Kneeling
		}
	case KnockedDown:
		s.Posture = Prone
	case DownStunned:
		s.Posture = Prone
		s.Stunned = true
		s.BlowsLeft = 0
	}
	return s
}

func (b *BashTable) validate() error {
	if err := b.Provenance.validate(); err != nil {
		return err
	}
	if b.Min < 0 || b.Max > 100 || b.Min > b.Max || b.Base < b.Min || b.Base > b.Max || b.Per100 < 0 || b.Per100 > 50 {
		return fmt.Errorf("body bash: base %d, per 100 Dr %d, within %d..%d", b.Base, b.Per100, b.Min, b.Max)
	}
	for _, c := range []WeaponClass{Light, LightHeavy, Heavy} {
		if v, ok := b.Weapon[c]; !ok || v < 0 || v > 100 {
			return fmt.Errorf("weapon bash for class %s missing or out of range", c)
		}
	}
	if len(b.Weapon) != 3 {
		return fmt.Errorf("weapon bash: one value for each of L, LH, H")
	}
	next := 1
	for _, band := range b.Results {
		if !slices.Contains(bashResults, band.Result) {
			return fmt.Errorf("bash result %q unknown", band.Result)
		}
		if band.From != next || band.To < band.From {
			return fmt.Errorf("bash results: band %d-%d does not follow %d", band.From, band.To, next-1)
		}
		next = band.To + 1
	}
	if next != 101 {
		return fmt.Errorf("bash results end at %d, not 100", next-1)
	}
	if b.Back <= 0 || b.Back > 2 {
		return fmt.Errorf("back %v: want a move of up to 2\"", b.Back)
	}
	return nil
}

// Squeeze is a figure forcing its way between two obstacles with too
// little room (MOVEMENT (obstructions)): it and the obstacle of its choice
// bash each other at once, and it goes on only if the obstacle's bash
// fails. The obstacle is a figure or a thing with a weight.
type Squeeze struct {
	Mover    Bash `json:"mover"`    // the mover's bash on the obstacle
	Obstacle Bash `json:"obstacle"` // the obstacle's on the mover
	GoesOn   bool `json:"goes_on"`
}

// SqueezePast resolves an obstruction: the mover's bash, then the
// obstacle's; each pays its quarter move separately (BashCost).
func (b *BashTable) SqueezePast(mover, obstacle Fighter, d dice.Source) (Squeeze, Status) {
	s := Squeeze{Mover: b.BodyBash(mover, obstacle, d), Obstacle: b.BodyBash(obstacle, mover, d)}
	s.GoesOn = !s.Obstacle.Check.Success
	return s, s.Obstacle.Result.Apply(mover.Status)
}
