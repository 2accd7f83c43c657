package cryhavoc

import (
	"herald/internal/notation"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
)

// This file answers a player's questions about a position without playing
// anything: where can he go, can he hit that man, at what odds. The web
// page asks them on every click; the answers come from the same checks
// Legal runs.

// Field is the field rules' view of the position: line of sight, cover,
// reach. It is cached in the state, so a State is not safe for use by
// several goroutines at once.
func (s *State) Field() (*field.Field, error) { return s.field() }

// Definition is the character as the scenario gives him: his values,
// MPA, weapons. It is nil for a character not built by Setup.
func (c *Character) Definition() *scenario.Character { return c.def }

// asSide is s with side to play, for previews in the other side's player
// turn: the checks that compare with the side to play then see side.
func (s *State) asSide(side string) *State {
	if s.Side == side {
		return s
	}
	n := s.clone()
	n.Side, n.Phase = side, notation.PhaseNone
	return n
}

// PlanFire is the missile attack firer of side would make at target in
// phase (first or second fire), checked as Legal checks it.
func (h *CryHavoc) PlanFire(s *State, side, firer, target string, phase notation.Phase) (havoc.Fire, error) {
	n := s.asSide(side)
	c, err := n.actor(side, firer)
	if err != nil {
		return havoc.Fire{}, err
	}
	o := notation.Order{Phase: phase, Kind: notation.KindFire, Who: []string{firer}, Targets: []string{target}}
	p, err := h.planFire(n, []*Character{c}, o)
	return p.fire, err
}

// PlanCombat is the combat attackers of side would fight against
// defenders, checked as Legal checks it (§9).
func (h *CryHavoc) PlanCombat(s *State, side string, attackers, defenders []string) (havoc.Combat, error) {
	n := s.asSide(side)
	var cs []*Character
	for _, a := range attackers {
		c, err := n.actor(side, a)
		if err != nil {
			return havoc.Combat{}, err
		}
		cs = append(cs, c)
	}
	o := notation.Order{Phase: notation.PhaseCombat, Kind: notation.KindAttack, Who: attackers, Targets: defenders}
	p, err := h.planCombat(n, cs, o)
	return p.combat, err
}
