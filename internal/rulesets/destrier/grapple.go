package destrier

import (
	"slices"

	"herald/internal/dice"
)

// PullRiderChance is the chance to PULL a RIDER FROM his SADDLE: 20%
// plus the grappler's heavy weapon bonus (+10% for a cat), the horse's
// speed in the movement before (or its WHEEL or MOVE this round; C&S
// p.59, stand-in), less half the rider's defences of his MELEE cards.
func (r *Rules) PullRiderChance(g, rider, horse Fighter, horseCard CardName, riderCards []CardName) (int, []Mod) {
	c := r.Cards.must(PullRider)
	var l modList
	l.add("PULL RIDER FROM SADDLE", c.Section, c.Percent("chance"))
	l.add("heavy weapon bonus", SecStandIn, g.HeavyHit)
	if g.Has(Cat) {
		l.add("a cat leaping on the horse", c.Section, c.Percent("cat"))
	}
	if v, ok := r.Mounts.GrappleCard[horseCard]; ok && horseCard != "" {
		l.add("the horse's "+string(horseCard), r.Mounts.Ref(), v)
	} else {
		l.add("the horse at a "+string(horse.Speed.orStand()), r.Mounts.Ref(), r.Mounts.Grapple[horse.Speed.orStand()])
	}
	def := 0
	if slices.Contains(riderCards, ActiveShieldParry) && rider.MayActiveParry() {
		def += r.Armour.Shield(rider.Shield).Active
	}
	if slices.Contains(riderCards, PassiveShieldParry) && rider.ShieldUp() {
		def += r.Cards.must(PassiveShieldParry).Percent("shield")
	}
	if slices.Contains(riderCards, WeaponParry) {
		def += r.ParryBonus(rider)
	}
	l.add("half the rider's defences", c.Section, -int(float64(def)*c.Value("rider_defence")))
	return l.sum(), l
}

// Grapple is a grapple's outcome.
type Grapple struct {
	Chance int    `json:"chance"`
	Mods   []Mod  `json:"mods,omitempty"`
	Check  Check  `json:"check"`
	Bash   *Check `json:"bash,omitempty"` // a failed PULL RIDER: does the horse bash?
	Body   *Bash  `json:"body_bash,omitempty"`
}

// PullRider resolves PULL RIDER FROM SADDLE. Success unhorses the rider
// (he falls prone); failure may bring a body bash by horse and rider on
// the grappler (stand-in chance).
func (r *Rules) PullRider(g, rider, horse Fighter, horseCard CardName, riderCards []CardName, d dice.Source) (Grapple, Status, Status) {
	chance, mods := r.PullRiderChance(g, rider, horse, horseCard, riderCards)
	out := Grapple{Chance: chance, Mods: mods}
	out.Check = Test(d, chance, g.Name+" pulls "+rider.Name+" from the saddle")
	rs, gs := rider.Status, g.Status
	if out.Check.Success {
		rs.Unhorsed, rs.Posture = true, Prone
		return out, rs, gs
	}
	b := Test(d, r.Cards.must(PullRider).Percent("bash"), rider.Name+"'s horse bashes "+g.Name)
	out.Bash = &b
	if b.Success {
		heavy := horse
		heavy.Figure = &Figure{Name: horse.Name, Weight: horse.Weight + rider.Weight}
		body := r.Bash.BodyBash(heavy, g, d)
		out.Body = &body
		gs = body.Result.Apply(gs)
	}
	return out, rs, gs
}

// RestraintOpportunity rolls whether a body bash indicated on the
// Tactical Maneuver Matrix, or the enemy's failed shield bash, gives a
// chance to RESTRAIN him: 25%.
func (r *Rules) RestraintOpportunity(by string, d dice.Source) Check {
	return Test(d, r.Cards.must(Restraint).Percent("opportunity"), by+" has a chance to restrain")
}

// Restrain resolves RESTRAINT once the chance came: 50%, 3% in favour of
// the stronger per point of Strength between them.
func (r *Rules) Restrain(a, b Fighter, d dice.Source) (Check, Status) {
	c := r.Cards.must(Restraint)
	chance := c.Percent("chance") + c.Percent("per_strength")*(a.Strength-b.Strength)
	k := Test(d, chance, a.Name+" restrains "+b.Name)
	s := b.Status
	if k.Success && !slices.Contains(s.RestrainedBy, a.Name) {
		s.RestrainedBy = append(slices.Clone(s.RestrainedBy), a.Name)
	}
	return k, s
}

// Thrown is a TOSS after its body bash told: the enemy flat or on his
// knees, and whether the tosser went down with him.
type Thrown struct {
	Flat   Check `json:"flat"`
	Tosser Check `json:"tosser_down"`
}

// TossEnemy resolves a TOSS whose bash told (the Bash Results table is
// not used): 50% the enemy is knocked flat, 5% a 100 Dr of weight in the
// heavier's favour; otherwise he is on his knees. Then 20% the tosser
// goes down too. Weight counts in whole 100 Dr (and BREAK FREE in whole
// 10 Dr), dropping the rest.
func (r *Rules) TossEnemy(t, e Fighter, d dice.Source) (Thrown, Status, Status) {
	c := r.Cards.must(Toss)
	chance := c.Percent("chance") + c.Percent("per_100dr")*((t.Weight-e.Weight)/100)
	out := Thrown{Flat: Test(d, chance, t.Name+" throws "+e.Name+" flat")}
	es, ts := e.Status, t.Status
	if out.Flat.Success {
		es.Posture = Prone
	} else if es.Posture == Standing {
		es.Posture = Kneeling
	}
	out.Tosser = Test(d, c.Percent("tosser_falls"), t.Name+" goes down with him")
	if out.Tosser.Success {
		ts.Posture = Prone
	}
	return out, ts, es
}

// StandUp resolves getting up with a MOVE 1" card: from the knees it costs
// a blow and succeeds; from flat it costs a blow and needs 1-4 on 1D6
// (TOSS). The blow is paid either way.
func (r *Rules) StandUp(f Fighter, d dice.Source) (roll int, s Status) {
	c := r.Cards.must(Toss)
	s = f.Status
	s.BlowsLeft = max(s.BlowsLeft-int(c.Value("up_blows")), 0)
	switch f.Posture {
	case Kneeling:
		s.Posture = Standing
	case Prone:
		roll = d.Roll(6, f.Name+" stands up")
		if roll <= int(c.Value("stand_up")) {
			s.Posture = Standing
		}
	}
	return roll, s
}

// BreakFreeChance is a restrained figure's chance against one restrainer:
// 25%, 1% per 10 Dr of weight in his favour or against him; where either
// has Superhuman Strength, 2% per point of Strength between them as well.
func (r *Rules) BreakFreeChance(f, holder Fighter) int {
	c := r.Cards.must(BreakFree)
	chance := c.Percent("chance") + c.Percent("per_10dr")*((f.Weight-holder.Weight)/10)
	super := c.Percent("superhuman")
	if f.Strength > super || holder.Strength > super {
		chance += c.Percent("per_strength") * (f.Strength - holder.Strength)
	}
	return chance
}

// BreakFreeFrom rolls against each restrainer separately; he is free of
// those he beats.
func (r *Rules) BreakFreeFrom(f Fighter, holders []Fighter, d dice.Source) ([]Check, Status) {
	s := f.Status
	var checks []Check
	for _, h := range holders {
		k := Test(d, r.BreakFreeChance(f, h), f.Name+" breaks free of "+h.Name)
		checks = append(checks, k)
		if k.Success {
			s.RestrainedBy = slices.DeleteFunc(slices.Clone(s.RestrainedBy), func(n string) bool { return n == h.Name })
		}
	}
	return checks, s
}
