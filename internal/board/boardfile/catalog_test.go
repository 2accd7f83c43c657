package boardfile

import (
	"strings"
	"testing"

	"herald/internal/board"
	"herald/internal/board/yamlfile"
)

func shippedCatalog(t testing.TB) *board.Catalog {
	t.Helper()
	cat, err := Catalog()
	if err != nil {
		t.Fatalf("shipped terrain file: %v", err)
	}
	return cat
}

// The §16 values as the rule text gives them, checked against the
// transcription in data/cryhavoc/terrain.yaml.
func TestTerrain16(t *testing.T) {
	cat := shippedCatalog(t)
	I := board.Impassable
	tests := []struct {
		rule, name string
		inf, horse board.MoveCost
		cover      board.CoverClass
		adv        board.Advantage
		los        board.LOSEffect
	}{
		{"16.11", "flat", 1, 1, board.NoCover, board.Neutral, board.Clear},
		{"16.12", "slope", 2, 2, board.Medium, board.Negative, board.Clear},
		{"16.13", "scrub", 2, 2, board.Light, board.Negative, board.Hinders},
		{"16.14", "tree", 2, I, board.Light, board.Negative, board.Blocks},
		{"16.15", "house", 1, I, board.NoCover, board.Neutral, board.Clear},
		{"16.16", "door", 1, 1, board.Medium, board.Positive, board.Blocks},
		{"16.18", "pool", I, I, board.Medium, board.Negative, board.Clear},
		{"16.19", "castle-wall", I, I, board.Infinite, board.Neutral, board.Blocks},
		{"16.112", "rampart", 1, I, board.NoCover, board.Neutral, board.Clear},
		{"16.114", "rubble", 3, I, board.Medium, board.Negative, board.Hinders},
		{"16.115", "stairs", 2, I, board.NoCover, board.Negative, board.Clear},
		{"16.118", "moat", 4, I, board.NoCover, board.Negative, board.Clear},
		{"16.120", "trench", 2, I, board.Heavy, board.Positive, board.Clear},
		{"16.124", "bridge", 1, 2, board.Light, board.Neutral, board.Clear},
		{"16.130", "swamp", 2, 4, board.NoCover, board.Negative, board.Clear},
		{"16.131", "fence", 2, I, board.Light, board.Neutral, board.Hinders},
		{"16.132", "rocks", 3, I, board.Medium, board.Negative, board.Hinders},
		{"17.4", "shallow-water", 3, 3, board.NoCover, board.Negative, board.Clear},
		{"17.4", "deep-water", 5, 5, board.Light, board.Negative, board.Clear},
	}
	for _, tt := range tests {
		t.Run(tt.rule+"_"+tt.name, func(t *testing.T) {
			ty := cat.Terrain[tt.name]
			if ty == nil {
				t.Fatalf("no terrain %q", tt.name)
			}
			if ty.Rule != tt.rule {
				t.Errorf("rule %s, want %s", ty.Rule, tt.rule)
			}
			if got := ty.Move.For(board.Infantry); got != tt.inf {
				t.Errorf("infantry cost %d, want %d", got, tt.inf)
			}
			if got := ty.Move.For(board.Horse); got != tt.horse {
				t.Errorf("horse cost %d, want %d", got, tt.horse)
			}
			if ty.Cover.Class != tt.cover || ty.Advantage != tt.adv || ty.LOS != tt.los {
				t.Errorf("cover %v adv %v los %v, want %v %v %v", ty.Cover.Class, ty.Advantage, ty.LOS, tt.cover, tt.adv, tt.los)
			}
		})
	}
}

// §16 introduction: impassable to horses means impassable to oxen and carts;
// impassable to mules means impassable to every animal.
func TestTerrain16ImpassableImplies(t *testing.T) {
	cat := shippedCatalog(t)
	for name, ty := range cat.Terrain {
		if !ty.Move.For(board.Horse).Passable() {
			if ty.Move.For(board.Animal).Passable() || ty.Move.For(board.Cart).Passable() {
				t.Errorf("%s: impassable to horses but not to oxen/carts", name)
			}
		}
		// §17.4 lets horses, not mules, into deep water.
		if ty.Water == board.Dry && !ty.Move.For(board.Mule).Passable() && ty.Move.For(board.Horse).Passable() {
			t.Errorf("%s: impassable to mules but not to horses", name)
		}
	}
}

func TestHexsides16_2(t *testing.T) {
	cat := shippedCatalog(t)
	win := cat.Hexsides["window"]
	if win.Rule != "16.23" || win.Extra.For(board.Infantry) != 3 || win.Extra.For(board.Horse).Passable() ||
		!win.DefenderAdvantage || win.Cover.Class != board.Medium || !win.Cover.NotAdjacent {
		t.Errorf("window: %+v", win)
	}
	wall := cat.Hexsides["wall"]
	if wall.Rule != "16.22" || wall.Extra.For(board.Infantry).Passable() || wall.LOS != board.Blocks || !wall.NoCombat {
		t.Errorf("wall: %+v", wall)
	}
	if b := cat.Hexsides["bank"]; b.ClimbOut != 2 {
		t.Errorf("16.29 bank: climb out %d, want 2", b.ClimbOut)
	}
	if g := cat.Hexsides["gate-door"]; !g.Opens || g.ClosedMove.For(board.Infantry).Passable() || g.ClosedLOS != board.Blocks {
		t.Errorf("16.26 gate door closed: %+v", g)
	}
}

func TestCatalogErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"empty", "", "t.yaml:1: file is empty"},
		{"syntax", "terrain: [\n", "not valid YAML"},
		{"top list", "- a\n", "t.yaml:1: expected a mapping"},
		{"unknown field", "terrain:\n  - name: x\n    rule: \"1\"\n    mvoe: 1\n", "t.yaml:4: terrain type: unknown field \"mvoe\""},
		{"bad cover", "terrain:\n  - name: x\n    rule: \"1\"\n    move: 1\n    cover: thick\n    advantage: none\n    los: clear\n", "t.yaml:5: terrain x cover: unknown cover \"thick\""},
		{"bad kind", "terrain:\n  - name: x\n    rule: \"1\"\n    move: {pony: 1}\n    cover: none\n    advantage: none\n    los: clear\n", "unknown unit kind \"pony\""},
		{"missing cost", "terrain:\n  - name: x\n    rule: \"1\"\n    move: {infantry: 1}\n    cover: none\n    advantage: none\n    los: clear\n", "t.yaml:4: terrain x move: no cost for horse"},
		{"dup", "terrain:\n  - {name: x, rule: \"1\", move: 1, cover: none, advantage: none, los: clear}\n  - {name: x, rule: \"1\", move: 1, cover: none, advantage: none, los: clear}\n", "t.yaml:3: terrain type \"x\" defined twice (first on line 2)"},
		{"alias", "terrain:\n  - &a {name: x, rule: \"1\", move: 1, cover: none, advantage: none, los: clear}\n  - *a\n", "aliases"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadCatalog("t.yaml", []byte(tt.src))
			if err == nil {
				t.Fatalf("no error, want %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want it to contain %q", err, tt.want)
			}
			for _, e := range yamlfile.AsErrors(err, "t.yaml") {
				if e.File != "t.yaml" {
					t.Errorf("error without file: %v", e)
				}
			}
		})
	}
}

// §27 movement examples that rest on terrain values: Geoffrey spends 2 MP
// in a slope hex; Edith pays 2 for G11, which holds a destroyed cart (debris,
// worth 3 characters) and a body (1): 4 hindering characters double the
// cost of flat ground (7.8).
func TestExamples27Terrain(t *testing.T) {
	cat := shippedCatalog(t)
	if got := cat.Terrain["slope"].Move.For(board.Infantry); got != 2 {
		t.Errorf("slope: %d MP, want 2 (Geoffrey, §27)", got)
	}
	debris := cat.Features["debris"]
	if hind := debris.Hindrance + 1; hind < 4 || hind > 6 {
		t.Errorf("debris + one body = %d characters; §27 needs 4-6 (doubled cost)", hind)
	}
	if got := 2 * cat.Terrain["road"].Move.For(board.Infantry); got != 2 {
		t.Errorf("G11 street with debris: %d MP, want 2 (Edith, §27)", got)
	}
}
