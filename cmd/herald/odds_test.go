package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestCLIOdds(t *testing.T) {
	runStdoutCases(t, []stdoutCase{
		{[]string{"odds", "--attack", "45", "--defence", "13", "--json"},
			`{"attack":45,"defence":13,"odds":"3-1","final":"3-1","results":["dw","dw","ds","d1","d1","a1","aw","-","-","-"]}` + "\n", 0},
		// §9.4: a knight of 27 charges with 40.5 (fractions kept).
		{[]string{"odds", "--attack", "27", "--defence", "20", "--charge", "--json"},
			`{"attack":40.5,"defence":20,"odds":"2-1","final":"2-1","results":["dw","d1","d1","a1","aw","-","-","-","-","-"]}` + "\n", 0},
		{[]string{"odds", "--attack", "45", "--defence", "13", "--shift", "-2", "--target", "mounted", "--json"},
			`{"attack":45,"defence":13,"odds":"3-1","final":"1-1","results":["d1","d1","a1","a1","aw","-","-","-","-","-"]}` + "\n", 0},
		{[]string{"odds", "--json", "--attack", "1", "--defence", "100", "--shift", "-3"}, `~"odds":"1-4","final":"1-4"`, 0},
		{[]string{"odds", "--attack", "45", "--defence", "13"}, "~Chances: kill 0%, wound 20%, stun 10%, retreat 20%, nothing 30%, attacker hurt 20%", 0},
		{[]string{"odds", "--attack", "30", "--defence", "15", "--target", "mounted", "--charge"}, "~horse killed 10%", 0},
		{[]string{"odds", "--attack", "abc", "--defence", "13"}, "", 2},
		{[]string{"odds", "--attack", "5", "--defence", "-1"}, "", 2},
		{[]string{"odds", "--attack", "NaN", "--defence", "3"}, "", 2},
		{[]string{"odds", "--attack", "5", "--defence", "3", "--target", "dragon"}, "", 2},
		{[]string{"odds", "--attack", "5", "--defence", "3", "--shift", "x"}, "", 2},
		{[]string{"odds", "--attack", "5"}, "", 2},
		{[]string{"odds", "--attack", "5", "--defence", "3", "extra"}, "", 2},
	})
}

func TestOddsNamesBadValue(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"odds", "--attack", "4x", "--defence", "3"}, &out, &errb); code != exitUsage {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(errb.String(), `"4x"`) {
		t.Errorf("stderr %q does not name the bad value", errb.String())
	}
	out.Reset()
	if code := run([]string{"odds", "--attack", "10", "--defence", "5", "--target", "animal", "--json"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d", code)
	}
	var v struct{ Results []string }
	if err := json.Unmarshal(out.Bytes(), &v); err != nil || len(v.Results) != 10 || v.Results[0] != "dw" {
		t.Errorf("animal target uses the mounted table: %s (%v)", out.String(), err)
	}
}
