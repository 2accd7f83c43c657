package destrier

import (
	"herald/internal/dice"
)

// TACMove is how far a TAC card moves the figure (THE TAC CARDS): CLOSE
// 1", FLECHE 2", CHARGE the charge bonus (3" once melee is joined for a
// man), RETREAT half a move (3" at most in a card round), RUN AWAY the
// whole move (the charge bonus plus 2" in a card round); STAND GROUND and
// KEEP DISTANCE none, unless KEEP DISTANCE turns into a retreat. A steed
// adds its MOVE card distance to the card's move (THE TAC SEQUENCE).
func (r *Rules) TACMove(f Fighter, card CardName, step Step, retreats bool) (Inches, error) {
	c, err := r.Cards.Card(string(card))
	if err != nil {
		return 0, err
	}
	if !c.TAC() {
		return 0, errf(SecTACCards, "%s is not a TAC card", c.Name)
	}
	var move Inches
	switch c.Name {
	case Close, Fleche:
		move = Inches(c.Value("move"))
	case Charge:
		move = r.ChargeBonus(f)
		if step == CardRound {
			move = Inches(c.Value("melee_cap"))
		}
	case KeepDistance:
		if !retreats {
			return 0, nil
		}
		return r.TACMove(f, Retreat, step, false)
	case Retreat:
		move = Inches(c.Value("move_fraction")) * f.Move
		if step == CardRound {
			move = min(move, Inches(c.Value("melee_cap")))
		}
	case RunAway:
		move = f.Move
		if step == CardRound {
			move = r.ChargeBonus(f) + Inches(c.Value("beyond_charge"))
		}
	default:
		return 0, nil
	}
	if f.Kind == Steed {
		move += r.MoveCard(f)
	}
	return move, nil
}

// StopsAtContact reports whether a figure moving by the card stops when it
// touches an enemy (THE TAC SEQUENCE): every TAC move does, but a RETREAT
// or RUN AWAY, which moves away; and a charging steed, which must go on
// and bash (MOVEMENT (contact)).
func StopsAtContact(f Fighter, card CardName) bool {
	if card == Retreat || card == RunAway {
		return false
	}
	return !(f.Kind == Steed && card == Charge)
}

// Realign is how far a figure may turn its stand after a TAC move, in
// degrees: a FLECHE may realign freely, a CHARGE not at all, any other
// move 45 degrees on contact (MOVEMENT); a RETREAT ends facing as the
// player likes; a RUN AWAY ends with the back to the enemy (Facing 0 and
// a fixed end).
func Realign(card CardName) (degrees float64, fixed bool) {
	switch card {
	case Fleche, Retreat:
		return 360, false
	case Charge:
		return 0, false
	case RunAway:
		return 0, true
	}
	return 45, false
}

// MayPlayTACInRound reports whether a figure not in contact may play a
// TAC card in a card round: an enemy within the TAC reach (3") of it on
// the table.
func (r *Rules) MayPlayTACInRound(t Table, who string, enemies []string) bool {
	for _, e := range enemies {
		if InContact(t, who, e) {
			return false
		}
	}
	for _, e := range enemies {
		if t.Gap(who, e).AtMost(r.Melee.TACReach) {
			return true
		}
	}
	return false
}

// CloseTarget is the enemy a CLOSE goes at when the player named none:
// the nearest to the front or side of the closing figure.
func CloseTarget(t Table, who string, enemies []string) (string, bool) {
	return Nearest(t, who, enemies, ShieldSide, SwordSide, Head, Front, Flank)
}

// KeepDistanceMet reports whether an enemy came on against a figure that
// plays KEEP DISTANCE: an enemy ended its move nearer than it began. The
// keeper then retreats before him in good order or stands (his side's
// choice).
func KeepDistanceMet(before, after Inches) bool { return after < before-epsilon }

// TMMAttacker is the attacker of the Tactical Maneuver Matrix for a
// pair that made contact in the movement segment: the side that won the
// initiative of the half-move in which contact was made (TIME SEQUENCE
// 5.A.2.b: the first phase's winner if contact came in the first).
func TMMAttacker(contactInFirstHalf bool, firstWinner, secondWinner string) string {
	if contactInFirstHalf {
		return firstWinner
	}
	return secondWinner
}

// ContactRoles names the attacker of the Tactical Maneuver Matrix when two
// figures come into contact in a card round (THE MELEE SEQUENCE): a figure
// already in melee is the defender; otherwise the initiative is rolled
// between their sides. The bool says whether a roll was needed.
func ContactRoles(a, b Fighter, aInMelee, bInMelee bool, d dice.Source) (attacker string, roll *Initiative) {
	switch {
	case aInMelee && !bInMelee:
		return b.Name, nil
	case bInMelee && !aInMelee:
		return a.Name, nil
	}
	ini := RollInitiative([]string{a.Side, b.Side}, d)
	if ini.Order[0] == a.Side {
		return a.Name, &ini
	}
	return b.Name, &ini
}

// PredeterminedStand is the TAC card of a figure already in melee when a
// new enemy comes into contact: it fights as though it played STAND
// GROUND, and pays no blows for it (THE MELEE SEQUENCE).
const PredeterminedStand = StandGround
