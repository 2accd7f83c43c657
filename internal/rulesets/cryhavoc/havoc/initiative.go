package havoc

import "herald/internal/dice"

// Initiative is optional rule 22.1: at the start of each game turn both
// sides roll a die; the higher plays first. The side that played first
// last game turn rolls at −1 for every game turn in a row it has played
// first (streak). A tie is rolled again (a ruling: the text gives no tie).
type Initiative struct {
	First    int      // index of the side that plays first: 0 or 1
	Rolls    [][2]int // each pair of original rolls, ties included
	Modified [2]int   // the last pair's final rolls
}

// RollInitiative rolls optional rule 22.1 for two sides. lastFirst is the
// index of the side that played first last game turn (-1 on the first
// game turn), streak the number of game turns in a row it did.
func RollInitiative(lastFirst, streak int, d dice.Source) Initiative {
	var in Initiative
	for {
		a := d.Roll(10, "initiative (22.1)")
		b := d.Roll(10, "initiative (22.1)")
		in.Rolls = append(in.Rolls, [2]int{a, b})
		in.Modified = [2]int{a, b}
		if lastFirst == 0 || lastFirst == 1 {
			in.Modified[lastFirst] -= streak
		}
		if in.Modified[0] != in.Modified[1] {
			break
		}
	}
	if in.Modified[1] > in.Modified[0] {
		in.First = 1
	}
	return in
}
