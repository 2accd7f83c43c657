// Package board is the Cry Havoc map: terrain per hex, elevation, in-hex
// features and hexside features, with the values §16 gives each terrain type.
//
// The package is pure: the terrain values come from data/cryhavoc/terrain.yaml
// through the loader in internal/board/boardfile, which this package does not
// import.
package board

// UnitKind is what the terrain tables distinguish when they price a move
// (§16 introduction: what is impassable to horses is impassable to oxen and
// carts; what is impassable to mules is impassable to every animal).
type UnitKind int

// The unit kinds of the movement costs.
const (
	Infantry UnitKind = iota // characters on foot, and dogs (§16)
	Horse                    // riders and led horses
	Mule                     // mules and other pack animals
	Animal                   // oxen, pigs and other animals
	Cart                     // carts and non-portable equipment
	numUnitKinds
)

var unitKindNames = [numUnitKinds]string{"infantry", "horse", "mule", "animal", "cart"}

// UnitKinds lists every kind in table order.
func UnitKinds() []UnitKind { return []UnitKind{Infantry, Horse, Mule, Animal, Cart} }

func (k UnitKind) String() string {
	if k < 0 || k >= numUnitKinds {
		return "unknown unit kind"
	}
	return unitKindNames[k]
}

// ParseUnitKind reads a unit kind's name as the data files write it.
func ParseUnitKind(s string) (UnitKind, bool) {
	for i, n := range unitKindNames {
		if n == s {
			return UnitKind(i), true
		}
	}
	return 0, false
}

// MoveCost is movement points, or Impassable.
type MoveCost int

// Impassable marks terrain a kind of unit may not enter or cross (§7.5).
const Impassable MoveCost = -1

// Passable reports whether the cost allows the move at all.
func (c MoveCost) Passable() bool { return c >= 0 }

// Costs is a movement cost per unit kind.
type Costs [numUnitKinds]MoveCost

// For is the cost for one kind of unit.
func (c Costs) For(k UnitKind) MoveCost {
	if k < 0 || k >= numUnitKinds {
		return Impassable
	}
	return c[k]
}

// CoverClass is how much a terrain hinders missile fire (§6.5): each class
// adds its DRM to the missile fire roll; Infinite blocks fire altogether.
type CoverClass int

// The cover classes.
const (
	NoCover  CoverClass = iota
	Light               // +1
	Medium              // +2
	Heavy               // +3
	Infinite            // no LOS
)

var coverNames = []string{"none", "light", "medium", "heavy", "infinite"}

func (c CoverClass) String() string {
	if c < 0 || int(c) >= len(coverNames) {
		return "unknown cover"
	}
	return coverNames[c]
}

// DRM is the cover's modifier on the missile fire table (§6.5); Infinite has
// none because no fire is possible.
func (c CoverClass) DRM() int {
	if c >= Light && c <= Heavy {
		return int(c)
	}
	return 0
}

// ParseCoverClass reads a cover class name.
func ParseCoverClass(s string) (CoverClass, bool) {
	for i, n := range coverNames {
		if n == s {
			return CoverClass(i), true
		}
	}
	return 0, false
}

// Advantage is the terrain advantage column shift in combat (§9.2).
type Advantage int

// The three terrain advantages.
const (
	Negative Advantage = -1
	Neutral  Advantage = 0
	Positive Advantage = 1
)

func (a Advantage) String() string {
	switch a {
	case Negative:
		return "negative"
	case Positive:
		return "positive"
	}
	return "none"
}

// ParseAdvantage reads "positive", "negative" or "none".
func ParseAdvantage(s string) (Advantage, bool) {
	switch s {
	case "positive":
		return Positive, true
	case "negative":
		return Negative, true
	case "none":
		return Neutral, true
	}
	return 0, false
}

// LOSEffect is what a terrain does to a line of sight passing through it
// (§5). Lines always reach into a hex; the effect is on lines going on.
type LOSEffect int

// The LOS effects.
const (
	Clear   LOSEffect = iota // no effect
	Hinders                  // LOS passes, the target may get the terrain's cover
	Blocks                   // LOS reaches into the hex but not through or past it
)

var losNames = []string{"clear", "hinders", "blocks"}

func (e LOSEffect) String() string {
	if e < 0 || int(e) >= len(losNames) {
		return "unknown LOS effect"
	}
	return losNames[e]
}

// ParseLOSEffect reads "clear", "hinders" or "blocks".
func ParseLOSEffect(s string) (LOSEffect, bool) {
	for i, n := range losNames {
		if n == s {
			return LOSEffect(i), true
		}
	}
	return 0, false
}

// Water is how deep a water terrain is (§17).
type Water int

// Water depths.
const (
	Dry        Water = iota
	Shallow          // 1-2 feet: 3 MP, no cover, negative advantage (§17.4)
	Deep             // 3-4 feet: 5 MP, light cover (§17.4)
	Bottomless       // impassable; swimming rules (§17.1)
)

var waterNames = []string{"dry", "shallow", "deep", "bottomless"}

func (w Water) String() string {
	if w < 0 || int(w) >= len(waterNames) {
		return "unknown water"
	}
	return waterNames[w]
}

// ParseWater reads a water depth name.
func ParseWater(s string) (Water, bool) {
	for i, n := range waterNames {
		if n == s {
			return Water(i), true
		}
	}
	return 0, false
}

// Cover is the cover a terrain gives and when it applies. Rules differ on
// whether the cover is for fire into the hex, through it, or both, whether
// an elevated firer voids it, and whether fire from an adjacent hex gets it.
type Cover struct {
	Class CoverClass
	// Into: a target in the hex gets the cover. Through: the cover applies
	// when the line of fire passes the hex (or crosses the hexside).
	Into, Through bool
	// ElevationVoidsInto/Through: fire from an elevated position gets no
	// such cover (§6.5, e.g. scrub; a tent only for fire over it).
	ElevationVoidsInto, ElevationVoidsThrough bool
	// NotAdjacent: the cover applies only to fire from a non-adjacent hex
	// (slope, window, arrow slit, door hexside).
	NotAdjacent bool
	// Directional: the cover is from one side only, chosen by the player
	// (door hexes and exterior building corners, §6.53, §7.9).
	Directional bool
	// AcrossLip: only for fire crossing a slope lip hexside of the hex
	// (slope, §16.12).
	AcrossLip bool
}

// TerrainType is one in-hex terrain of §16.1 (or water of §17).
type TerrainType struct {
	Name string // stable identifier used in map files, e.g. "tree"
	Rule string // rule number it transcribes, e.g. "16.14"
	Move Costs
	// FromSame, when set for a kind, replaces Move when the unit enters from
	// a hex of the same terrain (moat 16.118, trench 16.120).
	FromSame  Costs
	HasSame   bool
	Cover     Cover
	Advantage Advantage
	LOS       LOSEffect
	// Tall: blocks LOS at any elevation (trees, castle wall, towers §5.6).
	Tall bool
	// Roofed: house interior under a roof; its walls keep infinite cover
	// against elevated fire (§16.15).
	Roofed bool
	Water  Water
	// Door: a door or yard-entrance hex (§16.16): fire goes into and out of
	// it but not through; a closed door lets two characters share it (§7.22).
	Door bool
	// Stairs: entered and left only through its top and bottom hexsides;
	// each stair hex is one level of elevation (§16.115).
	Stairs bool
	// TwoLocations: the hex holds two places, one above the other (bridges,
	// gate archway, §3.3).
	TwoLocations bool
	Note         string // what the numbers cannot say, in a sentence
}

// HexsideType is one hexside feature of §16.2: extended hex borders that
// cost extra movement, give cover or block LOS.
type HexsideType struct {
	Name string
	Rule string
	// Extra is the cost added to that of the hex moved into (window +3);
	// Impassable where the kind may not cross.
	Extra Costs
	Cover Cover
	LOS   LOSEffect
	// Lip: a slope or moat lip, which may block LOS between levels (§5.62).
	Lip bool
	// NoCombat: no combat across it (walls without apertures, arrow slits).
	NoCombat bool
	// DefenderAdvantage: a character defending across it gets a positive
	// terrain advantage (window, §16.23).
	DefenderAdvantage bool
	// NoMountedCombat: riders may not attack across it (window, door).
	NoMountedCombat bool
	// Opens: the feature can be open or closed (doors, gates, portcullis);
	// ClosedMove/ClosedLOS/ClosedCover apply while it is closed.
	Opens       bool
	ClosedMove  Costs
	ClosedLOS   LOSEffect
	ClosedCover CoverClass
	// Aperture: LOS passes through it but one may look in or out, never
	// through two apertures (§5.5).
	Aperture bool
	// ClimbOut is the extra cost of leaving water across it (bank, §16.29).
	ClimbOut MoveCost
	Note     string
}

// FeatureType is something in a hex that does not replace its terrain
// (§16.17 exterior building corner, §16.36 well, §16.38 tables, §16.122
// debris, lanterns). Fields set here override the hex terrain's values.
type FeatureType struct {
	Name string
	Rule string
	// Move, if HasMove, replaces the terrain's movement costs.
	Move    Costs
	HasMove bool
	Cover   Cover
	// Advantage, if HasAdvantage, replaces the terrain advantage.
	Advantage    Advantage
	HasAdvantage bool
	// Hindrance counts as so many characters hindering movement (§7.8);
	// debris counts as 3.
	Hindrance int
	// Facing: the feature needs one or more hexes it faces (stairs direction,
	// corner cover shadows).
	Facing bool
	Note   string
}

// Catalog is every terrain, hexside and feature type a map may name.
type Catalog struct {
	Terrain  map[string]*TerrainType
	Hexsides map[string]*HexsideType
	Features map[string]*FeatureType
}
