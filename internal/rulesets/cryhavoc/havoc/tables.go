package havoc

import (
	"fmt"
	"strconv"
	"strings"
)

// Column is one odds relation of the Combat Tables, "3-1" or "1-2" (§9.1).
type Column struct{ Attack, Defence int }

func (c Column) String() string { return fmt.Sprintf("%d-%d", c.Attack, c.Defence) }

// ParseColumn reads "3-1".
func ParseColumn(s string) (Column, error) {
	a, d, ok := strings.Cut(s, "-")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(d)
	if !ok || err1 != nil || err2 != nil || x < 1 || y < 1 {
		return Column{}, fmt.Errorf("odds column %q: want two positive whole numbers such as 3-1", s)
	}
	return Column{x, y}, nil
}

// TargetKind picks a Combat or Missile Fire Table (§9.6, §13).
type TargetKind uint8

const (
	TargetInfantry TargetKind = iota // characters on foot, and dogs
	TargetMounted                    // riders
	TargetAnimal                     // riderless animals other than dogs
)

var targetNames = [...]string{"infantry", "mounted", "animal"}

func (k TargetKind) String() string {
	if int(k) < len(targetNames) {
		return targetNames[k]
	}
	return fmt.Sprintf("TargetKind(%d)", k)
}

// ParseTargetKind reads "infantry", "mounted" or "animal".
func ParseTargetKind(s string) (TargetKind, error) {
	for i, n := range targetNames {
		if n == s {
			return TargetKind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown target %q (want infantry, mounted or animal)", s)
}

// tableKey is the combat or missile table a target kind uses.
func (k TargetKind) tableKey() string {
	if k == TargetInfantry {
		return "infantry"
	}
	return "mounted"
}

// CombatTable is §26.32 or §26.33: Cells[dr-1][column].
type CombatTable struct {
	Key, Rule, Title string
	Cells            [10][]Result
}

// ShiftKind names a column shift of §26.31. Which applies is rules logic
// (shifts.go); how far it shifts is data.
type ShiftKind uint8

const (
	ShiftPanickedTarget ShiftKind = iota
	ShiftInfantryAttacksMounted
	ShiftInfantryPinsMounted
	ShiftMountedAttacksInfantry
	ShiftEncircledAttacker
	ShiftEncircledDefender
	ShiftAttackerNegativeTerrain
	ShiftAttackerPositiveTerrain
	ShiftDefenderNegativeTerrain
	ShiftDefenderPositiveTerrain
	ShiftSpearmanVsWater
	numShiftKinds
)

var shiftKeys = [numShiftKinds]string{
	"panicked-target", "infantry-attacks-mounted", "infantry-pins-mounted",
	"mounted-attacks-infantry", "encircled-attacker", "encircled-defender",
	"attacker-negative-terrain", "attacker-positive-terrain",
	"defender-negative-terrain", "defender-positive-terrain", "spearman-vs-water",
}

func (k ShiftKind) String() string {
	if k < numShiftKinds {
		return shiftKeys[k]
	}
	return fmt.Sprintf("ShiftKind(%d)", k)
}

// Shift is one row of the column shift list.
type Shift struct {
	Rule, Key, Text, See string
	Shift                int
}

// ChargeOutcome is a result of the charge die roll (§9.4).
type ChargeOutcome uint8

const (
	ChargeFull ChargeOutcome = iota
	ChargeCounter
	ChargeEvaded
	ChargeParried
)

var chargeNames = [...]string{"full", "counter-charge", "evaded", "parried"}

func (o ChargeOutcome) String() string {
	if int(o) < len(chargeNames) {
		return chargeNames[o]
	}
	return fmt.Sprintf("ChargeOutcome(%d)", o)
}

// ParseChargeOutcome reads a name used in the data files.
func ParseChargeOutcome(s string) (ChargeOutcome, error) {
	for i, n := range chargeNames {
		if n == s {
			return ChargeOutcome(i), nil
		}
	}
	return 0, fmt.Errorf("unknown charge outcome %q", s)
}

// ChargeRow maps die rolls From..To to an outcome.
type ChargeRow struct {
	Rule     string
	From, To int
	Outcome  ChargeOutcome
	Text     string
}

// Band is a missile range band (§26.21).
type Band uint8

const (
	Short Band = iota
	Medium
	Long
)

var bandNames = [...]string{"short", "medium", "long"}

func (b Band) String() string {
	if int(b) < len(bandNames) {
		return bandNames[b]
	}
	return fmt.Sprintf("Band(%d)", b)
}

// Weapon is one row of the firer- and weapon-based modifiers (§26.21).
type Weapon struct {
	Rule, Key  string
	DRM        int
	Ranges     [3][2]int // inclusive hex ranges for short, medium, long
	Table      string    // "standard" (by target kind) or "thrown"
	Phases     []int     // fire phases of §4 the weapon may fire in
	Overhead   bool      // may fire over intervening characters (§6.2)
	MovingOf   string    // set on a "moving" row: the weapon it replaces
	StopsMove  bool      // firing stops the firer moving this PT (§6.1, crossbows)
	Ammunition int       // supply under the normal rules, 0 = not limited (§2, §6.1)
	Supply     [2]int    // dice and sides rolled for the supply under §22.2; zero = unlimited
}

// Band returns the range band for a distance, or false beyond long range or
// at zero distance (§6.3).
func (w *Weapon) Band(rng int) (Band, bool) {
	for b := Short; b <= Long; b++ {
		if rng >= w.Ranges[b][0] && rng <= w.Ranges[b][1] {
			return b, true
		}
	}
	return 0, false
}

// MaxRange is the end of long range.
func (w *Weapon) MaxRange() int { return w.Ranges[Long][1] }

// Modifier is a die roll modifier row.
type Modifier struct {
	Rule, Key, Text, See string
	DRM                  int
}

// MissileTable is §26.23 or §26.24: Results[finalDR-1].
type MissileTable struct {
	Rule, Key, Title string
	Results          [10]Result
}

// Tables are the combat and missile tables of §26, loaded from data and
// checked by Prepare before use.
type Tables struct {
	Columns      []Column
	CombatTables []CombatTable
	Shifts       []Shift
	Charge       []ChargeRow

	BandDRM       [3]Modifier
	Weapons       []Weapon
	FirerMods     []Modifier
	TargetMods    []Modifier
	MissileTables []MissileTable

	Swimming  Swimming
	Fire      FireTables
	Healing   []HealingRow
	Battering Battering
	Panic     Panic
	Hindrance Hindrance

	// The rules of §12–§24 as data (havocdata loads them).
	Victory          VictoryTable    // §23.2
	EquipmentKinds   []EquipmentKind // §12.5, §14, §15, §18–§21
	AnimalKinds      []AnimalKind    // §13
	Leading          Leading         // §13.7
	Rolls            []DieTable      // die rolls given in the prose
	OptionalRuleList []OptionalRule  // §22
	Advancement      Advancement     // §24.1

	// Indexes built by Prepare.
	combat    [2]*CombatTable // 0 infantry, 1 mounted
	shift     [numShiftKinds]*Shift
	charge    [10]ChargeOutcome
	weapon    map[string]*Weapon
	moving    map[string]*Weapon
	targetMod map[string]*Modifier
	firerMod  map[string]*Modifier
	missile   map[string]*MissileTable
	mods      struct {
		cover                            [4]int
		armoured, night, moving, wounded int
	}
	prepared bool
}

// Prepare checks the tables for completeness and builds lookups. Every
// function that reads Tables needs it to have succeeded.
func (t *Tables) Prepare() error {
	if len(t.Columns) == 0 {
		return fmt.Errorf("combat: no odds columns")
	}
	for i := 1; i < len(t.Columns); i++ {
		a, b := t.Columns[i-1], t.Columns[i]
		if a.Attack*b.Defence >= b.Attack*a.Defence {
			return fmt.Errorf("combat: odds column %s does not follow %s in increasing order", b, a)
		}
	}
	for i := range t.CombatTables {
		ct := &t.CombatTables[i]
		var slot int
		switch ct.Key {
		case "infantry":
			slot = 0
		case "mounted":
			slot = 1
		default:
			return fmt.Errorf("combat table %q (rule %s): want key infantry or mounted", ct.Key, ct.Rule)
		}
		if t.combat[slot] != nil {
			return fmt.Errorf("combat table %q given twice", ct.Key)
		}
		for dr, row := range ct.Cells {
			if len(row) != len(t.Columns) {
				return fmt.Errorf("combat table %q (rule %s), die roll %d: %d cells, want %d (one per odds column)", ct.Key, ct.Rule, dr+1, len(row), len(t.Columns))
			}
			if slot == 0 {
				for c, r := range row {
					if r.HorseKilled {
						return fmt.Errorf("combat table %q (rule %s), die roll %d, column %s: horse killed against infantry", ct.Key, ct.Rule, dr+1, t.Columns[c])
					}
				}
			}
		}
		t.combat[slot] = ct
	}
	if t.combat[0] == nil || t.combat[1] == nil {
		return fmt.Errorf("combat: need both the infantry and the mounted table")
	}
	for i := range t.Shifts {
		s := &t.Shifts[i]
		k := -1
		for j, key := range shiftKeys {
			if key == s.Key {
				k = j
			}
		}
		if k < 0 {
			return fmt.Errorf("column shift %q (rule %s): unknown key", s.Key, s.Rule)
		}
		if t.shift[k] != nil {
			return fmt.Errorf("column shift %q given twice", s.Key)
		}
		if s.Shift == 0 {
			return fmt.Errorf("column shift %q (rule %s): shift is zero", s.Key, s.Rule)
		}
		t.shift[k] = s
	}
	for k, s := range t.shift {
		if s == nil {
			return fmt.Errorf("column shift %q missing", ShiftKind(k))
		}
	}
	var seen [10]bool
	for _, r := range t.Charge {
		if r.From < 1 || r.To > 10 || r.From > r.To {
			return fmt.Errorf("charge table (rule %s): die rolls %d-%d out of 1-10", r.Rule, r.From, r.To)
		}
		for dr := r.From; dr <= r.To; dr++ {
			if seen[dr-1] {
				return fmt.Errorf("charge table (rule %s): die roll %d given twice", r.Rule, dr)
			}
			seen[dr-1] = true
			t.charge[dr-1] = r.Outcome
		}
	}
	for dr, ok := range seen {
		if !ok {
			return fmt.Errorf("charge table: die roll %d missing", dr+1)
		}
	}
	if err := t.prepareMissile(); err != nil {
		return err
	}
	if err := t.prepareOther(); err != nil {
		return err
	}
	if err := t.prepareRules(); err != nil {
		return err
	}
	t.prepared = true
	return nil
}

func (t *Tables) prepareMissile() error {
	t.weapon = map[string]*Weapon{}
	t.moving = map[string]*Weapon{}
	for i := range t.Weapons {
		w := &t.Weapons[i]
		if _, dup := t.weapon[w.Key]; dup {
			return fmt.Errorf("weapon %q given twice", w.Key)
		}
		last := 0
		for b, r := range w.Ranges {
			if r[0] != last+1 || r[1] < r[0] {
				return fmt.Errorf("weapon %q (rule %s): %s range %d-%d does not follow on from %d", w.Key, w.Rule, Band(b), r[0], r[1], last)
			}
			last = r[1]
		}
		if w.Table != "standard" && w.Table != "thrown" {
			return fmt.Errorf("weapon %q (rule %s): table %q, want standard or thrown", w.Key, w.Rule, w.Table)
		}
		if w.Supply[0] < 0 || w.Supply[0] > 0 && w.Supply[1] < 2 {
			return fmt.Errorf("weapon %q (rule %s): supply %v, want [dice, sides]", w.Key, w.Rule, w.Supply)
		}
		if len(w.Phases) == 0 {
			return fmt.Errorf("weapon %q (rule %s): no fire phases", w.Key, w.Rule)
		}
		for _, p := range w.Phases {
			if p != 1 && p != 2 {
				return fmt.Errorf("weapon %q (rule %s): fire phase %d, want 1 or 2", w.Key, w.Rule, p)
			}
		}
		t.weapon[w.Key] = w
	}
	for i := range t.Weapons {
		w := &t.Weapons[i]
		if w.MovingOf == "" {
			continue
		}
		base, ok := t.weapon[w.MovingOf]
		if !ok {
			return fmt.Errorf("weapon %q: moving row of unknown weapon %q", w.Key, w.MovingOf)
		}
		if base.Ranges != w.Ranges {
			return fmt.Errorf("weapon %q: ranges differ from %q", w.Key, w.MovingOf)
		}
		t.moving[w.MovingOf] = w
	}
	for b, m := range t.BandDRM {
		if m.Key != Band(b).String() {
			return fmt.Errorf("range band %d is %q, want %s", b, m.Key, Band(b))
		}
	}
	t.targetMod = map[string]*Modifier{}
	for i := range t.TargetMods {
		t.targetMod[t.TargetMods[i].Key] = &t.TargetMods[i]
	}
	for _, k := range []string{"light-cover", "medium-cover", "heavy-cover", "armoured", "night", "moving-target"} {
		if t.targetMod[k] == nil {
			return fmt.Errorf("target modifier %q missing", k)
		}
	}
	t.firerMod = map[string]*Modifier{}
	for i := range t.FirerMods {
		t.firerMod[t.FirerMods[i].Key] = &t.FirerMods[i]
	}
	if t.firerMod["firer-wounded"] == nil {
		return fmt.Errorf("firer modifier %q missing", "firer-wounded")
	}
	t.mods.cover = [4]int{0, t.targetMod["light-cover"].DRM, t.targetMod["medium-cover"].DRM, t.targetMod["heavy-cover"].DRM}
	t.mods.armoured = t.targetMod["armoured"].DRM
	t.mods.night = t.targetMod["night"].DRM
	t.mods.moving = t.targetMod["moving-target"].DRM
	t.mods.wounded = t.firerMod["firer-wounded"].DRM
	t.missile = map[string]*MissileTable{}
	for i := range t.MissileTables {
		mt := &t.MissileTables[i]
		t.missile[mt.Key] = mt
		if mt.Key == "infantry" {
			for dr, r := range mt.Results {
				if r.HorseKilled {
					return fmt.Errorf("missile table %q (rule %s), die roll %d: horse killed against infantry", mt.Key, mt.Rule, dr+1)
				}
			}
		}
		for dr, r := range mt.Results {
			if r.Code.HurtsAttacker() {
				return fmt.Errorf("missile table %q (rule %s), die roll %d: %s hurts the firer", mt.Key, mt.Rule, dr+1, r)
			}
		}
	}
	for _, k := range []string{"infantry", "mounted", "thrown"} {
		if t.missile[k] == nil {
			return fmt.Errorf("missile table %q missing", k)
		}
	}
	return nil
}

// Weapon looks up a weapon by key.
func (t *Tables) Weapon(key string) (*Weapon, bool) {
	w, ok := t.weapon[key]
	return w, ok
}

// WeaponKeys lists the weapons a firer may name (not the "moving" rows).
func (t *Tables) WeaponKeys() []string {
	var keys []string
	for _, w := range t.Weapons {
		if w.MovingOf == "" {
			keys = append(keys, w.Key)
		}
	}
	return keys
}

// ShiftOf returns the column shift row for a kind.
func (t *Tables) ShiftOf(k ShiftKind) *Shift { return t.shift[k] }

// CombatTableFor returns the table used against a target kind.
func (t *Tables) CombatTableFor(k TargetKind) *CombatTable {
	if k == TargetInfantry {
		return t.combat[0]
	}
	return t.combat[1]
}

// MissileTableFor returns the table a weapon uses against a target kind.
func (t *Tables) MissileTableFor(w *Weapon, k TargetKind) *MissileTable {
	if w.Table == "thrown" {
		return t.missile["thrown"]
	}
	return t.missile[k.tableKey()]
}

// ChargeOutcomeFor reads the charge table for a die roll 1-10.
func (t *Tables) ChargeOutcomeFor(dr int) ChargeOutcome { return t.charge[clampDR(dr)-1] }

// clampDR applies the note above the tables: below 1 counts as 1, above
// 10 as 10 (§26.1).
func clampDR(dr int) int {
	if dr < 1 {
		return 1
	}
	if dr > 10 {
		return 10
	}
	return dr
}

// MarshalText writes "3-1".
func (c Column) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads "3-1".
func (c *Column) UnmarshalText(b []byte) error {
	v, err := ParseColumn(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// MarshalText writes the outcome's name.
func (o ChargeOutcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }
