// Package orders reads and writes Argad! orders as plain text, in the
// style of docs/orders.md, with distances and positions in centimetres
// (docs/argad.md gives the grammar):
//
//	Aelfric moves 12 toward the wall, then to 40,25
//	Bors moves 10 toward the barn, shooting at Hugh from 4
//	Edwin charges Fulk
//	Gwen shoots at Bors
//	Hugh hides
//	Ned, Osric, Piers move 8 forward in close order
//	Piers turns to face Edwin
//
// Parse checks only the shape of a line. Whether the figures and places
// named exist, and what the order does, is the referee's answer.
package orders

import (
	"fmt"
	"strconv"
	"strings"
)

// Verb is what an order has its figures do.
type Verb string

// The verbs, as the canonical form writes them.
const (
	Move     Verb = "moves"
	Charge   Verb = "charges"
	Crawl    Verb = "crawls"
	Shoot    Verb = "shoots"
	Hide     Verb = "hides"
	Crouch   Verb = "crouches"
	Reload   Verb = "reloads"
	Stand    Verb = "stands"
	Fight    Verb = "fights"
	Turn     Verb = "turns"
	Mount    Verb = "mounts"
	Dismount Verb = "dismounts"
)

// verbs maps every form a player may write to its verb.
var verbs = map[string]Verb{
	"moves": Move, "move": Move, "charges": Charge, "charge": Charge,
	"crawls": Crawl, "crawl": Crawl, "shoots": Shoot, "shoot": Shoot,
	"hides": Hide, "hide": Hide, "crouches": Crouch, "crouch": Crouch,
	"reloads": Reload, "reload": Reload, "stands": Stand, "stand": Stand,
	"fights": Fight, "fight": Fight, "turns": Turn, "turn": Turn,
	"mounts": Mount, "mount": Mount, "dismounts": Dismount, "dismount": Dismount,
}

// Verbs lists the verbs in the order docs/argad.md gives them.
var Verbs = []Verb{Move, Charge, Crawl, Shoot, Hide, Crouch, Reload, Stand, Fight, Turn, Mount, Dismount}

// Way is how one leg of a move is given.
type Way string

// The ways of a leg.
const (
	Toward  Way = "toward"  // N cm toward a place or figure
	To      Way = "to"      // to a point, as far as the move allows
	Forward Way = "forward" // N cm ahead, keeping the facing
	Back    Way = "back"
	Left    Way = "left"
	Right   Way = "right"
)

// Place is a figure, a named feature of the table, or a point in cm.
type Place struct {
	Name  string  `json:"name,omitempty"`
	Point bool    `json:"point,omitempty"`
	X     float64 `json:"x,omitempty"`
	Y     float64 `json:"y,omitempty"`
}

func (p Place) String() string {
	if p.Point {
		return num(p.X) + "," + num(p.Y)
	}
	return p.Name
}

// Leg is one straight stretch of a move.
type Leg struct {
	Way Way     `json:"way"`
	CM  float64 `json:"cm,omitempty"` // 0 with To: as far as allowed
	To  Place   `json:"to,omitzero"`
}

func (l Leg) String() string {
	switch l.Way {
	case To:
		return "to " + l.To.String()
	case Toward:
		return num(l.CM) + " toward " + l.To.String()
	}
	return num(l.CM) + " " + string(l.Way)
}

// Order is one line.
type Order struct {
	Line int      `json:"line,omitempty"`
	Who  []string `json:"who"`
	Verb Verb     `json:"verb"`
	// Legs of a move; CloseOrder: the figures named move together in
	// close order.
	Legs       []Leg `json:"legs,omitempty"`
	CloseOrder bool  `json:"close_order,omitempty"`
	// Target: the enemy charged, shot at or fought, the figure turned to
	// face, the feature crawled along; for a move, the enemy shot at on
	// the way (zero: none).
	Target Place `json:"target,omitzero"`
	// From is how far along his move a shooter shows himself (furtive),
	// 0 for a shot at the end of the move.
	From float64 `json:"from,omitempty"`
	// CM: how far a crawl goes; Degrees a turn to the Left or Right.
	CM      float64 `json:"cm,omitempty"`
	Degrees float64 `json:"degrees,omitempty"`
	Side    Way     `json:"side,omitempty"`
}

// Bounds on input, so a submitted text cannot grow without limit.
const (
	MaxLines     = 200
	MaxLineRunes = 400
	MaxLegs      = 8
	MaxCM        = 10000 // 100 m: more than any table
)

// Error is a line that cannot be read.
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// Parse reads orders, one a line; blank lines and # comments are skipped.
func Parse(text string) ([]Order, error) {
	lines := strings.Split(text, "\n")
	if len(lines) > MaxLines {
		return nil, &Error{Line: MaxLines + 1, Msg: fmt.Sprintf("more than %d lines", MaxLines)}
	}
	var out []Order
	for i, ln := range lines {
		if k := strings.IndexByte(ln, '#'); k >= 0 {
			ln = ln[:k]
		}
		if len([]rune(ln)) > MaxLineRunes {
			return nil, &Error{Line: i + 1, Msg: fmt.Sprintf("longer than %d characters", MaxLineRunes)}
		}
		if strings.TrimSpace(ln) == "" {
			continue
		}
		o, err := parseLine(ln)
		if err != nil {
			return nil, &Error{Line: i + 1, Msg: err.Error()}
		}
		o.Line = i + 1
		out = append(out, o)
	}
	return out, nil
}

// Format writes orders in the canonical form, one a line.
func Format(os []Order) string {
	var b strings.Builder
	for _, o := range os {
		b.WriteString(o.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// String is the order in the canonical form.
func (o Order) String() string {
	s := strings.Join(o.Who, ", ") + " " + string(o.Verb)
	switch o.Verb {
	case Move:
		legs := make([]string, len(o.Legs))
		for i, l := range o.Legs {
			legs[i] = l.String()
		}
		s += " " + strings.Join(legs, ", then ")
		if o.CloseOrder {
			s += " in close order"
		}
		if o.Target != (Place{}) {
			s += ", shooting at " + o.Target.String()
			if o.From > 0 {
				s += " from " + num(o.From)
			}
		}
	case Charge, Fight:
		s += " " + o.Target.String()
	case Shoot:
		s += " at " + o.Target.String()
	case Crawl:
		s += " " + num(o.CM) + " along " + o.Target.String()
	case Turn:
		if o.Side != "" {
			s += " " + num(o.Degrees) + " " + string(o.Side)
		} else {
			s += " to face " + o.Target.String()
		}
	}
	return s
}

// num writes a number of cm or degrees as short as it reads back.
func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
