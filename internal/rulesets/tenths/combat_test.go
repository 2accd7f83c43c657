package tenths_test

import (
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
)

func TestKnockBack(t *testing.T) {
	r := rules(t)
	// Parried: 10 - 8 + (-3) = -1, none; with a shield -11, attacker back.
	s, _ := r.Bash.ParriedBash(10, 8, -3, false)
	if s != -1 || r.Bash.OnFoot(s, false).Effect != tenths.BashNone {
		t.Errorf("parried bash %d", s)
	}
	s, notes := r.Bash.ParriedBash(10, 8, -3, true)
	if s != -11 || len(notes) != 2 || r.Bash.OnFoot(s, false).Effect != tenths.AttackerBack {
		t.Errorf("shield bash %d %v", s, notes)
	}
	// Hit: blow 12 - armour 5 - strength 10 + excess 9 = 6: back two.
	s, _ = tenths.HitBash(12, 5, 10, 9)
	if b := r.Bash.OnFoot(s, true); s != 6 || b.Effect != tenths.DefenderBack || b.Hexes != 2 {
		t.Errorf("hit bash %d: %+v", s, b)
	}
	// On a hit the attacker is never forced back.
	if b := r.Bash.OnFoot(-20, true); b.Effect != tenths.BashNone || len(b.Notes) != 1 {
		t.Errorf("hit bash -20: %+v", b)
	}
}

func TestKnockedDownFalls(t *testing.T) {
	r := rules(t)
	at := hex.MustParse("K10")
	f, err := r.KnockDown(at, hex.S, "", scripted(1))
	if err != nil || f.Lies != [2]hex.Hex{at, at.Neighbor(hex.S)} || f.Time != 10 || f.GetUp != 3 {
		t.Fatalf("fall %+v %v", f, err)
	}
	a := armour(t, r, "std") // passive dodge 10
	// A 1 lands well: no damage, up in two walk moves.
	g, _ := r.FallDamage(f, 12, a, scripted(1))
	if !g.Landed || g.Injury != nil || g.GetUp != 2 {
		t.Errorf("landed well: %+v", g)
	}
	// d20 16: excess 6; short stab d20 8: chest (5), blow 12 - 5 = 7:
	// factor 4 less one = 3: a wound.
	g, _ = r.FallDamage(f, 12, a, scripted(16, 8))
	if g.Excess != 6 || g.Injury.Hit.Location.Name != "chest" || g.Injury.Factor != 3 || g.Injury.Wound.Name != "wound" {
		t.Errorf("fall damage %+v %+v", g, g.Injury)
	}
	// A low roll is excess 0, never negative; a factor of 1 does not injure.
	g, _ = r.FallDamage(f, 4, a, scripted(3, 8))
	if g.Excess != 0 || g.Injury.Factor != 0 || g.Injury.Wound.Name != "none" {
		t.Errorf("soft fall %+v %+v", g, g.Injury)
	}
	// A 20 is a critical fall: blow 7 with excess 10 is factor 5, +3 for
	// the critical, -1 for a fall.
	g, _ = r.FallDamage(f, 12, a, scripted(20, 8))
	if g.Injury.Factor != 7 {
		t.Errorf("critical fall factor %d, want 7", g.Injury.Factor)
	}
	// On the ground only a passive dodge.
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "spear", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{DefenderDown: true}}
	_, err = r.Prepare(mustModules(t, "falls"), x)
	wantRule(t, err, tenths.TagKnockedDown, "passive dodge")
	x.Defence = tenths.PassiveDodge
	if _, err := r.Prepare(mustModules(t, "falls"), x); err != nil {
		t.Error(err)
	}
}

func TestFeinting(t *testing.T) {
	from := hex.MustParse("K10")
	p := tenths.FeintPlan{From: from, False: from.Neighbor(hex.NE), Real: [2]hex.Hex{from.Neighbor(hex.NW), from.Neighbor(hex.NW).Neighbor(hex.NW)}}
	if err := tenths.CheckFeint(p); err != nil || p.Apparent() {
		t.Fatal(err)
	}
	bad := p
	bad.Real[1] = from.Neighbor(hex.S)
	wantRule(t, tenths.CheckFeint(bad), tenths.TagFeint, "second real move")
	if tenths.FeintTime(5) != 10 || tenths.FeintMoveAt(5) != 5 {
		t.Error("a feint takes two walk moves, the feint halfway")
	}
	steps := tenths.FeintSteps(p, 5, false)
	if len(steps) != 2 || steps[0].Hex != p.False || steps[0].At != 5 || steps[1].Hex != p.Real[1] || steps[1].At != 10 {
		t.Errorf("undetected: %+v", steps)
	}
	steps = tenths.FeintSteps(p, 5, true)
	if len(steps) != 3 || steps[1].Hex != p.Real[0] || steps[1].At != 5 || steps[2].Hex != p.Real[1] {
		t.Errorf("detected: %+v", steps)
	}
	// Detection: opponent's skill - detector's + d10, 7 or less detects.
	for _, tc := range []struct {
		detector, feinter string
		roll              int
		want              bool
	}{{"5.0", "5.0", 7, true}, {"5.0", "5.0", 8, false}, {"8.0", "5.0", 10, true}, {"3.0", "6.5", 3, true}, {"3.0", "6.5", 4, false}} {
		d := tenths.Detect(dec(t, tc.detector), dec(t, tc.feinter), scripted(tc.roll), "test")
		if d.Detected != tc.want {
			t.Errorf("detector %s, feinter %s, d10 %d: %+v", tc.detector, tc.feinter, tc.roll, d)
		}
	}
}

func TestHandSwitch(t *testing.T) {
	r := rules(t)
	wantRule(t, tenths.CheckSwitch([]*tenths.Weapon{weapon(t, r, "sword")}), tenths.TagHandSwitch, "short")
	wantRule(t, tenths.CheckSwitch([]*tenths.Weapon{weapon(t, r, "dagger"), weapon(t, r, "dagger")}), tenths.TagHandSwitch, "one weapon")
	if r.Base.Formulas.SwitchTime(dec(t, "6.4")) != 4 {
		t.Error("10 - skill")
	}
	ms := mustModules(t, "hand-switch")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Switch: true}}
	got, err := r.Prepare(ms, x)
	if err != nil || alterationBy(got, tenths.TagHandSwitch, "attack potential") != 2 {
		t.Errorf("undetected switch: %v %v", got.Alterations, err)
	}
	x.Situation.SwitchDetected = true
	got, _ = r.Prepare(ms, x)
	if alterationBy(got, tenths.TagHandSwitch, "attack potential") != 0 {
		t.Error("a detected switch still adds 2")
	}
	x.Situation = tenths.Situation{DefenderSwitching: true}
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagHandSwitch, "cannot parry")
}

func TestDisarming(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "disarming")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "axe", "none"), Defender: fighter(t, r, "Bob", "dagger", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Disarm: true}}
	x, err := r.Prepare(ms, x)
	if err != nil || x.Figures.Damaging {
		t.Fatalf("%+v %v", x.Figures, err)
	}
	// Axe 10 against dagger 4: 6 with excess 3: category 3, no disarm;
	// with excess 6: 4, disarmed.
	if d := r.Disarm(&x, tenths.Outcome{Roll: 15, Excess: 3, Hit: true}, 4); d.Category != 3 || d.Disarmed {
		t.Errorf("excess 3: %+v", d)
	}
	if d := r.Disarm(&x, tenths.Outcome{Roll: 15, Excess: 6, Hit: true}, 4); d.Category != 4 || !d.Disarmed || d.Broken {
		t.Errorf("excess 6: %+v", d)
	}
	if d := r.Disarm(&x, tenths.Outcome{Roll: 20, Excess: 0, Hit: true, Critical: 20}, 4); !d.Broken {
		t.Errorf("critical 20: %+v", d)
	}
	if d := r.Disarm(&x, tenths.Outcome{Roll: 9, Excess: -2}, 4); d.Disarmed {
		t.Errorf("parried: %+v", d)
	}
	x.Defence = tenths.ActiveDodge
	if d := r.Disarm(&x, tenths.Outcome{Roll: 20, Critical: 20, Hit: true}, 4); !d.ToHit {
		t.Errorf("dodged critical 20: %+v", d)
	}
	if d := r.Disarm(&x, tenths.Outcome{Roll: 19, Excess: 8, Hit: true}, 4); d.ToHit || d.Disarmed {
		t.Errorf("dodged: %+v", d)
	}
	x.Defence = tenths.Parry
	x.Defender.Weapon = weapon(t, r, "shield")
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagDisarm, "shield")
	if !tenths.NetTorn(6) || tenths.NetTorn(5) || tenths.NetDisarmParry != 25 {
		t.Error("a net is torn by 6, unaffected by 5, and parries disarms at 25")
	}
	// The dropped weapon: d10 1 ahead, 7-10 in his own hex.
	at := hex.MustParse("K10")
	if h, _ := r.Dodge.DropWeapon(at, hex.N, scripted(1)); h != at.Neighbor(hex.N) {
		t.Errorf("d10 1: %v", h)
	}
	if h, _ := r.Dodge.DropWeapon(at, hex.N, scripted(9)); h != at {
		t.Errorf("d10 9: %v", h)
	}
}

func TestDivingAttack(t *testing.T) {
	r := rules(t)
	wantRule(t, tenths.CheckDive(weapon(t, r, "spear"), true, hex.N, hex.N), tenths.TagDiving, "short or medium")
	wantRule(t, tenths.CheckDive(weapon(t, r, "dagger"), false, hex.N, hex.N), tenths.TagDiving, "running")
	wantRule(t, tenths.CheckDive(weapon(t, r, "dagger"), true, hex.N, hex.NE), tenths.TagDiving, "same direction")
	if got := r.Base.Formulas.DiveTime(7, 3); got != 5 {
		t.Errorf("dive time %d, want 7 + 3 - 5", got)
	}
	feet, head := tenths.DiveEnd(hex.MustParse("K10"), hex.N)
	if feet != hex.MustParse("K9") || head != hex.MustParse("K8") {
		t.Errorf("dive ends %v %v", feet, head)
	}
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Diving: true}}
	got, err := r.Prepare(mustModules(t, "diving-attack"), x)
	if err != nil {
		t.Fatal(err)
	}
	// +5, +6, short stab, parried as a stab: sword DS 3.0 × 5 + 10 = 25
	// against DC's 26.
	if alterationBy(got, tenths.TagDiving, "attack potential") != 5 || alterationBy(got, tenths.TagDiving, "blow strength") != 6 ||
		got.Figures.HitClass != tenths.ShortStab || got.Figures.DefenceFactor != 25 {
		t.Errorf("dive figures %+v %v", got.Figures, got.Alterations)
	}
}

func TestPullingBlows(t *testing.T) {
	r := rules(t)
	ms := mustModules(t, "pulling-blows")
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Pull: 5}}
	got, err := r.Prepare(ms, x)
	if err != nil || got.Figures.BlowStrength != 3 {
		t.Errorf("pulled by 5: %+v %v", got.Figures, err)
	}
	x.Situation.Pull = 6
	_, err = r.Prepare(ms, x)
	wantRule(t, err, tenths.TagPulling, "skill")
}

func TestNonStandardArmour(t *testing.T) {
	r := rules(t)
	// Light is 15 in all, std 31: a total of 20 counts as std.
	c, err := r.Armour.EffectiveArmour(map[tenths.Area]int{"head": 10, "chest": 10})
	if err != nil || c.Total != 20 || c.Effective != "std" {
		t.Errorf("%+v %v", c, err)
	}
	c, _ = r.Armour.EffectiveArmour(map[tenths.Area]int{"head": 15})
	if c.Effective != "light" {
		t.Errorf("15 on the head: %s", c.Effective)
	}
	c, _ = r.Armour.EffectiveArmour(map[tenths.Area]int{"head": 15, "neck": 15, "shoulder": 15, "arm": 15, "chest": 15, "hand": 15, "abdomen": 15, "groin": 15})
	if c.Effective != "full" || c.Note == "" {
		t.Errorf("above every type: %+v", c)
	}
	_, err = r.Armour.EffectiveArmour(map[tenths.Area]int{"head": 16})
	wantRule(t, err, tenths.TagCustomArmour, "15")
	_, err = r.Armour.EffectiveArmour(map[tenths.Area]int{"tail": 2})
	wantRule(t, err, tenths.TagCustomArmour, "tail")
	a, err := r.Armour.Custom("gambeson and helm", map[tenths.Area]int{"head": 10, "chest": 10})
	if err != nil || a.Walk != 6 || a.Protects("head") != 10 || a.Protects("leg") != 0 {
		t.Errorf("custom armour %+v %v", a, err)
	}
}

func TestShieldPassiveDefence(t *testing.T) {
	r := rules(t)
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.PassiveDodge, Situation: tenths.Situation{ShieldCovers: true}}
	got, _ := r.Prepare(mustModules(t, "shield-passive-defence"), x)
	if got.Figures.DefenceFactor != 12+5 {
		t.Errorf("passive factor %d, want 17", got.Figures.DefenceFactor)
	}
	at := hex.MustParse("K10")
	if !r.Reach.ShieldCovers(at, hex.N, at.Neighbor(hex.NW)) || r.Reach.ShieldCovers(at, hex.N, at.Neighbor(hex.NE)) {
		t.Error("the shield covers the left, not the right")
	}
}

func TestArmourConstruction(t *testing.T) {
	r := rules(t)
	mail, err := r.Armour.Construction("mail")
	if err != nil {
		t.Fatal(err)
	}
	if mail.Against(false, tenths.Stab) != 4 || mail.Against(false, tenths.Cut) != 7 || mail.Against(true, tenths.Stab) != 5 {
		t.Errorf("mail: stab %d, cut %d, missile %d", mail.Against(false, tenths.Stab), mail.Against(false, tenths.Cut), mail.Against(true, tenths.Stab))
	}
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Construction: tenths.Wearing{"chest": mail}}}
	_, err = r.Prepare(tenths.Modules{}, x)
	wantRule(t, err, tenths.TagConstruction, "module armour-construction")
	ms := mustModules(t, "armour-construction")
	x, _ = r.Prepare(ms, x)
	// Medium cut d20 12: chest; the sword (8) meets mail's 7 against a cut.
	in, _ := r.Injure(ms, &x, tenths.Outcome{Roll: 15, Excess: 2, Hit: true}, scripted(12))
	if in[0].Protection != 7 || in[0].Effective != 1 {
		t.Errorf("injury through mail: %+v", in[0])
	}
}

func TestArmourDamage(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		w      tenths.Wear
		factor int
		want   tenths.Wear
	}{{tenths.Sound, 5, tenths.Sound}, {tenths.Sound, 6, tenths.Damaged}, {tenths.Damaged, 6, tenths.Useless}, {tenths.Sound, 9, tenths.Useless}, {tenths.Damaged, 2, tenths.Damaged}} {
		if got := tenths.WearArmour(tc.w, tc.factor); got != tc.want {
			t.Errorf("%q + factor %d: %q, want %q", tc.w, tc.factor, got, tc.want)
		}
	}
	if tenths.Worn(8, tenths.Useless) != 0 || tenths.Worn(8, tenths.Damaged) != 8 {
		t.Error("damaged armour still protects, useless does not")
	}
	// Shields: excess -11 + 10 < 0 cannot be damaged; blow 25 - 15 = 10
	// with excess -4 + 10 = 6: factor 5; blow 30 with excess 2 + 10: 9.
	if s := r.WearShield(tenths.Sound, 30, -11); s.Wear != tenths.Sound || s.Factor != 0 {
		t.Errorf("%+v", s)
	}
	if s := r.WearShield(tenths.Sound, 25, -4); s.Factor != 5 || s.Wear != tenths.Sound {
		t.Errorf("%+v", s)
	}
	if s := r.WearShield(tenths.Sound, 33, 2); s.Factor < 9 || s.Wear != tenths.Useless {
		t.Errorf("%+v", s)
	}
}
