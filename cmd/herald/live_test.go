package main

import (
	"bufio"
	"net/http"
	"strings"
	"testing"
)

// TestServeStopsWithOpenStream: an open event stream neither keeps the
// server from stopping on Ctrl-C nor is left hanging: it ends.
func TestServeStopsWithOpenStream(t *testing.T) {
	s := startServe(t, true, "--db", "memory:")
	resp, err := http.Get(s.base + "/api/games/" + s.game + "/events?token=" + s.links["Villagers"])
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	if !sc.Scan() || !strings.HasPrefix(sc.Text(), "id: 1") {
		t.Fatalf("stream began %q", sc.Text())
	}
	s.stop(t)
	for sc.Scan() { // must end, not hang
	}
}
