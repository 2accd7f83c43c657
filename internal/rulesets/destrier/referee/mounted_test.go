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
	_ = game.Referee
}
