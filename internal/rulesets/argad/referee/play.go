package referee

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/argad"
	"herald/internal/rulesets/argad/orders"
	"herald/internal/sequence"
	"herald/internal/table"
)

// The event types of an Argad! game.
const (
	// TypeTurn: a side's orders played in the open, with what each did.
	TypeTurn = "argad-turn"
	// TypeHid: the side's figures that hid or crouched; the enemy is not
	// told.
	TypeHid = "argad-hid"
)

// Act is one thing a player turn did: a move, a shot, a blow, a recoil.
type Act struct {
	Kind   string       `json:"kind"`
	Who    string       `json:"who,omitempty"`
	Target string       `json:"target,omitempty"`
	Path   [][2]float64 `json:"path,omitempty"` // cm, from where he began
	CM     float64      `json:"cm,omitempty"`
	Dice   []int        `json:"dice,omitempty"`
	Rules  []string     `json:"rules,omitempty"`
	Say    string       `json:"say"`
}

// turnData is the payload of a TypeTurn or TypeHid event.
type turnData struct {
	Turn   int    `json:"turn"`
	Orders string `json:"orders"`
	Acts   []Act  `json:"acts"`
}

// endData is the payload of a turn-ended event.
type endData struct {
	Turn   int    `json:"turn"`
	Next   string `json:"next,omitempty"`
	Over   bool   `json:"over,omitempty"`
	Winner string `json:"winner,omitempty"`
	Say    string `json:"say"`
}

func cmPath(pts []table.Point) [][2]float64 {
	out := make([][2]float64, len(pts))
	for i, p := range pts {
		out[i] = [2]float64{round2(float64(p.X / table.Centimetre)), round2(float64(p.Y / table.Centimetre))}
	}
	return out
}

// Play implements game.Position: the side's orders in the open (moves,
// then shots, then the melee), its hides, and the end of its turn.
func (s *State) Play(cs []game.Checked, d dice.Source) (game.Position, []game.Event) {
	if s.sealed() {
		return s.playRound(cs, d)
	}
	c := cs[0]
	p := c.Plan.(plan)
	rec := &dice.Recorder{Src: d}
	n, e := s.playPublic(c.Side, p.public, rec)
	e.Rolls = rec.Take()
	evs := []game.Event{e}
	if len(p.hidden) > 0 {
		var h game.Event
		n, h = n.playHidden(c.Side, p.hidden, rec)
		h.Rolls = rec.Take()
		evs = append(evs, h)
	}
	n, end := n.endTurn()
	return n, append(evs, end)
}

func event(typ, side string, data any, say []string) game.Event {
	return game.Event{Type: typ, Side: side, Data: game.MustJSON(data), Report: say}
}

// playPublic plays the orders the enemy sees: every move in the order
// written, then every shot (the dead fall after all have shot), then one
// round of melee between all in contact.
func (s *State) playPublic(side string, ps []planned, d dice.Source) (*State, game.Event) {
	n := s.clone()
	r := newRound(s.Turn)
	r.data.Orders = formatPlanned(ps)
	n.playOrders(ps, r, d)
	n.shootAndFight(r, d)
	return n, event(TypeTurn, side, r.data, r.say())
}

// shotOrder is a shot waiting for the shooting step.
type shotOrder struct {
	by      int
	at      orders.Place
	furtive float64 // how far along his move he shows himself, 0 none
}

// round gathers what the orders of a turn did, step by step.
type round struct {
	data  turnData
	named map[int]int // the enemy each figure's fights order names
	shots []shotOrder
}

func newRound(turn int) *round {
	return &round{data: turnData{Turn: turn, Acts: []Act{}}, named: map[int]int{}}
}

func (r *round) act(a Act) { r.data.Acts = append(r.data.Acts, a) }

func (r *round) say() []string {
	var out []string
	for _, a := range r.data.Acts {
		out = append(out, a.Say)
	}
	return out
}

// playOrders plays the movement step of a side's orders, in the order
// written, and notes their shots and the enemies they name.
func (n *State) playOrders(ps []planned, r *round, d dice.Source) {
	for _, pl := range ps {
		o := pl.o
		f := &n.Figures[pl.who[0]]
		if f.Dead {
			r.act(Act{Kind: "void", Who: f.Name, Rules: []string{RulingActions}, Say: f.Name + " is dead"})
			continue
		}
		if o.Verb != orders.Stand {
			// only a man doing nothing stays hidden or crouched
			for _, i := range pl.who {
				n.Figures[i].Hidden, n.Figures[i].Crouched = false, false
			}
		}
		switch o.Verb {
		case orders.Move:
			if n.engaged(f) {
				r.act(Act{Kind: "void", Who: f.Name, Rules: []string{RulingContact}, Say: f.Name + " is in contact with the enemy and stays to fight"})
				continue
			}
			close := argad.Loose
			if o.CloseOrder {
				close = argad.Forward
				for _, l := range o.Legs {
					if l.Way != orders.Forward {
						close = argad.Sideways
					}
				}
			}
			for _, i := range pl.who {
				r.act(n.moveAct(i, o.Legs, close, "", d))
			}
			if o.Target != (orders.Place{}) {
				r.shots = append(r.shots, shotOrder{by: pl.who[0], at: o.Target, furtive: o.From})
			}
		case orders.Charge:
			if n.engaged(f) {
				r.act(Act{Kind: "void", Who: f.Name, Rules: []string{RulingContact}, Say: f.Name + " is in contact already and does not charge"})
				continue
			}
			if _, _, err := n.pointOf(o.Target); err != nil {
				r.act(Act{Kind: "void", Who: f.Name, Rules: []string{RulingActions}, Say: f.Name + " has no one to charge: " + o.Target.Name + " has fallen"})
				continue
			}
			al, _ := n.g.Rules.Allowance(f.Mover())
			leg := orders.Leg{Way: orders.Toward, CM: float64(al.CM), To: o.Target}
			r.act(n.moveAct(pl.who[0], []orders.Leg{leg}, argad.Loose, o.Target.Name, d))
		case orders.Shoot:
			r.shots = append(r.shots, shotOrder{by: pl.who[0], at: o.Target})
		case orders.Fight:
			if t, ok := n.Figure(o.Target.Name); ok {
				r.named[pl.who[0]] = n.index(t)
			}
		case orders.Reload:
			if f.Moved {
				r.act(Act{Kind: "void", Who: f.Name, Rules: []string{"shoot.crossbow.reload"}, Say: f.Name + " moved and cannot reload"})
				continue
			}
			f.Unloaded = false
			r.act(Act{Kind: "reload", Who: f.Name, Rules: []string{"shoot.crossbow.reload"}, Say: f.Name + " reloads his crossbow, standing still"})
		case orders.Turn:
			n.turnTo(f, o)
			r.act(Act{Kind: "turn", Who: f.Name, Say: fmt.Sprintf("%s turns to face %g°", f.Name, bearingRound(f.Facing))})
		case orders.Stand:
			r.act(Act{Kind: "stand", Who: f.Name, Say: f.Name + " stands"})
		case orders.Mount, orders.Dismount:
			r.act(n.mount(pl.who[0], o.Verb == orders.Mount))
		}
	}
}

// shootAndFight plays the shooting step (every shot from where the
// shooters stand after moving; the dead fall after all have shot) and
// then one round of melee between all in contact.
func (n *State) shootAndFight(r *round, d dice.Source) {
	var hit []int
	for _, sh := range r.shots {
		f := &n.Figures[sh.by]
		t, ok := n.Figure(sh.at.Name)
		if f.Dead || !ok {
			continue
		}
		var from *table.Stand
		if sh.furtive > 0 {
			from = n.furtivePlace(f, r.data.Acts, sh.furtive)
		}
		a, h := n.shoot(sh.by, n.index(t), from, d)
		r.act(a)
		if h {
			hit = append(hit, n.index(t))
		}
	}
	for _, i := range hit {
		if !n.Figures[i].Dead {
			n.Figures[i].Dead = true
			r.act(Act{Kind: "killed", Who: n.Figures[i].Name, Say: n.Figures[i].Name + " falls, shot"})
		}
	}
	r.data.Acts = append(r.data.Acts, n.melee(r.named, d)...)
}

// furtivePlace is where a furtive shooter shows himself: cm along the
// path of his move (its end if the move was shorter).
func (s *State) furtivePlace(f *Figure, acts []Act, cm float64) *table.Stand {
	st := f.Stand()
	for _, a := range acts {
		if a.Who != f.Name || a.Kind != "move" || len(a.Path) == 0 {
			continue
		}
		left := cm
		for k := 0; k+1 < len(a.Path); k++ {
			p, q := a.Path[k], a.Path[k+1]
			l := math.Hypot(q[0]-p[0], q[1]-p[1])
			if l >= left && l > 0 {
				x, y := p[0]+(q[0]-p[0])*left/l, p[1]+(q[1]-p[1])*left/l
				st.Centre = table.Pt(table.Length(x)*table.Centimetre, table.Length(y)*table.Centimetre)
				return &st
			}
			left -= l
		}
	}
	return &st
}

// moveAct plays a move or a charge and tells it.
func (s *State) moveAct(i int, legs []orders.Leg, close argad.CloseOrder, charged string, d dice.Source) Act {
	m := s.move(i, legs, close, d)
	f := &s.Figures[i]
	a := Act{Kind: "move", Who: f.Name, Path: cmPath(m.path), CM: m.cm, Dice: m.dice, Rules: m.rules}
	if charged != "" {
		a.Kind, a.Target = "charge", charged
	}
	a.Say = fmt.Sprintf("%s moves %g cm to %g,%g", f.Name, m.cm, f.X, f.Y)
	for _, n := range m.notes {
		a.Say += "; " + n
	}
	if m.contact >= 0 {
		o := &s.Figures[m.contact]
		if o.Side != f.Side {
			a.Say += "; in contact with " + o.Name
			if charged != "" && o.Name == charged {
				f.Charging = true
				a.Say += " (a charge)"
			}
		} else {
			a.Say += "; stops against " + o.Name
		}
	}
	return a
}

// playHidden plays the hides, crouches and crawls behind a bank, which
// the enemy is not told.
func (s *State) playHidden(side string, ps []planned, d dice.Source) (*State, game.Event) {
	n := s.clone()
	data := turnData{Turn: s.Turn, Orders: formatPlanned(ps), Acts: []Act{}}
	for _, pl := range ps {
		f := &n.Figures[pl.who[0]]
		a := Act{Kind: string(pl.o.Verb), Who: f.Name}
		switch {
		case f.Dead:
			a.Kind, a.Say = "void", f.Name+" is dead"
		case pl.o.Verb == orders.Crawl:
			a = n.crawl(pl.who[0], pl.o, d)
		case f.Moved || n.engaged(f):
			a.Kind, a.Say = "void", f.Name+" has moved or fights and cannot hide"
		case pl.o.Verb == orders.Hide && !n.inArea(f, table.Bushes, table.Crops),
			pl.o.Verb == orders.Crouch && n.bankNear(f) < 0:
			a.Kind, a.Say = "void", f.Name+" was pushed away from his cover and cannot hide"
		case pl.o.Verb == orders.Hide:
			f.Hidden = true
			a.Rules, a.Say = []string{"terrain.bushes.hidden"}, f.Name+" hides, crouched and still"
		default:
			f.Crouched = true
			a.Rules, a.Say = []string{"terrain.bank.crouched"}, f.Name+" crouches behind the bank"
		}
		data.Acts = append(data.Acts, a)
	}
	return n, event(TypeHid, side, data, []string{fmt.Sprintf("%s: %d of its figures hide, crouch or crawl out of sight", side, len(ps))})
}

func formatPlanned(ps []planned) string {
	os := make([]orders.Order, len(ps))
	for i, p := range ps {
		os[i] = p.o
		os[i].Line = 0
	}
	return orders.Format(os)
}

// endTurn ends the side's player turn: the turn's marks are cleared, the
// next side plays, and after the last side the game turn is over and
// the victory is judged (ruling.victory).
func (s *State) endTurn() (*State, game.Event) {
	n := s.clone()
	side := n.Player()
	for i := range n.Figures {
		f := &n.Figures[i]
		f.Moved, f.Blocked, f.Charging = false, false, false
	}
	data := endData{Turn: n.Turn}
	n.Side++
	if n.Side == len(n.g.Sides) {
		n.Side = 0
		n.Turn++
	}
	n.judge(n.Side == 0)
	data.Over, data.Winner = n.Over, n.Winner
	switch {
	case n.Over && n.Winner != "":
		data.Say = fmt.Sprintf("The player turn of %s ends. The game is over: %s wins.", side, n.Winner)
	case n.Over:
		data.Say = fmt.Sprintf("The player turn of %s ends. The game is over: a draw.", side)
	default:
		data.Next = n.Player()
		data.Say = fmt.Sprintf("The player turn of %s ends. Game turn %d: %s to play.", side, n.Turn, n.Player())
	}
	return n, event(game.TypeTurnEnded, side, data, []string{data.Say})
}

// judge ends the game when a side has no figure left; at the end of a
// game turn, when a side has lost its break share, or after the last
// game turn, when the side that lost the smaller share wins.
func (s *State) judge(gameTurnOver bool) {
	lost := map[string]float64{}
	for _, side := range s.g.Sides {
		live, all := s.live(side)
		if live == 0 {
			s.Over, s.Winner = true, s.other(side)
			return
		}
		lost[side] = 1 - float64(live)/float64(all)
	}
	if !gameTurnOver {
		return
	}
	var broken []string
	for _, side := range s.g.Sides {
		if b := s.g.Victory.Break; b > 0 && lost[side] >= b {
			broken = append(broken, side)
		}
	}
	last := s.g.Turns > 0 && s.Turn > s.g.Turns
	if len(broken) == 0 && !last {
		return
	}
	s.Over = true
	a, b := s.g.Sides[0], s.g.Sides[1]
	switch {
	case lost[a] < lost[b]:
		s.Winner = a
	case lost[b] < lost[a]:
		s.Winner = b
	}
	s.Turn = min(s.Turn, max(s.g.Turns, 1))
	if s.g.Turns == 0 {
		s.Turn--
	}
}

func (s *State) other(side string) string {
	for _, x := range s.g.Sides {
		if x != side {
			return x
		}
	}
	return ""
}

// Fold implements game.Position: each event played again from its
// orders and recorded rolls must give the logged event byte for byte.
func (s *State) Fold(e game.Event) (game.Position, []string, error) {
	switch e.Type {
	case TypeTurn, TypeHid:
		var td turnData
		if err := json.Unmarshal(e.Data, &td); err != nil {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
		}
		p, err := s.replan(e, td.Orders)
		if err != nil {
			return nil, nil, err
		}
		return sequence.Refold(e, td.Orders, func(d dice.Source) (*State, []game.Event) {
			if e.Type == TypeHid {
				if len(p.public) > 0 {
					return s, nil
				}
				n, h := s.playHidden(e.Side, p.hidden, d)
				return n, []game.Event{h}
			}
			if len(p.hidden) > 0 {
				return s, nil
			}
			n, ev := s.playPublic(e.Side, p.public, d)
			return n, []game.Event{ev}
		})
	case TypeRound:
		return s.foldRound(e)
	case TypeRoundEnded:
		n, ev := s.endRound()
		if err := sequence.Same(e, []game.Event{ev}); err != nil {
			return nil, nil, err
		}
		return n, ev.Report, nil
	case game.TypeTurnEnded:
		if e.Side != s.Player() {
			return nil, nil, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("ends %s's player turn, but it is %s's", e.Side, s.Player())}
		}
		n, ev := s.endTurn()
		if err := sequence.Same(e, []game.Event{ev}); err != nil {
			return nil, nil, err
		}
		return n, ev.Report, nil
	}
	return nil, nil, &game.ReplayError{Type: e.Type, Msg: "unknown event type"}
}

// replan reads the orders of a logged event: a turn's as Check judged
// them before it was played, the hides by name alone (Play judged them
// after the turn's moves and melee, and voids those that no longer fit).
func (s *State) replan(e game.Event, text string) (plan, error) {
	if e.Type == TypeTurn {
		c, err := s.Check(game.Submission{Side: e.Side, For: game.Orders, Orders: text})
		if err != nil {
			return plan{}, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("the orders logged are refused: %v", err)}
		}
		return c.Plan.(plan), nil
	}
	os, err := orders.Parse(text)
	if err != nil {
		return plan{}, &game.ReplayError{Type: e.Type, Msg: err.Error()}
	}
	var p plan
	for _, o := range os {
		f, ok := s.Figure(o.Who[0])
		if !ok || len(o.Who) != 1 || (o.Verb != orders.Hide && o.Verb != orders.Crouch && o.Verb != orders.Crawl) {
			return plan{}, &game.ReplayError{Type: e.Type, Msg: fmt.Sprintf("%q is not a hide of a figure of the game", o.String())}
		}
		p.hidden = append(p.hidden, planned{o: o, who: []int{s.index(f)}})
	}
	return p, nil
}

// Trace implements game.Tracer: the paths of moves, charges and recoils,
// the lines of shots and blows. Mark.Hexes carries points as "x,y" in cm.
func (s *State) Trace(e game.Event) []game.Mark {
	if e.Type != TypeTurn {
		return nil
	}
	var td turnData
	if json.Unmarshal(e.Data, &td) != nil {
		return nil
	}
	var out []game.Mark
	for _, a := range td.Acts {
		m := game.Mark{Who: a.Who, Target: a.Target}
		switch a.Kind {
		case "move", "charge", "recoil":
			m.Kind = map[string]string{"move": "move", "charge": "charge", "recoil": "retreat"}[a.Kind]
			for _, p := range a.Path {
				m.Hexes = append(m.Hexes, fmt.Sprintf("%g,%g", p[0], p[1]))
			}
		case "shot":
			m.Kind = "fire"
		case "blow":
			m.Kind = "attack"
		default:
			continue
		}
		out = append(out, m)
	}
	return slices.Clip(out)
}
