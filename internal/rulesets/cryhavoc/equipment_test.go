package cryhavoc

import (
	"encoding/json"
	"testing"

	"herald/internal/dice"
)

// firedCover is the cover the last fire event of evs names.
func firedCover(t *testing.T, evs []Event) string {
	t.Helper()
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Type == TypeFired {
			var p struct {
				Result struct {
					Cover string `json:"cover"`
				} `json:"result"`
			}
			if err := json.Unmarshal(evs[i].Data, &p); err != nil {
				t.Fatal(err)
			}
			return p.Result.Cover
		}
	}
	t.Fatal("no fire event")
	return ""
}

// §14: a cart hinders line of sight and gives cover like a tent: light,
// to a man on it and to one behind it.
func TestCartCover_14(t *testing.T) {
	rs, s := drove(t, map[string]string{"Gib": "C9", "Rook": "C3"})
	_, evs := turns(t, rs, s, "first fire:\nGib fire at Rook")
	if got := firedCover(t, evs); got != "light" {
		t.Errorf("across the cart: cover %s, want light", got)
	}
	s = placeFigures(t, s, map[string]string{"Rook": "C7"})
	_, evs, err := play(t, rs, s, "Drovers", "first fire:\nGib fire at Rook", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := firedCover(t, evs); got != "none" {
		t.Errorf("the cart behind the target: cover %s, want none", got)
	}
}

// §15: a ship is on the board, but its rules are Viking Raiders', which
// the text does not give: no one boards it.
func TestShip_15(t *testing.T) {
	rs, s := drove(t, nil)
	s = s.clone()
	s.Items = append(s.Items, Item{Name: "Longship", Kind: "ship", At: mustHex(t, s, "E8"), Rear: mustHex(t, s, "E9"), Two: true})
	if _, _, err := play(t, rs, s, "Drovers", "move: Aldo move E8", nil); !isRule(err, "15") {
		t.Errorf("boarding a ship: %v, want rule 15", err)
	}
}

// §14: two healthy men beside a cart with no animal attached push it at
// MPA 2, straight ahead (C6 to D7 on the zigzag of the columns), with
// their whole movement phase, keeping their places beside it; not while
// an animal is attached, not after moving, not past the MPA.
func TestPushCart_14(t *testing.T) {
	rs, s := drove(t, map[string]string{"Aldo": "C7", "Piers": "B7"})
	if _, _, err := play(t, rs, s, "Drovers", "move: Aldo, Piers move D7-C6", nil); !isRule(err, "14") {
		t.Errorf("pushing a cart with Dobbin attached: %v, want rule 14", err)
	}
	s = s.clone()
	for i := range s.Animals {
		s.Animals[i].Draws = "" // unstrung
	}
	n, _, err := play(t, rs, s, "Drovers", "move: Aldo, Piers move D7-C6", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := itemAt(n, mustItem(t, n, "Wool cart")); got != "D7-C6" {
		t.Errorf("the cart is in %s, want D7-C6", got)
	}
	if got := hexOf(t, n, "Aldo") + " " + hexOf(t, n, "Piers"); got != "D8 C7" {
		t.Errorf("the pushers are in %s, want D8 C7", got)
	}
	if _, _, err := play(t, rs, s, "Drovers", "move: Aldo move D8\nAldo, Piers move D7-C6", nil); !isRule(err, "14") {
		t.Errorf("pushing after a move: %v, want rule 14", err)
	}
	if _, _, err := play(t, rs, s, "Drovers", "move: Aldo, Piers move D7-C6, E7-D7, F8-E7", nil); !isRule(err, "14") {
		t.Errorf("pushing past the MPA of 2: %v, want rule 14", err)
	}
}

// 13.6 with §14: unhitching and hitching the team is a one-turn task of a
// man beside both animal and cart, taking effect at the end of the player
// turn.
func TestHitch_13_6(t *testing.T) {
	rs, s := drove(t, map[string]string{"Aldo": "D7", "Piers": "B7"})
	if _, _, err := play(t, rs, s, "Drovers", "tasks:\nTam task \"unhitch Dobbin\"", nil); !isRule(err, "13.6") {
		t.Errorf("unhitching from afar: %v, want rule 13.6", err)
	}
	s, _ = turns(t, rs, s, "tasks:\nAldo task \"unhitch Dobbin\"", "")
	if a := mustAnimal(t, s, "Dobbin"); a.Draws != "" {
		t.Fatalf("Dobbin still draws %q", a.Draws)
	}
	s, _ = turns(t, rs, s, "tasks:\nAldo task \"hitch Dobbin\"", "")
	if a := mustAnimal(t, s, "Dobbin"); a.Draws != "Wool cart" {
		t.Errorf("Dobbin draws %q after hitching", a.Draws)
	}
}
