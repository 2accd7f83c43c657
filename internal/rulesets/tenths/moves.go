package tenths

import "fmt"

// MoveKind is a walk or a run move.
type MoveKind string

// Move kinds (the armour table gives a walk and a run rate).
const (
	WalkMove MoveKind = "walk"
	RunMove  MoveKind = "run"
)

// Move is one move into a hex: its normal rate and what the modules need
// to alter it, and the time it takes once they have.
type Move struct {
	Kind MoveKind `json:"kind"`
	// Rate is the tenths per hex on firm ground (armour table; a horse's
	// from the horse table).
	Rate int `json:"rate"`
	// Slow is the time injury and fatigue add to every action.
	Slow int `json:"slow,omitempty"`
	// Horse is a horse's move: athletics does not apply.
	Horse bool `json:"horse,omitempty"`
	// Athletics is the mover's athletics skill (module athletics).
	Athletics Decimal `json:"athletics,omitempty"`
	// Ground is the kind of ground entered (module ground).
	Ground string `json:"ground,omitempty"`
	// StepsUp is the steps climbed into the hex (module height).
	StepsUp int `json:"steps_up,omitempty"`

	Time        int          `json:"time"`
	Alterations []Alteration `json:"alterations,omitempty"`
}

func (m *Move) alter(rule string, by int, why string) {
	if by == 0 {
		return
	}
	m.Time += by
	m.Alterations = append(m.Alterations, Alteration{Rule: rule, Figure: "time", By: by, Why: why})
}

// MoveTime is the tenths a move takes: the rate plus injury and fatigue
// (tag base:moves), then each module's stage in registry order
// (athletics, then ground, then height).
func (r *Rules) MoveTime(ms Modules, m Move) (Move, error) {
	if m.Kind != WalkMove && m.Kind != RunMove {
		return m, errf(TagMoves, "move kind %q: give walk or run", m.Kind)
	}
	if m.Rate < 1 || m.Rate > 100 || m.Slow < 0 || m.Slow > 100 || m.StepsUp < 0 || m.StepsUp > MaxSteps {
		return m, errf(TagMoves, "rate %d, slow %d, steps %d out of range", m.Rate, m.Slow, m.StepsUp)
	}
	m.Time, m.Alterations = m.Rate, nil
	m.alter(TagMoves, m.Slow, "injury and fatigue")
	for _, mod := range registry {
		if mod.Move != nil && ms.On(mod.Name) {
			if err := mod.Move(r, &m); err != nil {
				return m, err
			}
		}
	}
	return m, nil
}

// moveAthletics corrects the rate, already altered for injury and fatigue,
// on the athletics table.
func moveAthletics(r *Rules, m *Move) error {
	if m.Horse || m.Athletics <= 0 {
		return nil
	}
	c, err := r.Athletics.Correct(m.Time, m.Athletics)
	if err != nil {
		return err
	}
	m.alter(TagAthletics, c.Corrected-m.Time, fmt.Sprintf("athletics skill %s (%s)", m.Athletics, c.Band))
	return nil
}

// moveGround adds the ground's increment to the rate so far.
func moveGround(r *Rules, m *Move) error {
	if m.Ground == "" {
		return nil
	}
	k, err := r.Ground.Kind(m.Ground)
	if err != nil {
		return err
	}
	add, note := k.Increment(m.Time)
	why := fmt.Sprintf("%s ground, rate %d", k.Name, m.Time)
	if note != "" {
		why += " (" + note + ")"
	}
	m.alter(TagGround, add, why)
	return nil
}

// moveHeight adds an extra move per step climbed (text, height: "an extra
// walk move per step ... Similarly for run moves").
func moveHeight(r *Rules, m *Move) error {
	if m.StepsUp > 0 {
		m.alter(TagHeight, m.StepsUp*m.Time, fmt.Sprintf("%d %s up, an extra %s move each", m.StepsUp, plural(m.StepsUp, "step", "steps"), m.Kind))
	}
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Rates are a man's walk and run rates in his armour.
func (r *Rules) Rates(armour string) (walk, run int, err error) {
	a, err := r.Armour.Type(armour)
	if err != nil {
		return 0, 0, err
	}
	return a.Walk, a.Run, nil
}
