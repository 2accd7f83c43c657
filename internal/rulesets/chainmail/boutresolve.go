package chainmail

import (
	"herald/internal/dice"
)

// AttackResult is an attack rolled.
type AttackResult struct {
	AttackPlan
	// Kills counts the kill results it scored (man-to-man blows, a
	// creature's dice); Damage the damage each did to a figure of more
	// than one hit die, or bare fists.
	Kills  int   `json:"kills,omitempty"`
	Damage []int `json:"damage,omitempty"`
	// Killed: this attack killed the defender outright.
	Killed      bool           `json:"killed,omitempty"`
	HorseKilled bool           `json:"horse_killed,omitempty"`
	FallBack    bool           `json:"fall_back,omitempty"`
	MayWithdraw bool           `json:"may_withdraw,omitempty"`
	Grapple     *GrappleResult `json:"grapple,omitempty"`
	Disarm      *DisarmResult  `json:"disarm,omitempty"`
}

// DisarmResult is a disarm rolled: the blow against AC 2, the defender's
// save against dragon breath, and what he lost.
type DisarmResult struct {
	Hit        bool  `json:"hit"`
	Save       *Save `json:"save,omitempty"`
	Disarmed   bool  `json:"disarmed,omitempty"`
	Unhorsed   bool  `json:"unhorsed,omitempty"`
	StunFace   int   `json:"stun_face,omitempty"`
	StunRounds int   `json:"stun_rounds,omitempty"`
}

// Bout is a round of man-to-man melee fought: every attack, and the
// figures after it.
type Bout struct {
	Attacks []AttackResult `json:"attacks"`
	After   []Fighter      `json:"after"`
}

// PlanBout looks up every attack of a round before any die is rolled; one
// the figures forbid refuses the whole round.
func (r *Rules) PlanBout(fs []Fighter, as []Attack) ([]AttackPlan, error) {
	var out []AttackPlan
	for _, a := range as {
		p, err := r.PlanAttack(fs, a)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// ResolveBout fights a round of man-to-man melee. Melee is simultaneous:
// every attack is planned on the figures as they stood when the round
// began and rolled in the order given, and only then do its effects fall,
// so a man killed this round still strikes his blow. A figure whose hit
// points were never rolled counts the least his hit dice give.
func (r *Rules) ResolveBout(fs []Fighter, as []Attack, src dice.Source) (Bout, error) {
	plans, err := r.PlanBout(fs, as)
	if err != nil {
		return Bout{}, err
	}
	after := make([]Fighter, len(fs))
	copy(after, fs)
	for i := range after {
		if f := &after[i]; f.HP <= 0 && !f.Dead {
			f.HP = f.HitDice.Dice + f.HitDice.Plus
		}
	}
	var b Bout
	for _, p := range plans {
		res := r.rollAttack(fs, p, src)
		b.Attacks = append(b.Attacks, res)
		land(after, res)
	}
	for i := range after {
		if f := &after[i]; f.HP <= 0 {
			f.Dead = true
		}
	}
	b.After = after
	return b, nil
}

// rollAttack rolls one planned attack against the figures as they stood.
func (r *Rules) rollAttack(fs []Fighter, p AttackPlan, src dice.Source) AttackResult {
	res := AttackResult{AttackPlan: p}
	att, def := fs[p.Attacker], fs[p.Defender]
	switch p.Table {
	case TableGrapple:
		g, _ := r.ResolveGrapple(att.Men+att.Pips, def.Men+def.Pips, src)
		res.Grapple = &g
		return res
	case TableDisarm:
		res.Disarm = r.rollDisarm(&res, def, src)
		return res
	case TableFantasy:
		f, _ := r.Fantasy.ResolveFantasy(FantasyAttack{Attacker: p.Fantasy.Attack.Attacker, Defender: p.Fantasy.Attack.Defender, Pips: p.Fantasy.Attack.Pips}, src)
		res.Fantasy = &f
		res.Killed = f.Outcome == Killed
		res.FallBack = f.Outcome == FallBack
		res.MayWithdraw = f.Outcome == NoEffect && f.MayWithdraw
		return res
	case TableMass:
		s := *p.Mass
		s.Roll(src, s.Dice, "chainmail creature: "+att.Name)
		res.Mass, res.Kills = &s, s.Kills
	default:
		for i := range res.Blows {
			bl := &res.Blows[i]
			bl.Roll = dice.TwoD6(src, purposeMelee)
			bl.Killed = bl.Roll+bl.Modifier >= bl.Need
			if bl.Killed {
				res.Kills++
			}
		}
	}
	r.harm(&res, def, src)
	return res
}

// harm turns kill results into what they do: a blow at the horse kills
// the horse; fists do their damage; a kill on a figure of one hit die
// kills him, on a bigger one does the rulings' weapon damage.
func (r *Rules) harm(res *AttackResult, def Fighter, src dice.Source) {
	if res.Kills == 0 {
		return
	}
	if res.AtHorse {
		res.HorseKilled = true
		return
	}
	dmg := r.Rulings.Figures.WeaponDamage
	if res.Fists {
		dmg, _ = ParseDiceRoll(r.Special.Unarmed.Damage)
	} else if def.HitDice.Dice <= 1 && def.HitDice.Plus == 0 {
		res.Killed = true
		return
	}
	for range res.Kills {
		if dmg.Kill {
			res.Killed = true
			return
		}
		res.Damage = append(res.Damage, dmg.Roll(src, "chainmail damage: "+def.Name))
	}
}

// rollDisarm: a blow against AC 2; if it lands the defender saves against
// dragon breath or loses his weapon, or, mounted, is unhorsed and stunned.
func (r *Rules) rollDisarm(res *AttackResult, def Fighter, src dice.Source) *DisarmResult {
	bl := &res.Blows[0]
	bl.Roll = dice.TwoD6(src, purposeMelee)
	bl.Killed = bl.Roll+bl.Modifier >= bl.Need
	d := &DisarmResult{Hit: bl.Killed}
	if !d.Hit {
		return d
	}
	s, err := r.Character.PlanSave(def.SaveLevel(), def.SaveClass(), r.Special.Disarm.Save)
	if err != nil {
		return d
	}
	s = RollSave(s, src)
	d.Save = &s
	if s.Saved {
		return d
	}
	if def.Mounted() {
		d.Unhorsed = true
		d.StunFace, d.StunRounds = r.Special.RollStun(src)
		return d
	}
	d.Disarmed = true
	return d
}

// land takes an attack's effects on the figures after the round.
func land(after []Fighter, res AttackResult) {
	def := &after[res.Defender]
	for _, d := range res.Damage {
		def.HP -= d
	}
	if res.Killed {
		def.Dead = true
	}
	if res.HorseKilled && def.Mount != nil {
		def.Mount, def.Prone = nil, true
	}
	if g := res.Grapple; g != nil {
		switch {
		case g.Locked:
			after[res.Attacker].Locked, def.Locked = true, true
		case g.Thrown != "":
			loser := def
			if g.Thrown == "attacker" {
				loser = &after[res.Attacker]
			}
			loser.Prone, loser.Locked = true, false
			loser.Stunned = max(loser.Stunned, g.StunRounds)
			after[res.Attacker].Locked, def.Locked = false, false
		}
	}
	if d := res.Disarm; d != nil {
		if d.Disarmed {
			def.Disarmed = true
		}
		if d.Unhorsed && def.Mount != nil {
			def.Mount, def.Prone = nil, true
			def.Stunned = max(def.Stunned, d.StunRounds)
		}
	}
}
