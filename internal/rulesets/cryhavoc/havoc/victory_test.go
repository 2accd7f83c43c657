package havoc_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
)

func man(name, side, class string, fate havoc.Fate, wounded bool) havoc.Outcome {
	return havoc.Outcome{Name: name, Side: side, Class: class, Character: true, Fate: fate, Wounded: wounded}
}

// §23.2 with §17.2 and §22.9: what each casualty is worth to the enemy.
func TestRule23_2_CasualtyValues(t *testing.T) {
	v := &tables(t).Victory
	cases := []struct {
		rule string
		o    havoc.Outcome
		want int
	}{
		{"23.2 knight killed", man("Sir Baldric", "Convoy", "knight", havoc.Dead, false), 5},
		{"23.2 knight wounded", man("Sir Baldric", "Convoy", "knight", havoc.OnMap, true), 3},
		{"23.2 holy order knight is a knight", man("Brother Hugh", "Convoy", "holy-order-knight", havoc.Dead, false), 5},
		{"23.2 mamluks are knights (§2)", man("Baibars", "Convoy", "unarmoured-mamluk", havoc.OnMap, true), 3},
		{"23.2 peasant killed", man("Lightfoot", "Outlaws", "peasant", havoc.Dead, false), 2},
		{"23.2 peasant wounded", man("Lightfoot", "Outlaws", "muslim-peasant", havoc.OnMap, true), 1},
		{"23.2 other killed", man("Ansel", "Convoy", "spearman", havoc.Dead, true), 3},
		{"23.2 other wounded", man("Ansel", "Convoy", "civilian", havoc.OnMap, true), 2},
		{"23.2 healthy is no casualty", man("Ansel", "Convoy", "spearman", havoc.OnMap, false), 0},
		{"17.2 drowned knight counts as wounded", man("Sir Baldric", "Convoy", "knight", havoc.Drowned, false), 3},
		{"17.2 drifted off counts as wounded", man("Colin", "Convoy", "spearman", havoc.DriftedOff, false), 2},
		{"22.9 routed off healthy is no casualty", man("Colin", "Convoy", "spearman", havoc.RoutedOff, false), 0},
		{"22.9 routed off wounded counts as wounded", man("Colin", "Convoy", "spearman", havoc.RoutedOff, true), 2},
		{"23.2 left the map wounded", man("Colin", "Convoy", "spearman", havoc.Exited, true), 2},
		{"23.2 animals score nothing", havoc.Outcome{Name: "Bessie", Kind: "mule", Fate: havoc.Dead}, 0},
	}
	for _, c := range cases {
		if got, _ := v.CasualtyValue(&c.o); got != c.want {
			t.Errorf("%s: %d VP, want %d", c.rule, got, c.want)
		}
	}
}

// §23.2: a whole game scored: casualties for the enemy, engines and tents,
// the scenario's objectives, and the text objective left to the players.
func TestRule23_2_ScoreAGame(t *testing.T) {
	v := &tables(t).Victory
	h := hex.MustParse
	sum := havoc.Summary{
		Sides: []string{"Convoy", "Outlaws"},
		Units: []havoc.Outcome{
			man("Sir Baldric", "Convoy", "knight", havoc.OnMap, true),      // 3 to Outlaws
			man("Master Odo", "Convoy", "civilian", havoc.Dead, false),     // 3 to Outlaws
			man("Lightfoot", "Outlaws", "peasant", havoc.Dead, false),      // 2 to Convoy
			man("Long Hal", "Outlaws", "longbowman", havoc.Drowned, false), // 2 to Convoy
			man("Snip", "Outlaws", "shortbowman", havoc.RoutedOff, false),  // 0
			{Name: "Rent cart", Side: "Convoy", Kind: "cart", Fate: havoc.Exited, ExitHex: h("X5")},
			{Name: "Ram", Side: "Outlaws", Kind: "ram", Fate: havoc.Destroyed}, // 10 to Convoy
			{Name: "Old mangonel", Kind: "mangonel", Fate: havoc.Destroyed, DestroyedBy: "Outlaws"},
		},
		Tents: []havoc.TentLoss{{Hex: h("C3"), Owner: "Outlaws"}, {Hex: h("C4"), By: "Convoy"}}, // 2 to Convoy
	}
	obj := []scenario.Objective{
		{Side: "Convoy", Kind: "exit", Hexes: []hex.Hex{h("X1"), h("X5")}, Target: "Rent cart", Points: 15, Text: "The cart leaves by the east edge."},
		{Side: "Outlaws", Kind: "kill", Target: "Master Odo", Points: 6, Text: "Kill the rent collector."},
		{Side: "Outlaws", Kind: "text", Points: 15, Text: "An outlaw is on the cart."},
	}
	sc := v.Score(&sum, obj, nil)
	got := map[string]int{}
	for _, s := range sc.Sides {
		got[s.Side] = s.Points
	}
	// Convoy: 2 + 2 + 10 + 2 (tents) + 15 (exit) = 31.
	// Outlaws: 3 + 3 + 4 (the neutral mangonel they destroyed) + 6 (kill) = 16.
	if got["Convoy"] != 31 || got["Outlaws"] != 16 {
		t.Errorf("points %v, want Convoy 31, Outlaws 16; sheets %+v", got, sc.Sides)
	}
	if sc.Winner != "Convoy" || sc.Draw {
		t.Errorf("winner %q draw %v, want Convoy", sc.Winner, sc.Draw)
	}
	if !slices.Equal(sc.ToJudge, []int{2}) {
		t.Errorf("to judge %v, want the text objective [2]", sc.ToJudge)
	}
	// The players judge the text objective met: 31 against 31, a draw.
	sc = v.Score(&sum, obj, map[int]bool{2: true})
	if sc.Winner != "" || !sc.Draw || len(sc.ToJudge) != 0 {
		t.Errorf("judged: winner %q draw %v to judge %v, want a draw", sc.Winner, sc.Draw, sc.ToJudge)
	}
}

// The objective kinds of the scenario format, judged on a finished game.
func TestRule23_2_Objectives(t *testing.T) {
	h := hex.MustParse
	hall := []hex.Hex{h("I8"), h("I9"), h("J8")}
	at := func(o havoc.Outcome, hs ...string) havoc.Outcome {
		for _, s := range hs {
			o.Hexes = append(o.Hexes, h(s))
		}
		return o
	}
	walter := at(man("Sir Walter", "Besiegers", "knight", havoc.OnMap, false), "I8")
	roger := at(man("Sir Roger", "Defenders", "knight", havoc.OnMap, false), "J8")
	stunnedRoger := roger
	stunnedRoger.Stunned = true
	prisoner := roger
	prisoner.CapturedBy = "Besiegers"
	matilda := at(man("Lady Matilda", "Defenders", "civilian", havoc.OnMap, false), "J9")
	taken := matilda
	taken.CapturedBy = "Besiegers"
	rider := at(man("Sir Walter", "Besiegers", "knight", havoc.OnMap, false), "H8", "I9")
	hold := scenario.Objective{Side: "Besiegers", Kind: "hold", Hexes: hall}
	capture := scenario.Objective{Side: "Besiegers", Kind: "capture", Target: "Lady Matilda"}
	kill := scenario.Objective{Side: "Defenders", Kind: "kill", Target: "Sir Walter"}
	exit := scenario.Objective{Side: "Besiegers", Kind: "exit", Hexes: []hex.Hex{h("A1")}}
	cases := []struct {
		name  string
		ob    scenario.Objective
		units []havoc.Outcome
		met   bool
	}{
		{"hold: ours alone in the hall", hold, []havoc.Outcome{walter}, true},
		{"hold: a defender still in it", hold, []havoc.Outcome{walter, roger}, false},
		{"hold: a stunned defender is live", hold, []havoc.Outcome{walter, stunnedRoger}, false},
		{"hold: a prisoner does not hold", hold, []havoc.Outcome{walter, prisoner}, true},
		{"hold: a rider with one hex in it", hold, []havoc.Outcome{rider}, true},
		{"hold: nobody there", hold, []havoc.Outcome{roger}, false},
		{"capture: taken", capture, []havoc.Outcome{taken}, true},
		{"capture: free", capture, []havoc.Outcome{matilda}, false},
		{"kill: killed", kill, []havoc.Outcome{man("Sir Walter", "Besiegers", "knight", havoc.Dead, false)}, true},
		{"kill: drowned", kill, []havoc.Outcome{man("Sir Walter", "Besiegers", "knight", havoc.Drowned, false)}, true},
		{"kill: drifted off is not dead", kill, []havoc.Outcome{man("Sir Walter", "Besiegers", "knight", havoc.DriftedOff, false)}, false},
		{"exit: any unit of the side", exit, []havoc.Outcome{{Name: "Ralf", Side: "Besiegers", Character: true, Fate: havoc.Exited, ExitHex: h("A1")}}, true},
		{"exit: another edge", exit, []havoc.Outcome{{Name: "Ralf", Side: "Besiegers", Character: true, Fate: havoc.Exited, ExitHex: h("A2")}}, false},
		{"exit: routing off does not count", exit, []havoc.Outcome{{Name: "Ralf", Side: "Besiegers", Character: true, Fate: havoc.RoutedOff, ExitHex: h("A1")}}, false},
	}
	for _, c := range cases {
		met, known := havoc.ScoreObjective(&c.ob, &havoc.Summary{Sides: []string{"Besiegers", "Defenders"}, Units: c.units})
		if !known || met != c.met {
			t.Errorf("%s: met %v (known %v), want %v", c.name, met, known, c.met)
		}
	}
	if _, known := havoc.ScoreObjective(&scenario.Objective{Kind: "text"}, &havoc.Summary{}); known {
		t.Error("a text objective is for the players to judge")
	}
}

// Properties of §23.2 scoring: a sheet adds up, a casualty never scores
// for his own side, the winner has the most points and a draw is a tie.
func TestRule23_2_ScoreProperties(t *testing.T) {
	v := &tables(t).Victory
	sides := []string{"Red", "Blue", "Green"}
	classesOf := []string{"knight", "peasant", "spearman", "civilian"}
	rapid.Check(t, func(rt *rapid.T) {
		sum := havoc.Summary{Sides: sides[:rapid.IntRange(2, 3).Draw(rt, "sides")]}
		n := rapid.IntRange(0, 12).Draw(rt, "units")
		for i := range n {
			sum.Units = append(sum.Units, havoc.Outcome{
				Name:      fmt.Sprintf("U%d", i),
				Side:      rapid.SampledFrom(append(slices.Clone(sum.Sides), "")).Draw(rt, "side"),
				Class:     rapid.SampledFrom(classesOf).Draw(rt, "class"),
				Character: true,
				Fate:      havoc.Fate(rapid.IntRange(0, 5).Draw(rt, "fate")),
				Wounded:   rapid.Bool().Draw(rt, "wounded"),
			})
		}
		sc := v.Score(&sum, nil, nil)
		best := -1
		for _, s := range sc.Sides {
			total := 0
			for _, l := range s.Lines {
				total += l.Points
				if !strings.Contains(l.What, "objective") {
					for _, u := range sum.Units {
						if strings.HasPrefix(l.What, u.Name+" ") && u.Side == s.Side {
							rt.Fatalf("%s scores its own casualty %s", s.Side, u.Name)
						}
					}
				}
			}
			if total != s.Points {
				rt.Fatalf("%s: lines add to %d, total %d", s.Side, total, s.Points)
			}
			best = max(best, s.Points)
		}
		top := 0
		for _, s := range sc.Sides {
			if s.Points == best {
				top++
			}
		}
		if sc.Draw != (top > 1) || !sc.Draw && func() bool {
			for _, s := range sc.Sides {
				if s.Side == sc.Winner {
					return s.Points != best
				}
			}
			return true
		}() {
			rt.Fatalf("winner %q draw %v with sheets %+v", sc.Winner, sc.Draw, sc.Sides)
		}
	})
}
