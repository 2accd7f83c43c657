package destrier

import "herald/internal/dice"

// MixedBlows is a fighter's blows in a melee turn in which he fights
// hand-to-hand as well as with his weapon: the weapon's blows and his
// hand-to-hand blows added and halved, rounding down (HAND-TO-HAND
// COMBAT). herald applies it from the first card of the other kind.
func MixedBlows(f Fighter) int { return (f.Blows + f.HandBlows) / 2 }

// KickFallChance is a horseman's chance to fall from the saddle when his
// KICK at a man on foot misses: 10% less 1% per 2 points of Dexterity.
func (r *Rules) KickFallChance(f Fighter) int {
	c := r.Cards.must(Kick)
	return max(c.Percent("fall")-f.Dexterity/int(c.Value("fall_dex")), 0)
}

// KickStruckChance is a kicker's chance to suffer a BASH when he is
// struck in the round he kicks: 20%, less his Dexterity if it is 10 or
// more.
func (r *Rules) KickStruckChance(f Fighter) int {
	c := r.Cards.must(Kick)
	chance := c.Percent("struck_bash")
	if f.Dexterity >= int(c.Value("struck_dex")) {
		chance -= f.Dexterity
	}
	return max(chance, 0)
}

// KickFall rolls a mounted kicker's fall after a miss; he lands prone,
// out of the saddle.
func (r *Rules) KickFall(f Fighter, d dice.Source) (Check, Status) {
	k := Test(d, r.KickFallChance(f), f.Name+" falls from the saddle after a missed kick")
	s := f.Status
	if k.Success {
		s.Unhorsed, s.Posture = true, Prone
	}
	return k, s
}

// KickStruck rolls whether a kicker struck in the same round is bashed;
// if so the bash results table says how.
func (r *Rules) KickStruck(f Fighter, d dice.Source) (Check, BashResult, Status) {
	k := Test(d, r.KickStruckChance(f), f.Name+" bashed while kicking")
	s := f.Status
	if !k.Success {
		return k, "", s
	}
	res, _ := r.Bash.Resolve(f.Name, d)
	return k, res, res.Apply(s)
}

// MayHorseKick checks a ridden horse's KICK: a hooved beast kicks through
// a frontal side its rider is not striking through this card round (a
// mule all round; any horse also to the rear, CONDUCT OF MELEE 1).
func (r *Rules) MayHorseKick(horse Fighter, through, riderThrough Facing) error {
	if err := r.MayStrikeThrough(horse, Kick, through, false); err != nil {
		return err
	}
	if through.Frontal() && through == riderThrough && !horse.Has(Mule) {
		return errf(SecMeleeCards+": KICK", "%s's rider strikes through its %s this round: the horse kicks through another side", horse.Name, through)
	}
	return nil
}
