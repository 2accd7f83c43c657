package server

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	cdplog "github.com/chromedp/cdproto/log"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

const chromium = "/usr/bin/chromium"

// browser starts a headless Chromium with a fresh profile; every step run
// on the returned context is bounded so a stuck browser fails the test
// instead of hanging it.
func browser(t *testing.T) context.Context {
	t.Helper()
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("no Chromium at %s (%v): the browser test needs it", chromium, err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1200, 1400),
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	ctx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancelBrowser := chromedp.NewContext(ctx, chromedp.WithLogf(t.Logf))
	t.Cleanup(cancelBrowser)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return ctx
}

// tab opens a tab of the browser. Every message the browser logs about
// its Content-Security-Policy (a script or style it refused), and every
// uncaught exception of the page's scripts, fails the test: the pages
// must work under the policy, not around it, and without errors.
func tab(t *testing.T, ctx context.Context) (context.Context, context.CancelFunc) {
	t.Helper()
	tctx, cancel := chromedp.NewContext(ctx)
	var mu sync.Mutex
	var refused []string
	err := chromedp.Listen(tctx, func(ev any) {
		var msg string
		switch e := ev.(type) {
		case *cdplog.EventEntryAdded:
			if e.Entry != nil && (strings.Contains(e.Entry.Text, "Content Security Policy") || strings.Contains(e.Entry.Text, "Content-Security-Policy")) {
				msg = "the page broke its Content-Security-Policy: " + e.Entry.Text
			}
		case *cdpruntime.EventExceptionThrown:
			if d := e.ExceptionDetails; d != nil {
				msg = "the page's script threw: " + d.Text
				if d.Exception != nil {
					msg += " " + d.Exception.Description
				}
			}
		}
		if msg != "" {
			mu.Lock()
			refused = append(refused, msg)
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, m := range refused {
			t.Error(m)
		}
	})
	return tctx, cancel
}

// phone makes a tab a phone's: 390 by 844 CSS pixels, twice as dense,
// touch, with the viewport tag obeyed.
func phone(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatalf("a phone's screen: %v", err)
	}
}

// screenshot saves the whole page as a PNG in a temporary directory and,
// when HERALD_SCREENSHOTS names a directory, there as well.
func screenshot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	dirs := []string{dir}
	if d := os.Getenv("HERALD_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, d)
	}
	for _, d := range dirs {
		if err := os.WriteFile(filepath.Join(d, name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// The pages say what they are doing in <body data-state>: "busy" while
// an answer is awaited, "reloading" while the page brings itself up to
// date, "idle" when every answer is in. The helpers below wait on it, and
// read the page by evaluating script, which holds no node across the
// page's own reloads; an evaluation that meets a reload is tried again.
// No helper sleeps or waits for a fixed time: each waits on the page,
// bounded only by the test's context.

// transient reports an error of an evaluation that met the page's own
// reload: the same question, asked again, gets an answer.
func transient(err error) bool {
	if err == nil {
		return false
	}
	m := err.Error()
	for _, s := range []string{"context was destroyed", "Cannot find context", "No node", "navigat", "Inspected target", "not attached", "uniqueContextId"} {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}

// js evaluates expr in the page, trying again across the page's reloads.
func js[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	for {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
		if err == nil {
			return v
		}
		if !transient(err) || ctx.Err() != nil {
			t.Fatalf("evaluating %.80s: %v", expr, err)
		}
	}
}

// until waits for expr to be true in the page, across its reloads.
func until(t *testing.T, ctx context.Context, what, expr string) {
	t.Helper()
	for {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr))
		if err == nil {
			return
		}
		if !transient(err) || ctx.Err() != nil {
			t.Fatalf("waiting for %s (%s): %v", what, expr, err)
		}
	}
}

// idle waits until the page has every answer it asked for.
func idle(t *testing.T, ctx context.Context) {
	t.Helper()
	until(t, ctx, "the page to be idle", `document.readyState === "complete" && !!document.body && document.body.dataset.state === "idle"`)
}

// visit navigates to url and waits for the page to be idle.
func visit(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	for {
		err := chromedp.Do(ctx, chromedp.Navigate(url))
		if err == nil {
			break
		}
		if !transient(err) || ctx.Err() != nil {
			t.Fatalf("opening %s: %v", url, err)
		}
	}
	idle(t, ctx)
}

// click clicks the element sel selects, as a player's click does (the
// event bubbles up to the page's handlers), with shift if asked.
func click(t *testing.T, ctx context.Context, sel string, shift ...bool) {
	t.Helper()
	s := len(shift) > 0 && shift[0]
	ok := js[bool](t, ctx, `(() => { const e = document.querySelector(`+strconv.Quote(sel)+`); if (!e) return false;
		e.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true, shiftKey: `+strconv.FormatBool(s)+`})); return true; })()`)
	if !ok {
		t.Fatalf("clicking %s: no such element", sel)
	}
}

// setValue writes text into a box as a player types it.
func setValue(t *testing.T, ctx context.Context, sel, text string) {
	t.Helper()
	ok := js[bool](t, ctx, `(() => { const e = document.querySelector(`+strconv.Quote(sel)+`); if (!e) return false;
		e.value = `+strconv.Quote(text)+`; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`)
	if !ok {
		t.Fatalf("writing in %s: no such element", sel)
	}
}

// value is a box's text.
func value(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return js[string](t, ctx, `(document.querySelector(`+strconv.Quote(sel)+`) || {}).value || ""`)
}

// count is how many elements match a CSS selector.
func count(t *testing.T, ctx context.Context, sel string) int {
	t.Helper()
	return js[int](t, ctx, `document.querySelectorAll(`+strconv.Quote(sel)+`).length`)
}

// text is the text of the first element matching a CSS selector, ""
// when none does.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return strings.TrimSpace(js[string](t, ctx, `(document.querySelector(`+strconv.Quote(sel)+`) || {}).textContent || ""`))
}

// hexOf is the hex the map draws a character's counter in (its data-hex).
func hexOf(t *testing.T, ctx context.Context, name string) string {
	t.Helper()
	return js[string](t, ctx, `((document.querySelector(".map svg [data-character="+`+strconv.Quote(strconv.Quote(name))+`+"]") || {}).getAttribute || (() => ""))
		.call(document.querySelector(".map svg [data-character="+`+strconv.Quote(strconv.Quote(name))+`+"]"), "data-hex") || ""`)
}

// seedGiven waits until side's page shows the dice seed it drew and gave
// when first opened (page.js), so the game's version is known.
func seedGiven(t *testing.T, ctx context.Context, side string) {
	t.Helper()
	sel := strconv.Quote(`#seeds code[data-side="` + side + `"]`)
	until(t, ctx, "the "+side+" page's dice seed", `/^[0-9a-f]{64}$/.test((document.querySelector(`+sel+`) || {}).textContent || "")`)
	idle(t, ctx)
}

var ruleRefusal = regexp.MustCompile(`^Rule [0-9]+(\.[0-9]+)*: .+`)

// TestServeBrowserPlay plays a player turn through the play page in real
// headless Chromium (§4: Raiders first, then the Villagers see it), and
// checks a refused order shows its rule number on the page.
func TestServeBrowserPlay(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	c, g := newServer(t, open(t, "memory:"))
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }

	// The Raiders' page: map and orders box, then a legal move.
	raiders, cancel := tab(t, ctx)
	defer cancel()
	visit(t, raiders, play("Raiders"))
	seedGiven(t, raiders, "Raiders")
	svgs := count(t, raiders, ".map svg")
	boxes := count(t, raiders, "textarea#orders")
	bran := hexOf(t, raiders, "Bran")
	if svgs != 1 || boxes != 1 || bran != "H1" {
		t.Fatalf("Raiders' page: %d maps, %d orders boxes, Bran at %q; want 1, 1, H1", svgs, boxes, bran)
	}
	screenshot(t, raiders, shots, "1-raiders-before")

	// Played, the page brings itself up to date: now it is the
	// Villagers' player turn, so the Raiders get no orders box, see Bran
	// moved and their own turn told.
	setValue(t, raiders, "#orders", "move:\nBran move H2, H3\n")
	click(t, raiders, "#play")
	until(t, raiders, "the Raiders' page to show the Villagers' turn", `!document.getElementById("orders") && document.body.dataset.state === "idle"`)
	if status := text(t, raiders, "#status"); !strings.Contains(status, "player turn of Villagers") {
		t.Errorf("reloaded Raiders' status line %q: want the Villagers' player turn", status)
	}
	if bran := hexOf(t, raiders, "Bran"); bran != "H3" {
		t.Errorf("the reloaded Raiders' map shows Bran at %q, want H3", bran)
	}
	if played := text(t, raiders, "#mine"); !strings.Contains(played, "Bran moves H1 to H2, H3") {
		t.Errorf("the Raiders' own turn told: %q", played)
	}
	screenshot(t, raiders, shots, "3-raiders-reloaded")

	// The Villagers' page in a tab of its own: their turn, Bran moved.
	villagers, cancel := tab(t, ctx)
	defer cancel()
	visit(t, villagers, play("Villagers"))
	seedGiven(t, villagers, "Villagers")
	status, report := text(t, villagers, "#status"), text(t, villagers, "#report")
	bran = hexOf(t, villagers, "Bran")
	if !strings.Contains(text(t, villagers, "header .you"), "Villagers") || !strings.Contains(status, "your player turn") {
		t.Errorf("Villagers' status line %q: want their player turn", status)
	}
	if bran != "H3" {
		t.Errorf("the Villagers' map shows Bran at %q, want H3", bran)
	}
	if !strings.Contains(report, "Bran moves H1 to H2, H3") {
		t.Errorf("Villagers' last report %q", report)
	}
	screenshot(t, villagers, shots, "4-villagers-turn")

	// Wat may not cross the wall between E6 and E7 on foot (16.22): the
	// refusal is shown on the page with its rule number.
	setValue(t, villagers, "#orders", "move:\nWat the Smith move E5, E6, E7\n")
	click(t, villagers, "#play")
	until(t, villagers, "the refusal", `!!document.querySelector("#msg.no")`)
	msg := text(t, villagers, "#msg")
	if orders := value(t, villagers, "#orders"); !strings.Contains(orders, "Wat the Smith move E5, E6, E7") {
		t.Errorf("after the refusal the orders box holds %q: want the orders kept for editing", orders)
	}
	if !ruleRefusal.MatchString(msg) {
		t.Errorf("refusal %q: want %q", msg, ruleRefusal)
	}
	if !strings.HasPrefix(msg, "Rule 16.22: ") || !strings.Contains(msg, "wall") {
		t.Errorf("refusal %q: want rule 16.22 (the wall)", msg)
	}
	screenshot(t, villagers, shots, "5-villagers-refused")

	// Nothing was played by the refusal: the versions are the two seeds
	// the pages gave and the Raiders' turn.
	if v := c.game(g, "Villagers"); v.Version != 4 || !v.YourTurn {
		t.Fatalf("after the refusal: version %d, your turn %v", v.Version, v.YourTurn)
	}
}
