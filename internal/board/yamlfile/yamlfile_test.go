package yamlfile

import (
	"errors"
	"strings"
	"testing"
)

func TestParseLocatesSyntaxErrors(t *testing.T) {
	for _, tt := range []struct {
		src  string
		line int
		msg  string
	}{
		{"", 1, "file is empty"},
		{"a: 1\nb: [2\n", 1, "not valid YAML"}, // yaml.v3 names the enclosing mapping
		{"a: 1\n  b: 2\n", 2, "not valid YAML"},
		{"- x\n", 1, "expected a mapping"},
	} {
		top, d := Parse("f.yaml", []byte(tt.src))
		if top != nil {
			t.Errorf("%q: parsed", tt.src)
			continue
		}
		var es Errors
		if !errors.As(d.Err(), &es) || len(es) != 1 {
			t.Fatalf("%q: %v", tt.src, d.Err())
		}
		if es[0].Line != tt.line || !strings.Contains(es[0].Msg, tt.msg) || strings.Contains(es[0].Msg, "line ") {
			t.Errorf("%q: %v, want line %d %q", tt.src, es[0], tt.line, tt.msg)
		}
	}
}

func TestFields(t *testing.T) {
	top, d := Parse("f.yaml", []byte("a: 1\nb: x\nc: [1, 2]\nz: 3\na: 4\n"))
	f := d.Fields(top, "thing", "a", "b", "c")
	if n, ok := d.Int(f["a"], "a"); !ok || n != 1 {
		t.Errorf("a = %d", n)
	}
	d.Int(f["b"], "b")
	d.Scalar(f["c"], "c")
	want := []string{
		`f.yaml:2: b: expected a whole number, found "x"`,
		"f.yaml:3: c: expected a value, found a list",
		`f.yaml:4: thing: unknown field "z"`,
		`f.yaml:5: thing: "a" given twice (first on line 1)`,
	}
	got := d.Err().Error()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("errors:\n%s\nwant %q", got, w)
		}
	}
	if strings.Index(got, "f.yaml:2") > strings.Index(got, "f.yaml:5") {
		t.Errorf("errors not in line order:\n%s", got)
	}
}
