package havoc_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/rulesets/cryhavoc/havocdata"
)

func tables(t testing.TB) *havoc.Tables {
	t.Helper()
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// trace renders events as "Kind[side name hexes]" for comparisons.
func trace(ev []havoc.Event) string {
	var parts []string
	for _, e := range ev {
		s := e.Kind.String()
		switch e.Kind {
		case havoc.CombatResolved, havoc.CounterCharged:
			s += fmt.Sprintf("[%s>%s %d %s]", e.Odds, e.Final, e.DR, e.Result)
		case havoc.MissileResolved:
			s += fmt.Sprintf("[%d%+d %s]", e.DR, e.Shift, e.Result)
		case havoc.ChargeRolled:
			s += fmt.Sprintf("[%d %s]", e.DR, e.Charge)
		case havoc.Retreated:
			s += fmt.Sprintf("[%s %d]", e.Name, e.Hexes)
		case havoc.MeleeBegun:
		case havoc.AdvanceAllowed:
			s += "[" + e.Side.String() + "]"
		default:
			s += "[" + e.Name + "]"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

func wantRule(t *testing.T, err error, r string) {
	t.Helper()
	var re *rule.Error
	if !errors.As(err, &re) {
		t.Fatalf("error %v, want a *rule.Error citing %s", err, r)
	}
	if re.Rule != r {
		t.Fatalf("error cites rule %s (%v), want %s", re.Rule, err, r)
	}
}

func foot(name string, a, d float64) havoc.Combatant {
	return havoc.Combatant{Name: name, Attack: a, Defence: d, Kind: havoc.TargetInfantry}
}

func rider(name string, a, d float64) havoc.Combatant {
	return havoc.Combatant{Name: name, Attack: a, Defence: d, Kind: havoc.TargetMounted}
}
