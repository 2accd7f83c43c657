package tenths

import (
	"herald/internal/dice"
	"herald/internal/hex"
)

// Gun figures (text, guns).
const (
	ReloadPerCartridge = 10 // tenths to load each cartridge
	ManualDeadTime     = 5  // tenths of dead time after a manual gun misfires
	AutomaticClear     = 20 // tenths to clear an automatic gun and load anew
)

// alterGuns gives a gun the blow strength of its load: grapeshot strikes
// every area of the body, ball one hit location.
func alterGuns(r *Rules, x *Exchange) error {
	m := x.Missile
	if m == nil || !m.IsGun() {
		return nil
	}
	if x.Situation.Ball {
		x.Figures.BlowStrength = m.BBall
		return nil
	}
	x.Figures.BlowStrength = m.BGrape
	x.Figures.AllAreas = true
	return nil
}

// Gun is the state of a gun in hand.
type Gun struct {
	Cartridges int  `json:"cartridges"`          // in the gun
	Chambered  bool `json:"chambered,omitempty"` // a manual gun has loaded one into the barrel
	Jammed     bool `json:"jammed,omitempty"`    // a dead cartridge is in it
}

// CheckFire checks that a gun can fire: not jammed, a cartridge in it, and
// a manual gun loaded.
func CheckFire(m *Missile, g Gun) error {
	switch {
	case g.Jammed:
		return errf(TagGuns, "the gun must be cleared of its dead cartridge first")
	case g.Cartridges == 0:
		return errf(TagGuns, "the gun is empty: reload it (10 tenths a cartridge)")
	case !m.Automatic && !g.Chambered:
		return errf(TagGuns, "a manual gun needs a load action before it fires")
	}
	return nil
}

// Fired is a gun after a shot: a critical 1 means the cartridge did not
// fire and the gun is jammed; otherwise a cartridge is spent (an automatic
// gun brings the next into the barrel as part of firing).
func Fired(g Gun, critical int) Gun {
	g.Chambered = false
	if critical == 1 {
		g.Jammed = true
		return g
	}
	g.Cartridges--
	return g
}

// Misfire is what clearing a dead cartridge costs: a manual gun takes 5
// tenths of dead time and a reaction time, and is cleared as part of its
// next load; an automatic one takes 20 tenths, after a reaction time, to
// clear and load anew.
func Misfire(m *Missile) (deadTime int, clearedByLoad bool) {
	if m.Automatic {
		return AutomaticClear, false
	}
	return ManualDeadTime, true
}

// Reload loads n cartridges: 10 tenths each, never more than the gun
// holds; a gun need not be empty to be reloaded. It also clears a jam.
func Reload(m *Missile, g Gun, n int) (Gun, int, error) {
	if n < 1 || g.Cartridges+n > m.Cartridges {
		return g, 0, errf(TagGuns, "the gun holds %d cartridges and has %d: it takes 1 to %d more", m.Cartridges, g.Cartridges, m.Cartridges-g.Cartridges)
	}
	g.Cartridges += n
	return g, n * ReloadPerCartridge, nil
}

// Load is a manual gun's load action: it brings a cartridge into the
// barrel and clears a dead one.
func Load(m *Missile, g Gun) (Gun, error) {
	if m.Automatic {
		return g, errf(TagGuns, "an automatic gun needs no load action")
	}
	if g.Cartridges == 0 {
		return g, errf(TagGuns, "the gun is empty: reload it")
	}
	if g.Jammed {
		g.Jammed = false
		g.Cartridges--
	}
	g.Chambered = g.Cartridges > 0
	return g, nil
}

// StrayShot is where a missed shot goes (text: "the usual diagrams are
// applied and any combatant in the hex given suffers the attack"; the base
// system's miss diagrams are not given, so herald rolls the default dodge
// diagram from the target's hex along the line of fire). Where the shot
// finally lands is left undetermined, as the text says.
func (r *Rules) StrayShot(target hex.Hex, line hex.Direction, d dice.Source) (DodgeRoll, error) {
	return r.Dodge.Roll("", target, line, d, "stray shot")
}
