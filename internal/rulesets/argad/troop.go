package argad

// Troop is a figure's troop type, the rows of the movement table.
type Troop string

// The troop types of the sheet.
const (
	Foot        Troop = "foot"
	Cavalry     Troop = "cavalry"
	MountedFoot Troop = "mounted-foot" // foot soldiers who ride to the fight
)

// Troops lists the troop types in the sheet's order.
var Troops = []Troop{Foot, Cavalry, MountedFoot}

// Mounted tells whether the figure is on a horse.
func (t Troop) Mounted() bool { return t == Cavalry || t == MountedFoot }

// ParseTroop reads a troop type.
func ParseTroop(s string) (Troop, error) { return parseName(s, Troops, "move", "troop type") }

// parseName reads one of the names in all, or refuses it listing them.
func parseName[T ~string](s string, all []T, tag, what string) (T, error) {
	for _, x := range all {
		if string(x) == s {
			return x, nil
		}
	}
	return "", unknown(tag, what, s, toStrings(all))
}

// Armour is what a figure wears: light clothing, armour 4 (chainmail) or
// armour 5 (man-at-arms).
type Armour string

// The armours of the sheet.
const (
	Light   Armour = "light"
	Armour4 Armour = "4"
	Armour5 Armour = "5"
)

// Armours lists the armours in the sheet's order.
var Armours = []Armour{Light, Armour4, Armour5}

// Value is the armour as a number to hold against a class in melee; light
// clothing is 0, below every class.
func (a Armour) Value() int {
	switch a {
	case Armour4:
		return 4
	case Armour5:
		return 5
	}
	return 0
}

// Name is the armour as the sheet writes it.
func (a Armour) Name() string {
	switch a {
	case Armour4:
		return "armour 4 (chainmail)"
	case Armour5:
		return "armour 5 (man-at-arms)"
	}
	return "light clothing"
}

// ParseArmour reads an armour: light, 4 or 5.
func ParseArmour(s string) (Armour, error) { return parseName(s, Armours, "move", "armour") }

// Column is a column of the terrain table: foot; cavalry except armour 5;
// cavalry in armour 5 or mounted foot.
type Column string

// The terrain table's columns.
const (
	ColumnFoot     Column = "foot"
	ColumnCavalry  Column = "cavalry"
	ColumnCavalry5 Column = "cavalry5"
)

// Columns lists the terrain columns in the sheet's order.
var Columns = []Column{ColumnFoot, ColumnCavalry, ColumnCavalry5}

// ColumnOf is the terrain column a figure reads.
func ColumnOf(t Troop, a Armour) Column {
	switch {
	case t == Foot:
		return ColumnFoot
	case t == Cavalry && a != Armour5:
		return ColumnCavalry
	}
	return ColumnCavalry5
}
