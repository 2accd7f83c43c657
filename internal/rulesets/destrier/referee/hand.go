package referee

import (
	"encoding/json"

	"herald/internal/game"
	"herald/internal/rulesets/destrier"
)

// HandCard is one card of a figure's hand as its side's page shows it:
// what it costs now, whether the figure may lay it down now (alone, or
// with the plainest companion card the step asks for), and if not why.
type HandCard struct {
	Name     destrier.CardName `json:"name"`
	Deck     destrier.Deck     `json:"deck"`
	Section  string            `json:"section"`
	Summary  string            `json:"summary"`
	Cost     int               `json:"cost"`
	Playable bool              `json:"playable"`
	Why      string            `json:"why,omitempty"`
}

// FigureCard is a figure as Card gives it: the view's figure, and to its
// own side its values and its hand.
type FigureCard struct {
	figView
	Values *destrier.Figure `json:"values,omitempty"`
	Hand   []HandCard       `json:"hand,omitempty"`
}

// Card implements game.Carder: any figure's place and visible state; to
// its own side its values and its hand for the step.
func (s *State) Card(side, name string) (any, error) {
	f := s.fig(name)
	if f == nil {
		return nil, game.Questionf(game.Unseen, "no figure named %q in this game", name)
	}
	var v view
	b, err := s.View(side)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return nil, err
	}
	out := FigureCard{}
	for _, fv := range v.Figures {
		if fv.Name == name {
			out.figView = fv
		}
	}
	if side == game.Referee || side == f.Side {
		vals := f.Figure
		out.Values = &vals
		out.Hand = s.Hand(f)
	}
	return out, nil
}

// Hand is every card of the decks for f at this step: its cost and
// whether it may be laid down now. Outside the TAC phase and the card
// rounds nothing is playable.
func (s *State) Hand(f *Fig) []HandCard {
	r := s.rs.R
	var out []HandCard
	for i := range r.Cards.List {
		c := &r.Cards.List[i]
		h := HandCard{Name: c.Name, Deck: c.Deck, Section: c.Section, Summary: c.Summary}
		p := s.trial(f, c)
		if s.Stage == stageTAC || s.Stage == stageRound {
			bill := r.Cost(f.Fighter(), p, s.step())
			for _, it := range bill.Items {
				if it.Card == c.Name {
					h.Cost = it.Blows
				}
			}
			if err := s.legal(f, p); err != nil {
				h.Why = err.Error()
			} else {
				h.Playable = true
			}
		} else {
			h.Cost = c.Blows
			h.Why = "cards are laid down in the TAC phase and the card rounds"
		}
		out = append(out, h)
	}
	return out
}

// trial is the play that tries card c for f: with a PASSIVE SHIELD
// PARRY beside a TAC card, with STAND GROUND beside a MELEE card in the
// TAC phase; aimed at the nearest enemy where the card needs a target.
func (s *State) trial(f *Fig, c *destrier.Card) destrier.Play {
	p := destrier.Play{Figure: f.Name}
	switch {
	case c.TAC():
		p.TAC, p.Cards = c.Name, []destrier.CardName{destrier.PassiveShieldParry}
		if s.rs.R.MustMove(f.Fighter()) {
			p.Cards = nil
		}
	case s.Stage == stageTAC && f.Kind != destrier.Steed:
		p.TAC, p.Cards = destrier.StandGround, []destrier.CardName{c.Name}
	default:
		p.Cards = []destrier.CardName{c.Name}
	}
	if c.Name == destrier.Fleche || c.Name == destrier.Charge || c.Kind == destrier.KindGrapple || c.Name == destrier.Trample || c.Name == destrier.Kick {
		if n, ok := destrier.Nearest(s, f.Name, s.enemies(f)); ok {
			p.Target = n
		}
	}
	return p
}
