package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// fakeSide is a bench-vs side that records when it ran and returns the
// runs it is given, one a call.
func fakeSide(name string, calls *[]string, runs ...benchRun) benchSide {
	n := 0
	return benchSide{name: name, run: func(round int) (benchRun, error) {
		*calls = append(*calls, name)
		r := runs[n]
		n++
		return r, nil
	}}
}

// TestBenchRoundsAlternate: the two servers take turns, and the one that
// goes first changes every round (A B, B A, A B, ...), each run landing in
// its own side's column.
func TestBenchRoundsAlternate(t *testing.T) {
	var calls []string
	a := fakeSide("a", &calls, benchRun{Turns: 1, P50: 1}, benchRun{Turns: 1, P50: 2}, benchRun{Turns: 1, P50: 3}, benchRun{Turns: 1, P50: 4})
	b := fakeSide("b", &calls, benchRun{Turns: 1, P50: 10}, benchRun{Turns: 1, P50: 20}, benchRun{Turns: 1, P50: 30}, benchRun{Turns: 1, P50: 40})
	var progress bytes.Buffer
	runs, err := benchRounds(4, a, b, &progress)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a", "b", "b", "a", "a", "b", "b", "a"}; !reflect.DeepEqual(calls, want) {
		t.Errorf("order %v, want %v", calls, want)
	}
	for r, pair := range runs {
		if pair[0].P50 != float64(r+1) || pair[1].P50 != float64(10*(r+1)) {
			t.Errorf("round %d: %+v", r+1, pair)
		}
	}
	if got := strings.Count(progress.String(), "\n"); got != 8 {
		t.Errorf("progress has %d lines, want one a run:\n%s", got, progress.String())
	}
}

// TestBenchRoundsRefuse: a run that fails or plays no turn stops the
// benchmark with an error naming the round and the server.
func TestBenchRoundsRefuse(t *testing.T) {
	ok := benchSide{name: "ok", run: func(int) (benchRun, error) { return benchRun{Turns: 5}, nil }}
	for name, bad := range map[string]benchSide{
		"fails":   {name: "bad", run: func(int) (benchRun, error) { return benchRun{}, errors.New("boom") }},
		"no turn": {name: "bad", run: func(int) (benchRun, error) { return benchRun{}, nil }},
	} {
		_, err := benchRounds(2, ok, bad, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), "round 1, bad") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestSummarise: min, median and max of each figure per side, and the
// ratio a ÷ b taken round by round before its spread; a median of an
// even count is the mean of the middle two.
func TestSummarise(t *testing.T) {
	runs := [][2]benchRun{
		{{TurnsPerSec: 1000, P50: 2, P99: 10, ServerCPU: 0.2}, {TurnsPerSec: 500, P50: 4, P99: 40, ServerCPU: 0.8}},
		{{TurnsPerSec: 900, P50: 3, P99: 12, ServerCPU: 0.3}, {TurnsPerSec: 600, P50: 3, P99: 30, ServerCPU: 0.6}},
		{{TurnsPerSec: 1200, P50: 1, P99: 8, ServerCPU: 0.1}, {TurnsPerSec: 400, P50: 5, P99: 0, ServerCPU: 1.0}},
	}
	figs := summarise(runs)
	want := []benchFigure{
		{Name: "turns/s", A: spread{900, 1000, 1200}, B: spread{400, 500, 600}, Ratio: spread{1.5, 2, 3}},
		{Name: "p50 latency, ms", A: spread{1, 2, 3}, B: spread{3, 4, 5}, Ratio: spread{0.2, 0.5, 1}},
		// The third round's p99 ratio has a divisor of 0: left out.
		{Name: "p99 latency, ms", A: spread{8, 10, 12}, B: spread{0, 30, 40}, Ratio: spread{0.25, 0.325, 0.4}},
		{Name: "server CPU a turn, ms", A: spread{0.1, 0.2, 0.3}, B: spread{0.6, 0.8, 1.0}, Ratio: spread{0.1, 0.25, 0.5}},
	}
	if len(figs) != len(want) {
		t.Fatalf("%d figures, want %d", len(figs), len(want))
	}
	for i := range want {
		if !sameFigure(figs[i], want[i]) {
			t.Errorf("figure %d:\n got %+v\nwant %+v", i, figs[i], want[i])
		}
	}
	var out bytes.Buffer
	printBench(&out, "herald", "boardgame.io", figs)
	for _, s := range []string{"herald ÷ boardgame.io", "server CPU a turn, ms", "0.25×", "1000", "0.200", "12.0"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("table lacks %q:\n%s", s, out.String())
		}
	}
}

func sameFigure(a, b benchFigure) bool {
	near := func(x, y spread) bool {
		d := func(p, q float64) bool { return p-q < 1e-9 && q-p < 1e-9 }
		return d(x.Min, y.Min) && d(x.Median, y.Median) && d(x.Max, y.Max)
	}
	return a.Name == b.Name && near(a.A, b.A) && near(a.B, b.B) && near(a.Ratio, b.Ratio)
}

// TestParseBgioLoad reads load.js's line, whose figures come as strings
// from toFixed, and refuses anything else with what it got.
func TestParseBgioLoad(t *testing.T) {
	out := "some warning\n" + `{"games":50,"seconds":"15.0","turns":12000,"turns_per_s":"800","p50_ms":"52.1","p99_ms":"120.5","max_ms":"300.0","server_cpu_ms_per_turn":"0.630","client_cpu_ms_per_turn":"0.500"}` + "\n"
	r, err := parseBgioLoad([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	if want := (benchRun{Turns: 12000, TurnsPerSec: 800, P50: 52.1, P99: 120.5, ServerCPU: 0.63}); r != want {
		t.Errorf("got %+v, want %+v", r, want)
	}
	for _, bad := range []string{"", "Error: listen EADDRINUSE", `{"turns":1,"turns_per_s":"x","p50_ms":"1","p99_ms":"1","server_cpu_ms_per_turn":"1"}`} {
		if _, err := parseBgioLoad([]byte(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestPrepareAnchorCached: the anchor is copied and installed with npm;
// a stale stamp installs again; the same package.json with node_modules
// present is not installed again, so no npm runs and no network is
// needed. npm here is a script that says it ran.
func TestPrepareAnchorCached(t *testing.T) {
	anchor, cache, bin := t.TempDir(), t.TempDir(), t.TempDir()
	files := map[string]string{"package.json": `{"name":"x"}`, "server.js": "// s", "load.js": "// l"}
	for n, s := range files {
		os.WriteFile(filepath.Join(anchor, n), []byte(s), 0o644)
	}
	npm := func(exit string) {
		os.WriteFile(filepath.Join(bin, "npm"), []byte("#!/bin/sh\necho npm ran >&2\nmkdir -p node_modules\nexit "+exit+"\n"), 0o755)
	}
	os.WriteFile(filepath.Join(bin, "node"), []byte("#!/bin/sh\n"), 0o755)
	t.Setenv("PATH", bin)
	dir := filepath.Join(cache, "boardgameio")
	os.MkdirAll(filepath.Join(dir, "node_modules"), 0o755)
	os.WriteFile(filepath.Join(dir, ".herald-installed"), []byte("stale"), 0o644)
	var progress, errs bytes.Buffer
	npm("1")
	if _, err := prepareAnchor(anchor, cache, &progress, &errs); err == nil || !strings.Contains(errs.String(), "npm ran") {
		t.Fatalf("a stale stamp must install: err %v, stderr %q", err, errs.String())
	}
	npm("0")
	errs.Reset()
	got, err := prepareAnchor(anchor, cache, &progress, &errs)
	if err != nil || got != dir || !strings.Contains(errs.String(), "npm ran") {
		t.Fatalf("install: %q, %v, stderr %q", got, err, errs.String())
	}
	errs.Reset()
	if got, err = prepareAnchor(anchor, cache, &progress, &errs); err != nil || got != dir || errs.Len() != 0 {
		t.Fatalf("cached: %q, %v, stderr %q (npm must not run again)", got, err, errs.String())
	}
	for n, s := range files {
		if b, _ := os.ReadFile(filepath.Join(dir, n)); string(b) != s {
			t.Errorf("%s not copied: %q", n, b)
		}
	}
	if _, err := prepareAnchor(t.TempDir(), t.TempDir(), &progress, &errs); err == nil {
		t.Error("an anchor without server.js was accepted")
	}
	t.Setenv("PATH", t.TempDir())
	if _, err := prepareAnchor(anchor, cache, &progress, &errs); err == nil || !strings.Contains(err.Error(), "node") {
		t.Errorf("without node: %v", err)
	}
}

// TestBenchVsReal runs the real comparison, one short round, when
// HERALD_BENCH_VS is set (it needs npm's registry the first time and
// takes half a minute): both servers must play turns and be measured.
func TestBenchVsReal(t *testing.T) {
	if os.Getenv("HERALD_BENCH_VS") == "" {
		t.Skip("set HERALD_BENCH_VS=1 to run boardgame.io beside herald")
	}
	r := cli(t, "bench-vs", "--rounds", "1", "--duration", "3s", "--warmup", "1s", "--games", "10", "--json")
	if r.Code != 0 {
		t.Fatalf("exit %d\n%s%s", r.Code, r.Stdout, r.Stderr)
	}
	var res struct {
		Rounds  [][2]benchRun `json:"rounds"`
		Figures []benchFigure `json:"figures"`
	}
	if err := json.Unmarshal([]byte(r.Stdout), &res); err != nil {
		t.Fatalf("%v\n%s", err, r.Stdout)
	}
	if len(res.Rounds) != 1 || len(res.Figures) != 4 {
		t.Fatalf("%+v", res)
	}
	for i, run := range res.Rounds[0] {
		if run.Turns == 0 || run.ServerCPU <= 0 || run.P99 < run.P50 {
			t.Errorf("server %d: %+v", i, run)
		}
	}
}

// TestBenchVsRefusals: bad flags are bad usage.
func TestBenchVsRefusals(t *testing.T) {
	for _, args := range [][]string{
		{"bench-vs", "--rounds", "0"},
		{"bench-vs", "--duration", "10ms"},
		{"bench-vs", "extra"},
	} {
		if r := cli(t, args...); r.Code != 2 || r.Stderr == "" {
			t.Errorf("%v: exit %d, stderr %q", args, r.Code, r.Stderr)
		}
	}
}
