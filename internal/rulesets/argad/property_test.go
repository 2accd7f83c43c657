package argad_test

import (
	"fmt"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/rulesets/argad"
)

var outcomeRank = map[argad.Outcome]int{argad.Missed: 0, argad.Recoil: 1, argad.Hit: 2}

// A better modifier never makes a strike's outcome worse, a better class
// or armour never makes the foe easier, and every plan is whole (36/36).
func TestPropertyStrikeMonotone(t *testing.T) {
	r := rules(t)
	rapid.Check(t, func(t *rapid.T) {
		mod := rapid.IntRange(-6, 6).Draw(t, "modifier")
		foe := argad.Foe{Class: rapid.IntRange(2, 5).Draw(t, "class"), Armour: rapid.SampledFrom(argad.Armours).Draw(t, "armour")}
		for f := argad.NaturalMin; f <= argad.NaturalMax; f++ {
			o, _ := r.StrikeOutcome(f, mod, foe)
			if up, _ := r.StrikeOutcome(f, mod+1, foe); outcomeRank[up] < outcomeRank[o] {
				t.Fatalf("face %d: %s at %+d but %s at %+d", f, o, mod, up, mod+1)
			}
			if foe.Class < 5 {
				if tough, _ := r.StrikeOutcome(f, mod, argad.Foe{Class: foe.Class + 1, Armour: foe.Armour}); outcomeRank[tough] > outcomeRank[o] {
					t.Fatalf("face %d: class %d gives %s, class %d %s", f, foe.Class, o, foe.Class+1, tough)
				}
			}
			if f > 1 && f < 7 {
				if lower, _ := r.StrikeOutcome(f-1, mod, foe); f > 2 && outcomeRank[lower] > outcomeRank[o] {
					t.Fatalf("face %d worse than face %d", f, f-1)
				}
			}
		}
		p, err := r.PlanStrike(mod, foe)
		if err != nil {
			t.Fatal(err)
		}
		sum := 0
		for _, c := range p.Chances {
			sum += c.Chance.Num
		}
		if sum != 36 || p.Results["1"] != argad.Missed || p.Results["7"] != argad.Hit {
			t.Fatalf("%+v", p)
		}
	})
}

// Farther never hits more easily, a penalty never helps, and the
// modifier is never worse than the cap.
func TestPropertyShotMonotone(t *testing.T) {
	r := rules(t)
	weapons := []string{"javelin", "crossbow", "longbow", "bow", "sling"}
	covers := []string{"partial", "forest-edge", "slit", "pavise", "pavise-wall"}
	rapid.Check(t, func(t *rapid.T) {
		w := rapid.SampledFrom(weapons).Draw(t, "weapon")
		s := argad.Shot{Weapon: w, RangeCM: float64(rapid.IntRange(0, 600).Draw(t, "mm")) / 10,
			Shooter: argad.Shooter{Moving: w == "javelin" || w == "bow" && rapid.Bool().Draw(t, "moving")},
			Target: argad.Target{Armour: rapid.SampledFrom(argad.Armours).Draw(t, "armour"),
				Mounted: rapid.Bool().Draw(t, "mounted"), Furtive: rapid.Bool().Draw(t, "furtive"),
				Cover: rapid.SliceOfN(rapid.SampledFrom(covers), 0, 3).Draw(t, "cover")}}
		p, err := r.PlanShot(s)
		if err != nil {
			return // out of range for this weapon
		}
		if p.Modifier < -2 || p.Modifier > 0 || p.Modifier < p.Uncapped && !slices.Contains(p.Rules, "shoot.cap") {
			t.Fatalf("modifier %d from %d: %v", p.Modifier, p.Uncapped, p.Rules)
		}
		far := s
		far.RangeCM += 10
		if q, err := r.PlanShot(far); err == nil && q.Hit.Num > p.Hit.Num {
			t.Fatalf("%g cm hits %v, %g cm %v", s.RangeCM, p.Hit, far.RangeCM, q.Hit)
		}
		worse := s
		worse.Target.Furtive = true
		worse.Target.Cover = append(slices.Clone(s.Target.Cover), "slit")
		if q, err := r.PlanShot(worse); err != nil || q.Hit.Num > p.Hit.Num {
			t.Fatalf("more penalties hit more easily: %v then %v (%v)", p.Hit, q.Hit, err)
		}
	})
}

// A round's results are consistent: nobody is both killed and recoiled,
// every killed man was the target of a standing hit, and a struck man's
// blow was void only if he fell or recoiled to a longer weapon.
func TestPropertyRound(t *testing.T) {
	r := rules(t)
	lengths := r.Melee.Lengths.Order
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 6).Draw(t, "men")
		var cs []argad.Combatant
		for i := range n {
			cs = append(cs, argad.Combatant{Name: fmt.Sprint("m", i), Class: rapid.IntRange(2, 5).Draw(t, "class"),
				Armour: rapid.SampledFrom(argad.Armours).Draw(t, "armour"), Length: rapid.SampledFrom(lengths).Draw(t, "length")})
		}
		var blows []argad.Blow
		for i := range n {
			if rapid.Bool().Draw(t, "strikes") {
				at := rapid.IntRange(0, n-2).Draw(t, "at")
				if at >= i {
					at++
				}
				blows = append(blows, argad.Blow{By: i, At: at, Modifier: rapid.IntRange(-2, 2).Draw(t, "mod")})
			}
		}
		rd, err := r.FightRound(cs, blows, dice.NewSeeded(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range rd.Killed {
			if slices.Contains(rd.Recoiled, k) {
				t.Fatalf("%d both killed and recoiled", k)
			}
			hit := false
			for _, b := range rd.Blows {
				hit = hit || b.At == k && b.Stands == argad.Hit
			}
			if !hit {
				t.Fatalf("%d killed by no standing hit: %+v", k, rd)
			}
		}
		for _, b := range rd.Blows {
			if b.Void != "" && !slices.Contains(rd.Killed, b.By) && !slices.Contains(rd.Recoiled, b.By) {
				t.Fatalf("a void blow of a man left standing: %+v", b)
			}
			if b.Void == "" && outcomeRank[b.Stands] > outcomeRank[b.Rolled] {
				t.Fatalf("settling made a blow better: %+v", b)
			}
		}
	})
}

// The die: a seeded source gives every natural face with its chance; a
// long run lands near 6/36, 5/36 and 1/36 (no timing, a fixed seed).
func TestNaturalDie(t *testing.T) {
	src := dice.NewSeeded(15)
	var count [8]int
	const n = 36000
	for range n {
		f, rolls := argad.RollNatural(src, "test")
		if (f >= 6) != (len(rolls) == 2) {
			t.Fatalf("face %d from %v", f, rolls)
		}
		count[f]++
	}
	for f := 1; f <= 7; f++ {
		want := argad.NaturalChance(f).Num * n / 36
		if d := count[f] - want; d < -want/5 || d > want/5 {
			t.Errorf("face %d: %d of %d, expected about %d", f, count[f], n, want)
		}
	}
	if argad.NaturalChance(0).Num != 0 || argad.NaturalChance(8).Num != 0 {
		t.Error("faces outside 1-7")
	}
}

func BenchmarkPlanShot(b *testing.B) {
	r := rules(b)
	s := argad.Shot{Weapon: "bow", RangeCM: 33, Shooter: argad.Shooter{Moving: true},
		Target: argad.Target{Armour: argad.Armour4, Cover: []string{"partial", "pavise"}, Furtive: true}}
	for b.Loop() {
		if _, err := r.PlanShot(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFightRound(b *testing.B) {
	r := rules(b)
	cs := []argad.Combatant{
		{Name: "a", Class: 3, Armour: argad.Armour4, Length: "long"},
		{Name: "b", Class: 4, Armour: argad.Armour5, Length: "short"},
		{Name: "c", Class: 2, Armour: argad.Light, Length: "short"},
	}
	blows := []argad.Blow{{By: 0, At: 1}, {By: 1, At: 0}, {By: 2, At: 0, Modifier: -1}}
	src := dice.NewSeeded(1)
	for b.Loop() {
		if _, err := r.FightRound(cs, blows, src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSlow(b *testing.B) {
	r := rules(b)
	src := dice.NewSeeded(1)
	for b.Loop() {
		if _, err := r.Slow(manAtArms, argad.VeryDifficult, src); err != nil {
			b.Fatal(err)
		}
	}
}
