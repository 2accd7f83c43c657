package referee

import (
	"errors"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rule"
	"herald/internal/rulesets/argad/argaddata"
	"herald/internal/table"
)

// field is a 100 × 60 cm table: a wood in the north-west, bushes in the
// middle, a slope climbing east in the south-east and a low wall running
// north to south at x = 70 cm, an earth bank along y = 55 from x 10 to 60, and a hut
// (80-95, 5-15) with a door in its south wall at x 87 and a window in its
// west wall at y 10.
func field(t testing.TB) *Game {
	t.Helper()
	r, err := argaddata.Load()
	if err != nil {
		t.Fatal(err)
	}
	cm := func(x, y float64) table.Point {
		return table.Pt(table.Length(x)*table.Centimetre, table.Length(y)*table.Centimetre)
	}
	tb := &table.Table{Name: "test", Width: 1000, Depth: 600, Unit: table.Centimetres,
		Areas: []table.Area{
			{Kind: table.Woods, Name: "the wood", Points: []table.Point{cm(0, 0), cm(30, 0), cm(30, 20), cm(0, 20)}},
			{Kind: table.Bushes, Name: "the bushes", Points: []table.Point{cm(40, 25), cm(50, 25), cm(50, 35), cm(40, 35)}},
			{Kind: table.Slope, Name: "the rise", Uphill: 90, Points: []table.Point{cm(75, 40), cm(100, 40), cm(100, 60), cm(75, 60)}},
		},
		Lines: []table.Line{{Kind: table.Wall, Name: "the wall", Points: []table.Point{cm(70, 0), cm(70, 60)}},
			{Kind: table.Bank, Name: "the dyke", Points: []table.Point{cm(10, 55), cm(60, 55)}}},
		Buildings: []table.Building{{Name: "the hut", Points: []table.Point{cm(80, 5), cm(95, 5), cm(95, 15), cm(80, 15)},
			Openings: []table.Opening{{Kind: table.Door, Segment: 2, At: 80, Width: 30}, {Kind: table.Window, Segment: 3, At: 50, Width: 20}}}},
	}
	if p := tb.Check(); len(p) > 0 {
		t.Fatalf("test table: %v", p)
	}
	return &Game{Rules: r, Table: tb, Sides: []string{"Red", "Blue"}, Turns: 3, Victory: Victory{Break: 0.5}}
}

func man(name, side string, x, y, facing float64) Figure {
	return Figure{Name: name, Side: side, Troop: "foot", Armour: "4", Class: 3, Weapon: "sword", X: x, Y: y, Facing: facing, Width: 20, Depth: 20}
}

func start(t testing.TB, figs ...Figure) *State {
	t.Helper()
	s, err := NewGame(field(t), figs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play plays side's orders with scripted dice and checks that folding the
// events again gives the same position.
func play(t *testing.T, s *State, side, text string, rolls ...int) (*State, []game.Event) {
	t.Helper()
	src := dice.NewScripted(rolls...)
	p, evs, err := game.PlayTurn(s, side, text, src)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	if src.Remaining() != 0 {
		t.Errorf("%d scripted rolls unused", src.Remaining())
	}
	var q game.Position = s
	for _, e := range evs {
		if q, err = game.Replay(q, e); err != nil {
			t.Fatalf("replay of %s: %v", e.Type, err)
		}
	}
	a, _ := p.View(game.Referee)
	b, _ := q.View(game.Referee)
	if string(a) != string(b) {
		t.Fatalf("replayed position differs:\n%s\n%s", a, b)
	}
	return p.(*State), evs
}

func report(evs []game.Event) string { return strings.Join(game.Reports(evs), "\n") }

func refusedBy(t *testing.T, s *State, side, text, tag string) {
	t.Helper()
	_, err := game.CheckTurn(s, side, text)
	var re *rule.Error
	if !errors.As(err, &re) || re.Rule != tag {
		t.Fatalf("%q: err %v, want a refusal citing %s", text, err, tag)
	}
}

func TestMoveOnEasyGround(t *testing.T) {
	s := start(t, man("Ralf", "Red", 10, 40, 90), man("Bors", "Blue", 90, 10, 270))
	n, evs := play(t, s, "Red", "Ralf moves 30 forward")
	f, _ := n.Figure("Ralf")
	// foot in armour 4 moves 16 cm (move.foot.armour4)
	if f.X != 26 || f.Y != 40 {
		t.Fatalf("Ralf at %g,%g, want 26,40\n%s", f.X, f.Y, report(evs))
	}
	if n.Player() != "Blue" {
		t.Errorf("next is %s", n.Player())
	}
}

func TestMoveIntoWoodsRollsSlowingDice(t *testing.T) {
	s := start(t, man("Ralf", "Red", 10, 30, 0), man("Bors", "Blue", 90, 10, 270))
	// 10 cm to the wood's edge; one slowing die of 3 leaves 13 cm in all
	n, evs := play(t, s, "Red", "Ralf moves 20 forward", 3)
	f, _ := n.Figure("Ralf")
	if f.Y != 17 {
		t.Fatalf("Ralf at %g,%g, want 10,17\n%s", f.X, f.Y, report(evs))
	}
	// a 6 blocks him at the edge for the whole game turn
	n, evs = play(t, s, "Red", "Ralf moves 20 forward", 6)
	if f, _ := n.Figure("Ralf"); f.Y != 20 || !strings.Contains(report(evs), "blocked") {
		t.Fatalf("Ralf at %g,%g, want the edge at y 20\n%s", f.X, f.Y, report(evs))
	}
}

func TestMoveStopsInContact(t *testing.T) {
	s := start(t, man("Ralf", "Red", 10, 40, 90), man("Bors", "Blue", 25, 40, 270))
	// the melee: Ralf rolls 3 (equal to Bors's class: Bors recoils),
	// Bors rolls 1 (a natural 1 misses)
	n, evs := play(t, s, "Red", "Ralf moves 20 toward Bors", 3, 1)
	f, _ := n.Figure("Ralf")
	if f.X != 23 || !strings.Contains(report(evs), "in contact with Bors") {
		t.Fatalf("Ralf at %g, want 23 in contact\n%s", f.X, report(evs))
	}
	if !strings.Contains(report(evs), "Ralf strikes Bors") || !strings.Contains(report(evs), "Bors strikes Ralf") {
		t.Fatalf("no melee:\n%s", report(evs))
	}
	if b, _ := n.Figure("Bors"); b.X != 30 || !strings.Contains(report(evs), "Bors recoils 5 cm") {
		t.Fatalf("Bors at %g, want 30 after a recoil of 5 cm\n%s", b.X, report(evs))
	}
	s = start(t, man("Ralf", "Red", 10, 40, 90), man("Bors", "Blue", 12, 40, 270))
	refusedBy(t, s, "Red", "Ralf moves 5 back", RulingContact)
}

func TestShootingLongbow(t *testing.T) {
	a := man("Wat", "Red", 10, 40, 90)
	a.Missile, a.Armour = "longbow", "light"
	s := start(t, a, man("Bors", "Blue", 50, 50, 270))
	// the range edge to edge is ~39 cm: band 20-40 needs 6; a 6 that
	// is not a double six hits
	n, evs := play(t, s, "Red", "Wat shoots at Bors", 6, 2)
	if b, _ := n.Figure("Bors"); !b.Dead {
		t.Fatalf("Bors lives:\n%s", report(evs))
	}
	refusedBy(t, s, "Red", "Wat moves 5 forward, shooting at Bors", "shoot.longbow.moving")
}

func TestHiddenInBushesCannotBeShot(t *testing.T) {
	a := man("Wat", "Red", 10, 40, 90)
	a.Missile = "bow"
	s := start(t, a, man("Bors", "Blue", 45, 30, 270))
	n, _ := play(t, s, "Red", "Wat stands")
	n, evs := play(t, n, "Blue", "Bors hides")
	if !n.Shows("Blue", evs[1]) || n.Shows("Red", evs[1]) {
		t.Fatal("the hide is told to the wrong side")
	}
	v, _ := n.View("Red")
	if !strings.Contains(string(v), `"unseen":true`) {
		t.Fatalf("Red sees Bors: %s", v)
	}
	refusedBy(t, n, "Red", "Wat shoots at Bors", RulingActions)
}

func TestVictoryAtTheBreak(t *testing.T) {
	a := man("Wat", "Red", 10, 40, 90)
	a.Missile = "crossbow"
	s := start(t, a, man("Bors", "Blue", 30, 40, 270), man("Cole", "Blue", 30, 50, 270))
	n, _ := play(t, s, "Red", "Wat shoots at Bors", 5)
	refusedBy(t, n, "Blue", "Wat stands", RulingSequence)
	n, _ = play(t, n, "Blue", "Cole stands")
	if !n.Over || n.Winner != "Red" {
		t.Fatalf("over %v winner %q, want Red after Blue lost half", n.Over, n.Winner)
	}
}

func TestMountAndDismount(t *testing.T) {
	r := man("Hob", "Red", 30, 45, 90)
	r.Troop, r.Width, r.Depth = "mounted-foot", 25, 50
	s := start(t, r, man("Bors", "Blue", 90, 10, 270))
	refusedBy(t, s, "Red", "Hob mounts", RulingActions)
	n, _ := play(t, s, "Red", "Hob dismounts")
	h, _ := n.Figure("Hob")
	if h.On() != "foot" || h.Width != 20 || h.Depth != 20 {
		t.Fatalf("Hob after dismounting: %s on %gx%g", h.On(), h.Width, h.Depth)
	}
	n, _ = play(t, n, "Blue", "Bors stands")
	// on foot in armour 4 he moves 16 cm (move.foot.armour4), not 36
	n, _ = play(t, n, "Red", "Hob moves 40 forward")
	if h, _ := n.Figure("Hob"); h.X != 46 {
		t.Fatalf("Hob on foot at %g, want 46", h.X)
	}
}

func TestCrawlBehindTheBank(t *testing.T) {
	s := start(t, man("Ivo", "Red", 30, 56.5, 90), man("Bors", "Blue", 90, 10, 270))
	// 2 cm and a die of 3: 5 cm, he asked for 8
	n, evs := play(t, s, "Red", "Ivo crawls 8 along the dyke", 3)
	ivo, _ := n.Figure("Ivo")
	if ivo.X != 35 || !ivo.Crouched {
		t.Fatalf("Ivo at %g crouched %v\n%s", ivo.X, ivo.Crouched, report(evs))
	}
	if n.Shows("Blue", evs[1]) || strings.Contains(report(evs[:1]), "Ivo") {
		t.Fatal("Blue is told of the crawl")
	}
	refusedBy(t, start(t, man("Ivo", "Red", 30, 40, 90), man("Bors", "Blue", 90, 10, 270)), "Red", "Ivo crawls 5 along the dyke", "terrain.bank.crouched-move")
}

// A furtive shooter shows himself where his order says along his move:
// the range is measured from there.
func TestFurtiveShotFromAlongTheMove(t *testing.T) {
	a := man("Gwen", "Red", 10, 40, 90)
	a.Missile, a.Armour = "bow", "light"
	s := start(t, a, man("Bors", "Blue", 50, 40, 270))
	// from 2 cm along her 20 cm move she is 36 cm from Bors's stand
	n, evs := play(t, s, "Red", "Gwen moves 20 forward, shooting at Bors from 2", 1)
	if !strings.Contains(report(evs), "36 cm") {
		t.Fatalf("furtive range:\n%s", report(evs))
	}
	if g, _ := n.Figure("Gwen"); g.X != 30 {
		t.Fatalf("Gwen at %g, want 30", g.X)
	}
}

// A man goes into a building by its door and not through its walls; from
// inside, a javelin cannot be thrown out of a window (its cells are
// exterior only), a bow can; a man at the window has partial cover.
func TestBuildingsDoorsAndWindows(t *testing.T) {
	s := start(t, man("Hob", "Red", 87, 25, 0), man("Tom", "Red", 83, 25, 0), man("Bors", "Blue", 10, 40, 90))
	n, evs := play(t, s, "Red", "Hob moves to 87,10\nTom moves to 83,10")
	hob, _ := n.Figure("Hob")
	tom, _ := n.Figure("Tom")
	if hob.Y != 10 || tom.Y < 15 {
		t.Fatalf("Hob at y %g (want 10, through the door), Tom at y %g (want outside)\n%s", hob.Y, tom.Y, report(evs))
	}
	in := man("Wat", "Red", 82, 10, 270)
	in.Missile = "javelin"
	s = start(t, in, man("Bors", "Blue", 74, 10, 90))
	_, evs = play(t, s, "Red", "Wat shoots at Bors")
	if r := report(evs); !strings.Contains(r, "Wat's shot at Bors is void") || !strings.Contains(r, "exterior only") {
		t.Fatalf("a javelin out of the window:\n%s", r)
	}
	in.Missile = "bow"
	s = start(t, in, man("Bors", "Blue", 74, 10, 90))
	_, evs = play(t, s, "Red", "Wat shoots at Bors", 1)
	if r := report(evs); !strings.Contains(r, "Wat shoots at Bors (bow)") {
		t.Fatalf("a bow out of the window:\n%s", r)
	}
	// Ada outside shoots at Wat at his window: partial cover -1, beside
	// the bow's -1 against armour 4 (shoot.target.armour4-bow-sling)
	arch := man("Ada", "Blue", 60, 10, 90)
	arch.Missile, in.Missile = "bow", ""
	s = start(t, in, arch)
	n, _ = play(t, s, "Red", "Wat stands")
	_, evs = play(t, n, "Blue", "Ada shoots at Wat", 1)
	if r := report(evs); !strings.Contains(r, "modifier -2") {
		t.Fatalf("a man at a window is not covered:\n%s", r)
	}
}

// A hidden man who does anything but stand is seen again.
func TestHiddenShooterIsSeen(t *testing.T) {
	a := man("Wat", "Red", 45, 30, 270)
	a.Missile = "bow"
	s := start(t, a, man("Bors", "Blue", 20, 30, 90))
	n, _ := play(t, s, "Red", "Wat hides")
	n, _ = play(t, n, "Blue", "Bors stands")
	if w, _ := n.Figure("Wat"); !w.Hidden {
		t.Fatal("Wat is not hidden")
	}
	n, _ = play(t, n, "Red", "Wat stands")
	if w, _ := n.Figure("Wat"); !w.Hidden {
		t.Fatal("standing still unhid Wat")
	}
	n, _ = play(t, n, "Blue", "Bors stands")
	n, _ = play(t, n, "Red", "Wat shoots at Bors", 1)
	if w, _ := n.Figure("Wat"); w.Hidden {
		t.Fatal("Wat shot and stays hidden")
	}
}

// A pavise covers its bearer and one man close behind it, against a
// shot from in front of the bearer.
func TestPaviseCoversTheManBehind(t *testing.T) {
	a := man("Wat", "Red", 10, 45, 90)
	a.Missile, a.Armour = "crossbow", "light"
	bearer := man("Piers", "Blue", 25, 45, 270)
	bearer.Pavise = true
	// Bors stands 1 cm behind Piers's stand: crossbow 0-20 needs 5-6;
	// the pavise's -1 makes a natural 5 miss
	s := start(t, a, bearer, man("Bors", "Blue", 28, 45, 270))
	_, evs := play(t, s, "Red", "Wat shoots at Bors", 5)
	if r := report(evs); !strings.Contains(r, "modifier -1") || !strings.Contains(r, "misses") {
		t.Fatalf("no pavise for the man behind:\n%s", r)
	}
	// from behind the bearer the pavise is no help
	s = start(t, a, bearer, man("Bors", "Blue", 28, 45, 270))
	s.Figures[0].X = 40
	_, evs = play(t, s, "Red", "Wat shoots at Bors", 5)
	if r := report(evs); !strings.Contains(r, "modifier +0") {
		t.Fatalf("a pavise covers from behind:\n%s", r)
	}
}

// Pavise-bearers side by side make a pavise wall: -2 against a man in
// armour 4 or 5 in or close behind it who has not moved, the pavise's -1
// against one in light clothing (shoot.cover.pavise-wall's "otherwise").
func TestPaviseWall(t *testing.T) {
	a := man("Wat", "Red", 10, 45, 90)
	a.Missile, a.Armour = "crossbow", "light"
	p1, p2 := man("Piers", "Blue", 25, 45, 270), man("Paul", "Blue", 25, 47, 270)
	p1.Pavise, p2.Pavise = true, true
	s := start(t, a, p1, p2)
	_, evs := play(t, s, "Red", "Wat shoots at Piers", 6, 1)
	if r := report(evs); !strings.Contains(r, "modifier -2") {
		t.Fatalf("no pavise wall:\n%s", r)
	}
	p1.Armour = "light"
	s = start(t, a, p1, p2)
	_, evs = play(t, s, "Red", "Wat shoots at Piers", 6, 1)
	if r := report(evs); !strings.Contains(r, "modifier -1") {
		t.Fatalf("a man in light clothing behind a pavise wall:\n%s", r)
	}
}
