// Package server is `herald serve`: a JSON API and a plain web page over
// the turn engine, keeping each game's log in a store.Store. Each side
// holds a secret token (only its hash is stored); a turn is applied through
// game.PlayTurn and appended under the store's version check, so of two
// submissions for the same turn exactly one wins.
package server

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/notify"
	"herald/internal/store"
)

// MaxBody bounds every request body.
const MaxBody = 64 << 10

// Server serves games kept in a store.
type Server struct {
	st    store.Store
	scen  scenarios
	cache positions
	// Version is written into new logs' headers.
	Version string
	// Log receives internal errors (never sent to clients); nil: log.Printf.
	Log func(format string, a ...any)
	// Rand draws ids, tokens and server seeds; nil: crypto/rand.
	Rand io.Reader
	// Limits bound what clients may ask (limits.go); zero: no limits.
	Limits Limits
	// Webhooks says where webhooks may go: by default not to loopback,
	// private or other special addresses (notify.Reach).
	Webhooks notify.Reach

	created rateLimit   // games created, per client and in all
	checked rateLimit   // uploaded scenarios checked (upload.go)
	held    streamHolds // open event streams per client

	notifier atomic.Pointer[Notifier] // the running outbox loop (notify.go)

	// The computer players under way (computer.go), by game id.
	computing, computeAgain sync.Map
	computers               sync.WaitGroup
	// holdComputers: they do not play (a test's server that stops
	// before the computer's move, to be restarted).
	holdComputers bool
	ending        sync.Once     // EndStreams (live.go)
	ended         chan struct{} // closed by EndStreams
}

// New returns a server over st.
func New(st store.Store) *Server {
	return &Server{st: st, Version: "dev", ended: make(chan struct{})}
}

// Handler is the HTTP interface: the API under /api, the page under /play.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/games", s.createGame)
	mux.HandleFunc("GET /api/games/{id}", s.getGame)
	mux.HandleFunc("POST /api/games/{id}/turn", s.postTurn)
	mux.HandleFunc("POST /api/games/{id}/decision", s.postDecision)
	mux.HandleFunc("GET /api/games/{id}/log", s.getLog)
	mux.HandleFunc("POST /api/games/{id}/seed", s.postSeed)
	mux.HandleFunc("POST /api/games/{id}/end", s.postEnd)
	mux.HandleFunc("GET /api/games/{id}/events", s.getEvents)
	mux.HandleFunc("GET /play/live.js", s.liveJS)
	mux.HandleFunc("GET /play/page.js", s.pageScript)
	mux.HandleFunc("GET /play/{id}", s.playPage)
	mux.HandleFunc("GET /confirm/{id}", s.getConfirm)
	mux.HandleFunc("POST /confirm/{id}", s.postConfirm)
	s.planRoutes(mux)
	s.lobbyRoutes(mux)
	s.recordRoutes(mux)
	return hardened(s.recoverer(mux))
}

func (s *Server) random(n int) ([]byte, error) {
	b := make([]byte, n)
	r := s.Rand
	if r == nil {
		r = rand.Reader
	}
	_, err := io.ReadFull(r, b)
	return b, err
}

func (s *Server) token(n int) (string, error) {
	b, err := s.random(n)
	return base64.RawURLEncoding.EncodeToString(b), err
}

// Created is a new game: its id and one secret token per side, shown once.
type Created struct {
	ID         string            `json:"id"`
	Scenario   string            `json:"scenario"`
	Tokens     map[string]string `json:"tokens"`
	Sides      []string          `json:"sides"`
	Commitment string            `json:"dice_commitment"`
	Version    int64             `json:"version"`
}

// CreateGame starts a game of a shipped scenario.
func (s *Server) CreateGame(ctx context.Context, scenarioName string) (*Created, error) {
	return s.CreateGameWith(ctx, scenarioName, nil)
}

// CreateGameWith starts a game with each side's options (seeds.go): its
// dice seed and where to tell it of its move.
func (s *Server) CreateGameWith(ctx context.Context, scenarioName string, opts map[string]SideOptions) (*Created, error) {
	return s.NewGame(ctx, NewGame{Scenario: scenarioName, Sides: opts})
}

// NewGame is what a new game is made of.
type NewGame struct {
	Scenario string                 `json:"scenario"`
	Sides    map[string]SideOptions `json:"sides"`
	// Decisions: the opponent answers the decisions in the middle of a
	// player turn (POST …/decision); without it herald answers them.
	Decisions bool `json:"decisions"`
	// Upload is a scenario of the player's own, instead of Scenario
	// (upload.go).
	Upload *Upload `json:"upload,omitempty"`
	// Computer gives sides to the computer, by side: the level of its
	// player (random, greedy, search; computer.go).
	Computer map[string]string `json:"computer,omitempty"`
}

// NewGame starts a game as ng asks.
func (s *Server) NewGame(ctx context.Context, ng NewGame) (*Created, error) {
	scenarioName, opts := ng.Scenario, ng.Sides
	l, err := s.scenarioOf(&ng)
	if err != nil {
		return nil, err
	}
	scenarioName = ng.Scenario
	if ng.Decisions {
		if err := game.AsksDecisions(l.rs); err != nil {
			return nil, &apiError{Status: http.StatusBadRequest, Msg: "decisions: " + err.Error()}
		}
	}
	st, err := l.start(game.Setup{ScenarioFile: scenarioName, Decisions: ng.Decisions})
	if err != nil {
		return nil, &apiError{Status: http.StatusBadRequest, Msg: err.Error()}
	}
	id, err := s.token(9)
	if err != nil {
		return nil, err
	}
	seed, err := dice.NewCommitment(s.Rand)
	if err != nil {
		return nil, err
	}
	c := &Created{ID: id, Scenario: l.sc.Name, Tokens: map[string]string{}, Sides: st.Sides(), Commitment: seed.Commitment()}
	g := store.Game{ID: id, Ruleset: l.rs.Name(), Scenario: scenarioName, ScenarioText: string(l.src),
		DiceCommitment: c.Commitment, ServerSeed: seed[:], Status: store.StatusOpen}
	if err := s.checkSideOptions(ctx, st.Sides(), opts); err != nil {
		return nil, err
	}
	if err := checkComputer(st.Sides(), ng.Computer); err != nil {
		return nil, err
	}
	for _, side := range st.Sides() {
		tok, err := s.token(24)
		if err != nil {
			return nil, err
		}
		c.Tokens[side] = tok
		sd := opts[side].side(side, tok)
		sd.Computer = ng.Computer[side]
		if sd.Email != "" {
			// The code of the link that confirms the address (confirm.go).
			if sd.EmailCode, err = s.token(18); err != nil {
				return nil, err
			}
		}
		g.Sides = append(g.Sides, sd)
	}
	h := gamelog.Header{Herald: s.Version, Ruleset: l.rs.Name(), Scenario: l.sc.Name, ScenarioSHA256: l.sha,
		Dice: gamelog.Dice{Scheme: "committed", Commitment: c.Commitment, SideSeeds: gamelog.SideSeedsInLog}}
	if h.Hash, err = gamelog.HashHeader(h); err != nil {
		return nil, err
	}
	head, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	data, _ := json.Marshal(game.Setup{ScenarioFile: scenarioFile(ng), Decisions: ng.Decisions})
	lines, err := chain(h.Hash, 0, []gamelog.Event{{Type: game.TypeSetup, Data: data}})
	if err != nil {
		return nil, err
	}
	if err := s.st.CreateGame(ctx, g); err != nil {
		return nil, err
	}
	if c.Version, err = s.st.AppendEvents(ctx, id, 0, append([]string{string(head)}, lines...)); err != nil {
		return nil, err
	}
	if st.Step().Kind == game.Chance {
		// The game begins with the dice (no side may give a seed first).
		if err := s.advanceStart(ctx, id); err != nil {
			return nil, err
		}
		g, err := s.st.Game(ctx, id)
		if err != nil {
			return nil, err
		}
		c.Version = g.Version
	}
	s.wakeNotifier()
	if len(ng.Computer) > 0 {
		s.wakeComputer(id)
	}
	return c, nil
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	var req NewGame
	if err := decodeMax(w, r, &req, maxUploadBody); err != nil {
		s.fail(w, err)
		return
	}
	if (req.Scenario == "") == (req.Upload == nil) {
		s.fail(w, errf(http.StatusBadRequest, `give {"scenario": NAME}, the bare name of a shipped scenario, or {"upload": {"scenario": TEXT, "map": TEXT}}`))
		return
	}
	if ae := s.created.take(s.clientOf(r), s.Limits.GamesPerClient, s.Limits.GamesTotal, s.now()); ae != nil {
		s.fail(w, ae)
		return
	}
	c, err := s.NewGame(r.Context(), req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, c)
}

// open reads a game and finds the side whose token the request carries.
// No token is 401; a token of no side of this game is 403.
func (s *Server) open(r *http.Request) (store.Game, string, error) {
	id := r.PathValue("id")
	if err := store.ValidateID(id); err != nil {
		return store.Game{}, "", errf(http.StatusNotFound, "no such game")
	}
	tok := r.URL.Query().Get("token")
	if tok == "" {
		if a, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
			tok = a
		}
	}
	if tok == "" {
		return store.Game{}, "", errf(http.StatusUnauthorized, "this needs your side's token: ?token=TOKEN")
	}
	g, err := s.st.Game(r.Context(), id)
	if err != nil {
		return g, "", err
	}
	for _, sd := range g.Sides {
		if g.Authenticate(sd.Name, tok) == nil {
			return g, sd.Name, nil
		}
	}
	return g, "", errf(http.StatusForbidden, "that token is not a token of any side of game %s", id)
}

// events reads g's log as of g's version. The game row and its events are
// two reads: a turn appended between them belongs to a later version than
// g, so it is left out.
func (s *Server) events(ctx context.Context, g store.Game) ([]store.Event, error) {
	evs, err := s.st.Events(ctx, g.ID, 1)
	if err != nil {
		return nil, err
	}
	for len(evs) > 0 && evs[len(evs)-1].Seq > g.LastSeq {
		evs = evs[:len(evs)-1]
	}
	return evs, nil
}

// load opens a game and folds its log.
func (s *Server) load(r *http.Request) (*position, string, error) {
	g, side, err := s.open(r)
	if err != nil {
		return nil, "", err
	}
	p, err := s.position(r.Context(), g)
	return p, side, err
}

func (s *Server) getLog(w http.ResponseWriter, r *http.Request) {
	p, side, err := s.load(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	evs, err := s.events(r.Context(), p.g)
	if err == nil {
		err = s.checkServed(p, evs)
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	// Lines the side may not see yet are withheld (fog.go).
	shown, err := p.linesFor(side, evs)
	if err != nil {
		s.fail(w, err)
		return
	}
	if r.URL.Query().Get("format") == "jsonl" {
		w.Header().Set("Content-Type", "application/x-ndjson")
		w.Header().Set("Cache-Control", "no-store")
		for _, l := range shown {
			io.WriteString(w, l+"\n")
		}
		return
	}
	lines := make([]json.RawMessage, len(shown))
	for i, l := range shown {
		lines[i] = json.RawMessage(l)
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": p.g.ID, "version": p.g.Version, "lines": lines})
}
