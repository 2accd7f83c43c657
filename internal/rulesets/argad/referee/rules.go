package referee

import (
	"fmt"
	"strconv"
	"strings"

	"herald/internal/game"
	"herald/internal/rulesets/argad"
	"herald/internal/rulesets/argad/argaddata"
	"herald/internal/scenario"
	"herald/internal/table"

	"gopkg.in/yaml.v3"
)

// Argad is the ruleset of Argad! on the measured table.
type Argad struct {
	Rules *argad.Rules
}

// Name implements game.Rules.
func (*Argad) Name() string { return argad.SetName }

// Default stands, in mm: a man on foot on a 20 mm square, a rider on a
// 25 × 50 mm stand.
const (
	footBase    = 20
	riderWidth  = 25
	riderLength = 50
	// DefaultBreak is the share of its figures a side may lose before it
	// loses the game (ruling.victory).
	DefaultBreak = 0.5
)

// Start implements game.Rules: every figure where the scenario puts him,
// made of the fields the scenario gives him (troop, armour, class,
// weapon, missile, pavise, man_at_arms).
func (a *Argad) Start(_ game.Setup, sc *scenario.Scenario, f game.Field) (game.Position, error) {
	if f.Table == nil {
		return nil, fmt.Errorf("argad is played on a measured table: the scenario names a map, not a table")
	}
	if f.Table.Unit != table.Centimetres {
		return nil, fmt.Errorf("argad measures in centimetres; table %s is in %s", f.Table.Name, f.Table.Unit)
	}
	g := &Game{Rules: a.Rules, Table: f.Table, Turns: sc.Turns, Victory: Victory{Break: DefaultBreak}, Title: sc.Title}
	if len(sc.Rulings) > 0 {
		if err := a.rulings(g, sc.Rulings); err != nil {
			return nil, fmt.Errorf("scenario %s: rulings: %w", sc.Name, err)
		}
	}
	var figs []Figure
	for _, sd := range sc.Sides {
		g.Sides = append(g.Sides, sd.Name)
	}
	if sc.First != "" && len(g.Sides) > 0 && g.Sides[0] != sc.First {
		for i, n := range g.Sides {
			if n == sc.First {
				g.Sides[0], g.Sides[i] = g.Sides[i], g.Sides[0]
			}
		}
	}
	for _, sd := range sc.Sides {
		for _, ch := range sd.Characters {
			fig, err := a.figure(sd.Name, ch)
			if err != nil {
				return nil, err
			}
			figs = append(figs, fig)
		}
	}
	return NewGame(g, figs)
}

// rulings applies a scenario's rulings: the play layer's own (break:
// the share of its figures a side may lose; sequence: only "alternate"
// is played yet), and every key of data/argad/rulings.yaml, checked by
// argaddata.WithRulings.
func (a *Argad) rulings(g *Game, src []byte) error {
	var m map[string]any
	if err := yaml.Unmarshal(src, &m); err != nil {
		return err
	}
	if v, ok := m["break"]; ok {
		b, ok := v.(float64)
		if i, isInt := v.(int); isInt {
			b, ok = float64(i), true
		}
		if !ok || b < 0 || b > 1 {
			return fmt.Errorf("break: %v is not a share from 0 (never) to 1 (all figures lost) (%s)", v, RulingVictory)
		}
		g.Victory.Break = b
		delete(m, "break")
	}
	if v, ok := m["sequence"]; ok {
		if v != SequenceAlternate && v != SequenceSealed {
			return fmt.Errorf("sequence: %v: herald plays Argad! in alternate player turns or sealed game turns (%s)", v, RulingSequence)
		}
		g.Sequence = v.(string)
		delete(m, "sequence")
	}
	if len(m) == 0 {
		return nil
	}
	rest, err := yaml.Marshal(m)
	if err != nil {
		return err
	}
	r, err := argaddata.WithRulings(a.Rules, rest)
	if err != nil {
		return err
	}
	g.Rules = r
	return nil
}

// figure reads one scenario character as an Argad! figure.
func (a *Argad) figure(side string, ch scenario.Character) (Figure, error) {
	f := Figure{Name: ch.Name, Side: side, Weapon: "sword", Class: 3}
	where := func(k string) string {
		if ch.Line > 0 {
			return fmt.Sprintf("line %d: %s's %s", ch.Line, ch.Name, k)
		}
		return ch.Name + "'s " + k
	}
	if ch.At.Stand == nil {
		return f, fmt.Errorf("%s: a figure of Argad! is placed on the table with at: [x, y]", ch.Name)
	}
	for k, v := range ch.Traits {
		var err error
		switch k {
		case "troop":
			f.Troop, err = argad.ParseTroop(v)
		case "armour", "armor":
			f.Armour, err = argad.ParseArmour(v)
		case "class":
			f.Class, err = strconv.Atoi(v)
		case "weapon":
			f.Weapon = v
		case "missile":
			if v != "none" {
				f.Missile = v
			}
		case "pavise":
			f.Pavise, err = strconv.ParseBool(v)
		case "man_at_arms":
			f.ManAtArms, err = strconv.ParseBool(v)
		default:
			err = fmt.Errorf("unknown field (troop, armour, class, weapon, missile, pavise, man_at_arms)")
		}
		if err != nil {
			return f, fmt.Errorf("%s %q: %v", where(k), v, err)
		}
	}
	if f.Troop == "" {
		f.Troop = argad.Foot
	}
	if f.Armour == "" {
		f.Armour = argad.Light
	}
	if _, ok := ch.Traits["man_at_arms"]; !ok {
		f.ManAtArms = f.Troop == argad.Cavalry && f.Armour == argad.Armour5
	}
	st := *ch.At.Stand
	if st.Base == (table.Base{}) {
		st.Base = table.Base{Width: footBase, Depth: footBase}
		if f.Troop.Mounted() {
			st.Base = table.Base{Width: riderWidth, Depth: riderLength}
		}
	}
	if st.Base.Corner {
		return f, fmt.Errorf("%s: an Argad! figure faces an edge of his stand, not a corner", strings.TrimSpace(ch.Name))
	}
	f.Width, f.Depth = float64(st.Base.Width), float64(st.Base.Depth)
	f.place(st)
	return f, nil
}

// Sequence implements game.Briefer.
func (s *State) Sequence() []game.SequenceStep {
	return []game.SequenceStep{{Name: "orders", Words: "Each side in turn writes one order a figure: its figures move in the order written (slowing dice where they enter difficult ground), then shoot, then every figure in contact with an enemy strikes once."}}
}

// HowToWin implements game.Briefer.
func (s *State) HowToWin() string {
	return fmt.Sprintf("A side that has lost half its figures at the end of a game turn loses; after game turn %d the side that lost the smaller share wins.", s.g.Turns)
}
