package server

import (
	"strconv"
	"strings"
	"testing"
)

// TestServeBrowserTwoTurns plays two game turns from both sides, the
// Raiders at a desktop's screen and the Villagers on a phone's: orders by
// clicks with a message to the opponent, each page bringing itself up to
// date when the other side has played, the last turns' moves drawn on
// the map, the score's slot and the turn of turns in view, the messages
// and the game's record by game turn, and the chat.
func TestServeBrowserTwoTurns(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	c, g := newServer(t, open(t, "memory:"))
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }
	raiders, cancel := tab(t, ctx)
	defer cancel()
	villagers, cancel := tab(t, ctx)
	defer cancel()
	phone(t, villagers)
	visit(t, raiders, play("Raiders"))
	seedGiven(t, raiders, "Raiders")
	visit(t, villagers, play("Villagers"))
	seedGiven(t, villagers, "Villagers")
	if w := js[int](t, villagers, `document.documentElement.scrollWidth`); w > 392 {
		t.Errorf("the phone's page is %d pixels wide, more than its screen", w)
	}
	if !js[bool](t, villagers, `document.querySelector(".mapcol").getBoundingClientRect().bottom <= document.querySelector(".panel").getBoundingClientRect().top + 1`) {
		t.Errorf("on the phone the map is not above the panel")
	}

	// turn plays side's turn on its page: orders and a message, then
	// waits for both pages to show the next player turn.
	turn := func(side, orders, message string, next int) {
		t.Helper()
		me, them := raiders, villagers
		if side == "Villagers" {
			me, them = villagers, raiders
		}
		if orders != "" {
			setValue(t, me, "#orders", orders)
		}
		setValue(t, me, "#note", message)
		click(t, me, "#play")
		until(t, me, side+"' page after the turn", `!document.getElementById("orders") && document.body.dataset.state === "idle"`)
		until(t, them, "the other side's turn", `!!document.getElementById("orders") && document.body.dataset.state === "idle" && document.getElementById("turn-now").textContent === "`+strconv.Itoa(next)+`"`)
		if sent := text(t, me, "#sent-orders"); !strings.Contains(sent, message) {
			t.Errorf("%s' sent orders, while the turn waits: %q", side, sent)
		}
	}

	// Game turn 1, the Raiders by clicks: Bran to H3.
	click(t, raiders, counterOf("Bran"))
	click(t, raiders, hexAt("H2"))
	click(t, raiders, hexAt("H3"))
	idle(t, raiders)
	if o := value(t, raiders, "#orders"); o != "move: Bran move H2, H3\n" {
		t.Fatalf("Bran's move by clicks: %q", o)
	}
	turn("Raiders", "", "We want the silver.", 1)
	// The Villagers see Bran's move drawn, and the message.
	if n := count(t, villagers, `.map svg .page-trails [data-who="Bran"][data-kind="move"]`); n != 1 {
		t.Errorf("the Villagers' map draws Bran's move %d times", n)
	}
	if m := text(t, villagers, "#messages"); !strings.Contains(m, "Raiders (game turn 1):We want the silver.") {
		t.Errorf("the Villagers' messages: %q", m)
	}
	if s := text(t, villagers, "#score"); !strings.HasPrefix(s, "Score so far: ") || !strings.Contains(s, "Raiders 0") {
		t.Errorf("the score's slot: %q", s)
	}
	screenshot(t, villagers, shots, "two-1-villagers-phone")

	turn("Villagers", "move:\nWat the Smith move E5\n", "The smith is coming.", 2)
	if n := count(t, raiders, `.map svg .page-trails [data-who="Wat the Smith"]`); n != 1 {
		t.Errorf("the Raiders' map draws Wat's move %d times", n)
	}
	screenshot(t, raiders, shots, "two-2-raiders-desktop")

	// Game turn 2.
	turn("Raiders", "move:\nBran move H4\n", "Onward.", 2)
	turn("Villagers", "move:\nWat the Smith move E6\n", "Hold the chapel!", 3)
	if n := count(t, raiders, `.map svg .page-trails [data-who="Wat the Smith"]`); n != 1 || hexOf(t, raiders, "Wat the Smith") != "E6" {
		t.Errorf("the Raiders' map after game turn 2: Wat's trail %d, Wat at %s", n, hexOf(t, raiders, "Wat the Smith"))
	}
	if n := count(t, raiders, `.map svg .page-trails [data-who="Bran"]`); n != 1 {
		t.Errorf("the Raiders' map keeps %d trails of Bran from their own last turn", n)
	}
	click(t, raiders, "#record summary")
	rec := text(t, raiders, "#record-turns")
	for _, want := range []string{"Game turn 1", "Game turn 2", "Player turn of Raiders", "Bran moves H1 to H2, H3", "Wat the Smith moves E4 to E5", "Villagers writes: Hold the chapel!"} {
		if !strings.Contains(rec, want) {
			t.Errorf("the record lacks %q: %q", want, rec)
		}
	}
	screenshot(t, raiders, shots, "two-3-raiders-record")

	// The chat: the Villagers write; the Raiders' page shows it without
	// bringing itself up to date (their orders stay as they are).
	setValue(t, raiders, "#orders", "move:\nBran move H5\n")
	setValue(t, villagers, "#chat-text", "Is that all you have?")
	click(t, villagers, "#chat-send")
	until(t, raiders, "the chat message", `document.getElementById("messages").textContent.includes("Is that all you have?")`)
	if o := value(t, raiders, "#orders"); o != "move:\nBran move H5\n" {
		t.Errorf("a chat message took the Raiders' orders: %q", o)
	}
	if n := count(t, raiders, "#news:not([hidden])"); n != 0 {
		t.Errorf("a chat message is news the game moved on")
	}
	screenshot(t, villagers, shots, "two-4-villagers-chat")
}

// TestServeBrowserClickRace: select one man, click another, then a hex,
// all before any answer is in: the move is the second man's, as the hex
// was clicked with him selected. The clicks are made in one go, so the
// answers always come after them, however loaded the machine.
func TestServeBrowserClickRace(t *testing.T) {
	ctx := browser(t)
	c, g := newServer(t, open(t, "memory:"))
	raiders, cancel := tab(t, ctx)
	defer cancel()
	visit(t, raiders, c.base+"/play/"+g.ID+"?token="+g.Tokens["Raiders"])
	seedGiven(t, raiders, "Raiders")
	clicks := func(sels ...string) {
		t.Helper()
		var b strings.Builder
		b.WriteString("(() => {")
		for _, s := range sels {
			b.WriteString(`document.querySelector(` + quoteJS(s) + `).dispatchEvent(new MouseEvent("click", {bubbles: true}));`)
		}
		b.WriteString("return true; })()")
		js[bool](t, raiders, b.String())
		idle(t, raiders)
	}
	clicks(counterOf("Hamo"), counterOf("Bran"), hexAt("H3"))
	if o := value(t, raiders, "#orders"); o != "move: Bran move H2, H3\n" {
		t.Errorf("Hamo, Bran, H3 clicked at once: orders %q, want Bran's move", o)
	}
	if n := count(t, raiders, counterOf("Bran")+".sel"); n != 1 {
		t.Errorf("Bran is not the man selected")
	}
	setValue(t, raiders, "#orders", "")
	clicks(counterOf("Bran"), counterOf("Cedd"), hexAt("I4"))
	if o := value(t, raiders, "#orders"); !strings.HasPrefix(o, "move: Cedd move ") || !strings.HasSuffix(o, "I4\n") {
		t.Errorf("Bran, Cedd, I4 clicked at once: orders %q, want Cedd's move", o)
	}
}

// TestServeBrowserKeyboard: the map played by keyboard alone. The cursor
// starts on the side's first man and is read out; Enter selects him, an
// arrow and Enter write his move; Escape clears the selection.
func TestServeBrowserKeyboard(t *testing.T) {
	ctx := browser(t)
	c, g := newServer(t, open(t, "memory:"))
	raiders, cancel := tab(t, ctx)
	defer cancel()
	visit(t, raiders, c.base+"/play/"+g.ID+"?token="+g.Tokens["Raiders"])
	seedGiven(t, raiders, "Raiders")
	keys := func(ks ...string) {
		t.Helper()
		var b strings.Builder
		b.WriteString(`(() => { const m = document.getElementById("map");`)
		for _, k := range ks {
			b.WriteString(`m.dispatchEvent(new KeyboardEvent("keydown", {key: ` + quoteJS(k) + `, bubbles: true}));`)
		}
		b.WriteString("return true; })()")
		js[bool](t, raiders, b.String())
		idle(t, raiders)
	}
	keys("ArrowDown") // the first key puts the cursor on the side's first man
	if say := text(t, raiders, "#cursor"); !strings.HasPrefix(say, "J2, road: Sir Ranulf, Raiders, mounted") {
		t.Errorf("the cursor reads %q", say)
	}
	keys("Enter")
	if info := text(t, raiders, "#info"); !strings.Contains(info, "Sir Ranulf (knight)") {
		t.Errorf("Enter on Sir Ranulf: %q", info)
	}
	keys("ArrowDown", "Enter")
	if o := value(t, raiders, "#orders"); !strings.HasPrefix(o, "move: Sir Ranulf move J3-J2") {
		t.Errorf("the move written by keyboard: %q", o)
	}
	keys("Escape")
	if n := count(t, raiders, "#map svg .counter.sel"); n != 0 {
		t.Errorf("Escape leaves %d men selected", n)
	}
}
