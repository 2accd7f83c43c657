package server

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// TestHardeningHeaders: every answer, page, API, script or refusal,
// carries a Content-Security-Policy that allows no inline script and no
// framing, and forbids content sniffing; the play page has no inline
// script or handler for the policy to refuse.
func TestHardeningHeaders(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	tok := "?token=" + g.Tokens["Raiders"]
	paths := []string{"/", "/play/" + g.ID + tok, "/play/page.js", "/play/live.js", "/static/kit.js", "/static/lobby.js",
		"/static/mapview.js", "/static/orders.js", "/static/story.js", "/static/clock.js", "/api/scenarios", "/api/scenarios/thornby-raid/map.svg",
		"/api/games/" + g.ID + tok, "/api/games/" + g.ID + "/log" + tok, "/api/games/" + g.ID + "/replay" + tok,
		"/api/games/nosuchgame" + tok, "/play/" + g.ID, "/api/games/" + g.ID + "/turn", "/no/such/page"}
	var page, lobby []byte
	for _, p := range paths {
		resp, err := http.Get(c.base + p)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		csp := resp.Header.Get("Content-Security-Policy")
		script := ""
		for _, d := range strings.Split(csp, ";") {
			if f := strings.Fields(d); len(f) > 0 && f[0] == "script-src" {
				script = d
			}
		}
		if script == "" || strings.Contains(script, "unsafe-inline") || strings.Contains(script, "unsafe-eval") ||
			!strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "default-src 'none'") {
			t.Errorf("GET %s (%d): Content-Security-Policy %q", p, resp.StatusCode, csp)
		}
		if h := resp.Header.Get("X-Content-Type-Options"); h != "nosniff" {
			t.Errorf("GET %s (%d): X-Content-Type-Options %q", p, resp.StatusCode, h)
		}
		if h := resp.Header.Get("Referrer-Policy"); h != "no-referrer" {
			t.Errorf("GET %s (%d): Referrer-Policy %q (tokens are in URLs)", p, resp.StatusCode, h)
		}
		if strings.HasPrefix(p, "/play/"+g.ID+"?") {
			page = body
		}
		if p == "/" {
			lobby = body
		}
	}
	if !strings.Contains(string(page), `id="map"`) || !strings.Contains(string(lobby), `id="cards"`) {
		t.Fatalf("no play page or lobby:\n%s\n%s", page, lobby)
	}
	noInlineScript(t, page)
	noInlineScript(t, lobby)
}

// noInlineScript fails on a script or handler written into a page.
func noInlineScript(t *testing.T, page []byte) {
	t.Helper()
	scripts := regexp.MustCompile(`(?is)<script([^>]*)>(.*?)</script>`).FindAllStringSubmatch(string(page), -1)
	if len(scripts) < 1 {
		t.Fatalf("the page has %d scripts", len(scripts))
	}
	for _, s := range scripts {
		data := strings.Contains(s[1], `type="application/json"`)
		if !data && (!strings.Contains(s[1], "src=") || strings.TrimSpace(s[2]) != "") {
			t.Errorf("inline script: <script%s>%.80s", s[1], s[2])
		}
	}
	if h := regexp.MustCompile(`(?i)<[^>]*\son[a-z]+\s*=|javascript:`).FindString(string(page)); h != "" {
		t.Errorf("inline handler or javascript: URL in the page: %s", h)
	}
}
