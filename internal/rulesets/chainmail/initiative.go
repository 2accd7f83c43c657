package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// InitiativeRuling: each side rolls one die of Die sides in step 1; the
// highest acts first in step 2, then the next highest; sides that tie act
// together. The text names the roll but its table is lost.
type InitiativeRuling struct {
	Die int `yaml:"die" json:"die"`
}

func (i *InitiativeRuling) validate() error {
	if i.Die < 2 || i.Die > 20 {
		return fmt.Errorf("initiative die of %d sides", i.Die)
	}
	return nil
}

// SurpriseRuling: a side the scenario does not call surprised or alert
// rolls a die of Die sides and is surprised on SurprisedOn or less; the
// text's fragment says surprise "allows [a] free round of action", so a
// surprised side gives no orders for FreeRounds rounds. If every side is
// surprised, none is.
type SurpriseRuling struct {
	Die         int `yaml:"die" json:"die"`
	SurprisedOn int `yaml:"surprised_on" json:"surprised_on"`
	FreeRounds  int `yaml:"free_rounds" json:"free_rounds"`
}

func (s *SurpriseRuling) validate() error {
	if s.Die < 2 || s.Die > 20 || s.SurprisedOn < 0 || s.SurprisedOn >= s.Die || s.FreeRounds < 0 || s.FreeRounds > 3 {
		return fmt.Errorf("surprised on %d or less on a die of %d, %d free rounds", s.SurprisedOn, s.Die, s.FreeRounds)
	}
	return nil
}

// ReactionBand is a run of two-dice scores and the reaction it means.
type ReactionBand struct {
	From     int    `yaml:"from" json:"from"`
	To       int    `yaml:"to" json:"to"`
	Reaction string `yaml:"reaction" json:"reaction"`
}

func validateReaction(bs []ReactionBand) error {
	var b []band
	for _, r := range bs {
		if r.Reaction == "" {
			return fmt.Errorf("reaction %d-%d has no name", r.From, r.To)
		}
		b = append(b, band{r.From, r.To})
	}
	return checkBands("reaction", b, 2, 12)
}

// SideRoll is one side's die in step 1.
type SideRoll struct {
	Side      string `json:"side"`
	Die       int    `json:"die"`
	Surprised bool   `json:"surprised,omitempty"`
	Given     bool   `json:"given,omitempty"` // the scenario decided; no die was rolled
}

// Initiative is the outcome of the initiative roll: the sides in the order
// they act in step 2 (missiles, spells and breath weapons), in groups that
// act together.
type Initiative struct {
	Rolls     []SideRoll `json:"rolls"`
	Order     [][]string `json:"order"`
	Reference string     `json:"ref"`
}

func checkSides(sides []string) error {
	if len(sides) == 0 {
		return errf(RefBattle, "no sides to roll for")
	}
	for i, s := range sides {
		if s == "" || slices.Contains(sides[:i], s) {
			return errf(RefBattle, "side %q is empty or named twice", s)
		}
	}
	return nil
}

// RollInitiative rolls a die for each side, in the order given.
func (r *Rules) RollInitiative(sides []string, src dice.Source) (Initiative, error) {
	if err := checkSides(sides); err != nil {
		return Initiative{}, err
	}
	in := Initiative{Reference: RefBattle}
	for _, s := range sides {
		in.Rolls = append(in.Rolls, SideRoll{Side: s, Die: src.Roll(r.Rulings.Initiative.Die, "chainmail initiative: "+s)})
	}
	in.Order = initiativeOrder(in.Rolls)
	return in, nil
}

// initiativeOrder groups sides by their die, highest first; a group keeps
// the sides' order.
func initiativeOrder(rolls []SideRoll) [][]string {
	byDie := slices.Clone(rolls)
	slices.SortStableFunc(byDie, func(a, b SideRoll) int { return b.Die - a.Die })
	var out [][]string
	for i, s := range byDie {
		if i > 0 && s.Die == byDie[i-1].Die {
			out[len(out)-1] = append(out[len(out)-1], s.Side)
			continue
		}
		out = append(out, []string{s.Side})
	}
	return out
}

// Surprise is the outcome of step 1's surprise check.
type Surprise struct {
	Checks     []SideRoll `json:"checks"`
	FreeRounds int        `json:"free_rounds"`
	Reference  string     `json:"ref"`
}

// RollSurprise checks each side for surprise. given holds the sides the
// scenario decides (true surprised, false alert); the others roll.
func (r *Rules) RollSurprise(sides []string, given map[string]bool, src dice.Source) (Surprise, error) {
	if err := checkSides(sides); err != nil {
		return Surprise{}, err
	}
	rs := r.Rulings.Surprise
	out := Surprise{FreeRounds: rs.FreeRounds, Reference: RefBattle}
	all := true
	for _, s := range sides {
		c := SideRoll{Side: s}
		if v, ok := given[s]; ok {
			c.Surprised, c.Given = v, true
		} else {
			c.Die = src.Roll(rs.Die, "chainmail surprise: "+s)
			c.Surprised = c.Die <= rs.SurprisedOn
		}
		all = all && c.Surprised
		out.Checks = append(out.Checks, c)
	}
	if all {
		for i := range out.Checks {
			out.Checks[i].Surprised = false
		}
	}
	return out, nil
}

// Idle reports whether side is surprised and so gives no orders in round
// (rounds count from 1).
func (s Surprise) Idle(side string, round int) bool {
	if round < 1 || round > s.FreeRounds {
		return false
	}
	for _, c := range s.Checks {
		if c.Side == side {
			return c.Surprised
		}
	}
	return false
}

// Reaction is a reaction roll for creatures no player commands.
type Reaction struct {
	Roll     int    `json:"roll"`
	Reaction string `json:"reaction"`
}

// ReactionOf reads a two-dice score.
func (r *Rules) ReactionOf(score int) string {
	for _, b := range r.Rulings.Reaction {
		if score >= b.From && score <= b.To {
			return b.Reaction
		}
	}
	return ""
}

// RollReaction rolls two dice for a creature's reaction.
func (r *Rules) RollReaction(src dice.Source) Reaction {
	n := dice.TwoD6(src, "chainmail reaction")
	return Reaction{Roll: n, Reaction: r.ReactionOf(n)}
}
