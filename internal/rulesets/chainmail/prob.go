package chainmail

import (
	"fmt"
	"math/big"
)

// Fraction is an exact probability Num/Den. Chances on two dice keep the
// denominator 36 so they read like the table: P(2d6 >= 8) is 15/36.
type Fraction struct {
	Num int `json:"num"`
	Den int `json:"den"`
}

// Float is the fraction as a float64, for display only.
func (f Fraction) Float() float64 {
	if f.Den == 0 {
		return 0
	}
	return float64(f.Num) / float64(f.Den)
}

func (f Fraction) String() string { return fmt.Sprintf("%d/%d", f.Num, f.Den) }

// Reduced is the fraction in lowest terms (15/36 -> 5/12).
func (f Fraction) Reduced() Fraction {
	a, b := f.Num, f.Den
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return f
	}
	return Fraction{f.Num / a, f.Den / a}
}

// twoD6Ways[s] is how many of the 36 throws of two dice total s.
var twoD6Ways = [13]int{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}

// TwoD6Exactly is the chance that two dice total exactly s.
func TwoD6Exactly(s int) Fraction {
	if s < 2 || s > 12 {
		return Fraction{0, 36}
	}
	return Fraction{twoD6Ways[s], 36}
}

// TwoD6AtLeast is the chance that two dice total s or more.
func TwoD6AtLeast(s int) Fraction {
	n := 0
	for t := max(s, 2); t <= 12; t++ {
		n += twoD6Ways[t]
	}
	return Fraction{n, 36}
}

// TwoD6Below is the chance that two dice total less than s.
func TwoD6Below(s int) Fraction {
	return Fraction{36 - TwoD6AtLeast(s).Num, 36}
}

// D6AtLeast is the chance that one die shows face or more.
func D6AtLeast(face int) Fraction {
	if face < 1 {
		face = 1
	}
	if face > 6 {
		return Fraction{0, 6}
	}
	return Fraction{7 - face, 6}
}

// KillDistribution is the exact chance of each number of kills (index k)
// when n dice each kill with chance p: the binomial distribution, as
// big.Rat because 6^n outgrows int for a large melee.
func KillDistribution(n int, p Fraction) []*big.Rat {
	if n < 0 {
		n = 0
	}
	hit := big.NewRat(int64(p.Num), int64(p.Den))
	miss := new(big.Rat).Sub(big.NewRat(1, 1), hit)
	out := make([]*big.Rat, n+1)
	binom := big.NewInt(1)
	for k := 0; k <= n; k++ {
		if k > 0 { // C(n,k) = C(n,k-1)*(n-k+1)/k
			binom.Mul(binom, big.NewInt(int64(n-k+1)))
			binom.Quo(binom, big.NewInt(int64(k)))
		}
		term := new(big.Rat).SetInt(binom)
		term.Mul(term, ratPow(hit, k))
		term.Mul(term, ratPow(miss, n-k))
		out[k] = term
	}
	return out
}

func ratPow(r *big.Rat, e int) *big.Rat {
	num := new(big.Int).Exp(r.Num(), big.NewInt(int64(e)), nil)
	den := new(big.Int).Exp(r.Denom(), big.NewInt(int64(e)), nil)
	return new(big.Rat).SetFrac(num, den)
}

// KillDistributionPips is the exact chance of each number of kills when n
// dice kill on killFrom or more and pips are added to the highest die
// (Appendix E). Reading the dice by their highest face h: with h below
// killFrom nothing kills unless the pips lift h to it; with h at or over
// it, j dice kill, one fewer if negative pips pull h under. The ways of
// each are counted out of 6^n as integers.
func KillDistributionPips(n, killFrom, pips int) []*big.Rat {
	if pips == 0 || n <= 0 {
		return KillDistribution(n, D6AtLeast(killFrom))
	}
	k := min(max(killFrom, 1), 7)
	ways := make([]*big.Int, n+1)
	for i := range ways {
		ways[i] = new(big.Int)
	}
	// powers[b][e] = b^e for the bases the sums below use and exponents
	// 0-n, built by multiplying up, and binom[j] = C(n, j).
	var need [7]bool
	need[6], need[k-1] = true, true
	for h := 1; h <= 6; h++ {
		if h < k {
			need[h], need[h-1] = true, true
		} else {
			need[h-k+1], need[h-k] = true, true
		}
	}
	var powers [7][]*big.Int
	for base := range powers {
		if !need[base] {
			continue
		}
		powers[base] = make([]*big.Int, n+1)
		powers[base][0] = big.NewInt(1)
		for e := 1; e <= n; e++ {
			powers[base][e] = new(big.Int).Mul(powers[base][e-1], big.NewInt(int64(base)))
		}
	}
	binom := make([]*big.Int, n+1)
	binom[0] = big.NewInt(1)
	for j := 1; j <= n; j++ {
		binom[j] = new(big.Int).Mul(binom[j-1], big.NewInt(int64(n-j+1)))
		binom[j].Quo(binom[j], big.NewInt(int64(j)))
	}
	w := new(big.Int)
	for h := 1; h <= 6; h++ {
		if h < k {
			// Every die under k, the highest h.
			w.Sub(powers[h][n], powers[h-1][n])
			kills := 0
			if h+pips >= k {
				kills = 1
			}
			ways[kills].Add(ways[kills], w)
			continue
		}
		for j := 1; j <= n; j++ {
			// j dice at k..h with at least one h, the rest under k.
			w.Sub(powers[h-k+1][j], powers[h-k][j])
			w.Mul(w, powers[k-1][n-j])
			w.Mul(w, binom[j])
			kills := j
			if h+pips < k {
				kills--
			}
			ways[kills].Add(ways[kills], w)
		}
	}
	total := powers[6][n]
	out := make([]*big.Rat, n+1)
	for i, c := range ways {
		out[i] = new(big.Rat).SetFrac(c, total)
	}
	return out
}

// CapKills folds the chances of killing more than cap men into cap: a
// strike cannot kill more men than its target has.
func CapKills(dist []*big.Rat, cap int) []*big.Rat {
	if cap < 0 || cap >= len(dist)-1 {
		return dist
	}
	out := make([]*big.Rat, cap+1)
	copy(out, dist[:cap])
	last := new(big.Rat)
	for _, p := range dist[cap:] {
		last.Add(last, p)
	}
	out[cap] = last
	return out
}

// Compare is the chance that kills drawn from a exceed, equal, or fall
// short of kills drawn from b, the two independent.
func Compare(a, b []*big.Rat) (more, equal, fewer *big.Rat) {
	more, equal, fewer = new(big.Rat), new(big.Rat), new(big.Rat)
	// below[j] is the chance b kills fewer than j.
	below := make([]*big.Rat, len(b)+1)
	below[0] = new(big.Rat)
	for j, p := range b {
		below[j+1] = new(big.Rat).Add(below[j], p)
	}
	for i, p := range a {
		lt := below[min(i, len(b))]
		more.Add(more, new(big.Rat).Mul(p, lt))
		if i < len(b) {
			equal.Add(equal, new(big.Rat).Mul(p, b[i]))
		}
	}
	fewer.Sub(big.NewRat(1, 1), more)
	fewer.Sub(fewer, equal)
	return more, equal, fewer
}
