package referee

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/game"
)

// BenchmarkPlayTurn: one typical player turn (TARGETS.md: < 50 µs): five
// figures move, one through a wood with its slowing die, two shoot.
func BenchmarkPlayTurn(b *testing.B) {
	figs := []Figure{man("A", "Red", 10, 30, 0), man("B", "Red", 10, 40, 90), man("C", "Red", 10, 50, 90),
		man("D", "Red", 20, 45, 90), man("E", "Red", 20, 52, 90), man("X", "Blue", 60, 45, 270), man("Y", "Blue", 60, 52, 270)}
	figs[3].Missile, figs[4].Missile = "bow", "crossbow"
	s, err := NewGame(field(b), figs)
	if err != nil {
		b.Fatal(err)
	}
	orders := "A moves 20 forward\nB moves 16 forward\nC moves 10 toward X\nD shoots at X\nE shoots at Y\n"
	src := dice.NewSeeded(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := game.PlayTurn(s, "Red", orders, src); err != nil {
			b.Fatal(err)
		}
	}
}
