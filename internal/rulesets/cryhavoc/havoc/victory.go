package havoc

import (
	"fmt"
	"slices"
	"sort"

	"herald/internal/hex"
	"herald/internal/scenario"
)

// Fate is how a unit ends the game, as the victory rules count it.
type Fate uint8

const (
	OnMap      Fate = iota // still on the map, alive (or intact)
	Dead                   // killed in combat, by fire, a fall, the millwheel
	Drowned                // §17.1, §17.42
	DriftedOff             // drifted off the map edge (§17.2)
	RoutedOff              // panicked or routed off the map (§22.9)
	Exited                 // left the map on purpose (an exit objective)
	Destroyed              // equipment battered or burnt (§19.2, §20)
	numFates
)

var fateNames = [numFates]string{"on-map", "killed", "drowned", "drifted-off", "routed-off", "exited", "destroyed"}

func (f Fate) String() string {
	if f < numFates {
		return fateNames[f]
	}
	return fmt.Sprintf("Fate(%d)", f)
}

// ParseFate reads a fate's name as the data files write it.
func ParseFate(s string) (Fate, error) {
	for i, n := range fateNames {
		if n == s {
			return Fate(i), nil
		}
	}
	return 0, fmt.Errorf("unknown fate %q (want %v)", s, fateNames)
}

// CountsAs is what a fate is worth under §23.2.
type CountsAs uint8

const (
	AsHealth  CountsAs = iota // by the man's health: wounded as wounded, healthy as nothing
	AsKilled                  // the "killed" value
	AsWounded                 // the "wounded" value
)

// VictoryRow is a line of the §23.2 character list.
type VictoryRow struct {
	Rule, Key, Text string
	Classes         []string // empty: every other character
	Killed, Wounded int
}

// FateRow says how a fate counts, and which rule says so.
type FateRow struct {
	Rule, Text string
	Fate       Fate
	CountsAs   CountsAs
}

// DestroyedRow is a line of the §23.2 list for equipment and tents.
type DestroyedRow struct {
	Rule, Text string
	Kinds      []string
	Points     int
	PerHex     bool // each hex destroyed (tents), not each item
}

// VictoryTable is §23.2 as data.
type VictoryTable struct {
	Characters []VictoryRow
	Fates      []FateRow
	Destroyed  []DestroyedRow
}

// Check refuses a table a scorer could not use: every fate once, exactly
// one row for "every other character", no class or kind twice.
func (v *VictoryTable) Check() error {
	var fates [numFates]bool
	for _, f := range v.Fates {
		if fates[f.Fate] {
			return fmt.Errorf("victory (rule %s): fate %s given twice", f.Rule, f.Fate)
		}
		fates[f.Fate] = true
	}
	for f := OnMap; f < Destroyed; f++ {
		if !fates[f] {
			return fmt.Errorf("victory: fate %s has no row", f)
		}
	}
	others := 0
	seen := map[string]string{}
	for _, r := range v.Characters {
		if len(r.Classes) == 0 {
			others++
		}
		for _, c := range r.Classes {
			if k, dup := seen[c]; dup {
				return fmt.Errorf("victory (rule %s): class %s in rows %s and %s", r.Rule, c, k, r.Key)
			}
			seen[c] = r.Key
		}
	}
	if others != 1 {
		return fmt.Errorf("victory: %d rows for every other character, want one", others)
	}
	kinds := map[string]bool{}
	for _, r := range v.Destroyed {
		for _, k := range r.Kinds {
			if kinds[k] {
				return fmt.Errorf("victory (rule %s): kind %s given twice", r.Rule, k)
			}
			kinds[k] = true
		}
	}
	return nil
}

// Outcome is one unit at the end of a game: the neutral summary the
// scorer reads, filled in by whoever kept the game.
type Outcome struct {
	Name, Side string // Side "" for neutral units
	// Character: a character (§2), or the dragon (§13.5); Class is his
	// class. Animals and equipment leave it false; Kind names them.
	Character bool
	Class     string
	Kind      string // equipment or animal kind
	Fate      Fate
	Wounded   bool      // wounded at the end, or when he left the map
	Stunned   bool      // stunned at the end (still live, §2)
	Hexes     []hex.Hex // where he stands at the end, if OnMap
	ExitHex   hex.Hex   // the hex he stepped off the map from (Exited, RoutedOff, DriftedOff)
	// CapturedBy is the side holding him prisoner at the end (§12.4, §22.7).
	CapturedBy string
	// DestroyedBy is the side that destroyed a piece of equipment; it
	// scores it when the equipment belongs to no side.
	DestroyedBy string
}

// TentLoss is one tent hex destroyed (§16.121, §20): map terrain that
// belongs to whoever the scenario says; By scores it when Owner is "".
type TentLoss struct {
	Hex       hex.Hex
	Owner, By string
}

// Summary is a finished game as the victory rules need it.
type Summary struct {
	Sides []string // in playing order
	Units []Outcome
	Tents []TentLoss
}

// ScoreLine is one entry on a side's score sheet.
type ScoreLine struct {
	Rule   string
	What   string
	Points int
}

// SideScore is a side's total and how it was reached.
type SideScore struct {
	Side   string
	Points int
	Lines  []ScoreLine
}

// Score is the result of a game (§23.2): each side's points, the winner,
// and the objectives left for the players to judge.
type Score struct {
	Sides  []SideScore
	Winner string // "" on a draw
	Draw   bool
	// ToJudge are the text objectives (by index in the scenario) nobody has
	// judged yet; their points are not in the totals.
	ToJudge []int
}

func (v *VictoryTable) row(class string) *VictoryRow {
	var other *VictoryRow
	for i := range v.Characters {
		r := &v.Characters[i]
		if len(r.Classes) == 0 {
			other = r
		}
		if slices.Contains(r.Classes, class) {
			return r
		}
	}
	return other
}

func (v *VictoryTable) fate(f Fate) FateRow {
	for _, r := range v.Fates {
		if r.Fate == f {
			return r
		}
	}
	return FateRow{Rule: "23.2", Fate: f}
}

// CasualtyValue is what a character's end is worth to each enemy side
// (§23.2, §17.2, §22.9), with the rule that gives it; 0 for no casualty.
func (v *VictoryTable) CasualtyValue(o *Outcome) (int, string) {
	if !o.Character || o.Fate == Destroyed {
		return 0, ""
	}
	r := v.row(o.Class)
	f := v.fate(o.Fate)
	switch {
	case f.CountsAs == AsKilled:
		return r.Killed, f.Rule
	case f.CountsAs == AsWounded, f.CountsAs == AsHealth && o.Wounded:
		return r.Wounded, f.Rule
	}
	return 0, ""
}

// destroyedValue is what a destroyed item is worth, per item or per hex.
func (v *VictoryTable) destroyedValue(kind string) (DestroyedRow, bool) {
	for _, r := range v.Destroyed {
		if slices.Contains(r.Kinds, kind) {
			return r, true
		}
	}
	return DestroyedRow{}, false
}

// Score scores a finished game: the §23.2 points for casualties, engines
// and tents, then the scenario's objectives (ScoreObjective). judged holds
// the players' verdicts on text objectives, by index; a text objective not
// in it is listed in ToJudge and scores nothing yet.
func (v *VictoryTable) Score(sum *Summary, objectives []scenario.Objective, judged map[int]bool) Score {
	sheet := map[string]*SideScore{}
	var sc Score
	for _, s := range sum.Sides {
		sc.Sides = append(sc.Sides, SideScore{Side: s})
	}
	for i := range sc.Sides {
		sheet[sc.Sides[i].Side] = &sc.Sides[i]
	}
	credit := func(side string, l ScoreLine) {
		if s := sheet[side]; s != nil && l.Points != 0 {
			s.Points += l.Points
			s.Lines = append(s.Lines, l)
		}
	}
	enemies := func(of string, l ScoreLine) {
		if of == "" {
			return // neutral units score for nobody
		}
		for _, s := range sum.Sides {
			if s != of {
				credit(s, l)
			}
		}
	}
	for i := range sum.Units {
		o := &sum.Units[i]
		if pts, rl := v.CasualtyValue(o); pts > 0 {
			enemies(o.Side, ScoreLine{Rule: rl, What: casualtyText(o), Points: pts})
		}
		if o.Fate != Destroyed {
			continue
		}
		if r, ok := v.destroyedValue(o.Kind); ok && !r.PerHex {
			l := ScoreLine{Rule: r.Rule, What: fmt.Sprintf("%s (%s) destroyed", o.Name, o.Kind), Points: r.Points}
			if o.Side != "" {
				enemies(o.Side, l)
			} else {
				credit(o.DestroyedBy, l)
			}
		}
	}
	if r, ok := v.destroyedValue("tent"); ok {
		for _, t := range sum.Tents {
			l := ScoreLine{Rule: r.Rule, What: fmt.Sprintf("tent hex %s destroyed", t.Hex), Points: r.Points}
			if t.Owner != "" {
				enemies(t.Owner, l)
			} else {
				credit(t.By, l)
			}
		}
	}
	for i := range objectives {
		ob := &objectives[i]
		met, known := ScoreObjective(ob, sum)
		if ob.Kind == "text" {
			met, known = judged[i]
		}
		if !known {
			sc.ToJudge = append(sc.ToJudge, i)
			continue
		}
		if met {
			credit(ob.Side, ScoreLine{Rule: "23.2", What: "objective: " + ob.Text, Points: ob.Points})
		}
	}
	sc.Winner, sc.Draw = winner(sc.Sides)
	return sc
}

func casualtyText(o *Outcome) string {
	switch {
	case o.Fate == OnMap || o.Fate == Exited:
		return o.Name + " wounded"
	case o.Fate == RoutedOff:
		return o.Name + " routed off the map wounded"
	}
	return o.Name + " " + o.Fate.String()
}

// winner is the side with the most points, or a draw when the best score
// is shared (or there are no sides).
func winner(sides []SideScore) (string, bool) {
	if len(sides) == 0 {
		return "", true
	}
	s := slices.Clone(sides)
	sort.SliceStable(s, func(i, j int) bool { return s[i].Points > s[j].Points })
	if len(s) > 1 && s[0].Points == s[1].Points {
		return "", true
	}
	return s[0].Side, false
}
