package havoc_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §27 "Freddie goes berserk!": 8 starts the rage, 7+3 keeps it, an
// original 10 in a rage is mad rage, 3+3 ends it.
func TestRule27_FreddieGoesBerserk(t *testing.T) {
	tab := tables(t)
	steps := []struct {
		inRage bool
		dr     int
		want   havoc.BerserkRage
	}{{false, 8, havoc.Rage}, {true, 7, havoc.Rage}, {true, 10, havoc.MadRage}, {true, 3, havoc.Calm}, {false, 7, havoc.Calm}, {false, 10, havoc.Rage}}
	for i, s := range steps {
		got, dr := tab.BerserkRoll(s.inRage, dice.NewScripted(s.dr))
		if got != s.want || dr != s.dr {
			t.Errorf("step %d (in rage %v, die %d): %v, want %v", i+1, s.inRage, s.dr, got, s.want)
		}
	}
	if c := havoc.BerserkValues(foot("Frederick", 12, 6)); c.Attack != 19 || c.Defence != 8 {
		t.Errorf("2.71: +7/+2 in a rage: %+v", c)
	}
}

// §2.75: a monk's deflection.
func TestRule2_75_MonkDeflection(t *testing.T) {
	tab := tables(t)
	dk, _ := havoc.ParseResult("dk")
	dw, _ := havoc.ParseResult("dw")
	d2, _ := havoc.ParseResult("d2")
	cases := []struct {
		res   havoc.Result
		dr    int
		want  string
		again bool
	}{{dk, 1, "dw", false}, {dw, 4, "d1", false}, {d2, 2, "-", false}, {dk, 5, "dk", true}, {dk, 8, "dk", false}}
	for _, c := range cases {
		got := tab.MonkDeflects(c.res, dice.NewScripted(c.dr))
		if got.Result.String() != c.want || got.TryAgain != c.again {
			t.Errorf("%s die %d: %+v, want %s again %v", c.res, c.dr, got, c.want, c.again)
		}
	}
}

// §18.4, §16.126, §19.5: searching, stepping stones, filling the moat.
func TestRule19_5_SmallRolls(t *testing.T) {
	tab := tables(t)
	if f, _ := tab.SearchTreasure(dice.NewScripted(7)); !f {
		t.Error("18.4: found on 7")
	}
	if f, _ := tab.SearchTreasure(dice.NewScripted(8)); f {
		t.Error("18.4: not on 8")
	}
	for _, c := range []struct {
		ev    havoc.EventKind
		dice  []int
		falls bool
	}{{havoc.Retreated, nil, true}, {havoc.Stunned, nil, true}, {havoc.Wounded, []int{5}, true}, {havoc.Wounded, []int{6}, false}, {havoc.MeleeBegun, nil, false}} {
		if f, _ := tab.FallsFromStones(c.ev, dice.NewScripted(c.dice...)); f != c.falls {
			t.Errorf("16.126 %s %v: falls %v", c.ev, c.dice, f)
		}
	}
	for _, c := range []struct {
		bridge bool
		dr     int
		filled bool
	}{{false, 6, true}, {false, 7, false}, {true, 3, true}, {true, 4, false}} {
		if f, _ := tab.FillMoatOffboard(c.bridge, dice.NewScripted(c.dr)); f != c.filled {
			t.Errorf("19.51 drawbridge %v die %d: %v", c.bridge, c.dr, f)
		}
	}
	good := havoc.MoatCrew{Fewest: 2, AtEnd: 4, Replaced2: true}
	if f, _, err := tab.FillMoatOnboard(good, false, nil); !f || err != nil {
		t.Errorf("19.52: a day kept and manned fills it (%v)", err)
	}
	if f, _, _ := tab.FillMoatOnboard(good, true, dice.NewScripted(6)); f {
		t.Error("19.52: under the drawbridge 6 fails")
	}
	_, _, err := tab.FillMoatOnboard(havoc.MoatCrew{Fewest: 1, AtEnd: 4, Replaced2: true}, false, nil)
	wantRule(t, err, "19.52")
	_, _, err = tab.FillMoatOnboard(havoc.MoatCrew{Destroyed: true}, false, nil)
	wantRule(t, err, "19.52")
}
