package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Scaling ladders (§19.11). A carried ladder is a two-hex item ("ladder")
// with a man on foot in each of its hexes: either carrier's move order
// gives the ladder's places, head first, moved like a horse (§7.6) at the
// carriers' infantry costs within their MPA less 2, and the other carrier
// goes along. `task "put up the ladder"` in the movement phase stands it
// in whichever of its hexes is beside a battlement or castle wall (2 MP
// for each carrier; the man in that hex steps to a free hex next to it).
// Upright ("ladder-up") it is entered for 3 MP by one man at a time, who
// crosses the battlement or rampart edge in front of it for the rampart
// hex's cost plus 3, fights across it, fires nothing, and is toppled by
// the man in that rampart hex ("attack <ladder>" in the combat phase).

const (
	kindLadder   = "ladder"
	kindLadderUp = "ladder-up"
)

// carriedLadder is the carried ladder c stands in, if any.
func (s *State) carriedLadder(c *Character) *Item {
	if c.Mounted || c.Unplaced {
		return nil
	}
	for i := range s.Items {
		it := &s.Items[i]
		if it.Kind == kindLadder && it.Two && !it.Exited && slices.Contains(it.hexes(), c.At) {
			return it
		}
	}
	return nil
}

// carriers are the two men in the ladder's hexes, head first; ok only
// when both are there, live, on foot and active.
func (s *State) carriers(it *Item) (head, rear *Character, ok bool) {
	for i := range s.Characters {
		c := &s.Characters[i]
		if !c.Live() || c.Unplaced || c.Mounted || c.Status == Stunned {
			continue
		}
		switch c.At {
		case it.At:
			head = c
		case it.Rear:
			rear = c
		}
	}
	return head, rear, head != nil && rear != nil && head.Side == rear.Side
}

// onLadder is the upright ladder c is on, if any.
func (s *State) onLadder(c *Character) *Item {
	if c.Mounted || c.Unplaced {
		return nil
	}
	for i := range s.Items {
		it := &s.Items[i]
		if it.Kind == kindLadderUp && !it.Exited && it.At == c.At {
			return it
		}
	}
	return nil
}

// ladderMovePlan is a carried ladder's move.
type ladderMovePlan struct {
	ladder     *Item
	head, rear *Character
	path       []field.Place
	mp         int
}

func (s *State) planLadderMove(c *Character, it *Item, o notation.Order) (ladderMovePlan, error) {
	head, rear, ok := s.carriers(it)
	if !ok {
		return ladderMovePlan{}, rule.Errorf("19.11", "two active characters on foot carry a ladder, one in each of its hexes")
	}
	for _, x := range []*Character{head, rear} {
		if x.Moved || x.MPSpent > 0 {
			return ladderMovePlan{}, rule.Errorf("19.11", "%s has already moved this player turn; the carriers move the ladder together", x.Name)
		}
	}
	tmp := Character{At: it.At, Rear: it.Rear}
	path, err := riderPath(s, &tmp, o.Path, false)
	if err != nil {
		return ladderMovePlan{}, err
	}
	f, err := s.field()
	if err != nil {
		return ladderMovePlan{}, err
	}
	hu, _ := f.Unit(head.Name)
	ru, _ := f.Unit(rear.Name)
	pair := hex.Pair{Head: it.At, Rear: it.Rear}
	u := field.Unit{Name: it.Name, Side: head.Side, Kind: field.Foot, Hex: it.At, Pair: &pair,
		MPA: min(hu.EffectiveMPA(), ru.EffectiveMPA()) - havoc.LadderMPALessBy}
	mp := 0
	for i := 1; i < len(path); i++ {
		c, err := f.MoveCost(&u, path[i-1], path[i])
		if err != nil {
			return ladderMovePlan{}, err
		}
		mp += c
	}
	if mp > u.MPA {
		return ladderMovePlan{}, rule.Errorf("19.11", "the ladder's move costs %d MP; its carriers have %d (their MPA less 2)", mp, u.MPA)
	}
	end := path[len(path)-1]
	for _, x := range placeHexes(end) {
		if o := s.occupantBut(x, head, rear); o != "" {
			return ladderMovePlan{}, rule.Errorf("7.1", "the ladder may not end in %s: %s is there", s.m.HexName(x), o)
		}
	}
	return ladderMovePlan{ladder: it, head: head, rear: rear, path: path, mp: mp}, nil
}

// occupantBut names a live character or animal in x other than those
// given, or "".
func (s *State) occupantBut(x hex.Hex, but ...*Character) string {
	for i := range s.Characters {
		o := &s.Characters[i]
		if o.Live() && !o.Unplaced && (o.At == x || o.Mounted && o.Rear == x) && !slices.Contains(but, o) {
			return o.Name
		}
	}
	for i := range s.Animals {
		if a := &s.Animals[i]; !a.Dead && (a.At == x || a.Two && a.Rear == x) {
			return a.Name
		}
	}
	return ""
}

func (n *State) applyLadderMove(p ladderMovePlan) (movedResult, []string) {
	end := p.path[len(p.path)-1]
	r := movedResult{Who: p.head.Name, From: n.itemPlace(p.ladder), MP: p.mp}
	for _, pl := range p.path[1:] {
		r.Path = append(r.Path, n.pairName(pl))
	}
	p.ladder.At, p.ladder.Rear = end.Head, end.Rear
	p.head.At, p.rear.At = end.Head, end.Rear
	for _, c := range []*Character{p.head, p.rear} {
		c.Moved, c.MPSpent = true, p.mp
		c.HexesMoved += len(p.path) - 1
	}
	return r, []string{fmt.Sprintf("%s and %s carry %s to %s (%d MP)", p.head.Name, p.rear.Name, p.ladder.Name, n.pairName(end), p.mp)}
}

// beside reports whether x is next to an embattlement (a battlement
// hexside) or a castle wall hex, and gives the hex beyond.
func (s *State) besideWall(x hex.Hex) bool {
	for _, y := range x.Neighbors() {
		if !s.m.Contains(y) {
			continue
		}
		if t := s.Board().Side(x, y).Type; t != nil && t.Name == "battlement" {
			return true
		}
		if t := s.m.Terrain(y); t != nil && t.Name == "castle-wall" {
			return true
		}
	}
	return false
}

// putUpPlan is a ladder put up.
type putUpPlan struct {
	ladder  *Item
	stand   hex.Hex    // where it stands upright
	stepper *Character // the carrier in that hex
	to      hex.Hex    // where he steps
	other   *Character
}

func (s *State) planPutUp(c *Character, o notation.Order) (putUpPlan, error) {
	it := s.carriedLadder(c)
	if it == nil {
		return putUpPlan{}, rule.Errorf("19.11", "%s carries no ladder", c.Name)
	}
	if o.Phase != notation.PhaseMove {
		return putUpPlan{}, rule.Errorf("19.11", "a ladder is put up in the movement phase, not %s", o.Phase)
	}
	head, rear, ok := s.carriers(it)
	if !ok {
		return putUpPlan{}, rule.Errorf("19.11", "two active characters on foot put up a ladder")
	}
	f, err := s.field()
	if err != nil {
		return putUpPlan{}, err
	}
	var left [2]int
	for i, x := range []*Character{head, rear} {
		u, _ := f.Unit(x.Name)
		left[i] = u.EffectiveMPA() - x.MPSpent
	}
	p := putUpPlan{ladder: it}
	switch {
	case s.besideWall(it.At):
		p.stand, p.stepper, p.other = it.At, head, rear
	case s.besideWall(it.Rear):
		p.stand, p.stepper, p.other = it.Rear, rear, head
	}
	if err := havoc.PutUpLadder(2, p.stepper != nil, left); err != nil {
		return putUpPlan{}, err
	}
	for _, y := range p.stand.Neighbors() {
		if !f.Contains(y) || y == p.other.At || s.occupantBut(y) != "" || s.placedAt(y) != nil {
			continue
		}
		if _, err := f.StepCost(field.Foot, p.stand, y, -1); err == nil && f.Level(y) == f.Level(p.stand) {
			p.to = y
			return p, nil
		}
	}
	return putUpPlan{}, rule.Errorf("19.11", "%s must step out of %s as the ladder goes up, and no hex beside it is free", p.stepper.Name, s.m.HexName(p.stand))
}

func (n *State) applyPutUp(p putUpPlan) (string, any, []string) {
	p.ladder.Kind, p.ladder.Two, p.ladder.At, p.ladder.Rear = kindLadderUp, false, p.stand, hex.Hex{}
	p.stepper.At = p.to
	for _, c := range []*Character{p.stepper, p.other} {
		c.MPSpent += havoc.PutUpLadderMP
		c.Moved = true
	}
	line := fmt.Sprintf("%s and %s put up %s in %s against the wall (2 MP each); %s steps to %s",
		p.stepper.Name, p.other.Name, p.ladder.Name, n.m.HexName(p.stand), p.stepper.Name, n.m.HexName(p.to))
	return TypeLadder, itemResult{Who: p.stepper.Name, Item: p.ladder.Name, At: n.m.HexName(p.stand)}, []string{line}
}

// TypeLadder: a ladder put up (§19.11).
const TypeLadder = "ladder"

// frontOf is the rampart hex in front of an upright ladder: across a
// battlement or rampart-edge hexside from it.
func (s *State) frontOf(it *Item) (hex.Hex, bool) {
	for _, y := range it.At.Neighbors() {
		if !s.m.Contains(y) {
			continue
		}
		if t := s.Board().Side(it.At, y).Type; t != nil && (t.Name == "battlement" || t.Name == "rampart-edge") {
			return y, true
		}
	}
	return hex.Hex{}, false
}

// ladderStep prices a move that begins on an upright ladder and crosses
// into the rampart hex in front of it (§19.11, 16.25): that hex's cost
// plus 3, then the rest of the path as usual. ok is false for any other
// move.
func (s *State) ladderStep(f *field.Field, u *field.Unit, c *Character, path []field.Place) (mp int, ok bool, err error) {
	it := s.onLadder(c)
	if it == nil || len(path) < 2 {
		return 0, false, nil
	}
	front, has := s.frontOf(it)
	if !has || path[1].Head != front {
		return 0, false, nil
	}
	t := s.m.Terrain(front)
	cost := t.Move.For(board.Infantry)
	if !cost.Passable() {
		return 0, true, rule.Errorf("19.11", "%s is impassable", s.m.HexName(front))
	}
	mp = int(cost) + havoc.LadderToWallMP
	for i := 2; i < len(path); i++ {
		c, err := f.MoveCost(u, path[i-1], path[i])
		if err != nil {
			return 0, true, err
		}
		mp += c
	}
	if mp > u.EffectiveMPA()-c.MPSpent {
		return 0, true, rule.Errorf("7.3", "from the ladder over the wall and on costs %d MP; %s has %d", mp, c.Name, u.EffectiveMPA()-c.MPSpent)
	}
	if o := s.occupantBut(path[len(path)-1].Head, c); o != "" {
		return 0, true, rule.Errorf("7.1", "%s may not end the move in %s: %s is there", c.Name, s.m.HexName(path[len(path)-1].Head), o)
	}
	return mp, true, nil
}

// acrossLadder: a man on an upright ladder and the man in the rampart hex
// in front of it are ADJACENT for combat (§19.11).
func (s *State) acrossLadder(a, d *Character) bool {
	for _, p := range [][2]*Character{{a, d}, {d, a}} {
		if it := s.onLadder(p[0]); it != nil {
			if front, ok := s.frontOf(it); ok && p[1].At == front {
				return true
			}
		}
	}
	return false
}

// ladderLimits refuses what carriers and climbers may not do (§19.11).
func (s *State) ladderLimits(c *Character, action string) error {
	if s.carriedLadder(c) != nil {
		if _, _, ok := s.carriers(s.carriedLadder(c)); ok {
			return havoc.MayActCarryingLadder(true)
		}
	}
	if s.onLadder(c) != nil {
		return havoc.OnLadder(action)
	}
	return nil
}

// topplePlan is an attempt to topple an upright ladder.
type topplePlan struct {
	c       *Character
	ladder  *Item
	climber *Character
}

// planTopple checks "X attack <ladder>" (§19.11): the man in the rampart
// hex in front of it, who fired nothing this turn and is in melee with
// no one but the man on it.
func (s *State) planTopple(cs []*Character, o notation.Order) (topplePlan, bool, error) {
	if len(o.Targets) != 1 {
		return topplePlan{}, false, nil
	}
	it := s.itemNamed(o.Targets[0])
	if it == nil || it.Kind != kindLadderUp {
		return topplePlan{}, false, nil
	}
	if len(cs) != 1 {
		return topplePlan{}, true, rule.Errorf("19.11", "one character topples a ladder")
	}
	c := cs[0]
	front, _ := s.frontOf(it)
	var climber *Character
	for i := range s.Characters {
		if x := &s.Characters[i]; x.Live() && !x.Unplaced && x.At == it.At {
			climber = x
		}
	}
	meleeOthers := false
	if c.InMelee {
		f, err := s.field()
		if err != nil {
			return topplePlan{}, true, err
		}
		for i := range s.Characters {
			e := &s.Characters[i]
			if e.Side != c.Side && e.Live() && e.InMelee && e != climber && adjacent(f, c, e) {
				meleeOthers = true
			}
		}
	}
	if err := havoc.MayTopple(c.At == front, c.Fired, meleeOthers); err != nil {
		return topplePlan{}, true, err
	}
	if c.Attacked {
		return topplePlan{}, true, rule.Errorf("9", "%s has already attacked this player turn", c.Name)
	}
	return topplePlan{c: c, ladder: it, climber: climber}, true, nil
}

type toppleResult struct {
	Who     string `json:"who"`
	Ladder  string `json:"ladder"`
	DR      int    `json:"dr"`
	Toppled bool   `json:"toppled"`
	Climber string `json:"climber,omitempty"`
	FellTo  string `json:"fell_to,omitempty"`
}

func (n *State) applyTopple(p topplePlan, d dice.Source) (toppleResult, []string) {
	p.c.Attacked = true
	r := toppleResult{Who: p.c.Name, Ladder: p.ladder.Name}
	if d == nil {
		return r, []string{fmt.Sprintf("%s tries to topple %s: the dice decide", p.c.Name, p.ladder.Name)}
	}
	tp := n.tab.ToppleLadder(p.climber != nil, d)
	r.DR, r.Toppled = tp.DR, tp.Toppled
	if !tp.Toppled {
		return r, []string{fmt.Sprintf("%s fails to topple %s (roll %d)", p.c.Name, p.ladder.Name, tp.DR)}
	}
	base := p.ladder.At
	lines := []string{fmt.Sprintf("%s topples %s (roll %d, §19.11)", p.c.Name, p.ladder.Name, tp.DR)}
	around := n.ladderFoot(base)
	if p.climber != nil && len(around) > 0 {
		var more []string
		r.Climber = p.climber.Name
		r.FellTo, more = n.fallOff(p.climber, around, d)
		lines = append(lines, more...)
	}
	// It lies as a carried ladder from its foot into a free hex beside.
	p.ladder.Kind, p.ladder.Two = kindLadder, true
	for _, y := range around {
		if n.occupantBut(y) == "" && n.placedAt(y) == nil {
			p.ladder.Rear = y
			break
		}
	}
	if p.ladder.Rear == (hex.Hex{}) && len(around) > 0 {
		p.ladder.Rear = around[0]
	}
	return r, lines
}

// TypeToppled: an attempt to topple a ladder (§19.11).
const TypeToppled = "toppled"

// planNamedTask reads a task written in words (`task "…"`): the ones
// herald plays itself, else §12.1's generic task.
func (s *State) planNamedTask(c *Character, o notation.Order) (any, error) {
	switch strings.ToLower(strings.TrimSpace(o.Text)) {
	case "put up the ladder", "put up ladder", "raise the ladder":
		return s.planPutUp(c, o)
	}
	if p, ok, err := s.planHitch(c, o); ok {
		return p, err
	}
	// Any other task is §12.1's generic one: the players judge it.
	return planGenericTask(c, o)
}

func (n *State) applyNamedTask(c *Character, plan any) (string, any, []string) {
	switch p := plan.(type) {
	case putUpPlan:
		return n.applyPutUp(p)
	case hitchPlan:
		return n.applyHitch(c, p)
	case string:
		return applyGenericTask(c, p)
	}
	return "", nil, nil
}

// ladderFoot are the hexes beside an upright ladder's foot on its level.
func (n *State) ladderFoot(base hex.Hex) []hex.Hex {
	var around []hex.Hex
	for _, y := range base.Neighbors() {
		if n.m.Contains(y) && n.m.Elevation(y) == n.m.Elevation(base) {
			around = append(around, y)
		}
	}
	return around
}

// fallOff drops a climber off a ladder into a hex drawn among around
// (§19.11, §7.2): he is wounded (a wounded man killed; a stunned one stays
// stunned and is wounded when he recovers), and a man he lands on is
// stunned.
func (n *State) fallOff(c *Character, around []hex.Hex, d dice.Source) (string, []string) {
	x := around[0]
	if len(around) > 1 {
		x = around[d.Roll(len(around), "where the climber falls (19.11)")-1]
	}
	below := n.occupantBut(x, c)
	c.At = x
	switch c.Status {
	case Healthy:
		c.Status = Wounded
	case Wounded:
		c.Status = Dead
	case Stunned:
		if c.StunnedWounded {
			c.Status = Dead
		} else {
			c.StunnedWounded = true
		}
	}
	lines := []string{fmt.Sprintf("  %s falls off the ladder into %s: %s (§19.11, §7.2)", c.Name, n.m.HexName(x), c.Status)}
	if o, ok := n.Character(below); ok && o.Status != Dead {
		o.Status = Stunned
		lines = append(lines, fmt.Sprintf("  %s is struck by him and stunned", o.Name))
	}
	return n.m.HexName(x), lines
}

// ladderFalls: a man stunned on a ladder falls off it (§19.11).
func (n *State) ladderFalls(d dice.Source) []string {
	if d == nil {
		return nil
	}
	var lines []string
	for i := range n.Characters {
		c := &n.Characters[i]
		if !c.Live() || c.Status != Stunned {
			continue
		}
		if it := n.onLadder(c); it != nil {
			if around := n.ladderFoot(it.At); len(around) > 0 {
				_, more := n.fallOff(c, around, d)
				lines = append(lines, more...)
			}
		}
	}
	return lines
}
