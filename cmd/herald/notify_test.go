package main

import (
	"strings"
	"testing"

	"herald/internal/notify/notifytest"
)

// TestServeMails: `herald serve --smtp` mails the side to move, with the
// play link of --public-url.
func TestServeMails(t *testing.T) {
	smtpd, err := notifytest.NewSMTP()
	if err != nil {
		t.Fatal(err)
	}
	defer smtpd.Close()
	s := startServe(t, false, "--db", "memory:", "--smtp", smtpd.Addr, "--mail-from", "herald@example.org", "--public-url", "https://herald.example")
	var c struct {
		ID string `json:"id"`
	}
	body := `{"scenario": "thornby-raid", "sides": {"Raiders": {"email": "raiders@example.org"}}}`
	if code := httpJSON(t, "POST", s.base+"/api/games", body, &c); code != 201 {
		t.Fatalf("create: %d", code)
	}
	m := <-smtpd.Mails
	if m.From != "herald@example.org" || m.To != "raiders@example.org" || !strings.Contains(m.Text, "https://herald.example/play/"+c.ID) || len(m.Attached["map.svg"]) == 0 {
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
	} {
		if r := cli(t, args...); r.Code != exitUsage || !strings.Contains(r.Stderr, "herald: ") {
			t.Errorf("%v: exit %d, %q", args, r.Code, r.Stderr)
		}
	}
}
