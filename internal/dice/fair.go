package dice

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"strconv"
	"strings"
)

// Provably fair dice (docs/dice.md). At game creation the server draws a
// secret ServerSeed and publishes its SHA-256 commitment; each side gives a
// seed of its own. Roll k of the game is
//
//	HMAC-SHA-256(key = server seed, msg = side seeds joined by "\n", "\n", "k:j")
//
// read as eight big-endian uint32 words; the first word below the largest
// multiple of sides that fits in 2^32 gives 1 + word mod sides, and if all
// eight are rejected the block counter j goes 0, 1, 2... No side can steer
// the dice (it does not know the server seed when it picks its own), the
// server cannot (it committed before seeing the side seeds), and nobody can
// re-roll: roll k is fixed once the seeds are.

// SeedLen is the length of a server seed in bytes.
const SeedLen = 32

// MaxSideSeedLen bounds a side's seed so a log line stays small.
const MaxSideSeedLen = 256

// ServerSeed is the server's secret for one game.
type ServerSeed [SeedLen]byte

// NewCommitment draws a server seed from r (crypto/rand.Reader when r is
// nil). Publish seed.Commitment() at once and keep the seed sealed.
func NewCommitment(r io.Reader) (ServerSeed, error) {
	if r == nil {
		r = rand.Reader
	}
	var s ServerSeed
	if _, err := io.ReadFull(r, s[:]); err != nil {
		return ServerSeed{}, fmt.Errorf("dice: drawing server seed: %w", err)
	}
	return s, nil
}

// Commitment is the hex SHA-256 of the seed, published at game creation.
func (s ServerSeed) Commitment() string {
	h := sha256.Sum256(s[:])
	return hex.EncodeToString(h[:])
}

// Reveal is the seed in hex, published when the game is over.
func (s ServerSeed) Reveal() string { return hex.EncodeToString(s[:]) }

// ParseServerSeed reads a revealed seed (64 hex digits).
func ParseServerSeed(revealed string) (ServerSeed, error) {
	var s ServerSeed
	b, err := hex.DecodeString(strings.TrimSpace(revealed))
	if err != nil || len(b) != SeedLen {
		return s, fmt.Errorf("dice: revealed server seed must be %d hex digits", 2*SeedLen)
	}
	copy(s[:], b)
	return s, nil
}

// ErrCommitment means a revealed seed does not match the published
// commitment: the server changed its seed.
var ErrCommitment = errors.New("dice: revealed seed does not match the commitment")

// VerifyReveal checks a revealed seed against the published commitment.
func VerifyReveal(commitment, revealed string) (ServerSeed, error) {
	s, err := ParseServerSeed(revealed)
	if err != nil {
		return s, err
	}
	want, err := hex.DecodeString(strings.TrimSpace(commitment))
	if err != nil || len(want) != sha256.Size {
		return s, fmt.Errorf("dice: commitment must be %d hex digits", 2*sha256.Size)
	}
	got := sha256.Sum256(s[:])
	if subtle.ConstantTimeCompare(got[:], want) != 1 {
		return s, ErrCommitment
	}
	return s, nil
}

// ValidateSideSeed refuses side seeds that would make the message
// ambiguous (a newline) or bloat the log.
func ValidateSideSeed(seed string) error {
	if seed == "" {
		return errors.New("dice: side seed is empty")
	}
	if len(seed) > MaxSideSeedLen {
		return fmt.Errorf("dice: side seed is %d bytes, more than %d", len(seed), MaxSideSeedLen)
	}
	if strings.ContainsAny(seed, "\n\r") {
		return errors.New("dice: side seed contains a line break")
	}
	return nil
}

// Fair is a Source whose rolls are derived from the seeds. It is not safe
// for concurrent use; a game rolls from one goroutine.
type Fair struct {
	mac    hash.Hash
	prefix []byte // side seeds joined by "\n", then "\n"
	next   uint64
	buf    []byte
	sum    []byte
	rolls  []FairRoll // since the last Take
}

// NewFair returns the Source for a game whose next roll has index next
// (0 for a new game; the number of rolls already in the log on replay or
// after a restart). Side seeds are in the game's side order; "" stands
// for a side that contributed none.
func NewFair(seed ServerSeed, sideSeeds []string, next uint64) (*Fair, error) {
	if len(sideSeeds) == 0 {
		return nil, errors.New("dice: no side seeds")
	}
	for i, s := range sideSeeds {
		if s == "" {
			continue
		}
		if err := ValidateSideSeed(s); err != nil {
			return nil, fmt.Errorf("side %d: %w", i+1, err)
		}
	}
	prefix := []byte(strings.Join(sideSeeds, "\n") + "\n")
	return &Fair{mac: hmac.New(sha256.New, seed[:]), prefix: prefix, next: next}, nil
}

// Next is the index the next roll will have.
func (f *Fair) Next() uint64 { return f.next }

// Roll implements Source. Purpose does not enter the derivation: roll k is
// the same whatever the engine calls it, so the log's purpose is for the
// reader and a re-submitted turn cannot fish for other numbers.
func (f *Fair) Roll(sides int, purpose string) int {
	if sides < 2 {
		panic(fmt.Sprintf("dice: %d-sided die (%s)", sides, purpose))
	}
	v := f.derive(f.next, sides)
	f.rolls = append(f.rolls, FairRoll{Index: f.next, Sides: sides, Value: v, Purpose: purpose})
	f.next++
	return v
}

// Take returns the rolls made since the last Take, for the event log, and
// forgets them.
func (f *Fair) Take() []FairRoll {
	out := f.rolls
	f.rolls = nil
	return out
}

// At returns roll k on a die of the given sides without moving the source.
func (f *Fair) At(k uint64, sides int) int {
	if sides < 2 {
		panic(fmt.Sprintf("dice: %d-sided die", sides))
	}
	return f.derive(k, sides)
}

func (f *Fair) derive(k uint64, sides int) int {
	n := uint64(sides)
	limit := (1 << 32) - (1<<32)%n // largest multiple of sides <= 2^32
	for j := uint64(0); ; j++ {
		f.buf = append(f.buf[:0], f.prefix...)
		f.buf = strconv.AppendUint(f.buf, k, 10)
		f.buf = append(f.buf, ':')
		f.buf = strconv.AppendUint(f.buf, j, 10)
		f.mac.Reset()
		f.mac.Write(f.buf)
		f.sum = f.mac.Sum(f.sum[:0])
		for i := 0; i < len(f.sum); i += 4 {
			w := uint64(binary.BigEndian.Uint32(f.sum[i:]))
			if w < limit {
				return 1 + int(w%n)
			}
		}
	}
}

// FairRoll is one roll as the log records it, with its index. Purpose is
// for the reader; verification ignores it.
type FairRoll struct {
	Index   uint64 `json:"index"`
	Sides   int    `json:"sides"`
	Value   int    `json:"value"`
	Purpose string `json:"purpose,omitempty"`
}

// RollMismatchError names the first logged roll the seeds do not give.
type RollMismatchError struct {
	Roll FairRoll
	Want int
}

func (e *RollMismatchError) Error() string {
	return fmt.Sprintf("dice: roll %d (d%d) is logged as %d but the seeds give %d", e.Roll.Index, e.Roll.Sides, e.Roll.Value, e.Want)
}

// VerifyRolls recomputes every logged roll from the revealed seed and the
// side seeds, after checking the seed against the commitment. It returns
// ErrCommitment, a *RollMismatchError, or nil.
func VerifyRolls(commitment, revealed string, sideSeeds []string, rolls []FairRoll) error {
	seed, err := VerifyReveal(commitment, revealed)
	if err != nil {
		return err
	}
	f, err := NewFair(seed, sideSeeds, 0)
	if err != nil {
		return err
	}
	for _, r := range rolls {
		if r.Sides < 2 {
			return fmt.Errorf("dice: roll %d is on a %d-sided die", r.Index, r.Sides)
		}
		if want := f.At(r.Index, r.Sides); want != r.Value {
			return &RollMismatchError{Roll: r, Want: want}
		}
	}
	return nil
}
