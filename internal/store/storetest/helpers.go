package storetest

import (
	"slices"
	"testing"
	"time"

	"herald/internal/store"
)

func ev(seq, version int64, line string) store.Event {
	return store.Event{Seq: seq, Version: version, Line: line}
}

func receive(t *testing.T, ch <-chan store.Update) store.Update {
	t.Helper()
	select {
	case u, ok := <-ch:
		if !ok {
			t.Fatal("watch channel closed early")
		}
		return u
	case <-time.After(hang):
		t.Fatal("no update after a committed append")
	}
	return store.Update{}
}

func equalGame(a, b store.Game) bool {
	return a.ID == b.ID && a.Ruleset == b.Ruleset && a.Scenario == b.Scenario &&
		a.ScenarioText == b.ScenarioText && slices.Equal(a.Sides, b.Sides) &&
		a.DiceCommitment == b.DiceCommitment && slices.Equal(a.ServerSeed, b.ServerSeed) &&
		a.SeedRevealed == b.SeedRevealed && a.Status == b.Status &&
		a.Version == b.Version && a.LastSeq == b.LastSeq
}

func ids(gs []store.Game) []string {
	var out []string
	for _, g := range gs {
		out = append(out, g.ID)
	}
	return out
}

// sameNotes compares ignoring ids, which backends number as they like, but
// checks ids are distinct and increasing.
func sameNotes(got, want []store.Notification) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if got[i].GameID != want[i].GameID || got[i].Version != want[i].Version {
			return false
		}
		if i > 0 && got[i].ID <= got[i-1].ID {
			return false
		}
	}
	return true
}
