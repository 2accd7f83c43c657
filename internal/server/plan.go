package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"

	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/notation"
	"herald/internal/render"
	"herald/internal/store"
)

// The planning calls answer what a player asks while deciding a turn:
// a character's values and reach, line of sight and odds against an enemy,
// a dry run of the orders, and the game's history step by step. None of
// them changes the game, writes to the log or rolls the game's dice.

// Check is the verdict of a dry run of a player turn.
type Check struct {
	Legal bool `json:"legal"`
	// Orders is the turn in canonical notation when it is legal.
	Orders string `json:"orders,omitempty"`
	// Plan tells what the turn does up to the dice: moves with their MP,
	// and each fire and attack, whose results the real dice decide. The
	// check assumes every roll does nothing.
	Plan  []string `json:"plan,omitempty"`
	Error string   `json:"error,omitempty"`
	Rule  string   `json:"rule,omitempty"`
	Line  int      `json:"line,omitempty"`
	// Problems are every refused line, the first one first (checkall.go).
	Problems []CheckProblem `json:"problems,omitempty"`
}

// ReplayStep is the game as it stood after one event of its log.
type ReplayStep struct {
	To     int      `json:"to"`
	Last   int      `json:"last"`
	Turn   int      `json:"turn"`
	Side   string   `json:"side"`
	Phase  string   `json:"phase"`
	Type   string   `json:"type"`
	By     string   `json:"by,omitempty"`
	Report []string `json:"report"`
	SVG    string   `json:"svg"`
}

// answer serves a read-only call: the game as the token's side has it,
// and the answer of ask as JSON, or its error.
func (s *Server) answer(ask func(p *position, side string, q url.Values) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		p, side, err := s.load(r)
		if err != nil {
			s.fail(w, err)
			return
		}
		out, err := ask(p, side, r.URL.Query())
		if err != nil {
			s.fail(w, err)
			return
		}
		writeJSON(w, http.StatusOK, out)
	}
}

// Planning calls ask the position for a capability (game.Carder, …)
// through fog.go: a ruleset that does not offer one answers 501.

func getCharacter(p *position, side string, q url.Values) (any, error) {
	return p.plan(side, "character cards", func(pl planner) (any, error) { return pl.card(q.Get("name")) })
}

func getReach(p *position, side string, q url.Values) (any, error) {
	return p.plan(side, "reach", func(pl planner) (any, error) { return pl.reach(q.Get("character")) })
}

func getLOS(p *position, side string, q url.Values) (any, error) {
	return p.plan(side, "lines of sight", func(pl planner) (any, error) { return pl.sight(q.Get("from"), q.Get("to")) })
}

func getOdds(p *position, side string, q url.Values) (any, error) {
	from, to := q["from"], q["to"]
	if len(from) == 0 || len(to) == 0 || len(from) > 8 || len(to) > 8 {
		return nil, errf(http.StatusBadRequest, "give from=ATTACKER (up to 8) and to=DEFENDER (up to 8), characters' names")
	}
	seen := map[string]bool{}
	for _, n := range append(slices.Clone(from), to...) {
		if seen[n] {
			return nil, errf(http.StatusBadRequest, "%s is named twice", n)
		}
		seen[n] = true
	}
	return p.plan(side, "odds", func(pl planner) (any, error) { return pl.odds(from, to) })
}

// plan answers a planning call with ask, or 501 when the game's ruleset
// offers no planner for it (ask gives errNotOffered).
func (p *position) plan(side, what string, ask func(planner) (any, error)) (any, error) {
	v, err := ask(p.plannerFor(side))
	if errors.Is(err, errNotOffered) {
		name := p.l.rs.Name()
		return nil, errf(http.StatusNotImplemented, "the page offers no %s for %s; herald %s may have a calculator", what, name, name)
	}
	return answered(v, err)
}

// answered is a planning answer; a question the position would not
// answer gets the status its kind says.
func answered(v any, err error) (any, error) {
	var qe *game.QuestionError
	if errors.As(err, &qe) {
		status := map[game.QuestionKind]int{game.Unseen: http.StatusNotFound, game.NotYours: http.StatusForbidden}[qe.Kind]
		if status == 0 {
			status = http.StatusBadRequest
		}
		return nil, &apiError{Status: status, Msg: qe.Msg}
	}
	return v, err
}

// check plays side's turn on a copy of the game as if every die did
// nothing (game.CheckTurn): nothing is stored, no die is rolled, and the
// game's fair dice, indexed by the rolls in the log, are untouched. So the
// verdict is the same every time, tells nothing about the real rolls, and
// is the verdict /turn gives.
func (s *Server) check(p *position, side, orders string) (*Check, error) {
	if len(orders) <= game.MaxOrderBytes {
		t, _, err := notation.ParseLines(orders)
		if err != nil {
			out := &Check{Error: err.Error()}
			var se *notation.SyntaxError
			if errors.As(err, &se) {
				out.Line = se.Line
			}
			return out, nil
		}
		if len(t.Orders) == 0 {
			return &Check{Error: "no orders: write at least one order, one a line"}, nil
		}
	}
	// The very check /turn makes before it rolls a die: the verdicts
	// agree, and neither depends on the dice.
	c, err := game.CheckTurn(p.state, side, orders)
	if ae := tooMuch(err); ae != nil {
		return nil, ae
	}
	if err != nil {
		// The page names the line and the rule itself.
		out := &Check{Error: err.Error()}
		var oe *game.OrderError
		var se *notation.SyntaxError
		if errors.As(err, &se) {
			out.Line = se.Line // read with the game's names (a misspelt verb)
		}
		if errors.As(err, &oe) {
			out.Line, out.Error = oe.Line, oe.Err.Error()
			if re, ok := game.RuleOf(err); ok {
				out.Rule, out.Error = re.Rule, re.Msg
			}
			if oe.Order != "" {
				out.Error = oe.Order + ": " + out.Error
			}
		}
		return out, nil
	}
	// Fire and blows read "(the dice decide)": the dry run rolled nothing.
	return &Check{Legal: true, Orders: c.Canonical, Plan: append([]string{}, c.Preview...)}, nil
}

func (s *Server) postCheck(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Orders  string `json:"orders"`
		Version *int64 `json:"version"`
	}
	if err := decode(w, r, &req); err != nil {
		s.fail(w, err)
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
	if req.Version != nil && p.current(*req.Version) != nil {
		s.fail(w, p.current(*req.Version))
		return
	}
	p.narrow(side)
	out, err := s.checkAll(p, side, req.Orders)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// loadLog opens a game and reads its log without folding it.
func (s *Server) loadLog(r *http.Request) (store.Game, string, []store.Event, error) {
	g, side, err := s.open(r)
	if err != nil {
		return g, "", nil, err
	}
	evs, err := s.events(r.Context(), g)
	return g, side, evs, err
}

// replayTo is the game after its event n (1 is the set-up), drawn as
// side sees it; now is the game as it stands.
func (s *Server) replayTo(now *position, side string, evs []store.Event, n int) (*ReplayStep, error) {
	g := now.g
	if n < 1 || n >= len(evs) {
		return nil, errf(http.StatusBadRequest, "to=%d: the log has events 1 to %d", n, len(evs)-1)
	}
	before := max(n, 2) // the header and the events before n; the set-up at least
	p, err := s.foldPrefix(g, evs[:before])
	if err != nil {
		return nil, err
	}
	out := &ReplayStep{To: n, Last: len(evs) - 1, Type: game.TypeSetup, Report: []string{"the scenario's set-up"}}
	if n >= 2 {
		var e gamelog.Event
		if err := json.Unmarshal([]byte(evs[n].Line), &e); err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", g.ID, n, err)
		}
		ge := game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		next, told, err := game.ReplayTold(p.state, ge)
		if err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", g.ID, n, err)
		}
		out.Type, out.By, out.Report = e.Type, e.Side, nonNil(told)
		p.state = next
		if !now.eventShown(side, e) {
			out.Type, out.By, out.Report = "hidden", "", []string{"something the rules hide from you"}
		}
	}
	v, err := p.view(side)
	if err != nil {
		return nil, err
	}
	out.Turn, out.Side, out.Phase = v.Turn, v.Side, v.Phase
	svg, err := p.svg(side, render.Options{NoLegend: true})
	if err != nil {
		return nil, err
	}
	out.SVG = string(svg)
	return out, nil
}

// svg draws the position as side sees it, for inline use in a page.
func (p *position) svg(side string, opt render.Options) ([]byte, error) {
	var b bytes.Buffer
	if p.l.t != nil {
		if err := render.WriteTable(&b, p.tableSceneFor(side), render.TableOptions{NoLegend: opt.NoLegend}); err != nil {
			return nil, fmt.Errorf("game %s: drawing the table: %w", p.g.ID, err)
		}
	} else if err := render.Write(&b, p.sceneOf(side), opt); err != nil {
		return nil, fmt.Errorf("game %s: drawing the map: %w", p.g.ID, err)
	}
	out := b.Bytes()
	// Inline SVG takes no XML declaration.
	if i := bytes.Index(out, []byte("<svg")); i > 0 {
		out = out[i:]
	}
	return out, nil
}

func (s *Server) getReplay(w http.ResponseWriter, r *http.Request) {
	g, side, evs, err := s.loadLog(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	n := len(evs) - 1
	if q := r.URL.Query().Get("to"); q != "" {
		if n, err = strconv.Atoi(q); err != nil {
			s.fail(w, errf(http.StatusBadRequest, "to=%q: want an event number, 1 to %d", q, len(evs)-1))
			return
		}
	}
	now, err := s.fold(g, evs)
	if err != nil {
		s.fail(w, err)
		return
	}
	out, err := s.replayTo(now, side, evs, n)
	if err != nil {
		s.fail(w, err)
		return
	}
	// Not indented: the map is most of it.
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(out)
}

// TheirTurn is the last player turn another side played, as the page
// shows it: every order, roll and result.
type TheirTurn struct {
	Side   string   `json:"side"`
	Turn   int      `json:"turn"`
	Report []string `json:"report"`
}

// theirLastTurn finds the last player turn of a side other than side and
// tells it, event by event as far as side may see now; nil when they have
// not played yet. now is the game folded from all of evs.
func (s *Server) theirLastTurn(now *position, side string, evs []store.Event) (*TheirTurn, error) {
	g := now.g
	var who string
	end := -1
	for i := len(evs) - 1; i >= 2; i-- {
		var e struct {
			Type string `json:"type"`
			Side string `json:"side"`
		}
		if json.Unmarshal([]byte(evs[i].Line), &e) != nil || gamelog.IsDiceEvent(e.Type) || e.Type == gamelog.TypeMessage {
			continue
		}
		if e.Side != "" && e.Side != side {
			who, end = e.Side, i
			break
		}
	}
	if end < 0 {
		return nil, nil
	}
	// A player turn is appended as one version: its events are the run
	// of that version up to end.
	start := end
	for start > 2 && evs[start-1].Version == evs[end].Version {
		start--
	}
	p, err := s.fold(g, evs[:start])
	if err != nil {
		return nil, err
	}
	out := &TheirTurn{Side: who, Turn: p.state.Step().Turn, Report: []string{}}
	for i := start; i <= end; i++ {
		var e gamelog.Event
		if err := json.Unmarshal([]byte(evs[i].Line), &e); err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", g.ID, evs[i].Seq, err)
		}
		ge := game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		var told []string
		if p.state, told, err = game.ReplayTold(p.state, ge); err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", g.ID, e.Seq, err)
		}
		if now.eventShown(side, e) {
			out.Report = append(out.Report, told...)
		}
	}
	return out, nil
}

// planRoutes adds the planning calls to the server's routes.
func (s *Server) planRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/games/{id}/character", s.answer(getCharacter))
	mux.HandleFunc("GET /api/games/{id}/reach", s.answer(getReach))
	mux.HandleFunc("GET /api/games/{id}/los", s.answer(getLOS))
	mux.HandleFunc("GET /api/games/{id}/odds", s.answer(getOdds))
	mux.HandleFunc("POST /api/games/{id}/check", s.postCheck)
	mux.HandleFunc("GET /api/games/{id}/replay", s.getReplay)
}
