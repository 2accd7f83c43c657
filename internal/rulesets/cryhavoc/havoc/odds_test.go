package havoc_test

import (
	"math"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func sum(o havoc.Outcomes) float64 {
	return o.Killed + o.Wounded + o.Stunned + o.Retreat + o.Nothing + o.AttackerHurt
}

func TestPreviewPlainAttack(t *testing.T) {
	tab := tables(t)
	c := havoc.Combat{Attackers: []havoc.Combatant{foot("A", 45, 5)}, Defenders: []havoc.Combatant{foot("D", 5, 13)}}
	o, out, err := tab.Preview(&c)
	if err != nil {
		t.Fatal(err)
	}
	// Infantry 3-1: dw dw ds d1 d1 a1 aw - - -
	if o.Original.String() != "3-1" || o.Final.String() != "3-1" {
		t.Fatalf("odds %s/%s", o.Original, o.Final)
	}
	want := havoc.Outcomes{Wounded: 0.2, Stunned: 0.1, Retreat: 0.2, AttackerHurt: 0.2, Nothing: 0.3}
	if !near(out.Wounded, want.Wounded) || !near(out.Stunned, want.Stunned) || !near(out.Retreat, want.Retreat) ||
		!near(out.AttackerHurt, want.AttackerHurt) || !near(out.Nothing, want.Nothing) || out.Killed != 0 {
		t.Errorf("got %+v, want %+v", out, want)
	}
}

// §9.4: the preview of a risky charge mixes the charge die in.
func TestPreviewCharge(t *testing.T) {
	tab := tables(t)
	c := havoc.Combat{Attackers: []havoc.Combatant{rider("Roland", 30, 16)}, Defenders: []havoc.Combatant{rider("Piers", 22, 15)}, Charge: true, FrontArc: true}
	_, out, err := tab.Preview(&c)
	if err != nil {
		t.Fatal(err)
	}
	if !out.ChargeDie || !near(sum(out), 1) {
		t.Fatalf("got %+v (sum %v)", out, sum(out))
	}
	// Mounted 3-1: dw *ds d1 d1 a1 aw ... → wounded 0.1 of the 0.7 that strike.
	if !near(out.Wounded, 0.07) || !near(out.Nothing, 0.2+0.7*0.4) || !near(out.AttackerHurt, 0.1+0.7*0.2) {
		t.Errorf("got %+v", out)
	}
	// Counter-charge 22 vs 16 at 1-1: d1 on die 1-2 → 0.4 × 0.2.
	if !near(out.CounterHurt, 0.08) {
		t.Errorf("counter hurt %v, want 0.08", out.CounterHurt)
	}
}

// Properties: odds never fall as attack strength rises; the preview's
// chances sum to one; Resolve never fails or panics on legal combats.
func TestPropertiesCombat(t *testing.T) {
	tab := tables(t)
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(1, 3).Draw(rt, "attackers")
		m := rapid.IntRange(1, 3).Draw(rt, "defenders")
		unit := func(label string) havoc.Combatant {
			return havoc.Combatant{
				Attack:    float64(rapid.IntRange(1, 60).Draw(rt, label+"a")) / 2,
				Defence:   float64(rapid.IntRange(1, 60).Draw(rt, label+"d")) / 2,
				Kind:      havoc.TargetKind(rapid.IntRange(0, 1).Draw(rt, label+"k")),
				Encircled: rapid.Bool().Draw(rt, label+"e"),
				Terrain:   havoc.Terrain(rapid.IntRange(0, 2).Draw(rt, label+"t")),
				Health:    havoc.Health(rapid.IntRange(0, 1).Draw(rt, label+"h")),
			}
		}
		var c havoc.Combat
		for i := 0; i < n; i++ {
			c.Attackers = append(c.Attackers, unit("a"))
		}
		for i := 0; i < m; i++ {
			c.Defenders = append(c.Defenders, unit("d"))
		}
		o1, out, err := tab.Preview(&c)
		if err != nil {
			rt.Fatal(err)
		}
		if !near(sum(out), 1) {
			rt.Fatalf("chances sum to %v", sum(out))
		}
		c.Attackers[0].Attack += 7
		o2, _ := tab.Odds(&c)
		if o2.Original.Attack*o1.Original.Defence < o1.Original.Attack*o2.Original.Defence {
			rt.Fatalf("more attack gave lower odds: %s then %s", o1.Original, o2.Original)
		}
		ev, err := tab.Resolve(&c, dice.NewSeeded(rapid.Uint64().Draw(rt, "seed")), nil)
		if err != nil || len(ev) == 0 || ev[0].Kind != havoc.CombatResolved {
			rt.Fatalf("resolve: %v %v", ev, err)
		}
	})
}

// fixed is a dice source without allocation for the benchmarks.
type cycling struct{ n int }

func (c *cycling) Roll(sides int, _ string) int { c.n++; return 1 + c.n%sides }

func BenchmarkResolve(b *testing.B) {
	tab := tables(b)
	c := havoc.Combat{
		Attackers: []havoc.Combatant{foot("A", 27, 12), foot("B", 9, 6)},
		Defenders: []havoc.Combatant{foot("D", 8, 10)},
	}
	ev := make([]havoc.Event, 0, 16)
	b.ReportAllocs()
	d := &cycling{}
	for b.Loop() {
		ev, _ = tab.Resolve(&c, d, ev[:0])
	}
}

func BenchmarkPreview(b *testing.B) {
	tab := tables(b)
	c := havoc.Combat{Attackers: []havoc.Combatant{rider("Roland", 30, 16)}, Defenders: []havoc.Combatant{rider("Piers", 22, 15)}, Charge: true, FrontArc: true}
	b.ReportAllocs()
	for b.Loop() {
		_, _, _ = tab.Preview(&c)
	}
}

func BenchmarkResolveFire(b *testing.B) {
	tab := tables(b)
	f := havoc.Fire{Weapon: "longbow", Range: 45, Cover: havoc.CoverLight, Armoured: true}
	ev := make([]havoc.Event, 0, 8)
	b.ReportAllocs()
	d := &cycling{}
	for b.Loop() {
		ev, _ = tab.ResolveFire(&f, d, ev[:0])
	}
}

// The preview follows results through to their effect (§10.3, §10.4, §13).
func TestPreviewEffects(t *testing.T) {
	tab := tables(t)
	w := foot("D", 5, 13)
	w.Health = havoc.WoundedState
	c := havoc.Combat{Attackers: []havoc.Combatant{foot("A", 45, 5)}, Defenders: []havoc.Combatant{w}}
	_, out, _ := tab.Preview(&c)
	// Infantry 3-1: dw dw ds d1 d1 a1 aw - - -: every wound or stun kills.
	if !near(out.Killed, 0.3) || out.Wounded != 0 || out.Stunned != 0 || !near(out.Retreat, 0.2) {
		t.Errorf("wounded defender: %+v", out)
	}
	mule := havoc.Combatant{Name: "Mule", Defence: 5, Kind: havoc.TargetAnimal}
	mule2 := mule
	c = havoc.Combat{Attackers: []havoc.Combatant{foot("A", 20, 5)}, Defenders: []havoc.Combatant{mule, mule2}}
	_, out, _ = tab.Preview(&c)
	// Mounted 2-1: dw d1 d1 a1 aw - - - - -: animals ignore the wound.
	if !near(out.Nothing, 0.6) || !near(out.Retreat, 0.2) || !near(out.AttackerHurt, 0.2) || !near(sum(out), 1) {
		t.Errorf("animals: %+v", out)
	}
}
