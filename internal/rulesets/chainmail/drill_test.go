package chainmail_test

import (
	"math"
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
	"herald/internal/table"
)

// ruling.moves: wheels, turns, falling back and reforming on the table.
func TestDrill_BodyMoves(t *testing.T) {
	r := rules(t)
	b := bills(t, r) // front at (10, 10) facing north, 4.5" wide, 1.5" deep
	if a := b.Advance(inch(3)); !samePt(a.Front, at(10, 7)) {
		t.Errorf("advanced to %v", a.Front)
	}
	// A quarter wheel right pivots on the right front corner (12.25, 10):
	// the front's middle swings to (12.25, 7.75), the outer corner travels
	// a quarter circle of the frontage.
	w, cost := b.Wheel(90)
	if !samePt(w.Front, at(12.25, 7.75)) || w.Facing != 90 || !near(cost, table.Length(float64(inch(4.5))*math.Pi/2)) {
		t.Errorf("wheeled to %v facing %v at %v", w.Front, w.Facing, cost)
	}
	left, _ := b.Wheel(-90)
	if !samePt(left.Front, at(7.75, 7.75)) || left.Facing != 270 {
		t.Errorf("wheeled left to %v facing %v", left.Front, left.Facing)
	}
	// Facing the right flank: six files of two ranks become two files of
	// six ranks, about the same middle (10, 10.75).
	f := b.Face(90)
	if f.Files != 2 || f.Frontage() != 2 || f.Ranks() != 6 || f.Facing != 90 || !samePt(f.Stand().Centre, at(10, 10.75)) {
		t.Errorf("faced right: %d files %d ranks facing %v at %v", f.Frontage(), f.Ranks(), f.Facing, f.Stand().Centre)
	}
	rear := b.Face(180)
	if rear.Facing != 180 || !samePt(rear.Front, at(10, 11.5)) || rear.Frontage() != 6 {
		t.Errorf("about face: front %v facing %v", rear.Front, rear.Facing)
	}
	if b.Face(45) != b {
		t.Error("a 45 degree face changed the body")
	}
	// Falling back from an enemy due north moves it south, facing north.
	away := b.Away(at(10, 5), inch(9))
	if !samePt(away.Front, at(10, 19)) || away.Facing != 0 {
		t.Errorf("fell back to %v", away.Front)
	}
	if !near(r.ReformCost(inch(9)), inch(4.5)) || !near(r.TurnCost(inch(12)), inch(6)) {
		t.Error("formation changes and turns take half a move")
	}
	for troop, want := range map[chainmail.TroopType]float64{"light-foot": 12, "armored-foot": 6, "light-horse": 24, "medium-horse": 18, "heavy-horse": 12} {
		if m, err := r.Move(troop); err != nil || !near(m, inch(want)) {
			t.Errorf("%s moves %v (%v), want %g\"", troop, m, err, want)
		}
	}
	_, err := r.Move("elephant")
	wantRuleError(t, err, chainmail.RefBattle, "elephant")
}

// Missiles from a body: the figures of its first two ranks loose on the
// individual missile table, the range edge to edge.
func TestAppendixB_Volley(t *testing.T) {
	r := rules(t)
	archers := form(t, r, chainmail.Body{Name: "Archers", Type: "light-foot", Men: 15, Files: 5, Front: at(10, 10)})
	target := form(t, r, chainmail.Body{Name: "Bills", Type: "heavy-foot", Men: 12, Files: 6, Front: at(10, 0), Facing: 180})
	armour := r.MissileArmour(target)
	v, err := r.PlanVolley(archers, "longbow", target.Stand(), armour, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Bills face south with their front at y = 0, 10" from the archers: a
	// longbow's medium range (7-14), against mail 7, and cover 1.
	if v.Shots != 10 || v.Shot.Band != "medium" || v.Shot.Score != 7 || armour != "mail" || v.Shot.Cover != 1 {
		t.Errorf("%+v (armour %s)", v, armour)
	}
	// 8 - 1 kills; 7 - 1 does not.
	got := r.ResolveVolley(v, 12, dice.NewScripted(4, 4, 5, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	if got.Kills != 1 || len(got.Rolls) != 10 {
		t.Errorf("%+v", got)
	}
	behind := form(t, r, chainmail.Body{Name: "Rear", Type: "heavy-foot", Men: 4, Files: 4, Front: at(10, 20)})
	_, err = r.PlanVolley(archers, "longbow", behind.Stand(), "mail", 0)
	wantRuleError(t, err, chainmail.RefMissile, "before its front")
	_, err = r.PlanVolley(archers, "short-bow", form(t, r, chainmail.Body{Name: "Far", Type: "light-foot", Men: 4, Files: 4, Front: at(10, -20), Facing: 180}).Stand(), "none", 0)
	wantRuleError(t, err, chainmail.RefMissile, "reaches 15")
	if r.MissileArmour(form(t, r, chainmail.Body{Name: "Knights", Type: "heavy-horse", Men: 2, Files: 2})) != "plate-shield" {
		t.Error("knights are shot at in plate and shield")
	}
}

// A knight with a lance cannot attack a formation of pikes; he may attack
// halberds, and any weapon may attack pikes in flank or rear.
func TestAppendixA_LancesMayNotAttackPikes(t *testing.T) {
	r := rules(t)
	lances := chainmail.Unit{Type: "heavy-horse", Men: 4, Weapon: "lance"}
	pike := chainmail.Unit{Type: "heavy-foot", Men: 20, Weapon: "pike", CloseOrder: true}
	wantRuleError(t, r.Mass.CheckAttack(lances, pike, chainmail.Front), chainmail.RefMass, "cannot attack", "pike")
	halberd := pike
	halberd.Weapon = "halberd"
	open := pike
	open.CloseOrder = false
	swords := lances
	swords.Weapon = "sword"
	for _, tc := range []struct {
		a, d   chainmail.Unit
		aspect chainmail.Aspect
	}{{lances, halberd, chainmail.Front}, {lances, pike, chainmail.Flank}, {lances, open, chainmail.Front}, {swords, pike, chainmail.Front}} {
		if err := r.Mass.CheckAttack(tc.a, tc.d, tc.aspect); err != nil {
			t.Errorf("%s against %s %s: %v", tc.a.Weapon, tc.d.Weapon, tc.aspect, err)
		}
	}
}

func TestDrill_FallBackAndNextRound(t *testing.T) {
	st := table.Stand{Centre: at(5, 5), Facing: 90, Base: table.Base{Width: inch(1), Depth: inch(1)}}
	if got := chainmail.FallBackStand(st, at(2, 1), inch(5)); !samePt(got.Centre, at(8, 9)) || got.Facing != 90 {
		t.Errorf("fell back to %v", got.Centre)
	}
	if got := chainmail.FallBackStand(st, at(5, 5), inch(2)); !samePt(got.Centre, at(3, 5)) {
		t.Errorf("fell straight back to %v", got.Centre)
	}
	f := chainmail.Fighter{Stunned: 2}
	if f.NextRound().Stunned != 1 || f.NextRound().NextRound().NextRound().Stunned != 0 {
		t.Error("stun does not count down")
	}
}
