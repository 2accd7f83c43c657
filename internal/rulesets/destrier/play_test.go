package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

func cards(cs ...destrier.CardName) []destrier.CardName { return cs }

// Legal refuses what the text forbids and accepts the rest; each case
// names the section it tests.
func TestPlays_Legal(t *testing.T) {
	r := rules(t)
	knight := fighter(t, "knight", "Sir Hugh")
	soldier := fighter(t, "man-at-arms", "Rafe", blue)
	round := destrier.Moment{Step: destrier.CardRound, InContact: true}
	tac := destrier.Moment{Step: destrier.TACPhase}
	reach := destrier.Moment{Step: destrier.CardRound, Reach: true}
	far := destrier.Moment{Step: destrier.CardRound}
	moved := destrier.Moment{Step: destrier.CardRound, InContact: true, MovedAgainst: true}
	rider := fighter(t, "knight", "Sir Guy", riding("Bayard"))
	horse := fighter(t, "war-horse", "Bayard")
	mounted := destrier.Moment{Step: destrier.CardRound, Reach: true, Target: &rider, TargetFacing: destrier.SwordSide}
	for _, tc := range []struct {
		name string
		f    destrier.Fighter
		p    destrier.Play
		m    destrier.Moment
		sec  string // "" legal
		word string
	}{
		{"TIME SEQUENCE 5.A: a TAC card and a MELEE card", knight, destrier.Play{TAC: destrier.StandGround, Cards: cards(destrier.DeliverBlow)}, tac, "", ""},
		{"TIME SEQUENCE 5.A: no TAC card", knight, destrier.Play{Cards: cards(destrier.DeliverBlow)}, tac, destrier.SecTACPhase, "TAC card"},
		{"THE MELEE SEQUENCE: every figure does something", knight, destrier.Play{}, round, destrier.SecMeleeSeq, "PASSIVE SHIELD PARRY"},
		{"one card twice", knight, destrier.Play{Cards: cards(destrier.DeliverBlow, destrier.DeliverBlow)}, round, destrier.SecMeleePhase, "twice"},
		{"TIME SEQUENCE 5.B: several cards when blows pay", knight, destrier.Play{Cards: cards(destrier.DeliverBlow, destrier.WeaponParry, destrier.PassiveShieldParry)}, round, "", ""},
		{"one blow a round", knight, destrier.Play{Cards: cards(destrier.DeliverBlow, destrier.WeaponPlay)}, round, destrier.SecMeleePhase, "one blow"},
		{"GREAT BLOW goes with FEROCITY", knight, destrier.Play{Cards: cards(destrier.GreatBlow, destrier.Ferocity)}, round, "", ""},
		{"one dodge", knight, destrier.Play{Cards: cards(destrier.DodgeLeft, destrier.DodgeBack)}, round, "THE MELEE CARDS: DODGE", "one way"},
		{"THE MELEE SEQUENCE: TAC card in contact", knight, destrier.Play{TAC: destrier.Close, Cards: cards(destrier.DeliverBlow)}, round, destrier.SecMeleeSeq, "in contact"},
		{"THE MELEE SEQUENCE: TAC card within 3\"", knight, destrier.Play{TAC: destrier.Close, Cards: cards(destrier.DeliverBlow)}, reach, "", ""},
		{"THE MELEE SEQUENCE: TAC card with nobody near", knight, destrier.Play{TAC: destrier.StandGround, Cards: cards(destrier.PassiveShieldParry)}, far, destrier.SecMeleeSeq, "no enemy is within 3\""},
		{"THE TAC CARDS 3: moved against, RETREAT", knight, destrier.Play{TAC: destrier.Retreat, Cards: cards(destrier.PassiveShieldParry)}, moved, "", ""},
		{"THE TAC CARDS 3: moved against, no CLOSE", knight, destrier.Play{TAC: destrier.Close, Cards: cards(destrier.PassiveShieldParry)}, moved, destrier.SecTACCards, "RETREAT, RUN AWAY or STAND GROUND"},
		{"CHARGE once a turn", fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.Charged = true }), destrier.Play{TAC: destrier.Charge, Target: "Rafe", Cards: cards(destrier.DeliverBlow)}, reach, "THE TAC CARDS: CHARGE", "once a turn"},
		{"FLECHE needs a target", fighter(t, "archer", "Wat"), destrier.Play{TAC: destrier.Fleche, Cards: cards(destrier.DeliverBlow)}, tac, "THE TAC CARDS: FLECHE", "name the enemy"},
		{"KEEP DISTANCE only turns into a retreat", knight, destrier.Play{TAC: destrier.StandGround, Retreats: true, Cards: cards(destrier.DeliverBlow)}, tac, "THE TAC CARDS: KEEP DISTANCE", "KEEP DISTANCE"},
		{"TIME SEQUENCE 5.B.5: a seventh passive parry in a row", fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.PassiveRun = 6 }), destrier.Play{Cards: cards(destrier.PassiveShieldParry)}, round, destrier.SecMeleePhase, "six"[:0] + "6 PASSIVE"},
		{"TIME SEQUENCE 5.B.5: the sixth is allowed", fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.PassiveRun = 5 }), destrier.Play{Cards: cards(destrier.PassiveShieldParry)}, round, "", ""},
		{"TIME SEQUENCE 5.B.5: out of blows, PSP for ever", fighter(t, "knight", "Sir Hugh", blowsLeft(0), func(f *destrier.Fighter) { f.PassiveRun = 9 }), destrier.Play{Cards: cards(destrier.PassiveShieldParry)}, round, "", ""},
		{"THE MELEE SEQUENCE: out of blows, no cost cards only", fighter(t, "knight", "Sir Hugh", blowsLeft(0)), destrier.Play{Cards: cards(destrier.DeliverBlow)}, round, destrier.SecMeleeSeq, "no blows left"},
		{"blows must pay", fighter(t, "knight", "Sir Hugh", blowsLeft(2), func(f *destrier.Fighter) { f.FreeParryUsed = true }), destrier.Play{Cards: cards(destrier.GreatBlow, destrier.ActiveShieldParry)}, round, destrier.SecMeleePhase, "cost 3 blows; he has 2"},
		{"DRAW WEAPON: not enough left for the shield", fighter(t, "knight", "Sir Hugh", blowsLeft(3)), destrier.Play{Cards: cards(destrier.DrawWeapon), WithShield: true}, round, destrier.SecMeleePhase, "cost 4"},
		{"FEROCITY: a berserk plays only CHARGE or FLECHE", fighter(t, "knight", "Sir Hugh", berserk), destrier.Play{TAC: destrier.StandGround, Cards: cards(destrier.DeliverBlow)}, tac, "THE MELEE CARDS: FEROCITY", "CHARGE and FLECHE"},
		{"FEROCITY: a Nordic Berserk in frenzy strikes with FEROCITY", fighter(t, "nordic-berserk", "Ulf", berserk), destrier.Play{Cards: cards(destrier.DeliverBlow)}, round, "THE MELEE CARDS: FEROCITY", "FEROCITY"},
		{"FEROCITY: ... which he may pair with a GREAT BLOW", fighter(t, "nordic-berserk", "Ulf", berserk), destrier.Play{Cards: cards(destrier.GreatBlow, destrier.Ferocity)}, round, "", ""},
		{"GRAPPLES: only with a TAC card", knight, destrier.Play{Cards: cards(destrier.Toss)}, round, "THE MELEE CARDS: GRAPPLES", "TAC card"},
		{"GRAPPLES: TOSS with its TAC card", knight, destrier.Play{TAC: destrier.Close, Cards: cards(destrier.Toss)}, tac, "", ""},
		{"RESTRAINT: the round after its chance", knight, destrier.Play{Cards: cards(destrier.Restraint)}, destrier.Moment{Step: destrier.CardRound, InContact: true, Opportunity: true}, "", ""},
		{"RESTRAINT: no chance, no TAC card", knight, destrier.Play{Cards: cards(destrier.Restraint)}, round, "THE MELEE CARDS: GRAPPLES", "RESTRAIN"},
		{"BREAK FREE: only when held", knight, destrier.Play{Cards: cards(destrier.BreakFree)}, round, "THE MELEE CARDS: GRAPPLES", "not restrained"},
		{"BREAK FREE: held, no TAC card needed", fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.RestrainedBy = []string{"Ulf"} }), destrier.Play{Cards: cards(destrier.BreakFree)}, round, "", ""},
		{"GRAPPLES: held, no dodging", fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.RestrainedBy = []string{"Ulf"} }), destrier.Play{Cards: cards(destrier.DodgeLeft)}, round, "THE MELEE CARDS: GRAPPLES", "BREAK FREE"},
		{"PULL RIDER: from alongside", soldier, destrier.Play{TAC: destrier.StandGround, Cards: cards(destrier.PullRider)}, mounted, "", ""},
		{"PULL RIDER: not from the horse's head", soldier, destrier.Play{TAC: destrier.StandGround, Cards: cards(destrier.PullRider)},
			destrier.Moment{Step: destrier.CardRound, Reach: true, Target: &rider, TargetFacing: destrier.Head}, "THE MELEE CARDS: GRAPPLES", "alongside"},
		{"PULL RIDER: a giant from the front", fighter(t, "giant", "Og"), destrier.Play{TAC: destrier.StandGround, Cards: cards(destrier.PullRider)},
			destrier.Moment{Step: destrier.CardRound, Reach: true, Target: &rider, TargetFacing: destrier.Head}, "", ""},
		{"HAMSTRING: from contact", soldier, destrier.Play{Cards: cards(destrier.Hamstring)}, destrier.Moment{Step: destrier.CardRound, Target: &horse, TargetContact: true}, "", ""},
		{"HAMSTRING: once a turn", fighter(t, "man-at-arms", "Rafe", func(f *destrier.Fighter) { f.HamstringTried = true }), destrier.Play{Cards: cards(destrier.Hamstring)},
			destrier.Moment{Step: destrier.CardRound, Target: &horse, TargetContact: true}, "HORSE MELEE CARDS: HAMSTRING HORSE", "one attempt"},
		{"HAMSTRING: must start in contact", soldier, destrier.Play{Cards: cards(destrier.Hamstring)}, destrier.Moment{Step: destrier.CardRound, Target: &horse}, "HORSE MELEE CARDS: HAMSTRING HORSE", "contact"},
		{"KICK: a man on foot never kicks a horseman", soldier, destrier.Play{Cards: cards(destrier.Kick)}, mounted, "THE MELEE CARDS: KICK", "man on horse"},
		{"KICK: a horseman kicks a man on foot", rider, destrier.Play{Cards: cards(destrier.Kick)}, destrier.Moment{Step: destrier.CardRound, Target: &soldier}, "", ""},
		{"KICK: a monster under 10 feet never kicks a horseman", fighter(t, "ogre", "Grunt", func(f *destrier.Fighter) { f.Kind = destrier.Monster }), destrier.Play{Cards: cards(destrier.Kick)}, mounted, "THE MELEE CARDS: KICK", "10 feet"},
		{"FIRE/THROW: not loaded", fighter(t, "archer", "Wat"), destrier.Play{Cards: cards(destrier.FireThrow)}, round, "THE MELEE CARDS: FIRE/THROW", "RELOAD"},
		{"FIRE/THROW: loaded", fighter(t, "archer", "Wat", func(f *destrier.Fighter) { f.Loaded = true }), destrier.Play{Cards: cards(destrier.FireThrow)}, round, "", ""},
		{"PREPARE SPELL before CAST SPELL", fighter(t, "mage", "Aldric"), destrier.Play{Cards: cards(destrier.CastSpell)}, round, "THE MELEE CARDS: CAST SPELL", "PREPARE SPELL"},
		{"CAST SPELL: Bards need not prepare", fighter(t, "mage", "Aldric", traits(destrier.NoPreparation)), destrier.Play{Cards: cards(destrier.CastSpell)}, round, "", ""},
		{"CAST SPELL: levels within the MKL", fighter(t, "mage", "Aldric", func(f *destrier.Fighter) { f.Prepared = 2 }), destrier.Play{Cards: cards(destrier.CastSpell), Spells: []int{4, 3}}, round, "THE MELEE CARDS: CAST SPELL", "MKL 6"},
		{"CAST SPELL: no more spells than blows", fighter(t, "mage", "Aldric", func(f *destrier.Fighter) { f.Prepared = 1; f.SpellsCast = 3 }), destrier.Play{Cards: cards(destrier.CastSpell), Spells: []int{1}}, round, "THE MELEE CARDS: CAST SPELL", "no more spells than blows"},
		{"no GREAT BLOW with the lance", fighter(t, "knight", "Sir Hugh", func(f *destrier.Fighter) { f.Drawn = "lance" }), destrier.Play{Cards: cards(destrier.GreatBlow)}, round, destrier.SecMountedTAC, "lance"},
		{"DODGE: down, he must stand first", fighter(t, "archer", "Wat", posture(destrier.Prone)), destrier.Play{Cards: cards(destrier.DodgeLeft)}, round, "THE MELEE CARDS: MOVEMENT", "stand up"},
		{"DODGE: a rider cannot", rider, destrier.Play{Cards: cards(destrier.DodgeLeft)}, round, "THE MELEE CARDS: DODGE", "on-foot"},
		{"TRAMPLE: a prone figure within 1\"", horse, destrier.Play{Cards: cards(destrier.Trample)},
			destrier.Moment{Step: destrier.CardRound, Target: ptr(fighter(t, "archer", "Wat", posture(destrier.Prone))), TargetGap: 1}, "", ""},
		{"TRAMPLE: not a standing one", horse, destrier.Play{Cards: cards(destrier.Trample)},
			destrier.Moment{Step: destrier.CardRound, Target: ptr(fighter(t, "archer", "Wat")), TargetGap: 0.5}, "HORSE MELEE CARDS: TRAMPLE", "prone"},
		{"horse cards are for horses", knight, destrier.Play{Cards: cards(destrier.Wheel)}, round, "HORSE MELEE CARDS: WHEEL", "steed"},
		{"a step that is none", knight, destrier.Play{Cards: cards(destrier.DeliverBlow)}, destrier.Moment{}, destrier.SecMeleePhase, "TAC phase or a card round"},
		{"the play names its figure", knight, destrier.Play{Figure: "Rafe", Cards: cards(destrier.DeliverBlow)}, round, destrier.SecMeleePhase, "Rafe"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := r.Legal(tc.f, tc.p, tc.m)
			if tc.sec == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			wantRuleError(t, err, tc.sec, tc.word)
		})
	}
}

func ptr(f destrier.Fighter) *destrier.Fighter { return &f }

// Normalize reads aliases and moves a TAC card written among the MELEE
// cards to its place; two TAC cards or an unknown card are refused.
func TestPlays_Normalize(t *testing.T) {
	r := rules(t)
	p, err := r.Normalize(destrier.Play{Cards: []destrier.CardName{"close", "desperate defence", "psp"}})
	if err != nil || p.TAC != destrier.Close || len(p.Cards) != 2 || p.Cards[0] != destrier.DesperateDefense || p.Cards[1] != destrier.PassiveShieldParry {
		t.Fatalf("Normalize = %+v, %v", p, err)
	}
	_, err = r.Normalize(destrier.Play{Figure: "Wat", TAC: destrier.Close, Cards: []destrier.CardName{"FLECHE"}})
	wantRuleError(t, err, destrier.SecTACCards, "two TAC cards")
	_, err = r.Normalize(destrier.Play{TAC: "DELIVER BLOW"})
	wantRuleError(t, err, destrier.SecTACCards, "not a TAC card")
	_, err = r.Normalize(destrier.Play{Cards: []destrier.CardName{"LUNGE"}})
	wantRuleError(t, err, destrier.SecTACCards, "LUNGE")
}
