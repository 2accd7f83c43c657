package chainmail

import (
	"fmt"

	"herald/internal/dice"
)

// UnarmedRule: an unarmed man attacks as a weapon of the table, adjusted.
type UnarmedRule struct {
	Name     string `yaml:"name"`     // "unarmed"
	As       string `yaml:"as"`       // dagger
	Modifier int    `yaml:"modifier"` // -1
	Damage   string `yaml:"damage"`   // 1d6
}

// GrappleRule: an unarmed attack against AC, then opposed 2d6 plus
// fighting capacity.
type GrappleRule struct {
	VersusAC int `yaml:"versus_ac"` // armour ignored: AC 9
}

// DisarmRule: an attack against AC; on success the defender saves or is
// disarmed.
type DisarmRule struct {
	VersusAC int    `yaml:"versus_ac"` // AC 2
	Save     string `yaml:"save"`      // dragon breath
}

// MountedRule: bonuses and the weapons a horse attacks with.
type MountedRule struct {
	VersusFoot   int               `yaml:"versus_foot"`   // +1
	HorseWeapons map[string]string `yaml:"horse_weapons"` // light/medium/heavy -> weapon
}

// StunBand is a band of the stun die.
type StunBand struct {
	From   int `yaml:"from" json:"from"`
	To     int `yaml:"to" json:"to"`
	Rounds int `yaml:"rounds" json:"rounds"`
}

// SpecialRules are the special rules of Appendix E.
type SpecialRules struct {
	Ref     string      `yaml:"ref"`
	Unarmed UnarmedRule `yaml:"unarmed"`
	Grapple GrappleRule `yaml:"grapple"`
	Disarm  DisarmRule  `yaml:"disarm"`
	Mounted MountedRule `yaml:"mounted"`
	Stun    []StunBand  `yaml:"stun"`
}

func (s *SpecialRules) validate(m *MeleeRules) error {
	if _, err := m.Lookup(s.Unarmed.As, m.Armour[0].Name); err != nil {
		return fmt.Errorf("special: unarmed attacks as %q: %v", s.Unarmed.As, err)
	}
	for _, ac := range []int{s.Grapple.VersusAC, s.Disarm.VersusAC} {
		if _, ok := m.ArmourByAC(ac); !ok {
			return fmt.Errorf("special: no armour column has AC %d", ac)
		}
	}
	for kind, w := range s.Mounted.HorseWeapons {
		if _, err := m.Lookup(w, m.Armour[0].Name); err != nil {
			return fmt.Errorf("special: %s horse attacks as %q: %v", kind, w, err)
		}
	}
	face := 1
	for _, b := range s.Stun {
		if b.From != face || b.To < b.From || b.Rounds < 0 {
			return fmt.Errorf("special: stun bands must cover 1-6 in order, got %d-%d", b.From, b.To)
		}
		face = b.To + 1
	}
	if face != 7 {
		return fmt.Errorf("special: stun bands end at %d, not 6", face-1)
	}
	return nil
}

// StunRounds reads the stun die: how many rounds a man is stunned.
func (s *SpecialRules) StunRounds(face int) int {
	for _, b := range s.Stun {
		if face >= b.From && face <= b.To {
			return b.Rounds
		}
	}
	return 0
}

// RollStun rolls the stun die.
func (s *SpecialRules) RollStun(src dice.Source) (face, rounds int) {
	face = dice.D6(src, "chainmail stun")
	return face, s.StunRounds(face)
}

// GrappleResult explains a grapple.
type GrappleResult struct {
	Attack      BlowResult `json:"attack"`
	Held        bool       `json:"held"` // the unarmed attack landed
	AttackerSum int        `json:"attacker_sum,omitempty"`
	DefenderSum int        `json:"defender_sum,omitempty"`
	Locked      bool       `json:"locked,omitempty"` // a tie: both locked and immobile
	Thrown      string     `json:"thrown,omitempty"` // "attacker" or "defender": thrown off and stunned
	StunFace    int        `json:"stun_face,omitempty"`
	StunRounds  int        `json:"stun_rounds,omitempty"`
	Reference   string     `json:"ref"`
}

// ResolveGrapple: an unarmed attack ignoring armour; if it lands each side
// rolls 2d6 plus its fighting capacity; a tie locks both, otherwise the
// loser is thrown off and rolls for stun.
func (r *Rules) ResolveGrapple(attackerFC, defenderFC int, src dice.Source) (GrappleResult, error) {
	armour, _ := r.Melee.ArmourByAC(r.Special.Grapple.VersusAC)
	hit, err := r.ResolveBlow(Blow{Weapon: r.Special.Unarmed.Name, Armour: armour}, src)
	if err != nil {
		return GrappleResult{}, err
	}
	g := GrappleResult{Attack: hit, Held: hit.Killed, Reference: r.Special.Ref}
	if !g.Held {
		return g, nil
	}
	g.AttackerSum = dice.TwoD6(src, "chainmail grapple: attacker") + attackerFC
	g.DefenderSum = dice.TwoD6(src, "chainmail grapple: defender") + defenderFC
	switch {
	case g.AttackerSum == g.DefenderSum:
		g.Locked = true
		return g, nil
	case g.AttackerSum > g.DefenderSum:
		g.Thrown = "defender"
	default:
		g.Thrown = "attacker"
	}
	g.StunFace, g.StunRounds = r.Special.RollStun(src)
	return g, nil
}

// DisarmAttack is the attack of a disarm attempt: the weapon against the
// armour the rule names (AC 2), whatever the defender wears. On a hit the
// defender saves against Special.Disarm.Save or loses his weapon.
func (r *Rules) DisarmAttack(weapon string, modifier int) Blow {
	armour, _ := r.Melee.ArmourByAC(r.Special.Disarm.VersusAC)
	return Blow{Weapon: weapon, Armour: armour, Modifier: modifier}
}

// GrappleChances are the exact chances of a grapple's outcomes: the
// unarmed attack misses, both are locked, or one side is thrown off.
type GrappleChances struct {
	Hold           Fraction `json:"hold"`
	Miss           Fraction `json:"miss"`
	Locked         Fraction `json:"locked"`
	DefenderThrown Fraction `json:"defender_thrown"`
	AttackerThrown Fraction `json:"attacker_thrown"`
}

// GrappleOdds works out a grapple's chances: the unarmed attack against
// the AC 9 column, then 2d6 plus each side's fighting capacity.
func (r *Rules) GrappleOdds(attackerFC, defenderFC int) (GrappleChances, error) {
	armour, _ := r.Melee.ArmourByAC(r.Special.Grapple.VersusAC)
	b, err := r.PlanBlow(Blow{Weapon: r.Special.Unarmed.Name, Armour: armour})
	if err != nil {
		return GrappleChances{}, err
	}
	hold := b.KillChance()
	var win, tie, lose int // of 1296
	for a := 2; a <= 12; a++ {
		for d := 2; d <= 12; d++ {
			w := twoD6Ways[a] * twoD6Ways[d]
			switch {
			case a+attackerFC > d+defenderFC:
				win += w
			case a+attackerFC == d+defenderFC:
				tie += w
			default:
				lose += w
			}
		}
	}
	const den = 36 * 1296
	return GrappleChances{
		Hold: hold, Miss: Fraction{36 - hold.Num, 36},
		Locked:         Fraction{hold.Num * tie, den},
		DefenderThrown: Fraction{hold.Num * win, den},
		AttackerThrown: Fraction{hold.Num * lose, den},
	}, nil
}

// StunChances are the chances of each band of the stun die.
func (s *SpecialRules) StunChances() []Fraction {
	var out []Fraction
	for _, b := range s.Stun {
		out = append(out, Fraction{b.To - b.From + 1, 6})
	}
	return out
}

// DisarmChances are a disarm's exact chances: the blow against AC 2 lands
// (Hit), then the defender fails his save against dragon breath
// (Disarmed, or unhorsed if he rides).
type DisarmChances struct {
	Blow     BlowResult `json:"blow"`
	Save     Save       `json:"save"`
	Hit      Fraction   `json:"hit"`
	Disarmed Fraction   `json:"disarmed"`
}

// DisarmOdds works out a disarm by weapon (with a modifier on the dice)
// against a defender who saves at a level and class.
func (r *Rules) DisarmOdds(weapon string, modifier, level int, class string) (DisarmChances, error) {
	b, err := r.PlanBlow(r.DisarmAttack(weapon, modifier))
	if err != nil {
		return DisarmChances{}, err
	}
	s, err := r.Character.PlanSave(level, class, r.Special.Disarm.Save)
	if err != nil {
		return DisarmChances{}, err
	}
	hit := b.KillChance()
	fail := TwoD6Below(s.Need)
	return DisarmChances{Blow: b, Save: s, Hit: hit, Disarmed: Fraction{hit.Num * fail.Num, 36 * 36}}, nil
}
