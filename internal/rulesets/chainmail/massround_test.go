package chainmail_test

import (
	"testing"

	"pgregory.net/rapid"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

// Bodies for the round tests: Pikes stand in close order, five files of
// four ranks facing north with their front at (10, 10); attackers come at
// their front from the north or at their right flank (x = 11.875) from
// the east.
func pikes(t testing.TB, r *chainmail.Rules, weapon string) chainmail.Body {
	return form(t, r, chainmail.Body{Name: "Pikes", Type: "heavy-foot", Men: 20, Files: 5, Weapon: weapon, Front: at(10, 10)})
}

func knightsAt(t testing.TB, r *chainmail.Rules, flank bool) chainmail.Body {
	b := chainmail.Body{Name: "Knights", Type: "heavy-horse", Men: 4, Files: 2, Weapon: "lance", Front: at(10, 9.9), Facing: 180}
	if flank {
		b.Front, b.Facing = at(11.975, 10.75), 270
	}
	return form(t, r, b)
}

// One round of mass melee, both sides striking with the men in contact,
// the dice rolled attacker first, the casualties taken together.
func TestAppendixA_MassRound(t *testing.T) {
	r := rules(t)
	raiders := form(t, r, chainmail.Body{Name: "Raiders", Type: "light-foot", Men: 8, Files: 4, Front: at(10, 9.9), Facing: 180})
	swissB := form(t, r, chainmail.Body{Name: "Swiss", Type: "heavy-foot", Men: 10, Files: 5, Weapon: "pike", Swiss: true, Front: at(10, 10)})
	levy := form(t, r, chainmail.Body{Name: "Levy", Type: "light-foot", Men: 10, Files: 5, Weapon: "pike", Front: at(10, 9.9), Facing: 180})
	elite := bills(t, r)
	elite.Pips = 1
	for _, tc := range []struct {
		name       string
		bodies     []chainmail.Body
		rolls      []int
		dice       [2]int  // attacker's, defender's
		immune     [2]bool // the striker cannot hurt its target
		casualties [2]int
		aspect     chainmail.Aspect // the face of the defender struck
	}{
		// Bills: 4 men of heavy foot against light foot, a die a man, 5-6.
		// Raiders: 4 men of light foot against heavy foot, a die per two, 6.
		{"front to front", []chainmail.Body{bills(t, r), raiders}, []int{6, 5, 1, 1, 6, 6}, [2]int{4, 2}, [2]bool{}, [2]int{2, 2}, chainmail.Front},
		// Pikes attack knights: three pike files reach the knights' 1.5"
		// front and roll a die per four men and the pike die, 2 dice; a
		// close-order pike front is hurt only by pikes, so the lances
		// striking back roll nothing.
		{"a pike front against lances", []chainmail.Body{pikes(t, r, "pike"), knightsAt(t, r, false)}, []int{6, 3}, [2]int{2, 0}, [2]bool{false, true}, [2]int{0, 1}, chainmail.Front},
		// Lances may attack halberds: 3 dice a man, 5-6.
		{"lances against a halberd front", []chainmail.Body{knightsAt(t, r, false), pikes(t, r, "halberd")}, []int{5, 5, 5, 1, 1, 1, 6, 6}, [2]int{6, 2}, [2]bool{}, [2]int{2, 3}, chainmail.Front},
		// Struck in the flank the pikes are not protected; two flank men
		// strike back.
		{"lances into a pike flank", []chainmail.Body{knightsAt(t, r, true), pikes(t, r, "pike")}, []int{6, 6, 6, 6, 1, 1, 6, 1}, [2]int{6, 2}, [2]bool{}, [2]int{1, 4}, chainmail.Flank},
		// Swiss attacking 5x2 in close order fight as armored foot with
		// the pike die and a mass shock die per two men attacking:
		// 5 × 2 + 2 = 12 dice killing on 4-6. Their pike front can be hurt
		// only by pikes: the levy carry pikes and strike them as armored
		// foot, a die per three men (light foot get no pike die): 2 dice.
		{"swiss attack", []chainmail.Body{swissB, levy}, []int{4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 6, 1}, [2]int{12, 2}, [2]bool{}, [2]int{1, 5}, chainmail.Front},
		// Pips add to the highest die: 4 + 1 kills on 5.
		{"pips on the highest die", []chainmail.Body{elite, raiders}, []int{4, 4, 1, 1, 1, 1}, [2]int{4, 2}, [2]bool{}, [2]int{0, 1}, chainmail.Front},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := dice.NewScripted(tc.rolls...)
			round, err := r.ResolveMassRound(tc.bodies, []chainmail.Engagement{{Attacker: 0, Defender: 1}}, src)
			if err != nil {
				t.Fatal(err)
			}
			if len(round.Blows) != 2 || src.Remaining() != 0 {
				t.Fatalf("%d strikes, %d dice left: %+v", len(round.Blows), src.Remaining(), round.Blows)
			}
			a, d := round.Blows[0], round.Blows[1]
			for i, bl := range []chainmail.Blows{a, d} {
				if bl.Strike.Immune != tc.immune[i] || !bl.Strike.Immune && bl.Strike.Dice != tc.dice[i] || bl.Strike.Immune && len(bl.Strike.Rolls) != 0 {
					t.Errorf("strike %d: %d dice (immune %v), want %d (immune %v); notes %v", i, bl.Strike.Dice, bl.Strike.Immune, tc.dice[i], tc.immune[i], bl.Strike.Notes)
				}
			}
			if round.Casualties[0] != tc.casualties[0] || round.Casualties[1] != tc.casualties[1] {
				t.Errorf("casualties %v, want %v", round.Casualties, tc.casualties)
			}
			if a.Contact.Aspect != tc.aspect {
				t.Errorf("struck the defender's %s, want %s", a.Contact.Aspect, tc.aspect)
			}
			for i, b := range tc.bodies {
				if round.After[i].Men != b.Men-tc.casualties[i] {
					t.Errorf("%s has %d men after, want %d", b.Name, round.After[i].Men, b.Men-tc.casualties[i])
				}
			}
			if round.Kills[0] != tc.casualties[1] || round.Kills[1] != tc.casualties[0] {
				t.Errorf("kills %v", round.Kills)
			}
		})
	}
}

// A figure fights once a round: Bills, engaged in front by a body as wide
// as they are and on the right flank by riders, strike the front with all
// six files and the riders only with the flank man of the second rank.
func TestAppendixA_FigureFightsOnce(t *testing.T) {
	r := rules(t)
	front := form(t, r, chainmail.Body{Name: "Wall", Type: "light-foot", Men: 12, Files: 6, Front: at(10, 9.9), Facing: 180})
	riders := form(t, r, chainmail.Body{Name: "Riders", Type: "light-horse", Men: 4, Files: 2, Front: at(12.35, 10.75), Facing: 270})
	round, err := r.PlanMassRound([]chainmail.Body{bills(t, r), front, riders},
		[]chainmail.Engagement{{Attacker: 1, Defender: 0}, {Attacker: 2, Defender: 0}})
	if err != nil {
		t.Fatal(err)
	}
	var billsMen []int
	for _, b := range round.Blows {
		if b.Striker == 0 {
			billsMen = append(billsMen, b.Contact.Men)
		}
	}
	if len(billsMen) != 2 || billsMen[0] != 6 || billsMen[1] != 1 {
		t.Errorf("Bills strike with %v men, want [6 1]", billsMen)
	}
}

func TestAppendixA_MassRoundRefusals(t *testing.T) {
	r := rules(t)
	far := form(t, r, chainmail.Body{Name: "Far", Type: "light-foot", Men: 4, Files: 4, Front: at(10, 8), Facing: 180})
	gone := bills(t, r).TakeLosses(12)
	for _, tc := range []struct {
		name   string
		bodies []chainmail.Body
		e      chainmail.Engagement
		word   string
	}{
		{"out of reach", []chainmail.Body{bills(t, r), far}, chainmail.Engagement{Attacker: 0, Defender: 1}, "not within melee reach"},
		{"itself", []chainmail.Body{bills(t, r)}, chainmail.Engagement{Attacker: 0, Defender: 0}, "itself"},
		{"no such body", []chainmail.Body{bills(t, r)}, chainmail.Engagement{Attacker: 0, Defender: 3}, "no body 3"},
		{"destroyed", []chainmail.Body{gone, far}, chainmail.Engagement{Attacker: 1, Defender: 0}, "no men left"},
		{"lances at a pike front", []chainmail.Body{knightsAt(t, r, false), pikes(t, r, "pike")}, chainmail.Engagement{Attacker: 0, Defender: 1}, "cannot attack the front"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.ResolveMassRound(tc.bodies, []chainmail.Engagement{tc.e}, dice.NewScripted())
			wantRuleError(t, err, chainmail.RefMass, tc.word)
		})
	}
}

// Any round: each body loses what the strikes at it killed, capped at its
// men; the kills credited equal the casualties taken; no body ends with
// fewer than none or more than it had.
func TestAppendixA_MassRoundProperties(t *testing.T) {
	r := rules(t)
	rapid.Check(t, func(t *rapid.T) {
		a, err := r.Form(chainmail.Body{Name: "A", Type: rapid.SampledFrom(r.Mass.Types).Draw(t, "a type"),
			Men: rapid.IntRange(1, 30).Draw(t, "a men"), Files: rapid.IntRange(1, 8).Draw(t, "a files"),
			Weapon: rapid.SampledFrom([]string{"", "pike", "halberd", "lance"}).Draw(t, "a weapon"), Pips: rapid.IntRange(-1, 2).Draw(t, "a pips"),
			Front: at(10, 10)})
		if err != nil {
			t.Fatal(err)
		}
		b, err := r.Form(chainmail.Body{Name: "B", Type: rapid.SampledFrom(r.Mass.Types).Draw(t, "b type"),
			Men: rapid.IntRange(1, 30).Draw(t, "b men"), Files: rapid.IntRange(1, 8).Draw(t, "b files"),
			Weapon: rapid.SampledFrom([]string{"", "pike", "halberd"}).Draw(t, "b weapon"), Swiss: rapid.Bool().Draw(t, "b swiss"),
			Front: at(10+rapid.Float64Range(-3, 3).Draw(t, "dx"), 9.9), Facing: 180})
		if err != nil {
			t.Fatal(err)
		}
		if !r.InReach(a, b) || r.Mass.CheckAttack(a.Unit(), b.Unit(), r.ContactOf(a, b).Aspect) != nil {
			return
		}
		bodies := []chainmail.Body{a, b}
		round, err := r.ResolveMassRound(bodies, []chainmail.Engagement{{Attacker: 0, Defender: 1}}, dice.NewSeeded(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for i, body := range bodies {
			if round.After[i].Men != body.Men-round.Casualties[i] || round.After[i].Men < 0 || round.Casualties[i] > body.Men {
				t.Fatalf("%s: %d men, %d casualties, %d after", body.Name, body.Men, round.Casualties[i], round.After[i].Men)
			}
		}
		if round.Kills[0] != round.Casualties[1] || round.Kills[1] != round.Casualties[0] {
			t.Fatalf("kills %v casualties %v", round.Kills, round.Casualties)
		}
		for _, bl := range round.Blows {
			if bl.Strike.Kills != min(chainmail.KillsOf(bl.Strike.Rolls, bl.Strike.KillFrom, bl.Strike.Pips), bodies[bl.Target].Men) {
				t.Fatalf("strike %+v", bl.Strike)
			}
		}
	})
}

func BenchmarkResolveMassRound(b *testing.B) {
	r := rules(b)
	bodies := []chainmail.Body{pikes(b, r, "pike"), knightsAt(b, r, true)}
	// The knights charge the pikes' flank.
	src := dice.NewSeeded(1)
	es := []chainmail.Engagement{{Attacker: 1, Defender: 0}}
	b.ResetTimer()
	for range b.N {
		if _, err := r.ResolveMassRound(bodies, es, src); err != nil {
			b.Fatal(err)
		}
	}
}
