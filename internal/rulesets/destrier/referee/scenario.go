package referee

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"herald/internal/rulesets/destrier"
)

// A scenario's figure is written as a template of chivalry/figures.yaml
// and the values it changes, each a plain field beside its name and
// place (docs/destrier.md, "Scenarios and demos"):
//
//	- {name: Sir Hugh, at: [10, 10], facing: east, template: knight, weapon: mace, body: 20}
//	- {name: Bayard, at: [4, 12], facing: east, template: war-horse, speed: trot}
//	- {name: Sir Guy, at: [4, 12], facing: east, template: knight, mount: Bayard}

// figureKeys are the fields a scenario may set on a figure: every field
// of destrier.Figure but its name and side, and the steed's speed.
var figureKeys = func() []string {
	var out []string
	t := reflect.TypeOf(destrier.Figure{})
	for i := range t.NumField() {
		k, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		if k != "" && k != "name" && k != "side" {
			out = append(out, k)
		}
	}
	return append(out, "template", "speed")
}()

// FigureFrom is a figure of side named name from a scenario's fields:
// its template (a knight if none), then each value it sets. A field
// that is not a figure's or a value that does not fit is refused, naming
// the figure and the field.
func (d *Destrier) FigureFrom(name, side string, fields map[string]string) (destrier.Figure, destrier.Speed, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("figure %q: %s", name, fmt.Sprintf(format, a...))
	}
	tmpl := fields["template"]
	if tmpl == "" {
		tmpl = "knight"
	}
	base, err := d.R.Templates.Template(tmpl)
	if err != nil {
		return destrier.Figure{}, "", bad("%v", err)
	}
	raw, err := yaml.Marshal(base)
	if err != nil {
		return destrier.Figure{}, "", bad("%v", err)
	}
	var m map[string]any
	if err := yaml.Unmarshal(raw, &m); err != nil {
		return destrier.Figure{}, "", bad("%v", err)
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var speed destrier.Speed
	for _, k := range keys {
		v := fields[k]
		switch {
		case !slices.Contains(figureKeys, k):
			return destrier.Figure{}, "", bad("%q is not a field of a Destrier figure (%s)", k, strings.Join(figureKeys, ", "))
		case k == "template":
			continue
		case k == "speed":
			speed = destrier.Speed(v)
			continue
		}
		var val any
		if err := yaml.Unmarshal([]byte(v), &val); err != nil {
			return destrier.Figure{}, "", bad("%s: %q does not read: %v", k, v, err)
		}
		m[k] = val
	}
	m["name"], m["side"] = name, side
	raw, err = yaml.Marshal(m)
	if err != nil {
		return destrier.Figure{}, "", bad("%v", err)
	}
	var f destrier.Figure
	dec := yaml.NewDecoder(strings.NewReader(string(raw)))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return destrier.Figure{}, "", bad("a value does not fit: %v", err)
	}
	if speed != "" && f.Kind != destrier.Steed {
		return destrier.Figure{}, "", bad("only a steed has a speed")
	}
	if speed != "" && speed.Index() < 0 {
		return destrier.Figure{}, "", bad("speed %q is not one of the steeds' speeds", speed)
	}
	return f, speed, d.R.CheckFigure(&f)
}
