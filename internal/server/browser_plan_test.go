package server

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// counterOf and hexAt select a counter or a hex of the play page's map.
func counterOf(name string) string {
	return `#map svg .counter[data-character=` + strconv.Quote(name) + `]`
}

func hexAt(name string) string {
	return `#map svg g.hex[data-hex=` + strconv.Quote(name) + `]`
}

// TestServeBrowserPlan plans and plays a player turn by clicks, as a
// player does: a character's values and reach (§7), line of sight (§5) and
// odds (§6, §9) against an enemy, a move built on the map, the dry run,
// the turn played; the other side's open page then shows it with its
// roll, and the replay steps through the game.
func TestServeBrowserPlan(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	c, g := newServer(t, open(t, "memory:"))
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }

	raiders, cancel := tab(t, ctx)
	defer cancel()
	villagers, cancel := tab(t, ctx)
	defer cancel()
	for side, tab := range map[string]context.Context{"Raiders": raiders, "Villagers": villagers} {
		if err := chromedp.Do(tab, chromedp.Navigate(play(side)), chromedp.WaitVisible(chromedp.CSS("#map svg"))); err != nil {
			t.Fatalf("opening the %s' page: %v", side, err)
		}
		seedGiven(t, tab, side)
	}

	// Hamo: his values, and the hexes he can reach shaded with their cost.
	err := chromedp.Do(raiders,
		chromedp.Click(chromedp.CSS(counterOf("Hamo"))),
		chromedp.WaitVisible(chromedp.ID("reach-text")),
	)
	if err != nil {
		t.Fatalf("selecting Hamo: %v", err)
	}
	info := text(t, raiders, "#info")
	shaded := count(t, raiders, "#map svg .page-reach g.ov-reach")
	costs := count(t, raiders, "#map svg .page-reach-labels text.ovlabel")
	if !strings.Contains(info, "Hamo (crossbowman)") || !strings.Contains(info, "crossbow") || !strings.Contains(info, "healthy") {
		t.Errorf("Hamo's panel: %q", info)
	}
	if shaded == 0 || shaded != costs || count(t, raiders, counterOf("Hamo")+".sel") != 1 {
		t.Errorf("Hamo's reach: %d hexes shaded, %d costs, selected %d", shaded, costs, count(t, raiders, counterOf("Hamo")+".sel"))
	}
	screenshot(t, raiders, shots, "plan-1-hamo-reach")

	// Rafe, far off in the village: line of sight, cover, the crossbow's
	// odds roll by roll; no melee (9.2).
	err = chromedp.Do(raiders,
		chromedp.Click(chromedp.CSS(counterOf("Rafe"))),
		chromedp.WaitVisible(chromedp.ID("odds")),
	)
	if err != nil {
		t.Fatalf("aiming at Rafe: %v", err)
	}
	los, fire, melee := text(t, raiders, "#los"), text(t, raiders, "#fire"), text(t, raiders, "#melee")
	if !strings.HasPrefix(los, "Clear: G1 sees L10") || count(t, raiders, "#map svg line.ovline.los-clear") != 1 {
		t.Errorf("line of sight: %q, %d lines drawn", los, count(t, raiders, "#map svg line.ovline.los-clear"))
	}
	if !strings.Contains(fire, "crossbow at") || !strings.Contains(fire, "Chances: killed") || count(t, raiders, "#fire table.rolls td") != 10 {
		t.Errorf("fire odds: %q", fire)
	}
	if !strings.HasPrefix(melee, "Rule 9.2:") {
		t.Errorf("melee: %q; want refused by 9.2", melee)
	}
	screenshot(t, raiders, shots, "plan-2-hamo-aims-at-rafe")

	// Orders by clicks: Hamo fires at Rafe; Bran moves H2, H3.
	err = chromedp.Do(raiders,
		chromedp.Click(chromedp.CSS("#fire button.add")),
		chromedp.Click(chromedp.CSS(counterOf("Bran"))),
	)
	if err == nil {
		// Hamo's reach stays shown until Bran's panel replaces it.
		_, err = chromedp.Run(raiders, chromedp.Poll[bool](`!!document.querySelector(`+strconv.Quote(counterOf("Bran")+".sel")+`) && !!document.getElementById("reach-text")`))
	}
	if err == nil {
		err = chromedp.Do(raiders,
			chromedp.Click(chromedp.CSS(hexAt("H2"))),
			chromedp.Click(chromedp.CSS(hexAt("H3"))),
		)
	}
	if err != nil {
		t.Fatalf("building the orders by clicks: %v", err)
	}
	orders, err := chromedp.Run(raiders, chromedp.Value(chromedp.ID("orders")))
	if err != nil {
		t.Fatal(err)
	}
	if orders != "first fire: Hamo fire at Rafe\nmove: Bran move H2, H3\n" {
		t.Errorf("orders built by clicks: %q", orders)
	}
	if n := count(t, raiders, "#map svg .page-path g.ov-path"); n != 2 {
		t.Errorf("the planned path shades %d hexes, want 2", n)
	}
	screenshot(t, raiders, shots, "plan-3-orders-by-clicks")

	// Shift-click Cedd: Bran and Cedd attack together; against Rafe, far
	// off, the group is refused by 9.2 and has no missile odds.
	_, err = chromedp.Run(raiders, chromedp.Evaluate[bool](`document.querySelector(`+strconv.Quote(counterOf("Cedd"))+`).dispatchEvent(new MouseEvent("click", {bubbles: true, shiftKey: true}))`))
	if err == nil {
		_, err = chromedp.Run(raiders, chromedp.Poll[bool](`document.getElementById("group").textContent === "Attacking together: Bran, Cedd."`))
	}
	if err == nil {
		err = chromedp.Do(raiders,
			chromedp.Click(chromedp.CSS(counterOf("Rafe"))),
			chromedp.WaitVisible(chromedp.ID("melee")),
		)
	}
	if err != nil {
		t.Fatalf("a combat group by shift-click: %v", err)
	}
	if melee := text(t, raiders, "#melee"); !strings.HasPrefix(melee, "Rule 9.2:") || count(t, raiders, "#fire") != 0 || count(t, raiders, "#map svg .counter.sel") != 2 {
		t.Errorf("Bran and Cedd against Rafe: melee %q, %d fire panels, %d selected", melee, count(t, raiders, "#fire"), count(t, raiders, "#map svg .counter.sel"))
	}
	screenshot(t, raiders, shots, "plan-3b-group")

	// Check: a wall refuses Jocelyn (16.22) before anything is sent; then
	// the corrected orders pass.
	err = chromedp.Do(raiders,
		chromedp.SendKeys(chromedp.ID("orders"), "move: Jocelyn move F3\n"),
		chromedp.Click(chromedp.ID("check")),
		chromedp.WaitVisible(chromedp.CSS("#checkmsg.no")),
	)
	if err != nil {
		t.Fatalf("checking: %v", err)
	}
	if msg := text(t, raiders, "#checkmsg"); msg != "Line 3: Rule 16.22: move: Jocelyn move F3: F2 to F3: the wall hexside may not be crossed by infantry" {
		t.Errorf("check refusal %q: want line 3, rule 16.22", msg)
	}
	screenshot(t, raiders, shots, "plan-4-check-refused")
	err = chromedp.Do(raiders,
		chromedp.SetValue(chromedp.ID("orders"), orders),
		chromedp.Click(chromedp.ID("check")),
		chromedp.WaitVisible(chromedp.CSS("#checkmsg.ok")),
	)
	if err != nil {
		t.Fatalf("checking again: %v", err)
	}
	if plan := text(t, raiders, "#plan"); !strings.Contains(plan, "Bran moves H1 to H2, H3") || !strings.Contains(plan, "Hamo fire at Rafe (the dice decide)") {
		t.Errorf("checked plan %q", plan)
	}
	if v := c.game(g, "Raiders"); v.Version != 3 { // the game and the pages' two seeds
		t.Fatalf("checking played something: version %d", v.Version)
	}
	screenshot(t, raiders, shots, "plan-5-check-legal")

	err = chromedp.Do(raiders,
		chromedp.Click(chromedp.ID("play")),
		chromedp.WaitVisible(chromedp.CSS("#msg.ok")),
	)
	if err != nil {
		t.Fatalf("playing: %v", err)
	}
	if played := text(t, raiders, "#played"); !strings.Contains(played, "rolled d10") {
		t.Errorf("played report %q", played)
	}

	// The Villagers' page, open all along, reloads itself and tells the
	// Raiders' turn with its roll.
	err = chromedp.Do(villagers,
		chromedp.WaitVisible(chromedp.CSS(`#map svg .counter[data-character="Bran"][data-hex="H3"]`)),
		chromedp.WaitVisible(chromedp.ID("orders")),
	)
	if err != nil {
		t.Fatalf("the Villagers' page did not show the Raiders' turn: %v", err)
	}
	their, report := text(t, villagers, "#their"), text(t, villagers, "#report")
	if their != "Their last turn: Raiders, game turn 1" || !strings.Contains(report, "Bran moves H1 to H2, H3") || !strings.Contains(report, "Hamo fires a crossbow at Rafe") || !strings.Contains(report, "rolled d10") {
		t.Errorf("the Villagers see %q: %q", their, report)
	}
	screenshot(t, villagers, shots, "plan-6-villagers-see-it")

	// The replay: the last event, then back to the set-up, then forward to
	// Bran's move.
	err = chromedp.Do(villagers,
		chromedp.Click(chromedp.CSS("#replay summary")),
		chromedp.WaitVisible(chromedp.CSS("#replay-map svg")),
	)
	if err != nil {
		t.Fatalf("opening the replay: %v", err)
	}
	// The log holds the set-up, the sides' dice seeds and the Raiders'
	// turn, which ends with Bran's move and the end of the turn.
	at := text(t, villagers, "#replay-at")
	var last int
	if _, err := fmt.Sscanf(at, "Event %d of %d (turn-ended, Raiders)", &last, &last); err != nil || last < 6 {
		t.Fatalf("replay opens at %q", at)
	}
	of := " of " + strconv.Itoa(last)
	err = chromedp.Do(villagers,
		chromedp.Click(chromedp.ID("replay-first")),
		chromedp.WaitVisible(chromedp.CSS(`#replay-map svg .counter[data-character="Bran"][data-hex="H1"]`)),
	)
	if err != nil {
		t.Fatalf("replay to the start: %v", err)
	}
	if at := text(t, villagers, "#replay-at"); !strings.HasPrefix(at, "Event 1"+of+" (setup)") {
		t.Errorf("first step %q", at)
	}
	for i := 2; i < last; i++ {
		want := "Event " + strconv.Itoa(i) + of
		err = chromedp.Do(villagers, chromedp.Click(chromedp.ID("replay-forward")))
		if err == nil {
			_, err = chromedp.Run(villagers, chromedp.Poll[bool](`document.getElementById("replay-at").textContent.startsWith(`+strconv.Quote(want)+`)`))
		}
		if err != nil {
			t.Fatalf("replay forward to %s: %v", want, err)
		}
	}
	if at, rep := text(t, villagers, "#replay-at"), text(t, villagers, "#replay-report"); !strings.HasPrefix(at, "Event "+strconv.Itoa(last-1)+of+" (moved, Raiders)") || !strings.Contains(rep, "Bran moves H1 to H2, H3") {
		t.Errorf("step %d: %q %q", last-1, at, rep)
	}
	if n := count(t, villagers, `#replay-map svg .counter[data-character="Bran"][data-hex="H3"]`); n != 1 {
		t.Errorf("after Bran's move the replay draws him at H3 %d times", n)
	}
	screenshot(t, villagers, shots, "plan-7-replay")
}
