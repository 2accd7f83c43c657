package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func xmlOK(t *testing.T, doc string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("not well-formed SVG: %v", err)
		}
	}
}

func TestCLIRender(t *testing.T) {
	const (
		mapFile = "internal/render/testdata/maps/mill.yaml"
		scen    = "internal/render/testdata/scenarios/mill-raid.yaml"
	)
	r := cli(t, "render", mapFile)
	if r.Code != 0 {
		t.Fatalf("render map: exit %d, stderr %s", r.Code, r.Stderr)
	}
	xmlOK(t, r.Stdout)
	if !strings.Contains(r.Stdout, "The Mill at Thornbury") || strings.Contains(r.Stdout, "data-character") {
		t.Errorf("map picture: wrong title or has counters")
	}

	out := filepath.Join(t.TempDir(), "raid.svg")
	r = cli(t, "render", scen, "-o", out)
	if r.Code != 0 || r.Stdout != "" {
		t.Fatalf("render scenario -o: exit %d, stdout %q, stderr %s", r.Code, r.Stdout, r.Stderr)
	}
	doc, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	xmlOK(t, string(doc))
	for _, want := range []string{`data-character="Sir Roland"`, `data-hex="E4-E3"`, `data-force="Millers"`, "Raid on the Mill"} {
		if !bytes.Contains(doc, []byte(want)) {
			t.Errorf("scenario picture lacks %s", want)
		}
	}
}

func TestCLIRenderBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("title: Broken\nsize: 10x10\nterrain:\n  A1: lava\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"render"}, "one map, table or scenario file"},
		{[]string{"render", "a.yaml", "b.yaml"}, "one map, table or scenario file"},
		{[]string{"render", filepath.Join(dir, "missing.yaml")}, "missing.yaml"},
		{[]string{"render", bad}, "bad.yaml:4"},
		{[]string{"render", bad, "--scale", "0"}, "--scale"},
		{[]string{"render", "--bogus", bad}, "bogus"},
	} {
		r := cli(t, tc.args...)
		if r.Code != exitUsage || !strings.Contains(r.Stderr, tc.want) || strings.Contains(r.Stderr, "goroutine") {
			t.Errorf("herald %v: exit %d, stderr %q; want exit 2 mentioning %q", tc.args, r.Code, r.Stderr, tc.want)
		}
	}
}

// TestCLIRenderOverlays: --los and --reach shade the picture from the
// field rules' answers.
func TestCLIRenderOverlays(t *testing.T) {
	const (
		mapFile = "internal/render/testdata/maps/mill.yaml"
		scen    = "internal/render/testdata/scenarios/mill-raid.yaml"
	)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"render", scen, "--reach", "Hugh"}, []string{`class="ov ov-origin" data-hex="G4"`, `class="ov ov-reach" data-hex="G3"`, "Reach of Hugh (6 MP)"}},
		{[]string{"render", scen, "--los", "D5"}, []string{`class="ov ov-origin" data-hex="D5"`, `ov-los-clear`, "In sight from D5"}},
		{[]string{"render", mapFile, "--los", "A5"}, []string{`class="ov ov-origin" data-hex="A5"`, "In sight from A5"}},
	} {
		r := cli(t, tc.args...)
		if r.Code != 0 {
			t.Errorf("herald %v: exit %d, stderr %s", tc.args, r.Code, r.Stderr)
			continue
		}
		xmlOK(t, r.Stdout)
		for _, w := range tc.want {
			if !strings.Contains(r.Stdout, w) {
				t.Errorf("herald %v: picture lacks %s", tc.args, w)
			}
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"render", scen, "--los", "Z99"}, "--los"},
		{[]string{"render", scen, "--reach", "Nobody"}, `no unit named "Nobody"`},
		{[]string{"render", mapFile, "--reach", "Hugh"}, "needs a scenario"},
		{[]string{"render", scen, "--reach", "Hugh", "--los", "A1"}, "not both"},
	} {
		r := cli(t, tc.args...)
		if r.Code != exitUsage || !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("herald %v: exit %d, stderr %q; want exit 2 mentioning %q", tc.args, r.Code, r.Stderr, tc.want)
		}
	}
}
