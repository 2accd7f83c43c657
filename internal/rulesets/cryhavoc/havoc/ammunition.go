package havoc

import (
	"herald/internal/dice"
	"herald/internal/rule"
)

// Ammunition under optional rule 22.2.

// InitialAmmunition rolls a character's supply at the start (§22.2):
// archers and crossbowmen 3DR10, ninja 2DR10 shuriken (the weapon table's
// supply dice); daggers and spears as the normal rules count them (§2,
// §6.1); slings and siege engines unlimited (-1).
func (t *Tables) InitialAmmunition(weapon string, d dice.Source) (int, error) {
	w, ok := t.weapon[weapon]
	if !ok || w.MovingOf != "" {
		return 0, rule.Errorf("26.21", "unknown missile weapon %q", weapon)
	}
	switch {
	case w.Ammunition > 0:
		return w.Ammunition, nil
	case w.Supply[0] > 0:
		return dice.Sum(d, w.Supply[0], w.Supply[1], "ammunition for a "+weapon+" (22.2)"), nil
	}
	return -1, nil
}

// AmmunitionKind is the missile a weapon shoots: longbows and shortbows
// share arrows (§22.2); every other weapon its own.
func AmmunitionKind(weapon string) string {
	switch weapon {
	case "shortbow", "longbow", "mounted-shortbow", "mounted-longbow":
		return "arrow"
	case "crossbow":
		return "bolt"
	}
	return weapon
}

// MayTakeAmmunition checks an exchange of ammunition at the end of the
// combat phase (§22.2): the taker neither fired, moved nor fought this
// player turn, is not ADJACENT to an active enemy, and takes missiles his
// weapon shoots.
func MayTakeAmmunition(firedMovedOrFought, nextToEnemy bool, takerWeapon, giverWeapon string) error {
	switch {
	case firedMovedOrFought:
		return rule.Errorf("22.2", "only a character who did not fire, move or fight this player turn takes ammunition")
	case nextToEnemy:
		return rule.Errorf("22.2", "no exchange of ammunition ADJACENT to an active enemy")
	case AmmunitionKind(takerWeapon) != AmmunitionKind(giverWeapon):
		return rule.Errorf("22.2", "a %s does not shoot a %s's ammunition", takerWeapon, giverWeapon)
	}
	return nil
}
