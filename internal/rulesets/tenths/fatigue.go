package tenths

import "fmt"

// FatigueRules are the fatigue points of each fatiguing action and their
// effects (herald's default, tag base:fatigue; the horse rows are the
// text's, tag horses).
type FatigueRules struct {
	Actions []FatigueAction `yaml:"actions"`
	Horse   HorseFatigue    `yaml:"horse"`
	Levels  []FatigueLevel  `yaml:"levels"`
}

// FatigueAction is the points one kind of action costs.
type FatigueAction struct {
	Action string `yaml:"action"`
	Points int    `yaml:"points"`
}

// HorseFatigue is what the text charges a horse: starting to canter or
// gallop, and so much cantering or galloping.
type HorseFatigue struct {
	StartCanter int   `yaml:"start_canter"`
	StartGallop int   `yaml:"start_gallop"`
	Canter      Every `yaml:"canter"`
	Gallop      Every `yaml:"gallop"`
}

// Every is points taken for each so many tenths.
type Every struct {
	Every  int `yaml:"every"`
	Points int `yaml:"points"`
}

// FatigueLevel is the effect of fatigue once the points against the
// Fatigue Limit reach a share of it.
type FatigueLevel struct {
	FromPercent int  `yaml:"from_percent" json:"from_percent"`
	Time        int  `yaml:"time" json:"time"`
	Potential   int  `yaml:"potential" json:"potential"`
	Exhausted   bool `yaml:"exhausted,omitempty" json:"exhausted,omitempty"`
}

// Points is what an action costs; 0 for one that is not fatiguing.
func (f *FatigueRules) Points(action string) int {
	for _, a := range f.Actions {
		if a.Action == action {
			return a.Points
		}
	}
	return 0
}

// Level is the worst fatigue level reached by points against limit; the
// zero level when none is.
func (f *FatigueRules) Level(points, limit int) FatigueLevel {
	var out FatigueLevel
	for _, l := range f.Levels {
		if points*100 >= l.FromPercent*limit {
			out = l
		}
	}
	return out
}

// Fatigue is a combatant's fatigue. Without the wind module every point
// counts against the Fatigue Limit and none comes back during a fight
// (the text's recovery rules are in appendices it does not have).
type Fatigue struct {
	// Wind is the points counted against the combatant's wind.
	Wind int `json:"wind,omitempty"`
	// Blown is set once the wind has been exceeded: from then on every
	// point counts against the Fatigue Limit and wind no longer returns.
	Blown bool `json:"blown,omitempty"`
	// Limit is the points counted against the Fatigue Limit.
	Limit int `json:"limit"`
	// Rest is tenths of rest not yet turned into a point of recovery.
	Rest int `json:"rest,omitempty"`
}

// WindRecovery is the tenths of rest that take one point off the wind
// (text, wind).
const WindRecovery = 20

// Take adds fatigue points. wind is the combatant's Wind, or 0 when the
// wind module is off (text, wind: points count against the Wind first; the
// excess, and every later point, against the Fatigue Limit).
func (f Fatigue) Take(points, wind int) Fatigue {
	if points <= 0 {
		return f
	}
	f.Rest = 0
	if wind <= 0 || f.Blown {
		f.Limit += points
		return f
	}
	f.Wind += points
	if f.Wind > wind {
		f.Limit += f.Wind - wind
		f.Wind = wind
		f.Blown = true
	}
	return f
}

// Recover counts tenths spent on no fatiguing action: one point of wind
// per 20 tenths, as long as the wind has never been exceeded.
func (f Fatigue) Recover(tenths int) Fatigue {
	if f.Blown || tenths <= 0 {
		return f
	}
	f.Rest += tenths
	back := f.Rest / WindRecovery
	f.Rest %= WindRecovery
	f.Wind -= back
	if f.Wind <= 0 {
		f.Wind, f.Rest = 0, 0
	}
	return f
}

// Wind is a combatant's wind (text, wind): Constitution / 2, halves
// rounded down; with athletics Training, athletics skill + Constitution ×
// ½, rounded down after the addition.
func Wind(constitution int, athletics Decimal) int {
	if athletics > 0 {
		return (athletics + Decimal(constitution*5)).Floor()
	}
	return constitution / 2
}

// HorseStart is the fatigue a horse takes on changing gait (text, horses).
func (f *FatigueRules) HorseStart(from, to Gait) int {
	if to == from {
		return 0
	}
	switch to {
	case Canter:
		if from == Walk || from == Still {
			return f.Horse.StartCanter
		}
	case Gallop:
		return f.Horse.StartGallop
	}
	return 0
}

// HorseGait is the fatigue a horse takes for time at a canter or gallop:
// a point each time the tenths spent at that gait pass a multiple of the
// text's 50 (canter) or 25 (gallop).
func (f *FatigueRules) HorseGait(g Gait, before, after int) int {
	var e Every
	switch g {
	case Canter:
		e = f.Horse.Canter
	case Gallop:
		e = f.Horse.Gallop
	default:
		return 0
	}
	return (after/e.Every - before/e.Every) * e.Points
}

func (f *FatigueRules) validate() error {
	for _, a := range f.Actions {
		if a.Action == "" || a.Points < 0 || a.Points > 20 {
			return fmt.Errorf("action %q: points %d", a.Action, a.Points)
		}
	}
	h := f.Horse
	if h.Canter.Every != 50 || h.Gallop.Every != 25 {
		return fmt.Errorf("horse: the text charges cantering every 50 tenths and galloping every 25, not %d and %d", h.Canter.Every, h.Gallop.Every)
	}
	for _, p := range []int{h.StartCanter, h.StartGallop, h.Canter.Points, h.Gallop.Points} {
		if p < 0 || p > 20 {
			return fmt.Errorf("horse fatigue points %d out of range", p)
		}
	}
	last := 0
	for _, l := range f.Levels {
		if l.FromPercent <= last || l.FromPercent > 1000 || l.Time < 0 || l.Potential < 0 {
			return fmt.Errorf("levels must rise in from_percent (at %d)", l.FromPercent)
		}
		last = l.FromPercent
	}
	return nil
}
