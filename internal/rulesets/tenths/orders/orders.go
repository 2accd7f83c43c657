// Package orders is the plain order language of the "tenths" rules
// (docs/tenths.md, "Orders"): one order a line, a combatant's name, a verb
// and its objects, several actions chained with "then", and a secret part
// after "secretly" that the referee seals. Parse reads a text, Format
// writes it back in canonical form; Parse(Format(x)) is x.
package orders

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Verbs of the language.
const (
	Walk     = "walk"   // walk HEX[, HEX…]: walk moves, one action each
	Run      = "run"    // run HEX[, HEX…]: run moves
	Attack   = "attack" // attack NAME [with WEAPON] [secretly switch]
	Wait     = "wait"   // wait [TENTHS]
	Change   = "change" // give up the current action (a reaction time)
	GetUp    = "get-up" // get up, written "get up"
	Switch   = "switch" // switch hands: the weapon in the other hand
	Ready    = "ready"  // ready WEAPON: take another weapon in hand
	Feint    = "feint"  // feint HEX secretly real HEX[, HEX]
	Detect   = "detect" // detect NAME: try to see through a feint
	Mount    = "mount"  // mount HORSE
	Dismount = "dismount"
	Free     = "free" // free himself: out of a net
)

var verbs = []string{Walk, Run, Attack, Wait, Change, "get", Switch, Ready, Feint, Detect, Mount, Dismount, Free}

// MaxWait bounds a wait: ten turns.
const MaxWait = 100

// Action is one action of a chain.
type Action struct {
	Verb string
	// Hexes: where a walk, run, feint or dismount goes.
	Hexes []string
	// Target: whom an attack, a detection or a mount is at.
	Target string
	// Weapon: what an attack is made with, or what is readied.
	Weapon string
	// Ball: a gun's shot is ball, not grapeshot (guns module).
	Ball bool
	// Tenths: how long a wait lasts (0: until something happens, herald's
	// default of one walk move).
	Tenths int
	// Secret is the sealed part: a feint's real moves, a switch within a
	// blow.
	Secret *Secret
}

// Secret is what stays sealed until the rules reveal it.
type Secret struct {
	Switch bool
	Real   []string
}

// Order is a combatant's chain of actions.
type Order struct {
	Who     string
	Actions []Action
}

// Orders is a submission: the moment it is for (At, when given) and the
// orders, each with its line.
type Orders struct {
	At     int
	HasAt  bool
	Orders []Order
	Lines  []int
}

// Error is a line that does not read.
type Error struct {
	Line int
	Text string
	Msg  string
}

func (e *Error) Error() string {
	return fmt.Sprintf("line %d: %q: %s", e.Line, e.Text, e.Msg)
}

// MaxLines bounds a submission.
const MaxLines = 200

// Parse reads orders: blank lines and # comments are skipped; "at N:"
// gives the moment.
func Parse(text string) (Orders, error) {
	var out Orders
	for i, raw := range strings.Split(text, "\n") {
		line := raw
		if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if len(out.Orders) >= MaxLines {
			return out, &Error{i + 1, line, fmt.Sprintf("more than %d orders", MaxLines)}
		}
		if strings.HasPrefix(strings.ToLower(line), "at ") && strings.HasSuffix(line, ":") {
			if out.HasAt || len(out.Orders) > 0 {
				return out, &Error{i + 1, line, "the moment (at N:) comes once, first"}
			}
			n, err := strconv.Atoi(strings.TrimSpace(line[3 : len(line)-1]))
			if err != nil || n < 0 {
				return out, &Error{i + 1, line, "give the moment as at TENTH:, e.g. at 37:"}
			}
			out.At, out.HasAt = n, true
			continue
		}
		o, err := parseOrder(line)
		if err != nil {
			return out, &Error{i + 1, line, err.Error()}
		}
		out.Orders = append(out.Orders, o)
		out.Lines = append(out.Lines, i+1)
	}
	return out, nil
}

func parseOrder(line string) (Order, error) {
	words := strings.Fields(line)
	v := -1
	for i, w := range words {
		if i > 0 && isVerb(w) {
			v = i
			break
		}
	}
	if v < 0 {
		return Order{}, fmt.Errorf("no verb: give a name, then one of %s", strings.Join(verbList(), ", "))
	}
	o := Order{Who: strings.Join(words[:v], " ")}
	rest := words[v:]
	for len(rest) > 0 {
		k := len(rest)
		for i, w := range rest {
			if strings.EqualFold(w, "then") {
				k = i
				break
			}
		}
		a, err := parseAction(rest[:k])
		if err != nil {
			return Order{}, err
		}
		o.Actions = append(o.Actions, a)
		if k == len(rest) {
			break
		}
		rest = rest[k+1:]
		if len(rest) == 0 {
			return Order{}, fmt.Errorf("nothing after then")
		}
	}
	return o, nil
}

func isVerb(w string) bool {
	for _, v := range verbs {
		if strings.EqualFold(w, v) {
			return true
		}
	}
	return false
}

func verbList() []string {
	out := append([]string(nil), verbs...)
	for i, v := range out {
		if v == "get" {
			out[i] = "get up"
		}
	}
	return out
}

// hexList reads "K9, K8 K7" as hexes.
func hexList(ws []string) []string {
	var out []string
	for _, w := range ws {
		for _, p := range strings.Split(w, ",") {
			if p != "" {
				out = append(out, strings.ToUpper(p))
			}
		}
	}
	return out
}

func parseAction(ws []string) (Action, error) {
	if len(ws) == 0 {
		return Action{}, fmt.Errorf("an empty action: give a verb after each then")
	}
	verb := strings.ToLower(ws[0])
	args := ws[1:]
	var secret []string
	for i, w := range args {
		if strings.EqualFold(w, "secretly") {
			secret, args = args[i+1:], args[:i]
			if len(secret) == 0 {
				return Action{}, fmt.Errorf("nothing after secretly")
			}
			break
		}
	}
	a := Action{Verb: verb}
	switch verb {
	case Walk, Run:
		a.Hexes = hexList(args)
		if len(a.Hexes) == 0 {
			return a, fmt.Errorf("%s where? give one hex or more: %s K9, K8", verb, verb)
		}
	case Feint:
		a.Hexes = hexList(args)
		if len(a.Hexes) != 1 {
			return a, fmt.Errorf("feint to one hex, then secretly real HEX, HEX")
		}
		if len(secret) < 2 || !strings.EqualFold(secret[0], "real") {
			return a, fmt.Errorf("a feint declares its real moves in secret: feint K9 secretly real L10, M10")
		}
		a.Secret = &Secret{Real: hexList(secret[1:])}
		if n := len(a.Secret.Real); n != 2 {
			return a, fmt.Errorf("a feint has two real moves, not %d", n)
		}
		secret = nil
	case Attack:
		k := len(args)
		for i, w := range args {
			if strings.EqualFold(w, "with") {
				k = i
				break
			}
		}
		a.Target = strings.Join(args[:k], " ")
		if a.Target == "" {
			return a, fmt.Errorf("attack whom? attack NAME [with WEAPON]")
		}
		if k < len(args) {
			load := ""
			if len(args) == k+3 {
				load = strings.ToLower(args[k+2])
			}
			if len(args) != k+2 && load != "ball" && load != "grapeshot" {
				return a, fmt.Errorf("with one weapon: attack NAME with WEAPON (a gun: [ball|grapeshot])")
			}
			a.Weapon, a.Ball = strings.ToLower(args[k+1]), load == "ball"
		}
		if secret != nil {
			if len(secret) != 1 || !strings.EqualFold(secret[0], "switch") {
				return a, fmt.Errorf("an attack's secret is a switch of hands: secretly switch")
			}
			a.Secret = &Secret{Switch: true}
			secret = nil
		}
	case Wait:
		if len(args) > 1 {
			return a, fmt.Errorf("wait [TENTHS]")
		}
		if len(args) == 1 {
			n, err := strconv.Atoi(args[0])
			if err != nil || n < 1 || n > MaxWait {
				return a, fmt.Errorf("wait 1 to %d tenths, not %q", MaxWait, args[0])
			}
			a.Tenths = n
		}
	case Change:
		if len(args) > 0 {
			return a, fmt.Errorf("change takes nothing more")
		}
	case "get":
		if len(args) != 1 || !strings.EqualFold(args[0], "up") {
			return a, fmt.Errorf("get up")
		}
		a.Verb = GetUp
	case Switch:
		if len(args) != 1 || !strings.EqualFold(args[0], "hands") {
			return a, fmt.Errorf("switch hands")
		}
	case Ready:
		if len(args) != 1 {
			return a, fmt.Errorf("ready one weapon: ready dagger")
		}
		a.Weapon = strings.ToLower(args[0])
	case Free:
		if len(args) != 1 || !slices.Contains([]string{"himself", "herself", "themselves"}, strings.ToLower(args[0])) {
			return a, fmt.Errorf("free himself")
		}
	case Detect, Mount:
		a.Target = strings.Join(args, " ")
		if a.Target == "" {
			return a, fmt.Errorf("%s whom?", verb)
		}
	case Dismount:
		a.Hexes = hexList(args)
		if len(a.Hexes) != 1 {
			return a, fmt.Errorf("dismount to one hex: dismount J11")
		}
	}
	if secret != nil {
		return a, fmt.Errorf("%s has no secret part", a.Verb)
	}
	return a, nil
}

// Format writes orders in canonical form, one a line.
func Format(o Orders) string {
	var b strings.Builder
	if o.HasAt {
		fmt.Fprintf(&b, "at %d:\n", o.At)
	}
	for _, x := range o.Orders {
		b.WriteString(FormatOrder(x))
		b.WriteByte('\n')
	}
	return b.String()
}

// FormatOrder writes one order.
func FormatOrder(o Order) string {
	parts := make([]string, len(o.Actions))
	for i, a := range o.Actions {
		parts[i] = FormatAction(a)
	}
	return o.Who + " " + strings.Join(parts, " then ")
}

// FormatAction writes one action.
func FormatAction(a Action) string {
	switch a.Verb {
	case Walk, Run, Dismount:
		return a.Verb + " " + strings.Join(a.Hexes, ", ")
	case Feint:
		return "feint " + strings.Join(a.Hexes, ", ") + " secretly real " + strings.Join(a.Secret.Real, ", ")
	case Attack:
		s := "attack " + a.Target
		if a.Weapon != "" {
			s += " with " + a.Weapon
			if a.Ball {
				s += " ball"
			}
		}
		if a.Secret != nil && a.Secret.Switch {
			s += " secretly switch"
		}
		return s
	case Wait:
		if a.Tenths > 0 {
			return fmt.Sprintf("wait %d", a.Tenths)
		}
		return "wait"
	case GetUp:
		return "get up"
	case Free:
		return "free himself"
	case Switch:
		return "switch hands"
	case Ready:
		return "ready " + a.Weapon
	case Detect, Mount:
		return a.Verb + " " + a.Target
	}
	return a.Verb
}

// Shown is the action as other sides see it before its secret is
// revealed: a feint is a walk to its feinted hex, a switch is not there.
func Shown(a Action) Action {
	switch {
	case a.Verb == Feint:
		return Action{Verb: Walk, Hexes: a.Hexes}
	case a.Secret != nil:
		b := a
		b.Secret = nil
		return b
	}
	return a
}
