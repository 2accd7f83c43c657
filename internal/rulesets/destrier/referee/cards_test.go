package referee

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
)

// always is a die that always shows v (or its highest face): 1 passes
// every percentile check, 100 fails them all.
type always int

func (a always) Roll(sides int, _ string) int { return min(int(a), sides) }

// facing is the duel after the initiative (red's), the TAC phase
// waiting; edit changes the setup first.
func facing(t *testing.T, edit ...func(*Setup)) *played {
	t.Helper()
	d := ruleset(t)
	su := Setup{Sides: []string{"red", "blue"}, Figures: []Placed{
		{Figure: figure(t, d, "knight", "Sir Hugh", "red"), X: 10, Y: 10, Facing: 90},
		{Figure: figure(t, d, "knight", "Sir Guy", "blue"), X: 12.4, Y: 10, Facing: 270},
	}}
	for _, e := range edit {
		e(&su)
	}
	s, err := d.New(su)
	if err != nil {
		t.Fatal(err)
	}
	g := &played{start: s, pos: s}
	g.roll(t, dice.NewScripted(5, 2))
	return g
}

// unencumbered lets both knights FLECHE and CHARGE.
func unencumbered(su *Setup) {
	for i := range su.Figures {
		su.Figures[i].Figure.Encumbrance = destrier.Unencumbered
	}
}

// engaged is the duel after a TAC phase in which Sir Hugh closed into
// contact with Sir Guy and both missed: a card round waits.
func engaged(t *testing.T, edit ...func(*Setup)) *played {
	t.Helper()
	g := facing(t, edit...)
	g.seal(t, always(100), map[string]string{
		"red":  "Sir Hugh plays CLOSE at Sir Guy, PASSIVE SHIELD PARRY",
		"blue": "Sir Guy plays STAND GROUND, PASSIVE SHIELD PARRY",
	})
	if !g.state().inContact(g.state().fig("Sir Hugh")) {
		t.Fatal("not engaged")
	}
	return g
}

// round plays a card round and returns its account.
func (g *played) round(t *testing.T, d dice.Source, red, blue string) string {
	t.Helper()
	g.seal(t, d, map[string]string{"red": red, "blue": blue})
	return strings.Join(g.log[len(g.log)-1].Report, "\n")
}

// refused checks that side's text is refused citing the rule.
func refused(t *testing.T, p game.Position, side, text, rule string) {
	t.Helper()
	_, err := game.Check(p, game.Submission{Side: side, For: game.Sealed, Orders: text})
	if err == nil || !strings.Contains(err.Error(), rule) {
		t.Errorf("%q: %v, want a refusal citing %q", text, err, rule)
	}
}

// One test for each card, played through the referee: what it costs,
// what it does on the table and in the dice, what it is refused for.
func TestCardsInPlay(t *testing.T) {
	t.Run("DELIVER BLOW", func(t *testing.T) {
		g := engaged(t)
		rep := g.round(t, always(1), "Sir Hugh plays DELIVER BLOW", "Sir Guy plays PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "Sir Hugh strikes at Sir Guy with DELIVER BLOW") || !strings.Contains(rep, "a critical hit") {
			t.Errorf("report:\n%s", rep)
		}
		if got := g.state().fig("Sir Guy").Status.BodyLost; got == 0 {
			t.Error("a critical hit took no body points")
		}
		g.refold(t)
	})
	t.Run("WEAPON PLAY", func(t *testing.T) {
		g := engaged(t)
		rep := g.round(t, always(100), "Sir Hugh plays WEAPON PLAY", "Sir Guy plays PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "with WEAPON PLAY") {
			t.Errorf("report:\n%s", rep)
		}
	})
	t.Run("GREAT BLOW with FEROCITY", func(t *testing.T) {
		g := engaged(t)
		before := g.state().fig("Sir Hugh").Status.BlowsLeft
		rep := g.round(t, always(100), "Sir Hugh plays GREAT BLOW, FEROCITY", "Sir Guy plays PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "with GREAT BLOW") || !strings.Contains(rep, "keeps his head") {
			t.Errorf("report:\n%s", rep)
		}
		if got := before - g.state().fig("Sir Hugh").Status.BlowsLeft; got != 3 {
			t.Errorf("the pair cost %d blows, want 3", got)
		}
	})
	t.Run("FEROCITY goes berserk", func(t *testing.T) {
		g := engaged(t)
		before := g.state().fig("Sir Hugh").Status.BlowsLeft
		rep := g.round(t, always(1), "Sir Hugh plays FEROCITY", "Sir Guy plays PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "he is berserk") || !g.state().fig("Sir Hugh").Status.Berserk {
			t.Errorf("report:\n%s", rep)
		}
		// Two blows more for the rage, less the card's one.
		if got := g.state().fig("Sir Hugh").Status.BlowsLeft; got != before-1+2 {
			t.Errorf("%d blows left of %d", got, before)
		}
	})
	t.Run("PUNCH and KICK", func(t *testing.T) {
		g := engaged(t)
		rep := g.round(t, always(100), "Sir Hugh plays PUNCH", "Sir Guy plays KICK")
		if !strings.Contains(rep, "with PUNCH: ") || !strings.Contains(rep, "fist") || !strings.Contains(rep, "with KICK: ") {
			t.Errorf("report:\n%s", rep)
		}
	})
	t.Run("WEAPON PARRY and its counterblow", func(t *testing.T) {
		g := engaged(t)
		rep := g.round(t, &scriptThen{vals: []int{100, 1}, then: 100}, "Sir Hugh plays DELIVER BLOW", "Sir Guy plays WEAPON PARRY")
		if !strings.Contains(rep, "counterblow by Sir Guy: 50%, rolled 1: a counterblow") || !strings.Contains(rep, "Sir Guy strikes at Sir Hugh") {
			t.Errorf("report:\n%s", rep)
		}
		g.refold(t)
	})
	t.Run("ACTIVE SHIELD PARRY free once a turn", func(t *testing.T) {
		g := engaged(t)
		before := g.state().fig("Sir Guy").Status.BlowsLeft
		g.round(t, always(100), "Sir Hugh plays DELIVER BLOW", "Sir Guy plays ACTIVE SHIELD PARRY")
		if got := g.state().fig("Sir Guy").Status.BlowsLeft; got != before {
			t.Errorf("the first ACTIVE SHIELD PARRY cost %d blows", before-got)
		}
		g.round(t, always(100), "Sir Hugh plays PASSIVE SHIELD PARRY", "Sir Guy plays ACTIVE SHIELD PARRY")
		if got := g.state().fig("Sir Guy").Status.BlowsLeft; got != before-1 {
			t.Errorf("the second ACTIVE SHIELD PARRY left %d of %d blows", got, before)
		}
	})
	t.Run("PASSIVE SHIELD PARRY six in a row", func(t *testing.T) {
		g := engaged(t, func(su *Setup) { su.Figures[0].Figure.Blows, su.Figures[1].Figure.Blows = 12, 12 })
		for range 6 {
			g.round(t, always(100), "Sir Hugh plays PASSIVE SHIELD PARRY", "Sir Guy plays PASSIVE SHIELD PARRY")
		}
		refused(t, g.pos, "red", "Sir Hugh plays PASSIVE SHIELD PARRY", destrier.SecMeleePhase)
	})
	t.Run("DESPERATE DEFENSE gives no counterblow", func(t *testing.T) {
		g := engaged(t)
		rep := g.round(t, always(100), "Sir Hugh plays DELIVER BLOW", "Sir Guy plays DESPERATE DEFENSE")
		if strings.Contains(rep, "counterblow") || !strings.Contains(rep, "DESPERATE DEFENSE") {
			t.Errorf("report:\n%s", rep)
		}
	})
	t.Run("MOVE 1 inch", func(t *testing.T) {
		g := facing(t)
		g.round(t, always(100), "Sir Hugh plays STAND GROUND, PASSIVE SHIELD PARRY", "Sir Guy plays RETREAT, PASSIVE SHIELD PARRY")
		gap := g.state().Gap("Sir Hugh", "Sir Guy")
		g.round(t, always(100), "Sir Hugh plays MOVE 1\" at Sir Guy", "Sir Guy plays PASSIVE SHIELD PARRY")
		if after := g.state().Gap("Sir Hugh", "Sir Guy"); !(after < gap-0.5) {
			t.Errorf("MOVE 1\" took the gap from %v to %v", gap, after)
		}
	})
	t.Run("RUN AWAY", func(t *testing.T) {
		g := facing(t)
		rep := g.round(t, always(100), "Sir Hugh plays STAND GROUND, PASSIVE SHIELD PARRY", "Sir Guy plays RUN AWAY, PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "Sir Guy falls back") || g.state().Gap("Sir Hugh", "Sir Guy") < 2 {
			t.Errorf("gap %v, report:\n%s", g.state().Gap("Sir Hugh", "Sir Guy"), rep)
		}
	})
	t.Run("KEEP DISTANCE retreating", func(t *testing.T) {
		g := facing(t)
		gap := g.state().Gap("Sir Hugh", "Sir Guy")
		rep := g.round(t, always(100), "Sir Hugh plays CLOSE at Sir Guy, PASSIVE SHIELD PARRY", "Sir Guy plays KEEP DISTANCE retreating, PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "Sir Guy falls back") || g.state().Gap("Sir Hugh", "Sir Guy") <= gap-1+0.01 {
			t.Errorf("gap %v from %v:\n%s", g.state().Gap("Sir Hugh", "Sir Guy"), gap, rep)
		}
		refused(t, g.pos, "blue", "Sir Guy plays RETREAT retreating, PASSIVE SHIELD PARRY", "does not go with RETREAT")
	})
	t.Run("a TAC card in contact", func(t *testing.T) {
		g := engaged(t)
		refused(t, g.pos, "red", "Sir Hugh plays CLOSE, DELIVER BLOW", destrier.SecMeleeSeq)
	})
	t.Run("FLECHE needs a target", func(t *testing.T) {
		g := facing(t, unencumbered)
		refused(t, g.pos, "red", "Sir Hugh plays FLECHE, DELIVER BLOW", "FLECHE")
		rep := g.round(t, always(100), "Sir Hugh plays FLECHE at Sir Guy, DELIVER BLOW", "Sir Guy plays KEEP DISTANCE, PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "Sir Hugh moves") {
			t.Errorf("report:\n%s", rep)
		}
	})
	t.Run("CHARGE once a turn", func(t *testing.T) {
		g := facing(t, unencumbered)
		g.round(t, always(100), "Sir Hugh plays RETREAT, PASSIVE SHIELD PARRY", "Sir Guy plays STAND GROUND, PASSIVE SHIELD PARRY")
		g.round(t, always(100), "Sir Hugh plays CHARGE at Sir Guy, PASSIVE SHIELD PARRY", "Sir Guy plays PASSIVE SHIELD PARRY")
		if !g.state().fig("Sir Hugh").Status.Charged {
			t.Fatal("CHARGE not marked")
		}
		refused(t, g.pos, "red", "Sir Hugh plays CHARGE at Sir Guy, PASSIVE SHIELD PARRY", "CHARGE")
	})
	t.Run("RESTRAINT and BREAK FREE", func(t *testing.T) {
		g := engaged(t)
		// With a TAC card only: in contact none may be played, so the
		// chance must come of a body bash; herald refuses it here.
		refused(t, g.pos, "red", "Sir Hugh plays RESTRAINT", "GRAPPLES")
	})
	t.Run("TOSS with a TAC card", func(t *testing.T) {
		d := ruleset(t)
		s, _ := d.New(Setup{Sides: []string{"red", "blue"}, Figures: []Placed{
			{Figure: figure(t, d, "knight", "Sir Hugh", "red"), X: 10, Y: 10, Facing: 90},
			{Figure: figure(t, d, "man-at-arms", "Wat", "blue"), X: 11.5, Y: 10, Facing: 270},
		}})
		g := &played{start: s, pos: s}
		g.roll(t, dice.NewScripted(5, 2))
		rep := g.round(t, always(1), "Sir Hugh plays CLOSE at Wat, TOSS", "Wat plays STAND GROUND, PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "Sir Hugh tosses Wat: prone") || g.state().fig("Wat").Status.Posture != destrier.Prone {
			t.Errorf("report:\n%s", rep)
		}
		// Down, Wat must get up before he moves or dodges.
		refused(t, g.pos, "blue", "Wat plays DODGE LEFT", "DODGE")
		rep = g.round(t, always(1), "Sir Hugh plays PASSIVE SHIELD PARRY", "Wat plays MOVE 1\"")
		if !strings.Contains(rep, "Wat gets to his feet") {
			t.Errorf("report:\n%s", rep)
		}
		g.refold(t)
	})
	t.Run("DRAW WEAPON", func(t *testing.T) {
		g := engaged(t)
		g.round(t, always(100), "Sir Hugh plays DRAW WEAPON mace", "Sir Guy plays PASSIVE SHIELD PARRY")
		if got := g.state().fig("Sir Hugh").Fighter().InHand(); got != "mace" {
			t.Errorf("in hand: %q", got)
		}
	})
	t.Run("FIRE/THROW needs a loaded weapon", func(t *testing.T) {
		g := engaged(t, func(su *Setup) { su.Figures[0].Figure.Missile = "crossbow" })
		refused(t, g.pos, "red", "Sir Hugh plays FIRE/THROW MISSILE at Sir Guy", "RELOAD")
		g.round(t, always(100), "Sir Hugh plays RELOAD MISSILE WEAPON", "Sir Guy plays PASSIVE SHIELD PARRY")
		rep := g.round(t, always(100), "Sir Hugh plays FIRE/THROW MISSILE at Sir Guy", "Sir Guy plays PASSIVE SHIELD PARRY")
		if !strings.Contains(rep, "with FIRE/THROW MISSILE") {
			t.Errorf("report:\n%s", rep)
		}
	})
	t.Run("PREPARE and CAST SPELL", func(t *testing.T) {
		g := engaged(t, func(su *Setup) { su.Figures[0].Figure.MKL = 3 })
		refused(t, g.pos, "red", "Sir Hugh plays CAST SPELL levels 1 1", "PREPARE SPELL")
		g.round(t, always(100), "Sir Hugh plays PREPARE SPELL", "Sir Guy plays PASSIVE SHIELD PARRY")
		if g.state().fig("Sir Hugh").Status.Prepared != 1 {
			t.Error("PREPARE SPELL not counted")
		}
	})
}

// scriptThen rolls its values in order, then always then.
type scriptThen struct {
	vals []int
	then int
}

func (s *scriptThen) Roll(sides int, _ string) int {
	v := s.then
	if len(s.vals) > 0 {
		v, s.vals = s.vals[0], s.vals[1:]
	}
	return min(v, sides)
}

// A wrong guess by an attacker who follows and keeps contact gives the
// dodger 25% for a free counterblow (THE MELEE CARDS: DODGE); a right
// guess by one who struck halves the dodge.
func TestDodgeOutcomes(t *testing.T) {
	g := engaged(t)
	g.round(t, always(1), "Sir Hugh plays DELIVER BLOW", "Sir Guy plays DODGE BACK")
	g.decide(t, always(1), "red", "Sir Hugh guesses left at Sir Guy")
	rep := strings.Join(g.log[len(g.log)-1].Report, "\n")
	for _, want := range []string{"Sir Guy dodges back", "Sir Hugh guessed wrong and follows", "counterblow by Sir Guy: 25%, rolled 1: a counterblow", "Sir Guy strikes at Sir Hugh"} {
		if !strings.Contains(rep, want) {
			t.Errorf("report lacks %q:\n%s", want, rep)
		}
	}
	g.refold(t)

	g = engaged(t)
	g.round(t, always(100), "Sir Hugh plays DELIVER BLOW", "Sir Guy plays DODGE BACK")
	g.decide(t, always(100), "red", "Sir Hugh guesses back")
	rep = strings.Join(g.log[len(g.log)-1].Report, "\n")
	if !strings.Contains(rep, "guessed right and follows") || strings.Contains(rep, "counterblow") {
		t.Errorf("report:\n%s", rep)
	}
}
