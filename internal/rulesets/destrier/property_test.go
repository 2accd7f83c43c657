package destrier_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/rulesets/destrier"
)

var templates = []string{"knight", "man-at-arms", "halberdier", "archer", "peasant", "mage", "nordic-berserk", "ogre", "giant", "war-dog", "wolf", "war-horse", "great-horse", "light-horse", "mule"}

// drawFighter is any template, with its status drawn.
func drawFighter(t *rapid.T, tb testing.TB, name string) destrier.Fighter {
	f := fighter(tb, rapid.SampledFrom(templates).Draw(t, name+" template"), name)
	f.BlowsLeft = rapid.IntRange(0, f.Blows+2).Draw(t, name+" blows left")
	f.PassiveRun = rapid.IntRange(0, 8).Draw(t, name+" passive run")
	f.FreeParryUsed = rapid.Bool().Draw(t, name+" free parry used")
	f.Berserk = rapid.Bool().Draw(t, name+" berserk")
	f.Posture = rapid.SampledFrom([]destrier.Posture{destrier.Standing, destrier.Kneeling, destrier.Prone}).Draw(t, name+" posture")
	f.Speed = rapid.SampledFrom([]destrier.Speed{destrier.AtStand, destrier.AtTrot, destrier.AtCanter, destrier.AtGallop, destrier.AtCharge}).Draw(t, name+" speed")
	f.Prepared = rapid.IntRange(0, 3).Draw(t, name+" prepared")
	f.Loaded = rapid.Bool().Draw(t, name+" loaded")
	return f
}

// A legal play never costs more blows than the figure has, and Spend
// leaves it exactly the rest. Plays are drawn from the cards the figure
// may play, so that most of them are legal.
func TestProperty_LegalPlaysArePaidFor(t *testing.T) {
	r := rules(t)
	rapid.Check(t, func(rt *rapid.T) {
		f := drawFighter(rt, t, "F")
		var tacs, melee []destrier.CardName
		for _, c := range r.Cards.List {
			if c.MayPlay(f) != nil {
				continue
			}
			if c.TAC() {
				tacs = append(tacs, c.Name)
			} else {
				melee = append(melee, c.Name)
			}
		}
		if f.Kind == destrier.Steed {
			tacs, _ = r.SteedTAC(f)
		}
		step := rapid.SampledFrom([]destrier.Step{destrier.TACPhase, destrier.CardRound}).Draw(rt, "step")
		p := destrier.Play{Target: "T", Cards: rapid.SliceOfNDistinct(rapid.SampledFrom(melee), 1, 2, func(c destrier.CardName) destrier.CardName { return c }).Draw(rt, "cards")}
		m := destrier.Moment{Step: step, InContact: true}
		if step == destrier.TACPhase && len(tacs) > 0 {
			p.TAC = rapid.SampledFrom(tacs).Draw(rt, "tac")
		}
		if err := r.Legal(f, p, m); err != nil {
			return
		}
		legalPlays++
		bill := r.Cost(f, p, step)
		if bill.Total > f.BlowsLeft || bill.Total < 0 {
			rt.Fatalf("legal play %+v costs %d with %d blows", p, bill.Total, f.BlowsLeft)
		}
		if s := r.Spend(f, p, step); s.BlowsLeft != f.BlowsLeft-bill.Total {
			rt.Fatalf("spent to %d from %d paying %d", s.BlowsLeft, f.BlowsLeft, bill.Total)
		}
	})
	if legalPlays == 0 {
		t.Error("no drawn play was legal: the property says nothing")
	}
}

var legalPlays int

// A blow's critical chance lies within its hit chance and never below
// nothing; a weapon bash chance is never negative; Strike never panics.
func TestProperty_OddsAreChances(t *testing.T) {
	r := rules(t)
	defences := []destrier.CardName{destrier.WeaponParry, destrier.ActiveShieldParry, destrier.PassiveShieldParry,
		destrier.DesperateDefense, destrier.DodgeLeft, destrier.WeaponPlay}
	facings := []destrier.Facing{destrier.ShieldSide, destrier.SwordSide, destrier.Head, destrier.Front, destrier.Rear}
	tacs := []destrier.CardName{destrier.Charge, destrier.Fleche, destrier.Close, destrier.StandGround, destrier.KeepDistance, destrier.Retreat}
	rapid.Check(t, func(rt *rapid.T) {
		b := destrier.Blow{
			Attacker:   drawFighter(rt, t, "A"),
			Defender:   drawFighter(rt, t, "D"),
			Card:       rapid.SampledFrom([]destrier.CardName{destrier.DeliverBlow, destrier.GreatBlow, destrier.Punch, destrier.Kick, destrier.WeaponPlay}).Draw(rt, "card"),
			Defences:   rapid.SliceOfNDistinct(rapid.SampledFrom(defences), 0, 3, func(c destrier.CardName) destrier.CardName { return c }).Draw(rt, "defences"),
			Through:    rapid.SampledFrom(facings[:4]).Draw(rt, "through"),
			Lands:      rapid.SampledFrom(facings).Draw(rt, "lands"),
			Maneuver:   r.Maneuvers.Lookup(rapid.SampledFrom(tacs).Draw(rt, "att"), rapid.SampledFrom(tacs).Draw(rt, "def")),
			Initiative: rapid.Bool().Draw(rt, "initiative"),
			Guessed:    rapid.Bool().Draw(rt, "guessed"),
			MountSpeed: b0(rt),
		}
		o, err := r.Odds(b)
		if err != nil {
			return
		}
		if o.Critical < 0 || o.Critical > max(o.Hit, 0) || o.WeaponBash < 0 {
			rt.Fatalf("odds %+v", o)
		}
		if _, err := r.Strike(b, dice.NewSeeded(rapid.Uint64().Draw(rt, "seed"))); err != nil {
			rt.Fatalf("Odds accepted, Strike refused: %v", err)
		}
	})
}

func b0(rt *rapid.T) destrier.Speed {
	return rapid.SampledFrom([]destrier.Speed{"", destrier.AtTrot, destrier.AtCanter, destrier.AtGallop, destrier.AtCharge}).Draw(rt, "mount speed")
}

// The initiative is a permutation of the sides, whatever the dice.
func TestProperty_InitiativeOrdersEverySide(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(1, 5).Draw(rt, "sides")
		sides := make([]string, n)
		for i := range sides {
			sides[i] = string(rune('a' + i))
		}
		ini := destrier.RollInitiative(sides, dice.NewSeeded(rapid.Uint64().Draw(rt, "seed")))
		got := slices.Clone(ini.Order)
		slices.Sort(got)
		if !slices.Equal(got, sides) {
			rt.Fatalf("order %v of %v", ini.Order, sides)
		}
	})
}

// A retreat always has somewhere allowed to end when it has anywhere.
func TestProperty_RetreatAlwaysHasAnEnd(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		enemies := rapid.IntRange(1, 4).Draw(rt, "enemies")
		gap := func(label string) map[string]destrier.Inches {
			m := map[string]destrier.Inches{}
			for i := 0; i < enemies; i++ {
				m[string(rune('A'+i))] = destrier.Inches(rapid.IntRange(0, 40).Draw(rt, label)) / 4
			}
			return m
		}
		start := gap("start")
		ends := make([]destrier.RetreatEnd, rapid.IntRange(1, 6).Draw(rt, "ends"))
		for i := range ends {
			ends[i] = destrier.RetreatEnd{Gaps: gap("end")}
		}
		got := destrier.RetreatChoices(start, ends)
		if len(got) == 0 {
			rt.Fatalf("no end allowed of %d", len(ends))
		}
		for _, i := range got {
			if i < 0 || i >= len(ends) {
				rt.Fatalf("index %d", i)
			}
		}
	})
}

func BenchmarkOdds(b *testing.B) {
	r := rules(b)
	b.ReportAllocs()
	blow := destrier.Blow{Attacker: fighter(b, "knight", "Sir Hugh"), Defender: fighter(b, "man-at-arms", "Rafe", blue),
		Card: destrier.GreatBlow, Defences: []destrier.CardName{destrier.WeaponParry, destrier.PassiveShieldParry},
		Through: destrier.SwordSide, Lands: destrier.ShieldSide, Maneuver: r.Maneuvers.Lookup(destrier.Close, destrier.StandGround), Initiative: true}
	for b.Loop() {
		if _, err := r.Odds(blow); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLegal(b *testing.B) {
	r := rules(b)
	b.ReportAllocs()
	f := fighter(b, "knight", "Sir Hugh")
	p := destrier.Play{TAC: destrier.Close, Target: "Rafe", Cards: []destrier.CardName{destrier.GreatBlow, destrier.Ferocity}}
	m := destrier.Moment{Step: destrier.TACPhase}
	for b.Loop() {
		if err := r.Legal(f, p, m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkStrike(b *testing.B) {
	r := rules(b)
	b.ReportAllocs()
	blow := destrier.Blow{Attacker: fighter(b, "knight", "Sir Hugh"), Defender: fighter(b, "man-at-arms", "Rafe", blue),
		Card: destrier.DeliverBlow, Through: destrier.SwordSide, Lands: destrier.ShieldSide,
		Maneuver: r.Maneuvers.Lookup(destrier.StandGround, destrier.StandGround), Initiative: true}
	d := dice.NewSeeded(1)
	for b.Loop() {
		if _, err := r.Strike(blow, d); err != nil {
			b.Fatal(err)
		}
	}
}
