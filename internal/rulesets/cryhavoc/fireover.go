package cryhavoc

// Fire over characters in between (§6.2): which weapons may, the
// elevation rule, more than four in between, and the active man beside
// the firer or the target who blocks any fire. The light cover men in
// between give (§6.54) is the field's.

import (
	"herald/internal/board"
	"herald/internal/hex"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// between is a unit in the line of fire.
type between struct {
	name   string
	at     hex.Hex
	active bool // a character not stunned, or a live animal
	horse  bool // a rider or a horse (§6.2: all that blocks beside a rider)
}

// inBetween are the live units on the centre line from the firer's hex
// to the target hex, both excluded. Where the line runs along a hexside
// a unit counts only if the hex on the other side is taken too: the
// lighter of the two hexes decides (§3), as the field reads such lines.
func (s *State) inBetween(c, t *Character, from, to hex.Hex) []between {
	at := func(x hex.Hex) []between {
		var out []between
		for i := range s.Characters {
			o := &s.Characters[i]
			// A man hidden from the firer is not there for him (§22.8).
			if o == c || o == t || !o.Live() || o.Unplaced || s.HiddenFrom(o, c.Side) || o.At != x && !(o.Mounted && o.Rear == x) {
				continue
			}
			out = append(out, between{name: o.Name, at: x, active: o.Status != Stunned, horse: o.Mounted})
		}
		for i := range s.Animals {
			a := &s.Animals[i]
			if a.Dead || a.At != x && !(a.Two && a.Rear == x) {
				continue
			}
			out = append(out, between{name: a.Name, at: x, active: true, horse: a.Kind == "horse"})
		}
		return out
	}
	line := hex.Line(from, to)
	if len(line) < 3 {
		return nil // adjacent or the same hex: nobody in between
	}
	var out []between
	seen := map[string]bool{}
	for _, st := range line[1 : len(line)-1] {
		us := at(st.Hex)
		if st.Split {
			alt := at(st.Alt)
			if len(us) == 0 || len(alt) == 0 {
				continue
			}
		}
		for _, u := range us {
			if !seen[u.name] {
				seen[u.name] = true
				out = append(out, u)
			}
		}
	}
	return out
}

// fireOver checks §6.2 for a shot from c at t in hex to with weapon w;
// light reports men in between on one level, who give the target light
// cover (§6.54).
func (s *State) fireOver(f *field.Field, c, t *Character, to hex.Hex, w *havoc.Weapon) (light bool, err error) {
	us := s.inBetween(c, t, c.At, to)
	if len(us) == 0 {
		return false, nil
	}
	lv, lt := f.Level(c.At), f.Level(to)
	same := 0
	for _, u := range us {
		lu := f.Level(u.at)
		// Beside the firer or the target on his level, an active unit
		// forbids any fire; beside a rider only a rider or horse does.
		for _, end := range []struct {
			who   *Character
			at    hex.Hex
			level int
		}{{c, c.At, lv}, {t, to, lt}} {
			if u.active && lu == end.level && hex.Distance(u.at, end.at) == 1 && (!end.who.Mounted || u.horse) {
				return false, rule.Errorf("6.2", "%s stands between %s and %s, beside %s on his level: no fire past him", u.name, c.Name, t.Name, end.who.Name)
			}
		}
		switch {
		case lu < lv && lu < lt:
			// Lower than both: any fire passes over him.
		case lv == lt:
			same++
		default:
			low, high := c.At, to
			if lv > lt {
				low, high = to, c.At
			}
			if hex.Distance(u.at, low) < hex.Distance(u.at, high) {
				return false, rule.Errorf("6.2", "%s is between %s and %s, closer to the lower of them: he blocks the fire", u.name, c.Name, t.Name)
			}
		}
	}
	if same == 0 {
		return false, nil
	}
	switch {
	case !w.Overhead:
		return false, rule.Errorf("6.2", "only archers and spearmen fire over characters on their level; a %s does not (%d in between)", w.Key, same)
	case same > 4:
		return false, rule.Errorf("6.2", "%d characters stand between %s and %s: more than 4, no fire over them", same, c.Name, t.Name)
	}
	if tt := s.m.Terrain(to); tt != nil && tt.Cover.Into && tt.Cover.Class >= board.Medium {
		return false, rule.Errorf("6.2", "%s has %s cover in his hex: no fire over the characters in between", t.Name, tt.Cover.Class)
	}
	return true, nil
}
