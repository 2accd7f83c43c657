package cryhavoc

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario"
	"herald/internal/scenario/scenariofile"
)

// ambush is Ambush at Miller's Ford: the Outlaws set up hidden (§22.8).
func ambush(t testing.TB) (*CryHavoc, *State) {
	t.Helper()
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load("millers-ford-ambush")
	if err != nil {
		t.Fatal(err)
	}
	rs := &CryHavoc{Tables: tab}
	s, err := rs.Setup(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	return rs, s
}

// outlawsSetUp hides most of the band in Hanger Wood and puts Snip on the
// open crest, in plain sight of the convoy below.
const outlawsSetUp = `set up:
Black Piers at S4
Long Hal at S5
Tom o' the Hill at T4
Red Ailric at T5
Snip at E7
Dunstan at U4
Cobb at U5
Lightfoot at V4
Mad Wulf at V5
Nan the Fletcher at R4
`

// §23: a set-up places each of the side's characters once, in its area,
// one to a hex, before anything else happens.
func TestSetUp_23(t *testing.T) {
	rs, s := ambush(t)
	full := strings.TrimPrefix(outlawsSetUp, "set up:\n")
	for _, tt := range []struct{ name, side, orders, rule string }{
		{"outside the area", "Outlaws", strings.Replace(outlawsSetUp, "Long Hal at S5", "Long Hal at K5", 1), "23"},
		{"not on the map", "Outlaws", strings.Replace(outlawsSetUp, "Long Hal at S5", "Long Hal at Z99", 1), "3"},
		{"two in a hex", "Outlaws", strings.Replace(outlawsSetUp, "Long Hal at S5", "Long Hal at S4", 1), "7.2"},
		{"placed twice", "Outlaws", outlawsSetUp + "Long Hal at S6\n", "23"},
		{"someone missing", "Outlaws", strings.Replace(outlawsSetUp, "Cobb at U5\n", "", 1), "23"},
		{"an enemy placed", "Outlaws", outlawsSetUp + "Warin at R5\n", "23"},
		{"not the side setting up", "Convoy", "set up:\nWarin at C9\n", "23"},
		{"orders of play", "Outlaws", "move:\nLong Hal move S6\n", "23"},
		{"a placement with no header", "Outlaws", full, ""},
	} {
		_, _, err := play(t, rs, s, tt.side, tt.orders, nil)
		if tt.rule == "" {
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
			}
			continue
		}
		var re *rule.Error
		if !errors.As(err, &re) || re.Rule != tt.rule {
			t.Errorf("%s: err %v, want rule %s", tt.name, err, tt.rule)
		}
	}
}

// setUpAmbush plays the Outlaws' set-up and checks the events replay.
func setUpAmbush(t *testing.T) (*CryHavoc, *State, []Event) {
	t.Helper()
	rs, s := ambush(t)
	n, evs, err := play(t, rs, s, "Outlaws", outlawsSetUp, nil)
	if err != nil {
		t.Fatal(err)
	}
	return rs, n, evs
}

// §22.8: characters set up hidden stay out of the enemy's view and orders
// until found; one set up in plain sight of the enemy is found at once.
func TestHiddenSetUp_22_8(t *testing.T) {
	rs, s, evs := setUpAmbush(t)
	if s.SettingUp() || s.Side != "Outlaws" || s.Turn != 1 {
		t.Fatalf("after the set-up: phase %v, %s, turn %d", s.Phase, s.Side, s.Turn)
	}
	for name, hidden := range map[string]bool{"Long Hal": true, "Black Piers": true, "Snip": false} {
		if c, _ := s.Character(name); c.Hidden != hidden {
			t.Errorf("%s hidden %v, want %v", name, c.Hidden, hidden)
		}
	}
	convoy, _ := s.ViewJSON("Convoy")
	outlaws, _ := s.ViewJSON("Outlaws")
	for _, hx := range []string{`"S4"`, `"S5"`, `"R4"`, `"V5"`} {
		if strings.Contains(string(convoy), hx) {
			t.Errorf("the Convoy's view shows %s: %s", hx, convoy)
		}
		if !strings.Contains(string(outlaws), hx) {
			t.Errorf("the Outlaws' view lacks %s", hx)
		}
	}
	if !strings.Contains(string(convoy), `"E7"`) {
		t.Error("Snip, in plain sight, is not shown to the Convoy")
	}
	for _, e := range evs {
		seen := s.EventVisible(e, "Convoy")
		if e.Type == TypePlaced && seen != strings.Contains(string(e.Data), "Snip") {
			t.Errorf("placement %s visible to the Convoy: %v", e.Data, seen)
		}
		if !s.EventVisible(e, "Outlaws") {
			t.Errorf("the Outlaws cannot see their own %s", e.Data)
		}
	}
	// The Convoy cannot shoot at a man it has not found.
	s2 := s.clone()
	s2.Side = "Convoy"
	err := rs.Legal(s2, "Convoy", order(t, "first fire: Everard fire at Long Hal"))
	if re, ok := RuleOf(err); !ok || re.Rule != "22.8" {
		t.Errorf("fire at a hidden man: %v, want rule 22.8", err)
	}
}

// §22.8: acting gives a hidden man away; waiting does not.
func TestHiddenActs_22_8(t *testing.T) {
	rs, s, _ := setUpAmbush(t)
	n, _, err := play(t, rs, s, "Outlaws", "move:\nLong Hal move S6\nCobb wait\n", nil)
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := n.Character("Long Hal"); c.Hidden {
		t.Error("Long Hal moved and is still hidden")
	}
	if c, _ := n.Character("Cobb"); !c.Hidden {
		t.Error("Cobb waited and was revealed")
	}
}

// §22.8: an enemy who comes next to a man hidden in the trees finds him,
// and his move ends there.
func TestDiscovery_22_8(t *testing.T) {
	rs, s, _ := setUpAmbush(t)
	s = s.clone()
	s.Side = "Convoy"
	e, _ := s.Character("Everard")
	e.At = mustHex(t, s, "O4")
	s.dropField()
	n, evs, err := play(t, rs, s, "Convoy", "move:\nEverard move P4, Q4, Q3, P3\n", nil)
	if err != nil {
		t.Fatal(err)
	}
	var report []string
	for _, e := range evs {
		report = append(report, e.Report...)
	}
	e, _ = n.Character("Everard")
	nan, _ := n.Character("Nan the Fletcher")
	if nan.Hidden || n.m.HexName(e.At) == "P3" {
		t.Errorf("Everard at %s, Nan hidden %v:\n%s", n.m.HexName(e.At), nan.Hidden, strings.Join(report, "\n"))
	}
	if !strings.Contains(strings.Join(report, "\n"), "stops in") {
		t.Errorf("the report does not say Everard stopped:\n%s", strings.Join(report, "\n"))
	}
}

// The set-up and what it hides replay from the log like any turn.
func TestSetUpReplay(t *testing.T) {
	rs, s0 := ambush(t)
	s, evs, err := play(t, rs, s0, "Outlaws", outlawsSetUp, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, more, err := play(t, rs, s, "Outlaws", "move:\nLong Hal move S6\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	evs = append(evs, more...)
	r := s0
	for i, e := range evs {
		if r, err = Replay(rs, r, e); err != nil {
			t.Fatalf("event %d (%s): %v", i, e.Type, err)
		}
	}
	a, _ := s.MarshalJSON()
	b, _ := r.MarshalJSON()
	if string(a) != string(b) {
		t.Errorf("replayed state differs:\n%s\n%s", a, b)
	}
	// A log that plays before its set-up is done is refused.
	if _, err := Replay(rs, s0, evs[len(evs)-1]); err == nil {
		t.Error("an event of play replayed during the set-up")
	}
}

// §23: once play has begun, placements are refused, not ignored.
func TestLateSetUp_23(t *testing.T) {
	rs, s, _ := setUpAmbush(t)
	for _, orders := range []string{"set up:\nLong Hal at S6\n", "Long Hal at S6\n", "set up:\nLong Hal move S6\n"} {
		_, _, err := play(t, rs, s, "Outlaws", orders, nil)
		if re, ok := RuleOf(err); !ok || re.Rule != "23" {
			t.Errorf("%q after the set-up: %v, want rule 23", orders, err)
		}
	}
}

// BenchmarkHiddenTurn: a Convoy player turn of five moves while ten
// outlaws are hidden, each order followed by the search for them.
func BenchmarkHiddenTurn(b *testing.B) {
	rs, s := ambush(b)
	tn, lines, err := notation.ParseLines(outlawsSetUp)
	if err != nil {
		b.Fatal(err)
	}
	s, _, err = PlayTurn(rs, s, "Outlaws", tn, lines, nil)
	if err != nil {
		b.Fatal(err)
	}
	s, _, err = PlayTurn(rs, s, "Outlaws", notation.Turn{}, nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	turn, lines, err := notation.ParseLines("move:\nAnsel move E12\nBennet move D12\nColin move G12\nDenis move C12\nEverard move J11\n")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := PlayTurn(rs, s, "Convoy", turn, lines, dice.NewSeeded(1)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFoundTurn is BenchmarkHiddenTurn with every outlaw found: the
// cost of the search is the difference.
func BenchmarkFoundTurn(b *testing.B) {
	rs, s := ambush(b)
	tn, lines, _ := notation.ParseLines(outlawsSetUp)
	s, _, _ = PlayTurn(rs, s, "Outlaws", tn, lines, nil)
	s, _, _ = PlayTurn(rs, s, "Outlaws", notation.Turn{}, nil, nil)
	s = s.clone()
	for i := range s.Characters {
		s.Characters[i].Hidden = false
	}
	turn, lines, _ := notation.ParseLines("move:\nAnsel move E12\nBennet move D12\nColin move G12\nDenis move C12\nEverard move J11\n")
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := PlayTurn(rs, s, "Convoy", turn, lines, dice.NewSeeded(1)); err != nil {
			b.Fatal(err)
		}
	}
}

// §22.8 and §6.54: a man not yet found gives the enemy's fire no cover as
// a character between; found, he does. Else the cover would tell where he is.
func TestHiddenGivesNoCover_22_8(t *testing.T) {
	rs, s, _ := setUpAmbush(t)
	s = s.clone()
	s.Side = "Convoy"
	// Ansel and Bennet stand either side of Cobb: a thread from any part
	// of L15 to any part of L19 (§5.2) passes one of the three.
	for name, hx := range map[string]string{"Everard": "L15", "Cobb": "L17", "Snip": "L19", "Ansel": "K17", "Bennet": "M17"} {
		c, _ := s.Character(name)
		c.At = mustHex(t, s, hx)
	}
	s.dropField()
	fire := order(t, "first fire: Everard fire at Snip")
	e, _ := s.Character("Everard")
	// A longbow: a crossbow may not fire over a man on its level (§6.2).
	def := *e.def
	def.Weapons = slices.Clone(def.Weapons)
	def.Weapons[0].Name = "longbow"
	e.def = &def
	p, err := rs.planFire(s, []*Character{e}, fire)
	if err != nil || p.fire.Cover.String() != "none" {
		t.Errorf("past hidden Cobb: cover %v, err %v; want none", p.fire.Cover, err)
	}
	found := s.clone()
	c, _ := found.Character("Cobb")
	c.Hidden = false
	e, _ = found.Character("Everard")
	p, err = rs.planFire(found, []*Character{e}, fire)
	if err != nil || p.fire.Cover.String() != "light" {
		t.Errorf("past Cobb found: cover %v, err %v; want light", p.fire.Cover, err)
	}
}

// §23: when both sides set up, they do so in the order of play, except
// that a side setting up hidden goes after those that set up openly; play
// begins with the first side after the last set-up.
func TestTwoSetUps_23(t *testing.T) {
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load("millers-ford-ambush")
	if err != nil {
		t.Fatal(err)
	}
	// The Convoy places Ansel itself, in a few hexes of rows 11 and 12.
	conv := *sc
	conv.Sides = append(conv.Sides[:0:0], sc.Sides...)
	convoy := &conv.Sides[0]
	convoy.Characters = append(convoy.Characters[:0:0], convoy.Characters...)
	convoy.Characters[2].At.Set = false
	for _, name := range []string{"E12", "F12", "G12", "E11"} {
		x, _ := m.Layout.Resolve(name)
		convoy.SetUp = append(convoy.SetUp, x)
	}
	rs := &CryHavoc{Tables: tab}
	s, err := rs.Setup(&conv, m, 1)
	if err != nil {
		t.Fatal(err)
	}
	// 22.8 applies to every side with a set-up area: the Convoy's too. So
	// both hide, and they set up in the order of play.
	if s.Side != "Outlaws" || !s.SettingUp() {
		t.Fatalf("first to set up: %s (set-up %v), want Outlaws", s.Side, s.SettingUp())
	}
	// Without rule 22.8 the order of play holds as well; with it only for
	// the Outlaws, the Convoy (open) goes first.
	conv.Optional, conv.SpecialRules = nil, nil
	if s2, _ := rs.Setup(&conv, m, 1); s2.Side != "Outlaws" {
		t.Errorf("open set-ups: %s first, want Outlaws", s2.Side)
	}
	s, _, err = play(t, rs, s, "Outlaws", outlawsSetUp, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Side != "Convoy" || !s.SettingUp() {
		t.Fatalf("after the Outlaws' set-up: %s (set-up %v), want the Convoy's set-up", s.Side, s.SettingUp())
	}
	s, _, err = play(t, rs, s, "Convoy", "set up:\nAnsel at F12\n", nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.SettingUp() || s.Side != "Outlaws" || s.Turn != 1 {
		t.Errorf("after both set-ups: %s turn %d (set-up %v), want Outlaws, turn 1", s.Side, s.Turn, s.SettingUp())
	}
	if a, _ := s.Character("Ansel"); a.Unplaced || s.m.HexName(a.At) != "F12" {
		t.Errorf("Ansel at %s", s.m.HexName(a.At))
	}
}

// §22.8: a side setting up hidden goes after one setting up openly, so
// the open side never places a man on a hidden one.
func TestHiddenSetsUpLast_22_8(t *testing.T) {
	_, s := ambush(t)
	s = s.clone()
	s.sc = func() *scenario.Scenario {
		c := *s.sc
		c.Sides = append(c.Sides[:0:0], c.Sides...)
		c.Sides[0].SetUp = nil // the Convoy: fixed hexes, as shipped
		return &c
	}()
	// With the Outlaws first in the order of play and hiding, an open side
	// with men to place would go first.
	s.sides = []string{"Outlaws", "Convoy"}
	if got := s.setUpOrder(); got[len(got)-1] != "Outlaws" {
		t.Errorf("set-up order %v, want the hidden Outlaws last", got)
	}
}

// Once the game is over nothing is hidden any more: every placement and
// every hex is shown, as the dice seed is.
func TestOverShowsAll_22_8(t *testing.T) {
	_, s, evs := setUpAmbush(t)
	if v, _ := s.ViewJSON("Convoy"); strings.Contains(string(v), `"S5"`) {
		t.Fatal("Long Hal's hex shown during play")
	}
	s = s.clone()
	s.Over = true
	if v, _ := s.ViewJSON("Convoy"); !strings.Contains(string(v), `"S5"`) {
		t.Errorf("after the game the Convoy still does not see Long Hal: %s", v)
	}
	for _, e := range evs {
		if !s.EventVisible(e, "Convoy") {
			t.Errorf("after the game %s is withheld", e.Data)
		}
	}
}

// §22.8: an order at a man not found is void, not refused, and so is one a
// discovery earlier in the turn made impossible: a refused turn is taken
// back, and the player would keep what he learnt. Fire at a man found
// earlier in the turn goes ahead.
// (Note that after a discovery any impossible order is void, a mistake
// too: the price of not letting a turn be taken back.)
func TestOvertakenOrders_22_8(t *testing.T) {
	rs, s, _ := setUpAmbush(t)
	s = s.clone()
	s.Side = "Convoy"
	e, _ := s.Character("Everard")
	e.At = mustHex(t, s, "O4")
	s.dropField()
	orders := "first fire:\nEverard fire at Cobb\nmove:\nEverard move P4, Q4, Q3, P3\nAnsel move E12\ncombat:\nEverard attack Nan the Fletcher\n"
	_, evs, err := play(t, rs, s, "Convoy", orders, dice.NewSeeded(2))
	if err != nil {
		t.Fatalf("the turn was refused: %v", err)
	}
	var types []string
	for _, e := range evs {
		types = append(types, e.Type)
	}
	got := strings.Join(types, " ")
	if want := "phase void phase moved moved phase combat turn-ended"; got != want {
		for _, e := range evs {
			t.Log(string(e.Data))
		}
		t.Errorf("events %s, want %s", got, want)
	}
	// A move through the man Everard has just found is void, not refused.
	e, _ = s.Character("Ansel")
	e.At = mustHex(t, s, "P5")
	s.dropField()
	orders = "move:\nEverard move P4, Q4\nAnsel move Q5, R4, S3\n"
	if _, evs, err = play(t, rs, s, "Convoy", orders, nil); err != nil {
		t.Fatalf("the turn was refused: %v", err)
	}
	voids := 0
	for _, e := range evs {
		if e.Type == TypeVoid {
			voids++
			if !strings.Contains(string(e.Data), "Ansel") {
				t.Errorf("void %s", e.Data)
			}
		}
	}
	if voids != 1 {
		t.Errorf("%d void orders, want Ansel's move", voids)
	}
	// Without a discovery, the same mistake refuses the turn as usual.
	if _, _, err = play(t, rs, s, "Convoy", "move:\nAnsel move P6, P7, P8, P9, P10, P11, P12\n", nil); err == nil {
		t.Error("a move beyond the MPA was not refused")
	}
}

// AsSeenBy: a dry run on the Convoy's knowledge finds no one and names no
// hidden hex; the Outlaws' knowledge is the whole game.
func TestAsSeenBy_22_8(t *testing.T) {
	rs, s, _ := setUpAmbush(t)
	s = s.clone()
	s.Side = "Convoy"
	e, _ := s.Character("Everard")
	e.At = mustHex(t, s, "O4")
	s.dropField()
	seen := s.AsSeenBy("Convoy")
	if _, ok := seen.Character("Nan the Fletcher"); ok {
		t.Error("the Convoy's knowledge holds hidden Nan")
	}
	if _, ok := seen.Character("Snip"); !ok {
		t.Error("the Convoy's knowledge lacks Snip, found at the set-up")
	}
	_, evs, err := play(t, rs, seen, "Convoy", "move:\nEverard move P4, Q4, Q3, P3\n", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		for _, l := range e.Report {
			if strings.Contains(l, "R4") || strings.Contains(l, "stops") {
				t.Errorf("a dry run tells of Nan: %s", l)
			}
		}
	}
	if n := len(s.AsSeenBy("Outlaws").Characters); n != len(s.Characters) {
		t.Errorf("the Outlaws know %d characters of %d", n, len(s.Characters))
	}
}
