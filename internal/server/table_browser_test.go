package server

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// clientAt is where on the screen a place of the measured table (in its
// unit) is drawn, for real pointer input.
func clientAt(t *testing.T, ctx context.Context, x, y float64) (float64, float64) {
	t.Helper()
	p := js[[]float64](t, ctx, `(() => { const svg = document.querySelector("#map svg"), g = svg.querySelector("g.table");
		const k = Number(g.dataset.pxPerUnit), q = new DOMPoint(Number(g.dataset.originX) + `+ftoa(x)+` * k, Number(g.dataset.originY) + `+ftoa(y)+` * k)
		.matrixTransform(svg.getScreenCTM()); return [q.x, q.y]; })()`)
	return p[0], p[1]
}

func ftoa(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// pointer sends real mouse input at a table place: "move", "press",
// "release", or "click" (press and release).
func pointer(t *testing.T, ctx context.Context, what string, x, y float64) {
	t.Helper()
	cx, cy := clientAt(t, ctx, x, y)
	var act chromedp.Action[chromedp.Void]
	switch what {
	case "move":
		act = chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, cx, cy)
	case "press":
		act = chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, cx, cy, chromedp.ButtonLeft)
	case "release":
		act = chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, cx, cy, chromedp.ButtonLeft)
	default:
		act = chromedp.MouseClickXY(cx, cy)
	}
	if err := chromedp.Do(ctx, act); err != nil {
		t.Fatalf("pointer %s at %g,%g: %v", what, x, y, err)
	}
}

// TestServeBrowserTable plays Thornwick Raid, an Argad! game on a
// measured table: the table drawn with its scale bar and every stand
// with its facing; at a desktop's screen the Raiders write Ulf's move by
// clicks, the distance shown as the pointer moves, and play it; on a
// phone the Farmers write Alder's by pressing on him and dragging.
func TestServeBrowserTable(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	c, _ := newServer(t, open(t, "memory:"))
	var g Created
	if code := c.do("POST", "/api/games", map[string]string{"scenario": "thornwick-raid"}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d %+v", code, g)
	}
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }
	raiders, cancel := tab(t, ctx)
	defer cancel()
	visit(t, raiders, play("Raiders"))
	seedGiven(t, raiders, "Raiders")
	if n := count(t, raiders, "#map svg [data-stand]"); n != 18 {
		t.Fatalf("%d stands drawn, want 18", n)
	}
	if count(t, raiders, "#map svg .scale-bar, #map svg [class*=scale]") == 0 || count(t, raiders, "#map svg [data-stand] line.front") != 18 {
		t.Errorf("no scale bar, or stands without their front")
	}
	if js[string](t, raiders, `document.body.dataset.table || ""`) != "1" {
		t.Fatal("tableview.js did not take the table")
	}
	// Ulf stands at 22,34: a click on him, the pointer to 30,34 (8 cm),
	// a click there, then on to 30,40 (6 more).
	pointer(t, raiders, "click", 22, 34)
	until(t, raiders, "Ulf selected", `document.body.dataset.selected === "Ulf"`)
	pointer(t, raiders, "move", 30, 34)
	if d := js[string](t, raiders, `document.body.dataset.distance || ""`); d != "8" {
		t.Errorf("distance shown while moving: %q, want 8", d)
	}
	if lbl := text(t, raiders, "#map svg .table-distance"); !strings.HasPrefix(lbl, "8 cm") {
		t.Errorf("the label by the pointer reads %q", lbl)
	}
	pointer(t, raiders, "click", 30, 34)
	pointer(t, raiders, "move", 30, 40)
	if lbl := text(t, raiders, "#map svg .table-distance"); lbl != "6 cm (14 in all)" {
		t.Errorf("second leg's label %q", lbl)
	}
	pointer(t, raiders, "click", 30, 40)
	if o := value(t, raiders, "#orders"); o != "Ulf moves to 30,34, then to 30,40\n" {
		t.Fatalf("orders written: %q", o)
	}
	screenshot(t, raiders, shots, "table-desktop-move")
	click(t, raiders, "#play")
	until(t, raiders, "the Raiders' turn played", `!document.getElementById("orders") && document.body.dataset.state === "idle"`)
	if x, y := js[string](t, raiders, `document.querySelector('[data-stand="Ulf"]').dataset.x`), js[string](t, raiders, `document.querySelector('[data-stand="Ulf"]').dataset.y`); x != "30" || y != "40" {
		t.Errorf("Ulf drawn at %s,%s after his move, want 30,40", x, y)
	}
	screenshot(t, raiders, shots, "table-desktop-played")

	farmers, cancel := tab(t, ctx)
	defer cancel()
	phone(t, farmers)
	visit(t, farmers, play("Farmers"))
	seedGiven(t, farmers, "Farmers")
	if w := js[int](t, farmers, `document.documentElement.scrollWidth`); w > 392 {
		t.Errorf("the phone's page is %d pixels wide, more than its screen", w)
	}
	// Alder at 74,30 is dragged north to 74,25, in the yard, in view
	// first: the phone opens the table at a readable size.
	js[bool](t, farmers, `(document.querySelector('[data-stand="Alder"]').scrollIntoView({block: "center", inline: "center"}), true)`)
	pointer(t, farmers, "press", 74, 30)
	pointer(t, farmers, "move", 74, 28)
	pointer(t, farmers, "move", 74, 25)
	if d := js[string](t, farmers, `document.body.dataset.distance || ""`); d != "5" {
		t.Errorf("distance while dragging: %q, want 5", d)
	}
	pointer(t, farmers, "release", 74, 25)
	if o := value(t, farmers, "#orders"); o != "Alder moves to 74,25\n" {
		t.Fatalf("orders written by a drag: %q", o)
	}
	screenshot(t, farmers, shots, "table-phone-drag")
	click(t, farmers, "#play")
	until(t, farmers, "the Farmers' turn played", `!document.getElementById("orders") && document.body.dataset.state === "idle"`)
	if y := js[string](t, farmers, `document.querySelector('[data-stand="Alder"]').dataset.y`); y != "25" {
		t.Errorf("Alder drawn at y %s, want 25", y)
	}
	screenshot(t, farmers, shots, "table-phone-played")
}
