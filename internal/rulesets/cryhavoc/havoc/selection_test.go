package havoc_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §2: random determination of a unit selects every unit with the lowest
// d10, so a tie selects several.
func TestRule2_RandomDeterminationOfAUnit(t *testing.T) {
	for _, c := range []struct {
		rolls []int
		want  []int
	}{
		{[]int{4}, []int{0}},
		{[]int{4, 2, 9}, []int{1}},
		{[]int{3, 7, 3}, []int{0, 2}},
		{[]int{10, 10}, []int{0, 1}},
	} {
		if got := havoc.LowestRolls(c.rolls); !slices.Equal(got, c.want) {
			t.Errorf("LowestRolls(%v) = %v, want %v", c.rolls, got, c.want)
		}
		if got := havoc.SelectUnits(len(c.rolls), dice.NewScripted(c.rolls...), "test"); !slices.Equal(got, c.want) {
			t.Errorf("SelectUnits(%v) = %v, want %v", c.rolls, got, c.want)
		}
	}
}

// §10.7: the damaged unit of a losing group, with the "killed" exception.
func TestRule10_7_GroupResults(t *testing.T) {
	tab := tables(t)
	c := havoc.Combat{
		Attackers: []havoc.Combatant{foot("Ben", 90, 5)},
		Defenders: []havoc.Combatant{foot("Roland", 5, 5), foot("Piers", 5, 5), foot("Hugh", 5, 5)},
	}
	// 90 against 15 is 6-1; infantry 6-1: die 1 dk, die 3 dw, die 5 ds.
	cases := []struct {
		name  string
		dice  []int
		trace string
	}{
		{"one lowest roll takes the kill", []int{1, 5, 2, 8},
			"CombatResolved[6-1>6-1 1 dk] MeleeBegun Killed[Piers] AdvanceAllowed[attacker]"},
		{"a tie on a stun stuns both", []int{5, 4, 9, 4},
			"CombatResolved[6-1>6-1 5 ds] MeleeBegun Stunned[Roland] Stunned[Hugh]"},
		{"a tie on a wound wounds both", []int{3, 1, 1, 6},
			"CombatResolved[6-1>6-1 3 dw] MeleeBegun Wounded[Roland] Wounded[Piers]"},
		// Roland and Hugh tie on 2; a second round singles out Hugh (3
		// against Roland's 6): Hugh is killed, Roland only wounded.
		{"a tie on a kill kills one, wounds the others", []int{1, 2, 5, 2, 6, 3},
			"CombatResolved[6-1>6-1 1 dk] MeleeBegun KillReduced[Roland] Wounded[Roland] Killed[Hugh] AdvanceAllowed[attacker]"},
		// Three-way tie, then Roland and Piers tie again, then Piers.
		{"the single-out repeats until one is left", []int{1, 7, 7, 7, 4, 4, 9, 8, 2},
			"CombatResolved[6-1>6-1 1 dk] MeleeBegun KillReduced[Roland] Wounded[Roland] Killed[Piers] KillReduced[Hugh] Wounded[Hugh] AdvanceAllowed[attacker]"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := dice.NewScripted(tc.dice...)
			ev, err := tab.Resolve(&c, d, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := trace(ev); got != tc.trace {
				t.Errorf("got  %s\nwant %s", got, tc.trace)
			}
		})
	}
}

// §10.7 for riders and animals: a "*dk" tie kills one rider and one horse;
// the others keep their horses and are wounded, an animal takes nothing.
func TestRule10_7_ReducedKill(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"dk", "dw"}, {"*dk", "dw"}, {"*dw", "dw"}, {"ak", "aw"}, {"ds", "ds"},
	} {
		r, err := havoc.ParseResult(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := havoc.ReducedKill(r).String(); got != c.want {
			t.Errorf("ReducedKill(%s) = %s, want %s", c.in, got, c.want)
		}
	}
	star, _ := havoc.ParseResult("*dk")
	hits := havoc.GroupResults(2, star, dice.NewScripted(4, 4, 1, 2))
	if len(hits) != 2 || hits[0].Result != star || hits[0].Reduced || !hits[1].Reduced || hits[1].Result.String() != "dw" {
		t.Errorf("hits %+v", hits)
	}
}

// Property: a group result always hits at least one unit, kills at most one.
func TestRule10_7_Properties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(1, 6).Draw(rt, "n")
		r := havoc.Result{Code: havoc.DefenderKilled, HorseKilled: rapid.Bool().Draw(rt, "horse")}
		hits := havoc.GroupResults(n, r, dice.NewSeeded(rapid.Uint64().Draw(rt, "seed")))
		if len(hits) == 0 {
			rt.Fatal("no unit hit")
		}
		killed := 0
		for _, h := range hits {
			if h.Result.Code == havoc.DefenderKilled {
				killed++
			}
			if h.Unit < 0 || h.Unit >= n {
				rt.Fatalf("unit %d of %d", h.Unit, n)
			}
		}
		if killed != 1 {
			rt.Fatalf("%d killed among %+v", killed, hits)
		}
	})
}
