package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// TroopType is a mass-combat troop type: light-foot, heavy-foot,
// armored-foot, light-horse, medium-horse, heavy-horse.
type TroopType string

// MassEntry is one cell of Appendix A: an attacker of one type striking a
// defender of another rolls Dice dice for every Men men, and each die
// showing KillFrom or more kills one man.
type MassEntry struct {
	Attacker      TroopType `yaml:"attacker" json:"attacker"`
	Defender      TroopType `yaml:"defender" json:"defender"`
	Dice          int       `yaml:"dice" json:"dice"`
	Men           int       `yaml:"men" json:"men"`
	KillFrom      int       `yaml:"kill_from" json:"kill_from"`
	Reconstructed string    `yaml:"reconstructed,omitempty" json:"reconstructed,omitempty"`
}

// SwissRule is the close-formation rule for Swiss and Landsknechte.
type SwissRule struct {
	MinMen        int       `yaml:"min_men"`         // 5x2 figures
	AttackAs      TroopType `yaml:"attack_as"`       // fight as armored foot
	MassShockMen  int       `yaml:"mass_shock_men"`  // one "mass shock" die per this many attackers
	DefendCloseAs TroopType `yaml:"defend_close_as"` // close order, pole arms to the front
	ExposedAs     TroopType `yaml:"exposed_as"`      // struck in flank or rear, or in open order
}

// CloseOrderRule says which weapons can inflict frontal casualties on a
// close-order formation armed with Formation's pole arm, and which may not
// attack its front at all (the text's knight with a lance and the pikes).
type CloseOrderRule struct {
	Formation string   `yaml:"formation"`
	HurtBy    []string `yaml:"hurt_by"`
	Refuses   []string `yaml:"refuses,omitempty"`
}

// CheckAttack refuses an attack the text forbids: a weapon a close-order
// pole-arm formation refuses may not attack its front ("he could not
// attack a formation of pikes"). Other weapons may attack it and do it no
// harm.
func (m *MassRules) CheckAttack(attacker, target Unit, aspect Aspect) error {
	if !target.CloseOrder || aspect != Front {
		return nil
	}
	for _, c := range m.CloseOrder {
		if c.Formation == target.Weapon && slices.Contains(c.Refuses, attacker.Weapon) {
			return errf(RefMass, "men armed with %s cannot attack the front of a close-order formation of %s", attacker.Weapon, c.Formation)
		}
	}
	return nil
}

// MassRules is Appendix A.
type MassRules struct {
	Ref             string           `yaml:"ref"`
	Types           []TroopType      `yaml:"types"`
	ExtraDieTypes   []TroopType      `yaml:"extra_die_types"`   // the types starred in the table
	ExtraDieWeapons []string         `yaml:"extra_die_weapons"` // pike, halberd
	Entries         []MassEntry      `yaml:"entries"`
	Swiss           SwissRule        `yaml:"swiss"`
	CloseOrder      []CloseOrderRule `yaml:"close_order"`

	index map[[2]TroopType]MassEntry
}

func (m *MassRules) validate() error {
	if len(m.Types) == 0 {
		return fmt.Errorf("mass: no troop types")
	}
	m.index = map[[2]TroopType]MassEntry{}
	for i, e := range m.Entries {
		if !slices.Contains(m.Types, e.Attacker) || !slices.Contains(m.Types, e.Defender) {
			return fmt.Errorf("mass entry %d: unknown troop type in %s vs %s", i+1, e.Attacker, e.Defender)
		}
		if e.Dice < 1 || e.Men < 1 || e.KillFrom < 1 || e.KillFrom > 6 {
			return fmt.Errorf("mass entry %d (%s vs %s): dice %d per %d men, kills on %d+ is not a table cell", i+1, e.Attacker, e.Defender, e.Dice, e.Men, e.KillFrom)
		}
		k := [2]TroopType{e.Attacker, e.Defender}
		if _, dup := m.index[k]; dup {
			return fmt.Errorf("mass entry %d: %s vs %s given twice", i+1, e.Attacker, e.Defender)
		}
		m.index[k] = e
	}
	for _, a := range m.Types {
		for _, d := range m.Types {
			if _, ok := m.index[[2]TroopType{a, d}]; !ok {
				return fmt.Errorf("mass: no entry for %s vs %s", a, d)
			}
		}
	}
	for _, t := range append(append([]TroopType{}, m.ExtraDieTypes...), m.Swiss.AttackAs, m.Swiss.DefendCloseAs, m.Swiss.ExposedAs) {
		if !slices.Contains(m.Types, t) {
			return fmt.Errorf("mass: special rule names unknown troop type %q", t)
		}
	}
	if m.Swiss.MinMen < 1 || m.Swiss.MassShockMen < 1 {
		return fmt.Errorf("mass: swiss rule needs min_men and mass_shock_men")
	}
	return nil
}

func (m *MassRules) typeNames() []string {
	out := make([]string, len(m.Types))
	for i, t := range m.Types {
		out[i] = string(t)
	}
	return out
}

// Lookup returns the Appendix A cell for attacker against defender.
func (m *MassRules) Lookup(attacker, defender TroopType) (MassEntry, error) {
	for _, t := range []TroopType{attacker, defender} {
		if !slices.Contains(m.Types, t) {
			return MassEntry{}, unknown(RefMass, "troop type", string(t), m.typeNames())
		}
	}
	return m.index[[2]TroopType{attacker, defender}], nil
}

// Aspect is the face of a unit an enemy strikes.
type Aspect string

const (
	Front Aspect = "front"
	Flank Aspect = "flank"
	Rear  Aspect = "rear"
)

// Unit is a body of figures in a mass melee, as Appendix A counts it.
type Unit struct {
	Type TroopType `json:"type"`
	// DefendAs is the type it is struck as when that differs from the
	// type it attacks as (the creatures table gives both).
	DefendAs   TroopType `json:"defend_as,omitempty"`
	Men        int       `json:"men"`
	Weapon     string    `json:"weapon,omitempty"` // pike, halberd, lance or empty
	CloseOrder bool      `json:"close_order,omitempty"`
	Swiss      bool      `json:"swiss,omitempty"` // Swiss or Landsknechte
	// Pips add to or take from its highest die ("Troop Type").
	Pips int `json:"pips,omitempty"`
}

// MassMelee is one round of melee between two units: the attacker strikes
// the defender's Aspect, the defender strikes back at the attacker's front.
// Both sides roll; casualties are taken together.
type MassMelee struct {
	Attacker Unit   `json:"attacker"`
	Defender Unit   `json:"defender"`
	Aspect   Aspect `json:"aspect"`
}

// Strike is one side's dice in a mass melee: how it fought, what it rolled
// and whom it killed.
type Strike struct {
	By        TroopType `json:"by"`      // the striker's type as it fought
	Against   TroopType `json:"against"` // the target's type as it was struck
	Men       int       `json:"men"`
	Entry     MassEntry `json:"entry"`
	Dice      int       `json:"dice"`
	KillFrom  int       `json:"kill_from"`
	Pips      int       `json:"pips,omitempty"`   // on the highest die
	Immune    bool      `json:"immune,omitempty"` // target cannot be hurt by this striker
	Rolls     []int     `json:"rolls,omitempty"`
	Kills     int       `json:"kills"`
	Notes     []string  `json:"notes,omitempty"`
	Reference string    `json:"ref"`
}

// KillChance is the chance that one of the strike's dice kills.
func (s Strike) KillChance() Fraction {
	if s.Immune {
		return Fraction{0, 6}
	}
	return D6AtLeast(s.KillFrom)
}

// MassResult is a resolved round of mass melee.
type MassResult struct {
	Attacker           Strike `json:"attacker"`
	Defender           Strike `json:"defender"`
	AttackerCasualties int    `json:"attacker_casualties"`
	DefenderCasualties int    `json:"defender_casualties"`
}

// fightsAs is the type a unit counts as in this melee, for its own dice and
// as a target, with the note that explains any change.
func (m *MassRules) fightsAs(u Unit, attacking bool, struck Aspect) (TroopType, string) {
	if !u.Swiss {
		return u.Type, ""
	}
	sw := m.Swiss
	switch {
	case attacking && u.CloseOrder && u.Men >= sw.MinMen:
		return sw.AttackAs, fmt.Sprintf("Swiss/Landsknechte attacking in close formation fight as %s", sw.AttackAs)
	case !u.CloseOrder:
		return sw.ExposedAs, fmt.Sprintf("Swiss/Landsknechte in open order count as %s", sw.ExposedAs)
	case !attacking && struck != Front:
		return sw.ExposedAs, fmt.Sprintf("Swiss/Landsknechte struck in %s count as %s", struck, sw.ExposedAs)
	case !attacking && m.isPoleArm(u.Weapon):
		return sw.DefendCloseAs, fmt.Sprintf("Swiss/Landsknechte defending in close order with pole arms count as %s", sw.DefendCloseAs)
	}
	return u.Type, ""
}

func (m *MassRules) isPoleArm(w string) bool {
	for _, c := range m.CloseOrder {
		if c.Formation == w {
			return true
		}
	}
	return false
}

// MaxUnitMen bounds a unit so dice counts cannot overflow; Chainmail units
// are tens of figures.
const MaxUnitMen = 100000

func (m *MassRules) checkUnit(role string, u Unit) error {
	if !slices.Contains(m.Types, u.Type) {
		return unknown(RefMass, "troop type", string(u.Type), m.typeNames())
	}
	if u.Men < 1 {
		return errf(RefMass, "%s has %d men; a unit needs at least one", role, u.Men)
	}
	if u.Men > MaxUnitMen {
		return errf(RefMass, "%s has %d men; herald fights units of at most %d", role, u.Men, MaxUnitMen)
	}
	return nil
}

// PlanStrike works out, without rolling, the dice one side of mm rolls:
// the attacker's against the defender (attackerStrikes) or the defender's
// back against the attacker's front.
func (m *MassRules) PlanStrike(mm MassMelee, attackerStrikes bool) (Strike, error) {
	if err := m.checkUnit("attacker", mm.Attacker); err != nil {
		return Strike{}, err
	}
	if err := m.checkUnit("defender", mm.Defender); err != nil {
		return Strike{}, err
	}
	if err := checkAspect(mm.Aspect); err != nil {
		return Strike{}, err
	}
	att := MassSide{Unit: mm.Attacker, Attacking: true, Struck: Front, Men: mm.Attacker.Men}
	def := MassSide{Unit: mm.Defender, Struck: mm.Aspect, Men: mm.Defender.Men}
	if !attackerStrikes {
		return m.Plan(def, att), nil
	}
	return m.Plan(att, def), nil
}

func checkAspect(a Aspect) error {
	switch a {
	case Front, Flank, Rear:
		return nil
	}
	return errf(RefMass, "unknown aspect %q; valid: flank, front, rear", a)
}

// MassSide is one side of a mass melee as it strikes or is struck: its unit,
// whether it is the attacker (it charged into this melee), the face the
// enemy strikes it on, and how many of its men strike (those in contact).
type MassSide struct {
	Unit      Unit
	Attacking bool
	Struck    Aspect
	Men       int
}

// Plan works out the dice striker rolls against target (both already
// checked): the Appendix A cell of the types they fight and are struck
// as, the pike and halberd die, the Swiss mass shock dice, and whether a
// close-order pole-arm front cannot be hurt by the striker's weapon.
func (m *MassRules) Plan(striker, target MassSide) Strike {
	byType, byNote := m.fightsAs(striker.Unit, striker.Attacking, striker.Struck)
	againstType, againstNote := m.fightsAs(target.Unit, target.Attacking, target.Struck)
	if againstType == target.Unit.Type && target.Unit.DefendAs != "" {
		againstType = target.Unit.DefendAs
	}
	e := m.index[[2]TroopType{byType, againstType}]
	s := Strike{By: byType, Against: againstType, Men: striker.Men, Entry: e, KillFrom: e.KillFrom, Pips: striker.Unit.Pips, Reference: m.Ref}
	for _, n := range []string{byNote, againstNote} {
		if n != "" {
			s.Notes = append(s.Notes, n)
		}
	}
	perDie := e.Dice
	if slices.Contains(m.ExtraDieTypes, byType) && slices.Contains(m.ExtraDieWeapons, striker.Unit.Weapon) {
		perDie++
		s.Notes = append(s.Notes, fmt.Sprintf("%s adds an extra die per %s", striker.Unit.Weapon, PerMen(e.Men)))
	}
	// A part group counts when it is at least half a group: 5 men at one
	// die per two men roll 3 dice, 1 man at one die per three rolls none.
	groups := (2*striker.Men + e.Men) / (2 * e.Men)
	s.Dice = groups * perDie
	u := striker.Unit
	if striker.Attacking && u.Swiss && byType == m.Swiss.AttackAs && u.CloseOrder && u.Men >= m.Swiss.MinMen {
		shock := striker.Men / m.Swiss.MassShockMen
		s.Dice += shock
		s.Notes = append(s.Notes, fmt.Sprintf("%d mass shock dice", shock))
	}
	if target.Unit.CloseOrder && target.Struck == Front {
		for _, c := range m.CloseOrder {
			if c.Formation == target.Unit.Weapon && !slices.Contains(c.HurtBy, striker.Unit.Weapon) {
				s.Immune = true
				s.Notes = append(s.Notes, fmt.Sprintf("a close-order %s formation suffers frontal casualties only from %v", c.Formation, c.HurtBy))
			}
		}
	}
	if s.Pips != 0 {
		s.Notes = append(s.Notes, fmt.Sprintf("%+d pips on the highest die", s.Pips))
	}
	return s
}

// PerMen reads a group size as the table does: "man", "two men".
func PerMen(n int) string {
	words := []string{"", "man", "two men", "three men", "four men"}
	if n >= 1 && n < len(words) {
		return words[n]
	}
	return fmt.Sprintf("%d men", n)
}

// Roll throws the strike's dice and counts kills, at most targetMen. An
// immune target is not rolled against.
func (s *Strike) Roll(src dice.Source, targetMen int, purpose string) {
	if s.Immune {
		return
	}
	s.Rolls = make([]int, s.Dice)
	for i := range s.Rolls {
		s.Rolls[i] = dice.D6(src, purpose)
	}
	s.Kills = min(KillsOf(s.Rolls, s.KillFrom, s.Pips), targetMen)
}

// KillsOf counts the dice that kill, with pips added to the highest die
// (Appendix E: "Pips add or subtract from highest die (Troop Type)").
func KillsOf(rolls []int, killFrom, pips int) int {
	n, hi := 0, -1
	for i, v := range rolls {
		if v >= killFrom {
			n++
		}
		if hi < 0 || v > rolls[hi] {
			hi = i
		}
	}
	if hi >= 0 && pips != 0 {
		was, is := rolls[hi] >= killFrom, rolls[hi]+pips >= killFrom
		switch {
		case is && !was:
			n++
		case was && !is:
			n--
		}
	}
	return n
}

// ResolveMass fights one round of mass melee: the attacker's dice are
// rolled first, then the defender's, and both sides' losses are taken
// together.
func (m *MassRules) ResolveMass(mm MassMelee, src dice.Source) (MassResult, error) {
	a, err := m.PlanStrike(mm, true)
	if err != nil {
		return MassResult{}, err
	}
	d, err := m.PlanStrike(mm, false)
	if err != nil {
		return MassResult{}, err
	}
	a.Roll(src, mm.Defender.Men, "chainmail mass melee: attacker")
	d.Roll(src, mm.Attacker.Men, "chainmail mass melee: defender")
	return MassResult{Attacker: a, Defender: d, AttackerCasualties: d.Kills, DefenderCasualties: a.Kills}, nil
}
