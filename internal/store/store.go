// Package store keeps games and their event logs behind one interface, so the
// server runs unchanged on memory (tests), SQLite (one machine) or PostgreSQL
// (several stateless servers on one database). Every backend passes the
// conformance suite in storetest.
package store

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"herald/internal/dice"
)

// Sentinel errors; backends wrap them, callers test with errors.Is.
var (
	// ErrNotFound: no game with that id.
	ErrNotFound = errors.New("store: game not found")
	// ErrConflict: the game moved on since the caller read it (another
	// submission for the same turn won). The caller re-reads and decides.
	ErrConflict = errors.New("store: version conflict")
	// ErrExists: a game with that id already exists.
	ErrExists = errors.New("store: game already exists")
	// ErrBadToken: the token is not the side's token (or the side is unknown).
	ErrBadToken = errors.New("store: bad side token")
	// ErrInvalid: the caller passed something no backend would accept.
	ErrInvalid = errors.New("store: invalid input")
	// ErrClosed: the store has been closed.
	ErrClosed = errors.New("store: closed")
)

// Game status values. The store keeps status as text and does not police
// transitions; the game engine does.
const (
	StatusOpen     = "open"
	StatusFinished = "finished"
	// StatusExpired: nobody played the game for the server's
	// --expire-after; it can no longer be played.
	StatusExpired = "expired"
)

// Side is one player's side and the SHA-256 of its secret token. The token
// itself is never stored: a leaked database does not let anyone move.
type Side struct {
	Name      string   `json:"name"`
	TokenHash [32]byte `json:"token_hash"`
	// Seed is the side's own dice seed (docs/dice.md), "" until given.
	Seed string `json:"seed,omitempty"`
	// Email and Webhook say where to tell the side it is its move
	// (docs/api.md); WebhookSecret keys the HMAC signature of webhook calls.
	Email         string `json:"email,omitempty"`
	Webhook       string `json:"webhook,omitempty"`
	WebhookSecret string `json:"webhook_secret,omitempty"`
	// EmailCode is the secret of the link mailed to Email to confirm
	// it; the server mails nothing else there until EmailConfirmed.
	EmailCode      string `json:"email_code,omitempty"`
	EmailConfirmed bool   `json:"email_confirmed,omitempty"`
	// Computer is the level of the computer player the side was given
	// when the game was made (random, greedy, search), "" for a person.
	Computer string `json:"computer,omitempty"`
}

// Game is one stored game without its event log.
type Game struct {
	ID           string
	Ruleset      string // "havoc", "chainmail", ...
	Scenario     string // scenario name
	ScenarioText string // the scenario as played, so a replay needs nothing else
	Sides        []Side
	// DiceCommitment is the published hex SHA-256 of ServerSeed
	// (docs/dice.md). ServerSeed stays sealed until SeedRevealed; the store
	// returns it so the server can roll, and the server must not show it.
	DiceCommitment string
	ServerSeed     []byte
	SeedRevealed   bool
	Status         string
	// Version counts successful writes to the game (AppendEvents,
	// SetStatus); it is the optimistic-concurrency token.
	Version int64
	// LastSeq is the seq of the newest event, 0 for an empty log.
	LastSeq int64
}

// Event is one line of a game's log: a JSON object on one line. Seq numbers
// run 1, 2, 3... per game; Version is the game version the append produced,
// so all events of one turn share it.
type Event struct {
	Seq     int64
	Version int64
	Line    string
}

// Notification is an outbox row: "game GameID reached Version". It is
// written in the same transaction as the events, so a notifier that crashes
// can pick it up again; it stays pending until acknowledged. Only games
// with a side to tell (Told) get rows: a row no one is sent for would
// cost every turn an insert, a read and a delete.
type Notification struct {
	ID      int64
	GameID  string
	Version int64
}

// IdleGame is an open game nobody has written to since Touched.
type IdleGame struct {
	ID      string
	Version int64
	Touched time.Time
}

// Update is what Watch delivers: a wake-up saying the game reached at least
// Version. Updates may be coalesced or repeated; a watcher re-reads events
// from its last seq rather than trusting it saw every update.
type Update struct {
	GameID  string
	Version int64
}

// Store is the storage interface every backend implements.
type Store interface {
	// CreateGame stores a new game. Version and LastSeq must be 0.
	CreateGame(ctx context.Context, g Game) error
	// Game returns the game, or ErrNotFound.
	Game(ctx context.Context, id string) (Game, error)
	// ListGames returns all games ordered by id, without ServerSeed.
	ListGames(ctx context.Context) ([]Game, error)
	// AppendEvents appends lines to the game's log if and only if the
	// stored version equals expectedVersion, all or nothing, and queues a
	// Notification in the same transaction if the game is Told. It
	// returns the new version. When it returns without error the events
	// are durable.
	AppendEvents(ctx context.Context, gameID string, expectedVersion int64, lines []string) (int64, error)
	// SetStatus changes the status under the same version check.
	SetStatus(ctx context.Context, gameID string, expectedVersion int64, status string) (int64, error)
	// SetSideSeed records side's dice seed under the same version check,
	// counting as a write (new version, outbox row). A side's seed is set
	// once: ErrExists if it already has one; ErrInvalid for an unknown side
	// or a seed dice.ValidateSideSeed refuses.
	SetSideSeed(ctx context.Context, gameID string, expectedVersion int64, side, seed string) (int64, error)
	// RevealSeed marks the server seed as revealed (idempotent).
	RevealSeed(ctx context.Context, gameID string) error
	// ConfirmEmail marks side's e-mail address confirmed if code is its
	// EmailCode (WithEmailConfirmed's errors: ErrBadToken if not). It is
	// no write of the game: no new version, no outbox row. Confirming
	// again is no error.
	ConfirmEmail(ctx context.Context, gameID, side, code string) error
	// IdleGames returns up to limit games of status open whose last
	// write (creation included) came before before, the longest idle
	// first. A write stamps the game with the store's clock.
	IdleGames(ctx context.Context, before time.Time, limit int) ([]IdleGame, error)
	// Events returns the events with seq >= fromSeq, in order.
	Events(ctx context.Context, gameID string, fromSeq int64) ([]Event, error)
	// PendingNotifications returns up to limit unacknowledged outbox rows,
	// oldest first.
	PendingNotifications(ctx context.Context, limit int) ([]Notification, error)
	// AckNotifications removes delivered outbox rows; unknown ids are ignored.
	AckNotifications(ctx context.Context, ids []int64) error
	// Watch delivers an Update after each committed write to the game until
	// ctx ends or the store closes, then closes the channel. The game need
	// not exist yet.
	Watch(ctx context.Context, gameID string) (<-chan Update, error)
	// Close releases the backend. Watch channels are closed.
	Close() error
}

// Told says whether any of sides has somewhere to be told it is its
// move (an e-mail address or a webhook). Only a told game's writes queue
// outbox rows. A side's addresses are given when the game is created and
// never change, so neither does this.
func Told(sides []Side) bool {
	for _, s := range sides {
		if s.Email != "" || s.Webhook != "" {
			return true
		}
	}
	return false
}

// HashToken is how side tokens are kept: SHA-256 of the token text.
func HashToken(token string) [32]byte { return sha256.Sum256([]byte(token)) }

// Authenticate checks token against the named side in constant time and
// returns ErrBadToken if either is wrong.
func (g Game) Authenticate(side, token string) error {
	h := HashToken(token)
	ok := 0
	for _, s := range g.Sides {
		// Compare against every side so timing says nothing about which matched.
		eq := subtle.ConstantTimeCompare(h[:], s.TokenHash[:])
		name := subtle.ConstantTimeCompare([]byte(side), []byte(s.Name))
		ok |= eq & name
	}
	if ok != 1 {
		return ErrBadToken
	}
	return nil
}

// MaxIDLen bounds game ids so they fit a URL path segment and a NOTIFY payload.
const MaxIDLen = 64

// ValidateGame checks a game before it is created. Backends call it so that
// all of them refuse the same things.
func ValidateGame(g Game) error {
	if err := ValidateID(g.ID); err != nil {
		return err
	}
	if g.Version != 0 || g.LastSeq != 0 {
		return fmt.Errorf("%w: new game %q must have version 0 and no events", ErrInvalid, g.ID)
	}
	if g.Ruleset == "" {
		return fmt.Errorf("%w: game %q has no ruleset", ErrInvalid, g.ID)
	}
	if g.Status == "" {
		return fmt.Errorf("%w: game %q has no status", ErrInvalid, g.ID)
	}
	seen := map[string]bool{}
	for i, s := range g.Sides {
		if s.Name == "" {
			return fmt.Errorf("%w: game %q side %d has no name", ErrInvalid, g.ID, i+1)
		}
		if seen[s.Name] {
			return fmt.Errorf("%w: game %q names side %q twice", ErrInvalid, g.ID, s.Name)
		}
		seen[s.Name] = true
	}
	return nil
}

// ValidateID accepts ids of 1..MaxIDLen characters from [A-Za-z0-9_-].
func ValidateID(id string) error {
	if id == "" || len(id) > MaxIDLen {
		return fmt.Errorf("%w: game id %q must be 1 to %d characters", ErrInvalid, id, MaxIDLen)
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return fmt.Errorf("%w: game id %q: character %q at %d is not a letter, digit, '-' or '_'", ErrInvalid, id, c, i+1)
		}
	}
	return nil
}

// ValidateLines checks an append: at least one line, each a JSON object on
// one line.
func ValidateLines(gameID string, lines []string) error {
	if len(lines) == 0 {
		return fmt.Errorf("%w: append to game %q with no events", ErrInvalid, gameID)
	}
	for i, l := range lines {
		if !utf8.ValidString(l) {
			return fmt.Errorf("%w: game %q event %d is not valid UTF-8", ErrInvalid, gameID, i+1)
		}
		if strings.ContainsAny(l, "\r\n") {
			return fmt.Errorf("%w: game %q event %d spans more than one line", ErrInvalid, gameID, i+1)
		}
		if !strings.HasPrefix(strings.TrimSpace(l), "{") || !json.Valid([]byte(l)) {
			return fmt.Errorf("%w: game %q event %d is not a JSON object", ErrInvalid, gameID, i+1)
		}
	}
	return nil
}

// WithSideSeed returns sides with side's seed set, or why not
// (SetSideSeed's errors). Backends call it so all refuse the same things.
func WithSideSeed(gameID string, sides []Side, side, seed string) ([]Side, error) {
	if err := dice.ValidateSideSeed(seed); err != nil {
		return nil, fmt.Errorf("%w: game %q side %q: %v", ErrInvalid, gameID, side, err)
	}
	out := slices.Clone(sides)
	for i := range out {
		if out[i].Name != side {
			continue
		}
		if out[i].Seed != "" {
			return nil, fmt.Errorf("%w: game %q side %q already has a dice seed", ErrExists, gameID, side)
		}
		out[i].Seed = seed
		return out, nil
	}
	return nil, fmt.Errorf("%w: game %q has no side %q", ErrInvalid, gameID, side)
}

// WithEmailConfirmed returns sides with side's address confirmed, or
// ErrBadToken if code is not the code it was mailed (compared in
// constant time) or it has no address. Backends call it so all refuse
// the same things.
func WithEmailConfirmed(gameID string, sides []Side, side, code string) ([]Side, error) {
	out := slices.Clone(sides)
	for i := range out {
		sd := &out[i]
		if sd.Name != side || sd.Email == "" || sd.EmailCode == "" {
			continue
		}
		if subtle.ConstantTimeCompare([]byte(sd.EmailCode), []byte(code)) != 1 {
			break
		}
		sd.EmailConfirmed = true
		return out, nil
	}
	return nil, fmt.Errorf("%w: game %q side %q: not its e-mail confirmation code", ErrBadToken, gameID, side)
}

// ValidateStatus refuses an empty status.
func ValidateStatus(gameID, status string) error {
	if status == "" {
		return fmt.Errorf("%w: empty status for game %q", ErrInvalid, gameID)
	}
	return nil
}
