package server

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"

	"herald/internal/dice"
	"herald/internal/gamelog"
	"herald/internal/notify"
	"herald/internal/store"
)

// SideOptions is what a side may give when the game is created: where to
// tell it that it is its move. Seed is refused: a side's dice seed comes
// from the side itself, after the server has committed to its own.
type SideOptions struct {
	Seed          string `json:"seed,omitempty"`
	Email         string `json:"email,omitempty"`
	Webhook       string `json:"webhook,omitempty"`
	WebhookSecret string `json:"webhook_secret,omitempty"`
}

func (o SideOptions) side(name, token string) store.Side {
	return store.Side{Name: name, TokenHash: store.HashToken(token),
		Email: o.Email, Webhook: o.Webhook, WebhookSecret: o.WebhookSecret}
}

// checkSideOptions refuses options for a side the scenario does not have,
// a dice seed (whoever creates the game may not choose a side's seed, and
// the server would see it before committing to its own), and anything
// the store or a sender would refuse later.
func (s *Server) checkSideOptions(ctx context.Context, sides []string, opts map[string]SideOptions) error {
	bad := func(format string, a ...any) error { return errf(http.StatusBadRequest, format, a...) }
	for name, o := range opts {
		if !slices.Contains(sides, name) {
			return bad("sides: %q is not a side of this scenario (its sides: %v)", name, sides)
		}
		if o.Seed != "" {
			return bad("sides: %s: a dice seed cannot be given with the new game: the server publishes its commitment first, then each side gives its own seed with its own token (POST /api/games/ID/seed; docs/dice.md)", name)
		}
		if o.Email != "" {
			if err := notify.CheckEmail(o.Email); err != nil {
				return bad("sides: %s: %v", name, err)
			}
		}
		if o.Webhook != "" {
			if err := s.Webhooks.CheckURL(ctx, o.Webhook); err != nil {
				return bad("sides: %s: %v", name, err)
			}
			if len(o.WebhookSecret) < 16 {
				return bad("sides: %s: a webhook needs a webhook_secret of at least 16 characters to sign its calls with", name)
			}
		} else if o.WebhookSecret != "" {
			return bad("sides: %s: webhook_secret without a webhook", name)
		}
	}
	return nil
}

// diceLog is what the log says of the committed dice so far.
type diceLog struct {
	// inLog: the sides' seeds are events of the log (the header's
	// side_seeds). A game begun before that keeps them in the store.
	inLog bool
	// given holds each side's seed from its seed event. It is shared by
	// copies of a position, so it is replaced, never changed.
	given    map[string]string
	givenAt  map[string]int
	fixed    bool
	revealed bool
}

// fold takes in one checked event of the log.
func (d *diceLog) fold(e gamelog.Event) error {
	switch e.Type {
	case gamelog.TypeSeed:
		seed, err := gamelog.SeedOf(e)
		switch {
		case err != nil:
			return err
		case !d.inLog:
			return errors.New("a seed event in a log whose header does not keep the side seeds in it")
		case d.given[e.Side] != "":
			return fmt.Errorf("%s gives a second seed (its first is on line %d)", e.Side, d.givenAt[e.Side])
		case d.fixed:
			return fmt.Errorf("%s's seed comes after the seeds were fixed", e.Side)
		}
		d.given, d.givenAt = maps.Clone(d.given), maps.Clone(d.givenAt)
		if d.given == nil {
			d.given, d.givenAt = map[string]string{}, map[string]int{}
		}
		d.given[e.Side], d.givenAt[e.Side] = seed, e.Seq+1
	case gamelog.TypeSeedsFixed:
		if d.fixed || !d.inLog {
			return errors.New("a seeds-fixed event where the seeds cannot be fixed")
		}
		d.fixed = true
	case gamelog.TypeReveal:
		d.revealed = true
	}
	return nil
}

// sideSeeds are the side seeds of the fair dice, in side order. In a log
// that keeps them, a side that gave none rolls with "" (docs/dice.md); in
// a game begun before, with its name, as it always did.
func (p *position) sideSeeds() []string {
	out := make([]string, len(p.g.Sides))
	for i, sd := range p.g.Sides {
		switch {
		case p.dice.inLog:
			out[i] = p.dice.given[sd.Name]
		case sd.Seed != "":
			out[i] = sd.Seed
		default:
			out[i] = sd.Name
		}
	}
	return out
}

// diceEvents are the dice's events to log around a write's events: the
// seeds fixed before the game's first roll, and the reveal after its last.
func (p *position) diceEvents(rolls, over bool) (before, after []gamelog.Event, err error) {
	if p.dice.inLog && !p.dice.fixed && rolls {
		e, err := gamelog.NewEvent(gamelog.TypeSeedsFixed, "", gamelog.NewSeedsFixed(sideNames(p.g), p.dice.given))
		if err != nil {
			return nil, nil, err
		}
		before = append(before, e)
	}
	if over && !p.dice.revealed {
		e, err := gamelog.NewEvent(gamelog.TypeReveal, "", gamelog.Reveal{ServerSeed: p.revealed(),
			Sides: sideNames(p.g), SideSeeds: p.sideSeeds()})
		if err != nil {
			return nil, nil, err
		}
		after = append(after, e)
	}
	return before, after, nil
}

func sideNames(g store.Game) []string {
	out := make([]string, len(g.Sides))
	for i, sd := range g.Sides {
		out[i] = sd.Name
	}
	return out
}

// SeedResult answers POST /api/games/{id}/seed.
type SeedResult struct {
	Side    string `json:"side"`
	Version int64  `json:"version"`
}

// postSeed lets a side give its own dice seed, with its own token: once,
// and only before the first roll. It is logged as a seed event.
func (s *Server) postSeed(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Seed string `json:"seed"`
	}
	if err := decode(w, r, &req); err != nil {
		s.fail(w, err)
		return
	}
	if err := dice.ValidateSideSeed(req.Seed); err != nil {
		s.fail(w, errf(http.StatusBadRequest, `give {"seed": TEXT}: %v`, err))
		return
	}
	p, side, err := s.load(r)
	if err == nil {
		err = playable(p.g)
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	v, err := s.giveSeed(r, p, side, req.Seed)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, SeedResult{Side: side, Version: v})
}

func (s *Server) giveSeed(r *http.Request, p *position, side, seed string) (int64, error) {
	given := p.dice.given[side] != ""
	if !p.dice.inLog {
		given = slices.ContainsFunc(p.g.Sides, func(sd store.Side) bool { return sd.Name == side && sd.Seed != "" })
	}
	switch {
	case given:
		return 0, errf(http.StatusConflict, "%s gave its dice seed already; a side's seed is given once", side)
	case p.over():
		return 0, errf(http.StatusConflict, "the game is over; its dice are done")
	case p.dice.fixed || p.rolls > 0:
		return 0, errf(http.StatusConflict, "the game has rolled %d dice already; the seeds were fixed by the first roll", p.rolls)
	}
	if !p.dice.inLog {
		// A game begun before the seeds were logged keeps them in the
		// store, under the version check all the same.
		return s.st.SetSideSeed(r.Context(), p.g.ID, p.g.Version, side, seed)
	}
	e, err := gamelog.NewEvent(gamelog.TypeSeed, side, gamelog.Seed{Seed: seed})
	if err != nil {
		return 0, err
	}
	lines, err := chain(p.lastHash, p.count, []gamelog.Event{e})
	if err != nil {
		return 0, err
	}
	// Under the version check: a turn that rolls while this is in flight
	// makes it a 409, so no roll is ever made with other seeds.
	return s.st.AppendEvents(r.Context(), p.g.ID, p.g.Version, lines)
}

// seedsView says, per side, what seed it gave: in a log that keeps the
// seeds, the seed itself (the log shows it to all); in a game begun
// before, only whether it gave one until the server seed is revealed.
func (p *position) seedsView() map[string]string {
	out := map[string]string{}
	seeds := p.sideSeeds()
	for i, sd := range p.g.Sides {
		switch {
		case seeds[i] != "" && (p.dice.inLog || p.g.SeedRevealed || p.dice.revealed):
			out[sd.Name] = seeds[i]
		case p.dice.inLog && (p.dice.fixed || p.over()):
			out[sd.Name] = "none: it gave no seed before the first roll"
		case p.dice.inLog:
			out[sd.Name] = "none yet"
		case sd.Seed != "":
			out[sd.Name] = "given"
		default:
			out[sd.Name] = fmt.Sprintf("none yet (the name %q is used)", sd.Name)
		}
	}
	return out
}

// seedWanted: side may still give its seed (the play page then gives one).
func (p *position) seedWanted(side string) bool {
	return p.dice.inLog && p.dice.given[side] == "" && !p.dice.fixed && p.rolls == 0 && !p.over()
}
