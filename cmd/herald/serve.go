package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"herald/internal/notify"
	"herald/internal/server"
	"herald/internal/store/backend"
)

func init() {
	register(&command{
		name:    "serve",
		summary: "serve games over HTTP: a JSON API and a page per side",
		run:     runServe,
	})
}

func runServe(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "[--addr HOST:PORT] [--db SPEC] [--demo] [--smtp HOST:PORT --mail-from ADDR] [--public-url URL]",
		`Serves Cry Havoc games over HTTP until interrupted: the JSON API of
docs/api.md under /api and a plain page for each side at
/play/GAME?token=TOKEN. Games are kept in the store --db names
(docs/storage.md); its migrations run at start. With --demo a game of
thornby-raid is created at start and both sides' links are printed.
Port 0 picks a free port; the address is printed.
A side given an e-mail address or a webhook at creation is told when it
is its move: mail goes through the --smtp relay, to an address only once
its owner has followed the link mailed to confirm it; webhooks are signed
POSTs, never to loopback or private addresses unless
--allow-private-webhooks (docs/api.md). Pending notifications wait in the
store and are sent after a restart.
Each client address may create --games-per-client games an hour, all
together --games-total, and hold --streams-per-client event streams; with
--expire-after, games nobody has played for that long are expired.
docs/security.md says what the server promises and what it does not.`, stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT`")
	db := fs.String("db", backend.Default, "the store: `SPEC` is memory:, sqlite:FILE or postgres://…")
	demo := fs.Bool("demo", false, "create a demo game of thornby-raid and print its side links")
	smtpAddr := fs.String("smtp", "", "send notification mail through the SMTP relay at `HOST:PORT`")
	mailFrom := fs.String("mail-from", "", "the sender `ADDRESS` of notification mail")
	notifyOn := fs.Bool("notify", true, "send the outbox's notifications (turn off on all but one of several servers on one database)")
	publicURL := fs.String("public-url", "", "the server's address as players reach it (`URL`), for links in notifications")
	pprofAddr := fs.String("pprof", "", "serve Go's profiler (net/http/pprof) on `HOST:PORT`, for measuring")
	memMB := memoryFlag(fs)
	guard := guardFlags(fs)
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 0 {
		fs.Usage()
		return fail(stderr, "serve takes no arguments, only flags")
	}
	n := &server.Notifier{BaseURL: *publicURL}
	if *smtpAddr != "" || *mailFrom != "" {
		if _, _, err := net.SplitHostPort(*smtpAddr); err != nil {
			return fail(stderr, "--smtp %q: give the relay as HOST:PORT (and --mail-from)", *smtpAddr)
		}
		if err := notify.CheckEmail(*mailFrom); err != nil {
			return fail(stderr, "--mail-from: %v", err)
		}
		if *publicURL == "" {
			return fail(stderr, "--smtp needs --public-url: each address is mailed a link to confirm it before anything else")
		}
		n.Mail = &notify.Mailer{Addr: *smtpAddr, From: *mailFrom}
	}
	if err := guard.check(); err != nil {
		return fail(stderr, "%v", err)
	}
	if err := applyMemoryLimit(fs, *memMB); err != nil {
		return fail(stderr, "%v", err)
	}
	if *publicURL != "" {
		if err := notify.CheckWebhook(*publicURL); err != nil {
			return fail(stderr, "--public-url %q is not an http:// or https:// URL", *publicURL)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := backend.Open(ctx, *db)
	if err != nil {
		return fail(stderr, "%v", err)
	}
	defer st.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail(stderr, "--addr %s: %v", *addr, err)
	}
	base := "http://" + ln.Addr().String()
	srv := server.New(st)
	// The computer plays on in games where it owes a step (issue 19).
	if err := srv.ResumeComputers(ctx); err != nil {
		fmt.Fprintf(stderr, "herald: resuming the computer players: %v\n", err)
	}
	srv.Version = version
	guard.apply(srv)
	fmt.Fprintf(stdout, "herald serving on %s (store %s)\n", base, *db)
	fmt.Fprintf(stdout, "open %s/ in a browser to start a game\n", base)
	if *demo {
		c, err := srv.NewGame(ctx, server.NewGame{Scenario: "thornby-raid", Decisions: true})
		if err != nil {
			ln.Close()
			return fail(stderr, "--demo: %v", err)
		}
		fmt.Fprintf(stdout, "demo game %s of %s:\n", c.ID, c.Scenario)
		for _, side := range c.Sides {
			fmt.Fprintf(stdout, "  %-10s %s/play/%s?token=%s\n", side, base, c.ID, c.Tokens[side])
		}
	}
	if *notifyOn {
		defer background(func(ctx context.Context) { srv.RunNotifier(ctx, n) })()
	}
	if *guard.expireAfter > 0 {
		defer background(func(ctx context.Context) { srv.RunExpiry(ctx, *guard.expireAfter) })()
	}
	if *pprofAddr != "" {
		if err := servePprof(*pprofAddr, stdout); err != nil {
			ln.Close()
			return fail(stderr, "--pprof %s: %v", *pprofAddr, err)
		}
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout: time.Minute, WriteTimeout: time.Minute, IdleTimeout: 2 * time.Minute}
	hs.RegisterOnShutdown(srv.EndStreams)
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(stderr, "herald: serve: %v\n", err)
			return exitNo
		}
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
		fmt.Fprintln(stdout, "herald: stopped")
	}
	return exitOK
}

// background runs loop until the returned func stops it and waits for it.
func background(loop func(ctx context.Context)) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		loop(ctx)
	}()
	return func() { cancel(); <-done }
}

// guards are serve's flags that bound what clients may ask of it.
type guards struct {
	perClient, total, streams *int
	expireAfter               *time.Duration
	allowPrivate, behindProxy *bool
}

func guardFlags(fs *flag.FlagSet) *guards {
	return &guards{
		perClient:    fs.Int("games-per-client", 20, "games one client address may create in an hour (`N`; 0: no limit)"),
		total:        fs.Int("games-total", 500, "games all clients together may create in an hour (`N`; 0: no limit)"),
		streams:      fs.Int("streams-per-client", 16, "event streams one client address may hold open (`N`; 0: no limit)"),
		expireAfter:  fs.Duration("expire-after", 0, "expire games nobody has played for `DURATION` (such as 2160h, 90 days); 0: never"),
		allowPrivate: fs.Bool("allow-private-webhooks", false, "let webhooks reach loopback, private, link-local and other special addresses (local set-ups and tests)"),
		behindProxy:  fs.Bool("behind-proxy", false, "the server is reached only through a proxy that appends the client's address to X-Forwarded-For"),
	}
}

func (g *guards) check() error {
	if *g.perClient < 0 || *g.total < 0 || *g.streams < 0 {
		return errors.New("--games-per-client, --games-total and --streams-per-client may not be negative")
	}
	if *g.expireAfter < 0 {
		return fmt.Errorf("--expire-after %s: give a duration such as 2160h, or 0 for never", *g.expireAfter)
	}
	return nil
}

func (g *guards) apply(srv *server.Server) {
	srv.Webhooks.AllowPrivate = *g.allowPrivate
	srv.Limits = server.Limits{GamesPerClient: *g.perClient, GamesTotal: *g.total, StreamsPerClient: *g.streams,
		BehindProxy: *g.behindProxy}
}
