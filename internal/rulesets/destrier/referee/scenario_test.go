package referee

import (
	"strings"
	"testing"

	"herald/internal/rulesets/destrier"
)

// A scenario's figure starts from its template and takes the values it
// sets; a field no figure has or a value that does not fit is refused
// naming the figure.
func TestFigureFrom(t *testing.T) {
	d := ruleset(t)
	f, speed, err := d.FigureFrom("Sir Hugh", "red", map[string]string{"template": "knight", "weapon": "mace", "body": "20", "traits": "[trained-fighter, chivalry, agile]"})
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "Sir Hugh" || f.Side != "red" || f.Weapon != "mace" || f.Body != 20 || len(f.Traits) != 3 || f.Blows != 4 || speed != "" {
		t.Errorf("got %+v speed %q", f, speed)
	}
	h, speed, err := d.FigureFrom("Bayard", "red", map[string]string{"template": "war-horse", "speed": "trot"})
	if err != nil {
		t.Fatal(err)
	}
	if h.Kind != destrier.Steed || speed != destrier.AtTrot {
		t.Errorf("got %+v speed %q", h, speed)
	}
	for _, tc := range []struct {
		fields map[string]string
		want   string
	}{
		{map[string]string{"colour": "red"}, `"colour" is not a field`},
		{map[string]string{"body": "lots"}, "does not fit"},
		{map[string]string{"weapon": "banana"}, "banana"},
		{map[string]string{"template": "dragon"}, "dragon"},
		{map[string]string{"speed": "trot"}, "only a steed"},
		{map[string]string{"template": "war-horse", "speed": "warp"}, "not one of"},
	} {
		_, _, err := d.FigureFrom("Wat", "blue", tc.fields)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "Wat") {
			t.Errorf("%v: %v, want %q", tc.fields, err, tc.want)
		}
	}
}
