package chainmail_test

import (
	"errors"
	"strings"
	"testing"

	"herald/internal/rule"
	"herald/internal/rulesets/chainmail"
	"herald/internal/rulesets/chainmail/cmdata"
)

func rules(t testing.TB) *chainmail.Rules {
	t.Helper()
	r, err := cmdata.Load()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// wantRuleError checks err is a *rule.Error citing ref whose message
// mentions each of words.
func wantRuleError(t *testing.T, err error, ref string, words ...string) {
	t.Helper()
	var re *rule.Error
	if !errors.As(err, &re) {
		t.Fatalf("err = %v (%T), want *rule.Error", err, err)
	}
	if re.Set != "chainmail" || re.Rule != ref {
		t.Errorf("error cites %s %s, want chainmail %s", re.Set, re.Rule, ref)
	}
	for _, w := range words {
		if !strings.Contains(re.Msg, w) {
			t.Errorf("error %q does not mention %q", re.Msg, w)
		}
	}
}

func frac(n, d int) chainmail.Fraction { return chainmail.Fraction{Num: n, Den: d} }

func TestUnknownNameUnwrapsToRuleError(t *testing.T) {
	r := rules(t)
	_, err := r.Melee.Lookup("rapier", "none")
	var u *chainmail.UnknownName
	if !errors.As(err, &u) || u.Name != "rapier" || len(u.Valid) != 13 {
		t.Fatalf("err = %#v", err)
	}
	wantRuleError(t, err, chainmail.RefMelee, "rapier")
}
