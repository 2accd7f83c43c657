package destrier

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// CardName is a card as the text names it, in capitals.
type CardName string

// The TAC cards (THE TAC CARDS).
const (
	Retreat      CardName = "RETREAT"
	RunAway      CardName = "RUN AWAY"
	Close        CardName = "CLOSE"
	KeepDistance CardName = "KEEP DISTANCE"
	StandGround  CardName = "STAND GROUND"
	Fleche       CardName = "FLECHE"
	Charge       CardName = "CHARGE"
)

// The MELEE cards (THE MELEE CARDS).
const (
	FireThrow          CardName = "FIRE/THROW MISSILE"
	Reload             CardName = "RELOAD MISSILE WEAPON"
	DrawWeapon         CardName = "DRAW WEAPON"
	PrepareSpell       CardName = "PREPARE SPELL"
	CastSpell          CardName = "CAST SPELL"
	PullRider          CardName = "PULL RIDER FROM SADDLE"
	Restraint          CardName = "RESTRAINT"
	Toss               CardName = "TOSS"
	BreakFree          CardName = "BREAK FREE FROM GRAPPLE"
	Punch              CardName = "PUNCH"
	Kick               CardName = "KICK"
	WeaponPlay         CardName = "WEAPON PLAY"
	DeliverBlow        CardName = "DELIVER BLOW"
	Ferocity           CardName = "FEROCITY"
	GreatBlow          CardName = "GREAT BLOW"
	MoveInch           CardName = `MOVE 1"`
	WeaponParry        CardName = "WEAPON PARRY"
	DesperateDefense   CardName = "DESPERATE DEFENSE"
	ActiveShieldParry  CardName = "ACTIVE SHIELD PARRY"
	PassiveShieldParry CardName = "PASSIVE SHIELD PARRY"
	DodgeLeft          CardName = "DODGE LEFT"
	DodgeRight         CardName = "DODGE RIGHT"
	DodgeBack          CardName = "DODGE BACK"
)

// The horse cards (HORSE MELEE CARDS); a horse kicks with the KICK card.
const (
	HorseMove CardName = "MOVE"
	Wheel     CardName = "WHEEL"
	Trample   CardName = "TRAMPLE PRONE FIGURE"
	Hamstring CardName = "HAMSTRING HORSE"
)

var tacCards = map[CardName]bool{Retreat: true, RunAway: true, Close: true, KeepDistance: true,
	StandGround: true, Fleche: true, Charge: true}

// aliases are other ways the text (or a player) writes a card.
var aliases = map[string]CardName{
	"FULL RIDER FROM SADDLE": PullRider, // the text's own spelling, a misprint of PULL
	"GRAPPLE RIDER":          PullRider, // CHARGE MOVEMENT calls it so
	"BODY TOSS":              Toss,
	"BREAK FREE":             BreakFree,
	"DESPERATE DEFENCE":      DesperateDefense,
	"MOVE 1 INCH":            MoveInch,
	"MOVE 1":                 MoveInch,
	"FIRE MISSILE":           FireThrow,
	"THROW MISSILE":          FireThrow,
	"FIRE/THROW":             FireThrow,
	"RELOAD":                 Reload,
	"TRAMPLE":                Trample,
	"HAMSTRING":              Hamstring,
	"STAND GUARD":            StandGround, // HORSE (GENERAL) writes it so
	"ASP":                    ActiveShieldParry,
	"PSP":                    PassiveShieldParry,
}

// Deck is the set a card belongs to.
type Deck string

// The decks.
const (
	TACDeck   Deck = "tac"
	MeleeDeck Deck = "melee"
	HorseDeck Deck = "horse"
)

// CardKind says what a card does, for the rules that ask "an attack card",
// "a defensive card", "a card that moves".
type CardKind string

// The kinds of card.
const (
	KindTACMove  CardKind = "tac-move"  // RETREAT, RUN AWAY, CLOSE, FLECHE, CHARGE
	KindTACStill CardKind = "tac-still" // STAND GROUND, KEEP DISTANCE
	KindAttack   CardKind = "attack"    // strikes a blow
	KindDefence  CardKind = "defence"   // DEFENSIVE in the text's sense
	KindGrapple  CardKind = "grapple"
	KindMissile  CardKind = "missile"
	KindSpell    CardKind = "spell"
	KindMove     CardKind = "move" // MOVE 1", the horse's MOVE, WHEEL
	KindOther    CardKind = "other"
)

var cardKinds = []CardKind{KindTACMove, KindTACStill, KindAttack, KindDefence, KindGrapple,
	KindMissile, KindSpell, KindMove, KindOther}

// Card is one card of data/destrier/cards.yaml: what it costs, when it may
// be played, who may play it and the numbers its paragraph gives.
type Card struct {
	Name    CardName `yaml:"name" json:"name"`
	Deck    Deck     `yaml:"deck" json:"deck"`
	Section string   `yaml:"section" json:"section"`
	Kind    CardKind `yaml:"kind" json:"kind"`
	// Blows is the card's cost in a card round. A TAC card's cost is the
	// melee rule's (two blows if it moves, one if not), not this.
	Blows int `yaml:"blows" json:"blows"`
	// CostRuling says why, where the text gives no cost (docs/rulings.md).
	CostRuling string `yaml:"cost_ruling,omitempty" json:"cost_ruling,omitempty"`
	// Timing lists when the card may be played: "tac" (with the TAC
	// phase), "round" (a card round), "counter" (as the answer to a
	// counterblow).
	Timing []string `yaml:"timing" json:"timing"`
	// WithTAC: only together with a TAC card (the grapples).
	WithTAC bool `yaml:"with_tac,omitempty" json:"with_tac,omitempty"`
	// OncePerTurn: CHARGE, HAMSTRING HORSE.
	OncePerTurn bool `yaml:"once_per_turn,omitempty" json:"once_per_turn,omitempty"`
	// Who may play it: any row whose every condition the figure meets.
	Who [][]string `yaml:"who" json:"who"`
	// Values are the numbers of the card's paragraph, by name; StandIn
	// names those the text leaves to C&S and herald supplies.
	Values  map[string]float64 `yaml:"values,omitempty" json:"values,omitempty"`
	StandIn []string           `yaml:"standin,omitempty" json:"standin,omitempty"`
	Summary string             `yaml:"summary" json:"summary"`
}

// TAC reports whether the card is a TAC card.
func (c *Card) TAC() bool { return c.Deck == TACDeck }

// Moves reports whether the TAC card results in movement (THE MELEE
// SEQUENCE: "only CLOSE, FLECHE, CHARGE, RETREAT, and RUN AWAY").
func (c *Card) Moves() bool { return c.Kind == KindTACMove }

// Defensive reports whether the card is a defence (WEAPON PARRY's
// counterblow asks for "DEFENSIVE" cards).
func (c *Card) Defensive() bool { return c.Kind == KindDefence }

// Strikes reports whether the card delivers a blow or a grapple at an
// enemy (what DODGE calls "an attack card of some sort").
func (c *Card) Strikes() bool {
	return c.Kind == KindAttack || c.Kind == KindGrapple || c.Kind == KindMissile || c.Kind == KindSpell
}

// Value is one of the card's numbers; the loader has checked that every
// name the rules read is present.
func (c *Card) Value(name string) float64 { return c.Values[name] }

// Percent is a value that is a percentage.
func (c *Card) Percent(name string) int { return int(c.Values[name]) }

// Cards is the table of every card, by name.
type Cards struct {
	List   []Card `yaml:"cards"`
	byName map[CardName]*Card
}

// Card returns the named card; the name may be an alias or in any case.
func (t *Cards) Card(name string) (*Card, error) {
	n := CardName(strings.ToUpper(strings.Join(strings.Fields(name), " ")))
	if a, ok := aliases[string(n)]; ok {
		n = a
	}
	if c, ok := t.byName[n]; ok {
		return c, nil
	}
	names := make([]string, 0, len(t.List))
	for _, c := range t.List {
		names = append(names, string(c.Name))
	}
	sort.Strings(names)
	return nil, errf(SecTACCards, "no card %q; the cards are %s", name, strings.Join(names, ", "))
}

// must returns a card the rules name; the table was validated to hold it.
func (t *Cards) must(n CardName) *Card { return t.byName[n] }

// conditions are the words a card's "who" rows may use.
var conditions = map[string]func(f Fighter) bool{
	"any":             func(Fighter) bool { return true },
	"humanoid":        func(f Fighter) bool { return f.Kind == Humanoid },
	"animal":          func(f Fighter) bool { return f.Beast() },
	"steed":           func(f Fighter) bool { return f.Kind == Steed },
	"monster":         func(f Fighter) bool { return f.Kind == Monster },
	"intelligent":     func(f Fighter) bool { return f.Has(Intelligent) },
	"unencumbered":    func(f Fighter) bool { return f.Encumbrance.rank() == 0 },
	"not-encumbered":  func(f Fighter) bool { return f.Encumbrance.rank() < 2 },
	"trained-fighter": func(f Fighter) bool { return f.Has(TrainedFighter) },
	"chivalry":        func(f Fighter) bool { return f.Has(Chivalry) },
	"nordic":          func(f Fighter) bool { return f.Has(Nordic) || f.Has(NordicBerserk) },
	"trained":         func(f Fighter) bool { return f.Has(Trained) },
	"guarding":        func(f Fighter) bool { return f.Has(Guarding) },
	"agile":           func(f Fighter) bool { return f.Has(Agile) },
	"hooved":          func(f Fighter) bool { return f.Has(Hooved) || f.Has(Mule) },
	"mage":            func(f Fighter) bool { return f.Mage() },
	"has-charged":     func(f Fighter) bool { return f.HasCharged || f.Charged },
	"on-foot":         func(f Fighter) bool { return f.Kind != Steed && !f.Mounted() },
	"has-shield":      func(f Fighter) bool { return f.ShieldUp() },
	"has-missile":     func(f Fighter) bool { return f.Missile != "" },
	"tall":            func(f Fighter) bool { return f.Tall() },
}

// MayPlay reports whether the fighter is of a kind that may play the card
// (its paragraph's "only ... may"), citing the card's section if not.
func (c *Card) MayPlay(f Fighter) error {
	for _, row := range c.Who {
		ok := true
		for _, w := range row {
			if !conditions[w](f) {
				ok = false
				break
			}
		}
		if ok {
			return nil
		}
	}
	rows := make([]string, len(c.Who))
	for i, row := range c.Who {
		rows[i] = strings.Join(row, " and ")
	}
	return errf(c.Section, "%s may not play %s: only a figure that is %s may", f.Name, c.Name, strings.Join(rows, ", or "))
}

// validate checks one card row; names lists the values the rules read.
func (c *Card) validate(needs []string) error {
	switch {
	case c.Name == "":
		return fmt.Errorf("a card without a name")
	case c.Deck != TACDeck && c.Deck != MeleeDeck && c.Deck != HorseDeck:
		return fmt.Errorf("%s: deck %q is not tac, melee or horse", c.Name, c.Deck)
	case (c.Deck == TACDeck) != tacCards[c.Name]:
		return fmt.Errorf("%s: deck %q, but the text makes it a %s card", c.Name, c.Deck, map[bool]string{true: "TAC", false: "MELEE"}[tacCards[c.Name]])
	case !strings.HasPrefix(c.Section, SecTACCards) && !strings.HasPrefix(c.Section, SecMeleeCards) && !strings.HasPrefix(c.Section, "HORSE MELEE CARDS"):
		return fmt.Errorf("%s: section %q is not a card section of the text", c.Name, c.Section)
	case !slices.Contains(cardKinds, c.Kind):
		return fmt.Errorf("%s: kind %q unknown", c.Name, c.Kind)
	case c.Blows < 0 || c.Blows > 6:
		return fmt.Errorf("%s: %d blows is outside 0..6", c.Name, c.Blows)
	case c.Summary == "":
		return fmt.Errorf("%s: no summary", c.Name)
	case len(c.Who) == 0:
		return fmt.Errorf("%s: nobody may play it (who is empty)", c.Name)
	case len(c.Timing) == 0:
		return fmt.Errorf("%s: no timing", c.Name)
	}
	for _, t := range c.Timing {
		if t != "tac" && t != "round" && t != "counter" {
			return fmt.Errorf("%s: timing %q is not tac, round or counter", c.Name, t)
		}
	}
	for _, row := range c.Who {
		if len(row) == 0 {
			return fmt.Errorf("%s: an empty who row", c.Name)
		}
		for _, w := range row {
			if conditions[w] == nil {
				return fmt.Errorf("%s: who %q is not a condition herald knows", c.Name, w)
			}
		}
	}
	for _, n := range needs {
		if _, ok := c.Values[n]; !ok {
			return fmt.Errorf("%s: value %q missing", c.Name, n)
		}
	}
	for n, v := range c.Values {
		if !slices.Contains(needs, n) {
			return fmt.Errorf("%s: value %q is not one the rules read", c.Name, n)
		}
		if v < 0 || v > 100 {
			return fmt.Errorf("%s: value %s = %g is outside 0..100", c.Name, n, v)
		}
	}
	for _, n := range c.StandIn {
		if _, ok := c.Values[n]; !ok {
			return fmt.Errorf("%s: stand-in %q is not one of its values", c.Name, n)
		}
	}
	return nil
}

// cardValues are the values each card must give: the numbers of its
// paragraph that the rules read.
var cardValues = map[CardName][]string{
	Retreat:            {"move_fraction", "melee_cap"},
	RunAway:            {"beyond_charge", "encumbered_penalty"},
	Close:              {"move"},
	KeepDistance:       {},
	StandGround:        {},
	Fleche:             {"move"},
	Charge:             {"melee_cap"},
	FireThrow:          {},
	Reload:             {},
	DrawWeapon:         {"with_shield", "sheath", "after_missile"},
	PrepareSpell:       {},
	CastSpell:          {"each_more"},
	PullRider:          {"chance", "cat", "bash", "rider_defence"},
	Restraint:          {"opportunity", "chance", "per_strength"},
	Toss:               {"chance", "per_100dr", "tosser_falls", "stand_up", "up_blows"},
	BreakFree:          {"chance", "per_10dr", "per_strength", "superhuman"},
	Punch:              {},
	Kick:               {"fall", "fall_dex", "struck_bash", "struck_dex"},
	WeaponPlay:         {"hit", "defence"},
	DeliverBlow:        {},
	Ferocity:           {"berserk", "nordic", "hit", "critical", "weapon_bash", "extra_blows", "easier", "calm", "turn_on_friend", "lady", "stupor_body", "stupor_capability"},
	GreatBlow:          {"hit", "critical", "weapon_bash", "with_ferocity", "dice_l", "dice_lh", "dice_h"},
	MoveInch:           {"move", "turn"},
	WeaponParry:        {"counterblow", "broken", "disarm"},
	DesperateDefense:   {"front"},
	ActiveShieldParry:  {"free", "break_small", "break_large"},
	PassiveShieldParry: {"shield", "in_a_row"},
	DodgeLeft:          dodgeValues,
	DodgeRight:         dodgeValues,
	DodgeBack:          dodgeValues,
	HorseMove:          {"great_horse"},
	Wheel:              {"man_down", "equal", "lighter", "immune"},
	Trample:            {"move", "with_kick"},
	Hamstring:          {"chance"},
}

var dodgeValues = []string{"room", "move", "rear", "guessed", "guessed_bash", "counterblow", "heavy_armour", "partial", "encumbered"}

func (t *Cards) validate() error {
	t.byName = map[CardName]*Card{}
	for i := range t.List {
		c := &t.List[i]
		needs, ok := cardValues[c.Name]
		if !ok {
			return fmt.Errorf("card %q is not one of the text's cards", c.Name)
		}
		if err := c.validate(needs); err != nil {
			return err
		}
		if t.byName[c.Name] != nil {
			return fmt.Errorf("card %s given twice", c.Name)
		}
		t.byName[c.Name] = c
	}
	for n := range cardValues {
		if t.byName[n] == nil {
			return fmt.Errorf("card %s missing", n)
		}
	}
	return nil
}
