package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// benchRun is what one server did in one round of bench-vs.
type benchRun struct {
	Turns       int     `json:"turns"`
	TurnsPerSec float64 `json:"turns_per_s"`
	P50         float64 `json:"p50_ms"`
	P99         float64 `json:"p99_ms"`
	// ServerCPU is the server process's CPU time (user+system) over the
	// measured window divided by the turns played in it.
	ServerCPU float64 `json:"server_cpu_ms_per_turn"`
}

// benchSide is one server of the comparison; run measures it once.
type benchSide struct {
	name string
	run  func(round int) (benchRun, error)
}

// benchRounds measures the two sides alternately: a then b in even
// rounds, b then a in odd ones, so that a machine slowly getting busier
// or quieter favours neither. progress is told each result as it comes.
func benchRounds(rounds int, a, b benchSide, progress io.Writer) ([][2]benchRun, error) {
	out := make([][2]benchRun, rounds)
	for r := range rounds {
		order := []int{0, 1}
		if r%2 == 1 {
			order = []int{1, 0}
		}
		for _, i := range order {
			side := [2]benchSide{a, b}[i]
			res, err := side.run(r)
			if err != nil {
				return nil, fmt.Errorf("round %d, %s: %w", r+1, side.name, err)
			}
			if res.Turns == 0 {
				return nil, fmt.Errorf("round %d, %s: no turn was played", r+1, side.name)
			}
			out[r][i] = res
			fmt.Fprintf(progress, "round %d/%d %-14s %6.0f turns/s  p50 %6.2f ms  p99 %7.2f ms  server CPU %.3f ms a turn\n",
				r+1, rounds, side.name, res.TurnsPerSec, res.P50, res.P99, res.ServerCPU)
		}
	}
	return out, nil
}

// spread is the minimum, median and maximum of a figure over the rounds.
type spread struct {
	Min    float64 `json:"min"`
	Median float64 `json:"median"`
	Max    float64 `json:"max"`
}

func spreadOf(xs []float64) spread {
	if len(xs) == 0 {
		return spread{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	med := s[n/2]
	if n%2 == 0 {
		med = (s[n/2-1] + s[n/2]) / 2
	}
	return spread{Min: s[0], Median: med, Max: s[n-1]}
}

// benchFigure is one figure of the report for both sides and their ratio.
type benchFigure struct {
	Name string `json:"name"`
	A    spread `json:"a"`
	B    spread `json:"b"`
	// Ratio is a ÷ b taken round by round (the two runs of a round are
	// next to each other in time), then spread over the rounds.
	Ratio spread `json:"ratio"`
}

// benchFigures are the report's rows, each with how to read it from a run.
var benchFigures = []struct {
	name   string
	format string // of the two sides' cells
	of     func(benchRun) float64
}{
	{"turns/s", "%.0f", func(r benchRun) float64 { return r.TurnsPerSec }},
	{"p50 latency, ms", "%.1f", func(r benchRun) float64 { return r.P50 }},
	{"p99 latency, ms", "%.1f", func(r benchRun) float64 { return r.P99 }},
	{"server CPU a turn, ms", "%.3f", func(r benchRun) float64 { return r.ServerCPU }},
}

// summarise turns the rounds into the report's figures. A ratio whose
// divisor is 0 is left out of the ratio's spread.
func summarise(runs [][2]benchRun) []benchFigure {
	out := make([]benchFigure, 0, len(benchFigures))
	for _, f := range benchFigures {
		var a, b, ratio []float64
		for _, r := range runs {
			x, y := f.of(r[0]), f.of(r[1])
			a, b = append(a, x), append(b, y)
			if y != 0 {
				ratio = append(ratio, x/y)
			}
		}
		out = append(out, benchFigure{Name: f.name, A: spreadOf(a), B: spreadOf(b), Ratio: spreadOf(ratio)})
	}
	return out
}

// printBench writes the figures as a table: min, median and max of each
// side and of the ratio a ÷ b.
func printBench(w io.Writer, a, b string, figs []benchFigure) {
	head := func(s string) string { return fmt.Sprintf("%-25s", s) }
	fmt.Fprintf(w, "%-22s %s  %s  %s\n", "", head(a), head(b), a+" ÷ "+b)
	cols := strings.Repeat(fmt.Sprintf("%7s %8s %8s  ", "min", "median", "max"), 3)
	fmt.Fprintf(w, "%-22s %s\n", "", strings.TrimRight(cols, " "))
	for i, f := range figs {
		format := "%.3f"
		if i < len(benchFigures) && benchFigures[i].name == f.Name {
			format = benchFigures[i].format
		}
		fmt.Fprintf(w, "%-22s %s  %s  %s\n", f.Name, cells(f.A, format), cells(f.B, format), cells(f.Ratio, "%.2f×"))
	}
}

func cells(s spread, format string) string {
	c := func(x float64) string { return fmt.Sprintf(format, x) }
	return fmt.Sprintf("%7s %8s %8s", c(s.Min), c(s.Median), c(s.Max))
}
