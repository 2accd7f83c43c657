package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"herald/internal/store"
)

// TestCacheSameAsFold: the position a server keeps after each turn, and
// the one a second server on the same store folds on from what it kept
// earlier, are the position a fresh server folds from the whole log.
func TestCacheSameAsFold(t *testing.T) {
	for name, mk := range backends(t) {
		t.Run(name, func(t *testing.T) {
			st := mk(t)
			a, g := newServer(t, st)
			other := New(st) // a second server on the same store
			view := func(srv *Server, side string) View {
				t.Helper()
				rec := httptest.NewRecorder()
				srv.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/api/games/"+g.ID+"?token="+g.Tokens[side], nil))
				if rec.Code != 200 {
					t.Fatalf("GET as %s: %d %s", side, rec.Code, rec.Body)
				}
				v, err := decodeView(rec.Body.Bytes())
				if err != nil {
					t.Fatal(err)
				}
				return v
			}
			turns := []struct{ side, orders string }{
				{"Raiders", raidersTurn1}, {"Villagers", villagersTurn1},
				{"Raiders", "move:\nBran move H4\n"}, {"Villagers", ""}, {"Raiders", ""},
			}
			version := g.Version
			for i, tu := range turns {
				var res TurnResult
				if code := a.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[tu.side], turnBody(tu.orders, version), &res); code != 200 {
					t.Fatalf("turn %d: %d", i+1, code)
				}
				version = res.Version
				got := a.game(g, "Villagers")
				if i%2 == 1 {
					// The other server reads every second turn, so it folds
					// two turns onto what it kept.
					if o := view(other, "Raiders"); !sameView(o, got) {
						t.Errorf("turn %d: the second server sees\n%s\n%q\nnot\n%s\n%q", i+1, o.State, o.LastReport, got.State, got.LastReport)
					}
				}
				fresh := view(New(st), "Villagers")
				if !sameView(fresh, got) {
					t.Errorf("turn %d: kept\n%s\n%q\nfolded\n%s\n%q", i+1, got.State, got.LastReport, fresh.State, fresh.LastReport)
				}
				if !slices.Equal(got.LastReport, res.Report) {
					t.Errorf("turn %d: last report %q, the turn reported %q", i+1, got.LastReport, res.Report)
				}
			}
		})
	}
}

func sameView(a, b View) bool {
	return a.Version == b.Version && bytes.Equal(compact(a.State), compact(b.State)) && slices.Equal(a.LastReport, b.LastReport)
}

func decodeView(b []byte) (View, error) {
	var v View
	err := json.Unmarshal(b, &v)
	return v, err
}

func compact(b []byte) []byte {
	var out bytes.Buffer
	json.Compact(&out, b)
	return out.Bytes()
}

// TestCacheConcurrentReaders: readers of both sides share the kept
// position while turns are played (run with -race); each sees a version
// at least as new as the last turn acknowledged before it asked.
func TestCacheConcurrentReaders(t *testing.T) {
	st := open(t, "memory:")
	c, g := newServer(t, st)
	var played atomic.Int64
	played.Store(g.Version)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := range 6 {
		side := []string{"Raiders", "Villagers"}[i%2]
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				before := played.Load()
				var v View
				if code := c.do("GET", "/api/games/"+g.ID+"?token="+g.Tokens[side], nil, &v); code != 200 || v.Version < before {
					t.Errorf("GET as %s: %d, version %d after %d was played", side, code, v.Version, before)
					return
				}
			}
		}()
	}
	version := g.Version
	for i, side := range []string{"Raiders", "Villagers", "Raiders", "Villagers"} {
		var res TurnResult
		if code := c.do("POST", "/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody("", version), &res); code != 200 {
			t.Fatalf("turn %d: %d", i+1, code)
		}
		version = res.Version
		played.Store(version)
	}
	close(stop)
	wg.Wait()
}

// The cache drops the game used least recently, never one just read.
func TestPositionsDropLeastRecentlyUsed(t *testing.T) {
	var c positions
	id := func(i int) string { return fmt.Sprintf("g%d", i) }
	for i := range maxCached {
		c.put(&position{g: store.Game{ID: id(i)}, seq: 1})
	}
	if c.get(id(0)) == nil {
		t.Fatal("g0 not kept")
	}
	c.put(&position{g: store.Game{ID: "new"}, seq: 1})
	if c.get(id(1)) != nil {
		t.Error("g1, the least recently used, still kept")
	}
	for _, k := range []string{id(0), id(2), "new"} {
		if c.get(k) == nil {
			t.Errorf("%s dropped", k)
		}
	}
	// An older position does not replace a newer one.
	c.put(&position{g: store.Game{ID: "new"}, seq: 3})
	c.put(&position{g: store.Game{ID: "new"}, seq: 2})
	if p := c.get("new"); p.seq != 3 {
		t.Errorf("kept seq %d, want 3", p.seq)
	}
	c.drop("new")
	if c.get("new") != nil || c.lru.Len() != len(c.by) {
		t.Error("drop left the game or the list and map disagree")
	}
}
