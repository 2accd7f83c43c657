package referee

import (
	"slices"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
)

// Missiles (herald's base system, base:attack; cover): a bow or crossbow
// in hand shoots at a man it can see within its longest range band. The
// shot is one action, aiming and loosing (aim + fire tenths); then the
// weapon is empty until readied again (its load tenths). Missiles cannot
// be parried. With the cover module, hard cover or another man on the
// line hides the target and soft cover takes 3 off the attack potential.

// softCover are the terrains soft cover is made of (herald's reading).
var softCover = []string{"hedge", "fence", "scrub"}

// missile is the missile weapon named, if it is one.
func (s *State) missile(name string) (*tenths.Missile, bool) {
	mi, err := s.rs.Rules.Weapons.Missile(name)
	return mi, err == nil
}

// lineCover is the cover on the line from m to t (the hexes between).
func (s *State) lineCover(m, t *Man) string {
	var hard, soft, man bool
	line := hex.Line(m.At, t.At)
	for _, st := range line[1 : len(line)-1] {
		hs := []hex.Hex{st.Hex}
		if st.Split {
			hs = append(hs, st.Alt)
		}
		h, so, mn := true, true, true
		for _, x := range hs {
			name := s.m.Terrain(x).Name
			h = h && slices.Contains(hardCover, name)
			so = so && slices.Contains(softCover, name)
			o := s.holder(x)
			mn = mn && o != nil && o != m && o != t
		}
		hard, soft, man = hard || h, soft || so, man || mn
	}
	return tenths.LineCover(hard, soft, man)
}

// shot prepares m's shot at t with missile mi, against the defence t
// chose (dg) or herald's choice.
func (s *State) shot(m, t *Man, mi *tenths.Missile, dg Doing) (tenths.Exchange, error) {
	rs := s.rs.Rules
	if mi.IsGun() {
		if err := s.Modules.Require(tenths.TagGuns); err != nil {
			return tenths.Exchange{}, err
		}
		if err := tenths.CheckFire(mi, m.gunOf(mi)); err != nil {
			return tenths.Exchange{}, err
		}
	} else if m.Empty {
		return tenths.Exchange{}, errf(tenths.TagAttack, "%s's %s is empty: ready %s to load it", m.Name, mi.Name, mi.Name)
	}
	att, err := s.fighter(m, nil)
	if err != nil {
		return tenths.Exchange{}, err
	}
	att.Skill, _ = rs.Skill(m.Profile, mi.Training)
	sit := tenths.Situation{DefenderDown: t.Down, AttackerEntangled: m.Entangled, DefenderEntangled: t.Entangled, Ball: mi.IsGun() && dg.Action.Ball}
	if s.Modules.On(tenths.TagCover) {
		sit.Cover = s.lineCover(m, t)
	}
	if s.Modules.On(tenths.TagHeight) {
		sit.Steps = max(-tenths.MaxSteps, min(tenths.MaxSteps, s.m.Elevation(m.At)-s.m.Elevation(t.At)))
	}
	x := tenths.Exchange{Attacker: att, Missile: mi, Range: hex.Distance(m.At, t.At), Situation: sit}
	want, _ := preferred(dg)
	var tries []tenths.Defence
	if want == tenths.ActiveDodge || want == tenths.PassiveDodge {
		tries = append(tries, want)
	}
	if s.freeing(t) {
		tries = nil
	} else if !t.Down {
		tries = append(tries, tenths.ActiveDodge)
	}
	tries = append(tries, tenths.PassiveDodge)
	for i, d := range tries {
		def, err := s.fighter(t, nil)
		if err != nil {
			return x, err
		}
		x.Defender, x.Defence = def, d
		out, err := rs.Prepare(s.Modules, x)
		if err == nil || i == len(tries)-1 {
			return out, err
		}
	}
	return x, nil
}

// shotLength is the tenths a shot takes: aiming, then loosing.
func shotLength(mi *tenths.Missile, x tenths.Exchange) int {
	return mi.Aim + x.Figures.BaseSpeed
}

// loading reports a ready order that loads the empty missile weapon in
// hand, and how long it takes.
func (s *State) loading(m *Man, a orders.Action) (int, bool) {
	if _, _, n, _, ok := s.gunLoading(m, a.Weapon); ok {
		return n, true
	}
	mi, ok := s.missile(a.Weapon)
	if !ok || m.Hand != a.Weapon || !m.Empty {
		return 0, false
	}
	return mi.Load + s.slow(m), true
}
