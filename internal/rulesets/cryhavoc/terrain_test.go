package cryhavoc

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario/scenariofile"
)

// terrainField is a strip three hexes wide and seven long, row 4 of
// terrain kind, with a bowman at B1, a spearman at B3 and enemies at C7
// and B7.
func terrainField(t *testing.T, kind string) (*CryHavoc, *State) {
	t.Helper()
	// The whole row, so that no line of sight goes round it.
	return stripField(t, kind, "terrain:\n  A4-C4: "+kind)
}

// stripField is terrainField's strip with the map lines given.
func stripField(t *testing.T, kind, lines string) (*CryHavoc, *State) {
	t.Helper()
	src := fmt.Sprintf(`title: Terrain %[1]s
map: strip
turns: 2
first: Red
sides:
  - name: Red
    characters:
      - {name: Bowman, class: longbowman, foot: 7/5 3/3, mpa: 8, weapons: [longbow], at: B1}
      - {name: Spearman, class: spearman, foot: 7/6 4/3, mpa: 8, at: B3}
  - name: Blue
    characters:
      - {name: Holder, class: spearman, foot: 7/6 4/3, mpa: 8, at: C7}
      - {name: Target, class: spearman, foot: 7/6 4/3, mpa: 8, at: B7}
---
title: Strip
size: 3x7
default: flat
%[2]s
`, kind, lines)
	path := filepath.Join(t.TempDir(), "terrain.yaml")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load(path)
	if err != nil {
		t.Fatalf("%s: %v", kind, err)
	}
	rs := &CryHavoc{Tables: tab}
	s, err := rs.Setup(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	return rs, s
}

// Every hex terrain of data/cryhavoc/terrain.yaml (§16, §17) is entered,
// fought in and shot across: a man on foot enters it where its infantry
// cost allows and is refused by rule where not; a man standing in it is
// attacked from the next hex; and a shot along the strip passes it unless
// it blocks the line of sight.
func TestEveryTerrain_16(t *testing.T) {
	cat, err := boardfile.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for k := range cat.Terrain {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	for _, kind := range kinds {
		tt := cat.Terrain[kind]
		t.Run(kind, func(t *testing.T) {
			rs, s := terrainField(t, kind)
			// Entered.
			cost := tt.Move.For(board.Infantry)
			passable := cost.Passable()
			_, evs, err := play(t, rs, s, "Red", "move: Spearman move B4", dice.NewSeeded(1))
			switch {
			case !passable && err == nil:
				t.Errorf("entered impassable %s", kind)
			case passable && err != nil && !enteredOtherwise(kind):
				t.Errorf("entering %s (cost %d): %v", kind, cost, err)
			case err == nil && movedMP(t, evs) != max(int(cost), 0) && !enteredOtherwise(kind):
				t.Errorf("entering %s cost %d MP, want %d", kind, movedMP(t, evs), cost)
			}
			// Fought in.
			f := placeFigures(t, s, map[string]string{"Holder": "B4", "Spearman": "B3"})
			if _, evs, err := play(t, rs, f, "Red", "combat: Spearman attack Holder", dice.NewSeeded(2)); kind == "castle-wall" {
				// The wall's thickness: no one stands in it, and through
				// it no one is ADJACENT (§9.2, §16).
				if !isRule(err, "9.2") {
					t.Errorf("attacking into a castle wall: %v, want rule 9.2", err)
				}
			} else if err != nil {
				t.Errorf("attacking a man in %s: %v", kind, err)
			} else if !hasCombat(evs) {
				t.Errorf("attacking a man in %s: no combat", kind)
			}
			// Shot across: the terrain right across the strip, since a
			// thread from any part of B1 to any part of B7 passes the
			// corner of a lone hex between (§5.2).
			rs, s = stripField(t, kind, "terrain:\n  A4-C4: "+kind)
			_, _, err = play(t, rs, s, "Red", "first fire: Bowman fire at Target", dice.NewSeeded(3))
			blocks := tt.LOS == board.Blocks || tt.Tall
			switch {
			case blocks && err == nil:
				t.Errorf("shot across %s, which blocks the line of sight", kind)
			case !blocks && err != nil:
				t.Errorf("shooting across %s: %v", kind, err)
			}
		})
	}
}

// enteredOtherwise are the terrains a plain step from the side does not
// enter at their listed cost, each for its rule.
func enteredOtherwise(kind string) bool {
	switch kind {
	case "stairs": // only through its top and bottom hexsides (16.115)
		return true
	case "fountain": // and 2 MP more for its rim (16.35)
		return true
	}
	return false
}

func hasCombat(evs []Event) bool {
	return slices.ContainsFunc(evs, func(e Event) bool { return e.Type == TypeCombat })
}

// hexsideField is a strip three hexes wide and eight long whose first
// three rows are outlined with a hexside of a kind: a bowman at B1, a
// spearman at B3, enemies at B7 and B8. The outline runs from edge to
// edge, so no line of sight goes round it.
func hexsideField(t *testing.T, kind string) (*CryHavoc, *State) {
	t.Helper()
	src := fmt.Sprintf(`title: Hexside %[1]s
map: strip
turns: 2
first: Red
sides:
  - name: Red
    characters:
      - {name: Bowman, class: longbowman, foot: 7/5 3/3, mpa: 8, weapons: [longbow], at: B1}
      - {name: Spearman, class: spearman, foot: 7/6 4/3, mpa: 8, at: B3}
  - name: Blue
    characters:
      - {name: Holder, class: spearman, foot: 7/6 4/3, mpa: 8, at: B8}
      - {name: Target, class: spearman, foot: 7/6 4/3, mpa: 8, at: B7}
---
title: Strip
size: 3x8
default: flat
outlines:
  A1-C3: %[1]s
`, kind)
	path := filepath.Join(t.TempDir(), "hexside.yaml")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sc, m, err := scenariofile.Load(path)
	if err != nil {
		t.Fatalf("%s: %v", kind, err)
	}
	rs := &CryHavoc{Tables: tab}
	s, err := rs.Setup(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	return rs, s
}

// Every hexside of data/cryhavoc/terrain.yaml (§16.2) is crossed, fought
// across and shot across: a man on foot crosses it where its infantry
// cost allows; he fights across it where he may cross it (an uncrossable
// feature leaves the hexes not ADJACENT, §9.2); and a shot from two hexes
// off passes it unless it blocks the line of sight or is an aperture,
// through which one sees only the hex beyond (§5.5).
func TestEveryHexside_16_2(t *testing.T) {
	cat, err := boardfile.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for k := range cat.Hexsides {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	for _, kind := range kinds {
		ht := cat.Hexsides[kind]
		t.Run(kind, func(t *testing.T) {
			rs, s := hexsideField(t, kind)
			crossable := ht.Extra.For(board.Infantry).Passable()
			_, _, err := play(t, rs, s, "Red", "move: Spearman move B4", dice.NewSeeded(1))
			if (err == nil) != crossable {
				t.Errorf("crossing %s: %v, want crossable %v", kind, err, crossable)
			}
			f := placeFigures(t, s, map[string]string{"Holder": "B4"})
			_, evs, err := play(t, rs, f, "Red", "combat: Spearman attack Holder", dice.NewSeeded(2))
			switch {
			case crossable && (err != nil || !hasCombat(evs)):
				t.Errorf("fighting across %s: %v", kind, err)
			case !crossable && !isRule(err, "9.2"):
				t.Errorf("fighting across %s: %v, want rule 9.2", kind, err)
			}
			_, _, err = play(t, rs, s, "Red", "first fire: Bowman fire at Target", dice.NewSeeded(3))
			if blocks := ht.LOS == board.Blocks || ht.Aperture; (err != nil) != blocks {
				t.Errorf("shooting across %s: %v, want blocked %v", kind, err, blocks)
			}
		})
	}
}

// Every in-hex feature of data/cryhavoc/terrain.yaml (§16.17, §16.122,
// §16.38) is entered, fought in and shot across, at the cost it sets.
func TestEveryFeature_16(t *testing.T) {
	cat, err := boardfile.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for k := range cat.Features {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	for _, kind := range kinds {
		ft := cat.Features[kind]
		t.Run(kind, func(t *testing.T) {
			line := "features:\n  B4: [" + kind + "]"
			if kind == "exterior-corner" {
				line = "features:\n  B4: exterior-corner B5"
			}
			rs, s := stripField(t, kind, line)
			_, evs, err := play(t, rs, s, "Red", "move: Spearman move B4", dice.NewSeeded(1))
			passable := !ft.HasMove || ft.Move.For(board.Infantry).Passable()
			if (err == nil) != passable {
				t.Errorf("entering %s: %v, want passable %v", kind, err, passable)
			}
			if c := ft.Move.For(board.Infantry); err == nil && ft.HasMove && movedMP(t, evs) != int(c) {
				t.Errorf("entering %s cost %d MP, want %d", kind, movedMP(t, evs), c)
			}
			f := placeFigures(t, s, map[string]string{"Holder": "B4"})
			if _, evs, err := play(t, rs, f, "Red", "combat: Spearman attack Holder", dice.NewSeeded(2)); err != nil || !hasCombat(evs) {
				t.Errorf("attacking a man in %s: %v", kind, err)
			}
			if _, _, err := play(t, rs, s, "Red", "first fire: Bowman fire at Target", dice.NewSeeded(3)); err != nil {
				t.Errorf("shooting across %s: %v", kind, err)
			}
		})
	}
}
