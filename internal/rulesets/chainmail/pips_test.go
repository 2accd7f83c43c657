package chainmail_test

import (
	"math/big"
	"testing"

	"herald/internal/rulesets/chainmail"
)

// Pips on the highest die (Appendix E footnote): the exact distribution
// agrees with counting every throw of up to five dice.
func TestAppendixE_PipsOnHighestDieEnumerated(t *testing.T) {
	for n := 0; n <= 5; n++ {
		for kill := 1; kill <= 7; kill++ {
			for pips := -2; pips <= 2; pips++ {
				counts := make([]int64, n+1)
				rolls := make([]int, n)
				var walk func(i int)
				walk = func(i int) {
					if i == n {
						counts[chainmail.KillsOf(rolls, kill, pips)]++
						return
					}
					for f := 1; f <= 6; f++ {
						rolls[i] = f
						walk(i + 1)
					}
				}
				walk(0)
				total := int64(1)
				for range n {
					total *= 6
				}
				got := chainmail.KillDistributionPips(n, kill, pips)
				for k := range counts {
					if want := big.NewRat(counts[k], total); got[k].Cmp(want) != 0 {
						t.Errorf("%d dice killing on %d, pips %+d: P(%d kills) = %s, want %s", n, kill, pips, k, got[k].RatString(), want.RatString())
					}
				}
			}
		}
	}
}

func TestKillsOf(t *testing.T) {
	for _, tc := range []struct {
		rolls           []int
		kill, pips, out int
	}{
		{[]int{4, 4, 1}, 5, 1, 1},  // one of the 4s becomes a 5
		{[]int{4, 4, 1}, 5, 0, 0},  // no pips
		{[]int{6, 2}, 6, -1, 0},    // the 6 drops to 5
		{[]int{6, 6}, 6, -1, 1},    // only one die takes the pips
		{[]int{3, 2}, 6, 2, 0},     // 3+2 is still short
		{[]int{}, 6, 2, 0},         // no dice, no kill
		{[]int{5, 6, 6}, 5, -1, 3}, // the first 6 drops to 5, still a kill
	} {
		if got := chainmail.KillsOf(tc.rolls, tc.kill, tc.pips); got != tc.out {
			t.Errorf("%v killing on %d with %+d: %d kills, want %d", tc.rolls, tc.kill, tc.pips, got, tc.out)
		}
	}
}

func TestCapKillsAndCompare(t *testing.T) {
	d := chainmail.KillDistribution(3, chainmail.Fraction{Num: 1, Den: 2}) // 1/8 3/8 3/8 1/8
	c := chainmail.CapKills(d, 1)
	if len(c) != 2 || c[0].RatString() != "1/8" || c[1].RatString() != "7/8" {
		t.Errorf("capped %v", c)
	}
	if len(chainmail.CapKills(d, 10)) != 4 {
		t.Error("a cap above the dice changed the distribution")
	}
	one := chainmail.KillDistribution(1, chainmail.Fraction{Num: 1, Den: 2}) // 1/2 1/2
	more, equal, fewer := chainmail.Compare(d, one)
	// P(3 dice at 1/2 > 1 die at 1/2) = P(a>=1)P(b=0) + P(a>=2)P(b=1) = 7/16 + 4/16.
	if more.RatString() != "11/16" || equal.RatString() != "1/4" || fewer.RatString() != "1/16" {
		t.Errorf("more %s equal %s fewer %s", more.RatString(), equal.RatString(), fewer.RatString())
	}
}
