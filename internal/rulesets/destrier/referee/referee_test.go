package referee

import (
	"encoding/json"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
)

var _ game.Position = (*State)(nil)

// A duel of two knights plays to its end with plain cards, and the log
// folds back to the same position, every event byte for byte.
func TestDuelPlaysToItsEndAndFolds(t *testing.T) {
	s := duel(t)
	g := &played{start: s, pos: s}
	g.playOut(t, dice.NewSeeded(7), 500)
	if st := g.pos.Step(); st.Kind != game.Over || st.Winner == "" {
		t.Fatalf("ended with %+v", st)
	}
	g.refold(t)
}

// The steps of a turn: the initiative by the dice, the TAC phase sealed
// for both sides, then card rounds for the sides with blows.
func TestTurnSteps(t *testing.T) {
	s := duel(t)
	g := &played{start: s, pos: s}
	if st := g.pos.Step(); st.Kind != game.Chance || st.Stage != stageInitiative {
		t.Fatalf("first step %+v", st)
	}
	g.roll(t, dice.NewScripted(5, 2))
	st := g.pos.Step()
	if st.Kind != game.Sealed || len(st.Sides) != 2 || st.Stage != stageTAC {
		t.Fatalf("after the initiative %+v", st)
	}
	if g.state().Order[0] != "red" {
		t.Fatalf("order %v, want red first on 5 against 2", g.state().Order)
	}
	// Sir Hugh closes an inch into contact; both miss (rolls of 100).
	g.seal(t, dice.NewScripted(100, 100), map[string]string{
		"red":  "Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW",
		"blue": "Sir Guy plays STAND GROUND, ACTIVE SHIELD PARRY",
	})
	s2 := g.state()
	if !s2.inContact(s2.fig("Sir Hugh")) {
		t.Fatal("CLOSE did not bring Sir Hugh into contact")
	}
	if got := s2.fig("Sir Hugh").Status.BlowsLeft; got != 3 {
		t.Errorf("Sir Hugh has %d blows left after DELIVER BLOW, want 4-1", got)
	}
	if st := g.pos.Step(); st.Kind != game.Sealed || st.Stage != "card round 1" {
		t.Fatalf("after the TAC phase %+v", st)
	}
	rep := strings.Join(g.log[len(g.log)-1].Report, "\n")
	for _, want := range []string{"Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW", "in contact", "strikes at Sir Guy with DELIVER BLOW"} {
		if !strings.Contains(rep, want) {
			t.Errorf("report lacks %q:\n%s", want, rep)
		}
	}
	g.refold(t)
}

// A dodge stays face down for the other side until it has guessed: the
// view shows it face down, the revealed event is withheld, the guess is
// asked of the opponent in contact; then the blows fall.
func TestDodgeGuessed(t *testing.T) {
	s := duel(t)
	g := &played{start: s, pos: s}
	g.roll(t, dice.NewScripted(5, 2))
	g.seal(t, dice.NewScripted(100, 100), map[string]string{
		"red":  "Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW",
		"blue": "Sir Guy plays STAND GROUND, ACTIVE SHIELD PARRY",
	})
	g.seal(t, dice.NewScripted(), map[string]string{
		"red":  "Sir Hugh plays DELIVER BLOW",
		"blue": "Sir Guy plays DODGE RIGHT",
	})
	st := g.pos.Step()
	if st.Kind != game.Decision || st.Sides[0] != "red" || st.Question == nil {
		t.Fatalf("after a dodge %+v", st)
	}
	if want := "Sir Hugh guesses left at Sir Guy\n"; st.Question.Answer != want {
		t.Errorf("default answer %q, want %q", st.Question.Answer, want)
	}
	red, _ := g.pos.View("red")
	blue, _ := g.pos.View("blue")
	if strings.Contains(string(red), "DODGE RIGHT") || !strings.Contains(string(red), FaceDown) {
		t.Errorf("red's view shows the dodge: %s", red)
	}
	if !strings.Contains(string(blue), "DODGE RIGHT") {
		t.Errorf("blue's view hides blue's own dodge: %s", blue)
	}
	rev := g.log[len(g.log)-1]
	if g.pos.Shows("red", rev) || g.pos.Shows("blue", rev) || !g.pos.Shows(game.Referee, rev) {
		t.Error("the revealed event of a step waiting for guesses is shown to a side")
	}
	if _, err := game.Check(g.pos, game.Submission{Side: "blue", For: game.Decision, Orders: "Sir Guy guesses left at Sir Hugh"}); err == nil {
		t.Error("blue was let guess at its own step")
	}
	if _, err := game.Check(g.pos, game.Submission{Side: "red", For: game.Decision, Orders: ""}); err == nil || !strings.Contains(err.Error(), "still wanted") {
		t.Errorf("an empty guess: %v", err)
	}
	// Red guesses right: half the dodge, then the blow rolls.
	g.decide(t, dice.NewScripted(100), "red", "Sir Hugh guesses right")
	if !g.pos.Shows("red", rev) {
		t.Error("the revealed event stays withheld after the guesses")
	}
	var p guessedData
	if err := json.Unmarshal(g.log[len(g.log)-1].Data, &p); err != nil || len(p.Blows) != 1 {
		t.Fatalf("guessed event %s (%v)", g.log[len(g.log)-1].Data, err)
	}
	rep := strings.Join(g.log[len(g.log)-1].Report, "\n")
	for _, want := range []string{"Sir Hugh guesses right at Sir Guy", "dodge is turned up: right", "Sir Guy dodges right", "guessed right and follows"} {
		if !strings.Contains(rep, want) {
			t.Errorf("report lacks %q:\n%s", want, rep)
		}
	}
	g.refold(t)
}

// A logged card changed after the reveal does not fold: the blows it
// would give are not the logged ones, or the cards are refused.
func TestAlteredCardsDoNotFold(t *testing.T) {
	s := duel(t)
	g := &played{start: s, pos: s}
	g.roll(t, dice.NewScripted(5, 2))
	g.seal(t, dice.NewScripted(100, 100), map[string]string{
		"red":  "Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW",
		"blue": "Sir Guy plays STAND GROUND, ACTIVE SHIELD PARRY",
	})
	var after game.Position = g.start
	i := 0
	for ; g.log[i].Type != TypeRevealed; i++ {
		var err error
		if after, err = game.Replay(after, g.log[i]); err != nil {
			t.Fatal(err)
		}
	}
	e := g.log[i]
	e.Data = json.RawMessage(strings.Replace(string(e.Data), "ACTIVE SHIELD PARRY", "WEAPON PARRY", 1))
	if _, err := game.Replay(after, g.log[i]); err != nil {
		t.Fatalf("the true cards do not fold: %v", err)
	}
	if _, err := game.Replay(after, e); err == nil {
		t.Fatal("an altered card folded")
	}
}

// Refusals name their rule and change nothing.
func TestRefusals(t *testing.T) {
	s := duel(t)
	g := &played{start: s, pos: s}
	if _, err := game.Check(g.pos, game.Submission{Side: "red", For: game.Sealed, Orders: "Sir Hugh plays CLOSE"}); err == nil {
		t.Error("cards taken while the dice roll the initiative")
	}
	g.roll(t, dice.NewScripted(5, 2))
	for _, tc := range []struct{ side, text, want string }{
		{"red", "Sir Guy plays CLOSE, DELIVER BLOW", "figure of blue"},
		{"red", "Sir Nobody plays CLOSE, DELIVER BLOW", "no figure named"},
		{"red", "Sir Hugh plays DELIVER BLOW", "TAC card"},
		{"red", "Sir Hugh plays CLOSE, RETREAT, DELIVER BLOW", "two TAC cards"},
		{"red", "Sir Hugh plays CLOSE, HOP", "no card \"HOP\""},
		{"red", "", "no cards"},
		{"red", "Sir Hugh plays CLOSE, DELIVER BLOW\nSir Hugh plays CLOSE, DELIVER BLOW", "twice"},
		{"green", "Sir Hugh plays CLOSE", "nothing to submit"},
	} {
		_, err := game.Check(g.pos, game.Submission{Side: tc.side, For: game.Sealed, Orders: tc.text})
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(tc.want)) {
			t.Errorf("%s %q: %v, want %q", tc.side, tc.text, err, tc.want)
		}
	}
}

// Through the engine's sealed steps: the engine's reveal holds the
// dodge's way as its side wrote it, so it is withheld from the guessing
// side (and every other) until the guesses are in, then shown.
func TestEnginesRevealWithheldUntilGuessed(t *testing.T) {
	s := duel(t)
	k := game.NewBoxKeeper([]byte("test key"), "duel")
	var p game.Position = s
	var log []game.Event
	submit := func(side string, kind game.StepKind, text string, d dice.Source) {
		t.Helper()
		n, evs, err := game.SubmitWith(p, game.Submission{Side: side, For: kind, Orders: text}, k, d)
		if err != nil {
			t.Fatalf("%s %q: %v", side, text, err)
		}
		p, log = n, append(log, evs...)
	}
	p, log = game.Advance(p, dice.NewScripted(5, 2))
	for p.Step().Kind == game.Orders {
		submit(p.Step().Sides[0], game.Orders, "", dice.NewScripted(5, 2))
	}
	submit("red", game.Sealed, "Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW", dice.NewScripted())
	submit("blue", game.Sealed, "  Sir Guy plays STAND GROUND,   DODGE LEFT  # face down", dice.NewScripted())
	if st := p.Step(); st.Kind != game.Decision {
		t.Fatalf("step %+v", st)
	}
	var rev game.Event
	for _, e := range log {
		if e.Type == game.TypeRevealed {
			rev = e
		}
	}
	if !strings.Contains(string(rev.Data), "DODGE LEFT  # face down") {
		t.Fatalf("the reveal: %s", rev.Data)
	}
	for _, side := range []string{"red", "blue"} {
		if game.Shown(p, side, rev) {
			t.Errorf("the engine's reveal is shown to %s before the guesses", side)
		}
	}
	submit("red", game.Decision, "Sir Hugh guesses right", dice.NewSeeded(3))
	if !game.Shown(p, "red", rev) {
		t.Error("the engine's reveal is still withheld after the guesses")
	}
}
