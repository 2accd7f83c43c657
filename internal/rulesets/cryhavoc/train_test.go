package cryhavoc

import (
	"bytes"
	"encoding/json"
	"testing"

	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario/scenariofile"
)

// convoyTurn is Miller's Ford after the outlaws' set-up and their first
// player turn: the convoy is to play.
func convoyTurn(t *testing.T) (*CryHavoc, *State) {
	t.Helper()
	rs, s, _ := convoyEvents(t)
	return rs, s
}

// convoyEvents is convoyTurn with the events that led there.
func convoyEvents(t *testing.T) (*CryHavoc, *State, []Event) {
	t.Helper()
	rs, s, evs := setUpAmbush(t)
	s, more := turns(t, rs, s, "")
	return rs, s, append(evs, more...)
}

func mustAnimal(t testing.TB, s *State, name string) *Animal {
	t.Helper()
	for i := range s.Animals {
		if s.Animals[i].Name == name {
			return &s.Animals[i]
		}
	}
	t.Fatalf("no animal %s", name)
	return nil
}

func mustItem(t testing.TB, s *State, name string) *Item {
	t.Helper()
	for i := range s.Items {
		if s.Items[i].Name == name {
			return &s.Items[i]
		}
	}
	t.Fatalf("no item %s", name)
	return nil
}

// at reads a place as the state writes it.
func itemAt(s *State, it *Item) string { return s.itemPlace(it) }

func animalAt(s *State, a *Animal) string { return s.pairName(animalPlace(a)) }

// §13.7: a led animal follows its leader hex by hex, paying its own
// terrain within its MPA; "+ name HEX" sends it elsewhere and "+ animals
// stay" keeps it, so long as the leader ends beside its head.
func TestLeadFollows_13_7(t *testing.T) {
	rs, s := setup(t)
	s, evs := turns(t, rs, s, "move:\nSir Ranulf dismount to I1", "", "move:\nCedd lead horse J2-J1", "",
		"move:\nCedd move I3, I4")
	if got := animalAt(s, &s.Animals[0]); got != "I3-I2" {
		t.Errorf("the horse is in %s, want I3-I2 behind Cedd", got)
	}
	replayed(t, rs, s, evs)
	s, _ = turns(t, rs, s, "")
	n, _, err := play(t, rs, s, "Raiders", "move:\nCedd move H4 + horse I4-I3", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := animalAt(n, &n.Animals[0]); got != "I4-I3" {
		t.Errorf("sent to I4-I3, the horse is in %s", got)
	}
	n, _, err = play(t, rs, s, "Raiders", "move:\nCedd move H4 + animals stay", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := animalAt(n, &n.Animals[0]); got != "I3-I2" {
		t.Errorf("told to stay, the horse is in %s", got)
	}
}

// §13.7: a leader fires no missiles and attacks at half strength (his
// letting go on a retreat is results_test.go's).
func TestLeaderLimits_13_7(t *testing.T) {
	rs, s := convoyTurn(t)
	s = placeFigures(t, s, map[string]string{"Everard": "F12"})
	s, _ = turns(t, rs, s, "move:\nEverard lead Nell F11", "")
	if _, _, err := play(t, rs, s, "Convoy", "first fire: Everard fire at Snip", nil); !isRule(err, "13.7") {
		t.Errorf("a leader fires: %v, want rule 13.7", err)
	}
	n := placeFigures(t, s, map[string]string{"Snip": "F13"})
	e, _ := n.Character("Everard")
	plan, err := rs.planCombat(n, []*Character{e}, order(t, "combat: Everard attack Snip"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := plan.combat.Attackers[0].Attack, float64(e.def.Foot.Attack)/2; got != want {
		t.Errorf("a leader attacks at %v, want half, %v", got, want)
	}
}

// §14: the cart is drawn by the horse attached in its front arc; led, the
// horse takes the cart along in its wake with its load and riders, forward
// only; in a player turn in which someone gets on or off, it stays.
func TestCartDrawn_14(t *testing.T) {
	rs, s, evs := convoyEvents(t)
	if a := mustAnimal(t, s, "Bessie"); a.Draws != "Rent cart" {
		t.Fatalf("Bessie draws %q, want the rent cart", a.Draws)
	}
	s, more := turns(t, rs, s, "move:\nColin lead Bessie G10-F10\nColin move H11")
	evs = append(evs, more...)
	if got := itemAt(s, mustItem(t, s, "Rent cart")); got != "F10-E10" {
		t.Errorf("the cart is in %s, want F10-E10", got)
	}
	if got := s.m.HexName(mustItem(t, s, "Rent chest").At); got != "F10" {
		t.Errorf("the chest is in %s, want F10 on the cart", got)
	}
	s, more = turns(t, rs, s, "", "move:\nAnsel move E10", "")
	evs = append(evs, more...)
	// Boarding held the cart for that turn; now it rolls, Ansel on it.
	n, more, err := play(t, rs, s, "Convoy", "move:\nColin move H12, H13, H14", nil)
	if err != nil {
		t.Fatal(err)
	}
	evs = append(evs, more...)
	if got := itemAt(n, mustItem(t, n, "Rent cart")); got != "H11-G10" {
		t.Errorf("the cart is in %s, want H11-G10", got)
	}
	if c, _ := n.Character("Ansel"); n.m.HexName(c.At) != "G10" {
		t.Errorf("Ansel rode to %s, want G10 (the cart's rear)", n.m.HexName(c.At))
	}
	if got := n.m.HexName(mustItem(t, n, "Rent chest").At); got != "H11" {
		t.Errorf("the chest is in %s, want H11", got)
	}
	replayed2(t, rs, n, evs)
	for _, tt := range []struct{ orders, rule string }{
		{"move: Ansel move E11\nColin move H12, H13", "14"},    // getting off holds the cart
		{"move: Ansel move F10", "14"},                         // a cart hex with cargo takes no one
		{"move: Ansel pick up Rent cart", "12.5"},              // not portable
		{"move: Colin move H12, H13 + Bessie G11-G10", "13.7"}, // left behind
	} {
		if _, _, err := play(t, rs, s, "Convoy", tt.orders, nil); !isRule(err, tt.rule) {
			t.Errorf("%q: %v, want rule %s", tt.orders, err, tt.rule)
		}
	}
}

// replayed2 folds evs from the start of Miller's Ford and checks the
// state comes out byte for byte the same.
func replayed2(t *testing.T, rs *CryHavoc, want *State, evs []Event) {
	t.Helper()
	_, s := ambush(t)
	s = replayEvents(t, rs, s, evs)
	a, _ := json.Marshal(want)
	b, _ := json.Marshal(s)
	if !bytes.Equal(a, b) {
		t.Errorf("replayed state differs:\n%s\n%s", a, b)
	}
}

// §23 with §14: a leader who steps off the map takes his team, the cart,
// its load and its riders with him; Miller's Ford's objective "the cart
// leaves by the east edge" is then met.
func TestCartLeavesMap_23(t *testing.T) {
	rs, s := convoyTurn(t)
	s = placeFigures(t, s, map[string]string{"Colin": "W10", "Ansel": "S10"})
	a := mustAnimal(t, s, "Bessie")
	a.At, a.Rear = mustHex(t, s, "V10"), mustHex(t, s, "U10")
	cart, chest := mustItem(t, s, "Rent cart"), mustItem(t, s, "Rent chest")
	cart.At, cart.Rear, chest.At = mustHex(t, s, "T10"), mustHex(t, s, "S10"), mustHex(t, s, "T10")
	s.dropField()
	s, _ = turns(t, rs, s, "move:\nColin lead Bessie V10-U10\nColin move X10 off the map", "")
	if _, ok := s.Character("Colin"); ok {
		t.Error("Colin is still on the map")
	}
	if _, ok := s.Character("Ansel"); ok {
		t.Error("Ansel, riding the cart, is still on the map")
	}
	if len(s.Animals) != 1 {
		t.Errorf("animals left on the map: %v", s.Animals)
	}
	if cart := mustItem(t, s, "Rent cart"); !cart.Exited || s.m.HexName(cart.ExitHex) != "X10" {
		t.Errorf("the cart: %+v, want gone from X10", cart)
	}
	sum := s.summary("")
	for _, ob := range s.sc.Objectives {
		if ob.Kind == havoc.ObjectiveExit {
			if met, _ := havoc.ScoreObjective(&ob, sum); met != (ob.Side == "Convoy") {
				t.Errorf("objective %q met %v", ob.Text, met)
			}
		}
	}
}

// setupFile2 loads a shipped scenario by name.
func setupFile2(t testing.TB, name string) (*CryHavoc, *State) {
	t.Helper()
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	rs := &CryHavoc{Tables: tab, Decisions: true}
	s, err := rs.Setup(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	return rs, s
}

// §13: each animal pays its own terrain column: oxen and horses as
// horses, mules as mules, dogs as infantry. Trees (16.14) keep horses and
// oxen out and cost mules and dogs 2.
func TestAnimalTerrain_13(t *testing.T) {
	rs, s := drove(t, map[string]string{"Tam": "K5"})
	f, err := s.field()
	if err != nil {
		t.Fatal(err)
	}
	from, tree := mustHex(t, s, "K4"), mustHex(t, s, "L4")
	for _, tt := range []struct {
		kind field.Kind
		cost int
	}{{field.HorseKind, -1}, {field.OxKind, -1}, {field.MuleKind, 2}, {field.DogKind, 2}} {
		c, err := f.StepCost(tt.kind, from, tree, -1)
		if tt.cost < 0 && err == nil || tt.cost >= 0 && (err != nil || c != tt.cost) {
			t.Errorf("%s into trees: %d, %v; want %d", tt.kind, c, err, tt.cost)
		}
	}
	// Led, Grizel the mule follows Tam into the scrub, paying its own way.
	n := placeFigures(t, s, map[string]string{"Tam": "B4"})
	n, _ = turns(t, rs, n, "move:\nTam lead Grizel B5\nTam move B3, C2", "")
	if got := animalAt(n, mustAnimal(t, n, "Grizel")); got != "B3" {
		t.Errorf("Grizel led to %s, want B3", got)
	}
}
