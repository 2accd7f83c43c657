package notation

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current formatter")

func mustParse(t *testing.T, s string) Turn {
	t.Helper()
	tu, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return tu
}

// TestExamples27 reads the §27 orders line by line into the expected AST.
func TestExamples27(t *testing.T) {
	tests := []struct {
		line string
		want Order
	}{
		{"Edith L7 (1), L8 (1), L9 (2) <horse+man, double cost>, L10 (1)", Order{
			Phase: PhaseMove, Kind: KindMove, Who: []string{"Edith"},
			Path: []Step{{To: Pos{{"L7"}}, MP: 1}, {To: Pos{{"L8"}}, MP: 1}, {To: Pos{{"L9"}}, MP: 2}, {To: Pos{{"L10"}}, MP: 1}}}},
		{"Sir Richard fwd L10-L9 (1), pvt bwd L10-K9 (2)", Order{
			Phase: PhaseMove, Kind: KindMove, Who: []string{"Sir Richard"},
			Path: []Step{{Mode: Forward, To: Pos{{"L10", "L9"}}, MP: 1}, {Mode: PivotBwd, To: Pos{{"L10", "K9"}}, MP: 2}}}},
		{"Aylward U7 + horse T8-S8 (+ horse S9-R10 + Mule1 Q9 + Mule2 P10)", Order{
			Phase: PhaseMove, Kind: KindMove, Who: []string{"Aylward"},
			Path: []Step{{To: Pos{{"U7"}}, Leads: []Lead{{Name: "horse", At: Pos{{"T8", "S8"}}}},
				Train: []Lead{{Name: "horse", At: Pos{{"S9", "R10"}}}, {Name: "Mule1", At: Pos{{"Q9"}}}, {Name: "Mule2", At: Pos{{"P10"}}}}}}}},
		{"Aylward T10 + animals stay", Order{
			Phase: PhaseMove, Kind: KindMove, Who: []string{"Aylward"},
			Path: []Step{{To: Pos{{"T10"}}, Leads: []Lead{{Name: "animals", Stays: true}}}}}},
		{"Ben shuts the door I11", Order{Phase: PhaseMove, Kind: KindShut, Who: []string{"Ben"}, Object: "door", Where: "I11"}},
		{"Ben shuts the window J13/J14", Order{Phase: PhaseMove, Kind: KindShut, Who: []string{"Ben"}, Object: "window", Where: "J13/J14"}},
		{"Aylward bolts door I11", Order{Phase: PhaseMove, Kind: KindBolt, Who: []string{"Aylward"}, Object: "door", Where: "I11"}},
		{"Aylward fires at Frederick", Order{Phase: PhaseFirstFire, Kind: KindFire, Who: []string{"Aylward"}, Targets: []string{"Frederick"}}},
		{"Ben, Crispin attack Sir Roland", Order{Phase: PhaseCombat, Kind: KindAttack, Who: []string{"Ben", "Crispin"}, Targets: []string{"Sir Roland"}}},
		{"Ben and Crispin attack Sir Roland, Frederick", Order{Phase: PhaseCombat, Kind: KindAttack, Who: []string{"Ben", "Crispin"}, Targets: []string{"Sir Roland", "Frederick"}}},
		{"Sir Roland G5 moves to G9 (4)", Order{Phase: PhaseMove, Kind: KindMove, Who: []string{"Sir Roland"}, At: Pos{{"G5"}}, Path: []Step{{To: Pos{{"G9"}}, MP: 4}}}},
		{"carter move U10-V11+V12-V13, T10-U10+V11-V12", Order{Phase: PhaseMove, Kind: KindMove, Who: []string{"carter"},
			Path: []Step{{To: Pos{{"U10", "V11"}, {"V12", "V13"}}}, {To: Pos{{"T10", "U10"}, {"V11", "V12"}}}}}},
		{"Tybalt, Geoffrey move W10-W11-W12", Order{Phase: PhaseMove, Kind: KindMove, Who: []string{"Tybalt", "Geoffrey"}, Path: []Step{{To: Pos{{"W10", "W11", "W12"}}}}}},
		{"Sir Roland T7-T6 charge Sir Piers via fwd V12-V11", Order{Phase: PhaseMove, Kind: KindCharge, Who: []string{"Sir Roland"}, At: Pos{{"T7", "T6"}},
			Targets: []string{"Sir Piers"}, Path: []Step{{Mode: Forward, To: Pos{{"V12", "V11"}}}}}},
		{"Crispin reinforce door I11", Order{Phase: PhaseTasks, Kind: KindReinforce, Who: []string{"Crispin"}, Object: "door", Where: "I11"}},
		{"Frederick batters window J13/J14", Order{Phase: PhaseTasks, Kind: KindBatter, Who: []string{"Frederick"}, Object: "window", Where: "J13/J14"}},
		{"Aylward N10 lead war horse O9-P9", Order{Phase: PhaseMove, Kind: KindLead, Who: []string{"Aylward"}, At: Pos{{"N10"}}, Object: "war horse", ObjectAt: Pos{{"O9", "P9"}}}},
		{"Aylward releases the horse", Order{Phase: PhaseMove, Kind: KindRelease, Who: []string{"Aylward"}, Object: "horse"}},
		{"Tybalt, Geoffrey carry Sir Peter", Order{Phase: PhaseTasks, Kind: KindCarry, Who: []string{"Tybalt", "Geoffrey"}, Targets: []string{"Sir Peter"}}},
		{"Frederick waits", Order{Phase: PhaseMove, Kind: KindWait, Who: []string{"Frederick"}}},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			tu := mustParse(t, tc.line)
			if len(tu.Orders) != 1 {
				t.Fatalf("%d orders", len(tu.Orders))
			}
			if got := tu.Orders[0]; !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got  %#v\nwant %#v", got, tc.want)
			}
		})
	}
}

// TestOrdersPerAction: one line per action of the sequence of play (§4),
// each with its canonical form.
func TestOrdersPerAction(t *testing.T) {
	tests := []struct{ rule, in, canon string }{
		{"6 fire", "Aylward shoots at Sir Roland in H11", "first fire:\nAylward fire at Sir Roland in H11\n"},
		{"4 second fire", "second fire: Aylward fire at Sir Roland", "second fire:\nAylward fire at Sir Roland\n"},
		{"7 move", "Edith L7, L8", "move:\nEdith move L7, L8\n"},
		{"7.6 pivot", "Sir Richard pivot L10-K9, pivot backward L10-M10", "move:\nSir Richard move pvt fwd L10-K9, pvt bwd L10-M10\n"},
		{"7.10 charge", "Sir Roland charges Sir Piers, Ben via V12-V11", "move:\nSir Roland charge Sir Piers, Ben via V12-V11\n"},
		{"8 pin", "Ben pins Sir Roland in H11", "move:\nBen pin Sir Roland in H11\n"},
		{"9.2 combat group", "Ben, Crispin and Odo attack Sir Roland, Frederick", "combat:\nBen, Crispin, Odo attack Sir Roland, Frederick\n"},
		{"11.3 reject melee", "Sir Roland attacks Ben without melee", "combat:\nSir Roland attack Ben without melee\n"},
		{"10.9 advance", "Ben advances to H11, G11", "combat:\nBen advance H11, G11\n"},
		{"11 pursuit", "Ben advances to H11 keep melee", "combat:\nBen advance H11 keep melee\n"},
		{"10.2 retreat", "Sir Piers retreats bwd V14-V15", "retreat:\nSir Piers retreat bwd V14-V15\n"},
		{"12.1 task", `tasks: Aylward task "string the mules"`, "tasks:\nAylward task \"string the mules\"\n"},
		{"12.2 help", "Ben helps Crispin", "move:\nBen help Crispin\n"},
		{"12.3 mount", "Aylward mounts the horse O9-P9", "tasks:\nAylward mount horse O9-P9\n"},
		{"12.34 dismount", "Sir Richard dismounts to K9", "move:\nSir Richard dismount to K9\n"},
		{"12.4 guard", "Ben guards Sir Roland", "tasks:\nBen guard Sir Roland\n"},
		{"12.5 pick up", "Ben picks up the ladder in H12", "move:\nBen pick up ladder in H12\n"},
		{"12.5 drop", "Ben drops ladder", "move:\nBen drop ladder\n"},
		{"12.6 open gate", "Odo opens the gate X5", "move:\nOdo open gate X5\n"},
		{"12.6 unbolt", "Crispin unbolts door I11", "move:\nCrispin unbolt door I11\n"},
		{"12.7 alarm", "Ben raises the alarm", "end:\nBen raise alarm\n"},
		{"7.9 cover", "Ben covers from G5", "move:\nBen cover from G5\n"},
		{"13.7 lead", "Aylward leads the war horse", "move:\nAylward lead war horse\n"},
		{"3 board prefix", "Ben VilA1 move TCsG2, VilAB12", "move:\nBen VilA1 move TCsG2, VilAB12\n"},
		{"quoted name", `"Richard Coeur-de-Lion" fire at "Will move"`, "first fire:\n\"Richard Coeur-de-Lion\" fire at \"Will move\"\n"},
		{"quotes only when needed", `"Will Move" fire at "Sir Roland"`, "first fire:\nWill Move fire at Sir Roland\n"},
	}
	for _, tc := range tests {
		t.Run(tc.rule, func(t *testing.T) {
			in := tc.in
			got := Format(mustParse(t, in))
			if got != tc.canon {
				t.Fatalf("Format(Parse(%q)) =\n%s\nwant\n%s", in, got, tc.canon)
			}
			if again := Format(mustParse(t, got)); again != got {
				t.Fatalf("canonical form is not stable:\n%s\n%s", got, again)
			}
		})
	}
}

// TestSyntaxErrors: bad orders say where and what was expected.
func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		in        string
		line, col int
		msg       string
	}{
		{"Ben shut horse I11", 1, 10, "expected door, window or gate after 'shut', found 'horse'"},
		{"Ben move to horse", 1, 13, "expected a hex or fwd/bwd/pvt after 'to', found 'horse'"},
		{"move:\n\nEdith L7,", 3, 10, "expected a hex or fwd/bwd/pvt after ',', found end of line"},
		{"Ben dances", 1, 11, "expected a verb (move, fire, attack, shut, …) or a hex after 'Ben dances', found end of line"},
		{"L7 move L8", 1, 1, "expected a character's name, found 'L7'"},
		{"Aylward fire at", 1, 16, "expected the name of the target after 'at', found end of line"},
		{"Sir Roland charge Sir Piers V12-V11", 1, 29, "expected 'via' and the charge path after 'Sir Piers'"},
		{"Edith L7 L8", 1, 10, "expected end of line after 'L7', found 'L8'"},
		{"Edith L7 (0)", 1, 11, "movement points must be 1 to 999"},
		{"Edith L7 (x)", 1, 10, "expected movement points or '+' after '('"},
		{"Edith L7 <tired", 1, 10, "remark opened with '<' is not closed"},
		{`"Sir Roland fire at Ben`, 1, 1, "quoted name is not closed"},
		{`"" fire at Ben`, 1, 1, "empty a character's name"},
		{"Aylward U7 + horse", 1, 19, "expected a hex or 'stay' after 'horse', found end of line"},
		{"Aylward U7 (+ horse T8-S8", 1, 26, "expected '+' or ')' after 'horse'"},
		{"Ben shut window J13/", 1, 21, "expected a hex after '/'"},
		{"Ben task", 1, 9, "expected the task described in quotes"},
		{"Ben pick ladder", 1, 10, "expected 'up' after 'pick'"},
		{"Ben L7 move L8; L9", 1, 15, "unexpected character ';'"},
		{"Edith move L7\nEdith move L7 L8", 2, 15, "expected end of line"},
		{"Ben attacks Roland without", 1, 27, "expected 'melee' after 'without'"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			_, err := Parse(tc.in)
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("got %v, want *SyntaxError", err)
			}
			if se.Line != tc.line || se.Col != tc.col || !strings.Contains(se.Msg, tc.msg) {
				t.Fatalf("got %v\nwant line %d, col %d: %s", err, tc.line, tc.col, tc.msg)
			}
		})
	}
}

// TestIsHex3 checks the shape of map coordinates (§3, MAP.CH).
func TestIsHex3(t *testing.T) {
	for s, want := range map[string]bool{
		"A1": true, "L10": true, "AB12": true, "VilA1": true, "TCsG2": true, "Z999": true,
		"A0": false, "A01": false, "ABC1": false, "Mule1": false, "a1": false, "vilA1": false,
		"L": false, "10": false, "A1000": false, "L9-L10": false, "ÄA1": false,
	} {
		if got := IsHex(s); got != want {
			t.Errorf("IsHex(%q) = %v, want %v", s, got, want)
		}
	}
	if !IsHexside("J13/J14") || IsHexside("J13") || IsHexside("J13/x") {
		t.Error("IsHexside")
	}
}

// TestGolden27 parses the §27 examples written as orders and compares the
// canonical form with the reviewed golden file (go test -update rewrites it).
func TestGolden27(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "orders27.txt"))
	if err != nil {
		t.Fatal(err)
	}
	tu := mustParse(t, string(src))
	got := Format(tu)
	golden := filepath.Join("testdata", "orders27.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Fatalf("canonical §27 orders differ from %s (run go test -update and review the diff):\n%s", golden, got)
	}
	if back := mustParse(t, got); !reflect.DeepEqual(back, tu) {
		t.Fatal("golden text does not parse back to the same turn")
	}
}

func TestMarshalText(t *testing.T) {
	o := mustParse(t, "Ben, Crispin attack Sir Roland").Orders[0]
	b, err := o.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "combat: Ben, Crispin attack Sir Roland" {
		t.Fatalf("MarshalText = %q", b)
	}
	var back Order
	if err := back.UnmarshalText(b); err != nil || !reflect.DeepEqual(back, o) {
		t.Fatalf("UnmarshalText: %+v, %v", back, err)
	}
	if err := back.UnmarshalText([]byte("Ben wait\nOdo wait")); err == nil {
		t.Fatal("two orders unmarshalled into one")
	}
	if _, err := (Order{Kind: KindMove, Who: []string{"Ben"}}).MarshalText(); err == nil {
		t.Fatal("move without a path marshalled")
	}
}

func BenchmarkParseTurn(b *testing.B) {
	src, err := os.ReadFile(filepath.Join("testdata", "orders27.txt"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(string(src)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFormatTurn(b *testing.B) {
	src, _ := os.ReadFile(filepath.Join("testdata", "orders27.txt"))
	tu, err := Parse(string(src))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Format(tu)
	}
}

func TestParseLines(t *testing.T) {
	_, lines, err := ParseLines("# turn 3\nmove:\nBen move I12\n\ncombat: Ben attack Sir Roland\n")
	if err != nil || len(lines) != 2 || lines[0] != 3 || lines[1] != 5 {
		t.Fatalf("lines %v, %v", lines, err)
	}
}

// TestDocsOrders: every canonical form in docs/orders.md's table of orders
// parses and is printed back unchanged, so the reference cannot drift.
func TestDocsOrders(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "orders.md"))
	if err != nil {
		t.Skip("docs/orders.md not found:", err)
	}
	n := 0
	for _, row := range strings.Split(string(doc), "\n") {
		cells := strings.Split(row, "|")
		if len(cells) != 6 || !strings.Contains(cells[3], "`") {
			continue
		}
		parts := strings.Split(cells[3], "`")
		for i := 1; i < len(parts); i += 2 {
			ex := parts[i]
			o := mustParse(t, ex).Orders
			if len(o) != 1 || o[0].String() != ex {
				t.Errorf("docs/orders.md: %q is not canonical (reads back as %q)", ex, Format(Turn{Orders: o}))
			}
			n++
		}
	}
	if n < 30 {
		t.Errorf("found only %d examples in the docs table", n)
	}
}

// TestSetUp: a set-up section places characters by name (§23, §22.8).
func TestSetUp(t *testing.T) {
	tests := []struct {
		text string
		want []Order
	}{
		{"set up:\nBlack Piers at E5\nSir Baldric at H10-G10\n", []Order{
			{Phase: PhaseSetUp, Kind: KindPlace, Who: []string{"Black Piers"}, At: Pos{{"E5"}}},
			{Phase: PhaseSetUp, Kind: KindPlace, Who: []string{"Sir Baldric"}, At: Pos{{"H10", "G10"}}}}},
		{"setup: \"Tom o' the Hill\" at R4", []Order{
			{Phase: PhaseSetUp, Kind: KindPlace, Who: []string{"Tom o' the Hill"}, At: Pos{{"R4"}}}}},
		{"Long Hal at F6", []Order{{Phase: PhaseSetUp, Kind: KindPlace, Who: []string{"Long Hal"}, At: Pos{{"F6"}}}}},
	}
	for _, tc := range tests {
		got := mustParse(t, tc.text)
		if !reflect.DeepEqual(got.Orders, tc.want) {
			t.Errorf("Parse(%q) = %#v, want %#v", tc.text, got.Orders, tc.want)
		}
		back := mustParse(t, Format(got))
		if !reflect.DeepEqual(back, got) {
			t.Errorf("%q does not round-trip: %s", tc.text, Format(got))
		}
	}
	if _, err := Parse("set up:\nLong Hal at\n"); err == nil {
		t.Error("a placement without a hex parsed")
	}
}
