package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// TestCLILoad runs a short load against a server the tool starts, on
// each store it can start without a database server, and checks the
// turns were played, seen by the other side and measured.
func TestCLILoad(t *testing.T) {
	for _, db := range []string{"memory:", ""} {
		r := cli(t, "load", "--db", db, "--games", "3", "--duration", "1s", "--warmup", "0s", "--json")
		if r.Code != 0 {
			t.Fatalf("load --db %q: exit %d\n%s%s", db, r.Code, r.Stdout, r.Stderr)
		}
		var res loadResult
		if err := json.Unmarshal([]byte(r.Stdout), &res); err != nil {
			t.Fatalf("load --db %q: %v\n%s", db, err, r.Stdout)
		}
		if res.Turns == 0 || res.Errors != 0 || res.P99 < res.P50 || res.RSSMB == 0 || !strings.Contains(res.Turn, "move") {
			t.Errorf("load --db %q: %+v", db, res)
		}
	}
}

// TestCLILoadOpen: the memory mode opens games and reports the server's
// resident memory.
func TestCLILoadOpen(t *testing.T) {
	r := cli(t, "load", "--db", "memory:", "--open", "20", "--json")
	var res loadResult
	if err := json.Unmarshal([]byte(r.Stdout), &res); err != nil || r.Code != 0 {
		t.Fatalf("exit %d, %v\n%s%s", r.Code, err, r.Stdout, r.Stderr)
	}
	if res.Open != 20 || res.Errors != 0 || res.RSSMB == 0 || res.OpenRSSMB == 0 || res.Turns != 0 {
		t.Errorf("%+v", res)
	}
}

// TestCLILoadOpenPlay: with --play the turns are measured over the open
// games, each played --age turns first.
func TestCLILoadOpenPlay(t *testing.T) {
	r := cli(t, "load", "--db", "memory:", "--open", "12", "--age", "3", "--play", "--games", "4",
		"--duration", "1s", "--warmup", "0s", "--json")
	var res loadResult
	if err := json.Unmarshal([]byte(r.Stdout), &res); err != nil || r.Code != 0 {
		t.Fatalf("exit %d, %v\n%s%s", r.Code, err, r.Stdout, r.Stderr)
	}
	if res.Open != 12 || res.Age != 3 || res.Games != 4 || res.Turns == 0 || res.Errors != 0 || res.OpenRSSMB == 0 || res.ServerCPU <= 0 {
		t.Errorf("%+v", res)
	}
}

// TestCLILoadTwoServers: two servers on one PostgreSQL database, each
// turn read on the other server than the one it was played on.
func TestCLILoadTwoServers(t *testing.T) {
	url := os.Getenv("HERALD_TEST_POSTGRES")
	if url == "" {
		t.Skip("HERALD_TEST_POSTGRES not set")
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "herald_load_" + hex.EncodeToString(b)
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), url)
		if err == nil {
			c.Exec(context.Background(), `DROP SCHEMA IF EXISTS `+pgx.Identifier{schema}.Sanitize()+` CASCADE`)
			c.Close(context.Background())
		}
	})
	r := cli(t, "load", "--db", url+"&schema="+schema, "--servers", "2", "--games", "4", "--duration", "1s", "--warmup", "0s", "--json")
	var res loadResult
	if err := json.Unmarshal([]byte(r.Stdout), &res); err != nil || r.Code != 0 {
		t.Fatalf("exit %d, %v\n%s%s", r.Code, err, r.Stdout, r.Stderr)
	}
	if res.Servers != 2 || res.Turns == 0 || res.Errors != 0 || res.ServerCPU <= 0 {
		t.Errorf("%+v", res)
	}
}

// TestCLILoadRefusals: bad flags are bad usage.
func TestCLILoadRefusals(t *testing.T) {
	for _, args := range [][]string{
		{"load", "--games", "0"},
		{"load", "--db", "memory:", "--url", "http://127.0.0.1:1"},
		{"load", "--duration", "0s"},
		{"load", "--scenario", "no-such-scenario"},
		{"load", "extra"},
		{"load", "--open", "5", "--age", "0"},
		{"load", "--play"},
		{"load", "--servers", "2"},
		{"load", "--servers", "2", "--url", "http://127.0.0.1:1"},
		{"load", "--servers", "0"},
	} {
		if r := cli(t, args...); r.Code != 2 || r.Stderr == "" {
			t.Errorf("%v: exit %d, stderr %q", args, r.Code, r.Stderr)
		}
	}
}
