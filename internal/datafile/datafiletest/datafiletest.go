// Package datafiletest holds the checks every ruleset's table loader test
// makes on its shipped data directory.
package datafiletest

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"herald/internal/datafile"
)

// Patched copies files from dir in src to dst in a new MapFS, replacing the
// first find by replace in file (file "" changes nothing).
func Patched(t testing.TB, src fs.FS, dir string, files []string, dst, file, find, replace string) fstest.MapFS {
	t.Helper()
	if file != "" && !slices.Contains(files, file) {
		t.Fatalf("no file %s", file)
	}
	fsys := fstest.MapFS{}
	for _, n := range files {
		b, err := fs.ReadFile(src, dir+"/"+n)
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		if n == file {
			if !strings.Contains(s, find) {
				t.Fatalf("%s does not contain %q", n, find)
			}
			s = strings.Replace(s, find, replace, 1)
		}
		fsys[dst+"/"+n] = &fstest.MapFile{Data: []byte(s)}
	}
	return fsys
}

// RefusesMissingAndHuge checks that load, given the tables of dir in src
// less the first, names the missing file, and given it over
// datafile.MaxFile, refuses it by its size.
func RefusesMissingAndHuge(t *testing.T, src fs.FS, dir string, files []string, load func(fs.FS, string) error) {
	t.Helper()
	fsys := Patched(t, src, dir, files, "d", "", "", "")
	first := files[0]
	delete(fsys, "d/"+first)
	if err := load(fsys, "d"); err == nil || !strings.Contains(err.Error(), first) {
		t.Errorf("missing %s: %v", first, err)
	}
	fsys["d/"+first] = &fstest.MapFile{Data: []byte(strings.Repeat("#", datafile.MaxFile+1))}
	if err := load(fsys, "d"); err == nil || !strings.Contains(err.Error(), "more than") || !strings.Contains(err.Error(), first) {
		t.Errorf("huge %s: %v", first, err)
	}
}

// Broken is one table edit a loader must refuse: in File, Find becomes
// Replace, and the error must mention Want. An alias of a plain struct, so
// the tests' tables may list cases by position.
type Broken = struct {
	Name, File, Find, Replace, Want string
}

// RefusesBroken runs each case on the tables of dir in src.
func RefusesBroken(t *testing.T, src fs.FS, dir string, files []string, cases []Broken, load func(fs.FS, string) error) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			err := load(Patched(t, src, dir, files, "d", tc.File, tc.Find, tc.Replace), "d")
			if err == nil || !strings.Contains(err.Error(), tc.Want) {
				t.Fatalf("err = %v, want it to mention %q", err, tc.Want)
			}
		})
	}
}
