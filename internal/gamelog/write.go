package gamelog

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Writer appends events to a log, numbering and hashing them. Each event is
// written with a single Write call, so a crash leaves at most one truncated
// last line, which Verify reports.
type Writer struct {
	w    io.Writer
	prev string
	seq  int
}

// NewWriter writes h (with its hash filled in) as the first line of a new log.
func NewWriter(w io.Writer, h Header) (*Writer, error) {
	if h.Herald == "" || h.Ruleset == "" || h.Dice.Scheme == "" {
		return nil, errors.New("gamelog: header needs herald version, ruleset and dice scheme")
	}
	hash, err := HashHeader(h)
	if err != nil {
		return nil, err
	}
	h.Hash = hash
	b, err := marshalLine(h)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	return &Writer{w: w, prev: hash}, nil
}

// ResumeWriter continues a log whose end is head (from VerifyHead), writing
// to w (the same log opened for appending).
func ResumeWriter(w io.Writer, head Head) *Writer {
	return &Writer{w: w, prev: head.Hash, seq: head.Seq}
}

// Head returns the seq and hash of the last event written.
func (w *Writer) Head() Head { return Head{Seq: w.seq, Hash: w.prev} }

// Append numbers and hashes e, writes it, and returns it as written. A
// non-zero e.Seq must be the next seq.
func (w *Writer) Append(e Event) (Event, error) {
	next := w.seq + 1
	if e.Seq != 0 && e.Seq != next {
		return Event{}, fmt.Errorf("gamelog: event seq %d, next is %d", e.Seq, next)
	}
	if e.Type == "" {
		return Event{}, errors.New("gamelog: event has no type")
	}
	for i, r := range e.Rolls {
		if r.Sides < 2 || r.Value < 1 || r.Value > r.Sides {
			return Event{}, fmt.Errorf("gamelog: roll %d: %d is not a face of a d%d", i+1, r.Value, r.Sides)
		}
	}
	e.Seq = next
	e.Hash = ""
	h, err := HashEvent(w.prev, e)
	if err != nil {
		return Event{}, fmt.Errorf("gamelog: %w", err)
	}
	e.Hash = h
	b, err := marshalLine(e)
	if err != nil {
		return Event{}, err
	}
	if _, err := w.w.Write(b); err != nil {
		return Event{}, err
	}
	w.seq, w.prev = next, h
	return e, nil
}

// Sync flushes the underlying file to disk if it can be synced.
func (w *Writer) Sync() error {
	if s, ok := w.w.(interface{ Sync() error }); ok {
		return s.Sync()
	}
	return nil
}

// File is a log file opened for appending.
type File struct {
	*Writer
	f *os.File
}

// AppendFile verifies the log at path and opens it for appending more events.
func AppendFile(path string) (*File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND, 0)
	if err != nil {
		return nil, err
	}
	head, err := VerifyHead(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &File{Writer: ResumeWriter(f, head), f: f}, nil
}

// Close syncs and closes the file.
func (f *File) Close() error {
	serr := f.f.Sync()
	cerr := f.f.Close()
	if serr != nil {
		return serr
	}
	return cerr
}

// WriteFileAtomic writes a complete log to path: header, then events
// (numbered and hashed afresh). It writes a temporary file in the same
// directory, syncs it and renames it over path, so readers see either the
// old log or the new one, never half of it.
func WriteFileAtomic(path string, h Header, events []Event) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(name)
		return err
	}
	w, err := NewWriter(tmp, h)
	if err != nil {
		return fail(err)
	}
	for _, e := range events {
		if _, err := w.Append(e); err != nil {
			return fail(err)
		}
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(name)
		return err
	}
	if err := os.Chmod(name, 0o644); err != nil {
		os.Remove(name)
		return err
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return err
	}
	// Sync the directory so the rename itself survives a crash.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// VerifyFile verifies the log at path (for `herald verify`).
func VerifyFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return Verify(f)
}
