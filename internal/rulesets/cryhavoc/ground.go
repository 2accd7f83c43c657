package cryhavoc

// The column shifts of the ground and of encirclement (§9.3, §9.5, §7.8),
// passed to the combat resolver for each combatant.

import (
	"slices"

	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// crowdWorth is what a unit counts for crowding a hex (§7.8): a horse or
// ox 3 characters, a mule 2, any other animal 1.
var crowdWorth = map[string]int{"horse": 3, "ox": 3, "mule": 2}

// ground is the §9.5 advantage of c where he stands: the terrain's, made
// negative by a crowd of other units, live or dead (§7.8); a rider takes
// the worse of his two hexes.
func (s *State) ground(c *Character) havoc.Terrain {
	var hs []havoc.HexGround
	for _, x := range c.hexes() {
		g := havoc.HexGround{Terrain: terrainAdvantage(s.m.Terrain(x))}
		for i := range s.Characters {
			o := &s.Characters[i]
			if o != c && !o.Unplaced && slices.Contains(o.hexes(), x) {
				g.Others++
			}
		}
		for _, a := range s.Animals {
			if a.At == x || a.Two && a.Rear == x {
				w, ok := crowdWorth[a.Kind]
				if !ok {
					w = 1
				}
				g.Others += w
			}
		}
		hs = append(hs, g)
	}
	return havoc.UnitAdvantage(hs...)
}

func terrainAdvantage(t *board.TerrainType) havoc.Terrain {
	if t == nil {
		return havoc.TerrainNormal
	}
	switch t.Advantage {
	case board.Positive:
		return havoc.TerrainPositive
	case board.Negative:
		return havoc.TerrainNegative
	}
	return havoc.TerrainNormal
}

// encircled is §9.3: in melee with more than one enemy, two of whom are
// not adjacent (a common hexside and a line of sight) to each other.
func (s *State) encircled(f *field.Field, c *Character) bool {
	var foes [][]hex.Hex
	for _, n := range c.MeleeWith {
		if e, ok := s.Character(n); ok && e.Live() {
			foes = append(foes, e.hexes())
		}
	}
	return havoc.EncircledBy(foes, func(a, b hex.Hex) bool {
		return hex.Distance(a, b) == 1 && f.Visible(a, b)
	})
}

// columnShifts fills in the ground, encirclement and window shifts of a
// planned combat (§9.3, §9.5, §16.23).
func (s *State) columnShifts(f *field.Field, p *combatPlan) {
	for i, c := range p.attackers {
		p.combat.Attackers[i].Terrain = s.ground(c)
		p.combat.Attackers[i].Encircled = s.encircled(f, c)
	}
	across := false
	for i, d := range p.defenders {
		p.combat.Defenders[i].Terrain = s.ground(d)
		p.combat.Defenders[i].Encircled = s.encircled(f, d)
		for _, a := range p.attackers {
			for _, x := range a.hexes() {
				for _, y := range d.hexes() {
					if t := s.m.Side(x, y).Type; hex.Distance(x, y) == 1 && t != nil && t.DefenderAdvantage {
						across = true
					}
				}
			}
		}
	}
	p.combat.ExtraShift += s.tab.HexsideShift(across)
}
