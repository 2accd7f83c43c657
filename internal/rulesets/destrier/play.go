package destrier

import (
	"slices"
)

// Moment is what the table and the referee say about a figure when it
// chooses its cards: the step, its contacts and its target.
type Moment struct {
	Step Step
	// InContact: in melee contact with an enemy stand.
	InContact bool
	// Reach: not in contact, but a move of the TAC reach (3") could bring
	// it into contact (THE MELEE SEQUENCE): it may play a TAC card.
	Reach bool
	// MovedAgainst: already in melee, an enemy's MOVE 1" brought a new
	// one into contact: its TAC card may only be RETREAT, RUN AWAY or
	// STAND GROUND (THE TAC CARDS, when played, 3).
	MovedAgainst bool
	// Opportunity: a RESTRAINT opportunity arose in this card round or
	// the last (a body bash, the enemy's failed shield bash).
	Opportunity bool
	// Target is the figure the play is aimed at, when it names one, and
	// where it stands: the part of the target's stand the figure is at,
	// whether they touch, and the gap between them.
	Target        *Fighter
	TargetFacing  Facing
	TargetContact bool
	TargetGap     Inches
	// Room is the free space in the direction of a DODGE.
	Room Inches
	// Mounts: the steed under the target, when it rides (PULL RIDER
	// FROM SADDLE's speed modifier), and its card this round.
	TargetSteed *Fighter
}

// Normalize returns the play with every card name in its canonical form
// (aliases and case resolved), or a refusal naming the unknown card.
func (r *Rules) Normalize(p Play) (Play, error) {
	out := p
	out.Cards = make([]CardName, 0, len(p.Cards))
	if p.TAC != "" {
		c, err := r.Cards.Card(string(p.TAC))
		if err != nil {
			return Play{}, err
		}
		if !c.TAC() {
			return Play{}, errf(SecTACCards, "%s is not a TAC card", c.Name)
		}
		out.TAC = c.Name
	}
	for _, n := range p.Cards {
		c, err := r.Cards.Card(string(n))
		if err != nil {
			return Play{}, err
		}
		if c.TAC() {
			if out.TAC != "" {
				return Play{}, errf(SecTACCards, "%s plays two TAC cards, %s and %s", p.Figure, out.TAC, c.Name)
			}
			out.TAC = c.Name
			continue
		}
		out.Cards = append(out.Cards, c.Name)
	}
	return out, nil
}

// playCheck is one rule a play must keep; Legal runs them in order.
type playCheck struct {
	name  string
	check func(r *Rules, f Fighter, p Play, m Moment) error
}

var playChecks = []playCheck{
	{"cards", checkCards},
	{"who may play", checkWho},
	{"TAC card", checkTAC},
	{"steed", checkSteed},
	{"one blow", checkOneBlow},
	{"down or held", checkPosture},
	{"berserk", checkBerserk},
	{"grapples", checkGrapples},
	{"missiles and spells", checkMissileSpell},
	{"target", checkTarget},
	{"passive parries", checkPassiveRun},
	{"blows", checkBlows},
}

// Legal says whether the figure may lay down the play at this moment,
// citing the section of the text that forbids it if not. The play's
// names must be canonical (Normalize).
func (r *Rules) Legal(f Fighter, p Play, m Moment) error {
	for _, c := range playChecks {
		if err := c.check(r, f, p, m); err != nil {
			return err
		}
	}
	return nil
}

// checkCards: cards known, none twice, some MELEE card each round (every
// figure has to be doing something) unless a fast steed's first TAC card.
func checkCards(r *Rules, f Fighter, p Play, m Moment) error {
	if m.Step != TACPhase && m.Step != CardRound {
		return errf(SecMeleePhase, "cards are played in the TAC phase or a card round, not %q", m.Step)
	}
	if p.Figure != "" && p.Figure != f.Name {
		return errf(SecMeleePhase, "the play is for %s, not %s", p.Figure, f.Name)
	}
	for i, n := range p.Cards {
		c := r.Cards.must(n)
		if c == nil || c.TAC() {
			return errf(SecMeleeCards, "%q is not a MELEE card (Normalize the play first)", n)
		}
		if slices.Contains(p.Cards[:i], n) {
			return errf(SecMeleePhase, "%s plays %s twice", f.Name, n)
		}
	}
	if p.TAC != "" && (r.Cards.must(p.TAC) == nil || !r.Cards.must(p.TAC).TAC()) {
		return errf(SecTACCards, "%q is not a TAC card", p.TAC)
	}
	if len(p.Cards) == 0 && !(m.Step == TACPhase && r.MustMove(f)) {
		return errf(SecMeleeSeq, "%s must play a MELEE card: every figure has to be doing something, if only a PASSIVE SHIELD PARRY", f.Name)
	}
	return nil
}

// checkWho: the figure is of a kind that may play each card.
func checkWho(r *Rules, f Fighter, p Play, _ Moment) error {
	if p.TAC != "" && f.Kind != Steed { // a steed's TAC card comes of its speed (checkSteed)
		if err := r.Cards.must(p.TAC).MayPlay(f); err != nil {
			return err
		}
	}
	for _, n := range p.Cards {
		if err := r.Cards.must(n).MayPlay(f); err != nil {
			return err
		}
	}
	return nil
}

// checkTAC: every figure plays a TAC card in the TAC phase; in a card
// round only a figure that could reach contact with 3" (or one moved
// against, from three cards); CHARGE once a turn; KEEP DISTANCE alone
// turns into a retreat.
func checkTAC(r *Rules, f Fighter, p Play, m Moment) error {
	if p.Retreats && p.TAC != KeepDistance {
		return errf(SecTACCards+": KEEP DISTANCE", "only a KEEP DISTANCE turns into a retreat")
	}
	if p.TAC == "" {
		if m.Step == TACPhase && f.Kind != Steed {
			return errf(SecTACPhase, "%s must choose a TAC card in the TAC phase", f.Name)
		}
		return nil
	}
	if p.TAC == Charge && f.Charged {
		return errf(SecTACCards+": CHARGE", "%s has charged this turn; a figure may CHARGE only once a turn", f.Name)
	}
	if m.Step == TACPhase {
		return nil
	}
	switch {
	case m.MovedAgainst:
		if p.TAC != Retreat && p.TAC != RunAway && p.TAC != StandGround {
			return errf(SecTACCards, "%s, in melee and moved against, may play only RETREAT, RUN AWAY or STAND GROUND, not %s", f.Name, p.TAC)
		}
	case m.InContact:
		return errf(SecMeleeSeq, "%s is in contact: in a card round only a figure that could come into contact plays a TAC card", f.Name)
	case !m.Reach:
		return errf(SecMeleeSeq, "no enemy is within %v of %s: he cannot play a TAC card in this card round", r.Melee.TACReach, f.Name)
	}
	return nil
}

// checkSteed: a steed's TAC card is one its speed allows, played once a
// turn; after a canter, gallop or charge it plays only MOVE cards, one
// whenever it has the blows.
func checkSteed(r *Rules, f Fighter, p Play, m Moment) error {
	if f.Kind != Steed {
		return nil // the horse cards' "who" keeps them to steeds
	}
	if p.TAC != "" {
		if m.Step == CardRound && f.SteedTAC != "" {
			return errf(SecHorseGeneral, "%s has played its TAC card this turn: horses never play TAC cards more than once a turn", f.Name)
		}
		if cards, _ := r.SteedTAC(f); !slices.Contains(cards, p.TAC) {
			return errf(SecMountedTAC, "%s at a %s may play only %v, not %s", f.Name, f.Speed.orStand(), cards, p.TAC)
		}
	}
	if !r.MustMove(f) {
		if slices.ContainsFunc(p.Cards, isDodge) && len(p.Cards) > 1 {
			return errf(SecMeleeCards+": DODGE", "a horse dodges only when not otherwise occupied")
		}
		return nil
	}
	want := []CardName{HorseMove}
	if f.BlowsLeft < r.Cards.must(HorseMove).Blows {
		want = []CardName{PassiveShieldParry}
	}
	if m.Step == TACPhase && len(p.Cards) == 0 {
		return nil
	}
	if !slices.Equal(p.Cards, want) {
		return errf(SecHorseGeneral, "%s cantered, galloped or charged: it plays %v and nothing else", f.Name, want)
	}
	return nil
}

func isDodge(c CardName) bool { _, ok := Way(c); return ok }

// checkOneBlow: one striking card a round (herald's reading of "several
// cards when blows pay"), save GREAT BLOW with FEROCITY and TRAMPLE with
// KICK, which the text pairs; one dodge at most.
func checkOneBlow(r *Rules, f Fighter, p Play, _ Moment) error {
	var strikes []CardName
	dodges := 0
	for _, n := range p.Cards {
		c := r.Cards.must(n)
		if c.Strikes() && c.Kind != KindSpell {
			strikes = append(strikes, n)
		}
		if isDodge(n) {
			dodges++
		}
	}
	if dodges > 1 {
		return errf(SecMeleeCards+": DODGE", "%s plays %d dodges: one way at a time", f.Name, dodges)
	}
	if len(strikes) <= 1 {
		return nil
	}
	pair := func(a, b CardName) bool {
		return len(strikes) == 2 && slices.Contains(strikes, a) && slices.Contains(strikes, b)
	}
	if pair(GreatBlow, Ferocity) || pair(Trample, Kick) {
		return nil
	}
	return errf(SecMeleePhase, "%s plays %v: one blow a card round (GREAT BLOW may go with FEROCITY, TRAMPLE with KICK)", f.Name, strikes)
}

// checkPosture: a figure that is down must rise (MOVE 1") before it
// moves or dodges; a restrained one cannot move, dodge or step.
func checkPosture(r *Rules, f Fighter, p Play, _ Moment) error {
	moves := p.TAC != "" && r.Cards.must(p.TAC).Moves()
	if f.Down() && (moves || slices.ContainsFunc(p.Cards, isDodge)) {
		return errf(SecMeleeCards+": MOVEMENT", "%s is %s: he must stand up (MOVE 1\") before he moves or dodges", f.Name, f.Posture)
	}
	if len(f.RestrainedBy) > 0 && (moves || slices.ContainsFunc(p.Cards, isDodge) || p.Has(MoveInch)) {
		return errf(SecMeleeCards+": GRAPPLES", "%s is restrained by %v: he must BREAK FREE before he moves", f.Name, f.RestrainedBy)
	}
	return nil
}

// checkBerserk: a berserk plays no TAC card but CHARGE or FLECHE, and a
// Nordic Berserk in his frenzy strikes only with FEROCITY.
func checkBerserk(r *Rules, f Fighter, p Play, _ Moment) error {
	if !f.Berserk {
		return nil
	}
	sec := SecMeleeCards + ": FEROCITY"
	if p.TAC != "" && !BerserkTAC(p.TAC) {
		return errf(sec, "%s is berserk: his only TAC cards are CHARGE and FLECHE, not %s", f.Name, p.TAC)
	}
	if f.Has(NordicBerserk) {
		for _, n := range p.Cards {
			if c := r.Cards.must(n); c.Kind == KindAttack && n != Ferocity && n != GreatBlow {
				return errf(sec, "%s is a Nordic Berserk in his frenzy: he strikes with FEROCITY, not %s", f.Name, n)
			}
		}
	}
	return nil
}

// checkGrapples: a grapple goes with a TAC card (RESTRAINT also the round
// after its chance came; BREAK FREE whenever held); PULL RIDER FROM
// SADDLE from alongside a ridden horse (front or rear only if over 10
// feet tall, or a cat that charged); HAMSTRING HORSE from contact with a
// steed, once a turn.
func checkGrapples(r *Rules, f Fighter, p Play, m Moment) error {
	for _, n := range p.Cards {
		c := r.Cards.must(n)
		if c.Kind != KindGrapple {
			continue
		}
		switch n {
		case BreakFree:
			if len(f.RestrainedBy) == 0 {
				return errf(c.Section, "%s is not restrained: nothing to break free from", f.Name)
			}
			continue
		case Restraint:
			if p.TAC == "" && !m.Opportunity {
				return errf(c.Section, "%s may RESTRAIN only with a TAC card, or the card round after a body bash or a missed shield bash gave the chance", f.Name)
			}
			continue
		case Hamstring:
			if err := checkHamstring(f, c, m); err != nil {
				return err
			}
			continue
		}
		if c.WithTAC && p.TAC == "" {
			return errf(c.Section, "%s: GRAPPLES are played only together with a TAC card", n)
		}
		if n == PullRider {
			if err := checkPullRider(f, c, m); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkHamstring(f Fighter, c *Card, m Moment) error {
	switch {
	case f.HamstringTried:
		return errf(c.Section, "%s has tried a hamstring this turn: one attempt a turn", f.Name)
	case m.Target == nil || m.Target.Kind != Steed:
		return errf(c.Section, "HAMSTRING HORSE needs a steed as its target")
	case !m.TargetContact:
		return errf(c.Section, "%s must start in melee contact with %s to hamstring it", f.Name, m.Target.Name)
	}
	return nil
}

func checkPullRider(f Fighter, c *Card, m Moment) error {
	switch {
	case m.Target == nil || !m.Target.Mounted():
		return errf(c.Section, "PULL RIDER FROM SADDLE needs a mounted target")
	case m.TargetFacing == ShieldSide || m.TargetFacing == SwordSide:
		return nil // alongside the horse
	case f.Tall(), f.Has(Cat) && (f.Charged || f.HasCharged):
		return nil
	}
	return errf(c.Section, "%s is at the horse's %s: a rider is pulled from alongside, unless the grappler is over 10 feet tall or a charging cat", f.Name, m.TargetFacing)
}

// checkMissileSpell: a missile weapon fires only loaded; a Mage casts only
// what he prepared (Enchanters, Skalds and Bards excepted), no more spells
// in a turn than his blows, their levels within his MKL (the first spell
// of a turn is always allowed); no GREAT BLOW with a lance.
func checkMissileSpell(r *Rules, f Fighter, p Play, _ Moment) error {
	if p.Has(FireThrow) && !f.Loaded {
		return errf(SecMeleeCards+": FIRE/THROW MISSILE", "%s's missile weapon is not loaded: RELOAD first", f.Name)
	}
	if p.Has(GreatBlow) {
		if w, err := r.Weapons.Weapon(f.InHand()); err == nil && w.Kind == Lance {
			return errf(SecMountedTAC, "Great Blows are not allowed with the lance")
		}
	}
	if !p.Has(CastSpell) {
		return nil
	}
	sec := SecMeleeCards + ": CAST SPELL"
	n := max(len(p.Spells), 1)
	if f.Prepared < n && !f.Has(NoPreparation) {
		return errf(sec, "%s has prepared %d spells and casts %d: PREPARE SPELL first", f.Name, f.Prepared, n)
	}
	if f.SpellsCast == 0 && n == 1 {
		return nil // a minimum of one spell can always be cast in a turn
	}
	levels := 0
	for _, l := range p.Spells {
		if l < 1 {
			return errf(sec, "a spell's level is at least 1, not %d", l)
		}
		levels += l
	}
	if f.SpellsCast+n > f.Blows {
		return errf(sec, "%s would cast %d spells this turn with %d blows: no more spells than blows", f.Name, f.SpellsCast+n, f.Blows)
	}
	if levels > f.MKL {
		return errf(sec, "the spells' levels add to %d, over %s's MKL %d", levels, f.Name, f.MKL)
	}
	return nil
}

// checkTarget: CLOSE may go to the nearest enemy, but FLECHE and CHARGE
// need a designated one; a KICK from foot never at a horseman, nor a
// monster's under 10 feet; TRAMPLE only a prone figure within 1".
func checkTarget(r *Rules, f Fighter, p Play, m Moment) error {
	if (p.TAC == Fleche || p.TAC == Charge) && p.Target == "" && f.Kind != Steed {
		return errf(SecTACCards+": "+string(p.TAC), "%s must name the enemy he plays %s at", f.Name, p.TAC)
	}
	t := m.Target
	if t == nil {
		return nil
	}
	if p.Has(Kick) && t.Mounted() {
		switch {
		case f.Kind == Humanoid && !f.Mounted():
			return errf(SecMeleeCards+": KICK", "a man on foot cannot KICK a man on horse")
		case f.Kind == Monster && !f.Tall():
			return errf(SecMeleeCards+": KICK", "a monster may KICK a man on horseback only if more than 10 feet tall")
		}
	}
	if p.Has(Trample) {
		c := r.Cards.must(Trample)
		if t.Posture != Prone || !m.TargetGap.AtMost(Inches(c.Value("move"))) {
			return errf(c.Section, "%s tramples only a prone figure within %v", f.Name, Inches(c.Value("move")))
		}
	}
	return nil
}

// checkPassiveRun: while he has blows left a figure may not play more
// than six PASSIVE SHIELD PARRIES in a row (TIME SEQUENCE 5.B.5).
func checkPassiveRun(r *Rules, f Fighter, p Play, _ Moment) error {
	c := r.Cards.must(PassiveShieldParry)
	limit := int(c.Value("in_a_row"))
	if f.BlowsLeft > 0 && p.TAC == "" && slices.Equal(p.Cards, []CardName{PassiveShieldParry}) && f.PassiveRun >= limit && !r.MustMove(f) {
		return errf(SecMeleePhase, "%s has played %d PASSIVE SHIELD PARRIES in a row with blows left: he must do something else", f.Name, f.PassiveRun)
	}
	return nil
}

// checkBlows: the play must be paid for; a figure out of blows plays only
// cards that cost none (THE MELEE SEQUENCE).
func checkBlows(r *Rules, f Fighter, p Play, m Moment) error {
	bill := r.Cost(f, p, m.Step)
	if bill.Total > f.BlowsLeft {
		if f.BlowsLeft == 0 {
			return errf(SecMeleeSeq, "%s has no blows left: only cards that cost no blows, such as PASSIVE SHIELD PARRY", f.Name)
		}
		return errf(SecMeleePhase, "%s's cards cost %d blows; he has %d", f.Name, bill.Total, f.BlowsLeft)
	}
	return nil
}
