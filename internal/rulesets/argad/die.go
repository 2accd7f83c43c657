package argad

import (
	"fmt"

	"herald/internal/dice"
)

// The Argad! die is one six-sided die whose 6 may become a 7: the sheet's
// "natural 7 (= double natural 6)". A 6 is rolled once more; a second 6
// makes a natural 7, anything else leaves it a 6. The shooting table's "7"
// entries need that double six too.
const (
	NaturalMin = 1
	NaturalMax = 7
)

// naturalWays[f] is how many of 36 equally likely (first, second) throws
// give the natural face f: faces 1-5 any second die, 6 five of six, 7 one.
var naturalWays = [NaturalMax + 1]int{0, 6, 6, 6, 6, 6, 5, 1}

// Chance is an exact probability Num/Den, kept in the denominator of its
// dice (36 for the Argad! die and two slowing dice, 6 for one) so it reads
// like the table.
type Chance struct {
	Num int `json:"num"`
	Den int `json:"den"`
}

func (c Chance) String() string { return fmt.Sprintf("%d/%d", c.Num, c.Den) }

// Float is the chance as a float64, for display only.
func (c Chance) Float() float64 {
	if c.Den == 0 {
		return 0
	}
	return float64(c.Num) / float64(c.Den)
}

// NaturalChance is the chance of rolling the natural face (1-7).
func NaturalChance(face int) Chance {
	if face < NaturalMin || face > NaturalMax {
		return Chance{0, 36}
	}
	return Chance{naturalWays[face], 36}
}

// RollNatural rolls the Argad! die and returns the natural face and the
// dice thrown (one, or two when the first was a 6).
func RollNatural(src dice.Source, purpose string) (int, []int) {
	first := dice.D6(src, purpose)
	if first < 6 {
		return first, []int{first}
	}
	second := dice.D6(src, purpose+" (a second 6 is a natural 7)")
	if second == 6 {
		return 7, []int{first, second}
	}
	return 6, []int{first, second}
}
