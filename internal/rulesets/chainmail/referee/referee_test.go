package referee

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/chainmail"
	"herald/internal/rulesets/chainmail/cmdata"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario/scenariofile"
)

// cmSetup is The Brawl on Beacon Hill at its start.
func cmSetup(t testing.TB) (*Chainmail, *State) {
	t.Helper()
	r, err := cmdata.Load()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load("beacon-hill")
	if err != nil {
		t.Fatal(err)
	}
	if sc.Ruleset != "chainmail" {
		t.Fatalf("beacon-hill ruleset %q", sc.Ruleset)
	}
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	rs := &Chainmail{Rules: r, Hindrance: tab.Hindrance}
	s, err := rs.start(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	return rs, s
}

// place moves figures on a clone of s, as if they had walked there.
func placeFigures(t testing.TB, s *State, at map[string]string) *State {
	t.Helper()
	s = s.clone()
	for name, h := range at {
		c, ok := s.Figure(name)
		if !ok {
			t.Fatalf("no figure %s", name)
		}
		c.At = mustHex(t, s, h)
	}
	return s
}

// The opening of the Brawl, by hand: missiles, a kill, a "/" cell, moves,
// the half-move rule, man-to-man blows, and the fantasy table's fall back
// that carries the ogre out of reach of the next blow.
// Round 2's melee is sealed: both sides' blows are struck on the men as
// they stand, and Rook and Black Tam fall together at its end.
var brawlOpening = []struct {
	side, orders string
	// melee is the sealed melee of the round, a side's orders each in
	// initiative order (side is then "").
	melee []string
	dice  []int
}{
	{"Reivers", "fire:\nNell fire at Piers\nCade fire at Wat\nmove:\nGrum move F14, F13, F12, F11\nBlack Tam move E15, E14, E13, E12\nRook move G15, G14, G13, G12\nJory move F16",
		nil, []int{6, 6, 1, 1}},
	// No one is in contact: the round ends and round 2's initiative is
	// rolled, Reivers 5, Wardens 2.
	{"Wardens", "fire:\nWat fire at Nell", nil, []int{6, 6, 5, 2}},
	{"Reivers", "fire:\nCade fire at Wat\nmove:\nGrum move F10, F9, F8\nBlack Tam move E11, E10, E9, E8\nRook move G11, G10, G9, G8",
		nil, []int{6, 6}},
	{"Wardens", "move:\nSir Aldric move E7\nOsric move D8", nil, nil},
	// Round 3's initiative: Reivers 3, Wardens 1.
	{"", "", []string{"combat:\nGrum attack Godric\nRook attack Hal", "combat:\nSir Aldric, Godric attack Grum\nHal attack Rook\nOsric attack Black Tam"},
		[]int{2, 2, 1, 1, 4, 5, 6, 6, 5, 5, 3, 1}},
	{"Reivers", "fire:\nCade fire at Sir Aldric\nmove:\nJory move F15, F14, F13, F12", nil, nil},
}

func playOpening(t testing.TB, rs Ruleset, s *State) (*State, []Event) {
	t.Helper()
	var all []Event
	for i, pt := range brawlOpening {
		var evs []Event
		var err error
		d := dice.NewScripted(pt.dice...)
		if pt.melee != nil {
			s, evs, err = melee(t, rs, s, pt.melee, d)
		} else {
			s, evs, err = play(t, rs, s, pt.side, pt.orders, d)
		}
		if err != nil {
			t.Fatalf("player turn %d (%s): %v", i+1, pt.side, err)
		}
		if d.Remaining() != 0 {
			t.Fatalf("player turn %d: %d scripted dice unused", i+1, d.Remaining())
		}
		all = append(all, evs...)
	}
	return s, all
}

func TestChainmailOpening(t *testing.T) {
	rs, s0 := cmSetup(t)
	s, evs := playOpening(t, rs, s0)
	for _, e := range evs {
		t.Log(e.Type, string(e.Data))
	}
	status := map[string]Status{}
	for _, c := range s.Figures {
		status[c.Name] = c.Status
	}
	want := map[string]Status{"Piers": Dead, "Wat": Dead, "Nell": Dead, "Rook": Dead, "Black Tam": Dead,
		"Grum": Healthy, "Godric": Healthy, "Hal": Healthy, "Sir Aldric": Healthy, "Cade": Healthy}
	for n, st := range want {
		if status[n] != st {
			t.Errorf("%s is %s, want %s", n, status[n], st)
		}
	}
	// Grum fell back a full move (9") straight away from Sir Aldric.
	g, _ := s.Figure("Grum")
	a, _ := s.Figure("Sir Aldric")
	if d := hex.Distance(g.At, a.At); d != 10 {
		t.Errorf("Grum is %d hexes from Sir Aldric after falling back 9, want 10", d)
	}
	var melee cmMelee
	for _, e := range evs {
		if e.Type == TypeCombat && strings.Contains(string(e.Data), "Sir Aldric, Godric attack Grum") {
			var p struct {
				Result cmMelee `json:"result"`
			}
			if err := json.Unmarshal(e.Data, &p); err != nil {
				t.Fatal(err)
			}
			melee = p.Result
		}
	}
	if len(melee.Blows) != 2 || melee.Blows[0].Fantasy == nil || melee.Blows[0].Fantasy.Outcome != chainmail.FallBack ||
		len(melee.Blows[0].FellBack) != 9 || melee.Blows[1].Skipped == "" {
		t.Errorf("hero against ogre: %+v, want a fall back of 9 hexes and Godric's blow skipped", melee)
	}
	if s.Turn != 3 || s.Side != "Wardens" || s.Over {
		t.Errorf("after five player turns: turn %d, %s, over %v", s.Turn, s.Side, s.Over)
	}
	replayed := replayEvents(t, rs, s0, evs)
	a1, _ := json.Marshal(s)
	b1, _ := json.Marshal(replayed)
	if string(a1) != string(b1) {
		t.Errorf("replayed state differs:\n%s\n%s", a1, b1)
	}
}

func replayEvents(t testing.TB, rs Ruleset, s *State, evs []Event) *State {
	t.Helper()
	var p game.Position = s
	for i, e := range evs {
		var err error
		if p, err = Replay(rs, p, e); err != nil {
			t.Fatalf("replaying event %d (%s): %v", i+1, e.Type, err)
		}
	}
	n, ok := p.(*State)
	if !ok {
		t.Fatalf("the events end in the middle of a sealed step")
	}
	return n
}

// cycle is a scripted dice source that never runs out: it deals its
// values in turn, round and round.
type cycle struct {
	values []int
	next   int
}

func (c *cycle) Roll(sides int, _ string) int {
	v := c.values[c.next%len(c.values)]
	c.next++
	return min(v, sides)
}

// autoOrders writes a plain-minded player turn: every archer looses at
// the first enemy he may, every figure not yet in contact charges the
// nearest enemy he can reach or walks half his move towards him, and
// every figure in contact strikes the first enemy he may. Every order is
// checked with Legal.
func autoOrders(t testing.TB, rs *Chainmail, s *State, side string) string {
	t.Helper()
	var b strings.Builder
	try := func(text string, st *State) bool {
		o, err := notation.Parse(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		return rs.Legal(st, side, o.Orders[0]) == nil
	}
	enemies := func(st *State, c *Figure) []*Figure {
		var out []*Figure
		for i := range st.Figures {
			e := &st.Figures[i]
			if e.Side != c.Side && e.Live() {
				out = append(out, e)
			}
		}
		return out
	}
	nearest := func(st *State, c *Figure, at hex.Hex) int {
		best := 1 << 30
		for _, e := range enemies(st, c) {
			best = min(best, hex.Distance(at, e.At))
		}
		return best
	}
	b.WriteString("fire:\n")
	loosed := map[string]bool{} // archers who loose stand their ground
	for i := range s.Figures {
		c := &s.Figures[i]
		if c.Side != side || !c.Live() || figure(c).Missile == "" || nearest(s, c, c.At) == 1 {
			continue
		}
		for _, e := range enemies(s, c) {
			if o := fmt.Sprintf("first fire: %s fire at %s", c.Name, e.Name); try(o, s) {
				b.WriteString(o[len("first fire: "):] + "\n")
				loosed[c.Name] = true
				break
			}
		}
	}
	b.WriteString("move:\n")
	scratch := s
	for i := range s.Figures {
		c, _ := scratch.Figure(s.Figures[i].Name)
		if c.Side != side || !c.Live() || loosed[c.Name] || nearest(scratch, c, c.At) == 1 {
			continue
		}
		var path []string
		at := c.At
		for len(path) < figure(c).Move && nearest(scratch, c, at) > 1 {
			best, bestD := hex.Hex{}, nearest(scratch, c, at)
			for _, x := range at.Neighbors() {
				if !scratch.m.Contains(x) {
					continue
				}
				step := strings.Join(append(append([]string(nil), path...), scratch.m.HexName(x)), ", ")
				if d := nearest(scratch, c, x); d < bestD && try("move: "+c.Name+" move "+step, scratch) {
					best, bestD = x, d
				}
			}
			if bestD == nearest(scratch, c, at) {
				break
			}
			path = append(path, scratch.m.HexName(best))
			at = best
		}
		if len(path) == 0 {
			continue
		}
		// A whole move that ends beside an enemy is a charge; anything
		// else stops at half a move, to keep the melee.
		line := ""
		if half := figure(c).Move / 2; len(path) > half {
			if nearest(scratch, c, at) == 1 {
				for _, e := range enemies(scratch, c) {
					if hex.Distance(at, e.At) == 1 {
						line = fmt.Sprintf("%s charge %s via %s", c.Name, e.Name, strings.Join(path, ", "))
						break
					}
				}
			}
			if line == "" {
				path = path[:half]
			}
		}
		if line == "" && len(path) == 0 {
			continue
		}
		if line == "" {
			line = c.Name + " move " + strings.Join(path, ", ")
		}
		b.WriteString(line + "\n")
		scratch, _ = rs.Apply(scratch, side, order(t, "move: "+line), nil)
	}
	b.WriteString("combat:\n")
	for i := range scratch.Figures {
		c := &scratch.Figures[i]
		if c.Side != side || !c.Live() {
			continue
		}
		for _, e := range enemies(scratch, c) {
			if o := fmt.Sprintf("combat: %s attack %s", c.Name, e.Name); try(o, scratch) {
				b.WriteString(o[len("combat: "):] + "\n")
				break
			}
		}
	}
	return b.String()
}

// The Brawl played to its end through PlayTurn, with scripted dice, and
// replayed from the log event for event into the same state.
func TestChainmailGameToTheEnd(t *testing.T) {
	for _, tc := range []struct {
		name string
		dice []int
	}{
		{"every blow kills", []int{6}},
		{"mixed dice", []int{3, 5, 1, 6, 2, 4, 6, 5, 2, 3}},
		{"dice that rarely kill", []int{1, 2, 1, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs, s0 := cmSetup(t)
			s, evs := autoGame(t, rs, s0, &cycle{values: tc.dice})
			if !s.Over {
				t.Fatalf("the game did not end: turn %d", s.Turn)
			}
			standing := map[string]int{}
			for _, c := range s.Figures {
				if c.Live() {
					standing[c.Side]++
				}
			}
			t.Logf("over after turn %d, %d events; standing %v; winner %q", s.Turn, len(evs), standing, s.Winner)
			switch {
			case standing["Wardens"] > standing["Reivers"] && s.Winner != "Wardens",
				standing["Reivers"] > standing["Wardens"] && s.Winner != "Reivers",
				standing["Reivers"] == standing["Wardens"] && s.Winner != "":
				t.Errorf("winner %q with %v standing", s.Winner, standing)
			}
			if s.Turn < s.sc.Turns && standing["Wardens"] > 0 && standing["Reivers"] > 0 {
				t.Errorf("ended in turn %d with both sides standing", s.Turn)
			}
			r := replayEvents(t, rs, s0, evs)
			a, _ := json.Marshal(s)
			b, _ := json.Marshal(r)
			if string(a) != string(b) {
				t.Errorf("replayed state differs:\n%s\n%s", a, b)
			}
			// A finished game takes no more orders.
			if _, _, err := play(t, rs, s, s.Side, "move: Grum wait", dice.NewScripted()); err == nil {
				t.Error("a finished game took a turn")
			}
		})
	}
}

func autoGame(t testing.TB, rs *Chainmail, s *State, d dice.Source) (*State, []Event) {
	t.Helper()
	var all []Event
	for i := 0; !s.Over; i++ {
		if i > 3*s.sc.Turns {
			t.Fatalf("more player turns than the scenario has")
		}
		if s.Melee {
			var orders []string
			for _, side := range s.Order {
				orders = append(orders, autoOrders(t, rs, s, side))
			}
			n, evs, err := melee(t, rs, s, orders, d)
			if err != nil {
				t.Fatalf("melee of round %d:\n%s\n%v", s.Turn, orders, err)
			}
			s, all = n, append(all, evs...)
			continue
		}
		orders := autoOrders(t, rs, s, s.Side)
		// The driver writes its combat orders before it knows what its
		// missiles killed; like a player, it strikes out a refused line
		// and sends the turn again.
		for {
			n, evs, err := play(t, rs, s, s.Side, orders, d)
			var oe *OrderError
			if errors.As(err, &oe) && oe.Line > 0 && strings.Contains(err.Error(), "already dead") {
				lines := strings.Split(orders, "\n")
				orders = strings.Join(append(lines[:oe.Line-1:oe.Line-1], lines[oe.Line:]...), "\n")
				continue
			}
			if err != nil {
				t.Fatalf("player turn %d:\n%s\n%v", i+1, orders, err)
			}
			s = n
			all = append(all, evs...)
			break
		}
	}
	return s, all
}

// One refusal per Chainmail rule the ruleset enforces, each naming its
// appendix.
func TestChainmailLegal(t *testing.T) {
	rs, s := cmSetup(t)
	near := placeFigures(t, s, map[string]string{"Grum": "F9", "Black Tam": "E9"})
	moved := near.clone()
	tam, _ := moved.Figure("Black Tam")
	tam.At, tam.MPSpent = mustHex(t, moved, "E8"), 5
	charged, _ := rs.Apply(s, "Reivers", order(t, "move: Grum charge Piers via F14, F13, F12, F11, F10, F9"), nil)
	charged = atMelee(charged)
	battle, meleeRef, missile := chainmail.RefBattle, chainmail.RefMelee, chainmail.RefMissile
	for _, tt := range []struct {
		name  string
		s     *State
		side  string
		order string
		ref   string
	}{
		{"unknown figure", s, "Reivers", "move: Nobody move F14", battle},
		{"enemy figure", s, "Reivers", "move: Godric move F8", battle},
		{"not his player turn", s, "Wardens", "move: Godric move F8", battle},
		{"fire in the move phase", s, "Reivers", "move: Nell fire at Piers", battle},
		{"beyond his move", s, "Reivers", "move: Jory move F16, F15, F14, F13, F12, F11, F10, F9, F8, F7", battle},
		{"steps not next to each other", s, "Reivers", "move: Jory move F16, F14", battle},
		{"into a figure's hex", s, "Reivers", "move: Jory move F16, F15", battle},
		{"a charge that stops short", s, "Reivers", "move: Grum charge Godric via F14", battle},
		{"a charge at a friend", s, "Reivers", "move: Grum charge Rook via F14", battle},
		{"a charge beyond his move", s, "Reivers", "move: Jory charge Godric via F16, F15, F14, F13, F12, F11, F10, F9, F8, F7", battle},
		{"a charge at one, a blow at another", charged, "Reivers", "combat: Grum attack Hal", battle},
		{"a blow in the player turn", near, "Reivers", "combat: Grum attack Godric", meleeRef},
		{"a move in the melee", atMelee(near), "Reivers", "move: Jory move F15", battle},
		{"a task", s, "Reivers", "tasks: Grum raise alarm", battle},
		{"no missile weapon", s, "Reivers", "fire: Grum fire at Godric", missile},
		{"not next to the defender", atMelee(s), "Reivers", "combat: Grum attack Godric", meleeRef},
		{"two defenders", atMelee(near), "Reivers", "combat: Grum attack Godric, Hal", meleeRef},
		{"moved more than half", atMelee(moved), "Reivers", "combat: Black Tam attack Wat", battle},
		{"fires twice", s, "Reivers", "fire: Nell fire at Piers\nNell fire at Wat", missile},
		{"a full move after loosing", s, "Reivers", "fire: Nell fire at Osric\nmove: Nell move D15, D14, D13, D12, D11, D10, D9", battle},
		{"strikes twice", atMelee(near), "Reivers", "combat: Grum attack Godric\nGrum attack Godric", meleeRef},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			if tt.s.Melee {
				_, _, err = melee(t, rs, tt.s, []string{tt.order, ""}, dice.NewScripted(6, 6, 6, 6))
			} else {
				_, _, err = play(t, rs, tt.s, tt.side, tt.order, dice.NewScripted(6, 6, 6, 6))
			}
			var re *rule.Error
			if !errors.As(err, &re) {
				t.Fatalf("err %v, want a rule error", err)
			}
			if re.Set != "chainmail" || re.Rule != tt.ref {
				t.Errorf("refused by %s %s (%v), want chainmail %s", re.Set, re.Rule, err, tt.ref)
			}
		})
	}
	// Out of range: a short bow reaches 15".
	far := placeFigures(t, s, map[string]string{"Cade": "L20"})
	_, _, err := play(t, rs, far, "Reivers", "fire: Cade fire at Sir Aldric", dice.NewScripted())
	if re, ok := RuleOf(err); !ok || re.Rule != missile || !strings.Contains(re.Msg, "15") {
		t.Errorf("shot beyond range: %v", err)
	}
}

func BenchmarkChainmailPlayTurn(b *testing.B) {
	rs, s := cmSetup(b)
	tn, lines, err := notation.ParseLines(brawlOpening[0].orders)
	if err != nil {
		b.Fatal(err)
	}
	d := &cycle{values: []int{3, 5, 1, 6, 2, 4}}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := PlayTurn(rs, s, "Reivers", tn, lines, d); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkChainmailReplay(b *testing.B) {
	rs, s0 := cmSetup(b)
	_, evs := autoGame(b, rs, s0, &cycle{values: []int{1, 2, 1, 3}})
	b.ReportMetric(float64(len(evs)), "events")
	b.ReportAllocs()
	for b.Loop() {
		replayEvents(b, rs, s0, evs)
	}
}

// Any orders at all, legal or not, give either a refusal or a turn that
// replays into the same state: never a panic.
func TestChainmailAnyOrders(t *testing.T) {
	rs, s0 := cmSetup(t)
	var names []string
	for _, c := range s0.Figures {
		names = append(names, c.Name)
	}
	hexes := []string{"E6", "E7", "F8", "F9", "F14", "F15", "F16", "D16", "M5", "X20", "A1", "Z99"}
	verbs := []string{"move %h, %h", "charge %n via %h, %h", "fire at %n", "attack %n", "attack %n, %n", "wait", "raise alarm"}
	phases := []string{"fire: ", "move: ", "combat: ", "tasks: ", ""}
	rapid.Check(t, func(rt *rapid.T) {
		s := s0
		var all []Event
		for turn := range rapid.IntRange(1, 6).Draw(rt, "turns") {
			var b strings.Builder
			for range rapid.IntRange(0, 6).Draw(rt, "orders") {
				v := rapid.SampledFrom(verbs).Draw(rt, "verb")
				for strings.Contains(v, "%h") {
					v = strings.Replace(v, "%h", rapid.SampledFrom(hexes).Draw(rt, "hex"), 1)
				}
				for strings.Contains(v, "%n") {
					v = strings.Replace(v, "%n", rapid.SampledFrom(names).Draw(rt, "target"), 1)
				}
				fmt.Fprintf(&b, "%s%s %s\n", rapid.SampledFrom(phases).Draw(rt, "phase"), rapid.SampledFrom(names).Draw(rt, "who"), v)
			}
			tn, lines, err := notation.ParseLines(b.String())
			if err != nil {
				continue
			}
			var n *State
			var evs []Event
			if s.Melee {
				// the first side writes these orders, the others none
				orders := make([]string, len(s.Order))
				orders[0] = notation.Format(tn)
				n, evs, err = melee(rt, rs, s, orders, dice.NewSeeded(uint64(turn)))
			} else {
				n, evs, err = PlayTurn(rs, s, s.Side, tn, lines, dice.NewSeeded(uint64(turn)))
			}
			if err != nil {
				if _, ok := RuleOf(err); !ok && !strings.Contains(err.Error(), "has no") {
					rt.Fatalf("turn %q: not a rule refusal: %v", b.String(), err)
				}
				continue
			}
			s, all = n, append(all, evs...)
		}
		var r game.Position = s0
		for i, e := range all {
			var err error
			if r, err = Replay(rs, r, e); err != nil {
				rt.Fatalf("replaying event %d (%s): %v", i+1, e.Type, err)
			}
		}
		a, _ := json.Marshal(s)
		c, _ := json.Marshal(r)
		if string(a) != string(c) {
			rt.Fatalf("replay differs:\n%s\n%s", a, c)
		}
	})
}
