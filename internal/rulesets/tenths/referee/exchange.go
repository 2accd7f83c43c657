package referee

import (
	"slices"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
)

// What the map's terrains are to the tenths modules (herald's reading,
// docs/rulings.md "tenths: the referee"): the ground a move enters, the
// obstacles in a cutting weapon's way, and the cover on a line of fire.
var (
	groundKinds = map[string]string{
		"swamp": "muddy", "rice-paddy": "muddy", "shallow-water": "muddy",
		"scrub": "soft", "shingle": "soft",
		"rubble": "difficult", "rocks": "difficult",
	}
	obstacleTerrains = []string{"fence", "hedge", "rampart", "rocks", "well", "tree"}
	hardCover        = []string{"rampart", "rocks", "well", "tree"}
)

// groundOf is the tenths ground of a map terrain ("" firm).
func groundOf(terrain string) string { return groundKinds[terrain] }

// fighter is m's side of an exchange, with weapon w (nil: none).
func (s *State) fighter(m *Man, w *tenths.Weapon) (tenths.Fighter, error) {
	rs := s.rs.Rules
	a, err := rs.Armour.Type(m.Profile.Armour)
	if err != nil {
		return tenths.Fighter{}, err
	}
	f := tenths.Fighter{Name: m.Name, Strength: m.Profile.Strength, Dexterity: m.Profile.Dexterity,
		Weapon: w, Armour: a, Loss: s.loss(m), Slow: s.slow(m)}
	if w != nil {
		f.Skill, _ = rs.Skill(m.Profile, w.Training)
	}
	return f, nil
}

// inRange reports whether t is in the in-range hexes of m's weapon w, m
// turned to face him.
func (s *State) inRange(m, t *Man, w *tenths.Weapon) (bool, error) {
	hs, err := s.reachOf(m, w, tenths.AttackLine(m.At, t.At))
	if err != nil {
		return false, err
	}
	return slices.Contains(hs, t.At) || t.Down && slices.Contains(hs, t.Lies), nil
}

// reachOf is the hexes m's weapon w reaches facing f: its range class's,
// or a polearm's in-range hexes, held forward (polearms).
func (s *State) reachOf(m *Man, w *tenths.Weapon, f hex.Direction) ([]hex.Hex, error) {
	if w.Rule == tenths.TagPolearms {
		_, in, err := s.rs.Rules.Reach.PolearmHexes(m.At, f, tenths.PoleForward)
		return in, err
	}
	return s.rs.Rules.Reach.InRangeHexes(w.Range, m.At, f)
}

// exchange is m's attack on t as ordered, prepared against the defence
// herald expects of t now (defence).
func (s *State) exchange(m, t *Man, a orders.Action) (tenths.Exchange, error) {
	rs := s.rs.Rules
	if t == m {
		return tenths.Exchange{}, errf(tenths.TagAttack, "%s cannot attack himself", m.Name)
	}
	if t.Out {
		return tenths.Exchange{}, errf(tenths.TagAttack, "%s is out of the fight", t.Name)
	}
	name := a.Weapon
	if name == "" {
		name = m.Hand
	}
	if name == "" {
		return tenths.Exchange{}, errf(tenths.TagAttack, "%s has nothing in hand: attack with hand, or ready a weapon", m.Name)
	}
	if name != m.Hand && !s.natural(name) {
		if !slices.Contains(m.Weapons, name) {
			return tenths.Exchange{}, errf(tenths.TagWeapons, "%s carries no %s", m.Name, name)
		}
		if name != m.Off {
			return tenths.Exchange{}, errf(tenths.TagWeapons, "%s has his %s in hand: ready %s first", m.Name, m.Hand, name)
		}
	}
	if mi, ok := s.missile(name); ok {
		return s.shot(m, t, mi, Doing{Action: a})
	}
	w, err := rs.Weapons.Weapon(name)
	if err != nil {
		return tenths.Exchange{}, err
	}
	if w.Range == tenths.Special && w.Rule != tenths.TagPolearms {
		return tenths.Exchange{}, errf(w.Rule, "herald does not play the %s on the map yet", w.Name)
	}
	ok, err := s.inRange(m, t, w)
	if err != nil {
		return tenths.Exchange{}, err
	}
	if !ok {
		return tenths.Exchange{}, errf(tenths.TagReach, "%s in %s is out of reach of %s's %s (%s range) from %s", t.Name, s.m.HexName(t.At), m.Name, w.Name, w.Range, s.m.HexName(m.At))
	}
	x, _, err := s.resolveDefence(m, t, w, Doing{Action: a})
	return x, err
}

// resolveDefence prepares the exchange against the defence herald chooses
// for t (herald's reading while decisions are off): a parry when a weapon
// or shield of his covers the attacker's hex and may parry the blow, else
// an active dodge when he is on his feet and not himself attacking, else
// a passive dodge. It returns the exchange and the parrying weapon.
func (s *State) resolveDefence(m, t *Man, w *tenths.Weapon, dg Doing) (tenths.Exchange, *tenths.Weapon, error) {
	rs := s.rs.Rules
	att, err := s.fighter(m, w)
	if err != nil {
		return tenths.Exchange{}, nil, err
	}
	sit := s.situation(m, t, w, dg.Action)
	sit.SwitchDetected = sit.Switch && dg.Detected
	try := func(d tenths.Defence, pw *tenths.Weapon) (tenths.Exchange, error) {
		def, err := s.fighter(t, pw)
		if err != nil {
			return tenths.Exchange{}, err
		}
		return rs.Prepare(s.Modules, tenths.Exchange{Attacker: att, Defender: def, Defence: d, Situation: sit})
	}
	if s.freeing(t) {
		x, err := try(tenths.PassiveDodge, nil)
		return x, nil, err
	}
	// The defence the defender chose, if he was asked and it can be made.
	switch want, with := preferred(dg); want {
	case tenths.Parry:
		for _, pw := range s.parriers(t, m) {
			if pw.Name == with {
				if x, err := try(tenths.Parry, pw); err == nil {
					return x, pw, nil
				}
			}
		}
	case tenths.ActiveDodge, tenths.PassiveDodge:
		if x, err := try(want, nil); err == nil {
			return x, nil, nil
		}
	}
	if !t.Down {
		for _, pw := range s.parriers(t, m) {
			if x, err := try(tenths.Parry, pw); err == nil {
				return x, pw, nil
			}
		}
		if !s.attacking(t) {
			if x, err := try(tenths.ActiveDodge, nil); err == nil {
				return x, nil, nil
			}
		}
	}
	x, err := try(tenths.PassiveDodge, nil)
	return x, nil, err
}

// parriers are the weapons t may parry m's attack with: his shield first,
// then the weapon in his hand, each only if it covers m's hex.
func (s *State) parriers(t, m *Man) []*tenths.Weapon {
	rs := s.rs.Rules
	var out []*tenths.Weapon
	for _, name := range []string{t.Off, t.Hand} {
		if name == "" {
			continue
		}
		w, err := rs.Weapons.Weapon(name)
		if err != nil || !w.CanParry() {
			continue
		}
		shield := w.ParryOnly
		if slices.Contains(rs.Reach.CoveredHexes(t.At, t.Facing, shield), m.At) {
			out = append(out, w)
		}
	}
	return out
}

// attacking reports whether m's current action is an attack.
func (s *State) attacking(m *Man) bool {
	return m.Doing != nil && m.Doing.Action.Verb == orders.Attack
}

// situation is what the modules need to know of m's attack on t.
func (s *State) situation(m, t *Man, w *tenths.Weapon, a orders.Action) tenths.Situation {
	sit := tenths.Situation{DefenderDown: t.Down, AttackerEntangled: m.Entangled, DefenderEntangled: t.Entangled}
	if a.Secret != nil && a.Secret.Switch {
		sit.Switch = true
	}
	if t.Doing != nil && t.Doing.Action.Verb == orders.Switch {
		sit.DefenderSwitching = true
	}
	if s.Modules.On(tenths.TagHeight) {
		sit.Steps = max(-tenths.MaxSteps, min(tenths.MaxSteps, s.m.Elevation(m.At)-s.m.Elevation(t.At)))
	}
	if w.Rule == tenths.TagPolearms && s.Modules.On(tenths.TagPolearms) {
		blocked, _, _ := s.rs.Rules.Reach.PolearmHexes(m.At, tenths.AttackLine(m.At, t.At), tenths.PoleForward)
		for _, h := range blocked {
			if o := s.holder(h); o != nil && o.Side != m.Side {
				sit.OpponentBlocked = true
			}
		}
	}
	if s.Modules.On(tenths.TagObstacles) {
		hs, _ := s.reachOf(m, w, tenths.AttackLine(m.At, t.At))
		for _, h := range hs {
			if s.m.Contains(h) && slices.Contains(obstacleTerrains, s.m.Terrain(h).Name) {
				sit.Obstacles++
			}
		}
		sit.Obstacles = min(sit.Obstacles, 6)
	}
	if s.Modules.On(tenths.TagShieldPassive) && t.Off != "" {
		sit.ShieldCovers = s.rs.Rules.Reach.ShieldCovers(t.At, t.Facing, m.At)
	}
	return sit
}

// facingTo is the way m turns to strike at t.
func facingTo(m, t *Man) hex.Direction { return tenths.AttackLine(m.At, t.At) }
