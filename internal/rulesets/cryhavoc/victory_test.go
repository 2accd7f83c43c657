package cryhavoc

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
)

// lastTurn is s moved on to the start of the scenario's last game turn.
func lastTurn(s *State) *State {
	n := s.clone()
	n.Turn = n.sc.Turns
	return n
}

// endGame plays the two player turns of the last game turn with no
// orders, and returns the final state and the last report.
func endGame(t *testing.T, rs Ruleset, s *State) (*State, []string) {
	t.Helper()
	var rep []string
	for _, side := range []string{"Raiders", "Villagers"} {
		n, evs, err := play(t, rs, s, side, "", dice.NewSeeded(1))
		if err != nil {
			t.Fatalf("%s: %v", side, err)
		}
		s, rep = n, reports(evs)
	}
	return s, rep
}

// §23.2: the casualties by class (a knight killed 5, a peasant wounded 1,
// another character killed 3), the scenario's kill and hold objectives,
// the winner in the Step, the state JSON and the last turn's report.
func TestVictory23_2ScoredAtTheEnd(t *testing.T) {
	rs, s := setup(t)
	s = lastTurn(s)
	set := func(name string, st Status) {
		c, _ := s.Character(name)
		c.Status = st
	}
	set("Sir Ranulf", Dead)    // knight: 5 to the villagers, and their kill objective 5
	set("Perkin", Wounded)     // peasant wounded: 1 to the raiders
	set("Wat the Smith", Dead) // billman, another character: 3 to the raiders
	s = placeFigures(t, s, map[string]string{"Jocelyn": "D14", "Father Anselm": "N13"})
	s, rep := endGame(t, rs, s)
	if !s.Over {
		t.Fatal("the game is not over after its last game turn")
	}
	sc := s.Score("")
	got := map[string]int{}
	for _, sd := range sc.Sides {
		got[sd.Side] = sd.Points
	}
	// Raiders: Wat 3 + Perkin wounded 1 + the chapel held 12 (Jocelyn in
	// D14, Father Anselm gone from it) = 16; Villagers: Sir Ranulf 5 + kill 5 = 10.
	if got["Raiders"] != 16 || got["Villagers"] != 10 {
		t.Errorf("score %v, want Raiders 16, Villagers 10; %+v", got, sc)
	}
	if w := s.Step().Winner; w != "Raiders" {
		t.Errorf("Step().Winner = %q, want Raiders", w)
	}
	var v struct {
		Winner string
		Score  struct {
			Final bool
			Sides map[string]struct{ Total int }
		}
	}
	b, _ := s.View("Villagers")
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if v.Winner != "Raiders" || !v.Score.Final || v.Score.Sides["Raiders"].Total != 16 {
		t.Errorf("view: %s", b)
	}
	text := strings.Join(rep, "\n")
	for _, want := range []string{"final score (§23.2):", "Raiders 16", "Villagers 10", "Raiders wins"} {
		if !strings.Contains(text, want) {
			t.Errorf("the last report lacks %q:\n%s", want, text)
		}
	}
}

// §23.2: before the end the state carries a running tally, with no
// winner; a side's view of it leaves out enemies hidden from that side.
func TestVictory23_2RunningTally(t *testing.T) {
	_, s := setup(t)
	c, _ := s.Character("Tibb")
	c.Status = Dead
	var v struct {
		Winner string
		Score  struct {
			Final bool
			Sides map[string]struct{ Total int }
		}
	}
	b, _ := s.View("Raiders")
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if v.Winner != "" || v.Score.Final || v.Score.Sides["Raiders"].Total != 2 {
		t.Errorf("running tally: %s", b)
	}
	if w := s.Step().Winner; w != "" {
		t.Errorf("winner %q before the end", w)
	}
}

// §23.1 item 7: an objective marked `ends` ends the game at the end of
// the player turn in which it is met.
func TestVictory23_1EndsEarly(t *testing.T) {
	rs, s := setup(t)
	sc := *s.sc
	sc.Objectives = slices.Clone(sc.Objectives)
	sc.Objectives[1].Ends = true // kill Sir Ranulf
	s.sc = &sc
	c, _ := s.Character("Sir Ranulf")
	c.Status = Dead
	n, evs, err := play(t, rs, s, "Raiders", "", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if !n.Over || n.Step().Kind != game.Over {
		t.Fatalf("the game goes on after its ending objective is met: %v", reports(evs))
	}
	if w := n.Step().Winner; w != "Villagers" {
		t.Errorf("winner %q, want Villagers (10 VP to 0)", w)
	}
	if text := strings.Join(reports(evs), "\n"); !strings.Contains(text, "the game ends early: Kill Sir Ranulf") {
		t.Errorf("report:\n%s", text)
	}
	// The replay reaches the same end.
	r := replayEvents(t, rs, s, evs)
	if !r.Over {
		t.Error("replay does not end the game")
	}
}

// §23.2: a tie is a draw; a text objective is listed for the players and
// decides nothing while it could still change the result.
func TestVictory23_2DrawAndTextObjectives(t *testing.T) {
	rs, s := setup(t)
	s = lastTurn(s)
	s, rep := endGame(t, rs, s)
	sc := s.Score("")
	if !sc.Draw || sc.Winner != "" || s.Step().Winner != "" {
		t.Errorf("no casualties, no objective: want a draw, got %+v", sc)
	}
	if text := strings.Join(rep, "\n"); !strings.Contains(text, "the game is a draw") {
		t.Errorf("report:\n%s", text)
	}
	// With a text objective worth 10 to the Villagers, a Raiders lead of
	// 3 is not yet a win; a lead of 11 is.
	sc2 := *s.sc
	sc2.Objectives = append(slices.Clone(sc2.Objectives), sc2.Objectives[0])
	sc2.Objectives[2].Kind, sc2.Objectives[2].Side, sc2.Objectives[2].Points = "text", "Villagers", 10
	s.sc = &sc2
	c, _ := s.Character("Osric")
	c.Status = Dead
	if w := s.Winner(); w != "" {
		t.Errorf("winner %q while the players still judge 10 VP", w)
	}
	for _, n := range []string{"Perkin", "Rafe", "Simkin", "Tibb"} {
		c, _ := s.Character(n)
		c.Status = Dead
	}
	if w := s.Winner(); w != "Raiders" {
		t.Errorf("winner %q with an 11 VP lead, want Raiders; %+v", w, s.Score(""))
	}
}
