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
// its Content-Security-Policy (a script or style it refused) fails the
// test: the pages must work under the policy, not around it.
func tab(t *testing.T, ctx context.Context) (context.Context, context.CancelFunc) {
	t.Helper()
	tctx, cancel := chromedp.NewContext(ctx)
	var mu sync.Mutex
	var refused []string
	err := chromedp.Listen(tctx, func(ev any) {
		e, ok := ev.(*cdplog.EventEntryAdded)
		if !ok || e.Entry == nil {
			return
		}
		if strings.Contains(e.Entry.Text, "Content Security Policy") || strings.Contains(e.Entry.Text, "Content-Security-Policy") {
			mu.Lock()
			refused = append(refused, e.Entry.Text)
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
			t.Errorf("the page broke its Content-Security-Policy: %s", m)
		}
	})
	return tctx, cancel
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

// count is how many elements match a CSS selector.
func count(t *testing.T, ctx context.Context, sel string) int {
	t.Helper()
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(`+strconv.Quote(sel)+`).length`))
	if err != nil {
		t.Fatalf("counting %s: %v", sel, err)
	}
	return n
}

// text is the visible text of the first element matching a CSS selector.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		t.Fatalf("reading %s: %v", sel, err)
	}
	return s
}

// hexOf is the hex the map draws a character's counter in (its data-hex).
func hexOf(t *testing.T, ctx context.Context, name string) string {
	t.Helper()
	a, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS(`.map svg [data-character=`+strconv.Quote(name)+`]`), "data-hex"))
	if err != nil {
		t.Fatalf("finding %s on the map: %v", name, err)
	}
	return a.Value
}

// seedGiven waits until side's page shows the dice seed it drew and gave
// when first opened (page.js), so the game's version is known.
func seedGiven(t *testing.T, ctx context.Context, side string) {
	t.Helper()
	sel := strconv.Quote(`#seeds code[data-side="` + side + `"]`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`/^[0-9a-f]{64}$/.test((document.querySelector(`+sel+`) || {}).textContent || "")`)); err != nil {
		t.Fatalf("waiting for the %s page's dice seed: %v", side, err)
	}
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
	err := chromedp.Do(raiders,
		chromedp.Navigate(play("Raiders")),
		chromedp.WaitVisible(chromedp.CSS(".map svg")),
		chromedp.WaitVisible(chromedp.ID("orders")),
	)
	if err != nil {
		t.Fatalf("opening the Raiders' page: %v", err)
	}
	seedGiven(t, raiders, "Raiders")
	svgs := count(t, raiders, ".map svg")
	boxes := count(t, raiders, "textarea#orders")
	bran := hexOf(t, raiders, "Bran")
	if svgs != 1 || boxes != 1 || bran != "H1" {
		t.Fatalf("Raiders' page: %d maps, %d orders boxes, Bran at %q; want 1, 1, H1", svgs, boxes, bran)
	}
	screenshot(t, raiders, shots, "1-raiders-before")

	err = chromedp.Do(raiders,
		chromedp.SendKeys(chromedp.ID("orders"), "move:\nBran move H2, H3\n"),
		chromedp.Click(chromedp.CSS(`#turn button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS("#msg.ok")),
	)
	if err != nil {
		t.Fatalf("playing the Raiders' turn: %v", err)
	}
	msg, report := text(t, raiders, "#msg"), text(t, raiders, "#played")
	if msg != "Played." || !strings.Contains(report, "Bran moves H1 to H2, H3") {
		t.Fatalf("after submitting: message %q, report %q", msg, report)
	}
	screenshot(t, raiders, shots, "2-raiders-played")

	// The page reloads itself after playing: now it is the Villagers'
	// player turn, so the Raiders get no orders box and see Bran moved.
	if err := chromedp.Do(raiders, chromedp.WaitNotPresent(chromedp.ID("orders"))); err != nil {
		t.Fatalf("waiting for the Raiders' page to reload: %v", err)
	}
	if err := chromedp.Do(raiders, chromedp.WaitVisible(chromedp.CSS(".map svg"))); err != nil {
		t.Fatalf("the reloaded Raiders' page: %v", err)
	}
	if status := text(t, raiders, "body > p"); !strings.Contains(status, "player turn of Villagers") {
		t.Errorf("reloaded Raiders' status line %q: want the Villagers' player turn", status)
	}
	if bran := hexOf(t, raiders, "Bran"); bran != "H3" {
		t.Errorf("the reloaded Raiders' map shows Bran at %q, want H3", bran)
	}
	screenshot(t, raiders, shots, "3-raiders-reloaded")

	// The Villagers' page in a tab of its own: their turn, Bran moved.
	villagers, cancel := tab(t, ctx)
	defer cancel()
	err = chromedp.Do(villagers,
		chromedp.Navigate(play("Villagers")),
		chromedp.WaitVisible(chromedp.CSS(".map svg")),
		chromedp.WaitVisible(chromedp.ID("orders")),
	)
	if err != nil {
		t.Fatalf("opening the Villagers' page: %v", err)
	}
	seedGiven(t, villagers, "Villagers")
	status, report := text(t, villagers, "body > p"), text(t, villagers, "#report")
	bran = hexOf(t, villagers, "Bran")
	if !strings.Contains(status, "You play Villagers") || !strings.Contains(status, "your player turn") {
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
	err = chromedp.Do(villagers,
		chromedp.SendKeys(chromedp.ID("orders"), "move:\nWat the Smith move E5, E6, E7\n"),
		chromedp.Click(chromedp.CSS(`#turn button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS("#msg.no")),
	)
	if err != nil {
		t.Fatalf("submitting the illegal order: %v", err)
	}
	msg = text(t, villagers, "#msg")
	if orders, err := chromedp.Run(villagers, chromedp.Value(chromedp.ID("orders"))); err != nil || !strings.Contains(orders, "Wat the Smith move E5, E6, E7") {
		t.Errorf("after the refusal the orders box holds %q (%v): want the orders kept for editing", orders, err)
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
