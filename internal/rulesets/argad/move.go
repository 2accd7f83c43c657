package argad

import "fmt"

// Tagged is a rule of the sheet that carries no number, only its tag.
type Tagged struct {
	Tag string `yaml:"tag" json:"tag"`
}

// TaggedCM is a distance in cm and the row that gives it.
type TaggedCM struct {
	CM  int    `yaml:"cm" json:"cm"`
	Tag string `yaml:"tag" json:"tag"`
}

// MoveCell is one cell of the movement table: the move in cm of a troop
// type in an armour.
type MoveCell struct {
	Armour Armour `yaml:"armour" json:"armour"`
	CM     int    `yaml:"cm" json:"cm"`
	Tag    string `yaml:"tag" json:"tag"`
}

// SlowingDice is how many dice a troop type loses in difficult terrain.
type SlowingDice struct {
	Dice int    `yaml:"dice" json:"dice"`
	Tag  string `yaml:"tag" json:"tag"`
}

// TroopMoves is one row of the movement table.
type TroopMoves struct {
	Troop   Troop       `yaml:"troop" json:"troop"`
	Sheet   string      `yaml:"sheet" json:"sheet"`
	Slowing SlowingDice `yaml:"slowing" json:"slowing"`
	Moves   []MoveCell  `yaml:"moves" json:"moves"`
}

// CloseOrderMoves is close order's own rates and its terrain limit.
type CloseOrderMoves struct {
	Forward  TaggedCM `yaml:"forward" json:"forward"`
	Sideways TaggedCM `yaml:"sideways" json:"sideways"`
	Terrain  Tagged   `yaml:"terrain" json:"terrain"`
}

// Movement is the sheet's movement table.
type Movement struct {
	Troops     []TroopMoves    `yaml:"troops"`
	Pavise     TaggedCM        `yaml:"pavise"`
	CloseOrder CloseOrderMoves `yaml:"close_order"`
}

// maxMoveCM bounds every distance in the tables, so a broken file cannot
// make the slowing-dice arithmetic or a table's geometry run away.
const maxMoveCM = 200

func (m *Movement) validate() error {
	if len(m.Troops) != len(Troops) {
		return fmt.Errorf("movement: %d troop rows, want %d (foot, cavalry, mounted-foot)", len(m.Troops), len(Troops))
	}
	seen := map[Troop]bool{}
	for _, tr := range m.Troops {
		if _, err := ParseTroop(string(tr.Troop)); err != nil {
			return fmt.Errorf("movement: %w", err)
		}
		if seen[tr.Troop] {
			return fmt.Errorf("movement: troop %q given twice", tr.Troop)
		}
		seen[tr.Troop] = true
		if tr.Slowing.Dice < 1 || tr.Slowing.Dice > 3 {
			return fmt.Errorf("movement: %s rolls %d slowing dice, want 1 to 3", tr.Troop, tr.Slowing.Dice)
		}
		if len(tr.Moves) != len(Armours) {
			return fmt.Errorf("movement: %s has %d armour cells, want %d", tr.Troop, len(tr.Moves), len(Armours))
		}
		for i, c := range tr.Moves {
			if c.Armour != Armours[i] {
				return fmt.Errorf("movement: %s cell %d is armour %q, want %q", tr.Troop, i+1, c.Armour, Armours[i])
			}
			if err := checkCM(c.CM, c.Tag); err != nil {
				return fmt.Errorf("movement: %w", err)
			}
		}
	}
	for _, c := range []TaggedCM{m.Pavise, m.CloseOrder.Forward, m.CloseOrder.Sideways} {
		if err := checkCM(c.CM, c.Tag); err != nil {
			return fmt.Errorf("movement: %w", err)
		}
	}
	if m.CloseOrder.Sideways.CM > m.CloseOrder.Forward.CM {
		return fmt.Errorf("movement: close order goes farther sideways (%d cm) than forward (%d cm)", m.CloseOrder.Sideways.CM, m.CloseOrder.Forward.CM)
	}
	return nil
}

func checkCM(cm int, tag string) error {
	if cm < 1 || cm > maxMoveCM {
		return fmt.Errorf("%s: %d cm is not a move of 1 to %d cm", tag, cm, maxMoveCM)
	}
	return nil
}

// troop is the movement row of a troop type.
func (m *Movement) troop(t Troop) (*TroopMoves, error) {
	for i := range m.Troops {
		if m.Troops[i].Troop == t {
			return &m.Troops[i], nil
		}
	}
	_, err := ParseTroop(string(t))
	return nil, err
}

// CloseOrder is how a figure in close order moves: not at all in close
// order (""), forward, or sideways/backward.
type CloseOrder string

// Close order moves.
const (
	Loose    CloseOrder = ""
	Forward  CloseOrder = "forward"
	Sideways CloseOrder = "sideways" // sideways or backward
)

// ParseCloseOrder reads a close-order move: forward or sideways (backward
// is the same rate and reads as sideways).
func ParseCloseOrder(s string) (CloseOrder, error) {
	switch s {
	case "forward":
		return Forward, nil
	case "sideways", "backward":
		return Sideways, nil
	}
	return "", unknown("move.close-order.forward", "close-order move", s, []string{"forward", "sideways", "backward"})
}

// Mover is a figure about to move: what decides its allowance.
type Mover struct {
	Troop      Troop
	Armour     Armour
	Pavise     bool       // carries a pavise
	CloseOrder CloseOrder // moves in close order (pavise wall, ranks of lancers)
}

// Allowance is how far a figure may move on easy ground this game turn.
type Allowance struct {
	CM          int      `json:"cm"`
	Rule        string   `json:"rule"`  // the row that decided it
	Rules       []string `json:"rules"` // every row read, in order
	SlowingDice int      `json:"slowing_dice"`
}

// Allowance is a mover's move in cm on easy ground: the table's cell for
// its troop type and armour, no more than a pavise allows when it carries
// one, and no more than close order allows in close order. A pavise and
// close order are for men on foot (herald's ruling: the sheet lists them
// beside pavise walls and ranks of foot).
func (r *Rules) Allowance(m Mover) (Allowance, error) {
	row, err := r.Movement.troop(m.Troop)
	if err != nil {
		return Allowance{}, err
	}
	var cell *MoveCell
	for i := range row.Moves {
		if row.Moves[i].Armour == m.Armour {
			cell = &row.Moves[i]
		}
	}
	if cell == nil {
		_, err := ParseArmour(string(m.Armour))
		return Allowance{}, err
	}
	a := Allowance{CM: cell.CM, Rule: cell.Tag, Rules: []string{cell.Tag}, SlowingDice: row.Slowing.Dice}
	limit := func(c TaggedCM) {
		a.Rules = append(a.Rules, c.Tag)
		if c.CM < a.CM {
			a.CM, a.Rule = c.CM, c.Tag
		}
	}
	if m.Pavise {
		if m.Troop != Foot {
			return Allowance{}, errf(r.Movement.Pavise.Tag, "a pavise is carried by a man on foot, not by %s", m.Troop)
		}
		limit(r.Movement.Pavise)
	}
	switch m.CloseOrder {
	case Loose:
	case Forward, Sideways:
		c := r.Movement.CloseOrder.Forward
		if m.CloseOrder == Sideways {
			c = r.Movement.CloseOrder.Sideways
		}
		if m.Troop != Foot {
			return Allowance{}, errf(c.Tag, "close order (a pavise wall, ranks of lancers) is a formation of men on foot, not of %s", m.Troop)
		}
		limit(c)
	default:
		_, err := ParseCloseOrder(string(m.CloseOrder))
		return Allowance{}, err
	}
	return a, nil
}
