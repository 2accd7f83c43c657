package referee

import (
	"strings"
	"testing"

	"herald/internal/ai"
	"herald/internal/dice"
	"herald/internal/game"
)

var (
	_ game.Mover   = (*State)(nil)
	_ game.Knower  = (*State)(nil)
	_ game.Sampler = (*State)(nil)
	_ game.Scorer  = (*State)(nil)
)

// The computer players play each demo to its end through the engine's
// interfaces alone.
func TestComputerPlaysTheDemos(t *testing.T) {
	for _, name := range []string{"destrier-duel", "destrier-charge", "destrier-courtyard"} {
		for _, level := range []string{"random", "greedy"} {
			s := demo(t, name)
			players := map[string]ai.Player{}
			for i, side := range s.Sides() {
				p, err := ai.New(level, uint64(i+1))
				if err != nil {
					t.Fatal(err)
				}
				players[side] = p
			}
			res, end, err := ai.Run(s, players, dice.NewSeeded(9), 5000)
			if err != nil {
				t.Fatalf("%s, %s: %v", name, level, err)
			}
			if end.Step().Kind != game.Over {
				t.Errorf("%s, %s: not over: %+v", name, level, res)
			}
		}
	}
}

// A side's known position holds no other side's dodge.
func TestKnownHidesTheDodge(t *testing.T) {
	s := duel(t)
	g := &played{start: s, pos: s}
	g.roll(t, dice.NewScripted(5, 2))
	g.seal(t, dice.NewScripted(100, 100), map[string]string{
		"red":  "Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW",
		"blue": "Sir Guy plays STAND GROUND, ACTIVE SHIELD PARRY",
	})
	g.seal(t, dice.NewScripted(), map[string]string{"red": "Sir Hugh plays DELIVER BLOW", "blue": "Sir Guy plays DODGE RIGHT"})
	k := g.state().Known("red").(*State)
	for _, p := range k.Exchange.Plays {
		if strings.Contains(cardsText(p), "DODGE RIGHT") {
			t.Errorf("red knows %s", cardsText(p))
		}
	}
	if p, _ := g.state().Exchange.play("Sir Guy"); !p.Has("DODGE RIGHT") {
		t.Error("Known changed the true position")
	}
}

// A figure's hand: every card with its cost now, the playable ones
// enabled and the others with the rule that forbids them; the enemy's
// hand is not given.
func TestHand(t *testing.T) {
	s := duel(t)
	g := &played{start: s, pos: s}
	g.roll(t, dice.NewScripted(5, 2))
	c, err := g.state().Card("red", "Sir Hugh")
	if err != nil {
		t.Fatal(err)
	}
	fc := c.(FigureCard)
	byName := map[string]HandCard{}
	for _, h := range fc.Hand {
		byName[string(h.Name)] = h
	}
	if h := byName["CLOSE"]; !h.Playable || h.Cost != 0 {
		t.Errorf("CLOSE in the TAC phase: %+v", h)
	}
	if h := byName["DELIVER BLOW"]; !h.Playable || h.Cost != 1 {
		t.Errorf("DELIVER BLOW: %+v", h)
	}
	if h := byName["BREAK FREE FROM GRAPPLE"]; h.Playable || !strings.Contains(h.Why, "not restrained") {
		t.Errorf("BREAK FREE: %+v", h)
	}
	if h := byName["WHEEL"]; h.Playable || h.Why == "" {
		t.Errorf("WHEEL for a man: %+v", h)
	}
	e, err := g.state().Card("red", "Sir Guy")
	if err != nil {
		t.Fatal(err)
	}
	if ec := e.(FigureCard); ec.Hand != nil || ec.Values != nil || ec.Blows != nil {
		t.Errorf("red sees Sir Guy's hand or points: %+v", ec)
	}
	if _, err := g.state().Card("red", "Nobody"); err == nil {
		t.Error("a card of nobody")
	}
}
