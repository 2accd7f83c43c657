package tenths_test

import (
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
)

// A horse facing north: head K10, rear K11.
var northHorse = hex.Pair{Head: hex.MustParse("K10"), Rear: hex.MustParse("K11")}

func TestHorsesSpeedsAndTurns(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		from, to tenths.Gait
		ok       bool
	}{{tenths.Still, tenths.Walk, true}, {tenths.Walk, tenths.Gallop, false}, {tenths.Gallop, tenths.Canter, true}, {tenths.Gallop, tenths.Walk, false}, {tenths.Canter, tenths.Canter, true}} {
		err := tenths.ChangeGait(tc.from, tc.to)
		if (err == nil) != tc.ok {
			t.Errorf("%s to %s: %v", tc.from, tc.to, err)
		}
		if err != nil {
			wantRule(t, err, tenths.TagHorses, "one category")
		}
	}
	// Two moves between turns at a canter, four at a gallop.
	wantRule(t, r.Horses.CheckTurn(tenths.Canter, 1), tenths.TagHorses, "2 moves")
	wantRule(t, r.Horses.CheckTurn(tenths.Gallop, 3), tenths.TagHorses, "4 moves")
	if r.Horses.CheckTurn(tenths.Gallop, 4) != nil || r.Horses.CheckTurn(tenths.Walk, 0) != nil {
		t.Error("turn refused")
	}
	// Moving, the front end is the fixed end.
	p, err := tenths.Turn(northHorse, 1, false, true)
	if err != nil || p.Head != northHorse.Head || p.Facing() != hex.NE {
		t.Errorf("turn about the head: %v %v", p, err)
	}
	_, err = tenths.Turn(northHorse, 1, true, true)
	wantRule(t, err, tenths.TagHorses, "front end")
	p, err = tenths.Turn(northHorse, -1, true, false)
	if err != nil || p.Rear != northHorse.Rear || p.Facing() != hex.NW {
		t.Errorf("standing turn about the rear: %v %v", p, err)
	}
	if f := tenths.Forward(northHorse); f.Rear != northHorse.Head || f.Facing() != hex.N {
		t.Errorf("forward: %v", f)
	}
	if b := tenths.Backward(northHorse); b.Head != northHorse.Rear || b.Facing() != hex.N {
		t.Errorf("backward: %v", b)
	}
}

func TestHorsesFatigue(t *testing.T) {
	f := rules(t).Fatigue
	if f.HorseStart(tenths.Walk, tenths.Canter) != 1 || f.HorseStart(tenths.Canter, tenths.Gallop) != 1 || f.HorseStart(tenths.Gallop, tenths.Canter) != 0 {
		t.Error("starting to canter or gallop costs a point, slowing none")
	}
	for _, tc := range []struct {
		g             tenths.Gait
		before, after int
		want          int
	}{{tenths.Canter, 0, 49, 0}, {tenths.Canter, 40, 50, 1}, {tenths.Canter, 0, 150, 3}, {tenths.Gallop, 20, 30, 1}, {tenths.Walk, 0, 500, 0}} {
		if got := f.HorseGait(tc.g, tc.before, tc.after); got != tc.want {
			t.Errorf("%s %d..%d: %d points, want %d", tc.g, tc.before, tc.after, got, tc.want)
		}
	}
}

// "except all legs have half the given protection, rounded down"
func TestHorsesArmourOnLegs(t *testing.T) {
	a := armour(t, rules(t), "std")
	if a.HorseProtects("leg", true) != 1 || a.HorseProtects("chest", false) != 5 {
		t.Errorf("legs %d, chest %d", a.HorseProtects("leg", true), a.HorseProtects("chest", false))
	}
}

func TestHorsesRiddenTraining(t *testing.T) {
	r := rules(t)
	wantRule(t, r.Horses.CanBeRidden(1), tenths.TagHorses, "Training 2")
	if r.Horses.CanBeRidden(2) != nil {
		t.Error("Training 2 refused")
	}
}

// The six alterations to a rider's combat data, and the third to a
// mounted defender's.
func TestHorsebackAttacksAlterations(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "horses", "riding", "horseback-attacks")
	mount := &tenths.Mount{RiderSkill: dec(t, "4.5"), HorseSkill: dec(t, "2.0"), Gait: tenths.Canter} // 0/-1/-3
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{AttackerMount: mount, DefenderMount: &tenths.Mount{RiderSkill: tenths.Whole(9), HorseSkill: tenths.Whole(9)}}}
	plain, _ := r.Prepare(tenths.Modules{}, x)
	got, err := r.Prepare(ms, x)
	if err != nil {
		t.Fatal(err)
	}
	tag := tenths.TagHorsebackAttack
	for _, c := range []struct {
		figure string
		want   int
	}{{"base speed", 0}, {"attack factor", -1}, {"blow strength", -2}, {"attack potential", -2}, {"defence potential", 2}} {
		if by := alterationBy(got, tag, c.figure); by != c.want {
			t.Errorf("%s altered by %d, want %d", c.figure, by, c.want)
		}
	}
	if got.Figures.HitClass != tenths.LongStab || plain.Figures.HitClass != tenths.ShortStab {
		t.Errorf("vi) hit class %s (on foot %s), want long", got.Figures.HitClass, plain.Figures.HitClass)
	}
	if got.Figures.BlowStrength != plain.Figures.BlowStrength-2 {
		t.Error("iv) blow strength")
	}
	// v) only the largest counts: a turning galloping horse is -4.
	x.Situation.AttackerMount = &tenths.Mount{RiderSkill: tenths.Whole(9), HorseSkill: tenths.Whole(9), Gait: tenths.Gallop, Turning: true}
	got, _ = r.Prepare(ms, x)
	if by := alterationBy(got, tag, "attack potential"); by != -4 {
		t.Errorf("v) gallop and turn: %d, want -4", by)
	}
	// The alterations are to the rider's data only, not the horse's.
	x.Situation.ByHorse = true
	x.Attacker.Weapon = r.HorseWeapon()
	got, err = r.Prepare(mustModules(t, "horses", "riding", "horseback-attacks", "horse-attacks"), x)
	if err != nil || alterationBy(got, tag, "blow strength") != 0 {
		t.Errorf("the horse's own attack was altered: %v %v", got.Alterations, err)
	}
	wantRule(t, tenths.CheckBlockFromHorseback(true), tag, "not possible")
}

func TestHorsebackAttacksHexes(t *testing.T) {
	r := rules(t)
	right, err := r.Reach.HorsebackHexes(northHorse, tenths.Short, tenths.FaceRight, false)
	if err != nil {
		t.Fatal(err)
	}
	// Short, facing right: the head's NE and SE hexes.
	want := []hex.Hex{northHorse.Head.Neighbor(hex.NE), northHorse.Head.Neighbor(hex.SE)}
	if len(right) != 2 || right[0] != want[0] || right[1] != want[1] {
		t.Errorf("short right: %v, want %v", right, want)
	}
	// A left-hand weapon facing left is the right-hand diagram reflected.
	left, _ := r.Reach.HorsebackHexes(northHorse, tenths.Short, tenths.FaceLeft, true)
	if len(left) != 2 || left[0] != northHorse.Head.Neighbor(hex.NW) || left[1] != northHorse.Head.Neighbor(hex.SW) {
		t.Errorf("left hand, facing left: %v", left)
	}
	_, err = r.Reach.HorsebackHexes(northHorse, tenths.Medium, "behind", false)
	wantRule(t, err, tenths.TagHorsebackAttack, "behind")
}

func TestHorseAttacks(t *testing.T) {
	r := rules(t)
	hs := r.Reach.HorseAttackHexes(northHorse)
	h := northHorse.Head
	want := []hex.Hex{h, h.Neighbor(hex.N), h.Neighbor(hex.NW), h.Neighbor(hex.NE)}
	for i := range want {
		if hs[i] != want[i] {
			t.Errorf("in range %v, want %v", hs, want)
		}
	}
	p, g := tenths.AfterHorseAttack(northHorse, h.Neighbor(hex.NE), tenths.Gallop)
	if p.Head != h.Neighbor(hex.NE) || p.Rear != h || g != tenths.Canter {
		t.Errorf("after the attack: %v at a %s", p, g)
	}
	wantRule(t, r.HorseCommand(4, true, false, false), tenths.TagHorseAttacks, "Training 5")
	wantRule(t, r.HorseCommand(6, true, true, false), tenths.TagHorseAttacks, "ground")
	if r.HorseCommand(5, true, true, true) != nil {
		t.Error("a trained horse commanded to attack a fallen man is refused")
	}
}

func TestHorseAndRider(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		atEnd bool
		roll  int
		rider bool
	}{{true, 6, true}, {true, 7, false}, {false, 3, true}, {false, 4, false}} {
		got, roll := r.RiderOrHorse(tc.atEnd, scripted(tc.roll))
		if got != tc.rider || roll != tc.roll {
			t.Errorf("rider at the attacked end %v, d10 %d: rider hit %v", tc.atEnd, tc.roll, got)
		}
	}
	wantRule(t, r.HorseDodge(tenths.Canter, true, 9, true), tenths.TagHorseAndRider, "cannot actively dodge")
	wantRule(t, r.HorseDodge(tenths.Walk, false, 4, true), tenths.TagHorseAndRider, "control action")
	if r.HorseDodge(tenths.Walk, false, 5, true) != nil || r.HorseDodge(tenths.Still, true, 0, false) != nil {
		t.Error("a dodge the text allows is refused")
	}
}

func TestMountedInteractions(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "horses", "riding", "mounted-interactions")
	for _, tc := range []struct {
		a, d   tenths.Gait
		at, dt bool
		want   int
	}{
		{tenths.Gallop, tenths.Gallop, true, true, 6},
		{tenths.Canter, tenths.Gallop, true, true, 2},
		{tenths.Canter, tenths.Canter, true, true, 0},
		{tenths.Gallop, tenths.Gallop, true, false, 0},
	} {
		x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "sword", "none"), Defence: tenths.Parry,
			Situation: tenths.Situation{Closing: &tenths.Closing{AttackerGait: tc.a, DefenderGait: tc.d, AttackerTowards: tc.at, DefenderTowards: tc.dt}}}
		got, err := r.Prepare(ms, x)
		if err != nil || alterationBy(got, tenths.TagMountedVsMount, "blow strength") != tc.want {
			t.Errorf("%s/%s towards %v/%v: %v %v, want +%d", tc.a, tc.d, tc.at, tc.dt, got.Alterations, err, tc.want)
		}
	}
}

func TestHorseInjuries(t *testing.T) {
	r := rules(t)
	wound := r.Wounds.Type("wound")
	serious := r.Wounds.Type("serious")
	light := r.Wounds.Type("light")
	// A Wound: saving throw d20 against Will Power + skill (4 + 3.0 = 7).
	s := r.ShyHorse(wound, 4, tenths.Whole(3), tenths.Whole(2), 4, true, scripted(7))
	if s.Shies || s.SaveNeed != 7 {
		t.Errorf("saved on 7: %+v", s)
	}
	// Fails on 8; the rider (skill 2.0: 3 × 2 = 6) is thrown on 7.
	s = r.ShyHorse(wound, 4, tenths.Whole(3), tenths.Whole(2), 4, true, scripted(8, 7))
	if !s.Shies || s.Time != 8 || !s.Thrown || s.FallAt != 4 {
		t.Errorf("shy and throw: %+v", s)
	}
	// A 1 never throws, a 20 always does.
	if s = r.ShyHorse(wound, 0, 0, tenths.Whole(0), 4, true, scripted(20, 1)); s.Thrown {
		t.Errorf("a 1 threw the rider: %+v", s)
	}
	if s = r.ShyHorse(wound, 0, 0, tenths.Whole(9), 4, true, scripted(20, 20)); !s.Thrown {
		t.Errorf("a 20 did not throw the rider: %+v", s)
	}
	// A Serious Wound: it shies and ends on the ground; a rider who stays
	// on must dismount.
	s = r.ShyHorse(serious, 10, tenths.Whole(5), tenths.Whole(8), 4, true, scripted(5))
	if !s.Shies || !s.Down || s.Thrown || !s.MustDismount || s.SaveRoll != 0 {
		t.Errorf("serious wound: %+v", s)
	}
	if s = r.ShyHorse(light, 0, 0, 0, 4, true, scripted()); s.Shies {
		t.Errorf("a light wound made the horse shy: %+v", s)
	}
	if got := tenths.ShyBlow(dec(t, "4.5")); got != 10 {
		t.Errorf("shy fall blow %d, want 15 - 4.5 = 10", got)
	}
}

func TestHorseKnockBacks(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		g     tenths.Gait
		hexes int
		want  tenths.Gait
		moves int
	}{{tenths.Gallop, 2, tenths.Walk, 0}, {tenths.Canter, 2, tenths.Walk, 1}, {tenths.Walk, 1, tenths.Walk, 1}} {
		got := tenths.KnockBackHorse(tc.g, tc.hexes)
		if got.Gait != tc.want || got.Moves != tc.moves {
			t.Errorf("%s, %d back: %+v", tc.g, tc.hexes, got)
		}
	}
	if got := tenths.KnockOffBlow(12, dec(t, "7.7")); got != 19 { // 12 + 15 - 7.7 = 19.3
		t.Errorf("knock-off blow %d, want 19", got)
	}
	// Landing: d6 2 is the hex beside both ends on the right; a back
	// diagram d10 1 puts the head straight away from the horse.
	l, err := r.LandFromHorse(northHorse, scripted(2, 1))
	if err != nil {
		t.Fatal(err)
	}
	feet := northHorse.Head.Neighbor(hex.SE)
	if l.Feet != feet || l.Head != feet.Neighbor(tenths.AttackLine(northHorse.Head, feet)) || l.Time != 20 {
		t.Errorf("landing %+v", l)
	}
}

func TestMounting(t *testing.T) {
	r := rules(t)
	f := r.Base.Formulas
	if f.MountTime(dec(t, "4.5"), tenths.Still) != 16 || f.MountTime(dec(t, "4.5"), tenths.Walk) != 21 {
		t.Errorf("mount times %d %d, want 16 and 21 (20 and 25 less 4.5, rounded)", f.MountTime(dec(t, "4.5"), tenths.Still), f.MountTime(dec(t, "4.5"), tenths.Walk))
	}
	side := northHorse.Head.Neighbor(hex.SE) // hex 2
	if err := r.Dodge.CheckMount(side, hex.NW, northHorse, tenths.Walk, false); err != nil {
		t.Errorf("mount from hex 2 facing the horse: %v", err)
	}
	wantRule(t, r.Dodge.CheckMount(side, hex.SE, northHorse, tenths.Still, false), tenths.TagMounting, "front hexes")
	wantRule(t, r.Dodge.CheckMount(side, hex.NW, northHorse, tenths.Canter, false), tenths.TagMounting, "standing or walking")
	ahead := northHorse.Head.Neighbor(hex.N) // hex 1
	wantRule(t, r.Dodge.CheckMount(ahead, hex.S, northHorse, tenths.Still, false), tenths.TagMounting, "2, 3, 5, 6")
	wantRule(t, r.Dodge.CheckMount(side, hex.NW, northHorse, tenths.Still, true), tenths.TagRiderless, "standing over")
	if r.Dodge.CheckDismount(northHorse.Rear.Neighbor(hex.SW), northHorse, tenths.Still) != nil {
		t.Error("dismount into hex 5 refused")
	}
	wantRule(t, r.Dodge.CheckDismount(ahead, northHorse, tenths.Still), tenths.TagMounting, "dismounts")
}

func TestRiderlessHorses(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		training                int
		attacked, wounded, fell bool
		want                    tenths.RiderlessConduct
	}{
		{4, false, false, false, tenths.Stands}, {4, true, false, false, tenths.Flees},
		{5, true, false, false, tenths.Defends}, {5, false, false, true, tenths.StandsOver},
		{8, true, true, true, tenths.Flees},
	} {
		if got := r.Riderless(tc.training, tc.attacked, tc.wounded, tc.fell); got != tc.want {
			t.Errorf("%+v: %s", tc, got)
		}
	}
	if tenths.FleeGait(tenths.Walk) != tenths.Canter || tenths.FleeGait(tenths.Gallop) != tenths.Gallop {
		t.Error("a fleeing horse speeds up one category at a time to a gallop")
	}
	if !tenths.StillFleeing(false, 10, 20) || tenths.StillFleeing(false, 11, 20) || tenths.StillFleeing(true, 0, 20) {
		t.Error("flees until clear or over half its Fatigue Limit")
	}
}
