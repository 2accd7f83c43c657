package server

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
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
		visit(t, tab, play(side))
		seedGiven(t, tab, side)
	}

	// Hamo: his values, and the hexes he can reach shaded with their cost.
	click(t, raiders, counterOf("Hamo"))
	idle(t, raiders)
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
	// odds roll by roll, each result spelt out; no melee (9.2).
	click(t, raiders, counterOf("Rafe"))
	idle(t, raiders)
	los, fire, melee := text(t, raiders, "#los"), text(t, raiders, "#fire"), text(t, raiders, "#melee")
	if !strings.HasPrefix(los, "Clear: G1 sees L10") || count(t, raiders, "#map svg line.ovline.los-clear") != 1 {
		t.Errorf("line of sight: %q, %d lines drawn", los, count(t, raiders, "#map svg line.ovline.los-clear"))
	}
	if !strings.Contains(fire, "crossbow at") || !strings.Contains(fire, "Chances: killed") || count(t, raiders, "#fire table.rolls td") != 10 {
		t.Errorf("fire odds: %q", fire)
	}
	if words := js[string](t, raiders, `document.querySelector("#fire table.rolls td").getAttribute("aria-label")`); !strings.HasPrefix(words, "defender") {
		t.Errorf("the first result in words: %q", words)
	}
	if !strings.HasPrefix(melee, "Rule 9.2:") {
		t.Errorf("melee: %q; want refused by 9.2", melee)
	}
	screenshot(t, raiders, shots, "plan-2-hamo-aims-at-rafe")

	// Orders by clicks: Hamo fires at Rafe; Bran moves H2, H3. The hexes
	// are clicked before Bran's answers are in: they wait for them.
	click(t, raiders, "#fire button.add")
	click(t, raiders, counterOf("Bran"))
	click(t, raiders, hexAt("H2"))
	click(t, raiders, hexAt("H3"))
	idle(t, raiders)
	orders := value(t, raiders, "#orders")
	if orders != "first fire: Hamo fire at Rafe\nmove: Bran move H2, H3\n" {
		t.Errorf("orders built by clicks: %q", orders)
	}
	if n := count(t, raiders, "#map svg .page-path g.ov-path"); n != 2 {
		t.Errorf("the planned path shades %d hexes, want 2", n)
	}
	if n := count(t, raiders, "#order-list li"); n != 2 {
		t.Errorf("the list of orders has %d lines, want 2", n)
	}
	// A hex out of Bran's reach is said so and written nowhere.
	click(t, raiders, hexAt("H20"))
	idle(t, raiders)
	if o, say := value(t, raiders, "#orders"), text(t, raiders, "#cursor"); o != orders || !strings.Contains(say, "H20 is out of Bran's reach") {
		t.Errorf("a click out of reach: orders %q, said %q", o, say)
	}
	screenshot(t, raiders, shots, "plan-3-orders-by-clicks")

	// Shift-click Cedd: Bran and Cedd attack together; against Rafe, far
	// off, the group is refused by 9.2 and has no missile odds.
	click(t, raiders, counterOf("Cedd"), true)
	until(t, raiders, "Cedd in the group", `document.getElementById("group").textContent === "Attacking together: Bran, Cedd."`)
	click(t, raiders, counterOf("Rafe"))
	idle(t, raiders)
	if melee := text(t, raiders, "#melee"); !strings.HasPrefix(melee, "Rule 9.2:") || count(t, raiders, "#fire") != 0 || count(t, raiders, "#map svg .counter.sel") != 2 {
		t.Errorf("Bran and Cedd against Rafe: melee %q, %d fire panels, %d selected", melee, count(t, raiders, "#fire"), count(t, raiders, "#map svg .counter.sel"))
	}
	screenshot(t, raiders, shots, "plan-3b-group")

	// Check: every refused line at once, each marked in the list: a wall
	// refuses Jocelyn (16.22) and a misspelt name is no one (with what was
	// meant); then the corrected orders pass.
	setValue(t, raiders, "#orders", orders+"move: Jocelyn move F3\nmove: Brann move H4\n")
	click(t, raiders, "#check")
	idle(t, raiders)
	msg := text(t, raiders, "#checkmsg")
	if !strings.Contains(msg, "2 orders are refused") || !strings.Contains(msg, "Line 3: Rule 16.22: move: Jocelyn move F3: F2 to F3: the wall hexside may not be crossed by infantry") ||
		!strings.Contains(msg, "Line 4: ") || !strings.Contains(msg, "did you mean Bran?") {
		t.Errorf("check refusals %q: want lines 3 (rule 16.22) and 4 (did you mean Bran?)", msg)
	}
	if bad := js[string](t, raiders, `Array.from(document.querySelectorAll("#order-list li.bad")).map((l) => l.dataset.line).join(",")`); bad != "3,4" {
		t.Errorf("lines marked refused: %q, want 3,4", bad)
	}
	screenshot(t, raiders, shots, "plan-4-check-refused")
	// Undo the two bad lines by their buttons.
	click(t, raiders, `#order-list li[data-line="4"] button.undo`)
	click(t, raiders, `#order-list li[data-line="3"] button.undo`)
	if o := value(t, raiders, "#orders"); o != orders {
		t.Errorf("after undoing lines 4 and 3: %q", o)
	}
	click(t, raiders, "#check")
	idle(t, raiders)
	if plan := text(t, raiders, "#plan"); !strings.Contains(plan, "Bran moves H1 to H2, H3") || !strings.Contains(plan, "Hamo fire at Rafe (the dice decide)") {
		t.Errorf("checked plan %q", plan)
	}
	if v := c.game(g, "Raiders"); v.Version != 3 { // the game and the pages' two seeds
		t.Fatalf("checking played something: version %d", v.Version)
	}
	screenshot(t, raiders, shots, "plan-5-check-legal")

	click(t, raiders, "#play")
	until(t, raiders, "the Raiders' page after their turn", `!document.getElementById("orders") && document.body.dataset.state === "idle"`)
	if played := text(t, raiders, "#mine"); !strings.Contains(played, "rolled d10") {
		t.Errorf("played report %q", played)
	}

	// The Villagers' page, open all along, brings itself up to date and
	// tells the Raiders' turn with its roll.
	until(t, villagers, "the Villagers' turn", `!!document.querySelector('#map svg .counter[data-character="Bran"][data-hex="H3"]') && !!document.getElementById("orders") && document.body.dataset.state === "idle"`)
	their, report := text(t, villagers, "#their"), text(t, villagers, "#report")
	if their != "Their last turn: Raiders, game turn 1" || !strings.Contains(report, "Bran moves H1 to H2, H3") || !strings.Contains(report, "Hamo fires a crossbow at Rafe") || !strings.Contains(report, "rolled d10") {
		t.Errorf("the Villagers see %q: %q", their, report)
	}
	screenshot(t, villagers, shots, "plan-6-villagers-see-it")

	// The replay: the last event, then back to the set-up, then forward to
	// Bran's move.
	click(t, villagers, "#replay summary")
	until(t, villagers, "the replay's map", `!!document.querySelector("#replay-map svg")`)
	idle(t, villagers)
	// The log holds the set-up, the sides' dice seeds and the Raiders'
	// turn, which ends with Bran's move and the end of the turn.
	at := text(t, villagers, "#replay-at")
	var last int
	if _, err := fmt.Sscanf(at, "Event %d of %d (turn-ended, Raiders)", &last, &last); err != nil || last < 6 {
		t.Fatalf("replay opens at %q", at)
	}
	of := " of " + strconv.Itoa(last)
	click(t, villagers, "#replay-first")
	until(t, villagers, "the replay's start", `!!document.querySelector('#replay-map svg .counter[data-character="Bran"][data-hex="H1"]')`)
	if at := text(t, villagers, "#replay-at"); !strings.HasPrefix(at, "Event 1"+of+" (setup)") {
		t.Errorf("first step %q", at)
	}
	for i := 2; i < last; i++ {
		want := "Event " + strconv.Itoa(i) + of
		click(t, villagers, "#replay-forward")
		until(t, villagers, want, `document.getElementById("replay-at").textContent.startsWith(`+strconv.Quote(want)+`)`)
	}
	if at, rep := text(t, villagers, "#replay-at"), text(t, villagers, "#replay-report"); !strings.HasPrefix(at, "Event "+strconv.Itoa(last-1)+of+" (moved, Raiders)") || !strings.Contains(rep, "Bran moves H1 to H2, H3") {
		t.Errorf("step %d: %q %q", last-1, at, rep)
	}
	if n := count(t, villagers, `#replay-map svg .counter[data-character="Bran"][data-hex="H3"]`); n != 1 {
		t.Errorf("after Bran's move the replay draws him at H3 %d times", n)
	}
	// By player turn: back to where the Raiders' turn began.
	click(t, villagers, "#replay-turn-back")
	idle(t, villagers)
	if at := text(t, villagers, "#replay-at"); !strings.Contains(at, "(phase, Raiders)") {
		t.Errorf("a player turn back: %q, want the first phase of the Raiders' turn", at)
	}
	screenshot(t, villagers, shots, "plan-7-replay")
}
