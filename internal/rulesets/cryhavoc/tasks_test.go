package cryhavoc

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario/scenariofile"
)

// place moves a character for a test, as if he had walked there.
func place(t testing.TB, s *State, name, at string) {
	t.Helper()
	c, ok := s.Character(name)
	if !ok {
		t.Fatalf("no %s", name)
	}
	c.At = mustHex(t, s, at)
	s.dropField()
}

// turns plays player turns one after another and returns the state and
// every event.
func turns(t *testing.T, rs *CryHavoc, s *State, pts ...string) (*State, []Event) {
	t.Helper()
	var all []Event
	for _, pt := range pts {
		var evs []Event
		var err error
		side := s.Side
		s, evs, err = play(t, rs, s, side, pt, dice.NewSeeded(3))
		if err != nil {
			t.Fatalf("%s's turn %q: %v", side, pt, err)
		}
		all = append(all, evs...)
	}
	return s, all
}

// replayed folds the events from the scenario's start and checks that the
// state comes out byte for byte the same.
func replayed(t *testing.T, rs *CryHavoc, want *State, evs []Event) {
	t.Helper()
	_, s := setup(t)
	for i, e := range evs {
		var err error
		if s, err = Replay(rs, s, e); err != nil {
			t.Fatalf("replay event %d (%s): %v", i+1, e.Type, err)
		}
	}
	a, _ := json.Marshal(want)
	b, _ := json.Marshal(s)
	if !bytes.Equal(a, b) {
		t.Errorf("replayed state differs:\n%s\n%s", a, b)
	}
}

// §12.6: a door is shut with 2 MP from beside it, bolted from the inside
// with the whole MPA; shut, it stops movement and sight, and a bolted door
// does not open from outside.
func TestDoors_12_6(t *testing.T) {
	rs, s := setup(t)
	s, evs := turns(t, rs, s, "",
		"move:\nHob move M5\nHob shut door M5/L5",
		"",
		"move:\nHob bolt door M5/L5")
	if got := s.doorState(mustSide(t, s, "M5/L5")); got != DoorBolted {
		t.Fatalf("door M5/L5 is %s, want bolted", got)
	}
	replayed(t, rs, s, evs)
	// A raider outside may neither walk in nor open it, nor see through.
	s = s.clone()
	place(t, s, "Bran", "L5")
	place(t, s, "Hamo", "K5")
	for _, tt := range []struct{ orders, rule string }{
		{"move: Bran move M5", "16.24"},
		{"move: Bran open door M5/L5", "12.6"},
		{"move: Bran unbolt door M5/L5", "12.6"},
		{"first fire: Hamo fire at Hob", "5"},
	} {
		_, _, err := play(t, rs, s, "Raiders", tt.orders, dice.NewSeeded(1))
		var re *rule.Error
		if !errors.As(err, &re) || !strings.HasPrefix(re.Rule, tt.rule) {
			t.Errorf("%q: %v, want rule %s", tt.orders, err, tt.rule)
		}
	}
	// Unbolted and opened again from inside, the way is free.
	s2, evs2 := turns(t, rs, s, "", "move:\nHob unbolt door M5/L5", "", "move:\nHob open door M5/L5\nHob move M6")
	if got := s2.doorState(mustSide(t, s2, "M5/L5")); got != DoorOpen {
		t.Errorf("door is %s after opening", got)
	}
	if len(s2.Doors) != 0 {
		t.Errorf("an open door as the map has it is still listed: %+v", s2.Doors)
	}
	_ = evs2
	if _, _, err := play(t, rs, s2, "Raiders", "move: Bran move M5", dice.NewSeeded(1)); err != nil {
		t.Errorf("through the opened door: %v", err)
	}
}

func mustSide(t testing.TB, s *State, name string) hex.Hexside {
	t.Helper()
	hs, err := s.m.Layout.ResolveHexside(name)
	if err != nil {
		t.Fatal(err)
	}
	return hs
}

// Refusals of §12 orders, each naming its rule.
func TestTaskRefusals_12(t *testing.T) {
	rs, s := setup(t)
	s, _ = turns(t, rs, s, "")
	s = s.clone()
	place(t, s, "Osric", "L4")
	for _, tt := range []struct{ name, orders, rule string }{
		{"no door there", "move: Hob shut door M4/M5", "12.6"},
		{"window, not door", "move: Hob shut door M3/L3", "12.6"},
		{"not beside it", "move: Dickon shut door M5/L5", "12.6"},
		{"wrong phase", "tasks: Hob shut door M5/L5", "12.6"},
		{"already open", "move: Hob open door M5/L5", "12.6"},
		{"bolt an open door", "move: Hob bolt door M5/L5", "12.6"},
		{"in-hex door", "move: Hob shut door M5", "16.16"},
		{"not mounted", "move: Hob dismount to M5", "12.34"},
		{"no horse values", "tasks: Hob mount horse J2-J1", "12.3"},
		{"nothing to pick up", "move: Hob pick up ladder", "12.5"},
		{"nothing to drop", "move: Hob drop ladder", "12.5"},
		{"enemy's character", "move: Bran shut door M5/L5", "4"},
	} {
		_, _, err := play(t, rs, s, "Villagers", tt.orders, dice.NewSeeded(1))
		var re *rule.Error
		if !errors.As(err, &re) || re.Rule != tt.rule {
			t.Errorf("%s: %q: %v, want rule %s", tt.name, tt.orders, err, tt.rule)
		}
	}
}

// §12.34 and §12.3: a rider dismounts to a side hex with his whole MPA and
// may not fire after; he mounts again as a task, effective at the end of
// his player turn, and doing anything else breaks it off.
func TestDismountMount_12_3(t *testing.T) {
	rs, s := setup(t)
	s, evs := turns(t, rs, s, "move:\nSir Ranulf dismount to I1")
	r, _ := s.Character("Sir Ranulf")
	if r.Mounted || s.m.HexName(r.At) != "I1" || len(s.Animals) != 1 || s.Animals[0].Rider != "Sir Ranulf" {
		t.Fatalf("after dismounting: %+v, animals %+v", r, s.Animals)
	}
	// The move is used up.
	if _, _, err := play(t, rs, s, "Villagers", "", nil); err != nil {
		t.Fatal(err)
	}
	s, evs2 := turns(t, rs, s, "", "tasks:\nSir Ranulf mount horse J2-J1")
	evs = append(evs, evs2...)
	r, _ = s.Character("Sir Ranulf")
	if !r.Mounted || s.place(r) != "J2-J1" || len(s.Animals) != 0 || r.Task != nil {
		t.Fatalf("after mounting: %+v at %s, animals %+v", r, s.place(r), s.Animals)
	}
	replayed(t, rs, s, evs)

	// Declared, then broken off by a move in the same player turn.
	rs, s = setup(t)
	s, _ = turns(t, rs, s, "move:\nSir Ranulf dismount to I1", "")
	s, evs, err := play(t, rs, s, "Raiders", "tasks:\nSir Ranulf mount horse J2-J1\nmove:\nSir Ranulf move H2", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Character("Sir Ranulf"); r.Mounted || r.Task != nil {
		t.Errorf("the task went on after a move: %+v", r)
	}
	var broke bool
	for _, e := range evs {
		broke = broke || strings.Contains(strings.Join(e.Report, "\n"), "breaks off")
	}
	if !broke {
		t.Error("no report of the broken task")
	}

	// Dismounted missilemen may not fire in the second fire phase: a
	// rider in the scenario has no bow, so check the mark itself.
	rs, s = setup(t)
	s, _, _ = play(t, rs, s, "Raiders", "move:\nSir Ranulf dismount to I1", dice.NewSeeded(1))
	if r, _ := s.Character("Sir Ranulf"); r.Dismounted {
		t.Error("the dismounted mark outlived the player turn")
	}
}

// §12.5: an item is picked up in the movement phase for 1 MP from the
// character's own hex; a carrier may not fire; a stun drops it.
func TestItems_12_5(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	s.Items = append(s.Items, Item{Name: "Silver", Kind: "chest", At: mustHex(t, s, "H1")})
	s, evs, err := play(t, rs, s, "Raiders", "move:\nBran pick up Silver\nBran move H2", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := s.Character("Bran")
	if len(b.Carrying) != 1 || len(s.Items) != 0 || s.m.HexName(b.At) != "H2" {
		t.Fatalf("after picking up: %+v, items %+v", b, s.Items)
	}
	_ = evs
	s, _ = turns(t, rs, s, "")
	if _, _, err := play(t, rs, s, "Raiders", "first fire: Bran fire at Hob", dice.NewSeeded(1)); !isRule(err, "12.5") {
		t.Errorf("a carrier fires: %v", err)
	}
	s, _, err = play(t, rs, s, "Raiders", "move:\nBran drop Silver", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := s.Character("Bran"); len(b.Carrying) != 0 || len(s.Items) != 1 || s.m.HexName(s.Items[0].At) != "H2" {
		t.Errorf("after dropping: %+v, items %+v", b, s.Items)
	}
}

func isRule(err error, r string) bool {
	var re *rule.Error
	return errors.As(err, &re) && re.Rule == r
}

// §12.6: a gate door is opened or shut from the inside as a task of one
// player turn; shut, it is bolted, and opening unbolts it.
func TestGateDoor_12_6(t *testing.T) {
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load("ashcombe-storm")
	if err != nil {
		t.Fatal(err)
	}
	rs := &CryHavoc{Tables: tab}
	s, err := rs.Setup(sc, m, 1)
	if err != nil {
		t.Fatal(err)
	}
	gate := mustSide(t, s, "J14/J15")
	if st := s.doorState(gate); st != DoorBolted {
		t.Fatalf("the gate starts %s, want bolted (shut gates bolt themselves)", st)
	}
	s, _ = turns(t, rs, s, "")
	s = s.clone()
	for _, tt := range []struct{ orders, rule string }{
		{"move: Sir Roger open gate J14/J15", "12.6"},
		{"tasks: Sir Roger open gate J14/J15", "12.6"}, // not in the archway
	} {
		if _, _, err := play(t, rs, s, "Defenders", tt.orders, nil); !isRule(err, tt.rule) {
			t.Errorf("%q: %v, want rule %s", tt.orders, err, tt.rule)
		}
	}
	place(t, s, "Sir Roger", "J14")
	s, evs, err := play(t, rs, s, "Defenders", "tasks: Sir Roger open gate J14/J15", nil)
	if err != nil {
		t.Fatal(err)
	}
	if st := s.doorState(gate); st != DoorOpen {
		t.Errorf("after the task the gate is %s", st)
	}
	if evs[len(evs)-1].Type != TypeTurnEnded || !bytes.Contains(evs[len(evs)-1].Data, []byte("opened the gate")) {
		t.Errorf("the end of the turn does not report the gate: %s", evs[len(evs)-1].Data)
	}
}

// §13.7: an animal is taken up for leading from beside its head for 1 MP;
// its leader may not leave it behind (train_test.go has it following him)
// until he lets it go.
func TestLead_13_7(t *testing.T) {
	rs, s := setup(t)
	s, evs := turns(t, rs, s, "move:\nSir Ranulf dismount to I1", "",
		"move:\nCedd lead horse J2-J1")
	if a := s.Animals[0]; a.LedBy != "Cedd" {
		t.Fatalf("the horse is led by %q", a.LedBy)
	}
	replayed(t, rs, s, evs)
	s, _ = turns(t, rs, s, "")
	for _, tt := range []struct{ orders, rule string }{
		{"move: Cedd move I3, I4 + animals stay", "13.7"},
		{"move: Bran lead horse J2-J1", "13.7"}, // not beside it
		{"move: Cedd release mule", "13.7"},
		{"move: Sir Ranulf lead horse J2-J1\nmove: Sir Ranulf lead horse J2-J1", "13.7"},
	} {
		if _, _, err := play(t, rs, s, "Raiders", tt.orders, nil); !isRule(err, tt.rule) {
			t.Errorf("%q: %v, want rule %s", tt.orders, err, tt.rule)
		}
	}
	s, _, err := play(t, rs, s, "Raiders", "move:\nCedd release horse\nCedd move I3, I4", nil)
	if err != nil {
		t.Fatal(err)
	}
	if a := s.Animals[0]; a.LedBy != "" {
		t.Errorf("after letting go the horse is led by %q", a.LedBy)
	}
}

// Replay rebuilds the state byte for byte when doors open and shut and
// riders get off and on their horses, whatever the dice.
func TestReplayTasksProperty(t *testing.T) {
	rs, s0 := setup(t)
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		n := rapid.IntRange(1, 10).Draw(rt, "turns")
		s, d := s0, dice.NewSeeded(seed)
		var all []Event
		for i := range n {
			var orders string
			if s.Side == "Raiders" {
				orders = []string{"move: Sir Ranulf dismount to I1", "tasks: Sir Ranulf mount horse J2-J1"}[i/2%2]
				if c, _ := s.Character("Rafe"); c.Live() {
					orders += "\nfirst fire: Hamo fire at Rafe"
				}
			} else {
				orders = []string{"move: Hob move M5\nHob shut door M5/L5", "move: Hob open door M5/L5\nHob move M4"}[i/2%2]
			}
			var evs []Event
			var err error
			s, evs, err = play(rt, rs, s, s.Side, orders, d)
			if err != nil {
				rt.Fatalf("player turn %d: %v", i+1, err)
			}
			all = append(all, evs...)
		}
		r := s0
		for i, e := range all {
			var err error
			if r, err = Replay(rs, r, e); err != nil {
				rt.Fatalf("event %d: %v", i+1, err)
			}
		}
		a, _ := json.Marshal(s)
		b, _ := json.Marshal(r)
		if !bytes.Equal(a, b) {
			rt.Fatalf("replayed state differs:\n%s\n%s", a, b)
		}
	})
}
