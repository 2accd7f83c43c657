package render

import (
	"bytes"
	"testing"

	"pgregory.net/rapid"

	"herald/internal/hex"
)

// TestAnySceneIsAPictureOrAnError: whatever a scene holds, Write either
// refuses it with an error or writes a well-formed document; it never
// panics.
func TestAnySceneIsAPictureOrAnError(t *testing.T) {
	terrains := []string{"flat", "tree", "pool", "house", "stairs", "slope", "lava", "", "<&>"}
	features := []string{"wall", "window", "door", "slope-lip", "hedge", "bank", "arrow-slit", "?"}
	statuses := []string{"", "wounded", "stunned", "dead", "odd"}
	rapid.Check(t, func(t *rapid.T) {
		cols := rapid.IntRange(1, 8).Draw(t, "cols")
		rows := rapid.IntRange(1, 8).Draw(t, "rows")
		anyHex := func(label string) hex.Hex {
			return hex.Hex{Col: rapid.IntRange(-1, cols).Draw(t, label+".col"), Row: rapid.IntRange(0, rows+1).Draw(t, label+".row")}
		}
		s := Scene{
			Title:          rapid.String().Draw(t, "title"),
			Layout:         hex.Single(cols, rows),
			DefaultTerrain: rapid.SampledFrom(terrains).Draw(t, "default"),
			Forces:         []Force{{Name: "A"}, {Name: "B", Colour: "#123456"}},
		}
		for i := rapid.IntRange(0, 6).Draw(t, "cells"); i > 0; i-- {
			c := Cell{At: anyHex("cell"), Terrain: rapid.SampledFrom(terrains).Draw(t, "terrain"), Elevation: rapid.IntRange(-3, 5).Draw(t, "elev")}
			if rapid.Bool().Draw(t, "up") {
				up := anyHex("up")
				c.Up = &up
			}
			s.Cells = append(s.Cells, c)
		}
		for i := rapid.IntRange(0, 6).Draw(t, "edges"); i > 0; i-- {
			s.Edges = append(s.Edges, Edge{At: hex.Hexside{A: anyHex("a"), B: anyHex("b")}, Feature: rapid.SampledFrom(features).Draw(t, "feature"), Closed: rapid.Bool().Draw(t, "closed")})
		}
		for i := rapid.IntRange(0, 6).Draw(t, "counters"); i > 0; i-- {
			c := Counter{
				Name:   rapid.String().Draw(t, "name"),
				Force:  rapid.SampledFrom([]string{"A", "B", "nobody"}).Draw(t, "force"),
				Kind:   rapid.SampledFrom([]string{"", "character", "horse", "cart", "dog"}).Draw(t, "kind"),
				Status: rapid.SampledFrom(statuses).Draw(t, "status"),
				At:     anyHex("at"),
				Two:    rapid.Bool().Draw(t, "two"),
			}
			c.Rear = anyHex("rear")
			s.Counters = append(s.Counters, c)
		}
		var o *Overlay
		if rapid.Bool().Draw(t, "overlay") {
			o = &Overlay{Highlight: map[hex.Hex]string{anyHex("hl"): "reach"}, Labels: map[hex.Hex]string{anyHex("lb"): "3"},
				Lines: []Line{{From: anyHex("from"), To: anyHex("to"), Class: "los-clear"}}}
		}
		var b bytes.Buffer
		if err := Write(&b, s, Options{Overlay: o}); err != nil {
			if b.Len() != 0 {
				t.Fatalf("error %v after writing %d bytes", err, b.Len())
			}
			return
		}
		wellFormed(t, b.Bytes())
	})
}
