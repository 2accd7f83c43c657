package cryhavoc

import (
	"slices"
	"strings"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/rulesets/cryhavoc/havocdata"
	"herald/internal/scenario/scenariofile"
)

// villagersTurn is s at the start of the Villagers' player turn 1.
func villagersTurn(s *State) *State {
	n := s.clone()
	n.Side = "Villagers"
	return n
}

func wantRule(t *testing.T, err error, r string) {
	t.Helper()
	re, ok := RuleOf(err)
	if !ok || re.Rule != r {
		t.Fatalf("err %v, want rule %s", err, r)
	}
}

// §6.1: an archer fires in both fire phases, once in each (moving no more
// than half his MPA between them); a second shot in one phase is refused.
func TestFire6_1BothPhases(t *testing.T) {
	rs, s := setup(t)
	s = villagersTurn(placeFigures(t, s, map[string]string{"Fulk": "M6"}))
	orders := "first fire: Hob fire at Fulk\nmove: Hob move N4\nsecond fire: Hob fire at Fulk\n"
	_, evs, err := play(t, rs, s, "Villagers", orders, dice.NewScripted(10, 10))
	if err != nil {
		t.Fatal(err)
	}
	shots := 0
	for _, e := range evs {
		if e.Type == TypeFired {
			shots++
		}
	}
	if shots != 2 {
		t.Errorf("%d shots, want 2: %v", shots, reports(evs))
	}
	_, _, err = play(t, rs, s, "Villagers", "second fire: Hob fire at Fulk\nsecond fire: Hob fire at Fulk\n", dice.NewScripted(10, 10))
	wantRule(t, err, "6")
}

// §6.1: no rule forbids firing at a friend.
func TestFire6_1AtAFriend(t *testing.T) {
	rs, s := setup(t)
	s = villagersTurn(placeFigures(t, s, map[string]string{"Dickon": "N4"}))
	_, evs, err := play(t, rs, s, "Villagers", "first fire: Hob fire at Dickon\n", dice.NewScripted(1))
	if err != nil {
		t.Fatal(err)
	}
	if text := strings.Join(reports(evs), "\n"); !strings.Contains(text, "Hob fires a longbow at Dickon") {
		t.Errorf("report:\n%s", text)
	}
}

// §6.1: a friend, yes; himself, no (the line from a hex to itself has
// nothing between, and a shot needs a target other than the firer).
func TestFire6_1NotAtHimself(t *testing.T) {
	rs, s := setup(t)
	s = villagersTurn(s)
	_, _, err := play(t, rs, s, "Villagers", "first fire: Hob fire at Hob\n", dice.NewScripted(1))
	wantRule(t, err, "6.1")
}

// §6.1, §17.42: no missile fire from deep water, riders excepted.
func TestFire6_1NotFromDeepWater(t *testing.T) {
	rs, s := setup(t)
	s = villagersTurn(placeFigures(t, s, map[string]string{"Hob": "L18", "Fulk": "L16"}))
	_, _, err := play(t, rs, s, "Villagers", "first fire: Hob fire at Fulk\n", dice.NewScripted(10))
	wantRule(t, err, "17.42")
}

// §6.1, §19.11: nobody fires from a ladder (a man in a ladder's hex is on
// it, §3).
func TestFire6_1NotFromALadder(t *testing.T) {
	tab := rsTables(t)
	sc, m, err := scenariofile.Load("ashcombe-storm")
	if err != nil {
		t.Fatal(err)
	}
	rs := &CryHavoc{Tables: tab, Decisions: true}
	s, err := rs.Setup(sc, m, 7)
	if err != nil {
		t.Fatal(err)
	}
	s = placeFigures(t, s, map[string]string{"Aylmer": "H18", "Ingram": "G18"})
	_, _, err = play(t, rs, s, "Besiegers", "first fire: Ingram fire at Colin\n", dice.NewScripted(10))
	wantRule(t, err, "19.11")
}

func rsTables(t *testing.T) *havoc.Tables {
	t.Helper()
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// §4: in the first fire phase archers, slingers and throwers fire first,
// then crossbows, then horse archers; orders out of that order are
// refused.
func TestFireOrder4(t *testing.T) {
	rs, s := setup(t)
	s = villagersTurn(placeFigures(t, s, map[string]string{"Fulk": "M6"}))
	c, _ := s.Character("Dickon")
	def := *c.def
	def.Weapons = slices.Clone(def.Weapons)
	def.Weapons[0].Name = "crossbow"
	c.def = &def
	s = placeFigures(t, s, map[string]string{"Dickon": "N4"})
	_, _, err := play(t, rs, s, "Villagers", "first fire: Dickon fire at Fulk\nHob fire at Fulk\n", dice.NewScripted(10, 10))
	wantRule(t, err, "4")
	if _, _, err := play(t, rs, s, "Villagers", "first fire: Hob fire at Fulk\nDickon fire at Fulk\n", dice.NewScripted(10, 10)); err != nil {
		t.Errorf("the longbow, then the crossbow: %v", err)
	}
}

// §6.2, §6.54: fire over characters in between on the same level: a
// longbow may (the target gets light cover), a crossbow may not; an active
// man beside the firer forbids any fire; more than four forbid it.
func TestFire6_2OverCharacters(t *testing.T) {
	rs, s := setup(t)
	base := map[string]string{"Hob": "J5", "Fulk": "J12", "Perkin": "J8", "Dickon": "Q5", "Rafe": "Q6", "Simkin": "Q7", "Tibb": "Q8", "Osric": "Q9"}
	cases := []struct {
		name     string
		moves    map[string]string
		crossbow bool
		rule     string
	}{
		// A thread from any part of J5 to any part of J12 passes the
		// corner of a lone man's hex (§5.2): Dickon and Rafe stand either
		// side of Perkin, off the centre line, so that every thread passes
		// one of them.
		{"a longbow over a row of men", map[string]string{"Dickon": "I8", "Rafe": "K8"}, false, ""},
		{"a crossbow over one man", nil, true, "6.2"},
		{"a man beside the firer", map[string]string{"Perkin": "J6"}, false, "6.2"},
		{"five men between", map[string]string{"Fulk": "J14", "Dickon": "J7", "Rafe": "J9", "Simkin": "J10", "Tibb": "J11"}, false, "more than 4"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			at := map[string]string{}
			for k, v := range base {
				at[k] = v
			}
			for k, v := range tc.moves {
				at[k] = v
			}
			n := villagersTurn(placeFigures(t, s, at))
			if tc.crossbow {
				c, _ := n.Character("Hob")
				def := *c.def
				def.Weapons = slices.Clone(def.Weapons)
				def.Weapons[0].Name = "crossbow"
				c.def = &def
			}
			hob, _ := n.Character("Hob")
			p, err := rs.planFire(n, []*Character{hob}, order(t, "first fire: Hob fire at Fulk"))
			switch {
			case tc.rule == "more than 4":
				wantRule(t, err, "6.2")
				if !strings.Contains(err.Error(), "more than 4") {
					t.Errorf("refused for another reason: %v", err)
				}
			case tc.rule != "":
				wantRule(t, err, tc.rule)
			case err != nil:
				t.Fatal(err)
			case p.fire.Cover.String() != "light":
				t.Errorf("cover %v, want light (§6.54)", p.fire.Cover)
			}
		})
	}
}
