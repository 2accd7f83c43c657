package tenths_test

import (
	"encoding/json"
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
)

// herald's base system (docs/rulings.md, "tenths rules: the base system").

func TestDecimal(t *testing.T) {
	for _, tc := range []struct {
		in                 string
		want               tenths.Decimal
		floor, ceil, round int
	}{
		{"6.4", 64, 6, 7, 6}, {"6.5", 65, 6, 7, 7}, {"-0.5", -5, -1, 0, 0}, {"-1.6", -16, -2, -1, -2}, {"8", 80, 8, 8, 8},
	} {
		d, err := tenths.ParseDecimal(tc.in)
		if err != nil || d != tc.want || d.Floor() != tc.floor || d.Ceil() != tc.ceil || d.Round() != tc.round {
			t.Errorf("%s: %v %v floor %d ceil %d round %d", tc.in, d, err, d.Floor(), d.Ceil(), d.Round())
		}
	}
	for _, bad := range []string{"", "6.45", "x", "-", "1.x", "99999999"} {
		if _, err := tenths.ParseDecimal(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	if got := tenths.MulFloor(tenths.Dec(3, 0), tenths.Dec(6, 4)); got != 19 {
		t.Errorf("3.0 × 6.4 = %d, want 19", got)
	}
}

func TestBaseSkill(t *testing.T) {
	r := rules(t)
	f := r.Base.Formulas
	for _, tc := range []struct {
		training, dex int
		factor        string
		want          string
	}{
		{6, 12, "0.9", "6.4"}, {6, 10, "1.0", "6.0"}, {0, 18, "1.0", "0.0"}, {10, 20, "1.0", "20.0"}, {3, 7, "0.7", "1.4"},
	} {
		if got := f.SkillOf(tc.training, tc.dex, dec(t, tc.factor)); got.String() != tc.want {
			t.Errorf("Training %d, Dexterity %d, factor %s: %s, want %s", tc.training, tc.dex, tc.factor, got, tc.want)
		}
	}
	knight, err := r.Base.Profile("knight")
	if err != nil {
		t.Fatal(err)
	}
	// Training 8, Dexterity 12, xhvy factor 0.8: 7.68 -> 7.6.
	if s, _ := r.Skill(knight, "sword"); s.String() != "7.6" {
		t.Errorf("the knight's sword skill is %s, want 7.6", s)
	}
	// Athletics ignores armour and uses (Dex + Str) / 2 (text, athletics).
	duellist, _ := r.Base.Profile("duellist")
	if s, _ := r.Skill(duellist, "athletics"); s.String() != "7.5" { // 6 × 12.5 / 10
		t.Errorf("the duellist's athletics skill is %s, want 7.5", s)
	}
}

func TestBaseValues(t *testing.T) {
	r := rules(t)
	p, _ := r.Base.Profile("warhorse")
	p.WillPower = 11 // text: a horse's Will Power is 0 to 10
	wantRule(t, r.Base.CheckProfile(p, &r.Armour), tenths.TagHorses, "will power")
	p, _ = r.Base.Profile("peasant")
	p.Training = map[string]int{"juggling": 3}
	var u *tenths.UnknownName
	if err := r.Base.CheckProfile(p, &r.Armour); err == nil || !asUnknown(err, &u) || u.Name != "juggling" {
		t.Errorf("unknown Training: %v", err)
	}
	_, err := r.Base.Profile("dragon")
	wantRule(t, err, tenths.TagValues, "dragon", "knight")
}

func TestBaseWeaponFigures(t *testing.T) {
	r := rules(t)
	f := r.Base.Formulas
	sword := weapon(t, r, "sword")
	skill := dec(t, "6.4")
	if got := sword.AntiParry(skill); got != 16 { // 2.6 × 6.4 = 16.64
		t.Errorf("anti-parry %d, want 16", got)
	}
	if got := sword.AccuracyOf(skill); got != 15 { // 2.4 × 6.4 = 15.36
		t.Errorf("accuracy %d, want 15", got)
	}
	if got, ok := f.ParryFactor(sword, skill, tenths.Cut); !ok || got != 30 { // 3.2 × 6.4 = 20.48, + 10
		t.Errorf("parry factor against a cut %d, want 30", got)
	}
	if got, ok := f.ParryFactor(sword, skill, tenths.Stab); !ok || got != 29 {
		t.Errorf("parry factor against a stab %d, want 29", got)
	}
	if _, ok := f.ParryFactor(weapon(t, r, "whip"), skill, tenths.Cut); ok {
		t.Error("a whip parries")
	}
	if got := f.BaseSpeed(sword, skill); got != 6 { // 12 + 0 - 6
		t.Errorf("base speed %d, want 6", got)
	}
	if got := f.BaseSpeed(weapon(t, r, "hand"), tenths.Whole(9)); got != 2 { // 12 - 5 - 9, at least 2
		t.Errorf("hand base speed %d, want the minimum 2", got)
	}
	if got, ok := f.BlowStrength(sword, 13, skill); !ok || got != 9 { // 8 + (13-10)/2
		t.Errorf("blow strength %d, want 9", got)
	}
	if got, _ := f.BlowStrength(sword, 7, skill); got != 6 { // 8 + floor(-3/2) = 8 - 2
		t.Errorf("weak blow strength %d, want 6", got)
	}
	if _, ok := f.BlowStrength(weapon(t, r, "net"), 10, skill); ok {
		t.Error("a net does damage")
	}
}

func TestBaseDefenceTime(t *testing.T) {
	f := rules(t).Base.Formulas
	if f.DefenceTime(tenths.Parry, 6) != 2 || f.DefenceTime(tenths.ActiveDodge, 6) != 6 || f.DefenceTime(tenths.PassiveDodge, 6) != 0 {
		t.Error("a parry adds 2 tenths, an active dodge a walk move, a passive dodge nothing")
	}
}

func TestBaseReactionTime(t *testing.T) {
	r := rules(t)
	f := r.Base.Formulas
	for _, tc := range []struct {
		skill string
		roll  int
		want  int
	}{{"6.4", 8, 5}, {"6.4", 2, 1}, {"0.0", 10, 10}, {"9.9", 1, 1}} {
		got, roll := f.ReactionTime(dec(t, tc.skill), scripted(tc.roll))
		if got != tc.want || roll != tc.roll {
			t.Errorf("skill %s, d10 %d: %d tenths, want %d", tc.skill, tc.roll, got, tc.want)
		}
	}
}

// "10 - skill" times round to the nearest tenth and last at least one;
// the horse's response delay may be nothing.
func TestRidingControlAndResponseTimes(t *testing.T) {
	f := rules(t).Base.Formulas
	for _, tc := range []struct {
		skill                       string
		control, response, position int
	}{{"6.4", 4, 4, 4}, {"2.5", 8, 8, 8}, {"9.8", 1, 0, 1}, {"12.0", 1, 0, 1}} {
		s := dec(t, tc.skill)
		if f.ControlTime(s) != tc.control || f.ResponseTime(s) != tc.response || f.SeatChangeTime(s) != tc.position {
			t.Errorf("skill %s: control %d, response %d, position %d", tc.skill, f.ControlTime(s), f.ResponseTime(s), f.SeatChangeTime(s))
		}
	}
}

func TestBaseHitLocation(t *testing.T) {
	r := rules(t)
	full := r.Hits.Full()
	// short-stab faces 1,1,1,2,5,1,5,2,1,1: a d20 of 6 is the arm's
	// second face, 7 the chest's first.
	for _, tc := range []struct {
		roll int
		want string
	}{{1, "head"}, {5, "arm"}, {6, "chest"}, {10, "chest"}, {11, "hand"}, {20, "foot"}} {
		hr, err := r.Hits.Roll(tenths.ShortStab, full, scripted(tc.roll))
		if err != nil || hr.Location.Name != tc.want || hr.Die != 20 {
			t.Errorf("short stab d20 %d: %+v %v, want %s", tc.roll, hr, err, tc.want)
		}
	}
	_, err := r.Hits.Roll("huge-cut", full, scripted(1))
	var u *tenths.UnknownName
	if !asUnknown(err, &u) {
		t.Errorf("unknown table: %v", err)
	}
}

func TestBaseDodgeDiagrams(t *testing.T) {
	r := rules(t)
	at := hex.MustParse("K10")
	// Struck from the north (the line runs S): the back diagram goes S on
	// 1-4, SE... relative FL is line turned -1.
	line := tenths.AttackLine(hex.MustParse("K9"), at)
	if line != hex.S {
		t.Fatalf("line %v, want S", line)
	}
	for _, tc := range []struct {
		diagram string
		roll    int
		want    hex.Direction
	}{{"back", 1, hex.S}, {"back", 5, hex.SE}, {"back", 10, hex.SW}, {"left", 1, hex.SE}, {"left", 6, hex.NE}, {"right", 7, hex.NW}, {"", 4, hex.S}} {
		dr, err := r.Dodge.Roll(tc.diagram, at, line, scripted(tc.roll), "test")
		if err != nil || dr.Direction != tc.want || dr.To != at.Neighbor(tc.want) {
			t.Errorf("%s d10 %d: %+v %v, want %v", tc.diagram, tc.roll, dr, err, tc.want)
		}
	}
	// A long weapon two hexes off: the nearest hexside.
	if got := tenths.AttackLine(hex.MustParse("K8"), at); got != hex.S {
		t.Errorf("line from K8 to K10 is %v, want S", got)
	}
}

func TestBaseWounds(t *testing.T) {
	r := rules(t)
	d := r.Wounds.Damage
	for _, tc := range []struct{ blow, excess, want int }{
		{-10, 0, 0}, {-10, 20, 2}, {0, -5, 0}, {4, 4, 2}, {7, 0, 2}, {13, 12, 8}, {30, 30, 11},
	} {
		if got := d.Factor(tc.blow, tc.excess); got != tc.want {
			t.Errorf("blow %d excess %d: factor %d, want %d", tc.blow, tc.excess, got, tc.want)
		}
	}
	chest := r.Hits.Locations[4]
	arm := r.Hits.Locations[3]
	for _, tc := range []struct {
		factor int
		loc    tenths.Location
		want   string
	}{{0, chest, "none"}, {2, chest, "light"}, {4, arm, "wound"}, {5, chest, "serious"}, {5, arm, "wound"}, {11, chest, "killed"}, {15, arm, "disablement"}} {
		if got := r.Wounds.Wound(tc.factor, tc.loc); got.Name != tc.want {
			t.Errorf("factor %d on %s: %s, want %s", tc.factor, tc.loc.Name, got.Name, tc.want)
		}
	}
}

func TestBaseFatigue(t *testing.T) {
	r := rules(t)
	if r.Fatigue.Points("attack") != 1 || r.Fatigue.Points("walk") != 0 {
		t.Error("attack costs 1, walking nothing")
	}
	for _, tc := range []struct {
		points, limit int
		time          int
		exhausted     bool
	}{{4, 20, 0, false}, {10, 20, 1, false}, {20, 20, 2, false}, {30, 20, 0, true}} {
		l := r.Fatigue.Level(tc.points, tc.limit)
		if l.Time != tc.time || l.Exhausted != tc.exhausted {
			t.Errorf("%d of %d: %+v", tc.points, tc.limit, l)
		}
	}
	// Without the wind module nothing comes back.
	f := tenths.Fatigue{}.Take(3, 0).Recover(100)
	if f.Limit != 3 || f.Wind != 0 {
		t.Errorf("no wind: %+v", f)
	}
}

func TestBaseMoves(t *testing.T) {
	r := rules(t)
	walk, run, err := r.Rates("std")
	if err != nil || walk != 6 || run != 4 {
		t.Fatalf("std rates %d %d %v", walk, run, err)
	}
	m, err := r.MoveTime(tenths.Modules{}, tenths.Move{Kind: tenths.WalkMove, Rate: walk, Slow: 2, Ground: "muddy", StepsUp: 1})
	if err != nil || m.Time != 8 {
		t.Errorf("base system: %+v %v, want 8 (mud and steps need their modules)", m, err)
	}
	_, err = r.MoveTime(tenths.Modules{}, tenths.Move{Kind: "crawl", Rate: 5})
	wantRule(t, err, tenths.TagMoves, "crawl")
}

func TestBaseAttack(t *testing.T) {
	r := rules(t)
	x := tenths.Exchange{
		Attacker: fighter(t, r, "Ann", "sword", "none"),
		Defender: fighter(t, r, "Bob", "sword", "std"),
		Defence:  tenths.Parry,
	}
	x, err := r.Prepare(tenths.Modules{}, x)
	if err != nil {
		t.Fatal(err)
	}
	f := x.Figures
	// Anti-parry 2.6 × 5 = 13; parry 3.2 × 5 + 10 = 26; base speed 12 - 5.
	if f.AttackFactor != 13 || f.DefenceFactor != 26 || f.BaseSpeed != 7 || f.BlowStrength != 8 || f.HitClass != tenths.MediumCut {
		t.Fatalf("figures %+v", f)
	}
	for _, tc := range []struct {
		roll   int
		hit    bool
		excess int
		crit   int
	}{{13, true, 0, 0}, {12, false, -1, 0}, {1, false, -12, 1}, {20, true, 7, 20}} {
		out := x.Roll(scripted(tc.roll))
		if out.Hit != tc.hit || out.Excess != tc.excess || out.Critical != tc.crit {
			t.Errorf("d20 %d: %+v", tc.roll, out)
		}
	}
	// A hit of excess 4 on the chest (medium cut faces 3,2,3,3,3: d20 12)
	// through std armour 5: blow 3, factor 2, a light wound.
	out := tenths.Outcome{Roll: 17, Excess: 4, Hit: true}
	in, err := r.Injure(tenths.Modules{}, &x, out, scripted(12))
	if err != nil || len(in) != 1 || in[0].Hit.Location.Name != "chest" || in[0].Effective != 3 || in[0].Factor != 2 || in[0].Wound.Name != "light" {
		t.Errorf("injury %+v %v", in, err)
	}
	// Dodges use accuracy and the armour's dodge factors.
	x.Defence = tenths.ActiveDodge
	x, _ = r.Prepare(tenths.Modules{}, x)
	if x.Figures.AttackFactor != 12 || x.Figures.DefenceFactor != 20 { // 2.4 × 5; 14 + 12/2
		t.Errorf("active dodge figures %+v", x.Figures)
	}
	x.Defence = tenths.PassiveDodge
	x, _ = r.Prepare(tenths.Modules{}, x)
	if x.Figures.DefenceFactor != 10 {
		t.Errorf("passive dodge factor %d, want std's 10", x.Figures.DefenceFactor)
	}
}

func TestBaseAttackRefusals(t *testing.T) {
	r := rules(t)
	base := tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "whip", "none"), Defence: tenths.Parry}
	_, err := r.Prepare(tenths.AllModules(), base)
	wantRule(t, err, tenths.TagAttack, "whip", "parry")
	x := base
	x.Attacker.Weapon = weapon(t, r, "shield")
	_, err = r.Prepare(tenths.AllModules(), x)
	wantRule(t, err, tenths.TagAttack, "does not attack")
	x = base
	x.Defence = "pray"
	x.Defender.Weapon = weapon(t, r, "sword")
	_, err = r.Prepare(tenths.Modules{}, x)
	wantRule(t, err, tenths.TagAttack, "pray")
	bow, _ := r.Weapons.Missile("longbow")
	x = tenths.Exchange{Attacker: fighter(t, r, "Ann", "sword", "none"), Defender: fighter(t, r, "Bob", "sword", "none"), Defence: tenths.Parry, Missile: bow, Range: 5}
	_, err = r.Prepare(tenths.Modules{}, x)
	wantRule(t, err, tenths.TagAttack, "parried")
	x.Defence, x.Range = tenths.PassiveDodge, 36
	_, err = r.Prepare(tenths.Modules{}, x)
	wantRule(t, err, tenths.TagAttack, "35")
	x.Range = 10
	x, err = r.Prepare(tenths.Modules{}, x)
	if err != nil || x.Figures.BlowStrength != 10 || x.Figures.AttackFactor != 12 || x.Figures.AttackPotential != 0 {
		t.Errorf("longbow at 10: %+v %v", x.Figures, err)
	}
}

func TestDecimalAndCellJSON(t *testing.T) {
	var v struct {
		S tenths.Decimal
		C tenths.RidingCell
	}
	for _, in := range []string{`{"S":6.4,"C":{"speed":1,"attack":-2,"defence":-3}}`, `{"S":"6.4","C":"1/-2/-3"}`} {
		if err := json.Unmarshal([]byte(in), &v); err != nil || v.S != 64 || v.C != (tenths.RidingCell{Speed: 1, Attack: -2, Defence: -3}) {
			t.Errorf("%s: %+v %v", in, v, err)
		}
	}
	b, _ := json.Marshal(v)
	if string(b) != `{"S":6.4,"C":{"speed":1,"attack":-2,"defence":-3}}` {
		t.Errorf("%s", b)
	}
	if err := json.Unmarshal([]byte(`{"S":6.45}`), &v); err == nil {
		t.Error("6.45 accepted")
	}
}
