package tenths

import (
	"fmt"

	"herald/internal/dice"
)

// Defence is how a defender meets an attack.
type Defence string

// The defences of the base system (the text: parry, active dodge, passive
// dodge).
const (
	Parry        Defence = "parry"
	ActiveDodge  Defence = "active-dodge"
	PassiveDodge Defence = "passive-dodge"
)

// AttackDie is the die of every attack (the text's d20: critical rolls of
// 1 and 20).
const AttackDie = 20

// Fighter is one side of an exchange: the values the rules need.
type Fighter struct {
	Name      string      `json:"name"`
	Strength  int         `json:"strength"`
	Dexterity int         `json:"dexterity"`
	Skill     Decimal     `json:"skill"`            // with Weapon
	Weapon    *Weapon     `json:"weapon,omitempty"` // the attacker's weapon; the defender's parrying weapon
	Armour    *ArmourType `json:"armour,omitempty"`
	// Loss is what wounds and fatigue take off his potentials, and Slow
	// what they add to his action times.
	Loss int `json:"loss,omitempty"`
	Slow int `json:"slow,omitempty"`
}

// Figures are an attack's numbers once every rule has altered them.
type Figures struct {
	BaseSpeed        int      `json:"base_speed"`
	AttackFactor     int      `json:"attack_factor"`
	AttackPotential  int      `json:"attack_potential"`
	BlowStrength     int      `json:"blow_strength"`
	Damaging         bool     `json:"damaging"`
	DefenceFactor    int      `json:"defence_factor"`
	DefencePotential int      `json:"defence_potential"`
	HitClass         HitClass `json:"hit_class"`
	// AllAreas is grapeshot: every area is hit (guns); NoLocation the net.
	AllAreas   bool `json:"all_areas,omitempty"`
	NoLocation bool `json:"no_location,omitempty"`
	Span       Span `json:"span"`
}

// Alteration is one change a rule made to an attack's figures.
type Alteration struct {
	Rule   string `json:"rule"`
	Figure string `json:"figure"`
	By     int    `json:"by"`
	Why    string `json:"why"`
}

// Exchange is one attack: who strikes whom, with what, against which
// defence, in what situation, and the figures the rules give it.
type Exchange struct {
	Attacker  Fighter   `json:"attacker"`
	Defender  Fighter   `json:"defender"`
	Defence   Defence   `json:"defence"`
	Missile   *Missile  `json:"missile,omitempty"`
	Range     int       `json:"range,omitempty"` // hexes, for a missile
	Situation Situation `json:"situation"`

	Figures     Figures      `json:"figures"`
	Alterations []Alteration `json:"alterations,omitempty"`
}

// alter changes one figure and notes why.
func (x *Exchange) alter(rule, figure string, by int, why string) {
	if by == 0 {
		return
	}
	f := &x.Figures
	p := map[string]*int{
		"base speed": &f.BaseSpeed, "attack factor": &f.AttackFactor,
		"attack potential": &f.AttackPotential, "blow strength": &f.BlowStrength,
		"defence factor": &f.DefenceFactor, "defence potential": &f.DefencePotential,
	}[figure]
	*p += by
	x.Alterations = append(x.Alterations, Alteration{Rule: rule, Figure: figure, By: by, Why: why})
}

// Prepare works out an exchange's figures: the base system's, then each
// module the scenario plays, in the registry's order. It refuses an
// exchange the rules forbid, or one whose situation calls on a module the
// scenario does not play.
func (r *Rules) Prepare(ms Modules, x Exchange) (Exchange, error) {
	x.Alterations = nil
	if err := ms.check(&x); err != nil {
		return x, err
	}
	var err error
	if x.Missile != nil {
		err = r.baseMissile(&x)
	} else {
		err = r.baseMelee(&x)
	}
	if err != nil {
		return x, err
	}
	for _, m := range registry {
		if m.Alter != nil && ms.On(m.Name) {
			if err := m.Alter(r, &x); err != nil {
				return x, err
			}
		}
	}
	if x.Figures.BaseSpeed < r.Base.Formulas.ActionMin {
		x.Figures.BaseSpeed = r.Base.Formulas.ActionMin
	}
	return x, nil
}

func (r *Rules) baseMelee(x *Exchange) error {
	a, d, f := &x.Attacker, &x.Defender, r.Base.Formulas
	w := a.Weapon
	if w == nil {
		return errf(TagAttack, "%s has no weapon to attack with", a.Name)
	}
	if w.ParryOnly {
		return errf(TagAttack, "a %s parries but does not attack", w.Name)
	}
	fig := Figures{
		BaseSpeed:        f.BaseSpeed(w, a.Skill) + a.Slow,
		AttackPotential:  -a.Loss,
		DefencePotential: -d.Loss,
		HitClass:         w.HitClass(),
		Span:             r.Hits.Full(),
	}
	fig.BlowStrength, fig.Damaging = f.BlowStrength(w, a.Strength, a.Skill)
	if x.Defence == Parry {
		fig.AttackFactor = w.AntiParry(a.Skill)
	} else {
		fig.AttackFactor = w.AccuracyOf(a.Skill)
	}
	def, err := r.defenceFactor(x, w.Type)
	if err != nil {
		return err
	}
	fig.DefenceFactor = def
	x.Figures = fig
	return nil
}

// defenceFactor is the defender's parry factor, active dodge factor or
// passive dodge factor.
func (r *Rules) defenceFactor(x *Exchange, against Type) (int, error) {
	d, f := &x.Defender, r.Base.Formulas
	if d.Armour == nil {
		return 0, errf(TagArmour, "%s has no armour type (give none)", d.Name)
	}
	switch x.Defence {
	case Parry:
		if d.Weapon == nil {
			return 0, errf(TagAttack, "%s has no weapon to parry with", d.Name)
		}
		pf, ok := f.ParryFactor(d.Weapon, d.Skill, against)
		if !ok {
			return 0, errf(TagAttack, "a %s cannot parry a %sing attack", d.Weapon.Name, against)
		}
		return pf, nil
	case ActiveDodge:
		return d.Armour.ActiveDodge + d.Dexterity/f.DodgeDexDivisor, nil
	case PassiveDodge:
		return d.Armour.PassiveDodge, nil
	}
	return 0, errf(TagAttack, "defence %q: give parry, active-dodge or passive-dodge", x.Defence)
}

func (r *Rules) baseMissile(x *Exchange) error {
	a, d, m := &x.Attacker, &x.Defender, x.Missile
	if x.Defence == Parry {
		return errf(TagAttack, "a missile cannot be parried; dodge it")
	}
	band, ok := m.BandAt(x.Range)
	if !ok || x.Range < 1 {
		return errf(TagAttack, "%s is %d hexes away: a %s reaches 1 to %d", d.Name, x.Range, m.Name, m.MaxRange())
	}
	fig := Figures{
		BaseSpeed:        m.Fire + a.Slow,
		AttackFactor:     MulFloor(m.Accuracy, a.Skill),
		AttackPotential:  band.Potential - a.Loss,
		DefencePotential: -d.Loss,
		BlowStrength:     m.B,
		Damaging:         true,
		HitClass:         MediumStab,
		Span:             r.Hits.Full(),
	}
	def, err := r.defenceFactor(x, Stab)
	if err != nil {
		return err
	}
	fig.DefenceFactor = def
	x.Figures = fig
	if band.Potential != 0 {
		x.Alterations = append(x.Alterations, Alteration{Rule: TagAttack, Figure: "attack potential", By: band.Potential,
			Why: fmt.Sprintf("range %d hexes", x.Range)})
	}
	return nil
}

// Outcome is the roll of an attack.
type Outcome struct {
	Roll     int  `json:"roll"`
	Excess   int  `json:"excess"`
	Hit      bool `json:"hit"`
	Critical int  `json:"critical,omitempty"` // 1 or 20
}

// Roll rolls a prepared exchange: excess = d20 + attack factor + attack
// potential - defence factor - defence potential; it hits on an excess
// of 0 or more. A 20 always hits, a 1 always misses (critical rolls).
func (x *Exchange) Roll(d dice.Source) Outcome {
	f := x.Figures
	roll := d.Roll(AttackDie, "attack "+x.Attacker.Name)
	out := Outcome{Roll: roll, Excess: roll + f.AttackFactor + f.AttackPotential - f.DefenceFactor - f.DefencePotential}
	out.Hit = out.Excess >= 0
	switch roll {
	case AttackDie:
		out.Hit, out.Critical = true, AttackDie
	case 1:
		out.Hit, out.Critical = false, 1
	}
	return out
}

// CriticalDamage is what a critical hit adds to the damage factor
// (herald's default, base:attack).
const CriticalDamage = 3

// Injury is the damage a hit does to one location.
type Injury struct {
	Hit        HitRoll    `json:"hit"`
	Protection int        `json:"protection"`
	Effective  int        `json:"effective"`
	Factor     int        `json:"factor"`
	Wound      *WoundType `json:"wound"`
}

// Injure finds where a hit lands and what it does: blow strength less the
// armour on the area is the effective blow strength; with the excess it
// gives the damage factor, and with the location the wound. Grapeshot
// (AllAreas) injures every location separately, skipping those the blow
// cannot pass; the net and attacks without damage injure nothing.
func (r *Rules) Injure(ms Modules, x *Exchange, out Outcome, d dice.Source) ([]Injury, error) {
	f := x.Figures
	if !out.Hit || !f.Damaging || f.NoLocation {
		return nil, nil
	}
	if f.AllAreas {
		var injuries []Injury
		for _, loc := range r.Hits.Locations {
			in := r.injury(ms, x, out, HitRoll{Table: "all", Location: loc})
			if in.Effective > 0 {
				injuries = append(injuries, in)
			}
		}
		return injuries, nil
	}
	hr, err := r.Hits.Roll(f.HitClass, f.Span, d)
	if err != nil {
		return nil, err
	}
	return []Injury{r.injury(ms, x, out, hr)}, nil
}

func (r *Rules) injury(ms Modules, x *Exchange, out Outcome, hr HitRoll) Injury {
	prot := x.Defender.Armour.Protects(hr.Location.Area)
	if ms.On(TagConstruction) && x.Situation.Construction != nil {
		prot = x.Situation.Construction.Protection(hr.Location.Area, x)
	}
	eff := x.Figures.BlowStrength - prot
	factor := r.Wounds.Damage.Factor(eff, out.Excess)
	if out.Critical == AttackDie {
		factor += CriticalDamage
	}
	return Injury{Hit: hr, Protection: prot, Effective: eff, Factor: factor, Wound: r.Wounds.Wound(factor, hr.Location)}
}
