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
// north to south at x = 70 cm.
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
		Lines: []table.Line{{Kind: table.Wall, Name: "the wall", Points: []table.Point{cm(70, 0), cm(70, 60)}}},
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
