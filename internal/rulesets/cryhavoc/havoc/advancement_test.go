package havoc_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
	"herald/internal/scenario/scenariofile"
)

func classes(t *testing.T) map[string]*scenario.Class {
	t.Helper()
	cs, err := scenariofile.ShippedClasses()
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// §24.1: the table's lines for combats and captures.
func TestRule24_1_Actions(t *testing.T) {
	a := &tables(t).Advancement
	knight, sergeant, spear, peasant := a.RungOf("knight"), a.RungOf("sergeant"), a.RungOf("spearman"), a.RungOf("peasant")
	cases := []struct {
		self, opp int
		won       bool
		want      string
	}{
		{spear, knight, true, "defeat-knight"}, {spear, sergeant, true, "defeat-sergeant"},
		{peasant, spear, true, "defeat-superior"}, {spear, spear, true, "defeat-equal"}, {spear, peasant, true, "defeat-equal"},
		{spear, knight, false, "defeated-by-knight"}, {spear, sergeant, false, "defeated-by-sergeant"},
		{spear, a.RungOf("billman"), false, "defeated-by-superior"}, {spear, spear, false, "defeated-by-equal"},
		{knight, peasant, false, "defeated-by-peasants"},
	}
	for _, c := range cases {
		if got := a.CombatAction(c.self, c.opp, c.won); got != c.want {
			t.Errorf("%d vs %d won %v: %s, want %s", c.self, c.opp, c.won, got, c.want)
		}
	}
	if a.CaptureAction(knight) != "capture-knight" || a.CaptureAction(sergeant) != "capture-sergeant" || a.CaptureAction(spear) != "capture-man" {
		t.Error("capture lines")
	}
	if a.RungOf("civilian") != -1 {
		t.Error("civilians are on no rung")
	}
}

// §24.1: points, fractions kept, defence at half, promotion and the
// sergeant's way to knighthood.
func TestRule24_1_Advance(t *testing.T) {
	tab := tables(t)
	cs := classes(t)
	// A spearman 7/6 4/3 defeats a knight (+2) and a sergeant (+1.5).
	v := havoc.Veteran{Character: scenario.Character{Name: "Ansel", Class: "spearman", Foot: scenario.Values{Attack: 7, Defence: 6, WoundedAttack: 4, WoundedDefence: 3}}}
	res, err := tab.Advance(&v, []string{"defeat-knight", "defeat-sergeant"}, false, cs, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Points != 3.5 || res.Attack != 3 || res.Defence != 1 || v.AttackFraction != 0.5 || v.DefenceFraction != 0.5 {
		t.Errorf("spearman: %+v, veteran %+v", res, v)
	}
	if v.Foot.Attack != 10 || v.Foot.Defence != 7 || v.Foot.WoundedAttack != 5 {
		t.Errorf("spearman's values %+v", v.Foot)
	}
	// 10 is above the spearman's 5-9: he rises to billman.
	if res.Promoted != "billman" || v.Class != "billman" {
		t.Errorf("promotion: %+v class %s", res, v.Class)
	}
	// Defeated by peasants: −2.5, with his 0.5 kept: −2.
	res, _ = tab.Advance(&v, []string{"defeated-by-peasants"}, false, cs, nil)
	if res.Attack != -2 || v.AttackFraction != 0 || v.Foot.Attack != 8 {
		t.Errorf("after a defeat: %+v, %+v", res, v)
	}
	// A sergeant beyond his maximum needs a feat of arms, then a 1-5.
	ser := havoc.Veteran{Character: scenario.Character{Name: "Warin", Class: "sergeant", Foot: scenario.Values{Attack: 12, Defence: 8, WoundedAttack: 6, WoundedDefence: 4}}}
	res, _ = tab.Advance(&ser, []string{"capture-knight"}, false, cs, nil)
	if !res.KnighthoodNeedsFeat || ser.Class != "sergeant" || ser.Foot.Attack != 13 {
		t.Errorf("no feat: %+v, %+v (held to the sergeant maximum 12 + 1)", res, ser)
	}
	res, _ = tab.Advance(&ser, []string{"defeat-knight"}, true, cs, dice.NewScripted(7))
	if !res.KnighthoodRefused || res.KnighthoodRoll != 7 || ser.Class != "sergeant" || ser.Foot.Attack != 13 {
		t.Errorf("refused: %+v, %+v", res, ser)
	}
	res, _ = tab.Advance(&ser, []string{"defeat-knight"}, true, cs, dice.NewScripted(3))
	if res.Promoted != "knight" || ser.Class != "knight" || ser.Foot.Attack != 15 {
		t.Errorf("knighted: %+v, %+v", res, ser)
	}
	if _, err := tab.Advance(&ser, []string{"slew-a-dragon"}, false, cs, nil); err == nil {
		t.Error("an unknown action is refused")
	}
}

// §24.2 with §26.6: healing days.
func TestRule24_2_HealingTable(t *testing.T) {
	tab := tables(t)
	for dr, want := range map[int]int{1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 7, 7: 10, 8: 20, 9: 0, 10: 0} {
		if got := tab.HealingDays(dr); got != want {
			t.Errorf("die %d: %d days, want %d", dr, got, want)
		}
	}
}
