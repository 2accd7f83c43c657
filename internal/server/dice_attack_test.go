package server

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/gamelog"
	"herald/internal/store"
)

// The attacks on the committed dice (docs/dice.md), each tried against
// the real server over HTTP.

// logOf reads a game's whole log as a side downloads it.
func (c client) logOf(g *Created, side string) (gamelog.Header, []gamelog.Event) {
	c.t.Helper()
	var lg struct{ Lines []json.RawMessage }
	if code := c.do("GET", "/api/games/"+g.ID+"/log?token="+g.Tokens[side], nil, &lg); code != 200 || len(lg.Lines) < 2 {
		c.t.Fatalf("log: %d, %d lines", code, len(lg.Lines))
	}
	var h gamelog.Header
	if err := json.Unmarshal(lg.Lines[0], &h); err != nil {
		c.t.Fatal(err)
	}
	evs := make([]gamelog.Event, len(lg.Lines)-1)
	for i, l := range lg.Lines[1:] {
		if err := json.Unmarshal(l, &evs[i]); err != nil {
			c.t.Fatal(err)
		}
	}
	return h, evs
}

func ofType(evs []gamelog.Event, typ string) []gamelog.Event {
	var out []gamelog.Event
	for _, e := range evs {
		if e.Type == typ {
			out = append(out, e)
		}
	}
	return out
}

func (c client) giveSeed(g *Created, side, seed string) int {
	c.t.Helper()
	return c.do("POST", "/api/games/"+g.ID+"/seed?token="+g.Tokens[side], map[string]string{"seed": seed}, nil)
}

// TestDiceCommitmentBeforeAnySeed: the server cannot choose its seed
// after seeing a side's. A seed given with the new game is refused (the
// server would have it before committing), and the commitment is line 1
// of the log, written when the game is created, before any seed event.
func TestDiceCommitmentBeforeAnySeed(t *testing.T) {
	st := open(t, "memory:")
	c, g := newServer(t, st)
	var e apiError
	for _, side := range []string{"Raiders", "Villagers"} {
		code := c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid",
			"sides": map[string]any{side: map[string]string{"seed": "chosen before the commitment"}}}, &e)
		if code != http.StatusBadRequest || !strings.Contains(e.Msg, "publishes its commitment first") {
			t.Errorf("a %s seed with the new game: %d %+v", side, code, e)
		}
	}
	if code := c.giveSeed(g, "Raiders", "Hamo's crossbow"); code != 200 {
		t.Fatalf("the Raiders' seed: %d", code)
	}
	h, evs := c.logOf(g, "Raiders")
	if h.Dice.Scheme != "committed" || h.Dice.Commitment != g.Commitment || h.Dice.SideSeeds != gamelog.SideSeedsInLog {
		t.Fatalf("header dice %+v, created with commitment %s", h.Dice, g.Commitment)
	}
	lines, err := st.Events(context.Background(), g.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if lines[0].Version != 1 || !strings.Contains(lines[0].Line, g.Commitment) {
		t.Fatalf("line 1 %q at version %d: want the commitment, written with the game", lines[0].Line, lines[0].Version)
	}
	seeds := ofType(evs, gamelog.TypeSeed)
	if len(seeds) != 1 || seeds[0].Side != "Raiders" || lines[seeds[0].Seq].Version <= 1 {
		t.Fatalf("seed events %+v: want the Raiders' alone, after the game's creation", seeds)
	}
}

// TestDiceNoSeedIsNotAName: a side that gave no seed does not roll with
// a public value such as its name: the log says, before the first roll,
// that it contributed nothing ("" in its place), and the rolls are those.
func TestDiceNoSeedIsNotAName(t *testing.T) {
	st := open(t, "memory:")
	c, g := newServer(t, st)
	c.play(g, "Raiders", raidersTurn1, 1)
	_, evs := c.logOf(g, "Villagers")
	fixed := ofType(evs, gamelog.TypeSeedsFixed)
	if len(fixed) != 1 {
		t.Fatalf("%d seeds-fixed events, want 1", len(fixed))
	}
	f, err := gamelog.SeedsFixedOf(fixed[0])
	if err != nil || !slices.Equal(f.Seeds, []string{"", ""}) || !slices.Equal(f.None, []string{"Raiders", "Villagers"}) {
		t.Fatalf("seeds fixed %+v (%v): want none from either side", f, err)
	}
	for _, e := range evs {
		if len(e.Rolls) > 0 && e.Seq < fixed[0].Seq {
			t.Fatalf("event %d rolls before the seeds are fixed (event %d)", e.Seq, fixed[0].Seq)
		}
	}
	sg, _ := st.Game(context.Background(), g.ID)
	var ss dice.ServerSeed
	copy(ss[:], sg.ServerSeed)
	none, _ := dice.NewFair(ss, []string{"", ""}, 0)
	names, _ := dice.NewFair(ss, []string{"Raiders", "Villagers"}, 0)
	rolls, byName := rollsOf(t, c.rawLines(g, "Villagers")), true
	for i, r := range rolls {
		if none.At(uint64(i), r.Sides) != r.Value {
			t.Fatalf("roll %d is %d, not the roll of the seeds fixed", i, r.Value)
		}
		byName = byName && names.At(uint64(i), r.Sides) == r.Value
	}
	if len(rolls) == 0 || byName {
		t.Fatalf("rolls %v: want some, and not all those of the sides' names", rolls)
	}
	if v := c.game(g, "Villagers"); !strings.HasPrefix(v.SideSeeds["Villagers"], "none: it gave no seed") || v.SeedWanted {
		t.Fatalf("view of the seeds %v, seed wanted %v", v.SideSeeds, v.SeedWanted)
	}
}

func (c client) rawLines(g *Created, side string) []string {
	_, evs := c.logOf(g, side)
	out := make([]string, len(evs))
	for i, e := range evs {
		b, _ := json.Marshal(e)
		out[i] = string(b)
	}
	return out
}

// TestDiceSeedOnlyByItsOwnSide: nobody sets another side's seed, not the
// game's creator and not the other side; a side's seed is given once.
func TestDiceSeedOnlyByItsOwnSide(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			c, g := newServer(t, mk(t))
			seed := func(side string) string { return "/api/games/" + g.ID + "/seed?token=" + g.Tokens[side] }
			var e apiError
			if code := c.do("POST", "/api/games", map[string]any{"scenario": "thornby-raid",
				"sides": map[string]any{"Villagers": map[string]string{"seed": "the creator's choice"}}}, &e); code != 400 {
				t.Errorf("the creator sets the Villagers' seed: %d %+v", code, e)
			}
			if code := c.do("POST", seed("Raiders"), `{"seed": "theirs", "side": "Villagers"}`, &e); code != 400 {
				t.Errorf("the Raiders name the Villagers' side: %d %+v", code, e)
			}
			var res SeedResult
			if code := c.do("POST", seed("Raiders"), map[string]string{"seed": "Hamo's crossbow"}, &res); code != 200 || res.Side != "Raiders" || res.Version != 2 {
				t.Fatalf("the Raiders' seed: %d %+v", code, res)
			}
			if code := c.do("POST", seed("Raiders"), map[string]string{"seed": "another"}, &e); code != http.StatusConflict {
				t.Errorf("the Raiders' seed again: %d %+v", code, e)
			}
			if v := c.game(g, "Raiders"); v.SideSeeds["Raiders"] != "Hamo's crossbow" || v.SideSeeds["Villagers"] != "none yet" || v.SeedWanted || !c.game(g, "Villagers").SeedWanted {
				t.Fatalf("after the Raiders' seed: %v", v.SideSeeds)
			}
			if code := c.do("POST", seed("Villagers"), map[string]string{"seed": "Wat's hammer"}, &res); code != 200 || res.Version != 3 {
				t.Fatalf("the Villagers' seed: %d %+v", code, res)
			}
			// A turn sent against the version before the seeds still plays:
			// seeds change nothing a side decides by.
			c.play(g, "Raiders", raidersTurn1, 1)
			_, evs := c.logOf(g, "Villagers")
			given := ofType(evs, gamelog.TypeSeed)
			if len(given) != 2 || given[0].Side != "Raiders" || given[1].Side != "Villagers" {
				t.Fatalf("seed events %+v", given)
			}
			f, _ := gamelog.SeedsFixedOf(ofType(evs, gamelog.TypeSeedsFixed)[0])
			if !slices.Equal(f.Seeds, []string{"Hamo's crossbow", "Wat's hammer"}) || len(f.None) != 0 {
				t.Fatalf("seeds fixed %+v", f)
			}
		})
	}
}

// TestDiceNoSeedAfterTheFirstRoll: once a die is rolled no side may give
// a seed, and nothing is written.
func TestDiceNoSeedAfterTheFirstRoll(t *testing.T) {
	st := open(t, "memory:")
	c, g := newServer(t, st)
	c.play(g, "Raiders", raidersTurn1, 1)
	before, _ := st.Game(context.Background(), g.ID)
	var e apiError
	if code := c.do("POST", "/api/games/"+g.ID+"/seed?token="+g.Tokens["Villagers"], map[string]string{"seed": "late"}, &e); code != http.StatusConflict || !strings.Contains(e.Msg, "fixed by the first roll") {
		t.Fatalf("a seed after the first roll: %d %+v", code, e)
	}
	after, _ := st.Game(context.Background(), g.ID)
	if after.Version != before.Version || after.LastSeq != before.LastSeq {
		t.Fatalf("the refused seed wrote: version %d→%d, lines %d→%d", before.Version, after.Version, before.LastSeq, after.LastSeq)
	}
}

// TestDiceEndAbandonedGame: either side may end the game; the server seed
// is revealed with it, in the log, and every roll can be checked.
func TestDiceEndAbandonedGame(t *testing.T) {
	st := open(t, "memory:")
	c, g := newServer(t, st)
	if code := c.giveSeed(g, "Raiders", "Hamo's crossbow"); code != 200 {
		t.Fatal(code)
	}
	v := c.play(g, "Raiders", raidersTurn1, 2).Version
	end := func(side string, body any) (EndResult, apiError, int) {
		var res struct {
			EndResult
			apiError
		}
		code := c.do("POST", "/api/games/"+g.ID+"/end?token="+g.Tokens[side], body, &res)
		return res.EndResult, res.apiError, code
	}
	if _, e, code := end("Villagers", map[string]any{"reason": "resigned"}); code != 400 {
		t.Errorf("an end without a version: %d %+v", code, e)
	}
	if _, e, code := end("Villagers", map[string]any{"reason": strings.Repeat("x", 201), "version": v}); code != 400 {
		t.Errorf("an end with a long reason: %d %+v", code, e)
	}
	res, e, code := end("Villagers", map[string]any{"reason": "resigned", "version": v})
	if code != 200 || res.Ended != "The game was ended by Villagers: resigned." || len(res.Seed) != 64 {
		t.Fatalf("ending: %d %+v %+v", code, res, e)
	}
	view := c.game(g, "Raiders")
	if !view.Over || view.Ended != res.Ended || view.Seed != res.Seed || view.YourTurn {
		t.Fatalf("after the end: %+v", view)
	}
	for what, try := range map[string]func() int{
		"a turn": func() int {
			return c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens["Villagers"], turnBody("", res.Version), nil)
		},
		"a seed":      func() int { return c.giveSeed(g, "Villagers", "late") },
		"another end": func() int { _, _, code := end("Raiders", map[string]any{"version": res.Version}); return code },
		"a wrong token": func() int {
			return c.do("POST", "/api/games/"+g.ID+"/end?token=nonsense", map[string]any{"version": res.Version}, nil)
		},
	} {
		if code := try(); code != http.StatusConflict && code != http.StatusForbidden {
			t.Errorf("%s after the end: %d", what, code)
		}
	}
	h, evs := c.logOf(g, "Raiders")
	n := len(evs)
	if evs[n-2].Type != "ended" || evs[n-2].Side != "Villagers" || evs[n-1].Type != gamelog.TypeReveal {
		t.Fatalf("the log ends with %s, %s", evs[n-2].Type, evs[n-1].Type)
	}
	rep, err := gamelog.CheckDice(h, evs, []string{"Raiders", "Villagers"}, g.Commitment)
	if err != nil || !rep.Revealed || !rep.Checked || rep.Rolls == 0 || !slices.Equal(rep.Given, []string{"Raiders"}) || !slices.Equal(rep.None, []string{"Villagers"}) {
		t.Fatalf("dice of the ended game: %+v, %v", rep, err)
	}
	if sg, _ := st.Game(context.Background(), g.ID); sg.Status != store.StatusFinished || !sg.SeedRevealed {
		t.Fatalf("stored game: status %q, revealed %v", sg.Status, sg.SeedRevealed)
	}
}

// TestDiceGameBegunBefore: a game begun before the side seeds were logged
// (its header has no side_seeds; a seed given at creation is in the store,
// a side that gave none rolls with its name) plays on as it began, and its
// reveal lists the seeds it rolled with, so its rolls are checked too.
func TestDiceGameBegunBefore(t *testing.T) {
	ctx := context.Background()
	st := open(t, "memory:")
	c, _ := newServer(t, st)
	srv := New(st)
	old, err := srv.NewGame(ctx, NewGame{Scenario: "thornby-raid"})
	if err != nil {
		t.Fatal(err)
	}
	// Rewrite it as the earlier herald made it, under a new id.
	sg, _ := st.Game(ctx, old.ID)
	lines, _ := st.Events(ctx, old.ID, 1)
	var h gamelog.Header
	json.Unmarshal([]byte(lines[0].Line), &h)
	h.Dice.SideSeeds, h.Hash = "", ""
	h.Hash, _ = gamelog.HashHeader(h)
	head, _ := json.Marshal(h)
	var setup gamelog.Event
	json.Unmarshal([]byte(lines[1].Line), &setup)
	setupLine, _ := chain(h.Hash, 0, []gamelog.Event{{Type: setup.Type, Data: setup.Data}})
	sg.ID, sg.Version, sg.LastSeq = "before", 0, 0
	sg.Sides[0].Seed = "given at creation"
	if err := st.CreateGame(ctx, sg); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AppendEvents(ctx, sg.ID, 0, []string{string(head), setupLine[0]}); err != nil {
		t.Fatal(err)
	}
	og := &Created{ID: sg.ID, Tokens: old.Tokens, Commitment: sg.DiceCommitment}
	if v := c.game(og, "Villagers"); v.SideSeeds["Raiders"] != "given" || !strings.Contains(v.SideSeeds["Villagers"], "the name") || v.SeedWanted {
		t.Fatalf("the old game's seeds: %v", v.SideSeeds)
	}
	version := c.play(og, "Raiders", raidersTurn1, 1).Version
	for res := (TurnResult{}); !res.Over; version = res.Version {
		res = c.play(og, c.game(og, "Raiders").Side, "", version)
	}
	hd, evs := c.logOf(og, "Villagers")
	if len(ofType(evs, gamelog.TypeSeed))+len(ofType(evs, gamelog.TypeSeedsFixed)) != 0 {
		t.Fatal("seed events in a game begun before they were logged")
	}
	rep, err := gamelog.CheckDice(hd, evs, []string{"Raiders", "Villagers"}, og.Commitment)
	if err != nil || rep.InLog || !rep.Checked || rep.Rolls == 0 {
		t.Fatalf("the old game's dice: %+v, %v", rep, err)
	}
	r, _ := gamelog.RevealOf(evs[len(evs)-1])
	if !slices.Equal(r.SideSeeds, []string{"given at creation", "Villagers"}) {
		t.Fatalf("revealed side seeds %q", r.SideSeeds)
	}
}
