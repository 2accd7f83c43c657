package server

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
)

// lobbyServer serves a fresh store for the lobby's tests.
func lobbyServer(t *testing.T) client {
	t.Helper()
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	return client{t, hs.URL}
}

// TestServeBrowserLobby: at desktop and phone sizes, the lobby shows a
// card for every shipped scenario; creating a game from one gives each
// side's link, which opens that side's page, and the game is then among
// My games with whose move it is.
func TestServeBrowserLobby(t *testing.T) {
	for _, size := range []string{"desktop", "phone"} {
		t.Run(size, func(t *testing.T) {
			ctx := browser(t)
			shots := t.TempDir()
			c := lobbyServer(t)
			lobby, cancel := tab(t, ctx)
			defer cancel()
			if size == "phone" {
				phone(t, lobby)
			}
			visit(t, lobby, c.base+"/")
			if n := count(t, lobby, "#cards article.card"); n != len(scenarioNames()) || n < 4 {
				t.Fatalf("%d cards, want one for each of the %d shipped scenarios", n, len(scenarioNames()))
			}
			card := `#cards article[data-scenario="thornby-raid"]`
			if txt := text(t, lobby, card); !strings.Contains(txt, "The Raid on Thornby") || !strings.Contains(txt, "12 game turns") ||
				!strings.Contains(txt, "Raiders") || !strings.Contains(txt, "Villagers") || !strings.Contains(txt, "Sir Ranulf: knight, mounted") {
				t.Errorf("the Thornby card: %q", txt)
			}
			// The picture loads when it comes into view.
			js[bool](t, lobby, `(document.querySelector(`+quoteJS(card+" img.thumb")+`).scrollIntoView(), true)`)
			until(t, lobby, "the Thornby card's map picture", `(() => { const i = document.querySelector(`+quoteJS(card+" img.thumb")+`); return i.complete && i.naturalWidth > 0; })()`)
			if size == "phone" && js[bool](t, lobby, `document.documentElement.scrollWidth > window.innerWidth + 1`) {
				t.Errorf("the lobby is wider than the phone: %d", js[int](t, lobby, `document.documentElement.scrollWidth`))
			}
			screenshot(t, lobby, shots, "lobby-"+size)

			click(t, lobby, card+" form.create button[type=submit]")
			until(t, lobby, "the game's links", `document.querySelectorAll("#created .links li").length === 2 && document.body.dataset.state === "idle"`)
			links := js[[]string](t, lobby, `Array.from(document.querySelectorAll("#created .links input")).map((i) => i.value)`)
			if len(links) != 2 || !strings.Contains(links[0], "/play/") || !strings.Contains(links[0], "?token=") {
				t.Fatalf("the links %q", links)
			}
			screenshot(t, lobby, shots, "lobby-created-"+size)

			// The Raiders' link opens their page; back in the lobby, My
			// games says it is their move.
			visit(t, lobby, links[0])
			if s := text(t, lobby, "#status"); !strings.Contains(s, "Your move") {
				t.Errorf("the Raiders' page from the lobby's link: %q", s)
			}
			visit(t, lobby, c.base+"/")
			until(t, lobby, "My games", `Array.from(document.querySelectorAll("#my-games .whose")).some((w) => w.textContent.startsWith("your move"))`)
			if mine := text(t, lobby, "#my-games"); !strings.Contains(mine, "The Raid on Thornby — Raiders") || !strings.Contains(mine, "The Raid on Thornby — Villagers") {
				t.Errorf("My games: %q", mine)
			}
			screenshot(t, lobby, shots, "lobby-my-games-"+size)
		})
	}
}

// badScenario has two mistakes: an unknown class (line 8) and a
// character on a hex the map does not have (line 11); its names are
// markup, which must stay text.
const badScenario = `title: "<script>document.body.dataset.pwned = 1</script> raid"
map: yard
turns: 3
first: "\"><img src=x onerror=document.title=1>"
sides:
  - name: "\"><img src=x onerror=document.title=1>"
    characters:
      - {name: "<script>document.body.dataset.pwned=1</script>", class: spearmn, foot: 7/6 4/3, mpa: 6, at: B2}
  - name: Blue
    characters:
      - {name: Tom, class: peasant, foot: 5/4 2/2, mpa: 8, at: Z9}
`

const yardMap = `title: The yard
size: 8x8
default: flat
terrain:
  C3-D4: house
outlines:
  C3-D4: wall
hexsides:
  C4/C5: door
`

// TestServeBrowserUpload: a scenario of one's own with its map, pasted
// in the lobby: its mistakes are listed with their lines, and clicking
// one selects that line; corrected, its card is shown and a game of it
// played. Its names, markup all, are text on the card, on the play
// page and in the map, and no script of theirs runs.
func TestServeBrowserUpload(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	c := lobbyServer(t)
	lobby, cancel := tab(t, ctx)
	defer cancel()
	visit(t, lobby, c.base+"/")
	setValue(t, lobby, "#scenario-text", badScenario)
	setValue(t, lobby, "#map-text", yardMap)
	click(t, lobby, "#check-upload")
	idle(t, lobby)
	problems := js[[]string](t, lobby, `Array.from(document.querySelectorAll("#problems li")).map((l) => l.dataset.file + ":" + l.dataset.line + " " + l.textContent)`)
	if len(problems) != 2 || !strings.HasPrefix(problems[0], "scenario:8 ") || !strings.Contains(problems[0], "spearmn") ||
		!strings.HasPrefix(problems[1], "scenario:11 ") || !strings.Contains(problems[1], "Z9") {
		t.Fatalf("the problems listed: %q", problems)
	}
	click(t, lobby, `#problems li[data-line="11"] button`)
	if sel := js[string](t, lobby, `(() => { const a = document.getElementById("scenario-text"); return a.value.slice(a.selectionStart, a.selectionEnd); })()`); !strings.Contains(sel, "Z9") {
		t.Errorf("clicking the problem of line 11 selects %q", sel)
	}
	screenshot(t, lobby, shots, "upload-mistakes")

	fixed := strings.Replace(strings.Replace(badScenario, "spearmn", "spearman", 1), "Z9", "F6", 1)
	setValue(t, lobby, "#scenario-text", fixed)
	click(t, lobby, "#check-upload")
	idle(t, lobby)
	if v := text(t, lobby, "#upload-verdict"); !strings.Contains(v, "good") {
		t.Fatalf("the corrected scenario: %q %q", v, text(t, lobby, "#upload-result"))
	}
	if title := text(t, lobby, "#upload-result article.card h3"); title != "<script>document.body.dataset.pwned = 1</script> raid" {
		t.Errorf("the card's title %q: want the markup as text", title)
	}
	screenshot(t, lobby, shots, "upload-good")
	click(t, lobby, "#upload-result form.create button[type=submit]")
	until(t, lobby, "the game's links", `document.querySelectorAll("#created .links li").length === 2 && document.body.dataset.state === "idle"`)
	link := js[string](t, lobby, `document.querySelector("#created .links input").value`)

	// The uploaded game's page: names as text, in the page and the map.
	visit(t, lobby, link)
	if h := text(t, lobby, "header h1"); h != "<script>document.body.dataset.pwned = 1</script> raid" {
		t.Errorf("the page's title %q", h)
	}
	if n := count(t, lobby, "img, body script:not([src]):not([type])"); n != 0 {
		t.Errorf("%d injected elements in the page", n)
	}
	if n := count(t, lobby, `.map svg [data-character="<script>document.body.dataset.pwned=1</script>"]`); n != 1 {
		t.Errorf("the map draws the man named <script>… %d times", n)
	}
	if js[bool](t, lobby, `document.body.dataset.pwned === "1" || document.title === "1"`) {
		t.Errorf("a script from the scenario ran")
	}
	screenshot(t, lobby, shots, "upload-played")
}

// pages opens both sides' pages of a game in tabs of ctx.
func pages(t *testing.T, ctx context.Context, c client, g *Created) (raiders, villagers context.Context) {
	t.Helper()
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }
	r, cancel := tab(t, ctx)
	t.Cleanup(cancel)
	v, cancel := tab(t, ctx)
	t.Cleanup(cancel)
	visit(t, r, play("Raiders"))
	seedGiven(t, r, "Raiders")
	visit(t, v, play("Villagers"))
	seedGiven(t, v, "Villagers")
	return r, v
}
