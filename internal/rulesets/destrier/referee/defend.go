package referee

import (
	"fmt"

	"herald/internal/dice"
	"slices"

	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/orders"
)

// Defend is the defence a side wrote with its cards for a figure against
// a counterblow it may meet in the step (THE MELEE CARDS: WEAPON PARRY):
// used if it is still open to him then, else herald picks one.
type Defend struct {
	Figure string            `json:"figure"`
	Card   destrier.CardName `json:"card"`
}

// checkDefend checks one "NAME defends with CARD" line of side's cards.
func (s *State) checkDefend(side string, o orders.Order, seen []Defend) (Defend, error) {
	f := s.fig(o.Figure)
	switch {
	case f == nil:
		return Defend{}, orderErr(o, refErr("no figure named %q in this game", o.Figure))
	case f.Side != side:
		return Defend{}, orderErr(o, refErr("%s is a figure of %s, not of %s", f.Name, f.Side, side))
	case slices.ContainsFunc(seen, func(d Defend) bool { return d.Figure == f.Name }):
		return Defend{}, orderErr(o, refErr("%s is given a counterblow defence twice", f.Name))
	}
	open := s.rs.R.CounterDefences(f.Fighter())
	if !slices.Contains(open, o.Defence) {
		e := refErr("%s cannot meet a counterblow with %s (open to him: %v)", f.Name, o.Defence, open)
		e.Rule = destrier.SecMeleeCards + ": WEAPON PARRY"
		return Defend{}, orderErr(o, e)
	}
	return Defend{Figure: f.Name, Card: o.Defence}, nil
}

// formatDefends writes the defences in their canonical text.
func formatDefends(ds []Defend) string {
	os := make([]orders.Order, len(ds))
	for i, d := range ds {
		os[i] = orders.Order{Kind: orders.DefendOrder, Figure: d.Figure, Defence: d.Card}
	}
	if len(os) == 0 {
		return ""
	}
	return orders.Format(os)
}

// shieldBash is the free bash of a defender's large shield after an
// ACTIVE SHIELD PARRY made a blow miss (THE MELEE CARDS: ACTIVE SHIELD
// PARRY), rolled as a body bash of the defender on the striker.
func (s *State) shieldBash(by, at *Fig, d dice.Source, told *[]string) {
	b := s.rs.R.Bash.BodyBash(by.Fighter(), at.Fighter(), d)
	*told = append(*told, "  "+tellCheck(b.Check, fmt.Sprintf("%s's shield bash tells on %s: %s", by.Name, at.Name, b.Result), "the shield bash fails"))
	if b.Check.Success {
		at.Status = b.Result.Apply(at.Status)
	}
}
