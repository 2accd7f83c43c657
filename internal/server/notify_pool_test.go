package server

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"herald/internal/notify"
	"herald/internal/notify/notifytest"
)

// counter is a webhook receiver that counts the calls it gets and
// answers each with the status it is set to.
type counter struct {
	calls  atomic.Int32
	status atomic.Int32
	srv    *httptest.Server
}

func newCounter(t *testing.T, status int) *counter {
	c := &counter{}
	c.status.Store(int32(status))
	c.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c.calls.Add(1)
		w.WriteHeader(int(c.status.Load()))
	}))
	t.Cleanup(c.srv.Close)
	return c
}

// hookFor is side options that tell the Raiders at url.
func hookFor(url string) map[string]SideOptions {
	return map[string]SideOptions{"Raiders": {Webhook: url, WebhookSecret: "raiders-hook-secret"}}
}

// TestNotifyDeadEndpoint: a webhook receiver that takes a call and never
// answers holds up only its own game: another game's webhook, created
// after it, is delivered while the first call still hangs.
func TestNotifyDeadEndpoint(t *testing.T) {
	entered, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	var ended atomic.Int32
	dead := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		once.Do(func() { close(entered) })
		select {
		case <-release:
		case <-r.Context().Done():
		}
		ended.Add(1)
	}))
	t.Cleanup(dead.Close)
	live := newHook(t, "raiders-hook-secret")
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	allowLoopback(srv)
	// A client without a time limit: the dead receiver hangs for good.
	startNotifier(t, srv, &Notifier{HTTP: &http.Client{}})
	ctx := context.Background()
	if _, err := srv.CreateGameWith(ctx, "thornby-raid", hookFor(dead.URL)); err != nil {
		t.Fatal(err)
	}
	select {
	case <-entered:
	case <-time.After(30 * time.Second): // a broken build, not a time limit
		t.Fatal("the dead receiver was never called")
	}
	g, err := srv.CreateGameWith(ctx, "thornby-raid", hookFor(live.srv.URL))
	if err != nil {
		t.Fatal(err)
	}
	eventually(t, "the second game's webhook", func() bool { return len(live.messages()) == 1 })
	if m := live.messages()[0]; m.GameID != g.ID || ended.Load() != 0 {
		t.Fatalf("delivered %+v; the dead call ended %d times", m, ended.Load())
	}
	close(release)
}

// TestNotifyBackoffPerDestination: after a failed delivery nothing more
// goes to that destination, for any game, until its back-off has passed
// (a clock the test moves); other destinations are served meanwhile.
func TestNotifyBackoffPerDestination(t *testing.T) {
	clk := &clock{now: time.Now()}
	down := newCounter(t, http.StatusServiceUnavailable)
	up := newCounter(t, http.StatusOK)
	st := open(t, "memory:")
	srv := New(st)
	srv.Log = t.Logf
	allowLoopback(srv)
	ctx := context.Background()
	for _, url := range []string{down.srv.URL, down.srv.URL, up.srv.URL} {
		if _, err := srv.CreateGameWith(ctx, "thornby-raid", hookFor(url)); err != nil {
			t.Fatal(err)
		}
	}
	n := &Notifier{Now: clk.Now, MinBackoff: time.Minute, MaxBackoff: time.Hour}
	n.start(srv)
	for i, step := range []struct {
		after      time.Duration
		healthy    bool
		down, left int32
	}{
		{0, false, 1, 2},                // one call to the dead host; the other game waits for it
		{0, false, 1, 2},                // its back-off has not passed
		{59 * time.Second, false, 1, 2}, // nor now
		{time.Second, false, 2, 2},      // one more call; the back-off doubles
		{time.Minute, true, 2, 2},       // healthy, but not yet due
		{time.Minute, true, 4, 0},       // due: both games delivered
	} {
		clk.Add(step.after)
		if step.healthy {
			down.status.Store(http.StatusOK)
		}
		srv.deliverUntilIdle(ctx, n, nil)
		if down.calls.Load() != step.down || up.calls.Load() != 1 || int32(pending(t, st)) != step.left {
			t.Fatalf("step %d: %d calls to the dead host, %d to the live one, %d rows left; want %d, 1, %d",
				i+1, down.calls.Load(), up.calls.Load(), pending(t, st), step.down, step.left)
		}
	}
}

// rebinder resolves every name to a public address the first time and
// to loopback after: DNS rebinding.
type rebinder struct{ calls atomic.Int32 }

func (r *rebinder) LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error) {
	if r.calls.Add(1) == 1 {
		return []netip.Addr{netip.MustParseAddr("93.184.215.14")}, nil
	}
	return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
}

// TestNotifyWebhookRebinding: a webhook whose host resolved to a public
// address when the game was made, and resolves to loopback at delivery,
// is refused as the connection is made: the receiver on loopback gets
// nothing.
func TestNotifyWebhookRebinding(t *testing.T) {
	hook := newCounter(t, http.StatusOK)
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	srv.Webhooks.Resolver = &rebinder{}
	refused := make(chan error, 10)
	startNotifier(t, srv, &Notifier{MaxAttempts: 2, Sent: func(_ string, _ *notify.Message, err error) { refused <- err }})
	url := "http://rebound.example" + hook.srv.URL[strings.LastIndex(hook.srv.URL, ":"):] + "/hook"
	if _, err := srv.CreateGameWith(context.Background(), "thornby-raid", hookFor(url)); err != nil {
		t.Fatalf("created with a host that is public at creation: %v", err)
	}
	for range 2 {
		var pe *notify.PrivateAddressError
		if err := <-refused; !errors.As(err, &pe) || pe.Addr != netip.MustParseAddr("127.0.0.1") {
			t.Fatalf("delivery to the rebound host: %v", err)
		}
	}
	if hook.calls.Load() != 0 {
		t.Fatalf("the loopback receiver got %d calls", hook.calls.Load())
	}
}

// TestNotifyMailConfirmation: an address given at creation is mailed one
// message, a link to confirm it, and nothing else until its owner says
// yes on the page the link opens: fetching the link (as a mail scanner
// does) or a wrong code confirms nothing. Then turns are mailed.
func TestNotifyMailConfirmation(t *testing.T) {
	smtpd, err := notifytest.NewSMTP()
	if err != nil {
		t.Fatal(err)
	}
	defer smtpd.Close()
	st := open(t, "memory:")
	srv := New(st)
	srv.Log = t.Logf
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	startNotifier(t, srv, &Notifier{Mail: &notify.Mailer{Addr: smtpd.Addr, From: "herald@example.org"}, BaseURL: hs.URL})
	c := client{t, hs.URL}
	var g Created
	c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid",
		"sides": map[string]any{"Raiders": map[string]string{"email": "raiders@example.org"}}}, &g)
	m := <-smtpd.Mails
	link := confirmLink.FindString(m.Text)
	if m.To != "raiders@example.org" || m.Header.Get("Subject") != "herald: mail for Raiders in The Raid on Thornby? (game "+g.ID+")" ||
		link == "" || len(m.Attached) != 0 || strings.Contains(m.Text, "turn") {
		t.Fatalf("the first mail to %s, %q:\n%s", m.To, m.Header.Get("Subject"), m.Text)
	}
	u, _ := url.Parse(link)
	confirmed := func() bool {
		gm, _ := st.Game(context.Background(), g.ID)
		return gm.Sides[0].EmailConfirmed
	}
	if code, _ := c.raw(u.RequestURI()); code != 200 || confirmed() {
		t.Fatalf("fetching the link: %d, confirmed %v", code, confirmed())
	}
	for _, form := range []url.Values{
		{"side": {"Raiders"}, "code": {"not-the-code"}},
		{"side": {"Villagers"}, "code": {u.Query().Get("code")}},
		{"side": {"Raiders"}},
	} {
		resp, err := http.PostForm(hs.URL+u.Path, form)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden || confirmed() {
			t.Errorf("confirming with %v: %d, confirmed %v", form, resp.StatusCode, confirmed())
		}
	}
	// Unconfirmed, the Raiders are not told it is their move.
	play := func(side, orders string, v int64) {
		if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody(orders, v), nil); code != 200 {
			t.Fatalf("%s at %d: %d", side, v, code)
		}
	}
	play("Raiders", raidersTurn1, 1)
	play("Villagers", villagersTurn1, 2)
	eventually(t, "an empty outbox", func() bool { return pending(t, st) == 0 })
	select {
	case m := <-smtpd.Mails:
		t.Fatalf("mailed an unconfirmed address: %s\n%s", m.To, m.Text)
	default:
	}
	followConfirmation(t, c, m)
	if !confirmed() {
		t.Fatal("not confirmed by the link")
	}
	play("Raiders", "", 3)
	play("Villagers", "", 4)
	m = <-smtpd.Mails
	if m.To != "raiders@example.org" || !strings.Contains(m.Header.Get("Subject"), "your move, Raiders") || len(m.Attached["map.svg"]) == 0 {
		t.Fatalf("after confirming, mail to %s %q:\n%s", m.To, m.Header.Get("Subject"), m.Text)
	}
}
