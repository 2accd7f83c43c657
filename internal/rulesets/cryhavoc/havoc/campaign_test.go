package havoc_test

import (
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
	"herald/internal/scenario/scenariofile"
)

func find(sc *scenario.Scenario, name string) *scenario.Character {
	for i := range sc.Sides {
		for j := range sc.Sides[i].Characters {
			if sc.Sides[i].Characters[j].Name == name {
				return &sc.Sides[i].Characters[j]
			}
		}
	}
	return nil
}

// §24, §24.1, §24.2, §22.9: after the ambush at Miller's Ford, the
// survivors muster and come back to the ford a week later.
func TestRule24_CampaignCarriesSurvivors(t *testing.T) {
	tab := tables(t)
	sc, _, err := scenariofile.Load("millers-ford-ambush")
	if err != nil {
		t.Fatal(err)
	}
	cs := classes(t)
	sum := havoc.Summary{Sides: []string{"Convoy", "Outlaws"}}
	for _, s := range sc.Sides {
		for _, ch := range s.Characters {
			sum.Units = append(sum.Units, havoc.Outcome{Name: ch.Name, Side: s.Name, Class: ch.Class, Character: true})
		}
	}
	set := func(name string, f func(*havoc.Outcome)) {
		for i := range sum.Units {
			if sum.Units[i].Name == name {
				f(&sum.Units[i])
			}
		}
	}
	set("Master Odo", func(o *havoc.Outcome) { o.Fate = havoc.Dead })
	set("Sir Baldric", func(o *havoc.Outcome) { o.Wounded = true })
	set("Ansel", func(o *havoc.Outcome) { o.Wounded = true })
	set("Long Hal", func(o *havoc.Outcome) { o.Fate = havoc.RoutedOff })
	set("Snip", func(o *havoc.Outcome) { o.Fate = havoc.DriftedOff })
	set("Cobb", func(o *havoc.Outcome) { o.CapturedBy = "Convoy" })
	camp := &havoc.Campaign{Advancement: true, Healing: true}
	rec := havoc.BattleRecord{Actions: map[string][]string{"Bennet": {"defeat-sergeant", "defeat-equal"}}}
	// Dice in roster order: Sir Baldric heals in 10 days (7), Ansel in 3
	// (3), Long Hal is away 20 days (8).
	roster, err := tab.Muster(camp, nil, sc, &sum, rec, 7, cs, dice.NewScripted(7, 3, 8))
	if err != nil {
		t.Fatal(err)
	}
	vet := map[string]havoc.Veteran{}
	for _, v := range roster {
		vet[v.Name] = v
	}
	if b := vet["Sir Baldric"]; !b.Wounded || b.HealDays != 3 {
		t.Errorf("Sir Baldric: %+v, want wounded with 3 days to heal", b)
	}
	if a := vet["Ansel"]; a.Wounded || a.HealDays != 0 {
		t.Errorf("Ansel healed in the week: %+v", a)
	}
	if h := vet["Long Hal"]; h.AbsentDays != 13 || h.Gone {
		t.Errorf("Long Hal: %+v, want 13 more days away", h)
	}
	if !vet["Master Odo"].Gone || !vet["Snip"].Gone || !vet["Cobb"].Gone {
		t.Error("the dead, the drifted and the captured are gone")
	}
	if b := vet["Bennet"]; b.Foot.Attack != 9 || b.Foot.Defence != 7 {
		t.Errorf("Bennet after +2 attack points: %+v", b.Foot)
	}
	second := &havoc.Battle{Scenario: "millers-ford-ambush", Carry: []havoc.Carry{{From: "Convoy", To: "Convoy"}, {From: "Outlaws", To: "Outlaws", Join: true}}}
	next := havoc.Enlist(sc, second, roster)
	if find(next, "Master Odo") != nil || find(next, "Long Hal") != nil || find(next, "Snip") != nil || find(next, "Cobb") != nil {
		t.Error("the fallen, the absent and the captured do not fight")
	}
	if b := find(next, "Sir Baldric"); b == nil || !b.Wounded {
		t.Errorf("Sir Baldric starts wounded: %+v", b)
	}
	if b := find(next, "Bennet"); b == nil || b.Foot.Attack != 9 {
		t.Errorf("Bennet keeps his advance: %+v", b)
	}
	if find(sc, "Master Odo") == nil || find(sc, "Bennet").Foot.Attack != 7 {
		t.Error("Enlist changed the scenario it was given")
	}
	var notes []string
	for _, v := range roster {
		notes = append(notes, v.Notes...)
	}
	if all := strings.Join(notes, "\n"); !strings.Contains(all, "Long Hal: routed off the map, away 20 days") ||
		!strings.Contains(all, "Sir Baldric: wounded, heals in 10 days") {
		t.Errorf("notes:\n%s", all)
	}
}
