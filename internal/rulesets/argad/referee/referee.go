// Package referee plays Argad! on the measured table: a game.Rules and
// game.Position over the pure resolvers of package argad and the
// geometry of package table. The sequence of play and the other gaps of
// the sheet are herald's rulings (docs/rulings.md, "Argad! on the
// table"); a scenario may override them.
package referee

import (
	"fmt"
	"math"

	"herald/internal/rule"
	"herald/internal/rulesets/argad"
	"herald/internal/table"
)

// Rulings of the play layer, cited by refusals and reports beside the
// sheet's own tags.
const (
	RulingSequence = argad.RulingSequence // alternate player turns: move, shoot, melee
	RulingActions  = argad.RulingActions  // one order a figure, at most one shot
	RulingContact  = "ruling.contact"     // a figure in contact stays and fights
	RulingVictory  = "ruling.victory"     // how a game is won
	RulingGoing    = "ruling.going"       // which table features are which terrain
	RulingSight    = "ruling.sight"       // what blocks a line of sight
)

// ContactMM is how near two stands must be to count as touching (1 mm).
const ContactMM = table.Length(1)

// Figure is one Argad! figure: what the scenario made him and how he
// fares. Positions are the centre of his stand, in cm from the table's
// north-west corner; his stand's size is in mm.
type Figure struct {
	Name      string       `json:"name"`
	Side      string       `json:"side"`
	Troop     argad.Troop  `json:"troop"`
	Armour    argad.Armour `json:"armour"`
	Class     int          `json:"class"`
	Weapon    string       `json:"weapon"`
	Missile   string       `json:"missile,omitempty"`
	Pavise    bool         `json:"pavise,omitempty"`
	ManAtArms bool         `json:"man_at_arms,omitempty"`
	X         float64      `json:"x"`
	Y         float64      `json:"y"`
	Facing    float64      `json:"facing"`
	Width     float64      `json:"width_mm"`
	Depth     float64      `json:"depth_mm"`

	// Dismounted: mounted foot on their feet, fighting and moving as
	// foot until they mount again.
	Dismounted bool `json:"dismounted,omitempty"`

	Dead     bool `json:"dead,omitempty"`
	Hidden   bool `json:"hidden,omitempty"`   // hides in bushes or crops: cannot be shot at
	Crouched bool `json:"crouched,omitempty"` // behind a bank: cannot be shot at
	Unloaded bool `json:"unloaded,omitempty"` // a crossbow that has shot
	// Marks of the player turn being played, cleared at its end.
	Moved    bool `json:"moved,omitempty"`
	Blocked  bool `json:"blocked,omitempty"`
	Charging bool `json:"charging,omitempty"`
}

// On is the troop type the figure moves and fights as now: mounted foot
// who have dismounted are foot.
func (f *Figure) On() argad.Troop {
	if f.Troop == argad.MountedFoot && f.Dismounted {
		return argad.Foot
	}
	return f.Troop
}

// Live reports whether the figure is still in the game.
func (f *Figure) Live() bool { return !f.Dead }

// Stand is the figure's stand on the table.
func (f *Figure) Stand() table.Stand {
	return table.Stand{
		Centre: table.Pt(table.Length(f.X)*table.Centimetre, table.Length(f.Y)*table.Centimetre),
		Facing: f.Facing,
		Base:   table.Base{Width: table.Length(f.Width), Depth: table.Length(f.Depth)},
	}
}

// place puts the figure's stand at s, rounded to a tenth of a mm so the
// log reads plainly and replays exactly.
func (f *Figure) place(s table.Stand) {
	f.X = round2(float64(s.Centre.X / table.Centimetre))
	f.Y = round2(float64(s.Centre.Y / table.Centimetre))
	f.Facing = math.Mod(math.Round(table.NormBearing(s.Facing)*10)/10, 360)
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// Mover is the figure as the movement table sees him.
func (f *Figure) Mover() argad.Mover {
	return argad.Mover{Troop: f.On(), Armour: f.Armour, Pavise: f.Pavise}
}

// Victory is how a scenario's game is won (ruling.victory).
type Victory struct {
	// Break: a side that has lost at least this share of its figures at
	// the end of a game turn has lost the game (0: never).
	Break float64 `json:"break"`
}

// Game is what does not change in one game: the rules under the
// scenario's rulings, the table, the sides and the length.
type Game struct {
	Rules   *argad.Rules
	Table   *table.Table
	Sides   []string
	Turns   int
	Victory Victory
	Title   string
	// Sequence is the sequence of play: alternate (the default) or
	// sealed (ruling.sequence).
	Sequence string
}

// NewGame is a game at its start: game turn 1, the first side to play.
// It refuses figures that are not of the sheet or do not stand on the
// table.
func NewGame(g *Game, figs []Figure) (*State, error) {
	if g.Rules == nil || g.Table == nil || len(g.Sides) < 2 {
		return nil, fmt.Errorf("argad: a game needs its rules, a table and two sides")
	}
	seen := map[string]bool{}
	sides := map[string]bool{}
	for _, s := range g.Sides {
		sides[s] = true
	}
	for i := range figs {
		f := &figs[i]
		switch {
		case f.Name == "" || seen[f.Name]:
			return nil, fmt.Errorf("argad: figure %d: a name of its own is needed (%q)", i+1, f.Name)
		case !sides[f.Side]:
			return nil, fmt.Errorf("argad: %s: side %q is not one of the scenario's", f.Name, f.Side)
		case f.Class < g.Rules.Rulings.ClassMin || f.Class > g.Rules.Rulings.ClassMax:
			return nil, fmt.Errorf("argad: %s: class %d is outside %d-%d (%s)", f.Name, f.Class, g.Rules.Rulings.ClassMin, g.Rules.Rulings.ClassMax, argad.RulingClasses)
		case f.Width <= 0 || f.Depth <= 0:
			return nil, fmt.Errorf("argad: %s: a stand needs a width and a depth", f.Name)
		case !g.Table.Fits(f.Stand()):
			return nil, fmt.Errorf("argad: %s at %g,%g is not wholly on the table", f.Name, f.X, f.Y)
		}
		seen[f.Name] = true
		if _, err := argad.ParseTroop(string(f.Troop)); err != nil {
			return nil, fmt.Errorf("argad: %s: %w", f.Name, err)
		}
		if _, err := argad.ParseArmour(string(f.Armour)); err != nil {
			return nil, fmt.Errorf("argad: %s: %w", f.Name, err)
		}
		if _, err := g.Rules.MeleeWeaponNamed(f.Weapon); err != nil {
			return nil, fmt.Errorf("argad: %s: %w", f.Name, err)
		}
		if f.Missile != "" {
			if _, err := g.Rules.WeaponNamed(f.Missile); err != nil {
				return nil, fmt.Errorf("argad: %s: %w", f.Name, err)
			}
		}
	}
	for i := range figs {
		for j := i + 1; j < len(figs); j++ {
			if table.Overlaps(figs[i].Stand(), figs[j].Stand()) {
				return nil, fmt.Errorf("argad: %s and %s stand on each other", figs[i].Name, figs[j].Name)
			}
		}
	}
	return &State{g: g, Turn: 1, Figures: append([]Figure(nil), figs...)}, nil
}

// refuse is a refusal citing a row of the sheet or a ruling.
func refuse(tag, format string, a ...any) *rule.Error {
	return &rule.Error{Set: argad.SetName, Rule: tag, Msg: fmt.Sprintf(format, a...)}
}
