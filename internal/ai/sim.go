package ai

import (
	"fmt"
	"math"
	"slices"
	"sync"

	"herald/internal/dice"
	"herald/internal/game"
)

// Sim is a batch of games between computer players: a scenario's
// balance, as a designer asks `herald sim` for it.
type Sim struct {
	// Start is the scenario's game at its start for a game's seed.
	Start func(seed uint64) (game.Position, error)
	// Levels are the players' levels by side.
	Levels map[string]string
	// Games is how many games to play; Workers how many at once (0: 1).
	Games, Workers int
	// Seed makes the batch repeatable: game i is played with seeds drawn
	// from Seed and i alone, whatever the workers.
	Seed uint64
	// Progress, if set, is told each game finished (from one goroutine
	// at a time).
	Progress func(done int)
}

// Played is one game of a batch.
type Played struct {
	Seed uint64 `json:"seed"`
	Result
	Err string `json:"error,omitempty"`
}

// GameSeed is the seed of game i of a batch seeded seed.
func GameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Run plays the batch; the games come back in order.
func (s *Sim) Run() []Played {
	out := make([]Played, s.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range max(1, s.Workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = s.play(GameSeed(s.Seed, i))
				if s.Progress != nil {
					mu.Lock()
					done++
					s.Progress(done)
					mu.Unlock()
				}
			}
		}()
	}
	for i := range s.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

func (s *Sim) play(seed uint64) Played {
	pd := Played{Seed: seed}
	p, err := s.Start(seed)
	if err != nil {
		pd.Err = err.Error()
		return pd
	}
	players := map[string]Player{}
	for i, side := range p.Sides() {
		pl, err := New(s.Levels[side], seed^uint64(i+1)*0x51ed27)
		if err != nil {
			pd.Err = err.Error()
			return pd
		}
		players[side] = pl
	}
	pd.Result, _, err = Run(p, players, dice.NewSeeded(seed), 0)
	if err != nil {
		pd.Err = err.Error()
	}
	return pd
}

// Report sums a batch up.
type Report struct {
	Games  int          `json:"games"`
	Failed int          `json:"failed"`
	Draws  int          `json:"draws"`
	Sides  []SideReport `json:"sides"`
	// Turns is the distribution of the game turns played.
	Turns Dist `json:"turns"`
}

// SideReport is one side's results.
type SideReport struct {
	Side   string `json:"side"`
	Level  string `json:"level"`
	Wins   int    `json:"wins"`
	Draws  int    `json:"draws"`
	Losses int    `json:"losses"`
	// Win, Draw and Loss are rates with their 95% Wilson intervals.
	Win    Rate `json:"win"`
	Draw   Rate `json:"draw"`
	Loss   Rate `json:"loss"`
	Points Dist `json:"points"`
}

// Rate is a proportion and its 95% confidence interval.
type Rate struct {
	P    float64 `json:"p"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// Dist is a distribution: its summary and every value, in order.
type Dist struct {
	Mean   float64   `json:"mean"`
	Min    float64   `json:"min"`
	Q1     float64   `json:"q1"`
	Median float64   `json:"median"`
	Q3     float64   `json:"q3"`
	Max    float64   `json:"max"`
	Values []float64 `json:"-"`
}

// Wilson is the 95% Wilson score interval of k successes in n.
func Wilson(k, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	const z = 1.959964
	p := float64(k) / float64(n)
	nn := float64(n)
	d := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / d
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / d
	return Rate{P: p, Low: max(0, c-h), High: min(1, c+h)}
}

func distOf(v []float64) Dist {
	if len(v) == 0 {
		return Dist{}
	}
	v = slices.Clone(v)
	slices.Sort(v)
	q := func(f float64) float64 { return v[int(math.Round(f*float64(len(v)-1)))] }
	sum := 0.0
	for _, x := range v {
		sum += x
	}
	return Dist{Mean: sum / float64(len(v)), Min: v[0], Q1: q(0.25), Median: q(0.5), Q3: q(0.75), Max: v[len(v)-1], Values: v}
}

// Summarize is the report of a batch played by sides (in playing order).
func Summarize(games []Played, sides []string, levels map[string]string) Report {
	r := Report{}
	var turns []float64
	pts := map[string][]float64{}
	for _, g := range games {
		if g.Err != "" {
			r.Failed++
			continue
		}
		r.Games++
		turns = append(turns, float64(g.Turns))
		if g.Winner == "" {
			r.Draws++
		}
		for _, s := range sides {
			pts[s] = append(pts[s], g.Points[s])
		}
	}
	r.Turns = distOf(turns)
	for _, s := range sides {
		sr := SideReport{Side: s, Level: levels[s], Draws: r.Draws}
		for _, g := range games {
			switch {
			case g.Err != "" || g.Winner == "":
			case g.Winner == s:
				sr.Wins++
			default:
				sr.Losses++
			}
		}
		sr.Win, sr.Draw, sr.Loss = Wilson(sr.Wins, r.Games), Wilson(sr.Draws, r.Games), Wilson(sr.Losses, r.Games)
		sr.Points = distOf(pts[s])
		r.Sides = append(r.Sides, sr)
	}
	return r
}

// String is the report as text.
func (r Report) String() string {
	out := fmt.Sprintf("%d games", r.Games)
	if r.Failed > 0 {
		out += fmt.Sprintf(" (%d failed)", r.Failed)
	}
	out += "\n"
	pct := func(x Rate) string {
		return fmt.Sprintf("%5.1f%% [%4.1f–%5.1f]", 100*x.P, 100*x.Low, 100*x.High)
	}
	out += fmt.Sprintf("%-12s %-7s %-22s %-22s %-22s %s\n", "side", "level", "win (95% CI)", "draw", "loss", "victory points: mean (min q1 median q3 max)")
	for _, s := range r.Sides {
		p := s.Points
		out += fmt.Sprintf("%-12s %-7s %-22s %-22s %-22s %.1f (%g %g %g %g %g)\n", s.Side, s.Level, pct(s.Win), pct(s.Draw), pct(s.Loss),
			p.Mean, p.Min, p.Q1, p.Median, p.Q3, p.Max)
	}
	t := r.Turns
	out += fmt.Sprintf("game length in game turns: mean %.1f (min %g q1 %g median %g q3 %g max %g)\n", t.Mean, t.Min, t.Q1, t.Median, t.Q3, t.Max)
	return out
}
