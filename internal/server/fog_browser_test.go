package server

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// TestServeBrowserHiddenSetUp: the Outlaws type their hidden set-up into
// their page (§22.8); in real Chromium the Convoy's map then draws Snip,
// found at once on the open crest, and none of the men hidden in the wood,
// while the Outlaws' map draws them all, marked hidden.
func TestServeBrowserHiddenSetUp(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	c := client{t, hs.URL}
	var g Created
	if code := c.do("POST", "/api/games", map[string]string{"scenario": "millers-ford-ambush"}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }

	outlaws, cancel := tab(t, ctx)
	defer cancel()
	visit(t, outlaws, play("Outlaws"))
	if n := count(t, outlaws, "textarea#orders"); n != 1 {
		t.Fatalf("the Outlaws' page has %d orders boxes", n)
	}
	if n := count(t, outlaws, `.map svg [data-force="Outlaws"].counter`); n != 0 {
		t.Errorf("before the set-up the Outlaws' map draws %d of their men", n)
	}
	screenshot(t, outlaws, shots, "1-outlaws-set-up")
	setValue(t, outlaws, "#orders", outlawsSetUp)
	before := js[int](t, outlaws, `Number(document.body.dataset.version)`)
	click(t, outlaws, "#play")
	until(t, outlaws, "the Outlaws' page after the set-up", `Number(document.body.dataset.version) > `+strconv.Itoa(before)+` && document.body.dataset.state === "idle"`)
	if report := text(t, outlaws, "#mine"); !strings.Contains(report, "Long Hal set up in S5 (hidden") {
		t.Errorf("the Outlaws' report %q", report)
	}

	convoy, cancel := tab(t, ctx)
	defer cancel()
	visit(t, convoy, play("Convoy"))
	if n := count(t, convoy, `.map svg [data-force="Outlaws"][data-character]`); n != 1 {
		t.Errorf("the Convoy's map draws %d outlaws, want Snip alone", n)
	}
	if at := hexOf(t, convoy, "Snip"); at != "E7" {
		t.Errorf("the Convoy's map draws Snip in %q, want E7", at)
	}
	if report := text(t, convoy, "#report"); strings.Contains(report, "Long Hal") || !strings.Contains(report, "Snip of Outlaws is found in E7") {
		t.Errorf("the Convoy's report %q", report)
	}
	// The record, the trails and the markers go through the fog too: no
	// hidden man's name or hex on the Convoy's page.
	idle(t, convoy)
	click(t, convoy, "#record summary")
	if at := js[string](t, convoy, `window.herald.state.characters.find((c) => c.name === "Long Hal").at`); at != "" {
		t.Errorf("the Convoy's page places Long Hal in %q", at)
	}
	if n := count(t, convoy, `.map svg .page-trails [data-who="Long Hal"], .map svg .page-markers [data-character="Long Hal"]`); n != 0 {
		t.Errorf("the Convoy's map marks Long Hal %d times", n)
	}
	if rec := text(t, convoy, "#record-turns"); strings.Contains(rec, "Long Hal") || strings.Contains(rec, "S5") {
		t.Errorf("the Convoy's record tells a hidden man: %q", rec)
	}
	screenshot(t, convoy, shots, "2-convoy-sees")

	visit(t, outlaws, play("Outlaws"))
	if n := count(t, outlaws, `.map svg [data-force="Outlaws"][data-character]`); n != 10 {
		t.Errorf("the Outlaws' map draws %d of their 10 men", n)
	}
	if n := count(t, outlaws, `.map svg [data-force="Outlaws"][data-status="hidden"]`); n != 9 {
		t.Errorf("the Outlaws' map marks %d men hidden, want 9", n)
	}
	screenshot(t, outlaws, shots, "3-outlaws-hidden")
}
