package orders

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// token is a word, a number or a comma.
type token struct {
	text  string
	num   float64
	isNum bool
	comma bool
}

// lex cuts a line into words, numbers and commas. A number may carry its
// unit ("12cm"); "cm" on its own after a number is dropped too.
func lex(s string) ([]token, error) {
	var out []token
	rs := []rune(s)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case r == ',':
			out = append(out, token{text: ",", comma: true})
			i++
		case wordRune(r):
			j := i
			for j < len(rs) && wordRune(rs[j]) {
				j++
			}
			w := string(rs[i:j])
			i = j
			if t, ok := number(w); ok {
				out = append(out, t)
				continue
			}
			if strings.EqualFold(w, "cm") && len(out) > 0 && out[len(out)-1].isNum {
				continue
			}
			out = append(out, token{text: w})
		default:
			return nil, fmt.Errorf("%q cannot be read here", r)
		}
	}
	return out, nil
}

func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '-' || r == '.' || r == '_'
}

// number reads "12", "12.5" or "12cm" as a number of cm.
func number(w string) (token, bool) {
	d := strings.TrimSuffix(strings.ToLower(w), "cm")
	if d == "" || strings.Count(d, ".") > 1 || d[0] == '.' || d[len(d)-1] == '.' {
		return token{}, false
	}
	for _, r := range d {
		if (r < '0' || r > '9') && r != '.' {
			return token{}, false
		}
	}
	v, err := strconv.ParseFloat(d, 64)
	if err != nil {
		return token{}, false
	}
	return token{text: w, num: v, isNum: true}, true
}

// reserved words join the parts of an order and cannot be in a name.
var reserved = map[string]bool{
	"then": true, "toward": true, "towards": true, "to": true, "at": true, "from": true,
	"in": true, "shooting": true, "along": true, "cm": true,
}

func isReserved(w string) bool {
	lw := strings.ToLower(w)
	_, verb := verbs[lw]
	return verb || reserved[lw]
}

// parser walks the tokens of one line.
type parser struct {
	ts []token
	i  int
}

func (p *parser) done() bool { return p.i >= len(p.ts) }

func (p *parser) peekWord(ws ...string) bool {
	if p.done() || p.ts[p.i].isNum || p.ts[p.i].comma {
		return false
	}
	for _, w := range ws {
		if strings.EqualFold(p.ts[p.i].text, w) {
			return true
		}
	}
	return false
}

func (p *parser) peekComma() bool { return !p.done() && p.ts[p.i].comma }

func (p *parser) expect(w string) error {
	if !p.peekWord(w) {
		return fmt.Errorf("%q expected %s", w, p.where())
	}
	p.i++
	return nil
}

func (p *parser) where() string {
	if p.done() {
		return "at the end of the line"
	}
	return fmt.Sprintf("before %q", p.ts[p.i].text)
}

// cm reads a positive distance.
func (p *parser) cm(what string) (float64, error) {
	if p.done() || !p.ts[p.i].isNum {
		return 0, fmt.Errorf("%s in cm expected %s", what, p.where())
	}
	v := p.ts[p.i].num
	if v <= 0 || v > MaxCM {
		return 0, fmt.Errorf("%s of %s cm: it must be more than 0 and at most %d", what, p.ts[p.i].text, MaxCM)
	}
	p.i++
	return v, nil
}

// name reads words up to a comma, a reserved word or the end.
func (p *parser) name(what string) (string, error) {
	var ws []string
	for !p.done() && !p.ts[p.i].comma && !p.ts[p.i].isNum && !isReserved(p.ts[p.i].text) {
		ws = append(ws, p.ts[p.i].text)
		p.i++
	}
	if len(ws) == 0 {
		return "", fmt.Errorf("%s expected %s", what, p.where())
	}
	return strings.Join(ws, " "), nil
}

// place reads a point "x,y" or a name.
func (p *parser) place(what string) (Place, error) {
	if !p.done() && p.ts[p.i].isNum {
		if p.i+2 >= len(p.ts) || !p.ts[p.i+1].comma || !p.ts[p.i+2].isNum {
			return Place{}, fmt.Errorf("%s: a point is written x,y in cm", what)
		}
		x, y := p.ts[p.i].num, p.ts[p.i+2].num
		if x > MaxCM || y > MaxCM {
			return Place{}, fmt.Errorf("%s: %g,%g is off any table", what, x, y)
		}
		p.i += 3
		return Place{Point: true, X: x, Y: y}, nil
	}
	n, err := p.name(what)
	return Place{Name: n}, err
}

func parseLine(s string) (Order, error) {
	ts, err := lex(s)
	if err != nil {
		return Order{}, err
	}
	p := &parser{ts: ts}
	var o Order
	for {
		n, err := p.name("a figure's name")
		if err != nil {
			return o, err
		}
		o.Who = append(o.Who, n)
		if !p.peekComma() {
			break
		}
		p.i++
	}
	if p.done() {
		last := o.Who[len(o.Who)-1]
		if k := strings.LastIndexByte(last, ' '); k >= 0 {
			return o, fmt.Errorf("%q is not a verb of Argad! orders (%s)", last[k+1:], verbList())
		}
		return o, errors.New("a verb expected after the names (" + verbList() + ")")
	}
	v, ok := verbs[strings.ToLower(p.ts[p.i].text)]
	if !ok {
		return o, fmt.Errorf("%q is not a verb of Argad! orders (%s)", p.ts[p.i].text, verbList())
	}
	p.i++
	o.Verb = v
	if err := p.rest(&o); err != nil {
		return o, err
	}
	if !p.done() {
		return o, fmt.Errorf("%q left over at the end of the order", p.ts[p.i].text)
	}
	return o, nil
}

func verbList() string {
	ws := make([]string, len(Verbs))
	for i, v := range Verbs {
		ws[i] = string(v)
	}
	return strings.Join(ws, ", ")
}

// rest reads what follows the verb.
func (p *parser) rest(o *Order) (err error) {
	switch o.Verb {
	case Move:
		return p.move(o)
	case Charge:
		o.Target, err = p.place("the enemy charged")
	case Fight:
		o.Target, err = p.place("the enemy fought")
	case Shoot:
		if err = p.expect("at"); err == nil {
			o.Target, err = p.place("the target")
		}
	case Crawl:
		if o.CM, err = p.cm("the crawl"); err == nil {
			if err = p.expect("along"); err == nil {
				o.Target, err = p.place("the bank crawled along")
			}
		}
	case Turn:
		if p.peekWord("to") {
			p.i++
			if err = p.expect("face"); err == nil {
				o.Target, err = p.place("what to face")
			}
			return err
		}
		if p.done() || !p.ts[p.i].isNum || p.ts[p.i].num <= 0 || p.ts[p.i].num > 360 {
			return errors.New("a turn is \"to face TARGET\" or \"N left|right\" with N from 1 to 360 degrees")
		}
		o.Degrees = p.ts[p.i].num
		p.i++
		if p.peekWord("degrees") {
			p.i++
		}
		switch {
		case p.peekWord("left"):
			o.Side = Left
		case p.peekWord("right"):
			o.Side = Right
		default:
			return fmt.Errorf("left or right expected %s", p.where())
		}
		p.i++
	}
	return err
}

// move reads the legs of a move, close order, and a shot on the way.
func (p *parser) move(o *Order) error {
	for {
		if len(o.Legs) == MaxLegs {
			return fmt.Errorf("more than %d legs in one move", MaxLegs)
		}
		l, err := p.leg()
		if err != nil {
			return err
		}
		o.Legs = append(o.Legs, l)
		switch {
		case p.peekWord("then"):
			p.i++
			continue
		case p.peekComma() && p.i+1 < len(p.ts) && strings.EqualFold(p.ts[p.i+1].text, "then"):
			p.i += 2
			continue
		}
		break
	}
	if p.peekWord("in") {
		p.i++
		if err := p.expect("close"); err != nil {
			return err
		}
		if err := p.expect("order"); err != nil {
			return err
		}
		o.CloseOrder = true
	}
	if p.peekComma() {
		p.i++
	}
	if p.done() {
		return nil
	}
	if err := p.expect("shooting"); err != nil {
		return err
	}
	if err := p.expect("at"); err != nil {
		return err
	}
	t, err := p.place("the target")
	if err != nil {
		return err
	}
	o.Target = t
	if p.peekWord("from") {
		p.i++
		if o.From, err = p.cm("where he shows himself"); err != nil {
			return err
		}
	}
	return nil
}

func (p *parser) leg() (Leg, error) {
	if p.peekWord("to") {
		p.i++
		t, err := p.place("where to")
		return Leg{Way: To, To: t}, err
	}
	cm, err := p.cm("a leg of the move")
	if err != nil {
		return Leg{}, errors.New("a leg is \"N toward TARGET\", \"to X,Y\" or \"N forward|back|left|right\": " + err.Error())
	}
	switch {
	case p.peekWord("toward", "towards"):
		p.i++
		t, err := p.place("what to go toward")
		return Leg{Way: Toward, CM: cm, To: t}, err
	case p.peekWord("forward", "forwards", "ahead"):
		p.i++
		return Leg{Way: Forward, CM: cm}, nil
	case p.peekWord("back", "backward", "backwards"):
		p.i++
		return Leg{Way: Back, CM: cm}, nil
	case p.peekWord("left"):
		p.i++
		return Leg{Way: Left, CM: cm}, nil
	case p.peekWord("right"):
		p.i++
		return Leg{Way: Right, CM: cm}, nil
	}
	return Leg{}, fmt.Errorf("toward, forward, back, left or right expected %s", p.where())
}
