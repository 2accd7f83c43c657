package destrier

import "slices"

// Step is the part of the melee a figure chooses its cards in.
type Step string

// The two steps that ask for cards (TIME SEQUENCE 5).
const (
	TACPhase  Step = "tac"   // 5.A: a TAC card and a MELEE card each, face down
	CardRound Step = "round" // 5.B: a card round of the MELEE phase
)

// Play is the cards one figure lays face down in a step, and what they
// need besides: the enemy they are aimed at, a spell's levels, how a
// weapon is drawn. It is what a player writes for a figure.
type Play struct {
	Figure string     `json:"figure"`
	TAC    CardName   `json:"tac,omitempty"`
	Cards  []CardName `json:"cards"`
	Target string     `json:"target,omitempty"`
	// Spells are the levels of the spells CAST SPELL casts (one if empty).
	Spells []int `json:"spells,omitempty"`
	// DRAW WEAPON: which weapon, with the shield too, sheathing instead of
	// dropping what the hand held.
	Draw       string `json:"draw,omitempty"`
	WithShield bool   `json:"with_shield,omitempty"`
	Sheathe    bool   `json:"sheathe,omitempty"`
	// Retreats: a KEEP DISTANCE turned into a retreat before an enemy.
	Retreats bool `json:"retreats,omitempty"`
}

// Has reports whether the play holds the card (TAC or MELEE).
func (p Play) Has(c CardName) bool { return p.TAC == c || slices.Contains(p.Cards, c) }

// Item is one line of a play's bill: a card and what it costs.
type Item struct {
	Card  CardName `json:"card"`
	Blows int      `json:"blows"`
	Why   string   `json:"why,omitempty"`
}

// Bill is what a play costs in blows, card by card.
type Bill struct {
	Items []Item `json:"items"`
	Total int    `json:"total"`
}

func (b *Bill) add(c CardName, blows int, why string) {
	b.Items = append(b.Items, Item{Card: c, Blows: blows, Why: why})
	b.Total += blows
}

// Cost is what a play costs the figure in blows (TIME SEQUENCE 5.B; THE
// MELEE SEQUENCE; the cards). A TAC card is free in the TAC phase; in a
// card round it costs two blows if it moves the figure and one if not (a
// steed's too, when contacts have slowed it enough to play one). Each MELEE card costs
// its blows, with the text's exceptions: the once-a-turn free ACTIVE
// SHIELD PARRY, GREAT BLOW with FEROCITY for three, further spells at two
// each, DRAW WEAPON's shield and sheathing, the free moves and dodges of
// agile beasts. The play's names must be canonical (Normalize).
func (r *Rules) Cost(f Fighter, p Play, step Step) Bill {
	var b Bill
	if p.TAC != "" {
		r.tacCost(&b, f, p, step)
	}
	for _, name := range p.Cards {
		c := r.Cards.must(name)
		if c == nil {
			continue
		}
		switch name {
		case ActiveShieldParry:
			if !f.FreeParryUsed {
				b.add(name, 0, "the free use of the turn")
				continue
			}
		case Ferocity:
			if p.Has(GreatBlow) {
				g := r.Cards.must(GreatBlow)
				b.add(name, int(g.Value("with_ferocity"))-g.Blows, "with GREAT BLOW: the pair costs 3")
				continue
			}
		case CastSpell:
			b.add(name, r.spellCost(f, p), "")
			continue
		case DrawWeapon:
			b.add(name, r.drawCost(f, p), "")
			continue
		case MoveInch:
			if f.Has(Agile) {
				b.add(name, 0, "free for an agile beast")
				continue
			}
		case DodgeLeft, DodgeRight, DodgeBack:
			if f.Has(Agile) && !f.Charged {
				b.add(name, 0, "agile beasts dodge without blows")
				continue
			}
		}
		b.add(name, c.Blows, "")
	}
	return b
}

func (r *Rules) tacCost(b *Bill, f Fighter, p Play, step Step) {
	switch {
	case step == TACPhase:
		b.add(p.TAC, 0, "the TAC phase")
	case r.Cards.must(p.TAC).Moves() || p.Retreats:
		b.add(p.TAC, r.Melee.TACInRound.Moves, "a TAC card that moves, in a card round")
	default:
		b.add(p.TAC, r.Melee.TACInRound.Still, "a TAC card without movement, in a card round")
	}
}

// spellCost: the first spell of the turn one blow, each further two; the
// first spell of a turn can always be cast, for nothing if the mage has
// no blow left (CAST SPELL: "a minimum of 1 spell can always be cast").
func (r *Rules) spellCost(f Fighter, p Play) int {
	c := r.Cards.must(CastSpell)
	n := max(len(p.Spells), 1)
	cost := 0
	for k := f.SpellsCast; k < f.SpellsCast+n; k++ {
		if k == 0 {
			cost += min(c.Blows, f.BlowsLeft)
		} else {
			cost += int(c.Value("each_more"))
		}
	}
	return cost
}

// drawCost: two blows, two more to take up the shield, two more to
// sheathe rather than drop; after firing or reloading this turn, one blow
// and all the bonus blows more.
func (r *Rules) drawCost(f Fighter, p Play) int {
	c := r.Cards.must(DrawWeapon)
	cost := c.Blows
	if p.WithShield {
		cost += int(c.Value("with_shield"))
	}
	if p.Sheathe {
		cost += int(c.Value("sheath"))
	}
	if f.UsedMissile {
		cost += int(c.Value("after_missile")) + f.BonusBlows
	}
	return cost
}

// Spend is the figure's status after its play is revealed: blows paid,
// the run of passive parries counted, once-a-turn uses marked, a missile
// weapon fired or loaded, spells prepared or cast, a weapon drawn.
func (r *Rules) Spend(f Fighter, p Play, step Step) Status {
	s := f.Status
	bill := r.Cost(f, p, step)
	s.BlowsLeft = max(s.BlowsLeft-bill.Total, 0)
	if len(p.Cards) == 1 && p.Cards[0] == PassiveShieldParry && p.TAC == "" {
		s.PassiveRun++
	} else {
		s.PassiveRun = 0
	}
	for _, c := range p.Cards {
		switch c {
		case ActiveShieldParry:
			s.FreeParryUsed = true
		case FireThrow:
			s.UsedMissile, s.Loaded = true, false
		case Reload:
			s.UsedMissile, s.Loaded = true, true
		case PrepareSpell:
			s.Prepared++
		case CastSpell:
			n := max(len(p.Spells), 1)
			s.SpellsCast += n
			s.Prepared = max(s.Prepared-n, 0)
		case Hamstring:
			s.HamstringTried = true
		case DrawWeapon:
			s.Drawn, s.Disarmed, s.WeaponBroken = p.Draw, false, false
		}
	}
	if p.TAC == Charge {
		s.Charged, s.HasCharged = true, true
	}
	if f.Kind == Steed && p.TAC != "" {
		s.SteedTAC = p.TAC
	}
	return s
}
