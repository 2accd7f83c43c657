package havoc

import (
	"fmt"
	"math"
	"slices"

	"herald/internal/dice"
	"herald/internal/scenario"
)

// AdvanceAction is a line of the §24.1 table.
type AdvanceAction struct {
	Rule, Key, Text string
	Points          float64
}

// Rung is a step of the §24.1 class ladder.
type Rung struct {
	Rule, Name, Becomes string
	Classes             []string
}

// Advancement is §24.1 as data.
type Advancement struct {
	Actions          []AdvanceAction
	AttackPerDefence float64
	Ladder           []Rung // highest first
	SergeantCap      int
}

func (t *Tables) checkAdvancement() error {
	a := &t.Advancement
	if a.AttackPerDefence <= 0 || len(a.Actions) == 0 || len(a.Ladder) < 2 {
		return fmt.Errorf("advancement (rule 24.1): actions, attack_per_defence and a ladder are needed")
	}
	seen := map[string]string{}
	for _, r := range a.Ladder {
		if !slices.Contains(r.Classes, r.Becomes) {
			return fmt.Errorf("advancement (rule %s): rung %s becomes %s, which is not on it", r.Rule, r.Name, r.Becomes)
		}
		for _, c := range r.Classes {
			if on, dup := seen[c]; dup {
				return fmt.Errorf("advancement (rule %s): class %s on rungs %s and %s", r.Rule, c, on, r.Name)
			}
			seen[c] = r.Name
		}
	}
	if a.rung("knight") != 0 || a.rung("sergeant") != 1 {
		return fmt.Errorf("advancement (rule 24.1): the ladder must start with knight, then sergeant")
	}
	return nil
}

// rung is the index of a rung by name, -1 if none.
func (a *Advancement) rung(name string) int {
	for i, r := range a.Ladder {
		if r.Name == name {
			return i
		}
	}
	return -1
}

// RungOf is the ladder index of a class (0 = knight, highest), -1 for a
// class on no rung (civilians, assassins: they neither rise nor fall).
func (a *Advancement) RungOf(class string) int {
	for i, r := range a.Ladder {
		if slices.Contains(r.Classes, class) {
			return i
		}
	}
	return -1
}

// CombatAction names the §24.1 line for one combat a character fought,
// from his own rung and his opponent's (the strongest of the other side).
// won: the combat's result hurt the other side. A peasant's rung counts
// as "peasants" for the loser; anyone below sergeant is a man-at-arms.
func (a *Advancement) CombatAction(self, opponent int, won bool) string {
	knight, sergeant, peasant := 0, 1, len(a.Ladder)-1
	switch {
	case won && opponent == knight:
		return "defeat-knight"
	case won && opponent == sergeant:
		return "defeat-sergeant"
	case won && opponent >= 0 && self >= 0 && opponent < self:
		return "defeat-superior"
	case won:
		return "defeat-equal"
	case opponent == knight:
		return "defeated-by-knight"
	case opponent == sergeant:
		return "defeated-by-sergeant"
	case opponent == peasant:
		return "defeated-by-peasants"
	case opponent >= 0 && self >= 0 && opponent < self:
		return "defeated-by-superior"
	}
	return "defeated-by-equal"
}

// CaptureAction names the §24.1 line for taking a prisoner who was not
// stunned.
func (a *Advancement) CaptureAction(prisoner int) string {
	switch prisoner {
	case 0:
		return "capture-knight"
	case 1:
		return "capture-sergeant"
	}
	return "capture-man"
}

// Veteran is a character between two battles of a campaign (§24): his
// counter as the next scenario should have it, the fractions of points
// kept on his side record (§24.1), his wounds (§24.2) and absence.
type Veteran struct {
	Side string
	scenario.Character
	AttackFraction float64 // attack points not yet awarded
	// DefenceFraction: the same for defence (one for every
	// AttackPerDefence attack points); WoundedFraction and
	// WoundedDefenceFraction for the wounded values (half as fast).
	DefenceFraction, WoundedFraction, WoundedDefenceFraction float64
	// HealDays: days until his wound heals (Character.Wounded);
	// ManyMonths: not within this campaign (he fights on wounded, §24.2).
	HealDays   int
	ManyMonths bool
	// AbsentDays: days before a man who routed off the map is back (§22.9).
	AbsentDays int
	// Gone: dead, drowned, drifted away or a prisoner of the enemy; he
	// fights no more battles of the campaign.
	Gone  bool
	Fate  Fate
	Notes []string // what changed and why, for the players
}

// AdvanceResult says how a veteran changed after a battle.
type AdvanceResult struct {
	Points              float64 // this battle's points
	Attack, Defence     int     // full points awarded to the healthy values
	WoundedA, WoundedD  int     // to the wounded values (half rate)
	Promoted, Degraded  string  // the class he rose or fell to
	KnighthoodRoll      int     // the die, when a sergeant sought knighthood
	KnighthoodRefused   bool
	KnighthoodNeedsFeat bool // over the maximum, but no feat of arms this battle
}

// whole splits a number of points into whole points (towards zero) and
// the fraction carried over (§24.1: "only full points are awarded").
func whole(x float64) (int, float64) {
	w := math.Trunc(x + 1e-9*math.Copysign(1, x))
	return int(w), x - w
}

// Advance applies §24.1 to a veteran after a battle: the actions' points,
// whole points to attack, one defence point per AttackPerDefence attack
// points, half of each to the wounded values (a ruling), fractions kept;
// then promotion or degradation against his class's range (classes from
// §25.2/§25.3). A sergeant passing his maximum becomes a knight only with
// a feat of arms and a knighthood roll; until then he is held to the
// sergeant maximum plus SergeantCap.
func (t *Tables) Advance(v *Veteran, actions []string, feat bool, classes map[string]*scenario.Class, d dice.Source) (AdvanceResult, error) {
	a := &t.Advancement
	var res AdvanceResult
	for _, k := range actions {
		i := slices.IndexFunc(a.Actions, func(x AdvanceAction) bool { return x.Key == k })
		if i < 0 {
			return res, fmt.Errorf("rule 24.1: unknown advancement action %q", k)
		}
		res.Points += a.Actions[i].Points
	}
	res.Attack, v.AttackFraction = whole(v.AttackFraction + res.Points)
	res.Defence, v.DefenceFraction = whole(v.DefenceFraction + float64(res.Attack)/a.AttackPerDefence)
	res.WoundedA, v.WoundedFraction = whole(v.WoundedFraction + float64(res.Attack)/2)
	res.WoundedD, v.WoundedDefenceFraction = whole(v.WoundedDefenceFraction + float64(res.Defence)/2)
	shift := func(x *scenario.Values) {
		x.Attack += res.Attack
		x.Defence += res.Defence
		x.WoundedAttack += res.WoundedA
		x.WoundedDefence += res.WoundedD
	}
	shift(&v.Foot)
	if v.Mounted != nil {
		shift(v.Mounted)
	}
	t.climb(v, feat, classes, d, &res)
	return res, nil
}

// climb promotes or degrades a veteran whose attack on foot left his
// class's range (§24.1).
func (t *Tables) climb(v *Veteran, feat bool, classes map[string]*scenario.Class, d dice.Source, res *AdvanceResult) {
	a := &t.Advancement
	c := classes[v.Class]
	r := a.RungOf(v.Class)
	if c == nil || c.Foot == nil || r < 0 {
		return
	}
	top, bottom := c.Foot.Attack.Max, c.Foot.Attack.Min
	switch {
	case v.Foot.Attack > top && r == 1:
		if !feat {
			res.KnighthoodNeedsFeat = true
			capAt(v, c, a.SergeantCap)
			return
		}
		row, dr := t.rollOn("knighthood", 0, d)
		res.KnighthoodRoll = dr
		if row.Outcome != "knighted" {
			res.KnighthoodRefused = true
			capAt(v, c, a.SergeantCap)
			return
		}
		v.Class = a.Ladder[0].Becomes
		res.Promoted = v.Class
	case v.Foot.Attack > top && r > 1:
		v.Class = a.Ladder[r-1].Becomes
		res.Promoted = v.Class
	case v.Foot.Attack < bottom && r < len(a.Ladder)-1:
		v.Class = a.Ladder[r+1].Becomes
		res.Degraded = v.Class
	}
}

// capAt holds a sergeant who is not (yet) knighted to the highest values
// of his class plus the cap (§24.1), attack and defence.
func capAt(v *Veteran, c *scenario.Class, cap int) {
	v.Foot.Attack = min(v.Foot.Attack, c.Foot.Attack.Max+cap)
	v.Foot.Defence = min(v.Foot.Defence, c.Foot.Defence.Max+cap)
}
