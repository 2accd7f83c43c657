package server

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Once a die is rolled the turn stands (§1): the attack over real
// HTTP. The Raiders shoot Rafe twice; when the first shot kills him or
// makes him retreat out of Edric's sight, the turn is still played, and
// the second shot is void in the report and the log. Were the turn
// refused instead, nothing would be stored, and the refusal ("Rafe is
// already dead") would tell the Raiders the roll they would get again on
// their next try.

const twoShots = "first fire: Hamo fire at Rafe\nsecond fire: Edric fire at Rafe\n"

// seededGame serves a new Thornby game (with decisions asked or not) on
// a server whose randomness, and so whose dice, come from seed.
func seededGame(t *testing.T, seed byte, decisions bool) (client, *Created) {
	t.Helper()
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	srv.Rand = rand.NewChaCha8([32]byte{seed})
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	c := client{t, hs.URL}
	var g Created
	if code := c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid", "decisions": decisions}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	return c, &g
}

// voidInLog is the rule of the void event of order in the game's log.
func voidInLog(t *testing.T, c client, g *Created, order string) string {
	for _, l := range strings.Split(logLines(t, c, g), "\n") {
		var e struct {
			Type string
			Data struct {
				Order  string
				Result struct{ Rule string }
			}
		}
		if json.Unmarshal([]byte(l), &e) == nil && e.Type == "void" && e.Data.Order == order {
			return e.Data.Result.Rule
		}
	}
	return ""
}

func TestServeTurnStandsAfterRoll_1(t *testing.T) {
	for _, decisions := range []bool{false, true} {
		seen := map[string]bool{}
		for seed := byte(1); seed < 64 && !(seen["10.5"] && seen["5.5"]); seed++ {
			c, g := seededGame(t, seed, decisions)
			var ch Check
			if code := c.do("POST", q(g, "Raiders", "check"), turnBody(twoShots, 1), &ch); code != 200 || !ch.Legal {
				t.Fatalf("seed %d: check %d %+v", seed, code, ch)
			}
			var res TurnResult
			if code := c.do("POST", q(g, "Raiders", "turn"), turnBody(twoShots, 1), &res); code != 200 {
				t.Fatalf("seed %d, decisions %v: the turn checked legal is refused after its roll (%d): %+v", seed, decisions, code, res)
			}
			version := res.Version
			if res.Decision != nil {
				// Rafe retreats: the Villagers leave it to herald.
				if code := c.do("POST", q(g, "Villagers", "decision"), map[string]any{"answer": "", "version": res.Version}, &res); code != 200 {
					t.Fatalf("seed %d: the answer: %d %+v", seed, code, res)
				}
				version = res.Version
			}
			rl := voidInLog(t, c, g, "second fire: Edric fire at Rafe")
			if rl == "" {
				continue // Edric fired
			}
			seen[rl] = true
			if rl != "10.5" && rl != "5.5" {
				t.Errorf("seed %d: Edric's shot void by rule %s", seed, rl)
			}
			// The report of the turn (or of the answer that played its rest).
			if report := strings.Join(res.Report, "\n"); !strings.Contains(report, "second fire: Edric fire at Rafe: no longer possible: rule "+rl) {
				t.Errorf("seed %d: the report does not tell the void shot:\n%s", seed, report)
			}
			// The turn is stored: sent again it is a conflict, with no report.
			var again TurnResult
			if code := c.do("POST", q(g, "Raiders", "turn"), turnBody(twoShots, 1), &again); code != http.StatusConflict || len(again.Report) > 0 {
				t.Errorf("seed %d: the turn sent again: %d %+v", seed, code, again)
			}
			if v := c.game(g, "Raiders"); v.Version != version {
				t.Errorf("seed %d: version %d after sending again, want %d", seed, v.Version, version)
			}
		}
		if !seen["10.5"] || !seen["5.5"] {
			t.Errorf("decisions %v: no seed killed Rafe or drove him out of sight: %v", decisions, seen)
		}
	}
}

// A turn the rules refuse is refused whatever the dice, before any roll:
// the same answer to /check and to /turn, sent again and again, under
// every seed, and the game unchanged. With the dice in the verdict, a
// refusal would change with the roll and tell it.
func TestServeRefusalIgnoresDice_1(t *testing.T) {
	for _, decisions := range []bool{false, true} {
		// Combat comes after both fire phases; the move after the stop
		// for Rafe's retreat.
		for _, tt := range []struct{ orders, rule string }{
			{twoShots + "combat: Bran attack Wat the Smith\n", "9.2"},
			{"first fire: Hamo fire at Rafe\nmove: Bran move Z99\n", "3"},
		} {
			orders := tt.orders
			var first map[string]any
			for seed := byte(1); seed < 24; seed++ {
				c, g := seededGame(t, seed, decisions)
				before := logLines(t, c, g)
				var ch Check
				c.do("POST", q(g, "Raiders", "check"), turnBody(orders, 1), &ch)
				for range 2 {
					var got map[string]any
					code := c.do("POST", q(g, "Raiders", "turn"), turnBody(orders, 1), &got)
					if first == nil {
						first = got
					}
					if code != http.StatusBadRequest || got["rule"] != tt.rule || fmt.Sprint(got) != fmt.Sprint(first) {
						t.Fatalf("decisions %v, seed %d, %q: %d %v; want 400 %v", decisions, seed, orders, code, got, first)
					}
					if ch.Legal || ch.Rule != got["rule"] || !strings.HasPrefix(fmt.Sprint(got["error"]), fmt.Sprintf("line %d: ", ch.Line)) {
						t.Errorf("seed %d: /check says %+v, /turn %v", seed, ch, got)
					}
				}
				if after := logLines(t, c, g); after != before {
					t.Fatalf("seed %d: a refused turn changed the log", seed)
				}
			}
		}
	}
}
