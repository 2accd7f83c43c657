package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Battering by hand (§19.2, §19.41, §26.72): characters beside a shut
// door or window ("Ralf, Odo batter door J10/J11", tasks phase) sum their
// attack strengths and add a DR6; the damage comes off the door's
// battering resistance at the end of the player turn, and at zero it is
// destroyed and stands open for good. A door is a building door unless a
// scenario says otherwise (§12.6); gate doors, drawbridges and
// portcullises are battered only by siege engines.

// Battered is the damage a door, window or gate has taken, and the
// damage of this player turn still to come off at its end.
type Battered struct {
	Side      hex.Hexside
	Damage    int
	Pending   int      `json:",omitempty"`
	By        []string `json:",omitempty"` // who battered this player turn
	Destroyed bool     `json:",omitempty"`
}

// TypeBattered: a battering by hand resolved (§19.41).
const TypeBattered = "battered"

// batterPlan is a checked battering.
type batterPlan struct {
	who    []*Character
	side   hex.Hexside
	target string // battering.yaml key
	name   string
}

// resistanceKey is the §26.72 row of a hexside feature.
func resistanceKey(feature string) string {
	switch feature {
	case "window":
		return "window"
	case "door", "paled-gate":
		return "building-door"
	}
	return feature // gate-door, portcullis: not by hand
}

func (h *CryHavoc) planBatter(s *State, cs []*Character, o notation.Order) (batterPlan, error) {
	if o.Phase != notation.PhaseTasks {
		return batterPlan{}, rule.Errorf("19.41", "battering is a task of the tasks phase, not %s", o.Phase)
	}
	hs, err := s.m.Layout.ResolveHexside(o.Where)
	if err != nil {
		return batterPlan{}, rule.Errorf("3", "%s: %v", o.Where, err)
	}
	sd := s.m.Sides[hs]
	name := s.m.HexName(hs.A) + "/" + s.m.HexName(hs.B)
	if sd.Type == nil || !sd.Type.Opens {
		return batterPlan{}, rule.Errorf("19.41", "there is no door, window or gate on %s to batter", name)
	}
	p := batterPlan{side: hs, target: resistanceKey(sd.Type.Name), name: name}
	if _, byHand, ok := h.Tables.OnboardResistance(p.target); !ok || !byHand {
		return batterPlan{}, rule.Errorf("26.72", "a %s is battered only by siege engines, not by hand", sd.Type.Name)
	}
	if b := s.battered(hs); b != nil && b.Destroyed {
		return batterPlan{}, rule.Errorf("19.2", "the %s on %s is already destroyed", sd.Type.Name, name)
	}
	if s.doorState(hs) == DoorOpen {
		return batterPlan{}, rule.Errorf("19.41", "the %s on %s stands open", sd.Type.Name, name)
	}
	for _, c := range cs {
		switch {
		case c.Status == Stunned:
			return batterPlan{}, rule.Errorf("10.3", "%s is stunned", c.Name)
		case c.Mounted:
			return batterPlan{}, rule.Errorf("19.41", "%s is mounted; battering by hand is done on foot", c.Name)
		case c.At != hs.A && c.At != hs.B:
			return batterPlan{}, rule.Errorf("19.41", "%s must stand beside the %s on %s to batter it", c.Name, sd.Type.Name, name)
		case c.Attacked:
			return batterPlan{}, rule.Errorf("12.1", "%s has already acted this player turn", c.Name)
		}
		p.who = append(p.who, c)
	}
	return p, nil
}

// battered is the damage record of a hexside, if any.
func (s *State) battered(hs hex.Hexside) *Battered {
	for i := range s.Battered {
		if s.Battered[i].Side == hs {
			return &s.Battered[i]
		}
	}
	return nil
}

type batterResult struct {
	Who    []string `json:"who"`
	Target string   `json:"target"`
	DR     int      `json:"dr"`
	Damage int      `json:"damage"`
}

func (h *CryHavoc) applyBatter(n *State, p batterPlan, d dice.Source) (batterResult, []string) {
	r := batterResult{Target: p.name}
	var attacks []float64
	for _, c := range p.who {
		r.Who = append(r.Who, c.Name)
		attacks = append(attacks, combatant(c).Attack)
		c.Attacked = true
		c.Task = &Task{Kind: "batter", Object: p.target, Where: p.name, Left: 1}
	}
	if d == nil {
		return r, []string{fmt.Sprintf("%s batter the %s: the dice decide", strings.Join(r.Who, ", "), p.name)}
	}
	dmg, dr, err := h.Tables.BatterByHand(p.target, attacks, d)
	if err != nil {
		return r, []string{err.Error()}
	}
	r.DR, r.Damage = dr, int(dmg)
	b := n.battered(p.side)
	if b == nil {
		n.Battered = append(n.Battered, Battered{Side: p.side})
		b = &n.Battered[len(n.Battered)-1]
	}
	b.Pending += r.Damage
	b.By = append(slices.Clone(b.By), r.Who...)
	return r, []string{fmt.Sprintf("%s batter the %s on %s: %d damage (DR6 %d), taken at the end of the player turn (§19.41)",
		strings.Join(r.Who, ", "), strings.ReplaceAll(p.target, "-", " "), p.name, r.Damage, dr)}
}

// takeBattering takes this player turn's battering off the resistances
// (§19.2, §19.41): a door at zero is destroyed and stands open.
func (s *State) takeBattering() []string {
	var lines []string
	for i := range s.Battered {
		b := &s.Battered[i]
		if b.Pending == 0 {
			continue
		}
		// A batterer who did something else broke off the task (§12.1):
		// the blow is lost.
		whole := true
		for _, name := range b.By {
			if c, ok := s.Character(name); !ok || c.Task == nil || c.Task.Kind != "batter" {
				whole = false
			}
		}
		pending := b.Pending
		b.Pending, b.By = 0, nil
		if !whole {
			continue
		}
		b.Damage += pending
		sd := s.m.Sides[b.Side]
		key := resistanceKey(sd.Type.Name)
		points, _, _ := s.tab.OnboardResistance(key)
		name := s.m.HexName(b.Side.A) + "/" + s.m.HexName(b.Side.B)
		left, collapsed := havoc.Batter(points, float64(b.Damage))
		if collapsed {
			b.Destroyed = true
			s.setDoor(b.Side, DoorOpen)
			lines = append(lines, fmt.Sprintf("the %s on %s is battered down (%d damage against %d, §19.2)", sd.Type.Name, name, b.Damage, points))
			continue
		}
		lines = append(lines, fmt.Sprintf("the %s on %s holds: %d of its %d resistance left (§19.41)", sd.Type.Name, name, left, points))
	}
	return lines
}

// destroyedDoor refuses shutting a door that has been battered down.
func (s *State) destroyedDoor(hs hex.Hexside) error {
	if b := s.battered(hs); b != nil && b.Destroyed {
		return rule.Errorf("19.2", "the door on %s has been battered down and no longer shuts", s.m.HexName(hs.A)+"/"+s.m.HexName(hs.B))
	}
	return nil
}
