package orders

import (
	"reflect"
	"strings"
	"testing"

	"herald/internal/rulesets/destrier"
)

func TestParseExamples(t *testing.T) {
	text := `# Sir Hugh's side, the TAC phase
Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW, ACTIVE SHIELD PARRY
Wat plays DODGE LEFT   # he has room on his shield side
Aldric plays CAST SPELL levels 2 1
Rafe plays DRAW WEAPON dagger with shield sheathing
Piers plays KEEP DISTANCE retreating, PASSIVE SHIELD PARRY
Tom plays MOVE 1", PASSIVE SHIELD PARRY
"ULF" plays GREAT BLOW at Sir Guy, FEROCITY
Sir Guy guesses left at Wat
Sir Guy guesses back
Sir Guy charges Rafe, Piers
Sir Ivo charges none
Rafe defends with WEAPON PARRY
Piers retreats
Tom stands
`
	got, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	c := func(cs ...destrier.CardName) []destrier.CardName { return cs }
	want := []Order{
		{Kind: PlayOrder, Figure: "Sir Hugh", Line: 2, Play: destrier.Play{Figure: "Sir Hugh", Target: "Sir Guy", Cards: c("CLOSE", "DELIVER BLOW", "ACTIVE SHIELD PARRY")}},
		{Kind: PlayOrder, Figure: "Wat", Line: 3, Play: destrier.Play{Figure: "Wat", Cards: c("DODGE LEFT")}},
		{Kind: PlayOrder, Figure: "Aldric", Line: 4, Play: destrier.Play{Figure: "Aldric", Cards: c("CAST SPELL"), Spells: []int{2, 1}}},
		{Kind: PlayOrder, Figure: "Rafe", Line: 5, Play: destrier.Play{Figure: "Rafe", Cards: c("DRAW WEAPON"), Draw: "dagger", WithShield: true, Sheathe: true}},
		{Kind: PlayOrder, Figure: "Piers", Line: 6, Play: destrier.Play{Figure: "Piers", Cards: c("KEEP DISTANCE", "PASSIVE SHIELD PARRY"), Retreats: true}},
		{Kind: PlayOrder, Figure: "Tom", Line: 7, Play: destrier.Play{Figure: "Tom", Cards: c(`MOVE 1"`, "PASSIVE SHIELD PARRY")}},
		{Kind: PlayOrder, Figure: "ULF", Line: 8, Play: destrier.Play{Figure: "ULF", Target: "Sir Guy", Cards: c("GREAT BLOW", "FEROCITY")}},
		{Kind: GuessOrder, Figure: "Sir Guy", Line: 9, Way: destrier.DodgesLeft, At: "Wat"},
		{Kind: GuessOrder, Figure: "Sir Guy", Line: 10, Way: destrier.DodgesBack},
		{Kind: ChargeOrder, Figure: "Sir Guy", Line: 11, Targets: []string{"Rafe", "Piers"}},
		{Kind: ChargeOrder, Figure: "Sir Ivo", Line: 12},
		{Kind: DefendOrder, Figure: "Rafe", Line: 13, Defence: "WEAPON PARRY"},
		{Kind: KeepOrder, Figure: "Piers", Line: 14, Retreats: true},
		{Kind: KeepOrder, Figure: "Tom", Line: 15},
	}
	if len(got) != len(want) {
		t.Fatalf("%d orders, want %d", len(got), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("line %d:\n got %+v\nwant %+v", want[i].Line, got[i], want[i])
		}
	}
	again, err := Parse(Format(got))
	if err != nil {
		t.Fatalf("canonical form does not read back: %v\n%s", err, Format(got))
	}
	for i := range again {
		again[i].Line = got[i].Line
	}
	if !reflect.DeepEqual(again, got) {
		t.Errorf("round trip changed the orders:\n%s", Format(got))
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Sir Hugh", "no verb"},
		{"Sir Hugh attacks Rafe", "no verb"},
		{"Sir Hugh, plays", `"," is not a verb`},
		{"plays DELIVER BLOW", "name is missing"},
		{"Sir Hugh plays", "plays what"},
		{"Sir Hugh plays deliver blow", "cards are written in capitals"},
		{"Sir Hugh plays DELIVER BLOW PASSIVE SHIELD PARRY at Rafe at Wat", "one target a play"},
		{"Sir Hugh plays DELIVER BLOW at Rafe, CLOSE at Wat", "one target a play"},
		{"Sir Hugh plays DELIVER BLOW with sword", "does not go with"},
		{"Sir Hugh plays DELIVER BLOW Rafe", "does not go with"},
		{"Aldric plays CAST SPELL levels 40", "spell level"},
		{"Sir Guy guesses up", "left, right or back"},
		{"Sir Guy guesses left Wat", "'at'"},
		{"Sir Guy charges", "charges whom"},
		{"Sir Guy charges Rafe,", "missing after the last comma"},
		{"Sir Guy charges Rafe Piers at", "separated by commas"},
		{"Sir Guy charges Rafe, at", "name is missing"},
		{"Rafe defends WEAPON PARRY", "defends with"},
		{"Piers retreats quickly", "nothing follows"},
		{`"Sir Hugh plays DELIVER BLOW`, "does not close"},
		{strings.Repeat("x", MaxLineRunes+1), "at most"},
		{strings.Repeat("\n", MaxLines), "at most"},
	} {
		_, err := Parse(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}

// A TAC card moved to its place by the rules is written first.
func TestFormatNormalizedPlay(t *testing.T) {
	o := Order{Kind: PlayOrder, Figure: "Wat", Play: destrier.Play{TAC: "FLECHE", Target: "Rafe", Cards: []destrier.CardName{"DELIVER BLOW"}}}
	if got := FormatOrder(o); got != "Wat plays FLECHE at Rafe, DELIVER BLOW" {
		t.Errorf("%s", got)
	}
	for n, want := range map[string]string{"Sir Hugh": "Sir Hugh", "ULF": `"ULF"`, "Hob at Home": `"Hob at Home"`, `Dai "the Axe"`: `"Dai \"the Axe\""`, "Will plays": `"Will plays"`} {
		if got := name(n); got != want {
			t.Errorf("name(%q) = %s, want %s", n, got, want)
		}
	}
}

// Parse never panics, and what it reads, written canonically, reads back
// the same.
func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{
		"Sir Hugh plays CLOSE at Sir Guy, DELIVER BLOW",
		`Tom plays MOVE 1", PSP # a comment`,
		`"Dai \"the Axe\"" charges Rafe, "ULF"`,
		"Aldric plays CAST SPELL level 3",
		"Sir Guy guesses right at Wat\nPiers stands",
		"Rafe plays DRAW WEAPON dagger with shield",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		os, err := Parse(s)
		if err != nil {
			return
		}
		again, err := Parse(Format(os))
		if err != nil {
			t.Fatalf("%q formats to %q, which does not parse: %v", s, Format(os), err)
		}
		if len(again) != len(os) {
			t.Fatalf("%d orders became %d", len(os), len(again))
		}
		for i := range os {
			again[i].Line = os[i].Line
			if !reflect.DeepEqual(again[i], os[i]) {
				t.Fatalf("%q: %+v became %+v", s, os[i], again[i])
			}
		}
	})
}

// A move in a half-move: to a place, written back the same.
func TestMoveOrder(t *testing.T) {
	os, err := Parse("Sir Hugh moves to 12.5, 10\n\"Wat\" move to 3,4")
	if err != nil {
		t.Fatal(err)
	}
	if len(os) != 2 || os[0].Kind != MoveOrder || os[0].To[0] != 12.5 || os[0].To[1] != 10 || os[1].Figure != "Wat" {
		t.Fatalf("got %+v", os)
	}
	if got := Format(os); got != "Sir Hugh moves to 12.5, 10\nWat moves to 3, 4\n" {
		t.Errorf("Format: %q", got)
	}
	for _, bad := range []string{"Wat moves", "Wat moves to 3", "Wat moves to x, 4", "Wat moves to 3, 4, 5", "Wat moves 3, 4"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}
