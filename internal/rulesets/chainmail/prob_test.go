package chainmail_test

import (
	"math/big"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/rulesets/chainmail"
)

// Hand computations: 36 throws of two dice, counted.
func TestTwoD6HandComputed(t *testing.T) {
	for _, tc := range []struct {
		name string
		got  chainmail.Fraction
		want chainmail.Fraction
	}{
		{"P(2d6>=8)", chainmail.TwoD6AtLeast(8), frac(15, 36)},
		{"P(2d6>=7)", chainmail.TwoD6AtLeast(7), frac(21, 36)},
		{"P(2d6>=12)", chainmail.TwoD6AtLeast(12), frac(1, 36)},
		{"P(2d6>=2)", chainmail.TwoD6AtLeast(2), frac(36, 36)},
		{"P(2d6>=1)", chainmail.TwoD6AtLeast(1), frac(36, 36)},
		{"P(2d6>=13)", chainmail.TwoD6AtLeast(13), frac(0, 36)},
		{"P(2d6=7)", chainmail.TwoD6Exactly(7), frac(6, 36)},
		{"P(2d6=2)", chainmail.TwoD6Exactly(2), frac(1, 36)},
		{"P(2d6=13)", chainmail.TwoD6Exactly(13), frac(0, 36)},
		{"P(2d6<5)", chainmail.TwoD6Below(5), frac(6, 36)},
		{"P(d6>=5)", chainmail.D6AtLeast(5), frac(2, 6)},
		{"P(d6>=7)", chainmail.D6AtLeast(7), frac(0, 6)},
	} {
		if tc.got != tc.want {
			t.Errorf("%s = %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	if r := frac(15, 36).Reduced(); r != frac(5, 12) {
		t.Errorf("15/36 reduced = %v", r)
	}
}

// Every 2d6 chance agrees with enumerating the 36 throws.
func TestTwoD6Enumerated(t *testing.T) {
	for s := -1; s <= 14; s++ {
		atLeast, exactly := 0, 0
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				if a+b >= s {
					atLeast++
				}
				if a+b == s {
					exactly++
				}
			}
		}
		if got := chainmail.TwoD6AtLeast(s); got != frac(atLeast, 36) {
			t.Errorf("TwoD6AtLeast(%d) = %v, want %d/36", s, got, atLeast)
		}
		if got := chainmail.TwoD6Exactly(s); got != frac(exactly, 36) {
			t.Errorf("TwoD6Exactly(%d) = %v, want %d/36", s, got, exactly)
		}
		if got := chainmail.TwoD6Below(s); got.Num+atLeast != 36 {
			t.Errorf("TwoD6Below(%d) = %v", s, got)
		}
	}
}

func TestKillDistributionTwoDice(t *testing.T) {
	// Two dice killing on a 6: no kill 25/36, one 10/36, two 1/36.
	got := chainmail.KillDistribution(2, frac(1, 6))
	want := []*big.Rat{big.NewRat(25, 36), big.NewRat(10, 36), big.NewRat(1, 36)}
	for k := range want {
		if got[k].Cmp(want[k]) != 0 {
			t.Errorf("P(%d kills) = %v, want %v", k, got[k], want[k])
		}
	}
}

func TestKillDistributionSumsToOne(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 40).Draw(t, "dice")
		face := rapid.IntRange(1, 6).Draw(t, "kill_from")
		sum := new(big.Rat)
		for _, p := range chainmail.KillDistribution(n, chainmail.D6AtLeast(face)) {
			if p.Sign() < 0 {
				t.Fatalf("negative probability %v", p)
			}
			sum.Add(sum, p)
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			t.Fatalf("distribution of %d dice killing on %d+ sums to %v", n, face, sum)
		}
	})
}

func BenchmarkTwoD6AtLeast(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = chainmail.TwoD6AtLeast(2 + i%11)
	}
}

func BenchmarkFantasyOdds(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = chainmail.FantasyOdds(2+i%11, i%3)
	}
}
