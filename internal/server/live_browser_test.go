package server

import (
	"strings"
	"testing"
)

// TestServeBrowserLive: the Villagers' page, open while the Raiders play,
// brings itself up to date when the turn is played (live.js on the
// event stream), without the player reloading; a chat message, which
// plays nothing, is shown without bringing the page up to date.
func TestServeBrowserLive(t *testing.T) {
	ctx := browser(t)
	c, g := newServer(t, open(t, "memory:"))
	villagers, cancel := tab(t, ctx)
	defer cancel()
	visit(t, villagers, c.base+"/play/"+g.ID+"?token="+g.Tokens["Villagers"])
	if n := count(t, villagers, "textarea#orders"); n != 0 {
		t.Fatalf("an orders box on the Villagers' page before their turn")
	}
	// Let the page give its seed and its event stream open, or the turn
	// could come first.
	seedGiven(t, villagers, "Villagers")
	eventually(t, "the page's event stream", func() bool { return streams.Load() > 0 })
	js[bool](t, villagers, `(window.herald.marked = true)`)
	if code := c.do("POST", "/api/games/"+g.ID+"/messages?token="+g.Tokens["Raiders"], map[string]string{"text": "Open the gate!"}, nil); code != 200 {
		t.Fatal(code)
	}
	until(t, villagers, "the message", `document.getElementById("messages").textContent.includes("Open the gate!")`)
	if !js[bool](t, villagers, `window.herald.marked === true`) {
		t.Errorf("a message reloaded the page")
	}
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 1), nil); code != 200 {
		t.Fatal(code)
	}
	until(t, villagers, "the Villagers' turn", `!!document.getElementById("orders") && document.body.dataset.state === "idle"`)
	if status := text(t, villagers, "#bar"); !strings.Contains(status, "your player turn") || !strings.Contains(status, "version 4") {
		t.Errorf("status line after the live update %q", status)
	}
	if bran := hexOf(t, villagers, "Bran"); bran != "H3" {
		t.Errorf("Bran at %q after the live update, want H3", bran)
	}
}
