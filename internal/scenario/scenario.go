// Package scenario is a scenario as Cry Havoc §23 lists it: map, sides and
// their characters, animals and equipment, set-up, game length, who moves
// first, victory conditions and special rules. A Chainmail scenario has the
// same shape; its characters are figures (Character.Figure).
//
// The package is pure; internal/scenario/scenariofile reads YAML into it.
package scenario

import (
	"herald/internal/hex"
	"herald/internal/table"
)

// Scenario is one playable game.
type Scenario struct {
	Name string // file name without extension
	// Ruleset is the rule system the scenario is played under:
	// "cryhavoc" (the default), "chainmail" or "tenths".
	Ruleset string
	Title   string
	Story   string // background, for players
	// Map names the map file, e.g. "village" for data/maps/village.yaml.
	Map string
	// Table names the measured table the game is played on instead of a
	// hex map ("hallow-farm" for data/tables/hallow-farm.yaml); "" on a
	// map. Exactly one of Map and Table is set.
	Table string
	// Turns is the game-turn limit (§23.1 item 7); 0 means no limit.
	Turns int
	// First is the side that plays the first player turn of each game turn.
	First string
	// Attacker is the scenario attacker, where the rules care (§3, §19).
	Attacker     string
	Sides        []Side
	Objectives   []Objective
	SpecialRules []SpecialRule
	// Optional names the optional rules of §22 in use, e.g. "22.2".
	Optional []string
	// Rulings are a table scenario's changes to its ruleset's readings of
	// what the rules leave unsaid, as the file writes them (a YAML
	// mapping); the ruleset reads and checks them.
	Rulings []byte
	// Modules names the optional rules a "tenths" scenario plays.
	Modules []string
}

// Side is one player's force.
type Side struct {
	Name       string
	Characters []Character
	Animals    []Animal
	Equipment  []Equipment
	// SetUp is the area the side may set up in, if the scenario lets players
	// place their own men; empty when every unit has a fixed hex.
	SetUp []hex.Hex
}

// Values are one counter's combat strengths: attack and defence, healthy and
// wounded (§2, §25).
type Values struct {
	Attack, Defence               int
	WoundedAttack, WoundedDefence int
}

// Character is one named counter.
type Character struct {
	Name  string
	Class string // a class of data/cryhavoc/classes.yaml, e.g. "knight"
	// Foot is the character dismounted; Mounted, if the character has a
	// horse, his values as a rider.
	Foot    Values
	Mounted *Values
	// MPA is the healthy movement point allowance on foot; MountedMPA that
	// of his horse.
	MPA        int
	MountedMPA int
	Armoured   bool
	Weapons    []Weapon
	// Abilities are special character types and status (§2.7): "berserk",
	// "assassin", "ninja", "monk", "engineer", "civilian", "command".
	Abilities []string
	// Carries is portable equipment he starts with ("torch", "chest").
	Carries []string
	// StartsMounted: on his horse at the start; At is then two hexes.
	StartsMounted bool
	// Wounded: he starts the scenario wounded (a campaign veteran whose
	// wound has not healed, §24.2).
	Wounded bool
	At      Position
	// Line is the line in the scenario file, for messages; 0 if unknown.
	Line int
	// Figure is the character as a Chainmail figure; nil in Cry Havoc,
	// where the fields above describe him instead.
	Figure *Figure
	// Combatant is the character as a "tenths" combatant.
	Combatant *Combatant
	// Traits are a figure's fields on a measured table beyond its name
	// and place, as written (troop: "knight"): the ruleset reads and
	// checks them.
	Traits map[string]string
}

// Combatant is a man of the "tenths" rules: a stock profile of
// data/tenths/base.yaml and what the scenario changes of it (a value of 0
// or "" keeps the profile's), his weapons (the first in hand) and the way
// he faces.
type Combatant struct {
	Profile  string         `json:"profile"`
	Values   map[string]int `json:"values,omitempty"`
	Training map[string]int `json:"training,omitempty"`
	Armour   string         `json:"armour,omitempty"`
	Weapons  []string       `json:"weapons"`
	Facing   hex.Direction  `json:"facing"`
}

// Figure is a Chainmail man-to-man figure: what he strikes with, what he
// wears, what he shoots, how far he moves and, for heroes and monsters,
// the column he fights in on the fantasy combat table.
type Figure struct {
	// Weapon is his melee weapon, a row of the man-to-man table.
	Weapon string `json:"weapon"`
	// Armour is his armour, a column of the man-to-man table.
	Armour string `json:"armour"`
	// Missile is his missile weapon, a row of the missile table; "" none.
	Missile string `json:"missile,omitempty"`
	// Troop is his troop type (light-foot, heavy-foot, armored-foot).
	Troop string `json:"troop"`
	// Move is his movement in inches; one hex is one inch.
	Move int `json:"move"`
	// Fantasy is his column of the fantasy combat table ("hero",
	// "troll-ogre"); "" for an ordinary man.
	Fantasy string `json:"fantasy,omitempty"`
	// Pips is the "+1" or "-1" after his type (Hero + 1).
	Pips int `json:"pips,omitempty"`
	// Level is a fighting-man's level (Appendix E, fighting
	// capability): a hero is 4, a superhero 8; 0 for an ordinary man.
	// It gives his Pips and, from Hero up, his Fantasy column; on the
	// fantasy table he rolls with FantasyPips.
	Level       int `json:"level,omitempty"`
	FantasyPips int `json:"fantasy_pips,omitempty"`
}

// Weapon is a missile or special weapon and its ammunition.
type Weapon struct {
	Name string // "longbow", "crossbow", "sling", "dagger", "spear"
	// Ammo is the number of missiles; Unlimited where the rules set no limit.
	Ammo int
}

// Unlimited ammunition (§6.1: only daggers and spears are counted unless
// optional rule 22.2 is in use).
const Unlimited = -1

// Position is where a unit stands: one hex, two for horses and carts,
// head first (§3.6), or three in a row for the ram and the siege tower
// (head, middle, rear; §19.12, §19.13).
type Position struct {
	Head   hex.Hex
	Rear   hex.Hex
	Two    bool
	Middle hex.Hex
	Three  bool // head, middle and rear; Two is false
	Set    bool // false: the unit is placed by the player in the side's SetUp
	// Stand is where a figure stands on a measured table (Set, no hexes):
	// its base's centre and its facing. A zero Base is the ruleset's.
	Stand *table.Stand
}

// Hexes lists the hexes the unit occupies.
func (p Position) Hexes() []hex.Hex {
	switch {
	case !p.Set, p.Stand != nil:
		return nil
	case p.Three:
		return []hex.Hex{p.Head, p.Middle, p.Rear}
	case p.Two:
		return []hex.Hex{p.Head, p.Rear}
	}
	return []hex.Hex{p.Head}
}

// Animal is a horse without rider, mule, ox, dog ... (§13).
type Animal struct {
	Name string
	Kind string // "horse", "mule", "ox", "dog", "pig", "dragon"
	// Rider names the character whose horse this is, when he starts
	// dismounted beside it.
	Rider string
	At    Position
	Line  int
}

// Equipment is a cart, ladder, siege engine or other equipment placed on the
// map (§18, §19).
type Equipment struct {
	Name string
	Kind string // a kind of data/cryhavoc/equipment.yaml: "cart", "ladder", "chest" ...
	At   Position
	Line int
}

// Objective is a victory condition beyond the victory points of §23.2.
type Objective struct {
	Side string // who gains the points
	// Kind: "hold" (have a character in Hexes at the end), "exit" (leave
	// the map by Hexes; Target, if given, is the unit that must), "kill"
	// or "capture" (Target), or "text" (the players judge it).
	Kind   string
	Hexes  []hex.Hex
	Target string
	Points int
	Text   string
	// Ends: the game ends as soon as the objective is met (§23.1 item 7,
	// "to the given victory condition"), not only after the last turn.
	Ends bool
}

// SpecialRule is a scenario special rule (SSR).
type SpecialRule struct {
	Rule string // the rule it modifies, if any, e.g. "17.4"
	Text string
}

// Range is an inclusive range of values from the class tables.
type Range struct{ Min, Max int }

// Contains reports whether v lies in the range.
func (r Range) Contains(v int) bool { return v >= r.Min && v <= r.Max }

// ClassValues are a class's strength ranges in one state (foot or mounted),
// from the tables of §25.2 and §25.3.
type ClassValues struct {
	Attack, Defence               Range
	WoundedAttack, WoundedDefence Range
	// Generic is the typical counter, where the table gives one.
	Generic *Values
	// UnitValue estimates the worth of a unit for balancing (§25).
	UnitValue int
	MPA       Range // §25.1
}

// Class is a character class with its generic values.
type Class struct {
	Name     string
	Rule     string // "25.2" or "25.3"
	Title    string // as the table writes it
	Foot     *ClassValues
	Mounted  *ClassValues
	Armoured bool // always armoured (knights, §2)
	Note     string
}

// State is the class values for a character on foot or mounted; nil if the
// class cannot ride.
func (c *Class) State(mounted bool) *ClassValues {
	if mounted {
		return c.Mounted
	}
	return c.Foot
}

// IsArmoured applies §2: knights, and anyone whose healthy defence on foot
// is 6 or more, are armoured, as is anyone the scenario says is.
func (ch *Character) IsArmoured(class *Class) bool {
	return ch.Armoured || (class != nil && class.Armoured) || ch.Foot.Defence >= 6
}
