package referee

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"herald/internal/board/boardfile"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
	"herald/internal/rulesets/tenths/tenthsdata"
	"herald/internal/scenario/scenariofile"
)

// always is a die that always rolls v (or its highest face, if lower).
type always int

func (a always) Roll(sides int, _ string) int { return min(int(a), sides) }

// yard starts a game on Hobb's Yard with the modules and the two sides'
// combatants given (YAML flow mappings, one a line).
func yard(t *testing.T, modules string, a, b []string) *State {
	t.Helper()
	src := fmt.Sprintf("ruleset: tenths\ntitle: test\nmap: hobbs-yard\nturns: 5\nfirst: A\nmodules: [%s]\nsides:\n  - name: A\n    characters:\n", modules)
	for _, c := range a {
		src += "      - " + c + "\n"
	}
	src += "  - name: B\n    characters:\n"
	for _, c := range b {
		src += "      - " + c + "\n"
	}
	s, err := yardErr(src)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return s
}

func yardErr(src string) (*State, error) {
	cat, err := boardfile.Catalog()
	if err != nil {
		return nil, err
	}
	classes, err := scenariofile.ShippedClasses()
	if err != nil {
		return nil, err
	}
	sc, m, err := scenariofile.ReadScenario("test.yaml", []byte(src), classes, scenariofile.DiskMaps("test.yaml", cat))
	if err != nil {
		return nil, err
	}
	r, err := tenthsdata.Load()
	if err != nil {
		return nil, err
	}
	p, err := game.Start(&Tenths{Rules: r}, game.Setup{ScenarioFile: "test", Seed: 1}, sc, game.Field{Map: m})
	if err != nil {
		return nil, err
	}
	return p.(*State), nil
}

// refusedBy checks that side's orders are refused citing tag.
func refusedBy(t *testing.T, s *State, side, text, tag string) {
	t.Helper()
	_, err := game.CheckTurn(s, side, text)
	re, ok := game.RuleOf(err)
	if !ok || re.Rule != tag {
		t.Errorf("%q: %v, want a refusal citing %s", text, err, tag)
	}
}

// length is the tenths the first action of side's orders would take.
func length(t *testing.T, s *State, side, text string) int {
	t.Helper()
	c, err := game.CheckTurn(s, side, text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	var n int
	p := c.Preview[0]
	if _, err := fmt.Sscanf(p[strings.LastIndex(p, ", ")+2:], "%d tenths", &n); err != nil {
		t.Fatalf("preview %q: %v", p, err)
	}
	return n
}

func current(t *testing.T, s *State, who string) *tenths.Action {
	t.Helper()
	e, err := s.Clock.Entry(who)
	if err != nil {
		t.Fatal(err)
	}
	return e.Current
}

var (
	watA = "{name: Wat, profile: man-at-arms, weapons: [sword], facing: S, at: H5}"
	hobB = "{name: Hob, profile: man-at-arms, weapons: [sword], facing: N, at: H6}"
)

// base:clock — blows that complete at the same moment are all rolled
// against the men as they stood, then applied: both land.
func TestClockSimultaneousBlowsBothLand(t *testing.T) {
	s := yard(t, "", []string{watA}, []string{hobB})
	s, _ = submit(t, s, "A", "Wat attack Hob", always(20))
	if st := wrapped(s).Step(); st.Kind != game.Sealed || !st.Due("B") || st.Due("A") {
		t.Fatalf("after A's orders the step is %v for %v, want sealed for B alone", st.Kind, st.Sides)
	}
	s, evs := submit(t, s, "B", "Hob attack Wat", always(20))
	var hits int
	for _, e := range evs {
		for _, l := range e.Report {
			if strings.Contains(l, "strikes at") && strings.Contains(l, "a hit") {
				hits++
			}
		}
	}
	w, _ := s.Man("Wat")
	h, _ := s.Man("Hob")
	if hits != 2 || len(w.Wounds) == 0 || len(h.Wounds) == 0 {
		t.Fatalf("%d hits, Wat %v, Hob %v: want both struck\n%s", hits, w.Wounds, h.Wounds, strings.Join(game.Reports(evs), "\n"))
	}
}

// base:clock — when both sides have free men at one moment their orders
// are sealed (by the engine) until every due side's are in: the other
// side sees nothing of them, and a side once in cannot change its own.
func TestSealedOrdersHiddenUntilAllIn(t *testing.T) {
	s := yard(t, "", []string{watA}, []string{hobB})
	if st := s.Step(); st.Kind != game.Sealed || len(st.Sides) != 2 {
		t.Fatalf("the first step %+v, want sealed orders from both", st)
	}
	n, evs := submit(t, s, "A", "Wat walk H4", always(3))
	if len(evs) != 1 || evs[0].Type != game.TypeSealed {
		t.Fatalf("events %v", evs)
	}
	p := wrapped(n)
	if st := p.Step(); !st.Due("B") || st.Due("A") {
		t.Errorf("after A's orders the step waits for %v", st.Sides)
	}
	v, _ := p.View("B")
	if strings.Contains(string(v), "H4") {
		t.Errorf("B's view tells A's orders: %s", v)
	}
	if _, err := game.CheckTurn(p, "A", "Wat wait"); err == nil {
		t.Error("A could give its orders twice")
	}
	m, evs := submit(t, n, "B", "Hob wait 2", always(3))
	if evs[1].Type != game.TypeRevealed || !m.Shows("B", evs[1]) || !strings.Contains(strings.Join(game.Reports(evs), "\n"), "Wat: walk H4") {
		t.Errorf("once all are in, the orders are not revealed and played:\n%s", strings.Join(game.Reports(evs), "\n"))
	}
}

// base:clock — a free man given no order waits one walk move.
func TestIdleManWaitsOneWalk(t *testing.T) {
	s := yard(t, "", []string{watA}, []string{hobB})
	s, _ = submit(t, s, "A", "", always(3))
	s, _ = submit(t, s, "B", "Hob wait 20", always(3))
	walk, _, _ := s.rs.Rules.Rates("std")
	// Wat waited one walk move and is free again at its end.
	if s.Clock.Now != tenths.Tenth(walk) || s.Step().Player != "A" {
		t.Fatalf("at %d the step is %+v; want Wat free at %d", s.Clock.Now, s.Step(), walk)
	}
}

// base:reaction — a busy man who changes what he does spends a reaction
// time (d10 less half his skill), then goes on with his chain.
func TestChangeCostsReactionTime(t *testing.T) {
	s := yard(t, "", []string{watA, "{name: Dick, profile: peasant, weapons: [axe], at: A1}"}, []string{hobB})
	s, _ = submit(t, s, "A", "Wat walk I4 then walk I3\nDick wait 1", always(9))
	s, _ = submit(t, s, "B", "Hob wait 30", always(9))
	if s.Clock.Now != 1 {
		t.Fatalf("at %d, want 1 (Dick free)", s.Clock.Now)
	}
	refusedBy(t, s, "A", "Wat walk I5", tenths.TagReaction)
	s, evs := submit(t, s, "A", "Wat change then wait 4\nDick wait 30", always(9))
	sk, _ := s.rs.Rules.Skill(mustMan(t, s, "Wat").Profile, "sword")
	want, _ := s.rs.Rules.Base.Formulas.ReactionTime(sk, always(9))
	rep := strings.Join(game.Reports(evs), "\n")
	if line := fmt.Sprintf("Wat: wait 4, tenths %s", TimeOf(tenths.Tenth(1+want))); !strings.Contains(rep, line) {
		t.Fatalf("want %q after the reaction:\n%s", line, rep)
	}
}

func mustMan(t *testing.T, s *State, name string) *Man {
	t.Helper()
	m, ok := s.Man(name)
	if !ok {
		t.Fatalf("no %s", name)
	}
	return m
}

// knock-back — a blow that hits with a Bash Score over ten knocks the
// defender down (falls); without the module, no bash.
func TestKnockBackBashTable(t *testing.T) {
	for _, on := range []bool{true, false} {
		mods := ""
		if on {
			mods = "knock-back, falls"
		}
		s := yard(t, mods, []string{"{name: Wat, profile: peasant, weapons: [axe], strength: 20, facing: S, at: H5}"},
			[]string{"{name: Hob, profile: man-at-arms, weapons: [sword], armour: full, strength: 1, facing: S, at: H6}"})
		w, h := mustMan(t, s, "Wat"), mustMan(t, s, "Hob")
		x, err := s.exchange(w, h, orders.Action{Verb: orders.Attack, Target: "Hob"})
		if err != nil {
			t.Fatal(err)
		}
		f := x.Figures
		// Hob faces away: no parry. The roll that gives an excess of 0: a
		// hit, a wound that leaves him in the fight, a Bash Score of blow
		// strength - 1.
		roll := f.DefenceFactor + f.DefencePotential - f.AttackFactor - f.AttackPotential
		if roll < 2 || roll > 19 || f.BlowStrength-1 <= 10 {
			t.Fatalf("the test's fighters: roll %d, blow %d (%+v)", roll, f.BlowStrength, f)
		}
		d := &script{vals: []int{roll}, rest: 1}
		s, _ = submit(t, s, "A", "Wat attack Hob", d)
		s, evs := submit(t, s, "B", "Hob wait 40", d)
		h = mustMan(t, s, "Hob")
		var bash *tenths.Bash
		for _, e := range evs {
			if e.Type == TypeMoment {
				for _, r := range decode[momentData](t, e).Results {
					if r.Bash != nil {
						bash = r.Bash
					}
				}
			}
		}
		rep := strings.Join(game.Reports(evs), "\n")
		var prot int
		for _, e := range evs {
			if e.Type == TypeMoment {
				for _, r := range decode[momentData](t, e).Results {
					if len(r.Injuries) > 0 {
						prot = r.Injuries[0].Protection
					}
				}
			}
		}
		want := f.BlowStrength - prot - 1
		switch {
		case !on && (bash != nil || h.Down || h.At != hex.MustParse("H6")):
			t.Errorf("without knock-back a bash %+v, Hob down %v in %s", bash, h.Down, s.m.HexName(h.At))
		case !on:
		case h.Out:
			t.Fatalf("the test's blow put Hob out:\n%s", rep)
		case bash == nil || bash.Score != want:
			t.Errorf("bash %+v, want a score of %d (blow %d - armour %d - strength 1 + excess 0):\n%s", bash, want, f.BlowStrength, prot, rep)
		case bash.Effect == tenths.DefenderBack && hex.Distance(h.At, hex.MustParse("H6")) != bash.Hexes:
			t.Errorf("bash %+v but Hob in %s:\n%s", bash, s.m.HexName(h.At), rep)
		case bash.Effect == tenths.KnockedDown && !h.Down:
			t.Errorf("bash %+v but Hob on his feet:\n%s", bash, rep)
		case bash.Effect == tenths.BashNone || bash.Effect == tenths.AttackerBack:
			t.Errorf("bash %+v: want the defender moved or down", bash)
		}
	}
}

// script rolls its values, then always rest.
type script struct {
	vals []int
	rest int
}

func (s *script) Roll(sides int, _ string) int {
	if len(s.vals) > 0 {
		v := s.vals[0]
		s.vals = s.vals[1:]
		return v
	}
	return min(s.rest, sides)
}

// knocked-down — a man on the ground must get up (three walk moves)
// before he moves, and defends with a passive dodge alone.
func TestKnockedDownGetUp(t *testing.T) {
	s := yard(t, "knock-back, falls", []string{watA}, []string{hobB})
	h := mustMan(t, s, "Hob")
	h.Down, h.Lies = true, hex.MustParse("H7")
	refusedBy(t, s, "B", "Hob walk I6", tenths.TagKnockedDown)
	walk, _, _ := s.rs.Rules.Rates("std")
	if got := length(t, s, "B", "Hob get up"); got != tenths.GetUpWalks*walk {
		t.Errorf("getting up takes %d tenths, want %d", got, tenths.GetUpWalks*walk)
	}
	refusedBy(t, s, "A", "Wat get up", tenths.TagKnockedDown)
}

// feinting — the feint's real moves are sealed: the other side sees a
// walk into the feinted hex; at the end the feinter is in the second
// real hex and the secret is told.
func TestFeintingSealedThenRevealed(t *testing.T) {
	a := []string{"{name: Amb, profile: duellist, weapons: [dagger], facing: SW, at: H5}"}
	s := yard(t, "", a, []string{"{name: Hob, profile: peasant, weapons: [axe], at: B9}"})
	refusedBy(t, s, "A", "Amb feint G5 secretly real G4, F5", tenths.TagFeint)
	s = yard(t, "feints", a, []string{"{name: Hob, profile: peasant, weapons: [axe], at: B9}"})
	s, _ = submit(t, s, "A", "Amb feint G5 secretly real G4, F5", always(5))
	s, evs2 := submit(t, s, "B", "Hob wait 7", always(5))
	evs := evs2[1:] // the engine's reveal of both sides' orders
	v, _ := s.View("B")
	if strings.Contains(string(v), "G4") || strings.Contains(string(v), `"kind":"feint"`) || strings.Contains(string(v), "feinting") {
		t.Errorf("B's view tells the feint: %s", v)
	}
	if evs[0].Type != game.TypeRevealed || s.Shows("B", evs[0]) || !s.Shows("A", evs[0]) {
		t.Errorf("the reveal of the feint's secret (%s) is shown to B while it lasts", evs[0].Type)
	}
	if at := s.m.HexName(mustMan(t, s, "Amb").At); at != "G5" {
		t.Errorf("halfway Amb is in %s, want the feinted hex G5\n%s", at, strings.Join(game.Reports(evs2), "\n"))
	}
	for i := 0; i < 5 && mustMan(t, s, "Amb").Doing != nil; i++ {
		s, _ = submit(t, s, due(s), "Hob wait 3", always(5))
	}
	if at := s.m.HexName(mustMan(t, s, "Amb").At); at != "F5" {
		t.Errorf("after the feint Amb is in %s, want F5", at)
	}
	if !s.Shows("B", evs[0]) {
		t.Error("the feint's orders still hidden once it is over")
	}
}

// hand-switch — a switch of hands is played only with its module, with
// one short single-handed weapon, in 10 − skill tenths.
func TestHandSwitch(t *testing.T) {
	a := []string{"{name: Amb, profile: duellist, weapons: [dagger], at: H5}"}
	b := []string{"{name: Hob, profile: peasant, weapons: [axe], at: B9}"}
	refusedBy(t, yard(t, "", a, b), "A", "Amb switch hands", tenths.TagHandSwitch)
	s := yard(t, "hand-switch", a, b)
	sk, _ := s.rs.Rules.Skill(mustMan(t, s, "Amb").Profile, "dagger")
	if got, want := length(t, s, "A", "Amb switch hands"), s.rs.Rules.Base.Formulas.SwitchTime(sk); got != want {
		t.Errorf("a switch takes %d tenths, want %d", got, want)
	}
	refusedBy(t, s, "B", "Hob switch hands", tenths.TagHandSwitch)
}

// ground — a move into muddy ground takes its increment (rate 6: +2);
// without the module the mud is firm ground.
func TestGroundMuddy(t *testing.T) {
	for mods, want := range map[string]int{"ground": 8, "": 6} {
		s := yard(t, mods, []string{"{name: Wat, profile: man-at-arms, weapons: [sword], at: H6}"}, []string{hobFar})
		if got := length(t, s, "A", "Wat walk H7"); got != want {
			t.Errorf("modules [%s]: a walk into the mud takes %d, want %d", mods, got, want)
		}
	}
}

var hobFar = "{name: Hob, profile: peasant, weapons: [axe], at: A10}"

// height — climbing onto the wall (three steps) takes an extra walk move
// a step; striking down from it adds to the attack potential.
func TestHeightSteps(t *testing.T) {
	s := yard(t, "height", []string{"{name: Wat, profile: man-at-arms, weapons: [sword], at: G5}"}, []string{hobFar})
	to := "F5"
	if hex.Distance(hex.MustParse("G5"), hex.MustParse(to)) != 1 || s.m.Elevation(hex.MustParse(to)) != 3 {
		t.Fatalf("the test's hexes: G5 and F5 are not neighbours with F5 three steps up")
	}
	if got := length(t, s, "A", "Wat walk F5"); got != 6*4 {
		t.Errorf("climbing three steps takes %d tenths, want 24 (a walk and three more)", got)
	}
	s2 := yard(t, "", []string{"{name: Wat, profile: man-at-arms, weapons: [sword], at: G5}"}, []string{hobFar})
	if got := length(t, s2, "A", "Wat walk F5"); got != 6 {
		t.Errorf("without height the wall takes %d tenths, want 6", got)
	}
}

// obstacles — obstacle hexes (the wall) in a cutting weapon's in-range
// hexes slow the blow.
func TestObstaclesSlowACut(t *testing.T) {
	men := func(mods string) *State {
		return yard(t, mods, []string{"{name: Wat, profile: man-at-arms, weapons: [sword], at: G5}"},
			[]string{"{name: Hob, profile: peasant, weapons: [axe], at: G4}"})
	}
	on, off := length(t, men("obstacles"), "A", "Wat attack Hob"), length(t, men(""), "A", "Wat attack Hob")
	if on <= off {
		t.Errorf("a sword cut beside the wall takes %d tenths with obstacles, %d without: want slower", on, off)
	}
}

// rapier — the rapier is a module's weapon: refused when it is off.
func TestRapierNeedsItsModule(t *testing.T) {
	a := []string{"{name: Amb, profile: duellist, weapons: [rapier], at: H5}"}
	b := []string{"{name: Hob, profile: peasant, weapons: [axe], at: H6}"}
	refusedBy(t, yard(t, "", a, b), "A", "Amb attack Hob", tenths.TagRapier)
	if n := length(t, yard(t, "rapier", a, b), "A", "Amb attack Hob"); n < 1 {
		t.Errorf("a rapier attack of %d tenths", n)
	}
}

// base:modules — a scenario's unknown module is refused when it is read,
// with the valid names; so is a module without its prerequisite.
func TestModulesCheckedAtValidation(t *testing.T) {
	base := "ruleset: tenths\ntitle: t\nmap: hobbs-yard\nturns: 5\nfirst: A\nmodules: [%s]\nsides:\n  - name: A\n    characters:\n      - " + watA + "\n  - name: B\n    characters:\n      - " + hobB + "\n"
	for mods, want := range map[string]string{"jousting": `unknown module "jousting"`, "lance": "riding"} {
		_, err := yardErr(fmt.Sprintf(base, mods))
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "test.yaml:6") {
			t.Errorf("modules [%s]: %v, want %q at line 6", mods, err, want)
		}
	}
}

// base:wounds — a wound that puts a man out takes him off the clock, and
// a side with nobody left loses.
func TestWoundsPutOutAndEnd(t *testing.T) {
	s := yard(t, "", []string{"{name: Wat, profile: knight, weapons: [sword], strength: 20, facing: S, at: H5}"},
		[]string{"{name: Hob, profile: peasant, weapons: [axe], armour: none, facing: N, at: H6}"})
	for i := 0; i < 20 && s.Step().Kind != game.Over; i++ {
		text := "Wat attack Hob"
		if due(s) == "B" {
			text = "Hob wait 5"
		}
		s, _ = submit(t, s, due(s), text, always(20))
	}
	h := mustMan(t, s, "Hob")
	e, _ := s.Clock.Entry("Hob")
	if !h.Out || !e.Out || s.Step().Kind != game.Over || s.Winner != "A" {
		t.Fatalf("Hob out %v (clock %v), step %v, winner %q", h.Out, e.Out, s.Step().Kind, s.Winner)
	}
}

// feinting — a man who sees through a feint after the feinted move
// reveals it: the feinter is at once where his first real move takes
// him, and every side sees the real moves.
func TestFeintingDetected(t *testing.T) {
	s := yard(t, "feints", []string{"{name: Amb, profile: duellist, weapons: [dagger], facing: SW, at: H5}"},
		[]string{"{name: Hob, profile: man-at-arms, weapons: [sword], at: E8}"})
	refusedBy(t, s, "B", "Hob detect Hob", tenths.TagFeint)
	s, _ = submit(t, s, "A", "Amb feint G5 secretly real G4, F5", always(1))
	s, _ = submit(t, s, "B", "Hob wait 6", always(1))
	if due(s) != "B" || mustMan(t, s, "Amb").Doing == nil {
		t.Fatalf("at %s the step is %+v", TimeOf(s.Clock.Now), s.Step())
	}
	s, evs := submit(t, s, "B", "Hob detect Amb then wait 2", always(1))
	rep := strings.Join(game.Reports(evs), "\n")
	if !strings.Contains(rep, "he sees through the feint (real moves G4, F5)") {
		t.Fatalf("no detection:\n%s", rep)
	}
	if at := s.m.HexName(mustMan(t, s, "Amb").At); at != "G4" && at != "F5" {
		t.Errorf("Amb in %s after the detection, want G4 (or F5 at the end)", at)
	}
	v, _ := s.View("B")
	if mustMan(t, s, "Amb").Doing != nil && !strings.Contains(string(v), "feint: real G4, F5") {
		t.Errorf("B's view after the detection: %s", v)
	}
}

// base:attack — in a game that asks, the defender's side says how he
// meets an attack before the clock moves on; the answer is one of the
// defences he can make, and it is the one rolled against.
func TestDefenderAsked(t *testing.T) {
	s := yard(t, "", []string{watA}, []string{"{name: Hob, profile: man-at-arms, weapons: [sword, shield], facing: N, at: H6}"})
	s.Asks = true
	s, _ = submit(t, s, "A", "Wat attack Hob", always(10))
	s, _ = submit(t, s, "B", "Hob wait 20", always(10))
	st := s.Step()
	if st.Kind != game.Decision || !st.Due("B") || st.Question.Kind != "defence" {
		t.Fatalf("step %+v, want B asked for Hob's defence", st)
	}
	want := []string{"parry with shield", "parry with sword", "active-dodge", "passive-dodge", "herald"}
	if !slices.Equal(st.Question.Choices, want) {
		t.Errorf("choices %v, want %v", st.Question.Choices, want)
	}
	if _, _, err := game.Decide(s, "B", "jump aside", always(10)); err == nil {
		t.Error("an answer not among the choices was taken")
	}
	if _, err := game.CheckTurn(s, "A", "Wat wait"); err == nil {
		t.Error("orders were taken while the clock waits for a defence")
	}
	p, evs, err := game.Decide(s, "B", "passive-dodge", always(10))
	if err != nil {
		t.Fatal(err)
	}
	rep := strings.Join(game.Reports(evs), "\n")
	if !strings.Contains(rep, "Hob will meet Wat's attack: passive-dodge") || !strings.Contains(rep, "(passive-dodge)") {
		t.Errorf("the passive dodge chosen is not the one rolled against:\n%s", rep)
	}
	if p.(*State).Step().Kind == game.Decision {
		t.Error("asked twice for one attack")
	}
}

// base:attack, cover — a shot aims and looses in one action, leaves the
// bow empty until it is loaded again, cannot be parried, and is hidden by
// a man on the line (hard cover) with the cover module.
func TestMissilesAndCover(t *testing.T) {
	gil := "{name: Gil, profile: peasant, weapons: [short-bow], training: {bow: 6}, facing: S, at: B5}"
	hob := "{name: Hob, profile: man-at-arms, weapons: [sword, shield], facing: N, at: B9}"
	s := yard(t, "cover", []string{gil}, []string{hob})
	mi, _ := s.missile("short-bow")
	if got := length(t, s, "A", "Gil attack Hob"); got < mi.Aim+mi.Fire {
		t.Errorf("a shot takes %d tenths, want aim %d + fire %d at least", got, mi.Aim, mi.Fire)
	}
	s, _ = submit(t, s, "A", "Gil attack Hob", always(10))
	s, evs := submit(t, s, "B", "Hob wait 30", always(10))
	rep := strings.Join(game.Reports(evs), "\n")
	if !strings.Contains(rep, "Gil shoots at Hob with his short-bow") || strings.Contains(rep, "parry") {
		t.Fatalf("the shot:\n%s", rep)
	}
	refusedBy(t, s, "A", "Gil attack Hob", tenths.TagAttack)
	if got := length(t, s, "A", "Gil ready short-bow"); got != mi.Load {
		t.Errorf("loading takes %d tenths, want %d", got, mi.Load)
	}
	// A man on the line: hard cover, the target cannot be seen.
	s = yard(t, "cover", []string{gil, "{name: Dick, profile: peasant, weapons: [axe], at: B7}"}, []string{hob})
	refusedBy(t, s, "A", "Gil attack Hob", tenths.TagCover)
	s = yard(t, "", []string{gil, "{name: Dick, profile: peasant, weapons: [axe], at: B7}"}, []string{hob})
	if _, err := game.CheckTurn(s, "A", "Gil attack Hob"); err != nil {
		t.Errorf("without the cover module the shot is refused: %v", err)
	}
}

// base:fatigue, wind — every attack costs a point; against a Fatigue
// Limit of 2, one tires a man, three exhaust him and he drops out. With
// the wind module the first points count against his wind instead.
func TestFatigueAndWind(t *testing.T) {
	wat := "{name: Wat, profile: man-at-arms, weapons: [sword], fatigue_limit: 2, facing: S, at: H5}"
	hob := "{name: Hob, profile: man-at-arms, weapons: [sword, shield], facing: N, at: H6}"
	s := yard(t, "", []string{wat}, []string{hob})
	s, _ = submit(t, s, "A", "Wat attack Hob then attack Hob then attack Hob", always(1))
	s, evs := submit(t, s, "B", "Hob wait 100", always(1))
	for i := 0; i < 10 && s.Step().Kind != game.Over; i++ {
		var more []game.Event
		s, more = submit(t, s, due(s), "Hob wait 100", always(1))
		evs = append(evs, more...)
	}
	rep := strings.Join(game.Reports(evs), "\n")
	w := mustMan(t, s, "Wat")
	if !strings.Contains(rep, "Wat tires") || !strings.Contains(rep, "Wat is exhausted") || !w.Out || s.Winner != "B" {
		t.Fatalf("Wat out %v, fatigue %+v, winner %q:\n%s", w.Out, w.Fatigue, s.Winner, rep)
	}
	s = yard(t, "wind", []string{wat}, []string{hob})
	s, _ = submit(t, s, "A", "Wat attack Hob", always(1))
	s, _ = submit(t, s, "B", "Hob wait 100", always(1))
	if w := mustMan(t, s, "Wat"); w.Fatigue.Wind != 1 || w.Fatigue.Limit != 0 {
		t.Errorf("with wind, Wat's fatigue after one attack %+v: want one point of wind", w.Fatigue)
	}
}
