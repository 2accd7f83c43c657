package tablefile

import (
	"io/fs"
	"testing"

	"herald/data"
	"herald/internal/board/yamlfile"
)

// FuzzReadTable: no input makes the table reader panic or hang, every
// failure is a list of located errors naming the file, and every table it
// accepts passes the table's own checks.
func FuzzReadTable(f *testing.F) {
	files, _ := fs.Glob(data.FS, Dir+"/*.yaml")
	for _, file := range files {
		src, _ := fs.ReadFile(data.FS, file)
		f.Add(src)
	}
	for _, s := range []string{
		"", "table: 10 x 10 cm\n", "table: 0 x 0 cm\n", "table: 1/2 x 1 1/2 in\n",
		"table: 10 x 10 cm\nareas:\n  - {kind: woods, points: [[0, 0], [5, 0], [5, 5]]}\n",
		"table: 10 x 10 cm\nareas:\n  - {kind: water, depth: deep, width: 1, along: [[0, 5], [5, 5], [5, 10]]}\n",
		"table: 10 x 10 cm\nareas:\n  - {kind: slope, uphill: ne, circle: [5, 5, 2]}\n",
		"table: 10 x 10 cm\nlines:\n  - {kind: stakes, front: left, points: [[1, 1], [5, 1], [5, 5]], openings: [{kind: gap, at: [3, 1], width: 1}]}\n",
		"table: 10 x 10 cm\nbuildings:\n  - {rect: [1, 1, 4, 4], openings: [{kind: door, at: [3, 5], width: 1, closed: true}]}\n",
		"a: &x [*x]\n", "table: 1e308 x 1 cm\n", "table: 10 x 10 cm\nareas: [{kind: woods, rect: [0, 0, 1/0, 1]}]\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		tb, err := ReadTable("f.yaml", src)
		if err == nil {
			if tb == nil {
				t.Fatal("nil table without error")
			}
			if ps := tb.Check(); len(ps) > 0 {
				t.Fatalf("accepted a table with problems: %v", ps)
			}
			return
		}
		for _, e := range yamlfile.AsErrors(err, "f.yaml") {
			if e.File != "f.yaml" || e.Msg == "" {
				t.Fatalf("unlocated error %#v", e)
			}
		}
	})
}

func BenchmarkReadHallowFarm(b *testing.B) {
	src, _ := fs.ReadFile(data.FS, Dir+"/hallow-farm.yaml")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadTable("hallow-farm.yaml", src); err != nil {
			b.Fatal(err)
		}
	}
}
