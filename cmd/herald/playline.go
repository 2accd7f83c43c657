package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"golang.org/x/term"
)

// lineReader reads the player's lines: on a terminal with line editing
// (arrows, Home and End, Ctrl-A/E/K/U/W) and a history the up and down
// arrows walk; from a pipe as they come, without a prompt.
type lineReader interface {
	// ReadLine reads one line; io.EOF at the end of the input.
	ReadLine(prompt string) (string, error)
	// Remember puts a line in the history, as if typed (the orders of a
	// refused turn, to edit).
	Remember(line string)
}

// newLineReader reads stdin: with editing when it is a terminal.
func newLineReader(stdin *os.File, stdout io.Writer) lineReader {
	fd := int(stdin.Fd())
	if term.IsTerminal(fd) {
		return newEditor(struct {
			io.Reader
			io.Writer
		}{stdin, stdout}, func() (func(), error) {
			old, err := term.MakeRaw(fd)
			if err != nil {
				return nil, err
			}
			return func() { term.Restore(fd, old) }, nil
		})
	}
	return &pipeReader{in: bufio.NewScanner(stdin)}
}

// pipeReader reads piped lines; it shows no prompt, so a game piped in
// reads as the game.
type pipeReader struct{ in *bufio.Scanner }

func (p *pipeReader) ReadLine(string) (string, error) {
	if !p.in.Scan() {
		if err := p.in.Err(); err != nil {
			return "", err
		}
		return "", io.EOF
	}
	return p.in.Text(), nil
}

func (p *pipeReader) Remember(string) {}

// editor is a terminal's line editor (golang.org/x/term), in raw mode
// only while a line is read, so everything else prints as usual.
type editor struct {
	t   *term.Terminal
	raw func() (func(), error)
	h   *history
}

func newEditor(rw io.ReadWriter, raw func() (func(), error)) *editor {
	e := &editor{t: term.NewTerminal(rw, ""), raw: raw, h: &history{}}
	e.t.History = e.h
	return e
}

func (e *editor) ReadLine(prompt string) (string, error) {
	if e.raw != nil {
		restore, err := e.raw()
		if err != nil {
			return "", fmt.Errorf("the terminal: %w", err)
		}
		defer restore()
	}
	e.t.SetPrompt(prompt)
	line, err := e.t.ReadLine()
	if errors.Is(err, io.EOF) && line != "" {
		return line, nil
	}
	return line, err
}

func (e *editor) Remember(line string) { e.h.Add(line) }

// history keeps the last lines typed, the newest first for At(0), as
// term.History wants; a line typed twice running is kept once.
type history struct{ lines []string }

const historyLines = 200

func (h *history) Add(line string) {
	if line == "" || len(h.lines) > 0 && h.lines[len(h.lines)-1] == line {
		return
	}
	h.lines = append(h.lines, line)
	if len(h.lines) > historyLines {
		h.lines = h.lines[len(h.lines)-historyLines:]
	}
}

func (h *history) Len() int { return len(h.lines) }

func (h *history) At(i int) string { return h.lines[len(h.lines)-1-i] }
