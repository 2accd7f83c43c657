package referee

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rule"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/orders"
	"herald/internal/table"
)

// The movement segment (TIME SEQUENCE 3, 4): two half-moves, each side
// in the initiative's order moving its figures straight to a place, the
// initiative rolled again between them. A figure in contact with an
// enemy stays (it fights in the melee); a rider is carried by his steed.

// TypeMoved: a side's moves in a half-move.
const TypeMoved = "moved"

// movedData is the payload of a moved event.
type movedData struct {
	Turn   int    `json:"turn"`
	Half   int    `json:"half"`
	Side   string `json:"side"`
	Orders string `json:"orders"`
}

// movers are side's figures that may move in a half-move.
func (s *State) movers(side string) []*Fig {
	var out []*Fig
	for _, f := range s.live(side) {
		if f.Fighter().Mounted() || f.Move <= 0 || s.inContact(f) || f.Status.Posture != destrier.Standing || len(f.Status.RestrainedBy) > 0 {
			continue
		}
		out = append(out, f)
	}
	return out
}

// nextMover moves on to the next side of the half-move with a figure
// that may move, then to the second half's initiative (a chance step),
// then to the TAC phase.
func (s *State) nextMover() {
	for {
		s.Mover++
		if s.Mover < len(s.Order) {
			if len(s.movers(s.Order[s.Mover])) > 0 {
				s.Stage = stageMove
				return
			}
			continue
		}
		if s.Half == 1 && s.anyMover() {
			s.Stage, s.Half, s.Mover = stageInitiative2, 2, -1
			return
		}
		s.Stage, s.Half, s.Mover = stageTAC, 0, 0
		return
	}
}

func (s *State) anyMover() bool {
	return slices.ContainsFunc(s.SideNames, func(side string) bool { return len(s.movers(side)) > 0 })
}

// startMovement begins the movement segment after the initiative (and
// the charges), or goes straight to the TAC phase when no one may move.
func (s *State) startMovement() {
	if !s.anyMover() {
		s.Stage = stageTAC
		return
	}
	s.Half, s.Mover = 1, -1
	s.nextMover()
}

// allowance is how far f may go straight to bearing b: its half-turn
// move, less the penalty for changing direction into the front, side or
// rear of its stand (MOVEMENT, changes of direction).
func (s *State) allowance(f *Fig, bearing float64) (destrier.Inches, string) {
	turn := math.Abs(table.Turned(f.Stand.Facing, bearing))
	if turn < 1 {
		return f.Move, ""
	}
	arc := destrier.RearArc
	switch {
	case turn <= 45:
		arc = destrier.FrontArc
	case turn <= 135:
		arc = destrier.SideArc
	}
	pen, _ := s.rs.R.Movement.DirectionPenalty(f.Move, arc)
	return max(f.Move-pen, 0), fmt.Sprintf(", less %v for turning into the %s", pen, arc)
}

// movePlan is a side's checked moves, each figure's new stand.
type movePlan struct {
	Side  string
	Moves []figMove
}

type figMove struct {
	Figure string
	To     table.Stand
	Dist   destrier.Inches
}

// checkMoves checks a side's moves in a half-move, each on the table as
// the moves before it left it.
func (s *State) checkMoves(side, text string) (movePlan, string, error) {
	os, err := orders.Parse(text)
	if err != nil {
		return movePlan{}, "", &game.OrderError{Err: moveErr("%v", err)}
	}
	scratch := s.clone()
	plan := movePlan{Side: side}
	var canon []orders.Order
	for _, o := range os {
		if o.Kind != orders.MoveOrder {
			return movePlan{}, "", orderErr(o, moveErr("the half-move takes moves (NAME moves to X, Y), not a %s order", o.Kind))
		}
		f := scratch.fig(o.Figure)
		switch {
		case f == nil:
			return movePlan{}, "", orderErr(o, moveErr("no figure named %q in this game", o.Figure))
		case f.Side != side:
			return movePlan{}, "", orderErr(o, moveErr("%s is a figure of %s, not of %s", f.Name, f.Side, side))
		case slices.ContainsFunc(plan.Moves, func(m figMove) bool { return m.Figure == f.Name }):
			return movePlan{}, "", orderErr(o, moveErr("%s moves once a half-move", f.Name))
		case f.Fighter().Mounted():
			return movePlan{}, "", orderErr(o, moveErr("%s rides %s: move the horse", f.Name, f.Mount))
		case !slices.Contains(scratch.movers(side), f):
			return movePlan{}, "", orderErr(o, moveErr("%s may not move: he is in melee, down, held or out of the fight", f.Name))
		}
		to := table.Pt(table.Inch*table.Length(o.To[0]), table.Inch*table.Length(o.To[1]))
		way := to.Sub(f.Stand.Centre)
		dist := inches(way.Len())
		allow, why := scratch.allowance(f, way.Bearing())
		if !dist.AtMost(allow) {
			return movePlan{}, "", orderErr(o, moveErr("%s goes %v; his move is %v%s", f.Name, dist, allow, why))
		}
		end := f.Stand
		if dist > 0.001 {
			end, _ = end.TurnTo(way.Bearing())
		}
		end, _ = end.MoveTo(to)
		if !scratch.onTable(end) {
			return movePlan{}, "", orderErr(o, moveErr("%s's stand would leave the table", f.Name))
		}
		const stride = 0.05
		for d := destrier.Inches(0); d < dist+stride; d += stride {
			step := min(d, dist)
			at, _ := end.MoveTo(f.Stand.Centre.Add(way.Scale(float64(step / max(dist, 0.001)))))
			if b := scratch.blocking(f, at); b != nil {
				return movePlan{}, "", orderErr(o, moveErr("%s would run into %s's stand %v along the way", f.Name, b.Name, step))
			}
			if w := scratch.wallAt(at); w != "" {
				return movePlan{}, "", orderErr(o, moveErr("%s would run into the %s %v along the way", f.Name, w, step))
			}
		}
		scratch.place(f, end)
		plan.Moves = append(plan.Moves, figMove{Figure: f.Name, To: end, Dist: dist})
		canon = append(canon, o)
	}
	return plan, orders.Format(canon), nil
}

// blocking is a live stand st of f would overlap, other than f's rider
// or steed.
func (s *State) blocking(f *Fig, st table.Stand) *Fig {
	for _, o := range s.Figs {
		if o != f && o.Live() && !together(f, o) && table.Overlaps(o.Stand, st) {
			return o
		}
	}
	return nil
}

// onTable reports whether st lies on the table (any, without a size).
func (s *State) onTable(st table.Stand) bool {
	if s.Width <= 0 || s.Depth <= 0 {
		return true
	}
	for _, c := range st.Corners() {
		if c.X < -table.Epsilon || c.Y < -table.Epsilon || c.X > s.Width+table.Epsilon || c.Y > s.Depth+table.Epsilon {
			return false
		}
	}
	return true
}

func moveErr(format string, a ...any) *rule.Error {
	e := refErr(format, a...)
	e.Rule = destrier.SecHalfMove
	return e
}

// playMoves moves a side's figures.
func (s *State) playMoves(c game.Checked) (*State, game.Event) {
	n := s.clone()
	plan := c.Plan.(movePlan)
	told := []string{fmt.Sprintf("Turn %d, half-move %d: %s moves.", s.Turn, s.Half, c.Side)}
	for _, m := range plan.Moves {
		f := n.fig(m.Figure)
		n.place(f, m.To)
		line := fmt.Sprintf("%s moves %v to %s", f.Name, m.Dist, place(m.To))
		for _, e := range n.contacts(f) {
			line += ", into contact with " + e.Name
		}
		told = append(told, line)
	}
	if len(plan.Moves) == 0 {
		told = append(told, "No one moves.")
	}
	data := movedData{Turn: s.Turn, Half: s.Half, Side: c.Side, Orders: c.Canonical}
	n.nextMover()
	return n, game.Event{Type: TypeMoved, Side: c.Side, Data: game.MustJSON(data), Report: told}
}

// place writes a stand's centre in inches.
func place(st table.Stand) string {
	f := func(l table.Length) string {
		return strconv.FormatFloat(math.Round(l.In(table.Inches)*100)/100, 'f', -1, 64)
	}
	return f(st.Centre.X) + ", " + f(st.Centre.Y)
}

// playInitiative2 rolls the second half's initiative.
func (s *State) playInitiative2(d dice.Source) (*State, game.Event) {
	n := s.clone()
	ini := destrier.RollInitiative(n.SideNames, d)
	n.Order = ini.Order
	n.Mover = -1
	n.nextMover()
	told := []string{fmt.Sprintf("Turn %d, second half: %s wins the initiative (order %v).", n.Turn, ini.Winner(), ini.Order)}
	return n, game.Event{Type: TypeInitiative, Data: game.MustJSON(initiativeData{Turn: n.Turn, Half: 2, Order: ini.Order}), Report: told}
}

// moveMoves are a side's candidate moves: each mover straight at the
// nearest enemy as far as it may without touching, or no one moving.
func (s *State) moveMoves(side string) []string {
	var b strings.Builder
	for _, f := range s.movers(side) {
		n, ok := destrier.Nearest(s, f.Name, s.enemies(f))
		if !ok {
			continue
		}
		t := s.fig(n)
		way := t.Stand.Centre.Sub(f.Stand.Centre)
		allow, _ := s.allowance(f, way.Bearing())
		d := math.Floor(float64(min(allow, s.Gap(f.Name, n)))*100)/100 - 0.02
		if d <= 0 {
			continue
		}
		to := f.Stand.Centre.Add(way.Scale(float64(length(destrier.Inches(d))) / float64(way.Len())))
		x, y := math.Floor(to.X.In(table.Inches)*100)/100, math.Floor(to.Y.In(table.Inches)*100)/100
		b.WriteString(orders.FormatOrder(orders.Order{Kind: orders.MoveOrder, Figure: f.Name, To: []float64{x, y}}) + "\n")
	}
	return []string{b.String(), ""}
}
