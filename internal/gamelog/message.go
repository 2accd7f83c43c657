package gamelog

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TypeMessage is a side's message to its opponent: with its turn, or in
// the game's chat (Cry Havoc §4: "comments in the PT messages can create
// a realistic atmosphere and should be used freely"). It changes nothing
// on the board; it is kept in the log so that the game's record holds it.
const TypeMessage = "message"

// Message is the payload of a message event; the event's side wrote it.
type Message struct {
	Text string `json:"text"`
}

// MaxMessage bounds a message, in characters; MaxMessageLines its lines.
const (
	MaxMessage      = 1000
	MaxMessageLines = 20
)

// CheckMessage says what is wrong with a message's text, if anything:
// empty, too long, or holding control characters other than line breaks.
func CheckMessage(text string) error {
	switch {
	case strings.TrimSpace(text) == "":
		return errors.New("the message is empty")
	case !utf8.ValidString(text):
		return errors.New("the message is not valid UTF-8")
	case utf8.RuneCountInString(text) > MaxMessage:
		return fmt.Errorf("the message is longer than %d characters", MaxMessage)
	case strings.Count(text, "\n") >= MaxMessageLines:
		return fmt.Errorf("the message has more than %d lines", MaxMessageLines)
	}
	for _, r := range text {
		if unicode.IsControl(r) && r != '\n' {
			return fmt.Errorf("the message holds the control character %U", r)
		}
	}
	return nil
}

// MessageOf reads a message event's payload and checks it.
func MessageOf(e Event) (string, error) {
	var m Message
	if err := strictUnmarshal(e.Data, &m); err != nil {
		return "", fmt.Errorf("message event %d: %v", e.Seq, err)
	}
	if e.Side == "" {
		return "", fmt.Errorf("message event %d names no side", e.Seq)
	}
	if err := CheckMessage(m.Text); err != nil {
		return "", fmt.Errorf("message event %d: %v", e.Seq, err)
	}
	return m.Text, nil
}
