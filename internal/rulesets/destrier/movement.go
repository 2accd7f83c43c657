package destrier

import (
	"fmt"
	"math"
)

// Arc is where a new direction of movement points, seen from the stand's
// position before it turned (MOVEMENT, FIG. 2).
type Arc string

// The arcs of a stand.
const (
	FrontArc Arc = "front"
	SideArc  Arc = "side"
	RearArc  Arc = "rear"
)

// Activity is a prior activity and what it costs of the move (MOVEMENT,
// prior activities), by the figure's load.
type Activity struct {
	Name         string   `yaml:"name" json:"name"`
	Unencumbered Fraction `yaml:"unencumbered" json:"unencumbered"`
	Partial      Fraction `yaml:"partial" json:"partial"`
	Encumbered   Fraction `yaml:"encumbered" json:"encumbered"`
	Note         string   `yaml:"note,omitempty" json:"note,omitempty"`
}

// MovementRules is data/destrier/movement.yaml.
type MovementRules struct {
	Direction struct {
		Front    Fraction `yaml:"front" json:"front"`
		FrontMin Inches   `yaml:"front_min" json:"front_min"`
		Side     Fraction `yaml:"side" json:"side"`
		Rear     Fraction `yaml:"rear" json:"rear"`
	} `yaml:"direction" json:"direction"`
	// Firing: missiles fired or spells cast before moving, on foot.
	Firing     Fraction   `yaml:"firing" json:"firing"`
	Activities []Activity `yaml:"activities" json:"activities"`
	// In melee, movement is paid in blows.
	Melee struct {
		Inch     int `yaml:"inch" json:"inch"`           // blows per 1"
		Turn     int `yaml:"turn" json:"turn"`           // blows per turn of more than TurnOver
		TurnOver int `yaml:"turn_over" json:"turn_over"` // degrees
	} `yaml:"melee" json:"melee"`
	// Reorienting on contact: up to Free degrees free; more costs a blow
	// in melee or Outside inches otherwise.
	Reorientation struct {
		Free    int    `yaml:"free" json:"free"`
		Outside Inches `yaml:"outside" json:"outside"`
	} `yaml:"reorient" json:"reorient"`
	Contact struct {
		Heavier float64  `yaml:"heavier" json:"heavier"` // outweighing by 50% frees a figure
		Evade   Fraction `yaml:"evade" json:"evade"`     // TIME SEQUENCE 3.B: then 1/4 move
	} `yaml:"contact" json:"contact"`
	Bash Fraction `yaml:"bash" json:"bash"` // each body bash on foot
	// Disengage: herald's reading of "significantly heavier or more
	// Dexterious adversaries" who may leave melee at will.
	Disengage struct {
		Heavier   float64 `yaml:"heavier" json:"heavier"`
		Dexterity int     `yaml:"dexterity" json:"dexterity"`
	} `yaml:"disengage" json:"disengage"`
	byName map[string]*Activity
}

// DirectionPenalty is what changing direction into arc a costs a figure
// whose movement allowance is move: 1/5 (at least 1") into the front,
// 1/4 into the side, 1/2 into the rear.
func (m *MovementRules) DirectionPenalty(move Inches, a Arc) (Inches, error) {
	switch a {
	case FrontArc:
		return max(m.Direction.Front.Of(move), m.Direction.FrontMin), nil
	case SideArc:
		return m.Direction.Side.Of(move), nil
	case RearArc:
		return m.Direction.Rear.Of(move), nil
	}
	return 0, errf(SecDirection, "%q is not front, side or rear", a)
}

// Prior is what a figure did before it moves in a half-turn.
type Prior struct {
	Fired      bool     // fired missiles or cast a spell
	Reloading  bool     // reloads a crossbow
	Activities []string // miscellaneous activities, by name
	RunAway    bool     // RUN AWAY: encumbered figures pay half penalties
}

// Allowance is what is left of a figure's half-turn move after its prior
// activities: firing or casting halves it (not for mounted figures), and
// every other penalty is a part of the halved move. Reloading a crossbow
// leaves nothing.
func (m *MovementRules) Allowance(f Fighter, p Prior) (Inches, error) {
	move := f.Move
	if p.Reloading {
		return 0, nil
	}
	if p.Fired && !f.Mounted() && f.Kind != Steed {
		move = m.Firing.Of(move)
	}
	left := move
	for _, name := range p.Activities {
		a := m.byName[name]
		if a == nil {
			return 0, errf(SecPrior, "no activity %q; herald knows %s", name, m.activityNames())
		}
		pay := a.For(f.Encumbrance).Of(move)
		if p.RunAway && f.Encumbrance == Encumbered {
			pay /= 2
		}
		left -= pay
	}
	return max(left, 0), nil
}

// For is the activity's penalty at a load.
func (a *Activity) For(e Encumbrance) Fraction {
	switch e {
	case Partial:
		return a.Partial
	case Encumbered:
		return a.Encumbered
	}
	return a.Unencumbered
}

func (m *MovementRules) activityNames() string {
	s := ""
	for i, a := range m.Activities {
		if i > 0 {
			s += ", "
		}
		s += a.Name
	}
	return s
}

// LeaveContact says whether a figure in contact with an enemy's front may
// move, and what part of its allowance (MOVEMENT (contact); TIME SEQUENCE
// 3.B): the whole if it won the initiative over him, he is more
// encumbered or its stand is larger; a quarter if only its weight (50%
// more) frees it.
func (m *MovementRules) LeaveContact(mover, enemy Fighter, wonInitiative bool) (Fraction, error) {
	if wonInitiative || enemy.Encumbrance.rank() > mover.Encumbrance.rank() || mover.Stand.Area() > enemy.Stand.Area()+1e-9 {
		return Whole, nil
	}
	if float64(mover.Weight) >= float64(enemy.Weight)*(1+m.Contact.Heavier) {
		return m.Contact.Evade, nil
	}
	return Nothing, errf(SecContact, "%s is in contact with %s's front and may not move: he lost the initiative, is not 50%% heavier, not less encumbered and not on a larger stand", mover.Name, enemy.Name)
}

// BashCost is the move a body bash costs a figure on foot: a quarter of
// its half-turn move, whatever the outcome. Charging cavalry pays by the
// CHARGE rules instead.
func (m *MovementRules) BashCost(f Fighter) Inches {
	if f.Kind == Steed || f.Mounted() {
		return 0
	}
	return m.Bash.Of(f.Move)
}

// Reorient is what turning a stand by degrees costs on coming into
// contact: nothing up to 45 degrees, beyond that a blow in melee or 2" of
// movement otherwise.
func (m *MovementRules) Reorient(degrees float64, inMelee bool) (blows int, cost Inches) {
	if math.Abs(degrees) <= float64(m.Reorientation.Free) {
		return 0, 0
	}
	if inMelee {
		return m.Melee.Turn, 0
	}
	return 0, m.Reorientation.Outside
}

// MeleeMoveBlows is what moving inches and turning degrees cost in blows
// during melee: a blow an inch, a blow for a turn of more than 45 degrees.
func (m *MovementRules) MeleeMoveBlows(inches Inches, degrees float64) int {
	b := m.Melee.Inch * int(math.Ceil(float64(inches)-epsilon))
	if math.Abs(degrees) > float64(m.Melee.TurnOver) {
		b += m.Melee.Turn
	}
	return b
}

// MayDisengage says whether a MOVE 1" may take the figure out of contact
// with the enemies at its front: only if it is significantly heavier or
// more dexterous than every one of them (THE MELEE CARDS: MOVEMENT).
func (m *MovementRules) MayDisengage(f Fighter, enemies []Fighter) error {
	for _, e := range enemies {
		heavier := float64(f.Weight) >= float64(e.Weight)*(1+m.Disengage.Heavier)
		nimbler := f.Dexterity >= e.Dexterity+m.Disengage.Dexterity
		if !heavier && !nimbler {
			return errf(SecMeleeCards+": MOVEMENT", "%s may not use MOVE 1\" to leave melee with %s: he must dodge away or be bashed apart", f.Name, e.Name)
		}
	}
	return nil
}

// HalfShare splits n between the two half-turns: rounded up in the first
// half and down in the second (missiles, FIRING MISSILES; a steed's
// acceleration, MOVEMENT).
func HalfShare(n, half int) int {
	first := (n + 1) / 2
	if half == 1 {
		return first
	}
	return n - first
}

func (m *MovementRules) validate() error {
	d := m.Direction
	if d.Front.Den == 0 || d.Side.Den == 0 || d.Rear.Den == 0 || m.Firing.Den == 0 || m.Bash.Den == 0 || m.Contact.Evade.Den == 0 {
		return fmt.Errorf("a fraction is missing")
	}
	if d.FrontMin < 0 || d.FrontMin > 6 {
		return fmt.Errorf("front_min %v", d.FrontMin)
	}
	m.byName = map[string]*Activity{}
	for i := range m.Activities {
		a := &m.Activities[i]
		if a.Name == "" || a.Unencumbered.Den == 0 || a.Partial.Den == 0 || a.Encumbered.Den == 0 {
			return fmt.Errorf("activity %q: a name and three fractions", a.Name)
		}
		if m.byName[a.Name] != nil {
			return fmt.Errorf("activity %q given twice", a.Name)
		}
		m.byName[a.Name] = a
	}
	if m.Melee.Inch < 1 || m.Melee.Turn < 1 || m.Melee.TurnOver < 1 || m.Melee.TurnOver > 180 {
		return fmt.Errorf("melee move costs: %+v", m.Melee)
	}
	if m.Reorientation.Free < 0 || m.Reorientation.Free > 180 || m.Reorientation.Outside < 0 {
		return fmt.Errorf("reorient: %+v", m.Reorientation)
	}
	if m.Contact.Heavier <= 0 || m.Disengage.Heavier <= 0 || m.Disengage.Dexterity < 1 {
		return fmt.Errorf("contact or disengage thresholds missing")
	}
	return nil
}
