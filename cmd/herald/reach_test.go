package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCLIReach(t *testing.T) {
	r := cli(t, "reach", "thornby-raid", "Sir Ranulf", "--json")
	if r.Code != 0 {
		t.Fatalf("exit %d: %s", r.Code, r.Stderr)
	}
	var got reachJSON
	if err := json.Unmarshal([]byte(r.Stdout), &got); err != nil {
		t.Fatal(err)
	}
	if got.Character != "Sir Ranulf" || got.MPA != 8 || len(got.Reach) == 0 {
		t.Fatalf("reach answer %+v", got)
	}
	for _, st := range got.Reach {
		if st.Cost > got.MPA {
			t.Errorf("%s costs %d beyond the MPA", st.Hex, st.Cost)
		}
		if len(st.Path) == 0 || st.Path[0] != "J2-J1" || st.Path[len(st.Path)-1] != st.Hex {
			t.Errorf("%s: path %v should run from J2-J1 to it", st.Hex, st.Path)
		}
		if !strings.Contains(st.Hex, "-") {
			t.Errorf("a rider's place %q should be head-rear", st.Hex)
		}
	}

	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"reach", "thornby-raid", "Bran"}, 0, "Bran, MPA 6"},
		{[]string{"reach", "thornby-raid", "Nobody"}, 2, `no character named "Nobody"`},
		{[]string{"reach", "village", "Bran"}, 2, "needs a scenario"},
		{[]string{"reach", "thornby-raid"}, 2, "a scenario and a character"},
	} {
		r := cli(t, tc.args...)
		out := r.Stdout
		if tc.code != 0 {
			out = r.Stderr
		}
		if r.Code != tc.code || !strings.Contains(out, tc.want) {
			t.Errorf("herald %v: exit %d, stdout %q stderr %q; want exit %d with %q", tc.args, r.Code, r.Stdout, r.Stderr, tc.code, tc.want)
		}
	}
}
