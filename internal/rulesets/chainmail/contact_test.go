package chainmail_test

import (
	"testing"

	"pgregory.net/rapid"

	"herald/internal/rulesets/chainmail"
	"herald/internal/table"
)

// Two bodies on the table for the contact tests: Bills, 12 heavy foot in
// six files facing north with their front at (10, 10); their right flank
// runs along x = 12.25 from y = 10 to 11.5.
func bills(t testing.TB, r *chainmail.Rules) chainmail.Body {
	return form(t, r, chainmail.Body{Name: "Bills", Type: "heavy-foot", Men: 12, Files: 6, Front: at(10, 10)})
}

// Appendix A fights with the men in contact (ruling.table): a figure
// fights when the middle of one of its outer edges is within melee reach
// of the enemy's base; the face struck is read where they touch.
func TestContact_MenInReachAndAspect(t *testing.T) {
	r := rules(t)
	a := bills(t, r)
	for _, tc := range []struct {
		name               string
		b                  chainmail.Body
		aMen, bMen         int
		aStrikes, bStrikes chainmail.Aspect // the face of the other each strikes
		aFigures, bFigures int
	}{
		// Four files facing south, 0.1" off: Bills' four middle files and
		// all four of theirs reach; their outer files are 0.39" away.
		{"front to front", chainmail.Body{Name: "Raiders", Type: "light-foot", Men: 8, Files: 4, Front: at(10, 9.9), Facing: 180}, 4, 4, chainmail.Front, chainmail.Front, 4, 4},
		// Two files facing west against Bills' right flank: his two
		// flank figures fight them, one a rank.
		{"into the flank", chainmail.Body{Name: "Riders", Type: "light-horse", Men: 4, Files: 2, Front: at(12.35, 10.75), Facing: 270}, 2, 2, chainmail.Front, chainmail.Flank, 2, 2},
		// Three files facing north against Bills' rear: his rear rank
		// turns on them, the four of it whose backs reach their 2.25" front.
		{"into the rear", chainmail.Body{Name: "Rogues", Type: "light-foot", Men: 3, Files: 3, Front: at(10, 11.6)}, 4, 3, chainmail.Front, chainmail.Rear, 4, 3},
		// Corner to corner: the one figure whose edge middle is nearest
		// fights, the front edge first on a tie, and the face is read
		// there: the Stray's front touches Bills at his front-right
		// corner, on the flank side of its ray.
		{"corner to corner", chainmail.Body{Name: "Stray", Type: "light-foot", Men: 1, Files: 1, Front: at(12.25+0.375+0.05, 9.95), Facing: 180}, 1, 1, chainmail.Front, chainmail.Flank, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := form(t, r, tc.b)
			if !r.InReach(a, b) || !r.InReach(b, a) {
				t.Fatal("not in reach")
			}
			ca, cb := r.ContactOf(a, b), r.ContactOf(b, a)
			if ca.Men != tc.aMen || cb.Men != tc.bMen || ca.Figures != tc.aFigures || cb.Figures != tc.bFigures {
				t.Errorf("Bills fight with %d men (%d figures), %s with %d (%d); want %d (%d), %d (%d)", ca.Men, ca.Figures, b.Name, cb.Men, cb.Figures, tc.aMen, tc.aFigures, tc.bMen, tc.bFigures)
			}
			if ca.Aspect != tc.aStrikes || cb.Aspect != tc.bStrikes {
				t.Errorf("Bills strike %s's %s, %s strikes Bills' %s; want %s, %s", b.Name, ca.Aspect, b.Name, cb.Aspect, tc.aStrikes, tc.bStrikes)
			}
		})
	}
	far := form(t, r, chainmail.Body{Name: "Far", Type: "light-foot", Men: 4, Files: 4, Front: at(10, 9), Facing: 180})
	if r.InReach(a, far) || r.ContactOf(a, far).Men != 0 {
		t.Error("a body an inch off is in reach")
	}
}

// ruling.table fighting_ranks: the ranks behind a front figure in reach
// fight too when the rulings say so; on a flank only the edge figures do.
func TestContact_FightingRanks(t *testing.T) {
	base := rules(t)
	r, err := base.WithRulings(func() chainmail.Rulings { rl := base.Rulings; rl.Table.FightingRanks = 2; return rl }())
	if err != nil {
		t.Fatal(err)
	}
	a := bills(t, r)
	front := form(t, r, chainmail.Body{Name: "Raiders", Type: "light-foot", Men: 8, Files: 4, Front: at(10, 9.9), Facing: 180})
	if c := r.ContactOf(a, front); c.Men != 8 || c.Figures != 8 {
		t.Errorf("two ranks deep: %d men", c.Men)
	}
	flank := form(t, r, chainmail.Body{Name: "Riders", Type: "light-horse", Men: 4, Files: 2, Front: at(12.35, 10.75), Facing: 270})
	if c := r.ContactOf(a, flank); c.Men != 2 {
		t.Errorf("on the flank: %d men, want 2", c.Men)
	}
}

// A hero alone counts the men he fights as, however few figures touch.
func TestContact_HeroAlone(t *testing.T) {
	r := rules(t)
	a := bills(t, r)
	hero := form(t, r, chainmail.Body{Name: "Aldric", Type: "armored-foot", Men: 3, StartMen: 4, PerFigure: 4, Files: 1, Front: at(10, 9.9), Facing: 180})
	if c := r.ContactOf(hero, a); c.Men != 3 || c.Figures != 1 {
		t.Errorf("hero fights as %d men with %d figures, want 3 with 1", c.Men, c.Figures)
	}
	if c := r.ContactOf(a, hero); c.Men != 2 {
		t.Errorf("two of Bills' files face his 1.5-inch base: %d", c.Men)
	}
}

// Whatever the places and facings, contact is symmetric in reach, a body
// in reach fights with at least one man and at most its strength, and
// the face struck is one of the three.
func TestContact_Properties(t *testing.T) {
	r := rules(t)
	rapid.Check(t, func(t *rapid.T) {
		body := func(label string) chainmail.Body {
			b, err := r.Form(chainmail.Body{
				Name:    label,
				Type:    rapid.SampledFrom(r.Mass.Types).Draw(t, label+" type"),
				Men:     rapid.IntRange(1, 40).Draw(t, label+" men"),
				Files:   rapid.IntRange(1, 10).Draw(t, label+" files"),
				Spacing: rapid.SampledFrom([]chainmail.Spacing{chainmail.SpacingClose, chainmail.SpacingOpen}).Draw(t, label+" spacing"),
				Front:   at(rapid.Float64Range(0, 20).Draw(t, label+" x"), rapid.Float64Range(0, 20).Draw(t, label+" y")),
				Facing:  rapid.Float64Range(0, 360).Draw(t, label+" facing"),
			})
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		a, b := body("a"), body("b")
		if r.InReach(a, b) != r.InReach(b, a) {
			t.Fatal("reach not symmetric")
		}
		c := r.ContactOf(a, b)
		if !r.InReach(a, b) {
			if c.Men != 0 {
				t.Fatalf("out of reach but %d men fight", c.Men)
			}
			return
		}
		if c.Men < 1 || c.Men > a.Men || c.Figures > a.Figures() {
			t.Fatalf("%d men, %d figures of %d", c.Men, c.Figures, a.Figures())
		}
		switch c.Aspect {
		case chainmail.Front, chainmail.Flank, chainmail.Rear:
		default:
			t.Fatalf("aspect %q", c.Aspect)
		}
		_ = table.Epsilon
	})
}
