package boardfile

import (
	"io/fs"
	"testing"

	"herald/data"
	"herald/internal/board/yamlfile"
)

// FuzzReadMap: no input makes the map reader panic, and every failure is a
// list of located errors naming the file.
func FuzzReadMap(f *testing.F) {
	files, _ := fs.Glob(data.FS, "maps/*.yaml")
	for _, file := range files {
		src, _ := fs.ReadFile(data.FS, file)
		f.Add(src)
	}
	for _, s := range []string{
		"", "size: 5x5\n", "size: 0x0\n", "size: 5x5\nterrain:\n  A1-E5: tree\n",
		"boards:\n  - {prefix: N, size: 3x3}\n  - {prefix: S, size: 3x3, row_offset: 3}\nterrain:\n  NA1-C3: tree\n",
		"size: 5x5\nhexsides:\n  A1/A2: door closed\n", "size: 5x5\nstairs:\n  B2: B1>B3\n",
		"size: 5x5\nfeatures:\n  B2: [exterior-corner B1, debris]\n", "a: &x [*x]\n", "size: 9999999999x1\n",
		"size: 5x5\nterrain:\n  A-1: tree\n", "size: 5x5\nhexsides:\n  A1/: wall\n",
	} {
		f.Add([]byte(s))
	}
	cat, err := Catalog()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ReadMap("f.yaml", src, cat)
		if err == nil {
			if m == nil {
				t.Fatal("nil map without error")
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

// FuzzReadCatalog: the terrain reader never panics.
func FuzzReadCatalog(f *testing.F) {
	src, _ := fs.ReadFile(data.FS, TerrainFile)
	f.Add(src)
	f.Add([]byte("terrain:\n  - {name: x, rule: \"1\", move: {infantry: 1}, cover: {class: light}, advantage: none, los: clear}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_, _ = ReadCatalog("f.yaml", src)
	})
}

func BenchmarkReadMapVillage(b *testing.B) {
	cat, err := Catalog()
	if err != nil {
		b.Fatal(err)
	}
	src, _ := fs.ReadFile(data.FS, "maps/village.yaml")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadMap("village.yaml", src, cat); err != nil {
			b.Fatal(err)
		}
	}
}
