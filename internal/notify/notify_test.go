package notify_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"herald/internal/notify"
	"herald/internal/notify/notifytest"
)

func message() *notify.Message {
	return &notify.Message{Kind: notify.KindYourTurn, GameID: "g1", Title: "The Raid on Thornby", Version: 2,
		Side: "Villagers", ToMove: "Villagers", Turn: 1, Report: []string{"move:", "Bran moves to H3 (2 MP)."},
		URL: "http://herald.example/play/g1", Delivery: "g1-2-Villagers", Map: []byte(`<svg xmlns="http://www.w3.org/2000/svg">` + strings.Repeat("<g/>", 40) + `</svg>`)}
}

func TestMailerSends(t *testing.T) {
	srv, err := notifytest.NewSMTP()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	m := message()
	ml := &notify.Mailer{Addr: srv.Addr, From: "herald@example.org"}
	if err := ml.Send(context.Background(), "villagers@example.org", m); err != nil {
		t.Fatal(err)
	}
	got := <-srv.Mails
	if got.From != "herald@example.org" || got.To != "villagers@example.org" {
		t.Errorf("envelope %s -> %s", got.From, got.To)
	}
	if s := got.Header.Get("Subject"); !strings.Contains(s, "your move, Villagers") {
		t.Errorf("subject %q", s)
	}
	if !strings.Contains(got.Text, "Bran moves to H3 (2 MP).") || !strings.Contains(got.Text, m.URL) {
		t.Errorf("text:\n%s", got.Text)
	}
	if string(got.Attached["map.svg"]) != string(m.Map) {
		t.Errorf("map attachment %q", got.Attached["map.svg"])
	}
}

func TestMailerRefusals(t *testing.T) {
	srv, err := notifytest.NewSMTP()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	srv.Refuse = func() bool { return true }
	ml := &notify.Mailer{Addr: srv.Addr, From: "herald@example.org"}
	if err := ml.Send(context.Background(), "v@example.org", message()); err == nil || !strings.Contains(err.Error(), "451") {
		t.Errorf("relay saying 451: %v", err)
	}
	for _, to := range []string{"", "v@example.org\r\nBcc: x@example.org", "Villagers <v@example.org>", "no-at-sign"} {
		if err := ml.Send(context.Background(), to, message()); err == nil {
			t.Errorf("sent to %q", to)
		}
	}
	down := &notify.Mailer{Addr: "127.0.0.1:1", From: "herald@example.org", Timeout: time.Second}
	if err := down.Send(context.Background(), "v@example.org", message()); err == nil {
		t.Error("no error from a relay that is not there")
	}
}

func TestWebhookSigned(t *testing.T) {
	const secret = "hush"
	got := make(chan notify.Message, 1)
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if !notify.Verify(secret, body, r.Header.Get(notify.SignatureHeader)) {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		var m notify.Message
		json.Unmarshal(body, &m)
		if r.Header.Get(notify.DeliveryHeader) != m.Delivery {
			http.Error(w, "delivery header", http.StatusBadRequest)
			return
		}
		got <- m
	}))
	defer hs.Close()
	if err := notify.Post(context.Background(), hs.Client(), hs.URL, secret, message()); err != nil {
		t.Fatal(err)
	}
	m := <-got
	if m.GameID != "g1" || m.Side != "Villagers" || len(m.Report) != 2 || m.Kind != notify.KindYourTurn {
		t.Errorf("received %+v", m)
	}
	if err := notify.Post(context.Background(), hs.Client(), hs.URL, "wrong", message()); err == nil || !strings.Contains(err.Error(), "401") {
		t.Errorf("wrong secret: %v", err)
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		in string
		ok bool
	}{{"a@b.org", true}, {"A <a@b.org>", false}, {"a@b.org\n", false}, {"", false}} {
		if (notify.CheckEmail(c.in) == nil) != c.ok {
			t.Errorf("CheckEmail(%q) ok=%v", c.in, !c.ok)
		}
	}
	for _, c := range []struct {
		in string
		ok bool
	}{{"https://x.org/h", true}, {"http://127.0.0.1:9/h", true}, {"ftp://x.org", false}, {"/rel", false}, {"", false}} {
		if (notify.CheckWebhook(c.in) == nil) != c.ok {
			t.Errorf("CheckWebhook(%q) ok=%v", c.in, !c.ok)
		}
	}
}

// BenchmarkMailerSend: one message with a small map to the in-process
// SMTP server over loopback (a fresh connection each, as the notifier does).
func BenchmarkMailerSend(b *testing.B) {
	srv, err := notifytest.NewSMTP()
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	go func() {
		for range srv.Mails {
		}
	}()
	ml := &notify.Mailer{Addr: srv.Addr, From: "herald@example.org"}
	for b.Loop() {
		if err := ml.Send(context.Background(), "v@example.org", message()); err != nil {
			b.Fatal(err)
		}
	}
}
