package havoc_test

import (
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §10.2: cavalry retreats.
func TestRule10_2_HorseRetreat(t *testing.T) {
	from, err := hex.ParsePair("L9-L10")
	if err != nil {
		t.Fatal(err)
	}
	back := func(p hex.Pair) hex.Pair { return hex.Pair{Head: p.Rear, Rear: p.RearArc()[1]} }
	fwd := func(p hex.Pair) hex.Pair { return hex.Pair{Head: p.FrontArc()[1], Rear: p.Head} }
	attacker := from.FrontArc()[1]
	b1 := back(from)
	b2 := back(b1)
	open := ground{}
	// A pivot round the rear that keeps the distance to the attacker.
	var level hex.Pair
	for _, h := range from.Rear.Neighbors() {
		q := hex.Pair{Head: h, Rear: from.Rear}
		if h != from.Head && hex.Adjacent(h, from.Head) {
			level = q
			break
		}
	}
	cases := []struct {
		name    string
		plan    havoc.HorseRetreatPlan
		g       ground
		rule    string
		penalty havoc.Penalty
	}{
		{"two hexes backward", havoc.HorseRetreatPlan{From: from, Path: []hex.Pair{b1, b2}, Hexes: 2, Away: attacker, FrontOnly: true}, open, "", havoc.NoPenalty},
		{"forward when hit only in front", havoc.HorseRetreatPlan{From: from, Path: []hex.Pair{fwd(from)}, Hexes: 1, Away: attacker, FrontOnly: true}, open, "10.2", 0},
		{"forward allowed otherwise", havoc.HorseRetreatPlan{From: from, Path: []hex.Pair{fwd(from)}, Hexes: 1, Away: from.RearArc()[1]}, open, "", havoc.NoPenalty},
		{"jump", havoc.HorseRetreatPlan{From: from, Path: []hex.Pair{b2}, Hexes: 2, Away: attacker}, open, "10.2", 0},
		{"too far", havoc.HorseRetreatPlan{From: from, Path: []hex.Pair{b1, b2}, Hexes: 1, Away: attacker}, open, "10.2", 0},
		{"a pivot away from the attacker counts a hex", havoc.HorseRetreatPlan{From: from, Path: []hex.Pair{level}, Hexes: 1, Away: attacker, FrontOnly: true}, open, "", havoc.NoPenalty},
		{"a pivot that gains nothing does not count", havoc.HorseRetreatPlan{From: from, Path: []hex.Pair{level}, Hexes: 1, Away: b2.Rear}, open, "10.2", 0},
		{"blocked behind: stunned and dismounted", havoc.HorseRetreatPlan{From: from, Hexes: 1, Away: attacker, FrontOnly: true},
			ground{blocked: set(append(h2n(from.Rear), h2n(from.Head)...))}, "", havoc.PenaltyStunned},
		{"enemy behind", havoc.HorseRetreatPlan{From: from, Path: []hex.Pair{b1}, Hexes: 1, Away: attacker},
			ground{enemyNear: set([]hex.Hex{b1.Rear})}, "10.2", 0},
	}
	for _, c := range cases {
		p, err := havoc.CheckHorseRetreat(c.plan, c.g)
		if c.rule != "" {
			if err == nil {
				t.Errorf("%s: accepted", c.name)
				continue
			}
			wantRule(t, err, c.rule)
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if p != c.penalty {
			t.Errorf("%s: penalty %d, want %d", c.name, p, c.penalty)
		}
	}
}
