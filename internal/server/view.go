package server

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"net/http"

	"herald/internal/game"
	"herald/internal/store"
)

// View is a game as one side sees it: without the enemy characters the
// rules hide from it (hidden set-up, §22.8; see fog.go).
type View struct {
	ID       string `json:"id"`
	You      string `json:"you"`
	Turn     int    `json:"turn"`
	Side     string `json:"side"`
	Phase    string `json:"phase"`
	YourTurn bool   `json:"your_turn"`
	// Due are the sides the game waits for; SealedIn, at a sealed step,
	// the sides whose orders are in (nothing of them is shown).
	Due      []string `json:"due"`
	SealedIn []string `json:"sealed_in,omitempty"`
	Over     bool     `json:"over"`
	// Status is the game's: open, finished or expired (expiry.go).
	Status  string `json:"status"`
	Version int64  `json:"version"`
	// Played is the version of the last write that played something: a
	// side's seed or message since changes nothing on the board.
	Played     int64  `json:"played_version"`
	Commitment string `json:"dice_commitment"`
	// Seed is the dice seed, shown once revealed at the end of the game.
	Seed string `json:"dice_seed,omitempty"`
	// SideSeeds is each side's own dice seed, or whether it gave one.
	SideSeeds map[string]string `json:"side_seeds"`
	// SeedWanted: this side may still give its dice seed (POST …/seed),
	// and should, before the first roll (docs/dice.md).
	SeedWanted bool `json:"seed_wanted"`
	// Ended tells who ended the game before its last turn, and why.
	Ended string          `json:"ended,omitempty"`
	State json.RawMessage `json:"state"`
	// LastReport tells the last player turn played.
	LastReport []string `json:"last_report"`
	// Decision is the question the turn waits for (decision.go), and
	// YourDecision whether this side must answer it.
	Decision     *Question `json:"decision,omitempty"`
	YourDecision bool      `json:"your_decision"`
	// Clock is the game's clock as this side sees it, for a game that
	// runs on one (game.Clocker: the tenths rules).
	Clock *game.ClockView `json:"clock,omitempty"`
}

func (p *position) view(side string) (*View, error) {
	b, err := p.stateFor(side)
	if err != nil {
		return nil, err
	}
	st := p.state.Step()
	v := &View{ID: p.g.ID, You: side, Turn: st.Turn, Side: st.Player, Phase: st.Stage,
		YourTurn: (st.Kind == game.Orders || st.Kind == game.Sealed) && st.Due(side), Due: nonNil(st.Sides), SealedIn: game.Sealing(p.state), Over: st.Kind == game.Over, Version: p.g.Version, Played: p.played,
		Commitment: p.g.DiceCommitment, SideSeeds: p.seedsView(), SeedWanted: p.seedWanted(side), State: b, LastReport: nonNil(p.reportFor(side))}
	v.Ended = p.ended
	if c, ok := game.Inner(p.state).(game.Clocker); ok {
		cv := c.ClockView(side)
		v.Clock = &cv
	}
	if p.g.SeedRevealed || p.dice.revealed {
		v.Seed = hex.EncodeToString(p.g.ServerSeed)
	}
	if q := st.Question; q != nil {
		v.Decision = questionOf(q)
		v.YourDecision = q.Side == side
	}
	if v.Status = p.g.Status; v.Status == store.StatusExpired {
		v.YourTurn, v.YourDecision = false, false
	}
	return v, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func (s *Server) getGame(w http.ResponseWriter, r *http.Request) {
	p, side, err := s.load(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	v, err := p.view(side)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeView(w, v)
}

// writeView is writeJSON for a View, byte for byte, without encoding/json
// checking and copying the state it has just made (the largest part).
func writeView(w http.ResponseWriter, v *View) {
	st := v.State
	if len(st) == 0 {
		writeJSON(w, http.StatusOK, v)
		return
	}
	v.State = json.RawMessage("0")
	b, err := json.Marshal(v)
	v.State = st
	const key = `"state":0`
	i := bytes.Index(b, []byte(key))
	if err != nil || i < 0 {
		writeJSON(w, http.StatusOK, v)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	out := make([]byte, 0, len(b)+len(st)+1)
	out = append(out, b[:i+len(key)-1]...)
	out = append(out, st...)
	out = append(out, b[i+len(key):]...)
	w.Write(append(out, '\n'))
}
