package scenariofile

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/board/yamlfile"
	"herald/internal/hex"
	"herald/internal/rulesets/chainmail"
	"herald/internal/rulesets/chainmail/cmdata"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/rulesets/tenths"
	"herald/internal/scenario"
	"herald/internal/table"
)

// MapLoader finds a scenario's map by the name the scenario gives.
type MapLoader func(name string) (*board.Map, error)

// Abilities known to herald (§2.7 special character types, and status the
// rules refer to).
var Abilities = []string{"assassin", "berserk", "civilian", "cleric", "command", "engineer", "monk", "ninja", "samurai"}

// Rulesets are the rule systems a scenario may name in its ruleset field.
var Rulesets = []string{"cryhavoc", "chainmail", "tenths"}

// MissileWeapons are the weapons a scenario may give a character, from the
// missile fire modifiers of §26.21, with the ammunition the normal rules
// count (§2, §6.1: two daggers, one spear; scenario -1 = not counted).
var MissileWeapons = map[string]int{
	"shortbow": scenario.Unlimited, "longbow": scenario.Unlimited, "crossbow": scenario.Unlimited,
	"sling": scenario.Unlimited, "shuriken": scenario.Unlimited, "ballista": scenario.Unlimited,
	"spear": 1, "dagger": 2,
}

// AnimalKinds maps the animal kinds of data/cryhavoc/animals.yaml to the
// unit kind that prices their moves (§13: oxen as horses, dogs as
// infantry, every other animal as mules; the dragon, a two-hex beast, as
// a horse).
var AnimalKinds = map[string]board.UnitKind{
	"horse":  board.Horse,
	"mule":   board.Mule,
	"ox":     board.Horse,
	"pig":    board.Mule,
	"dog":    board.Infantry,
	"dragon": board.Horse,
}

// animalHexes is how many hexes an animal kind fills: the data's, but an
// ox is still placed in two hexes as scenarios before herald read §13
// closely did ("horses are the only 2-hex animals"; docs/rulings.md).
func animalHexes(tab *havoc.Tables, kind string) int {
	if kind == "ox" {
		return 2
	}
	if a, ok := tab.Animal(kind); ok {
		return a.Hexes
	}
	return 1
}

// ReadScenario reads and checks a scenario played on a hex map; one
// played on a measured table is refused (ReadField reads both).
func ReadScenario(file string, src []byte, classes Classes, maps MapLoader) (*scenario.Scenario, *board.Map, error) {
	sc, m, t, err := ReadField(file, src, classes, maps, ShippedTables)
	if err == nil && t != nil {
		return nil, nil, fmt.Errorf("%s: scenario %s is played on the measured table %s, not on a hex map", file, sc.Name, sc.Table)
	}
	return sc, m, err
}

// ReadField reads and checks a scenario file and the ground it is played
// on: a hex map (map:) or a measured table (table:), the other nil.
func ReadField(file string, src []byte, classes Classes, maps MapLoader, tables TableLoader) (*scenario.Scenario, *board.Map, *table.Table, error) {
	top, d := yamlfile.Parse(file, src)
	if top == nil {
		return nil, nil, nil, d.Err()
	}
	sc := &scenario.Scenario{Name: strings.TrimSuffix(path.Base(filepath.ToSlash(file)), path.Ext(file))}
	f := d.Fields(top, "scenario", "ruleset", "title", "story", "map", "table", "turns", "first", "attacker", "optional",
		"special_rules", "objectives", "sides", "modules", "rulings")
	onTable := f["table"] != nil
	sc.Ruleset = "cryhavoc"
	if n := f["ruleset"]; n != nil {
		if v, ok := d.String(n, "ruleset"); ok {
			if !onTable && !slices.Contains(Rulesets, v) {
				// The characters could not be read without knowing how.
				d.Errorf(n, "ruleset %q: expected %s", v, strings.Join(Rulesets, ", "))
				return nil, nil, nil, d.Err()
			}
			sc.Ruleset = v
		}
	}
	ground := "map"
	if onTable {
		ground = "table"
		if !tableRuleset(d, f, top, sc.Ruleset) {
			return nil, nil, nil, d.Err()
		}
	}
	for _, k := range []string{"title", ground, "turns", "first", "sides"} {
		d.Require(f, top, "scenario", k)
	}
	if n := f["title"]; n != nil {
		sc.Title, _ = d.String(n, "title")
	}
	if n := f["story"]; n != nil {
		sc.Story, _ = d.Scalar(n, "story")
	}
	if n := f["turns"]; n != nil {
		if v, ok := d.Int(n, "turns"); ok {
			if v < 1 || v > 999 {
				d.Errorf(n, "turns: %d is not a game length (1 to 999)", v)
			}
			sc.Turns = v
		}
	}
	tab, err := havocdata.Tables()
	if err != nil {
		return nil, nil, nil, err
	}
	sc.Optional = d.Strings(f["optional"], "optional")
	r0, err := readModules(d, sc, f["modules"])
	if err != nil {
		return nil, nil, nil, err
	}
	if sc.Ruleset == "cryhavoc" {
		for i, o := range sc.Optional {
			if _, err := tab.OptionalRules([]string{o}); err != nil {
				d.Errorf(d.List(f["optional"], "optional")[i], "optional: %v", err)
			}
		}
	}
	if n := f["rulings"]; n != nil {
		switch {
		case !onTable:
			d.Errorf(n, "rulings: only a scenario on a measured table carries its ruleset's rulings")
		case n.Kind != yaml.MappingNode:
			d.Errorf(n, "rulings: a mapping of the ruleset's rulings is expected")
		default:
			// The ruleset reads and checks them when the game starts.
			if b, err := yaml.Marshal(n); err == nil {
				sc.Rulings = b
			}
		}
	}
	for _, n := range d.List(f["special_rules"], "special_rules") {
		if n.Kind == yaml.ScalarNode {
			if s, ok := d.String(n, "special rule"); ok {
				sc.SpecialRules = append(sc.SpecialRules, scenario.SpecialRule{Text: s})
			}
			continue
		}
		e := d.Fields(n, "special rule", "rule", "text")
		var r scenario.SpecialRule
		if v := e["rule"]; v != nil {
			r.Rule, _ = d.String(v, "special rule number")
		}
		if d.Require(e, n, "special rule", "text") {
			r.Text, _ = d.String(e["text"], "special rule text")
		}
		sc.SpecialRules = append(sc.SpecialRules, r)
	}

	var m *board.Map
	var tb *table.Table
	embedded := EmbeddedMap(src)
	if embedded != nil {
		maps = embeddedMaps(file, embedded)
		tables = embeddedTable(file, embedded)
	}
	if onTable {
		if tb = readTable(d, f, tables); tb == nil {
			return nil, nil, nil, d.Err()
		}
		sc.Table = f["table"].Value
	} else if n := f["map"]; n != nil {
		if name, ok := d.String(n, "map"); ok {
			sc.Map = name
			var err error
			if m, err = maps(name); err != nil {
				for _, e := range yamlfile.AsErrors(err, name) {
					if embedded != nil && e.File == file {
						d.Errs = append(d.Errs, e) // at its own line of this file
						continue
					}
					d.Errorf(n, "map %q: %v", name, e)
				}
				m = nil
			}
		}
	}
	if m == nil && tb == nil {
		// Without the map no hex can be checked; report what we have.
		if len(d.Errs) == 0 {
			d.Errorf(top, "scenario: no map")
		}
		return nil, nil, nil, d.Err()
	}

	r := &reader{d: d, m: m, t: tb, tab: tab, classes: classes, names: map[string]int{}, occupied: map[hex.Hex][]string{}}
	if sc.Ruleset == "chainmail" {
		cm, err := cmdata.Load()
		if err != nil {
			return nil, nil, nil, err
		}
		r.chainmail = cm
	}
	r.tenths = r0
	sideLines := map[string]int{}
	for _, n := range d.List(f["sides"], "sides") {
		side := r.side(n)
		if side.Name == "" {
			continue
		}
		if line, dup := sideLines[side.Name]; dup {
			d.Errorf(n, "side %q given twice (first on line %d)", side.Name, line)
			continue
		}
		sideLines[side.Name] = n.Line
		sc.Sides = append(sc.Sides, side)
	}
	if f["sides"] != nil && len(sc.Sides) < 2 && len(d.Errs) == 0 {
		d.Errorf(f["sides"], "sides: a scenario needs at least two sides, found %d", len(sc.Sides))
	}
	sideName := func(n *yaml.Node, what string) string {
		s, ok := d.String(n, what)
		if !ok {
			return ""
		}
		if _, known := sideLines[s]; !known && len(sideLines) > 0 {
			d.Errorf(n, "%s: no side called %q (sides: %s)", what, s, strings.Join(sortedKeys(sideLines), ", "))
		}
		return s
	}
	if n := f["first"]; n != nil {
		sc.First = sideName(n, "first")
	}
	if n := f["attacker"]; n != nil {
		sc.Attacker = sideName(n, "attacker")
	}
	sc.Objectives = r.objectives(f["objectives"], sideName)
	for _, t := range r.targets {
		if t.name != "" {
			if _, ok := r.names[t.name]; !ok {
				d.Errorf(t.at, "objective target %q: no character, animal or equipment of that name", t.name)
			}
		}
	}
	if err := d.Err(); err != nil {
		return nil, nil, nil, err
	}
	return sc, m, tb, nil
}

type reader struct {
	d        *yamlfile.Doc
	m        *board.Map
	t        *table.Table // a measured table instead of m
	tab      *havoc.Tables
	classes  Classes
	names    map[string]int       // unit name -> line
	occupied map[hex.Hex][]string // hex -> units standing there (§7.2)
	targets  []targetRef
	stands   []placed // figures on a table, with a base
	setup    []hex.Hex
	// chainmail is set when the scenario is played under Chainmail: its
	// characters are figures, checked against these tables.
	chainmail *chainmail.Rules
	// tenths is set when the scenario is played under the "tenths"
	// rules: its characters are combatants.
	tenths *tenths.Rules
}

func (r *reader) area(n *yaml.Node, what string) []hex.Hex {
	s, ok := r.d.String(n, what)
	if !ok {
		return nil
	}
	hs, _, err := boardfile.ParseArea(r.m.Layout, s)
	if err != nil {
		r.d.Errorf(n, "%s %q: %v", what, s, err)
	}
	return hs
}

func (r *reader) side(n *yaml.Node) scenario.Side {
	d := r.d
	e := d.Fields(n, "side", "name", "setup", "characters", "animals", "equipment")
	var s scenario.Side
	if !d.Require(e, n, "side", "name") {
		return s
	}
	s.Name, _ = d.String(e["name"], "side name")
	if r.t != nil {
		return r.tableSide(n, e, s)
	}
	if v := e["setup"]; v != nil {
		s.SetUp = r.area(v, "setup")
	}
	r.setup = s.SetUp
	type riderRef struct {
		an scenario.Animal
		at *yaml.Node
	}
	var riders []riderRef
	defer func() {
		for _, rr := range riders {
			var rider *scenario.Character
			for i := range s.Characters {
				if s.Characters[i].Name == rr.an.Rider {
					rider = &s.Characters[i]
				}
			}
			switch {
			case rr.an.Kind != "horse":
				d.Errorf(rr.at, "%s: only horses are ridden (rule 2), not a %s", rr.an.Name, rr.an.Kind)
			case rider == nil:
				d.Errorf(rr.at, "%s: rider %q is not a character of side %s", rr.an.Name, rr.an.Rider, s.Name)
			case rider.Mounted == nil:
				d.Errorf(rr.at, "%s: rider %s has no mounted values", rr.an.Name, rider.Name)
			case rider.StartsMounted:
				d.Errorf(rr.at, "%s: rider %s already starts on a horse", rr.an.Name, rider.Name)
			}
		}
	}()
	if r.chainmail != nil {
		for _, k := range []string{"animals", "equipment"} {
			if e[k] != nil {
				d.Errorf(e[k], "side %s: %s are not part of Chainmail man-to-man play", s.Name, k)
			}
		}
	}
	for _, c := range d.List(e["characters"], "characters") {
		read := r.character
		if r.chainmail != nil {
			read = r.figure
		}
		if r.tenths != nil {
			read = r.combatant
		}
		if ch, ok := read(c); ok {
			s.Characters = append(s.Characters, ch)
		}
	}
	if len(s.Characters) == 0 && e["characters"] != nil {
		d.Errorf(e["characters"], "side %s has no characters", s.Name)
	} else if e["characters"] == nil {
		d.Errorf(n, "side %s: missing field \"characters\"", s.Name)
	}
	for _, a := range d.List(e["animals"], "animals") {
		f := d.Fields(a, "animal", "name", "kind", "rider", "at")
		var an scenario.Animal
		an.Line = a.Line
		if !d.Require(f, a, "animal", "name") || !d.Require(f, a, "animal", "kind") {
			continue
		}
		an.Name = r.unitName(f["name"])
		an.Kind, _ = d.String(f["kind"], "animal kind")
		if v := f["rider"]; v != nil {
			an.Rider, _ = d.String(v, "rider")
			riders = append(riders, riderRef{an, v})
		}
		uk, ok := AnimalKinds[an.Kind]
		if _, known := r.tab.Animal(an.Kind); !ok || !known {
			d.Errorf(f["kind"], "animal %s: unknown kind %q (%s; rule 13)", an.Name, an.Kind, strings.Join(r.tab.AnimalKeys(), ", "))
			continue
		}
		an.At = r.position(f["at"], a, an.Name, uk, animalHexes(r.tab, an.Kind), true)
		s.Animals = append(s.Animals, an)
	}
	for _, q := range d.List(e["equipment"], "equipment") {
		f := d.Fields(q, "equipment", "name", "kind", "at")
		var eq scenario.Equipment
		eq.Line = q.Line
		if !d.Require(f, q, "equipment", "name") || !d.Require(f, q, "equipment", "kind") {
			continue
		}
		eq.Name = r.unitName(f["name"])
		eq.Kind, _ = d.String(f["kind"], "equipment kind")
		k, known := r.tab.Equipment(eq.Kind)
		if !known {
			keys := r.tab.EquipmentKeys()
			slices.Sort(keys)
			d.Errorf(f["kind"], "equipment %s: unknown kind %q (%s)", eq.Name, eq.Kind, strings.Join(keys, ", "))
			continue
		}
		eq.At = r.position(f["at"], q, eq.Name, board.Cart, k.Hexes, false)
		s.Equipment = append(s.Equipment, eq)
	}
	return s
}

func (r *reader) unitName(n *yaml.Node) string {
	name, ok := r.d.String(n, "name")
	if !ok {
		return ""
	}
	if line, dup := r.names[name]; dup {
		r.d.Errorf(n, "name %q used twice (first on line %d); every unit needs its own name", name, line)
	}
	r.names[name] = n.Line
	return name
}

func (r *reader) character(n *yaml.Node) (scenario.Character, bool) {
	d := r.d
	e := d.Fields(n, "character", "name", "class", "foot", "mounted", "mpa", "mounted_mpa",
		"armoured", "wounded", "weapons", "abilities", "carries", "at")
	ch := scenario.Character{Line: n.Line}
	for _, k := range []string{"name", "class", "foot", "mpa"} {
		if !d.Require(e, n, "character", k) {
			return ch, false
		}
	}
	ch.Name = r.unitName(e["name"])
	ch.Class, _ = d.String(e["class"], "class")
	class := r.classes[ch.Class]
	if class == nil && ch.Class != "" {
		d.Errorf(e["class"], "%s: unknown class %q (see data/cryhavoc/classes.yaml)", ch.Name, ch.Class)
	}
	values := func(v *yaml.Node, what string) (scenario.Values, bool) {
		s, ok := d.String(v, what)
		if !ok {
			return scenario.Values{}, false
		}
		val, err := ParseValues(s)
		if err != nil {
			d.Errorf(v, "%s %s: %v", ch.Name, what, err)
			return val, false
		}
		return val, true
	}
	footOK := false
	ch.Foot, footOK = values(e["foot"], "foot")
	if footOK && class != nil {
		r.checkValues(e["foot"], ch.Name, class, false, ch.Foot)
	}
	if mv, ok := d.Int(e["mpa"], "mpa"); ok {
		ch.MPA = mv
		if class != nil && !class.Foot.MPA.Contains(mv) {
			d.Errorf(e["mpa"], "%s: MPA %d on foot is outside %s's %s (rule 25.1)", ch.Name, mv, class.Name, rangeText(class.Foot.MPA))
		}
	}
	if v := e["mounted"]; v != nil {
		if class != nil && class.Mounted == nil {
			d.Errorf(v, "%s: class %s does not ride (no mounted values in rule %s)", ch.Name, class.Name, class.Rule)
		}
		if mv, ok := values(v, "mounted"); ok {
			ch.Mounted = &mv
			if class != nil && class.Mounted != nil {
				r.checkValues(v, ch.Name, class, true, mv)
			}
		}
		if !d.Require(e, n, ch.Name, "mounted_mpa") {
			return ch, false
		}
	}
	if v := e["mounted_mpa"]; v != nil {
		if ch.Mounted == nil {
			d.Errorf(v, "%s: mounted_mpa without mounted values", ch.Name)
		} else if mv, ok := d.Int(v, "mounted_mpa"); ok {
			ch.MountedMPA = mv
			if class != nil && class.Mounted != nil && !class.Mounted.MPA.Contains(mv) {
				d.Errorf(v, "%s: mounted MPA %d is outside %s's %s (rule 25.1)", ch.Name, mv, class.Name, rangeText(class.Mounted.MPA))
			}
		}
	}
	if v := e["armoured"]; v != nil {
		ch.Armoured, _ = d.Bool(v, "armoured")
	}
	if v := e["wounded"]; v != nil {
		ch.Wounded, _ = d.Bool(v, "wounded")
	}
	for _, w := range d.List(e["weapons"], "weapons") {
		s, ok := d.String(w, "weapon")
		if !ok {
			continue
		}
		f := strings.Fields(s)
		ammo, known := MissileWeapons[f[0]]
		if !known {
			d.Errorf(w, "%s: unknown missile weapon %q (%s; rule 26.21)", ch.Name, f[0], strings.Join(sortedKeys(MissileWeapons), ", "))
			continue
		}
		wp := scenario.Weapon{Name: f[0], Ammo: ammo}
		if len(f) > 2 {
			d.Errorf(w, "%s weapon %q: expected NAME or NAME AMMUNITION, e.g. \"longbow 24\"", ch.Name, s)
			continue
		}
		if len(f) == 2 {
			a, err := strconv.Atoi(f[1])
			if err != nil || a < 0 {
				d.Errorf(w, "%s weapon %q: ammunition must be a whole number, 0 or more", ch.Name, s)
				continue
			}
			wp.Ammo = a
		}
		ch.Weapons = append(ch.Weapons, wp)
	}
	for _, a := range d.List(e["abilities"], "abilities") {
		s, ok := d.String(a, "ability")
		if !ok {
			continue
		}
		i := sort.SearchStrings(Abilities, s)
		if i == len(Abilities) || Abilities[i] != s {
			d.Errorf(a, "%s: unknown ability %q (%s)", ch.Name, s, strings.Join(Abilities, ", "))
			continue
		}
		ch.Abilities = append(ch.Abilities, s)
	}
	ch.Carries = d.Strings(e["carries"], "carries")
	kind := board.Infantry
	mounted := false
	if at := e["at"]; at != nil {
		if s, _ := d.Scalar(at, "at"); strings.Contains(s, "-") {
			mounted = true
			kind = board.Horse
			if ch.Mounted == nil {
				d.Errorf(at, "%s at %q: two hexes means mounted, but he has no mounted values", ch.Name, s)
				return ch, false
			}
		}
	}
	ch.StartsMounted = mounted
	hexes := 1
	if mounted {
		hexes = 2
	}
	ch.At = r.position(e["at"], n, ch.Name, kind, hexes, true)
	return ch, true
}

func (r *reader) checkValues(n *yaml.Node, name string, class *scenario.Class, mounted bool, v scenario.Values) {
	cv := class.State(mounted)
	state := "on foot"
	if mounted {
		state = "mounted"
	}
	check := func(what string, got int, rg scenario.Range) {
		if !rg.Contains(got) {
			r.d.Errorf(n, "%s: %s %s %d is outside %s's %s (rule %s)", name, what, state, got, class.Name, rangeText(rg), class.Rule)
		}
	}
	check("attack", v.Attack, cv.Attack)
	check("defence", v.Defence, cv.Defence)
	check("wounded attack", v.WoundedAttack, cv.WoundedAttack)
	check("wounded defence", v.WoundedDefence, cv.WoundedDefence)
}

func rangeText(r scenario.Range) string {
	if r.Min == r.Max {
		return fmt.Sprintf("value %d", r.Min)
	}
	return fmt.Sprintf("range %d-%d", r.Min, r.Max)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
