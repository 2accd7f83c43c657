package notation

import (
	"fmt"
	"strconv"
	"strings"
)

// verbForms maps every accepted verb form to its kind. Keywords are lower
// case; names are not, so "Ben shuts door I11" reads as a name and a verb.
var verbForms = map[string]Kind{
	"move": KindMove, "moves": KindMove,
	"charge": KindCharge, "charges": KindCharge,
	"fire": KindFire, "fires": KindFire, "shoot": KindFire, "shoots": KindFire,
	"attack": KindAttack, "attacks": KindAttack,
	"advance": KindAdvance, "advances": KindAdvance,
	"retreat": KindRetreat, "retreats": KindRetreat,
	"pin": KindPin, "pins": KindPin,
	"open": KindOpen, "opens": KindOpen,
	"shut": KindShut, "shuts": KindShut, "close": KindShut, "closes": KindShut,
	"bolt": KindBolt, "bolts": KindBolt,
	"unbolt": KindUnbolt, "unbolts": KindUnbolt,
	"reinforce": KindReinforce, "reinforces": KindReinforce,
	"batter": KindBatter, "batters": KindBatter,
	"mount": KindMount, "mounts": KindMount,
	"dismount": KindDismount, "dismounts": KindDismount,
	"pick": KindPickUp, "picks": KindPickUp,
	"drop": KindDrop, "drops": KindDrop,
	"lead": KindLead, "leads": KindLead,
	"release": KindRelease, "releases": KindRelease,
	"help": KindHelp, "helps": KindHelp,
	"grapple": KindGrapple, "grapples": KindGrapple,
	"carry": KindCarry, "carries": KindCarry,
	"guard": KindGuard, "guards": KindGuard,
	"cover": KindCover, "covers": KindCover,
	"raise": KindAlarm, "raises": KindAlarm,
	"wait": KindWait, "waits": KindWait,
	"task": KindTask, "tasks": KindTask,
}

// particles end a name as verbs do.
var particles = map[string]bool{
	"at": true, "in": true, "via": true, "from": true, "to": true, "without": true,
	"stay": true, "stays": true, "and": true,
	"fwd": true, "bwd": true, "pvt": true, "forward": true, "backward": true, "pivot": true,
}

// reserved reports whether w cannot be part of an unquoted name.
func reserved(w string) bool {
	_, v := verbForms[w]
	return v || particles[w]
}

// phaseHeaders are the section headers, as word sequences before ':'.
var phaseHeaders = []struct {
	words []string
	phase Phase
}{
	{[]string{"retreat"}, PhaseRetreat}, {[]string{"retreats"}, PhaseRetreat},
	{[]string{"tasks"}, PhaseTasks}, {[]string{"task"}, PhaseTasks},
	{[]string{"first", "fire"}, PhaseFirstFire}, {[]string{"fire"}, PhaseFirstFire},
	{[]string{"ships"}, PhaseShips},
	{[]string{"move"}, PhaseMove}, {[]string{"movement"}, PhaseMove},
	{[]string{"second", "fire"}, PhaseSecondFire},
	{[]string{"combat"}, PhaseCombat},
	{[]string{"end"}, PhaseEnd},
	{[]string{"set", "up"}, PhaseSetUp}, {[]string{"setup"}, PhaseSetUp},
}

// Parse reads a player turn: one order per line, optionally in sections
// headed "move:", "combat:" and so on (a header may also prefix an order on
// its own line). Orders before any header take their kind's default phase.
func Parse(text string) (Turn, error) {
	t, _, err := ParseLines(text)
	return t, err
}

// ParseLines is Parse that also returns, for each order, the line it was
// written on, so the rules engine can point a refusal at the player's text.
func ParseLines(text string) (Turn, []int, error) { return ParseWith(text, nil) }

type parser struct {
	toks []token
	i    int
	line int
	// known are the game's characters' names; nil: any name is taken
	// as written.
	known []string
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) peekAt(k int) token {
	if p.i+k < len(p.toks) {
		return p.toks[p.i+k]
	}
	return p.toks[len(p.toks)-1]
}

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOL {
		p.i++
	}
	return t
}

func (p *parser) errAt(t token, format string, a ...any) error {
	return &SyntaxError{Line: p.line, Col: t.col, Msg: fmt.Sprintf(format, a...)}
}

// expected reports that want was expected at the next token.
func (p *parser) expected(want, after string) error {
	t := p.peek()
	if after != "" {
		return p.errAt(t, "expected %s after '%s', found %s", want, after, t.describe())
	}
	return p.errAt(t, "expected %s, found %s", want, t.describe())
}

func (p *parser) isWord(w string) bool {
	t := p.peek()
	return t.kind == tWord && t.text == w
}

func (p *parser) isPunct(s string) bool {
	t := p.peek()
	return t.kind == tPunct && t.text == s
}

func (p *parser) accept(w string) bool {
	if p.isWord(w) {
		p.next()
		return true
	}
	return false
}

// header consumes a phase header ("second fire:") if the line starts with one.
func (p *parser) header() (Phase, bool) {
	for _, h := range phaseHeaders {
		ok := true
		for k, w := range h.words {
			t := p.peekAt(k)
			if t.kind != tWord || t.text != w {
				ok = false
				break
			}
		}
		if c := p.peekAt(len(h.words)); ok && c.kind == tPunct && c.text == ":" {
			p.i += len(h.words) + 1
			return h.phase, true
		}
	}
	return PhaseNone, false
}

func nameStart(t token) bool {
	return t.kind == tString || t.kind == tWord && !reserved(t.text)
}

// name reads one name: a quoted string, or words up to a keyword, a hex or
// punctuation.
func (p *parser) name(what, after string) (string, error) {
	t := p.peek()
	if t.kind == tString {
		p.next()
		if strings.TrimSpace(t.text) == "" {
			return "", p.errAt(t, "empty %s", what)
		}
		return t.text, nil
	}
	if !nameStart(t) {
		return "", p.expected(what, after)
	}
	var words []string
	for p.peek().kind == tWord && !reserved(p.peek().text) {
		words = append(words, p.next().text)
	}
	return strings.Join(words, " "), nil
}

// names reads "Ben, Crispin and Odo": characters' names.
func (p *parser) names(what, after string) ([]string, error) {
	n, err := p.character(what, after)
	if err != nil {
		return nil, err
	}
	out := []string{n}
	for {
		switch {
		case p.isPunct(",") && nameStart(p.peekAt(1)):
			p.next()
		case p.isWord("and"):
			p.next()
		default:
			return out, nil
		}
		n, err := p.character(what, out[len(out)-1])
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
}

// objectName reads the name of an item or animal, skipping a leading "the".
func (p *parser) objectName(what, after string) (string, error) {
	if p.isWord("the") && nameStart(p.peekAt(1)) {
		p.next()
	}
	return p.name(what, after)
}

func (p *parser) hex(after string) (string, error) {
	if p.peek().kind != tHex {
		return "", p.expected("a hex", after)
	}
	return p.next().text, nil
}

// pos reads "L7", "L9-L10" or "U10-V11+V12-V13".
func (p *parser) pos(after string) (Pos, error) {
	var out Pos
	for {
		h, err := p.hex(after)
		if err != nil {
			return nil, err
		}
		g := []string{h}
		for p.isPunct("-") {
			p.next()
			if h, err = p.hex("-"); err != nil {
				return nil, err
			}
			g = append(g, h)
		}
		out = append(out, g)
		if !(p.isPunct("+") && p.peekAt(1).kind == tHex) {
			return out, nil
		}
		p.next()
		after = "+"
	}
}

// place reads a hex or a hexside "J13/J14".
func (p *parser) place(after string) (string, error) {
	if p.peek().kind != tHex {
		return "", p.expected("a hex or hexside", after)
	}
	h := p.next().text
	if p.isPunct("/") {
		p.next()
		h2, err := p.hex("/")
		if err != nil {
			return "", err
		}
		h += "/" + h2
	}
	return h, nil
}

func (p *parser) stepStart() bool {
	t := p.peek()
	if t.kind == tHex {
		return true
	}
	if t.kind != tWord {
		return false
	}
	switch t.text {
	case "fwd", "bwd", "pvt", "forward", "backward", "pivot":
		return true
	}
	return false
}

func (p *parser) mode() Mode {
	switch {
	case p.accept("fwd"), p.accept("forward"):
		return Forward
	case p.accept("bwd"), p.accept("backward"):
		return Backward
	case p.accept("pvt"), p.accept("pivot"):
		if p.accept("bwd") || p.accept("backward") {
			return PivotBwd
		}
		if !p.accept("fwd") {
			p.accept("forward")
		}
		return PivotFwd
	}
	return Plain
}

// path reads steps separated by commas.
func (p *parser) path(after string) ([]Step, error) {
	if !p.stepStart() {
		return nil, p.expected("a hex or fwd/bwd/pvt", after)
	}
	var out []Step
	for {
		m := p.mode()
		to, err := p.pos(m.String())
		if err != nil {
			return nil, err
		}
		s, err := p.stepRest(Step{Mode: m, To: to})
		if err != nil {
			return nil, err
		}
		out = append(out, s)
		if !p.isPunct(",") {
			return out, nil
		}
		p.next()
		if !p.stepStart() {
			return nil, p.expected("a hex or fwd/bwd/pvt", ",")
		}
	}
}

// stepRest reads what may follow a step's hexes: led animals "+ horse
// T8-S8", the rest of the string "(+ Mule1 O7)", and MP spent "(2)".
func (p *parser) stepRest(s Step) (Step, error) {
	for {
		switch {
		case p.isPunct("+"):
			l, err := p.lead()
			if err != nil {
				return s, err
			}
			s.Leads = append(s.Leads, l)
		case p.isPunct("(") && p.peekAt(1).kind == tNumber:
			if s.MP != 0 {
				return s, p.errAt(p.peek(), "movement points already given for this step")
			}
			p.next()
			t := p.next()
			mp, err := strconv.Atoi(t.text)
			if err != nil || mp < 1 || mp > 999 {
				return s, p.errAt(t, "movement points must be 1 to 999, found %s", t.describe())
			}
			if !p.isPunct(")") {
				return s, p.expected("')'", t.text)
			}
			p.next()
			s.MP = mp
		case p.isPunct("(") && p.peekAt(1).kind == tPunct && p.peekAt(1).text == "+":
			if s.Train != nil {
				return s, p.errAt(p.peek(), "the rest of the string is already given for this step")
			}
			p.next()
			for p.isPunct("+") {
				l, err := p.lead()
				if err != nil {
					return s, err
				}
				s.Train = append(s.Train, l)
			}
			if !p.isPunct(")") {
				return s, p.expected("'+' or ')'", s.Train[len(s.Train)-1].Name)
			}
			p.next()
		case p.isPunct("("):
			return s, p.expected("movement points or '+' after '('", "")
		default:
			return s, nil
		}
	}
}

// lead reads "+ horse T8-S8" or "+ animals stay".
func (p *parser) lead() (Lead, error) {
	p.next() // '+'
	n, err := p.name("the name of a led animal", "+")
	if err != nil {
		return Lead{}, err
	}
	if p.accept("stay") || p.accept("stays") {
		return Lead{Name: n, Stays: true}, nil
	}
	if p.peek().kind != tHex {
		return Lead{}, p.expected("a hex or 'stay'", n)
	}
	at, err := p.pos(n)
	if err != nil {
		return Lead{}, err
	}
	return Lead{Name: n, At: at}, nil
}

// order reads one order; the line must end after it.
func (p *parser) order() (Order, error) {
	var o Order
	who, err := p.names("a character's name", "")
	if err != nil {
		return o, err
	}
	o.Who = who
	last := who[len(who)-1]
	if p.stepStart() {
		// "Edith L7, L8": a path with the verb left out, unless the hexes
		// are followed by a verb, in which case they are where he stands.
		save := p.i
		if p.peek().kind == tHex {
			at, err := p.pos(last)
			if err == nil && p.peek().kind == tWord {
				if _, ok := verbForms[p.peek().text]; ok || p.stepStart() {
					o.At = at
				}
			}
		}
		if o.At == nil || p.stepStart() {
			// "Sir Richard L9-L8 fwd L10-L9": a start, then a path.
			if o.At == nil {
				p.i = save
			}
			o.Kind = KindMove
			if o.Path, err = p.path(last); err != nil {
				return o, err
			}
			return o, p.end()
		}
		last = o.At.String()
	}
	if o.At == nil && p.accept("at") {
		// "Black Piers at E5": where he is set up.
		o.Kind = KindPlace
		if o.At, err = p.pos("at"); err != nil {
			return o, err
		}
		return o, p.end()
	}
	t := p.peek()
	k, ok := verbForms[t.text]
	if t.kind != tWord || !ok {
		return o, p.expected("a verb (move, fire, attack, shut, …) or a hex", last)
	}
	p.next()
	o.Kind = k
	verb := t.text
	switch k {
	case KindMove, KindAdvance, KindRetreat:
		if p.accept("to") {
			verb = "to"
		}
		if o.Path, err = p.path(verb); err != nil {
			return o, err
		}
		if k == KindMove && p.accept("off") {
			p.accept("the")
			if !p.accept("map") {
				return o, p.expected("'the map'", "off")
			}
			o.Off = true
		}
		if k == KindAdvance && p.accept("keep") {
			if !p.accept("melee") {
				return o, p.expected("'melee'", "keep")
			}
			o.Keep = true
		}
	case KindCharge:
		if o.Targets, err = p.names("the name of the charged character", verb); err != nil {
			return o, err
		}
		if !p.accept("via") {
			return o, p.expected("'via' and the charge path", o.Targets[len(o.Targets)-1])
		}
		o.Path, err = p.path("via")
	case KindFire:
		if p.accept("at") {
			verb = "at"
		}
		var n string
		if n, err = p.character("the name of the target", verb); err != nil {
			return o, err
		}
		o.Targets = []string{n}
		if p.accept("in") {
			o.Where, err = p.hex("in")
		}
	case KindAttack:
		if o.Targets, err = p.names("the name of a defender", verb); err != nil {
			return o, err
		}
		if p.accept("without") {
			if !p.accept("melee") {
				return o, p.expected("'melee'", "without")
			}
			o.NoMelee = true
		}
	case KindPin:
		var n string
		if n, err = p.character("the name of the passing character", verb); err != nil {
			return o, err
		}
		o.Targets = []string{n}
		if p.accept("in") {
			o.Where, err = p.hex("in")
		}
	case KindOpen, KindShut, KindBolt, KindUnbolt, KindReinforce, KindBatter:
		p.accept("the")
		obj := p.peek()
		if obj.kind != tWord || !apertures[obj.text] {
			return o, p.expected("door, window or gate", verb)
		}
		p.next()
		o.Object = obj.text
		o.Where, err = p.place(obj.text)
	case KindMount:
		if nameStart(p.peek()) || p.isWord("the") {
			if o.Object, err = p.objectName("the horse's name", verb); err != nil {
				return o, err
			}
		}
		if p.peek().kind == tHex {
			o.ObjectAt, err = p.pos(verb)
		}
	case KindDismount:
		if p.accept("to") {
			o.Where, err = p.hex("to")
		}
	case KindPickUp:
		if !p.accept("up") {
			return o, p.expected("'up'", verb)
		}
		if o.Object, err = p.objectName("the item picked up", "up"); err != nil {
			return o, err
		}
		if p.accept("in") {
			o.Where, err = p.hex("in")
		}
	case KindDrop:
		o.Object, err = p.objectName("the item dropped", verb)
	case KindLead:
		if o.Object, err = p.objectName("the animal led", verb); err != nil {
			return o, err
		}
		if p.peek().kind == tHex {
			o.ObjectAt, err = p.pos(o.Object)
		}
	case KindRelease:
		if nameStart(p.peek()) || p.isWord("the") {
			o.Object, err = p.objectName("the animal let go", verb)
		}
	case KindHelp, KindGuard, KindCarry, KindGrapple:
		o.Targets, err = p.names("a character's name", verb)
	case KindCover:
		if !p.accept("from") {
			return o, p.expected("'from' and a hex", verb)
		}
		o.Where, err = p.hex("from")
	case KindAlarm:
		p.accept("the")
		if !p.accept("alarm") {
			return o, p.expected("'alarm'", verb)
		}
	case KindWait:
	case KindTask:
		t := p.peek()
		if t.kind != tString || strings.TrimSpace(t.text) == "" {
			return o, p.expected("the task described in quotes", verb)
		}
		p.next()
		o.Text = t.text
	}
	if err != nil {
		return o, err
	}
	return o, p.end()
}

func (p *parser) end() error {
	if p.peek().kind != tEOL {
		return p.expected("end of line", p.toks[p.i-1].text)
	}
	return nil
}
