package tenths_test

import (
	"testing"

	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
)

func TestBaseReach(t *testing.T) {
	r := rules(t)
	at := hex.MustParse("K10")
	for _, tc := range []struct {
		rc   tenths.Range
		want []hex.Hex
	}{
		{tenths.Short, []hex.Hex{at.Neighbor(hex.N)}},
		{tenths.Medium, []hex.Hex{at.Neighbor(hex.N), at.Neighbor(hex.NW), at.Neighbor(hex.NE)}},
		{tenths.Long, []hex.Hex{at.Neighbor(hex.N), at.Neighbor(hex.NW), at.Neighbor(hex.NE),
			at.Neighbor(hex.N).Neighbor(hex.N), at.Neighbor(hex.N).Neighbor(hex.NW), at.Neighbor(hex.N).Neighbor(hex.NE)}},
	} {
		got, err := r.Reach.InRangeHexes(tc.rc, at, hex.N)
		if err != nil || len(got) != len(tc.want) {
			t.Fatalf("%s: %v %v", tc.rc, got, err)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: %v, want %v", tc.rc, got, tc.want)
			}
		}
		for i, h := range got {
			if d := hex.Distance(at, h); (i < 3 && d != 1) || (i >= 3 && d != 2) {
				t.Errorf("reach %v is %d hexes off", h, d)
			}
		}
	}
	_, err := r.Reach.InRangeHexes(tenths.Special, at, hex.N)
	wantRule(t, err, tenths.TagReach, "own in-range hexes")
	// Three to five steps: a long weapon reaches as a medium one.
	short, _ := r.Reach.InRangeHexes(tenths.HeightRange(tenths.Long, 4), at, hex.N)
	if len(short) != 3 {
		t.Errorf("a long weapon four steps up reaches %d hexes, want 3", len(short))
	}
	if c := r.Reach.CoveredHexes(at, hex.N, true); len(c) != 4 || c[3] != at.Neighbor(hex.SW) {
		t.Errorf("covered with a shield %v", c)
	}
	if c := r.Reach.CoveredHexes(at, hex.N, false); len(c) != 3 {
		t.Errorf("covered %v", c)
	}
}

func TestBasePaths(t *testing.T) {
	for _, s := range []string{"F", "F FL", "H BR", "R B", "H"} {
		p, err := tenths.ParsePath(s)
		if err != nil || p.String() != s {
			t.Errorf("%q: %v %v", s, p, err)
		}
		b, _ := p.MarshalText()
		if string(b) != s {
			t.Errorf("%q marshals to %q", s, b)
		}
	}
	for _, bad := range []string{"", "X", "F here", "F F F F F"} {
		if _, err := tenths.ParsePath(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	p, _ := tenths.ParsePath("F FR BL")
	if q := p.Reflect(); q.String() != "F FL BR" {
		t.Errorf("reflect %s", q)
	}
}

func TestHorseAndRiderHitLocations(t *testing.T) {
	r := rules(t)
	// Horse faces 2,3,3,5,3,2,2: d20 6 is the neck's last, 9 the body.
	for _, tc := range []struct {
		roll int
		want string
		area tenths.Area
	}{{1, "head", "head"}, {5, "neck", "neck"}, {9, "body", "abdomen"}, {20, "hind-leg", "leg"}} {
		hr := r.Hits.RollHorse(scripted(tc.roll))
		if hr.Location.Name != tc.want || hr.Location.Area != tc.area {
			t.Errorf("d20 %d: %+v", tc.roll, hr)
		}
	}
	if tenths.ShortCut.Long() != tenths.LongCut || tenths.MediumStab.Long() != tenths.LongStab {
		t.Error("horseback: every weapon long for hit location")
	}
}

func TestHorsesGaits(t *testing.T) {
	r := rules(t)
	if _, err := tenths.ParseGait("trot"); err == nil {
		t.Error("trot accepted")
	}
	row, _ := r.Horses.Rates("hvy")
	for g, want := range map[tenths.Gait]int{tenths.Walk: 5, tenths.Canter: 2, tenths.Gallop: 1} {
		if got, ok := row.Rate(g); !ok || got != want {
			t.Errorf("%s: %d", g, got)
		}
	}
	if _, ok := row.Rate(tenths.Still); ok {
		t.Error("a standing horse has a move rate")
	}
	if tenths.Still.Slower() != tenths.Still || tenths.Gallop.Slower() != tenths.Canter {
		t.Error("slower")
	}
	if !(tenths.Seat{Back: true, Facing: tenths.FaceLeft}).Valid() || (tenths.Seat{Facing: "up"}).Valid() {
		t.Error("the six riding positions")
	}
}
