package orders

import (
	"reflect"
	"strings"
	"testing"
)

// Every order of docs/tenths.md that herald plays reads, and writes back
// in canonical form.
func TestParseFormat(t *testing.T) {
	text := `# Red at tenth 37
at 37:
Sir Hugh attack Wat with sword
Alys walk k9
Alys run K9, K8 K7
Cid feint K9 secretly real L10, M10
Dot attack Ann with dagger secretly switch
Dot switch hands
Fay change
Fay wait 5
Gil wait
Gil detect Cid
Kay get up
Kay ready dagger
Alys walk K9 then attack Bob with spear
Hal mount Bay
Hal dismount J11
`
	o, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	want := `at 37:
Sir Hugh attack Wat with sword
Alys walk K9
Alys run K9, K8, K7
Cid feint K9 secretly real L10, M10
Dot attack Ann with dagger secretly switch
Dot switch hands
Fay change
Fay wait 5
Gil wait
Gil detect Cid
Kay get up
Kay ready dagger
Alys walk K9 then attack Bob with spear
Hal mount Bay
Hal dismount J11
`
	if got := Format(o); got != want {
		t.Errorf("Format:\n%s\nwant:\n%s", got, want)
	}
	if o.Lines[0] != 3 || o.At != 37 || !o.HasAt {
		t.Errorf("lines %v at %d", o.Lines, o.At)
	}
	if s := Shown(o.Orders[3].Actions[0]); FormatAction(s) != "walk K9" {
		t.Errorf("a feint shows as %q", FormatAction(s))
	}
	if s := Shown(o.Orders[4].Actions[0]); FormatAction(s) != "attack Ann with dagger" {
		t.Errorf("a switch shows as %q", FormatAction(s))
	}
}

// A line that does not read is refused with its line and what to write.
func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Alys", "line 1: \"Alys\": no verb"},
		{"\nAlys walk", "line 2: \"Alys walk\": walk where?"},
		{"Cid feint K9", "declares its real moves in secret"},
		{"Cid feint K9 secretly real A1, A2, A3", "two real moves, not 3"},
		{"Dot attack Ann secretly pull", "secretly switch"},
		{"Fay wait 0", "wait 1 to 100 tenths"},
		{"Fay walk K9 then", "nothing after then"},
		{"Fay change now", "change takes nothing more"},
		{"Fay walk K9 secretly switch", "walk has no secret part"},
		{"Fay walk K9\nat 3:", "comes once, first"},
		{"at x:", "give the moment"},
	} {
		_, err := Parse(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want %q", tc.text, err, tc.want)
		}
	}
}

// Whatever reads, written back, reads as the same orders (fuzzed).
func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{"at 3:\nA walk K9", "Sir Hugh attack Wat with sword secretly switch", "A run a1,b2 then wait 4",
		"Cid feint K9 secretly real L10 L11", "Kay get up then ready dagger", "Gil attack Hob with pistol ball", "Gil attack Hob with pistol grapeshot", "Lea free herself", "x wait", "A then walk"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := Parse(text)
		if err != nil {
			return
		}
		out := Format(o)
		o2, err := Parse(out)
		if err != nil {
			t.Fatalf("Format gave %q, which does not read: %v", out, err)
		}
		o.Lines, o2.Lines = nil, nil
		if !reflect.DeepEqual(o, o2) {
			t.Fatalf("round trip of %q: %+v != %+v", text, o, o2)
		}
		if Format(o2) != out {
			t.Fatalf("Format is not stable: %q then %q", out, Format(o2))
		}
	})
}
