package chainmail

import "fmt"

// AttackKind is what a figure does to another in a round of man-to-man
// melee.
type AttackKind string

// The kinds of attack.
const (
	AttackBlow    AttackKind = "blow"    // his weapon (or fists), or a creature's claws and fangs
	AttackHorse   AttackKind = "horse"   // his horse's (special rules: "Horse and Rider attack")
	AttackGrapple AttackKind = "grapple" // special rules, grappling
	AttackDisarm  AttackKind = "disarm"  // special rules, disarm: or unhorse a rider
)

// Attack is one figure's attack on another. AtHorse strikes a rider's
// horse rather than the rider.
type Attack struct {
	Attacker int        `json:"attacker"`
	Defender int        `json:"defender"`
	Kind     AttackKind `json:"kind"`
	AtHorse  bool       `json:"at_horse,omitempty"`
}

// Table names for an attack plan: which table decides it.
const (
	TableManToMan = "man-to-man"
	TableFantasy  = "fantasy"
	TableMass     = "mass"
	TableGrapple  = "grapple"
	TableDisarm   = "disarm"
)

// AttackPlan is an attack looked up, not rolled: the table that decides
// it and what it needs.
type AttackPlan struct {
	Attack
	Table string `json:"table"`
	// Blows are man-to-man blows: one for each man the attacker fights as,
	// pips on the last (a disarm is one blow against AC 2).
	Blows   []BlowResult   `json:"blows,omitempty"`
	Fantasy *FantasyResult `json:"fantasy,omitempty"`
	// Mass is a creature's dice against a man (its troop type against his).
	Mass *Strike `json:"mass,omitempty"`
	// Fists: bare hands, not a monk's; a hit does the unarmed damage
	// rather than kill.
	Fists bool     `json:"fists,omitempty"`
	Notes []string `json:"notes,omitempty"`
}

// PlanAttack looks an attack up against the figures as they stand at the
// start of the round.
func (r *Rules) PlanAttack(fs []Fighter, a Attack) (AttackPlan, error) {
	if err := r.checkAttack(fs, a); err != nil {
		return AttackPlan{}, err
	}
	att, def := fs[a.Attacker], fs[a.Defender]
	p := AttackPlan{Attack: a}
	switch {
	case a.Kind == AttackGrapple:
		p.Table = TableGrapple
	case a.Kind == AttackDisarm:
		w, mod := r.weaponOf(att)
		b, err := r.PlanBlow(r.DisarmAttack(w, mod))
		if err != nil {
			return AttackPlan{}, err
		}
		p.Table, p.Blows = TableDisarm, []BlowResult{b}
	case a.Kind == AttackHorse:
		w := r.Special.Mounted.HorseWeapons[att.Mount.Kind]
		b, err := r.PlanBlow(Blow{Weapon: w, Armour: r.struckArmour(def, a.AtHorse), ProneDismounted: def.Prone})
		if err != nil {
			return AttackPlan{}, err
		}
		p.Table, p.Blows = TableManToMan, []BlowResult{b}
		p.Notes = append(p.Notes, fmt.Sprintf("a %s horse attacks as a %s", att.Mount.Kind, w))
	case att.Fantasy != "" && def.Fantasy != "" && !a.AtHorse:
		res, err := r.Fantasy.PlanFantasy(FantasyAttack{Attacker: att.Fantasy, Defender: def.Fantasy, Pips: r.fantasyPips(att)})
		if err != nil {
			return AttackPlan{}, err
		}
		p.Table, p.Fantasy = TableFantasy, &res
	case att.Class == Monster:
		s := r.Mass.Plan(MassSide{Unit: Unit{Type: att.Troop, Men: att.Men, Pips: att.Pips}, Attacking: true, Struck: Front, Men: att.Men},
			MassSide{Unit: Unit{Type: def.Troop, DefendAs: def.DefendAs, Men: 1}, Struck: Front})
		p.Table, p.Mass = TableMass, &s
		p.Notes = append(p.Notes, fmt.Sprintf("a %s attacks a man as %d %s", att.Creature, att.Men, att.Troop))
	default:
		bs, err := r.planBlows(att, def, a.AtHorse)
		if err != nil {
			return AttackPlan{}, err
		}
		p.Table, p.Blows = TableManToMan, bs
		w, _ := r.weaponOf(att)
		p.Fists = w == r.Special.Unarmed.Name
	}
	return p, nil
}

// fantasyPips are a figure's pips on the fantasy table: for heroes and
// superheroes only ("Hero + only"); a wizard's are his man-to-man pips.
func (r *Rules) fantasyPips(f Fighter) int {
	for _, c := range r.Fantasy.PipsAllowed {
		if c == f.Fantasy {
			return f.FantasyPips
		}
	}
	if f.Fantasy == r.Fantasy.Hero && f.FantasyPips == -1 {
		return -1
	}
	return 0
}

func (r *Rules) checkAttack(fs []Fighter, a Attack) error {
	for _, i := range []int{a.Attacker, a.Defender} {
		if i < 0 || i >= len(fs) {
			return errf(RefMelee, "no figure %d", i)
		}
	}
	att, def := fs[a.Attacker], fs[a.Defender]
	switch {
	case a.Attacker == a.Defender:
		return errf(RefMelee, "%s cannot attack himself", att.Name)
	case att.Dead || def.Dead:
		return errf(RefMelee, "%s cannot fight %s: one of them is dead", att.Name, def.Name)
	case att.Stunned > 0:
		return errf(RefSpecial, "%s is stunned and cannot attack", att.Name)
	case att.Prone:
		return errf(RefSpecial, "%s is prone and must rise before he attacks", att.Name)
	case att.Locked && a.Kind != AttackGrapple:
		return errf(RefSpecial, "%s is locked in a grapple and can only grapple", att.Name)
	case a.Kind == AttackHorse && !att.Mounted():
		return errf(RefSpecial, "%s has no horse to attack with", att.Name)
	case a.AtHorse && !def.Mounted():
		return errf(RefMelee, "%s is not mounted: there is no horse to strike", def.Name)
	case a.Kind == AttackDisarm && !def.Mounted() && (def.Disarmed || def.Weapon == r.Special.Unarmed.Name || def.Class == Monster):
		return errf(RefSpecial, "%s has no weapon to lose and no horse to be thrown from", def.Name)
	case a.Kind == AttackGrapple && att.Class == Monster:
		return errf(RefSpecial, "a creature does not grapple: it attacks as its troop type")
	}
	switch a.Kind {
	case AttackBlow, AttackHorse, AttackGrapple, AttackDisarm:
		return nil
	}
	return errf(RefMelee, "unknown attack %q; valid: blow, disarm, grapple, horse", a.Kind)
}

// weaponOf is the weapon a figure strikes with, and the modifier a monk's
// fists carry: a disarmed man fights with his fists; a monk's fists are a
// weapon ("as armed per the character class").
func (r *Rules) weaponOf(f Fighter) (string, int) {
	w := f.Weapon
	if f.Disarmed {
		w = r.Special.Unarmed.Name
	}
	if w == r.Special.Unarmed.Name && f.Monk {
		return r.Rulings.Figures.MonkUnarmedAs, r.Rulings.Figures.MonkModifier
	}
	return w, 0
}

// struckArmour is the column a blow at a figure uses: his armour, or his
// horse's.
func (r *Rules) struckArmour(f Fighter, atHorse bool) Armour {
	if atHorse {
		return r.Melee.HorseColumn(f.Mount.Barded)
	}
	return f.Armour
}

// planBlows are a man's blows: one for each man he fights as, with his
// weapon against the defender's armour (or horse), +1 mounted against a man
// on foot, his pips on the last.
func (r *Rules) planBlows(att, def Fighter, atHorse bool) ([]BlowResult, error) {
	w, mod := r.weaponOf(att)
	if att.Mounted() && !def.Mounted() {
		mod += r.Special.Mounted.VersusFoot
	}
	var out []BlowResult
	for i := range max(att.Men, 1) {
		m := mod
		if i == att.Men-1 {
			m += att.Pips
		}
		b, err := r.PlanBlow(Blow{Weapon: w, Armour: r.struckArmour(def, atHorse), Modifier: m, ProneDismounted: def.Prone && !atHorse})
		if err != nil {
			return nil, err
		}
		if att.Mounted() && !def.Mounted() {
			b.Notes = append(b.Notes, "mounted against a man on foot +1")
		}
		if i == att.Men-1 && att.Pips != 0 {
			b.Notes = append(b.Notes, fmt.Sprintf("%+d pips on the last attack", att.Pips))
		}
		out = append(out, b)
	}
	return out, nil
}
