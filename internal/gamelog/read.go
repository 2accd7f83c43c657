package gamelog

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"strings"
)

// MaxLine bounds one line of a log; longer lines are reported as corrupt
// rather than read into memory.
const MaxLine = 4 << 20

// Reader reads a log line by line and checks the hash chain as it goes, so
// every event it returns is one that was recorded.
type Reader struct {
	br     *bufio.Reader
	line   int
	header Header
	chain  Chain
}

// NewReader reads and checks the header line.
func NewReader(r io.Reader) (*Reader, error) {
	rd := &Reader{br: bufio.NewReaderSize(r, 64<<10)}
	b, err := rd.readLine()
	if err == io.EOF {
		return nil, corrupt(1, "empty log: expected a header line")
	}
	if err != nil {
		return nil, err
	}
	h, err := ParseHeader(b)
	if err != nil {
		return nil, err
	}
	rd.header = h
	rd.chain = NewChain(h)
	return rd, nil
}

// ParseHeader reads and checks line 1 of a log: its fields and its hash.
func ParseHeader(b []byte) (Header, error) {
	var h Header
	if err := strictUnmarshal(b, &h); err != nil {
		return h, corrupt(1, "bad header: %v", err)
	}
	switch {
	case h.Herald == "":
		return h, corrupt(1, "header has no herald version")
	case h.Ruleset == "":
		return h, corrupt(1, "header has no ruleset")
	case h.Dice.Scheme == "":
		return h, corrupt(1, "header has no dice scheme")
	}
	want, err := HashHeader(h)
	if err != nil {
		return h, corrupt(1, "header: %v", err)
	}
	if h.Hash != want {
		return h, corrupt(1, "header hash does not match its content (header edited?)")
	}
	return h, nil
}

// Header returns the log's header.
func (r *Reader) Header() Header { return r.header }

// Head returns the seq and hash of the last event read (seq 0 and the
// header hash before any).
func (r *Reader) Head() Head { return r.chain.Head() }

// Line is the line number of the last line read.
func (r *Reader) Line() int { return r.line }

// Next returns the next event, io.EOF at a clean end, or a *CorruptError.
func (r *Reader) Next() (Event, error) {
	b, err := r.readLine()
	if err != nil {
		return Event{}, err
	}
	return r.chain.Next(r.line, b)
}

// Chain follows a log's hash chain one line at a time: the Reader on a
// file, the server on a game's stored lines. Each line is checked once,
// when it is read; the chain keeps only the last seq and hash.
type Chain struct {
	prev string
	seq  int
}

// NewChain starts the chain at a checked header (ParseHeader).
func NewChain(h Header) Chain { return Chain{prev: h.Hash} }

// ChainFrom goes on from a head already checked.
func ChainFrom(head Head) Chain { return Chain{prev: head.Hash, seq: head.Seq} }

// Head is the seq and hash of the last event checked.
func (c *Chain) Head() Head { return Head{Seq: c.seq, Hash: c.prev} }

// Next checks b, the event on the given line of the log, and moves on:
// its JSON (no unknown field), its seq, its rolls, its running hash, and
// a correction's range. It returns the event or a *CorruptError.
func (c *Chain) Next(line int, b []byte) (Event, error) {
	var e Event
	if err := strictUnmarshal(b, &e); err != nil {
		return Event{}, corrupt(line, "bad event: %v", err)
	}
	if err := c.check(line, e); err != nil {
		return Event{}, err
	}
	c.seq = e.Seq
	c.prev = e.Hash
	return e, nil
}

func (c *Chain) check(line int, e Event) error {
	want := c.seq + 1
	switch {
	case e.Seq > want:
		return corrupt(line, "event seq %d follows seq %d: event %d is missing (deleted?)", e.Seq, c.seq, want)
	case e.Seq < want:
		return corrupt(line, "event seq %d follows seq %d: events out of order or repeated", e.Seq, c.seq)
	case e.Type == "":
		return corrupt(line, "event %d has no type", e.Seq)
	}
	for i, roll := range e.Rolls {
		if roll.Sides < 2 || roll.Value < 1 || roll.Value > roll.Sides {
			return corrupt(line, "event %d roll %d: %d is not a face of a d%d", e.Seq, i+1, roll.Value, roll.Sides)
		}
	}
	if len(e.Hash) != 64 {
		return corrupt(line, "event %d: hash is not a hex SHA-256", e.Seq)
	}
	if _, err := hex.DecodeString(e.Hash); err != nil {
		return corrupt(line, "event %d: hash is not a hex SHA-256", e.Seq)
	}
	h, err := HashEvent(c.prev, e)
	if err != nil {
		return corrupt(line, "event %d: %v", e.Seq, err)
	}
	if h != e.Hash {
		return corrupt(line, "event %d hash does not match: this event or one before it was changed (a die roll, order or payload differs from what was recorded)", e.Seq)
	}
	if e.Type == TypeCorrection {
		var cr Correction
		if err := strictUnmarshal(e.Data, &cr); err != nil {
			return corrupt(line, "correction event %d: %v", e.Seq, err)
		}
		if cr.Corrects < 1 || cr.Corrects >= e.Seq || cr.Through < cr.Corrects || cr.Through >= e.Seq {
			return corrupt(line, "correction event %d corrects seq %d..%d, not an earlier range of events", e.Seq, cr.Corrects, cr.Through)
		}
	}
	return nil
}

// readLine returns the next line without its '\n'. A last line without '\n'
// is a write cut off midway.
func (r *Reader) readLine() ([]byte, error) {
	var buf []byte
	for {
		chunk, err := r.br.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > MaxLine {
			return nil, corrupt(r.line+1, "line longer than %d bytes", MaxLine)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			if len(buf) == 0 {
				return nil, io.EOF
			}
			r.line++
			return nil, corrupt(r.line, "line is truncated (no end of line): the log was cut off mid-write")
		}
		if err != nil {
			return nil, err
		}
		r.line++
		buf = buf[:len(buf)-1]
		if len(bytes.TrimSpace(buf)) == 0 {
			return nil, corrupt(r.line, "blank line")
		}
		return buf, nil
	}
}

func strictUnmarshal(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), "json: "))
	}
	if dec.More() {
		return errors.New("more than one JSON value on the line")
	}
	return nil
}

// ReadAll reads and checks a whole log.
func ReadAll(r io.Reader) (Header, []Event, error) {
	rd, err := NewReader(r)
	if err != nil {
		return Header{}, nil, err
	}
	var evs []Event
	for {
		e, err := rd.Next()
		if err == io.EOF {
			return rd.Header(), evs, nil
		}
		if err != nil {
			return rd.Header(), evs, err
		}
		evs = append(evs, e)
	}
}

// Verify checks a whole log: header, seq order, the hash chain, roll faces
// and correction references. It returns nil or the first problem as a
// *CorruptError naming the line.
func Verify(r io.Reader) error {
	_, err := VerifyHead(r)
	return err
}

// VerifyHead verifies the log and returns its head.
func VerifyHead(r io.Reader) (Head, error) {
	rd, err := NewReader(r)
	if err != nil {
		return Head{}, err
	}
	for {
		_, err := rd.Next()
		if err == io.EOF {
			return rd.Head(), nil
		}
		if err != nil {
			return rd.Head(), err
		}
	}
}

// VerifyTo verifies the log and that it reaches want (a head kept elsewhere,
// e.g. by the store): a log cut off after a whole line is caught here.
func VerifyTo(r io.Reader, want Head) error {
	rd, err := NewReader(r)
	if err != nil {
		return err
	}
	for {
		_, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if h := rd.Head(); h.Seq == want.Seq && h.Hash != want.Hash {
			return corrupt(rd.line, "event %d hash differs from the recorded head", want.Seq)
		}
	}
	if h := rd.Head(); h.Seq < want.Seq {
		return corrupt(rd.line+1, "log ends at event %d but %d were recorded: events deleted from the end", h.Seq, want.Seq)
	} else if h.Seq > want.Seq {
		return corrupt(rd.line, "log has %d events, more than the %d recorded", h.Seq, want.Seq)
	}
	return nil
}

// Fold replays a log into a state: the game state is a fold of the log.
// apply sees every event after it has been checked; an error from apply is
// reported with the event's line.
func Fold[S any](r io.Reader, state S, apply func(S, Event) (S, error)) (S, Header, error) {
	rd, err := NewReader(r)
	if err != nil {
		return state, Header{}, err
	}
	for {
		e, err := rd.Next()
		if err == io.EOF {
			return state, rd.Header(), nil
		}
		if err != nil {
			return state, rd.Header(), err
		}
		s, err := apply(state, e)
		if err != nil {
			return state, rd.Header(), corrupt(rd.line, "event %d (%s): %v", e.Seq, e.Type, err)
		}
		state = s
	}
}
