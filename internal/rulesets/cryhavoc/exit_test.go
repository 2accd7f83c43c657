package cryhavoc

import (
	"encoding/json"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/scenario"
)

// §3, §23.2: a move may end off the map from an edge hex; the man is out
// of the game, orders naming him are refused, the state lists him off the
// map, and an exit objective naming him scores.
func TestExit3LeavesTheMap(t *testing.T) {
	rs, s := setup(t)
	sc := *s.sc
	var row1 []hex.Hex
	for _, n := range []string{"H1", "I1"} {
		row1 = append(row1, mustHex(t, s, n))
	}
	sc.Objectives = append(sc.Objectives, scenario.Objective{Side: "Raiders", Kind: "exit", Target: "Bran", Hexes: row1, Points: 4, Text: "Bran rides for help"})
	s.sc = &sc
	if _, _, err := play(t, rs, s, "Raiders", "move:\nBran move H2 off the map\n", dice.NewSeeded(1)); err == nil || !strings.Contains(err.Error(), "3") {
		t.Errorf("leaving from H2, not an edge hex: %v", err)
	}
	n, evs, err := play(t, rs, s, "Raiders", "move:\nBran move I1 off the map\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := n.Character("Bran"); ok {
		t.Fatal("Bran is still on the map")
	}
	if text := strings.Join(reports(evs), "\n"); !strings.Contains(text, "Bran leaves the map from I1") {
		t.Errorf("report:\n%s", text)
	}
	var v struct {
		OffMap []struct{ Name, Off, From string } `json:"off_map"`
	}
	b, _ := n.View("Villagers")
	if err := json.Unmarshal(b, &v); err != nil || len(v.OffMap) != 1 || v.OffMap[0].Off != "exited" || v.OffMap[0].From != "I1" {
		t.Errorf("off_map in the view: %s", b)
	}
	sc2 := n.Score("")
	if sc2.Sides[0].Side != "Raiders" || sc2.Sides[0].Points != 4 {
		t.Errorf("the exit objective does not score: %+v", sc2)
	}
	// The replay reaches the same state.
	r := replayEvents(t, rs, s, evs)
	a, _ := json.Marshal(n)
	c, _ := json.Marshal(r)
	if string(a) != string(c) {
		t.Errorf("replay differs:\n%s\n%s", a, c)
	}
	// Out of the game: an order naming him is refused with rule 3.
	n = n.clone()
	n.Side, n.Turn = "Raiders", n.Turn+1
	_, _, err = play(t, rs, n, "Raiders", "move:\nBran move G2\n", dice.NewSeeded(1))
	if err == nil || !strings.Contains(err.Error(), "has left the map") {
		t.Errorf("an order for Bran after he left: %v", err)
	}
}
