package argad_test

import (
	"testing"

	"herald/internal/rulesets/argad"
)

// The movement table, cell by cell (lines 3-6).
func TestMovementTable(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag    string
		troop  argad.Troop
		armour argad.Armour
		cm     int
		dice   int
	}{
		{"move.foot.light", argad.Foot, argad.Light, 20, 1},
		{"move.foot.armour4", argad.Foot, argad.Armour4, 16, 1},
		{"move.foot.armour5", argad.Foot, argad.Armour5, 12, 1},
		{"move.cavalry.light", argad.Cavalry, argad.Light, 40, 2},
		{"move.cavalry.armour4", argad.Cavalry, argad.Armour4, 40, 2},
		{"move.cavalry.armour5", argad.Cavalry, argad.Armour5, 32, 2},
		{"move.mounted-foot.light", argad.MountedFoot, argad.Light, 36, 2},
		{"move.mounted-foot.armour4", argad.MountedFoot, argad.Armour4, 36, 2},
		{"move.mounted-foot.armour5", argad.MountedFoot, argad.Armour5, 32, 2},
	} {
		row(t, tc.tag, func(t *testing.T) {
			a, err := r.Allowance(argad.Mover{Troop: tc.troop, Armour: tc.armour})
			if err != nil {
				t.Fatal(err)
			}
			want := argad.Allowance{CM: tc.cm, Rule: tc.tag, Rules: []string{tc.tag}, SlowingDice: tc.dice}
			if a.CM != want.CM || a.Rule != want.Rule || len(a.Rules) != 1 || a.SlowingDice != want.SlowingDice {
				t.Errorf("%+v, want %+v", a, want)
			}
		})
	}
}

// "One die" on foot, "two dice" mounted: the whole spread of the move
// left in difficult ground (line 3-6).
func TestSlowingDice(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag      string
		troop    argad.Troop
		outcomes []argad.CMChance
		blocked  argad.Chance
	}{
		{"move.foot.slowing", argad.Foot, []argad.CMChance{
			{CM: 15, Chance: ch(1, 6)}, {CM: 16, Chance: ch(1, 6)}, {CM: 17, Chance: ch(1, 6)}, {CM: 18, Chance: ch(1, 6)}, {CM: 19, Chance: ch(1, 6)},
		}, ch(1, 6)},
		// 40 cm less 2d6; both sixes block, so 11 (29 cm) is only 5+6 and 6+5.
		{"move.cavalry.slowing", argad.Cavalry, []argad.CMChance{
			{CM: 29, Chance: ch(2, 36)}, {CM: 30, Chance: ch(3, 36)}, {CM: 31, Chance: ch(4, 36)}, {CM: 32, Chance: ch(5, 36)},
			{CM: 33, Chance: ch(6, 36)}, {CM: 34, Chance: ch(5, 36)}, {CM: 35, Chance: ch(4, 36)}, {CM: 36, Chance: ch(3, 36)},
			{CM: 37, Chance: ch(2, 36)}, {CM: 38, Chance: ch(1, 36)},
		}, ch(1, 36)},
		{"move.mounted-foot.slowing", argad.MountedFoot, []argad.CMChance{
			{CM: 25, Chance: ch(2, 36)}, {CM: 26, Chance: ch(3, 36)}, {CM: 27, Chance: ch(4, 36)}, {CM: 28, Chance: ch(5, 36)},
			{CM: 29, Chance: ch(6, 36)}, {CM: 30, Chance: ch(5, 36)}, {CM: 31, Chance: ch(4, 36)}, {CM: 32, Chance: ch(3, 36)},
			{CM: 33, Chance: ch(2, 36)}, {CM: 34, Chance: ch(1, 36)},
		}, ch(1, 36)},
	} {
		row(t, tc.tag, func(t *testing.T) {
			p, err := r.PlanSlow(argad.Mover{Troop: tc.troop, Armour: argad.Light}, argad.Difficult)
			if err != nil {
				t.Fatal(err)
			}
			if p.Blocked != tc.blocked || len(p.Outcomes) != len(tc.outcomes) {
				t.Fatalf("blocked %v, outcomes %v; want %v, %v", p.Blocked, p.Outcomes, tc.blocked, tc.outcomes)
			}
			for i := range tc.outcomes {
				if p.Outcomes[i] != tc.outcomes[i] {
					t.Errorf("outcome %d = %+v, want %+v", i, p.Outcomes[i], tc.outcomes[i])
				}
			}
			hasRule(t, p.Rules, "terrain.difficult")
		})
	}
}

// "Carrying a pavise: 16 cm": a ceiling on foot; no pavise on a horse.
func TestPavise(t *testing.T) {
	r := rules(t)
	row(t, "move.pavise", func(t *testing.T) {
		for _, tc := range []struct {
			armour argad.Armour
			cm     int
			rule   string
		}{
			{argad.Light, 16, "move.pavise"},
			{argad.Armour4, 16, "move.foot.armour4"},
			{argad.Armour5, 12, "move.foot.armour5"}, // the pavise never speeds a man up
		} {
			a, err := r.Allowance(argad.Mover{Troop: argad.Foot, Armour: tc.armour, Pavise: true})
			if err != nil {
				t.Fatal(err)
			}
			if a.CM != tc.cm || a.Rule != tc.rule {
				t.Errorf("armour %s with a pavise: %d cm by %s, want %d by %s", tc.armour, a.CM, a.Rule, tc.cm, tc.rule)
			}
			hasRule(t, a.Rules, "move.pavise")
		}
		for _, tr := range []argad.Troop{argad.Cavalry, argad.MountedFoot} {
			_, err := r.Allowance(argad.Mover{Troop: tr, Armour: argad.Light, Pavise: true})
			refused(t, err, "move.pavise")
		}
	})
}

// Close order: 12 cm forward, 8 sideways or backward, never in difficult
// terrain (line 10).
func TestCloseOrder(t *testing.T) {
	r := rules(t)
	check := func(t *testing.T, m argad.Mover, cm int) {
		t.Helper()
		a, err := r.Allowance(m)
		if err != nil {
			t.Fatal(err)
		}
		if a.CM != cm {
			t.Errorf("%+v: %d cm, want %d", m, a.CM, cm)
		}
	}
	row(t, "move.close-order.forward", func(t *testing.T) {
		check(t, argad.Mover{Troop: argad.Foot, Armour: argad.Light, CloseOrder: argad.Forward}, 12)
		check(t, argad.Mover{Troop: argad.Foot, Armour: argad.Armour5, CloseOrder: argad.Forward}, 12)
		check(t, argad.Mover{Troop: argad.Foot, Armour: argad.Light, Pavise: true, CloseOrder: argad.Forward}, 12)
		_, err := r.Allowance(argad.Mover{Troop: argad.Cavalry, Armour: argad.Armour5, CloseOrder: argad.Forward})
		refused(t, err, "move.close-order.forward")
	})
	row(t, "move.close-order.sideways", func(t *testing.T) {
		check(t, argad.Mover{Troop: argad.Foot, Armour: argad.Light, CloseOrder: argad.Sideways}, 8)
		check(t, argad.Mover{Troop: argad.Foot, Armour: argad.Armour5, Pavise: true, CloseOrder: argad.Sideways}, 8)
		back, err := argad.ParseCloseOrder("backward")
		if err != nil || back != argad.Sideways {
			t.Errorf("backward reads as %q, %v", back, err)
		}
	})
	row(t, "move.close-order.terrain", func(t *testing.T) {
		m := argad.Mover{Troop: argad.Foot, Armour: argad.Armour4, CloseOrder: argad.Forward}
		for _, g := range []argad.Going{argad.Difficult, argad.VeryDifficult} {
			_, err := r.PlanSlow(m, g)
			refused(t, err, "move.close-order.terrain")
			_, err = r.Slow(m, g, nil)
			refused(t, err, "move.close-order.terrain")
		}
		s, err := r.Slow(m, argad.Easy, nil) // easy ground rolls nothing
		if err != nil || s.CM != 12 || s.Blocked || len(s.Dice) != 0 {
			t.Errorf("close order on easy ground: %+v, %v", s, err)
		}
	})
}

func TestAllowanceRefusesUnknownNames(t *testing.T) {
	r := rules(t)
	for _, m := range []argad.Mover{
		{Troop: "elephant", Armour: argad.Light},
		{Troop: argad.Foot, Armour: "plate"},
		{Troop: argad.Foot, Armour: argad.Light, CloseOrder: "wedge"},
	} {
		_, err := r.Allowance(m)
		var u *argad.UnknownName
		if !errorsAs(err, &u) {
			t.Errorf("%+v: %v, want an unknown name", m, err)
		}
	}
}
