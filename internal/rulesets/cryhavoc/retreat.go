package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/sequence"
)

// A retreat (§10.2, §10.24) is owed by a character when a result imposes
// it: Character.RetreatOwed hexes, away from RetreatAway (the main force of
// the attack, or the firer). The owner retreats in the retreat phase of his
// next player turn (§4), or when the engine stops the turn for him to
// decide (a pending decision); a retreat of the side whose player turn it
// is, imposed by its own combat, is taken at once and chosen by herald.

// TypeRetreated is the event of a retreat, ordered or chosen by herald.
const TypeRetreated = "retreated"

// retreatResult is the payload of a retreat.
type retreatResult struct {
	Who     string   `json:"who"`
	From    string   `json:"from"`
	Path    []string `json:"path,omitempty"`
	Hexes   int      `json:"hexes"`   // demanded
	Counted int      `json:"counted"` // hexes of retreat taken (a pivot may count none)
	MP      int      `json:"mp"`
	// ChosenBy is "herald" when the engine chose the path.
	ChosenBy string        `json:"chosen_by,omitempty"`
	Penalty  string        `json:"penalty,omitempty"`
	Effects  []havoc.Event `json:"effects,omitempty"`
}

// retreatPath is one legal retreat: the places from the start, the hexes
// it counts, its MP, and whether it satisfies the demand in full.
type retreatPath struct {
	path    []field.Place
	counted int
	mp      int
	full    bool
	cover   bool // stopped in the first hex with medium cover (§10.24)
}

// retreatRules is what one character's retreat must respect.
type retreatRules struct {
	s       *State
	f       *field.Field
	u       *field.Unit
	c       *Character
	start   field.Place
	away    hex.Hex
	hexes   int
	missile bool
	front   bool // cavalry attacked only through the front arc: no forward moves
	mpa     int
}

func (s *State) retreatRules(c *Character) (*retreatRules, error) {
	f, err := s.field()
	if err != nil {
		return nil, err
	}
	u, _ := f.Unit(c.Name)
	r := &retreatRules{s: s, f: f, u: u, c: c, hexes: c.RetreatOwed, missile: c.RetreatMissile,
		front: c.RetreatFront, mpa: u.EffectiveMPA(), start: field.Place{Head: c.At}}
	if c.Mounted {
		r.start = field.Place{Head: c.At, Rear: c.Rear, Two: true}
	}
	r.away = c.At
	if c.RetreatAway != "" {
		if x, err := s.m.Layout.Resolve(c.RetreatAway); err == nil {
			r.away = x
		}
	}
	return r, nil
}

func placeHas(p field.Place, h hex.Hex) bool { return p.Head == h || p.Two && p.Rear == h }

func placeHexes(p field.Place) []hex.Hex {
	if p.Two {
		return []hex.Hex{p.Head, p.Rear}
	}
	return []hex.Hex{p.Head}
}

func placeDistance(p field.Place, h hex.Hex) int {
	d := hex.Distance(p.Head, h)
	if p.Two {
		d = min(d, hex.Distance(p.Rear, h))
	}
	return d
}

// nextToActiveEnemy: h is ADJACENT to an active enemy of the retreating
// character (§10.2).
func (r *retreatRules) nextToActiveEnemy(h hex.Hex) bool {
	for i := range r.s.Characters {
		e := &r.s.Characters[i]
		if e.Side == r.c.Side || !e.Live() || e.Status == Stunned {
			continue
		}
		eu, ok := r.f.Unit(e.Name)
		if !ok {
			continue
		}
		for _, eh := range eu.Hexes() {
			if r.f.ADJACENT(eu.Kind, eh, h) || r.f.ADJACENT(r.u.Kind, h, eh) {
				return true
			}
		}
	}
	return false
}

// inCover: every hex of p the firer can see gives at least medium cover
// against him (§10.24).
func (r *retreatRules) inCover(p field.Place) bool {
	for _, h := range placeHexes(p) {
		if sight := r.f.LOS(r.away, h); sight.Visible && sight.Cover.DRM() < 2 {
			return false
		}
	}
	return true
}

// step checks one move of the retreat and says how many hexes it counts
// and what it costs.
func (r *retreatRules) step(from, to field.Place) (counted, mp int, err error) {
	counted = 1
	if r.start.Two {
		switch horseMode(hex.Pair{Head: from.Head, Rear: from.Rear}, hex.Pair{Head: to.Head, Rear: to.Rear}) {
		case notation.Plain:
			return 0, 0, rule.Errorf("10.2", "%s to %s is not a move, backward move or 60° pivot", r.s.pairName(from), r.s.pairName(to))
		case notation.Forward:
			if r.front {
				return 0, 0, rule.Errorf("10.2", "attacked only through the front arc, cavalry must retreat backward")
			}
		case notation.PivotFwd, notation.PivotBwd:
			if placeDistance(to, r.away) <= placeDistance(from, r.away) {
				counted = 0
			}
		}
	} else if placeHas(r.start, to.Head) {
		return 0, 0, rule.Errorf("10.2", "a retreat may not come back to %s", r.s.m.HexName(to.Head))
	}
	mp, err = r.f.MoveCost(r.u, from, to)
	if err != nil {
		return 0, 0, err
	}
	for _, h := range placeHexes(to) {
		if !placeHas(from, h) && !placeHas(r.start, h) && r.nextToActiveEnemy(h) {
			return 0, 0, rule.Errorf("10.2", "a retreat may not enter %s, ADJACENT to an active enemy", r.s.m.HexName(h))
		}
	}
	if r.missile && placeDistance(to, r.away) < placeDistance(from, r.away) {
		return 0, 0, rule.Errorf("10.24", "a retreat from missile fire may not come closer to the firer")
	}
	return counted, mp, nil
}

// finish rates a path that ends where it is: nil if it may not end there.
func (r *retreatRules) finish(path []field.Place, counted, mp int) *retreatPath {
	if len(path) > 1 {
		if _, err := r.f.PathCost(r.u, path); err != nil {
			return nil
		}
	}
	p := &retreatPath{path: path, counted: counted, mp: mp}
	end := path[len(path)-1]
	switch {
	case r.missile && len(path) > 1 && r.inCover(end):
		p.full, p.cover = true, true
	case counted == r.hexes:
		// A full retreat from fire without cover must end farther away.
		p.full = !r.missile || placeDistance(end, r.away) > placeDistance(r.start, r.away)
	}
	return p
}

// options lists every legal retreat, from standing still to the full
// demand, in a fixed order.
func (r *retreatRules) options() []retreatPath {
	var out []retreatPath
	var walk func(path []field.Place, counted, mp, depth int)
	walk = func(path []field.Place, counted, mp, depth int) {
		if p := r.finish(path, counted, mp); p != nil {
			out = append(out, *p)
			if p.cover {
				return // the retreat stops in the first hex with cover
			}
		}
		if counted == r.hexes || depth == r.hexes+2 {
			return
		}
		from := path[len(path)-1]
		for _, to := range r.moves(from) {
			if slices.Contains(path, to) {
				continue
			}
			n, c, err := r.step(from, to)
			if err != nil || mp+c > r.mpa {
				continue
			}
			walk(append(path[:len(path):len(path)], to), counted+n, mp+c, depth+1)
		}
	}
	walk([]field.Place{r.start}, 0, 0, 0)
	return out
}

func (r *retreatRules) moves(from field.Place) []field.Place {
	var out []field.Place
	if from.Two {
		for _, p := range horseMoves(hex.Pair{Head: from.Head, Rear: from.Rear}) {
			out = append(out, field.Place{Head: p.Head, Rear: p.Rear, Two: true})
		}
		return out
	}
	for _, h := range from.Head.Neighbors() {
		out = append(out, field.Place{Head: h})
	}
	return out
}

// best is the retreat herald chooses: in full if possible, then as far as
// possible; then ending farthest from the attackers, then the cheapest.
func best(opts []retreatPath, away hex.Hex) retreatPath {
	b := opts[0]
	for _, o := range opts[1:] {
		switch {
		case o.full != b.full:
			if o.full {
				b = o
			}
		case !o.full && o.counted != b.counted:
			if o.counted > b.counted {
				b = o
			}
		case placeDistance(o.path[len(o.path)-1], away) != placeDistance(b.path[len(b.path)-1], away):
			if placeDistance(o.path[len(o.path)-1], away) > placeDistance(b.path[len(b.path)-1], away) {
				b = o
			}
		case o.mp < b.mp:
			b = o
		}
	}
	return b
}

// checkRetreat checks a retreat the owner wrote against the rules and the
// other retreats open to him.
func (r *retreatRules) check(steps []notation.Step) (retreatPath, error) {
	path := []field.Place{r.start}
	if r.start.Two {
		given, err := riderPath(r.s, r.c, steps, false)
		if err != nil {
			return retreatPath{}, err
		}
		path = given
	} else {
		for i, st := range steps {
			if st.Mode != notation.Plain || len(st.To) != 1 || len(st.To[0]) != 1 || len(st.Leads) > 0 {
				return retreatPath{}, rule.Errorf("10.2", "step %d (%s): a character on foot retreats hex by hex", i+1, st.To)
			}
			x, err := r.s.m.Layout.Resolve(st.To[0][0])
			if err != nil || !r.s.m.Contains(x) {
				return retreatPath{}, rule.Errorf("3", "step %d: %s is not a hex of the map", i+1, st.To[0][0])
			}
			path = append(path, field.Place{Head: x})
		}
	}
	counted, mp := 0, 0
	for i := 1; i < len(path); i++ {
		if slices.Contains(path[:i], path[i]) {
			return retreatPath{}, rule.Errorf("10.2", "step %d: the retreat comes back to %s", i, r.s.pairName(path[i]))
		}
		n, c, err := r.step(path[i-1], path[i])
		if err != nil {
			return retreatPath{}, rule.Errorf(asRule(err).Rule, "step %d: %s", i, asRule(err).Msg)
		}
		counted, mp = counted+n, mp+c
		if counted > r.hexes {
			return retreatPath{}, rule.Errorf("10.2", "%s must retreat exactly %d hex(es); the path counts %d", r.c.Name, r.hexes, counted)
		}
		if mp > r.mpa {
			return retreatPath{}, rule.Errorf("10.2", "the retreat costs %d MP, more than the MPA of %d", mp, r.mpa)
		}
		if r.missile && i < len(path)-1 && r.inCover(path[i]) {
			return retreatPath{}, rule.Errorf("10.24", "the retreat must stop in %s, the first place with medium cover against the firer", r.s.pairName(path[i]))
		}
	}
	p := r.finish(path, counted, mp)
	if p == nil {
		_, err := r.f.PathCost(r.u, path)
		return retreatPath{}, rule.Errorf("10.2", "the retreat may not end in %s: %v", r.s.pairName(path[len(path)-1]), err)
	}
	opts := r.options()
	b := best(opts, r.away)
	switch {
	case !p.full && b.full:
		return retreatPath{}, rule.Errorf("10.2", "%s can retreat the full %d hex(es) (for example %s)", r.c.Name, r.hexes, r.s.pathNames(b.path))
	case !p.full && b.counted > p.counted:
		return retreatPath{}, rule.Errorf("10.2", "%s can retreat %d hex(es); the path counts %d", r.c.Name, b.counted, p.counted)
	case p.full && !r.missile && placeDistance(path[len(path)-1], r.away) <= placeDistance(r.start, r.away) &&
		placeDistance(b.path[len(b.path)-1], r.away) > placeDistance(r.start, r.away):
		return retreatPath{}, rule.Errorf("10.2", "the retreat must go away from the main attacking force in %s where it can (for example %s)", r.c.RetreatAway, r.s.pathNames(b.path))
	}
	return *p, nil
}

func (s *State) pathNames(path []field.Place) string {
	var names []string
	for _, p := range path[1:] {
		names = append(names, s.pairName(p))
	}
	if len(names) == 0 {
		return "standing still"
	}
	return strings.Join(names, ", ")
}

// takeRetreat moves c along p (or leaves him, when herald found no legal
// retreat at all), applies the penalty of an incomplete retreat and ends
// melees it breaks. It returns the payload and the report.
func (s *State) takeRetreat(c *Character, p retreatPath, chosenBy string) (retreatResult, []string) {
	r := retreatResult{Who: c.Name, From: s.place(c), Hexes: c.RetreatOwed, Counted: p.counted, MP: p.mp, ChosenBy: chosenBy}
	for _, x := range p.path[1:] {
		r.Path = append(r.Path, s.pairName(x))
	}
	end := p.path[len(p.path)-1]
	c.At, c.Rear = end.Head, end.Rear
	c.RetreatOwed, c.RetreatAway, c.RetreatMissile, c.RetreatFront = 0, "", false, false
	lines := []string{fmt.Sprintf("%s retreats from %s: %s (%d of %d hexes)", c.Name, r.From, s.pathNames(p.path), p.counted, r.Hexes)}
	if chosenBy != "" {
		lines[0] += ", chosen by " + chosenBy
	}
	if !p.full {
		r.Effects, r.Penalty = retreatPenalty(c, p.counted)
		lines = append(lines, s.takeEffects(r.Effects, nil, []*Character{c}, nil)...)
	}
	s.dropField()
	s.endMelee()
	s.dropField()
	return r, lines
}

// retreatPenalty is §10.2's price of an incomplete retreat: a rider is
// stunned and dismounted where his horse stopped; a character on foot who
// could not move at all is wounded, one who went part of the way stunned.
func retreatPenalty(c *Character, counted int) ([]havoc.Event, string) {
	e := havoc.Event{Rule: "10.2", Side: havoc.Defender, Name: c.Name}
	var out []havoc.Event
	add := func(k havoc.EventKind) {
		e.Kind = k
		out = append(out, e)
	}
	switch {
	case c.Mounted:
		if c.Status != Healthy {
			add(havoc.Dismounted)
			add(havoc.Killed)
			return out, "killed: stunned and dismounted while not healthy"
		}
		add(havoc.Dismounted)
		add(havoc.Stunned)
		return out, "stunned and dismounted"
	case counted == 0:
		if c.Status == Wounded {
			add(havoc.Killed)
			return out, "killed: wounded again, unable to retreat"
		}
		add(havoc.Wounded)
		return out, "wounded: unable to retreat"
	}
	if c.Status != Healthy {
		add(havoc.Killed)
		return out, "killed: stunned while not healthy"
	}
	add(havoc.Stunned)
	return out, "stunned: retreat incomplete"
}

// autoRetreat is the retreat herald takes for c when no one wrote one: the
// best of the legal retreats (see best); standing still if there is none.
func (s *State) autoRetreat(c *Character) (retreatResult, []string) {
	r, err := s.retreatRules(c)
	if err != nil {
		return s.takeRetreat(c, retreatPath{path: []field.Place{{Head: c.At, Rear: c.Rear, Two: c.Mounted}}}, "herald")
	}
	if c.Status == Stunned {
		// A stunned character cannot move (§10.3).
		return s.takeRetreat(c, retreatPath{path: []field.Place{r.start}}, "herald")
	}
	return s.takeRetreat(c, best(r.options(), r.away), "herald")
}

// planRetreat checks a retreat order.
func (s *State) planRetreat(c *Character, o notation.Order) (retreatPath, error) {
	switch {
	case c.RetreatOwed == 0:
		return retreatPath{}, rule.Errorf("10.2", "%s owes no retreat", c.Name)
	case c.Status == Stunned:
		return retreatPath{}, rule.Errorf("10.3", "%s is stunned and cannot retreat; herald applies the penalty", c.Name)
	case len(o.Path) == 0:
		return retreatPath{}, rule.Errorf("10.2", "the retreat of %s has no path", c.Name)
	}
	r, err := s.retreatRules(c)
	if err != nil {
		return retreatPath{}, err
	}
	return r.check(o.Path)
}

// owe records a retreat result on c: away from the attacker with the most
// attack points in the group that caused it (§10.2), or from the firer.
// A second retreat imposed in one player turn, or one while another is
// still owed, is a failure to retreat (§10.2).
func (s *State) owe(c *Character, n int, foes []*Character, missile bool) []havoc.Event {
	if c.RetreatOwed > 0 || c.RetreatImposed {
		fx, _ := retreatPenalty(c, 0)
		return fx
	}
	c.RetreatOwed, c.RetreatMissile, c.RetreatImposed = n, missile, true
	var main *Character
	for _, f := range foes {
		if main == nil || attackOf(f) > attackOf(main) {
			main = f
		}
	}
	if main != nil {
		c.RetreatAway = s.m.HexName(main.At)
	}
	c.RetreatFront = false
	if c.Mounted && len(foes) > 0 && !missile {
		c.RetreatFront = true
		arc := c.pair().FrontArc()
		for _, f := range foes {
			if !in3(arc, f.At) && !(f.Mounted && in3(arc, f.Rear)) {
				c.RetreatFront = false
			}
		}
	}
	return nil
}

func attackOf(c *Character) float64 { return combatant(c).Attack }

// owed lists side's live characters owing a retreat, in the
// scenario's order.
func (*CryHavoc) owed(s *State, side string) []string {
	var out []string
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Side == side && c.Live() && c.RetreatOwed > 0 {
			out = append(out, c.Name)
		}
	}
	return out
}

// retreatAuto retreats who as herald chooses (§10.2).
func (*CryHavoc) retreatAuto(s *State, side, who string) (*State, game.Event) {
	n := s.clone()
	c, _ := n.Character(who)
	r, lines := n.autoRetreat(c)
	return n, game.Event{Type: TypeRetreated, Side: side, Data: game.MustJSON(sequence.OrderEvent{Result: game.MustJSON(r)}), Report: lines}
}

// applyRetreat carries out a retreat order of side (in its retreat phase,
// or answering a decision); an impossible one is void.
func (h *CryHavoc) applyRetreat(s *State, side string, o notation.Order) (*State, []game.Event) {
	n := s.clone()
	text, _ := o.MarshalText()
	ev := game.Event{Side: side, Type: TypeRetreated}
	payload := sequence.OrderEvent{Order: string(text)}
	var err error
	var c *Character
	if len(o.Who) != 1 {
		err = rule.Errorf("10.2", "a retreat order moves one character")
	} else if c, err = n.actor(side, o.Who[0]); err == nil {
		var p retreatPath
		if p, err = n.planRetreat(c, o); err == nil {
			r, lines := n.takeRetreat(c, p, "")
			payload.Result = game.MustJSON(r)
			ev.Report = lines
		}
	}
	if err != nil {
		re := asRule(err)
		ev.Type = sequence.TypeVoid
		payload.Result = game.MustJSON(sequence.VoidResult{Rule: re.Rule, Reason: re.Msg})
		ev.Report = []string{fmt.Sprintf("%s: no longer possible: %v", text, err)}
	}
	ev.Data = game.MustJSON(payload)
	return n, []game.Event{ev}
}
