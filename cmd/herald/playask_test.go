package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"herald/internal/board/boardfile"
)

// TestCLIPlayAsks plays at the terminal as a player does (the real
// binary, piped): the map shows the walls, doors and windows; help,
// reach, los and odds answer from the game; a misspelt verb is refused
// as a verb, and "edit" brings the refused orders back to mend one line;
// the last turn is told after the map it led to.
func TestCLIPlayAsks(t *testing.T) {
	input := "help\nreach bran\nlos hamo L10\nodds hamo rafe\n" +
		"move:\nbran mvoe h2, h3\n\n" +
		"edit\n2: bran move h2, h3\nshow\n\n" +
		"quit\n"
	r := cliIn(t, input, "play", "thornby-raid", "--seed", "42")
	if r.Code != 0 {
		t.Fatalf("play: exit %d\n%s\n%s", r.Code, r.Stdout, r.Stderr)
	}
	for _, want := range []string{
		"Hexsides: -- \\ / wall  ++ + door or gate  :: : window or arrow slit",
		"reach NAME         every hex NAME can end his move in",
		"Bran, MPA 6: 38 places", "  H3         2 MP  H2, H3",
		"G1 sees L10, 11 hexes; a missile into it gets cover: none",
		"Missile fire (first fire): crossbow at 11 hexes", "Melee: rule 9.2",
		`"mvoe" is not a verb (did you mean move?)`, `or "edit" to change them`,
		"  2  bran move h2, h3",
		"What happened:\nmove:\nBran moves H1 to H2, H3 (2 MP)",
	} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("play output lacks %q", want)
		}
	}
	// The report comes after the map it led to, before the next orders.
	out := r.Stdout
	if i, j, k := strings.LastIndex(out, "Villagers:\n"), strings.Index(out, "What happened:"), strings.LastIndex(out, "player turn of Villagers. Orders"); !(i < j && j < k) {
		t.Errorf("the report is not between the map and the Villagers' orders: %d %d %d", i, j, k)
	}
	if t.Failed() {
		t.Logf("output:\n%s", out)
	}
}

// TestTextMapHexsides: a wall, a door and a window between hexes are
// drawn between them: across a column under the upper hex, on a slant
// just left of the eastern hex.
func TestTextMapHexsides(t *testing.T) {
	cat, err := boardfile.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	m, err := boardfile.ReadMap("t.yaml", []byte("title: t\nsize: 3x3\nhexsides:\n  B1/B2: wall\n  A2/B2: door\n  B2/C2: window\n"), cat)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(textMap(m, nil), "\n")
	want := strings.Join([]string{
		"     A  B  C",
		"        .",
		"   1 .  -- .", // B1/B2 under B1
		"       +.",    // A2/B2 left of B2
		"   2 .    :.", // B2/C2 left of C2
		"        .",
		"   3 .     .",
		"     A  B  C",
	}, "\n")
	if got != want {
		t.Errorf("the text map:\n%s\nwant:\n%s", got, want)
	}
}

// TestEditorHistory: on a terminal the up arrow brings back a line, which
// can be edited before it is sent; a refused turn's lines are there too.
func TestEditorHistory(t *testing.T) {
	var out bytes.Buffer
	in := &bytes.Buffer{}
	e := newEditor(struct {
		io.Reader
		io.Writer
	}{in, &out}, nil)
	in.WriteString("Bran move H2\r")
	if l, err := e.ReadLine("> "); err != nil || l != "Bran move H2" {
		t.Fatalf("first line %q %v", l, err)
	}
	e.Remember("Hob move M5")
	// Up twice, then backspace twice and "H3": the first line, mended.
	in.WriteString("\x1b[A\x1b[A\x7f\x7fH3\r")
	if l, err := e.ReadLine("> "); err != nil || l != "Bran move H3" {
		t.Fatalf("the line brought back and mended: %q %v", l, err)
	}
	in.WriteString("\x1b[A\r")
	if l, _ := e.ReadLine("> "); l != "Bran move H3" {
		t.Errorf("up once: %q", l)
	}
}
