package server

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestServeBrowserDecision: the Raiders' fire stops their turn (§4); the
// Villagers' page asks them where Rafe retreats, with an answer to start
// from; a refused answer shows its rule, and the default answer plays the
// rest of the Raiders' turn. The Raiders' page says that it waits.
func TestServeBrowserDecision(t *testing.T) {
	ctx := browser(t)
	shots := t.TempDir()
	c, _, g, _ := decidingGame(t, open(t, "memory:"), "")
	play := func(side string) string { return c.base + "/play/" + g.ID + "?token=" + g.Tokens[side] }

	raiders, cancel := tab(t, ctx)
	defer cancel()
	if err := chromedp.Do(raiders, chromedp.Navigate(play("Raiders")), chromedp.WaitVisible(chromedp.CSS(".map svg"))); err != nil {
		t.Fatalf("opening the Raiders' page: %v", err)
	}
	if status := text(t, raiders, "#status"); !strings.Contains(status, "waits for Villagers to decide (retreat)") {
		t.Errorf("Raiders' status %q: want the turn waiting", status)
	}
	if n := count(t, raiders, "#orders, #answer"); n != 0 {
		t.Errorf("the waiting Raiders get %d boxes to write in", n)
	}

	villagers, cancel := tab(t, ctx)
	defer cancel()
	err := chromedp.Do(villagers, chromedp.Navigate(play("Villagers")), chromedp.WaitVisible(chromedp.ID("answer")))
	if err != nil {
		t.Fatalf("opening the Villagers' page: %v", err)
	}
	question := text(t, villagers, "#question")
	answer, err := chromedp.Run(villagers, chromedp.Value(chromedp.ID("answer")))
	if err != nil || !strings.Contains(question, "Rafe") || !strings.Contains(question, "rule 4") || !strings.Contains(answer, "# Rafe retreat HEX, HEX") {
		t.Fatalf("the question %q, the answer box %q (%v)", question, answer, err)
	}
	if status := text(t, villagers, "#status"); !strings.Contains(status, "waits for your decision") {
		t.Errorf("Villagers' status %q", status)
	}
	screenshot(t, villagers, shots, "1-villagers-asked")

	err = chromedp.Do(villagers,
		chromedp.SetValue(chromedp.ID("answer"), "retreat:\nRafe retreat A1\n"),
		chromedp.Click(chromedp.ID("decide-button")),
		chromedp.WaitVisible(chromedp.CSS("#decidemsg.no")),
	)
	if err != nil {
		t.Fatalf("sending a refused answer: %v", err)
	}
	if msg := text(t, villagers, "#decidemsg"); !strings.HasPrefix(msg, "Rule 7.3: ") {
		t.Errorf("refusal %q: want rule 7.3", msg)
	}
	screenshot(t, villagers, shots, "2-villagers-refused")

	err = chromedp.Do(villagers,
		chromedp.SetValue(chromedp.ID("answer"), answer),
		chromedp.Click(chromedp.ID("decide-button")),
		chromedp.WaitVisible(chromedp.CSS("#decidemsg.ok")),
	)
	if err != nil {
		t.Fatalf("deciding: %v", err)
	}
	if report := text(t, villagers, "#decided"); !strings.Contains(report, "chosen by herald") || !strings.Contains(report, "Bran moves H1 to H2, H3") {
		t.Errorf("after deciding: %q", report)
	}
	screenshot(t, villagers, shots, "3-villagers-decided")
	// The page reloads into the Villagers' own player turn.
	if err := chromedp.Do(villagers, chromedp.WaitVisible(chromedp.ID("orders"))); err != nil {
		t.Fatalf("waiting for the Villagers' turn: %v", err)
	}
	if hexOf(t, villagers, "Bran") != "H3" {
		t.Errorf("Bran did not move on after the decision")
	}
	screenshot(t, villagers, shots, "4-villagers-turn")
}
