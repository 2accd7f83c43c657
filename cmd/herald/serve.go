package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

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
	fs := newFlags("serve", "[--addr HOST:PORT] [--db SPEC] [--demo]",
		`Serves Cry Havoc games over HTTP until interrupted: the JSON API of
docs/api.md under /api and a plain page for each side at
/play/GAME?token=TOKEN. Games are kept in the store --db names
(docs/storage.md); its migrations run at start. With --demo a game of
thornby-raid is created at start and both sides' links are printed.
Port 0 picks a free port; the address is printed.`, stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT`")
	db := fs.String("db", backend.Default, "the store: `SPEC` is memory:, sqlite:FILE or postgres://…")
	demo := fs.Bool("demo", false, "create a demo game of thornby-raid and print its side links")
	pprofAddr := fs.String("pprof", "", "serve Go's profiler (net/http/pprof) on `HOST:PORT`, for measuring")
	pos, code := parseFlags(fs, args, stdout)
	if code >= 0 {
		return code
	}
	if len(pos) != 0 {
		fs.Usage()
		return fail(stderr, "serve takes no arguments, only flags")
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
	srv.Version = version
	fmt.Fprintf(stdout, "herald serving on %s (store %s)\n", base, *db)
	if *demo {
		c, err := srv.CreateGame(ctx, "thornby-raid")
		if err != nil {
			ln.Close()
			return fail(stderr, "--demo: %v", err)
		}
		fmt.Fprintf(stdout, "demo game %s of %s:\n", c.ID, c.Scenario)
		for _, side := range c.Sides {
			fmt.Fprintf(stdout, "  %-10s %s/play/%s?token=%s\n", side, base, c.ID, c.Tokens[side])
		}
	}
	if *pprofAddr != "" {
		if err := servePprof(*pprofAddr, stdout); err != nil {
			ln.Close()
			return fail(stderr, "--pprof %s: %v", *pprofAddr, err)
		}
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout: time.Minute, WriteTimeout: time.Minute, IdleTimeout: 2 * time.Minute}
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
