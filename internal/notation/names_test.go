package notation

import (
	"errors"
	"strings"
	"testing"
)

var thornby = []string{"Sir Ranulf", "Simkin", "Bran", "Wat the Smith", "Rafe", "Hob", "Hamo"}

// TestForgivingNames: with the game's names known, a unique prefix or
// another case is the whole name, small-letter hexes are hexes, and a
// mistake is reported as what it is, with what was probably meant.
func TestForgivingNames(t *testing.T) {
	for _, c := range []struct {
		text, want string // want: the canonical order, or the error's words
		ok         bool
	}{
		{"wat move e5, e6", "Wat the Smith move E5, E6", true},
		{"bran fire at rafe", "Bran fire at Rafe", true},
		{"Hamo attack wat", "Hamo attack Wat the Smith", true},
		{"sir fire at Hob", "Sir Ranulf fire at Hob", true},
		{`"bran" move H2`, "Bran move H2", true},
		{"Bran mvoe H2", `"mvoe" is not a verb (did you mean move?)`, false},
		{"Bran atack Rafe", `"atack" is not a verb (did you mean attack?)`, false},
		{"Bran dance", `"dance" is not a verb (did you mean advance?)`, false},
		{"Brann move H2", "Brann move H2", true}, // the rules refuse him (rule 2)
		{"S move H2", `"S" could be Sir Ranulf or Simkin`, false},
		{"H fire at Rafe", `"H" could be Hob or Hamo`, false},
	} {
		tr, _, err := ParseWith(c.text, thornby)
		switch {
		case c.ok && err != nil:
			t.Errorf("%q: %v", c.text, err)
		case c.ok && tr.Orders[0].String() != c.want:
			t.Errorf("%q reads %q, want %q", c.text, tr.Orders[0].String(), c.want)
		case !c.ok && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		case !c.ok:
			var se *SyntaxError
			if !errors.As(err, &se) || se.Line != 1 {
				t.Errorf("%q: %v is not a syntax error of line 1", c.text, err)
			}
		}
	}
}

// Without the names a turn reads as it always has: a name nobody has
// is the rules' to refuse.
func TestNamesUnknownWithoutVocabulary(t *testing.T) {
	tr, err := Parse("Brann move h2")
	if err != nil || tr.Orders[0].String() != "Brann move H2" {
		t.Errorf("%v %v", tr, err)
	}
}

// A name that would read as a small-letter hex is written quoted.
func TestLowerHexNameQuoted(t *testing.T) {
	o := Order{Kind: KindWait, Who: []string{"ox2"}, Phase: PhaseMove}
	s := o.String()
	if s != `"ox2" wait` {
		t.Errorf("formatted %q", s)
	}
	tr, err := Parse(s)
	if err != nil || tr.Orders[0].Who[0] != "ox2" {
		t.Errorf("read back %v %v", tr, err)
	}
}
