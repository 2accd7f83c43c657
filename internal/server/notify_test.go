package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"herald/internal/notify"
	"herald/internal/notify/notifytest"
	"herald/internal/store"
	"herald/internal/store/postgres"
)

// eventually waits for cond; the limit only keeps a broken build from
// hanging the run, it is not a performance check.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for start := time.Now(); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Since(start) > 30*time.Second {
			t.Fatalf("still waiting for %s", what)
		}
	}
}

// hook is a webhook receiver that checks the signature, and fails the
// first few calls as a receiver in trouble does.
type hook struct {
	secret string
	fail   atomic.Int32 // calls still to fail with 503
	mu     sync.Mutex
	got    []notify.Message
	bad    int // calls with a wrong signature
	srv    *httptest.Server
}

func newHook(t *testing.T, secret string) *hook {
	h := &hook{secret: secret}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		defer h.mu.Unlock()
		if !notify.Verify(h.secret, body, r.Header.Get(notify.SignatureHeader)) {
			h.bad++
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		if h.fail.Add(-1) >= 0 {
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		var m notify.Message
		if err := json.Unmarshal(body, &m); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		h.got = append(h.got, m)
	}))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *hook) messages() []notify.Message {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]notify.Message(nil), h.got...)
}

func pending(t *testing.T, st store.Store) int {
	ns, err := st.PendingNotifications(context.Background(), 0)
	if err != nil {
		t.Fatal(err)
	}
	return len(ns)
}

// startNotifier runs srv's outbox loop with fast retries until the test ends.
func startNotifier(t *testing.T, srv *Server, n *Notifier) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	n.Poll, n.MinBackoff, n.MaxBackoff = 10*time.Millisecond, 5*time.Millisecond, 50*time.Millisecond
	go func() { defer close(done); srv.RunNotifier(ctx, n) }()
	t.Cleanup(func() { cancel(); <-done })
}

// TestNotifyMailAndWebhook: creating the game asks both sides' addresses
// to confirm; once confirmed, the Raiders' turn tells the Villagers by
// mail and by a signed webhook, which fails twice first and is retried;
// the mail is not sent again meanwhile.
func TestNotifyMailAndWebhook(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			smtpd, err := notifytest.NewSMTP()
			if err != nil {
				t.Fatal(err)
			}
			defer smtpd.Close()
			h := newHook(t, "villagers-hook-secret")
			h.fail.Store(2)
			st := mk(t)
			srv := New(st)
			srv.Log = t.Logf
			allowLoopback(srv)
			hs := httptest.NewServer(srv.Handler())
			defer hs.Close()
			startNotifier(t, srv, &Notifier{Mail: &notify.Mailer{Addr: smtpd.Addr, From: "herald@example.org"}, BaseURL: hs.URL})
			c := client{t, hs.URL}
			var g Created
			code := c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid", "sides": map[string]any{
				"Raiders":   map[string]string{"email": "raiders@example.org"},
				"Villagers": map[string]string{"email": "villagers@example.org", "webhook": h.srv.URL + "/hook", "webhook_secret": h.secret},
			}}, &g)
			if code != http.StatusCreated {
				t.Fatalf("create: %d", code)
			}
			// Creating the game asks each address to confirm, and mails
			// nothing else until it is.
			confirmMail(t, c, smtpd, "raiders@example.org", "villagers@example.org")
			var res TurnResult
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 1), &res); code != 200 {
				t.Fatalf("turn: %d", code)
			}
			m := <-smtpd.Mails
			if m.To != "villagers@example.org" || !strings.Contains(m.Text, "Bran moves H1 to H2, H3") ||
				!strings.Contains(m.Text, hs.URL+"/play/"+g.ID) || !strings.Contains(string(m.Attached["map.svg"]), "<svg") {
				t.Fatalf("second mail to %s:\n%s", m.To, m.Text)
			}
			eventually(t, "the webhook", func() bool { return len(h.messages()) == 1 })
			got := h.messages()[0]
			if got.Kind != notify.KindYourTurn || got.Side != "Villagers" || got.ToMove != "Villagers" || got.Version != 2 ||
				got.Delivery != g.ID+"-2-Villagers" || !strings.Contains(strings.Join(got.Report, "\n"), "Bran moves") {
				t.Fatalf("webhook got %+v", got)
			}
			eventually(t, "an empty outbox", func() bool { return pending(t, st) == 0 })
			select {
			case m := <-smtpd.Mails:
				t.Fatalf("a mail sent twice while the webhook was retried: to %s", m.To)
			default:
			}
			if h.fail.Load() >= 0 || h.bad != 0 {
				t.Fatalf("webhook retries: %d failures left, %d bad signatures", h.fail.Load(), h.bad)
			}
		})
	}
}

// TestNotifySurvivesRestart: a turn played while the webhook receiver is
// down is not lost: its notification waits in the SQLite outbox and is
// delivered by the next server on the same file.
func TestNotifySurvivesRestart(t *testing.T) {
	path := "sqlite:" + filepath.Join(t.TempDir(), "herald.db")
	h := newHook(t, "villagers-hook-secret")
	h.fail.Store(1 << 30) // down
	st := open(t, path)
	srv := New(st)
	srv.Log = t.Logf
	allowLoopback(srv)
	hs := httptest.NewServer(srv.Handler())
	var sent atomic.Int32
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	n := &Notifier{Poll: 10 * time.Millisecond, MinBackoff: time.Millisecond, MaxBackoff: 5 * time.Millisecond,
		Sent: func(string, *notify.Message, error) { sent.Add(1) }}
	go func() { defer close(done); srv.RunNotifier(ctx, n) }()
	c := client{t, hs.URL}
	var g Created
	c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid", "sides": map[string]any{
		"Villagers": map[string]string{"webhook": h.srv.URL, "webhook_secret": h.secret}}}, &g)
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 1), nil); code != 200 {
		t.Fatalf("a failing webhook held up the turn: %d", code)
	}
	eventually(t, "a few failed attempts", func() bool { return sent.Load() >= 3 })
	cancel()
	<-done
	hs.Close()
	st.Close()
	if len(h.messages()) != 0 {
		t.Fatal("delivered while down")
	}

	h.fail.Store(0) // back up
	st = open(t, path)
	if pending(t, st) == 0 {
		t.Fatal("the outbox lost the notification at the restart")
	}
	srv = New(st)
	srv.Log = t.Logf
	allowLoopback(srv)
	startNotifier(t, srv, &Notifier{})
	eventually(t, "the delivery after the restart", func() bool { return len(h.messages()) == 1 })
	if m := h.messages()[0]; m.GameID != g.ID || m.Version != 2 || m.Side != "Villagers" {
		t.Fatalf("after restart delivered %+v", m)
	}
	eventually(t, "an empty outbox", func() bool { return pending(t, st) == 0 })
}

// TestNotifyGivesUp: a receiver that never answers 2xx is given up on
// after MaxAttempts, so the outbox does not grow for ever.
func TestNotifyGivesUp(t *testing.T) {
	h := newHook(t, "raiders-hook-secret!")
	h.fail.Store(1 << 30)
	st := open(t, "memory:")
	srv := New(st)
	srv.Log = t.Logf
	allowLoopback(srv)
	var tries atomic.Int32
	startNotifier(t, srv, &Notifier{MaxAttempts: 3, Sent: func(string, *notify.Message, error) { tries.Add(1) }})
	_, err := srv.CreateGameWith(context.Background(), "thornby-raid", map[string]SideOptions{
		"Raiders": {Webhook: h.srv.URL, WebhookSecret: h.secret}})
	if err != nil {
		t.Fatal(err)
	}
	eventually(t, "giving up", func() bool { return pending(t, st) == 0 })
	if tries.Load() != 3 {
		t.Fatalf("%d attempts, want 3", tries.Load())
	}
}

// TestNotifyBadOptions: side options are checked at creation.
func TestNotifyBadOptions(t *testing.T) {
	c, _ := newServer(t, open(t, "memory:"))
	for name, sides := range map[string]any{
		"unknown side":       map[string]any{"Saxons": map[string]string{"email": "s@example.org"}},
		"not an address":     map[string]any{"Raiders": map[string]string{"email": "raiders"}},
		"header injection":   map[string]any{"Raiders": map[string]string{"email": "r@example.org\r\nBcc: x@example.org"}},
		"not a URL":          map[string]any{"Raiders": map[string]string{"webhook": "file:///etc/passwd", "webhook_secret": strings.Repeat("s", 16)}},
		"loopback webhook":   map[string]any{"Raiders": map[string]string{"webhook": "http://127.0.0.1:8080/h", "webhook_secret": strings.Repeat("s", 16)}},
		"private webhook":    map[string]any{"Raiders": map[string]string{"webhook": "http://10.1.2.3/h", "webhook_secret": strings.Repeat("s", 16)}},
		"metadata webhook":   map[string]any{"Raiders": map[string]string{"webhook": "http://169.254.169.254/latest", "webhook_secret": strings.Repeat("s", 16)}},
		"webhook, no secret": map[string]any{"Raiders": map[string]string{"webhook": "https://example.org/h"}},
		"short secret":       map[string]any{"Raiders": map[string]string{"webhook": "https://example.org/h", "webhook_secret": "short"}},
		"secret alone":       map[string]any{"Raiders": map[string]string{"webhook_secret": strings.Repeat("s", 16)}},
		"bad seed":           map[string]any{"Raiders": map[string]string{"seed": "two\nlines"}},
		"unknown option":     map[string]any{"Raiders": map[string]string{"phone": "555"}},
	} {
		var e apiError
		if code := c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid", "sides": sides}, &e); code != 400 || e.Msg == "" {
			t.Errorf("%s: %d %q", name, code, e.Msg)
		}
	}
}

// TestNotifyAcrossServers: two servers on one PostgreSQL database both run
// the notifier; they take turns at the outbox, so each message goes out
// once, not once per server.
func TestNotifyAcrossServers(t *testing.T) {
	url, schema := pgSchema(t)
	h := newHook(t, "both-sides-hook-secret")
	var cs [2]client
	for i := range cs {
		st, err := postgres.Open(context.Background(), url, postgres.Options{Schema: schema})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		srv := New(st)
		srv.Log = t.Logf
		allowLoopback(srv)
		hs := httptest.NewServer(srv.Handler())
		t.Cleanup(hs.Close)
		startNotifier(t, srv, &Notifier{})
		cs[i] = client{t, hs.URL}
	}
	hookOpts := map[string]string{"webhook": h.srv.URL, "webhook_secret": h.secret}
	var g Created
	if code := cs[0].do("POST", "/api/games", map[string]any{"scenario": "thornby-raid",
		"sides": map[string]any{"Raiders": hookOpts, "Villagers": hookOpts}}, &g); code != 201 {
		t.Fatal(code)
	}
	side := []string{"Raiders", "Villagers"}
	const turns = 6
	for v := int64(1); v <= turns; v++ {
		c := cs[v%2] // alternate servers too
		if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side[(v-1)%2]], turnBody("", v), nil); code != 200 {
			t.Fatalf("turn at version %d: %d", v, code)
		}
	}
	eventually(t, "a message per version", func() bool { return len(h.messages()) >= turns+1 })
	eventually(t, "an empty outbox", func() bool {
		st, _ := postgres.Open(context.Background(), url, postgres.Options{Schema: schema})
		defer st.Close()
		return pending(t, st) == 0
	})
	seen := map[string]int{}
	for _, m := range h.messages() {
		seen[m.Delivery]++
	}
	for d, n := range seen {
		if n != 1 {
			t.Errorf("%s delivered %d times", d, n)
		}
	}
	if len(seen) != turns+1 {
		t.Errorf("%d distinct deliveries, want %d: %v", len(seen), turns+1, seen)
	}
}

// allowLoopback lets srv post webhooks to the tests' loopback receivers.
func allowLoopback(srv *Server) { srv.Webhooks.AllowPrivate = true }

// confirmMail reads the next mails, which must ask each of addrs (in any
// order) to confirm, and says yes on the page each link opens, as the
// owner would.
func confirmMail(t *testing.T, c client, s *notifytest.SMTP, addrs ...string) {
	t.Helper()
	want := map[string]bool{}
	for _, a := range addrs {
		want[a] = true
	}
	for range addrs {
		m := <-s.Mails
		if !want[m.To] {
			t.Fatalf("mail to %s, not to one of %v:\n%s", m.To, addrs, m.Text)
		}
		delete(want, m.To)
		followConfirmation(t, c, m)
	}
}

// followConfirmation follows the link of a confirmation mail.
func followConfirmation(t *testing.T, c client, m notifytest.Mail) {
	t.Helper()
	link := confirmLink.FindString(m.Text)
	if !strings.Contains(m.Header.Get("Subject"), "mail for") || link == "" || len(m.Attached) != 0 {
		t.Fatalf("mail to %s is not a confirmation:\n%s", m.To, m.Text)
	}
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	code, page := c.raw(u.RequestURI())
	if code != 200 || !bytes.Contains(page, []byte("Yes, mail me")) {
		t.Fatalf("the confirmation page: %d %s", code, page)
	}
	form := url.Values{"side": {u.Query().Get("side")}, "code": {u.Query().Get("code")}}
	resp, err := http.PostForm(c.base+u.Path, form)
	if err != nil {
		t.Fatal(err)
	}
	page, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !bytes.Contains(page, []byte("herald will mail you")) {
		t.Fatalf("confirming: %d %s", resp.StatusCode, page)
	}
}

var confirmLink = regexp.MustCompile(`http://\S+/confirm/\S+`)
