package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A game of the tenths rules in the browser: each side's page shows the
// clock, the moment and every combatant's current action as a bar; both
// sides give their first orders sealed; the Watch's page then shows
// Ambrose's feint as the walk it seems to be, and the Vane's page shows
// it for what it is. Desktop and phone sizes.
func TestServeBrowserTenthsClock(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	c := client{t, hs.URL}
	var g Created
	if code := c.do("POST", "/api/games", map[string]string{"scenario": "tenths-yard-duel"}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }

	watch, cancel := tab(t, ctx)
	defer cancel()
	visit(t, watch, play("Watch"))
	until(t, watch, "the clock", `document.getElementById("clock").dataset.state === "drawn"`)
	if n := count(t, watch, "#clock .clockrow"); n != 3 {
		t.Fatalf("the clock has %d rows, want 3 (Ambrose, Hob, Wat)", n)
	}
	if l := text(t, watch, "#clock-label"); l != "0.0" {
		t.Errorf("the clock stands at %q, want 0.0", l)
	}
	if free := count(t, watch, "#clock .clockrow.isfree"); free != 3 {
		t.Errorf("%d combatants shown free at the start, want 3", free)
	}
	screenshot(t, watch, shots, "tenths-1-watch-start")
	setValue(t, watch, "#orders", "Wat walk E7\nHob walk D9\n")
	click(t, watch, "#play")
	until(t, watch, "the Watch's orders sealed", `document.body.dataset.state === "idle" && !document.getElementById("orders")`)

	vane, cancel := tab(t, ctx)
	defer cancel()
	visit(t, vane, play("Vane"))
	until(t, vane, "the clock", `document.getElementById("clock").dataset.state === "drawn"`)
	setValue(t, vane, "#orders", "Ambrose feint G5 secretly real G4, F5\n")
	click(t, vane, "#play")
	until(t, vane, "the Vane's page after the moment", `document.body.dataset.state === "idle" && document.getElementById("clock-label") && document.getElementById("clock-label").textContent === "0.5"`)
	mine := text(t, vane, `#clock .clockrow[data-name="Ambrose"]`)
	if !strings.Contains(mine, "feint: real G4, F5") {
		t.Errorf("the Vane's clock row for Ambrose %q: want the feint", mine)
	}
	screenshot(t, vane, shots, "tenths-2-vane-feint")

	visit(t, watch, play("Watch"))
	until(t, watch, "the clock at 0.5", `document.getElementById("clock").dataset.state === "drawn" && document.getElementById("clock-label").textContent === "0.5"`)
	theirs := text(t, watch, `#clock .clockrow[data-name="Ambrose"]`)
	if !strings.Contains(theirs, "moving on") || strings.Contains(theirs, "feint") || strings.Contains(theirs, "G4") {
		t.Errorf("the Watch's clock row for Ambrose %q: want him moving on from the walk it seemed to be, nothing of the feint", theirs)
	}
	if n := count(t, watch, "#clock .kind-feint"); n != 0 {
		t.Errorf("the Watch's clock draws a feint's bar")
	}
	if body := text(t, watch, "body"); strings.Contains(body, "secretly") || strings.Contains(body, "real G4") {
		t.Errorf("the Watch's page tells the feint: %q", body)
	}
	if hob := text(t, watch, `#clock .clockrow[data-name="Hob"]`); !strings.Contains(hob, "free: needs orders") {
		t.Errorf("Hob's row %q: want him free", hob)
	}
	screenshot(t, watch, shots, "tenths-3-watch-sees-a-walk")
	phone(t, watch)
	visit(t, watch, play("Watch"))
	until(t, watch, "the clock on a phone", `document.getElementById("clock").dataset.state === "drawn"`)
	if w := js[float64](t, watch, `document.getElementById("clock").getBoundingClientRect().width`); w > 390 {
		t.Errorf("the clock is %v pixels wide on a 390-pixel phone", w)
	}
	screenshot(t, watch, shots, "tenths-4-watch-phone")
	t.Logf("screenshots in %s", shots)
}
