package server

import (
	"strings"
	"testing"
)

// TestServeBrowserDecision: the Raiders' fire stops their turn (§4); the
// Villagers' page asks them where Rafe retreats. They answer by clicking:
// Rafe, then a hex next to him; a refused answer shows its rule, both by
// Check and when sent, and changes nothing; Rafe's retreat clicked hex by
// hex away from the shot is checked, sent, and plays the rest of the
// Raiders' turn. The Raiders' page says that it waits.
func TestServeBrowserDecision(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	c, _, g, _ := decidingGame(t, open(t, "memory:"), "")
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }

	raiders, cancel := tab(t, ctx)
	defer cancel()
	visit(t, raiders, play("Raiders"))
	if status := text(t, raiders, "#status"); !strings.Contains(status, "waits for Villagers to decide (retreat)") {
		t.Errorf("Raiders' status %q: want the turn waiting", status)
	}
	if n := count(t, raiders, "#orders, #answer"); n != 0 {
		t.Errorf("the waiting Raiders get %d boxes to write in", n)
	}

	villagers, cancel := tab(t, ctx)
	defer cancel()
	visit(t, villagers, play("Villagers"))
	question := text(t, villagers, "#question")
	answer := value(t, villagers, "#answer")
	if !strings.Contains(question, "Rafe") || !strings.Contains(question, "rule 4") || !strings.Contains(answer, "# Rafe retreat HEX, HEX") {
		t.Fatalf("the question %q, the answer box %q", question, answer)
	}
	if status := text(t, villagers, "#status"); !strings.Contains(status, "Your decision") {
		t.Errorf("Villagers' status %q", status)
	}
	if n := count(t, villagers, `#choices .choice[data-choice="Rafe"] input[type=radio]`); n != 1 {
		t.Fatalf("%d choices for Rafe", n)
	}
	screenshot(t, villagers, shots, "1-villagers-asked")

	// Rafe is picked by clicking him; a hex next to him is his retreat.
	rafe := hexOf(t, villagers, "Rafe")
	click(t, villagers, counterOf("Rafe"))
	next := js[string](t, villagers, `(() => { const h = window.herald, a = h.centre(`+quoteJS(rafe)+`);
		return Array.from(document.querySelectorAll("#map svg g.hex")).map((g) => g.getAttribute("data-hex"))
			.find((x) => { const b = h.centre(x); return x !== `+quoteJS(rafe)+` && Math.hypot(a[0]-b[0], a[1]-b[1]) < 1.9 * a[2]; }); })()`)
	click(t, villagers, hexAt(next))
	if a := value(t, villagers, "#answer"); a != "retreat:\nRafe retreat "+next+"\n" {
		t.Errorf("the answer written by clicks: %q", a)
	}
	// A retreat into A1 is no retreat (7.3): Check says so, and so does
	// sending it; nothing changes.
	setValue(t, villagers, "#answer", "retreat:\nRafe retreat A1\n")
	click(t, villagers, "#check-answer")
	idle(t, villagers)
	if msg := text(t, villagers, "#decidemsg"); !strings.Contains(msg, "Rule 7.3: ") {
		t.Errorf("the answer checked: %q, want rule 7.3", msg)
	}
	click(t, villagers, "#decide-button")
	until(t, villagers, "the refusal", `!!document.querySelector("#decidemsg.no")`)
	if msg := text(t, villagers, "#decidemsg"); !strings.HasPrefix(msg, "Rule 7.3: ") {
		t.Errorf("refusal %q: want rule 7.3", msg)
	}
	screenshot(t, villagers, shots, "2-villagers-refused")

	// Cleared, then Rafe's retreat by clicks, each hex the one next to the
	// last farthest from Hamo who shot him: the rules allow it, and it is
	// played as clicked; the Raiders' turn goes on.
	click(t, villagers, `#choices .choice[data-choice="Rafe"] button`)
	if a := value(t, villagers, "#answer"); a != "" {
		t.Errorf("a cleared answer: %q", a)
	}
	owed := js[int](t, villagers, `window.herald.state.characters.find((c) => c.name === "Rafe").retreat_owed`)
	click(t, villagers, counterOf("Rafe"))
	path := []string{}
	for at := rafe; len(path) < owed; {
		at = js[string](t, villagers, `(() => { const h = window.herald, a = h.centre(`+quoteJS(at)+`), f = h.centre(`+quoteJS(hexOf(t, villagers, "Hamo"))+`);
			let best = "", far = -1;
			for (const g of document.querySelectorAll("#map svg g.hex")) {
				const x = g.getAttribute("data-hex"), b = h.centre(x);
				if (!b || Math.hypot(a[0]-b[0], a[1]-b[1]) > 1.9 * a[2] || x === `+quoteJS(at)+`) continue;
				const d = Math.hypot(f[0]-b[0], f[1]-b[1]);
				if (d > far) { far = d; best = x; }
			}
			return best; })()`)
		click(t, villagers, hexAt(at))
		path = append(path, at)
	}
	want := "retreat:\nRafe retreat " + strings.Join(path, ", ") + "\n"
	if a := value(t, villagers, "#answer"); a != want {
		t.Errorf("Rafe's retreat by clicks: %q, want %q", a, want)
	}
	click(t, villagers, "#check-answer")
	idle(t, villagers)
	if msg := text(t, villagers, "#decidemsg"); msg != "The rules allow this answer." {
		t.Errorf("the clicked answer checked: %q", msg)
	}
	screenshot(t, villagers, shots, "3-villagers-clicked")
	click(t, villagers, "#decide-button")
	until(t, villagers, "the Villagers' turn", `!!document.getElementById("orders") && document.body.dataset.state === "idle"`)
	if hexOf(t, villagers, "Bran") != "H3" {
		t.Errorf("Bran did not move on after the decision")
	}
	if at := hexOf(t, villagers, "Rafe"); at != path[len(path)-1] {
		t.Errorf("Rafe is in %s, not where he was told to retreat (%v)", at, path)
	}
	if report := text(t, villagers, "#mine") + text(t, villagers, "#report"); strings.Contains(report, "chosen by herald") || !strings.Contains(report, "Bran moves H1 to H2, H3") {
		t.Errorf("after deciding the Villagers see %q", report)
	}
	screenshot(t, villagers, shots, "4-villagers-turn")
}

func quoteJS(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
