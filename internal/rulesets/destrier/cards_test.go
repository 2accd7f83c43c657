package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// Every card of the text: its deck, its section, its cost in blows, a
// figure that may play it and one that may not (THE TAC CARDS, THE MELEE
// CARDS, HORSE MELEE CARDS).
func TestTheCards_WhoMayPlayAndCost(t *testing.T) {
	r := rules(t)
	archer := fighter(t, "archer", "Wat")
	knight := fighter(t, "knight", "Sir Hugh")
	heavy := fighter(t, "knight", "Sir Hugh", load(destrier.Encumbered))
	peasant := fighter(t, "peasant", "Hob")
	mage := fighter(t, "mage", "Aldric")
	wolf := fighter(t, "wolf", "Grey")
	dog := fighter(t, "war-dog", "Fang")
	bear := fighter(t, "wolf", "Bruin", func(f *destrier.Fighter) { f.Traits = nil })
	guard := fighter(t, "wolf", "Shewolf", func(f *destrier.Fighter) { f.Traits = []destrier.Trait{destrier.Guarding} })
	brute := fighter(t, "wolf", "Thing", func(f *destrier.Fighter) { f.Kind = destrier.Monster; f.Traits = nil })
	horse := fighter(t, "war-horse", "Bayard")
	rider := fighter(t, "knight", "Sir Guy", riding("Bayard"))
	berserker := fighter(t, "nordic-berserk", "Ulf")
	soldier := fighter(t, "man-at-arms", "Rafe")
	halberdier := fighter(t, "halberdier", "Piers")
	for _, tc := range []struct {
		card    destrier.CardName
		deck    destrier.Deck
		blows   int
		section string
		may     []destrier.Fighter
		mayNot  []destrier.Fighter
	}{
		{destrier.Retreat, destrier.TACDeck, 0, "THE TAC CARDS: RETREAT", []destrier.Fighter{archer, knight, wolf}, []destrier.Fighter{heavy, brute}},
		{destrier.RunAway, destrier.TACDeck, 0, "THE TAC CARDS: RUN AWAY", []destrier.Fighter{heavy, brute, archer}, nil},
		{destrier.Close, destrier.TACDeck, 0, "THE TAC CARDS: CLOSE", []destrier.Fighter{archer, knight, wolf, dog}, []destrier.Fighter{heavy, bear}},
		{destrier.KeepDistance, destrier.TACDeck, 0, "THE TAC CARDS: KEEP DISTANCE", []destrier.Fighter{peasant, wolf, heavy}, []destrier.Fighter{brute}},
		{destrier.StandGround, destrier.TACDeck, 0, "THE TAC CARDS: STAND GROUND", []destrier.Fighter{peasant, dog, guard}, []destrier.Fighter{bear, brute}},
		{destrier.Fleche, destrier.TACDeck, 0, "THE TAC CARDS: FLECHE", []destrier.Fighter{archer}, []destrier.Fighter{knight, wolf}},
		{destrier.Charge, destrier.TACDeck, 0, "THE TAC CARDS: CHARGE", []destrier.Fighter{archer, wolf, brute}, []destrier.Fighter{knight}},
		{destrier.FireThrow, destrier.MeleeDeck, 0, "THE MELEE CARDS: FIRE/THROW MISSILE", []destrier.Fighter{archer}, []destrier.Fighter{knight}},
		{destrier.Reload, destrier.MeleeDeck, 0, "THE MELEE CARDS: RELOAD MISSILE WEAPON", []destrier.Fighter{archer}, []destrier.Fighter{knight}},
		{destrier.DrawWeapon, destrier.MeleeDeck, 2, "THE MELEE CARDS: DRAW WEAPON", []destrier.Fighter{knight}, []destrier.Fighter{wolf}},
		{destrier.PrepareSpell, destrier.MeleeDeck, 0, "THE MELEE CARDS: PREPARE SPELL", []destrier.Fighter{mage}, []destrier.Fighter{knight}},
		{destrier.CastSpell, destrier.MeleeDeck, 1, "THE MELEE CARDS: CAST SPELL", []destrier.Fighter{mage}, []destrier.Fighter{knight}},
		{destrier.PullRider, destrier.MeleeDeck, 1, "THE MELEE CARDS: GRAPPLES", []destrier.Fighter{peasant, wolf}, nil},
		{destrier.Restraint, destrier.MeleeDeck, 1, "THE MELEE CARDS: GRAPPLES", []destrier.Fighter{peasant}, nil},
		{destrier.Toss, destrier.MeleeDeck, 1, "THE MELEE CARDS: GRAPPLES", []destrier.Fighter{peasant}, nil},
		{destrier.BreakFree, destrier.MeleeDeck, 1, "THE MELEE CARDS: GRAPPLES", []destrier.Fighter{peasant, wolf}, nil},
		{destrier.Punch, destrier.MeleeDeck, 1, "THE MELEE CARDS: PUNCH", []destrier.Fighter{knight, brute}, []destrier.Fighter{wolf}},
		{destrier.Kick, destrier.MeleeDeck, 1, "THE MELEE CARDS: KICK", []destrier.Fighter{knight, horse}, []destrier.Fighter{wolf}},
		{destrier.WeaponPlay, destrier.MeleeDeck, 1, "THE MELEE CARDS: WEAPON PLAY", []destrier.Fighter{knight}, []destrier.Fighter{wolf}},
		{destrier.DeliverBlow, destrier.MeleeDeck, 1, "THE MELEE CARDS: DELIVER BLOW", []destrier.Fighter{knight, wolf, horse}, nil},
		{destrier.Ferocity, destrier.MeleeDeck, 1, "THE MELEE CARDS: FEROCITY", []destrier.Fighter{knight, berserker}, []destrier.Fighter{peasant}},
		{destrier.GreatBlow, destrier.MeleeDeck, 2, "THE MELEE CARDS: GREAT BLOW", []destrier.Fighter{knight, berserker}, []destrier.Fighter{soldier, peasant}},
		{destrier.MoveInch, destrier.MeleeDeck, 1, "THE MELEE CARDS: MOVEMENT", []destrier.Fighter{knight, wolf}, nil},
		{destrier.WeaponParry, destrier.MeleeDeck, 1, "THE MELEE CARDS: WEAPON PARRY", []destrier.Fighter{knight}, []destrier.Fighter{wolf}},
		{destrier.DesperateDefense, destrier.MeleeDeck, 2, "THE MELEE CARDS: DESPERATE DEFENSE", []destrier.Fighter{knight}, []destrier.Fighter{wolf}},
		{destrier.ActiveShieldParry, destrier.MeleeDeck, 1, "THE MELEE CARDS: ACTIVE SHIELD PARRY", []destrier.Fighter{knight, soldier}, []destrier.Fighter{peasant, halberdier}},
		{destrier.PassiveShieldParry, destrier.MeleeDeck, 0, "THE MELEE CARDS: PASSIVE SHIELD PARRY", []destrier.Fighter{peasant, wolf, horse}, nil},
		{destrier.DodgeLeft, destrier.MeleeDeck, 1, "THE MELEE CARDS: DODGE", []destrier.Fighter{archer, horse}, []destrier.Fighter{rider}},
		{destrier.DodgeRight, destrier.MeleeDeck, 1, "THE MELEE CARDS: DODGE", []destrier.Fighter{archer, horse}, []destrier.Fighter{rider}},
		{destrier.DodgeBack, destrier.MeleeDeck, 1, "THE MELEE CARDS: DODGE", []destrier.Fighter{archer, horse}, []destrier.Fighter{rider}},
		{destrier.HorseMove, destrier.HorseDeck, 1, "HORSE MELEE CARDS: MOVE", []destrier.Fighter{horse}, []destrier.Fighter{knight}},
		{destrier.Wheel, destrier.HorseDeck, 1, "HORSE MELEE CARDS: WHEEL", []destrier.Fighter{horse}, []destrier.Fighter{knight}},
		{destrier.Trample, destrier.HorseDeck, 2, "HORSE MELEE CARDS: TRAMPLE PRONE FIGURE", []destrier.Fighter{horse}, []destrier.Fighter{knight}},
		{destrier.Hamstring, destrier.HorseDeck, 1, "HORSE MELEE CARDS: HAMSTRING HORSE", []destrier.Fighter{archer}, []destrier.Fighter{rider, horse}},
	} {
		t.Run(string(tc.card), func(t *testing.T) {
			c, err := r.Cards.Card(string(tc.card))
			if err != nil {
				t.Fatal(err)
			}
			if c.Deck != tc.deck || c.Blows != tc.blows || c.Section != tc.section {
				t.Errorf("deck %s, %d blows, section %q; want %s, %d, %q", c.Deck, c.Blows, c.Section, tc.deck, tc.blows, tc.section)
			}
			for _, f := range tc.may {
				if err := c.MayPlay(f); err != nil {
					t.Errorf("%s may play it: %v", f.Name, err)
				}
			}
			for _, f := range tc.mayNot {
				wantRuleError(t, c.MayPlay(f), tc.section, f.Name, "only a figure that is")
			}
		})
	}
	if n := len(r.Cards.List); n != 34 {
		t.Errorf("%d cards in the table; the text has 34 (7 TAC, 23 MELEE, 4 horse)", n)
	}
}

// Every card the text prints no cost for says why in cost_ruling; every
// card the text costs (or sets free) has none.
func TestTheCards_CostRulings(t *testing.T) {
	r := rules(t)
	fromText := map[destrier.CardName]bool{
		destrier.Retreat: true, destrier.RunAway: true, destrier.Close: true, destrier.KeepDistance: true,
		destrier.StandGround: true, destrier.Fleche: true, destrier.Charge: true, // THE MELEE SEQUENCE
		destrier.FireThrow: true, destrier.Reload: true, destrier.DrawWeapon: true, destrier.PrepareSpell: true,
		destrier.CastSpell: true, destrier.DeliverBlow: true, destrier.MoveInch: true, destrier.ActiveShieldParry: true,
		destrier.PassiveShieldParry: true, destrier.HorseMove: true, destrier.Trample: true,
	}
	for _, c := range r.Cards.List {
		if fromText[c.Name] == (c.CostRuling != "") {
			t.Errorf("%s: cost_ruling %q, but the text %s its cost", c.Name, c.CostRuling, map[bool]string{true: "gives", false: "does not give"}[fromText[c.Name]])
		}
	}
}

// Cards are found by the text's other spellings and in any case.
func TestTheCards_Aliases(t *testing.T) {
	r := rules(t)
	for in, want := range map[string]destrier.CardName{
		"FULL RIDER FROM SADDLE": destrier.PullRider,
		"grapple rider":          destrier.PullRider,
		"Body Toss":              destrier.Toss,
		"desperate defence":      destrier.DesperateDefense,
		"move 1 inch":            destrier.MoveInch,
		`MOVE 1"`:                destrier.MoveInch,
		"stand guard":            destrier.StandGround,
		"  weapon   play ":       destrier.WeaponPlay,
	} {
		c, err := r.Cards.Card(in)
		if err != nil || c.Name != want {
			t.Errorf("Card(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
	_, err := r.Cards.Card("SHIELD WALL")
	wantRuleError(t, err, destrier.SecTACCards, "SHIELD WALL", "DELIVER BLOW")
}
