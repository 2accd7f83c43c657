package referee

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/rulesets/argad"
	"herald/internal/rulesets/argad/orders"
	"herald/internal/table"
)

// planned is one checked order: the order and its figures' indexes.
type planned struct {
	o   orders.Order
	who []int
}

// plan is a checked player turn: the orders played in the open, in the
// order written, and the hides and crouches, which the enemy is not told.
type plan struct {
	public, hidden []planned
}

// Check implements game.Position: the orders read and judged against
// the position before any die is rolled. What only the dice decide (how
// far a move goes, whether a target is still in range after it) is
// judged in play, where an order it makes impossible is void.
func (s *State) Check(sub game.Submission) (game.Checked, error) {
	c := game.Checked{Submission: sub}
	switch {
	case s.Over:
		return c, &game.OrderError{Err: refuse(RulingVictory, "the game is over")}
	case s.sealed() && (sub.For != game.Sealed && sub.For != game.Orders || !slices.Contains(s.g.Sides, sub.Side)):
		return c, &game.OrderError{Err: refuse(RulingSequence, "every side writes its orders at once, sealed; %q is not a side of this game", sub.Side)}
	case s.sealed():
	case sub.For != game.Orders:
		return c, &game.OrderError{Err: refuse(RulingSequence, "there is nothing to decide: an Argad! player turn does not stop for the opponent")}
	case sub.Side != s.Player():
		return c, &game.OrderError{Err: refuse(RulingSequence, "it is the player turn of %s, not of %s", s.Player(), sub.Side)}
	}
	os, err := orders.Parse(sub.Orders)
	if err != nil {
		var pe *orders.Error
		if errors.As(err, &pe) {
			return c, &game.OrderError{Line: pe.Line, Err: errors.New(pe.Msg)}
		}
		return c, err
	}
	var p plan
	done := map[int]bool{}
	shot := map[int]bool{}
	for _, o := range os {
		pl, err := s.checkOrder(sub.Side, o, done, shot)
		if err != nil {
			return c, &game.OrderError{Line: o.Line, Order: o.String(), Err: err}
		}
		if o.Verb == orders.Hide || o.Verb == orders.Crouch || o.Verb == orders.Crawl {
			p.hidden = append(p.hidden, pl)
		} else {
			p.public = append(p.public, pl)
		}
	}
	c.Canonical = orders.Format(os)
	c.Plan = p
	for _, o := range os {
		c.Preview = append(c.Preview, o.String())
	}
	return c, nil
}

// checkOrder judges one order. done and shot note the figures that have
// an order and a shot already: one of each a player turn.
func (s *State) checkOrder(side string, o orders.Order, done, shot map[int]bool) (planned, error) {
	pl := planned{o: o}
	for _, n := range o.Who {
		f, ok := s.Figure(n)
		switch {
		case !ok:
			return pl, refuse(RulingActions, "no figure named %q in this game", n)
		case f.Side != side:
			return pl, refuse(RulingSequence, "%s is a figure of %s; only %s's figures act in this player turn", f.Name, f.Side, side)
		case f.Dead:
			return pl, refuse(RulingActions, "%s is dead", f.Name)
		}
		i := s.index(f)
		if o.Verb == orders.Shoot {
			if shot[i] {
				return pl, refuse(RulingActions, "%s shoots once a player turn", f.Name)
			}
			shot[i] = true
		} else {
			if done[i] {
				return pl, refuse(RulingActions, "%s has an order already: one order a figure, and at most one shot", f.Name)
			}
			done[i] = true
		}
		pl.who = append(pl.who, i)
	}
	if len(pl.who) > 1 && !(o.Verb == orders.Move && o.CloseOrder) {
		return pl, refuse(RulingActions, "one order moves one figure, or several in close order")
	}
	f := &s.Figures[pl.who[0]]
	switch o.Verb {
	case orders.Move:
		return pl, s.checkMove(f, o, pl.who, shot)
	case orders.Charge:
		if s.engaged(f) {
			return pl, refuse(RulingContact, "%s is in contact with the enemy: he stays and fights", f.Name)
		}
		_, err := s.enemy(f, o.Target, "charge")
		return pl, err
	case orders.Shoot:
		return pl, s.checkShot(f, o.Target, false, done[pl.who[0]])
	case orders.Fight:
		t, err := s.enemy(f, o.Target, "fight")
		if err == nil && !s.touching(f, t) {
			err = refuse(RulingContact, "%s is not in contact with %s", f.Name, t.Name)
		}
		return pl, err
	case orders.Hide:
		if !s.inArea(f, table.Bushes, table.Crops) {
			return pl, refuse("terrain.bushes.hidden", "%s may hide only in bushes or high crops", f.Name)
		}
		return pl, s.stillAndSilent(f, shot)
	case orders.Crouch:
		if f.On() != argad.Foot || s.bankNear(f) < 0 {
			return pl, refuse("terrain.bank.crouched", "%s may crouch only on foot, against an earth bank", f.Name)
		}
		return pl, s.stillAndSilent(f, shot)
	case orders.Reload:
		if f.Missile != "crossbow" || !f.Unloaded {
			return pl, refuse("shoot.crossbow.reload", "%s has no crossbow to reload", f.Name)
		}
		return pl, s.stillAndSilent(f, shot)
	case orders.Stand:
		return pl, nil
	case orders.Mount, orders.Dismount:
		if f.Troop != argad.MountedFoot || f.Dismounted != (o.Verb == orders.Mount) {
			return pl, refuse(RulingActions, "only mounted foot %s: %s is %s", map[orders.Verb]string{orders.Mount: "on their feet mount", orders.Dismount: "on horseback dismount"}[o.Verb], f.Name, f.On())
		}
		if s.engaged(f) {
			return pl, refuse(RulingContact, "%s is in contact with the enemy: he stays and fights", f.Name)
		}
		return pl, s.stillAndSilent(f, shot)
	case orders.Crawl:
		if f.On() != argad.Foot || s.bankNear(f) < 0 {
			return pl, refuse("terrain.bank.crouched-move", "%s may crawl only on foot, against an earth bank", f.Name)
		}
		if s.engaged(f) {
			return pl, refuse(RulingContact, "%s is in contact with the enemy: he stays and fights", f.Name)
		}
		return pl, s.stillAndSilent(f, shot)
	case orders.Turn:
		if o.Side == "" {
			if _, _, err := s.pointOf(o.Target); err != nil {
				return pl, err
			}
		}
		return pl, nil
	}
	return pl, refuse(RulingActions, "%q is not an order of Argad! on the table", string(o.Verb))
}

// stillAndSilent refuses a shot beside an order that must do nothing else.
func (s *State) stillAndSilent(f *Figure, shot map[int]bool) error {
	if shot[s.index(f)] {
		return refuse(RulingActions, "%s cannot shoot while he does that", f.Name)
	}
	return nil
}

func (s *State) checkMove(f *Figure, o orders.Order, who []int, shot map[int]bool) error {
	for _, i := range who {
		if s.engaged(&s.Figures[i]) {
			return refuse(RulingContact, "%s is in contact with the enemy: he stays and fights (a recoil is the way out)", s.Figures[i].Name)
		}
	}
	if o.CloseOrder {
		if len(who) < 2 {
			return refuse(argad.RulingActions, "close order needs two figures or more")
		}
		for _, l := range o.Legs {
			if l.Way == orders.Toward || l.Way == orders.To {
				return refuse(argad.RulingActions, "a close-order move goes forward, back, left or right, keeping the line")
			}
		}
		for _, i := range who {
			if s.Figures[i].On() != argad.Foot {
				return refuse("move.close-order.forward", "close order is for men on foot")
			}
		}
	}
	for _, l := range o.Legs {
		if l.Way == orders.Toward || l.Way == orders.To {
			if _, _, err := s.pointOf(l.To); err != nil {
				return err
			}
		}
	}
	if o.Target != (orders.Place{}) {
		if shot[who[0]] {
			return refuse(RulingActions, "%s shoots once a player turn", f.Name)
		}
		shot[who[0]] = true
		return s.checkShot(f, o.Target, true, true)
	}
	return nil
}

// checkShot judges what a shot needs before anyone moves: a missile, a
// loaded crossbow, a weapon that may shoot on the move, an enemy seen.
func (s *State) checkShot(f *Figure, target orders.Place, moving, other bool) error {
	if f.Missile == "" {
		return refuse(RulingActions, "%s has no missile weapon", f.Name)
	}
	t, err := s.enemy(f, target, "shoot at")
	if err != nil {
		return err
	}
	w, err := s.g.Rules.WeaponNamed(f.Missile)
	if err != nil {
		return err
	}
	if f.Unloaded {
		return refuse("shoot.crossbow.reload", "%s's crossbow is not loaded: he must reload, standing still", f.Name)
	}
	if moving && w.Moving.May == "never" {
		return refuse(w.Moving.Tag, "a %s cannot shoot while its bearer moves", f.Missile)
	}
	if t.Hidden || t.Crouched {
		return refuse("terrain.bushes.hidden", "%s cannot be shot at: he hides", t.Name)
	}
	return nil
}

// enemy resolves a place that must be a live enemy figure.
func (s *State) enemy(f *Figure, p orders.Place, what string) (*Figure, error) {
	t, ok := s.Figure(p.Name)
	switch {
	case p.Point || !ok || s.hiddenFrom(t, f.Side):
		return nil, refuse(RulingActions, "%s cannot %s %q: no enemy of that name to be seen", f.Name, what, p.String())
	case t.Side == f.Side:
		return nil, refuse(RulingActions, "%s is on %s's own side", t.Name, f.Name)
	case t.Dead:
		return nil, refuse(RulingActions, "%s is already dead", t.Name)
	}
	return t, nil
}

func (s *State) index(f *Figure) int {
	for i := range s.Figures {
		if &s.Figures[i] == f {
			return i
		}
	}
	return -1
}

// pointOf is where a place is on the table: a point in cm, a figure's
// centre, or the middle of a named feature ("the barn", "Ashen Copse").
func (s *State) pointOf(p orders.Place) (table.Point, string, error) {
	if p.Point {
		pt := table.Pt(table.Length(p.X)*table.Centimetre, table.Length(p.Y)*table.Centimetre)
		if !s.g.Table.OnTable(pt) {
			return pt, "", refuse(RulingActions, "%s is off the table", p)
		}
		return pt, p.String(), nil
	}
	if f, ok := s.Figure(p.Name); ok && f.Live() {
		return f.Stand().Centre, f.Name, nil
	}
	name := strings.TrimPrefix(strings.ToLower(p.Name), "the ")
	tb := s.g.Table
	for _, r := range s.features() {
		var n, kind string
		switch r.Feature {
		case table.AreaFeature:
			n, kind = tb.Areas[r.Index].Name, string(tb.Areas[r.Index].Kind)
		case table.LineFeature:
			n, kind = tb.Lines[r.Index].Name, string(tb.Lines[r.Index].Kind)
		default:
			n, kind = tb.Buildings[r.Index].Name, "building"
		}
		if strings.EqualFold(n, name) || strings.EqualFold(n, p.Name) || strings.EqualFold(kind, name) {
			return middle(tb.Points(r)), p.Name, nil
		}
	}
	return table.Point{}, "", refuse(RulingActions, "%q is neither a figure nor a feature of the table", p.Name)
}

// features lists the table's features: areas, lines, buildings.
func (s *State) features() []table.Ref {
	var out []table.Ref
	for i := range s.g.Table.Areas {
		out = append(out, table.Ref{Feature: table.AreaFeature, Index: i})
	}
	for i := range s.g.Table.Lines {
		out = append(out, table.Ref{Feature: table.LineFeature, Index: i})
	}
	for i := range s.g.Table.Buildings {
		out = append(out, table.Ref{Feature: table.BuildingFeature, Index: i})
	}
	return out
}

// middle is the average of a feature's points.
func middle(pts []table.Point) table.Point {
	var x, y table.Length
	for _, p := range pts {
		x, y = x+p.X, y+p.Y
	}
	n := table.Length(len(pts))
	return table.Pt(x/n, y/n)
}

func (s *State) String() string {
	return fmt.Sprintf("argad game turn %d, %s to play", s.Turn, s.Player())
}
