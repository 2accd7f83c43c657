package referee

import (
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/chainmail"
	"herald/internal/sequence"
)

// Forecast implements game.Forecaster for a checked round: the figures
// standing after its moves (the dry run's), the exact chance each shot
// and each melee kills its man (Appendix B's and E's tables, two dice),
// and a little for closing on the enemy.
func (s *State) Forecast(c game.Checked) float64 {
	plan, ok := c.Plan.(*sequence.Plan[*State])
	if !ok || plan.State == nil {
		return 0
	}
	side, after := c.Side, plan.State
	pts := after.Points()
	v := pts[side]
	for sd, n := range pts {
		if sd != side {
			v -= n
		}
	}
	for _, o := range plan.Orders {
		switch o.Kind {
		case notation.KindFire:
			v += s.shotChance(o)
		case notation.KindAttack:
			v += after.meleeChance(o)
		}
	}
	var enemies []hex.Hex
	for i := range after.Figures {
		if e := &after.Figures[i]; e.Live() && e.Side != side {
			enemies = append(enemies, e.At)
		}
	}
	for i := range after.Figures {
		if f := &after.Figures[i]; f.Live() && f.Side == side && len(enemies) > 0 {
			v -= 0.02 * float64(nearest(f.At, enemies))
		}
	}
	return v
}

// shotChance is the chance fire order o kills its target.
func (s *State) shotChance(o notation.Order) float64 {
	cs, err := s.figuresOf(o.Who)
	if err != nil {
		return 0
	}
	p, err := s.rs.planShot(s, cs, o)
	if err != nil {
		return 0
	}
	return p.shot.KillChance().Float()
}

// meleeChance is the chance attack order o kills its defender: one less
// the chance every blow fails.
func (s *State) meleeChance(o notation.Order) float64 {
	cs, err := s.figuresOf(o.Who)
	if err != nil {
		return 0
	}
	p, err := s.rs.planMelee(s, cs, o)
	if err != nil {
		return 0
	}
	miss := 1.0
	for _, b := range p.blows {
		switch {
		case b.fantasy != nil:
			if r, err := s.rs.Rules.Fantasy.PlanFantasy(*b.fantasy); err == nil {
				miss *= 1 - chainmail.FantasyOdds(r.Score, r.Modifier).Killed.Float()
			}
		case b.blow != nil:
			if r, err := s.rs.Rules.PlanBlow(*b.blow); err == nil {
				miss *= 1 - r.KillChance().Float()
			}
		}
	}
	return 1 - miss
}

// figuresOf finds the named figures.
func (s *State) figuresOf(names []string) ([]*Figure, error) {
	var out []*Figure
	for _, n := range names {
		f, ok := s.Figure(n)
		if !ok {
			return nil, cmErr(chainmail.RefBattle, "no figure named %q", n)
		}
		out = append(out, f)
	}
	return out, nil
}
