package referee

import (
	"fmt"
	"maps"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/chainmail"
	"herald/internal/sequence"
)

// Payloads of Chainmail's order events.
type cmFired struct {
	Firer  string         `json:"firer"`
	Target string         `json:"target"`
	Shot   chainmail.Shot `json:"shot"`
}

type cmBlow struct {
	Attacker string                   `json:"attacker"`
	Blow     *chainmail.BlowResult    `json:"blow,omitempty"`
	Fantasy  *chainmail.FantasyResult `json:"fantasy,omitempty"`
	// FellBack is the defender's fall-back path after a fantasy "falls
	// back one move".
	FellBack []string `json:"fell_back,omitempty"`
	// Skipped says why the blow was not struck (the defender already
	// dead or fallen back out of reach).
	Skipped string `json:"skipped,omitempty"`
}

type cmMoved struct {
	Who  string   `json:"who"`
	From string   `json:"from"`
	Path []string `json:"path"`
	MP   int      `json:"mp"`
}

type cmMelee struct {
	Attackers []string `json:"attackers"`
	Defender  string   `json:"defender"`
	Blows     []cmBlow `json:"blows"`
	Killed    bool     `json:"killed"`
}

// Apply implements sequence.Referee. An order that earlier results made
// impossible (its target died) becomes a "void" event. With no dice (d
// nil, the dry run) a missile or a blow is spent and does nothing.
func (cm *Chainmail) Apply(s *State, side string, o notation.Order, d dice.Source) (*State, []game.Event) {
	n := s.clone()
	if o.Phase > n.Phase {
		n.Phase = o.Phase
	}
	plan, err := cm.check(n, side, o)
	if err != nil {
		return n, []game.Event{sequence.Void(side, o, asRule(err), err)}
	}
	text, _ := o.MarshalText()
	ev := game.Event{Side: side}
	payload := sequence.OrderEvent{Order: string(text)}
	switch o.Kind {
	case notation.KindWait:
		ev.Type = sequence.TypeWaited
		ev.Report = []string{strings.Join(o.Who, ", ") + " wait"}
	case notation.KindMove:
		path := plan.([]hex.Hex)
		c, _ := n.Figure(o.Who[0])
		r := cmMoved{Who: c.Name, From: n.m.HexName(c.At), MP: len(path)}
		for _, x := range path {
			r.Path = append(r.Path, n.m.HexName(x))
		}
		c.At = path[len(path)-1]
		c.MPSpent += len(path)
		c.Moved = true
		ev.Type = sequence.TypeMoved
		payload.Result = game.MustJSON(r)
		ev.Report = []string{fmt.Sprintf("%s moves %s to %s (%d\")", c.Name, r.From, strings.Join(r.Path, ", "), len(path))}
	case notation.KindCharge:
		p := plan.(cmCharge)
		c, _ := n.Figure(o.Who[0])
		r := cmMoved{Who: c.Name, From: n.m.HexName(c.At), MP: len(p.path)}
		for _, x := range p.path {
			r.Path = append(r.Path, n.m.HexName(x))
		}
		c.At = p.path[len(p.path)-1]
		c.MPSpent += len(p.path)
		c.Moved = true
		charged := maps.Clone(n.charged)
		if charged == nil {
			charged = map[string]string{}
		}
		charged[c.Name] = p.target.Name
		n.charged = charged
		ev.Type = sequence.TypeMoved
		payload.Result = game.MustJSON(r)
		ev.Report = []string{fmt.Sprintf("%s charges %s: %s to %s (%d\")", c.Name, p.target.Name, r.From, strings.Join(r.Path, ", "), len(p.path))}
	case notation.KindFire:
		p := plan.(shotPlan)
		p.firer.Fired = true
		ev.Type = sequence.TypeFired
		if d == nil {
			ev.Report = []string{sequence.DiceDecide(o)}
			break
		}
		shot := cm.Rules.Missile.ResolveShot(p.shot, d)
		if shot.Killed {
			p.target.Status = Dead
		}
		payload.Result = game.MustJSON(cmFired{Firer: p.firer.Name, Target: p.target.Name, Shot: shot})
		ev.Report = append(ev.Report, fmt.Sprintf("%s looses a %s at %s (%s) at %d\", %s range", p.firer.Name, shot.Weapon, p.target.Name, shot.Armour, int(shot.Range), shot.Band))
		ev.Report = append(ev.Report, "  "+shotLine(shot, p.target.Name))
	case notation.KindGrapple:
		p := plan.(grapplePlan)
		ev.Type = sequence.TypeCombat
		if d == nil {
			p.attacker.Attacked = true
			ev.Report = []string{sequence.DiceDecide(o)}
			break
		}
		r, lines := cm.grapple(n, p, d)
		payload.Result = game.MustJSON(r)
		ev.Report = lines
	case notation.KindAttack:
		p := plan.(meleePlan)
		ev.Type = sequence.TypeCombat
		if d == nil {
			for _, bp := range p.blows {
				bp.attacker.Attacked = true
			}
			ev.Report = []string{sequence.DiceDecide(o)}
			break
		}
		r := cm.melee(n, p, d)
		payload.Result = game.MustJSON(r)
		verb := "attack"
		if len(r.Attackers) == 1 {
			verb = "attacks"
		}
		ev.Report = append(ev.Report, fmt.Sprintf("%s %s %s", strings.Join(r.Attackers, ", "), verb, r.Defender))
		for _, b := range r.Blows {
			ev.Report = append(ev.Report, "  "+blowLine(b, r.Defender))
		}
	}
	ev.Data = game.MustJSON(payload)
	return n, []game.Event{ev}
}

// melee strikes the blows of p in order on n's figures.
func (cm *Chainmail) melee(n *State, p meleePlan, d dice.Source) cmMelee {
	t := p.defender
	r := cmMelee{Defender: t.Name}
	for _, bp := range p.blows {
		a := bp.attacker
		a.Attacked = true
		r.Attackers = append(r.Attackers, a.Name)
		b := cmBlow{Attacker: a.Name}
		switch {
		case !t.Live():
			b.Skipped = t.Name + " is already dead"
		case n.isKilled(t.Name):
			b.Skipped = t.Name + " is already struck down this round"
		case hex.Distance(a.At, t.At) != 1:
			b.Skipped = t.Name + " has fallen back out of reach"
		case bp.fantasy != nil:
			// Planned in Legal: the table has the cell.
			res, _ := cm.Rules.Fantasy.ResolveFantasy(*bp.fantasy, d)
			b.Fantasy = &res
			switch res.Outcome {
			case chainmail.Killed:
				n.killed = append(n.killed, t.Name)
			case chainmail.FallBack:
				for _, x := range n.fallBack(t, a) {
					b.FellBack = append(b.FellBack, n.m.HexName(x))
				}
			}
		default:
			res, _ := cm.Rules.ResolveBlow(*bp.blow, d)
			b.Blow = &res
			if res.Killed {
				n.killed = append(n.killed, t.Name)
			}
		}
		r.Blows = append(r.Blows, b)
	}
	// struck down: he falls with the others at the melee's end
	r.Killed = n.isKilled(t.Name)
	return r
}

// fallBack moves t one full move away from a: each step to the
// neighbouring hex farthest from a that a man on foot may enter and no
// figure holds, the first of equals in hex order, until his move is done
// or no step takes him farther (a ruling: the text says only "fall back 1
// move").
func (s *State) fallBack(t, a *Figure) []hex.Hex {
	var path []hex.Hex
	for range figure(t).Move {
		best, bestD := hex.Hex{}, hex.Distance(t.At, a.At)
		found := false
		for _, x := range t.At.Neighbors() {
			if !s.m.Contains(x) || !s.m.Terrain(x).Move.For(s.rs.kind(t)).Passable() || s.figureIn(x) != nil {
				continue
			}
			if ok, _ := crossable(s.m, s.rs.kind(t), t.At, x); !ok {
				continue
			}
			if dist := hex.Distance(x, a.At); dist > bestD {
				best, bestD, found = x, dist, true
			}
		}
		if !found {
			break
		}
		t.At = best
		path = append(path, best)
	}
	return path
}

func shotLine(s chainmail.Shot, target string) string {
	switch {
	case !s.CanKill():
		return fmt.Sprintf("the table cannot kill at this range (/): no roll (%s)", s.Reference)
	case s.Killed:
		return fmt.Sprintf("rolled %d, less cover %d, needs %d: %s is killed (%s)", s.Roll, s.Cover, s.Score, target, s.Reference)
	}
	return fmt.Sprintf("rolled %d, less cover %d, needs %d: missed (%s)", s.Roll, s.Cover, s.Score, s.Reference)
}

func blowLine(b cmBlow, defender string) string {
	switch {
	case b.Skipped != "":
		return fmt.Sprintf("%s strikes no blow: %s", b.Attacker, b.Skipped)
	case b.Fantasy != nil:
		f := b.Fantasy
		line := fmt.Sprintf("%s (%s) against %s (%s): rolled %d%+d against %d: %s (%s)", b.Attacker, f.Attack.Attacker, defender, f.Attack.Defender, f.Roll, f.Modifier, f.Score, f.Outcome, f.Reference)
		if len(b.FellBack) > 0 {
			line += " to " + strings.Join(b.FellBack, ", ")
		}
		return line
	}
	bl := b.Blow
	out := "no kill"
	if bl.Killed {
		out = defender + " is killed"
	}
	return fmt.Sprintf("%s's %s against %s: rolled %d%+d, needs %d: %s (%s)", b.Attacker, bl.Cell.Weapon, bl.Cell.Armour, bl.Roll, bl.Modifier, bl.Need, out, bl.Reference)
}

// EndTurn implements sequence.Referee. After a player turn the next side
// in initiative order fires and moves; after the last, the melee is
// written sealed if any enemies are in contact, else the round ends. In
// the melee, side's blows are struck and the next side's follow (the
// melee's end is closeMelee's). The game ends when a side has no figure
// left standing, or when the scenario's last round has been played; then
// the side with the most figures standing wins (a draw if they are
// level).
func (cm *Chainmail) EndTurn(s *State, side string) (*State, []game.Event) {
	n := s.clone()
	n.Phase = notation.PhaseNone
	if s.Melee {
		if next := s.nextSide(side); next != "" {
			n.Side = next
		}
		return n, nil
	}
	type count struct {
		Side     string `json:"side"`
		Standing int    `json:"standing"`
	}
	r := struct {
		Turn     int     `json:"turn"`
		Next     string  `json:"next"`
		Melee    bool    `json:"melee,omitempty"`
		Standing []count `json:"standing"`
		Over     bool    `json:"over,omitempty"`
		Winner   string  `json:"winner,omitempty"`
	}{}
	report := []string{"end of the player turn of " + side}
	switch next := s.nextSide(side); {
	case next != "":
		n.Side = next
		report = append(report, n.judge()...)
	case n.engaged():
		n.Melee, n.Side = true, n.Order[0]
		report = append(report, n.judge()...)
	default:
		report = append(report, "  no enemies are in contact: no melee this round")
		report = append(report, n.endRound()...)
	}
	standing := n.standing()
	for _, sd := range n.sides {
		r.Standing = append(r.Standing, count{sd, standing[sd]})
	}
	r.Turn, r.Next, r.Melee, r.Over, r.Winner = n.Turn, n.Side, n.Melee, n.Over, n.Winner
	switch {
	case n.Over:
	case n.Melee:
		report = append(report, fmt.Sprintf("  next: the melee of round %d, every side's orders sealed", n.Turn))
	case n.Side != "":
		report = append(report, fmt.Sprintf("  next: %s, game turn %d", n.Side, n.Turn))
	default:
		report = append(report, fmt.Sprintf("  next: the initiative of game turn %d", n.Turn))
	}
	ev := game.Event{Type: game.TypeTurnEnded, Side: side, Data: game.MustJSON(r), Report: report}
	return n, []game.Event{ev}
}
