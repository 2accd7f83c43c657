package tenths

import (
	"fmt"

	"herald/internal/hex"
)

// Gait is a horse's speed (text, horses: walk, canter and gallop; herald
// adds standing still).
type Gait string

// The gaits, slowest first.
const (
	Still  Gait = "still"
	Walk   Gait = "walk"
	Canter Gait = "canter"
	Gallop Gait = "gallop"
)

var gaitOrder = []Gait{Still, Walk, Canter, Gallop}

func (g Gait) rank() int {
	for i, x := range gaitOrder {
		if x == g {
			return i
		}
	}
	return -1
}

// Slower is the gait one category down (still stays still).
func (g Gait) Slower() Gait {
	if r := g.rank(); r > 0 {
		return gaitOrder[r-1]
	}
	return Still
}

// ParseGait reads a gait name.
func ParseGait(s string) (Gait, error) {
	g := Gait(s)
	if g.rank() < 0 {
		return "", errf(TagHorses, "gait %q: give still, walk, canter or gallop", s)
	}
	return g, nil
}

// HorseRules are the text's horse figures (horses.yaml).
type HorseRules struct {
	MoveRates struct {
		Rule string         `yaml:"rule"`
		Rows []HorseRateRow `yaml:"rows"`
	} `yaml:"move_rates"`
	MovesBetweenTurns map[Gait]int `yaml:"moves_between_turns"`
	RiddenTraining    int          `yaml:"ridden_training"`
	Trained           int          `yaml:"trained"`
	Attack            struct {
		Rule     string  `yaml:"rule"`
		A        Decimal `yaml:"a"`
		B        int     `yaml:"b"`
		Modifier int     `yaml:"modifier"`
	} `yaml:"attack"`
	RiderHit struct {
		Rule        string `yaml:"rule"`
		Die         int    `yaml:"die"`
		AttackedEnd int    `yaml:"attacked_end"`
		OtherEnd    int    `yaml:"other_end"`
	} `yaml:"rider_hit"`
	Closing struct {
		Rule            string `yaml:"rule"`
		CanterAndGallop int    `yaml:"canter_and_gallop"`
		BothGallop      int    `yaml:"both_gallop"`
	} `yaml:"closing"`
}

// HorseRateRow is a horse's move rates (tenths per hex) in a group of
// armour types.
type HorseRateRow struct {
	Armour  []string `yaml:"armour" json:"armour"`
	Printed string   `yaml:"printed" json:"printed"`
	Walk    int      `yaml:"walk" json:"walk"`
	Canter  int      `yaml:"canter" json:"canter"`
	Gallop  int      `yaml:"gallop" json:"gallop"`
}

// Rates are the move rates of a horse in the given armour.
func (h *HorseRules) Rates(armour string) (HorseRateRow, error) {
	var names []string
	for _, r := range h.MoveRates.Rows {
		for _, a := range r.Armour {
			if a == armour {
				return r, nil
			}
			names = append(names, a)
		}
	}
	return HorseRateRow{}, unknown(TagHorses, "horse armour", armour, names)
}

// Rate is the tenths per hex at a gait; a still horse has none.
func (r HorseRateRow) Rate(g Gait) (int, bool) {
	switch g {
	case Walk:
		return r.Walk, true
	case Canter:
		return r.Canter, true
	case Gallop:
		return r.Gallop, true
	}
	return 0, false
}

// TurnTime is the tenths a horse takes to turn: its canter move rate.
func (r HorseRateRow) TurnTime() int { return r.Canter }

// ChangeGait checks a change of speed: one category up or down at a time.
func ChangeGait(from, to Gait) error {
	d := to.rank() - from.rank()
	if from.rank() < 0 || to.rank() < 0 {
		return errf(TagHorses, "unknown gait %q or %q", from, to)
	}
	if d > 1 || d < -1 {
		return errf(TagHorses, "a horse changes speed one category at a time, not from %s to %s", from, to)
	}
	return nil
}

// CheckTurn checks a turn against the moves made since the last one: two
// when cantering, four when galloping.
func (h *HorseRules) CheckTurn(g Gait, movesSinceTurn int) error {
	if need := h.MovesBetweenTurns[g]; movesSinceTurn < need {
		return errf(TagHorses, "a horse at a %s makes %d moves between turns; it has made %d", g, need, movesSinceTurn)
	}
	return nil
}

// Turn turns a horse one hexside (by = +1 clockwise, -1 anticlockwise)
// about its head or, standing still only, its rear: a moving horse always
// keeps its front end fixed.
func Turn(p hex.Pair, by int, keepRear bool, moving bool) (hex.Pair, error) {
	if by != 1 && by != -1 {
		return p, errf(TagHorses, "a horse turns one hexside at a time")
	}
	if keepRear && moving {
		return p, errf(TagHorses, "a moving horse turns about its front end")
	}
	d := p.Facing().Turn(by)
	if keepRear {
		return hex.Pair{Head: p.Rear.Neighbor(d), Rear: p.Rear}, nil
	}
	return hex.Pair{Head: p.Head, Rear: p.Head.Neighbor(d.Opposite())}, nil
}

// Forward moves a horse one hex the way it faces.
func Forward(p hex.Pair) hex.Pair {
	return hex.Pair{Head: p.Head.Neighbor(p.Facing()), Rear: p.Head}
}

// Backward moves a horse one hex back, still facing the same way.
func Backward(p hex.Pair) hex.Pair {
	back := p.Facing().Opposite()
	return hex.Pair{Head: p.Rear, Rear: p.Rear.Neighbor(back)}
}

// CanBeRidden checks a horse's combat Training (text: at least 2 to be
// ridden in combat).
func (h *HorseRules) CanBeRidden(training int) error {
	if training < h.RiddenTraining {
		return errf(TagHorses, "a horse needs combat Training %d to be ridden in combat, this one has %d", h.RiddenTraining, training)
	}
	return nil
}

func (h *HorseRules) validate(armour *ArmourTable) error {
	seen := map[string]bool{}
	for _, r := range h.MoveRates.Rows {
		if r.Walk < r.Canter || r.Canter < r.Gallop || r.Gallop < 1 || r.Walk > 20 {
			return fmt.Errorf("move rates %s: walk %d, canter %d, gallop %d must not get slower", r.Printed, r.Walk, r.Canter, r.Gallop)
		}
		for _, a := range r.Armour {
			if _, err := armour.Type(a); err != nil {
				return fmt.Errorf("move rates %s: %w", r.Printed, err)
			}
			seen[a] = true
		}
	}
	for _, t := range armour.Types {
		if !seen[t.Name] {
			return fmt.Errorf("move rates: no row for armour %s", t.Name)
		}
	}
	m := h.MovesBetweenTurns
	if m[Canter] != 2 || m[Gallop] != 4 {
		return fmt.Errorf("moves_between_turns: the text gives 2 at a canter and 4 at a gallop")
	}
	if h.RiddenTraining != 2 || h.Trained != 5 {
		return fmt.Errorf("ridden_training and trained are the text's 2 and 5")
	}
	if h.Attack.A != Dec(1, 8) || h.Attack.B != 6 || h.Attack.Modifier != -2 {
		return fmt.Errorf("attack: the text gives A = 1.8, B = 6, modifier = -2")
	}
	if rh := h.RiderHit; rh.Die != 10 || rh.AttackedEnd < rh.OtherEnd || rh.AttackedEnd > rh.Die || rh.OtherEnd < 0 {
		return fmt.Errorf("rider_hit: a d10, the attacked end no less likely than the other")
	}
	if c := h.Closing; c.CanterAndGallop < 0 || c.BothGallop < c.CanterAndGallop {
		return fmt.Errorf("closing: both galloping adds no less than canter and gallop")
	}
	return nil
}
