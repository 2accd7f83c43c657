package referee

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rule"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/orders"
)

// stageKeep waits for a side whose figure played KEEP DISTANCE to say,
// once an enemy came on, whether it retreats before him or stands.
const stageKeep = "keep distance"

// TypeKept is a side's answers for its figures keeping their distance,
// and what follows them.
const TypeKept = "kept"

// Keep is a KEEP DISTANCE decision wanted of Side for Figure, and its
// answer once given.
type Keep struct {
	Side     string `json:"side"`
	Figure   string `json:"figure"`
	Answered bool   `json:"answered,omitempty"`
	Retreats bool   `json:"retreats,omitempty"`
}

type keptData struct {
	Turn    int       `json:"turn"`
	Round   int       `json:"round"`
	Answers string    `json:"answers"`
	Blows   []BlowLog `json:"blows,omitempty"`
}

type keepPlan struct{ Answers []Keep }

// gaps are the distances from every keeper who has not written his
// choice to his nearest enemy, before a side's TAC moves.
func (s *State) gaps(x *Exchange) map[string]destrier.Inches {
	out := map[string]destrier.Inches{}
	for _, p := range x.Plays {
		f := s.fig(p.Figure)
		if p.TAC != destrier.KeepDistance || p.Retreats || !f.Live() || f.Fighter().Mounted() {
			continue
		}
		if n, ok := destrier.Nearest(s, f.Name, s.enemies(f)); ok {
			out[f.Name] = s.Gap(f.Name, n)
		}
	}
	return out
}

// tacMoves makes the TAC moves of the sides from x.Moved on, in the
// initiative's order; it stops, asking, when an enemy's move comes on
// against a figure keeping its distance (THE TAC CARDS: KEEP DISTANCE).
// It reports whether every side has moved.
func (s *State) tacMoves(x *Exchange, told *[]string) bool {
	for x.Moved < len(s.Order) {
		side := s.Order[x.Moved]
		before := s.gaps(x)
		for _, p := range x.Plays {
			if f := s.fig(p.Figure); f.Side == side && p.TAC != "" {
				s.tacMove(f, p, x.Step, told)
			}
		}
		x.Moved++
		for k, was := range before {
			f := s.fig(k)
			if f.Side == side || slices.ContainsFunc(x.Keeps, func(q Keep) bool { return q.Figure == k }) {
				continue
			}
			if n, ok := destrier.Nearest(s, k, s.enemies(f)); ok && destrier.KeepDistanceMet(was, s.Gap(k, n)) {
				x.Keeps = append(x.Keeps, Keep{Side: f.Side, Figure: k})
			}
		}
		if x.keepDue() != "" {
			slices.SortStableFunc(x.Keeps, func(a, b Keep) int { return slices.Index(s.Order, a.Side) - slices.Index(s.Order, b.Side) })
			*told = append(*told, "An enemy comes on: "+strings.Join(x.keepers(), ", ")+" must retreat or stand.")
			return false
		}
	}
	return true
}

func (x *Exchange) keepDue() string {
	for _, k := range x.Keeps {
		if !k.Answered {
			return k.Side
		}
	}
	return ""
}

func (x *Exchange) keepers() []string {
	var out []string
	for _, k := range x.Keeps {
		if !k.Answered {
			out = append(out, k.Figure)
		}
	}
	return out
}

// keepQuestion is the KEEP DISTANCE decision asked of side.
func (s *State) keepQuestion(side string) *game.Question {
	q := &game.Question{Side: side, Turn: fmt.Sprint(s.Turn), Kind: "keep distance", Rule: destrier.SecTACCards + ": KEEP DISTANCE",
		Choices: []string{"retreats", "stands"},
		Help:    "an enemy comes on against your figure keeping its distance: it retreats before him in good order, or stands"}
	for _, k := range s.Exchange.Keeps {
		if k.Side == side && !k.Answered {
			q.Answer += orders.FormatOrder(orders.Order{Kind: orders.KeepOrder, Figure: k.Figure}) + "\n"
		}
	}
	return q
}

// checkKeeps checks a side's answers: one for each of its keepers asked.
func (s *State) checkKeeps(side, text string) (keepPlan, string, error) {
	os, err := orders.Parse(text)
	if err != nil {
		return keepPlan{}, "", &game.OrderError{Err: keepErr("%v", err)}
	}
	x := s.Exchange
	var plan keepPlan
	for _, o := range os {
		i := slices.IndexFunc(x.Keeps, func(k Keep) bool { return k.Figure == o.Figure && k.Side == side && !k.Answered })
		switch {
		case o.Kind != orders.KeepOrder:
			return keepPlan{}, "", orderErr(o, keepErr("the game waits for %s to retreat or stand (NAME retreats, NAME stands), not a %s order", side, o.Kind))
		case i < 0:
			return keepPlan{}, "", orderErr(o, keepErr("%s is not asked to keep his distance", o.Figure))
		case slices.ContainsFunc(plan.Answers, func(k Keep) bool { return k.Figure == o.Figure }):
			return keepPlan{}, "", orderErr(o, keepErr("%s answers once", o.Figure))
		}
		plan.Answers = append(plan.Answers, Keep{Side: side, Figure: o.Figure, Answered: true, Retreats: o.Retreats})
	}
	for _, k := range x.Keeps {
		if k.Side == side && !k.Answered && !slices.ContainsFunc(plan.Answers, func(a Keep) bool { return a.Figure == k.Figure }) {
			return keepPlan{}, "", &game.OrderError{Err: keepErr("%s must say whether %s retreats or stands", side, k.Figure)}
		}
	}
	var b strings.Builder
	for _, k := range x.Keeps {
		if i := slices.IndexFunc(plan.Answers, func(a Keep) bool { return a.Figure == k.Figure }); i >= 0 {
			b.WriteString(orders.FormatOrder(orders.Order{Kind: orders.KeepOrder, Figure: k.Figure, Retreats: plan.Answers[i].Retreats}) + "\n")
		}
	}
	return plan, b.String(), nil
}

func keepErr(format string, a ...any) *rule.Error {
	e := refErr(format, a...)
	e.Rule = destrier.SecTACCards + ": KEEP DISTANCE"
	return e
}

// playKeeps records a side's answers; once all are in, the keepers who
// retreat fall back (paying for a moving TAC card in a card round), the
// other sides' TAC moves go on, then the guesses or the blows.
func (s *State) playKeeps(c game.Checked, d dice.Source) (*State, game.Event) {
	n := s.clone()
	x := n.Exchange
	plan := c.Plan.(keepPlan)
	data := keptData{Turn: s.Turn, Round: s.Round, Answers: c.Canonical}
	var told []string
	for _, a := range plan.Answers {
		i := slices.IndexFunc(x.Keeps, func(k Keep) bool { return k.Figure == a.Figure })
		x.Keeps[i] = a
		if !a.Retreats {
			told = append(told, a.Figure+" stands")
			continue
		}
		j := slices.IndexFunc(x.Plays, func(p destrier.Play) bool { return p.Figure == a.Figure })
		p := x.Plays[j]
		p.Retreats = true
		f := n.fig(a.Figure)
		r := n.rs.R
		extra := r.Cost(f.Fighter(), p, x.Step).Total - r.Cost(f.Fighter(), x.Plays[j], x.Step).Total
		f.Status.BlowsLeft = max(f.Status.BlowsLeft-extra, 0)
		x.Plays[j] = p
		told = append(told, a.Figure+" retreats")
		n.tacMove(f, p, x.Step, &told)
	}
	if x.keepDue() == "" {
		data.Blows = n.afterTACMoves(x, d, &told)
	}
	return n, game.Event{Type: TypeKept, Side: c.Side, Data: game.MustJSON(data), Report: told}
}

// afterTACMoves goes on from the TAC moves: the rest of them, then the
// guesses at the dodges or the blows.
func (s *State) afterTACMoves(x *Exchange, d dice.Source, told *[]string) []BlowLog {
	if !s.tacMoves(x, told) {
		s.Exchange, s.Stage = x, stageKeep
		return nil
	}
	if asks := s.asks(x); len(asks) > 0 {
		x.Asks = asks
		s.Exchange, s.Stage = x, stageGuess
		*told = append(*told, "The dodges stay face down until the guesses are in.")
		return nil
	}
	return s.strike(x, d, told)
}
