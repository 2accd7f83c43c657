package havoc

import (
	"fmt"
	"slices"

	"herald/internal/dice"
	"herald/internal/rule"
)

// MoraleType is a row of the §26.8 morale values: a character type, the
// classes of that type and the special types (abilities) that decide over
// a class.
type MoraleType struct {
	Rule, Key          string
	Morale             int
	Classes, Abilities []string
}

// PanicState is a character's state under the optional panic rule (§22.9).
type PanicState uint8

const (
	Steady PanicState = iota
	Panicking
	Routing
)

var panicNames = [...]string{"steady", "panicking", "routing"}

func (p PanicState) String() string {
	if int(p) < len(panicNames) {
		return panicNames[p]
	}
	return fmt.Sprintf("PanicState(%d)", p)
}

func (t *Tables) checkPanic() error {
	classes := map[string]string{}
	for _, m := range t.Panic.Types {
		if len(m.Classes) == 0 && len(m.Abilities) == 0 {
			return fmt.Errorf("panic (rule %s): morale %s names no class and no ability", m.Rule, m.Key)
		}
		for _, c := range m.Classes {
			if k, dup := classes[c]; dup {
				return fmt.Errorf("panic (rule %s): class %s has morale %s and %s", m.Rule, c, k, m.Key)
			}
			classes[c] = m.Key
		}
	}
	return nil
}

// MoraleOf is a character's morale value (§26.8): a special type among his
// abilities decides over his class (the lowest such, so an engineer who is
// also a cleric counts as an engineer); otherwise his class.
func (t *Tables) MoraleOf(class string, abilities []string) (int, string, error) {
	best := -1
	for i, m := range t.Panic.Types {
		for _, a := range abilities {
			if slices.Contains(m.Abilities, a) && (best < 0 || m.Morale < t.Panic.Types[best].Morale) {
				best = i
			}
		}
	}
	if best < 0 {
		for i, m := range t.Panic.Types {
			if slices.Contains(m.Classes, class) {
				best = i
			}
		}
	}
	if best < 0 {
		return 0, "", rule.Errorf("26.8", "no morale value for class %q", class)
	}
	return t.Panic.Types[best].Morale, t.Panic.Types[best].Key, nil
}

// PanicCheck is one die roll on the Panic Table (§22.9, §26.8).
type PanicCheck struct {
	Morale    int      // MoraleOf
	Modifiers []string // keys of panic.yaml's modifiers that apply now
	Stealthy  bool     // ninja or assassin: the night modifier does not apply (§2.73, §21.4)
}

// PanicResult is what the check found.
type PanicResult struct {
	Final int        // morale with every modifier
	DR    int        // 0 when the final morale routs him without a roll
	State PanicState // Steady (no effect), Panicking or Routing
}

// CheckPanic resolves a panic check (§26.8): the modifiers are added to
// the morale; 0 or less routs at once, otherwise a roll above it panics.
// The night modifier is read as lowering morale (a ruling: the table lists
// it there; §22.9 calls it a DRM).
func (t *Tables) CheckPanic(c PanicCheck, d dice.Source) (PanicResult, error) {
	res := PanicResult{Final: c.Morale}
	for _, k := range c.Modifiers {
		if k == "night" && c.Stealthy {
			continue
		}
		i := slices.IndexFunc(t.Panic.Modifiers, func(m Modifier) bool { return m.Key == k })
		if i < 0 {
			return res, rule.Errorf("26.8", "unknown panic modifier %q", k)
		}
		res.Final += t.Panic.Modifiers[i].DRM
	}
	if res.Final <= 0 {
		res.State = Routing
		return res, nil
	}
	res.DR = d.Roll(10, "panic (26.8)")
	if res.DR > res.Final {
		res.State = Panicking
	}
	return res, nil
}

// PanicCause is one of the four things that call for a panic check (§22.9).
type PanicCause uint8

const (
	FriendDiesOrRouts    PanicCause = iota // within 3 hexes (neutrals: anyone)
	LeaderKilledCaptured                   // a friendly leader, within 6 hexes
	ChargedByArmoured                      // charged (9.4) by armoured cavalry
	Ambushed                               // §9.7, §22.8
)

// PanicRadius is how near the cause must be for a character to check
// (§22.9); 0 for causes that strike the character himself.
func PanicRadius(c PanicCause) int {
	switch c {
	case FriendDiesOrRouts:
		return 3
	case LeaderKilledCaptured:
		return 6
	}
	return 0
}

// PanicRetreat is how far a panicking character retreats, at once and in
// every movement phase of his (§22.9): 3 hexes or his MPA, whichever is
// less; routing, his whole MPA.
func PanicRetreat(s PanicState, mpa int) int {
	switch s {
	case Panicking:
		return min(3, mpa)
	case Routing:
		return mpa
	}
	return 0
}

// PanicWorsens is §22.9's replacement for the failure-to-retreat penalty:
// a panicking man forced ADJACENT to an enemy, or unable to retreat in
// full, routs; a routing man forced ADJACENT to an enemy surrenders to him.
func PanicWorsens(s PanicState, forcedAdjacent, incomplete bool) (next PanicState, surrenders bool) {
	switch {
	case s == Panicking && (forcedAdjacent || incomplete):
		return Routing, false
	case s == Routing && forcedAdjacent:
		return Routing, true
	}
	return s, false
}

// PanicEnds says whether panic or rout ends at the end of the character's
// movement (§22.9): a knight or sergeant ADJACENT ends either; panic also
// ends out of sight of every enemy, or 6 hexes or more from the nearest.
func PanicEnds(s PanicState, leaderAdjacent, outOfSight bool, nearestEnemy int) bool {
	switch s {
	case Panicking:
		return leaderAdjacent || outOfSight || nearestEnemy >= 6
	case Routing:
		return leaderAdjacent
	}
	return true
}
