package havoc_test

import (
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

type ground struct {
	blocked, enemyNear, cover map[hex.Hex]bool
}

func (g ground) Enterable(h hex.Hex) bool         { return !g.blocked[h] && h.Col >= 0 && h.Row >= 1 }
func (g ground) NextToActiveEnemy(h hex.Hex) bool { return g.enemyNear[h] }
func (g ground) MediumCover(h hex.Hex) bool       { return g.cover[h] }

func hexes(t *testing.T, ss ...string) []hex.Hex {
	var out []hex.Hex
	for _, s := range ss {
		h, err := hex.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, h)
	}
	return out
}

func set(hs []hex.Hex) map[hex.Hex]bool {
	m := map[hex.Hex]bool{}
	for _, h := range hs {
		m[h] = true
	}
	return m
}

// §10.2 and §10.24: proposed retreat paths.
func TestRule10_2_RetreatPaths(t *testing.T) {
	h := func(s string) hex.Hex { return hexes(t, s)[0] }
	open := ground{}
	cases := []struct {
		name    string
		plan    havoc.RetreatPlan
		g       ground
		rule    string // "" for legal
		penalty havoc.Penalty
	}{
		{"two hexes straight back", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J11", "J12"), Hexes: 2, Away: h("J9")}, open, "", havoc.NoPenalty},
		{"too long", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J11", "J12"), Hexes: 1, Away: h("J9")}, open, "10.2", 0},
		{"jump", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J12"), Hexes: 1, Away: h("J9")}, open, "10.2", 0},
		{"blocked hex", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J11"), Hexes: 1, Away: h("J9")}, ground{blocked: set(hexes(t, "J11"))}, "10.2", 0},
		{"next to an enemy", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J11"), Hexes: 1, Away: h("J9")}, ground{enemyNear: set(hexes(t, "J11"))}, "10.2", 0},
		{"short though a full path exists", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J11"), Hexes: 2, Away: h("J9")}, open, "10.2", 0},
		{"hemmed in: wounded", havoc.RetreatPlan{From: h("J10"), Hexes: 1, Away: h("J9")},
			ground{blocked: set(h2n(h("J10")))}, "", havoc.PenaltyWounded},
		{"missile: closer to the firer", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J9"), Hexes: 1, Away: h("J5"), Missile: true}, open, "10.24", 0},
		{"missile: stops in cover", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J11"), Hexes: 2, Away: h("J5"), Missile: true}, ground{cover: set(hexes(t, "J11"))}, "", havoc.NoPenalty},
		{"missile: must stop in the first cover", havoc.RetreatPlan{From: h("J10"), Path: hexes(t, "J11", "J12"), Hexes: 2, Away: h("J5"), Missile: true}, ground{cover: set(hexes(t, "J11"))}, "10.24", 0},
	}
	for _, c := range cases {
		p, err := havoc.CheckRetreat(c.plan, c.g)
		if c.rule != "" {
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

func h2n(h hex.Hex) []hex.Hex { n := h.Neighbors(); return n[:] }

// §10.2: retreating part of the way when nothing longer is possible
// leaves the character stunned in the last hex.
func TestRule10_2_PartialRetreat(t *testing.T) {
	from := hexes(t, "J10")[0]
	first := hexes(t, "J11")[0]
	blocked := set(h2n(from))
	delete(blocked, first)
	for _, n := range h2n(first) {
		if n != from {
			blocked[n] = true
		}
	}
	p, err := havoc.CheckRetreat(havoc.RetreatPlan{From: from, Path: []hex.Hex{first}, Hexes: 2, Away: hexes(t, "J9")[0]}, ground{blocked: blocked})
	if err != nil || p != havoc.PenaltyStunned {
		t.Fatalf("penalty %d, err %v; want stunned", p, err)
	}
}
