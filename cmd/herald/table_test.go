package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCLIValidateTable: validate knows a measured table by its table:
// field, passes the shipped farm, and points at the line of a mistake.
func TestCLIValidateTable(t *testing.T) {
	r := cli(t, "validate", "data/tables/hallow-farm.yaml")
	if r.Code != exitOK || !strings.Contains(r.Stdout, "hallow-farm.yaml: ok (table)") {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", r.Code, r.Stdout, r.Stderr)
	}
	src, err := os.ReadFile("../../data/tables/hallow-farm.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i, tc := range []struct {
		old, new, want string
	}{
		{"rect: [74, 52, 38, 22]", "rect: [74, 52, 48, 22]", "rect: runs off the table (120 cm × 80 cm)"},
		{"{kind: door, at: [87, 24], width: 3}", "{kind: door, at: [87, 27], width: 3}", "opening at [87, 27] is 3 cm from the nearest wall"},
		{"kind: woods", "kind: forest", `unknown area kind "forest" (known: woods, bushes, crops, slope, water, rough, road)`},
		{"uphill: south-west", "uphill: downwards", `uphill "downwards"`},
	} {
		s := string(src)
		at := strings.Index(s, tc.old)
		if at < 0 {
			t.Fatalf("the farm lacks %q", tc.old)
		}
		line := strings.Count(s[:at], "\n") + 1
		p := filepath.Join(dir, "farm"+string(rune('a'+i))+".yaml")
		if err := os.WriteFile(p, []byte(strings.Replace(s, tc.old, tc.new, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		r := cli(t, "validate", p)
		want := p + ":" + strconv.Itoa(line) + ": " + tc.want
		if r.Code != exitNo || !strings.Contains(r.Stdout, want) {
			t.Errorf("exit %d, stdout:\n%s\nwant %q", r.Code, r.Stdout, want)
		}
	}
	r = cli(t, "validate", "--kind", "table", "data/maps/village.yaml")
	if r.Code != exitNo || !strings.Contains(r.Stdout, `missing field "table"`) {
		t.Errorf("a hex map read as a table: exit %d, stdout %s", r.Code, r.Stdout)
	}
}

// TestCLIRenderTable: render draws a measured table as a mat with its
// ruler and scale bar, by path or by bare name.
func TestCLIRenderTable(t *testing.T) {
	r := cli(t, "render", "hallow-farm")
	if r.Code != exitOK {
		t.Fatalf("render hallow-farm: exit %d, stderr %s", r.Code, r.Stderr)
	}
	xmlOK(t, r.Stdout)
	for _, want := range []string{`class="herald-table" data-unit="cm" data-table-width="120" data-table-depth="80"`,
		`data-name="Ashen Copse"`, `class="scale-bar"`, `data-kind="gate"`, "<title>Hallow Farm</title>", `data-px-per-unit="8.33"`} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("picture lacks %s", want)
		}
	}
	out := filepath.Join(t.TempDir(), "farm.svg")
	r = cli(t, "render", "data/tables/hallow-farm.yaml", "--scale", "12", "--no-legend", "-o", out)
	if r.Code != exitOK || r.Stdout != "" {
		t.Fatalf("render -o: exit %d, stdout %q, stderr %s", r.Code, r.Stdout, r.Stderr)
	}
	doc, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), `data-px-per-unit="12"`) || strings.Contains(string(doc), `class="legend"`) {
		t.Errorf("--scale 12 --no-legend not obeyed")
	}
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	if err := os.WriteFile(bad, []byte("table: 60 x 40 cm\nareas:\n  - {kind: woods, rect: [50, 1, 20, 5]}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"render", "hallow-farm", "--los", "A1"}, "--los and --reach are for hex maps"},
		{[]string{"render", "hallow-farm", "--scale", "500"}, "give 1 to 200 pixels per cm"},
		{[]string{"render", bad}, "bad.yaml:3: rect: runs off the table"},
	} {
		r := cli(t, tc.args...)
		if r.Code != exitUsage || !strings.Contains(r.Stderr, tc.want) || strings.Contains(r.Stderr, "goroutine") {
			t.Errorf("herald %v: exit %d, stderr %q; want exit 2 mentioning %q", tc.args, r.Code, r.Stderr, tc.want)
		}
	}
}

// TestCLITableScenario: a scenario on a measured table validates, and
// render draws its figures on their stands; a misplaced one is refused at
// its line.
func TestCLITableScenario(t *testing.T) {
	const file = "internal/scenario/scenariofile/testdata/brook-skirmish.yaml"
	r := cli(t, "validate", file)
	if r.Code != exitOK || !strings.Contains(r.Stdout, "brook-skirmish.yaml: ok (scenario)") {
		t.Fatalf("validate: exit %d\nstdout: %s\nstderr: %s", r.Code, r.Stdout, r.Stderr)
	}
	r = cli(t, "render", file)
	if r.Code != exitOK {
		t.Fatalf("render: exit %d, stderr %s", r.Code, r.Stderr)
	}
	xmlOK(t, r.Stdout)
	for _, want := range []string{`class="herald-table"`, `data-stand="Hugh"`, `data-stand="Alys"`, "Set-up on Hallow Farm"} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("picture lacks %s", want)
		}
	}
	src, err := os.ReadFile("../../" + file)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bad := strings.Replace(string(src), "at: [80, 47]", "at: [180, 47]", 1)
	p := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(p, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	line := strings.Count(bad[:strings.Index(bad, "[180, 47]")], "\n") + 1
	r = cli(t, "validate", p)
	if want := p + ":" + strconv.Itoa(line) + ": Tom at [180, 47] is off the table"; r.Code != exitNo || !strings.Contains(r.Stdout, want) {
		t.Errorf("exit %d, stdout:\n%s\nwant %q", r.Code, r.Stdout, want)
	}
}
