package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"testing"
	"time"

	"herald/internal/notify"
	"herald/internal/notify/notifytest"
	"herald/internal/store"
	"herald/internal/store/postgres"
)

// BenchmarkNotifyWebhook: delivering one outbox row to a webhook on
// loopback: read and fold the game, draw the map, sign, POST, ack.
func BenchmarkNotifyWebhook(b *testing.B) {
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.Copy(io.Discard, r.Body) }))
	defer hs.Close()
	benchNotify(b, SideOptions{Webhook: hs.URL, WebhookSecret: "benchmark-secret-1234"}, &Notifier{HTTP: hs.Client()})
}

// BenchmarkNotifyMail: the same by mail to the in-process SMTP server,
// map attached.
func BenchmarkNotifyMail(b *testing.B) {
	smtpd, err := notifytest.NewSMTP()
	if err != nil {
		b.Fatal(err)
	}
	defer smtpd.Close()
	go func() {
		for range smtpd.Mails {
		}
	}()
	benchNotify(b, SideOptions{Email: "villagers@example.org"}, &Notifier{Mail: &notify.Mailer{Addr: smtpd.Addr, From: "herald@example.org"}})
}

func benchNotify(b *testing.B, opts SideOptions, n *Notifier) {
	st := store.NewMemory()
	defer st.Close()
	srv := New(st)
	srv.Log = b.Logf
	srv.Webhooks.AllowPrivate = true
	n.start(srv)
	ctx := context.Background()
	for b.Loop() {
		b.StopTimer()
		g, err := srv.CreateGameWith(ctx, "thornby-raid", map[string]SideOptions{"Villagers": opts})
		if err != nil {
			b.Fatal(err)
		}
		srv.deliverUntilIdle(ctx, n, nil) // the creation's row: a confirmation at most
		if gm, _ := st.Game(ctx, g.ID); gm.Sides[1].Email != "" {
			if err := st.ConfirmEmail(ctx, g.ID, "Villagers", gm.Sides[1].EmailCode); err != nil {
				b.Fatal(err)
			}
		}
		req := httptest.NewRequest("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], bytes.NewReader(mustJSON(turnBody(raidersTurn1, 1))))
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatal(rec.Code)
		}
		b.StartTimer()
		srv.deliverUntilIdle(ctx, n, nil)
		b.StopTimer()
		if ns, _ := st.PendingNotifications(ctx, 0); len(ns) != 0 {
			b.Fatalf("not delivered: %v", ns)
		}
		b.StartTimer()
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// BenchmarkLivePush: from a turn's 200 on one server to the event on a
// stream held open on another server over the same PostgreSQL database
// (LISTEN/NOTIFY), per turn; with HERALD_TEST_POSTGRES unset, one server
// on memory.
func BenchmarkLivePush(b *testing.B) {
	var cs [2]string
	if url := os.Getenv("HERALD_TEST_POSTGRES"); url != "" {
		schema := "herald_bench_" + time.Now().Format("150405") + "_" + strconv.Itoa(b.N)
		defer dropBenchSchema(b, url, schema) // runs last, after the stores close
		for i := range cs {
			st, err := postgres.Open(context.Background(), url, postgres.Options{Schema: schema})
			if err != nil {
				b.Fatal(err)
			}
			defer st.Close()
			srv := New(st)
			hs := httptest.NewServer(srv.Handler())
			defer hs.Close()
			defer srv.EndStreams() // or Close waits on the open stream
			cs[i] = hs.URL
		}
	} else {
		srv := New(store.NewMemory())
		hs := httptest.NewServer(srv.Handler())
		defer hs.Close()
		defer srv.EndStreams()
		cs = [2]string{hs.URL, hs.URL}
	}
	do := func(path string, body, out any) int {
		resp, err := http.Post(cs[0]+path, "application/json", bytes.NewReader(mustJSON(body)))
		if err != nil {
			b.Fatal(err)
		}
		defer resp.Body.Close()
		if out != nil {
			json.NewDecoder(resp.Body).Decode(out)
		}
		io.Copy(io.Discard, resp.Body)
		return resp.StatusCode
	}
	var g Created
	if code := do("/api/games", map[string]string{"scenario": "thornby-raid"}, &g); code != 201 {
		b.Fatal(code)
	}
	s := listenB(b, cs[1], g.ID, g.Tokens["Villagers"])
	<-s.events
	side := []string{"Raiders", "Villagers"}
	v := int64(1)
	for b.Loop() {
		if v > 20 { // keep to the scenario's 12 game turns: a new game
			b.StopTimer()
			do("/api/games", map[string]string{"scenario": "thornby-raid"}, &g)
			s = listenB(b, cs[1], g.ID, g.Tokens["Villagers"])
			<-s.events
			v = 1
			b.StartTimer()
		}
		if code := do("/api/games/"+g.ID+"/turn?token="+g.Tokens[side[(v-1)%2]], turnBody("", v), nil); code != 200 {
			b.Fatal(code)
		}
		v++
		for m := range s.events {
			if m.Version >= v {
				break
			}
		}
	}
}

func listenB(b *testing.B, base, id, token string) *stream {
	req, _ := http.NewRequest("GET", base+"/api/games/"+id+"/events?token="+token, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { resp.Body.Close() })
	s := &stream{resp: resp, events: make(chan Moved, 16)}
	go readStream(resp.Body, s.events)
	return s
}
