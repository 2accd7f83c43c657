package referee

import (
	"testing"

	"herald/internal/game"
)

// Whatever a side sends at any step of a demo, the referee answers with
// orders it takes or a refusal naming a rule, never a panic; and a
// refusal changes nothing (fuzzed).
func FuzzCheck(f *testing.F) {
	for _, s := range []string{"Wat walk E7", "Ambrose feint G5 secretly real G4, F5", "Hob attack Ambrose with axe then wait",
		"at 0:\nWat change then walk E7", "Wat detect Ambrose then get up", "Hob ready axe", "Ambrose switch hands", "x", "passive-dodge"} {
		f.Add(s, uint8(0))
	}
	s0 := load(f, "tenths-yard-duel")
	f.Fuzz(func(t *testing.T, text string, which uint8) {
		side := s0.Sides()[int(which)%len(s0.Sides())]
		before := mustJSON(t, s0)
		for _, k := range []game.StepKind{game.Orders, game.Sealed, game.Decision} {
			c, err := game.Check(s0, game.Submission{Side: side, For: k, Orders: text})
			if err != nil {
				if _, ok := game.RuleOf(err); !ok {
					if _, long := err.(*game.OrderTextTooLong); !long {
						t.Fatalf("%q: a refusal that names no rule: %v", text, err)
					}
				}
				continue
			}
			if _, err := game.Check(s0, game.Submission{Side: side, For: k, Orders: c.Canonical}); err != nil {
				t.Fatalf("%q taken, but its canonical form %q is refused: %v", text, c.Canonical, err)
			}
		}
		if mustJSON(t, s0) != before {
			t.Fatalf("checking %q changed the game", text)
		}
	})
}
