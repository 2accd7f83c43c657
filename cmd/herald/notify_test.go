package main

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"herald/internal/notify/notifytest"
)

// TestServeMails: `herald serve --smtp` mails an address a link to confirm
// it, then, confirmed, the side to move, with the play link of
// --public-url and the map.
func TestServeMails(t *testing.T) {
	smtpd, err := notifytest.NewSMTP()
	if err != nil {
		t.Fatal(err)
	}
	defer smtpd.Close()
	s := startServe(t, false, "--db", "memory:", "--smtp", smtpd.Addr, "--mail-from", "herald@example.org", "--public-url", "https://herald.example")
	var c struct {
		ID     string            `json:"id"`
		Tokens map[string]string `json:"tokens"`
	}
	body := `{"scenario": "thornby-raid", "sides": {"Villagers": {"email": "villagers@example.org"}}}`
	if code := httpJSON(t, "POST", s.base+"/api/games", body, &c); code != 201 {
		t.Fatalf("create: %d", code)
	}
	// First the link that confirms the address, on --public-url; the
	// test follows it on the server itself.
	m := <-smtpd.Mails
	link := regexp.MustCompile(`https://herald\.example(/confirm/\S+)`).FindStringSubmatch(m.Text)
	if m.From != "herald@example.org" || m.To != "villagers@example.org" || link == nil || len(m.Attached) != 0 {
		t.Fatalf("confirmation mail %s -> %s:\n%s", m.From, m.To, m.Text)
	}
	u, _ := url.Parse(link[1])
	resp, err := http.PostForm(s.base+u.Path, url.Values{"side": {"Villagers"}, "code": {u.Query().Get("code")}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("confirming: %d", resp.StatusCode)
	}
	if code := httpJSON(t, "POST", s.base+"/api/games/"+c.ID+"/turn?token="+c.Tokens["Raiders"], `{"orders": "", "version": 1}`, nil); code != 200 {
		t.Fatalf("turn: %d", code)
	}
	m = <-smtpd.Mails
	if m.To != "villagers@example.org" || !strings.Contains(m.Text, "https://herald.example/play/"+c.ID) || len(m.Attached["map.svg"]) == 0 {
		t.Fatalf("mail %s -> %s:\n%s", m.From, m.To, m.Text)
	}
	s.stop(t)
}

func TestServeNotifyUsage(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--smtp", "nohostport", "--mail-from", "h@example.org"},
		{"serve", "--smtp", "127.0.0.1:25"},
		{"serve", "--smtp", "127.0.0.1:25", "--mail-from", "Herald <h@example.org>"},
		{"serve", "--public-url", "herald.example"},
		{"serve", "--smtp", "127.0.0.1:25", "--mail-from", "h@example.org"}, // no --public-url for the confirmation link
	} {
		if r := cli(t, args...); r.Code != exitUsage || !strings.Contains(r.Stderr, "herald: ") {
			t.Errorf("%v: exit %d, %q", args, r.Code, r.Stderr)
		}
	}
}
