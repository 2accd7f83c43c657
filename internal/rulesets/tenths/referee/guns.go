package referee

import (
	"fmt"

	"herald/internal/rulesets/tenths"
)

// Guns (text, guns; module "guns"): a gun fires grapeshot, or ball when
// the attack says so, from the cartridges in it. A critical 1 is a
// misfire: the cartridge is dead and the gun jammed until cleared. "ready
// GUN" with the gun in hand clears a jam, makes a manual gun's load
// action, or fills the gun up at 10 tenths a cartridge. herald's
// readings (docs/rulings.md): a gun starts full and, if manual, loaded;
// the dead time after a misfire is charged on the action that clears it.

// gunOf is the state of m's gun named, full and loaded if never touched.
func (m *Man) gunOf(mi *tenths.Missile) tenths.Gun {
	if g, ok := m.Guns[mi.Name]; ok {
		return g
	}
	return tenths.Gun{Cartridges: mi.Cartridges, Chambered: !mi.Automatic}
}

// setGun records m's gun.
func (m *Man) setGun(mi *tenths.Missile, g tenths.Gun) {
	if m.Guns == nil {
		m.Guns = map[string]tenths.Gun{}
	}
	m.Guns[mi.Name] = g
}

// gunWork is what readying a gun in hand does to it, how long it takes,
// and what it is; ok is false when there is nothing to do.
func gunWork(mi *tenths.Missile, g tenths.Gun) (out tenths.Gun, length int, what string, ok bool) {
	switch {
	case g.Jammed:
		dead, byLoad := tenths.Misfire(mi)
		if byLoad {
			out, _ = tenths.Load(mi, g)
			return out, dead + mi.Load, "clear and load", true
		}
		// An automatic gun throws out the dead cartridge and loads anew.
		g.Jammed = false
		g.Cartridges--
		return g, dead, "clear", true
	case !mi.Automatic && !g.Chambered && g.Cartridges > 0:
		out, _ = tenths.Load(mi, g)
		return out, mi.Load, "load", true
	case g.Cartridges < mi.Cartridges:
		out, n, err := tenths.Reload(mi, g, mi.Cartridges-g.Cartridges)
		if err != nil {
			return g, 0, "", false
		}
		return out, n, "reload", true
	}
	return g, 0, "", false
}

// gunLoading reports a ready order that works the gun in m's hand.
func (s *State) gunLoading(m *Man, weapon string) (*tenths.Missile, tenths.Gun, int, string, bool) {
	mi, ok := s.missile(weapon)
	if !ok || !mi.IsGun() || m.Hand != weapon {
		return nil, tenths.Gun{}, 0, "", false
	}
	g, n, what, ok := gunWork(mi, m.gunOf(mi))
	return mi, g, n + s.slow(m), what, ok
}

// gunReady finishes a ready order on the gun in hand.
func (s *State) gunReady(m *Man, weapon string) (Result, bool) {
	mi, g, _, what, ok := s.gunLoading(m, weapon)
	if !ok {
		return Result{}, false
	}
	m.setGun(mi, g)
	return Result{Who: m.Name, What: "loaded", Weapon: weapon, Rule: tenths.TagGuns,
		Text: fmt.Sprintf("%s has finished his %s (%s): %d cartridges in it", m.Name, what, weapon, g.Cartridges)}, true
}
