// Package referee plays Destrier on herald's engine: the time sequence of
// a melee turn as steps (initiative by the dice, the TAC phase and each
// card round as sealed steps revealed together, a dodge's guesses asked of
// the opponents in contact as decisions), the rules of package destrier
// applied to figures standing on the measured table in inches.
//
// What it plays (docs/destrier.md, "The referee today"): initiative, the
// TAC phase, TAC moves toward and away from the enemy, dodges and their
// guesses, blows through destrier.Rules.Strike, MOVE 1", card rounds until
// every blow is spent, then a new turn. The movement segment (half-moves,
// missiles, spells) and the cavalry charges are not yet steps.
package referee

import (
	"fmt"
	"slices"

	"herald/internal/game"
	"herald/internal/rule"
	"herald/internal/rulesets/destrier"
	"herald/internal/scenario"
	"herald/internal/table"
)

// Destrier is the ruleset with its tables loaded.
type Destrier struct {
	R *destrier.Rules
}

// Name implements game.Rules.
func (*Destrier) Name() string { return "destrier" }

// Placed is one figure of a game: its values and where its stand is.
type Placed struct {
	Figure destrier.Figure
	// X, Y: the stand's centre, inches from the table's north-west
	// corner (X east, Y south); Facing: the compass bearing it faces.
	X, Y   float64
	Facing float64
	Speed  destrier.Speed
}

// Setup is a game of Destrier as a scenario sets it up.
type Setup struct {
	Title string
	// Sides in the order they are listed; Figures of every side.
	Sides   []string
	Figures []Placed
	// Turns ends the game after this many melee turns (0: no limit);
	// the side with more figures standing wins then.
	Turns int
	// Width and Depth are the table's, in inches (0: unbounded).
	Width, Depth float64
	// Ground is the table whose walls and buildings stop moves (nil:
	// none).
	Ground *table.Table
}

// refErr is a refusal in herald's words where the text has no rule.
func refErr(format string, a ...any) *rule.Error {
	return &rule.Error{Set: "destrier", Rule: destrier.SecMeleePhase, Msg: fmt.Sprintf(format, a...)}
}

// New is a game at its start: every figure checked against the tables
// and standing where the setup puts it, no two stands overlapping.
func (d *Destrier) New(su Setup) (*State, error) {
	if len(su.Sides) < 2 {
		return nil, fmt.Errorf("destrier: a game needs two sides or more, not %d", len(su.Sides))
	}
	s := &State{rs: d, Title: su.Title, SideNames: slices.Clone(su.Sides), Turn: 1, Stage: stageInitiative, Turns: su.Turns,
		Width: table.Inch * table.Length(su.Width), Depth: table.Inch * table.Length(su.Depth), ground: su.Ground}
	seen := map[string]bool{}
	for i, p := range su.Figures {
		f := p.Figure
		if !slices.Contains(su.Sides, f.Side) {
			return nil, fmt.Errorf("destrier: figure %q is of side %q, not one of %v", f.Name, f.Side, su.Sides)
		}
		if seen[f.Name] {
			return nil, fmt.Errorf("destrier: two figures named %q", f.Name)
		}
		seen[f.Name] = true
		if err := d.R.CheckFigure(&f); err != nil {
			return nil, err
		}
		fig := &Fig{Figure: f, Stand: standOf(f, p.X, p.Y, p.Facing)}
		if w := s.wallAt(fig.Stand); w != "" {
			return nil, fmt.Errorf("destrier: %s's stand at %g, %g stands in the %s", f.Name, p.X, p.Y, w)
		}
		fig.Status.Speed = p.Speed
		for _, o := range s.Figs[:i] {
			if o.Mount == "" && f.Mount == "" && table.Overlaps(o.Stand, fig.Stand) {
				return nil, fmt.Errorf("destrier: the stands of %s and %s overlap", o.Name, f.Name)
			}
		}
		s.Figs = append(s.Figs, fig)
	}
	if err := s.mount(); err != nil {
		return nil, err
	}
	for _, side := range su.Sides {
		if len(s.live(side)) == 0 {
			return nil, fmt.Errorf("destrier: side %q has no figure", side)
		}
	}
	return s, nil
}

// standOf is a figure's stand on the table: a man's square stand faces a
// corner, a horse's 2"x1" faces its short side.
func standOf(f destrier.Figure, x, y, facing float64) table.Stand {
	b := table.Base{Width: table.Inch * table.Length(f.Stand.Width), Depth: table.Inch * table.Length(f.Stand.Depth)}
	b.Corner = f.Kind != destrier.Steed && f.Stand.Width == f.Stand.Depth
	return table.Stand{Centre: table.Pt(table.Inch*table.Length(x), table.Inch*table.Length(y)), Facing: table.NormBearing(facing), Base: b}
}

// Start implements game.Rules: a scenario on a measured table, each
// figure a template and the values it changes (FigureFrom), placed with
// at: and facing:; a base given in the scenario sizes the stand.
func (d *Destrier) Start(setup game.Setup, sc *scenario.Scenario, f game.Field) (game.Position, error) {
	if f.Table == nil {
		return nil, fmt.Errorf("destrier: scenario %q: Destrier is played on a measured table (table:), not a hex map", sc.Name)
	}
	su, err := d.SetupOf(sc)
	if err != nil {
		return nil, err
	}
	su.Width, su.Depth = f.Table.Width.In(table.Inches), f.Table.Depth.In(table.Inches)
	su.Ground = f.Table
	for _, p := range su.Figures {
		st := standOf(p.Figure, p.X, p.Y, p.Facing)
		if !f.Table.Fits(st) {
			return nil, fmt.Errorf("destrier: scenario %q: %s's stand does not fit on the table at %g, %g", sc.Name, p.Figure.Name, p.X, p.Y)
		}
	}
	return d.New(su)
}

// SetupOf reads a scenario's sides and figures.
func (d *Destrier) SetupOf(sc *scenario.Scenario) (Setup, error) {
	su := Setup{Title: sc.Title, Turns: sc.Turns}
	for _, side := range sc.Sides {
		su.Sides = append(su.Sides, side.Name)
		for _, ch := range side.Characters {
			fig, speed, err := d.FigureFrom(ch.Name, side.Name, ch.Traits)
			if err != nil {
				return Setup{}, fmt.Errorf("destrier: scenario %q line %d: %w", sc.Name, ch.Line, err)
			}
			st := ch.At.Stand
			if st == nil {
				return Setup{}, fmt.Errorf("destrier: scenario %q line %d: %s has no place on the table", sc.Name, ch.Line, ch.Name)
			}
			if st.Base != (table.Base{}) {
				fig.Stand = destrier.Stand{Width: inches(st.Base.Width), Depth: inches(st.Base.Depth)}
				if err := d.R.CheckFigure(&fig); err != nil {
					return Setup{}, fmt.Errorf("destrier: scenario %q line %d: %w", sc.Name, ch.Line, err)
				}
			}
			su.Figures = append(su.Figures, Placed{Figure: fig, X: st.Centre.X.In(table.Inches), Y: st.Centre.Y.In(table.Inches), Facing: st.Facing, Speed: speed})
		}
	}
	return su, nil
}

// mount seats every rider on his steed: a steed of his side that no one
// else rides. He fights from its stand wherever the setup put him.
func (s *State) mount() error {
	riders := map[string]string{}
	for _, f := range s.Figs {
		if f.Mount == "" {
			continue
		}
		st := s.fig(f.Mount)
		switch {
		case st == nil || st.Kind != destrier.Steed:
			return fmt.Errorf("destrier: %s rides %q, which is no steed of the game", f.Name, f.Mount)
		case st.Side != f.Side:
			return fmt.Errorf("destrier: %s rides %s, a steed of %s", f.Name, st.Name, st.Side)
		case riders[st.Name] != "":
			return fmt.Errorf("destrier: %s and %s both ride %s", riders[st.Name], f.Name, st.Name)
		}
		riders[st.Name] = f.Name
		f.Stand = st.Stand
	}
	for i, a := range s.Figs {
		for _, b := range s.Figs[:i] {
			if !together(a, b) && table.Overlaps(a.Stand, b.Stand) {
				return fmt.Errorf("destrier: the stands of %s and %s overlap", b.Name, a.Name)
			}
		}
	}
	return nil
}
