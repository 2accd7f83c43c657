package cryhavoc

// Standing pin orders (§8): where the opponent is not asked his decisions
// in the middle of a turn, he leaves pinning attempts with his own turn —
// "Hob pin Sir Ranulf" or "Hob pin Sir Ranulf in M5" — and herald makes
// them for him during the enemy's next movement phase, at the first hex
// (or the named one) where the attempt is open. Each is made once; what is
// left lapses at the end of that enemy player turn. They are secret until
// made.

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
)

// TypeStandingPin is the event of a standing pin order left.
const TypeStandingPin = "standing-pin"

// StandingPin is a pinning attempt left for the enemy's next movement.
type StandingPin struct {
	Side   string `json:"side"`
	By     string `json:"by"`
	Mover  string `json:"mover"`
	Where  string `json:"where,omitempty"`
	Player int    `json:"turn"` // the game turn it was left in
}

type standingPlan struct{ pin StandingPin }

// planStandingPin checks a pin order given in one's own turn.
func (s *State) planStandingPin(side string, c *Character, o notation.Order) (standingPlan, error) {
	if len(o.Targets) != 1 {
		return standingPlan{}, rule.Errorf("8", "a pin order names one passing enemy")
	}
	t, ok := s.Character(o.Targets[0])
	switch {
	case !ok:
		return standingPlan{}, s.unknown(o.Targets[0])
	case t.Side == side:
		return standingPlan{}, rule.Errorf("8", "%s is on %s's own side", t.Name, c.Name)
	case slices.ContainsFunc(s.Standing, func(p StandingPin) bool { return p.By == c.Name && p.Mover == t.Name }):
		return standingPlan{}, rule.Errorf("8", "%s already waits to pin %s", c.Name, t.Name)
	}
	if o.Where != "" {
		if _, err := s.m.Layout.Resolve(o.Where); err != nil {
			return standingPlan{}, rule.Errorf("8", "pin in %s: %v", o.Where, err)
		}
	}
	return standingPlan{pin: StandingPin{Side: side, By: c.Name, Mover: t.Name, Where: o.Where, Player: s.Turn}}, nil
}

func (n *State) applyStandingPin(p standingPlan) (string, any, []string) {
	n.Standing = append(slices.Clone(n.Standing), p.pin)
	where := ""
	if p.pin.Where != "" {
		where = " in " + p.pin.Where
	}
	return TypeStandingPin, p.pin, []string{fmt.Sprintf("%s will try to pin %s%s in the enemy's next movement (§8)", p.pin.By, p.pin.Mover, where)}
}

// standingFor is the standing order that makes the attempt pc against
// mover, if one does; its index in s.Standing.
func (s *State) standingFor(pc field.PinChance, mover string) int {
	return slices.IndexFunc(s.Standing, func(p StandingPin) bool {
		return p.By == pc.By && p.Mover == mover && p.Side != s.Side &&
			(p.Where == "" || strings.EqualFold(p.Where, s.m.HexName(pc.Place.Head)))
	})
}

// lapse drops the standing orders left for the player turn of side, at
// its end.
func (n *State) lapse(side string) {
	n.Standing = slices.DeleteFunc(slices.Clone(n.Standing), func(p StandingPin) bool { return p.Side != side })
}

// standingVisible: a standing order is its own side's secret until used.
func standingVisible(e game.Event, side string) bool {
	return e.Type != TypeStandingPin || side == "" || e.Side == side
}
