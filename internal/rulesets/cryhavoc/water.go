package cryhavoc

import (
	"fmt"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Water (§17): what deep and shallow water change in play. A hex of
// either costs its terrain's MP, or the whole MPA for the one hex where
// that is less (17.42, 17.43); only healthy men and horses go into deep
// water, and a wounded man already in it rolls on the deep-water table
// (26.4) before he moves; no one fires from bottomless water and only
// riders from deep; no one attacks from bottomless water, and from deep
// only healthy men and riders.

// depth is the water of hex x (Dry on land).
func (s *State) depth(x hex.Hex) board.Water {
	if t := s.m.Terrain(x); t != nil {
		return t.Water
	}
	return board.Dry
}

// waterOf is the water c stands in: a rider in the deeper of his two
// hexes (§17.4).
func (s *State) waterOf(c *Character) board.Water {
	w := s.depth(c.At)
	if c.Mounted {
		w = havoc.DeeperOf(w, s.depth(c.Rear))
	}
	return w
}

// wadeWhole is the whole-MPA exception (17.42, 17.43): a one-step move
// into deep or shallow water that costs more than the mover's MPA takes
// all of it, if he has spent nothing yet. ok is false where it does not
// apply.
func (s *State) wadeWhole(f *field.Field, u *field.Unit, c *Character, path []field.Place) (mp int, ok bool) {
	if len(path) != 2 || c.MPSpent > 0 {
		return 0, false
	}
	to := path[1]
	w := s.depth(to.Head)
	if to.Two {
		w = havoc.DeeperOf(w, s.depth(to.Rear))
	}
	if w != board.Deep && w != board.Shallow {
		return 0, false
	}
	cost, err := f.MoveCost(u, path[0], to)
	if err != nil || cost <= u.EffectiveMPA() {
		return 0, false
	}
	for _, x := range placeHexes(to) {
		if s.standing(x, c) {
			return 0, false
		}
	}
	return havoc.WadeCost(cost, u.EffectiveMPA()), true
}

// standing: a live unit other than c stands in x.
func (s *State) standing(x hex.Hex, c *Character) bool {
	for i := range s.Characters {
		o := &s.Characters[i]
		if o != c && o.Live() && !o.Unplaced && (o.At == x || o.Mounted && o.Rear == x) {
			return true
		}
	}
	for i := range s.Animals {
		if a := &s.Animals[i]; !a.Dead && (a.At == x || a.Two && a.Rear == x) {
			return true
		}
	}
	return false
}

// legalWade checks a move on foot against deep water (17.42): a wounded
// man does not go in, and one already in it moves one hex at most, and
// only if his roll lets him (wades below).
func (s *State) legalWade(c *Character, path []field.Place) error {
	if c.Mounted || c.Status != Wounded {
		return nil
	}
	if s.depth(c.At) == board.Deep {
		if len(path) > 2 {
			return rule.Errorf("17.42", "%s is wounded in deep water: he may move one hex at most, if his roll lets him", c.Name)
		}
		return nil
	}
	for _, p := range path[1:] {
		if s.depth(p.Head) == board.Deep {
			return rule.Errorf("17.42", "only healthy characters and horses go into deep water; %s is wounded", c.Name)
		}
	}
	return nil
}

// wades rolls for a wounded man on foot in deep water who is to move
// (17.42, 26.4): he moves his one hex, stays, or drowns. It reports
// whether the move goes ahead.
func (n *State) wades(c *Character, d dice.Source) (bool, []string) {
	if c.Mounted || c.Status != Wounded || n.depth(c.At) != board.Deep || d == nil || n.tab == nil {
		return true, nil
	}
	row, dr := n.tab.WadeWounded(havoc.Swimmer{Health: havoc.WoundedState, Armoured: c.def.IsArmoured(nil)}, n.helped(c), d)
	switch row.Outcome {
	case "move":
		return true, []string{fmt.Sprintf("  %s, wounded in deep water, rolls %d: he may move one hex (17.42)", c.Name, dr)}
	case "drown":
		name := c.Name
		line := fmt.Sprintf("  %s, wounded in deep water, rolls %d and drowns (17.42)", name, dr)
		n.goOff(name, OffDrowned)
		return false, []string{line}
	}
	c.Moved = true
	return false, []string{fmt.Sprintf("  %s, wounded in deep water, rolls %d: he may do nothing this phase (17.42)", c.Name, dr)}
}

// attackFromWater applies 17.3 and 17.42 to an attacker.
func (s *State) attackFromWater(c *Character) error {
	return havoc.MayAttackFrom(s.waterOf(c), health(c.Status), c.Mounted)
}

// wadeFirst rolls for a wounded man in deep water before his move
// (wades); ok false: the move does not happen, and r and lines tell it.
func (n *State) wadeFirst(c *Character, d dice.Source) (r movedResult, lines []string, ok bool) {
	name, from := c.Name, n.place(c)
	if ok, lines = n.wades(c, d); ok {
		return movedResult{}, lines, true
	}
	return movedResult{Who: name, From: from}, lines, false
}

// wadeRolls: the move o rolls for a wounded man in deep water (so the
// check's dry run may not stand for it).
func (s *State) wadeRolls(o notation.Order) bool {
	if o.Kind != notation.KindMove || len(o.Who) != 1 {
		return false
	}
	c, ok := s.Character(o.Who[0])
	return ok && (!c.Mounted && c.Status == Wounded && s.depth(c.At) == board.Deep || s.swimming(c))
}

// bankCost is the extra a move pays for leaving water across a bank
// hexside (§16.29, 17.13): the bank's climbing-out cost.
func (s *State) bankCost(path []field.Place) int {
	extra := 0
	for i := 1; i < len(path); i++ {
		a, b := path[i-1].Head, path[i].Head
		if s.depth(a) == board.Dry || s.depth(b) != board.Dry {
			continue
		}
		if t := s.Board().Side(a, b).Type; t != nil && t.ClimbOut > 0 {
			extra += int(t.ClimbOut)
		}
	}
	return extra
}
