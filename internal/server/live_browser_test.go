package server

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestServeBrowserLive: the Villagers' page, open while the Raiders play,
// brings itself up to date when the turn is played (live.js on the
// event stream), without the player reloading.
func TestServeBrowserLive(t *testing.T) {
	ctx := browser(t)
	c, g := newServer(t, open(t, "memory:"))
	villagers, cancel := tab(t, ctx)
	defer cancel()
	err := chromedp.Do(villagers,
		chromedp.Navigate(c.base+"/play/"+g.ID+"?token="+g.Tokens["Villagers"]),
		chromedp.WaitVisible(chromedp.CSS(".map svg")),
	)
	if err != nil {
		t.Fatalf("opening the Villagers' page: %v", err)
	}
	if n := count(t, villagers, "textarea#orders"); n != 0 {
		t.Fatalf("an orders box on the Villagers' page before their turn")
	}
	// Let the page give its seed and its event stream open, or the turn
	// could come first.
	seedGiven(t, villagers, "Villagers")
	eventually(t, "the page's event stream", func() bool { return streams.Load() > 0 })
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 1), nil); code != 200 {
		t.Fatal(code)
	}
	if err := chromedp.Do(villagers, chromedp.WaitVisible(chromedp.ID("orders"))); err != nil {
		t.Fatalf("the Villagers' page did not bring itself up to date: %v", err)
	}
	if status := text(t, villagers, "body > p"); !strings.Contains(status, "your player turn") || !strings.Contains(status, "Version 3") {
		t.Errorf("status line after the live update %q", status)
	}
	if bran := hexOf(t, villagers, "Bran"); bran != "H3" {
		t.Errorf("Bran at %q after the live update, want H3", bran)
	}
}
