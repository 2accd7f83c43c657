// Package scenariofile reads character classes (data/cryhavoc/classes.yaml) and
// scenario files into the pure types of package scenario, and checks a
// scenario against its map and the class tables. Every error names
// file:line.
package scenariofile

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/board/yamlfile"
	"herald/internal/scenario"
)

// ClassesFile is the class table inside data.FS.
const ClassesFile = "cryhavoc/classes.yaml"

// Classes maps class names to classes.
type Classes map[string]*scenario.Class

var shipped struct {
	once sync.Once
	cls  Classes
	err  error
}

// ShippedClasses is the class table of §25, read once.
func ShippedClasses() (Classes, error) {
	shipped.once.Do(func() {
		src, err := fs.ReadFile(data.FS, ClassesFile)
		if err != nil {
			shipped.err = err
			return
		}
		shipped.cls, shipped.err = ReadClasses("data/"+ClassesFile, src)
	})
	return shipped.cls, shipped.err
}

// ReadClasses reads a class table.
func ReadClasses(file string, src []byte) (Classes, error) {
	top, d := yamlfile.Parse(file, src)
	if top == nil {
		return nil, d.Err()
	}
	out := Classes{}
	lines := map[string]int{}
	f := d.Fields(top, "classes file", "classes")
	for _, n := range d.List(f["classes"], "classes") {
		e := d.Fields(n, "class", "name", "rule", "title", "armoured", "foot", "mounted", "note")
		if !d.Require(e, n, "class", "name") || !d.Require(e, n, "class", "rule") || !d.Require(e, n, "class", "foot") {
			continue
		}
		c := &scenario.Class{}
		c.Name, _ = d.String(e["name"], "class name")
		c.Rule, _ = d.String(e["rule"], "class rule")
		if t := e["title"]; t != nil {
			c.Title, _ = d.String(t, "class title")
		}
		if a := e["armoured"]; a != nil {
			c.Armoured, _ = d.Bool(a, "armoured")
		}
		if nt := e["note"]; nt != nil {
			c.Note, _ = d.Scalar(nt, "note")
		}
		c.Foot = readClassValues(d, e["foot"], c.Name+" foot")
		if m := e["mounted"]; m != nil {
			c.Mounted = readClassValues(d, m, c.Name+" mounted")
		}
		if line, dup := lines[c.Name]; dup {
			d.Errorf(e["name"], "class %q defined twice (first on line %d)", c.Name, line)
			continue
		}
		lines[c.Name] = e["name"].Line
		out[c.Name] = c
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

func readClassValues(d *yamlfile.Doc, n *yaml.Node, what string) *scenario.ClassValues {
	f := d.Fields(n, what, "healthy", "wounded", "generic", "unit_value", "mpa")
	cv := &scenario.ClassValues{}
	for _, k := range []string{"healthy", "wounded", "mpa"} {
		d.Require(f, n, what, k)
	}
	pair := func(v *yaml.Node, field string) (a, b scenario.Range) {
		if v == nil {
			return
		}
		s, ok := d.String(v, what+" "+field)
		if !ok {
			return
		}
		x, y, found := strings.Cut(s, "/")
		var err1, err2 error
		a, err1 = parseRange(x)
		b, err2 = parseRange(y)
		if !found || err1 != nil || err2 != nil {
			d.Errorf(v, "%s %s: expected ATTACK/DEFENCE ranges such as 20-30/8-18, found %q", what, field, s)
		}
		return
	}
	cv.Attack, cv.Defence = pair(f["healthy"], "healthy")
	cv.WoundedAttack, cv.WoundedDefence = pair(f["wounded"], "wounded")
	if g := f["generic"]; g != nil {
		if s, ok := d.String(g, what+" generic"); ok {
			v, err := ParseValues(s)
			if err != nil {
				d.Errorf(g, "%s generic: %v", what, err)
			} else {
				cv.Generic = &v
				widen(&cv.Attack, v.Attack)
				widen(&cv.Defence, v.Defence)
				widen(&cv.WoundedAttack, v.WoundedAttack)
				widen(&cv.WoundedDefence, v.WoundedDefence)
			}
		}
	}
	if u := f["unit_value"]; u != nil {
		cv.UnitValue, _ = d.Int(u, "unit_value")
	}
	if m := f["mpa"]; m != nil {
		if s, ok := d.String(m, what+" mpa"); ok {
			r, err := parseRange(s)
			if err != nil {
				d.Errorf(m, "%s mpa: %v", what, err)
			}
			cv.MPA = r
		}
	}
	return cv
}

// widen makes r include v: the §25 table prints some generic counters just
// outside their own class range.
func widen(r *scenario.Range, v int) {
	r.Min, r.Max = min(r.Min, v), max(r.Max, v)
}

func parseRange(s string) (scenario.Range, error) {
	s = strings.TrimSpace(s)
	lo, hi, isRange := strings.Cut(s, "-")
	a, err := strconv.Atoi(strings.TrimSpace(lo))
	if err != nil {
		return scenario.Range{}, fmt.Errorf("%q is not a number or range", s)
	}
	if !isRange {
		return scenario.Range{Min: a, Max: a}, nil
	}
	b, err := strconv.Atoi(strings.TrimSpace(hi))
	if err != nil || b < a {
		return scenario.Range{}, fmt.Errorf("%q is not a range low-high", s)
	}
	return scenario.Range{Min: a, Max: b}, nil
}

// ParseValues reads a counter's strengths, "22/10 11/5": healthy attack and
// defence, then wounded.
func ParseValues(s string) (scenario.Values, error) {
	w := strings.Fields(s)
	bad := fmt.Errorf("%q: expected healthy and wounded ATTACK/DEFENCE such as 11/9 6/4", s)
	if len(w) != 2 {
		return scenario.Values{}, bad
	}
	var nums [4]int
	for i, part := range w {
		a, b, ok := strings.Cut(part, "/")
		if !ok {
			return scenario.Values{}, bad
		}
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || x < 0 || y < 0 || x > 999 || y > 999 {
			return scenario.Values{}, bad
		}
		nums[2*i], nums[2*i+1] = x, y
	}
	return scenario.Values{Attack: nums[0], Defence: nums[1], WoundedAttack: nums[2], WoundedDefence: nums[3]}, nil
}
