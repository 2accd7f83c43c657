package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// A leader's train (13.7, §14): the animal he leads follows him hex by
// hex (into the hex he left, a horse's rear into its head's), or where a
// step's "+ name HEX" sends it, or stays where "+ animals stay" says; the
// cart it draws follows in its wake, forward only, with its load and its
// riders. Every piece pays its own terrain: the animal within its MPA and
// the leader's, the cart (at a horse's cost) within its drawn MPA.

// trainPlan is where a leader's move takes what he leads.
type trainPlan struct {
	animal *Animal
	path   []field.Place // the animal's places, from where it stands
	mp     int
	cart   *Item
	cartAt []field.Place // the cart's places (head, rear), from where it stands
	cartMP int
}

// end is where the animal ends.
func (t *trainPlan) end() field.Place { return t.path[len(t.path)-1] }

func animalPlace(a *Animal) field.Place { return field.Place{Head: a.At, Rear: a.Rear, Two: a.Two} }

// planTrain follows c's path (from where he stands) with what he leads;
// nil when he leads nothing.
func (s *State) planTrain(f *field.Field, c *Character, path []field.Place, steps []notation.Step) (*trainPlan, error) {
	a := s.leading(c)
	if a == nil {
		return nil, nil
	}
	t := &trainPlan{animal: a, path: []field.Place{animalPlace(a)}}
	if name := a.Draws; name != "" {
		if it := s.itemNamed(name); it != nil {
			t.cart = it
			t.cartAt = []field.Place{{Head: it.At, Rear: it.Rear, Two: true}}
		}
	}
	for i := 1; i < len(path); i++ {
		from := t.path[len(t.path)-1]
		to, err := s.followStep(f, a, from, path[i-1], stepLead(steps, i-1, a))
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", i, err)
		}
		t.path = append(t.path, to)
		if t.cart == nil {
			continue
		}
		// The cart follows in the wake of the animal's tail.
		cart := t.cartAt[len(t.cartAt)-1]
		if tailOf(to) != tailOf(from) {
			cart = field.Place{Head: tailOf(from), Rear: cart.Head, Two: true}
		}
		t.cartAt = append(t.cartAt, cart)
	}
	if err := s.costTrain(f, c, t); err != nil {
		return nil, err
	}
	if end := t.end(); !f.ADJACENT(field.Foot, path[len(path)-1].Head, end.Head) {
		return nil, rule.Errorf("13.7", "%s would end away from %s in %s: a leader stays ADJACENT to the head of what he leads", c.Name, a.Name, s.pairName(end))
	}
	return t, s.trainEnds(c, path[len(path)-1], t)
}

func tailOf(p field.Place) hex.Hex {
	if p.Two {
		return p.Rear
	}
	return p.Head
}

// stepLead is what step i says of animal a: nil to follow.
func stepLead(steps []notation.Step, i int, a *Animal) *notation.Lead {
	if i >= len(steps) {
		return nil
	}
	for j := range steps[i].Leads {
		l := &steps[i].Leads[j]
		if strings.EqualFold(l.Name, a.Name) || strings.EqualFold(l.Name, a.Kind) || strings.EqualFold(l.Name, "animals") || strings.EqualFold(l.Name, "animal") {
			return l
		}
	}
	return nil
}

// followStep is where the animal goes as its leader leaves the place
// left: where the step's lead sends it, or its head into that hex (a
// horse by the cheapest of its moves, going straight where it can).
func (s *State) followStep(f *field.Field, a *Animal, from, left field.Place, l *notation.Lead) (field.Place, error) {
	switch {
	case l != nil && l.Stays:
		return from, nil
	case l != nil && len(l.At) > 0:
		if len(l.At) != 1 || len(l.At[0]) != map[bool]int{true: 2, false: 1}[a.Two] {
			return field.Place{}, rule.Errorf("13.7", "%s fills %d hex(es), not %s", a.Name, len(placeHexes(animalPlace(a))), l.At)
		}
		var to field.Place
		var err error
		if to.Head, err = s.m.Layout.Resolve(l.At[0][0]); err != nil {
			return field.Place{}, rule.Errorf("3", "%v", err)
		}
		if a.Two {
			to.Two = true
			if to.Rear, err = s.m.Layout.Resolve(l.At[0][1]); err != nil {
				return field.Place{}, rule.Errorf("3", "%v", err)
			}
		}
		return to, nil
	}
	to := field.Place{Head: left.Head}
	if !a.Two {
		return to, nil
	}
	to.Rear, to.Two = from.Head, true
	u, ok := f.Unit(a.Name)
	if !ok {
		return to, nil
	}
	best := -1
	if c, err := f.MoveCost(u, from, to); err == nil {
		best = c
	}
	for _, r := range left.Head.Neighbors() {
		p := field.Place{Head: left.Head, Rear: r, Two: true}
		if c, err := f.MoveCost(u, from, p); err == nil && (best < 0 || c < best) {
			to, best = p, c
		}
	}
	return to, nil
}

// costTrain prices the animal's and the cart's moves (13.7, §14).
func (s *State) costTrain(f *field.Field, c *Character, t *trainPlan) error {
	a := t.animal
	au, ok := f.Unit(a.Name)
	if !ok {
		return rule.Errorf("13.7", "%s is not on the map", a.Name)
	}
	lu, _ := f.Unit(c.Name)
	for i := 1; i < len(t.path); i++ {
		if t.path[i] == t.path[i-1] {
			continue
		}
		mp, err := f.MoveCost(au, t.path[i-1], t.path[i])
		if err != nil {
			return err
		}
		t.mp += mp
	}
	switch {
	case a.MPSpent+t.mp > a.MPA:
		return rule.Errorf("13.7", "%s would spend %d MP led, more than its MPA of %d", a.Name, a.MPSpent+t.mp, a.MPA)
	case t.mp > lu.EffectiveMPA():
		return rule.Errorf("13.7", "%s would spend %d MP led, more than its leader %s's MPA of %d", a.Name, t.mp, c.Name, lu.EffectiveMPA())
	}
	if t.cart == nil || t.cartAt[len(t.cartAt)-1] == t.cartAt[0] {
		return nil
	}
	k, _ := s.equipment(t.cart)
	mpa, _, err := k.CartMPA(havoc.CartTeam{DraftMPA: a.MPA, DriversInMelee: c.InMelee, Boarded: t.cart.Boarded})
	if err != nil {
		return err
	}
	for i := 1; i < len(t.cartAt); i++ {
		from, to := t.cartAt[i-1], t.cartAt[i]
		if from == to {
			continue
		}
		if hex.Distance(to.Head, from.Rear) != 2 {
			return rule.Errorf("14", "%s moves forward only and never pivots: %s is not ahead of it in %s", t.cart.Name, s.m.HexName(to.Head), s.itemPlace(t.cart))
		}
		mp, err := f.StepCost(field.HorseKind, from.Head, to.Head, -1)
		if err != nil {
			return rule.Errorf("14", "%s goes only where a horse may: %v", t.cart.Name, err)
		}
		t.cartMP += mp
		if ani := t.path[i]; hex.Distance(tailOf(ani), to.Head) != 1 || hex.Distance(tailOf(ani), to.Rear) != 2 {
			return rule.Errorf("14", "%s must keep its rear in the front arc of %s", a.Name, t.cart.Name)
		}
	}
	if t.cartMP > mpa {
		return rule.Errorf("14", "%s would spend %d MP, more than its MPA of %d behind %s", t.cart.Name, t.cartMP, mpa, a.Name)
	}
	return nil
}

// trainEnds checks that nothing else stands where the leader, the animal
// and the cart end (§7.1), the cart's riders moving with it.
func (s *State) trainEnds(c *Character, leaderEnd field.Place, t *trainPlan) error {
	moving := map[string]bool{c.Name: true}
	var ends []hex.Hex
	ends = append(ends, placeHexes(t.end())...)
	if t.cart != nil {
		for _, r := range s.riders(t.cart) {
			moving[r.Name] = true
		}
		end := t.cartAt[len(t.cartAt)-1]
		ends = append(ends, end.Head, end.Rear)
	}
	for _, x := range ends {
		if slices.Contains(placeHexes(leaderEnd), x) {
			return rule.Errorf("7.1", "%s and %s would end in the same hex %s", c.Name, t.animal.Name, s.m.HexName(x))
		}
		for i := range s.Characters {
			o := &s.Characters[i]
			if !moving[o.Name] && o.Live() && !o.Unplaced && (o.At == x || o.Mounted && o.Rear == x) {
				return rule.Errorf("7.1", "%s would end where %s stands (%s)", t.animal.Name, o.Name, s.m.HexName(x))
			}
		}
		for i := range s.Animals {
			o := &s.Animals[i]
			if o != t.animal && !o.Dead && (o.At == x || o.Two && o.Rear == x) {
				return rule.Errorf("7.1", "%s would end where %s stands (%s)", t.animal.Name, o.Name, s.m.HexName(x))
			}
		}
		if it := s.placedAt(x); it != nil && it != t.cart {
			return rule.Errorf("14", "%s fills %s", it.Name, s.m.HexName(x))
		}
	}
	return nil
}

// riders are the characters standing on the cart.
func (s *State) riders(cart *Item) []*Character {
	var out []*Character
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Live() && !c.Unplaced && !c.Mounted && slices.Contains(cart.hexes(), c.At) {
			out = append(out, c)
		}
	}
	return out
}

// moveTrain carries out t on n: the animal, the cart, its load and riders.
func (n *State) moveTrain(t *trainPlan) []string {
	a := t.animal
	end := t.end()
	var lines []string
	if end != t.path[0] {
		a.At, a.Rear = end.Head, end.Rear
		a.MPSpent += t.mp
		lines = append(lines, fmt.Sprintf("  %s is led to %s (%d MP)", a.Name, n.pairName(end), t.mp))
	}
	if t.cart == nil {
		return lines
	}
	from, to := t.cartAt[0], t.cartAt[len(t.cartAt)-1]
	if from == to {
		return lines
	}
	moved := map[hex.Hex]hex.Hex{from.Head: to.Head, from.Rear: to.Rear}
	for _, r := range n.riders(t.cart) {
		r.At = moved[r.At]
	}
	for i := range n.Items {
		it := &n.Items[i]
		if k, ok := n.equipment(it); it != t.cart && !it.Exited && !it.Two && (!ok || k.Portable) {
			if x, ok := moved[it.At]; ok {
				it.At = x
			}
		}
	}
	t.cart.At, t.cart.Rear = to.Head, to.Rear
	return append(lines, fmt.Sprintf("  %s follows to %s (%d MP)", t.cart.Name, n.itemPlace(t.cart), t.cartMP))
}

// planGoods adds to a checked move what equipment and led animals make of
// it: the MP of equipment hexes, boarding a cart, the train (§13.7, §14).
func (s *State) planGoods(p *movePlan, o notation.Order) error {
	f, err := s.field()
	if err != nil {
		return err
	}
	u, _ := f.Unit(p.c.Name)
	if p.extra, p.boards, err = s.equipmentSteps(f, u, p.c, p.path); err != nil {
		return err
	}
	if !s.swimming(p.c) {
		p.extra += s.bankCost(p.path) + s.fountainCost(p.path)
		more, err := s.specialSteps(p.c, p.path)
		if err != nil {
			return err
		}
		p.extra += more
	}
	if total := p.c.MPSpent + p.mp + p.extra; p.extra != 0 && total > u.EffectiveMPA() {
		return rule.Errorf("7.3", "the move costs %d MP and %s has %d left", p.mp+p.extra, p.c.Name, u.EffectiveMPA()-p.c.MPSpent)
	}
	p.train, err = s.planTrain(f, p.c, p.path, o.Path)
	return err
}

// moveGoods carries out the equipment side of a move p whose path (after
// pins) is path, before the mover is moved: *mp gains the equipment's MP
// when the whole path is walked.
func (n *State) moveGoods(p movePlan, path []field.Place, mp *int) []string {
	var lines []string
	whole := len(path) == len(p.path)
	if whole {
		*mp += p.extra
	}
	if cart := n.onCart(p.c); cart != nil && len(path) > 1 && !slices.Contains(cart.hexes(), path[len(path)-1].Head) {
		cart.Boarded = true
		lines = append(lines, fmt.Sprintf("  %s gets off %s: it may not move this player turn (§14)", p.c.Name, cart.Name))
	}
	if p.boards != nil && whole {
		lines = append(lines, n.board(p.c, p.boards))
	}
	t := p.train
	if t != nil && !whole {
		f, err := n.field()
		if err != nil {
			return lines
		}
		if t, err = n.planTrain(f, p.c, path, nil); err != nil {
			return lines
		}
	}
	if t != nil {
		lines = append(lines, n.moveTrain(t)...)
	}
	return lines
}

// trainOff takes off the map, with c as he leaves it, the cart his led
// animal draws, its load and its riders: the train goes as a whole from
// his hex (docs/rulings.md). goOff takes the animal.
func (n *State) trainOff(c *Character) []string {
	a := n.leading(c)
	if a == nil || a.Draws == "" {
		return nil
	}
	cart := n.itemNamed(a.Draws)
	if cart == nil {
		return nil
	}
	var with []string
	for i := range n.Items {
		it := &n.Items[i]
		if !it.Exited && (it == cart || !it.Two && slices.Contains(cart.hexes(), it.At)) {
			it.Exited, it.ExitHex = true, c.At
			with = append(with, it.Name)
		}
	}
	var lines []string
	for _, r := range n.riders(cart) {
		with = append(with, r.Name)
		r.At = c.At
		defer n.goOff(r.Name, OffExited)
	}
	lines = append(lines, fmt.Sprintf("  %s goes with him, and %s", a.Name, strings.Join(with, ", ")))
	return lines
}

// equipmentOutcomes are the fates of the equipment for the score of §23.2:
// on the map where it stands, or gone by the hex it left from.
func (s *State) equipmentOutcomes() []havoc.Outcome {
	var out []havoc.Outcome
	for i := range s.Items {
		it := &s.Items[i]
		o := havoc.Outcome{Name: it.Name, Kind: it.Kind, Fate: havoc.OnMap, Hexes: it.hexes()}
		if it.Exited {
			o.Fate, o.Hexes, o.ExitHex = havoc.Exited, nil, it.ExitHex
		}
		out = append(out, o)
	}
	return out
}
