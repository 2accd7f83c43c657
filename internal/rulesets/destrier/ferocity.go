package destrier

import "herald/internal/dice"

// GoBerserk rolls FEROCITY's chance to go berserk: 25%, 75% for a Nordic
// Berserk. A berserk keeps the rage for the rest of the melee; his status
// says so.
func (r *Rules) GoBerserk(f Fighter, d dice.Source) (Check, Status) {
	c := r.Cards.must(Ferocity)
	chance := c.Percent("berserk")
	if f.Has(NordicBerserk) {
		chance = c.Percent("nordic")
	}
	s := f.Status
	if f.Berserk {
		return Check{Why: f.Name + " is already berserk", Chance: 100, Success: true}, s
	}
	k := Test(d, chance, f.Name+" goes berserk")
	if k.Success {
		s.Berserk = true
		s.BlowsLeft += int(c.Value("extra_blows"))
	}
	return k, s
}

// BerserkTAC reports whether a berserk may play the TAC card: only CHARGE
// or FLECHE, since all his movement is toward the enemy.
func BerserkTAC(c CardName) bool { return c == Charge || c == Fleche }

// CalmDown rolls a berserk's calming, once a turn when no enemy is left
// in sight: 20% plus his IQ and Wisdom. Calmed below half his body
// points, he falls into a stupor (a quarter of his capabilities) until
// his fatigue is restored.
func (r *Rules) CalmDown(f Fighter, d dice.Source) (Check, Status) {
	c := r.Cards.must(Ferocity)
	k := Test(d, c.Percent("calm")+f.IQ+f.Wisdom, f.Name+" calms down")
	s := f.Status
	if k.Success {
		s.Berserk = false
		if f.BodyLeft()*100 < f.Body*int(c.Value("stupor_body")) {
			s.Stupor = true
		}
	}
	return k, s
}

// TurnOnFriend rolls whether a berserk turns on a friend who tries to
// halt his rampage: 50% less his IQ and Wisdom, 20% less again if the
// friend is his Lady (or her Man).
func (r *Rules) TurnOnFriend(f Fighter, lady bool, d dice.Source) Check {
	c := r.Cards.must(Ferocity)
	chance := c.Percent("turn_on_friend") - f.IQ - f.Wisdom
	if lady {
		chance -= c.Percent("lady")
	}
	return Test(d, chance, f.Name+" turns on his friend")
}
