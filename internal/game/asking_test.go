package game

import "testing"

// The setup event chooses who answers mid-turn decisions; a dry run asks
// nobody, whatever the game does.
func TestSetupDecisions(t *testing.T) {
	rs, _ := setup(t)
	quiet := &CryHavoc{Tables: rs.Tables}
	for _, tc := range []struct {
		setup Setup
		asks  bool
	}{{Setup{}, false}, {Setup{Decisions: true}, true}} {
		got, err := tc.setup.RulesetOf(quiet)
		if err != nil {
			t.Fatal(err)
		}
		if a := got.(referee).asks(); a != tc.asks {
			t.Errorf("%+v: asks %v, want %v", tc.setup, a, tc.asks)
		}
		if DryRun(got).(referee).asks() {
			t.Errorf("%+v: the dry run asks", tc.setup)
		}
	}
	if quiet.Decisions {
		t.Error("RulesetOf changed the ruleset it was given")
	}
	if _, err := (Setup{Decisions: true}).RulesetOf(&Chainmail{}); err == nil {
		t.Error("Chainmail with decisions accepted")
	}
}
