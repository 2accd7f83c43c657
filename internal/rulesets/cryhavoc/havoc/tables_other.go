package havoc

import "fmt"

// The swimming, fire, healing, battering and panic tables of §26.4–26.8.
// Later rules (water, fire, sieges, panic) use them; they are loaded and
// checked now so a bad cell is found at start-up.

// DieRow maps die rolls From..To to an outcome.
type DieRow struct {
	Rule     string
	From, To int
	Outcome  string
	Hexes    int
	Text     string
}

// Swimming is §26.4.
type Swimming struct {
	DrownAtOnce []string
	Modifiers   []Modifier
	Tables      []DieTable
}

// DieTable is a named list of die ranges covering 1-10.
type DieTable struct {
	Key, Rule, Title string
	Rows             []DieRow
}

// Lookup returns the row for a die roll, clamped to 1-10.
func (d *DieTable) Lookup(dr int) DieRow {
	dr = clampDR(dr)
	for _, r := range d.Rows {
		if dr >= r.From && dr <= r.To {
			return r
		}
	}
	return DieRow{}
}

// FireTables is §26.5.
type FireTables struct {
	Spreading     DieRow
	KindleSuccess DieRow
	KindleMods    []Modifier
	ArrowHit      []DieRow // Outcome holds the firer: archer or ballista
	Dousing       []DieRow // Outcome holds the cause: any or flaming-arrow
}

// HealingRow is one row of §26.6; Days 0 means many months.
type HealingRow struct {
	Rule     string
	From, To int
	Days     int
	Text     string
}

// Battering is §26.7.
type Battering struct {
	OffboardStrength   []BatteringEngine
	OffboardMods       []Modifier
	OffboardColumns    []int
	OffboardCells      [10][]BatteringResult
	OffboardResistance []Resistance
	OnboardStrength    []BatteringEngine
	OnboardWearOn      int
	OnboardResistance  []Resistance
}

// BatteringEngine is a battering strength row.
type BatteringEngine struct {
	Rule, Key, Every, Text string
	Strength               int // offboard
	Base, Dice, Sides      int // onboard: Base + Dice×DR(Sides)
	Rate, Crew, Engineers  int
}

// BatteringResult is an offboard cell: Wear points lost by the engine and
// whether the hex loses a resistance point.
type BatteringResult struct {
	Wear   int
	Damage bool
}

// Resistance is a battering resistance value.
type Resistance struct {
	Rule, Key, By, Text string
	Points              int
}

// Panic is §26.8: morale by character type, and the modifiers.
type Panic struct {
	Types     []MoraleType
	Modifiers []Modifier
}

func checkCover(what, rule string, rows []DieRow) error {
	var seen [10]bool
	for _, r := range rows {
		if r.From < 1 || r.To > 10 || r.From > r.To {
			return fmt.Errorf("%s (rule %s): die rolls %d-%d out of 1-10", what, r.Rule, r.From, r.To)
		}
		for dr := r.From; dr <= r.To; dr++ {
			if seen[dr-1] {
				return fmt.Errorf("%s (rule %s): die roll %d given twice", what, r.Rule, dr)
			}
			seen[dr-1] = true
		}
	}
	for dr, ok := range seen {
		if !ok {
			return fmt.Errorf("%s (rule %s): die roll %d missing", what, rule, dr+1)
		}
	}
	return nil
}

func (t *Tables) prepareOther() error {
	for _, k := range swimKeys {
		if t.swimTable(k) == nil {
			return fmt.Errorf("swimming: table %q missing", k)
		}
	}
	for _, st := range t.Swimming.Tables {
		if err := checkCover("swimming table "+st.Key, st.Rule, st.Rows); err != nil {
			return err
		}
	}
	for _, r := range []DieRow{t.Fire.Spreading, t.Fire.KindleSuccess} {
		if r.From < 1 || r.To > 10 || r.From > r.To {
			return fmt.Errorf("fire table (rule %s): die rolls %d-%d out of 1-10", r.Rule, r.From, r.To)
		}
	}
	if len(t.Fire.KindleMods) == 0 || len(t.Fire.ArrowHit) == 0 || len(t.Fire.Dousing) == 0 {
		return fmt.Errorf("fire table: kindling modifiers, arrow hits and dousing are all needed")
	}
	hr := make([]DieRow, len(t.Healing))
	for i, h := range t.Healing {
		hr[i] = DieRow{Rule: h.Rule, From: h.From, To: h.To}
		if h.Days < 0 {
			return fmt.Errorf("healing table (rule %s): %d days", h.Rule, h.Days)
		}
	}
	if err := checkCover("healing table", "26.6", hr); err != nil {
		return err
	}
	b := &t.Battering
	if len(b.OffboardColumns) == 0 {
		return fmt.Errorf("battering table: no strength columns")
	}
	for dr, row := range b.OffboardCells {
		if len(row) != len(b.OffboardColumns) {
			return fmt.Errorf("battering table (rule 26.71), die roll %d: %d cells, want %d", dr+1, len(row), len(b.OffboardColumns))
		}
	}
	if len(b.OffboardStrength) == 0 || len(b.OnboardStrength) == 0 || len(b.OnboardResistance) == 0 {
		return fmt.Errorf("battering tables: strengths and resistances are needed")
	}
	if len(t.Panic.Types) == 0 || len(t.Panic.Modifiers) == 0 {
		return fmt.Errorf("panic table: morale values and modifiers are needed")
	}
	return nil
}

// HealingDays reads §26.6 for a die roll; 0 means many months.
func (t *Tables) HealingDays(dr int) int {
	dr = clampDR(dr)
	for _, h := range t.Healing {
		if dr >= h.From && dr <= h.To {
			return h.Days
		}
	}
	return 0
}

// prepareRules checks the data of the rules of §12–§24.
func (t *Tables) prepareRules() error {
	checks := []func() error{
		t.Victory.Check, t.checkEquipment, t.checkAnimals, t.checkRolls,
		t.checkOptional, t.checkAdvancement, t.checkSwimMods, t.checkPanic,
	}
	for _, c := range checks {
		if err := c(); err != nil {
			return err
		}
	}
	return nil
}
