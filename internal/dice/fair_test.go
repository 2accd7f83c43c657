package dice

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// The vectors below were computed by an independent Python implementation
// of docs/dice.md (hmac + hashlib, a dozen lines); the same vectors are in
// the doc, so a player can check their own code against them.
var (
	vecSeed       = mustSeed("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
	vecCommitment = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
	vecSides      = []string{"red-seed", "blue-seed"}
)

func mustSeed(h string) ServerSeed {
	s, err := ParseServerSeed(h)
	if err != nil {
		panic(err)
	}
	return s
}

func TestFairCommitmentVector(t *testing.T) {
	if got := vecSeed.Commitment(); got != vecCommitment {
		t.Fatalf("Commitment = %s, want %s", got, vecCommitment)
	}
	if got := vecSeed.Reveal(); got != "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f" {
		t.Fatalf("Reveal = %s", got)
	}
}

func TestFairRollVectors(t *testing.T) {
	cases := []struct {
		name  string
		sides []string
		die   int
		first uint64
		want  []int
	}{
		{"d10 rolls 0-9", vecSides, 10, 0, []int{6, 3, 4, 4, 3, 4, 6, 5, 10, 1}},
		{"d6 rolls 0-9", vecSides, 6, 0, []int{2, 5, 4, 6, 1, 4, 4, 3, 2, 5}},
		{"d6 roll 1000000", vecSides, 6, 1000000, []int{4}},
		{"one side d20", []string{"solo"}, 20, 0, []int{11, 19, 12, 11, 17}},
		// A side that contributed no seed rolls with "" in its place.
		{"blue gave none d10", []string{"red-seed", ""}, 10, 0, []int{10, 7, 3, 7, 1, 8, 3, 4, 10, 8}},
		{"neither gave one d6", []string{"", ""}, 6, 0, []int{6, 2, 5, 4, 4, 6, 5, 2, 1, 1}},
		// Sides 2^31+1 rejects about half of all words, so these rolls
		// need the second HMAC block (j = 1): the rejection path is pinned.
		{"second block k=59", vecSides, 1<<31 + 1, 59, []int{515540824}},
		{"second block k=166", vecSides, 1<<31 + 1, 166, []int{1818009958}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := NewFair(vecSeed, c.sides, c.first)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range c.want {
				if got := f.Roll(c.die, "vector"); got != want {
					t.Errorf("roll %d on d%d = %d, want %d", c.first+uint64(i), c.die, got, want)
				}
			}
			if f.Next() != c.first+uint64(len(c.want)) {
				t.Errorf("Next = %d", f.Next())
			}
		})
	}
}

// Re-submitting a turn cannot fish for other dice: a source rebuilt at the
// same index gives the same rolls, whatever the purposes say.
func TestFairResubmitGivesSameDice(t *testing.T) {
	a, _ := NewFair(vecSeed, vecSides, 0)
	for range 37 {
		D10(a, "earlier turns")
	}
	var first []int
	for range 20 {
		first = append(first, D6(a, "combat Sir Roland vs Ben"))
	}
	b, _ := NewFair(vecSeed, vecSides, 37)
	for i := range 20 {
		if got := D6(b, "a different purpose"); got != first[i] {
			t.Fatalf("roll %d: %d on re-submission, %d the first time", 37+i, got, first[i])
		}
	}
}

func TestFairSeedsMatter(t *testing.T) {
	base, _ := NewFair(vecSeed, vecSides, 0)
	other := vecSeed
	other[0] ^= 1
	variants := map[string]*Fair{}
	variants["server seed"], _ = NewFair(other, vecSides, 0)
	variants["side seed"], _ = NewFair(vecSeed, []string{"red-seed", "blue-seeD"}, 0)
	variants["side order"], _ = NewFair(vecSeed, []string{"blue-seed", "red-seed"}, 0)
	// "a\nb" + "c" must differ from "a" + "b\nc": seeds cannot hold "\n".
	variants["joined"], _ = NewFair(vecSeed, []string{"red-seedblue-seed"}, 0)
	for name, f := range variants {
		same := true
		for k := range uint64(40) {
			if f.At(k, 1000) != base.At(k, 1000) {
				same = false
				break
			}
		}
		if same {
			t.Errorf("changing the %s did not change the rolls", name)
		}
	}
}

func TestFairRefusesBadSeeds(t *testing.T) {
	bad := [][]string{nil, {}, {"a\nb"}, {"ok", "a\rb"}, {strings.Repeat("x", MaxSideSeedLen+1)}}
	for _, s := range bad {
		if _, err := NewFair(vecSeed, s, 0); err == nil {
			t.Errorf("NewFair(%q) accepted", s)
		}
	}
}

func TestNewCommitmentReadsTheSeed(t *testing.T) {
	s, err := NewCommitment(bytes.NewReader(vecSeed[:]))
	if err != nil || s != vecSeed {
		t.Fatalf("NewCommitment = %x, %v", s, err)
	}
	if _, err := NewCommitment(bytes.NewReader(make([]byte, 5))); err == nil {
		t.Fatal("NewCommitment accepted a short read")
	}
	a, err := NewCommitment(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewCommitment(nil)
	if a == b {
		t.Fatal("crypto/rand gave the same seed twice")
	}
}

func TestVerifyReveal(t *testing.T) {
	if _, err := VerifyReveal(vecCommitment, vecSeed.Reveal()); err != nil {
		t.Fatal(err)
	}
	if _, err := VerifyReveal(strings.ToUpper(vecCommitment), vecSeed.Reveal()); err != nil {
		t.Fatalf("upper-case hex: %v", err)
	}
	other := vecSeed
	other[31]++
	if _, err := VerifyReveal(vecCommitment, other.Reveal()); !errors.Is(err, ErrCommitment) {
		t.Fatalf("changed seed: %v, want ErrCommitment", err)
	}
	for _, c := range [][2]string{{"zz", vecSeed.Reveal()}, {vecCommitment, "abc"}, {vecCommitment[:10], vecSeed.Reveal()}} {
		if _, err := VerifyReveal(c[0], c[1]); err == nil || errors.Is(err, ErrCommitment) {
			t.Errorf("VerifyReveal(%q, %q) = %v, want a format error", c[0], c[1], err)
		}
	}
}

func TestVerifyRolls(t *testing.T) {
	f, _ := NewFair(vecSeed, vecSides, 0)
	for i := range 30 {
		f.Roll([]int{6, 10, 6}[i%3], fmt.Sprintf("purpose %d", i))
	}
	log := f.Take()
	if len(log) != 30 || log[29].Index != 29 || log[29].Purpose != "purpose 29" || len(f.Take()) != 0 {
		t.Fatalf("Take gave %v", log)
	}
	if err := VerifyRolls(vecCommitment, vecSeed.Reveal(), vecSides, log); err != nil {
		t.Fatal(err)
	}
	tampered := append([]FairRoll(nil), log...)
	tampered[17].Value = tampered[17].Value%tampered[17].Sides + 1
	var mm *RollMismatchError
	if err := VerifyRolls(vecCommitment, vecSeed.Reveal(), vecSides, tampered); !errors.As(err, &mm) || mm.Roll.Index != 17 {
		t.Fatalf("tampered roll 17: %v", err)
	}
	other := vecSeed
	other[3]++
	if err := VerifyRolls(vecCommitment, other.Reveal(), vecSides, log); !errors.Is(err, ErrCommitment) {
		t.Fatalf("swapped seed: %v", err)
	}
	if err := VerifyRolls(vecCommitment, vecSeed.Reveal(), vecSides, []FairRoll{{Index: 0, Sides: 1, Value: 1}}); err == nil {
		t.Fatal("a one-sided die verified")
	}
}

func TestFairRollsInRangeAndReproducible(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var seed ServerSeed
		copy(seed[:], rapid.SliceOfN(rapid.Byte(), SeedLen, SeedLen).Draw(t, "seed"))
		side := rapid.StringMatching(`[a-z0-9]{1,20}`).Draw(t, "side")
		k := rapid.Uint64().Draw(t, "k")
		sides := rapid.IntRange(2, 1000).Draw(t, "sides")
		f, err := NewFair(seed, []string{side}, k)
		if err != nil {
			t.Fatal(err)
		}
		v := f.Roll(sides, "")
		if v < 1 || v > sides {
			t.Fatalf("d%d gave %d", sides, v)
		}
		if w := f.At(k, sides); w != v {
			t.Fatalf("At(%d) = %d, Roll gave %d", k, w, v)
		}
	})
}

func TestFairIsUnbiased(t *testing.T) {
	// A loose chi-square check on 60,000 d6 rolls: catches a broken mapping
	// (modulo bias on a tiny range, an off-by-one face), not subtle flaws.
	f, _ := NewFair(vecSeed, vecSides, 0)
	var n [7]int
	const rolls = 60000
	for range rolls {
		n[D6(f, "")]++
	}
	chi := 0.0
	for face := 1; face <= 6; face++ {
		d := float64(n[face]) - rolls/6.0
		chi += d * d / (rolls / 6.0)
	}
	if chi > 25 { // 5 degrees of freedom; p < 0.0002
		t.Fatalf("chi-square %.1f over faces %v", chi, n[1:])
	}
}

func BenchmarkFairRoll(b *testing.B) {
	f, _ := NewFair(vecSeed, vecSides, 0)
	b.ReportAllocs()
	for b.Loop() {
		D10(f, "bench")
		if f.Next()%256 == 0 { // a turn's worth, as the engine would take them
			f.Take()
		}
	}
}

// A revealed seed or commitment typed by a player never panics the checker.
func FuzzVerifyReveal(f *testing.F) {
	f.Add(vecCommitment, vecSeed.Reveal())
	f.Add("", "")
	f.Add("zz", "00")
	f.Fuzz(func(t *testing.T, commitment, revealed string) {
		s, err := VerifyReveal(commitment, revealed)
		if err == nil && s.Commitment() != strings.ToLower(strings.TrimSpace(commitment)) {
			t.Fatalf("accepted %q for commitment %q", revealed, commitment)
		}
	})
}
