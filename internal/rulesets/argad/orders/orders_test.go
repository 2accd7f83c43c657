package orders

import (
	"reflect"
	"strings"
	"testing"
)

// TestParseDocExamples reads every order of docs/argad.md's example and
// writes it back in the canonical form.
func TestParseDocExamples(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Aelfric moves 12 toward the wall", "Aelfric moves 12 toward the wall"},
		{"Aelfric shoots at Bors", "Aelfric shoots at Bors"},
		{"Bors moves to 40,25", "Bors moves to 40,25"},
		{"Cole moves 8 back                      # backward, keeping his facing", "Cole moves 8 back"},
		{"Duncan moves 20 toward Edwin, then 10 toward the ford", "Duncan moves 20 toward Edwin, then 10 toward the ford"},
		{"Duncan moves 20cm towards Edwin then 10 cm toward the ford", "Duncan moves 20 toward Edwin, then 10 toward the ford"},
		{"Edwin charges Fulk", "Edwin charges Fulk"},
		{"Gwen moves 10 toward the barn, shooting at Hugh from 4", "Gwen moves 10 toward the barn, shooting at Hugh from 4"},
		{"Hugh hides", "Hugh hides"},
		{"Ivo crawls 5 along the bank", "Ivo crawls 5 along the bank"},
		{"Jory reloads", "Jory reloads"},
		{"Kay stands", "Kay stands"},
		{"Lambert fights Duncan", "Lambert fights Duncan"},
		{"Mark dismounts", "Mark dismounts"},
		{"Ned, Osric, Piers move 8 forward in close order", "Ned, Osric, Piers moves 8 forward in close order"},
		{"Piers turns to face Edwin", "Piers turns to face Edwin"},
		{"Piers turns 90 degrees left", "Piers turns 90 left"},
		{"Sir Hugh MOVES 12.5 right, then to 3.25,7", "Sir Hugh moves 12.5 right, then to 3.25,7"},
	}
	for _, c := range cases {
		os, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if got := strings.TrimSuffix(Format(os), "\n"); got != c.want {
			t.Errorf("Parse(%q) written back as %q, want %q", c.in, got, c.want)
		}
	}
}

func TestParseShapes(t *testing.T) {
	os, err := Parse("# turn 3\n\nGwen moves 10 toward the barn, then 5 left, shooting at Hugh from 4\n")
	if err != nil {
		t.Fatal(err)
	}
	want := Order{Line: 3, Who: []string{"Gwen"}, Verb: Move, Legs: []Leg{{Way: Toward, CM: 10, To: Place{Name: "the barn"}}, {Way: Left, CM: 5}},
		Target: Place{Name: "Hugh"}, From: 4}
	if len(os) != 1 || !reflect.DeepEqual(os[0], want) {
		t.Fatalf("got %+v, want %+v", os, want)
	}
}

// TestParseRefusals: each bad line is refused with its line number and
// what was wrong.
func TestParseRefusals(t *testing.T) {
	cases := []struct{ in, says string }{
		{"Aelfric", "verb expected"},
		{"Aelfric dances", "not a verb"},
		{"moves 5 forward", "a figure's name expected"},
		{"Aelfric moves", "a leg is"},
		{"Aelfric moves 0 forward", "more than 0"},
		{"Aelfric moves 5 sideways", "toward, forward"},
		{"Aelfric moves to 5", "x,y"},
		{"Aelfric shoots Bors", `"at" expected`},
		{"Aelfric shoots at", "the target expected"},
		{"Aelfric turns 400 left", "1 to 360"},
		{"Aelfric turns 40", "left or right"},
		{"Aelfric hides now", "left over"},
		{"Aelfric moves 5 forward in order", `"close" expected`},
		{"Aelfric moves 5 forward, dancing", `"shooting" expected`},
		{"Aelfric moves 5 forward; Bors hides", "cannot be read"},
		{"Aelfric moves 1 forward then 1 forward then 1 forward then 1 forward then 1 forward then 1 forward then 1 forward then 1 forward then 1 forward", "more than 8 legs"},
	}
	for _, c := range cases {
		_, err := Parse("\n" + c.in)
		if err == nil {
			t.Errorf("Parse(%q) took it", c.in)
			continue
		}
		if !strings.Contains(err.Error(), c.says) || !strings.HasPrefix(err.Error(), "line 2:") {
			t.Errorf("Parse(%q) = %v, want line 2 and %q", c.in, err, c.says)
		}
	}
	if _, err := Parse(strings.Repeat("Kay stands\n", MaxLines+1)); err == nil {
		t.Error("too many lines taken")
	}
}

// FuzzRoundTrip: whatever parses is written in a form that parses back
// to the same orders.
func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{
		"Aelfric moves 12 toward the wall, then to 40,25, shooting at Bors from 4",
		"Ned, Osric, Piers move 8 forward in close order",
		"Piers turns to face Edwin\nPiers turns 45.5 right",
		"Ivo crawls 5 along the bank\nHugh hides\nJory reloads",
		"Edwin charges Fulk\nLambert fights the 3rd man",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		os, err := Parse(s)
		if err != nil {
			return
		}
		text := Format(os)
		again, err := Parse(text)
		if err != nil {
			t.Fatalf("canonical %q of %q does not parse: %v", text, s, err)
		}
		for i := range os {
			os[i].Line, again[i].Line = 0, 0
		}
		if !reflect.DeepEqual(os, again) && !(len(os) == 0 && len(again) == 0) {
			t.Fatalf("%q -> %q -> %+v, want %+v", s, text, again, os)
		}
	})
}
