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
		st := p.state.Step()
		k := key{st.Turn, st.Player, st.SetUp}
		if e.Type == gamelog.TypeMessage && evs[i].Version == lastVersion && pt != nil {
			k = cur // sent with the turn it follows
		}
		lastVersion = evs[i].Version
		next, told, err := game.ReplayTold(p.state, ge)
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

// trailsOf are the marks event e leaves on the map as side sees it, p
// being the game just after it: the ruleset says what they are
// (game.Tracer); shots and blows go from where side sees the attacker to
// where it sees the target, and none goes to or from a man it cannot see.
func (p *position) trailsOf(side string, e gamelog.Event, turn int) []Trail {
	tr, ok := p.state.(game.Tracer)
	if !ok {
		return nil
	}
	var out []Trail
	var at map[string]string
	head := func(place string) string { h, _, _ := strings.Cut(place, "-"); return h }
	for _, m := range tr.Trace(game.Event{Type: e.Type, Side: e.Side, Data: e.Data}) {
		t := Trail{Kind: m.Kind, Side: e.Side, Turn: turn, Who: m.Who}
		if len(m.Hexes) > 0 {
			for _, h := range m.Hexes {
				t.Hexes = append(t.Hexes, head(h))
			}
			out = append(out, t)
			continue
		}
		if at == nil {
			at = p.placesFor(side)
		}
		if t.From, t.To, t.Target = at[m.Who], at[m.Target], m.Target; t.From != "" && t.To != "" {
			out = append(out, t)
		}
	}
	return out
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
