package havoc_test

import (
	"encoding/json"
	"strings"
	"testing"

	"herald/internal/rulesets/cryhavoc/havoc"
)

// §26.1: every printed result code reads and prints back the same.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"ak", "aw", "a4", "a2", "a1", "-", "d1", "d2", "d4", "ds", "dw", "dk", "*dw", "*ds", "*dk", "*a1", "", "*", "dx"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := havoc.ParseResult(s)
		if err != nil {
			return
		}
		if r.String() != s {
			t.Fatalf("%q read as %v", s, r)
		}
		if r.HorseKilled && !r.Code.HurtsDefender() {
			t.Fatalf("%q: horse killed on a non-defender result", s)
		}
	})
}

func TestRule26_1_ResultCodes(t *testing.T) {
	cases := []struct {
		s        string
		attacker bool
		defender bool
		retreat  int
	}{
		{"ak", true, false, 0}, {"aw", true, false, 0}, {"a4", true, false, 4}, {"a2", true, false, 2}, {"a1", true, false, 1},
		{"-", false, false, 0}, {"d1", false, true, 1}, {"d2", false, true, 2}, {"d4", false, true, 4},
		{"ds", false, true, 0}, {"dw", false, true, 0}, {"dk", false, true, 0}, {"*dk", false, true, 0},
	}
	for _, c := range cases {
		r, err := havoc.ParseResult(c.s)
		if err != nil {
			t.Fatal(err)
		}
		if r.Code.HurtsAttacker() != c.attacker || r.Code.HurtsDefender() != c.defender || r.Code.Retreat() != c.retreat {
			t.Errorf("%s: attacker %v defender %v retreat %d", c.s, r.Code.HurtsAttacker(), r.Code.HurtsDefender(), r.Code.Retreat())
		}
	}
	if _, err := havoc.ParseResult("*a1"); err == nil {
		t.Error("*a1 should be refused: no horse dies on an attacker result")
	}
}

func TestEventsCiteRules(t *testing.T) {
	tab := tables(t)
	c := havoc.Combat{Attackers: []havoc.Combatant{foot("Ben", 30, 5)}, Defenders: []havoc.Combatant{foot("Tybalt", 5, 10)}}
	ev, _ := tab.Resolve(&c, &cycling{n: 3}, nil) // die 4 at 3-1: d1
	var lines []string
	for _, e := range ev {
		s := e.String()
		if !strings.Contains(s, "(§") {
			t.Errorf("%q cites no rule", s)
		}
		lines = append(lines, s)
	}
	got := strings.Join(lines, "\n")
	for _, want := range []string{"30 against 10 is 3-1", "Tybalt must retreat 1 hex(es) (§10.2)", "attacker may advance (§10.9)"} {
		if !strings.Contains(got, want) {
			t.Errorf("events\n%s\ndo not say %q", got, want)
		}
	}
}

// §26.4–26.8 are loaded and read as printed.
func TestRule26_4to8_OtherTables(t *testing.T) {
	tab := tables(t)
	sw := map[string]*havoc.DieTable{}
	for i := range tab.Swimming.Tables {
		sw[tab.Swimming.Tables[i].Key] = &tab.Swimming.Tables[i]
	}
	if r := sw["river"].Lookup(6); r.Outcome != "downstream" || r.Hexes != 6 {
		t.Errorf("river die 6: %+v", r)
	}
	if r := sw["still-water"].Lookup(11); r.Outcome != "drown" {
		t.Errorf("pool die 11 (clamped to 10): %+v", r)
	}
	if r := sw["climb-out"].Lookup(-1); r.Outcome != "climb-out" {
		t.Errorf("climb out die -1 (clamped to 1): %+v", r)
	}
	if got := tab.HealingDays(9); got != 0 {
		t.Errorf("healing die 9: %d, want 0 (many months)", got)
	}
	b := tab.Battering
	if c := b.OffboardCells[2][4]; !c.Damage || c.Wear != 2 {
		t.Errorf("offboard battering die 3, 12+: %+v, want D+W2", c)
	}
	if tab.Fire.Spreading.From != 7 || tab.Fire.KindleSuccess.To != 3 {
		t.Errorf("fire table: %+v", tab.Fire)
	}
	if len(tab.Panic.Types) != 13 || tab.Panic.Types[0].Morale != 10 {
		t.Errorf("panic morale: %+v", tab.Panic.Types)
	}
}

func TestEventJSON(t *testing.T) {
	tab := tables(t)
	c := havoc.Combat{Attackers: []havoc.Combatant{rider("Roland", 30, 16)}, Defenders: []havoc.Combatant{rider("Piers", 22, 15)}, Charge: true, FrontArc: true}
	ev, _ := tab.Resolve(&c, &cycling{n: -1}, nil) // charge die 1, combat die 2: *ds at 3-1
	b, err := json.Marshal(ev)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"kind":"ChargeRolled","rule":"9.4","side":"attacker","name":"Roland","dr":1,"charge":"full"}`, `"odds":"3-1"`, `"result":"*ds"`, `"kind":"HorseKilled"`, `"side":"defender"`, `{"kind":"MeleeBegun","rule":"11"}`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("JSON %s lacks %s", b, want)
		}
	}
}

// Unprepared tables refuse, they do not panic.
func TestUnpreparedTables(t *testing.T) {
	var tab havoc.Tables
	if _, err := tab.OddsFor(5, 5, 0, havoc.TargetInfantry); err == nil {
		t.Error("OddsFor on unprepared tables")
	}
	if _, err := tab.Resolve(&havoc.Combat{}, &cycling{}, nil); err == nil {
		t.Error("Resolve on unprepared tables")
	}
	if _, err := tab.FireOdds(&havoc.Fire{Weapon: "longbow", Range: 3}); err == nil {
		t.Error("FireOdds on unprepared tables")
	}
}
