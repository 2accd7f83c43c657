package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCLIValidateShipped(t *testing.T) {
	r := cli(t, "validate", "data/scenarios/thornby-raid.yaml", "data/scenarios/ashcombe-storm.yaml",
		"data/scenarios/millers-ford-ambush.yaml", "data/maps/village.yaml", "data/maps/manor.yaml",
		"data/maps/millers-ford.yaml", "data/cryhavoc/terrain.yaml", "data/cryhavoc/classes.yaml", "data/scenarios/README.md")
	if r.Code != exitOK {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", r.Code, r.Stdout, r.Stderr)
	}
	for _, want := range []string{"thornby-raid.yaml: ok (scenario)", "village.yaml: ok (map)",
		"terrain.yaml: ok (terrain)", "classes.yaml: ok (classes)", "README.md: skipped"} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, r.Stdout)
		}
	}
}

// A broken copy of a shipped file fails with exit 1 and a message located
// at the broken line.
func TestCLIValidateBroken(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, src, old, new, want string
	}{
		{"unknown terrain", "data/maps/village.yaml", "J18-K19: bridge", "J18-K19: brige",
			`unknown terrain "brige" (did you mean "bridge"?)`},
		{"hex off board", "data/maps/village.yaml", "I9: well", "I39: well",
			`terrain "I39": hex "I39" is off the board`},
		{"hexside not adjacent", "data/maps/manor.yaml", "J10/J11: door", "J10/J12: door",
			`hexside "J10/J12": J10 and J12 are not adjacent`},
		{"duplicate hexside", "data/maps/manor.yaml", "J10/J11: door", "J10/J11: door\n  J11/J10: window",
			""},
		{"stacking", "data/scenarios/thornby-raid.yaml", "at: I2}", "at: H1}",
			"Cedd at H1: Bran already stands there; one character or animal per hex (rule 7.2)"},
		{"value outside class", "data/scenarios/thornby-raid.yaml", "foot: 4/3 2/1", "foot: 9/3 2/1",
			"Rafe: attack on foot 9 is outside peasant's range 2-5 (rule 25.2)"},
		{"truncated", "data/scenarios/ashcombe-storm.yaml", "sides:", "sides: [\n", ""},
		{"wrong type", "data/scenarios/ashcombe-storm.yaml", "turns: 15", "turns: [15]",
			"turns: expected a value, found a list"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("../..", tt.src))
			if err != nil {
				t.Fatal(err)
			}
			s := string(b)
			at := strings.Index(s, tt.old)
			if at < 0 {
				t.Fatalf("%s does not contain %q", tt.src, tt.old)
			}
			line := strings.Count(s[:at], "\n") + 1
			p := filepath.Join(dir, fmt.Sprintf("broken%d.yaml", i))
			if err := os.WriteFile(p, []byte(strings.Replace(s, tt.old, tt.new, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			r := cli(t, "validate", p)
			if r.Code != exitNo {
				t.Errorf("exit %d, want %d; stdout %s stderr %s", r.Code, exitNo, r.Stdout, r.Stderr)
			}
			if tt.want == "" {
				// the error may sit on the next line (duplicate, end of file)
				if !strings.Contains(r.Stdout, fmt.Sprintf("%s:%d: ", p, line)) &&
					!strings.Contains(r.Stdout, fmt.Sprintf("%s:%d: ", p, line+1)) {
					t.Errorf("stdout:\n%s\nwant an error at line %d or %d", r.Stdout, line, line+1)
				}
			} else if want := fmt.Sprintf("%s:%d: %s", p, line, tt.want); !strings.Contains(r.Stdout, want) {
				t.Errorf("stdout:\n%s\nwant it to contain %q", r.Stdout, want)
			}
			if strings.Contains(r.Stdout+r.Stderr, "goroutine") {
				t.Errorf("stack trace for bad input:\n%s%s", r.Stdout, r.Stderr)
			}
		})
	}
}

func TestCLIValidateUsage(t *testing.T) {
	if r := cli(t, "validate"); r.Code != exitUsage || !strings.Contains(r.Stderr, "Usage: herald validate") {
		t.Errorf("no files: exit %d stderr %q", r.Code, r.Stderr)
	}
	if r := cli(t, "validate", "no/such/file.yaml"); r.Code != exitUsage || !strings.Contains(r.Stderr, "no/such/file.yaml") {
		t.Errorf("missing file: exit %d stderr %q", r.Code, r.Stderr)
	}
	if r := cli(t, "validate", "--kind", "spell", "x.yaml"); r.Code != exitUsage {
		t.Errorf("bad kind: exit %d", r.Code)
	}
}

func TestRunValidateQuiet(t *testing.T) {
	var out, errb strings.Builder
	code := run([]string{"validate", "-q", "../../data/maps/village.yaml"}, &out, &errb)
	if code != exitOK || out.String() != "" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}
