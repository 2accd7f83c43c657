package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// Appendix A cells as the text prints them (reconstructed blocks included).
func TestAppendixA_Cells(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		att, def            chainmail.TroopType
		dice, men, killFrom int
		reconstructed       bool
	}{
		{"light-foot", "light-foot", 1, 1, 6, false},
		{"light-foot", "heavy-horse", 1, 4, 6, false},
		{"heavy-foot", "light-foot", 1, 1, 5, true},
		{"heavy-foot", "heavy-horse", 1, 4, 6, true},
		{"armored-foot", "light-foot", 1, 1, 4, false},
		{"armored-foot", "heavy-horse", 1, 3, 6, false},
		{"light-horse", "light-foot", 2, 1, 5, false},
		{"light-horse", "heavy-horse", 1, 3, 6, false},
		{"medium-horse", "light-foot", 2, 1, 4, true},
		{"medium-horse", "heavy-horse", 1, 2, 6, true},
		{"heavy-horse", "light-foot", 4, 1, 5, false},
		{"heavy-horse", "heavy-foot", 3, 1, 5, false},
		{"heavy-horse", "heavy-horse", 1, 1, 6, false},
	} {
		e, err := r.Mass.Lookup(tc.att, tc.def)
		if err != nil {
			t.Fatal(err)
		}
		if e.Dice != tc.dice || e.Men != tc.men || e.KillFrom != tc.killFrom || (e.Reconstructed != "") != tc.reconstructed {
			t.Errorf("%s vs %s = %d dice per %d men, kills %d+ (reconstructed %q); want %d per %d, %d+, reconstructed %v",
				tc.att, tc.def, e.Dice, e.Men, e.KillFrom, e.Reconstructed, tc.dice, tc.men, tc.killFrom, tc.reconstructed)
		}
	}
}

// The assignment of the OCR blocks to troop types rests on strength order:
// within foot and within horse, a heavier attacker is never weaker against
// any defender (more dice per man, or a lower kill number).
func TestAppendixA_HeavierIsNeverWeaker(t *testing.T) {
	r := rules(t)
	strength := func(e chainmail.MassEntry) float64 {
		return float64(e.Dice) / float64(e.Men) * float64(7-e.KillFrom) / 6
	}
	for _, chain := range [][]chainmail.TroopType{
		{"light-foot", "heavy-foot", "armored-foot"},
		{"light-horse", "medium-horse", "heavy-horse"},
	} {
		for _, def := range r.Mass.Types {
			for i := 1; i < len(chain); i++ {
				lo, _ := r.Mass.Lookup(chain[i-1], def)
				hi, _ := r.Mass.Lookup(chain[i], def)
				if strength(hi) < strength(lo) {
					t.Errorf("%s vs %s (%v) is weaker than %s vs %s (%v)", chain[i], def, strength(hi), chain[i-1], def, strength(lo))
				}
			}
		}
	}
}

func TestAppendixA_Dice(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name   string
		mm     chainmail.MassMelee
		dice   int
		kill   int
		immune bool
	}{
		{"one die per man", chainmail.MassMelee{Attacker: unit("light-foot", 10), Defender: unit("light-foot", 10), Aspect: chainmail.Front}, 10, 6, false},
		{"four dice per man", chainmail.MassMelee{Attacker: unit("heavy-horse", 5), Defender: unit("light-foot", 20), Aspect: chainmail.Front}, 20, 5, false},
		{"part group rounds half up", chainmail.MassMelee{Attacker: unit("light-foot", 10), Defender: unit("heavy-horse", 4), Aspect: chainmail.Front}, 3, 6, false},
		{"part group under half rolls nothing", chainmail.MassMelee{Attacker: unit("light-foot", 1), Defender: unit("armored-foot", 4), Aspect: chainmail.Front}, 0, 6, false},
		{"pike adds a die per group (heavy foot)", chainmail.MassMelee{Attacker: armed(unit("heavy-foot", 10), "pike"), Defender: unit("light-foot", 10), Aspect: chainmail.Front}, 20, 5, false},
		{"halberd adds a die per group (armored foot)", chainmail.MassMelee{Attacker: armed(unit("armored-foot", 6), "halberd"), Defender: unit("medium-horse", 6), Aspect: chainmail.Front}, 6, 6, false},
		{"no extra die for light foot", chainmail.MassMelee{Attacker: armed(unit("light-foot", 10), "pike"), Defender: unit("light-foot", 10), Aspect: chainmail.Front}, 10, 6, false},
		{"swiss attack: armored foot, weapon die, mass shock", chainmail.MassMelee{Attacker: swiss(12, "pike"), Defender: unit("heavy-horse", 6), Aspect: chainmail.Front}, 4*2 + 6, 6, false},
		{"swiss under 5x2 attack as themselves", chainmail.MassMelee{Attacker: swiss(8, "pike"), Defender: unit("light-foot", 8), Aspect: chainmail.Front}, 16, 5, false},
		{"pike block immune to lances in front", chainmail.MassMelee{Attacker: armed(unit("heavy-horse", 6), "lance"), Defender: swiss(20, "pike"), Aspect: chainmail.Front}, 18, 5, true},
		{"halberd block not immune to lances", chainmail.MassMelee{Attacker: armed(unit("heavy-horse", 6), "lance"), Defender: swiss(20, "halberd"), Aspect: chainmail.Front}, 18, 5, false},
		{"pike block hurt by pikes", chainmail.MassMelee{Attacker: armed(unit("heavy-foot", 10), "pike"), Defender: swiss(20, "pike"), Aspect: chainmail.Front}, 20, 6, false},
		{"pike block struck in flank", chainmail.MassMelee{Attacker: armed(unit("heavy-horse", 6), "lance"), Defender: swiss(20, "pike"), Aspect: chainmail.Flank}, 24, 5, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := r.Mass.PlanStrike(tc.mm, true)
			if err != nil {
				t.Fatal(err)
			}
			if s.Dice != tc.dice || s.KillFrom != tc.kill || s.Immune != tc.immune {
				t.Errorf("%s vs %s: %d dice killing %d+ immune %v, want %d, %d+, %v (notes %v)", s.By, s.Against, s.Dice, s.KillFrom, s.Immune, tc.dice, tc.kill, tc.immune, s.Notes)
			}
			if s.Reference != chainmail.RefMass {
				t.Errorf("ref %q", s.Reference)
			}
		})
	}
}

// Swiss defending in close order with pole arms count as heavy foot; in
// open order, or struck in flank or rear, as light foot.
func TestAppendixA_SwissDefending(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		def    chainmail.Unit
		aspect chainmail.Aspect
		as     chainmail.TroopType
	}{
		{swiss(20, "pike"), chainmail.Front, "heavy-foot"},
		{swiss(20, "pike"), chainmail.Rear, "light-foot"},
		{chainmail.Unit{Type: "heavy-foot", Men: 20, Weapon: "pike", Swiss: true}, chainmail.Front, "light-foot"},
	} {
		s, err := r.Mass.PlanStrike(chainmail.MassMelee{Attacker: armed(unit("heavy-foot", 10), "pike"), Defender: tc.def, Aspect: tc.aspect}, true)
		if err != nil {
			t.Fatal(err)
		}
		if s.Against != tc.as {
			t.Errorf("%+v struck on %s counts as %s, want %s", tc.def, tc.aspect, s.Against, tc.as)
		}
	}
}

func TestAppendixA_ResolveBothSidesStrike(t *testing.T) {
	r := rules(t)
	mm := chainmail.MassMelee{Attacker: unit("light-foot", 2), Defender: unit("light-foot", 2), Aspect: chainmail.Front}
	// Attacker's two dice first (6, 1): one kill; then the defender's (6, 6).
	res, err := r.Mass.ResolveMass(mm, dice.NewScripted(6, 1, 6, 6))
	if err != nil {
		t.Fatal(err)
	}
	if res.DefenderCasualties != 1 || res.AttackerCasualties != 2 {
		t.Errorf("casualties attacker %d defender %d, want 2 and 1", res.AttackerCasualties, res.DefenderCasualties)
	}
	if len(res.Attacker.Rolls) != 2 || len(res.Defender.Rolls) != 2 {
		t.Errorf("rolls %v / %v", res.Attacker.Rolls, res.Defender.Rolls)
	}
}

func TestAppendixA_CasualtiesCappedAtUnitSize(t *testing.T) {
	r := rules(t)
	mm := chainmail.MassMelee{Attacker: unit("heavy-horse", 1), Defender: unit("light-foot", 1), Aspect: chainmail.Front}
	// 4 dice all kill, but there is one man; he strikes back with 1 die per 4: none.
	res, err := r.Mass.ResolveMass(mm, dice.NewScripted(6, 6, 6, 6))
	if err != nil {
		t.Fatal(err)
	}
	if res.DefenderCasualties != 1 || res.AttackerCasualties != 0 {
		t.Errorf("casualties %+v", res)
	}
}

func TestAppendixA_ImmuneFormationRollsNothing(t *testing.T) {
	r := rules(t)
	mm := chainmail.MassMelee{Attacker: armed(unit("heavy-horse", 2), "lance"), Defender: swiss(10, "pike"), Aspect: chainmail.Front}
	// Only the Swiss (heavy foot vs heavy horse: 1 die per 4 men, +1 pike die) roll: 3 groups x 2 = 6 dice.
	src := dice.NewScripted(6, 6, 1, 1, 1, 1)
	res, err := r.Mass.ResolveMass(mm, src)
	if err != nil {
		t.Fatal(err)
	}
	if res.DefenderCasualties != 0 || res.AttackerCasualties != 2 || src.Remaining() != 0 {
		t.Errorf("res %+v, %d dice left", res, src.Remaining())
	}
}

func TestAppendixA_Refusals(t *testing.T) {
	r := rules(t)
	_, err := r.Mass.Lookup("elephant", "light-foot")
	wantRuleError(t, err, chainmail.RefMass, "elephant", "heavy-horse", "light-foot")
	_, err = r.Mass.PlanStrike(chainmail.MassMelee{Attacker: unit("light-foot", 0), Defender: unit("light-foot", 1), Aspect: chainmail.Front}, true)
	wantRuleError(t, err, chainmail.RefMass, "0 men")
	_, err = r.Mass.PlanStrike(chainmail.MassMelee{Attacker: unit("light-foot", 1), Defender: unit("light-foot", 1), Aspect: "above"}, true)
	wantRuleError(t, err, chainmail.RefMass, "aspect")
	_, err = r.Mass.PlanStrike(chainmail.MassMelee{Attacker: unit("light-foot", chainmail.MaxUnitMen+1), Defender: unit("light-foot", 1), Aspect: chainmail.Front}, true)
	wantRuleError(t, err, chainmail.RefMass, "at most")
}

func unit(t chainmail.TroopType, men int) chainmail.Unit { return chainmail.Unit{Type: t, Men: men} }

func armed(u chainmail.Unit, w string) chainmail.Unit { u.Weapon = w; return u }

func swiss(men int, w string) chainmail.Unit {
	return chainmail.Unit{Type: "heavy-foot", Men: men, Weapon: w, CloseOrder: true, Swiss: true}
}

func BenchmarkResolveMass(b *testing.B) {
	r := rules(b)
	mm := chainmail.MassMelee{Attacker: armed(unit("heavy-horse", 20), "lance"), Defender: armed(unit("heavy-foot", 40), "halberd"), Aspect: chainmail.Front}
	src := dice.NewSeeded(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := r.Mass.ResolveMass(mm, src); err != nil {
			b.Fatal(err)
		}
	}
}
