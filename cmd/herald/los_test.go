package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCLILOS(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string // substring of stdout (or stderr for exit 2)
	}{
		{"open street", []string{"los", "thornby-raid", "J2", "J5", "--json"}, 0,
			`{"from":"J2","to":"J5","visible":true,"cover":"none","blocked_by":null}`},
		{"behind the smithy wall", []string{"los", "thornby-raid", "J2", "E5", "--json"}, 1, `"visible":false`},
		{"text", []string{"los", "thornby-raid", "J2", "E5"}, 1, "does not see E5"},
		{"map file works too", []string{"los", "village", "J2", "J5"}, 0, "J2 sees J5"},
		{"off the map", []string{"los", "thornby-raid", "Z99", "A1"}, 2, "off the board"},
		{"bad hex", []string{"los", "thornby-raid", "J2", "5J"}, 2, "hex"},
		{"missing args", []string{"los", "thornby-raid", "J2"}, 2, "two hexes"},
		{"unknown scenario", []string{"los", "no-such-scenario", "A1", "B1"}, 2, "no-such-scenario"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := cli(t, tc.args...)
			out := r.Stdout
			if tc.code == 2 {
				out = r.Stderr
			}
			if r.Code != tc.code || !strings.Contains(out, tc.want) {
				t.Errorf("herald %v: exit %d, stdout %q stderr %q; want exit %d containing %q", tc.args, r.Code, r.Stdout, r.Stderr, tc.code, tc.want)
			}
		})
	}
	// Blocked answers name what blocks the line.
	r := cli(t, "los", "thornby-raid", "J2", "E5", "--json")
	var got losJSON
	if err := json.Unmarshal([]byte(r.Stdout), &got); err != nil {
		t.Fatal(err)
	}
	if got.BlockedBy == nil || *got.BlockedBy == "" || got.Cover != "infinite" {
		t.Errorf("blocked answer %+v should name the block and give infinite cover", got)
	}
}
