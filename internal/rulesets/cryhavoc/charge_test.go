package cryhavoc

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario/scenariofile"
	"herald/internal/sequence"
)

// setupFile starts a game of a test scenario in testdata.
func setupFile(t testing.TB, name string) (*CryHavoc, *State) {
	t.Helper()
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load("testdata/" + name + ".yaml")
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

// effects reads the havoc events of an order event.
func effects(t testing.TB, e Event) []map[string]any {
	t.Helper()
	var p struct {
		Result struct {
			Effects []map[string]any `json:"effects"`
		} `json:"result"`
	}
	if err := json.Unmarshal(e.Data, &p); err != nil {
		t.Fatal(err)
	}
	return p.Result.Effects
}

// §27 "Charge!": Sir Roland in T7-T6 may charge Sir Piers in V13-V14, in
// his front arc from V12-V11; he attacks with 30+15 = 45. On a charge die
// of 1-3 the charge strikes, 4-7 Piers counter-charges with 22, 8-9 he
// evades, 10 Roland is dismounted and stunned.
func TestSection27Charge_7_10_9_4(t *testing.T) {
	rs, s := setupFile(t, "charge27")
	const orders = "move: Sir Roland charge Sir Piers via fwd V12-V11\ncombat: Sir Roland attack Sir Piers"
	tests := []struct {
		name   string
		rolls  []int
		charge string
		kinds  []string
	}{
		{"strikes", []int{2, 10}, "full", []string{"ChargeRolled", "CombatResolved"}},
		{"counter-charge", []int{5, 10, 10}, "counter-charge", []string{"ChargeRolled", "CombatResolved", "CounterCharged"}},
		{"evaded", []int{8}, "evaded", []string{"ChargeRolled"}},
		{"parried", []int{10, 1}, "parried", []string{"ChargeRolled", "Dismounted", "Stunned"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, evs, err := play(t, rs, s, "Roland", orders, dice.NewScripted(tt.rolls...))
			if err != nil {
				t.Fatal(err)
			}
			var fx []map[string]any
			for _, e := range evs {
				if e.Type == TypeCombat {
					fx = effects(t, e)
				}
			}
			var kinds []string
			for _, e := range fx {
				if k := e["kind"].(string); k != "MeleeBegun" && k != "Retreated" && k != "Wounded" && k != "Stunned" || k == "Stunned" && tt.name == "parried" {
					kinds = append(kinds, k)
				}
			}
			if len(kinds) < len(tt.kinds) || fx[0]["charge"] != tt.charge {
				t.Fatalf("effects %v, want %v with charge %s", fx, tt.kinds, tt.charge)
			}
			for i, k := range tt.kinds {
				if kinds[i] != k {
					t.Errorf("effect %d is %s, want %s (%v)", i, kinds[i], k, fx)
				}
			}
			for _, e := range fx {
				if e["kind"] == "CombatResolved" && e["attack"] != 45.0 {
					t.Errorf("charge attack %v, want 45", e["attack"])
				}
			}
			c, _ := n.Character("Sir Roland")
			if n.place(c) != "V12-V11" && c.Mounted {
				t.Errorf("Sir Roland ends in %s, want V12-V11", n.place(c))
			}
			replayAll(t, rs, s, n, evs)
		})
	}
}

// §7.10, §9.4: refusals of a charge and of a charge attack.
func TestChargeRefused_7_10(t *testing.T) {
	rs, s := setupFile(t, "charge27")
	s = s.clone()
	c, _ := s.Character("Crispin")
	c.At = mustHex(t, s, "W11")
	for _, tt := range []struct{ orders, rule string }{
		{"move: Sir Roland charge Sir Piers via fwd W13-W12", "7.10"},
		{"move: Sir Roland charge Crispin via fwd V10-V9", "7.10"},
		{"combat: Sir Roland charge Sir Piers via fwd V12-V11", "7.10"},
		{"move: Sir Roland charge Sir Piers via fwd V12-V11\ncombat: Sir Roland attack Crispin", "9.4"},
	} {
		_, evs, err := play(t, rs, s, "Roland", tt.orders, dice.NewScripted(1, 1))
		if got := refusal(err, evs); got != tt.rule {
			t.Errorf("%q: refused by rule %q (%v), want %s", tt.orders, got, err, tt.rule)
		}
	}
}

// refusal is the rule that refused a turn, or else voided one of its
// orders (§1: after a decision the rest of a turn is voided, not refused).
func refusal(err error, evs []Event) string {
	var re *rule.Error
	if errors.As(err, &re) {
		return re.Rule
	}
	for _, e := range evs {
		if e.Type == TypeVoid {
			var p struct {
				Result sequence.VoidResult `json:"result"`
			}
			if json.Unmarshal(e.Data, &p) == nil {
				return p.Result.Rule
			}
		}
	}
	return ""
}

// §27 "Charge!", second part: from E7-E6 at E13-E14 no charge, for want of
// a line of sight and because the house between makes the way longer.
func TestSection27NoCharge_7_10(t *testing.T) {
	rs, s := setupFile(t, "charge27")
	s = s.clone()
	r, _ := s.Character("Sir Roland")
	r.At, r.Rear = mustHex(t, s, "E7"), mustHex(t, s, "E6")
	p, _ := s.Character("Sir Piers")
	p.At, p.Rear = mustHex(t, s, "E13"), mustHex(t, s, "E14")
	_, evs, err := play(t, rs, s, "Roland", "move: Sir Roland charge Sir Piers via fwd E12-E11", dice.NewScripted())
	if got := refusal(err, evs); got != "7.10" || !strings.Contains(err.Error(), "line of sight") {
		t.Errorf("refused by %q (%v), want 7.10 naming the line of sight", got, err)
	}
}

// replayAll replays evs from s0 and checks the state is n byte for byte.
func replayAll(t testing.TB, rs Ruleset, s0, n *State, evs []Event) {
	t.Helper()
	r := s0
	for i, e := range evs {
		var err error
		if r, err = Replay(rs, r, e); err != nil {
			t.Fatalf("replaying event %d (%s %s): %v", i+1, e.Type, e.Data, err)
		}
	}
	a, _ := json.Marshal(n)
	b, _ := json.Marshal(r)
	if string(a) != string(b) {
		t.Fatalf("replayed state differs:\n%s\n%s", a, b)
	}
}

// §7.10: only the last 6 hexes of a charge need be straight; a pivot
// before the run is an ordinary move, and the MPA counts both.
func TestCharge7_10LastSixStraight(t *testing.T) {
	rs, s := setupFile(t, "charge27")
	const orders = "move: Sir Roland charge Sir Piers via T7-U6, T8-T7, T9-T8, T10-T9, U10-T10, U11-U10, U12-U11\ncombat: Sir Roland attack Sir Piers"
	n, evs, err := play(t, rs, s, "Roland", orders, dice.NewScripted(2, 10))
	if err != nil {
		t.Fatal(err)
	}
	c, _ := n.Character("Sir Roland")
	if got := n.place(c); got != "U12-U11" {
		t.Errorf("Sir Roland in %s, want U12-U11", got)
	}
	if text := strings.Join(reports(evs), "\n"); !strings.Contains(text, "U11-U10, U12-U11 (8 MP)") {
		t.Errorf("report:\n%s", text)
	}
	charged := false
	for _, e := range evs {
		if e.Type == TypeCombat {
			for _, fx := range effects(t, e) {
				charged = charged || fx["kind"] == "ChargeRolled"
			}
		}
	}
	if !charged {
		t.Errorf("no charge attack: %v", reports(evs))
	}
	replayAll(t, rs, s, n, evs)
}
