package chainmail_test

import (
	"slices"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// Order of battle, step 1 (ruling.initiative): one die a side, highest
// first, ties together, in the sides' order.
func TestOrderOfBattle_Initiative(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name  string
		sides []string
		rolls []int
		order [][]string
	}{
		{"higher first", []string{"Reivers", "Wardens"}, []int{2, 5}, [][]string{{"Wardens"}, {"Reivers"}}},
		{"tie acts together", []string{"Reivers", "Wardens"}, []int{4, 4}, [][]string{{"Reivers", "Wardens"}}},
		{"three sides", []string{"A", "B", "C"}, []int{3, 6, 3}, [][]string{{"B"}, {"A", "C"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := dice.NewScripted(tc.rolls...)
			in, err := r.RollInitiative(tc.sides, src)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.EqualFunc(in.Order, tc.order, slices.Equal) || len(in.Rolls) != len(tc.sides) || src.Remaining() != 0 || in.Reference != chainmail.RefBattle {
				t.Errorf("%+v, want order %v", in, tc.order)
			}
		})
	}
	_, err := r.RollInitiative([]string{"A", "A"}, dice.NewScripted(1, 2))
	wantRuleError(t, err, chainmail.RefBattle, "named twice")
	_, err = r.RollInitiative(nil, dice.NewScripted())
	wantRuleError(t, err, chainmail.RefBattle, "no sides")
}

// ruling.surprise: 1-2 on a die is surprised; the scenario may decide; a
// surprised side is idle for the free round; all surprised is none.
func TestOrderOfBattle_Surprise(t *testing.T) {
	r := rules(t)
	s, err := r.RollSurprise([]string{"Wardens", "Reivers", "Monks"}, map[string]bool{"Monks": false}, dice.NewScripted(2, 3))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Idle("Wardens", 1) || s.Idle("Wardens", 2) || s.Idle("Reivers", 1) || s.Idle("Monks", 1) || s.Idle("Nobody", 1) || s.Idle("Wardens", 0) {
		t.Errorf("%+v", s)
	}
	if !s.Checks[2].Given || s.Checks[2].Die != 0 {
		t.Errorf("a side the scenario decides rolls no die: %+v", s.Checks[2])
	}
	all, _ := r.RollSurprise([]string{"A", "B"}, nil, dice.NewScripted(1, 2))
	if all.Idle("A", 1) || all.Idle("B", 1) {
		t.Errorf("both surprised is neither: %+v", all)
	}
}

// ruling.reaction: 2-5 negative, 6-8 neutral, 9-12 positive.
func TestOrderOfBattle_Reaction(t *testing.T) {
	r := rules(t)
	for score, want := range map[int]string{2: "negative", 5: "negative", 6: "neutral", 8: "neutral", 9: "positive", 12: "positive"} {
		if got := r.ReactionOf(score); got != want {
			t.Errorf("%d: %s, want %s", score, got, want)
		}
	}
	if re := r.RollReaction(dice.NewScripted(3, 4)); re.Roll != 7 || re.Reaction != "neutral" {
		t.Errorf("%+v", re)
	}
}

// The order of battle as data: six steps, their orders and resolution.
func TestOrderOfBattle_Steps(t *testing.T) {
	r := rules(t)
	var got []string
	for _, s := range r.Character.OrderOfBattle {
		got = append(got, s.Orders+"/"+s.Resolution)
	}
	want := []string{"sealed/simultaneous", "sealed/initiative", "sealed/initiative", "sealed/simultaneous", "none/initiative", "none/simultaneous"}
	if !slices.Equal(got, want) {
		t.Errorf("steps %v, want %v", got, want)
	}
	if !slices.Contains(r.Character.OrderOfBattle[0].Rolls, "initiative") || !slices.Contains(r.Character.OrderOfBattle[3].Rolls, "morale") {
		t.Error("step rolls")
	}
}

// What one figure may do in a round (order of battle steps 2-4, the
// special rules): each refusal cites its section.
func TestOrderOfBattle_Activity(t *testing.T) {
	r := rules(t)
	move := inch(12)
	ok := []chainmail.Activity{
		{Name: "walks and fights", Move: move, Moved: inch(6), Melee: true},
		{Name: "charges", Move: move, Moved: inch(12), Charged: true, Melee: true},
		{Name: "looses and steps", Move: move, Loosed: true, Moved: inch(6)},
		{Name: "horse archer", Move: move, Split: true, BeforeFire: inch(6), Loosed: true, Moved: inch(6)},
		{Name: "casts standing", Move: move, Cast: true},
		{Name: "disarms after a step", Move: move, Moved: inch(3), Disarm: true, Melee: true},
		{Name: "rises", Move: move, Prone: true, Moved: inch(6)},
	}
	for _, a := range ok {
		if err := r.CheckActivity(a); err != nil {
			t.Errorf("%s: %v", a.Name, err)
		}
	}
	for _, tc := range []struct {
		a    chainmail.Activity
		ref  string
		word string
	}{
		{chainmail.Activity{Name: "dead", Move: move, Down: true, Loosed: true}, chainmail.RefBattle, "no further action"},
		{chainmail.Activity{Name: "stunned", Move: move, Stunned: true, Moved: inch(1)}, chainmail.RefSpecial, "stunned"},
		{chainmail.Activity{Name: "prone", Move: move, Prone: true, Melee: true}, chainmail.RefSpecial, "prone"},
		{chainmail.Activity{Name: "split", Move: move, BeforeFire: inch(3), Loosed: true}, chainmail.RefBattle, "may not split"},
		{chainmail.Activity{Name: "far split", Move: move, Split: true, BeforeFire: inch(7), Loosed: true}, chainmail.RefBattle, "more than half"},
		{chainmail.Activity{Name: "split no shot", Move: move, Split: true, BeforeFire: inch(3)}, chainmail.RefBattle, "looses nothing"},
		{chainmail.Activity{Name: "moving caster", Move: move, Cast: true, Moved: inch(1)}, chainmail.RefBattle, "cannot move"},
		{chainmail.Activity{Name: "busy caster", Move: move, Cast: true, Counter: true}, chainmail.RefCounter, "fully occupies"},
		{chainmail.Activity{Name: "moving counter", Move: move, Counter: true, Moved: inch(2)}, chainmail.RefCounter, "cannot move"},
		{chainmail.Activity{Name: "too far", Move: move, Moved: inch(13), Charged: true}, chainmail.RefBattle, "more than his move"},
		{chainmail.Activity{Name: "shot and ran", Move: move, Loosed: true, Moved: inch(7)}, chainmail.RefBattle, "only half"},
		{chainmail.Activity{Name: "ran and fought", Move: move, Moved: inch(7), Melee: true}, chainmail.RefBattle, "only if he charged"},
		{chainmail.Activity{Name: "disarm and more", Move: move, Disarm: true, Attacks: 1}, chainmail.RefSpecial, "only thing"},
	} {
		t.Run(tc.a.Name, func(t *testing.T) {
			wantRuleError(t, r.CheckActivity(tc.a), tc.ref, tc.word)
		})
	}
	if !r.SplitMoves("light-horse", "horse-bow") || r.SplitMoves("heavy-horse", "horse-bow") || r.SplitMoves("light-horse", "arquebus") {
		t.Error("split move and fire: light horse with bows only")
	}
}
