package game

import (
	"bytes"
	"testing"
)

// TestBoxKeeper: a box opens under its key for its side only, and every
// submission's secret differs.
func TestBoxKeeper(t *testing.T) {
	k := NewBoxKeeper([]byte("key"), "at 1")
	box, err := k.Seal("Red", []byte("Hugh strike Tom"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(box, []byte("Hugh")) {
		t.Fatal("the box shows its orders")
	}
	later := NewBoxKeeper([]byte("key"), "at 7")
	if got, err := later.Open("Red", box); err != nil || string(got) != "Hugh strike Tom" {
		t.Errorf("open: %q, %v", got, err)
	}
	if _, err := later.Open("Blue", box); err == nil {
		t.Error("Blue opened Red's box")
	}
	if _, err := NewBoxKeeper([]byte("other"), "at 1").Open("Red", box); err == nil {
		t.Error("opened under another key")
	}
	box[len(box)-1] ^= 1
	if _, err := later.Open("Red", box); err == nil {
		t.Error("a damaged box opened")
	}
	if bytes.Equal(k.Secret("Red", "x"), later.Secret("Red", "x")) || bytes.Equal(k.Secret("Red", "x"), k.Secret("Blue", "x")) {
		t.Error("two submissions share a secret")
	}
	c := Commitment("Red", "x", k.Secret("Red", "x"))
	if c == Commitment("Red", "y", k.Secret("Red", "x")) || c == Commitment("Blue", "x", k.Secret("Red", "x")) || len(c) != 64 {
		t.Error("the commitment does not bind side and orders")
	}
}
