package cryhavoc

import (
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/notation"
	"herald/internal/sequence/sequencetest"
)

// Once a die is rolled the turn stands (§1): whether a turn is refused
// depends on the position and the orders only, never on a roll. These
// tests fail on an engine that checks each phase after the dice of the
// phases before it.

// voidOf is the void event of order (one line of notation), if any: its
// rule and reason.
func voidOf(t tb, evs []Event, order string) (rule, reason string, ok bool) {
	t.Helper()
	return sequencetest.VoidOf(t, evs, order)
}

// hasVoid: order is void in evs by rule (a prefix: "5" is any of §5).
func hasVoid(t tb, evs []Event, order, rule string) bool {
	t.Helper()
	r, _, ok := voidOf(t, evs, order)
	return ok && strings.HasPrefix(r, rule)
}

// The turn: Hamo's shot kills Rafe (10.5) or makes him retreat out
// of Edric's sight (§5), and Edric's shot after it is void. Refusing the
// turn instead would tell the player the roll, which he would get again
// (nothing stored) on the next try.
func TestTurnStandsAfterRoll_1(t *testing.T) {
	const turn, second = "first fire: Hamo fire at Rafe\nsecond fire: Edric fire at Rafe", "second fire: Edric fire at Rafe"
	for _, asks := range []bool{false, true} {
		t.Run(fmt.Sprintf("decisions=%v", asks), func(t *testing.T) {
			rs, s := setup(t)
			rs.Decisions = asks
			if _, _, err := CheckTurn(rs, s, "Raiders", notationTurn(t, turn), nil); err != nil {
				t.Fatalf("check: %v", err)
			}
			seen := map[string]int{}
			for seed := range uint64(40) {
				n, evs, err := play(t, rs, s, "Raiders", turn, dice.NewSeeded(seed))
				if err != nil {
					t.Fatalf("seed %d: refused after the roll: %v", seed, err)
				}
				r, reason, void := voidOf(t, evs, second)
				switch {
				case void && r == "10.5":
					seen["killed"]++
				case void && strings.HasPrefix(r, "5"):
					seen["out of sight"]++
				case void:
					t.Errorf("seed %d: Edric's shot void by rule %s: %s", seed, r, reason)
				case !strings.Contains(fmt.Sprint(reports(evs)), "Edric fires"):
					t.Errorf("seed %d: Edric neither fires nor is void:\n%s", seed, strings.Join(reports(evs), "\n"))
				default:
					seen["fired"]++
				}
				replayEvents(t, rs, s, evs)
				if n.Side != "Villagers" {
					t.Errorf("seed %d: the turn did not end", seed)
				}
			}
			for _, k := range []string{"killed", "out of sight", "fired"} {
				if seen[k] == 0 {
					t.Errorf("no seed gave %q: %v", k, seen)
				}
			}
		})
	}
}

// §1, §4: a turn that stops for the opponent's retreat was checked whole
// before its first die. An order the rules refuse after the stop refuses
// the turn whatever the roll; otherwise a roll that makes Rafe retreat
// would let the turn through (and tell the player so).
func TestWaitingTurnCheckedWhole_4(t *testing.T) {
	rs, s := setup(t) // the opponent decides his retreats
	tn, lines, err := notation.ParseLines("first fire: Hamo fire at Rafe\nmove: Bran move Z99")
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(40) {
		_, _, err := PlayTurn(rs, s, "Raiders", tn, lines, dice.NewSeeded(seed))
		if !isRule(err, "3") || !strings.Contains(err.Error(), "line 2") {
			t.Fatalf("seed %d: %v, want line 2 refused by rule 3", seed, err)
		}
	}
	if _, _, err := CheckTurn(rs, s, "Raiders", tn, lines); !isRule(err, "3") {
		t.Errorf("check: %v, want rule 3", err)
	}
}

// §1: a correction is played with the original dice, and an order they
// make impossible is void, as in the turn it corrects.
func TestCorrectionStands_1(t *testing.T) {
	rs, s0 := setup(t)
	// Seed 9: Hamo's shot kills Rafe.
	_, evs, err := play(t, rs, s0, "Raiders", "first fire: Hamo fire at Rafe", dice.NewSeeded(9))
	if err != nil {
		t.Fatal(err)
	}
	h := history(t, rs, s0, evs)
	orders := "first fire: Hamo fire at Rafe\nsecond fire: Edric fire at Rafe"
	_, cevs, err := h.Correct("Raiders", orders, "Edric fired too", dice.NewSeeded(1))
	if err != nil {
		t.Fatalf("correction refused after its dice: %v", err)
	}
	if !hasVoid(t, cevs, "second fire: Edric fire at Rafe", "10.5") {
		t.Errorf("Edric's shot is not void:\n%s", strings.Join(reports(cevs), "\n"))
	}
	for _, e := range cevs {
		if err := h.Add(e); err != nil {
			t.Fatalf("folding the correction: %v", err)
		}
	}
}

// The property: for random positions and turns, PlayTurn gives one verdict
// whatever the dice, and it is CheckTurn's; an accepted turn's decisions
// and the rest of the turn after them are never refused
// (sequencetest.Verdicts; Chainmail's half is in its own package).
func TestVerdictIgnoresDice_1(t *testing.T) {
	// voided counts the turns in which an order after a roll was void:
	// the turns the property is about.
	voided := 0
	rs0, s0 := setup(t)
	s0 = placeFigures(t, s0, map[string]string{"Osric": "H5", "Perkin": "I5", "Rafe": "L6", "Simkin": "J10", "Tibb": "K10"})
	// A round of random turns may, by chance, have none that the
	// property is about; more rounds make that vanishingly rare.
	for round := 0; round < 10 && voided == 0; round++ {
		rapid.Check(t, func(rt *rapid.T) {
			rs := &CryHavoc{Tables: rs0.Tables, Decisions: rapid.Bool().Draw(rt, "decisions")}
			if sequencetest.Verdicts(rt, s0.with(rs), []string{"first fire", "second fire"}) {
				voided++
			}
		})
	}
	if voided == 0 {
		t.Error("no random turn had an order void after a roll: the property tests nothing")
	}
	t.Logf("%d turns with an order void after a roll", voided)
}
