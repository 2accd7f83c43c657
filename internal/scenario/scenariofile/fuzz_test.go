package scenariofile

import (
	"io/fs"
	"testing"

	"herald/data"
	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/board/yamlfile"
)

// FuzzReadScenario: no input makes the scenario reader panic; failures are
// located errors.
func FuzzReadScenario(f *testing.F) {
	files, _ := fs.Glob(data.FS, "scenarios/*.yaml")
	for _, file := range files {
		src, _ := fs.ReadFile(data.FS, file)
		f.Add(src)
	}
	f.Add([]byte(good))
	for _, s := range []string{
		"", "map: village\n", "title: x\nmap: village\nturns: 1\nfirst: A\nsides: []\n",
		"title: x\nmap: village\nturns: 1\nfirst: A\nsides:\n  - name: A\n    characters:\n      - {name: a, class: knight, foot: 1/1 1/1, mpa: 4, at: A1-B1}\n",
		"title: x\nmap: test\nturns: 1\nfirst: A\nsides:\n  - name: A\n    characters:\n      - {name: a, class: knight, foot: 11/9 6/4, mounted: 22/10 11/5, mpa: 4, mounted_mpa: 8, at: A1-A1}\n",
		"sides:\n  - name: A\n    setup: A1-Z99\n",
		"title: x\nmap: test\nturns: 1\nfirst: A\nobjectives:\n  - {side: A, kind: hold, hexes: A1-J10, text: t}\n",
	} {
		f.Add([]byte(s))
	}
	cls, err := ShippedClasses()
	if err != nil {
		f.Fatal(err)
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		f.Fatal(err)
	}
	test := loader(f)
	maps := func(name string) (*board.Map, error) {
		if name == "test" || name == "two" {
			return test(name)
		}
		// only shipped maps: fuzzed names must not reach the disk
		src, err := fs.ReadFile(data.FS, "maps/"+name+".yaml")
		if err != nil {
			return nil, err
		}
		return boardfile.ReadMap(name+".yaml", src, cat)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		sc, m, err := ReadScenario("f.yaml", src, cls, maps)
		if err == nil {
			if sc == nil || m == nil {
				t.Fatal("nil scenario without error")
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

func BenchmarkLoadScenario(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Load("thornby-raid"); err != nil {
			b.Fatal(err)
		}
	}
}
