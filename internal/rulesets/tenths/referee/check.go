package referee

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/board"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
)

// plan is a side's checked orders: canonical, with names resolved and
// several hexes of a walk or run given as one move each.
type plan struct {
	orders  []orders.Order
	lines   []int
	preview []string
}

// plan checks side's orders against the position, rolling no die. Each
// combatant's chain is played through on a copy of him, so that a walk
// then an attack is judged from the hex the walk reaches.
func (s *State) plan(side string, o orders.Orders) (*plan, error) {
	p := &plan{}
	seen := map[string]bool{}
	for i, x := range o.Orders {
		line := 0
		if i < len(o.Lines) {
			line = o.Lines[i]
		}
		refuse := func(err error) error {
			return &game.OrderError{Line: line, Order: orders.FormatOrder(x), Err: err}
		}
		m, err := s.find(x.Who)
		if err != nil {
			return nil, refuse(err)
		}
		x.Who = m.Name
		switch {
		case m.Side != side:
			return nil, refuse(errf(TagOrders, "%s is of %s, not of %s", m.Name, m.Side, side))
		case m.Out:
			return nil, refuse(errf(tenths.TagClock, "%s is out of the fight", m.Name))
		case seen[m.Name]:
			return nil, refuse(errf(TagOrders, "%s is given two orders; chain his actions with then", m.Name))
		}
		seen[m.Name] = true
		e, _ := s.Clock.Entry(m.Name)
		busy := e.Current != nil || e.Queued != nil
		var acts []orders.Action
		for _, a := range x.Actions {
			if (a.Verb == orders.Walk || a.Verb == orders.Run) && len(a.Hexes) > 1 {
				for _, h := range a.Hexes {
					acts = append(acts, orders.Action{Verb: a.Verb, Hexes: []string{h}})
				}
				continue
			}
			acts = append(acts, a)
		}
		x.Actions = acts
		sim := *m
		lead := 0 // detections first: they take no time
		for lead < len(acts) && acts[lead].Verb == orders.Detect {
			t, err := s.detectable(m, acts[lead])
			if err != nil {
				return nil, refuse(err)
			}
			acts[lead].Target = t.Name
			p.preview = append(p.preview, fmt.Sprintf("%s tries to see through what %s does (no time)", m.Name, t.Name))
			lead++
		}
		for k, a := range acts {
			if k < lead {
				continue
			}
			k -= lead
			if a.Verb == orders.Change {
				switch {
				case k > 0:
					return nil, refuse(errf(tenths.TagReaction, "change comes first: it gives up the action under way"))
				case !busy:
					return nil, refuse(errf(tenths.TagReaction, "%s is free: there is nothing to change", m.Name))
				case e.Current != nil && e.Current.Reaction:
					return nil, refuse(errf(tenths.TagReaction, "%s is already reacting until tenth %s", m.Name, TimeOf(e.Current.End)))
				}
				continue
			}
			if k == 0 && busy {
				until := "now"
				if e.Current != nil {
					until = fmt.Sprintf("%s, until tenth %s", e.Current.Kind, TimeOf(e.Current.End))
				}
				return nil, refuse(errf(tenths.TagReaction, "%s is busy (%s); give change first (change then %s)", m.Name, until, orders.FormatAction(a)))
			}
			pr, err := s.prepare(&sim, a)
			if err != nil {
				return nil, refuse(err)
			}
			acts[k+lead] = pr.doing.Action
			if k == 0 || (k == 1 && acts[lead].Verb == orders.Change) {
				p.preview = append(p.preview, fmt.Sprintf("%s: %s, %d tenths", m.Name, orders.FormatAction(pr.doing.Action), pr.spec.Length))
			}
			sim.after(pr.doing)
		}
		x.Actions = acts
		if len(acts) == lead+1 && acts[lead].Verb == orders.Change {
			p.preview = append(p.preview, fmt.Sprintf("%s: change (a reaction time)", m.Name))
		}
		p.orders = append(p.orders, x)
		p.lines = append(p.lines, line)
	}
	return p, nil
}

// find resolves a combatant's name: as written, in any case, or a unique
// beginning of one.
func (s *State) find(name string) (*Man, error) {
	if m, ok := s.Man(name); ok {
		return m, nil
	}
	var hits []*Man
	for i := range s.Men {
		m := &s.Men[i]
		if strings.EqualFold(m.Name, name) {
			return m, nil
		}
		if len(name) >= 2 && strings.HasPrefix(strings.ToLower(m.Name), strings.ToLower(name)) {
			hits = append(hits, m)
		}
	}
	if len(hits) == 1 {
		return hits[0], nil
	}
	return nil, errf(TagOrders, "no combatant %q (combatants: %s)", name, strings.Join(s.names(), ", "))
}

// prepared is an action ready to go on the clock.
type prepared struct {
	spec  tenths.ActionSpec
	doing Doing
}

// after is the man once the action is done, for checking the next one of
// a chain.
func (m *Man) after(d Doing) {
	switch d.Action.Verb {
	case orders.Walk, orders.Run:
		m.Facing, _ = hex.DirectionTo(m.At, d.To)
		m.At = d.To
	case orders.Feint:
		m.At = d.To
	case orders.GetUp:
		m.Down = false
	case orders.Ready:
		m.Hand = d.Action.Weapon
	}
}

// prepare checks one action of man m as he stands and works out its
// length. m is not changed.
func (s *State) prepare(m *Man, a orders.Action) (prepared, error) {
	rs := s.rs.Rules
	walk, _, _ := rs.Rates(m.Profile.Armour)
	walk += s.slow(m)
	pr := prepared{doing: Doing{Action: a, From: m.At}}
	spec := &pr.spec
	spec.Kind, spec.Shown = a.Verb, orders.FormatAction(orders.Shown(a))
	switch a.Verb {
	case orders.Walk, orders.Run:
		if m.Down {
			return pr, errf(tenths.TagKnockedDown, "%s is on the ground: he must get up first", m.Name)
		}
		to, err := s.stepTo(m, a.Hexes[0])
		if err != nil {
			return pr, err
		}
		mv, err := s.moveTime(m, tenths.MoveKind(a.Verb), to)
		if err != nil {
			return pr, err
		}
		pr.doing.To, pr.doing.Move = to, &mv
		pr.doing.Action.Hexes = []string{s.m.HexName(to)}
		spec.Length, spec.Rule = mv.Time, tenths.TagMoves
		spec.Shown = orders.FormatAction(pr.doing.Action)
	case orders.Feint:
		if err := s.Modules.Require("feints"); err != nil {
			return pr, err
		}
		if m.Down {
			return pr, errf(tenths.TagKnockedDown, "%s is on the ground: he must get up first", m.Name)
		}
		var hs [3]hex.Hex
		for i, name := range append([]string{a.Hexes[0]}, a.Secret.Real...) {
			x, err := s.m.Layout.Resolve(name)
			if err != nil {
				return pr, errf(tenths.TagFeint, "%s: %v", name, err)
			}
			hs[i] = x
		}
		fp := tenths.FeintPlan{From: m.At, False: hs[0], Real: [2]hex.Hex{hs[1], hs[2]}}
		if err := tenths.CheckFeint(fp); err != nil {
			return pr, err
		}
		for _, x := range hs {
			if err := s.enterable(m, x); err != nil {
				return pr, err
			}
		}
		pr.doing.Action.Hexes = []string{s.m.HexName(hs[0])}
		pr.doing.Action.Secret = &orders.Secret{Real: []string{s.m.HexName(hs[1]), s.m.HexName(hs[2])}}
		pr.doing.To = hs[2]
		spec.Length, spec.Beats, spec.Rule = tenths.FeintTime(walk), []int{tenths.FeintMoveAt(walk)}, tenths.TagFeint
		spec.Shown = "walk " + s.m.HexName(hs[0])
		spec.Sealed = "feint: real " + strings.Join(pr.doing.Action.Secret.Real, ", ")
	case orders.Attack:
		t, err := s.find(a.Target)
		if err != nil {
			return pr, err
		}
		pr.doing.Action.Target = t.Name
		x, err := s.exchange(m, t, a)
		if err != nil {
			return pr, err
		}
		if a.Ball && (x.Missile == nil || !x.Missile.IsGun()) {
			return pr, errf(tenths.TagGuns, "only a gun shoots ball")
		}
		pr.doing.Figs = &x.Figures
		spec.Length, spec.Rule = x.Figures.BaseSpeed, tenths.TagAttack
		if x.Missile != nil {
			pr.doing.Action.Weapon = x.Missile.Name
			spec.Length = shotLength(x.Missile, x)
		} else {
			pr.doing.Action.Weapon = x.Attacker.Weapon.Name
		}
		spec.Shown = orders.FormatAction(orders.Shown(pr.doing.Action))
		if a.Secret != nil && a.Secret.Switch {
			spec.Sealed = "with a switch of hands"
		}
	case orders.Wait:
		spec.Length, spec.Wait, spec.Rule = a.Tenths, true, tenths.TagClock
		if a.Tenths == 0 {
			spec.Length = walk
		}
	case orders.GetUp:
		if !m.Down {
			return pr, errf(tenths.TagKnockedDown, "%s is on his feet", m.Name)
		}
		spec.Length, spec.Rule = m.getUpWalks()*walk, tenths.TagKnockedDown
	case orders.Switch:
		if err := s.Modules.Require(tenths.TagHandSwitch); err != nil {
			return pr, err
		}
		w, err := s.heldWeapon(m)
		if err != nil {
			return pr, err
		}
		if err := tenths.CheckSwitch([]*tenths.Weapon{w}); err != nil {
			return pr, err
		}
		sk, _ := rs.Skill(m.Profile, w.Training)
		spec.Length, spec.Rule = rs.Base.Formulas.SwitchTime(sk), tenths.TagHandSwitch
	case orders.Ready:
		if n, ok := s.loading(m, a); ok {
			spec.Length, spec.Rule, spec.Kind = n, tenths.TagAttack, "load"
			break
		}
		if !slices.Contains(m.Weapons, a.Weapon) && !s.natural(a.Weapon) {
			return pr, errf(tenths.TagWeapons, "%s carries no %s (he has %s)", m.Name, a.Weapon, strings.Join(m.Weapons, ", "))
		}
		if m.Hand == a.Weapon {
			return pr, errf(tenths.TagWeapons, "%s has his %s in hand already", m.Name, a.Weapon)
		}
		if _, err := rs.Weapons.Weapon(a.Weapon); err != nil {
			if _, ok := s.missile(a.Weapon); !ok {
				return pr, err
			}
		}
		spec.Length, spec.Rule = walk, tenths.TagWeapons
	case orders.Free:
		if m.Entangled == "" {
			return pr, errf(tenths.TagNet, "%s is not entangled", m.Name)
		}
		spec.Length, spec.Rule = m.FreeIn+s.slow(m), tenths.TagNet
	case orders.Detect:
		return pr, errf(TagOrders, "detect comes first in a chain: it takes no time")
	case orders.Mount, orders.Dismount:
		return pr, errf(TagOrders, "herald does not play %s orders yet", a.Verb)
	default:
		return pr, errf(TagOrders, "unknown verb %q", a.Verb)
	}
	return pr, nil
}

// natural reports a weapon every man has: his hands and feet (unarmed).
func (s *State) natural(w string) bool { return w == "hand" || w == "foot" }

// getUpWalks is how many walk moves getting up takes him.
func (m *Man) getUpWalks() int {
	if m.GetUp > 0 {
		return m.GetUp
	}
	return tenths.GetUpWalks
}

// heldWeapon is the weapon in m's main hand.
func (s *State) heldWeapon(m *Man) (*tenths.Weapon, error) {
	if m.Hand == "" {
		return nil, errf(tenths.TagWeapons, "%s has nothing in hand", m.Name)
	}
	return s.rs.Rules.Weapons.Weapon(m.Hand)
}

// stepTo is the hex one move of m goes into, checked.
func (s *State) stepTo(m *Man, name string) (hex.Hex, error) {
	to, err := s.m.Layout.Resolve(name)
	if err != nil {
		return to, errf(tenths.TagMoves, "%s: %v", name, err)
	}
	if !hex.Adjacent(m.At, to) {
		return to, errf(tenths.TagMoves, "%s is not next to %s, where %s is: one hex a move", s.m.HexName(to), s.m.HexName(m.At), m.Name)
	}
	return to, s.enterable(m, to)
}

// enterable refuses a hex no man may enter, or one another man holds.
func (s *State) enterable(m *Man, to hex.Hex) error {
	if !s.m.Contains(to) {
		return errf(tenths.TagMoves, "%s is off the map", s.m.HexName(to))
	}
	if !s.m.Terrain(to).Move.For(board.Infantry).Passable() {
		return errf(tenths.TagMoves, "%s (%s) cannot be entered", s.m.HexName(to), s.m.Terrain(to).Name)
	}
	if o := s.holder(to); o != nil && o != m {
		return errf(tenths.TagCloseQuarters, "%s is in %s", o.Name, s.m.HexName(to))
	}
	return nil
}

// holder is the combatant in hex h (standing there or lying across it).
func (s *State) holder(h hex.Hex) *Man {
	for i := range s.Men {
		m := &s.Men[i]
		if m.Out {
			continue // herald's reading: the fallen are stepped over
		}
		if m.At == h || m.Down && m.Lies == h {
			return m
		}
	}
	return nil
}

// moveTime is the tenths a move of m into to takes, with the modules the
// scenario plays.
func (s *State) moveTime(m *Man, kind tenths.MoveKind, to hex.Hex) (tenths.Move, error) {
	rs := s.rs.Rules
	walk, run, err := rs.Rates(m.Profile.Armour)
	if err != nil {
		return tenths.Move{}, err
	}
	mv := tenths.Move{Kind: kind, Rate: walk, Slow: s.slow(m)}
	if kind == tenths.RunMove {
		mv.Rate = run
	}
	if s.Modules.On(tenths.TagAthletics) {
		mv.Athletics = rs.AthleticsSkill(m.Profile)
	}
	if s.Modules.On(tenths.TagGround) {
		mv.Ground = groundOf(s.m.Terrain(to).Name)
	}
	if s.Modules.On(tenths.TagHeight) {
		mv.StepsUp = max(0, min(tenths.MaxSteps, s.m.Elevation(to)-s.m.Elevation(m.At)))
	}
	return rs.MoveTime(s.Modules, mv)
}

// detectable checks m's attempt to see through what the man a names is
// doing (feinting): the module, an enemy in the fight.
func (s *State) detectable(m *Man, a orders.Action) (*Man, error) {
	if !s.Modules.On(tenths.TagHandSwitch) {
		if err := s.Modules.Require("feints"); err != nil {
			return nil, err
		}
	}
	t, err := s.find(a.Target)
	if err != nil {
		return nil, err
	}
	switch {
	case t.Side == m.Side:
		return nil, errf(tenths.TagFeint, "%s is on %s's own side", t.Name, m.Name)
	case t.Out:
		return nil, errf(tenths.TagFeint, "%s is out of the fight", t.Name)
	}
	return t, nil
}
