package referee

import (
	"fmt"
	"slices"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rulesets/chainmail"
)

// Grappling (Appendix E, special rules) as an order of the melee step:
// "Grum grapple Hal". The grappler's bare hands must land (a blow
// against the rule's armour class); then each rolls two dice plus his
// fighting capacity: the loser is thrown and stunned, a tie locks both.
// Stuns and locks are taken with the melee's losses, at its end.

// grappleMark is a stun or a lock a grapple gave, not yet taken.
type grappleMark struct {
	Name    string
	Stunned int
	Locked  bool
}

// grapplePlan is a checked grapple.
type grapplePlan struct {
	attacker, defender *Figure
}

type cmGrapple struct {
	Attacker string                  `json:"attacker"`
	Defender string                  `json:"defender"`
	Grapple  chainmail.GrappleResult `json:"grapple"`
	Skipped  string                  `json:"skipped,omitempty"`
}

func (cm *Chainmail) planGrapple(s *State, cs []*Figure, o notation.Order) (grapplePlan, error) {
	ref := chainmail.RefSpecial
	if len(cs) != 1 || len(o.Targets) != 1 {
		return grapplePlan{}, cmErr(ref, "one figure grapples one man")
	}
	c := cs[0]
	t, ok := s.Figure(o.Targets[0])
	switch {
	case !ok:
		return grapplePlan{}, cmErr(ref, "no figure named %q in this game", o.Targets[0])
	case t.Side == c.Side:
		return grapplePlan{}, cmErr(ref, "%s is on %s's own side", t.Name, c.Name)
	case !t.Live():
		return grapplePlan{}, cmErr(ref, "%s is already dead", t.Name)
	case c.Attacked:
		return grapplePlan{}, cmErr(chainmail.RefMelee, "%s has already fought this round", c.Name)
	case 2*c.MPSpent > figure(c).Move && s.chargedAt(c) == "":
		return grapplePlan{}, cmErr(chainmail.RefBattle, "%s moved %d\" of his %d\": a figure that moves more than half his move may not also melee in the round unless he charges (step 3)", c.Name, c.MPSpent, figure(c).Move)
	case s.chargedAt(c) != "" && s.chargedAt(c) != t.Name:
		return grapplePlan{}, cmErr(chainmail.RefBattle, "%s charged %s this round, not %s", c.Name, s.chargedAt(c), t.Name)
	case hex.Distance(c.At, t.At) != 1:
		return grapplePlan{}, cmErr(ref, "%s is not next to %s", c.Name, t.Name)
	}
	return grapplePlan{attacker: c, defender: t}, nil
}

// capacity is a figure's fighting capacity in a grapple: the men a
// fighting-man of his level fights as, 1 for anyone else (a ruling).
func (cm *Chainmail) capacity(c *Figure) int {
	if lv := figure(c).Level; lv > 0 {
		if row, err := cm.Rules.Character.CapabilityAt(lv); err == nil && row.Fighter.Men > 0 {
			return row.Fighter.Men
		}
	}
	return 1
}

// grapple rolls p on n: the stuns and locks wait for the melee's end.
func (cm *Chainmail) grapple(n *State, p grapplePlan, d dice.Source) (cmGrapple, []string) {
	a, t := p.attacker, p.defender
	a.Attacked = true
	r := cmGrapple{Attacker: a.Name, Defender: t.Name}
	if n.isKilled(t.Name) {
		r.Skipped = t.Name + " is already struck down this round"
		return r, []string{fmt.Sprintf("%s grapples %s: no grapple, %s", a.Name, t.Name, r.Skipped)}
	}
	g, _ := cm.Rules.ResolveGrapple(cm.capacity(a), cm.capacity(t), d)
	r.Grapple = g
	line := fmt.Sprintf("%s grapples %s: bare hands rolled %d, needs %d", a.Name, t.Name, g.Attack.Roll, g.Attack.Need)
	switch {
	case !g.Held:
		line += ": no hold"
	case g.Locked:
		line += fmt.Sprintf("; %d against %d: locked together", g.AttackerSum, g.DefenderSum)
		n.grappled = append(slices.Clone(n.grappled), grappleMark{Name: a.Name, Locked: true}, grappleMark{Name: t.Name, Locked: true})
	default:
		thrown := t
		if g.Thrown == "attacker" {
			thrown = a
		}
		line += fmt.Sprintf("; %d against %d: %s is thrown, stunned for %d round(s)", g.AttackerSum, g.DefenderSum, thrown.Name, g.StunRounds)
		n.grappled = append(slices.Clone(n.grappled), grappleMark{Name: thrown.Name, Stunned: g.StunRounds})
	}
	return r, []string{line + " (" + g.Reference + ")"}
}

// takeGrapples gives the melee's stuns and locks to their figures, for
// the rounds after it (after endRound has counted the old ones down).
func (n *State) takeGrapples(marks []grappleMark) []string {
	var out []string
	for _, m := range marks {
		c, ok := n.Figure(m.Name)
		if !ok || !c.Live() {
			continue
		}
		if m.Stunned > 0 {
			c.Stunned = max(c.Stunned, m.Stunned)
			out = append(out, fmt.Sprintf("  %s is stunned for %d round(s)", c.Name, c.Stunned))
		}
		if m.Locked {
			c.Locked = true
			out = append(out, fmt.Sprintf("  %s is locked in a grapple next round", c.Name))
		}
	}
	return out
}
