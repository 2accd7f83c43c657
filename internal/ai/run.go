package ai

import (
	"fmt"

	"herald/internal/dice"
	"herald/internal/game"
)

// Result is how a game between players ended.
type Result struct {
	// Winner is the side that won, "" for a draw: the ruleset's verdict
	// where it gives one, else the side with the most victory points.
	Winner string
	Points map[string]float64
	// Turns is the game turns played; Steps the submissions made.
	Turns int
	Steps int
}

// Run plays p to its end, each side by its player, dice by d, at most
// maxSteps submissions (0: 10,000). Every submission goes through the
// engine's check and play, as a player's would.
func Run(p game.Position, players map[string]Player, d dice.Source, maxSteps int) (Result, game.Position, error) {
	if maxSteps <= 0 {
		maxSteps = 10000
	}
	res := Result{}
	for res.Steps < maxSteps {
		st := p.Step()
		res.Turns = max(res.Turns, st.Turn)
		switch st.Kind {
		case game.Over:
			res.Winner, res.Points = Verdict(p)
			return res, p, nil
		case game.Chance:
			p, _ = p.Play(nil, d)
			continue
		}
		var cs []game.Checked
		for _, side := range st.Sides {
			pl, ok := players[side]
			if !ok {
				return res, p, fmt.Errorf("no player for %s", side)
			}
			sub, err := pl.Choose(p, side)
			if err != nil {
				return res, p, fmt.Errorf("turn %d, %s: %w", st.Turn, side, err)
			}
			c, err := game.Check(p, sub)
			if err != nil {
				return res, p, fmt.Errorf("turn %d, %s chose what the rules refuse: %w\n%s", st.Turn, side, err, sub.Orders)
			}
			cs = append(cs, c)
		}
		p, _ = p.Play(cs, d)
		res.Steps++
	}
	return res, p, fmt.Errorf("the game did not end within %d submissions", maxSteps)
}

// Verdict is the winner of a finished game and each side's points: the
// ruleset's winner where it names one, else the most points ("" a draw).
func Verdict(p game.Position) (string, map[string]float64) {
	pts := map[string]float64{}
	if sc, ok := p.(game.Scorer); ok {
		pts = sc.Points()
	}
	if w := p.Step().Winner; w != "" {
		return w, pts
	}
	best, win := 0.0, ""
	for i, s := range p.Sides() {
		switch v := pts[s]; {
		case i == 0 || v > best:
			best, win = v, s
		case v == best:
			win = ""
		}
	}
	return win, pts
}
