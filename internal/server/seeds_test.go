package server

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/gamelog"
)

// rollsOf reads the fair rolls out of a game's log lines.
func rollsOf(t *testing.T, lines []string) []dice.Roll {
	var out []dice.Roll
	for _, l := range lines {
		var e gamelog.Event
		if json.Unmarshal([]byte(l), &e) == nil {
			out = append(out, e.Rolls...)
		}
	}
	return out
}

// TestSideSeeds (docs/dice.md): each side gives its seed with its own
// token; the seeds feed the dice; a seed is given once, and is checked; a
// re-submitted turn rolls the same dice.
func TestSideSeeds(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			st := mk(t)
			c, _ := newServer(t, st)
			var g Created
			if code := c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid"}, &g); code != 201 {
				t.Fatal(code)
			}
			if code := c.giveSeed(&g, "Raiders", "Hamo's crossbow"); code != 200 {
				t.Fatal(code)
			}
			seed := "/api/games/" + g.ID + "/seed?token="
			var res SeedResult
			var e apiError
			if code := c.do("POST", seed+g.Tokens["Raiders"], map[string]string{"seed": "another"}, &e); code != http.StatusConflict {
				t.Errorf("a second seed for the Raiders: %d %+v", code, e)
			}
			for _, bad := range []any{`{"seed": ""}`, `{"seed": "a\nb"}`, `{"seed": 7}`, `{"sed": "x"}`, map[string]string{"seed": strings.Repeat("x", dice.MaxSideSeedLen+1)}} {
				if code := c.do("POST", seed+g.Tokens["Villagers"], bad, &e); code != 400 {
					t.Errorf("seed %v: %d %+v", bad, code, e)
				}
			}
			if code := c.do("POST", seed+"nonsense", map[string]string{"seed": "x"}, &e); code != 403 {
				t.Errorf("seed with a wrong token: %d", code)
			}
			if code := c.do("POST", seed+g.Tokens["Villagers"], map[string]string{"seed": "Wat's hammer"}, &res); code != 200 || res.Side != "Villagers" || res.Version != 3 {
				t.Fatalf("the Villagers' seed: %d %+v", code, res)
			}
			v := c.game(&g, "Villagers")
			if v.SideSeeds["Raiders"] != "Hamo's crossbow" || v.SideSeeds["Villagers"] != "Wat's hammer" || v.Version != 3 {
				t.Fatalf("view of the seeds %+v, version %d", v.SideSeeds, v.Version)
			}

			// Play the first turn (it rolls) twice at the same version, on a
			// fresh fold each time: the same dice, and they are the dice of
			// both sides' seeds.
			srv := New(st)
			req, _ := http.NewRequest("GET", "/api/games/"+g.ID+"?token="+g.Tokens["Raiders"], nil)
			req.SetPathValue("id", g.ID)
			var lines [2][]string
			for i := range lines {
				p, side, err := srv.load(req)
				if err != nil {
					t.Fatal(err)
				}
				if _, lines[i], _, err = srv.prepareTurn(p, side, raidersTurn1, 3); err != nil {
					t.Fatal(err)
				}
			}
			if strings.Join(lines[0], "\n") != strings.Join(lines[1], "\n") {
				t.Fatal("the same turn at the same version rolled differently")
			}
			rolls := rollsOf(t, lines[0])
			if len(rolls) == 0 {
				t.Fatal("the first turn rolled nothing")
			}
			sg, _ := st.Game(context.Background(), g.ID)
			var ss dice.ServerSeed
			copy(ss[:], sg.ServerSeed)
			want, _ := dice.NewFair(ss, []string{"Hamo's crossbow", "Wat's hammer"}, 0)
			names, _ := dice.NewFair(ss, []string{"Raiders", "Villagers"}, 0)
			same, sameAsNames := true, true
			for i, r := range rolls {
				same = same && want.At(uint64(i), r.Sides) == r.Value
				sameAsNames = sameAsNames && names.At(uint64(i), r.Sides) == r.Value
			}
			if !same {
				t.Fatalf("rolls %v are not the fair rolls of the given seeds", rolls)
			}
			if sameAsNames && len(rolls) > 3 {
				t.Fatalf("rolls %v are also those of the default seeds: the given seeds made no difference", rolls)
			}

			var tr TurnResult
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 3), &tr); code != 200 {
				t.Fatalf("turn: %d", code)
			}
			// Sent again: refused, and the log keeps the first dice.
			if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Raiders"], turnBody(raidersTurn1, 3), &e); code != http.StatusConflict {
				t.Fatalf("the same turn again: %d %+v", code, e)
			}
			var lg struct{ Lines []json.RawMessage }
			c.do("GET", "/api/games/"+g.ID+"/log?token="+g.Tokens["Raiders"], nil, &lg)
			var stored []string
			for _, l := range lg.Lines {
				stored = append(stored, string(l))
			}
			if got := rollsOf(t, stored); len(got) != len(rolls) || got[0] != rolls[0] {
				t.Fatalf("stored rolls %v, prepared %v", got, rolls)
			}
		})
	}
}
