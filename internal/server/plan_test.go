package server

import (
	"context"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/internal/store/backend"
)

// q builds a planning call's path for side.
func q(g *Created, side, call string, kv ...string) string {
	v := url.Values{}
	v.Set("token", g.Tokens[side])
	for i := 0; i+1 < len(kv); i += 2 {
		v.Add(kv[i], kv[i+1])
	}
	return "/api/games/" + g.ID + "/" + call + "?" + v.Encode()
}

// play plays a turn over HTTP and fails the test if it is refused.
func (c client) play(g *Created, side, orders string, version int64) TurnResult {
	c.t.Helper()
	var res TurnResult
	if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody(orders, version), &res); code != 200 {
		c.t.Fatalf("%s's turn: %d %+v", side, code, res)
	}
	return res
}

func sum(ch *Chances) float64 {
	return ch.Killed + ch.Wounded + ch.Stunned + ch.Retreat + ch.Nothing + ch.AttackerHurt
}

// TestPlanRefusals: every planning call wants a side's token, names what
// is wrong with a request, and never tells a side about the other's
// characters more than their counters show.
func TestPlanRefusals(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	bad := *g
	bad.Tokens = map[string]string{"Raiders": "not-a-token"}
	none := *g
	none.Tokens = map[string]string{}
	for _, tt := range []struct {
		name, method, path string
		body               any
		want               int
		says               string
	}{
		{"no token", "GET", q(&none, "Raiders", "reach", "character", "Bran"), nil, 401, "token"},
		{"wrong token", "GET", q(&bad, "Raiders", "reach", "character", "Bran"), nil, 403, "not a token"},
		{"no such game", "GET", "/api/games/nosuchgame1/reach?token=x&character=Bran", nil, 404, "no such game"},
		{"character unnamed", "GET", q(g, "Raiders", "character"), nil, 400, "name a character"},
		{"character unknown", "GET", q(g, "Raiders", "character", "name", "Nobody"), nil, 404, "Nobody"},
		{"reach of an enemy", "GET", q(g, "Raiders", "reach", "character", "Rafe"), nil, 403, "not a character of Raiders"},
		{"reach unnamed", "GET", q(g, "Raiders", "reach"), nil, 400, "name a character"},
		{"los from an enemy", "GET", q(g, "Raiders", "los", "from", "Rafe", "to", "Bran"), nil, 403, "not a character of Raiders"},
		{"los to nowhere", "GET", q(g, "Raiders", "los", "from", "Bran", "to", "ZZ99"), nil, 400, "not a hex of this map"},
		{"los without to", "GET", q(g, "Raiders", "los", "from", "Bran"), nil, 400, "from= and to="},
		{"odds without target", "GET", q(g, "Raiders", "odds", "from", "Bran"), nil, 400, "to=DEFENDER"},
		{"odds by an enemy", "GET", q(g, "Villagers", "odds", "from", "Bran", "to", "Rafe"), nil, 403, "not a character of Villagers"},
		{"odds with a man twice", "GET", q(g, "Raiders", "odds", "from", "Bran", "from", "Bran", "to", "Rafe"), nil, 400, "Bran is named twice"},
		{"odds against a friend", "GET", q(g, "Raiders", "odds", "from", "Bran", "to", "Cedd"), nil, 400, "own side"},
		{"check without JSON", "POST", q(g, "Raiders", "check"), "orders", 400, "not the JSON expected"},
		{"check at an old version", "POST", q(g, "Raiders", "check"), turnBody("move:\nBran move H2\n", 7), 409, "version 1, not 7"},
		{"replay past the end", "GET", q(g, "Raiders", "replay", "to", "9"), nil, 400, "events 1 to 1"},
		{"replay before the start", "GET", q(g, "Raiders", "replay", "to", "0"), nil, 400, "events 1 to 1"},
		{"replay to a word", "GET", q(g, "Raiders", "replay", "to", "last"), nil, 400, "want an event number"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var e apiError
			code := c.do(tt.method, tt.path, tt.body, &e)
			if code != tt.want || !strings.Contains(e.Msg, tt.says) {
				t.Errorf("%s %s: %d %q; want %d saying %q", tt.method, tt.path, code, e.Msg, tt.want, tt.says)
			}
		})
	}
}

// TestPlanCharacter: the values of §2 as the counter shows them; missiles
// left are told to their owner only.
func TestPlanCharacter(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	for _, tt := range []struct {
		side, name  string
		yours       bool
		att, def    int
		weapon      string
		ammoShown   bool
		orderName   string
		effectiveMP int
	}{
		{"Raiders", "Bran", true, 7, 6, "spear", true, "Bran", 6},
		{"Raiders", "Hob", false, 6, 5, "longbow", false, "Hob", 8},
		{"Villagers", "Wat the Smith", true, 10, 7, "", false, "Wat the Smith", 6},
		{"Villagers", "Sir Ranulf", false, 0, 0, "", false, "Sir Ranulf", 0},
	} {
		var in CharacterInfo
		if code := c.do("GET", q(g, tt.side, "character", "name", tt.name), nil, &in); code != 200 {
			t.Fatalf("%s asks about %s: %d", tt.side, tt.name, code)
		}
		if in.Name != tt.name || in.Yours != tt.yours || in.Status != "healthy" || in.OrderName != tt.orderName {
			t.Errorf("%s sees %s: %+v", tt.side, tt.name, in)
		}
		if tt.att != 0 && (in.Attack != tt.att || in.Defence != tt.def || in.EffectiveMPA != tt.effectiveMP) {
			t.Errorf("%s: attack %d defence %d MPA %d; want %d %d %d", tt.name, in.Attack, in.Defence, in.EffectiveMPA, tt.att, tt.def, tt.effectiveMP)
		}
		if tt.weapon != "" {
			if len(in.Weapons) != 1 || in.Weapons[0].Name != tt.weapon || (in.Weapons[0].Ammo != nil) != tt.ammoShown {
				t.Errorf("%s's weapons %+v: want %s, missiles shown %v", tt.name, in.Weapons, tt.weapon, tt.ammoShown)
			}
		}
	}
	// Sir Ranulf starts on his horse: his mounted values count.
	var in CharacterInfo
	c.do("GET", q(g, "Villagers", "character", "name", "Sir Ranulf"), nil, &in)
	if !in.Mounted || in.Rider == nil || in.Attack != in.Rider.Attack || !strings.Contains(in.At, "-") {
		t.Errorf("Sir Ranulf: %+v", in)
	}
}

// TestPlan7Reach: the hexes a character can end his move in, with the
// least MP (§7), only for the side's own characters.
func TestPlan7Reach(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	var r ReachInfo
	if code := c.do("GET", q(g, "Raiders", "reach", "character", "Bran"), nil, &r); code != 200 {
		t.Fatalf("reach: %d", code)
	}
	if r.At != "H1" || r.MPA != 6 || len(r.Hexes) == 0 || r.Note != "" {
		t.Fatalf("Bran's reach: at %s, MPA %d, %d hexes, note %q", r.At, r.MPA, len(r.Hexes), r.Note)
	}
	by := map[string]ReachHex{}
	for _, h := range r.Hexes {
		if h.Cost > r.MPA || h.Cost <= 0 || len(h.Path) == 0 || h.Path[len(h.Path)-1] != h.Hex {
			t.Errorf("reach entry %+v", h)
		}
		by[h.Hex] = h
	}
	if h, ok := by["H3"]; !ok || strings.Join(h.Path, ", ") != "H2, H3" {
		t.Errorf("H3 in reach: %+v, %v; want the path H2, H3", h, ok)
	}
	if _, ok := by["H1"]; ok {
		t.Errorf("his own hex is in his reach")
	}
	// A rider's reach is reported by head hex, each path of head-rear
	// places, with no caveat: the engine plays horse moves (§7.6).
	r = ReachInfo{}
	if code := c.do("GET", q(g, "Raiders", "reach", "character", "Sir Ranulf"), nil, &r); code != 200 || len(r.Hexes) == 0 || r.Note != "" || !strings.Contains(r.Hexes[0].Path[0], "-") {
		t.Errorf("Sir Ranulf's reach: %d, %d hexes, note %q", code, len(r.Hexes), r.Note)
	}
}

// TestPlan5LOS: line of sight and cover from a character to a character
// or a hex (§5, §6.5).
func TestPlan5LOS(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	var s SightInfo
	if code := c.do("GET", q(g, "Raiders", "los", "from", "Hamo", "to", "Rafe"), nil, &s); code != 200 {
		t.Fatalf("los: %d", code)
	}
	if !s.Visible || s.FromHex != "G1" || s.ToHex != "L10" || s.Range < 9 || s.Cover == "" {
		t.Errorf("Hamo to Rafe: %+v", s)
	}
	if code := c.do("GET", q(g, "Raiders", "los", "from", "Hamo", "to", "H2"), nil, &s); code != 200 || !s.Visible || s.Range != 1 {
		t.Errorf("Hamo to H2: %d %+v", code, s)
	}
	// Wat the Smith stands in a house whose wall faces Bran (5.5).
	s = SightInfo{}
	if code := c.do("GET", q(g, "Raiders", "los", "from", "Bran", "to", "Wat the Smith"), nil, &s); code != 200 || s.Visible || s.BlockedBy != "F3/G2" || s.Rule != "5.5" {
		t.Errorf("Bran to Wat: %d %+v", code, s)
	}
	// No shot through it either: the fire odds are refused by the same rule.
	var o Odds
	if code := c.do("GET", q(g, "Raiders", "odds", "from", "Hamo", "to", "Wat the Smith"), nil, &o); code != 200 || o.Fire == nil || o.Fire.Refused == nil || o.Fire.Refused.Rule != "5.5" {
		t.Errorf("Hamo at Wat: %d %+v", code, o.Fire)
	}
}

// TestPlan9Odds: the missile fire of §6 roll by roll, and the melee of §9
// with the exact chance of each outcome.
func TestPlan9Odds(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	var o Odds
	if code := c.do("GET", q(g, "Raiders", "odds", "from", "Hamo", "to", "Rafe"), nil, &o); code != 200 {
		t.Fatalf("odds: %d", code)
	}
	f := o.Fire
	if o.Sight == nil || !o.Sight.Visible || f == nil || f.Refused != nil || f.Weapon != "crossbow" || len(f.Rolls) != 10 || f.Chances == nil {
		t.Fatalf("Hamo at Rafe: sight %+v fire %+v", o.Sight, f)
	}
	if s := sum(f.Chances); math.Abs(s-1) > 1e-9 {
		t.Errorf("fire chances sum to %v: %+v", s, f.Chances)
	}
	if o.Melee == nil || o.Melee.Refused == nil || o.Melee.Refused.Rule != "9.2" {
		t.Errorf("Hamo is far from Rafe: melee %+v, want refused by 9.2", o.Melee)
	}

	// Jocelyn moves beside Wat the Smith's hex, Wat steps up to him:
	// Jocelyn (10) against Wat (7) is a melee.
	c.play(g, "Raiders", "move:\nJocelyn move E2\n", 1)
	c.play(g, "Villagers", "move:\nWat the Smith move E3\n", 2)
	o = Odds{}
	if code := c.do("GET", q(g, "Raiders", "odds", "from", "Jocelyn", "to", "Wat the Smith"), nil, &o); code != 200 {
		t.Fatalf("odds: %d", code)
	}
	m := o.Melee
	if m.Refused != nil || m.Attack != 10 || m.Defence != 7 || m.Original == "" || len(m.Rolls) != 10 || m.Chances == nil {
		t.Fatalf("Jocelyn against Wat: %+v", m)
	}
	if s := sum(m.Chances); math.Abs(s-1) > 1e-9 {
		t.Errorf("melee chances sum to %v: %+v", s, m.Chances)
	}
	if o.Fire != nil {
		t.Errorf("Jocelyn has no missile weapon, yet fire odds %+v", o.Fire)
	}
	// A combat group: every attacker must be ADJACENT to the defender (9.2).
	o = Odds{}
	if code := c.do("GET", q(g, "Raiders", "odds", "from", "Jocelyn", "from", "Bran", "to", "Wat the Smith"), nil, &o); code != 200 ||
		o.Sight != nil || o.Melee.Refused == nil || o.Melee.Refused.Rule != "9.2" || !strings.Contains(o.Melee.Refused.Error, "Bran") {
		t.Errorf("Jocelyn and Bran against Wat: %d %+v", code, o.Melee)
	}
	// The Villagers may plan their next attack in the Raiders' turn.
	o = Odds{}
	if code := c.do("GET", q(g, "Villagers", "odds", "from", "Wat the Smith", "to", "Jocelyn"), nil, &o); code != 200 || o.Melee.Refused != nil {
		t.Errorf("Wat against Jocelyn out of turn: %d %+v", code, o.Melee)
	}
}

// logLines is the game's log as served.
func logLines(t *testing.T, c client, g *Created) string {
	resp, err := http.Get(c.base + "/api/games/" + g.ID + "/log?format=jsonl&token=" + g.Tokens["Raiders"])
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// TestPlanCheck: a dry run of a turn answers legal or not with the rule and
// line, and changes nothing: no version, no event, no roll of the game's
// dice.
func TestPlanCheck(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	before := logLines(t, c, g)
	for _, tt := range []struct {
		name, side, orders string
		legal              bool
		rule               string
		line               int
		plan               string
	}{
		{"moves and fire", "Raiders", raidersTurn1, true, "", 0, "Bran moves H1 to H2, H3 (2 MP)"},
		{"fire is left to the dice", "Raiders", raidersTurn1, true, "", 0, "Hamo fire at Rafe (the dice decide)"},
		{"a wall", "Raiders", "move:\nBran move H2\nJocelyn move F3, F4\n", false, "16.22", 3, ""},
		{"too far", "Raiders", "move:\nBran move H2, H3, H4, H5, H6, H7, H8\n", false, "7.3", 2, ""},
		{"out of turn", "Villagers", "move:\nWat the Smith move E3\n", false, "4", 0, ""},
		{"bad text", "Raiders", "move:\nBran move H2,\n", false, "", 2, ""},
		{"nothing", "Raiders", "# just a comment\n", false, "", 0, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var ch Check
			if code := c.do("POST", q(g, tt.side, "check"), turnBody(tt.orders, 1), &ch); code != 200 {
				t.Fatalf("check: %d %+v", code, ch)
			}
			if ch.Legal != tt.legal || ch.Rule != tt.rule || ch.Line != tt.line {
				t.Errorf("check: %+v; want legal %v rule %q line %d", ch, tt.legal, tt.rule, tt.line)
			}
			if tt.plan != "" && !strings.Contains(strings.Join(ch.Plan, "\n"), tt.plan) {
				t.Errorf("plan %q: want %q", ch.Plan, tt.plan)
			}
			if strings.Contains(strings.Join(ch.Plan, "\n"), "rolled") {
				t.Errorf("the dry run tells rolls: %q", ch.Plan)
			}
		})
	}
	// The dry run rolls no die: the same orders get the same answer.
	var first, again Check
	c.do("POST", q(g, "Raiders", "check"), turnBody(raidersTurn1, 1), &first)
	for range 3 {
		c.do("POST", q(g, "Raiders", "check"), turnBody(raidersTurn1, 1), &again)
		if strings.Join(again.Plan, "\n") != strings.Join(first.Plan, "\n") {
			t.Fatalf("two checks of one turn: %q and %q", first.Plan, again.Plan)
		}
	}
	if after := logLines(t, c, g); after != before {
		t.Fatalf("checking changed the log:\n%s\n%s", before, after)
	}
	if v := c.game(g, "Raiders"); v.Version != 1 || !v.YourTurn {
		t.Fatalf("after checking: version %d", v.Version)
	}
}

// TestPlanReplay steps through a game event by event: each step is the
// position after that event, drawn, with what the event did.
func TestPlanReplay(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	c.play(g, "Raiders", "move:\nBran move H2, H3\n", 1)
	c.play(g, "Villagers", "move:\nWat the Smith move E3\n", 2)
	var last ReplayStep
	if code := c.do("GET", q(g, "Villagers", "replay"), nil, &last); code != 200 {
		t.Fatalf("replay: %d", code)
	}
	// setup; phase, moved, turn-ended; phase, moved, turn-ended
	if last.To != 7 || last.Last != 7 || last.Type != "turn-ended" || last.Turn != 2 || last.Side != "Raiders" {
		t.Fatalf("last step %+v", last)
	}
	bran := map[int]string{1: `data-character="Bran" data-force="Raiders" data-hex="H1"`, 3: `data-character="Bran" data-force="Raiders" data-hex="H3"`}
	for n := 1; n <= last.Last; n++ {
		var s ReplayStep
		if code := c.do("GET", q(g, "Villagers", "replay", "to", strconv.Itoa(n)), nil, &s); code != 200 {
			t.Fatalf("replay to %d: %d", n, code)
		}
		if s.To != n || !strings.HasPrefix(s.SVG, "<svg") || len(s.Report) == 0 {
			t.Errorf("step %d: to %d, report %q, svg %.20q", n, s.To, s.Report, s.SVG)
		}
		if want, ok := bran[n]; ok && !strings.Contains(s.SVG, want) {
			t.Errorf("step %d: Bran is not drawn as %s", n, want)
		}
		if n == 3 && (s.Type != "moved" || s.By != "Raiders" || !strings.Contains(strings.Join(s.Report, "\n"), "Bran moves H1 to H2, H3")) {
			t.Errorf("step 3: %s by %s: %q", s.Type, s.By, s.Report)
		}
	}
}

// TestPlanTheirLastTurn: each side's page tells the other side's last
// player turn, with its rolls.
func TestPlanTheirLastTurn(t *testing.T) {
	c, g := newServer(t, open(t, "memory:"))
	page := func(side string) string {
		resp, err := http.Get(c.base + "/play/" + g.ID + "?token=" + g.Tokens[side])
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	if p := page("Villagers"); !strings.Contains(p, "Nothing played yet.") {
		t.Errorf("before any turn the Villagers' page tells a turn")
	}
	c.play(g, "Raiders", raidersTurn1, 1)
	v := page("Villagers")
	if !strings.Contains(v, "Their last turn: Raiders, game turn 1") || !strings.Contains(v, "Bran moves H1 to H2, H3") || !strings.Contains(v, "rolled d10") {
		t.Errorf("the Villagers' page does not tell the Raiders' turn with its roll")
	}
	if r := page("Raiders"); !strings.Contains(r, "Nothing played yet.") {
		t.Errorf("the Raiders' page tells a turn of the Villagers, who have not played")
	}
	c.play(g, "Villagers", "move:\nWat the Smith move E3\n", 2)
	if r := page("Raiders"); !strings.Contains(r, "Their last turn: Villagers, game turn 1") || !strings.Contains(r, "Wat the Smith moves E4 to E3") {
		t.Errorf("the Raiders' page does not tell the Villagers' turn")
	}
	if v := page("Villagers"); !strings.Contains(v, "Bran moves H1 to H2, H3") {
		t.Errorf("the Villagers' page forgot the Raiders' last turn")
	}
}

// benchCall measures one planning call through the handler, game log
// folded each time as a request does.
func benchCall(b *testing.B, method, call string, body string, kv ...string) {
	st, _ := backend.Open(context.Background(), "memory:")
	defer st.Close()
	srv := New(st)
	g, err := srv.CreateGame(context.Background(), "thornby-raid")
	if err != nil {
		b.Fatal(err)
	}
	h := srv.Handler()
	path := q(g, "Raiders", call, kv...)
	if call == "" {
		path = "/play/" + g.ID + "?token=" + g.Tokens["Raiders"]
	}
	for b.Loop() {
		rec := httptest.NewRecorder()
		var r io.Reader
		if body != "" {
			r = strings.NewReader(body)
		}
		h.ServeHTTP(rec, httptest.NewRequest(method, path, r))
		if rec.Code != 200 {
			b.Fatal(rec.Code, rec.Body.String())
		}
	}
}

func BenchmarkPlanReachFoot(b *testing.B) { benchCall(b, "GET", "reach", "", "character", "Bran") }
func BenchmarkPlanReachRider(b *testing.B) {
	benchCall(b, "GET", "reach", "", "character", "Sir Ranulf")
}
func BenchmarkPlanOdds(b *testing.B) { benchCall(b, "GET", "odds", "", "from", "Hamo", "to", "Rafe") }
func BenchmarkPlanCheck(b *testing.B) {
	benchCall(b, "POST", "check", `{"orders": "first fire:\nHamo fire at Rafe\nmove:\nBran move H2, H3\n"}`)
}
func BenchmarkPlanReplay(b *testing.B) { benchCall(b, "GET", "replay", "", "to", "1") }
func BenchmarkPlayPage(b *testing.B)   { benchCall(b, "GET", "", "") }

// FuzzPlanCheckBody: no request body makes the dry run fail with a 500,
// and none of them changes the game.
func FuzzPlanCheckBody(f *testing.F) {
	for _, s := range []string{``, `{}`, `null`, `[]`, `{"orders": 1}`, `{"orders": "move:\nBran move H2"}`,
		`{"orders": "combat:\nBran attack Bran", "version": 1}`, `{"orders": "\u0000", "version": -1}`, `{"version": 1e99}`,
		`{"orders": "first fire:\nHamo fire at Hamo\nHamo fire at Rafe"}`, `{"orders": "move:\nBran move H2, H2, H2, H2, H2, H2, H2, H2, H2"}`} {
		f.Add(s)
	}
	st, _ := backend.Open(context.Background(), "memory:")
	defer st.Close()
	srv := New(st)
	srv.Log = func(string, ...any) {}
	g, err := srv.CreateGame(context.Background(), "thornby-raid")
	if err != nil {
		f.Fatal(err)
	}
	h := srv.Handler()
	path := "/api/games/" + g.ID + "/check?token=" + g.Tokens["Raiders"]
	f.Fuzz(func(t *testing.T, body string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("POST", path, strings.NewReader(body)))
		if rec.Code >= 500 {
			t.Fatalf("%q: %d %s", body, rec.Code, rec.Body.String())
		}
		if v, err := st.Game(context.Background(), g.ID); err != nil || v.Version != 1 {
			t.Fatalf("%q changed the game: version %d (%v)", body, v.Version, err)
		}
	})
}
