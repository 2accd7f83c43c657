package destrier

import (
	"cmp"
	"slices"

	"herald/internal/dice"
)

// maxRerolls bounds the ties rolled again, so a broken dice source can
// never hang a referee; past it the earlier in the list wins the tie.
const maxRerolls = 100

// Initiative is the outcome of an initiative roll: the sides in the order
// they act, and every round of D6 rolled (ties roll again).
type Initiative struct {
	Order  []string         `json:"order"`
	Rounds []map[string]int `json:"rounds,omitempty"`
	// Surprise: the other side was surprised; nobody rolled.
	Surprise bool `json:"surprise,omitempty"`
}

// Winner is the side that acts first: the attacker of THE TAC SEQUENCE.
func (i Initiative) Winner() string { return i.Order[0] }

// RollInitiative rolls a D6 for each side, the higher gaining the
// advantage and ties rolled again (TIME SEQUENCE 1.A). With more than two
// sides, each group of tied sides rolls again among itself.
func RollInitiative(sides []string, d dice.Source) Initiative {
	ini := Initiative{}
	ini.Order = rank(sides, d, &ini.Rounds, 0)
	return ini
}

func rank(sides []string, d dice.Source, rounds *[]map[string]int, depth int) []string {
	if len(sides) <= 1 || depth >= maxRerolls {
		return slices.Clone(sides)
	}
	roll := map[string]int{}
	for _, s := range sides {
		roll[s] = dice.D6(d, "initiative "+s)
	}
	*rounds = append(*rounds, roll)
	by := slices.Clone(sides)
	slices.SortStableFunc(by, func(a, b string) int { return cmp.Compare(roll[b], roll[a]) })
	var out []string
	for i := 0; i < len(by); {
		j := i + 1
		for j < len(by) && roll[by[j]] == roll[by[i]] {
			j++
		}
		out = append(out, rank(by[i:j], d, rounds, depth+1)...)
		i = j
	}
	return out
}

// Surprised is the initiative when one side is surprised: the other side
// has it in the first round of melee without a roll (TIME SEQUENCE 1).
func Surprised(sides []string, surprised string) Initiative {
	order := []string{}
	for _, s := range sides {
		if s != surprised {
			order = append(order, s)
		}
	}
	return Initiative{Order: append(order, surprised), Surprise: true}
}

// DexterityOrder is the optional order of TIME SEQUENCE 1.B for casting
// spells and firing missiles (and, if a group likes, for moving): the
// figures by Dexterity, highest first, ties settled by a D6 roll-off.
// Before them all come the Mages two or more MKL above every Mage of the
// other sides, highest MKL first: they "always enjoy the initiative".
func DexterityOrder(figs []Fighter, d dice.Source) []string {
	first, rest := []Fighter{}, []Fighter{}
	for _, f := range figs {
		if f.Mage() && f.MKL >= bestOpposingMKL(figs, f.Side)+2 {
			first = append(first, f)
		} else {
			rest = append(rest, f)
		}
	}
	slices.SortStableFunc(first, func(a, b Fighter) int { return cmp.Compare(b.MKL, a.MKL) })
	out := names(first)
	return append(out, byDexterity(rest, d)...)
}

func bestOpposingMKL(figs []Fighter, side string) int {
	best := 0
	for _, f := range figs {
		if f.Side != side {
			best = max(best, f.MKL)
		}
	}
	return best
}

func byDexterity(figs []Fighter, d dice.Source) []string {
	by := slices.Clone(figs)
	slices.SortStableFunc(by, func(a, b Fighter) int { return cmp.Compare(b.Dexterity, a.Dexterity) })
	var out []string
	for i := 0; i < len(by); {
		j := i + 1
		for j < len(by) && by[j].Dexterity == by[i].Dexterity {
			j++
		}
		tied := names(by[i:j])
		if len(tied) > 1 {
			var rounds []map[string]int
			tied = rank(tied, d, &rounds, 0)
		}
		out = append(out, tied...)
		i = j
	}
	return out
}

func names(figs []Fighter) []string {
	out := make([]string, len(figs))
	for i, f := range figs {
		out[i] = f.Name
	}
	return out
}
