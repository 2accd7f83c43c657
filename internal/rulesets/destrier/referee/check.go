package referee

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/orders"
)

// cardsPlan is a side's checked cards for a sealed step: one play for
// each of its live figures, in the setup's order (those it left out that
// have no blows given PASSIVE SHIELD PARRY).
type cardsPlan struct {
	Side  string
	Plays []destrier.Play
	// Defends are the defences the side wrote against counterblows.
	Defends []Defend
}

// step is the destrier step of a sealed stage.
func (s *State) step() destrier.Step {
	if s.Stage == stageTAC {
		return destrier.TACPhase
	}
	return destrier.CardRound
}

// orderErr is a refusal of one line of a submission.
func orderErr(o orders.Order, err error) error {
	return &game.OrderError{Line: o.Line, Order: orders.FormatOrder(o), Err: err}
}

// checkCards checks a side's cards for the TAC phase or a card round.
func (s *State) checkCards(side, text string) (cardsPlan, string, error) {
	r := s.rs.R
	os, err := orders.Parse(text)
	if err != nil {
		return cardsPlan{}, "", &game.OrderError{Err: refErr("%v", err)}
	}
	plays := map[string]destrier.Play{}
	var defends []Defend
	for _, o := range os {
		if o.Kind == orders.DefendOrder {
			d, err := s.checkDefend(side, o, defends)
			if err != nil {
				return cardsPlan{}, "", err
			}
			defends = append(defends, d)
			continue
		}
		if o.Kind != orders.PlayOrder {
			return cardsPlan{}, "", orderErr(o, refErr("the %s asks for cards (NAME plays CARD, CARD), not a %s order", s.Stage, o.Kind))
		}
		f := s.fig(o.Figure)
		switch {
		case f == nil:
			return cardsPlan{}, "", orderErr(o, refErr("no figure named %q in this game", o.Figure))
		case f.Side != side:
			return cardsPlan{}, "", orderErr(o, refErr("%s is a figure of %s, not of %s", f.Name, f.Side, side))
		case !f.Live():
			return cardsPlan{}, "", orderErr(o, refErr("%s is out of the fight", f.Name))
		}
		if _, dup := plays[f.Name]; dup {
			return cardsPlan{}, "", orderErr(o, refErr("%s is given cards twice", f.Name))
		}
		p, err := r.Normalize(o.Play)
		if err != nil {
			return cardsPlan{}, "", orderErr(o, err)
		}
		if err := s.legal(f, p); err != nil {
			return cardsPlan{}, "", orderErr(o, err)
		}
		plays[f.Name] = p
	}
	plan := cardsPlan{Side: side}
	for _, f := range s.live(side) {
		if i := slices.IndexFunc(defends, func(d Defend) bool { return d.Figure == f.Name }); i >= 0 {
			plan.Defends = append(plan.Defends, defends[i])
		}
		p, ok := plays[f.Name]
		if !ok {
			d, err := s.defaultPlay(f)
			if err != nil {
				return cardsPlan{}, "", &game.OrderError{Err: err}
			}
			p = d
		}
		plan.Plays = append(plan.Plays, p)
	}
	return plan, formatPlays(plan.Plays) + formatDefends(plan.Defends), nil
}

// defaultPlay is what herald plays for a figure its side left out: a
// figure out of blows lays a PASSIVE SHIELD PARRY (docs/destrier.md); any
// other must be given cards.
func (s *State) defaultPlay(f *Fig) (destrier.Play, error) {
	if s.Stage == stageRound && f.Status.BlowsLeft == 0 {
		return destrier.Play{Figure: f.Name, Cards: []destrier.CardName{destrier.PassiveShieldParry}}, nil
	}
	if s.Stage == stageTAC {
		return destrier.Play{}, refErr("%s has no cards: in the TAC phase every figure lays a TAC card and a MELEE card", f.Name)
	}
	return destrier.Play{}, refErr("%s has %d blows left and no cards: every figure has to be doing something, if only a PASSIVE SHIELD PARRY", f.Name, f.Status.BlowsLeft)
}

// formatPlays writes plays in their canonical text.
func formatPlays(ps []destrier.Play) string {
	os := make([]orders.Order, len(ps))
	for i, p := range ps {
		os[i] = orders.Order{Kind: orders.PlayOrder, Figure: p.Figure, Play: p}
	}
	return orders.Format(os)
}

// moment is what the table and the referee say about f choosing p.
func (s *State) moment(f *Fig, p destrier.Play) (destrier.Moment, error) {
	m := destrier.Moment{Step: s.step(), InContact: s.inContact(f)}
	m.Reach = !m.InContact && s.rs.R.MayPlayTACInRound(s, f.Name, s.enemies(f))
	if p.Target == "" {
		return m, nil
	}
	t := s.fig(p.Target)
	switch {
	case t == nil:
		return m, refErr("no figure named %q in this game", p.Target)
	case t.Side == f.Side:
		return m, refErr("%s is on %s's own side", t.Name, f.Name)
	case !t.Live():
		return m, refErr("%s is out of the fight", t.Name)
	}
	tf := t.Fighter()
	m.Target = &tf
	m.TargetFacing = s.Facing(t.Name, f.Name)
	m.TargetGap = s.Gap(f.Name, t.Name)
	m.TargetContact = m.TargetGap < 0.001
	if tf.Mount != "" {
		if st := s.fig(tf.Mount); st != nil {
			sf := st.Fighter()
			m.TargetSteed = &sf
		}
	}
	return m, nil
}

// legal checks one figure's play against the rules and the table.
func (s *State) legal(f *Fig, p destrier.Play) error {
	r := s.rs.R
	m, err := s.moment(f, p)
	if err != nil {
		return err
	}
	for _, c := range p.Cards {
		if way, ok := destrier.Way(c); ok {
			m.Room = s.room(f, way)
			if err := r.MayDodge(f.Fighter(), m.Room); err != nil {
				return err
			}
		}
	}
	return r.Legal(f.Fighter(), p, m)
}

// guessPlan is a side's checked answer to the dodge guesses asked of it.
type guessPlan struct {
	Side    string
	Guesses []Guess
}

// checkGuesses checks a side's guesses: one for each of the asks of it,
// the dodger named when the guesser faces several.
func (s *State) checkGuesses(side, text string) (guessPlan, string, error) {
	x := s.Exchange
	os, err := orders.Parse(text)
	if err != nil {
		return guessPlan{}, "", &game.OrderError{Err: refErr("%v", err)}
	}
	plan := guessPlan{Side: side}
	for _, o := range os {
		if o.Kind != orders.GuessOrder {
			return guessPlan{}, "", orderErr(o, dodgeErr("the referee waits for dodge guesses (NAME guesses left|right|back at DODGER), not a %s order", o.Kind))
		}
		var mine []Ask
		for _, a := range x.Asks {
			if a.Side == side && a.By == o.Figure && (o.At == "" || a.Dodger == o.At) {
				mine = append(mine, a)
			}
		}
		switch {
		case len(mine) == 0 && o.At != "":
			return guessPlan{}, "", orderErr(o, dodgeErr("%s is not asked to guess at %s: only an opponent in contact with a dodger guesses", o.Figure, o.At))
		case len(mine) == 0:
			return guessPlan{}, "", orderErr(o, dodgeErr("%s is not asked to guess: only an opponent in contact with a dodger guesses", o.Figure))
		case len(mine) > 1:
			return guessPlan{}, "", orderErr(o, dodgeErr("%s is in contact with several dodgers: name the one he guesses at", o.Figure))
		}
		a := mine[0]
		if slices.ContainsFunc(plan.Guesses, func(g Guess) bool { return g.By == a.By && g.Dodger == a.Dodger }) {
			return guessPlan{}, "", orderErr(o, dodgeErr("%s guesses twice at %s", a.By, a.Dodger))
		}
		plan.Guesses = append(plan.Guesses, Guess{By: a.By, Dodger: a.Dodger, Way: o.Way})
	}
	var missing []string
	for _, a := range x.Asks {
		if a.Side == side && !slices.ContainsFunc(plan.Guesses, func(g Guess) bool { return g.By == a.By && g.Dodger == a.Dodger }) {
			missing = append(missing, a.By+" at "+a.Dodger)
		}
	}
	if len(missing) > 0 {
		return guessPlan{}, "", &game.OrderError{Err: dodgeErr("guesses are still wanted of %s", strings.Join(missing, ", "))}
	}
	// Canonical: in the order asked.
	slices.SortFunc(plan.Guesses, func(a, b Guess) int { return x.askIndex(a) - x.askIndex(b) })
	var b strings.Builder
	for _, g := range plan.Guesses {
		b.WriteString(orders.FormatOrder(orders.Order{Kind: orders.GuessOrder, Figure: g.By, Way: g.Way, At: g.Dodger}) + "\n")
	}
	return plan, b.String(), nil
}

// dodgeErr is a refusal under THE MELEE CARDS: DODGE.
func dodgeErr(format string, a ...any) error {
	e := refErr(format, a...)
	e.Rule = destrier.SecMeleeCards + ": DODGE"
	return e
}

// cardsText is a play's cards as written after "plays".
func cardsText(p destrier.Play) string {
	line := orders.FormatOrder(orders.Order{Kind: orders.PlayOrder, Figure: p.Figure, Play: p})
	_, cards, _ := strings.Cut(line, " plays ")
	return cards
}

// preview tells what a side's cards do before the dice: each play and
// its bill.
func (s *State) preview(plan cardsPlan) []string {
	var out []string
	for _, p := range plan.Plays {
		f := s.fig(p.Figure)
		bill := s.rs.R.Cost(f.Fighter(), p, s.step())
		out = append(out, fmt.Sprintf("%s plays %s (%d of %d blows)", p.Figure, cardsText(p), bill.Total, f.Status.BlowsLeft))
	}
	return out
}
