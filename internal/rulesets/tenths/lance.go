package tenths

import "fmt"

// TargetMotion is how a lance's target moves, for the lance table.
type TargetMotion string

// The lance table's columns.
const (
	RunningTowards TargetMotion = "running-towards"
	WalkingTowards TargetMotion = "walking-towards"
	Stationary     TargetMotion = "stationary"
	WalkingAway    TargetMotion = "walking-away"
	RunningAway    TargetMotion = "running-away"
)

// LanceTable is the text's lance table (lance.yaml): blow strength added
// by the rider's horse's gait and the target's motion.
type LanceTable struct {
	Rule           string         `yaml:"rule"`
	Columns        []TargetMotion `yaml:"columns"`
	PrintedColumns []string       `yaml:"printed_columns"`
	Rows           []LanceRow     `yaml:"rows"`
}

// LanceRow is one gait's row.
type LanceRow struct {
	Horse   Gait   `yaml:"horse"`
	Printed string `yaml:"printed"`
	Add     []int  `yaml:"add"`
}

// LanceTraining is the Training in the lance a rider needs (text: "only by
// a rider with Training of three or more").
const LanceTraining = 3

// Motion describes a target's last move for the lance table and the
// mounted interactions: whether it moved at all, ran (a horse's canter or
// gallop counts as running against a lance) and how the separation
// changed.
type Motion struct {
	Moved   bool `json:"moved"`
	Running bool `json:"running,omitempty"`
	Before  int  `json:"before,omitempty"` // hexes between nearest points before the move
	After   int  `json:"after,omitempty"`  // and after it
}

// Of is the lance table column for the motion: stationary unless the
// current or just completed action included a move, and stationary also
// when the move did not change the separation.
func (m Motion) Of() TargetMotion {
	switch {
	case !m.Moved || m.After == m.Before:
		return Stationary
	case m.After < m.Before && m.Running:
		return RunningTowards
	case m.After < m.Before:
		return WalkingTowards
	case m.Running:
		return RunningAway
	}
	return WalkingAway
}

// LanceBlow is the lance table's answer.
type LanceBlow struct {
	Horse   Gait         `json:"horse"`
	Target  TargetMotion `json:"target"`
	Add     int          `json:"add"`
	Printed string       `json:"printed"`
	Rule    string       `json:"rule"`
}

// Add looks up the lance table. A rider whose horse stands still cannot
// make a lance attack: the attack is made by moving forwards.
func (t *LanceTable) Add(horse Gait, target TargetMotion) (LanceBlow, error) {
	col := -1
	for i, c := range t.Columns {
		if c == target {
			col = i
		}
	}
	if col < 0 {
		return LanceBlow{}, errf(TagLance, "target motion %q: give one of %v", target, t.Columns)
	}
	for _, r := range t.Rows {
		if r.Horse == horse {
			return LanceBlow{Horse: horse, Target: target, Add: r.Add[col],
				Printed: r.Printed + ", " + t.PrintedColumns[col], Rule: t.Rule}, nil
		}
	}
	return LanceBlow{}, errf(TagLance, "the attack is made by moving forwards; a horse at %q cannot make it", horse)
}

// LanceReady checks that a rider may ready a lance: mounted, Trained with
// the lance (3 or more) and sitting forwards.
func LanceReady(mounted bool, training int, seat Seat) error {
	switch {
	case !mounted:
		return errf(TagLance, "the lance can only be used from horseback")
	case training < LanceTraining:
		return errf(TagLance, "the lance needs Training %d or more, not %d", LanceTraining, training)
	case seat.Back:
		return errf(TagLance, "the rider must sit forwards to ready the lance and until the attack is completed")
	}
	return nil
}

// LanceReadyTime is the tenths to ready a lance: the rider's base speed
// with it.
func LanceReadyTime(baseSpeed int) int { return baseSpeed }

func (t *LanceTable) validate() error {
	want := []TargetMotion{RunningTowards, WalkingTowards, Stationary, WalkingAway, RunningAway}
	if t.Rule != TagLance || len(t.Columns) != len(want) || len(t.PrintedColumns) != len(want) {
		return fmt.Errorf("the lance table has the five columns %v", want)
	}
	for i, c := range t.Columns {
		if c != want[i] {
			return fmt.Errorf("column %d is %q, want %q", i+1, c, want[i])
		}
	}
	gaits := []Gait{Gallop, Canter, Walk}
	if len(t.Rows) != len(gaits) {
		return fmt.Errorf("the lance table has rows for gallop, canter and walk")
	}
	for i, r := range t.Rows {
		if r.Horse != gaits[i] {
			return fmt.Errorf("row %d is %q, want %q", i+1, r.Horse, gaits[i])
		}
		if len(r.Add) != len(want) {
			return fmt.Errorf("row %s: %d cells, want %d", r.Horse, len(r.Add), len(want))
		}
		for _, a := range r.Add {
			if a < -20 || a > 30 {
				return fmt.Errorf("row %s: cell %d out of range", r.Horse, a)
			}
		}
	}
	return nil
}

// alterLance adds the lance table's blow strength by the horse's gait and
// the target's motion. The mounted combat table adjusts the rider's data
// as usual (horseback-attacks).
func alterLance(r *Rules, x *Exchange) error {
	lc := x.Situation.Lance
	w := x.Attacker.Weapon
	if lc == nil {
		if w != nil && w.Rule == TagLance {
			return errf(TagLance, "a lance attack is made by a charge: give the target's motion")
		}
		return nil
	}
	if w == nil || w.Rule != TagLance {
		return errf(TagLance, "a lance charge needs a lance")
	}
	m := x.Situation.AttackerMount
	if m == nil {
		return errf(TagLance, "the lance can only be used from horseback")
	}
	lb, err := r.Lance.Add(m.Gait, lc.Target.Of())
	if err != nil {
		return err
	}
	x.alter(TagLance, "blow strength", lb.Add, fmt.Sprintf("lance table: %s", lb.Printed))
	return nil
}
