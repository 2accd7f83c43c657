package referee

import (
	"strings"
	"testing"

	"herald/internal/game"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
)

// net — the net is the net module's weapon: refused when it is off. A
// hit does no harm but catches the man (the thrower lets it go); caught,
// he fights at +5 tenths and −3 potentials until he frees himself, which
// takes 10 + the excess of the throw.
func TestNetCatchesAndFree(t *testing.T) {
	nan := "{name: Nan, profile: peasant, weapons: [net, sword], training: {net: 6}, facing: S, at: H5}"
	hob := "{name: Hob, profile: man-at-arms, weapons: [sword], facing: N, at: H6}"
	refusedBy(t, yard(t, "", []string{nan}, []string{hob}), "A", "Nan attack Hob with net", tenths.TagNet)
	s := yard(t, "net", []string{nan}, []string{hob})
	refusedBy(t, s, "B", "Hob free himself", tenths.TagNet)
	s, _ = submit(t, s, "A", "Nan attack Hob with net", always(20))
	s, evs := submit(t, s, "B", "Hob wait 30", always(20))
	rep := strings.Join(game.Reports(evs), "\n")
	h := mustMan(t, s, "Hob")
	if !strings.Contains(rep, "Hob is caught in the net") || h.Entangled != "net" || len(h.Wounds) > 0 {
		t.Fatalf("Hob %+v after the throw:\n%s", h, rep)
	}
	if n := mustMan(t, s, "Nan"); n.Hand != "" {
		t.Errorf("Nan still holds the %s after the net hit", n.Hand)
	}
	hob2 := *h
	hob2.Entangled = ""
	plain, err := s.exchange(h, mustMan(t, s, "Nan"), parseAction(t, "attack Nan with sword"))
	if err != nil {
		t.Fatal(err)
	}
	free, err := s.exchange(&hob2, mustMan(t, s, "Nan"), parseAction(t, "attack Nan with sword"))
	if err != nil {
		t.Fatal(err)
	}
	if d := plain.Figures.BaseSpeed - free.Figures.BaseSpeed; d != tenths.NetSlow {
		t.Errorf("caught in a net, his base speed is %d slower, want %d", d, tenths.NetSlow)
	}
	if d := free.Figures.AttackPotential - plain.Figures.AttackPotential; d != tenths.NetPotential {
		t.Errorf("caught in a net, his attack potential is %d lower, want %d", d, tenths.NetPotential)
	}
	for i := 0; i < 10 && due(s) != "B"; i++ {
		s, _ = submit(t, s, due(s), "Nan wait 10", always(10))
	}
	if got := length(t, s, "B", "Hob free himself"); got != tenths.NetFree(15) || got != h.FreeIn {
		t.Errorf("freeing himself takes %d tenths, want %d", got, tenths.NetFree(15))
	}
	// Within the yard's five turns: a lighter throw.
	mustMan(t, s, "Hob").FreeIn = 10
	s, _ = submit(t, s, "B", "Hob free himself", always(10))
	mustMan(t, s, "Nan").Hand = "sword"
	if x, err := s.exchange(mustMan(t, s, "Nan"), mustMan(t, s, "Hob"), parseAction(t, "attack Hob with sword")); err != nil || x.Defence != tenths.PassiveDodge {
		t.Errorf("while freeing himself Hob meets an attack with %s (%v), want a passive dodge", x.Defence, err)
	}
	for i := 0; i < 10 && mustMan(t, s, "Hob").Entangled != ""; i++ {
		s, _ = submit(t, s, due(s), map[string]string{"A": "Nan wait 10", "B": "Hob wait 10"}[due(s)], always(10))
	}
	if h := mustMan(t, s, "Hob"); h.Entangled != "" || h.FreeIn != 0 {
		t.Errorf("after freeing himself Hob is %q", h.Entangled)
	}
}

// parseAction reads one action.
func parseAction(t *testing.T, text string) orders.Action {
	t.Helper()
	o, err := orders.Parse("X " + text)
	if err != nil {
		t.Fatal(err)
	}
	return o.Orders[0].Actions[0]
}
