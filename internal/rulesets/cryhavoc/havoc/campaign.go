package havoc

import (
	"fmt"
	"slices"

	"herald/internal/dice"
	"herald/internal/scenario"
)

// Campaigns (§24): battles played one after another, the survivors of one
// carried into the next with their wounds healing (§24.2, §26.6) and
// their values changed by what they did (§24.1).

// Campaign is a campaign file (read by havocdata.ReadCampaign).
type Campaign struct {
	Name, Title string
	Battles     []Battle
	// Advancement and Healing switch §24.1 and §24.2 on (both by default).
	Advancement, Healing bool
}

// Battle is one scenario of a campaign.
type Battle struct {
	Scenario string
	// DaysAfter is the number of days from this battle to the next: the
	// time wounds heal and routed men come back in.
	DaysAfter int
	// Carry says how the last battle's survivors come into this one.
	Carry []Carry
	Line  int
}

// Carry brings the survivors of a side of the last battle into a side of
// this one. A survivor takes the place of this scenario's character of
// the same name; with Join, survivors the scenario does not name join
// the side, placed by its player in its set-up area.
type Carry struct {
	From, To string
	Join     bool
	Line     int
}

// BattleRecord is what the campaign needs from a finished battle besides
// its Summary: each character's §24.1 actions and feats of arms (the
// strongest of each side in a combat, combat results only).
type BattleRecord struct {
	Actions map[string][]string
	Feats   map[string]bool
}

// Muster turns a finished battle into the campaign's roster (§22.9, §24):
// the characters of the battle's scenario (roster entries of earlier
// battles that did not fight keep their state), their fates from the
// summary, then advancement and healing, then the days to the next
// battle. Dead and drowned men, men drifted off the map (§17.2: they
// "may not return") and prisoners of the enemy are gone; a man who routed
// off the map is away for a Healing Table roll of days (§22.9); a man
// wounded in this battle rolls for his healing days (§24.2), many months
// meaning he fights on wounded for the rest of the campaign.
func (t *Tables) Muster(c *Campaign, roster []Veteran, played *scenario.Scenario, sum *Summary, rec BattleRecord,
	days int, classes map[string]*scenario.Class, d dice.Source) ([]Veteran, error) {
	out := slices.Clone(roster)
	index := map[string]int{}
	for i, v := range out {
		index[v.Name] = i
	}
	for _, s := range played.Sides {
		for _, ch := range s.Characters {
			v := Veteran{Side: s.Name, Character: ch}
			if i, ok := index[ch.Name]; ok {
				v = out[i]
				v.Side = s.Name
			} else {
				index[ch.Name] = len(out)
				out = append(out, v)
			}
			o := unit(sum, ch.Name)
			if o == nil {
				return nil, fmt.Errorf("rule 24: %s fought in %s but is not in the battle's summary", ch.Name, played.Name)
			}
			if err := t.afterBattle(c, &v, o, rec, classes, d); err != nil {
				return nil, err
			}
			out[index[ch.Name]] = v
		}
	}
	for i := range out {
		passDays(&out[i], days)
	}
	return out, nil
}

// afterBattle applies one battle to one veteran.
func (t *Tables) afterBattle(c *Campaign, v *Veteran, o *Outcome, rec BattleRecord, classes map[string]*scenario.Class, d dice.Source) error {
	v.Fate = o.Fate
	switch {
	case o.Fate == Dead || o.Fate == Drowned || o.Fate == DriftedOff:
		v.Gone = true
		v.Notes = append(v.Notes, fmt.Sprintf("%s: %s", v.Name, o.Fate))
		return nil
	case o.CapturedBy != "" && o.CapturedBy != v.Side:
		v.Gone = true
		v.Notes = append(v.Notes, fmt.Sprintf("%s: a prisoner of %s", v.Name, o.CapturedBy))
		return nil
	}
	if c.Advancement {
		res, err := t.Advance(v, rec.Actions[v.Name], rec.Feats[v.Name], classes, d)
		if err != nil {
			return err
		}
		if res.Attack != 0 || res.Promoted != "" || res.Degraded != "" {
			v.Notes = append(v.Notes, fmt.Sprintf("%s: %+d attack, %+d defence (24.1)%s", v.Name, res.Attack, res.Defence, classNote(res)))
		}
	}
	if o.Fate == RoutedOff {
		v.AbsentDays = t.HealingDays(d.Roll(10, "time away after a rout (22.9, 26.6)"))
		if v.AbsentDays == 0 {
			v.Gone = true // "many months": not in this campaign
		}
		v.Notes = append(v.Notes, fmt.Sprintf("%s: routed off the map, away %s", v.Name, daysText(v.AbsentDays)))
	}
	newly := o.Wounded && !v.Wounded
	v.Wounded = o.Wounded
	if newly && c.Healing {
		v.HealDays = t.HealingDays(d.Roll(10, "healing (24.2, 26.6)"))
		v.ManyMonths = v.HealDays == 0
		v.Notes = append(v.Notes, fmt.Sprintf("%s: wounded, heals in %s", v.Name, daysText(v.HealDays)))
	}
	return nil
}

func classNote(r AdvanceResult) string {
	switch {
	case r.Promoted != "":
		return ", now a " + r.Promoted
	case r.Degraded != "":
		return ", now a " + r.Degraded
	case r.KnighthoodRefused:
		return ", knighthood refused"
	}
	return ""
}

func daysText(n int) string {
	if n == 0 {
		return "many months"
	}
	return fmt.Sprintf("%d days", n)
}

// passDays lets days go by: wounds heal, routed men come back.
func passDays(v *Veteran, days int) {
	if v.Wounded && !v.ManyMonths && v.HealDays > 0 {
		v.HealDays = max(v.HealDays-days, 0)
		if v.HealDays == 0 {
			v.Wounded = false
		}
	}
	if v.AbsentDays > 0 {
		v.AbsentDays = max(v.AbsentDays-days, 0)
	}
}

// Enlist sets up the next battle's scenario with the roster (§24): each
// carry brings the veterans of its From side into its To side by name
// (their values, class and wounds replace the scenario's), drops the
// scenario's characters who are gone or still away, and with Join adds
// the veterans the scenario does not name, to be placed in the side's
// set-up area. Characters no carry brings are the scenario's own. It
// returns a copy; the scenario given is not changed.
func Enlist(next *scenario.Scenario, b *Battle, roster []Veteran) *scenario.Scenario {
	sc := *next
	sc.Sides = slices.Clone(next.Sides)
	byName := map[string]*Veteran{}
	for i := range roster {
		byName[roster[i].Name] = &roster[i]
	}
	carried := func(v *Veteran, to string) bool {
		return v != nil && slices.ContainsFunc(b.Carry, func(c Carry) bool { return c.From == v.Side && c.To == to })
	}
	for si := range sc.Sides {
		side := &sc.Sides[si]
		var chars []scenario.Character
		for _, ch := range side.Characters {
			v := byName[ch.Name]
			switch {
			case !carried(v, side.Name):
				chars = append(chars, ch)
			case v.Gone || v.AbsentDays > 0:
				// Fallen, taken or away: the side fights without him.
			default:
				chars = append(chars, veteranIn(ch, v))
			}
		}
		for _, cr := range b.Carry {
			if cr.To != side.Name || !cr.Join {
				continue
			}
			for i := range roster {
				v := &roster[i]
				if v.Side != cr.From || v.Gone || v.AbsentDays > 0 || named(next, v.Name) {
					continue
				}
				ch := v.Character
				ch.At = scenario.Position{}
				ch.StartsMounted = false
				chars = append(chars, ch)
			}
		}
		side.Characters = chars
	}
	return &sc
}

// veteranIn is the scenario's character with the veteran's counter.
func veteranIn(ch scenario.Character, v *Veteran) scenario.Character {
	ch.Class, ch.Foot, ch.Mounted = v.Class, v.Foot, v.Mounted
	ch.Wounded = v.Wounded
	return ch
}

func named(sc *scenario.Scenario, name string) bool {
	for _, s := range sc.Sides {
		for _, ch := range s.Characters {
			if ch.Name == name {
				return true
			}
		}
	}
	return false
}
