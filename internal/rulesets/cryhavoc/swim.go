package cryhavoc

import (
	"fmt"
	"slices"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Swimming (§17.1, §26.4): a man who comes into bottomless water (a fall
// from stepping stones, 16.126) drowns at once if he is stunned or
// armoured, and otherwise swims. His move order in his movement phase is
// his roll: a step out of the water (onto land, a ford or a wading hex)
// is a climbing-out attempt (26.41); any other step asks only for the
// open-water roll (26.42, 26.43), and where he ends is the table's. He
// drifts downstream in a river (south on herald's maps), towards or away
// from the nearest bank in still water; stepping stones may catch him, a
// millwheel crushes him, and off the map edge he is gone (§17.2).

// swimming: c is on foot in bottomless water.
func (s *State) swimming(c *Character) bool {
	return !c.Mounted && !c.Unplaced && c.Live() && s.depth(c.At) == board.Bottomless
}

func (s *State) swimmer(c *Character) havoc.Swimmer {
	stealthy := slices.Contains(c.def.Abilities, "ninja") || slices.Contains(c.def.Abilities, "assassin")
	return havoc.Swimmer{Armoured: c.def.IsArmoured(nil), Health: health(c.Status), Stealthy: stealthy}
}

// planSwim checks a swimmer's order: one step, to an ADJACENT hex.
func (s *State) planSwim(c *Character, o notation.Order) ([]field.Place, error) {
	if len(o.Path) != 1 || len(o.Path[0].To) != 1 || len(o.Path[0].To[0]) != 1 {
		return nil, rule.Errorf("17.12", "%s is swimming: his move is one step, out of the water or into it, and the Swimming Table decides", c.Name)
	}
	x, err := s.m.Layout.Resolve(o.Path[0].To[0][0])
	if err != nil || !s.m.Contains(x) || hex.Distance(x, c.At) != 1 {
		return nil, rule.Errorf("17.12", "%s is swimming: his step goes to an ADJACENT hex of the map, not %s", c.Name, o.Path[0].To[0][0])
	}
	if s.depth(x) != board.Bottomless && s.standing(x, c) {
		return nil, rule.Errorf("17.13", "%s cannot climb out into %s: it is occupied", c.Name, s.m.HexName(x))
	}
	return []field.Place{{Head: c.At}, {Head: x}}, nil
}

// swim plays a swimmer's movement phase (17.12–17.14).
func (n *State) swim(c *Character, path []field.Place, d dice.Source) (movedResult, []string) {
	name, from := c.Name, n.place(c)
	r := movedResult{Who: name, From: from}
	c.Moved = true
	if d == nil {
		return r, []string{fmt.Sprintf("%s swims in %s: the dice decide", name, from)}
	}
	to := path[1].Head
	river := n.m.Terrain(c.At) != nil && n.m.Terrain(c.At).Name == "river"
	helped := n.helped(c)
	out := n.tab.Swim(havoc.SwimSituation{Swimmer: n.swimmer(c), River: river, AtBank: n.depth(to) != board.Bottomless, Helped: helped}, d)
	switch {
	case out.ClimbsOut:
		cost, rest := havoc.ClimbOutCost(n.stepCost(c.At, to), n.mpaOf(c), helped)
		c.At, c.MPSpent = to, c.MPSpent+cost
		r.Path, r.MP = []string{n.m.HexName(to)}, cost
		line := fmt.Sprintf("%s climbs out of the water into %s (climbing-out roll %d, %d MP)", name, n.m.HexName(to), out.ClimbDR, cost)
		if rest {
			line += "; past his MPA, he may not move in his next movement phase (17.13)"
		}
		return r, []string{line}
	case out.Drowned:
		n.goOff(name, OffDrowned)
		return r, []string{fmt.Sprintf("%s drowns in %s (open-water roll %d, 26.4)", name, from, out.OpenDR)}
	}
	lines := []string{fmt.Sprintf("%s swims in %s: open-water roll %d, %s %d (26.4)", name, from, out.OpenDR, out.Move, out.Hexes)}
	if out.ClimbDR > 0 {
		lines[0] = fmt.Sprintf("%s fails to climb out (roll %d); ", name, out.ClimbDR) + lines[0]
	}
	return r, append(lines, n.drift(c, out, d)...)
}

// drift carries a swimmer as his open-water result says (17.14, §16.37,
// §17.2).
func (n *State) drift(c *Character, out havoc.SwimOutcome, d dice.Source) []string {
	if out.Move == "float" || out.Hexes == 0 {
		return nil
	}
	path := n.driftPath(c.At, out.Move, out.Hexes+2)
	res := n.tab.Drift(n.swimmer(c), path, out.Hexes, d)
	name := c.Name
	switch {
	case res.Fate == havoc.DriftedOff:
		n.goOff(name, OffDrifted)
		return []string{fmt.Sprintf("  %s drifts off the map (§17.2)", name)}
	case res.At < 0:
		return []string{fmt.Sprintf("  %s stays where he is", name)}
	}
	c.At = path[res.At].Hex
	switch {
	case res.Fate == havoc.Dead:
		c.Status = Dead
		return []string{fmt.Sprintf("  %s is carried into the millwheel in %s and killed (§16.37)", name, n.m.HexName(c.At))}
	case res.OnStones:
		return []string{fmt.Sprintf("  %s drifts onto the stepping stones in %s and climbs onto them (17.14)", name, n.m.HexName(c.At))}
	}
	return []string{fmt.Sprintf("  %s drifts to %s", name, n.m.HexName(c.At))}
}

// driftPath traces up to max hexes a swimmer may drift from x: downstream
// (south), or towards or away from the nearest hex out of the water. It
// stops at the first hex he cannot drift into (land, a wading hex or an
// occupied one); a hex off the map ends it as the edge.
func (n *State) driftPath(x hex.Hex, move string, max int) []havoc.DriftHex {
	var path []havoc.DriftHex
	for len(path) < max {
		var next hex.Hex
		switch move {
		case "downstream":
			next = x.Neighbor(hex.N.Opposite())
		case "toward-bank", "away-from-bank":
			var ok bool
			if next, ok = n.bankward(x, move == "toward-bank"); !ok {
				return path
			}
		default:
			return path
		}
		if !n.m.Contains(next) {
			return append(path, havoc.DriftHex{Hex: next, OffMap: true})
		}
		t := n.m.Terrain(next)
		switch {
		case t != nil && t.Name == "millwheel":
			return append(path, havoc.DriftHex{Hex: next, Millwheel: true})
		case t != nil && t.Name == "stepping-stones":
			path = append(path, havoc.DriftHex{Hex: next, Stones: true})
		case n.depth(next) != board.Bottomless || n.standing(next, nil):
			return path
		default:
			path = append(path, havoc.DriftHex{Hex: next})
		}
		x = next
	}
	return path
}

// bankward is the water hex next to x nearer to (or further from) the
// nearest hex out of the water; false if none is.
func (n *State) bankward(x hex.Hex, toward bool) (hex.Hex, bool) {
	here := n.toLand(x)
	best, bestD := hex.Hex{}, here
	for _, y := range x.Neighbors() {
		if !n.m.Contains(y) || n.depth(y) != board.Bottomless {
			continue
		}
		dy := n.toLand(y)
		if toward && dy < bestD || !toward && dy > bestD {
			best, bestD = y, dy
		}
	}
	return best, bestD != here
}

// toLand is the distance from x to the nearest hex that is not bottomless
// water.
func (n *State) toLand(x hex.Hex) int {
	best := -1
	for _, y := range n.m.Hexes() {
		if n.depth(y) != board.Bottomless {
			if dd := hex.Distance(x, y); best < 0 || dd < best {
				best = dd
			}
		}
	}
	return best
}

// stepCost is what a man on foot pays to enter y from x, the terrain and
// hexside alone (a bank adds its climbing-out cost in ClimbOutCost).
func (n *State) stepCost(x, y hex.Hex) int {
	f, err := n.field()
	if err != nil {
		return 1
	}
	c, err := f.StepCost(field.Foot, x, y, -1)
	if err != nil {
		return 1
	}
	return c
}

// mpaOf is c's MPA as the field gives it (wounds included).
func (n *State) mpaOf(c *Character) int {
	f, err := n.field()
	if err != nil {
		return c.def.MPA
	}
	if u, ok := f.Unit(c.Name); ok {
		return u.EffectiveMPA()
	}
	return c.def.MPA
}

// intoWater puts c into water hex x involuntarily (§7.7, §17.1): he
// stands in shallow or deep water, swims in bottomless, or drowns.
func (n *State) intoWater(c *Character, x hex.Hex) string {
	name := c.Name
	c.At, c.RetreatOwed = x, 0
	entry, rl := havoc.EnterWater(n.swimmer(c), n.depth(x))
	switch entry {
	case havoc.EntryDrowns:
		n.goOff(name, OffDrowned)
		return fmt.Sprintf("  %s falls into the water in %s and drowns (%s)", name, n.m.HexName(x), rl)
	case havoc.EntrySwims:
		return fmt.Sprintf("  %s falls into the water in %s and swims (%s)", name, n.m.HexName(x), rl)
	}
	return fmt.Sprintf("  %s falls into the water in %s and stands in it (%s)", name, n.m.HexName(x), rl)
}

// stoneFalls: a man on stepping stones who takes a retreat or a stun
// falls into the water, and one wounded on a further roll (16.126); the
// hex is drawn at random among the water hexes around him.
func (n *State) stoneFalls(effects []havoc.Event, att, def []*Character, d dice.Source) []string {
	if d == nil || n.tab == nil {
		return nil
	}
	// Names first: a man who drowns leaves the slice the pointers are into.
	var names []string
	for _, e := range effects {
		group := def
		if e.Side == havoc.Attacker {
			group = att
		}
		switch {
		case e.Name != "":
			names = append(names, e.Name)
		case e.Unit >= 0 && e.Unit < len(group):
			names = append(names, group[e.Unit].Name)
		default:
			names = append(names, "")
		}
	}
	var lines []string
	for i, e := range effects {
		c, ok := n.Character(names[i])
		if !ok || !c.Live() || c.Mounted || n.m.Terrain(c.At) == nil || n.m.Terrain(c.At).Name != "stepping-stones" {
			continue
		}
		falls, _ := n.tab.FallsFromStones(e.Kind, d)
		if !falls {
			continue
		}
		var water []hex.Hex
		for _, y := range c.At.Neighbors() {
			if n.m.Contains(y) && n.depth(y) != board.Dry && !n.standing(y, c) {
				water = append(water, y)
			}
		}
		if len(water) == 0 {
			continue
		}
		x := water[0]
		if len(water) > 1 {
			x = water[d.Roll(len(water), "which water hex he falls into (16.126)")-1]
		}
		lines = append(lines, n.intoWater(c, x))
		n.dropField()
	}
	return lines
}
