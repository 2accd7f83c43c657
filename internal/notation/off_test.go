package notation

import "testing"

// A move may end by stepping off the map (an exit objective, §23.2).
func TestMoveOffTheMap(t *testing.T) {
	for _, in := range []string{"move: Ben move W4, X4 off the map", "move: Ben move W4, X4 off map"} {
		tn, err := Parse(in)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		o := tn.Orders[0]
		if !o.Off || len(o.Path) != 2 {
			t.Fatalf("%s: %+v", in, o)
		}
		if got := Format(tn); got != "move:\nBen move W4, X4 off the map\n" {
			t.Errorf("%s formats as %q", in, got)
		}
	}
	if _, err := Parse("move: Ben move X4 off the road"); err == nil {
		t.Error("'off the road' is accepted")
	}
}
