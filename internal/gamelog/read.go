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
	prev   string
	seq    int
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
	var h Header
	if err := strictUnmarshal(b, &h); err != nil {
		return nil, corrupt(1, "bad header: %v", err)
	}
	switch {
	case h.Herald == "":
		return nil, corrupt(1, "header has no herald version")
	case h.Ruleset == "":
		return nil, corrupt(1, "header has no ruleset")
	case h.Dice.Scheme == "":
		return nil, corrupt(1, "header has no dice scheme")
	}
	want, err := HashHeader(h)
	if err != nil {
		return nil, corrupt(1, "header: %v", err)
	}
	if h.Hash != want {
		return nil, corrupt(1, "header hash does not match its content (header edited?)")
	}
	rd.header = h
	rd.prev = h.Hash
	return rd, nil
}

// Header returns the log's header.
func (r *Reader) Header() Header { return r.header }

// Head returns the seq and hash of the last event read (seq 0 and the
// header hash before any).
func (r *Reader) Head() Head { return Head{Seq: r.seq, Hash: r.prev} }

// Line is the line number of the last line read.
func (r *Reader) Line() int { return r.line }

// Next returns the next event, io.EOF at a clean end, or a *CorruptError.
func (r *Reader) Next() (Event, error) {
	b, err := r.readLine()
	if err != nil {
		return Event{}, err
	}
	var e Event
	if err := strictUnmarshal(b, &e); err != nil {
		return Event{}, corrupt(r.line, "bad event: %v", err)
	}
	if err := r.check(e); err != nil {
		return Event{}, err
	}
	r.seq = e.Seq
	r.prev = e.Hash
	return e, nil
}

func (r *Reader) check(e Event) error {
	want := r.seq + 1
	switch {
	case e.Seq > want:
		return corrupt(r.line, "event seq %d follows seq %d: event %d is missing (deleted?)", e.Seq, r.seq, want)
	case e.Seq < want:
		return corrupt(r.line, "event seq %d follows seq %d: events out of order or repeated", e.Seq, r.seq)
	case e.Type == "":
		return corrupt(r.line, "event %d has no type", e.Seq)
	}
	for i, roll := range e.Rolls {
		if roll.Sides < 2 || roll.Value < 1 || roll.Value > roll.Sides {
			return corrupt(r.line, "event %d roll %d: %d is not a face of a d%d", e.Seq, i+1, roll.Value, roll.Sides)
		}
	}
	if len(e.Hash) != 64 {
		return corrupt(r.line, "event %d: hash is not a hex SHA-256", e.Seq)
	}
	if _, err := hex.DecodeString(e.Hash); err != nil {
		return corrupt(r.line, "event %d: hash is not a hex SHA-256", e.Seq)
	}
	h, err := HashEvent(r.prev, e)
	if err != nil {
		return corrupt(r.line, "event %d: %v", e.Seq, err)
	}
	if h != e.Hash {
		return corrupt(r.line, "event %d hash does not match: this event or one before it was changed (a die roll, order or payload differs from what was recorded)", e.Seq)
	}
	if e.Type == TypeCorrection {
		var c Correction
		if err := strictUnmarshal(e.Data, &c); err != nil {
			return corrupt(r.line, "correction event %d: %v", e.Seq, err)
		}
		if c.Corrects < 1 || c.Corrects >= e.Seq || c.Through < c.Corrects || c.Through >= e.Seq {
			return corrupt(r.line, "correction event %d corrects seq %d..%d, not an earlier range of events", e.Seq, c.Corrects, c.Through)
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
		if rd.seq == want.Seq && rd.prev != want.Hash {
			return corrupt(rd.line, "event %d hash differs from the recorded head", want.Seq)
		}
	}
	if rd.seq < want.Seq {
		return corrupt(rd.line+1, "log ends at event %d but %d were recorded: events deleted from the end", rd.seq, want.Seq)
	}
	if rd.seq > want.Seq {
		return corrupt(rd.line, "log has %d events, more than the %d recorded", rd.seq, want.Seq)
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
