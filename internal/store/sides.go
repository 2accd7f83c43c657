package store

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
)

// sideRow is how SQL backends keep sides: one JSON text column, token
// hashes in hex so a person reading the database sees what they are.
type sideRow struct {
	Name          string `json:"name"`
	TokenHash     string `json:"token_sha256"`
	Seed          string `json:"seed,omitempty"`
	Email         string `json:"email,omitempty"`
	Webhook       string `json:"webhook,omitempty"`
	WebhookSecret string `json:"webhook_secret,omitempty"`
	EmailCode     string `json:"email_code,omitempty"`
	Confirmed     bool   `json:"email_confirmed,omitempty"`
	Computer      string `json:"computer,omitempty"`
}

// EncodeSides renders sides for a SQL column.
func EncodeSides(sides []Side) string {
	rows := make([]sideRow, len(sides))
	for i, s := range sides {
		rows[i] = sideRow{s.Name, hex.EncodeToString(s.TokenHash[:]), s.Seed, s.Email, s.Webhook, s.WebhookSecret,
			s.EmailCode, s.EmailConfirmed, s.Computer}
	}
	b, _ := json.Marshal(rows) // strings only: cannot fail
	return string(b)
}

// DecodeSides reads what EncodeSides wrote.
func DecodeSides(gameID, text string) ([]Side, error) {
	var rows []sideRow
	if err := json.Unmarshal([]byte(text), &rows); err != nil {
		return nil, fmt.Errorf("store: game %q: corrupt sides: %w", gameID, err)
	}
	out := make([]Side, len(rows))
	for i, r := range rows {
		h, err := hex.DecodeString(r.TokenHash)
		if err != nil || len(h) != len(out[i].TokenHash) {
			return nil, fmt.Errorf("store: game %q: corrupt token hash for side %q", gameID, r.Name)
		}
		out[i] = Side{Name: r.Name, Seed: r.Seed, Email: r.Email, Webhook: r.Webhook, WebhookSecret: r.WebhookSecret,
			EmailCode: r.EmailCode, EmailConfirmed: r.Confirmed, Computer: r.Computer}
		copy(out[i].TokenHash[:], h)
	}
	return out, nil
}

// GameColumns are the games-table columns ScanGame reads, in its order; the
// SQL backends share them.
const GameColumns = `id, ruleset, scenario, scenario_text, sides, commitment, server_seed, seed_revealed, status, version, last_seq`

// ScanGame reads one games row selected with GameColumns.
func ScanGame(row interface{ Scan(...any) error }) (Game, error) {
	var g Game
	var sides string
	err := row.Scan(&g.ID, &g.Ruleset, &g.Scenario, &g.ScenarioText, &sides, &g.DiceCommitment,
		&g.ServerSeed, &g.SeedRevealed, &g.Status, &g.Version, &g.LastSeq)
	if err != nil {
		return g, err
	}
	if len(g.ServerSeed) == 0 {
		g.ServerSeed = nil
	}
	g.Sides, err = DecodeSides(g.ID, sides)
	return g, err
}
