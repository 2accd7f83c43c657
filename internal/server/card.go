package server

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/render"
	"herald/internal/scenario"
)

// ScenarioCard is a scenario as the lobby shows it: what it is about,
// who fights whom with what, and how a game of it may be set up. All of
// it is public: it is what the scenario file says before play.
type ScenarioCard struct {
	Name         string     `json:"name"`
	Ruleset      string     `json:"ruleset"`
	RulesetTitle string     `json:"ruleset_title"`
	Title        string     `json:"title"`
	Story        string     `json:"story,omitempty"`
	Map          string     `json:"map"`
	Turns        int        `json:"turns"`
	First        string     `json:"first"`
	Sides        []SideCard `json:"sides"`
	SpecialRules []string   `json:"special_rules,omitempty"`
	Objectives   []string   `json:"objectives,omitempty"`
	// Optional are the optional rules in use, by number and name.
	Optional []string `json:"optional,omitempty"`
	// Decisions: a game may let the opponent decide mid-turn.
	Decisions bool `json:"decisions"`
	// Thumbnail is the set-up's picture: a URL for a shipped scenario.
	Thumbnail string `json:"thumbnail,omitempty"`
}

// SideCard is one side of a scenario and its force.
type SideCard struct {
	Name   string   `json:"name"`
	Colour string   `json:"colour"`
	Forces []string `json:"forces"`
	// Men counts the characters among the forces.
	Men int `json:"men"`
	// SetUp: the side places its men itself before the first turn;
	// Hidden: where the enemy cannot see them (§22.8).
	SetUp  bool `json:"set_up,omitempty"`
	Hidden bool `json:"hidden,omitempty"`
}

// optionTitle names an optional rule of a scenario as its ruleset does
// (game.OptionNamer); the number alone where it does not.
func optionTitle(rs game.Rules, number string) string {
	if on, ok := rs.(game.OptionNamer); ok {
		return on.OptionTitle(number)
	}
	return number
}

// cardOf describes a loaded scenario.
func cardOf(name string, l *loaded, decisions bool) ScenarioCard {
	sc := l.sc
	c := ScenarioCard{Name: name, Ruleset: sc.Ruleset, RulesetTitle: game.TitleOf(l.rs), Title: sc.Title,
		Story: strings.TrimSpace(sc.Story), Turns: sc.Turns, First: sc.First, Decisions: decisions}
	switch {
	case l.m != nil:
		c.Map = l.m.Title
	case l.t != nil:
		c.Map = l.t.Title
	}
	if c.Map == "" {
		c.Map = sc.Map + sc.Table
	}
	for i, sd := range sc.Sides {
		s := SideCard{Name: sd.Name, Colour: render.ForceColour(i), SetUp: len(sd.SetUp) > 0,
			Hidden: len(sd.SetUp) > 0 && optionalUsed(sc, "22.8")}
		for _, ch := range sd.Characters {
			s.Forces = append(s.Forces, forceLine(ch))
		}
		s.Men = len(sd.Characters)
		for _, a := range sd.Animals {
			s.Forces = append(s.Forces, a.Name+" ("+a.Kind+")")
		}
		for _, e := range sd.Equipment {
			s.Forces = append(s.Forces, e.Name+" ("+e.Kind+")")
		}
		c.Sides = append(c.Sides, s)
	}
	c.SpecialRules = specialRules(sc)
	for _, o := range sc.Objectives {
		c.Objectives = append(c.Objectives, objectiveLine(o))
	}
	for _, o := range sc.Optional {
		c.Optional = append(c.Optional, optionTitle(l.rs, o))
	}
	return c
}

func optionalUsed(sc *scenario.Scenario, rule string) bool {
	for _, o := range sc.Optional {
		if o == rule {
			return true
		}
	}
	return false
}

// forceLine says who a character is: "Sir Ranulf: knight, mounted,
// command"; a Chainmail figure by his arms.
func forceLine(ch scenario.Character) string {
	var what []string
	if f := ch.Figure; f != nil {
		what = append(what, f.Troop, f.Weapon, f.Armour)
		if f.Missile != "" {
			what = append(what, f.Missile)
		}
		if f.Fantasy != "" {
			what = append(what, f.Fantasy)
		}
	} else if len(ch.Traits) > 0 {
		// A figure on a measured table: its ruleset's fields.
		for _, k := range slices.Sorted(maps.Keys(ch.Traits)) {
			what = append(what, ch.Traits[k])
		}
	} else {
		if ch.Class != "" {
			what = append(what, ch.Class)
		}
		if ch.StartsMounted {
			what = append(what, "mounted")
		}
		for _, w := range ch.Weapons {
			what = append(what, w.Name)
		}
		what = append(what, ch.Abilities...)
	}
	if len(what) == 0 {
		return ch.Name
	}
	return ch.Name + ": " + strings.Join(what, ", ")
}

func specialRules(sc *scenario.Scenario) []string {
	var out []string
	for _, r := range sc.SpecialRules {
		t := strings.TrimSpace(r.Text)
		if r.Rule != "" {
			t = "(§" + r.Rule + ") " + t
		}
		out = append(out, t)
	}
	return out
}

// objectiveLine is an objective as a player reads it.
func objectiveLine(o scenario.Objective) string {
	t := strings.TrimSpace(o.Text)
	if t == "" {
		t = o.Kind
	}
	s := o.Side + ": " + t
	if o.Points != 0 {
		s += fmt.Sprintf(" (%d VP)", o.Points)
	}
	return s
}
