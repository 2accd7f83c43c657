package havoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/rule"
)

// OptionalRule is one optional rule of §22 a scenario may switch on.
type OptionalRule struct {
	Rule, Key, Title string
}

// Optional is the set of optional rules in use, by rule number ("22.2").
type Optional map[string]bool

// Has reports whether an optional rule is in use, by number or key.
func (o Optional) Has(rule string) bool { return o[rule] }

// Optional rule numbers the rules of this package ask about.
const (
	OptChangingInitiative = "22.1"
	OptAmmunition         = "22.2"
	OptCommandControl     = "22.3"
	OptAlternativeLOS     = "22.4"
	OptMissileShower      = "22.5"
	OptCombatPriority     = "22.6"
	OptRansom             = "22.7"
	OptHiddenSetup        = "22.8"
	OptPanic              = "22.9"
)

// OptionalRules parses a list of optional rules by number or key ("22.9"
// or "panic-and-rout"). A name herald does not know is refused, citing
// §22 and listing the rules it knows.
func (t *Tables) OptionalRules(names []string) (Optional, error) {
	o := Optional{}
	for _, n := range names {
		r, ok := t.optionalRule(n)
		if !ok {
			return nil, rule.Errorf("22", "optional rule %q is not one herald knows (%s)", n, t.optionalList())
		}
		o[r.Rule] = true
	}
	return o, nil
}

func (t *Tables) optionalRule(name string) (OptionalRule, bool) {
	for _, r := range t.OptionalRuleList {
		if r.Rule == name || r.Key == name {
			return r, true
		}
	}
	return OptionalRule{}, false
}

func (t *Tables) optionalList() string {
	var b strings.Builder
	for i, r := range t.OptionalRuleList {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(r.Rule + " " + r.Key)
	}
	return b.String()
}

func (t *Tables) checkOptional() error {
	var rules []string
	for _, r := range t.OptionalRuleList {
		if !strings.HasPrefix(r.Rule, "22.") || r.Key == "" {
			return fmt.Errorf("optional rule %q (%s): want a §22 number and a key", r.Key, r.Rule)
		}
		if slices.Contains(rules, r.Rule) {
			return fmt.Errorf("optional rule %s given twice", r.Rule)
		}
		rules = append(rules, r.Rule)
	}
	for _, n := range []string{OptChangingInitiative, OptAmmunition, OptCommandControl, OptAlternativeLOS,
		OptMissileShower, OptCombatPriority, OptRansom, OptHiddenSetup, OptPanic} {
		if !slices.Contains(rules, n) {
			return fmt.Errorf("optional rule %s missing", n)
		}
	}
	return nil
}
