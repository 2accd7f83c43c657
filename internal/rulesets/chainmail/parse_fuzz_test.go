package chainmail_test

import (
	"testing"

	"herald/internal/rulesets/chainmail"
)

// What a data file or scenario writes for dice, hit dice, fractions and
// lengths: never a panic, and what is read writes back to itself.
func FuzzDataValues(f *testing.F) {
	for _, s := range []string{"1d6", "6d6+1", "kill", "6+1", "8-12", "1/2", "3/2", "impassable", "1 1/2", "20mm", "-1", "d", "0/0", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d, err := chainmail.ParseDiceRoll(s); err == nil {
			if back, err := chainmail.ParseDiceRoll(d.String()); err != nil || back != d {
				t.Fatalf("%q read as %v, written %q, read back %v %v", s, d, d.String(), back, err)
			}
			if lo, hi := d.Range(); !d.Kill && (lo < 1 || hi < lo) {
				t.Fatalf("%q ranges %d-%d", s, lo, hi)
			}
		}
		if lo, hi, err := chainmail.ParseHitDice(s); err == nil && (lo.Dice < 1 || hi.Dice < lo.Dice || hi.Dice > chainmail.MaxHitDice) {
			t.Fatalf("%q: %v-%v", s, lo, hi)
		}
		var c chainmail.Cost
		if err := c.UnmarshalText([]byte(s)); err == nil {
			var back chainmail.Cost
			if err := back.UnmarshalText([]byte(c.String())); err != nil || back != c || !c.Impassable && (c.Den < 1 || c.Num < 0) {
				t.Fatalf("%q read as %v, back %v %v", s, c, back, err)
			}
		}
		var in chainmail.Inches
		if err := in.UnmarshalText([]byte(s)); err == nil && in.Length < 0 {
			t.Fatalf("%q is a negative length", s)
		}
	})
}
