package tenths_test

import (
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
)

func TestRapier(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "rapier")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "rapier", "none"), Defender: fighter(t, r, "Bob", "rapier", "none"), Defence: tenths.Parry}
	x.Attacker.Skill, x.Defender.Skill = tenths.Whole(8), tenths.Whole(8)
	got, err := r.Prepare(ms, x)
	if err != nil {
		t.Fatal(err)
	}
	// Skill 8 counts as 5: anti-parry 3.2 × 5 = 16, base speed 12 - 5 - 5
	// = 2, parry against a stab 4.5 × 5 + 10 = 32; blow strength is full.
	if got.Figures.AttackFactor != 16 || got.Figures.BaseSpeed != 2 || got.Figures.DefenceFactor != 32 || got.Figures.BlowStrength != 2 {
		t.Errorf("rapier figures %+v", got.Figures)
	}
	// Accuracy (against a dodge) is not among the three: full skill.
	x.Defence = tenths.ActiveDodge
	got, _ = r.Prepare(ms, x)
	if got.Figures.AttackFactor != 25 { // 3.2 × 8
		t.Errorf("rapier accuracy %d, want 25", got.Figures.AttackFactor)
	}
}

func TestPolearms(t *testing.T) {
	r := rules(t)
	at := hex.MustParse("K10")
	blocked, inRange, err := r.Reach.PolearmHexes(at, hex.N, tenths.PoleForward)
	if err != nil || len(blocked) != 3 || blocked[0] != at.Neighbor(hex.N) || len(inRange) != 3 || inRange[0] != at.Neighbor(hex.N).Neighbor(hex.N) {
		t.Errorf("forward: %v %v %v", blocked, inRange, err)
	}
	blocked, _, _ = r.Reach.PolearmHexes(at, hex.N, tenths.PoleLeft)
	if blocked[0] != at.Neighbor(hex.NW) {
		t.Errorf("left: %v", blocked)
	}
	wantRule(t, tenths.ChangePolearm(tenths.PoleLeft, tenths.PoleRight), tenths.TagPolearms, "only to forward")
	if tenths.ChangePolearm(tenths.PoleLeft, tenths.PoleForward) != nil || tenths.ChangePolearm(tenths.PoleForward, tenths.PoleRight) != nil {
		t.Error("a change the text allows is refused")
	}
	enemy := at.Neighbor(hex.NE).Neighbor(hex.NE)
	occupied := func(h hex.Hex) bool { return h == at.Neighbor(hex.NE) || h == enemy }
	wantRule(t, r.Reach.TurnWithPolearm(at, hex.NE, tenths.PoleForward, occupied), tenths.TagPolearms, "blocked hex")
	ms := mustModules(t, "polearms")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "pole-arm", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{OpponentBlocked: true}}
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagPolearms, "blocked hex")
	x.Situation = tenths.Situation{}
	got, err := r.Prepare(ms, x)
	if err != nil || got.Figures.HitClass != tenths.LongCut {
		t.Errorf("a polearm strikes as long and cutting: %v %v", got.Figures.HitClass, err)
	}
	// It parries long weapons only.
	x = tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "pole-arm", "none"), Defence: tenths.Parry}
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagPolearms, "long weapons only")
	x.Attacker.Weapon = weapon(t, r, "spear")
	if _, err := r.Prepare(ms, x); err != nil {
		t.Error(err)
	}
	if !tenths.BlockingAttack(false) || tenths.BlockingAttack(true) {
		t.Error("a blocking attack meets the first entry into a blocked hex, not later ones")
	}
}

func TestLance(t *testing.T) {
	r := rules(t)
	wantRule(t, tenths.LanceReady(false, 5, tenths.Seat{Facing: tenths.FaceForward}), tenths.TagLance, "horseback")
	wantRule(t, tenths.LanceReady(true, 2, tenths.Seat{Facing: tenths.FaceForward}), tenths.TagLance, "Training 3")
	wantRule(t, tenths.LanceReady(true, 5, tenths.Seat{Back: true, Facing: tenths.FaceForward}), tenths.TagLance, "sit forwards")
	if tenths.LanceReadyTime(6) != 6 {
		t.Error("readying takes the base speed")
	}
	for _, tc := range []struct {
		m    tenths.Motion
		want tenths.TargetMotion
	}{
		{tenths.Motion{}, tenths.Stationary},
		{tenths.Motion{Moved: true, Before: 3, After: 3}, tenths.Stationary},
		{tenths.Motion{Moved: true, Running: true, Before: 3, After: 2}, tenths.RunningTowards},
		{tenths.Motion{Moved: true, Before: 3, After: 2}, tenths.WalkingTowards},
		{tenths.Motion{Moved: true, Before: 2, After: 3}, tenths.WalkingAway},
		{tenths.Motion{Moved: true, Running: true, Before: 2, After: 3}, tenths.RunningAway},
	} {
		if got := tc.m.Of(); got != tc.want {
			t.Errorf("%+v: %s, want %s", tc.m, got, tc.want)
		}
	}
	ms := mustModules(t, "horses", "riding", "horseback-attacks", "lance")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "lance", "none"), Defender: fighter(t, r, "Bob", "sword", "none"), Defence: tenths.PassiveDodge,
		Situation: tenths.Situation{AttackerMount: &tenths.Mount{RiderSkill: tenths.Whole(6), HorseSkill: tenths.Whole(6), Gait: tenths.Gallop},
			Lance: &tenths.LanceCharge{Target: tenths.Motion{Moved: true, Before: 3, After: 2}}}}
	got, err := r.Prepare(ms, x)
	if err != nil || alterationBy(got, tenths.TagLance, "blow strength") != 8 {
		t.Errorf("galloping at a man walking towards: %v %v", got.Alterations, err)
	}
	// 4 + 8 - 2 (iv, from horseback) = 10.
	if got.Figures.BlowStrength != 10 {
		t.Errorf("lance blow strength %d, want 10", got.Figures.BlowStrength)
	}
	x.Situation.Lance = nil
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagLance, "charge")
	x.Situation.Lance, x.Situation.AttackerMount = &tenths.LanceCharge{}, nil
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagLance, "horseback")
	hs := r.Reach.Lance
	if len(hs) == 0 || hs[0].FromHorse(northHorse) != northHorse.Head.Neighbor(hex.N) {
		t.Errorf("lance in-range hexes %v", hs)
	}
}

func TestGuns(t *testing.T) {
	r := rules(t)
	pistol, _ := r.Weapons.Missile("pistol")
	manual, _ := r.Weapons.Missile("manual-pistol")
	ms := mustModules(t, "guns")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "sword", "std"),
		Defence: tenths.PassiveDodge, Missile: pistol, Range: 2}
	got, err := r.Prepare(ms, x)
	if err != nil || got.Figures.BlowStrength != 12 || !got.Figures.AllAreas {
		t.Fatalf("grapeshot %+v %v", got.Figures, err)
	}
	// Grapeshot hits every area; those the blow cannot pass are spared.
	in, _ := r.Injure(ms, &got, tenths.Outcome{Roll: 15, Excess: 3, Hit: true}, scripted())
	if len(in) != 10 { // std's largest protection is 5, under 12
		t.Errorf("grapeshot injured %d areas, want 10", len(in))
	}
	x.Defender.Armour = armour(t, r, "full")
	got, _ = r.Prepare(ms, x)
	in, _ = r.Injure(ms, &got, tenths.Outcome{Roll: 15, Excess: 3, Hit: true}, scripted())
	for _, i := range in {
		if i.Effective <= 0 {
			t.Errorf("an area the grapeshot could not pass was injured: %+v", i)
		}
	}
	if len(in) != 6 { // full: neck 11, arm 10, hand 8, groin 10, leg 10, foot 8 are under 12
		t.Errorf("grapeshot through full armour injured %d areas, want 6", len(in))
	}
	x.Situation.Ball = true
	got, _ = r.Prepare(ms, x)
	if got.Figures.BlowStrength != 14 || got.Figures.AllAreas {
		t.Errorf("ball %+v", got.Figures)
	}
	// Firing, misfires, loading.
	g := tenths.Gun{Cartridges: 6}
	if tenths.CheckFire(pistol, g) != nil {
		t.Error("a loaded automatic refused")
	}
	wantRule(t, tenths.CheckFire(manual, g), tenths.TagGuns, "load action")
	g = tenths.Fired(g, 0)
	if g.Cartridges != 5 {
		t.Errorf("after a shot %+v", g)
	}
	g = tenths.Fired(g, 1)
	wantRule(t, tenths.CheckFire(pistol, g), tenths.TagGuns, "dead cartridge")
	if dt, byLoad := tenths.Misfire(pistol); dt != 20 || byLoad {
		t.Error("an automatic takes 20 tenths to clear")
	}
	if dt, byLoad := tenths.Misfire(manual); dt != 5 || !byLoad {
		t.Error("a manual gun: 5 tenths dead time, cleared by the next load")
	}
	m := tenths.Gun{Cartridges: 3, Jammed: true}
	m, err = tenths.Load(manual, m)
	if err != nil || m.Jammed || m.Cartridges != 2 || !m.Chambered {
		t.Errorf("load clears a jam: %+v %v", m, err)
	}
	_, err = tenths.Load(pistol, m)
	wantRule(t, err, tenths.TagGuns, "no load action")
	m, tm, err := tenths.Reload(manual, m, 4)
	if err != nil || m.Cartridges != 6 || tm != 40 {
		t.Errorf("reload 4: %+v %d %v", m, tm, err)
	}
	_, _, err = tenths.Reload(manual, m, 1)
	wantRule(t, err, tenths.TagGuns, "holds 6")
	// A miss strikes whoever stands in the hex the diagram gives.
	at := hex.MustParse("K10")
	if s, err := r.StrayShot(at, hex.S, scripted(1)); err != nil || s.To != at.Neighbor(hex.S) {
		t.Errorf("stray shot %+v %v", s, err)
	}
}

func TestWhip(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "falls", "whip")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "whip", "none"), Defender: fighter(t, r, "Bob", "sword", "none"), Defence: tenths.ActiveDodge}
	got, err := r.Prepare(ms, x)
	if err != nil || got.Figures.HitClass != tenths.MediumStab || !got.Figures.Damaging || tenths.WhipRange != tenths.Long {
		t.Errorf("whip blow %+v %v", got.Figures, err)
	}
	x.Situation.Entangle = true
	got, _ = r.Prepare(ms, x)
	if got.Figures.Damaging {
		t.Error("an entangling attack does damage")
	}
	shoulder := r.Hits.Locations[2]
	chest := r.Hits.Locations[4]
	if !tenths.Ensnares(shoulder) || tenths.Ensnares(chest) {
		t.Error("a whip ensnares a limb or a shoulder")
	}
	if tenths.WhipFree(4) != 9 || tenths.WhipIgnored(4) != 50 || tenths.WhipRelease != 1 || tenths.WhipPullBlow(3, 5) != 8 {
		t.Error("whip times")
	}
	y := tenths.Exchange{Attacker: fighter(t, r, "Bob", "sword", "none"), Defender: fighter(t, r, "Ann", "sword", "none"), Defence: tenths.Parry,
		Situation: tenths.Situation{AttackerEntangled: "whip", DefenderEntangled: "whip"}}
	plain, _ := r.Prepare(tenths.Modules{}, tenths.Exchange{Attacker: y.Attacker, Defender: y.Defender, Defence: y.Defence})
	got, _ = r.Prepare(ms, y)
	if got.Figures.BaseSpeed != plain.Figures.BaseSpeed+1 || got.Figures.AttackPotential != -1 || got.Figures.DefencePotential != -1 {
		t.Errorf("fighting on entangled %+v", got.Figures)
	}
	y.Situation = tenths.Situation{Entangle: true}
	_, err = r.Prepare(ms, y)
	wantRule(t, err, tenths.TagWhip, "only a whip")
}

func TestNet(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "net", "polearms")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "net", "none"), Defender: fighter(t, r, "Bob", "sword", "none"), Defence: tenths.Parry}
	_, err := r.Prepare(ms, x)
	wantRule(t, err, tenths.TagNet, "long weapon or a polearm")
	// The net's own rule lets a polearm parry it, though a polearm
	// otherwise parries long weapons only (docs/rulings.md).
	x.Defender.Weapon = weapon(t, r, "pole-arm")
	if _, err = r.Prepare(ms, x); err != nil {
		t.Errorf("a polearm parrying a net: %v", err)
	}
	x.Defender.Weapon = weapon(t, r, "spear")
	got, err := r.Prepare(ms, x)
	if err != nil || got.Figures.Damaging || !got.Figures.NoLocation {
		t.Errorf("net %+v %v", got.Figures, err)
	}
	in, _ := r.Injure(ms, &got, tenths.Outcome{Roll: 18, Excess: 5, Hit: true}, scripted())
	if len(in) != 0 {
		t.Error("a net injured")
	}
	if tenths.NetFree(3) != 13 {
		t.Error("10 + excess to get free")
	}
	y := tenths.Exchange{Attacker: fighter(t, r, "Bob", "sword", "none"), Defender: fighter(t, r, "Cid", "sword", "none"), Defence: tenths.Parry,
		Situation: tenths.Situation{AttackerEntangled: "net", DefenderEntangled: "net"}}
	got, _ = r.Prepare(ms, y)
	if alterationBy(got, tenths.TagNet, "base speed") != 5 || got.Figures.AttackPotential != -3 || got.Figures.DefencePotential != -3 {
		t.Errorf("fighting on in a net %+v", got.Figures)
	}
}
