package referee

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
)

// mounted is Sir Guy (red) on his war horse Bayard at a trot, facing
// east at two footmen of blue, Wat and Rafe.
func mounted(t testing.TB) *State {
	t.Helper()
	d := ruleset(t)
	guy := figure(t, d, "knight", "Sir Guy", "red")
	guy.Mount = "Bayard"
	s, err := d.New(Setup{Title: "charge", Sides: []string{"red", "blue"}, Figures: []Placed{
		{Figure: figure(t, d, "war-horse", "Bayard", "red"), X: 6, Y: 12, Facing: 90, Speed: destrier.AtTrot},
		{Figure: guy, X: 6, Y: 12, Facing: 90},
		{Figure: figure(t, d, "man-at-arms", "Wat", "blue"), X: 8.8, Y: 11.6, Facing: 270},
		{Figure: figure(t, d, "halberdier", "Rafe", "blue"), X: 9.5, Y: 13.4, Facing: 270},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A rider sits on his steed's stand and moves with it; blows at him
// land on the horse's parts (the head a shield side).
func TestRiderMovesWithHisHorse(t *testing.T) {
	s := mounted(t)
	g := &played{start: s, pos: s}
	g.roll(t, dice.NewScripted(6, 1))
	if st := g.pos.Step(); st.Kind != game.Sealed || st.Stage != stageCharges || len(st.Sides) != 1 || st.Sides[0] != "red" {
		t.Fatalf("after the initiative %+v", st)
	}
	g.seal(t, dice.NewSeeded(1), map[string]string{"red": ""})
	g.standStill(t)
	g.seal(t, dice.NewSeeded(1), map[string]string{
		"red":  "Bayard plays CLOSE at Wat, KICK\nSir Guy plays STAND GROUND, DELIVER BLOW at Wat",
		"blue": "Wat plays STAND GROUND, WEAPON PARRY\nRafe plays CLOSE at Bayard, DELIVER BLOW",
	})
	st := g.state()
	guy, bayard := st.fig("Sir Guy"), st.fig("Bayard")
	if guy.Stand != bayard.Stand {
		t.Errorf("Sir Guy at %+v, his horse at %+v", guy.Stand, bayard.Stand)
	}
	if !destrier.InContact(st, "Bayard", "Wat") {
		t.Errorf("Bayard's CLOSE did not reach Wat: gap %v", st.Gap("Bayard", "Wat"))
	}
	if got := st.Facing("Sir Guy", "Wat"); got != destrier.Head && got != destrier.ShieldSide && got != destrier.SwordSide {
		t.Errorf("Wat is at Sir Guy's %s", got)
	}
	rep := strings.Join(g.log[len(g.log)-1].Report, "\n")
	if !strings.Contains(rep, "Bayard strikes at Wat with KICK") || !strings.Contains(rep, "Sir Guy strikes at Wat") {
		t.Errorf("report:\n%s", rep)
	}
	g.refold(t)
}

// A rider must sit on a steed of his side.
func TestMountRefused(t *testing.T) {
	d := ruleset(t)
	guy := figure(t, d, "knight", "Sir Guy", "red")
	guy.Mount = "Wat"
	_, err := d.New(Setup{Sides: []string{"red", "blue"}, Figures: []Placed{
		{Figure: guy, X: 6, Y: 12},
		{Figure: figure(t, d, "man-at-arms", "Wat", "blue"), X: 9, Y: 12},
	}})
	if err == nil || !strings.Contains(err.Error(), "no steed") {
		t.Errorf("got %v", err)
	}
}

// Charges are written secretly and revealed together: Sir Guy with a
// lance rides at Wat, halts an inch off to strike, Wat cannot reply at
// that distance with a sword but strikes as the horse closes; then at
// Rafe, who is more than three inches further (spacing is not checked
// yet). Every blow is logged and the log folds.
func TestChargeRidden(t *testing.T) {
	d := ruleset(t)
	guy := figure(t, d, "knight", "Sir Guy", "red")
	guy.Mount, guy.Weapon = "Bayard", "lance"
	s, err := d.New(Setup{Sides: []string{"red", "blue"}, Figures: []Placed{
		{Figure: figure(t, d, "war-horse", "Bayard", "red"), X: 4, Y: 12, Facing: 90, Speed: destrier.AtCanter},
		{Figure: guy, X: 4, Y: 12, Facing: 90},
		{Figure: figure(t, d, "man-at-arms", "Wat", "blue"), X: 9, Y: 12, Facing: 270},
		{Figure: figure(t, d, "halberdier", "Rafe", "blue"), X: 11, Y: 15, Facing: 270},
	}})
	if err != nil {
		t.Fatal(err)
	}
	g := &played{start: s, pos: s}
	g.roll(t, dice.NewScripted(6, 1))
	if _, err := game.Check(g.pos, game.Submission{Side: "red", For: game.Sealed, Orders: "Sir Guy charges Sir Guy"}); err == nil {
		t.Error("a charge at a friend was taken")
	}
	if _, err := game.Check(g.pos, game.Submission{Side: "red", For: game.Sealed, Orders: "Bayard charges Wat"}); err == nil {
		t.Error("a charge written for the horse was taken")
	}
	g.seal(t, dice.NewSeeded(3), map[string]string{"red": "Sir Guy charges Wat, Rafe"})
	e := g.log[len(g.log)-1]
	g.standStill(t)
	if e.Type != TypeCharged {
		t.Fatalf("event %s", e.Type)
	}
	rep := strings.Join(e.Report, "\n")
	for _, want := range []string{"Sir Guy charges Wat, Rafe", "Sir Guy rides", "strikes at Wat with DELIVER BLOW"} {
		if !strings.Contains(rep, want) {
			t.Errorf("report lacks %q:\n%s", want, rep)
		}
	}
	// Slowed a category for each of the two contacts.
	if sp := g.state().fig("Bayard").Status.Speed; sp != destrier.AtCanter {
		t.Errorf("Bayard at %s after the charge", sp)
	}
	if !strings.Contains(rep, "rides") || strings.Count(rep, "Sir Guy strikes at") != 2 {
		t.Errorf("Sir Guy did not reach both targets:\n%s", rep)
	}
	if st := g.pos.Step(); st.Stage != stageTAC && st.Kind != game.Over {
		t.Errorf("after the charges %+v", st)
	}
	g.refold(t)
}

// The mounted knight and his horse against two footmen play to the end
// with the first candidates, and fold.
func TestMountedPlaysToItsEnd(t *testing.T) {
	s := mounted(t)
	g := &played{start: s, pos: s}
	g.playOut(t, dice.NewSeeded(11), 2000)
	g.refold(t)
}

// afoot is the mounted knight on a standing horse in contact with Wat,
// the TAC phase played, a card round waiting.
func afoot(t *testing.T) *played {
	t.Helper()
	d := ruleset(t)
	guy := figure(t, d, "knight", "Sir Guy", "red")
	guy.Mount = "Bayard"
	wat := figure(t, d, "man-at-arms", "Wat", "blue")
	wat.Blows = 6
	s, err := d.New(Setup{Sides: []string{"red", "blue"}, Figures: []Placed{
		{Figure: figure(t, d, "war-horse", "Bayard", "red"), X: 6, Y: 12, Facing: 90},
		{Figure: guy, X: 6, Y: 12, Facing: 90},
		{Figure: wat, X: 6, Y: 13.5, Facing: 0},
	}})
	if err != nil {
		t.Fatal(err)
	}
	g := &played{start: s, pos: s}
	g.roll(t, dice.NewScripted(6, 1))
	g.seal(t, always(100), map[string]string{
		"red":  "Bayard plays STAND GROUND, PASSIVE SHIELD PARRY\nSir Guy plays STAND GROUND, PASSIVE SHIELD PARRY",
		"blue": "Wat plays CLOSE at Bayard, PASSIVE SHIELD PARRY",
	})
	if !destrier.InContact(g.state(), "Wat", "Sir Guy") {
		t.Fatalf("Wat is %v from Bayard, %v from Sir Guy (%+v, %+v)", g.state().Gap("Wat", "Bayard"), g.state().Gap("Wat", "Sir Guy"), g.state().fig("Sir Guy").Stand, g.state().fig("Bayard").Stand)
	}
	return g
}

// The horse cards and the grapples at a rider, through the referee.
func TestHorseCardsInPlay(t *testing.T) {
	t.Run("PULL RIDER FROM SADDLE from alongside", func(t *testing.T) {
		g := afoot(t)
		if got := g.state().Facing("Sir Guy", "Wat"); got != destrier.SwordSide {
			t.Fatalf("Wat is at Sir Guy's %s", got)
		}
		refused(t, g.pos, "blue", "Wat plays PULL RIDER FROM SADDLE at Sir Guy", "GRAPPLES")
	})
	t.Run("HAMSTRING HORSE", func(t *testing.T) {
		g := afoot(t)
		g.seal(t, always(1), map[string]string{
			"red":  "Bayard plays PASSIVE SHIELD PARRY\nSir Guy plays PASSIVE SHIELD PARRY",
			"blue": "Wat plays HAMSTRING HORSE at Bayard",
		})
		st := g.state()
		if st.fig("Bayard").Status.Posture != destrier.Prone || !st.fig("Sir Guy").Status.Unhorsed || st.fig("Wat").Status.Posture != destrier.Prone {
			t.Errorf("after the cut: horse %+v, rider %+v, Wat %+v", st.fig("Bayard").Status, st.fig("Sir Guy").Status, st.fig("Wat").Status)
		}
		refused(t, g.pos, "blue", "Wat plays HAMSTRING HORSE at Bayard", "HAMSTRING")
		g.refold(t)
	})
	t.Run("the horse's KICK and MOVE", func(t *testing.T) {
		g := afoot(t)
		x := g.state().fig("Bayard").Stand.Centre
		rep := g.round(t, always(100), "Bayard plays MOVE\nSir Guy plays PASSIVE SHIELD PARRY", "Wat plays PASSIVE SHIELD PARRY")
		if g.state().fig("Bayard").Stand.Centre == x || g.state().fig("Sir Guy").Stand != g.state().fig("Bayard").Stand {
			t.Errorf("MOVE left Bayard or its rider behind:\n%s", rep)
		}
	})
	t.Run("a man on foot kicks no horseman", func(t *testing.T) {
		g := afoot(t)
		refused(t, g.pos, "blue", "Wat plays KICK at Sir Guy", "KICK")
	})
	t.Run("a rider cannot dodge", func(t *testing.T) {
		g := afoot(t)
		refused(t, g.pos, "red", "Sir Guy plays DODGE LEFT\nBayard plays PASSIVE SHIELD PARRY", "horseback")
	})
}
