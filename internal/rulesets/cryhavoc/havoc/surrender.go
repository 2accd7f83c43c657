package havoc

import (
	"herald/internal/dice"
	"herald/internal/rule"
	"herald/internal/scenario"
)

// Ransom and surrender, optional rule 22.7, and the capture of the
// stunned (§12.4).

// Surrenderer is who offers surrender.
type Surrenderer struct {
	Knight, Civilian, Woman bool
	// Odds are the final odds an attack on him would have (§22.7: a knight
	// at 8-1 or worse, a civilian at 6-1), from the attacker's side.
	Odds Column
	// FriendAdjacent: a friendly character ADJACENT (a knight may not
	// surrender then); FriendSoldierNear: a friendly soldier ADJACENT or
	// in the same room (a civilian then may, but need not).
	FriendAdjacent, FriendSoldierNear bool
	// SoldiersAdjacent counts the enemy soldiers ADJACENT to a civilian.
	SoldiersAdjacent int
	CaptorKnight     bool // the enemy he surrenders to is a knight
	Berserk          bool // the captor is a berserk: he never accepts
}

// atLeast reports odds a-b at or above x-y.
func atLeast(o, x Column) bool { return o.Attack*x.Defence >= x.Attack*o.Defence }

// MaySurrender checks whether a character may offer surrender (§22.7) and
// whether he must (a civilian at 6-1, or with two enemy soldiers ADJACENT,
// and no friendly soldier near). Only knights and civilians surrender.
func MaySurrender(s Surrenderer) (may, must bool, err error) {
	switch {
	case s.Knight:
		if !s.CaptorKnight {
			return false, false, rule.Errorf("22.7", "a knight surrenders only to a knight")
		}
		if s.FriendAdjacent || !atLeast(s.Odds, Column{8, 1}) {
			return false, false, rule.Errorf("22.7", "a knight surrenders only at 8-1 or worse against him with no friend ADJACENT")
		}
		return true, false, nil
	case s.Civilian:
		forced := atLeast(s.Odds, Column{6, 1}) || s.SoldiersAdjacent >= 2
		if !forced {
			return false, false, rule.Errorf("22.7", "a civilian surrenders at 6-1 against him or to two ADJACENT soldiers")
		}
		return true, !s.FriendSoldierNear, nil
	}
	return false, false, rule.Errorf("22.7", "only knights and civilians surrender (other classes get no quarter)")
}

// SurrenderAccepted rolls whether the captor must accept a surrender
// (§22.7, rolls.yaml): a knight's on 1-4, a civilian's on 1-3, a woman's
// always; otherwise the captor chooses. A berserk never accepts.
func (t *Tables) SurrenderAccepted(s Surrenderer, d dice.Source) (must bool, dr int, err error) {
	if s.Berserk {
		return false, 0, rule.Errorf("2.71", "a berserk in a rage never accepts surrender")
	}
	if s.Woman {
		return true, 0, nil
	}
	key := "surrender-civilian"
	if s.Knight {
		key = "surrender-knight"
	}
	row, dr := t.rollOn(key, 0, d)
	return row.Outcome == "must-accept", dr, nil
}

// Ransom are the values of the ransom counter (§22.7), healthy then
// wounded.
var Ransom = scenario.Values{Attack: 8, Defence: 6, WoundedAttack: 4, WoundedDefence: 3}

// PrisonerValues are a prisoner's values until the end of the scenario
// (§22.7): the ransom counter's, or his own where they are lower.
func PrisonerValues(own scenario.Values) scenario.Values {
	return scenario.Values{
		Attack: min(own.Attack, Ransom.Attack), Defence: min(own.Defence, Ransom.Defence),
		WoundedAttack: min(own.WoundedAttack, Ransom.WoundedAttack), WoundedDefence: min(own.WoundedDefence, Ransom.WoundedDefence),
	}
}

// Guard is a character guarding prisoners.
type Guard struct{ KnightOrSergeant, Soldier bool }

// GuardsEnough says whether the guards hold the prisoners (§22.7): a
// knight needs a knight or sergeant, or two soldiers; any other soldier
// one soldier; one soldier guards up to two civilians.
func GuardsEnough(guards []Guard, knights, soldiers, civilians int) bool {
	lead, plain := 0, 0
	for _, g := range guards {
		switch {
		case g.KnightOrSergeant:
			lead++
		case g.Soldier:
			plain++
		}
	}
	for range knights {
		switch {
		case lead > 0:
			lead--
		case plain >= 2:
			plain -= 2
		default:
			return false
		}
	}
	free := lead + plain - soldiers // knights and sergeants are soldiers too
	return free >= 0 && free*2 >= civilians
}

// MayCaptureStunned is §12.4: a stunned character may be taken prisoner
// if the nearest friendly soldier is at least his MPA away; a friend in
// melee prevents it only when ADJACENT.
func MayCaptureStunned(nearestFriendFree, mpa int, friendInMeleeAdjacent bool) error {
	if nearestFriendFree < mpa || friendInMeleeAdjacent {
		return rule.Errorf("12.4", "a friendly soldier is near enough to prevent the capture")
	}
	return nil
}
