package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// GREAT BLOW's extra damage by weapon class.
func TestMeleeCards_GreatBlowDice(t *testing.T) {
	r := rules(t)
	for c, want := range map[destrier.WeaponClass]string{destrier.Light: "1d6", destrier.LightHeavy: "2d6", destrier.Heavy: "3d6"} {
		if got := r.GreatBlowDice(c).String(); got != want {
			t.Errorf("%s: %s, want %s", c, got, want)
		}
	}
}

// Who strikes first in an exchange (CAST SPELL, GREAT BLOW).
func TestMeleeCards_GreatBlowPrecedence(t *testing.T) {
	gb := []destrier.CardName{destrier.GreatBlow}
	blow := []destrier.CardName{destrier.DeliverBlow}
	spell := []destrier.CardName{destrier.CastSpell}
	for _, tc := range []struct {
		name string
		a, b destrier.Striker
		want destrier.Order
	}{
		{"two plain blows fall together", destrier.Striker{Cards: blow}, destrier.Striker{Cards: blow}, destrier.Together},
		{"the man facing a great blow strikes first", destrier.Striker{Cards: gb}, destrier.Striker{Cards: blow}, destrier.SecondFirst},
		{"... from either side", destrier.Striker{Cards: blow}, destrier.Striker{Cards: gb}, destrier.FirstFirst},
		{"two great blows: normal ordering", destrier.Striker{Cards: gb}, destrier.Striker{Cards: gb}, destrier.Together},
		{"a great blow at the back strikes first", destrier.Striker{Cards: gb, AtBack: true}, destrier.Striker{Cards: blow}, destrier.FirstFirst},
		{"a great blow at the back beats one at the front", destrier.Striker{Cards: gb}, destrier.Striker{Cards: gb, AtBack: true}, destrier.SecondFirst},
		{"spells are cast first", destrier.Striker{Cards: gb, AtBack: true}, destrier.Striker{Cards: spell}, destrier.SecondFirst},
		{"two spells together", destrier.Striker{Cards: spell}, destrier.Striker{Cards: spell}, destrier.Together},
		{"a plain blow at the back: together", destrier.Striker{Cards: blow, AtBack: true}, destrier.Striker{Cards: blow}, destrier.Together},
	} {
		if got := destrier.Precedence(tc.a, tc.b); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}
