package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"herald/internal/didyoumean"
	"herald/internal/game"
)

// What a player may ask while writing his orders in `herald play`: where a
// man can move, what he sees, the odds of an attack. The answers are the
// ruleset's planning aids (game.Reacher, Sighter, Oddser), the very ones
// the play page shows, asked of the game as it stands.

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

// asker answers the player's questions about the game p.
type asker struct {
	p game.Position
	w io.Writer
}

// figures are the game's figures by name, with their sides.
func (a *asker) figures() (names []string, sides map[string]string) {
	sides = map[string]string{}
	if dr, ok := a.p.(game.Drawer); ok {
		for _, f := range dr.Draw(game.Referee).Figures {
			names = append(names, f.Name)
			sides[f.Name] = f.Side
		}
	}
	return names, sides
}

// figure is the figure a name (any case, a unique prefix) means, and his
// side.
func (a *asker) figure(n string) (string, string, error) {
	names, sides := a.figures()
	n = strings.TrimSpace(n)
	got, matches, ok := didyoumean.Resolve(n, names)
	if !ok {
		if len(matches) > 1 {
			return "", "", fmt.Errorf("%q could be %s", n, didyoumean.Or(matches))
		}
		return "", "", fmt.Errorf("no character named %q%s", n, didyoumean.Hint(n, names))
	}
	return got, sides[got], nil
}

// point is a figure's full name, or a hex as the map writes it.
func (a *asker) point(w string) (string, error) {
	if h, ok := lowerHexWord(w); ok {
		return h, nil
	}
	n, _, err := a.figure(w)
	return n, err
}

// lowerHexWord reads "h3" or "H3" as a hex.
func lowerHexWord(w string) (string, bool) {
	u := strings.ToUpper(strings.TrimSpace(w))
	i := 0
	for i < len(u) && u[i] >= 'A' && u[i] <= 'Z' {
		i++
	}
	if i < 1 || i > 2 || i == len(u) || u[i] == '0' {
		return "", false
	}
	for _, c := range u[i:] {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	return u, true
}

// pair splits "A B" into two names or hexes: at " at " if there is one,
// else where both halves mean something.
func (a *asker) pair(args string) (string, string, error) {
	if x, y, ok := strings.Cut(args, " at "); ok {
		px, err := a.point(x)
		if err != nil {
			return "", "", err
		}
		py, err := a.point(y)
		return px, py, err
	}
	words := strings.Fields(args)
	for i := 1; i < len(words); i++ {
		x, err := a.point(strings.Join(words[:i], " "))
		if err != nil {
			continue
		}
		if y, err := a.point(strings.Join(words[i:], " ")); err == nil {
			return x, y, nil
		}
	}
	return "", "", fmt.Errorf("give two characters or hexes (A at B where a name has spaces): %q", args)
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

// decode reads a planning aid's answer into v.
func decode(got any, err error, v any) error {
	if err != nil {
		return err
	}
	b, err := json.Marshal(got)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// reachAnswer, sightAnswer and oddsAnswer are what the planning aids
// answer, as JSON (the play page reads the same).
type reachAnswer struct {
	Character, Note, Rule string
	MPA                   int
	Hexes                 []struct {
		Hex  string
		Cost int
		Path []string
	}
}

type sightAnswer struct {
	FromHex   string `json:"from_hex"`
	ToHex     string `json:"to_hex"`
	Range     int
	Visible   bool
	Cover     string
	BlockedBy string `json:"blocked_by"`
	Reason    string
	Rule      string
}

type refusalAnswer struct{ Error, Rule string }

type rollsAnswer []struct {
	Roll   int
	Result string
}

type oddsAnswer struct {
	Sight *sightAnswer
	Fire  *struct {
		Refused                           *refusalAnswer
		Weapon, Band, Cover, Table, Phase string
		Range, DRM                        int
		Rolls                             rollsAnswer
		Chances                           map[string]float64
	}
	Melee *struct {
		Refused                *refusalAnswer
		Attack, Defence        float64
		Original, Final, Table string
		Shift                  int
		Rolls                  rollsAnswer
		Chances                map[string]float64
	}
}

func (a *asker) reach(name string) error {
	r, ok := a.p.(game.Reacher)
	if !ok {
		return fmt.Errorf("these rules give no reach")
	}
	n, side, err := a.figure(name)
	if err != nil {
		return err
	}
	got, err := r.Reach(side, n)
	var out reachAnswer
	if err := decode(got, err, &out); err != nil {
		return err
	}
	fmt.Fprintf(a.w, "%s, MPA %d: %d places\n", out.Character, out.MPA, len(out.Hexes))
	if out.Note != "" {
		fmt.Fprintf(a.w, "  (%s, rule %s)\n", out.Note, out.Rule)
	}
	for _, h := range out.Hexes {
		fmt.Fprintf(a.w, "  %-9s %2d MP  %s\n", h.Hex, h.Cost, strings.Join(h.Path, ", "))
	}
	return nil
}

func (a *asker) los(args string) error {
	sg, ok := a.p.(game.Sighter)
	if !ok {
		return fmt.Errorf("these rules give no line of sight")
	}
	x, y, err := a.pair(args)
	if err != nil {
		return err
	}
	got, err := sg.Sight(a.sideOf(x), x, y)
	var s sightAnswer
	if err := decode(got, err, &s); err != nil {
		return err
	}
	a.sight(s)
	return nil
}

// sideOf is the side a question from x is asked for: x's own, or the
// side whose turn it is when x is a hex.
func (a *asker) sideOf(x string) string {
	if _, sides := a.figures(); sides[x] != "" {
		return sides[x]
	}
	return a.p.Step().Player
}

func (a *asker) sight(s sightAnswer) {
	if s.Visible {
		fmt.Fprintf(a.w, "%s sees %s, %d hexes; a missile into it gets cover: %s\n", s.FromHex, s.ToHex, s.Range, s.Cover)
		return
	}
	where := ""
	if s.BlockedBy != "" {
		where = " at " + s.BlockedBy
	}
	fmt.Fprintf(a.w, "%s does not see %s: blocked%s (%s, rule %s)\n", s.FromHex, s.ToHex, where, s.Reason, s.Rule)
}

func (a *asker) odds(args string) error {
	od, ok := a.p.(game.Oddser)
	if !ok {
		return fmt.Errorf("these rules give no odds here")
	}
	x, y, err := a.pair(args)
	if err != nil {
		return err
	}
	got, err := od.Odds(a.sideOf(x), []string{x}, []string{y})
	var o oddsAnswer
	if err := decode(got, err, &o); err != nil {
		return err
	}
	if f := o.Fire; f != nil {
		if f.Refused != nil {
			fmt.Fprintf(a.w, "Missile fire: rule %s: %s\n", f.Refused.Rule, f.Refused.Error)
		} else {
			fmt.Fprintf(a.w, "Missile fire (%s): %s at %d hexes, %s range, cover %s, DRM %+d (%s)\n", f.Phase, f.Weapon, f.Range, f.Band, f.Cover, f.DRM, f.Table)
			a.rolls(f.Rolls, f.Chances)
		}
	}
	if m := o.Melee; m != nil {
		if m.Refused != nil {
			fmt.Fprintf(a.w, "Melee: rule %s: %s\n", m.Refused.Rule, m.Refused.Error)
		} else {
			fmt.Fprintf(a.w, "Melee: attack %s against defence %s: odds %s, shift %+d, final %s (%s)\n", num(m.Attack), num(m.Defence), m.Original, m.Shift, m.Final, m.Table)
			a.rolls(m.Rolls, m.Chances)
		}
	}
	return nil
}

// rolls prints each die roll's result and the chance of each outcome.
func (a *asker) rolls(rs rollsAnswer, chances map[string]float64) {
	var die, res strings.Builder
	die.WriteString("Die:   ")
	res.WriteString("Result:")
	for _, r := range rs {
		fmt.Fprintf(&die, "%5d", r.Roll)
		fmt.Fprintf(&res, "%5s", r.Result)
	}
	fmt.Fprintln(a.w, die.String())
	fmt.Fprintln(a.w, res.String())
	var parts []string
	for _, k := range []string{"killed", "wounded", "stunned", "retreat", "nothing", "attacker_hurt", "horse_killed"} {
		if v, ok := chances[k]; ok && (v > 0 || k == "nothing") {
			parts = append(parts, strings.ReplaceAll(k, "_", " ")+" "+pct(v))
		}
	}
	fmt.Fprintln(a.w, "Chances: "+strings.Join(parts, ", "))
}
