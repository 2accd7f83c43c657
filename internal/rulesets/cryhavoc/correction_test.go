package cryhavoc

import (
	"bytes"
	"encoding/json"
	"testing"

	"herald/internal/dice"
	"herald/internal/gamelog"
)

// history folds a setup and events into a History.
func history(t *testing.T, rs *CryHavoc, s0 *State, evs []Event) *History {
	t.Helper()
	h := NewHistory(rs, s0, Event{Type: TypeSetup})
	for i, e := range evs {
		if err := h.Add(e); err != nil {
			t.Fatalf("event %d: %v", i+2, err)
		}
	}
	return h
}

// §1: a player turn is corrected with its own dice; the fold goes back to
// its start and follows the corrected events, the old ones kept.
func TestCorrection_1(t *testing.T) {
	rs, s0 := setup(t)
	_, evs, err := play(t, rs, s0, "Raiders", "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3", dice.NewSeeded(9))
	if err != nil {
		t.Fatal(err)
	}
	h := history(t, rs, s0, evs)
	orders := "first fire:\nHamo fire at Perkin\nmove:\nBran move H2"
	want, cevs, err := h.Correct("Raiders", orders, "Bran moved too far", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	if cevs[0].Type != gamelog.TypeCorrection {
		t.Fatalf("first event %s, want a correction", cevs[0].Type)
	}
	// The same d10 as the original shot: no fresh dice were needed.
	if got, orig := rollsOf(cevs), rollsOf(evs); len(got) != 1 || got[0] != orig[0] {
		t.Errorf("corrected rolls %v, original %v", got, orig)
	}
	for _, e := range cevs {
		if err := h.Add(e); err != nil {
			t.Fatalf("folding the correction: %v", err)
		}
	}
	a, _ := json.Marshal(want)
	b, _ := json.Marshal(h.Position().(*State))
	if !bytes.Equal(a, b) {
		t.Errorf("folded state differs from the corrected turn's:\n%s\n%s", a, b)
	}
	if bran, _ := h.Position().(*State).Character("Bran"); h.Position().(*State).m.HexName(bran.At) != "H2" {
		t.Errorf("Bran in %s after the correction", h.Position().(*State).m.HexName(bran.At))
	}

	// Only the last player turn, and only by its side.
	if _, _, err := h.Correct("Villagers", orders, "", dice.NewScripted()); !isRule(err, "1") {
		t.Errorf("correcting the other side's turn: %v", err)
	}
}

func rollsOf(evs []Event) []dice.Roll {
	var out []dice.Roll
	for _, e := range evs {
		out = append(out, e.Rolls...)
	}
	return out
}
