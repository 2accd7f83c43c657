package argad_test

import (
	"slices"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/argad"
)

// results spells the outcome of faces 1..7 with one letter each: m
// missed, r recoil, h hit.
func results(p argad.StrikePlan) string {
	out := ""
	for f := 1; f <= 7; f++ {
		out += string(p.Results[string(rune('0'+f))][0])
	}
	return out
}

// Die + modifiers against class: higher hits, equal recoils, lower misses
// (line 33); armour above class turns hits up to the armour into recoils
// (line 35); natural 1 and natural 7 (line 37).
func TestMeleeResults(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		tag      string
		modifier int
		foe      argad.Foe
		want     string // faces 1..7
		chances  [3]int // missed, recoil, hit, of 36
	}{
		{"melee.result.hit", 0, argad.Foe{Class: 3, Armour: argad.Light}, "mmrhhhh", [3]int{12, 6, 18}},
		{"melee.result.recoil", 0, argad.Foe{Class: 4, Armour: argad.Armour4}, "mmmrhhh", [3]int{18, 6, 12}},
		{"melee.result.missed", -1, argad.Foe{Class: 5, Armour: argad.Light}, "mmmmmrh", [3]int{30, 5, 1}},
		{"melee.armour", 0, argad.Foe{Class: 3, Armour: argad.Armour5}, "mmrrrhh", [3]int{12, 18, 6}},
		{"melee.natural1", 5, argad.Foe{Class: 2, Armour: argad.Light}, "mhhhhhh", [3]int{6, 0, 30}},
		{"melee.natural7", -5, argad.Foe{Class: 5, Armour: argad.Armour5}, "mmmmmmh", [3]int{35, 0, 1}},
	} {
		row(t, tc.tag, func(t *testing.T) {
			p, err := r.PlanStrike(tc.modifier, tc.foe)
			if err != nil {
				t.Fatal(err)
			}
			if got := results(p); got != tc.want {
				t.Errorf("faces 1-7: %s, want %s", got, tc.want)
			}
			for i, o := range argad.Outcomes {
				if p.Chances[i] != (argad.OutcomeChance{Outcome: o, Chance: ch(tc.chances[i], 36)}) {
					t.Errorf("%s: %v, want %d/36", o, p.Chances[i], tc.chances[i])
				}
			}
			if !slices.Contains(mapValues(p.Rules), tc.tag) {
				t.Errorf("no face decided by %s: %v", tc.tag, p.Rules)
			}
		})
	}
	// Armour 4 above class 3 at +1: a 3 (2+1) and a 4 (3+1) recoil, a 5 kills.
	p, err := r.PlanStrike(1, argad.Foe{Class: 3, Armour: argad.Armour4})
	if err != nil || results(p) != "mrrhhhh" {
		t.Errorf("class 3 armour 4 at +1: %s, %v", results(p), err)
	}
	p, _ = r.PlanStrike(0, argad.Foe{Class: 3, Armour: argad.Armour4})
	if results(p) != "mmrrhhh" {
		t.Errorf("class 3 armour 4 at 0: %s", results(p))
	}
}

func mapValues(m map[string]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// ruling.classes: classes 2 to 5 unless a scenario says otherwise.
func TestMeleeClassRange(t *testing.T) {
	r := rules(t)
	for _, c := range []int{0, 1, 6, 99} {
		_, err := r.PlanStrike(0, argad.Foe{Class: c, Armour: argad.Light})
		refused(t, err, argad.RulingClasses)
		_, err = r.RollStrike(0, argad.Foe{Class: c, Armour: argad.Light}, dice.NewScripted(3), "test")
		refused(t, err, argad.RulingClasses)
	}
	s, err := r.RollStrike(1, argad.Foe{Class: 4, Armour: argad.Light}, dice.NewScripted(6, 1), "test")
	if err != nil || s.Natural != 6 || s.Outcome != argad.Hit || len(s.Rolls) != 2 {
		t.Errorf("%+v %v", s, err)
	}
}

// The longer weapon strikes first (line 31): a spearman who kills a
// swordsman is not struck back; who recoils does not strike either.
func TestStrikeOrder(t *testing.T) {
	r := rules(t)
	row(t, "melee.order", func(t *testing.T) {
		cs := []argad.Combatant{
			{Name: "Aelfric", Class: 3, Armour: argad.Light, Length: "long"},
			{Name: "Bors", Class: 3, Armour: argad.Light, Length: "short"},
			{Name: "Cole", Class: 3, Armour: argad.Light, Length: "bare-hands"},
		}
		// Bors strikes first in the list but Aelfric's spear comes first.
		blows := []argad.Blow{{By: 1, At: 0}, {By: 0, At: 1}}
		src := dice.NewScripted(5)
		rd, err := r.FightRound(cs, blows, src)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rd.Killed, []int{1}) || len(rd.Recoiled) != 0 || src.Remaining() != 0 {
			t.Fatalf("%+v", rd)
		}
		if b := rd.Blows[0]; b.Void == "" || b.Natural != 0 || b.Stands != argad.Missed {
			t.Errorf("the dead swordsman struck: %+v", b)
		}
		// Aelfric makes Bors recoil (a 3): Bors does not strike; Cole's
		// bare hands come last and strike.
		blows = []argad.Blow{{By: 0, At: 1}, {By: 1, At: 0}, {By: 2, At: 0}}
		rd, err = r.FightRound(cs, blows, dice.NewScripted(3, 4))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rd.Recoiled, []int{1}) || !slices.Equal(rd.Killed, []int{0}) || rd.Blows[1].Void == "" || rd.Blows[2].Tier != 4 {
			t.Errorf("%+v", rd)
		}
	})
	// Refused: unknown length, a figure striking twice, a blow at himself.
	cs := []argad.Combatant{{Name: "A", Class: 3, Length: "long"}, {Name: "B", Class: 3, Length: "short"}}
	if _, err := r.FightRound([]argad.Combatant{{Name: "A", Class: 3, Length: "halberd"}}, nil, nil); !errorsAs(err, new(*argad.UnknownName)) {
		t.Errorf("unknown length: %v", err)
	}
	_, err := r.FightRound(cs, []argad.Blow{{By: 0, At: 1}, {By: 0, At: 1}}, nil)
	refused(t, err, argad.RulingActions)
	if _, err := r.FightRound(cs, []argad.Blow{{By: 0, At: 0}}, nil); err == nil {
		t.Error("a blow at himself")
	}
	if _, err := r.FightRound(cs, []argad.Blow{{By: 0, At: 7}}, nil); err == nil {
		t.Error("a blow at nobody")
	}
}

// Simultaneous hits or recoils (line 39): class, then armour, then the
// natural die; herald's rulings when nothing separates them, and for a
// hit against a recoil.
func TestSimultaneous(t *testing.T) {
	r := rules(t)
	man := func(class int, a argad.Armour, nat int, o argad.Outcome) argad.Clash {
		return argad.Clash{Combatant: argad.Combatant{Name: "x", Class: class, Armour: a, Length: "short"}, Natural: nat, Rolled: o}
	}
	for _, tc := range []struct {
		tag    string
		a, b   argad.Clash
		sa, sb argad.Outcome
	}{
		{"melee.simultaneous.class", man(4, argad.Light, 5, argad.Hit), man(3, argad.Armour5, 7, argad.Hit), argad.Hit, argad.Missed},
		{"melee.simultaneous.class", man(3, argad.Light, 3, argad.Recoil), man(4, argad.Light, 4, argad.Recoil), argad.Missed, argad.Recoil},
		{"melee.simultaneous.armour", man(3, argad.Armour4, 5, argad.Hit), man(3, argad.Light, 6, argad.Hit), argad.Hit, argad.Missed},
		{"melee.simultaneous.armour", man(3, argad.Armour4, 5, argad.Recoil), man(3, argad.Armour5, 4, argad.Recoil), argad.Missed, argad.Recoil},
		{"melee.simultaneous.natural", man(3, argad.Armour4, 5, argad.Hit), man(3, argad.Armour4, 7, argad.Hit), argad.Missed, argad.Hit},
		{"melee.simultaneous.natural", man(2, argad.Light, 6, argad.Recoil), man(2, argad.Light, 5, argad.Recoil), argad.Recoil, argad.Missed},
		{argad.RulingTie, man(3, argad.Light, 5, argad.Hit), man(3, argad.Light, 5, argad.Hit), argad.Recoil, argad.Recoil},
		{argad.RulingTie, man(3, argad.Light, 3, argad.Recoil), man(3, argad.Light, 3, argad.Recoil), argad.Recoil, argad.Recoil},
		{argad.RulingHitBeatsRecoil, man(2, argad.Light, 6, argad.Hit), man(5, argad.Armour5, 6, argad.Recoil), argad.Hit, argad.Missed},
		{"", man(2, argad.Light, 2, argad.Missed), man(5, argad.Armour5, 6, argad.Hit), argad.Missed, argad.Hit},
	} {
		name := tc.tag
		if name == "" {
			name = "a miss settles nothing"
		}
		t.Run(name, func(t *testing.T) {
			named.Store(tc.tag, true)
			sa, sb, tag := r.SettleTie(tc.a, tc.b)
			if sa != tc.sa || sb != tc.sb || tag != tc.tag {
				t.Errorf("%s, %s by %q; want %s, %s by %q", sa, sb, tag, tc.sa, tc.sb, tc.tag)
			}
			sb2, sa2, _ := r.SettleTie(tc.b, tc.a)
			if sa2 != sa || sb2 != sb {
				t.Errorf("settling depends on who is named first")
			}
		})
	}
	// In a round: two swordsmen hit each other, the higher class kills.
	cs := []argad.Combatant{{Name: "A", Class: 4, Armour: argad.Light, Length: "short"}, {Name: "B", Class: 3, Armour: argad.Light, Length: "short"}}
	rd, err := r.FightRound(cs, []argad.Blow{{By: 0, At: 1}, {By: 1, At: 0, Modifier: 1}}, dice.NewScripted(5, 5))
	if err != nil || !slices.Equal(rd.Killed, []int{1}) || len(rd.Recoiled) != 0 || !slices.Contains(rd.Blows[1].Rules, "melee.simultaneous.class") {
		t.Errorf("%+v %v", rd, err)
	}
	// B on A, C on B, A on C: no two strike each other, so every blow
	// of the same moment stands, whatever befalls its striker.
	cs = append(cs, argad.Combatant{Name: "C", Class: 3, Armour: argad.Light, Length: "short"})
	rd, err = r.FightRound(cs, []argad.Blow{{By: 1, At: 0}, {By: 2, At: 1}, {By: 0, At: 2}}, dice.NewScripted(5, 5, 5))
	if err != nil || !slices.Equal(rd.Killed, []int{0, 1, 2}) {
		t.Errorf("%+v %v", rd, err)
	}
	// B misses A while A and C hit each other: A's class kills C, and C's
	// blow does not stand.
	rd, err = r.FightRound(cs, []argad.Blow{{By: 1, At: 0}, {By: 2, At: 0}, {By: 0, At: 2}}, dice.NewScripted(3, 5, 5))
	if err != nil || !slices.Equal(rd.Killed, []int{2}) || rd.Blows[1].Stands != argad.Missed || rd.Blows[1].Rolled != argad.Hit {
		t.Errorf("%+v %v", rd, err)
	}
}
