package server

import (
	"net/url"
	"os"
	"strings"
	"testing"
)

// TestServeBrowserComputer: the lobby gives the Raiders to the computer;
// the Villagers' link opens on their own move (the computer played the
// Raiders' first turn at once), they play a turn on the page, and the page
// brings itself up to date when the computer has answered with the
// Raiders' second.
func TestServeBrowserComputer(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	if d := os.Getenv("HERALD_SHOTS"); d != "" {
		shots = d
	}
	c := lobbyServer(t)
	lobby, cancel := tab(t, ctx)
	defer cancel()
	visit(t, lobby, c.base+"/")
	card := `#cards article[data-scenario="thornby-raid"]`
	if n := count(t, lobby, card+` select[name=computer] option`); n != 3 {
		t.Fatalf("the computer option offers %d choices, want nobody and each side", n)
	}
	js[bool](t, lobby, `(() => { const f = document.querySelector(`+quoteJS(card+" form.create")+`);
		f.querySelector("select[name=computer]").value = "Raiders"; f.querySelector("select[name=level]").value = "greedy";
		f.querySelector("input[name=decisions]").checked = false; return true; })()`)
	screenshot(t, lobby, shots, "computer-lobby")
	click(t, lobby, card+" form.create button[type=submit]")
	until(t, lobby, "the game's links", `document.querySelectorAll("#created .links li").length === 2 && document.body.dataset.state === "idle"`)
	link := js[string](t, lobby, `document.querySelector('#created .links input[data-side="Villagers"]').value`)

	visit(t, lobby, link)
	until(t, lobby, "the Villagers' move after the computer's first turn", `(document.getElementById("status") || {}).textContent.includes("your player turn") && !!document.getElementById("orders")`)
	idle(t, lobby)
	r1 := text(t, lobby, "#report")
	js[bool](t, lobby, `(sessionStorage.firstReport = document.getElementById("report").textContent, true)`)
	if r1 == "" {
		t.Errorf("the computer's turn is not told")
	}
	screenshot(t, lobby, shots, "computer-villagers-turn1")
	setValue(t, lobby, "#orders", "move:\nHob move M5\n")
	click(t, lobby, "#play")
	// The Raiders' second turn comes from the computer, and the page shows
	// the Villagers' move again without being reloaded.
	until(t, lobby, "the computer's second turn", `(document.getElementById("status") || {}).textContent.includes("your player turn") && !!document.getElementById("orders") && document.getElementById("report").textContent !== sessionStorage.firstReport && document.body.dataset.state === "idle"`)
	id, token, _ := strings.Cut(strings.TrimPrefix(link, c.base+"/play/"), "?token=")
	token, _ = url.QueryUnescape(token)
	var v View
	c.do("GET", "/api/games/"+id+"?token="+token, nil, &v)
	if v.Turn != 2 || v.Side != "Villagers" {
		t.Errorf("after the computer's answer: %s's turn %d, want the Villagers' turn 2", v.Side, v.Turn)
	}
	screenshot(t, lobby, shots, "computer-villagers-turn2")
}
