package cryhavoc

// Cover claims (§6.53, §7.9): a man in a door hex or an exterior corner
// has that hex's cover from one side only. He names the side in his
// movement phase (`Ben cover from G5`), and keeps it while he stays in
// the hex; with no claim the first fire at him in a player turn decides,
// so that he has cover from it, for the rest of that turn.

import (
	"fmt"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// TypeCover: a cover claim made (§7.9).
const TypeCover = "cover"

type coverPlan struct {
	c    *Character
	from string
}

func (s *State) planCover(cs []*Character, o notation.Order) (coverPlan, error) {
	if len(cs) != 1 {
		return coverPlan{}, rule.Errorf("7.9", "one character claims his cover, not %d", len(cs))
	}
	c := cs[0]
	if !s.oneSided(c.At) {
		return coverPlan{}, rule.Errorf("7.9", "%s in %s is in no door or corner hex: his cover is the same from every side", c.Name, s.place(c))
	}
	x, err := s.m.Layout.Resolve(o.Where)
	if err != nil {
		return coverPlan{}, rule.Errorf("7.9", "cover from %q: %v", o.Where, err)
	}
	if x == c.At {
		return coverPlan{}, rule.Errorf("7.9", "%s claims cover from a side, not from his own hex %s", c.Name, o.Where)
	}
	return coverPlan{c: c, from: s.m.HexName(x)}, nil
}

func (s *State) applyCover(p coverPlan) []string {
	p.c.CoverFrom, p.c.CoverAt, p.c.CoverAuto = p.from, s.m.HexName(p.c.At), false
	return []string{fmt.Sprintf("%s takes his cover in %s from the side of %s (§7.9)", p.c.Name, s.place(p.c), p.from)}
}

// oneSided: the terrain of h gives its cover from one side at a time.
func (s *State) oneSided(h hex.Hex) bool {
	t := s.m.Terrain(h)
	return t != nil && t.Cover.Directional
}

// claimed is where t takes his one-sided cover from, if he claimed it
// (or the first fire decided it) in the hex he stands in.
func (s *State) claimed(t *Character) (hex.Hex, bool) {
	if t.CoverFrom == "" || t.CoverAt != s.m.HexName(t.At) {
		return hex.Hex{}, false
	}
	x, err := s.m.Layout.Resolve(t.CoverFrom)
	return x, err == nil
}

// coverSight is the sight of fire from c at t in to, with t's claim
// applied: from the other side his hex's one-sided cover is not given.
// decide is the claim this fire makes when t has none (the first fire
// decides it in his favour).
func (s *State) coverSight(f *field.Field, c, t *Character, sight field.Sight) (field.Sight, bool) {
	if !s.oneSided(sight.To) {
		return sight, false
	}
	from, ok := s.claimed(t)
	if !ok {
		return sight, true
	}
	if sameSide(sight.To, from, c.At) {
		return sight, false
	}
	if aside := f.LOSAside(c.At, sight.To); aside.Visible {
		return aside, false
	}
	return sight, false
}

// sameSide: seen from the target's hex at, the firer is on the side of
// the claimed hex — the half of the plane facing it (herald's reading of
// "a similar LOS shadow", §6.53).
func sameSide(at, claim, firer hex.Hex) bool {
	ax, ay := hex.Center(at)
	cx, cy := hex.Center(claim)
	fx, fy := hex.Center(firer)
	return (cx-ax)*(fx-ax)+(cy-ay)*(fy-ay) > 0
}
