// Package havocdata loads the Cry Havoc tables of data/cryhavoc into the pure
// havoc types and checks them. It is the only part of the rules that reads
// files.
package havocdata

import (
	"bytes"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/rulesets/cryhavoc/havoc"
)

var (
	once    sync.Once
	builtin *havoc.Tables
	loadErr error
)

// Tables returns the tables shipped in the binary, loaded once.
func Tables() (*havoc.Tables, error) {
	once.Do(func() { builtin, loadErr = Load(data.FS, "cryhavoc") })
	return builtin, loadErr
}

// Load reads the table files of data/cryhavoc (Files) from dir in fsys and
// checks them. Errors name the file and the bad row.
func Load(fsys fs.FS, dir string) (*havoc.Tables, error) {
	t := &havoc.Tables{}
	for _, s := range steps {
		name := dir + "/" + s.file
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		if err := s.fill(b, t); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	if err := t.Prepare(); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	return t, nil
}

var steps = []struct {
	file string
	fill func([]byte, *havoc.Tables) error
}{
	{"combat.yaml", loadCombat},
	{"missile.yaml", loadMissile},
	{"swimming.yaml", loadSwimming},
	{"fire.yaml", loadFire},
	{"healing.yaml", loadHealing},
	{"battering.yaml", loadBattering},
	{"panic.yaml", loadPanic},
	{"hindrance.yaml", loadHindrance},
	{"victory.yaml", loadVictory},
	{"equipment.yaml", loadEquipment},
	{"animals.yaml", loadAnimals},
	{"rolls.yaml", loadRolls},
	{"optional.yaml", loadOptional},
	{"advancement.yaml", loadAdvancement},
}

// Files lists the table files Load reads, in order.
func Files() []string {
	out := make([]string, len(steps))
	for i, s := range steps {
		out[i] = s.file
	}
	return out
}

func decode(b []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	return dec.Decode(v)
}

func results(rule string, dr int, s string) ([]havoc.Result, error) {
	var out []havoc.Result
	for _, f := range strings.Fields(s) {
		r, err := havoc.ParseResult(f)
		if err != nil {
			return nil, fmt.Errorf("rule %s, die roll %d: %w", rule, dr, err)
		}
		out = append(out, r)
	}
	return out, nil
}

type modRow struct {
	Rule string `yaml:"rule"`
	Key  string `yaml:"key"`
	DRM  int    `yaml:"drm"`
	Mod  int    `yaml:"mod"`
	Text string `yaml:"text"`
	See  string `yaml:"see"`
}

func (m modRow) modifier() havoc.Modifier {
	return havoc.Modifier{Rule: m.Rule, Key: m.Key, Text: m.Text, See: m.See, DRM: m.DRM + m.Mod}
}

func mods(rows []modRow) ([]havoc.Modifier, error) {
	out := make([]havoc.Modifier, len(rows))
	for i, r := range rows {
		if r.Rule == "" || r.Key == "" {
			return nil, fmt.Errorf("modifier row %d: rule and key are needed", i+1)
		}
		out[i] = r.modifier()
	}
	return out, nil
}

type dieRow struct {
	Rule    string `yaml:"rule"`
	From    int    `yaml:"from"`
	To      int    `yaml:"to"`
	Outcome string `yaml:"outcome"`
	Hexes   int    `yaml:"hexes"`
	Text    string `yaml:"text"`
	Firer   string `yaml:"firer"`
	Cause   string `yaml:"cause"`
	Days    int    `yaml:"days"`
}

func (r dieRow) row() havoc.DieRow {
	o := r.Outcome
	if o == "" {
		o = r.Firer + r.Cause
	}
	return havoc.DieRow{Rule: r.Rule, From: r.From, To: r.To, Outcome: o, Hexes: r.Hexes, Text: r.Text}
}

func loadCombat(b []byte, t *havoc.Tables) error {
	var f struct {
		Columns []string `yaml:"columns"`
		Tables  []struct {
			Key   string `yaml:"key"`
			Rule  string `yaml:"rule"`
			Title string `yaml:"title"`
			Rows  []struct {
				Rule    string `yaml:"rule"`
				DR      int    `yaml:"dr"`
				Results string `yaml:"results"`
			} `yaml:"rows"`
		} `yaml:"tables"`
		Shifts []struct {
			Rule  string `yaml:"rule"`
			Key   string `yaml:"key"`
			Shift int    `yaml:"shift"`
			Text  string `yaml:"text"`
			See   string `yaml:"see"`
		} `yaml:"shifts"`
		Charge []dieRow `yaml:"charge"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	for _, s := range f.Columns {
		c, err := havoc.ParseColumn(s)
		if err != nil {
			return err
		}
		t.Columns = append(t.Columns, c)
	}
	for _, tab := range f.Tables {
		ct := havoc.CombatTable{Key: tab.Key, Rule: tab.Rule, Title: tab.Title}
		if len(tab.Rows) != 10 {
			return fmt.Errorf("combat table %q: %d rows, want one per die roll 1-10", tab.Key, len(tab.Rows))
		}
		for i, row := range tab.Rows {
			if row.DR != i+1 {
				return fmt.Errorf("combat table %q: row %d is for die roll %d, want %d", tab.Key, i+1, row.DR, i+1)
			}
			if row.Rule == "" {
				return fmt.Errorf("combat table %q, die roll %d: no rule number", tab.Key, row.DR)
			}
			rs, err := results(row.Rule, row.DR, row.Results)
			if err != nil {
				return fmt.Errorf("combat table %q: %w", tab.Key, err)
			}
			ct.Cells[i] = rs
		}
		t.CombatTables = append(t.CombatTables, ct)
	}
	for _, s := range f.Shifts {
		if s.Rule == "" {
			return fmt.Errorf("column shift %q: no rule number", s.Key)
		}
		t.Shifts = append(t.Shifts, havoc.Shift{Rule: s.Rule, Key: s.Key, Text: s.Text, See: s.See, Shift: s.Shift})
	}
	for _, c := range f.Charge {
		o, err := havoc.ParseChargeOutcome(c.Outcome)
		if err != nil {
			return fmt.Errorf("charge table (rule %s): %w", c.Rule, err)
		}
		t.Charge = append(t.Charge, havoc.ChargeRow{Rule: c.Rule, From: c.From, To: c.To, Outcome: o, Text: c.Text})
	}
	return nil
}

func loadMissile(b []byte, t *havoc.Tables) error {
	var f struct {
		Bands   []modRow `yaml:"bands"`
		Weapons []struct {
			Rule       string `yaml:"rule"`
			Key        string `yaml:"key"`
			DRM        int    `yaml:"drm"`
			Short      []int  `yaml:"short"`
			Medium     []int  `yaml:"medium"`
			Long       []int  `yaml:"long"`
			Table      string `yaml:"table"`
			Phases     []int  `yaml:"phases"`
			Overhead   bool   `yaml:"overhead"`
			MovingOf   string `yaml:"moving_of"`
			StopsMove  bool   `yaml:"stops_move"`
			Ammunition int    `yaml:"ammunition"`
			Supply     []int  `yaml:"supply"`
		} `yaml:"weapons"`
		Firer  []modRow `yaml:"firer"`
		Target []modRow `yaml:"target"`
		Tables []struct {
			Rule    string `yaml:"rule"`
			Key     string `yaml:"key"`
			Title   string `yaml:"title"`
			Results string `yaml:"results"`
		} `yaml:"tables"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	if len(f.Bands) != 3 {
		return fmt.Errorf("%d range bands, want short, medium and long", len(f.Bands))
	}
	for i, r := range f.Bands {
		t.BandDRM[i] = r.modifier()
	}
	for _, w := range f.Weapons {
		if w.Rule == "" {
			return fmt.Errorf("weapon %q: no rule number", w.Key)
		}
		hw := havoc.Weapon{Rule: w.Rule, Key: w.Key, DRM: w.DRM, Table: w.Table, Phases: w.Phases,
			Overhead: w.Overhead, MovingOf: w.MovingOf, StopsMove: w.StopsMove, Ammunition: w.Ammunition}
		switch len(w.Supply) {
		case 0:
		case 2:
			hw.Supply = [2]int{w.Supply[0], w.Supply[1]}
		default:
			return fmt.Errorf("weapon %q (rule %s): supply needs [dice, sides]", w.Key, w.Rule)
		}
		for i, r := range [][]int{w.Short, w.Medium, w.Long} {
			if len(r) != 2 {
				return fmt.Errorf("weapon %q (rule %s): %s range needs [from, to]", w.Key, w.Rule, havoc.Band(i))
			}
			hw.Ranges[i] = [2]int{r[0], r[1]}
		}
		t.Weapons = append(t.Weapons, hw)
	}
	var err error
	if t.FirerMods, err = mods(f.Firer); err != nil {
		return fmt.Errorf("firer: %w", err)
	}
	if t.TargetMods, err = mods(f.Target); err != nil {
		return fmt.Errorf("target: %w", err)
	}
	for _, tab := range f.Tables {
		rs, err := results(tab.Rule, 0, tab.Results)
		if err != nil {
			return fmt.Errorf("missile table %q: %w", tab.Key, err)
		}
		if len(rs) != 10 {
			return fmt.Errorf("missile table %q (rule %s): %d results, want 10", tab.Key, tab.Rule, len(rs))
		}
		mt := havoc.MissileTable{Rule: tab.Rule, Key: tab.Key, Title: tab.Title}
		copy(mt.Results[:], rs)
		t.MissileTables = append(t.MissileTables, mt)
	}
	return nil
}

func loadSwimming(b []byte, t *havoc.Tables) error {
	var f struct {
		Drown     []string `yaml:"drown_at_once"`
		Modifiers []modRow `yaml:"modifiers"`
		Tables    []struct {
			Key   string   `yaml:"key"`
			Rule  string   `yaml:"rule"`
			Title string   `yaml:"title"`
			Rows  []dieRow `yaml:"rows"`
		} `yaml:"tables"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	t.Swimming.DrownAtOnce = f.Drown
	var err error
	if t.Swimming.Modifiers, err = mods(f.Modifiers); err != nil {
		return err
	}
	for _, tab := range f.Tables {
		dt := havoc.DieTable{Key: tab.Key, Rule: tab.Rule, Title: tab.Title}
		for _, r := range tab.Rows {
			dt.Rows = append(dt.Rows, r.row())
		}
		t.Swimming.Tables = append(t.Swimming.Tables, dt)
	}
	return nil
}

func loadFire(b []byte, t *havoc.Tables) error {
	var f struct {
		Spreading []dieRow `yaml:"spreading"`
		Kindling  struct {
			Success   dieRow   `yaml:"success"`
			Modifiers []modRow `yaml:"modifiers"`
			ArrowHit  []dieRow `yaml:"arrow_hit"`
		} `yaml:"kindling"`
		Dousing []dieRow `yaml:"dousing"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	if len(f.Spreading) != 1 {
		return fmt.Errorf("spreading: want one row")
	}
	t.Fire.Spreading = f.Spreading[0].row()
	t.Fire.KindleSuccess = f.Kindling.Success.row()
	var err error
	if t.Fire.KindleMods, err = mods(f.Kindling.Modifiers); err != nil {
		return err
	}
	for _, r := range f.Kindling.ArrowHit {
		t.Fire.ArrowHit = append(t.Fire.ArrowHit, r.row())
	}
	for _, r := range f.Dousing {
		t.Fire.Dousing = append(t.Fire.Dousing, r.row())
	}
	return nil
}

func loadHealing(b []byte, t *havoc.Tables) error {
	var f struct {
		Rows []dieRow `yaml:"rows"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	for _, r := range f.Rows {
		t.Healing = append(t.Healing, havoc.HealingRow{Rule: r.Rule, From: r.From, To: r.To, Days: r.Days, Text: r.Text})
	}
	return nil
}

type engineRow struct {
	Rule      string `yaml:"rule"`
	Key       string `yaml:"key"`
	Strength  int    `yaml:"strength"`
	Every     string `yaml:"every"`
	Base      int    `yaml:"base"`
	Dice      int    `yaml:"dice"`
	Sides     int    `yaml:"sides"`
	Rate      int    `yaml:"rate"`
	Crew      int    `yaml:"crew"`
	Engineers int    `yaml:"engineers"`
	Text      string `yaml:"text"`
}

type resistRow struct {
	Rule   string `yaml:"rule"`
	Key    string `yaml:"key"`
	Points int    `yaml:"points"`
	By     string `yaml:"by"`
	Text   string `yaml:"text"`
}

func engines(rows []engineRow) []havoc.BatteringEngine {
	out := make([]havoc.BatteringEngine, len(rows))
	for i, r := range rows {
		out[i] = havoc.BatteringEngine{Rule: r.Rule, Key: r.Key, Every: r.Every, Text: r.Text,
			Strength: r.Strength, Base: r.Base, Dice: r.Dice, Sides: r.Sides, Rate: r.Rate, Crew: r.Crew, Engineers: r.Engineers}
	}
	return out
}

func resists(rows []resistRow) []havoc.Resistance {
	out := make([]havoc.Resistance, len(rows))
	for i, r := range rows {
		out[i] = havoc.Resistance{Rule: r.Rule, Key: r.Key, By: r.By, Text: r.Text, Points: r.Points}
	}
	return out
}

func loadBattering(b []byte, t *havoc.Tables) error {
	var f struct {
		Offboard struct {
			Strength  []engineRow `yaml:"strength"`
			Modifiers []modRow    `yaml:"modifiers"`
			Columns   []int       `yaml:"columns"`
			Rows      []struct {
				Rule    string `yaml:"rule"`
				DR      int    `yaml:"dr"`
				Results string `yaml:"results"`
			} `yaml:"rows"`
			Resistance []resistRow `yaml:"resistance"`
		} `yaml:"offboard"`
		Onboard struct {
			Strength   []engineRow `yaml:"strength"`
			WearOn     int         `yaml:"wear_on"`
			Resistance []resistRow `yaml:"resistance"`
		} `yaml:"onboard"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	bt := &t.Battering
	bt.OffboardStrength = engines(f.Offboard.Strength)
	var err error
	if bt.OffboardMods, err = mods(f.Offboard.Modifiers); err != nil {
		return err
	}
	bt.OffboardColumns = f.Offboard.Columns
	if len(f.Offboard.Rows) != 10 {
		return fmt.Errorf("offboard battering: %d rows, want 10", len(f.Offboard.Rows))
	}
	for i, row := range f.Offboard.Rows {
		if row.DR != i+1 {
			return fmt.Errorf("offboard battering: row %d is for die roll %d", i+1, row.DR)
		}
		for _, cell := range strings.Fields(row.Results) {
			br, err := batteringCell(cell)
			if err != nil {
				return fmt.Errorf("offboard battering (rule %s), die roll %d: %w", row.Rule, row.DR, err)
			}
			bt.OffboardCells[i] = append(bt.OffboardCells[i], br)
		}
	}
	bt.OffboardResistance = resists(f.Offboard.Resistance)
	bt.OnboardStrength = engines(f.Onboard.Strength)
	bt.OnboardWearOn = f.Onboard.WearOn
	bt.OnboardResistance = resists(f.Onboard.Resistance)
	return nil
}

// batteringCell reads "-", "D", "W2" or "D+W1".
func batteringCell(s string) (havoc.BatteringResult, error) {
	var r havoc.BatteringResult
	if s == "-" {
		return r, nil
	}
	for _, part := range strings.Split(s, "+") {
		switch {
		case part == "D":
			r.Damage = true
		case len(part) == 2 && part[0] == 'W' && part[1] >= '1' && part[1] <= '9':
			r.Wear = int(part[1] - '0')
		default:
			return r, fmt.Errorf("battering result %q (want -, D, Wn or D+Wn)", s)
		}
	}
	return r, nil
}

func loadPanic(b []byte, t *havoc.Tables) error {
	var f struct {
		Morale []struct {
			Rule      string   `yaml:"rule"`
			Key       string   `yaml:"key"`
			Morale    int      `yaml:"morale"`
			Classes   []string `yaml:"classes"`
			Abilities []string `yaml:"abilities"`
		} `yaml:"morale"`
		Modifiers []modRow `yaml:"modifiers"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	for _, m := range f.Morale {
		t.Panic.Types = append(t.Panic.Types, havoc.MoraleType{Rule: m.Rule, Key: m.Key, Morale: m.Morale, Classes: m.Classes, Abilities: m.Abilities})
	}
	var err error
	t.Panic.Modifiers, err = mods(f.Modifiers)
	return err
}
