package tenths_test

import (
	"testing"

	"herald/internal/rulesets/tenths"
)

func TestGround(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "ground")
	for _, tc := range []struct {
		ground string
		rate   int
		want   int
	}{{"firm", 6, 6}, {"soft", 5, 6}, {"soft", 6, 8}, {"muddy", 6, 8}, {"muddy", 9, 12}, {"difficult", 3, 5}, {"difficult", 10, 14}} {
		m, err := r.MoveTime(ms, tenths.Move{Kind: tenths.WalkMove, Rate: tc.rate, Ground: tc.ground})
		if err != nil || m.Time != tc.want {
			t.Errorf("%s, rate %d: %+v %v, want %d", tc.ground, tc.rate, m, err, tc.want)
		}
	}
	_, err := r.MoveTime(ms, tenths.Move{Kind: tenths.WalkMove, Rate: 5, Ground: "lava"})
	wantRule(t, err, tenths.TagGround, "lava")
}

// Athletes correct their rate on the athletics table (after injury and
// fatigue), then the ground increment applies to the corrected rate.
func TestAthleticsMoves(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "athletics", "ground")
	// Rate 6 + 1 for a wound = 7; skill 5.0: 5; muddy: 5 -> +2 = 7.
	m, err := r.MoveTime(ms, tenths.Move{Kind: tenths.RunMove, Rate: 6, Slow: 1, Athletics: tenths.Whole(5), Ground: "muddy"})
	if err != nil || m.Time != 7 || len(m.Alterations) != 3 {
		t.Errorf("%+v %v", m, err)
	}
	// A horse's move is no athlete's.
	m, _ = r.MoveTime(ms, tenths.Move{Kind: tenths.WalkMove, Rate: 4, Horse: true, Athletics: tenths.Whole(9)})
	if m.Time != 4 {
		t.Errorf("horse with athletics: %d", m.Time)
	}
	// Without the module the skill is ignored.
	m, _ = r.MoveTime(tenths.Modules{}, tenths.Move{Kind: tenths.WalkMove, Rate: 9, Athletics: tenths.Whole(9)})
	if m.Time != 9 {
		t.Errorf("athletics off: %d", m.Time)
	}
}

func TestHeight(t *testing.T) {
	r := rules(t)
	full := r.Hits.Full()
	// The text's example: two steps, the top man 1 to 6, the lower 5 to 10.
	if s := tenths.HeightSpan(full, 2); s != (tenths.Span{Top: 1, Bottom: 6}) {
		t.Errorf("two steps above: %v", s)
	}
	if s := tenths.HeightSpan(full, -2); s != (tenths.Span{Top: 5, Bottom: 10}) {
		t.Errorf("two steps below: %v", s)
	}
	// Five steps would leave nothing: herald leaves the end location.
	if s := tenths.HeightSpan(full, 5); s != (tenths.Span{Top: 1, Bottom: 1}) {
		t.Errorf("five steps above: %v", s)
	}
	if s := tenths.HeightSpan(full, -5); s != (tenths.Span{Top: 10, Bottom: 10}) {
		t.Errorf("five steps below: %v", s)
	}
	ms := mustModules(t, "height")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Steps: 2}}
	got, err := r.Prepare(ms, x)
	if err != nil || got.Figures.AttackPotential != 2 || got.Figures.Span != (tenths.Span{Top: 1, Bottom: 6}) {
		t.Errorf("two steps up %+v %v", got.Figures, err)
	}
	x.Situation.Steps = -3
	got, _ = r.Prepare(ms, x)
	if got.Figures.DefencePotential != 3 || got.Figures.AttackPotential != 0 {
		t.Errorf("three steps below %+v", got.Figures)
	}
	x.Situation.Steps = 6
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagHeight, "six")
	// A hit across five steps lands on the one location left.
	x.Situation.Steps = 5
	got, _ = r.Prepare(ms, x)
	in, err := r.Injure(ms, &got, tenths.Outcome{Roll: 19, Excess: 4, Hit: true}, scripted(2))
	if err != nil || in[0].Hit.Location.Name != "head" || in[0].Hit.Die != 3 {
		t.Errorf("five steps above: %+v %v", in, err)
	}
	if tenths.HeightRange(tenths.Long, 3) != tenths.Medium || tenths.HeightRange(tenths.Medium, -4) != tenths.Short || tenths.HeightRange(tenths.Long, 2) != tenths.Long {
		t.Error("three to five steps: long and medium one category shorter")
	}
	if tenths.SlopeSteps("muddy", true) != 1 || tenths.SlopeSteps("soft", true) != 0 || tenths.SlopeSteps("difficult", false) != 0 {
		t.Error("uphill on a muddy or difficult slope is one step")
	}
	// Climbing: an extra move per step.
	m, err := r.MoveTime(ms, tenths.Move{Kind: tenths.WalkMove, Rate: 5, StepsUp: 2})
	if err != nil || m.Time != 15 {
		t.Errorf("two steps up: %+v %v", m, err)
	}
}

func TestObstacles(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "obstacles")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Obstacles: 2}}
	got, _ := r.Prepare(ms, x)
	if got.Figures.BaseSpeed != 9 || got.Figures.BlowStrength != 6 {
		t.Errorf("a sword among two obstacles %+v", got.Figures)
	}
	x.Attacker.Weapon = weapon(t, r, "dagger")
	got, _ = r.Prepare(ms, x)
	if len(got.Alterations) != 0 {
		t.Errorf("a stabbing weapon is hampered: %v", got.Alterations)
	}
	if tenths.IntoObstacle(true, false) != tenths.DodgeCancelled || tenths.IntoObstacle(true, true) != tenths.KnockedOver || tenths.IntoObstacle(false, true) != tenths.Moves {
		t.Error("into an obstacle")
	}
	wantRule(t, tenths.CheckEnter(true, false), tenths.TagObstacles, "cannot be entered")
	if tenths.CheckEnter(true, true) != nil {
		t.Error("moving into another combatant's hex is close quarters, not refused")
	}
}

func TestCover(t *testing.T) {
	r := rules(t)
	bow, _ := r.Weapons.Missile("crossbow")
	ms := mustModules(t, "cover")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.PassiveDodge, Missile: bow, Range: 4, Situation: tenths.Situation{Cover: tenths.SoftCover}}
	got, err := r.Prepare(ms, x)
	if err != nil || alterationBy(got, tenths.TagCover, "attack potential") != -3 {
		t.Errorf("soft cover %v %v", got.Alterations, err)
	}
	x.Situation.Cover = tenths.HardCover
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagCover, "not visible")
	if tenths.LineCover(false, true, true) != tenths.HardCover || tenths.LineCover(false, true, false) != tenths.SoftCover || tenths.LineCover(false, false, false) != tenths.NoCover {
		t.Error("line cover")
	}
}

func TestWind(t *testing.T) {
	if tenths.Wind(13, 0) != 6 || tenths.Wind(12, 0) != 6 {
		t.Error("Constitution / 2, halves down")
	}
	// Athletics: skill 4.6 + 13 × ½ = 11.1 -> 11.
	if got := tenths.Wind(13, tenths.Dec(4, 6)); got != 11 {
		t.Errorf("athletic wind %d, want 11", got)
	}
	f := tenths.Fatigue{}.Take(4, 6)
	if f.Wind != 4 || f.Limit != 0 {
		t.Fatalf("%+v", f)
	}
	// One back per 20 tenths of rest.
	f = f.Recover(45)
	if f.Wind != 2 || f.Rest != 5 {
		t.Errorf("after 45 tenths: %+v", f)
	}
	// A fatiguing action resets the rest count.
	f = f.Take(1, 6).Recover(15)
	if f.Wind != 3 || f.Rest != 15 {
		t.Errorf("%+v", f)
	}
	// Over the wind: the excess, and all later points, against the limit,
	// and no more recovery.
	f = f.Take(5, 6)
	if f.Wind != 6 || f.Limit != 2 || !f.Blown {
		t.Errorf("blown: %+v", f)
	}
	f = f.Take(1, 6).Recover(200)
	if f.Wind != 6 || f.Limit != 3 {
		t.Errorf("after blowing: %+v", f)
	}
}
