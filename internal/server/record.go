package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/store"
)

// The game's record as a side may read it: every player turn in words,
// grouped by game turn, with the decisions and messages in their place;
// the trails the last turns left on the map; and where each player turn
// begins in the log, for the replay. It is built by folding the log once,
// each event passing the fog (eventShown) and each place on the map read
// from the map as the side saw it then (sceneFor).

// RecordLine is one line of the record: what kind of line it is (an
// order's account, a die roll, a phase, a decision, a message, the end
// of a player turn) and who it is by.
type RecordLine struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
	By   string `json:"by,omitempty"`
}

// PlayerTurnRecord is one side's player turn (or set-up) in words.
type PlayerTurnRecord struct {
	Side  string       `json:"side"`
	SetUp bool         `json:"set_up,omitempty"`
	Lines []RecordLine `json:"lines"`
}

// TurnRecord is one game turn.
type TurnRecord struct {
	Turn        int                `json:"turn"`
	PlayerTurns []PlayerTurnRecord `json:"player_turns"`
}

// Trail is a mark a recent turn left on the map: a move, retreat, advance
// or charge along its hexes, or a shot or attack from one hex to another.
type Trail struct {
	Kind   string   `json:"kind"`
	Side   string   `json:"side"`
	Turn   int      `json:"turn"`
	Who    string   `json:"who"`
	Hexes  []string `json:"hexes,omitempty"`
	From   string   `json:"from,omitempty"`
	To     string   `json:"to,omitempty"`
	Target string   `json:"target,omitempty"`
}

// Record is all of it.
type Record struct {
	Turns    []TurnRecord  `json:"turns"`
	Trails   []Trail       `json:"trails"`
	Messages []MessageInfo `json:"messages"`
	// TurnStarts are the log's event numbers (the replay's steps) at
	// which each player turn begins.
	TurnStarts []int `json:"turn_starts"`
}

// trailTurns is how many of the last player turns leave trails.
const trailTurns = 2

// record folds the game's stored lines evs (header first) for side; now
// is the game folded from all of them.
func (s *Server) record(now *position, side string, evs []store.Event) (*Record, error) {
	out := &Record{Turns: []TurnRecord{}, Trails: []Trail{}, Messages: []MessageInfo{}, TurnStarts: []int{}}
	if len(evs) < 2 {
		return out, nil
	}
	p, err := s.fold(now.g, evs[:2])
	if err != nil {
		return nil, err
	}
	type key struct {
		turn  int
		side  string
		setUp bool
	}
	var cur key
	var pt *PlayerTurnRecord
	var trails [][]Trail // per player turn
	lastVersion := int64(-1)
	for i := 2; i < len(evs); i++ {
		var e gamelog.Event
		if err := json.Unmarshal([]byte(evs[i].Line), &e); err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", now.g.ID, evs[i].Seq, err)
		}
		if gamelog.IsDiceEvent(e.Type) {
			continue
		}
		ge := game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		k := key{p.state.Turn, p.state.Side, p.state.SettingUp()}
		if e.Type == gamelog.TypeMessage && evs[i].Version == lastVersion && pt != nil {
			k = cur // sent with the turn it follows
		}
		lastVersion = evs[i].Version
		next, told, err := game.ReplayTold(p.l.rs, p.state, ge)
		if err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", now.g.ID, e.Seq, err)
		}
		p.state = next
		if pt == nil || k != cur {
			cur = k
			out.TurnStarts = append(out.TurnStarts, i)
			if n := len(out.Turns); n == 0 || out.Turns[n-1].Turn != k.turn || k.setUp {
				out.Turns = append(out.Turns, TurnRecord{Turn: k.turn})
			}
			t := &out.Turns[len(out.Turns)-1]
			t.PlayerTurns = append(t.PlayerTurns, PlayerTurnRecord{Side: k.side, SetUp: k.setUp, Lines: []RecordLine{}})
			pt = &t.PlayerTurns[len(t.PlayerTurns)-1]
			trails = append(trails, nil)
		}
		if !now.eventShown(side, e) {
			continue
		}
		if e.Type == gamelog.TypeMessage {
			text, _ := gamelog.MessageOf(e)
			out.Messages = append(out.Messages, MessageInfo{Seq: e.Seq, Side: e.Side, Turn: k.turn, Text: text})
		}
		for _, l := range told {
			pt.Lines = append(pt.Lines, RecordLine{Kind: lineKind(e.Type, l, e.Side != k.side), Text: strings.TrimSpace(l), By: e.Side})
		}
		trails[len(trails)-1] = append(trails[len(trails)-1], p.trailsOf(side, e, k.turn)...)
	}
	for j := max(0, len(trails)-trailTurns); j < len(trails); j++ {
		out.Trails = append(out.Trails, trails[j]...)
	}
	return out, nil
}

// lineKind says what a line of an event's account is.
func lineKind(typ, line string, opponent bool) string {
	switch {
	case typ == gamelog.TypeMessage:
		return "message"
	case typ == game.TypePending || typ == game.TypeDecided || opponent && typ != game.TypeTurnEnded:
		return "decision"
	case strings.HasPrefix(line, "  rolled "):
		return "roll"
	case typ == game.TypePhase:
		return "phase"
	case typ == game.TypeTurnEnded:
		return "end"
	case strings.HasPrefix(line, "  "):
		return "detail"
	}
	return "order"
}

// orderResult is what a move's or an attack's logged result says of who
// went where: the payloads of the engine's events (docs/log.md).
type orderResult struct {
	Order  string `json:"order"`
	Result struct {
		Who       string   `json:"who"`
		From      string   `json:"from"`
		Path      []string `json:"path"`
		Firer     string   `json:"firer"`
		Target    string   `json:"target"`
		Attackers []string `json:"attackers"`
		Defenders []string `json:"defenders"`
	} `json:"result"`
}

// trailsOf are the marks event e leaves on the map as side sees it, p
// being the game just after it.
func (p *position) trailsOf(side string, e gamelog.Event, turn int) []Trail {
	var r orderResult
	if json.Unmarshal(e.Data, &r) != nil {
		return nil
	}
	res := r.Result
	head := func(place string) string { h, _, _ := strings.Cut(place, "-"); return h }
	switch e.Type {
	case game.TypeMoved, game.TypeRetreated, game.TypeAdvanced:
		if res.Who == "" || res.From == "" || len(res.Path) == 0 {
			return nil
		}
		kind := map[string]string{game.TypeMoved: "move", game.TypeRetreated: "retreat", game.TypeAdvanced: "advance"}[e.Type]
		if strings.Contains(r.Order, " charge ") {
			kind = "charge"
		}
		t := Trail{Kind: kind, Side: e.Side, Turn: turn, Who: res.Who, Hexes: []string{head(res.From)}}
		for _, h := range res.Path {
			t.Hexes = append(t.Hexes, head(h))
		}
		return []Trail{t}
	case game.TypeFired, game.TypeCombat:
		at := p.placesFor(side)
		var out []Trail
		from, to, kind := []string{res.Firer}, []string{res.Target}, "fire"
		if e.Type == game.TypeCombat {
			from, to, kind = res.Attackers, res.Defenders, "attack"
		}
		if len(to) == 0 || at[to[0]] == "" {
			return nil
		}
		for _, a := range from {
			if at[a] != "" {
				out = append(out, Trail{Kind: kind, Side: e.Side, Turn: turn, Who: a, From: at[a], To: at[to[0]], Target: to[0]})
			}
		}
		return out
	}
	return nil
}

func (s *Server) getRecord(w http.ResponseWriter, r *http.Request) {
	g, side, evs, err := s.loadLog(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	now, err := s.fold(g, evs)
	if err != nil {
		s.fail(w, err)
		return
	}
	rec, err := s.record(now, side, evs)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, rec)
}

// recordRoutes adds the record, the chat and the answer's check.
func (s *Server) recordRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/games/{id}/record", s.getRecord)
	mux.HandleFunc("POST /api/games/{id}/messages", s.postMessage)
	mux.HandleFunc("POST /api/games/{id}/check-answer", s.postCheckAnswer)
}
