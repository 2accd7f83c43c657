// Package sequencetest holds properties every ruleset that plays herald's
// order notation through package sequence must have, tested through the
// engine's interfaces alone (game.Position, game.Drawer), as storetest
// does for stores. A ruleset's own tests call them on its positions.
package sequencetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/notation"
	"herald/internal/sequence"
)

// TB is what the helpers need of testing.TB and rapid.T.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Verdicts is the property that a turn is refused only before its first
// die: it plays a few random turns from s0 to reach a position, then
// checks the verdict on one more random turn under several dice seeds.
// PlayTurn must give one verdict whatever the dice, and it must be
// CheckTurn's; an accepted turn's decisions and the rest of the turn
// after them are never refused. Half the time that turn is first mended
// by CheckTurn (its refused orders left out, as a player would), so that
// most such turns stand and dice decide what their later orders meet.
// fire names the phases of missile fire. voided: an order after a roll
// was void, the turns the property is about.
func Verdicts(rt *rapid.T, s0 game.Position, fire []string) (voided bool) {
	s := s0
	d := dice.NewSeeded(rapid.Uint64().Draw(rt, "position dice"))
	for range rapid.IntRange(0, 4).Draw(rt, "turns before") {
		if k := s.Step().Kind; k == game.Over || k == game.Sealed {
			return false // a sealed step is not a player turn
		}
		n, _, err := PlayFixing(rt, s, RandomTurn(rt, s, fire), d)
		for err == nil && n.Step().Kind == game.Decision {
			st := n.Step()
			n, _, err = game.Decide(n, st.Sides[0], "", d)
		}
		if err != nil {
			rt.Fatalf("%v", err)
		}
		s = n
	}
	if k := s.Step().Kind; k == game.Over || k == game.Sealed {
		return false
	}
	side := s.Step().Player
	text := RandomTurn(rt, s, fire)
	if rapid.Bool().Draw(rt, "mended") {
		text = Mended(rt, s, text)
	}
	_, cerr := game.CheckTurn(s, side, text)
	for i := range 3 {
		seed := rapid.Uint64().Draw(rt, fmt.Sprintf("seed %d", i))
		_, evs, err := PlayAnswering(rt, s, text, dice.NewSeeded(seed))
		rolled := false
		for _, e := range evs {
			rolled = rolled || len(e.Rolls) > 0
			if rolled && e.Type == sequence.TypeVoid {
				voided = true
			}
		}
		if fmt.Sprint(err) != fmt.Sprint(cerr) {
			rt.Fatalf("turn %q, seed %d: PlayTurn says %v, CheckTurn %v", text, seed, err, cerr)
		}
	}
	return voided
}

// Mended is text without the orders CheckTurn refuses, one by one.
func Mended(t TB, s game.Position, text string) string {
	side := s.Step().Player
	for {
		_, err := game.CheckTurn(s, side, text)
		var oe *game.OrderError
		if err == nil || !errors.As(err, &oe) || oe.Line == 0 {
			return text
		}
		ls := strings.Split(text, "\n")
		text = strings.Join(append(ls[:oe.Line-1], ls[oe.Line:]...), "\n")
	}
}

// PlayFixing plays the turn of the side to play, leaving out each order
// refused, until it is accepted or refused as a whole.
func PlayFixing(t TB, s game.Position, text string, d dice.Source) (game.Position, []game.Event, error) {
	side := s.Step().Player
	for {
		n, evs, err := game.PlayTurn(s, side, text, d)
		var oe *game.OrderError
		if err == nil || !errors.As(err, &oe) || oe.Line == 0 {
			return n, evs, err
		}
		ls := strings.Split(text, "\n")
		text = strings.Join(append(ls[:oe.Line-1], ls[oe.Line:]...), "\n")
	}
}

// PlayAnswering plays the turn of the side to play and answers every
// decision it asks with the default (an empty answer), which the rules
// always accept: an error from an answer is a refusal after dice.
func PlayAnswering(rt TB, s game.Position, text string, d dice.Source) (game.Position, []game.Event, error) {
	n, evs, err := game.PlayTurn(s, s.Step().Player, text, d)
	for err == nil && n.Step().Kind == game.Decision {
		var more []game.Event
		if n, more, err = game.Decide(n, n.Step().Sides[0], "", d); err != nil {
			rt.Fatalf("turn %q: the default answer refused after dice: %v", text, err)
		}
		evs = append(evs, more...)
	}
	return n, evs, err
}

// RandomTurn is up to six orders for the side to play, in herald's order
// notation, mostly for its own live figures at enemies and hexes near
// them: shots and blows at one target from several phases, moves,
// charges, advances, retreats. Most are orders the rules allow as the
// turn begins (a shot at a man in sight, a blow at one adjacent), so
// that dice decide what comes after. s must be a game.Drawer.
func RandomTurn(rt *rapid.T, s game.Position, fire []string) string {
	side := s.Step().Player
	dr := s.(game.Drawer).Draw(side)
	var mine, enemies []string
	at := map[string]game.Piece{}
	for _, c := range dr.Figures {
		at[c.Name] = c
		if c.Side == side {
			mine = append(mine, c.Name)
		} else {
			enemies = append(enemies, c.Name)
		}
	}
	if len(mine) == 0 || len(enemies) == 0 {
		return ""
	}
	m := dr.Map
	near := func(name string) string {
		var ns []string
		for _, x := range at[name].At.Neighbors() {
			if m.Contains(x) {
				ns = append(ns, m.HexName(x))
			}
		}
		return rapid.SampledFrom(ns).Draw(rt, "step")
	}
	// order is format filled in for one of mine and a target, preferring
	// a pair the rules allow now.
	legal := map[string][][2]string{}
	order := func(format, who string) string {
		if _, done := legal[format]; !done {
			legal[format] = [][2]string{}
			for _, me := range mine {
				for _, e := range enemies {
					if _, err := game.CheckTurn(s, side, fmt.Sprintf(format, me, e)); err == nil {
						legal[format] = append(legal[format], [2]string{me, e})
					}
				}
			}
		}
		if ok := legal[format]; len(ok) > 0 && rapid.IntRange(0, 3).Draw(rt, "any pair") > 0 {
			p := rapid.SampledFrom(ok).Draw(rt, "pair")
			return fmt.Sprintf(format, p[0], p[1])
		}
		return fmt.Sprintf(format, who, rapid.SampledFrom(enemies).Draw(rt, "target"))
	}
	var b strings.Builder
	for range rapid.IntRange(0, 6).Draw(rt, "orders") {
		who := rapid.SampledFrom(mine).Draw(rt, "who")
		var line string
		switch rapid.IntRange(0, 9).Draw(rt, "kind") {
		case 0, 1, 2, 3:
			line = order(rapid.SampledFrom(fire).Draw(rt, "phase")+": %s fire at %s", who)
		case 4:
			line = fmt.Sprintf("move: %s move %s", who, near(who))
		case 5, 6:
			line = order("combat: %s attack %s", who)
		case 7:
			target := rapid.SampledFrom(enemies).Draw(rt, "loser")
			line = fmt.Sprintf("combat: %s advance %s", who, near(target))
		case 8:
			line = fmt.Sprintf("retreat: %s retreat %s", who, near(who))
		case 9:
			target := rapid.SampledFrom(enemies).Draw(rt, "charged")
			line = fmt.Sprintf("move: %s charge %s via %s", who, target, near(target))
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// VoidOf is the void event of order (one line of notation) among evs, if
// any: the rule and reason it gives.
func VoidOf(t TB, evs []game.Event, order string) (rule, reason string, ok bool) {
	t.Helper()
	tn, err := notation.Parse(order)
	if err != nil || len(tn.Orders) != 1 {
		t.Fatalf("%q: %v", order, err)
	}
	text, _ := tn.Orders[0].MarshalText()
	for _, e := range evs {
		var p struct {
			Order  string              `json:"order"`
			Result sequence.VoidResult `json:"result"`
		}
		if e.Type == sequence.TypeVoid && json.Unmarshal(e.Data, &p) == nil && p.Order == string(text) {
			return p.Result.Rule, p.Result.Reason, true
		}
	}
	return "", "", false
}
