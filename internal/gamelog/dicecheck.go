package gamelog

import (
	"errors"
	"slices"
	"strings"

	"herald/internal/dice"
)

// DiceReport is what CheckDice found in a log.
type DiceReport struct {
	Scheme string
	// InLog: the sides' contributions are events of the log.
	InLog bool
	// Given lists the sides that contributed a seed, in the order they did;
	// None those the seeds-fixed event says gave none.
	Given, None []string
	Rolls       int
	// Revealed: the log ends with the server seed, and then Checked: every
	// roll was recomputed from the seeds and is the logged value.
	Revealed, Checked bool
}

// loggedRoll is a roll with its fair index and line.
type loggedRoll struct {
	dice.FairRoll
	line int
}

// diceCheck follows a committed log's dice events in order.
type diceCheck struct {
	h      Header
	sides  []string
	rep    DiceReport
	given  map[string]string
	gaveAt map[string]int
	fixed  *SeedsFixed
	fixAt  int
	reveal *Reveal
	revAt  int
	rolls  []loggedRoll
}

// CheckDice checks a log's committed dice (docs/dice.md): the commitment
// (against known, the commitment a player was shown, if not ""), each
// side's contribution (one per side of sides, before the seeds are fixed),
// the fixing before the first roll, the reveal against the commitment, and
// every roll against the seeds. evs are the log's events, their hash chain
// already checked. It returns a *CorruptError naming the first bad line.
func CheckDice(h Header, evs []Event, sides []string, known string) (DiceReport, error) {
	c := &diceCheck{h: h, sides: sides, rep: DiceReport{Scheme: h.Dice.Scheme}, given: map[string]string{}, gaveAt: map[string]int{}}
	if h.Dice.Scheme != "committed" {
		for _, e := range evs {
			if IsDiceEvent(e.Type) {
				return c.rep, corrupt(e.Seq+1, "a %s event in a log whose dice are %q, not committed", e.Type, h.Dice.Scheme)
			}
		}
		return c.rep, nil
	}
	if err := c.header(known); err != nil {
		return c.rep, err
	}
	for _, e := range evs {
		if err := c.event(e); err != nil {
			return c.rep, err
		}
	}
	return c.rep, c.recompute()
}

func (c *diceCheck) header(known string) error {
	d := c.h.Dice
	if _, err := dice.VerifyReveal(d.Commitment, strings.Repeat("00", dice.SeedLen)); err != nil && !errors.Is(err, dice.ErrCommitment) {
		return corrupt(1, "the dice commitment %q is not a hex SHA-256", d.Commitment)
	}
	if known != "" && !strings.EqualFold(strings.TrimSpace(known), d.Commitment) {
		return corrupt(1, "the dice commitment is %s, not %s, the one you were shown: the server's seed is not the one it committed to", d.Commitment, known)
	}
	switch d.SideSeeds {
	case SideSeedsInLog:
		c.rep.InLog = true
	case "":
	default:
		return corrupt(1, "dice side_seeds %q: the only kind is %q", d.SideSeeds, SideSeedsInLog)
	}
	return nil
}

func (c *diceCheck) event(e Event) error {
	line := e.Seq + 1
	if IsDiceEvent(e.Type) && c.reveal != nil {
		return corrupt(line, "a %s event after the server seed was revealed on line %d", e.Type, c.revAt)
	}
	if (e.Type == TypeSeed || e.Type == TypeSeedsFixed) && !c.rep.InLog {
		return corrupt(line, "a %s event in a log whose header does not keep the side seeds in the log", e.Type)
	}
	switch e.Type {
	case TypeSeed:
		return c.seed(line, e)
	case TypeSeedsFixed:
		return c.fix(line, e)
	case TypeReveal:
		return c.revealed(line, e)
	}
	for _, r := range e.Rolls {
		if c.reveal != nil {
			return corrupt(line, "event %d rolls a die after the server seed was revealed: anyone could know it in advance", e.Seq)
		}
		if c.rep.InLog && c.fixed == nil {
			return corrupt(line, "event %d rolls the game's first die, but no seeds-fixed event came before it", e.Seq)
		}
		c.rolls = append(c.rolls, loggedRoll{dice.FairRoll{Index: uint64(len(c.rolls)), Sides: r.Sides, Value: r.Value, Purpose: r.Purpose}, line})
	}
	c.rep.Rolls = len(c.rolls)
	return nil
}

func (c *diceCheck) seed(line int, e Event) error {
	s, err := SeedOf(e)
	switch {
	case err != nil:
		return corrupt(line, "%v", err)
	case c.sides != nil && !slices.Contains(c.sides, e.Side):
		return corrupt(line, "a seed from %q, not a side of this game (%s)", e.Side, strings.Join(c.sides, ", "))
	case c.gaveAt[e.Side] != 0:
		return corrupt(line, "%s gives a second seed; its first is on line %d, and a seed is given once", e.Side, c.gaveAt[e.Side])
	case c.fixed != nil:
		return corrupt(line, "%s's seed comes after the seeds were fixed on line %d", e.Side, c.fixAt)
	case len(c.rolls) > 0:
		return corrupt(line, "%s's seed comes after the first roll (line %d)", e.Side, c.rolls[0].line)
	}
	c.given[e.Side], c.gaveAt[e.Side] = s, line
	c.rep.Given = append(c.rep.Given, e.Side)
	return nil
}

func (c *diceCheck) fix(line int, e Event) error {
	f, err := SeedsFixedOf(e)
	switch {
	case err != nil:
		return corrupt(line, "%v", err)
	case c.fixed != nil:
		return corrupt(line, "the seeds are fixed a second time; the first is line %d", c.fixAt)
	case len(c.rolls) > 0:
		return corrupt(line, "the seeds are fixed after the first roll (line %d)", c.rolls[0].line)
	}
	if err := c.sameSeeds(line, "fixes", f.Sides, f.Seeds); err != nil {
		return err
	}
	if want := NewSeedsFixed(f.Sides, c.given); !slices.Equal(want.None, f.None) {
		return corrupt(line, "names %v as the sides that gave no seed, but they are %v", f.None, want.None)
	}
	c.fixed, c.fixAt = &f, line
	c.rep.None = f.None
	return nil
}

// sameSeeds checks that seeds, in the order of sides, are the seeds the
// sides gave ("" for none) and that sides are the game's.
func (c *diceCheck) sameSeeds(line int, verb string, sides, seeds []string) error {
	if c.sides != nil && !slices.Equal(sides, c.sides) {
		return corrupt(line, "%s the seeds of %s, but the game's sides are %s", verb, strings.Join(sides, ", "), strings.Join(c.sides, ", "))
	}
	for side, at := range c.gaveAt {
		if !slices.Contains(sides, side) {
			return corrupt(line, "%s no seed for %s, who gave one on line %d", verb, side, at)
		}
	}
	for i, side := range sides {
		if seeds[i] == c.given[side] {
			continue
		}
		if at := c.gaveAt[side]; at != 0 {
			return corrupt(line, "%s %s's seed as %q, but %s gave %q on line %d", verb, side, seeds[i], side, c.given[side], at)
		}
		return corrupt(line, "%s %s's seed as %q, but %s gave none", verb, side, seeds[i], side)
	}
	return nil
}

func (c *diceCheck) revealed(line int, e Event) error {
	r, err := RevealOf(e)
	if err != nil {
		return corrupt(line, "%v", err)
	}
	if _, err := dice.VerifyReveal(c.h.Dice.Commitment, r.ServerSeed); err != nil {
		return corrupt(line, "the revealed server seed's SHA-256 is not the commitment of line 1: the server changed its seed (%v)", err)
	}
	if c.rep.InLog {
		if err := c.sameSeeds(line, "reveals", r.Sides, r.SideSeeds); err != nil {
			return err
		}
	} else if c.sides != nil && !slices.Equal(r.Sides, c.sides) {
		return corrupt(line, "reveals the seeds of %s, but the game's sides are %s", strings.Join(r.Sides, ", "), strings.Join(c.sides, ", "))
	}
	c.reveal, c.revAt = &r, line
	c.rep.Revealed = true
	return nil
}

// recompute checks every roll against the revealed seeds.
func (c *diceCheck) recompute() error {
	if c.reveal == nil {
		return nil
	}
	seed, _ := dice.ParseServerSeed(c.reveal.ServerSeed)
	f, err := dice.NewFair(seed, c.reveal.SideSeeds, 0)
	if err != nil {
		return corrupt(c.revAt, "the revealed side seeds: %v", err)
	}
	for _, r := range c.rolls {
		if want := f.At(r.Index, r.Sides); want != r.Value {
			return corrupt(r.line, "roll %d (d%d, %s) is logged as %d, but the seeds give %d", r.Index, r.Sides, r.Purpose, r.Value, want)
		}
	}
	c.rep.Checked = true
	return nil
}
