package cryhavoc

import (
	"encoding/json"
	"strings"
	"testing"

	"herald/internal/dice"
)

// retreatsOf reads the retreat payloads of the events.
func retreatsOf(t testing.TB, evs []Event) []retreatResult {
	t.Helper()
	type plain struct {
		Who      string   `json:"who"`
		Path     []string `json:"path"`
		Counted  int      `json:"counted"`
		ChosenBy string   `json:"chosen_by"`
		Penalty  string   `json:"penalty"`
	}
	var out []retreatResult
	for _, e := range evs {
		if e.Type != TypeRetreated {
			continue
		}
		var p struct {
			Result plain `json:"result"`
		}
		if err := json.Unmarshal(e.Data, &p); err != nil {
			t.Fatal(err)
		}
		r := p.Result
		out = append(out, retreatResult{Who: r.Who, Path: r.Path, Counted: r.Counted, ChosenBy: r.ChosenBy, Penalty: r.Penalty})
	}
	return out
}

// owing is the Raid on Thornby with Jocelyn in E2 owing a retreat of n
// hexes away from Wat the Smith in E3, at the start of his side's turn.
func owing(t testing.TB, n int) (*CryHavoc, *State) {
	rs, s := setup(t)
	s = s.clone()
	j, _ := s.Character("Jocelyn")
	j.At, j.RetreatOwed, j.RetreatAway = mustHex(t, s, "E2"), n, "E3"
	w, _ := s.Character("Wat the Smith")
	w.At = mustHex(t, s, "E3")
	return rs, s
}

// §10.2: the owner retreats in the retreat phase of his next player turn,
// exactly the hexes demanded, away from the attackers, never ADJACENT to
// an active enemy; with no order herald chooses.
func TestRetreat_10_2(t *testing.T) {
	tests := []struct {
		name, orders string
		hexes        int
		at, chosenBy string
		rule         string
	}{
		{"ordered", "retreat: Jocelyn retreat E1", 1, "E1", "", ""},
		{"herald chooses", "", 1, "", "herald", ""},
		{"too far", "retreat: Jocelyn retreat E1, F1", 1, "", "", "10.2"},
		{"not away", "retreat: Jocelyn retreat F2, G2", 2, "", "", ""},
		{"owes none", "retreat: Bran retreat H2", 1, "", "", "10.2"},
		{"wrong phase", "move: Jocelyn retreat E1", 1, "", "", "4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, s := owing(t, tt.hexes)
			n, evs, err := play(t, rs, s, "Raiders", tt.orders, dice.NewScripted())
			if tt.rule != "" {
				if got := refusal(err, evs); got != tt.rule {
					t.Fatalf("refused by %q (%v), want %s", got, err, tt.rule)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			rr := retreatsOf(t, evs)
			if len(rr) != 1 || rr[0].ChosenBy != tt.chosenBy || rr[0].Penalty != "" {
				t.Fatalf("retreats %+v, want one by %q without penalty", rr, tt.chosenBy)
			}
			j, _ := n.Character("Jocelyn")
			if tt.at != "" && n.place(j) != tt.at || j.RetreatOwed != 0 {
				t.Errorf("Jocelyn in %s owing %d, want %s owing 0", n.place(j), j.RetreatOwed, tt.at)
			}
			replayAll(t, rs, s, n, evs)
		})
	}
}

// §10.2: not able to retreat at all, a character on foot is wounded; able
// to go only part of the way, he is stunned in the last hex.
func TestRetreatPenalty_10_2(t *testing.T) {
	rs, s := owing(t, 1)
	// Hem Jocelyn in: friends on every free hex round E2 but one wall.
	for i, at := range []string{"E1", "D2", "F2", "F3", "D3"} {
		c := &s.Characters[[]int{2, 3, 4, 5, 6}[i]]
		c.At = mustHex(t, s, at)
	}
	n, evs, err := play(t, rs, s, "Raiders", "", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	rr := retreatsOf(t, evs)
	j, _ := n.Character("Jocelyn")
	if len(rr) != 1 || rr[0].Counted != 0 || j.Status != Wounded || n.place(j) != "E2" {
		t.Fatalf("retreats %+v, Jocelyn %s in %s; want wounded in E2", rr, j.Status, n.place(j))
	}
	replayAll(t, rs, s, n, evs)
}

// §4, §10.24: a missile retreat is made at once by the opponent when the
// turn goes on; the turn waits for his decision, and replays.
func TestMissileRetreatDecision_4_10_24(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	r, _ := s.Character("Rafe")
	r.At = mustHex(t, s, "L8")
	h, _ := s.Character("Hamo")
	h.At = mustHex(t, s, "L4")
	tn := "first fire: Hamo fire at Rafe\nmove: Bran move H2"
	n, evs, err := playRaw(t, rs, s, "Raiders", tn, dice.NewScripted(6))
	if err != nil {
		t.Fatal(err)
	}
	if n.Pending == nil || n.Pending.Side != "Villagers" || n.Pending.Kind != DecideRetreat || n.Pending.Choices[0] != "Rafe" {
		t.Fatalf("pending %+v, want Villagers to retreat Rafe", n.Pending)
	}
	if _, _, err := PlayTurn(rs, n, "Raiders", notationTurn(t, "move: Bran move H2"), nil, dice.NewScripted()); refusal(err, nil) != "4" {
		t.Errorf("a turn while a decision waits: %v, want rule 4", err)
	}
	for _, bad := range []string{"retreat: Rafe retreat L7", "retreat: Osric retreat K11", "move: Rafe move L9"} {
		if _, _, err := Decide(rs, n, "Villagers", bad, dice.NewScripted()); err == nil {
			t.Errorf("answer %q accepted", bad)
		}
	}
	if _, _, err := Decide(rs, n, "Raiders", "", dice.NewScripted()); refusal(err, nil) != "4" {
		t.Errorf("the wrong side decides: %v", err)
	}
	m, more, err := Decide(rs, n, "Villagers", "retreat: Rafe retreat M8, N9", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	rafe, _ := m.Character("Rafe")
	bran, _ := m.Character("Bran")
	if m.Pending != nil || m.place(rafe) != "N9" || bran.Live() && m.Side != "Villagers" {
		t.Errorf("after the decision: pending %v, Rafe in %s, next %s", m.Pending, m.place(rafe), m.Side)
	}
	replayAll(t, rs, s, m, append(evs, more...))
}

// §10.9: after a combat the defender lost, the victor advances into the
// hex he left; the retreating loser moves first, when his owner decides.
func TestAdvance_10_9(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	j, _ := s.Character("Jocelyn")
	j.At = mustHex(t, s, "K8")
	r, _ := s.Character("Rafe")
	r.At = mustHex(t, s, "L8")
	tests := []struct {
		name, orders string
		dr           int
		at, rule     string
	}{
		{"after a kill", "combat: Jocelyn attack Rafe\nJocelyn advance L8", 1, "L8", ""},
		{"after a retreat", "combat: Jocelyn attack Rafe\nJocelyn advance L8", 4, "L8", ""},
		{"not into the vacated hex", "combat: Jocelyn attack Rafe\nJocelyn advance K7", 4, "", "10.9"},
		{"no advance open", "combat: Jocelyn attack Rafe\nJocelyn advance L8", 8, "", "10.9"},
		{"in the wrong phase", "move: Jocelyn advance L8", 4, "", "10.9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := s.clone()
			if tt.dr == 1 {
				// A wounded Rafe dies of a wound.
				r, _ := s.Character("Rafe")
				r.Status = Wounded
			}
			n, evs, err := play(t, rs, s, "Raiders", tt.orders, dice.NewScripted(tt.dr))
			if tt.rule != "" {
				if got := refusal(err, evs); got != tt.rule {
					t.Fatalf("refused by %q (%v), want %s", got, err, tt.rule)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			j, _ := n.Character("Jocelyn")
			if n.place(j) != tt.at {
				t.Errorf("Jocelyn in %s, want %s", n.place(j), tt.at)
			}
			replayAll(t, rs, s, n, evs)
		})
	}
}

// §8: the opponent is asked about every pinning attempt open against the
// moves; one he makes that pins stops the mover there, in melee.
func TestPinning_8(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	s.Side = "Villagers"
	j, _ := s.Character("Jocelyn")
	j.At = mustHex(t, s, "K8")
	n, evs, err := playRaw(t, rs, s, "Villagers", "move: Rafe move L9, L8, L7", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Jocelyn pin Rafe in L9", "Jocelyn pin Rafe in L8"}
	if n.Pending == nil || n.Pending.Kind != DecidePin || len(n.Pending.Choices) != 2 || n.Pending.Choices[0] != want[0] || n.Pending.Choices[1] != want[1] {
		t.Fatalf("pending %+v, want Raiders to choose among %v", n.Pending, want)
	}
	if _, _, err := Decide(rs, n, "Raiders", "Jocelyn pin Rafe in L7", dice.NewScripted()); refusal(err, nil) != "8" {
		t.Errorf("a pin not offered: %v, want rule 8", err)
	}
	if _, _, err := Decide(rs, n, "Raiders", "Jocelyn pin Rafe in L9\nJocelyn pin Rafe in L8", dice.NewScripted()); refusal(err, nil) != "8" {
		t.Errorf("two attempts by one character: %v, want rule 8", err)
	}
	for _, tt := range []struct {
		dr     int
		at     string
		pinned bool
	}{{4, "L9", true}, {8, "L7", false}} {
		m, more, err := Decide(rs, n, "Raiders", "Jocelyn pin Rafe in L9", dice.NewScripted(tt.dr))
		if err != nil {
			t.Fatal(err)
		}
		rafe, _ := m.Character("Rafe")
		if m.place(rafe) != tt.at {
			t.Errorf("die %d: Rafe in %s, want %s", tt.dr, m.place(rafe), tt.at)
		}
		replayAll(t, rs, s, m, append(append([]Event(nil), evs...), more...))
	}
}

// playRaw plays one turn without answering decisions.
func playRaw(t tb, rs Ruleset, s *State, side, orders string, d dice.Source) (*State, []Event, error) {
	t.Helper()
	return PlayTurn(rs, s, side, notationTurn(t, orders), nil, d)
}

// §4: several characters retreat in the retreat phase, each by his order.
func TestRetreatPhaseOrders_4(t *testing.T) {
	rs, s := owing(t, 1)
	b, _ := s.Character("Bran")
	b.At, b.RetreatOwed, b.RetreatAway = mustHex(t, s, "H2"), 1, "H3"
	n, evs, err := play(t, rs, s, "Raiders", "retreat:\nJocelyn retreat E1\nBran retreat H1", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	for _, rr := range retreatsOf(t, evs) {
		if rr.ChosenBy != "" {
			t.Errorf("%s's retreat chosen by %s, want his order", rr.Who, rr.ChosenBy)
		}
	}
	if b, _ := n.Character("Bran"); n.place(b) != "H1" {
		t.Errorf("Bran in %s, want H1", n.place(b))
	}
	replayAll(t, rs, s, n, evs)
}

// Without Decisions herald answers at once: the missile target retreats
// as herald chooses, in the same turn, with no pending event.
func TestNoDecisions(t *testing.T) {
	rs, s := setup(t)
	rs = &CryHavoc{Tables: rs.Tables}
	s = s.clone()
	r, _ := s.Character("Rafe")
	r.At = mustHex(t, s, "L8")
	h, _ := s.Character("Hamo")
	h.At = mustHex(t, s, "L4")
	n, evs, err := playRaw(t, rs, s, "Raiders", "first fire: Hamo fire at Rafe\nmove: Bran move H2", dice.NewScripted(6))
	if err != nil {
		t.Fatal(err)
	}
	rr := retreatsOf(t, evs)
	if n.Pending != nil || len(rr) != 1 || rr[0].ChosenBy != "herald" || n.Side != "Villagers" {
		t.Fatalf("pending %v, retreats %+v, next %s", n.Pending, rr, n.Side)
	}
	replayAll(t, rs, s, n, evs)
}

// §10.2: a rider attacked only through his front arc retreats backward;
// herald's choice for him replays.
func TestRiderRetreat_10_2(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	g, _ := s.Character("Gilbert")
	g.At, g.Rear = mustHex(t, s, "K5"), mustHex(t, s, "K4")
	w, _ := s.Character("Wat the Smith")
	w.At = mustHex(t, s, "K6")
	s.Side = "Villagers"
	// Wat attacks Gilbert through his front arc: on a retreat result
	// Gilbert owes a backward retreat.
	for dr := 1; dr <= 10; dr++ {
		n, evs, err := play(t, rs, s, "Villagers", "combat: Wat the Smith attack Gilbert", dice.NewScripted(dr, 1))
		if err != nil {
			t.Fatal(err)
		}
		g, _ := n.Character("Gilbert")
		if g.RetreatOwed == 0 {
			continue
		}
		if !g.RetreatFront || g.RetreatAway != "K6" {
			t.Errorf("die %d: owed %+v, want a front-arc retreat away from K6", dr, g)
		}
		m, more, err := play(t, rs, n, "Raiders", "", dice.NewScripted())
		if err != nil {
			t.Fatal(err)
		}
		rr := retreatsOf(t, more)
		g, _ = m.Character("Gilbert")
		// A pivot that takes him farther away counts as a hex (§10.2).
		if len(rr) != 1 || rr[0].Penalty != "" || g.RetreatOwed != 0 || m.place(g) == "K5-K4" {
			t.Errorf("die %d: retreats %+v, Gilbert in %s; want a full retreat", dr, rr, m.place(g))
		}
		if _, _, err := play(t, rs, n, "Raiders", "retreat: Gilbert retreat fwd K6-K5", dice.NewScripted()); refusal(err, nil) == "" {
			t.Errorf("a forward retreat into the attacker was accepted")
		}
		replayAll(t, rs, s, m, append(evs, more...))
		return
	}
	t.Skip("no die gives Gilbert a retreat")
}

// §10.2: "A unit may never retreat more than once per PT": a second
// retreat result in one player turn is a failure to retreat (wounded).
func TestSecondRetreat_10_2(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	r, _ := s.Character("Rafe")
	r.At, r.RetreatImposed = mustHex(t, s, "L8"), true
	h, _ := s.Character("Hamo")
	h.At = mustHex(t, s, "L4")
	n, _ := rs.Apply(s, "Raiders", order(t, "first fire: Hamo fire at Rafe"), dice.NewScripted(6))
	if r, _ := n.Character("Rafe"); r.Status != Wounded || r.RetreatOwed != 0 {
		t.Errorf("Rafe %s owing %d, want wounded owing nothing", r.Status, r.RetreatOwed)
	}
	if e, _ := rs.EndTurn(n, "Raiders"); e != nil {
		if r, _ := e.Character("Rafe"); r.RetreatImposed {
			t.Error("the mark outlives the player turn")
		}
	}
}

// The state a side sees names the decision but not the waiting side's
// plans (the rest of its turn).
func TestPendingHidesRest(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	r, _ := s.Character("Rafe")
	r.At = mustHex(t, s, "L8")
	h, _ := s.Character("Hamo")
	h.At = mustHex(t, s, "L4")
	n, _, err := playRaw(t, rs, s, "Raiders", "first fire: Hamo fire at Rafe\nmove: Bran move H2", dice.NewScripted(6))
	if err != nil || n.Pending == nil {
		t.Fatalf("no decision: %v", err)
	}
	b, _ := json.Marshal(n)
	if !strings.Contains(string(b), `"pending":{"side":"Villagers"`) || strings.Contains(string(b), "Bran move") {
		t.Errorf("state JSON %s", b)
	}
}

// §10.9: a defender who beats back his attacker may advance; it is his
// decision, in the attacker's player turn.
func TestDefenderAdvance_10_9(t *testing.T) {
	rs, s := setup(t)
	s = s.clone()
	j, _ := s.Character("Jocelyn")
	j.At = mustHex(t, s, "K8")
	r, _ := s.Character("Rafe")
	r.At = mustHex(t, s, "L8")
	n, evs, err := playRaw(t, rs, s, "Raiders", "combat: Jocelyn attack Rafe", dice.NewScripted(6))
	if err != nil {
		t.Fatal(err)
	}
	if n.Pending == nil || n.Pending.Kind != DecideAdvance || n.Pending.Side != "Villagers" {
		t.Fatalf("pending %+v, want the villagers' advance", n.Pending)
	}
	if _, _, err := Decide(rs, n, "Villagers", "combat: Rafe advance K7", dice.NewScripted()); refusal(err, nil) != "10.9" {
		t.Errorf("advance not into the vacated hex: %v", err)
	}
	m, more, err := Decide(rs, n, "Villagers", "combat: Rafe advance K8", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := m.Character("Rafe"); m.place(r) != "K8" || m.Side != "Villagers" {
		t.Errorf("Rafe in %s, next %s; want K8, Villagers", m.place(r), m.Side)
	}
	replayAll(t, rs, s, m, append(evs, more...))
}

// BenchmarkPlayTurnContact is a turn in contact with the enemy: a move
// past him (pin chances, asked and answered), an attack and an advance,
// with any retreat the dice impose.
func BenchmarkPlayTurnContact(b *testing.B) {
	rs, s := setup(b)
	s = s.clone()
	for name, at := range map[string]string{"Jocelyn": "K8", "Rafe": "L8", "Perkin": "J6"} {
		c, _ := s.Character(name)
		c.At = mustHex(b, s, at)
	}
	tn := notationTurn(b, "move: Bran move H2, H3, I3, I4\ncombat: Jocelyn attack Rafe\nJocelyn advance L8")
	d := dice.NewSeeded(1)
	b.ReportAllocs()
	for b.Loop() {
		n, _, err := PlayTurn(rs, s, "Raiders", tn, nil, d)
		for err == nil && n.Pending != nil {
			n, _, err = Decide(rs, n, n.Pending.Side, "", d)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
}
