package datafile

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

type row struct {
	Name string `yaml:"name"`
	N    int    `yaml:"n"`
}

func TestDecodeStrict(t *testing.T) {
	var r row
	if err := DecodeStrict([]byte("name: a\nn: 2\n"), &r); err != nil || r != (row{"a", 2}) {
		t.Fatalf("%+v, %v", r, err)
	}
	for _, tc := range []struct{ in, want string }{
		{"name: a\nm: 2\n", "field m not found"},
		{"name: a\n---\nname: b\n", "more than one"},
		{"# nothing\n", "no YAML document"},
		{"n: [1]\n", "cannot unmarshal"},
		{strings.Repeat("#", MaxFile+1), "bytes, more than"},
	} {
		if err := DecodeStrict([]byte(tc.in), &row{}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.20q: %v, want %q", tc.in, err, tc.want)
		}
	}
	if err := DecodeStrict(nil, &row{}); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty: %v", err)
	}
}

func TestReadNamesThePath(t *testing.T) {
	var a, b row
	tables := []Table{{"a.yaml", &a}, {"sub/b.yaml", &b}}
	fsys := fstest.MapFS{"d/a.yaml": {Data: []byte("n: 1")}, "d/sub/b.yaml": {Data: []byte("n: 2")}}
	if err := Read(fsys, "d", tables); err != nil || a.N != 1 || b.N != 2 {
		t.Fatalf("%v %v %v", a, b, err)
	}
	fsys["d/sub/b.yaml"] = &fstest.MapFile{Data: []byte("x: 2")}
	if err := Read(fsys, "d", tables); err == nil || !strings.Contains(err.Error(), "d/sub/b.yaml") {
		t.Errorf("bad file: %v", err)
	}
	delete(fsys, "d/a.yaml")
	if err := Read(fsys, "d", tables); err == nil || !strings.Contains(err.Error(), "d/a.yaml") {
		t.Errorf("missing file: %v", err)
	}
	if got := Names(tables); strings.Join(got, ",") != "a.yaml,sub/b.yaml" {
		t.Errorf("Names = %v", got)
	}
}

func TestOnceLoadsOnce(t *testing.T) {
	var o Once[int]
	calls := 0
	load := func() (int, error) { calls++; return 7, nil }
	for range 3 {
		if v, err := o.Get(load); v != 7 || err != nil {
			t.Fatal(v, err)
		}
	}
	if calls != 1 {
		t.Errorf("loaded %d times", calls)
	}
}
