package argad

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// Combatant is a figure in a melee round, as the strike order and the
// settling of simultaneous results see it.
type Combatant struct {
	Name   string
	Class  int
	Armour Armour
	Length Length
}

// Blow is one combatant striking another (indexes into the round's
// combatants) with his total modifier.
type Blow struct {
	By, At   int
	Modifier int
}

// BlowResult is a blow of a round: when it came (Tier 0 is the longest
// weapons), what it rolled and what stands after settling. Void says why
// a blow was not struck or does not stand.
type BlowResult struct {
	Blow
	Tier    int      `json:"tier"`
	Natural int      `json:"natural,omitempty"`
	Rolls   []int    `json:"rolls,omitempty"`
	Rolled  Outcome  `json:"rolled,omitempty"`
	Stands  Outcome  `json:"stands"`
	Rules   []string `json:"rules"`
	Void    string   `json:"void,omitempty"`
}

// Round is a melee round fought.
type Round struct {
	Blows    []BlowResult `json:"blows"`
	Killed   []int        `json:"killed"`
	Recoiled []int        `json:"recoiled"`
}

// FightRound fights one melee round: each combatant strikes at most once.
// Longer weapons strike first; a man killed or made to recoil before his
// turn does not strike. Blows of the same length are simultaneous: two men
// striking each other at the same moment with the same result are settled
// by class, armour, then natural die (SettleTie). Dice are rolled tier by
// tier in the order the blows are given.
func (r *Rules) FightRound(cs []Combatant, blows []Blow, src dice.Source) (Round, error) {
	if err := r.checkRound(cs, blows); err != nil {
		return Round{}, err
	}
	res := make([]BlowResult, len(blows))
	out := make([]Outcome, len(cs)) // what has befallen each combatant
	for i, b := range blows {
		res[i] = BlowResult{Blow: b, Tier: r.Melee.rank(cs[b.By].Length), Stands: Missed}
	}
	tiers := slices.Sorted(func(yield func(int) bool) {
		for _, b := range res {
			if !yield(b.Tier) {
				return
			}
		}
	})
	tiers = slices.Compact(tiers)
	for _, tier := range tiers {
		var now []int
		for i := range res {
			b := &res[i]
			if b.Tier != tier {
				continue
			}
			if out[b.By] != "" {
				b.Void = fmt.Sprintf("%s was %s before his weapon's turn", cs[b.By].Name, pastOf(out[b.By]))
				b.Rules = []string{r.Melee.Lengths.Tag}
				continue
			}
			foe := cs[b.At]
			b.Natural, b.Rolls = RollNatural(src, fmt.Sprintf("argad melee: %s strikes %s", cs[b.By].Name, foe.Name))
			o, tag := r.StrikeOutcome(b.Natural, b.Modifier, Foe{foe.Class, foe.Armour})
			b.Rolled, b.Stands, b.Rules = o, o, []string{tag}
			now = append(now, i)
		}
		r.settleTier(cs, res, now)
		for _, i := range now {
			b := res[i]
			if b.Stands == Hit || (b.Stands == Recoil && out[b.At] != Hit) {
				out[b.At] = b.Stands
			}
		}
	}
	rd := Round{Blows: res}
	for i, o := range out {
		switch o {
		case Hit:
			rd.Killed = append(rd.Killed, i)
		case Recoil:
			rd.Recoiled = append(rd.Recoiled, i)
		}
	}
	return rd, nil
}

func pastOf(o Outcome) string {
	if o == Hit {
		return "killed"
	}
	return "made to recoil"
}

func (r *Rules) checkRound(cs []Combatant, blows []Blow) error {
	for _, c := range cs {
		if err := r.checkClass(c.Class); err != nil {
			return err
		}
		if r.Melee.rank(c.Length) < 0 {
			return unknown(r.Melee.Lengths.Tag, "weapon length", string(c.Length), toStrings(r.Melee.Lengths.Order))
		}
	}
	struck := map[int]bool{}
	for _, b := range blows {
		if b.By < 0 || b.By >= len(cs) || b.At < 0 || b.At >= len(cs) || b.By == b.At {
			return fmt.Errorf("argad: blow %d→%d does not name two combatants of %d", b.By, b.At, len(cs))
		}
		if struck[b.By] {
			return errf(RulingActions, "%s strikes once a round", cs[b.By].Name)
		}
		struck[b.By] = true
	}
	return nil
}

func toStrings[T ~string](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = string(x)
	}
	return out
}

// settleTier settles the blows struck at the same moment between two men
// who struck each other.
func (r *Rules) settleTier(cs []Combatant, res []BlowResult, now []int) {
	for x, i := range now {
		for _, j := range now[x+1:] {
			a, b := &res[i], &res[j]
			if a.By != b.At || b.By != a.At {
				continue
			}
			sa, sb, tag := r.SettleTie(
				Clash{cs[a.By], a.Natural, a.Rolled},
				Clash{cs[b.By], b.Natural, b.Rolled})
			for _, p := range []struct {
				blow  *BlowResult
				stand Outcome
			}{{a, sa}, {b, sb}} {
				if p.stand != p.blow.Stands {
					p.blow.Stands = p.stand
					p.blow.Rules = append(p.blow.Rules, tag)
				}
			}
		}
	}
}

// Clash is one of two men striking each other at the same moment: who he
// is, his natural die and what his blow rolled.
type Clash struct {
	Combatant
	Natural int
	Rolled  Outcome
}

// SettleTie says what stands of two simultaneous blows between the same
// two men. Both hit, or both make the other recoil: only the higher class
// does it; same class, the higher armour; same armour, the higher natural
// die; and if nothing separates them, both recoil (two hits: the ruling's
// outcome for both, both recoil by default). A hit against a recoil: the hit stands and the dead
// man's push does not.
func (r *Rules) SettleTie(a, b Clash) (Outcome, Outcome, string) {
	if a.Rolled == Missed || b.Rolled == Missed {
		return a.Rolled, b.Rolled, ""
	}
	if a.Rolled != b.Rolled {
		if a.Rolled == Hit {
			return Hit, Missed, RulingHitBeatsRecoil
		}
		return Missed, Hit, RulingHitBeatsRecoil
	}
	for _, t := range r.Melee.Simultaneous {
		var x, y int
		switch t.By {
		case "class":
			x, y = a.Class, b.Class
		case "armour":
			x, y = a.Armour.Value(), b.Armour.Value()
		default:
			x, y = a.Natural, b.Natural
		}
		switch {
		case x > y:
			return a.Rolled, Missed, t.Tag
		case x < y:
			return Missed, b.Rolled, t.Tag
		}
	}
	if a.Rolled == Recoil {
		return Recoil, Recoil, RulingTie
	}
	tie := r.Rulings.SimultaneousTie
	return tie, tie, RulingTie
}
