package main

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/ai"
	"herald/internal/game"
)

// aiSides are the sides the computer plays in `herald play --ai`, each
// with its level.
type aiSides map[string]string

func (a *aiSides) String() string {
	var out []string
	for s, l := range *a {
		out = append(out, s+"="+l)
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}

// Set reads one SIDE[=LEVEL].
func (a *aiSides) Set(v string) error {
	side, level, ok := strings.Cut(v, "=")
	if !ok {
		level = "greedy"
	}
	if side == "" {
		return fmt.Errorf("name the side the computer plays: --ai SIDE[=LEVEL]")
	}
	if !slices.Contains(ai.Levels, level) {
		return fmt.Errorf("no computer player %q (the levels are %s)", level, strings.Join(ai.Levels, ", "))
	}
	if *a == nil {
		*a = aiSides{}
	}
	(*a)[side] = level
	return nil
}

// check matches the sides named with the game's (case forgiven) and
// returns the side the map is drawn for: the one side left to a human,
// else the referee's view (hot-seat, or the computer against itself).
func (a aiSides) check(sides []string) (string, error) {
	for s, l := range a {
		i := slices.IndexFunc(sides, func(x string) bool { return strings.EqualFold(x, s) })
		if i < 0 {
			return "", fmt.Errorf("no side %q in this game (the sides are %s)", s, strings.Join(sides, ", "))
		}
		delete(a, s)
		a[sides[i]] = l
	}
	var human []string
	for _, s := range sides {
		if _, ok := a[s]; !ok {
			human = append(human, s)
		}
	}
	if len(a) > 0 && len(human) == 1 {
		return human[0], nil
	}
	return game.Referee, nil
}

func (a aiSides) plays(side string) bool { _, ok := a[side]; return ok }

// choose is the computer's checked submission for side.
func (a aiSides) choose(p game.Position, side string, seed uint64) (game.Checked, error) {
	pl, err := ai.New(a[side], seed)
	if err != nil {
		return game.Checked{}, err
	}
	sub, err := pl.Choose(p, side)
	if err != nil {
		return game.Checked{}, err
	}
	return game.Check(p, sub)
}
