package referee

import (
	"encoding/json"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail/cmdata"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario/scenariofile"
)

// ridersSetup is Riders to Beacon Hill at its start: mounted figures and
// fighting-men by level.
func ridersSetup(t testing.TB) (*Chainmail, *State) {
	t.Helper()
	r, err := cmdata.Load()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load("beacon-riders")
	if err != nil {
		t.Fatal(err)
	}
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	rs := &Chainmail{Rules: r, Hindrance: tab.Hindrance}
	s, err := rs.start(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	return rs, s
}

// blowsOf reads the blows of the melee events in evs, by attacker.
func blowsOf(t *testing.T, evs []Event) map[string]cmBlow {
	t.Helper()
	out := map[string]cmBlow{}
	for _, e := range evs {
		if e.Type != TypeCombat {
			continue
		}
		var p struct {
			Result cmMelee `json:"result"`
		}
		if err := json.Unmarshal(e.Data, &p); err != nil {
			t.Fatal(err)
		}
		for _, b := range p.Result.Blows {
			out[b.Attacker] = b
		}
	}
	return out
}

// Fighting capability by level (Appendix E): a level-8 fighting-man is a
// superhero, a level-4 one a hero, each on the fantasy table; riders move
// at their horse's pace (light horse 24", heavy 12").
func TestFightingCapability_HeroesByLevel(t *testing.T) {
	_, s := ridersSetup(t)
	for name, want := range map[string]struct {
		fantasy string
		move    int
	}{"Sir Roland": {"superhero", 12}, "Edwin": {"hero", 9}, "Maud": {"", 24}, "Rook": {"", 9}} {
		c, _ := s.Figure(name)
		if f := figure(c); f.Fantasy != want.fantasy || f.Move != want.move {
			t.Errorf("%s fights as %q and moves %d\", want %q and %d\"", name, f.Fantasy, f.Move, want.fantasy, want.move)
		}
	}
}

// Special rules, mounted: a rider strikes a man on foot at +1; the man on
// foot strikes the rider with no such bonus; the superhero meets the ogre
// on the fantasy table. A rider's move is his horse's.
func TestSpecialRules_MountedPlusOneAgainstFoot(t *testing.T) {
	rs, s := ridersSetup(t)
	// Maud rides 13 hexes in one player turn (no one is in contact after,
	// so round 2's initiative is rolled): a man on foot may not.
	n, _, err := play(t, rs, s, "Reivers", "", dice.NewScripted())
	if err != nil {
		t.Fatal(err)
	}
	col, path := "L", "L8, L9, L10, L11, L12, L13, L14, L15, L16, L17, L18, L19, L20"
	if _, _, err := play(t, rs, placeFigures(t, n, map[string]string{"Grum": "A1", "Black Tam": "A3", "Rook": "A5", "Nell": "A7", "Maud": col + "7"}), "Wardens", "move: Maud move "+path, dice.NewScripted(3, 4)); err != nil {
		t.Errorf("a light horse rides 13\": %v", err)
	}
	if _, _, err := play(t, rs, placeFigures(t, n, map[string]string{"Grum": "A1", "Black Tam": "A3", "Rook": "A5", "Nell": "A7"}), "Wardens", "move: Edwin move D8, D9, D10, D11, D12, D13, D14, D15, D16, D17", dice.NewScripted()); err == nil {
		t.Error("a man on foot walked 10\" of his 9\"")
	}
	m := atMelee(placeFigures(t, s, map[string]string{"Maud": "G9", "Rook": "G10", "Sir Roland": "E9", "Grum": "E10"}))
	n, evs, err := melee(t, rs, m, []string{"combat:\nRook attack Maud\nGrum attack Sir Roland", "combat:\nMaud attack Rook\nSir Roland attack Grum"},
		dice.NewScripted(1, 1, 1, 1, 1, 1, 1, 1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	b := blowsOf(t, evs)
	if bl := b["Maud"].Blow; bl == nil || bl.Modifier != 1 {
		t.Errorf("Maud's blow at Rook on foot: %+v, want +1", b["Maud"])
	}
	if bl := b["Rook"].Blow; bl == nil || bl.Modifier != 0 {
		t.Errorf("Rook's blow at Maud, a rider: %+v, want +0", b["Rook"])
	}
	if f := b["Sir Roland"].Fantasy; f == nil || f.Attack.Attacker != "superhero" || f.Attack.Defender != "troll-ogre" {
		t.Errorf("Sir Roland against Grum: %+v, want the superhero on the fantasy table", b["Sir Roland"])
	}
	if !strings.Contains(strings.Join(reports(evs), "\n"), "Maud's spear") {
		t.Errorf("report:\n%s", strings.Join(reports(evs), "\n"))
	}
	replayEvents(t, rs, m, evs)
	_ = n
}
