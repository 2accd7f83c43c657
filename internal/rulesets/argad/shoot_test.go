package argad_test

import (
	"fmt"
	"math"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/argad"
	"herald/internal/rulesets/argad/argaddata"
)

// shooterOf is the shooter a weapon's row is for: a rider moving on easy
// ground for the mounted javelin, a man standing still otherwise.
func shooterOf(weapon string) argad.Shooter {
	if weapon == "mounted-javelin" {
		return argad.Shooter{Mounted: true, Moving: true}
	}
	return argad.Shooter{}
}

func plan(t *testing.T, r *argad.Rules, s argad.Shot) argad.ShotPlan {
	t.Helper()
	p, err := r.PlanShot(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The shooting table, cell by cell (lines 18-25): band, need, ext., and
// the chance to hit a man in light clothing in the open.
func TestShootingTable(t *testing.T) {
	r := rules(t)
	hit := map[string]argad.Chance{"5-6": ch(12, 36), "6": ch(6, 36), "7": ch(1, 36)}
	for _, tc := range []struct {
		tag      string
		weapon   string
		from, to float64
		base     string
		ext      bool
	}{
		{"shoot.javelin.0-10", "javelin", 0, 10, "6", true},
		{"shoot.javelin.10-20", "javelin", 10.5, 20, "6", true},
		{"shoot.mounted-javelin.0-10", "mounted-javelin", 0, 10, "5-6", true},
		{"shoot.mounted-javelin.10-20", "mounted-javelin", 10.1, 20, "6", true},
		{"shoot.crossbow.0-20", "crossbow", 1, 20, "5-6", false},
		{"shoot.crossbow.20-40", "crossbow", 20.5, 40, "6", false},
		{"shoot.crossbow.40-60", "crossbow", 41, 60, "7", false},
		{"shoot.longbow.0-20", "longbow", 0, 20, "5-6", false},
		{"shoot.longbow.20-40", "longbow", 21, 40, "6", true},
		{"shoot.longbow.40-60", "longbow", 40.5, 60, "7", true},
		{"shoot.bow.0-20", "bow", 3, 20, "5-6", false},
		{"shoot.bow.20-40", "bow", 20.01, 40, "6", false},
		{"shoot.bow.40-60", "bow", 45, 60, "7", true},
		{"shoot.sling.0-20", "sling", 0, 20, "5-6", true},
		{"shoot.sling.20-40", "sling", 25, 40, "6", true},
		{"shoot.sling.40-60", "sling", 59, 60, "7", true},
	} {
		row(t, tc.tag, func(t *testing.T) {
			for _, rng := range []float64{tc.from, tc.to} {
				p := plan(t, r, argad.Shot{Weapon: tc.weapon, RangeCM: rng, Shooter: shooterOf(tc.weapon), Target: argad.Target{Armour: argad.Light}})
				band := tc.tag[len("shoot.")+len(tc.weapon)+1:]
				if p.Cell != tc.tag || p.Band != band || p.Base != tc.base || p.ExteriorOnly != tc.ext || p.Modifier != 0 {
					t.Errorf("at %g cm: %s band %s base %s ext %v mod %d", rng, p.Cell, p.Band, p.Base, p.ExteriorOnly, p.Modifier)
				}
				if p.Hit != hit[tc.base] || p.Hit.Num+p.Miss.Num != 36 {
					t.Errorf("at %g cm: hit %v miss %v, want hit %v", rng, p.Hit, p.Miss, hit[tc.base])
				}
			}
		})
	}
}

// "—" and the end of the table: out of range, a rules "no" citing the cell.
func TestShootingOutOfRange(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag    string
		weapon string
		ranges []float64
	}{
		{"shoot.javelin.20-30", "javelin", []float64{20.5, 30, 31, 500}},
		{"shoot.mounted-javelin.20-30", "mounted-javelin", []float64{25, 30.5}},
	} {
		row(t, tc.tag, func(t *testing.T) {
			for _, rng := range tc.ranges {
				_, err := r.PlanShot(argad.Shot{Weapon: tc.weapon, RangeCM: rng, Shooter: shooterOf(tc.weapon), Target: argad.Target{Armour: argad.Light}})
				refused(t, err, tc.tag)
			}
		})
	}
	for _, w := range []string{"crossbow", "longbow", "bow", "sling"} {
		_, err := r.PlanShot(argad.Shot{Weapon: w, RangeCM: 60.01, Target: argad.Target{Armour: argad.Light}})
		refused(t, err, "shoot."+w+".40-60")
	}
	for _, bad := range []float64{-1, math.NaN(), math.Inf(1)} {
		_, err := r.PlanShot(argad.Shot{Weapon: "bow", RangeCM: bad, Target: argad.Target{Armour: argad.Light}})
		if err == nil || errorsAs(err, new(*argad.UnknownName)) {
			t.Errorf("range %g: %v, want bad input", bad, err)
		}
	}
}

// The armour columns of each weapon (lines 19-25) and the target rows
// that repeat them (lines 56-57).
func TestShootingArmour(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag    string
		weapon string
		armour argad.Armour
		mod    int
	}{
		{"shoot.javelin.armour4", "javelin", argad.Armour4, 0},
		{"shoot.javelin.armour5", "javelin", argad.Armour5, -1},
		{"shoot.mounted-javelin.armour4", "mounted-javelin", argad.Armour4, 0},
		{"shoot.mounted-javelin.armour5", "mounted-javelin", argad.Armour5, -1},
		{"shoot.crossbow.armour4", "crossbow", argad.Armour4, 0},
		{"shoot.crossbow.armour5", "crossbow", argad.Armour5, 0},
		{"shoot.longbow.armour4", "longbow", argad.Armour4, 0},
		{"shoot.longbow.armour5", "longbow", argad.Armour5, -1},
		{"shoot.bow.armour4", "bow", argad.Armour4, -1},
		{"shoot.bow.armour5", "bow", argad.Armour5, -2},
		{"shoot.sling.armour4", "sling", argad.Armour4, -1},
		{"shoot.sling.armour5", "sling", argad.Armour5, -2},
	} {
		row(t, tc.tag, func(t *testing.T) {
			p := plan(t, r, argad.Shot{Weapon: tc.weapon, RangeCM: 5, Shooter: shooterOf(tc.weapon), Target: argad.Target{Armour: tc.armour}})
			if p.Modifier != tc.mod {
				t.Errorf("modifier %d, want %d (%+v)", p.Modifier, tc.mod, p.Modifiers)
			}
			if tc.mod != 0 && (len(p.Modifiers) != 1 || p.Modifiers[0].Tag != tc.tag) {
				t.Errorf("modifiers %+v, want one tagged %s", p.Modifiers, tc.tag)
			}
		})
	}
	for _, tc := range []struct {
		tag     string
		armour  argad.Armour
		weapons []string
		mod     int
	}{
		{"shoot.target.armour4-bow-sling", argad.Armour4, []string{"bow", "sling"}, -1},
		{"shoot.target.armour5-javelin-longbow", argad.Armour5, []string{"javelin", "mounted-javelin", "longbow"}, -1},
		{"shoot.target.armour5-bow-sling", argad.Armour5, []string{"bow", "sling"}, -2},
	} {
		row(t, tc.tag, func(t *testing.T) {
			for _, w := range tc.weapons {
				p := plan(t, r, argad.Shot{Weapon: w, RangeCM: 8, Shooter: shooterOf(w), Target: argad.Target{Armour: tc.armour}})
				if p.Modifier != tc.mod {
					t.Errorf("%s at armour %s: %d, want %d", w, tc.armour, p.Modifier, tc.mod)
				}
			}
		})
	}
}

// Cover by terrain or pavise (lines 43-50), one row at a time, at a man on
// foot in armour 4 shot by a crossbow (which has no armour modifier).
func TestShootingCover(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag    string
		target argad.Target
		mod    int
	}{
		{"shoot.cover.partial", argad.Target{Armour: argad.Armour4, Cover: []string{"partial"}}, -1},
		{"shoot.cover.forest-edge", argad.Target{Armour: argad.Armour4, Cover: []string{"forest-edge"}}, -1},
		{"shoot.cover.forest", argad.Target{Armour: argad.Armour4, WoodsCM: 10}, -1},
		{"shoot.cover.slit", argad.Target{Armour: argad.Armour4, Cover: []string{"slit"}}, -2},
		{"shoot.cover.pavise", argad.Target{Armour: argad.Armour4, Cover: []string{"pavise"}}, -1},
		{"shoot.cover.pavise-wall", argad.Target{Armour: argad.Armour4, Cover: []string{"pavise-wall"}}, -2},
	} {
		row(t, tc.tag, func(t *testing.T) {
			p := plan(t, r, argad.Shot{Weapon: "crossbow", RangeCM: 15, Target: tc.target})
			if p.Modifier != tc.mod || len(p.Modifiers) != 1 || p.Modifiers[0].Tag != tc.tag || !p.Modifiers[0].Counted {
				t.Errorf("modifier %d %+v, want %d by %s", p.Modifier, p.Modifiers, tc.mod, tc.tag)
			}
		})
	}
	// Rows for a man on foot do not protect a rider; the forest does.
	for _, c := range []string{"partial", "forest-edge", "slit"} {
		p := plan(t, r, argad.Shot{Weapon: "crossbow", RangeCM: 15, Target: argad.Target{Armour: argad.Light, Mounted: true, Cover: []string{c}}})
		if p.Modifier != 0 || len(p.Notes) == 0 {
			t.Errorf("rider behind %s: %d, notes %v", c, p.Modifier, p.Notes)
		}
	}
	p := plan(t, r, argad.Shot{Weapon: "crossbow", RangeCM: 15, Target: argad.Target{Armour: argad.Light, Mounted: true, WoodsCM: 4}})
	if p.Modifier != -1 {
		t.Errorf("rider behind 4 cm of forest: %d, want -1", p.Modifier)
	}
	// The pavise wall's -2 is for armour 4 or 5; a light man has the pavise's -1.
	p = plan(t, r, argad.Shot{Weapon: "crossbow", RangeCM: 15, Target: argad.Target{Armour: argad.Light, Cover: []string{"pavise-wall"}}})
	if p.Modifier != -1 || p.Modifiers[0].Tag != "shoot.cover.pavise" {
		t.Errorf("light man in a pavise wall: %d %+v", p.Modifier, p.Modifiers)
	}
	if _, err := r.PlanShot(argad.Shot{Weapon: "bow", RangeCM: 5, Target: argad.Target{Armour: argad.Light, Cover: []string{"haystack"}}}); !errorsAs(err, new(*argad.UnknownName)) {
		t.Errorf("unknown cover: %v", err)
	}
}

// Terrain and pavise modifiers do not add up: the worst counts (line 45).
func TestShootingCoverDoesNotAddUp(t *testing.T) {
	r := rules(t)
	row(t, "shoot.cover.no-add", func(t *testing.T) {
		p := plan(t, r, argad.Shot{Weapon: "crossbow", RangeCM: 30, Target: argad.Target{
			Armour: argad.Armour5, Cover: []string{"partial", "slit", "pavise"}, WoodsCM: 3}})
		if p.Modifier != -2 || p.Uncapped != -2 {
			t.Fatalf("modifier %d (uncapped %d), want -2", p.Modifier, p.Uncapped)
		}
		counted := 0
		for _, m := range p.Modifiers {
			if m.Counted {
				counted++
				if m.Tag != "shoot.cover.slit" {
					t.Errorf("%s counted, want only the slit", m.Tag)
				}
			}
		}
		if counted != 1 || len(p.Modifiers) != 4 {
			t.Errorf("%+v", p.Modifiers)
		}
		hasRule(t, p.Rules, "shoot.cover.no-add")
	})
}

// Who cannot be shot at (the terrain table's last column).
func TestShootingUnseen(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag    string
		target argad.Target
	}{
		{"terrain.bushes.hidden", argad.Target{Armour: argad.Light, Hidden: true}},
		{"terrain.bank.crouched", argad.Target{Armour: argad.Light, Crouched: true}},
		{"terrain.woods.deep", argad.Target{Armour: argad.Light, WoodsCM: 10.5}},
	} {
		row(t, tc.tag, func(t *testing.T) {
			_, err := r.PlanShot(argad.Shot{Weapon: "longbow", RangeCM: 12, Target: tc.target})
			refused(t, err, tc.tag)
		})
	}
}

// A slinger has no cover the turn he shoots (line 27 and line 47).
func TestSlingerUnprotected(t *testing.T) {
	r := rules(t)
	row(t, "shoot.sling.unprotected", func(t *testing.T) {
		p := plan(t, r, argad.Shot{Weapon: "bow", RangeCM: 12, Target: argad.Target{
			Armour: argad.Light, Slinging: true, Cover: []string{"partial", "pavise"}, WoodsCM: 5}})
		if p.Modifier != 0 || len(p.Modifiers) != 0 {
			t.Errorf("%d %+v, want no cover", p.Modifier, p.Modifiers)
		}
		hasRule(t, p.Rules, "shoot.sling.unprotected")
	})
}

// A furtive target: -1 (line 58).
func TestFurtiveTarget(t *testing.T) {
	r := rules(t)
	row(t, "shoot.target.furtive", func(t *testing.T) {
		p := plan(t, r, argad.Shot{Weapon: "crossbow", RangeCM: 12, Target: argad.Target{Armour: argad.Light, Furtive: true}})
		if p.Modifier != -1 || p.Modifiers[0].Tag != "shoot.target.furtive" || p.Hit != ch(6, 36) {
			t.Errorf("%d %+v %v", p.Modifier, p.Modifiers, p.Hit)
		}
	})
}

// The total of penalties cannot be worse than -2 (line 54), the shooter's
// own included by default (ruling.cap).
func TestShootingCap(t *testing.T) {
	r := rules(t)
	row(t, "shoot.cap", func(t *testing.T) {
		for _, tc := range []struct {
			shot     argad.Shot
			uncapped int
		}{
			{argad.Shot{Weapon: "bow", RangeCM: 10, Target: argad.Target{Armour: argad.Armour5, Cover: []string{"partial"}}}, -3},
			{argad.Shot{Weapon: "bow", RangeCM: 10, Target: argad.Target{Armour: argad.Armour4, Cover: []string{"slit"}, Furtive: true}}, -4},
			{argad.Shot{Weapon: "bow", RangeCM: 10, Shooter: argad.Shooter{Moving: true}, Target: argad.Target{Armour: argad.Armour5}}, -3},
		} {
			p := plan(t, r, tc.shot)
			if p.Modifier != -2 || p.Uncapped != tc.uncapped {
				t.Errorf("%+v: %d from %d, want -2 from %d", tc.shot, p.Modifier, p.Uncapped, tc.uncapped)
			}
			hasRule(t, p.Rules, "shoot.cap")
			// 5-6 at -2: only a natural 7 reaches 5.
			if p.Hit != ch(1, 36) {
				t.Errorf("hit %v, want 1/36", p.Hit)
			}
		}
		// Under the other reading the shooter's -1 comes after the cap.
		other, err := argaddata.WithRulings(r, []byte("cap_covers_shooter: false\n"))
		if err != nil {
			t.Fatal(err)
		}
		p := plan(t, other, argad.Shot{Weapon: "bow", RangeCM: 10, Shooter: argad.Shooter{Moving: true}, Target: argad.Target{Armour: argad.Armour5, Cover: []string{"partial"}}})
		if p.Modifier != -3 || p.Hit != ch(0, 36) {
			t.Errorf("shooter outside the cap: %d, hit %v; want -3, 0/36", p.Modifier, p.Hit)
		}
	})
}

// The shooter: moving and furtive, -1 and not added up (lines 60-67); the
// weapons' own rules on moving, shooting on foot and reloading.
func TestShooter(t *testing.T) {
	r := rules(t)
	light := argad.Target{Armour: argad.Light}
	shot := func(w string, sh argad.Shooter) (argad.ShotPlan, error) {
		return r.PlanShot(argad.Shot{Weapon: w, RangeCM: 10, Shooter: sh, Target: light})
	}
	mod := func(t *testing.T, w string, sh argad.Shooter, want int, tag string) {
		t.Helper()
		p, err := shot(w, sh)
		if err != nil {
			t.Fatal(err)
		}
		if p.Modifier != want {
			t.Errorf("%s %+v: %d, want %d", w, sh, p.Modifier, want)
		}
		hasRule(t, append(p.Rules, tagsOf(p.Modifiers)...), tag)
	}
	row(t, "shoot.shooter.moving", func(t *testing.T) {
		mod(t, "bow", argad.Shooter{Moving: true}, -1, "shoot.shooter.moving")
		mod(t, "bow", argad.Shooter{Moving: true, Mounted: true}, -1, "shoot.shooter.moving")
	})
	row(t, "shoot.shooter.furtive", func(t *testing.T) {
		mod(t, "bow", argad.Shooter{Furtive: true}, -1, "shoot.shooter.furtive")
		mod(t, "javelin", argad.Shooter{Furtive: true}, -1, "shoot.shooter.furtive")
	})
	row(t, "shoot.shooter.no-add", func(t *testing.T) {
		mod(t, "bow", argad.Shooter{Moving: true, Furtive: true}, -1, "shoot.shooter.no-add")
	})
	row(t, "shoot.bow.moving", func(t *testing.T) {
		mod(t, "bow", argad.Shooter{Moving: true}, -1, "shoot.shooter.moving")
	})
	row(t, "shoot.javelin.moving", func(t *testing.T) {
		mod(t, "javelin", argad.Shooter{Moving: true}, 0, "shoot.javelin.moving")
		mod(t, "javelin", argad.Shooter{Moving: true, Mounted: true}, 0, "shoot.javelin.moving")
	})
	row(t, "shoot.mounted-javelin.moving", func(t *testing.T) {
		mod(t, "mounted-javelin", argad.Shooter{Moving: true, Mounted: true}, 0, "shoot.mounted-javelin.moving")
		for _, sh := range []argad.Shooter{{}, {Mounted: true}, {Moving: true}} {
			_, err := shot("mounted-javelin", sh)
			refused(t, err, "shoot.mounted-javelin.moving")
		}
		if argad.JavelinRow(true, true, argad.Easy) != "mounted-javelin" || argad.JavelinRow(true, true, argad.Difficult) != "javelin" ||
			argad.JavelinRow(true, false, argad.Easy) != "javelin" || argad.JavelinRow(false, true, argad.Easy) != "javelin" {
			t.Error("JavelinRow")
		}
	})
	for _, w := range []string{"crossbow", "longbow", "sling"} {
		row(t, "shoot."+w+".moving", func(t *testing.T) {
			for _, sh := range []argad.Shooter{{Moving: true}, {Furtive: true}} {
				_, err := shot(w, sh)
				refused(t, err, "shoot."+w+".moving")
			}
			mod(t, w, argad.Shooter{}, 0, "shoot."+w+".0-20")
		})
	}
	for _, w := range []string{"crossbow", "longbow"} {
		row(t, "shoot."+w+".on-foot", func(t *testing.T) {
			_, err := shot(w, argad.Shooter{Mounted: true})
			refused(t, err, "shoot."+w+".on-foot")
		})
	}
	row(t, "shoot.crossbow.reload", func(t *testing.T) {
		_, err := shot("crossbow", argad.Shooter{Unloaded: true})
		refused(t, err, "shoot.crossbow.reload")
		p, err := shot("crossbow", argad.Shooter{})
		if err != nil || len(p.Notes) == 0 {
			t.Errorf("a loaded crossbow shoots and is told to reload: %v %v", p.Notes, err)
		}
		if _, err := shot("bow", argad.Shooter{Unloaded: true}); err != nil {
			t.Errorf("a bow needs no reloading: %v", err)
		}
	})
}

func tagsOf(mods []argad.Modifier) []string {
	var out []string
	for _, m := range mods {
		out = append(out, m.Tag)
	}
	return out
}

// "ext.": exterior only, not from a window or an arrow slit (line 29).
func TestExteriorOnly(t *testing.T) {
	r := rules(t)
	row(t, "shoot.ext", func(t *testing.T) {
		for _, tc := range []struct {
			weapon string
			rng    float64
			ext    bool
		}{
			{"javelin", 5, true}, {"longbow", 15, false}, {"longbow", 30, true}, {"bow", 39, false},
			{"bow", 50, true}, {"sling", 5, true}, {"crossbow", 55, false},
		} {
			_, err := r.PlanShot(argad.Shot{Weapon: tc.weapon, RangeCM: tc.rng, Shooter: argad.Shooter{AtOpening: true}, Target: argad.Target{Armour: argad.Light}})
			if tc.ext {
				refused(t, err, "shoot.ext")
			} else if err != nil {
				t.Errorf("%s at %g from a window: %v", tc.weapon, tc.rng, err)
			}
		}
	})
}

// The die: a 6 rolls again and a second 6 is a natural 7; a natural 1
// always misses; a "7" cell needs the double six.
func TestShootRolled(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		weapon  string
		rng     float64
		target  argad.Target
		script  []int
		natural int
		hits    bool
	}{
		{"crossbow", 50, argad.Target{Armour: argad.Light}, []int{6, 6}, 7, true},
		{"crossbow", 50, argad.Target{Armour: argad.Light}, []int{6, 2}, 6, false},
		{"crossbow", 10, argad.Target{Armour: argad.Light}, []int{5}, 5, true},
		{"crossbow", 10, argad.Target{Armour: argad.Light, Furtive: true}, []int{5}, 5, false},
		{"crossbow", 10, argad.Target{Armour: argad.Light}, []int{1}, 1, false},
		{"bow", 50, argad.Target{Armour: argad.Armour4}, []int{6, 6}, 7, false}, // 7-1 is short of 7
	} {
		src := dice.NewScripted(tc.script...)
		res, err := r.Shoot(argad.Shot{Weapon: tc.weapon, RangeCM: tc.rng, Target: tc.target}, src)
		if err != nil {
			t.Fatal(err)
		}
		if res.Natural != tc.natural || res.Hits != tc.hits || src.Remaining() != 0 || res.Results[fmt.Sprint(tc.natural)] != map[bool]string{true: "hit", false: "missed"}[tc.hits] {
			t.Errorf("%s at %g, dice %v: natural %d hits %v; want %d %v", tc.weapon, tc.rng, tc.script, res.Natural, res.Hits, tc.natural, tc.hits)
		}
	}
	if _, err := r.Shoot(argad.Shot{Weapon: "crossbow", RangeCM: 70, Target: argad.Target{Armour: argad.Light}}, dice.NewScripted()); err == nil {
		t.Error("an out-of-range shot rolled")
	}
}
