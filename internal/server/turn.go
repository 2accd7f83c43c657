package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/notation"
	"herald/internal/store"
)

// Playing a turn or a decision: checked by the game's ruleset with no
// die rolled, played with the game's fair dice, appended under the
// store's version check.

// TurnResult is what a played turn returns.
type TurnResult struct {
	Version int64    `json:"version"`
	Report  []string `json:"report"`
	Over    bool     `json:"over"`
	Next    string   `json:"next"`
	// Due are the sides the game waits for next: at a sealed step, every
	// side whose orders are not yet in.
	Due []string `json:"due"`
	// Decision: the turn stopped for the opponent's decision.
	Decision *Question `json:"decision,omitempty"`
}

// PlayTurn plays side's turn from orders against the game at version. The
// dice are fair roll indexes from the game's roll count, so the same turn
// sent again at the same version rolls the same dice.
func (s *Server) playTurn(ctx context.Context, p *position, side, orders string, version int64) (*TurnResult, error) {
	res, out, next, err := s.playOn(p, side, orders, version)
	if err != nil {
		return nil, err
	}
	return s.commit(ctx, p, version, res, out, next)
}

// commit appends a turn's lines at version and keeps the position after
// it; the last turn of the game reveals the dice seed.
func (s *Server) commit(ctx context.Context, p *position, version int64, res *TurnResult, out []string, next *position) (*TurnResult, error) {
	var err error
	g := p.g
	// At the game's version: version may be older by seeds alone (current).
	if res.Version, err = s.st.AppendEvents(ctx, g.ID, g.Version, out); err != nil {
		return nil, err
	}
	next.g.Version, next.played = res.Version, res.Version
	if next.sealedOnly {
		next.played = p.played
	}
	s.cache.put(next)
	over := res.Over
	s.wakeNotifier()
	if !over && res.Next != "" && computerLevel(g, res.Next) != "" || res.Decision != nil && computerLevel(g, res.Decision.Side) != "" {
		s.wakeComputer(g.ID)
	}
	if over {
		// The dice are done: reveal the seed so anyone can check them.
		if v, err := s.st.SetStatus(ctx, g.ID, res.Version, store.StatusFinished); err == nil {
			res.Version = v
		}
		if err := s.st.RevealSeed(ctx, g.ID); err != nil {
			s.logf("herald serve: game %s: revealing the seed: %v", g.ID, err)
		}
	}
	return res, nil
}

// prepareTurn plays the turn on the folded game and returns the log
// lines to append; it writes nothing.
func (s *Server) prepareTurn(p *position, side, orders string, version int64) (*TurnResult, []string, bool, error) {
	res, out, _, err := s.playOn(p, side, orders, version)
	if err != nil {
		return nil, nil, false, err
	}
	return res, out, res.Over, nil
}

// playOn is prepareTurn that also returns the position after the turn,
// for the cache once the lines are stored.
func (s *Server) playOn(p *position, side, orders string, version int64) (*TurnResult, []string, *position, error) {
	if err := playable(p.g); err != nil {
		return nil, nil, nil, err
	}
	if err := p.current(version); err != nil {
		return nil, nil, nil, err
	}
	if p.ended != "" {
		return nil, nil, nil, errf(http.StatusConflict, "the game is over: %s", p.ended)
	}
	sub := game.Submission{Side: side, For: game.Orders, Orders: orders}
	switch st := p.state.Step(); {
	case st.Kind == game.Over:
		return nil, nil, nil, refused(p.state, sub, http.StatusConflict)
	case st.Kind == game.Sealed:
		// Every due side gives its orders, none seeing the others'.
		sub.For = game.Sealed
		if !st.Due(side) {
			if slices.Contains(game.Sealing(p.state), side) {
				return nil, nil, nil, errf(http.StatusConflict, "%s has given its sealed orders already; they are revealed when every side's are in", side)
			}
			return nil, nil, nil, refused(p.state, sub, http.StatusForbidden)
		}
	case st.Player != side:
		return nil, nil, nil, refused(p.state, sub, http.StatusForbidden)
	}
	c, err := game.Check(p.state, sub)
	if err != nil {
		return nil, nil, nil, checkRefusal(err)
	}
	res, out, next, err := s.playWith(p, c)
	if err != nil {
		return nil, nil, nil, err
	}
	// A side is told what it may see of its own turn, as of any other.
	res.Report = nonNil(next.reportFor(side))
	return res, out, next, nil
}

// refused is the refusal of sub worded in the game's own rules, with
// status: the game over, not the side's turn, nothing to decide.
func refused(p game.Position, sub game.Submission, status int) *apiError {
	sub.Orders = ""
	_, err := p.Check(sub)
	ae := &apiError{Status: status, Msg: "not now"}
	if re, ok := game.RuleOf(err); ok {
		ae.Msg, ae.Rule = re.Msg, re.Rule
	} else if err != nil {
		ae.Msg = err.Error()
	}
	return ae
}

// checkRefusal is a submission the check refused: its line, order and
// rule, orders that do not read, or too many (413).
func checkRefusal(err error) *apiError {
	if ae := tooMuch(err); ae != nil {
		return ae
	}
	var se *notation.SyntaxError
	if errors.As(err, &se) {
		return errf(http.StatusBadRequest, "orders: %v", err)
	}
	ae := &apiError{Status: http.StatusBadRequest, Msg: err.Error()}
	if re, ok := game.RuleOf(err); ok {
		ae.Rule = re.Rule
	}
	return ae
}

// playWith plays a checked submission with the game's fair dice, from its
// roll count on, and returns the log lines to append and the position
// after. Nothing after the check can refuse it.
func (s *Server) playWith(p *position, c game.Checked) (*TurnResult, []string, *position, error) {
	fair, err := p.fair()
	if err != nil {
		return nil, nil, nil, err
	}
	n, evs, err := game.PlayChecked(p.state, c, p.keeper(), fair)
	if err != nil {
		return nil, nil, nil, err
	}
	return p.afterPlay(n, evs)
}

// fair is the game's dice from where its log has come to.
func (p *position) fair() (*dice.Fair, error) {
	var seed dice.ServerSeed
	if len(p.g.ServerSeed) != len(seed) {
		return nil, fmt.Errorf("game %s: stored server seed has %d bytes", p.g.ID, len(p.g.ServerSeed))
	}
	copy(seed[:], p.g.ServerSeed)
	return dice.NewFair(seed, p.sideSeeds(), p.rolls)
}

// advanceStart plays the dice a new game begins with (Destrier's first
// initiative: a chance step before any side acts) and stores them; a
// game that begins with a side's step is left as it is.
func (s *Server) advanceStart(ctx context.Context, id string) error {
	g, err := s.st.Game(ctx, id)
	if err != nil {
		return err
	}
	p, err := s.position(ctx, g)
	if err != nil {
		return err
	}
	if p.state.Step().Kind != game.Chance {
		return nil
	}
	fair, err := p.fair()
	if err != nil {
		return err
	}
	n, evs := game.Advance(p.state, fair)
	res, out, next, err := p.afterPlay(n, evs)
	if err != nil {
		return err
	}
	_, err = s.commit(ctx, p, g.Version, res, out, next)
	return err
}

// afterPlay is the result and the log lines of events evs played at p,
// which leave the game at n.
func (p *position) afterPlay(n game.Position, evs []game.Event) (*TurnResult, []string, *position, error) {
	g := p.g
	st := n.Step()
	res := &TurnResult{Over: st.Kind == game.Over, Next: st.Player, Due: nonNil(st.Sides), Report: []string{}}
	if st.Question != nil {
		res.Decision = questionOf(st.Question)
	}
	logged := make([]gamelog.Event, len(evs))
	told := make([]game.Told, len(evs))
	for i, e := range evs {
		logged[i] = gamelog.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		lines := game.Tell(e)
		told[i] = game.Told{Event: e, Lines: lines}
		res.Report = append(res.Report, lines...)
	}
	before, after, err := p.diceEvents(slices.ContainsFunc(logged, func(e gamelog.Event) bool { return len(e.Rolls) > 0 }), st.Kind == game.Over)
	if err != nil {
		return nil, nil, nil, err
	}
	logged = slices.Concat(before, logged, after)
	out, err := chain(p.lastHash, p.count, logged)
	if err != nil {
		return nil, nil, nil, err
	}
	next := &position{g: g, l: p.l, state: n, seq: p.seq + int64(len(out)), count: p.count + len(out),
		rolls: p.rolls, lastHash: logged[len(logged)-1].Hash, told: told, dice: p.dice}
	next.dice.fixed = next.dice.fixed || len(before) > 0
	next.dice.revealed = next.dice.revealed || len(after) > 0
	next.g.LastSeq = next.seq
	// Sealed orders alone change nothing another side decides by: the
	// other due sides may still give theirs against the version they saw.
	next.sealedOnly = !slices.ContainsFunc(evs, func(e game.Event) bool { return e.Type != game.TypeSealed })
	for _, e := range logged {
		next.rolls += uint64(len(e.Rolls))
	}
	return res, out, next, nil
}

func (s *Server) postTurn(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Orders  string `json:"orders"`
		Version *int64 `json:"version"`
		// Message is a word to the opponent, sent with the turn (chat.go).
		Message string `json:"message"`
	}
	if err := decode(w, r, &req); err != nil {
		s.fail(w, err)
		return
	}
	if req.Version == nil {
		s.fail(w, errf(http.StatusBadRequest, `give {"orders": TEXT, "version": N}: version is the game's version you played against`))
		return
	}
	p, side, err := s.load(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	res, err := s.playTurnWith(r.Context(), p, side, req.Orders, req.Message, *req.Version)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}
