package store

import (
	"fmt"
	"testing"
	"unsafe"
)

// TestFixedParts: what is kept comes back, without the columns that
// change, each caller gets its own seed, shared text is one copy, and the
// cache stays within MaxFixed games.
func TestFixedParts(t *testing.T) {
	var c FixedParts
	g := Game{ID: "a", Ruleset: "cryhavoc", Scenario: "thornby-raid", ScenarioText: string([]byte("title: T\n")),
		DiceCommitment: "c0", ServerSeed: []byte{1, 2}, Status: StatusOpen, Version: 7, LastSeq: 9,
		Sides: []Side{{Name: "red"}}}
	c.Put(g)
	got, ok := c.Get("a")
	if !ok || got.Ruleset != g.Ruleset || got.Scenario != g.Scenario || got.ScenarioText != g.ScenarioText ||
		got.DiceCommitment != "c0" || string(got.ServerSeed) != "\x01\x02" {
		t.Fatalf("got %+v", got)
	}
	if got.Status != "" || got.Version != 0 || got.LastSeq != 0 || got.Sides != nil {
		t.Errorf("changing columns came back: %+v", got)
	}
	got.ServerSeed[0] = 9
	if again, _ := c.Get("a"); again.ServerSeed[0] != 1 {
		t.Error("a caller's change to the seed reached the cache")
	}
	g2 := g
	g2.ID, g2.ScenarioText = "b", string([]byte("title: T\n")) // equal text, another copy
	c.Put(g2)
	a, _ := c.Get("a")
	b, _ := c.Get("b")
	if unsafe.StringData(a.ScenarioText) != unsafe.StringData(b.ScenarioText) {
		t.Error("two games of one scenario keep two copies of its text")
	}
	if _, ok := c.Get("nowhere"); ok {
		t.Error("a game never put was found")
	}
	for i := range MaxFixed + 10 {
		c.Put(Game{ID: fmt.Sprint("g", i)})
	}
	if len(c.by) > MaxFixed {
		t.Errorf("%d games kept, more than %d", len(c.by), MaxFixed)
	}
}
