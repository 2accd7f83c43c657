// Package notify tells a side that it is its move: by e-mail (net/smtp,
// the turn report in the body and the map as an SVG attachment) or by a
// webhook (a JSON POST signed with HMAC-SHA-256). It only sends; what to
// send and when, and retrying, is the server's outbox loop.
package notify

import (
	"fmt"
	"net/mail"
	"net/url"
	"strings"
)

// Kinds of message.
const (
	KindYourTurn = "your_turn" // the side is to play its player turn
	KindGameOver = "game_over" // the scenario's last turn has been played
	KindDecide   = "decide"    // the side must decide before the turn goes on (to_move is the side)
	// KindConfirm asks whoever reads an address given for a side whether
	// they want herald's mail; it is only ever mailed.
	KindConfirm = "confirm_email"
)

// Message is one notification to one side.
type Message struct {
	Kind    string   `json:"kind"`
	GameID  string   `json:"game"`
	Title   string   `json:"title"` // the scenario's title
	Version int64    `json:"version"`
	Side    string   `json:"side"`    // who is told
	ToMove  string   `json:"to_move"` // whose player turn it is
	Turn    int      `json:"turn"`    // game turn
	Report  []string `json:"report"`  // the account of the turn just played
	URL     string   `json:"url,omitempty"`
	// Delivery names this message uniquely (game, version, side), so a
	// receiver can drop a repeat: delivery is at least once.
	Delivery string `json:"delivery"`
	// Map is the position drawn as SVG; mailed as an attachment, not put
	// in the webhook body.
	Map []byte `json:"-"`
	// Confirm is the link that confirms an address (KindConfirm).
	Confirm string `json:"-"`
}

// Subject is the one-line summary used as a mail subject.
func (m *Message) Subject() string {
	if m.Kind == KindConfirm {
		return fmt.Sprintf("herald: mail for %s in %s? (game %s)", m.Side, m.Title, m.GameID)
	}
	if m.Kind == KindGameOver {
		return fmt.Sprintf("herald: %s is over (game %s)", m.Title, m.GameID)
	}
	if m.Kind == KindDecide {
		return fmt.Sprintf("herald: %s must decide in %s (game %s, turn %d)", m.Side, m.Title, m.GameID, m.Turn)
	}
	return fmt.Sprintf("herald: your move, %s, in %s (game %s, turn %d)", m.Side, m.Title, m.GameID, m.Turn)
}

// Text is the plain-text body: what happened and where to play.
func (m *Message) Text() string {
	var b strings.Builder
	if m.Kind == KindConfirm {
		fmt.Fprintf(&b, "Someone began game %s of %s on herald and gave this address to be told when it is the move of %s.\n\n", m.GameID, m.Title, m.Side)
		fmt.Fprintf(&b, "To be mailed, confirm the address:\n\n%s\n\n", m.Confirm)
		b.WriteString("If you did not ask for this, ignore this mail: herald sends nothing more to this address for this game.\n")
		if m.URL != "" {
			fmt.Fprintf(&b, "\nThe game is played at %s?token=YOUR-TOKEN (the link you were given).\n", m.URL)
		}
		return b.String()
	}
	if m.Kind == KindGameOver {
		fmt.Fprintf(&b, "The game %s of %s is over.\n", m.GameID, m.Title)
	} else if m.Kind == KindDecide {
		fmt.Fprintf(&b, "A player turn in game turn %d of %s waits for %s to decide (game %s, version %d).\n", m.Turn, m.Title, m.Side, m.GameID, m.Version)
	} else {
		fmt.Fprintf(&b, "It is the player turn of %s in game turn %d of %s (game %s, version %d).\n", m.ToMove, m.Turn, m.Title, m.GameID, m.Version)
	}
	if len(m.Report) > 0 {
		b.WriteString("\nThe last player turn:\n\n")
		for _, l := range m.Report {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	if m.URL != "" {
		fmt.Fprintf(&b, "\nPlay at %s?token=YOUR-TOKEN (the link you were given).\n", m.URL)
	}
	return b.String()
}

// CheckEmail accepts one bare address (no display name, no line breaks),
// which is all a header needs and all a side is asked for.
func CheckEmail(addr string) error {
	a, err := mail.ParseAddress(addr)
	if err != nil || a.Address != addr || strings.ContainsAny(addr, "\r\n<>") {
		return fmt.Errorf("e-mail %q is not a bare address such as raiders@example.org", addr)
	}
	return nil
}

// CheckWebhook accepts an absolute http or https URL.
func CheckWebhook(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(raw) > 2048 {
		return fmt.Errorf("webhook %q is not an http:// or https:// URL", raw)
	}
	return nil
}
