package destrier_test

import (
	"reflect"
	"testing"

	"herald/internal/rulesets/destrier"
)

// TIME SEQUENCE 1.A: D6 a side, the higher wins, ties roll again.
func TestTimeSequence1A_Initiative(t *testing.T) {
	ini := destrier.RollInitiative([]string{"red", "blue"}, scripted(3, 3, 2, 5))
	if !reflect.DeepEqual(ini.Order, []string{"blue", "red"}) || len(ini.Rounds) != 2 || ini.Winner() != "blue" {
		t.Errorf("%+v", ini)
	}
	if r := ini.Rounds[0]; r["red"] != 3 || r["blue"] != 3 {
		t.Errorf("first round %v", r)
	}
	// Three sides: gold 6 wins; red and blue tie on 2 and roll again.
	ini = destrier.RollInitiative([]string{"red", "blue", "gold"}, scripted(2, 2, 6, 1, 4))
	if !reflect.DeepEqual(ini.Order, []string{"gold", "blue", "red"}) {
		t.Errorf("three sides %+v", ini)
	}
	// A source that never stops tying cannot hang the referee.
	ties := make([]int, 400)
	for i := range ties {
		ties[i] = 4
	}
	d := scripted(ties...)
	ini = destrier.RollInitiative([]string{"red", "blue"}, d)
	if len(ini.Order) != 2 || len(ini.Rounds) != 100 {
		t.Errorf("endless ties: %d rounds", len(ini.Rounds))
	}
}

// TIME SEQUENCE 1: a surprised side loses the initiative without a roll.
func TestTimeSequence1_Surprise(t *testing.T) {
	ini := destrier.Surprised([]string{"red", "blue"}, "red")
	if !reflect.DeepEqual(ini.Order, []string{"blue", "red"}) || !ini.Surprise || len(ini.Rounds) != 0 {
		t.Errorf("%+v", ini)
	}
}

// TIME SEQUENCE 1.B: the optional Dexterity order, Mages 2 MKL above the
// other side first; ties settled with a D6.
func TestTimeSequence1B_DexterityOrder(t *testing.T) {
	wat := fighter(t, "archer", "Wat")                                                              // Dex 14
	hugh := fighter(t, "knight", "Sir Hugh")                                                        // Dex 12
	rafe := fighter(t, "man-at-arms", "Rafe", blue, func(f *destrier.Fighter) { f.Dexterity = 12 }) // ties Hugh
	merlin := fighter(t, "mage", "Merlin")                                                          // MKL 6, Dex 12
	morgan := fighter(t, "mage", "Morgan", blue, func(f *destrier.Fighter) { f.MKL = 4; f.Dexterity = 9 })
	got := destrier.DexterityOrder([]destrier.Fighter{hugh, rafe, wat, merlin, morgan}, scripted(2, 5, 3, 1, 6))
	// Merlin (6) is 2 above Morgan (4): first. Then Wat 14; then Hugh,
	// Rafe tied on 12: D6 2 and 5, Rafe first; Morgan last.
	want := []string{"Merlin", "Wat", "Rafe", "Sir Hugh", "Morgan"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}
