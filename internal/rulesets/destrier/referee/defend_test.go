package referee

import (
	"strings"
	"testing"
)

// THE MELEE CARDS: WEAPON PARRY (the counterblow defence). A side may
// write with its cards how a figure meets a counterblow; herald picks
// only for those it did not name, and refuses a card not open to him.
func TestMeleeCards_WeaponParryCounterDefence(t *testing.T) {
	g := engaged(t)
	refused(t, g.pos, "red", "Sir Hugh plays DELIVER BLOW\nSir Hugh defends with DELIVER BLOW", "WEAPON PARRY")
	refused(t, g.pos, "red", "Sir Hugh plays DELIVER BLOW\nSir Guy defends with WEAPON PARRY", "figure of blue")
	rep := g.round(t, &scriptThen{vals: []int{100, 1}, then: 100}, "Sir Hugh plays DELIVER BLOW\nSir Hugh defends with WEAPON PARRY", "Sir Guy plays WEAPON PARRY")
	if !strings.Contains(rep, "a counterblow") || !strings.Contains(rep, "Sir Hugh meets it with WEAPON PARRY") {
		t.Errorf("report:\n%s", rep)
	}
	g.refold(t)
	// Unnamed, herald's pick: a shield parry first.
	g = engaged(t)
	rep = g.round(t, &scriptThen{vals: []int{100, 1}, then: 100}, "Sir Hugh plays DELIVER BLOW", "Sir Guy plays WEAPON PARRY")
	if !strings.Contains(rep, "Sir Hugh meets it with ACTIVE SHIELD PARRY") && !strings.Contains(rep, "Sir Hugh meets it with PASSIVE SHIELD PARRY") {
		t.Errorf("report:\n%s", rep)
	}
}

// THE MELEE CARDS: ACTIVE SHIELD PARRY. A blow missed against a large
// shield's active parry gives the defender a free shield bash.
func TestMeleeCards_ActiveShieldParryBash(t *testing.T) {
	g := engaged(t)
	rep := g.round(t, &scriptThen{vals: []int{100, 1, 50}, then: 100}, "Sir Hugh plays DELIVER BLOW", "Sir Guy plays ACTIVE SHIELD PARRY")
	if !strings.Contains(rep, "Sir Guy's shield bash tells on Sir Hugh") {
		t.Errorf("report:\n%s", rep)
	}
	g.refold(t)
	g = engaged(t)
	rep = g.round(t, always(100), "Sir Hugh plays DELIVER BLOW", "Sir Guy plays PASSIVE SHIELD PARRY")
	if strings.Contains(rep, "shield bash") {
		t.Errorf("a bash after a passive parry:\n%s", rep)
	}
}
