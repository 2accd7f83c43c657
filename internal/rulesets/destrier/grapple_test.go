package destrier_test

import (
	"testing"

	"herald/internal/rulesets/destrier"
)

// GRAPPLES, PULL RIDER FROM SADDLE: 20% + heavy weapon bonus (+10% a
// cat), the horse's speed or card, half the rider's defences.
func TestMeleeCards_PullRider(t *testing.T) {
	r := rules(t)
	piers := fighter(t, "halberdier", "Piers", blue) // heavy weapon bonus 5
	guy := fighter(t, "knight", "Sir Guy", riding("Bayard"))
	bayard := fighter(t, "war-horse", "Bayard", at(destrier.AtTrot))
	cat := fighter(t, "wolf", "Tib", traits(destrier.Cat))
	for _, tc := range []struct {
		name  string
		g     destrier.Fighter
		horse destrier.Fighter
		card  destrier.CardName
		cards []destrier.CardName
		want  int
	}{
		{"at a trot", piers, bayard, "", nil, 20 + 5 - 10},
		{"at a stand", piers, fighter(t, "war-horse", "Bayard"), "", nil, 25},
		{"the horse WHEELs", piers, bayard, destrier.Wheel, nil, 25 - 20},
		{"half the rider's ASP and parry", piers, bayard, "", []destrier.CardName{destrier.ActiveShieldParry, destrier.WeaponParry}, 15 - (15+20)/2},
		{"a cat leaps", cat, bayard, "", nil, 20 + 10 - 10},
	} {
		if got, _ := r.PullRiderChance(tc.g, guy, tc.horse, tc.card, tc.cards); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	g, rs, _ := r.PullRider(piers, guy, bayard, "", nil, scripted(15))
	if !g.Check.Success || !rs.Unhorsed || rs.Posture != destrier.Prone {
		t.Errorf("pulled down: %+v %+v", g, rs)
	}
	// Failed, and the horse bashes: 50% then the body bash of horse and
	// rider (13340 Dr against 2050: held at 95) and its result.
	g, _, gs := r.PullRider(piers, guy, bayard, "", nil, scripted(16, 50, 95, 80))
	if g.Check.Success || g.Bash == nil || !g.Bash.Success || g.Body == nil || g.Body.Check.Chance != 95 ||
		g.Body.Result != destrier.KnockedDown || gs.Posture != destrier.Prone {
		t.Errorf("failed pull: %+v %+v", g, gs)
	}
}

// GRAPPLES: RESTRAINT's chance, TOSS, standing up, BREAK FREE.
func TestMeleeCards_Grapples(t *testing.T) {
	r := rules(t)
	ulf := fighter(t, "nordic-berserk", "Ulf") // Str 17, 2000 Dr
	rafe := fighter(t, "man-at-arms", "Rafe")  // Str 14, 2040 Dr
	giant := fighter(t, "giant", "Og")         // Str 35, 12000 Dr
	if k := r.RestraintOpportunity("Ulf", scripted(25)); !k.Success || k.Chance != 25 {
		t.Errorf("opportunity %+v", k)
	}
	k, s := r.Restrain(ulf, rafe, scripted(59))
	if k.Chance != 59 || !k.Success || len(s.RestrainedBy) != 1 || s.RestrainedBy[0] != "Ulf" {
		t.Errorf("restrain: %+v %+v", k, s)
	}
	toss, ts, es := r.TossEnemy(ulf, rafe, scripted(50, 20))
	if toss.Flat.Chance != 50 || !toss.Flat.Success || es.Posture != destrier.Prone || !toss.Tosser.Success || ts.Posture != destrier.Prone {
		t.Errorf("toss: %+v %+v %+v", toss, ts, es)
	}
	toss, ts, es = r.TossEnemy(giant, rafe, scripted(95, 21))
	if toss.Flat.Chance != 50+5*((12000-2040)/100) || !toss.Flat.Success || ts.Posture != destrier.Standing {
		t.Errorf("giant's toss: %+v %+v %+v", toss, ts, es)
	}
	_, _, es = r.TossEnemy(rafe, giant, scripted(1, 99))
	if es.Posture != destrier.Kneeling {
		t.Errorf("a man cannot throw a giant flat: %+v", es)
	}
	down := fighter(t, "man-at-arms", "Rafe", posture(destrier.Prone))
	if roll, s := r.StandUp(down, scripted(4)); roll != 4 || s.Posture != destrier.Standing || s.BlowsLeft != 2 {
		t.Errorf("stand up on 4: %d %+v", roll, s)
	}
	if _, s := r.StandUp(down, scripted(5)); s.Posture != destrier.Prone || s.BlowsLeft != 2 {
		t.Errorf("5: %+v", s)
	}
	knees := fighter(t, "man-at-arms", "Rafe", posture(destrier.Kneeling))
	if roll, s := r.StandUp(knees, scripted()); roll != 0 || s.Posture != destrier.Standing {
		t.Errorf("from the knees: %+v", s)
	}
	if c := r.BreakFreeChance(rafe, ulf); c != 25+4 {
		t.Errorf("break free 40 Dr heavier: %d", c)
	}
	if c := r.BreakFreeChance(rafe, giant); c != 25+(2040-12000)/10+2*(14-35) {
		t.Errorf("break free of a giant's superhuman grip: %d", c)
	}
	held := fighter(t, "man-at-arms", "Rafe", func(f *destrier.Fighter) { f.RestrainedBy = []string{"Ulf", "Og"} })
	checks, s := r.BreakFreeFrom(held, []destrier.Fighter{ulf, giant}, scripted(29, 1))
	if len(checks) != 2 || !checks[0].Success || checks[1].Success || len(s.RestrainedBy) != 1 || s.RestrainedBy[0] != "Og" {
		t.Errorf("break free of each: %+v %+v", checks, s)
	}
}

// HAND-TO-HAND COMBAT and KICK.
func TestMeleeCards_HandToHand(t *testing.T) {
	r := rules(t)
	hugh := fighter(t, "knight", "Sir Hugh") // 4 blows, 2 hand-to-hand, Dex 12
	if got := destrier.MixedBlows(hugh); got != 3 {
		t.Errorf("mixed blows %d", got)
	}
	if got := r.KickFallChance(hugh); got != 10-6 {
		t.Errorf("kick fall %d", got)
	}
	if got := r.KickStruckChance(hugh); got != 20-12 {
		t.Errorf("kicker struck %d", got)
	}
	clumsy := fighter(t, "ogre", "Grunt") // Dex 8: under 10, the full 20%
	if got := r.KickStruckChance(clumsy); got != 20 {
		t.Errorf("clumsy kicker struck %d", got)
	}
	rider := fighter(t, "knight", "Sir Guy", riding("Bayard"))
	if k, s := r.KickFall(rider, scripted(4)); !k.Success || !s.Unhorsed || s.Posture != destrier.Prone {
		t.Errorf("falls: %+v %+v", k, s)
	}
	if k, res, s := r.KickStruck(hugh, scripted(8, 70)); !k.Success || res != destrier.KnockedToKnees || s.Posture != destrier.Kneeling {
		t.Errorf("struck: %+v %s %+v", k, res, s)
	}
}
