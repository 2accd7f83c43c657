package tenths

import (
	"herald/internal/dice"
	"herald/internal/hex"
)

// HorseWeapon is a horse's attack as a weapon: the text's A = 1.8, B = 6
// and modifier = -2 (attacks by horses). Herald strikes it as a short
// stabbing weapon that cannot parry.
func (r *Rules) HorseWeapon() *Weapon {
	b := r.Horses.Attack.B
	return &Weapon{Name: "horse", Source: SourceText, Training: "combat", Type: Stab, Range: Short,
		A: r.Horses.Attack.A, B: &b, Modifier: r.Horses.Attack.Modifier}
}

// HorseAttackHexes are the hexes a horse attacks: its front end hex and
// the three hexes forward of it.
func (r *ReachRules) HorseAttackHexes(horse hex.Pair) []hex.Hex {
	out := make([]hex.Hex, len(r.HorseHit))
	for i, p := range r.HorseHit {
		out[i] = p.FromHorse(horse)
	}
	return out
}

// HorseCommand checks a command to attack: a horse with Training of 5 or
// more may be told to keep attacking one target; a horse needs a further
// command to attack a combatant on the ground.
func (r *Rules) HorseCommand(training int, keepAttacking, targetDown, commandedDown bool) error {
	if keepAttacking && training < r.Horses.Trained {
		return errf(TagHorseAttacks, "only a horse with Training %d or more can be told to keep attacking (this one has %d)", r.Horses.Trained, training)
	}
	if targetDown && !commandedDown {
		return errf(TagHorseAttacks, "a horse needs a further command to attack a combatant on the ground")
	}
	return nil
}

// AfterHorseAttack is where a horse stands after its attack, its front end
// in its target's hex at the time of the attack, and its speed: one
// category lower, with its next action a move at that speed.
func AfterHorseAttack(horse hex.Pair, target hex.Hex, g Gait) (hex.Pair, Gait) {
	if target == horse.Head || !hex.Adjacent(target, horse.Head) {
		return horse, g.Slower()
	}
	return hex.Pair{Head: target, Rear: horse.Head}, g.Slower()
}

// RiderOrHorse is the d10 that decides whether an attack on horse and
// rider hits the rider (text, attacking horse and rider): on 1–6 when the
// rider sits at the end attacked, on 1–3 when he sits at the other.
func (r *Rules) RiderOrHorse(riderAtEnd bool, d dice.Source) (rider bool, roll int) {
	rh := r.Horses.RiderHit
	roll = d.Roll(rh.Die, "horse or rider")
	need := rh.OtherEnd
	if riderAtEnd {
		need = rh.AttackedEnd
	}
	return roll <= need, roll
}

// HorseDodge checks an active dodge by a horse: it needs a control action
// the horse has responded to during the attack (unless, with Training 5
// or more, the attacker is its own target), and a cantering or galloping
// horse cannot dodge actively.
func (r *Rules) HorseDodge(g Gait, responded bool, training int, ownTarget bool) error {
	if g == Canter || g == Gallop {
		return errf(TagHorseAndRider, "a %sing horse cannot actively dodge", g)
	}
	if responded || (training >= r.Horses.Trained && ownTarget) {
		return nil
	}
	return errf(TagHorseAndRider, "the horse has not responded to a control action to dodge during the attack")
}

// alterClosing adds the text's blow strength when two horsemen move
// towards each other: +2 when one canters and the other gallops, +6 when
// both gallop (interactions between mounted combatants).
func alterClosing(r *Rules, x *Exchange) error {
	c := x.Situation.Closing
	if c == nil || !c.AttackerTowards || !c.DefenderTowards {
		return nil
	}
	cl := r.Horses.Closing
	switch {
	case c.AttackerGait == Gallop && c.DefenderGait == Gallop:
		x.alter(TagMountedVsMount, "blow strength", cl.BothGallop, "each horse gallops towards the other")
	case (c.AttackerGait == Gallop && c.DefenderGait == Canter) || (c.AttackerGait == Canter && c.DefenderGait == Gallop):
		x.alter(TagMountedVsMount, "blow strength", cl.CanterAndGallop, "one horse canters, the other gallops, towards each other")
	}
	return nil
}
