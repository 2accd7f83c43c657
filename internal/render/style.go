package render

import "strings"

// A family is a group of terrains drawn alike. The map files name terrains
// the way §16 does ("house-interior", "castle-wall"); the renderer only needs
// to know which look each one gets, read from words in the name.
type family struct {
	class string // CSS class suffix: t-woods, t-water …
	label string // legend text
	words []string
}

// families in match order: the first family with a word found in the
// terrain name wins, so "filled-moat" is rough before "moat" is a ditch.
var families = []family{
	{"stairs", "Stairs", []string{"stair", "ramp", "ladder"}},
	{"bridge", "Bridge", []string{"bridge", "drawbridge", "stepping"}},
	{"ford", "Ford, shallow water", []string{"ford", "shallow"}},
	{"swamp", "Swamp, paddy", []string{"swamp", "marsh", "paddy", "bog"}},
	{"water", "Water", []string{"water", "pool", "river", "stream", "sea", "lake", "deep", "fountain", "millwheel"}},
	{"rough", "Rough, rubble, rocks", []string{"rough", "rubble", "debris", "rock", "shingle", "filled"}},
	{"ditch", "Moat, trench", []string{"moat", "trench", "ditch"}},
	{"castle", "Castle wall, tower", []string{"castle", "tower", "embattle", "rampart", "keep", "battlement", "platform", "niche"}},
	{"door", "Door, gate", []string{"door", "gate", "entrance"}},
	{"floor", "Building floor", []string{"house", "interior", "floor", "temple", "tent", "stable", "building", "dungeon", "cellar", "tori", "winch", "well"}},
	{"fence", "Barriers, fences", []string{"fence", "barrier", "palisade", "stake"}},
	{"woods", "Trees, woods", []string{"tree", "wood", "forest", "orchard"}},
	{"scrub", "Scrub", []string{"scrub", "brush", "bush", "hedge"}},
	{"slope", "Slope", []string{"slope", "hill"}},
	{"road", "Road, street", []string{"road", "street", "path", "track", "yard"}},
	{"field", "Field, crops", []string{"field", "crop", "garden"}},
	{"grass", "Flat ground", []string{"flat", "grass", "clear", "ground", "meadow", "open"}},
}

// familyOf is the family of a terrain name; unknown terrains are "other".
// legendOrder is the order the legend lists families in: open ground
// first, buildings and water after.
var legendOrder = []string{"grass", "field", "road", "slope", "scrub", "woods", "rough", "fence",
	"swamp", "ford", "water", "bridge", "ditch", "floor", "door", "stairs", "castle", "other"}

func familyOf(terrain string) family {
	t := strings.ToLower(terrain)
	for _, f := range families {
		for _, w := range f.words {
			if strings.Contains(t, w) {
				return f
			}
		}
	}
	return family{class: "other", label: "Other terrain"}
}

// An edgeStyle is how a hexside feature is drawn.
type edgeStyle struct {
	class string
	label string
	words []string
}

var edgeStyles = []edgeStyle{
	{"window", "Window", []string{"window"}},
	{"slit", "Arrow slit", []string{"slit", "loophole"}},
	{"door", "Door, gate", []string{"door", "gate", "portcullis"}},
	{"battlement", "Battlement", []string{"battlement", "crenel"}},
	{"bars", "Bars", []string{"bars", "grille"}},
	{"wall", "Wall", []string{"wall"}},
	{"hedge", "Hedge", []string{"hedge"}},
	{"fence", "Fence, barrier", []string{"fence", "barrier", "pale", "palisade"}},
	{"bank", "Stream or pool bank", []string{"bank", "stream", "shore"}},
	{"lip", "Slope lip (ticks point downhill)", []string{"lip", "slope", "cliff", "rampart", "edge"}},
}

func edgeStyleOf(feature string) edgeStyle {
	f := strings.ToLower(feature)
	for _, s := range edgeStyles {
		for _, w := range s.words {
			if strings.Contains(f, w) {
				return s
			}
		}
	}
	return edgeStyle{class: "other", label: "Other hexside feature"}
}

// forceColours are the counter colours, taken in order by sides without a
// colour of their own: the red and blue of the boxed game, then black,
// tawny, purple and navy, as heraldry's tinctures. Each pair stays apart
// for players who cannot tell red from green or blue from yellow, and
// each carries the counters' white names (TestForceColoursColourBlind).
var forceColours = []string{"#a3222a", "#1f4e9c", "#222222", "#b35900", "#8e3a78", "#00008b"}

// ForceColour is the colour the i-th side of a scenario is drawn in.
func ForceColour(i int) string { return forceColours[i%len(forceColours)] }

// statusMarks are the letters shown in a counter's corner.
var statusMarks = map[string]string{"wounded": "W", "stunned": "S", "dead": "†"}

// css is the style sheet, with the text sizes that follow the hex size as
// {placeholders}; classes rather than inline styles so a web page
// can restyle or highlight parts of the map.
const css = `
.board{fill:#f3e7c4}
.frame{fill:none;stroke:#5a4630;stroke-width:3}
.title{font:bold 22px Georgia,'Times New Roman',serif;fill:#3b2a1a}
.subtitle{font:italic 14px Georgia,'Times New Roman',serif;fill:#5a4630}
.hex .ground{stroke:#8c7a5a;stroke-width:0.8}
.coord{font:{coord} sans-serif;fill:#3b2a1a;text-anchor:middle;stroke:#f3e7c4;stroke-width:1.6;stroke-opacity:.7;paint-order:stroke}
.elev{font:bold {elev} sans-serif;fill:#5a3a10;text-anchor:middle}
.boardname{font:bold 12px Georgia,serif;fill:#5a4630}
.boardedge{stroke:#5a4630;stroke-width:2.5;stroke-linecap:round}
.t-grass .ground{fill:#e4dba0}
.t-field .ground{fill:#d9cf7a}
.t-road .ground{fill:#d6c39a}
.t-slope .ground{fill:#d4bd82}
.t-scrub .ground{fill:#b8c27c}
.t-woods .ground{fill:#6e9a4c}
.t-floor .ground{fill:#cbc3b4}
.t-door .ground{fill:#b88d5e}
.t-castle .ground{fill:#9b958b}
.t-ditch .ground{fill:#a48e68}
.t-rough .ground{fill:#bcae95}
.t-water .ground{fill:#86b3d6}
.t-ford .ground{fill:#b4d3e0}
.t-swamp .ground{fill:#9fb99a}
.t-bridge .ground{fill:#b08556}
.t-stairs .ground{fill:#bfae90}
.t-fence .ground{fill:#ddc98f}
.t-other .ground{fill:#e0d6c0}
.tex{pointer-events:none}
.stairs-up{fill:none;stroke:#3b2a1a;stroke-width:1.8;stroke-linecap:round;stroke-linejoin:round}
.feature{font:bold {feature} sans-serif;fill:#3b2a1a;text-anchor:middle}
.side{fill:none;stroke-linecap:round}
.e-wall{stroke:#2b2118;stroke-width:5}
.e-battlement{stroke:#2b2118;stroke-width:6;stroke-dasharray:4 2.5;stroke-linecap:butt}
.e-bars{stroke:#2b2118;stroke-width:2;stroke-dasharray:1.5 2}
.e-window-glass{stroke:#4fa8e0;stroke-width:3;stroke-linecap:butt}
.e-slit-gap{stroke:#f3e7c4;stroke-width:6;stroke-linecap:butt}
.e-door-leaf{stroke:#8a5a2b;stroke-width:3;stroke-linecap:butt}
.e-door-open{stroke:#8a5a2b;stroke-width:2;stroke-dasharray:2 1.5}
.e-hedge{stroke:#2f6b2a;stroke-width:4;stroke-dasharray:1 3.5}
.e-fence{stroke:#7a4f24;stroke-width:2.5;stroke-dasharray:6 2}
.e-bank{stroke:#2d6fb0;stroke-width:3}
.e-lip{stroke:#6b4a20;stroke-width:1.6}
.e-other{stroke:#7a2a7a;stroke-width:3}
.counter rect,.counter path.body{stroke:#1a1410;stroke-width:1.2}
.counter.dead rect,.counter.dead path.body{fill:#8d8d8d !important}
.cname{font-family:Arial,Helvetica,sans-serif;font-weight:bold;fill:#fff;text-anchor:middle}
.ckind{font-family:Arial,Helvetica,sans-serif;fill:#fff;fill-opacity:.85;text-anchor:middle}
.status{font-family:Arial,Helvetica,sans-serif;font-weight:bold;text-anchor:middle}
.status.wounded{fill:#b01010}
.status.stunned{fill:#c06000}
.status.dead{fill:#000}
.deadx{stroke:#1a1410;stroke-width:1.5}
.status-bg{fill:#fff;stroke:#1a1410;stroke-width:.6}
.head{fill:#fff;stroke:#1a1410;stroke-width:.6}
.ov polygon.ov{fill:#7050c0;fill-opacity:.3}
.ov-reach polygon.ov{fill:#3a9a3a;fill-opacity:.35}
.ov-origin polygon.ov{fill:#f0c020;fill-opacity:.6}
.ov-los-clear polygon.ov{fill:#2d8fd0;fill-opacity:.3}
.ov-los-hindered polygon.ov{fill:#e09a20;fill-opacity:.35}
.ov-los-blocked polygon.ov{fill:#c02020;fill-opacity:.3}
.ovlabel{font:bold {ovlabel} sans-serif;fill:#0b3d91;text-anchor:middle;stroke:#fff;stroke-width:2.5;paint-order:stroke}
.ovline{stroke:#2d8fd0;stroke-width:2;fill:none}
.ovline.los-blocked{stroke:#c02020;stroke-dasharray:5 3}
.ovline.los-hindered{stroke:#e09a20}
.legend text{font:11px Georgia,serif;fill:#3b2a1a}
.legend .lhead{font:bold 13px Georgia,serif}
`
