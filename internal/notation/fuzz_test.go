package notation

import (
	"bufio"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// seeds are every line of the §27 text, every §27 order written in herald
// notation, and both files whole.
func seeds(tb testing.TB) []string {
	var out []string
	for _, name := range []string{"examples27.txt", "orders27.txt"} {
		f, err := os.Open(filepath.Join("testdata", name))
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		var whole strings.Builder
		for sc.Scan() {
			out = append(out, sc.Text())
			whole.WriteString(sc.Text() + "\n")
		}
		f.Close()
		out = append(out, whole.String())
	}
	return out
}

// FuzzParse: no input panics; whatever parses formats to text that parses to
// the same turn, and formatting is idempotent.
func FuzzParse(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tu, err := Parse(s)
		if err != nil {
			if _, ok := err.(*SyntaxError); !ok {
				t.Fatalf("error is %T, not *SyntaxError: %v", err, err)
			}
			return
		}
		text := Format(tu)
		back, err := Parse(text)
		if err != nil {
			t.Fatalf("canonical text does not parse: %v\n%s", err, text)
		}
		if !reflect.DeepEqual(normalize(back), normalize(tu)) {
			t.Fatalf("round trip changed the turn:\n%#v\n%#v\n%s", tu, back, text)
		}
		if again := Format(back); again != text {
			t.Fatalf("Format is not idempotent:\n%s\n%s", text, again)
		}
	})
}

// normalize makes an empty turn compare equal to a nil one.
func normalize(t Turn) Turn {
	if len(t.Orders) == 0 {
		t.Orders = nil
	}
	return t
}

// TestSeedsParse: the §27 orders file parses whole; the raw §27 prose may
// not, but never panics.
func TestSeedsParse(t *testing.T) {
	for _, s := range seeds(t) {
		Parse(s)
	}
}

// Generators for the round-trip property: random orders of every kind with
// awkward names (keywords, hex-like words, quotes, punctuation).
var (
	genWord = rapid.SampledFrom([]string{
		"Ben", "Sir", "Roland", "the", "move", "Mule1", "L7", "war", "horse", "O'Neil",
		"Coeur-de-Lion", "fire", "and", "at", "\"quoted\"", "back\\slash", "Édith", "#1", "<x>", "stay",
	})
	genName = rapid.Custom(func(t *rapid.T) string {
		ws := rapid.SliceOfN(genWord, 1, 3).Draw(t, "words")
		return strings.Join(ws, " ")
	})
	genHex = rapid.Custom(func(t *rapid.T) string {
		prefix := rapid.SampledFrom([]string{"", "", "Vil", "TCs"}).Draw(t, "board")
		col := rapid.SampledFrom([]string{"A", "L", "Z", "AB"}).Draw(t, "col")
		row := rapid.IntRange(1, 120).Draw(t, "row")
		return prefix + col + itoa(row)
	})
	genPos = rapid.Custom(func(t *rapid.T) Pos {
		groups := rapid.IntRange(1, 2).Draw(t, "groups")
		var p Pos
		for i := 0; i < groups; i++ {
			p = append(p, rapid.SliceOfN(genHex, 1, 3).Draw(t, "hexes"))
		}
		return p
	})
	genLead = rapid.Custom(func(t *rapid.T) Lead {
		l := Lead{Name: genName.Draw(t, "lead")}
		if rapid.Bool().Draw(t, "stays") {
			l.Stays = true
		} else {
			l.At = genPos.Draw(t, "at")
		}
		return l
	})
	genStep = rapid.Custom(func(t *rapid.T) Step {
		s := Step{Mode: Mode(rapid.IntRange(0, 4).Draw(t, "mode")), To: genPos.Draw(t, "to"), MP: rapid.IntRange(0, 12).Draw(t, "mp")}
		if rapid.Bool().Draw(t, "leads") {
			s.Leads = rapid.SliceOfN(genLead, 1, 2).Draw(t, "leads")
		}
		if rapid.Bool().Draw(t, "train") {
			s.Train = rapid.SliceOfN(genLead, 1, 3).Draw(t, "train")
		}
		return s
	})
	genOrder = rapid.Custom(func(t *rapid.T) Order {
		k := Kind(rapid.IntRange(int(KindMove), int(kindCount)-1).Draw(t, "kind"))
		o := Order{Kind: k, Phase: Phase(rapid.IntRange(1, int(PhaseEnd)).Draw(t, "phase")), Who: rapid.SliceOfN(genName, 1, 3).Draw(t, "who")}
		if rapid.Bool().Draw(t, "at") {
			o.At = genPos.Draw(t, "at")
		}
		path := func() []Step { return rapid.SliceOfN(genStep, 1, 4).Draw(t, "path") }
		names := func() []string { return rapid.SliceOfN(genName, 1, 3).Draw(t, "targets") }
		maybeHex := func() string {
			if rapid.Bool().Draw(t, "where?") {
				return genHex.Draw(t, "where")
			}
			return ""
		}
		switch k {
		case KindMove, KindRetreat:
			o.Path = path()
		case KindAdvance:
			o.Path, o.Keep = path(), rapid.Bool().Draw(t, "keep")
		case KindCharge:
			o.Targets, o.Path = names(), path()
		case KindFire, KindPin:
			o.Targets, o.Where = []string{genName.Draw(t, "target")}, maybeHex()
		case KindAttack:
			o.Targets, o.NoMelee = names(), rapid.Bool().Draw(t, "nomelee")
		case KindOpen, KindShut, KindBolt, KindUnbolt, KindReinforce, KindBatter:
			o.Object = rapid.SampledFrom([]string{"door", "window", "gate"}).Draw(t, "aperture")
			o.Where = genHex.Draw(t, "place")
			if rapid.Bool().Draw(t, "side") {
				o.Where += "/" + genHex.Draw(t, "other")
			}
		case KindMount, KindLead, KindRelease:
			if k == KindLead || rapid.Bool().Draw(t, "obj?") {
				o.Object = genName.Draw(t, "obj")
			}
			if k != KindRelease && rapid.Bool().Draw(t, "objat?") {
				o.ObjectAt = genPos.Draw(t, "objat")
			}
		case KindDismount:
			o.Where = maybeHex()
		case KindPickUp:
			o.Object, o.Where = genName.Draw(t, "item"), maybeHex()
		case KindDrop:
			o.Object = genName.Draw(t, "item")
		case KindHelp, KindGuard, KindCarry, KindGrapple:
			o.Targets = names()
		case KindCover:
			o.Where = genHex.Draw(t, "from")
		case KindTask:
			o.Text = genName.Draw(t, "text")
		case KindPlace:
			o.At = genPos.Draw(t, "place")
		}
		return o
	})
)

func itoa(n int) string {
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}

// TestFormatParseProperty: any well-formed turn survives Format then Parse,
// whatever its names contain.
func TestFormatParseProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tu := Turn{Orders: rapid.SliceOfN(genOrder, 1, 6).Draw(t, "orders")}
		text := Format(tu)
		back, err := Parse(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if !reflect.DeepEqual(back, tu) {
			t.Fatalf("round trip changed the turn:\n%s\n%#v\n%#v", text, tu, back)
		}
	})
}
