package referee

import (
	"fmt"
	"strings"

	"herald/internal/game"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/orders"
)

// Candidate plays a figure is offered, in the order a plain player tries
// them: strike, close in, move, defend. Moves keeps those Check takes.
var (
	tacCandidates = [][]destrier.CardName{
		{destrier.Close, destrier.DeliverBlow}, {destrier.StandGround, destrier.DeliverBlow},
		{destrier.HorseMove}, {destrier.StandGround, destrier.Kick}, {destrier.Close, destrier.Kick},
		{destrier.StandGround, destrier.ActiveShieldParry}, {destrier.Close, destrier.WeaponPlay},
		{destrier.StandGround, destrier.PassiveShieldParry}, {destrier.Close, destrier.PassiveShieldParry},
		{destrier.StandGround, destrier.DodgeLeft}, {destrier.Retreat, destrier.PassiveShieldParry},
	}
	roundCandidates = [][]destrier.CardName{
		{destrier.DeliverBlow}, {destrier.HorseMove}, {destrier.Kick}, {destrier.Close, destrier.PassiveShieldParry},
		{destrier.MoveInch}, {destrier.WeaponPlay}, {destrier.ActiveShieldParry}, {destrier.DodgeRight},
		{destrier.PassiveShieldParry}, {destrier.DesperateDefense},
	}
)

// options are the plays f may make now, in the candidates' order.
func (s *State) options(f *Fig) []destrier.Play {
	cands := roundCandidates
	if s.Stage == stageTAC {
		cands = tacCandidates
	}
	var out []destrier.Play
	for _, cs := range cands {
		p, err := s.rs.R.Normalize(destrier.Play{Figure: f.Name, Cards: cs})
		if err != nil {
			continue
		}
		if s.legal(f, p) == nil {
			out = append(out, p)
		}
	}
	return out
}

// Moves offers side candidate submissions for the step (game.Mover):
// the k-th candidate gives each figure its k-th legal play (its last
// where it has fewer); a charge at the nearest enemy or none; each way
// of guessing.
func (s *State) Moves(side string, limit int) []game.Submission {
	st := s.Step()
	if !st.Due(side) {
		return nil
	}
	if limit < 1 {
		limit = 4
	}
	var texts []string
	switch s.Stage {
	case stageCharges:
		texts = s.chargeMoves(side)
	case stageMove:
		texts = s.moveMoves(side)
	case stageKeep:
		for _, retreats := range []bool{true, false} {
			var b strings.Builder
			for _, k := range s.Exchange.Keeps {
				if k.Side == side && !k.Answered {
					b.WriteString(orders.FormatOrder(orders.Order{Kind: orders.KeepOrder, Figure: k.Figure, Retreats: retreats}) + "\n")
				}
			}
			texts = append(texts, b.String())
		}
	case stageGuess:
		for _, way := range []destrier.DodgeWay{destrier.DodgesLeft, destrier.DodgesRight, destrier.DodgesBack} {
			var b strings.Builder
			for _, a := range s.Exchange.Asks {
				if a.Side == side {
					b.WriteString(orders.FormatOrder(orders.Order{Kind: orders.GuessOrder, Figure: a.By, Way: way, At: a.Dodger}) + "\n")
				}
			}
			texts = append(texts, b.String())
		}
	default:
		texts = s.cardMoves(side, limit)
	}
	var out []game.Submission
	for _, t := range texts {
		sub := game.Submission{Side: side, For: st.Kind, Orders: t}
		if _, err := s.Check(sub); err == nil && len(out) < limit {
			out = append(out, sub)
		}
	}
	return out
}

func (s *State) cardMoves(side string, limit int) []string {
	var figs []*Fig
	var opts [][]destrier.Play
	most := 0
	for _, f := range s.live(side) {
		o := s.options(f)
		if len(o) == 0 {
			continue // left to herald's default, or refused as it stands
		}
		figs, opts = append(figs, f), append(opts, o)
		most = max(most, len(o))
	}
	var texts []string
	for k := range min(most, limit) {
		var ps []destrier.Play
		for i := range figs {
			ps = append(ps, opts[i][min(k, len(opts[i])-1)])
		}
		texts = append(texts, formatPlays(ps))
	}
	return texts
}

func (s *State) chargeMoves(side string) []string {
	var at, none strings.Builder
	for _, f := range s.cavalry(side) {
		fmt.Fprintf(&none, "%s\n", orders.FormatOrder(orders.Order{Kind: orders.ChargeOrder, Figure: f.Name}))
		o := orders.Order{Kind: orders.ChargeOrder, Figure: f.Name}
		if n, ok := destrier.Nearest(s, f.Name, s.enemies(f)); ok {
			o.Targets = []string{n}
		}
		fmt.Fprintf(&at, "%s\n", orders.FormatOrder(o))
	}
	return []string{at.String(), none.String()}
}
