package destrier_test

import (
	"slices"
	"testing"

	"herald/internal/rulesets/destrier"
)

// THE TAC SEQUENCE (mounted figures): the TAC cards playable at each speed
// and HORSE (GENERAL)'s corresponding card; the MELEE phase after a fast
// movement; the rider's penalties.
func TestMountedTAC_SpeedTable(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		speed   destrier.Speed
		cards   []destrier.CardName
		usual   destrier.CardName
		must    bool
		moveAdd destrier.Inches
	}{
		{destrier.AtStand, cards(destrier.StandGround, destrier.Close, destrier.Retreat), destrier.StandGround, false, 0},
		{destrier.AtWalk, cards(destrier.StandGround, destrier.Close, destrier.Retreat), destrier.StandGround, false, 0},
		{destrier.AtTrot, cards(destrier.StandGround, destrier.Close, destrier.Retreat), destrier.Close, false, 0},
		{destrier.AtCanter, cards(destrier.Fleche, destrier.Retreat), destrier.Fleche, true, 0.5},
		{destrier.AtGallop, cards(destrier.Charge, destrier.RunAway), destrier.Charge, true, 1.5},
		{destrier.AtCharge, cards(destrier.Charge, destrier.RunAway), destrier.Charge, true, 2},
	} {
		horse := fighter(t, "war-horse", "Bayard", at(tc.speed))
		got, usual := r.SteedTAC(horse)
		if !slices.Equal(got, tc.cards) || usual != tc.usual || r.MustMove(horse) != tc.must {
			t.Errorf("%s: %v (%s), must move %v", tc.speed, got, usual, r.MustMove(horse))
		}
		if m := r.MoveCard(horse); !destrier.Near(m, 2+tc.moveAdd) {
			t.Errorf("%s: MOVE card %v, want %v", tc.speed, m, 2+tc.moveAdd)
		}
	}
	great := fighter(t, "great-horse", "Brutus")
	if m := r.MoveCard(great); m != 3 {
		t.Errorf("a Great Horse adds 1\": %v", m)
	}
}

// THE TAC SEQUENCE: a horse's charge bonus, herald's ruling: the MOVE
// card plus 3". A foot figure's is its own.
func TestMountedTAC_ChargeBonus(t *testing.T) {
	r := rules(t)
	if got := r.ChargeBonus(fighter(t, "war-horse", "Bayard")); got != 5 {
		t.Errorf("war horse %v", got)
	}
	if got := r.ChargeBonus(fighter(t, "great-horse", "Brutus")); got != 6 {
		t.Errorf("great horse %v", got)
	}
	if got := r.ChargeBonus(fighter(t, "archer", "Wat")); got != 5 {
		t.Errorf("archer %v", got)
	}
}

// The steed's plays: its speed's TAC cards only, once a turn; only MOVE
// after a fast movement, one at every opportunity while blows last.
func TestMountedTAC_SteedPlays(t *testing.T) {
	r := rules(t)
	round := destrier.Moment{Step: destrier.CardRound, InContact: true}
	tac := destrier.Moment{Step: destrier.TACPhase}
	for _, tc := range []struct {
		name string
		f    destrier.Fighter
		p    destrier.Play
		m    destrier.Moment
		word string
	}{
		{"a trotting horse CLOSEs", fighter(t, "war-horse", "Bayard", at(destrier.AtTrot)), destrier.Play{TAC: destrier.Close, Cards: cards(destrier.Kick)}, tac, ""},
		{"a trotting horse does not CHARGE", fighter(t, "war-horse", "Bayard", at(destrier.AtTrot)), destrier.Play{TAC: destrier.Charge, Cards: cards(destrier.Kick)}, tac, "at a trot may play only"},
		{"a galloping horse CHARGEs without a MELEE card", fighter(t, "war-horse", "Bayard", at(destrier.AtGallop)), destrier.Play{TAC: destrier.Charge}, tac, ""},
		{"a galloping horse plays MOVE", fighter(t, "war-horse", "Bayard", at(destrier.AtGallop)), destrier.Play{Cards: cards(destrier.HorseMove)}, round, ""},
		{"a galloping horse plays only MOVE", fighter(t, "war-horse", "Bayard", at(destrier.AtGallop)), destrier.Play{Cards: cards(destrier.Kick)}, round, "[MOVE]"},
		{"a galloping horse must MOVE while it has blows", fighter(t, "war-horse", "Bayard", at(destrier.AtGallop)), destrier.Play{Cards: cards(destrier.PassiveShieldParry)}, round, "[MOVE]"},
		{"out of blows it stands still", fighter(t, "war-horse", "Bayard", at(destrier.AtGallop), blowsLeft(0)), destrier.Play{Cards: cards(destrier.PassiveShieldParry)}, round, ""},
		{"horses never play TAC cards twice a turn", fighter(t, "war-horse", "Bayard", at(destrier.AtTrot), func(f *destrier.Fighter) { f.SteedTAC = destrier.Close }),
			destrier.Play{TAC: destrier.StandGround, Cards: cards(destrier.Kick)}, destrier.Moment{Step: destrier.CardRound, Reach: true}, "more than once"},
		{"a horse dodges when not otherwise occupied", fighter(t, "war-horse", "Bayard"), destrier.Play{Cards: cards(destrier.DodgeBack, destrier.Kick)}, round, "not otherwise occupied"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := r.Legal(tc.f, tc.p, tc.m)
			if tc.word == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil {
				t.Fatalf("accepted; want a refusal mentioning %q", tc.word)
			}
			wantRuleError(t, err, "", tc.word)
		})
	}
}

// MOVEMENT (steeds), CHARGE MOVEMENT: acceleration by half-moves, speed
// lost to contacts, turning limits, the superiority of mounts.
func TestSteedSpeed_Acceleration(t *testing.T) {
	r := rules(t)
	war := fighter(t, "war-horse", "Bayard")
	light := fighter(t, "light-horse", "Swallow")
	for _, tc := range []struct {
		f        destrier.Fighter
		half     int
		charging bool
		want     int
	}{
		{war, 1, false, 1}, {war, 2, false, 1}, {light, 1, false, 2}, {light, 2, false, 1},
		{war, 1, true, 2}, {light, 1, true, 3},
	} {
		if got := r.Acceleration(tc.f, tc.half, tc.charging); got != tc.want {
			t.Errorf("%s half %d charging %v: %d, want %d", tc.f.Breed, tc.half, tc.charging, got, tc.want)
		}
	}
	if err := r.ChangeSpeed(light, destrier.AtTrot, 1, false); err != nil {
		t.Error(err)
	}
	wantRuleError(t, r.ChangeSpeed(light, destrier.AtCanter, 1, false), destrier.SecSteedSpeed, "2 categories", "not 3")
	if got := r.SlowAfterContacts(destrier.AtCharge, 2); got != destrier.AtCanter {
		t.Errorf("charge less two contacts: %s", got)
	}
	if got := r.SlowAfterContacts(destrier.AtTrot, 9); got != destrier.AtStand {
		t.Errorf("never below a stand: %s", got)
	}
	if lim, ok := r.TurnLimit(fighter(t, "war-horse", "Bayard", at(destrier.AtGallop))); !ok || lim != 90 {
		t.Errorf("turn limit at a gallop %d %v", lim, ok)
	}
	if _, ok := r.TurnLimit(war); ok {
		t.Error("a standing horse turns freely")
	}
	great, griffin := fighter(t, "great-horse", "Brutus"), fighter(t, "war-horse", "Gryf", func(f *destrier.Fighter) { f.Breed = "griffin" })
	hippo := fighter(t, "war-horse", "Hip", func(f *destrier.Fighter) { f.Breed = "hippogrif" })
	for _, tc := range []struct {
		a, b destrier.Fighter
		want destrier.Order
	}{
		{great, griffin, destrier.FirstFirst}, {hippo, griffin, destrier.SecondFirst}, {hippo, war, destrier.FirstFirst},
		{war, light, destrier.Together}, {great, great, destrier.Together},
	} {
		if got := r.Superiority(tc.a, tc.b); got != tc.want {
			t.Errorf("%s against %s: %s, want %s", tc.a.Breed, tc.b.Breed, got, tc.want)
		}
	}
}
