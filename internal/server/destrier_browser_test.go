package server

import (
	"net/http"
	"strings"
	"testing"
)

// TestServeBrowserDestrierHand: at the Destrier duel's TAC phase, each
// side's page shows its figure's hand: every card with its cost now and
// its summary on hover, the ones the rules refuse now disabled with the
// reason; clicking cards writes the figure's line of the orders, and the
// cards go sealed. Desktop for Ashby, a phone for Red.
func TestServeBrowserDestrierHand(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	c, _ := newServer(t, open(t, "memory:"))
	var g Created
	if code := c.do("POST", "/api/games", map[string]string{"scenario": "destrier-duel"}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	for i := 0; i < 6; i++ {
		v := c.game(&g, "Ashby")
		if !strings.HasPrefix(v.Phase, "half-move") {
			break
		}
		if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens[v.Due[0]], turnBody("", v.Version)); code != 200 {
			t.Fatalf("half-move: %d %s", code, b)
		}
	}
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }
	ashby, cancel := tab(t, ctx)
	defer cancel()
	visit(t, ashby, play("Ashby"))
	until(t, ashby, "Sir Hugh's hand", `document.querySelectorAll('#hand button.card[data-figure="Sir Hugh"]').length > 30 && document.body.dataset.state === "idle"`)
	if !js[bool](t, ashby, `document.querySelector('#hand button.card[data-card="WHEEL"]').disabled`) {
		t.Error("WHEEL, a horse's card, is playable for a man")
	}
	if tip := js[string](t, ashby, `document.querySelector('#hand button.card[data-card="BREAK FREE FROM GRAPPLE"]').title`); !strings.Contains(tip, "Not now") || !strings.Contains(tip, "not restrained") {
		t.Errorf("BREAK FREE's hover: %q", tip)
	}
	if tip := js[string](t, ashby, `document.querySelector('#hand button.card[data-card="CLOSE"]').title`); !strings.Contains(tip, "0 blows now") {
		t.Errorf("CLOSE's hover: %q", tip)
	}
	click(t, ashby, `#hand button.card[data-card="CLOSE"]`)
	click(t, ashby, `#hand button.card[data-card="DELIVER BLOW"]`)
	if o := value(t, ashby, "#orders"); o != "Sir Hugh plays CLOSE, DELIVER BLOW" {
		t.Fatalf("orders written by the hand: %q", o)
	}
	screenshot(t, ashby, shots, "destrier-hand-desktop")
	click(t, ashby, "#play")
	until(t, ashby, "Ashby's cards sealed", `!document.getElementById("orders") && document.body.dataset.state === "idle"`)
	if v := c.game(&g, "Red"); strings.Join(v.SealedIn, ",") != "Ashby" {
		t.Fatalf("after Ashby's cards: %+v", v)
	}

	red, cancel := tab(t, ctx)
	defer cancel()
	phone(t, red)
	visit(t, red, play("Red"))
	until(t, red, "Sir Guy's hand", `document.querySelectorAll('#hand button.card[data-figure="Sir Guy"]').length > 30 && document.body.dataset.state === "idle"`)
	if strings.Contains(text(t, red, "body"), "CLOSE, DELIVER BLOW") {
		t.Error("Red's page shows Ashby's sealed cards")
	}
	click(t, red, `#hand button.card[data-card="STAND GROUND"]`)
	click(t, red, `#hand button.card[data-card="ACTIVE SHIELD PARRY"]`)
	if o := value(t, red, "#orders"); o != "Sir Guy plays STAND GROUND, ACTIVE SHIELD PARRY" {
		t.Fatalf("Red's orders: %q", o)
	}
	if w := js[int](t, red, `document.documentElement.scrollWidth`); w > 392 {
		t.Errorf("the phone's page is %d pixels wide", w)
	}
	screenshot(t, red, shots, "destrier-hand-phone")
	click(t, red, "#play")
	until(t, red, "the reveal told", `document.body.dataset.state === "idle" && document.body.textContent.includes("the cards are turned up")`)
	if v := c.game(&g, "Ashby"); !strings.HasPrefix(v.Phase, "card round") {
		t.Errorf("after the reveal: %+v", v)
	}
	screenshot(t, red, shots, "destrier-revealed-phone")
	t.Logf("screenshots in %s", shots)
}
