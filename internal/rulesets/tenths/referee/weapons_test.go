package referee

import (
	"strings"
	"testing"

	"herald/internal/game"
	"herald/internal/rulesets/tenths"
)

// Tests of the weapons' modules through the referee, named after the
// rule: polearms, hand switches within a blow, unarmed combat, and
// athletics.

// polearms — a polearm reaches its own in-range hexes (not the next
// hex: that one is blocked), and while an opponent stands in a blocked
// hex it can make no attack. Without its module it is refused.
func TestPolearmsBlockedHexes(t *testing.T) {
	hal := "{name: Hal, profile: man-at-arms, weapons: [pole-arm], training: {polearm: 6}, facing: S, at: H3}"
	far := "{name: Hob, profile: peasant, weapons: [axe], facing: N, at: H5}"
	near := "{name: Dick, profile: peasant, weapons: [axe], facing: N, at: H4}"
	refusedBy(t, yard(t, "", []string{hal}, []string{far}), "A", "Hal attack Hob", tenths.TagPolearms)
	s := yard(t, "polearms", []string{hal}, []string{far})
	if _, err := game.CheckTurn(s, "A", "Hal attack Hob"); err != nil {
		t.Fatalf("a polearm two hexes off: %v", err)
	}
	s = yard(t, "polearms", []string{hal}, []string{far, near})
	refusedBy(t, s, "A", "Hal attack Hob", tenths.TagPolearms)
}

// hand-switch — a switch within a blow is sealed; the defender who sees
// it coming (detect, during the attack) takes away its bonus.
func TestHandSwitchWithinABlowDetected(t *testing.T) {
	amb := "{name: Amb, profile: duellist, weapons: [dagger], facing: S, at: H5}"
	hob := "{name: Hob, profile: man-at-arms, weapons: [sword], facing: N, at: H6}"
	s := yard(t, "hand-switch", []string{amb}, []string{hob})
	s, _ = submit(t, s, "A", "Amb attack Hob secretly switch", always(1))
	s, _ = submit(t, s, "B", "Hob wait 1", always(1))
	if due(s) != "B" || mustMan(t, s, "Amb").Doing == nil {
		t.Fatalf("at %s the step is %+v", TimeOf(s.Clock.Now), s.Step())
	}
	v, _ := s.View("B")
	if strings.Contains(string(v), "secretly") || strings.Contains(string(v), "attack_potential") || strings.Contains(string(v), "a switch of hands") {
		t.Errorf("B sees the switch before it is seen through: %s", v)
	}
	s, evs := submit(t, s, "B", "Hob detect Amb then wait 20", always(1))
	rep := strings.Join(game.Reports(evs), "\n")
	if !strings.Contains(rep, "he sees the switch of hands coming") || strings.Contains(rep, "switch of hands (+2") {
		t.Errorf("the switch seen through:\n%s", rep)
	}
}

// unarmed — a man strikes with his hand or foot only with the module.
func TestUnarmedNeedsItsModule(t *testing.T) {
	a := []string{watA}
	b := []string{hobB}
	refusedBy(t, yard(t, "", a, b), "A", "Wat attack Hob with hand", tenths.TagUnarmed)
	s := yard(t, "unarmed", a, b)
	for _, w := range []string{"hand", "foot"} {
		if n := length(t, s, "A", "Wat attack Hob with "+w); n < 1 {
			t.Errorf("a %s strike of %d tenths", w, n)
		}
	}
}

// athletics — an athlete's moves are quicker on the athletics table; a
// man without the Training moves at his armour's rate.
func TestAthleticsMoveTable(t *testing.T) {
	amb := []string{"{name: Amb, profile: duellist, weapons: [dagger], at: H5}"}
	on, off := length(t, yard(t, "athletics", amb, []string{hobFar}), "A", "Amb run H4"), length(t, yard(t, "", amb, []string{hobFar}), "A", "Amb run H4")
	if on >= off {
		t.Errorf("a duellist's run takes %d tenths with athletics, %d without: want quicker", on, off)
	}
	wat := []string{watA}
	if on, off := length(t, yard(t, "athletics", wat, []string{hobFar}), "A", "Wat run H4"), length(t, yard(t, "", wat, []string{hobFar}), "A", "Wat run H4"); on != off {
		t.Errorf("a man without athletics runs in %d tenths with the module, %d without", on, off)
	}
}
