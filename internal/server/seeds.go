package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"

	"herald/internal/dice"
	"herald/internal/notify"
	"herald/internal/store"
)

// SideOptions is what a side may give when the game is created: its own
// dice seed (docs/dice.md) and where to tell it that it is its move.
type SideOptions struct {
	Seed          string `json:"seed,omitempty"`
	Email         string `json:"email,omitempty"`
	Webhook       string `json:"webhook,omitempty"`
	WebhookSecret string `json:"webhook_secret,omitempty"`
}

func (o SideOptions) side(name, token string) store.Side {
	return store.Side{Name: name, TokenHash: store.HashToken(token), Seed: o.Seed,
		Email: o.Email, Webhook: o.Webhook, WebhookSecret: o.WebhookSecret}
}

// checkSideOptions refuses options for a side the scenario does not have,
// and anything the store or a sender would refuse later.
func (s *Server) checkSideOptions(ctx context.Context, sides []string, opts map[string]SideOptions) error {
	bad := func(format string, a ...any) error { return errf(http.StatusBadRequest, format, a...) }
	for name, o := range opts {
		if !slices.Contains(sides, name) {
			return bad("sides: %q is not a side of this scenario (its sides: %v)", name, sides)
		}
		if o.Seed != "" {
			if err := dice.ValidateSideSeed(o.Seed); err != nil {
				return bad("sides: %s: %v", name, err)
			}
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

// sideSeeds are the side seeds of the fair dice, in side order: the seed a
// side gave, or its name if it gave none (public, but the server had
// committed to its own seed before any side could choose).
func sideSeeds(g store.Game) []string {
	out := make([]string, len(g.Sides))
	for i, sd := range g.Sides {
		out[i] = sd.Seed
		if out[i] == "" {
			out[i] = sd.Name
		}
	}
	return out
}

// SeedResult answers POST /api/games/{id}/seed.
type SeedResult struct {
	Side    string `json:"side"`
	Version int64  `json:"version"`
}

// postSeed lets a side give its dice seed after creation, on its first
// visit: once, and only while no die has been rolled.
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
	for _, sd := range p.g.Sides {
		if sd.Name == side && sd.Seed != "" {
			s.fail(w, errf(http.StatusConflict, "%s gave its dice seed already; seeds are fixed once given", side))
			return
		}
	}
	if p.rolls > 0 {
		s.fail(w, errf(http.StatusConflict, "the game has rolled %d dice already; the seeds were fixed by the first roll", p.rolls))
		return
	}
	// Under the version check: a turn that rolls while this is in flight
	// makes it a 409, so no roll is ever made with other seeds.
	v, err := s.st.SetSideSeed(r.Context(), p.g.ID, p.g.Version, side, req.Seed)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, SeedResult{Side: side, Version: v})
}

// seedsView says, per side, whether it gave its own seed, and the seeds
// themselves once the server seed is revealed (they are all a checker
// needs besides the log).
func seedsView(g store.Game) map[string]string {
	out := map[string]string{}
	for i, sd := range g.Sides {
		switch {
		case g.SeedRevealed:
			out[sd.Name] = sideSeeds(g)[i]
		case sd.Seed != "":
			out[sd.Name] = "given"
		default:
			out[sd.Name] = fmt.Sprintf("none yet (the name %q is used)", sd.Name)
		}
	}
	return out
}
