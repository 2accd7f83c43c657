package havoc

import "herald/internal/rule"

// CartTeam is what moves a cart this movement phase (§14): a draft animal
// (led, ridden or driven from the front hex), or men pushing it.
type CartTeam struct {
	// DraftMPA is the MPA of the attached horse or ox, 0 if none; a string
	// attached behind it adds nothing.
	DraftMPA int
	// Healthy and Wounded count the men pushing it from ADJACENT hexes;
	// two wounded men count as one healthy man.
	Healthy, Wounded int
	// AnimalAttached: a live or dead animal is still attached (pushing
	// needs it unstrung first).
	AnimalAttached bool
	// DriversInMelee: every character who could lead or drive it is in
	// melee.
	DriversInMelee bool
	// Boarded: a character got on or off the cart this player turn.
	Boarded bool
}

// CartMPA is the cart's MPA for the phase and whether it is pushed
// (§14): drawn, 4 or the animal's MPA if less, forward only; pushed, the
// best team of the table's pushing teams the men make up (two healthy
// men give 2, three give 3), forward or backward.
func (k *EquipmentKind) CartMPA(team CartTeam) (mpa int, pushed bool, err error) {
	switch {
	case team.Boarded:
		return 0, false, rule.Errorf("14", "the cart may not move in a player turn in which characters get on or off")
	case team.DraftMPA > 0:
		if team.DriversInMelee {
			return 0, false, rule.Errorf("14", "every character who could lead or drive the cart is in melee")
		}
		return min(k.DrawnMPA, team.DraftMPA), false, nil
	case team.AnimalAttached:
		return 0, true, rule.Errorf("14", "an animal attached to the cart must be unstrung before it is pushed")
	}
	strength := team.Healthy*2 + team.Wounded // in wounded men
	best := 0
	for _, p := range k.Pushed {
		if strength >= p.Movers*2 && p.MPA > best {
			best = p.MPA
		}
	}
	if best == 0 {
		return 0, true, rule.Errorf("14", "pushing a cart takes two healthy characters (or four wounded)")
	}
	return best, true, nil
}

// CartMayEnter checks the ground a cart moves onto (§14): a drawn cart
// goes where a horse may, at a horse's cost (the caller prices it); a
// pushed one only onto flat ground and yard entrances; neither through a
// hex whose units or debris hinder like two characters or more (§7.8).
func CartMayEnter(pushed bool, terrain string, hindrance int) error {
	if pushed && terrain != "flat" && terrain != "road" && terrain != "floor" && terrain != "yard-entrance" {
		return rule.Errorf("14", "a pushed cart only enters flat ground and yard entrances, not %s", terrain)
	}
	if hindrance >= 2 {
		return rule.Errorf("14", "a cart may not pass a hex hindered like %d characters (2 or more stop it)", hindrance)
	}
	return nil
}

// CartBackward checks a backward move (§14): only a pushed cart, at double
// cost (§7.6); a cart never pivots.
func CartBackward(pushed bool) error {
	if !pushed {
		return rule.Errorf("14", "a drawn cart moves forward only")
	}
	return nil
}

// CartLoad is one cart hex's contents.
type CartLoad struct {
	Characters int // riders in the hex (infantry)
	Cargo      int // barrels and chests
}

// BoardCart checks a foot character getting on a cart hex from an
// ADJACENT hex (§14): 2 MP, only into a hex with no other character and
// no barrel or chest.
func BoardCart(hexLoad CartLoad, mounted bool) (mp int, err error) {
	switch {
	case mounted:
		return 0, rule.Errorf("14", "only infantry ride a cart")
	case hexLoad.Characters > 0:
		return 0, rule.Errorf("14", "a character is already in that cart hex")
	case hexLoad.Cargo > 0:
		return 0, rule.Errorf("14", "no character may enter a cart hex holding barrels or chests")
	}
	return 2, nil
}

// LoadCart checks loading a barrel or chest into a cart hex from an
// ADJACENT hex (§14): 3 MP on top of carrying it, four at most to a hex,
// and none into a hex with a character in it.
func (k *EquipmentKind) LoadCart(hexLoad CartLoad) (mp int, err error) {
	switch {
	case hexLoad.Characters > 0:
		return 0, rule.Errorf("14", "a cart hex with a character in it takes no barrel or chest")
	case hexLoad.Cargo >= k.Capacity:
		return 0, rule.Errorf("14", "a cart hex holds %d barrels or chests at most", k.Capacity)
	}
	return 3, nil
}

// CartPinnable says whether a moving cart may be pinned (§14, §8): by
// pinning its leader or mounted driver, never when a character riding in
// the cart drives it.
func CartPinnable(drivenFromCart bool) bool { return !drivenFromCart }

// ShipRules is §15: the text leaves ships to the "Viking Raiders" rules it
// does not give, so herald can place a ship but plays none of its moves.
func ShipRules() error {
	return rule.Errorf("15", "ships follow the Viking Raiders rules, which the text does not give; herald does not move ships")
}
