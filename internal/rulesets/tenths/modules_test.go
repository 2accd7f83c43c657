package tenths_test

import (
	"strings"
	"testing"

	"herald/internal/rulesets/tenths"
)

// An unknown module name is an error naming it and listing the valid ones.
func TestModulesUnknownName(t *testing.T) {
	_, err := tenths.ParseModules([]string{"knock-back", "falls", "jousting"})
	var u *tenths.UnknownName
	if !asUnknown(err, &u) || u.Name != "jousting" || len(u.Valid) != len(tenths.Registry()) {
		t.Fatalf("err = %v", err)
	}
	wantRule(t, err, tenths.TagModules, `"jousting"`, "knock-back", "lance")
}

// A module needs its prerequisites switched on too.
func TestModulesNeeds(t *testing.T) {
	_, err := tenths.ParseModules([]string{"lance"})
	wantRule(t, err, tenths.TagModules, "lance needs module riding")
	ms := mustModules(t, "lance", "riding", "horses")
	if !ms.On("lance") || ms.On("net") || strings.Join(ms.Names(), ",") != "horses,riding,lance" {
		t.Errorf("modules %v", ms.Names())
	}
	known := map[string]bool{}
	for _, m := range tenths.Registry() {
		known[m.Name] = true
	}
	for _, m := range tenths.Registry() {
		for _, n := range m.Needs {
			if !known[n] {
				t.Errorf("%s needs %q, which is no module", m.Name, n)
			}
		}
	}
	// Every module can be switched on with its needs.
	all := tenths.AllModules()
	if len(all.Names()) != len(tenths.Registry()) {
		t.Errorf("AllModules plays %d of %d", len(all.Names()), len(tenths.Registry()))
	}
	if _, err := tenths.ParseModules(all.Names()); err != nil {
		t.Error(err)
	}
}

// Every module names a tag of the text and a title; names are unique.
func TestModulesRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range tenths.Registry() {
		if m.Name == "" || m.Rule == "" || m.Title == "" || seen[m.Name] {
			t.Errorf("module %+v", m)
		}
		seen[m.Name] = true
	}
	if len(tenths.ModuleNames()) != len(seen) {
		t.Error("ModuleNames and Registry disagree")
	}
}

// An order that calls on a module the scenario does not play is refused,
// citing the module's rule; so is a weapon whose rules are in such a
// module.
func TestModulesRequire(t *testing.T) {
	r := rules(t)
	x := tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Diving: true}}
	_, err := r.Prepare(tenths.Modules{}, x)
	wantRule(t, err, tenths.TagDiving, "module diving-attack")
	x.Situation = tenths.Situation{}
	x.Attacker.Weapon = weapon(t, r, "rapier")
	_, err = r.Prepare(mustModules(t, "diving-attack"), x)
	wantRule(t, err, tenths.TagRapier, "module rapier")
	bow, _ := r.Weapons.Missile("pistol")
	x = tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.PassiveDodge, Missile: bow, Range: 2}
	_, err = r.Prepare(tenths.Modules{}, x)
	wantRule(t, err, tenths.TagGuns, "module guns")
	wantRule(t, tenths.Modules{}.Require("net"), tenths.TagNet, "the net")
	if mustModules(t, "net").Require("net") != nil {
		t.Error("a module that is on is refused")
	}
	// A map fact (height) is ignored when its module is off.
	x = tenths.Exchange{Attacker: fighter(t, r, "Ann", "dagger", "none"), Defender: fighter(t, r, "Bob", "sword", "none"),
		Defence: tenths.Parry, Situation: tenths.Situation{Steps: 9}}
	if _, err := r.Prepare(tenths.Modules{}, x); err != nil {
		t.Errorf("height without its module: %v", err)
	}
}
