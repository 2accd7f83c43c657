package referee

import (
	"fmt"

	"herald/internal/dice"
	"herald/internal/rulesets/destrier"
)

// grapples resolves the grapples of an exchange after its blows (THE
// MELEE CARDS: GRAPPLES): each at the enemy its play names, or the
// nearest in contact; a figure out of the fight grapples no more.
func (s *State) grapples(x *Exchange, d dice.Source, told *[]string) {
	r := s.rs.R
	for _, p := range x.Plays {
		f := s.fig(p.Figure)
		if !f.Live() {
			continue
		}
		for _, c := range p.Cards {
			card, err := r.Cards.Card(string(c))
			if err != nil || card.Kind != destrier.KindGrapple {
				continue
			}
			if c == destrier.BreakFree {
				s.breakFree(f, d, told)
				continue
			}
			t := s.grappled(f, p)
			if t == nil {
				*told = append(*told, fmt.Sprintf("%s's %s finds no enemy in contact", f.Name, c))
				continue
			}
			switch c {
			case destrier.Restraint:
				k, st := r.Restrain(f.Fighter(), t.Fighter(), d)
				t.Status = st
				*told = append(*told, tellCheck(k, "holds him", "he slips the hold"))
			case destrier.Toss:
				bash := r.Bash.BodyBash(f.Fighter(), t.Fighter(), d)
				if !bash.Check.Success {
					*told = append(*told, tellCheck(bash.Check, "", "the toss fails"))
					continue
				}
				th, fs, ts := r.TossEnemy(f.Fighter(), t.Fighter(), d)
				f.Status, t.Status = fs, ts
				*told = append(*told, fmt.Sprintf("%s tosses %s: %s", f.Name, t.Name, t.Status.Posture))
				if th.Tosser.Success {
					*told = append(*told, fmt.Sprintf("  %s goes down with him", f.Name))
				}
			case destrier.PullRider:
				s.pullRider(f, t, x, d, told)
			case destrier.Hamstring:
				s.hamstring(f, t, d, told)
			}
		}
	}
}

// grappled is the enemy f's grapple takes hold of: the one its play
// names if in contact, else the nearest in contact to its front.
func (s *State) grappled(f *Fig, p destrier.Play) *Fig {
	if p.Target != "" {
		if t := s.fig(p.Target); t != nil && t.Live() && destrier.InContact(s, f.Name, t.Name) {
			return t
		}
		return nil
	}
	var near []string
	for _, e := range s.contacts(f) {
		near = append(near, e.Name)
	}
	if n, ok := destrier.Nearest(s, f.Name, near); ok {
		return s.fig(n)
	}
	return nil
}

func (s *State) breakFree(f *Fig, d dice.Source, told *[]string) {
	var holders []destrier.Fighter
	for _, n := range f.Status.RestrainedBy {
		if h := s.fig(n); h != nil {
			holders = append(holders, h.Fighter())
		}
	}
	checks, st := s.rs.R.BreakFreeFrom(f.Fighter(), holders, d)
	f.Status = st
	for _, k := range checks {
		*told = append(*told, tellCheck(k, "free", "still held"))
	}
}

func (s *State) pullRider(f, t *Fig, x *Exchange, d dice.Source, told *[]string) {
	horse := s.fig(t.Mount)
	if horse == nil || !t.Fighter().Mounted() {
		*told = append(*told, fmt.Sprintf("%s is not in the saddle", t.Name))
		return
	}
	hp, _ := x.play(horse.Name)
	card := hp.TAC
	for _, c := range hp.Cards {
		if c == destrier.HorseMove || c == destrier.Wheel {
			card = c
		}
	}
	tp, _ := x.play(t.Name)
	g, rs, gs := s.rs.R.PullRider(f.Fighter(), t.Fighter(), horse.Fighter(), card, tp.Cards, d)
	t.Status, f.Status = rs, gs
	*told = append(*told, tellCheck(g.Check, fmt.Sprintf("%s comes down", t.Name), "he keeps his seat"))
	if g.Body != nil && g.Body.Check.Success {
		*told = append(*told, fmt.Sprintf("  the horse bashes %s: %s", f.Name, g.Body.Result))
	}
}

func (s *State) hamstring(f, t *Fig, d dice.Source, told *[]string) {
	if t.Kind != destrier.Steed {
		*told = append(*told, fmt.Sprintf("%s is no horse to hamstring", t.Name))
		return
	}
	var rider *Fig
	for _, o := range s.Figs {
		if o.Mount == t.Name && o.Fighter().Mounted() {
			rider = o
		}
	}
	var rf *destrier.Fighter
	if rider != nil {
		x := rider.Fighter()
		rf = &x
	}
	h, gs, hs, rs := s.rs.R.HamstringHorse(f.Fighter(), t.Fighter(), rf, d)
	f.Status, t.Status = gs, hs
	if rider != nil && rs != nil {
		rider.Status = *rs
	}
	*told = append(*told, tellCheck(h.Check, t.Name+" goes down", "the cut misses"))
}

// tellCheck tells a percentile check: its reason, chance and roll, and
// what came of it.
func tellCheck(k destrier.Check, yes, no string) string {
	out := fmt.Sprintf("%s: %d%%, rolled %d", k.Why, k.Chance, k.Roll)
	switch {
	case k.Success && yes != "":
		out += ": " + yes
	case !k.Success && no != "":
		out += ": " + no
	}
	return out
}
