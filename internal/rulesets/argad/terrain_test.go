package argad_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/argad"
	"herald/internal/rulesets/argad/argaddata"
)

// Movers, one per column of the terrain table and two that read the
// cavalry5 column (cavalry in armour 5, mounted foot).
var (
	footman     = argad.Mover{Troop: argad.Foot, Armour: argad.Light}
	horseman    = argad.Mover{Troop: argad.Cavalry, Armour: argad.Armour4}
	manAtArms   = argad.Mover{Troop: argad.Cavalry, Armour: argad.Armour5}
	mountedFoot = argad.Mover{Troop: argad.MountedFoot, Armour: argad.Light}
)

// The terrain table, cell by cell (lines 12-16), and the ground herald
// borrows for what the sheet does not list.
func TestTerrainTable(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag     string
		terrain string
		movers  []argad.Mover
		going   argad.Going
		rStar   bool
	}{
		{"terrain.bushes.foot", "bushes", []argad.Mover{footman}, argad.Difficult, false},
		{"terrain.bushes.cavalry", "high-crops", []argad.Mover{horseman}, argad.Difficult, false},
		{"terrain.bushes.cavalry5", "bushes", []argad.Mover{manAtArms, mountedFoot}, argad.Difficult, false},
		{"terrain.woods.foot", "woods", []argad.Mover{footman}, argad.Difficult, false},
		{"terrain.woods.cavalry", "forest", []argad.Mover{horseman}, argad.VeryDifficult, false},
		{"terrain.woods.cavalry5", "woods", []argad.Mover{manAtArms, mountedFoot}, argad.VeryDifficult, false},
		{"terrain.slope.foot", "hard-slope", []argad.Mover{footman}, argad.Difficult, false},
		{"terrain.slope.cavalry", "hard-slope", []argad.Mover{horseman}, argad.Difficult, false},
		{"terrain.slope.cavalry5", "hard-slope", []argad.Mover{manAtArms, mountedFoot}, argad.VeryDifficult, true},
		{"terrain.stakes.foot", "stakes", []argad.Mover{footman}, argad.Difficult, false},
		{"terrain.stakes.cavalry", "stakes", []argad.Mover{horseman}, argad.VeryDifficult, true},
		{"terrain.stakes.cavalry5", "stakes", []argad.Mover{manAtArms, mountedFoot}, argad.VeryDifficult, true},
	} {
		row(t, tc.tag, func(t *testing.T) {
			for _, m := range tc.movers {
				c, err := r.GoingIn(tc.terrain, m)
				if err != nil {
					t.Fatal(err)
				}
				if c.Tag != tc.tag || c.Going != tc.going || c.RStar != tc.rStar {
					t.Errorf("%s for %+v: %+v, want %s %s R*=%v", tc.terrain, m, c, tc.tag, tc.going, tc.rStar)
				}
			}
		})
	}
	// An earth bank is crossed as a hard slope; a low wall as bushes.
	for _, tc := range []struct {
		terrain string
		m       argad.Mover
		tag     string
	}{
		{"earth-bank", manAtArms, "terrain.slope.cavalry5"},
		{"earth-bank", footman, "terrain.slope.foot"},
		{"low-wall", horseman, "terrain.wall.cavalry"},
		{"hedge", mountedFoot, "terrain.wall.cavalry5"},
	} {
		c, err := r.GoingIn(tc.terrain, tc.m)
		if err != nil || c.Tag != tc.tag {
			t.Errorf("%s for %+v: %s, %v; want %s", tc.terrain, tc.m, c.Tag, err, tc.tag)
		}
	}
	if _, err := r.GoingIn("swamp", footman); !errorsAs(err, new(*argad.UnknownName)) {
		t.Errorf("swamp: %v, want an unknown terrain", err)
	}
}

// Slowing dice rolled: difficult takes the dice off the move, very
// difficult halves it first; the sixes block for the whole game turn
// (line 3).
func TestSlowingRolled(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag     string
		m       argad.Mover
		going   argad.Going
		dice    []int
		cm      int
		blocked bool
	}{
		{"terrain.difficult", footman, argad.Difficult, []int{3}, 17, false},
		{"terrain.very-difficult", horseman, argad.VeryDifficult, []int{2, 3}, 15, false},
		{"terrain.blocked.foot", footman, argad.Difficult, []int{6}, 0, true},
		{"terrain.blocked.foot-very-difficult", argad.Mover{Troop: argad.Foot, Armour: argad.Armour5}, argad.VeryDifficult, []int{6}, 0, true},
		{"terrain.blocked.mounted-difficult", manAtArms, argad.Difficult, []int{6, 6}, 0, true},
		{"terrain.blocked.mounted-very-difficult", mountedFoot, argad.VeryDifficult, []int{1, 6}, 0, true},
	} {
		row(t, tc.tag, func(t *testing.T) {
			src := dice.NewScripted(tc.dice...)
			s, err := r.Slow(tc.m, tc.going, src)
			if err != nil {
				t.Fatal(err)
			}
			if s.CM != tc.cm || s.Blocked != tc.blocked || len(s.Dice) != len(tc.dice) || src.Remaining() != 0 {
				t.Errorf("%+v, want %d cm blocked=%v after %v", s, tc.cm, tc.blocked, tc.dice)
			}
			hasRule(t, s.Rules, tc.tag)
		})
	}
	// One six of two in difficult ground does not block a rider: 6+5 off 32.
	s, err := r.Slow(manAtArms, argad.Difficult, dice.NewScripted(6, 5))
	if err != nil || s.Blocked || s.CM != 21 {
		t.Errorf("6,5 in difficult ground: %+v, %v; want 21 cm", s, err)
	}
	// Very difficult, on foot in armour 5: 12 halved to 6, less 5, is 1.
	s, err = r.Slow(argad.Mover{Troop: argad.Foot, Armour: argad.Armour5}, argad.VeryDifficult, dice.NewScripted(5))
	if err != nil || s.Halved != 6 || s.CM != 1 {
		t.Errorf("armour 5 in very difficult ground: %+v, %v; want 6 halved, 1 left", s, err)
	}
}

// The exact spread of a man-at-arms in very difficult ground: 32 halved
// to 16, any six blocks (11/36), otherwise 16 less two dice of 1-5.
func TestSlowingVeryDifficultSpread(t *testing.T) {
	p, err := rules(t).PlanSlow(manAtArms, argad.VeryDifficult)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]int{14: 1, 13: 2, 12: 3, 11: 4, 10: 5, 9: 4, 8: 3, 7: 2, 6: 1}
	if p.Blocked != ch(11, 36) || p.Halved != 16 || len(p.Outcomes) != len(want) {
		t.Fatalf("%+v", p)
	}
	for _, o := range p.Outcomes {
		if o.Chance != ch(want[o.CM], 36) {
			t.Errorf("%d cm: %v, want %d/36", o.CM, o.Chance, want[o.CM])
		}
	}
}

// Every plan's chances add up to one, for every mover and going.
func TestSlowingPlansAreWhole(t *testing.T) {
	r := rules(t)
	for _, tr := range argad.Troops {
		for _, a := range argad.Armours {
			for _, g := range []argad.Going{argad.Easy, argad.Difficult, argad.VeryDifficult} {
				p, err := r.PlanSlow(argad.Mover{Troop: tr, Armour: a}, g)
				if err != nil {
					t.Fatal(err)
				}
				num := p.Blocked.Num
				for _, o := range p.Outcomes {
					if o.Chance.Den != p.Blocked.Den || o.CM < 0 || o.CM > p.Halved {
						t.Errorf("%s %s %s: outcome %+v", tr, a, g, o)
					}
					num += o.Chance.Num
				}
				if num != p.Blocked.Den {
					t.Errorf("%s %s %s: chances add to %d/%d", tr, a, g, num, p.Blocked.Den)
				}
			}
		}
	}
}

// The terrain's protection columns point at the shooting rows they are.
func TestTerrainProtection(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag, terrain, cover, unseen string
	}{
		{"terrain.bushes.cover", "bushes", "partial", "hidden"},
		{"terrain.woods.cover", "woods", "forest", "deep"},
		{"terrain.bank.cover", "earth-bank", "partial", "crouched"},
		{"terrain.stakes.protection", "stakes", "", ""},
	} {
		row(t, tc.tag, func(t *testing.T) {
			tr, err := r.TerrainNamed(tc.terrain)
			if err != nil {
				t.Fatal(err)
			}
			p := tr.Protection
			gotCover, gotUnseen := "", ""
			if p.Cover != nil {
				gotCover = p.Cover.Cover
				if p.Cover.Tag != tc.tag {
					t.Errorf("cover tagged %s", p.Cover.Tag)
				}
			}
			if p.Unseen != nil {
				gotUnseen = p.Unseen.When
			}
			if gotCover != tc.cover || gotUnseen != tc.unseen {
				t.Errorf("%s: cover %q unseen %q, want %q %q", tc.terrain, gotCover, gotUnseen, tc.cover, tc.unseen)
			}
			if tc.cover == "" && (p.None == nil || p.None.Tag != tc.tag) {
				t.Errorf("%s: the sheet's — is not recorded", tc.terrain)
			}
		})
	}
}

// Moving crouched behind an earth bank: 2 cm and one die.
func TestCrouchedMove(t *testing.T) {
	r := rules(t)
	row(t, "terrain.bank.crouched-move", func(t *testing.T) {
		for d := 1; d <= 6; d++ {
			cm, rolls := r.CrouchedMove(dice.NewScripted(d))
			if cm != 2+d || len(rolls) != 1 {
				t.Errorf("die %d: %d cm (%v), want %d", d, cm, rolls, 2+d)
			}
		}
	})
}

// ruling.r-star: by default the R* cell is its going and nothing more; a
// scenario may make it impassable to riders.
func TestRStarRuling(t *testing.T) {
	r := rules(t)
	if c, err := r.GoingIn("stakes", horseman); err != nil || !c.RStar {
		t.Fatalf("default: %+v, %v", c, err)
	}
	strict, err := argaddata.WithRulings(r, []byte("r_star: impassable\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = strict.GoingIn("stakes", horseman)
	refused(t, err, "terrain.stakes.cavalry")
	_, err = strict.GoingIn("hard-slope", mountedFoot)
	refused(t, err, "terrain.slope.cavalry5")
	if c, err := strict.GoingIn("hard-slope", horseman); err != nil || c.Going != argad.Difficult {
		t.Errorf("a cell without R* stays open: %+v, %v", c, err)
	}
	if _, err := r.GoingIn("stakes", horseman); err != nil {
		t.Errorf("the override changed the shared tables: %v", err)
	}
}
