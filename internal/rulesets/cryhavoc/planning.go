package cryhavoc

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// The planning aids (game.Carder, Reacher, Sighter, Oddser): what a player
// asks while writing his turn, answered from what his side may know (the
// game AsSeenBy it, §22.8) by the same checks Legal runs, so that a
// preview and a played order cannot disagree. None of them changes the
// game or rolls its dice.

// shows reports whether side may see the character name on the map: not
// an enemy hidden from it (§22.8) nor a man not yet set up (§23).
func (s *State) shows(side, name string) bool {
	c, ok := s.Character(name)
	return ok && !c.Unplaced && !s.HiddenFrom(c, side)
}

// seen finds a character side may see.
func (s *State) seen(side, name string) (*Character, error) {
	if name == "" {
		return nil, game.Questionf(game.BadQuestion, "name a character")
	}
	c, ok := s.Character(name)
	if !ok || !s.shows(side, name) {
		return nil, game.Questionf(game.Unseen, "no character named %q in this game", name)
	}
	return c, nil
}

// mine finds a character of side by name.
func (s *State) mine(side, name string) (*Character, error) {
	c, err := s.seen(side, name)
	if err != nil {
		return nil, err
	}
	if c.Side != side {
		return nil, game.Questionf(game.NotYours, "%s is not a character of %s", name, side)
	}
	return c, nil
}

// orderName is a name as an order writes it (quoted where needed).
func orderName(name string) string {
	s := notation.Order{Kind: notation.KindWait, Who: []string{name}}.String()
	return strings.TrimSuffix(s, " "+notation.KindWait.String())
}

// Card implements game.Carder: what is printed on the character's counter
// and what the map shows of him; missiles left are told to his own side.
func (s *State) Card(side, name string) (any, error) {
	c, err := s.seen(side, name)
	if err != nil {
		return nil, err
	}
	d := c.def
	in := &CharacterInfo{Name: c.Name, OrderName: orderName(c.Name), Side: c.Side, Yours: c.Side == side,
		Class: d.Class, At: s.place(c), Status: string(c.Status), Mounted: c.Mounted, InMelee: c.InMelee,
		Foot: Values(d.Foot), MPA: d.MPA, MountedMPA: d.MountedMPA, Armoured: d.Armoured,
		Abilities: d.Abilities, Weapons: []WeaponInfo{}, RetreatOwed: c.RetreatOwed}
	if d.Mounted != nil {
		v := Values(*d.Mounted)
		in.Rider = &v
	}
	v := in.Foot
	if c.Mounted && in.Rider != nil {
		v = *in.Rider
	}
	in.Attack, in.Defence = v.Attack, v.Defence
	if c.Status == Wounded {
		in.Attack, in.Defence = v.WoundedAttack, v.WoundedDefence
	}
	for i, w := range d.Weapons {
		wi := WeaponInfo{Name: w.Name}
		if in.Yours {
			// The engine counts the missiles of the first weapon.
			n := w.Ammo
			if i == 0 {
				n = c.Ammo
			}
			wi.Ammo = &n
		}
		in.Weapons = append(in.Weapons, wi)
	}
	f, err := s.field()
	if err != nil {
		return nil, fmt.Errorf("field: %w", err)
	}
	if u, ok := f.Unit(c.Name); ok {
		in.EffectiveMPA = u.EffectiveMPA()
	}
	return in, nil
}

// Reach implements game.Reacher: where side's character can end his move
// this player turn (§7), one entry per head hex.
func (s *State) Reach(side, name string) (any, error) {
	n := s.AsSeenBy(side)
	c, err := n.mine(side, name)
	if err != nil {
		return nil, err
	}
	out := &ReachInfo{Character: c.Name, At: n.place(c), Hexes: []ReachHex{}}
	f, err := n.field()
	if err != nil {
		return nil, fmt.Errorf("field: %w", err)
	}
	u, ok := f.Unit(c.Name)
	if !ok {
		return nil, fmt.Errorf("%s is not on the field", c.Name)
	}
	out.MPA = u.EffectiveMPA()
	switch {
	case !c.Live():
		out.Note, out.Rule = c.Name+" is dead", "10.5"
		return out, nil
	case c.Status == Stunned:
		out.Note, out.Rule = c.Name+" is stunned and may not move", "10.3"
		return out, nil
	}
	r, err := f.ReachOf(u)
	if err != nil {
		var re *rule.Error
		if errors.As(err, &re) {
			out.Note, out.Rule = re.Msg, re.Rule
			return out, nil
		}
		return nil, err
	}
	out.Hexes = n.reachHexes(c, r)
	if c.InMelee {
		out.Note, out.Rule = "his first step withdraws from melee: if it leaves him next to an enemy, he stops there", "11"
	}
	return out, nil
}

// reachHexes is the cheapest way to each head hex c can reach, cheapest
// first.
func (s *State) reachHexes(c *Character, r field.Reach) []ReachHex {
	best := map[hex.Hex]int{}
	for i, d := range r.Destinations {
		if d.Place.Head == c.At && (!d.Place.Two || d.Place.Rear == c.Rear) {
			continue // standing still is no move
		}
		if j, ok := best[d.Place.Head]; ok && r.Destinations[j].Cost <= d.Cost {
			continue
		}
		best[d.Place.Head] = i
	}
	out := []ReachHex{}
	for _, i := range best {
		d := r.Destinations[i]
		rh := ReachHex{Hex: s.m.HexName(d.Place.Head), Cost: d.Cost}
		for _, pl := range r.Path(d)[1:] {
			rh.Path = append(rh.Path, s.pairName(pl))
		}
		out = append(out, rh)
	}
	slices.SortFunc(out, func(a, b ReachHex) int {
		if a.Cost != b.Cost {
			return a.Cost - b.Cost
		}
		return strings.Compare(a.Hex, b.Hex)
	})
	return out
}

// point reads a "from" or "to" of a line of sight: a character side may
// see, or a hex of the map.
func (s *State) point(side, at string) (hex.Hex, string, error) {
	if at == "" {
		return hex.Hex{}, "", game.Questionf(game.BadQuestion, "give from= and to=: a character's name or a hex")
	}
	if c, ok := s.Character(at); ok && s.shows(side, at) {
		return c.At, c.Name, nil
	}
	if notation.IsHex(at) {
		h, err := s.m.Layout.Resolve(at)
		if err == nil && s.m.Contains(h) {
			return h, "", nil
		}
		return hex.Hex{}, "", game.Questionf(game.BadQuestion, "%s is not a hex of this map", at)
	}
	return hex.Hex{}, "", game.Questionf(game.Unseen, "no character named %q in this game, and not a hex", at)
}

// Sight implements game.Sighter: the line of sight (§5) from a character
// or hex of side to a character or hex, and the cover a missile along it
// would get (§6.5).
func (s *State) Sight(side, from, to string) (any, error) {
	return s.AsSeenBy(side).sight(side, from, to)
}

func (s *State) sight(side, from, to string) (*SightInfo, error) {
	fh, fname, err := s.point(side, from)
	if err != nil {
		return nil, err
	}
	if fname != "" {
		if _, err := s.mine(side, fname); err != nil {
			return nil, err
		}
	}
	th, tname, err := s.point(side, to)
	if err != nil {
		return nil, err
	}
	f, err := s.field()
	if err != nil {
		return nil, fmt.Errorf("field: %w", err)
	}
	var sg field.Sight
	if tname != "" {
		if sg, err = f.SightOfUnit(fh, tname); err != nil {
			return nil, err
		}
	} else {
		sg = f.LOS(fh, th)
	}
	return &SightInfo{From: from, To: to, FromHex: s.m.HexName(sg.From), ToHex: s.m.HexName(sg.To),
		Range: hex.Distance(sg.From, sg.To), Visible: sg.Visible, Cover: sg.Cover.String(),
		BlockedBy: sg.BlockedBy, Reason: sg.Reason, Rule: sg.Rule}, nil
}

// Odds implements game.Oddser: "what if they attack him": missile fire
// when one character with a missile weapon is asked about, and melee.
func (s *State) Odds(side string, from, to []string) (any, error) {
	n := s.AsSeenBy(side)
	var attackers []*Character
	for _, name := range from {
		c, err := n.mine(side, name)
		if err != nil {
			return nil, err
		}
		attackers = append(attackers, c)
	}
	for _, name := range to {
		c, err := n.seen(side, name)
		if err != nil {
			return nil, err
		}
		if c.Side == side {
			return nil, game.Questionf(game.BadQuestion, "%s is on your own side", name)
		}
	}
	out := Odds{}
	if len(attackers) == 1 && len(to) == 1 {
		var err error
		if out.Sight, err = n.sight(side, from[0], to[0]); err != nil {
			return nil, err
		}
		if len(attackers[0].def.Weapons) > 0 {
			out.Fire = n.fireOdds(side, attackers[0], to[0])
		}
	}
	out.Melee = n.meleeOdds(side, from, to)
	return out, nil
}

// fireOdds is firer's shot at target: the first fire phase, or the second
// where his weapon fires only then.
func (s *State) fireOdds(side string, firer *Character, target string) *FireOdds {
	out := &FireOdds{Firer: firer.Name, Target: target}
	h := s.rs
	var fr havoc.Fire
	var err error
	for _, ph := range []notation.Phase{notation.PhaseFirstFire, notation.PhaseSecondFire} {
		fr, err = h.PlanFire(s, side, firer.Name, target, ph)
		if err == nil {
			out.Phase = ph.String()
			break
		}
		if re, ok := game.RuleOf(err); !ok || re.Rule != "4" {
			break
		}
	}
	if err != nil {
		out.Refused = refusalOf(err)
		return out
	}
	o, err := h.Tables.FireOdds(&fr)
	if err != nil {
		out.Refused = refusalOf(err)
		return out
	}
	out.Weapon, out.Range, out.Band, out.Cover = fr.Weapon, fr.Range, o.Band.String(), fr.Cover.String()
	out.DRM, out.Table = o.DRM, o.Table.Title+" (§"+o.Table.Rule+")"
	ch, rolls, err := h.fireChances(&fr, o)
	if err != nil {
		out.Refused = refusalOf(err)
		return out
	}
	out.Rolls, out.Chances = rolls, &ch
	return out
}

// fireChances resolves each roll of the die as play resolves it, so that
// a second wound counts as a kill and ignored results as nothing.
func (h *CryHavoc) fireChances(fr *havoc.Fire, o havoc.FireOdds) (Chances, []RollOutcome, error) {
	var ch havoc.Outcomes
	var rolls []RollOutcome
	for dr := 1; dr <= 10; dr++ {
		ro := RollOutcome{Roll: dr, Result: o.Results[dr-1].String()}
		evs, err := h.Tables.ResolveFire(fr, dice.NewScripted(dr), nil)
		if err != nil {
			return Chances{}, nil, err
		}
		hurt := false
		for _, e := range evs {
			switch e.Kind {
			case havoc.Killed:
				ch.Killed += 0.1
				hurt = true
			case havoc.Wounded:
				ch.Wounded += 0.1
				hurt = true
			case havoc.Stunned:
				ch.Stunned += 0.1
				hurt = true
			case havoc.Retreated:
				ch.Retreat += 0.1
				hurt = true
			case havoc.HorseKilled:
				ch.HorseKilled += 0.1
			case havoc.MissileResolved, havoc.AmmunitionSpent:
				continue
			}
			ro.Effects = append(ro.Effects, e.String())
		}
		if !hurt {
			ch.Nothing += 0.1
		}
		rolls = append(rolls, ro)
	}
	return chancesOf(ch), rolls, nil
}

// meleeOdds is the combat of attackers against defenders (§9).
func (s *State) meleeOdds(side string, attackers, defenders []string) *MeleeOdds {
	out := &MeleeOdds{Attackers: attackers, Defenders: defenders}
	h := s.rs
	cb, err := h.PlanCombat(s, side, attackers, defenders)
	if err != nil {
		out.Refused = refusalOf(err)
		return out
	}
	o, oc, err := h.Tables.Preview(&cb)
	if err != nil {
		out.Refused = refusalOf(err)
		return out
	}
	out.Attack, out.Defence = o.Attack, o.Defence
	out.Original, out.Final, out.Shift = o.Original.String(), o.Final.String(), o.Shift
	for _, k := range o.Shifts.Kinds() {
		out.Shifts = append(out.Shifts, k.String())
	}
	if o.Table != nil {
		out.Table = o.Table.Title + " (§" + o.Table.Rule + ")"
	}
	for dr := 1; dr <= 10; dr++ {
		out.Rolls = append(out.Rolls, RollOutcome{Roll: dr, Result: o.Results[dr-1].String()})
	}
	c := chancesOf(oc)
	out.Chances = &c
	return out
}

// asSide is s with side to play, for previews in the other side's player
// turn: the checks that compare with the side to play then see side.
func (s *State) asSide(side string) *State {
	if s.Side == side {
		return s
	}
	n := s.clone()
	n.Side, n.Phase = side, notation.PhaseNone
	return n
}

// PlanFire is the missile attack firer of side would make at target in
// phase (first or second fire), checked as Legal checks it.
func (h *CryHavoc) PlanFire(s *State, side, firer, target string, phase notation.Phase) (havoc.Fire, error) {
	n := s.asSide(side)
	c, err := n.actor(side, firer)
	if err != nil {
		return havoc.Fire{}, err
	}
	o := notation.Order{Phase: phase, Kind: notation.KindFire, Who: []string{firer}, Targets: []string{target}}
	p, err := h.planFire(n, []*Character{c}, o)
	return p.fire, err
}

// PlanCombat is the combat attackers of side would fight against
// defenders, checked as Legal checks it (§9).
func (h *CryHavoc) PlanCombat(s *State, side string, attackers, defenders []string) (havoc.Combat, error) {
	n := s.asSide(side)
	var cs []*Character
	for _, a := range attackers {
		c, err := n.actor(side, a)
		if err != nil {
			return havoc.Combat{}, err
		}
		cs = append(cs, c)
	}
	o := notation.Order{Phase: notation.PhaseCombat, Kind: notation.KindAttack, Who: attackers, Targets: defenders}
	p, err := h.planCombat(n, cs, o)
	return p.combat, err
}
