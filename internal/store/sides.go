package store

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
)

// sideRow is how SQL backends keep sides: one JSON text column, token
// hashes in hex so a person reading the database sees what they are.
type sideRow struct {
	Name      string `json:"name"`
	TokenHash string `json:"token_sha256"`
}

// EncodeSides renders sides for a SQL column.
func EncodeSides(sides []Side) string {
	rows := make([]sideRow, len(sides))
	for i, s := range sides {
		rows[i] = sideRow{s.Name, hex.EncodeToString(s.TokenHash[:])}
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
		out[i].Name = r.Name
		copy(out[i].TokenHash[:], h)
	}
	return out, nil
}
