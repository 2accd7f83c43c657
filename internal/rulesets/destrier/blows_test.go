package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// The cost of a play in blows, rule by rule (TIME SEQUENCE 5.B, THE MELEE
// SEQUENCE, the cards' own paragraphs).
func TestTimeSequence5B_CostOfAPlay(t *testing.T) {
	r := rules(t)
	knight := fighter(t, "knight", "Sir Hugh")
	usedASP := fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.FreeParryUsed = true })
	mage := fighter(t, "mage", "Aldric")
	mageCast := fighter(t, "mage", "Aldric", func(f *destrier.Fighter) { f.SpellsCast = 1 })
	mageSpent := fighter(t, "mage", "Aldric", blowsLeft(0))
	archerFired := fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.UsedMissile = true; f.BonusBlows = 1 })
	wolf := fighter(t, "wolf", "Grey")
	wolfCharged := fighter(t, "wolf", "Grey", func(f *destrier.Fighter) { f.Charged = true })
	horse := fighter(t, "war-horse", "Bayard")
	for _, tc := range []struct {
		name  string
		f     destrier.Fighter
		play  destrier.Play
		step  destrier.Step
		total int
	}{
		{"TIME SEQUENCE 5.B: DELIVER BLOW and ACTIVE SHIELD PARRY cost two blows (the text's example)", usedASP,
			destrier.Play{Cards: []destrier.CardName{destrier.DeliverBlow, destrier.ActiveShieldParry}}, destrier.CardRound, 2},
		{"ACTIVE SHIELD PARRY: one use a turn at no blows", knight,
			destrier.Play{Cards: []destrier.CardName{destrier.DeliverBlow, destrier.ActiveShieldParry}}, destrier.CardRound, 1},
		{"PASSIVE SHIELD PARRY costs nothing", knight, destrier.Play{Cards: []destrier.CardName{destrier.PassiveShieldParry}}, destrier.CardRound, 0},
		{"TAC phase: the TAC card is free", knight,
			destrier.Play{TAC: destrier.Close, Cards: []destrier.CardName{destrier.DeliverBlow}}, destrier.TACPhase, 1},
		{"THE MELEE SEQUENCE: a TAC card that moves costs two blows", knight,
			destrier.Play{TAC: destrier.Close, Cards: []destrier.CardName{destrier.DeliverBlow}}, destrier.CardRound, 3},
		{"THE MELEE SEQUENCE: a TAC card without movement costs one", knight,
			destrier.Play{TAC: destrier.StandGround, Cards: []destrier.CardName{destrier.PassiveShieldParry}}, destrier.CardRound, 1},
		{"THE TAC CARDS: KEEP DISTANCE turned into movement costs two", knight,
			destrier.Play{TAC: destrier.KeepDistance, Retreats: true, Cards: []destrier.CardName{destrier.PassiveShieldParry}}, destrier.CardRound, 2},
		{"a steed slowed to a trot pays for its TAC card as anyone", horse,
			destrier.Play{TAC: destrier.StandGround, Cards: []destrier.CardName{destrier.Wheel}}, destrier.CardRound, 2},
		{"GREAT BLOW alone: two blows", knight, destrier.Play{Cards: []destrier.CardName{destrier.GreatBlow}}, destrier.CardRound, 2},
		{"GREAT BLOW with FEROCITY: three blows for the two", knight,
			destrier.Play{Cards: []destrier.CardName{destrier.GreatBlow, destrier.Ferocity}}, destrier.CardRound, 3},
		{"CAST SPELL: the first spell one blow", mage, destrier.Play{Cards: []destrier.CardName{destrier.CastSpell}}, destrier.CardRound, 1},
		{"CAST SPELL: three spells cost 1 + 2 + 2", mage,
			destrier.Play{Cards: []destrier.CardName{destrier.CastSpell}, Spells: []int{1, 1, 1}}, destrier.CardRound, 5},
		{"CAST SPELL: a second spell this turn costs two", mageCast, destrier.Play{Cards: []destrier.CardName{destrier.CastSpell}}, destrier.CardRound, 2},
		{"CAST SPELL: the first spell of a turn can always be cast", mageSpent, destrier.Play{Cards: []destrier.CardName{destrier.CastSpell}}, destrier.CardRound, 0},
		{"DRAW WEAPON: two blows", knight, destrier.Play{Cards: []destrier.CardName{destrier.DrawWeapon}}, destrier.CardRound, 2},
		{"DRAW WEAPON and assume the shield: four", knight, destrier.Play{Cards: []destrier.CardName{destrier.DrawWeapon}, WithShield: true}, destrier.CardRound, 4},
		{"DRAW WEAPON sheathing instead of dropping: two more", knight,
			destrier.Play{Cards: []destrier.CardName{destrier.DrawWeapon}, Sheathe: true}, destrier.CardRound, 4},
		{"DRAW WEAPON after a missile: 1 blow and the bonus blows lost besides", archerFired,
			destrier.Play{Cards: []destrier.CardName{destrier.DrawWeapon}}, destrier.CardRound, 4},
		{"FIRE/THROW and RELOAD have no blow value", archerFired, destrier.Play{Cards: []destrier.CardName{destrier.Reload}}, destrier.CardRound, 0},
		{"MOVE 1\": one blow", knight, destrier.Play{Cards: []destrier.CardName{destrier.MoveInch}}, destrier.CardRound, 1},
		{"MOVE 1\": free for wolves", wolf, destrier.Play{Cards: []destrier.CardName{destrier.MoveInch}}, destrier.CardRound, 0},
		{"DODGE: one blow", knight, destrier.Play{Cards: []destrier.CardName{destrier.DodgeLeft}}, destrier.CardRound, 1},
		{"DODGE: dogs, wolves and cats dodge without blows when not charging", wolf, destrier.Play{Cards: []destrier.CardName{destrier.DodgeBack}}, destrier.CardRound, 0},
		{"DODGE: but not in the turn they charge", wolfCharged, destrier.Play{Cards: []destrier.CardName{destrier.DodgeBack}}, destrier.CardRound, 1},
		{"TRAMPLE and KICK: two blows and one more", horse, destrier.Play{Cards: []destrier.CardName{destrier.Trample, destrier.Kick}}, destrier.CardRound, 3},
		{"DESPERATE DEFENSE: two", knight, destrier.Play{Cards: []destrier.CardName{destrier.DesperateDefense}}, destrier.CardRound, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := r.Cost(tc.f, tc.play, tc.step)
			sum := 0
			for _, it := range b.Items {
				sum += it.Blows
			}
			if b.Total != tc.total || sum != b.Total {
				t.Errorf("cost %d (items add to %d), want %d: %+v", b.Total, sum, tc.total, b.Items)
			}
		})
	}
}

// Spend: blows paid, the run of passive parries, the once-a-turn marks.
func TestTimeSequence5B_Spend(t *testing.T) {
	r := rules(t)
	k := fighter(t, "knight", "Sir Hugh")
	s := r.Spend(k, destrier.Play{Cards: []destrier.CardName{destrier.DeliverBlow, destrier.ActiveShieldParry}}, destrier.CardRound)
	if s.BlowsLeft != 3 || !s.FreeParryUsed || s.PassiveRun != 0 {
		t.Errorf("after DELIVER BLOW + free ASP: %+v", s)
	}
	k.Status = s
	s = r.Spend(k, destrier.Play{Cards: []destrier.CardName{destrier.PassiveShieldParry}}, destrier.CardRound)
	s.BlowsLeft = 3
	k.Status = s
	s = r.Spend(k, destrier.Play{Cards: []destrier.CardName{destrier.PassiveShieldParry}}, destrier.CardRound)
	if s.PassiveRun != 2 || s.BlowsLeft != 3 {
		t.Errorf("two passive parries: run %d, blows %d", s.PassiveRun, s.BlowsLeft)
	}
	k.Status = s
	s = r.Spend(k, destrier.Play{Cards: []destrier.CardName{destrier.PassiveShieldParry, destrier.ActiveShieldParry}}, destrier.CardRound)
	if s.PassiveRun != 0 || s.BlowsLeft != 2 {
		t.Errorf("PSP with a paid ASP breaks the run: run %d, blows %d", s.PassiveRun, s.BlowsLeft)
	}
	a := fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.Loaded = true })
	s = r.Spend(a, destrier.Play{Cards: []destrier.CardName{destrier.FireThrow}}, destrier.CardRound)
	if s.Loaded || !s.UsedMissile || s.BlowsLeft != 3 {
		t.Errorf("after firing: %+v", s)
	}
	s = r.Spend(k, destrier.Play{TAC: destrier.Charge, Target: "x", Cards: []destrier.CardName{destrier.DeliverBlow}}, destrier.TACPhase)
	if !s.Charged || !s.HasCharged {
		t.Errorf("CHARGE not marked: %+v", s)
	}
	m := fighter(t, "mage", "Aldric", func(f *destrier.Fighter) { f.Prepared = 2 })
	s = r.Spend(m, destrier.Play{Cards: []destrier.CardName{destrier.CastSpell}, Spells: []int{2, 1}}, destrier.CardRound)
	if s.SpellsCast != 2 || s.Prepared != 0 || s.BlowsLeft != 0 {
		t.Errorf("two spells: %+v", s)
	}
	d := fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.Disarmed = true })
	s = r.Spend(d, destrier.Play{Cards: []destrier.CardName{destrier.DrawWeapon}, Draw: "dagger"}, destrier.CardRound)
	if s.Disarmed || s.Drawn != "dagger" || !(destrier.Fighter{Figure: d.Figure, Status: s}).Armed() {
		t.Errorf("drawn: %+v", s)
	}
}

// NewTurn gives the blows back, two more for a berserk, a quarter in a
// stupor, and frees the once-a-turn uses.
func TestTimeSequence_NewTurn(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name string
		f    destrier.Fighter
		want int
	}{
		{"knight", fighter(t, "knight", "a", blowsLeft(0)), 4},
		{"berserk", fighter(t, "nordic-berserk", "b", berserk, blowsLeft(0)), 5},
		{"stupor", fighter(t, "knight", "c", func(f *destrier.Fighter) { f.Stupor = true }), 1},
	} {
		tc.f.FreeParryUsed, tc.f.Charged, tc.f.PassiveRun = true, true, 5
		s := tc.f.NewTurn(r)
		if s.BlowsLeft != tc.want || s.FreeParryUsed || s.Charged || s.PassiveRun != 0 {
			t.Errorf("%s: %+v; want %d blows and the turn's marks cleared", tc.name, s, tc.want)
		}
	}
}
