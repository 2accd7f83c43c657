package chainmail_test

import (
	"testing"

	"herald/internal/rulesets/chainmail"
	"herald/internal/table"
)

func inch(x float64) table.Length { return table.Inches.Of(x) }

func at(x, y float64) table.Point { return table.Pt(inch(x), inch(y)) }

func near(a, b table.Length) bool { return (a - b).Abs() < 1e-6 }

func samePt(a, b table.Point) bool { return near(a.X, b.X) && near(a.Y, b.Y) }

// form draws up a body or fails the test.
func form(t testing.TB, r *chainmail.Rules, b chainmail.Body) chainmail.Body {
	t.Helper()
	f, err := r.Form(b)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// ruling.table: a body is one stand of frontage × depth; its figures' bases
// and gaps come from the rulings by troop type and spacing.
func TestBody_FormationOnTheTable(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name                 string
		b                    chainmail.Body
		frontage, ranks, fig int
		width, depth         float64 // inches
	}{
		{"close order foot", chainmail.Body{Name: "Bills", Type: "heavy-foot", Men: 12, Files: 6}, 6, 2, 12, 4.5, 1.5},
		{"short rear rank", chainmail.Body{Name: "Bills", Type: "heavy-foot", Men: 13, Files: 6}, 6, 3, 13, 4.5, 2.25},
		{"fewer men than files", chainmail.Body{Name: "Few", Type: "light-foot", Men: 3, Files: 6}, 3, 1, 3, 2.25, 0.75},
		{"open order", chainmail.Body{Name: "Skirmishers", Type: "light-foot", Men: 4, Files: 2, Spacing: chainmail.SpacingOpen}, 2, 2, 4, 0.75*2 + 1.5, 0.75*2 + 1.5},
		{"horse", chainmail.Body{Name: "Knights", Type: "heavy-horse", Men: 6, Files: 3}, 3, 2, 6, 2.25, 3},
		{"a hero alone", chainmail.Body{Name: "Aldric", Type: "armored-foot", Men: 4, PerFigure: 4, Files: 1}, 1, 1, 1, 1.5, 1.5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := form(t, r, tc.b)
			if b.Frontage() != tc.frontage || b.Ranks() != tc.ranks || b.Figures() != tc.fig || len(b.FigureCentres()) != tc.fig {
				t.Errorf("frontage %d ranks %d figures %d (%d centres), want %d %d %d", b.Frontage(), b.Ranks(), b.Figures(), len(b.FigureCentres()), tc.frontage, tc.ranks, tc.fig)
			}
			if !near(b.Width(), inch(tc.width)) || !near(b.Depth(), inch(tc.depth)) {
				t.Errorf("%v × %v, want %g × %g inches", chainmail.Inches{Length: b.Width()}, chainmail.Inches{Length: b.Depth()}, tc.width, tc.depth)
			}
			if b.StartMen != b.Men {
				t.Errorf("start men %d", b.StartMen)
			}
		})
	}
}

// The front stays where it is: a body facing north with its front at
// (10, 10) stands south of the line, and casualties come off the rear.
func TestBody_LossesComeOffTheRear(t *testing.T) {
	r := rules(t)
	b := form(t, r, chainmail.Body{Name: "Bills", Type: "heavy-foot", Men: 12, Files: 6, Front: at(10, 10)})
	s := b.Stand()
	if !samePt(s.Centre, at(10, 10.75)) || s.Facing != 0 {
		t.Errorf("stand at %v facing %v", s.Centre, s.Facing)
	}
	after := b.TakeLosses(5)
	if after.Men != 7 || after.Ranks() != 2 || after.Frontage() != 6 || after.Front != b.Front {
		t.Errorf("after 5 losses: %d men, %d ranks, front %v", after.Men, after.Ranks(), after.Front)
	}
	// The one man of the rear rank stands in the middle.
	cs := after.FigureCentres()
	if len(cs) != 7 || !samePt(cs[6], at(10-2.25+0.375+2*0.75, 11.125)) {
		t.Errorf("centres %v", cs)
	}
	if b.TakeLosses(50).Men != 0 || !b.TakeLosses(12).Destroyed() || b.TakeLosses(-3).Men != 12 {
		t.Error("losses not bounded")
	}
}

func TestBody_Reform(t *testing.T) {
	r := rules(t)
	b := form(t, r, chainmail.Body{Name: "Bills", Type: "heavy-foot", Men: 12, Files: 6, Front: at(10, 10), Facing: 90})
	open, err := r.Reform(b, 4, chainmail.SpacingOpen)
	if err != nil {
		t.Fatal(err)
	}
	if open.CloseOrder() || open.Frontage() != 4 || open.Ranks() != 3 || !near(open.Gap, inch(1.5)) || open.Front != b.Front || open.Facing != 90 {
		t.Errorf("reformed %+v", open)
	}
	if u := open.Unit(); u.CloseOrder || u.Men != 12 || u.Type != "heavy-foot" {
		t.Errorf("unit %+v", u)
	}
}

func TestBody_Refusals(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		name string
		b    chainmail.Body
		ref  string
		word string
	}{
		{"no men", chainmail.Body{Name: "X", Type: "light-foot", Files: 2}, chainmail.RefMass, "at least one"},
		{"no files", chainmail.Body{Name: "X", Type: "light-foot", Men: 4}, chainmail.RefMass, "0 files"},
		{"too wide", chainmail.Body{Name: "X", Type: "light-foot", Men: 400, Files: 300}, chainmail.RefMass, "300 files"},
		{"bad spacing", chainmail.Body{Name: "X", Type: "light-foot", Men: 4, Files: 2, Spacing: "loose"}, chainmail.RefMass, "loose"},
		{"unknown type", chainmail.Body{Name: "X", Type: "elephants", Men: 4, Files: 2}, chainmail.RefMass, "elephants"},
		{"unknown defence type", chainmail.Body{Name: "X", Type: "light-foot", DefendAs: "mammoth", Men: 4, Files: 2}, chainmail.RefMass, "mammoth"},
		{"more men than it began with", chainmail.Body{Name: "X", Type: "light-foot", Men: 4, StartMen: 3, Files: 2}, chainmail.RefMass, "4 of 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.Form(tc.b)
			wantRuleError(t, err, tc.ref, tc.word)
		})
	}
}
