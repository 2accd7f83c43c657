package havoc

import (
	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rule"
)

// Fire (§20) on the Fire Table (§26.5).

// Ways of kindling a fire, the keys of the Kindling Table's modifiers
// (26.52).
const (
	KindleTask         = "task"          // a one-turn task, bare hands (−3)
	KindleTorchOrOil   = "torch-or-oil"  // a task with a torch placed or a barrel of oil (−5)
	KindleThrownOil    = "thrown-oil"    // a barrel of burning oil thrown (−4)
	KindleFlamingArrow = "flaming-arrow" // an arrow that hit (no DRM)
)

// FireTurns is how long a fire burns before it goes out, in complete
// game turns, leaving the item destroyed (§20.1).
const FireTurns = 5

func (t *Tables) kindleMod(key string) (int, bool) {
	for _, m := range t.Fire.KindleMods {
		if m.Key == key {
			return m.DRM, true
		}
	}
	return 0, false
}

// Kindle rolls on the Kindling Table (26.52): success on 1-3 after the
// modifiers of the way it is lit and, against a siege tower or ram, +2
// (the item's KindleDRM). Only inflammable things burn (§20.1): siege
// engines, ladders, screens, barricades, tents and carts.
func (t *Tables) Kindle(way string, inflammable bool, itemDRM int, d dice.Source) (lit bool, dr int, err error) {
	drm, ok := t.kindleMod(way)
	if !ok {
		return false, 0, rule.Errorf("26.52", "unknown way of kindling %q", way)
	}
	if !inflammable {
		return false, 0, rule.Errorf("20.1", "only siege engines, ladders, screens, barricades, tents and carts burn")
	}
	dr = d.Roll(10, "kindling (26.52)")
	k := t.Fire.KindleSuccess
	final := clampDR(dr + drm + itemDRM)
	return final >= k.From && final <= k.To, dr, nil
}

// MayShootFlaming checks a flaming arrow (§20.3): shortbows, longbows and
// ballistas, at short range only.
func MayShootFlaming(weapon string, band Band) error {
	switch weapon {
	case "shortbow", "longbow", "mounted-shortbow", "mounted-longbow", "ballista":
	default:
		return rule.Errorf("20.3", "only bows and ballistas shoot flaming arrows, not a %s", weapon)
	}
	if band != Short {
		return rule.Errorf("20.3", "flaming arrows are shot at short range only")
	}
	return nil
}

// FlamingArrow shoots one flaming arrow at inflammable terrain or
// equipment (§20.3): it never harms characters; it hits on 1-5 (1-6 from
// a ballista) and then rolls to kindle.
func (t *Tables) FlamingArrow(ballista bool, itemDRM int, d dice.Source) (hit, lit bool, dr int) {
	firer := "archer"
	if ballista {
		firer = "ballista"
	}
	dr = d.Roll(10, "flaming arrow hit (26.52)")
	for _, r := range t.Fire.ArrowHit {
		if r.Outcome == firer {
			hit = dr >= r.From && dr <= r.To
		}
	}
	if !hit {
		return false, false, dr
	}
	lit, _, _ = t.Kindle(KindleFlamingArrow, true, itemDRM, d)
	return true, lit, dr
}

// Douse rolls one dousing attempt (§20.1, 26.53): 1-3, or 1-5 against a
// fire a flaming arrow started. Several may try against one fire in a
// turn; each rolls.
func (t *Tables) Douse(arrowFire bool, d dice.Source) (out bool, dr int) {
	cause := "any"
	if arrowFire {
		cause = "flaming-arrow"
	}
	dr = d.Roll(10, "dousing (26.53)")
	for _, r := range t.Fire.Dousing {
		if r.Outcome == cause {
			return dr >= r.From && dr <= r.To, dr
		}
	}
	return false, dr
}

// Spreads rolls whether a fire spreads into one adjacent inflammable hex
// (26.51): 7-10.
func (t *Tables) Spreads(d dice.Source) (bool, int) {
	dr := d.Roll(10, "fire spreading (26.51)")
	s := t.Fire.Spreading
	return dr >= s.From && dr <= s.To, dr
}

// SpreadCheck is one roll due at the start of a game turn: a fire and an
// adjacent inflammable hex not yet burning (§20.1: once for each
// adjacent fire).
type SpreadCheck struct{ From, To hex.Hex }

// SpreadChecks lists the spreading rolls due at the start of a game turn
// (§20.1), in the order the fires and hexes are given.
func SpreadChecks(fires, inflammable []hex.Hex) []SpreadCheck {
	burning := map[hex.Hex]bool{}
	for _, f := range fires {
		burning[f] = true
	}
	var out []SpreadCheck
	for _, to := range inflammable {
		if burning[to] {
			continue
		}
		for _, f := range fires {
			if hex.Adjacent(f, to) {
				out = append(out, SpreadCheck{From: f, To: to})
			}
		}
	}
	return out
}

// BurnedOut reports a fire that has burnt its five complete game turns
// and gone out, the item destroyed (§20.1).
func BurnedOut(turnsBurnt int) bool { return turnsBurnt >= FireTurns }

// DousedResistance is what is left of an item's onboard battering
// resistance once its fire is put out (§20.1): a fifth for each turn it
// burnt.
func DousedResistance(original, turnsBurnt int) int {
	return max(original-original*turnsBurnt/FireTurns, 0)
}

// InFire is §20.1 for a unit (even partly) in a fire hex: it must leave in
// its next movement phase, or retreat after the next enemy combat phase,
// whichever comes first; a unit that cannot is killed. Neutral units and
// animals move out in the next movement phase of either player.
func InFire(canLeave bool) Fate {
	if canLeave {
		return OnMap
	}
	return Dead
}

// EnterFire refuses a move into a burning hex (§20.1).
func EnterFire(burning bool) error {
	if burning {
		return rule.Errorf("20.1", "no unit may enter a hex on fire")
	}
	return nil
}

// Torch costs (§20.4, §21.32).
const (
	FixTorchMP  = 2 // into a holder on a building or castle wall hexside
	TakeTorchMP = 1 // from a holder
)

// ExtinguishTorch checks putting out a torch (§20.4): by its carrier or a
// man in its hex, in the combat phase, not in melee, doing nothing else
// in that phase. Extinguished, it is gone for good.
func ExtinguishTorch(holds, inMelee, attacked bool) error {
	switch {
	case !holds:
		return rule.Errorf("20.4", "only the torch's carrier or a character in its hex may put it out")
	case inMelee:
		return rule.Errorf("20.4", "a character in melee may not put out a torch")
	case attacked:
		return rule.Errorf("20.4", "putting out a torch is all he does that combat phase")
	}
	return nil
}
