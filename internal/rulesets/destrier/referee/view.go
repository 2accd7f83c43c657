package referee

import (
	"encoding/json"
	"math"

	"herald/internal/game"
	"herald/internal/rulesets/destrier"
	"herald/internal/table"
)

// view is the game as one side may know it.
type view struct {
	Ruleset string    `json:"ruleset"`
	Title   string    `json:"title,omitempty"`
	Turn    int       `json:"turn"`
	Stage   string    `json:"stage"`
	Round   int       `json:"round,omitempty"`
	Order   []string  `json:"order,omitempty"`
	Over    bool      `json:"over,omitempty"`
	Winner  string    `json:"winner,omitempty"`
	Figures []figView `json:"figures"`
	// Revealed: the cards turned up in a step that waits for the dodge
	// guesses, a dodge face down but to its own side.
	Revealed []playView `json:"revealed,omitempty"`
	Asks     []Ask      `json:"asks,omitempty"`
}

// figView is a figure as a side sees it: where it stands and how it
// fares; its points and blows only to its own side.
type figView struct {
	Name    string  `json:"name"`
	Side    string  `json:"side"`
	Kind    string  `json:"kind"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	Facing  float64 `json:"facing"`
	Width   float64 `json:"width"`
	Depth   float64 `json:"depth"`
	Corner  bool    `json:"corner,omitempty"`
	Weapon  string  `json:"weapon,omitempty"`
	Shield  string  `json:"shield,omitempty"`
	Out     bool    `json:"out,omitempty"`
	Posture string  `json:"posture,omitempty"`
	Stunned bool    `json:"stunned,omitempty"`
	Berserk bool    `json:"berserk,omitempty"`
	Armless bool    `json:"disarmed,omitempty"`
	// Own side only.
	Blows     *int `json:"blows_left,omitempty"`
	BodyLeft  *int `json:"body_left,omitempty"`
	Fatigue   *int `json:"fatigue_left,omitempty"`
	BlowsTurn *int `json:"blows_per_turn,omitempty"`
}

// playView is a revealed play; Cards hides a dodge from the other sides.
type playView struct {
	Figure string   `json:"figure"`
	Cards  []string `json:"cards"`
	Target string   `json:"target,omitempty"`
}

// round3 is v to a thousandth: the table is measured with a ruler.
func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// FaceDown stands for a dodge card until the guesses are in.
const FaceDown = "DODGE (face down)"

// View implements game.Position.
func (s *State) View(side string) ([]byte, error) {
	v := view{Ruleset: "destrier", Title: s.Title, Turn: s.Turn, Stage: s.Stage, Round: s.Round, Order: s.Order, Over: s.Over, Winner: s.Winner}
	all := side == game.Referee || s.Over
	for _, f := range s.Figs {
		fv := figView{Name: f.Name, Side: f.Side, Kind: string(f.Kind),
			X: round3(f.Stand.Centre.X.In(table.Inches)), Y: round3(f.Stand.Centre.Y.In(table.Inches)), Facing: round3(f.Stand.Facing),
			Width: float64(f.Figure.Stand.Width), Depth: float64(f.Figure.Stand.Depth), Corner: f.Stand.Base.Corner,
			Weapon: f.Fighter().InHand(), Shield: string(f.Shield), Out: !f.Live(), Posture: string(f.Status.Posture),
			Stunned: f.Status.Stunned, Berserk: f.Status.Berserk, Armless: f.Status.Disarmed}
		if all || f.Side == side {
			blows, body, fat, per := f.Status.BlowsLeft, f.Fighter().BodyLeft(), f.Fighter().FatigueLeft(), s.rs.R.BlowsPerTurn(f.Fighter())
			fv.Blows, fv.BodyLeft, fv.Fatigue, fv.BlowsTurn = &blows, &body, &fat, &per
		}
		v.Figures = append(v.Figures, fv)
	}
	if x := s.Exchange; x != nil {
		for _, p := range x.Plays {
			own := all || s.fig(p.Figure).Side == side
			pv := playView{Figure: p.Figure, Target: p.Target}
			if p.TAC != "" {
				pv.Cards = append(pv.Cards, string(p.TAC))
			}
			for _, c := range p.Cards {
				if _, ok := destrier.Way(c); ok && !own {
					pv.Cards = append(pv.Cards, FaceDown)
					continue
				}
				pv.Cards = append(pv.Cards, string(c))
			}
			v.Revealed = append(v.Revealed, pv)
		}
		v.Asks = x.Asks
	}
	return json.Marshal(v)
}

// Shows implements game.Position: every event is public but those of a
// step that still waits for its dodge guesses (the engine's reveal and
// the revealed cards hold the dodges' ways, a guess is its side's until
// all are in).
func (s *State) Shows(side string, e game.Event) bool {
	if side == game.Referee || s.Stage != stageGuess && s.Stage != stageKeep {
		return true
	}
	if e.Type == game.TypeRevealed {
		// The engine's reveal of this step's sealed cards holds the
		// dodges' ways: withheld until the guesses are in.
		var rv game.Revealed
		if json.Unmarshal(e.Data, &rv) != nil {
			return false
		}
		return !s.revealedBy(rv)
	}
	if e.Type != TypeRevealed && e.Type != TypeGuessed {
		return true
	}
	var at struct {
		Turn  int `json:"turn"`
		Round int `json:"round"`
	}
	if json.Unmarshal(e.Data, &at) != nil {
		return false
	}
	if at.Turn != s.Turn || at.Round != s.Round {
		return true
	}
	return e.Type == TypeGuessed && e.Side == side
}
