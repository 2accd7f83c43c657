package tenths

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// RidingCell is one cell of the Mounted Combat Table: increase in base
// speed / addition to attack potential / addition to defence potential.
type RidingCell struct {
	Speed   int `json:"speed"`
	Attack  int `json:"attack"`
	Defence int `json:"defence"`
}

func (c RidingCell) String() string { return fmt.Sprintf("%d/%d/%d", c.Speed, c.Attack, c.Defence) }

// UnmarshalText reads "3/-4/-5".
func (c *RidingCell) UnmarshalText(b []byte) error {
	f := strings.Split(string(b), "/")
	if len(f) != 3 {
		return fmt.Errorf("cell %q: write speed/attack/defence", b)
	}
	var v [3]int
	for i, s := range f {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < -20 || n > 20 {
			return fmt.Errorf("cell %q: %q is not a small whole number", b, s)
		}
		v[i] = n
	}
	*c = RidingCell{v[0], v[1], v[2]}
	return nil
}

// MarshalText prints the cell as the text does.
func (c RidingCell) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// RidingTable is the text's Mounted Combat Table (riding.yaml): rows by
// the horse's skill, columns by the rider's.
type RidingTable struct {
	Rule         string         `yaml:"rule"`
	Bands        []Band         `yaml:"bands"`
	PrintedBands []string       `yaml:"printed_bands"`
	Rows         [][]RidingCell `yaml:"rows"`
}

// RidingLookup is a cell of the table and where it was found.
type RidingLookup struct {
	Cell       RidingCell `json:"cell"`
	HorseSkill Decimal    `json:"horse_skill"`
	RiderSkill Decimal    `json:"rider_skill"`
	HorseBand  string     `json:"horse_band"`
	RiderBand  string     `json:"rider_band"`
	Rule       string     `json:"rule"`
}

// Lookup finds the cell for a horse's and a rider's skill. A rider must be
// Trained in horse riding (a skill above 0), and so must the horse.
func (t *RidingTable) Lookup(horse, rider Decimal) (RidingLookup, error) {
	if rider <= 0 {
		return RidingLookup{}, errf(TagRiding, "a rider must be Trained in horse riding (skill %s)", rider)
	}
	if horse <= 0 {
		return RidingLookup{}, errf(TagRiding, "the horse has no skill (%s) to be ridden with", horse)
	}
	i, j := bandOf(t.Bands, horse), bandOf(t.Bands, rider)
	if i < 0 || j < 0 {
		return RidingLookup{}, errf(TagRiding, "skills %s and %s are off the table", horse, rider)
	}
	return RidingLookup{Cell: t.Rows[i][j], HorseSkill: horse, RiderSkill: rider,
		HorseBand: t.PrintedBands[i], RiderBand: t.PrintedBands[j], Rule: t.Rule}, nil
}

// ControlTime is a control action's tenths: 10 - skill of rider.
func (f Formulas) ControlTime(rider Decimal) int { return f.ActionTime(10, rider) }

// ResponseTime is the delay before a horse can respond: 10 - skill of
// horse tenths after the control action. It is no action (text, riding).
func (f Formulas) ResponseTime(horse Decimal) int { return f.Delay(10, horse) }

// Seat is one of the six riding positions: front or rear hex, facing
// forward, right or left.
type Seat struct {
	Back   bool   `json:"back,omitempty"`
	Facing string `json:"facing"`
}

// Valid reports whether the seat is one of the six.
func (s Seat) Valid() bool {
	return s.Facing == FaceForward || s.Facing == FaceRight || s.Facing == FaceLeft
}

// SeatChangeTime is the tenths to change riding position: 10 - skill of
// rider.
func (f Formulas) SeatChangeTime(rider Decimal) int { return f.ActionTime(10, rider) }

func (t *RidingTable) validate() error {
	if t.Rule != TagRiding {
		return fmt.Errorf("rule %q, want %s", t.Rule, TagRiding)
	}
	if err := checkBands("bands", t.Bands, 1, true); err != nil {
		return err
	}
	if t.Bands[0].NoLo || t.Bands[0].Lo != 1 {
		return fmt.Errorf("bands start at 0.1, the least skill a Trained man has")
	}
	if len(t.PrintedBands) != len(t.Bands) {
		return fmt.Errorf("printed_bands: %d for %d bands", len(t.PrintedBands), len(t.Bands))
	}
	if len(t.Rows) != len(t.Bands) {
		return fmt.Errorf("%d rows for %d horse bands", len(t.Rows), len(t.Bands))
	}
	for i, r := range t.Rows {
		if len(r) != len(t.Bands) {
			return fmt.Errorf("row %s: %d cells for %d rider bands", t.PrintedBands[i], len(r), len(t.Bands))
		}
	}
	return nil
}

type ridingCellJSON struct {
	Speed   int `json:"speed"`
	Attack  int `json:"attack"`
	Defence int `json:"defence"`
}

// MarshalJSON writes the cell as an object, each figure named.
func (c RidingCell) MarshalJSON() ([]byte, error) { return json.Marshal(ridingCellJSON(c)) }

// UnmarshalJSON reads the object, or the printed "3/-4/-5".
func (c *RidingCell) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return c.UnmarshalText(b[1 : len(b)-1])
	}
	var v ridingCellJSON
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*c = RidingCell(v)
	return nil
}
