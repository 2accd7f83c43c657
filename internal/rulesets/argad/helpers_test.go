package argad_test

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"

	"herald/internal/rule"
	"herald/internal/rulesets/argad"
	"herald/internal/rulesets/argad/argaddata"
)

// named holds the tags that have a subtest named after them.
var named sync.Map

// row runs a subtest named after a row's tag and notes that the row has
// its test.
func row(t *testing.T, tag string, f func(t *testing.T)) {
	t.Helper()
	named.Store(tag, true)
	t.Run(tag, f)
}

// TestMain checks, after a full run, that every row of the sheet's tables
// has a test named after its tag.
func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if code == 0 && flag.Lookup("test.run").Value.String() == "" && flag.Lookup("test.skip").Value.String() == "" {
		r, err := argaddata.Load()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		var missing []string
		for _, tag := range r.Tags() {
			if _, ok := named.Load(tag); !ok {
				missing = append(missing, tag)
			}
		}
		if len(missing) > 0 {
			fmt.Fprintf(os.Stderr, "FAIL: rows of data/argad without a test named after them: %v\n", missing)
			code = 1
		}
	}
	os.Exit(code)
}

func rules(t testing.TB) *argad.Rules {
	t.Helper()
	r, err := argaddata.Load()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// refused checks that err is a refusal of set argad citing tag.
func refused(t *testing.T, err error, tag string) {
	t.Helper()
	var re *rule.Error
	if !errors.As(err, &re) {
		t.Fatalf("err = %v, want a refusal citing %s", err, tag)
	}
	if re.Set != argad.SetName || re.Rule != tag {
		t.Fatalf("refusal cites %s %s, want argad %s (%v)", re.Set, re.Rule, tag, err)
	}
}

// hasRule checks that a result lists the row it read.
func hasRule(t *testing.T, rules []string, tag string) {
	t.Helper()
	if !slices.Contains(rules, tag) {
		t.Errorf("rules %v lack %s", rules, tag)
	}
}

func ch(n, d int) argad.Chance { return argad.Chance{Num: n, Den: d} }

func errorsAs(err error, target any) bool { return errors.As(err, target) }
