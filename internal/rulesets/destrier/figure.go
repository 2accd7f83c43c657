package destrier

import (
	"slices"
)

// Kind is what a figure is (TERMS): the cards a figure may play depend on
// whether it is a man, a beast or a monster.
type Kind string

// The kinds of figure.
const (
	Humanoid Kind = "humanoid" // men, orcs, dwarves, ogres, giants
	Steed    Kind = "steed"    // horses, mules, griffins, hippogrifs: ridden
	Animal   Kind = "animal"   // dogs, wolves, cats, bears
	Monster  Kind = "monster"  // dragons and the rest
)

// Encumbrance is how loaded a figure is (C&S); the text distinguishes
// unencumbered, partially encumbered and (fully) encumbered figures.
type Encumbrance string

// The three loads.
const (
	Unencumbered Encumbrance = "unencumbered"
	Partial      Encumbrance = "partial"
	Encumbered   Encumbrance = "encumbered"
)

// rank orders the loads, lightest first.
func (e Encumbrance) rank() int {
	switch e {
	case Partial:
		return 1
	case Encumbered:
		return 2
	}
	return 0
}

// Shield is the shield a figure carries.
type Shield string

// Shields: none, small or large (ACTIVE SHIELD PARRY).
const (
	NoShield    Shield = ""
	SmallShield Shield = "small"
	LargeShield Shield = "large"
)

// Trait is a quality the text's cards ask about.
type Trait string

// The traits. A figure's kind supplies some of them (humanoids are
// intelligent, steeds trained); a scenario gives the rest.
const (
	Intelligent    Trait = "intelligent"     // STAND GROUND, CLOSE, FLECHE, KEEP DISTANCE
	Unintelligent  Trait = "unintelligent"   // a humanoid without wits (a zombie)
	TrainedFighter Trait = "trained-fighter" // FEROCITY, ACTIVE SHIELD PARRY
	Chivalry       Trait = "chivalry"        // GREAT BLOW
	Nordic         Trait = "nordic"          // GREAT BLOW
	NordicBerserk  Trait = "nordic-berserk"  // FEROCITY at 75%
	Trained        Trait = "trained"         // a trained animal: STAND GROUND
	Guarding       Trait = "guarding"        // an animal guarding lair or young
	Agile          Trait = "agile"           // cats, dogs, wolves: free MOVE 1", automatic dodge
	Cat            Trait = "cat"             // leaps at riders (+10%)
	Hooved         Trait = "hooved"          // kicks with the hooves
	Mule           Trait = "mule"            // kicks all round
	NoPreparation  Trait = "no-preparation"  // Enchanters, Skalds, Bards cast unprepared
	GreatHorse     Trait = "great-horse"     // +1" on MOVE, strikes first at the joust
)

var knownTraits = []Trait{Intelligent, Unintelligent, TrainedFighter, Chivalry, Nordic, NordicBerserk,
	Trained, Guarding, Agile, Cat, Hooved, Mule, NoPreparation, GreatHorse}

// Stand is a figure's base (INITIAL PREPARATIONS): 1"x1" square for men,
// facing a corner; 2"x1" for horses, the head to a short side.
type Stand struct {
	Width Inches `yaml:"width" json:"width"` // across the front
	Depth Inches `yaml:"depth" json:"depth"` // front to back
}

// Area is the stand's size, for "the moving figure's stand is larger".
func (s Stand) Area() float64 { return float64(s.Width * s.Depth) }

// Figure is a figure's values, from its scenario (C&S character values
// and equipment). They do not change during a fight; what does is in
// Status.
type Figure struct {
	Name        string      `yaml:"name" json:"name"`
	Side        string      `yaml:"side" json:"side"`
	Kind        Kind        `yaml:"kind" json:"kind"`
	Traits      []Trait     `yaml:"traits,omitempty" json:"traits,omitempty"`
	Stand       Stand       `yaml:"stand" json:"stand"`
	Height      float64     `yaml:"height" json:"height"` // feet: over 10 reaches as a pole arm
	Weight      int         `yaml:"weight" json:"weight"` // Dr, with everything carried
	Strength    int         `yaml:"strength" json:"strength"`
	Dexterity   int         `yaml:"dexterity" json:"dexterity"`
	IQ          int         `yaml:"iq" json:"iq"`
	Wisdom      int         `yaml:"wisdom" json:"wisdom"`
	Armour      int         `yaml:"armour" json:"armour"` // armour class
	Encumbrance Encumbrance `yaml:"encumbrance" json:"encumbrance"`
	Weapon      string      `yaml:"weapon" json:"weapon"`                       // in hand
	Shield      Shield      `yaml:"shield,omitempty" json:"shield,omitempty"`   // carried
	Missile     string      `yaml:"missile,omitempty" json:"missile,omitempty"` // a missile weapon
	Blows       int         `yaml:"blows" json:"blows"`                         // per melee turn, bonus blows included
	BonusBlows  int         `yaml:"bonus_blows,omitempty" json:"bonus_blows,omitempty"`
	HandBlows   int         `yaml:"hand_blows,omitempty" json:"hand_blows,omitempty"` // hand-to-hand (C&S p.57)
	Body        int         `yaml:"body" json:"body"`
	Fatigue     int         `yaml:"fatigue" json:"fatigue"`
	Move        Inches      `yaml:"move" json:"move"`                                     // per half-turn (TERMS)
	ChargeBonus Inches      `yaml:"charge_bonus,omitempty" json:"charge_bonus,omitempty"` // on foot (C&S)
	Hit         int         `yaml:"hit,omitempty" json:"hit,omitempty"`                   // % to hit, besides the weapon's
	HeavyHit    int         `yaml:"heavy_hit,omitempty" json:"heavy_hit,omitempty"`       // heavy weapon to-hit bonus
	Parry       int         `yaml:"parry,omitempty" json:"parry,omitempty"`               // % off blows (WEAPON PARRY)
	Dodge       int         `yaml:"dodge,omitempty" json:"dodge,omitempty"`               // % off blows (DODGE)
	MKL         int         `yaml:"mkl,omitempty" json:"mkl,omitempty"`                   // magick level; 0: no mage
	Breed       string      `yaml:"breed,omitempty" json:"breed,omitempty"`               // a steed's class (mounts table)
	Mount       string      `yaml:"mount,omitempty" json:"mount,omitempty"`               // the steed a rider sits on
}

// Has reports whether the figure has trait t, counting what its kind
// gives: humanoids are intelligent unless marked unintelligent, and steeds
// are trained (CHARGE MOVEMENT presupposes "steeds trained to destrier
// level").
func (f *Figure) Has(t Trait) bool {
	switch t {
	case Intelligent:
		if f.Kind == Humanoid && !slices.Contains(f.Traits, Unintelligent) {
			return true
		}
	case Trained:
		if f.Kind == Steed {
			return true
		}
	}
	return slices.Contains(f.Traits, t)
}

// Beast reports whether the figure is an animal, counting steeds.
func (f *Figure) Beast() bool { return f.Kind == Animal || f.Kind == Steed }

// Mage reports whether the figure casts spells.
func (f *Figure) Mage() bool { return f.MKL > 0 }

// Tall reports whether the figure stands over 10 feet, which lets it reach
// as a pole arm, grapple a rider from front or rear and kick a horseman.
func (f *Figure) Tall() bool { return f.Height > 10 }

// Posture is how a figure stands.
type Posture string

// Postures; the zero value is standing.
const (
	Standing Posture = ""
	Kneeling Posture = "kneeling"
	Prone    Posture = "prone"
)

// Status is what changes about a figure during a fight.
type Status struct {
	BlowsLeft      int      `json:"blows_left"`
	PassiveRun     int      `json:"passive_run,omitempty"`     // card rounds in a row of PASSIVE SHIELD PARRY alone
	FreeParryUsed  bool     `json:"free_parry_used,omitempty"` // the ACTIVE SHIELD PARRY at no blows, once a turn
	Charged        bool     `json:"charged,omitempty"`         // has played CHARGE this turn
	HasCharged     bool     `json:"has_charged,omitempty"`     // has charged in this combat (animals may CLOSE)
	Berserk        bool     `json:"berserk,omitempty"`
	Stupor         bool     `json:"stupor,omitempty"` // a calmed berserk, badly hurt: a quarter of his blows
	Posture        Posture  `json:"posture,omitempty"`
	Stunned        bool     `json:"stunned,omitempty"`
	RestrainedBy   []string `json:"restrained_by,omitempty"`
	FatigueLost    int      `json:"fatigue_lost,omitempty"`
	BodyLost       int      `json:"body_lost,omitempty"`
	Drawn          string   `json:"drawn,omitempty"` // a weapon drawn in place of the scenario's
	Disarmed       bool     `json:"disarmed,omitempty"`
	WeaponBroken   bool     `json:"weapon_broken,omitempty"`
	ShieldBroken   bool     `json:"shield_broken,omitempty"`
	LanceBroken    bool     `json:"lance_broken,omitempty"`
	Loaded         bool     `json:"loaded,omitempty"`          // the missile weapon is loaded
	UsedMissile    bool     `json:"used_missile,omitempty"`    // FIRE/THROW or RELOAD this melee turn
	Prepared       int      `json:"prepared,omitempty"`        // PREPARE SPELL cards played
	SpellsCast     int      `json:"spells_cast,omitempty"`     // this melee turn
	HamstringTried bool     `json:"hamstring_tried,omitempty"` // once per turn
	Unhorsed       bool     `json:"unhorsed,omitempty"`        // a rider thrown or pulled from the saddle
	Speed          Speed    `json:"speed,omitempty"`           // a steed's speed category
	SteedTAC       CardName `json:"steed_tac,omitempty"`       // the TAC card a steed keeps for the turn
}

// Fighter is a figure and its present status: what the rules ask about.
type Fighter struct {
	*Figure
	Status
}

// InHand is the weapon the fighter holds: the one he drew, else his own.
func (f Fighter) InHand() string {
	if f.Drawn != "" {
		return f.Drawn
	}
	return f.Weapon
}

// Armed reports whether the fighter has a usable weapon in hand.
func (f Fighter) Armed() bool { return f.InHand() != "" && !f.Disarmed && !f.WeaponBroken }

// ShieldUp reports whether the fighter has a whole shield on his arm.
func (f Fighter) ShieldUp() bool { return f.Shield != NoShield && !f.ShieldBroken }

// Mounted reports whether the fighter is in the saddle.
func (f Fighter) Mounted() bool { return f.Mount != "" && !f.Unhorsed }

// Down reports whether the fighter is off his feet.
func (f Fighter) Down() bool { return f.Posture != Standing }

// NewTurn is the fighter's status at the start of a melee turn: his blows
// back, the once-a-turn uses free again (DRAW WEAPON's lost bonus blows and
// the berserk's two extra blows are counted by Blows).
func (f Fighter) NewTurn(r *Rules) Status {
	s := f.Status
	s.BlowsLeft = r.BlowsPerTurn(f)
	s.PassiveRun = 0
	s.FreeParryUsed = false
	s.Charged = false
	s.UsedMissile = false
	s.SpellsCast = 0
	s.HamstringTried = false
	return s
}
