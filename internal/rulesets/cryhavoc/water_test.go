package cryhavoc

import (
	"bytes"
	"encoding/json"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// drove is The Drove at Wend Crossing with men placed for a test.
func drove(t *testing.T, at map[string]string) (*CryHavoc, *State) {
	t.Helper()
	rs, s := setupFile2(t, "wend-drove")
	return rs, placeFigures(t, s, at)
}

// wound marks characters wounded on a clone of s.
func wound(t *testing.T, s *State, names ...string) *State {
	t.Helper()
	s = s.clone()
	for _, n := range names {
		c, ok := s.Character(n)
		if !ok {
			t.Fatalf("no %s", n)
		}
		c.Status = Wounded
	}
	return s
}

// movedMP is the MP the last move event of evs spent.
func movedMP(t *testing.T, evs []Event) int {
	t.Helper()
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Type == TypeMoved {
			var p struct {
				Result movedResult `json:"result"`
			}
			if err := json.Unmarshal(evs[i].Data, &p); err != nil {
				t.Fatal(err)
			}
			return p.Result.MP
		}
	}
	t.Fatal("no move event")
	return 0
}

func hexOf(t *testing.T, s *State, name string) string {
	t.Helper()
	c, ok := s.Character(name)
	if !ok {
		return "gone"
	}
	return s.m.HexName(c.At)
}

// §17.43 and §16.29: shallow water costs 3 MP; leaving water across a
// bank costs the hex entered plus 2.
func TestShallowWater_17_43(t *testing.T) {
	rs, s := drove(t, map[string]string{"Aldo": "F7"})
	s, evs := turns(t, rs, s, "move:\nAldo move G7")
	if mp := movedMP(t, evs); mp != 3 {
		t.Errorf("into the ford: %d MP, want 3", mp)
	}
	s, _ = turns(t, rs, s, "")
	_, evs = turns(t, rs, s, "move:\nAldo move F7")
	if mp := movedMP(t, evs); mp != 3 {
		t.Errorf("out of the ford over the bank: %d MP, want 1 + 2", mp)
	}
}

// §17.42: deep water costs 5 MP, or the whole MPA for the one hex when
// that is less; only healthy men go in; no one but riders fires from it,
// and wounded men on foot do not attack from it.
func TestDeepWater_17_42(t *testing.T) {
	rs, s := drove(t, map[string]string{"Sir Hugh": "F10", "Aldo": "F11", "Gib": "G11"})
	_, evs := turns(t, rs, s, "move:\nSir Hugh move G10")
	if mp := movedMP(t, evs); mp != 4 {
		t.Errorf("Sir Hugh (MPA 4) into deep water: %d MP, want his whole MPA", mp)
	}
	if _, _, err := play(t, rs, wound(t, s, "Aldo"), "Drovers", "move: Aldo move G10", nil); !isRule(err, "17.42") {
		t.Errorf("a wounded man wades into deep water: %v, want rule 17.42", err)
	}
	if _, _, err := play(t, rs, s, "Drovers", "first fire: Gib fire at Ulf", nil); !isRule(err, "17.42") {
		t.Errorf("a crossbowman fires from deep water: %v, want rule 17.42", err)
	}
	w := wound(t, placeFigures(t, s, map[string]string{"Aldo": "G10", "Ulf": "H10"}), "Aldo")
	if _, _, err := play(t, rs, w, "Drovers", "combat: Aldo attack Ulf", nil); !isRule(err, "17.42") {
		t.Errorf("a wounded man attacks from deep water: %v, want rule 17.42", err)
	}
}

// §17.42 with §26.4: a wounded man on foot in deep water rolls before he
// moves: 1-4 he moves one hex, 5-8 he does nothing, 9-10 he drowns.
func TestWoundedInDeepWater_17_42(t *testing.T) {
	rs, s := drove(t, map[string]string{"Aldo": "G10"})
	s = wound(t, s, "Aldo")
	if _, _, err := play(t, rs, s, "Drovers", "move: Aldo move F10, E10", nil); !isRule(err, "17.42") {
		t.Errorf("two hexes out of deep water: %v, want rule 17.42", err)
	}
	for _, tt := range []struct {
		roll int
		want string
	}{{3, "F10"}, {6, "G10"}, {10, "gone"}} {
		n, evs, err := play(t, rs, s, "Drovers", "move: Aldo move F10", dice.NewScripted(tt.roll))
		if err != nil {
			t.Fatal(err)
		}
		if got := hexOf(t, n, "Aldo"); got != tt.want {
			t.Errorf("roll %d: Aldo in %s, want %s", tt.roll, got, tt.want)
		}
		if g, ok := n.gone("Aldo"); tt.roll == 10 && (!ok || g.Off != OffDrowned) {
			t.Error("Aldo is not among the drowned")
		}
		back := replayEvents(t, rs, s, evs)
		a, _ := json.Marshal(n)
		b, _ := json.Marshal(back)
		if !bytes.Equal(a, b) {
			t.Errorf("roll %d: the replay differs", tt.roll)
		}
	}
}

// §17.1: who comes into bottomless water drowns if armoured or stunned,
// and swims otherwise; in shallow water he stands.
func TestIntoWater_17_1(t *testing.T) {
	_, s := drove(t, nil)
	for _, tt := range []struct {
		who, status, to, want string
	}{
		{"Tam", "", "G4", "G4"},
		{"Tam", "stunned", "G4", "gone"},
		{"Sir Hugh", "", "G4", "gone"},
		{"Tam", "stunned", "G7", "gone"},
		{"Tam", "", "G7", "G7"},
	} {
		n := s.clone()
		c, _ := n.Character(tt.who)
		if tt.status != "" {
			c.Status = Status(tt.status)
		}
		n.intoWater(c, mustHex(t, n, tt.to))
		if got := hexOf(t, n, tt.who); got != tt.want {
			t.Errorf("%s (%s) into %s: %s, want %s", tt.who, tt.status, tt.to, got, tt.want)
		}
	}
}

// §16.126: a retreat or a stun throws a man on stepping stones into the
// water, a wound on a further 1-5; the hex is drawn among the water around.
func TestStoneFall_16_126(t *testing.T) {
	_, s := drove(t, map[string]string{"Tam": "G3"})
	for _, tt := range []struct {
		kind  havoc.EventKind
		rolls []int
		falls bool
	}{
		{havoc.Retreated, []int{1}, true},
		{havoc.Wounded, []int{8}, false},
		{havoc.Wounded, []int{2, 1}, true},
	} {
		n := s.clone()
		lines := n.stoneFalls([]havoc.Event{{Kind: tt.kind, Name: "Tam"}}, nil, nil, dice.NewScripted(tt.rolls...))
		if got := hexOf(t, n, "Tam") != "G3"; got != tt.falls {
			t.Errorf("%v with rolls %v: falls %v (%v), want %v", tt.kind, tt.rolls, got, lines, tt.falls)
		}
	}
}

// §17.12-§17.14, §17.2 and the Swimming Tables (26.41, 26.43): a
// swimmer's move is his roll: climbing out, drifting downstream (stopped
// by the ford, caught by stepping stones), drowning, or drifting off the
// map.
func TestSwimming_26_4(t *testing.T) {
	rs, s := drove(t, map[string]string{"Tam": "G4"})
	for _, tt := range []struct {
		name, at, order string
		rolls           []int
		want            string
	}{
		{"climbs out", "G4", "F4", []int{2}, "F4"},
		{"drifts to the ford", "G4", "F4", []int{7, 2}, "G5"},
		{"drowns", "G4", "F4", []int{7, 9}, "gone"},
		{"open water only", "G4", "G5", []int{1}, "G5"},
		{"caught by the stones", "G1", "G2", []int{2, 1}, "G3"},
		{"swept past the stones", "G1", "G2", []int{5, 8}, "G5"},
		{"drifts off the map", "H12", "G12", []int{1}, "gone"},
	} {
		n := placeFigures(t, s, map[string]string{"Tam": tt.at})
		n, evs, err := play(t, rs, n, "Drovers", "move: Tam move "+tt.order, dice.NewScripted(tt.rolls...))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := hexOf(t, n, "Tam"); got != tt.want {
			t.Errorf("%s: Tam in %s, want %s (%v)", tt.name, got, tt.want, reports(evs))
		}
	}
	if _, _, err := play(t, rs, s, "Drovers", "move: Tam move F4, E4", nil); !isRule(err, "17.12") {
		t.Errorf("a swimmer walks two hexes: %v, want rule 17.12", err)
	}
}

// The Drove at Wend Crossing played to its end: Hamon leads Dobbin through
// the ford, the cart follows with its wool, and the three leave by the
// east edge (§13.7, §14, §17.43, §23); the game replays byte for byte and
// is won by the drovers on their objective.
func TestDroveToTheEnd_23(t *testing.T) {
	rs, s := setupFile2(t, "wend-drove")
	start := s
	orders := []string{
		"move:\nHamon lead Dobbin E6-D6\nHamon move G6",
		"move:\nWat Tallow move L7\nKit move N7",
		"move:\nHamon move H6, I6", "",
		"move:\nHamon move J6", "", // the cart takes the ford one hex a turn
		"move:\nHamon move K6", "",
		"move:\nHamon move L6, M6", "",
		"move:\nHamon move N6, O6", "",
		"move:\nHamon move P6 off the map",
	}
	var all []Event
	for i, o := range orders {
		n, evs, err := play(t, rs, s, s.Side, o, dice.NewSeeded(uint64(i)))
		if err != nil {
			t.Fatalf("turn %d %q: %v", i+1, o, err)
		}
		s, all = n, append(all, evs...)
	}
	if it := mustItem(t, s, "Wool cart"); !it.Exited || s.m.HexName(it.ExitHex) != "P6" {
		t.Fatalf("the cart: %+v", it)
	}
	for !s.Over {
		var evs []Event
		s, evs = turns(t, rs, s, "")
		all = append(all, evs...)
	}
	sc := s.Score("")
	if sc.Winner != "Drovers" || sc.Sides[0].Points != 15 {
		t.Errorf("score %+v, want the drovers to win by their 15-point objective", sc)
	}
	back := replayEvents(t, rs, start, all)
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(back)
	if !bytes.Equal(a, b) {
		t.Error("the replayed game differs")
	}
}

// 12.22 with §17.13 and 17.42: a friend beside a swimmer spends his whole
// MPA to help him: −2 on the climbing-out roll (a 5 then climbs out); a
// helper who has moved, or is not beside him, may not.
func TestHelpSwimmer_12_22(t *testing.T) {
	rs, s := drove(t, map[string]string{"Tam": "G4", "Aldo": "F4"})
	// Unhelped, a climbing-out roll of 5 fails (5 then 1 on the river:
	// downstream 4, stopped by the ford in G5).
	n, _, err := play(t, rs, s, "Drovers", "move: Tam move F5", dice.NewScripted(5, 1))
	if err != nil {
		t.Fatal(err)
	}
	if got := hexOf(t, n, "Tam"); got != "G5" {
		t.Errorf("unhelped: Tam in %s, want G5", got)
	}
	n, evs, err := play(t, rs, s, "Drovers", "move: Aldo help Tam\nTam move F5", dice.NewScripted(5))
	if err != nil {
		t.Fatal(err)
	}
	if got := hexOf(t, n, "Tam"); got != "F5" {
		t.Errorf("helped: Tam in %s, want F5 (%v)", got, reports(evs))
	}
	if _, _, err := play(t, rs, s, "Drovers", "move: Aldo move E4\nAldo help Tam", nil); !isRule(err, "12.22") {
		t.Errorf("help after moving: %v, want rule 12.22", err)
	}
	back := replayEvents(t, rs, s, evs)
	a, _ := json.Marshal(n)
	b, _ := json.Marshal(back)
	if !bytes.Equal(a, b) {
		t.Error("the replay differs")
	}
}
