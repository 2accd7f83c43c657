package main

import (
	"fmt"
	"io"
	"strings"

	"herald/internal/didyoumean"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// What a player may ask while writing his orders in `herald play`: where a
// man can move, what he sees, the odds of an attack. The answers come
// from the game as it stands, with the rules the orders are played by.

const playHelp = `While you write your orders (herald notation, docs/orders.md):
  help               this help
  reach NAME         every hex NAME can end his move in, with its cost
  los A B            the line of sight from A to B (names or hexes) and its cover
  odds A B           A's missile fire at B, and A's attack on B: each die roll's result and the chances
  map                the map and the characters again
  show               the orders written so far, numbered
  edit               the orders of the turn just refused, to change
  N: ORDER           write ORDER as line N instead;  drop N: take line N out;  clear: start again
  a blank line, end  send the orders;  pass: no orders;  quit: stop (the game is saved with --log)
Names may be written in small letters or cut short ("wat" for Wat the Smith), hexes in small letters.`

// asker answers the player's questions about the game s.
type asker struct {
	rs game.Ruleset
	s  *game.State
	w  io.Writer
}

// resolveName is the character a name (any case, a unique prefix) means.
func (a *asker) resolveName(n string) (*game.Character, error) {
	got, matches, ok := didyoumean.Resolve(strings.TrimSpace(n), a.s.Names())
	if !ok {
		if len(matches) > 1 {
			return nil, fmt.Errorf("%q could be %s", n, didyoumean.Or(matches))
		}
		return nil, fmt.Errorf("no character named %q%s", n, didyoumean.Hint(n, a.s.Names()))
	}
	c, _ := a.s.Character(got)
	return c, nil
}

// point is a character's name or a hex.
func (a *asker) point(w string) (hex.Hex, string, error) {
	if h, err := a.s.Map().Layout.Resolve(strings.ToUpper(w)); err == nil && notation.IsHex(strings.ToUpper(w)) {
		return h, "", nil
	}
	c, err := a.resolveName(w)
	if err != nil {
		return hex.Hex{}, "", err
	}
	return c.At, c.Name, nil
}

// pair splits "A B" into two names or hexes: at " at " if there is one,
// else where both halves mean something.
func (a *asker) pair(args string) (string, string, error) {
	if x, y, ok := strings.Cut(args, " at "); ok {
		return x, y, nil
	}
	words := strings.Fields(args)
	for i := 1; i < len(words); i++ {
		x, y := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if _, _, err := a.point(x); err != nil {
			continue
		}
		if _, _, err := a.point(y); err == nil {
			return x, y, nil
		}
	}
	return "", "", fmt.Errorf("give two characters or hexes: %q", args)
}

// ask answers one question; false if line is none.
func (a *asker) ask(line string) bool {
	verb, args, _ := strings.Cut(strings.TrimSpace(line), " ")
	var err error
	switch verb {
	case "help", "?":
		fmt.Fprintln(a.w, playHelp)
	case "reach":
		err = a.reach(args)
	case "los":
		err = a.los(args)
	case "odds":
		err = a.odds(args)
	default:
		return false
	}
	if err != nil {
		fmt.Fprintf(a.w, "%s: %v\n", verb, err)
	}
	return true
}

func (a *asker) reach(name string) error {
	c, err := a.resolveName(name)
	if err != nil {
		return err
	}
	f, err := a.s.Field()
	if err != nil {
		return fmt.Errorf("%s plays no reach here: %v", a.rs.Name(), err)
	}
	u, ok := f.Unit(c.Name)
	if !ok {
		return fmt.Errorf("%s is not on the map", c.Name)
	}
	r, err := f.ReachOf(u)
	if err != nil {
		return err
	}
	m := a.s.Map()
	fmt.Fprintf(a.w, "%s, MPA %d: %d places\n", c.Name, r.MPA, len(r.Destinations)-1)
	for _, d := range r.Destinations {
		path := r.Path(d)
		if len(path) < 2 {
			continue // where he stands
		}
		var hexes []string
		for _, p := range path[1:] {
			hexes = append(hexes, placeName(m, p))
		}
		fmt.Fprintf(a.w, "  %-9s %2d MP  %s\n", placeName(m, d.Place), d.Cost, strings.Join(hexes, ", "))
	}
	return nil
}

func (a *asker) los(args string) error {
	x, y, err := a.pair(args)
	if err != nil {
		return err
	}
	from, _, err := a.point(x)
	if err != nil {
		return err
	}
	to, target, err := a.point(y)
	if err != nil {
		return err
	}
	f, err := a.s.Field()
	if err != nil {
		return fmt.Errorf("%s plays no line of sight here: %v", a.rs.Name(), err)
	}
	s := f.LOS(from, to)
	if target != "" {
		if s, err = f.SightOfUnit(from, target); err != nil {
			return err
		}
	}
	m := a.s.Map()
	if s.Visible {
		fmt.Fprintf(a.w, "%s sees %s, %d hexes; a missile into it gets cover: %s\n", m.HexName(from), m.HexName(to), hex.Distance(from, to), s.Cover)
		return nil
	}
	where := ""
	if s.BlockedBy != "" {
		where = " at " + s.BlockedBy
	}
	fmt.Fprintf(a.w, "%s does not see %s: blocked%s (%s, rule %s)\n", m.HexName(from), m.HexName(to), where, s.Reason, s.Rule)
	return nil
}

func (a *asker) odds(args string) error {
	x, y, err := a.pair(args)
	if err != nil {
		return err
	}
	att, err := a.resolveName(x)
	if err != nil {
		return err
	}
	def, err := a.resolveName(y)
	if err != nil {
		return err
	}
	h, ok := a.rs.(*game.CryHavoc)
	if !ok {
		return fmt.Errorf("the odds of %s are in `herald %s`", a.rs.Name(), a.rs.Name())
	}
	if d := att.Definition(); d != nil && len(d.Weapons) > 0 {
		a.fireOdds(h, att, def)
	}
	cb, err := h.PlanCombat(a.s, att.Side, []string{att.Name}, []string{def.Name})
	if err != nil {
		fmt.Fprintf(a.w, "Melee: %v\n", err)
		return nil
	}
	o, ch, err := h.Tables.Preview(&cb)
	if err != nil {
		return err
	}
	table := ""
	if o.Table != nil {
		table = fmt.Sprintf(" (%s, §%s)", o.Table.Title, o.Table.Rule)
	}
	fmt.Fprintf(a.w, "Melee: %s attacks %s, %s against %s: odds %s, shift %+d, final %s%s\n",
		att.Name, def.Name, num(o.Attack), num(o.Defence), o.Original, o.Shift, o.Final, table)
	printColumn(a.w, o.Results)
	a.chances(ch)
	return nil
}

// fireOdds is att's shot at def, in the fire phase his weapon fires in.
func (a *asker) fireOdds(h *game.CryHavoc, att, def *game.Character) {
	var fr havoc.Fire
	var err error
	for _, ph := range []notation.Phase{notation.PhaseFirstFire, notation.PhaseSecondFire} {
		if fr, err = h.PlanFire(a.s, att.Side, att.Name, def.Name, ph); err == nil {
			break
		}
	}
	if err != nil {
		fmt.Fprintf(a.w, "Missile fire: %v\n", err)
		return
	}
	o, err := h.Tables.FireOdds(&fr)
	if err != nil {
		fmt.Fprintf(a.w, "Missile fire: %v\n", err)
		return
	}
	fmt.Fprintf(a.w, "Missile fire: %s's %s at %s, %d hexes, %s range, cover %s, DRM %+d (%s, §%s)\n",
		att.Name, fr.Weapon, def.Name, fr.Range, o.Band, fr.Cover, o.DRM, o.Table.Title, o.Table.Rule)
	printColumn(a.w, o.Results)
	a.chances(havoc.ChancesOf(o.Results))
}

func (a *asker) chances(ch havoc.Outcomes) {
	fmt.Fprintf(a.w, "Chances: kill %s, wound %s, stun %s, retreat %s, nothing %s", pct(ch.Killed), pct(ch.Wounded), pct(ch.Stunned), pct(ch.Retreat), pct(ch.Nothing))
	if ch.AttackerHurt > 0 {
		fmt.Fprintf(a.w, ", attacker hurt %s", pct(ch.AttackerHurt))
	}
	fmt.Fprintln(a.w)
}
