package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
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
	err := chromedp.Do(outlaws,
		chromedp.Navigate(play("Outlaws")),
		chromedp.WaitVisible(chromedp.CSS(".map svg")),
		chromedp.WaitVisible(chromedp.ID("orders")),
	)
	if err != nil {
		t.Fatalf("opening the Outlaws' page: %v", err)
	}
	if n := count(t, outlaws, `.map svg [data-force="Outlaws"].counter`); n != 0 {
		t.Errorf("before the set-up the Outlaws' map draws %d of their men", n)
	}
	screenshot(t, outlaws, shots, "1-outlaws-set-up")
	err = chromedp.Do(outlaws,
		chromedp.SendKeys(chromedp.ID("orders"), outlawsSetUp),
		chromedp.Click(chromedp.CSS(`#turn button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS("#msg.ok")),
	)
	if err != nil {
		t.Fatalf("sending the set-up: %v", err)
	}
	if report := text(t, outlaws, "#played"); !strings.Contains(report, "Long Hal set up in S5 (hidden") {
		t.Errorf("the Outlaws' report %q", report)
	}

	convoy, cancel := tab(t, ctx)
	defer cancel()
	err = chromedp.Do(convoy,
		chromedp.Navigate(play("Convoy")),
		chromedp.WaitVisible(chromedp.CSS(".map svg")),
	)
	if err != nil {
		t.Fatalf("opening the Convoy's page: %v", err)
	}
	if n := count(t, convoy, `.map svg [data-force="Outlaws"][data-character]`); n != 1 {
		t.Errorf("the Convoy's map draws %d outlaws, want Snip alone", n)
	}
	if at := hexOf(t, convoy, "Snip"); at != "E7" {
		t.Errorf("the Convoy's map draws Snip in %q, want E7", at)
	}
	if report := text(t, convoy, "#report"); strings.Contains(report, "Long Hal") || !strings.Contains(report, "Snip of Outlaws is found in E7") {
		t.Errorf("the Convoy's report %q", report)
	}
	screenshot(t, convoy, shots, "2-convoy-sees")

	// The page reloads itself after playing; a navigation that meets that
	// reload is aborted, and tried again.
	for try := 0; ; try++ {
		err := chromedp.Do(outlaws, chromedp.Navigate(play("Outlaws")), chromedp.WaitVisible(chromedp.CSS(".map svg")))
		if err == nil {
			break
		}
		if try == 2 {
			t.Fatalf("reloading the Outlaws' page: %v", err)
		}
	}
	if n := count(t, outlaws, `.map svg [data-force="Outlaws"][data-character]`); n != 10 {
		t.Errorf("the Outlaws' map draws %d of their 10 men", n)
	}
	if n := count(t, outlaws, `.map svg [data-force="Outlaws"][data-status="hidden"]`); n != 9 {
		t.Errorf("the Outlaws' map marks %d men hidden, want 9", n)
	}
	screenshot(t, outlaws, shots, "3-outlaws-hidden")
}
