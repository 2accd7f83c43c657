package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestCLIFire(t *testing.T) {
	runStdoutCases(t, []stdoutCase{
		{[]string{"fire", "--weapon", "longbow", "--range", "45", "--json"},
			`{"weapon":"longbow","range":45,"band":"medium","drm":2,"results":["dk","dw","dw","d2","d2","-","-","-","-","-"]}` + "\n", 0},
		{[]string{"fire", "--weapon", "crossbow", "--range", "1", "--target", "mounted", "--json"},
			`{"weapon":"crossbow","range":1,"band":"short","drm":0,"results":["dk","*dw","dw","dw","*ds","d4","-","-","-","-"]}` + "\n", 0},
		{[]string{"fire", "--weapon", "ballista", "--range", "101", "--json"},
			`{"weapon":"ballista","range":101,"band":"long","drm":0,"results":["dk","dk","dk","dw","dw","d2","d2","-","-","-"]}` + "\n", 0},
		{[]string{"fire", "--weapon", "mounted-shortbow", "--range", "20", "--firer-moved", "--json"}, `~"band":"medium","drm":5`, 0},
		{[]string{"fire", "--weapon", "mounted-longbow", "--range", "20", "--firer-moved", "--json"}, `~"band":"short","drm":3`, 0},
		{[]string{"fire", "--weapon", "dagger", "--range", "2", "--json"}, `~"results":["dk","dk","dk","dw","dw","-"`, 0},
		{[]string{"fire", "--weapon", "sling", "--range", "3", "--cover", "heavy", "--armoured", "--night", "--moving-target", "--firer-wounded", "--json"}, `~"drm":9`, 0},
		{[]string{"fire", "--weapon", "longbow", "--range", "45"}, "~Chances: kill 10%, wound 20%, stun 0%, retreat 20%, nothing 50%", 0},
		{[]string{"fire", "--weapon", "longbow", "--range", "121"}, "", 1},
		{[]string{"fire", "--weapon", "shuriken", "--range", "7"}, "", 1},
		{[]string{"fire", "--weapon", "sling", "--range", "0"}, "", 1},
		{[]string{"fire", "--weapon", "bazooka", "--range", "3"}, "", 2},
		{[]string{"fire", "--weapon", "longbow", "--range", "far"}, "", 2},
		{[]string{"fire", "--weapon", "longbow", "--range", "-4"}, "", 2},
		{[]string{"fire", "--weapon", "longbow", "--range", "4", "--cover", "thick"}, "", 2},
		{[]string{"fire", "--weapon", "longbow", "--range", "4", "--target", "dragon"}, "", 2},
		{[]string{"fire", "--weapon", "mounted-longbow-moving", "--range", "4"}, "", 2},
		{[]string{"fire", "--range", "4"}, "", 2},
	})
}

// The contract: a range beyond the longest band says the maximum.
func TestFireSaysMaximumRange(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"fire", "--weapon", "crossbow", "--range", "91"}, &out, &errb); code != exitNo {
		t.Fatalf("exit %d, want %d", code, exitNo)
	}
	if !strings.Contains(errb.String(), "90") {
		t.Errorf("stderr %q does not give the maximum of 90", errb.String())
	}
	errb.Reset()
	run([]string{"fire", "--weapon", "bazooka", "--range", "3"}, &out, &errb)
	if !strings.Contains(errb.String(), `"bazooka"`) || !strings.Contains(errb.String(), "longbow") {
		t.Errorf("stderr %q should name the bad weapon and list the good ones", errb.String())
	}
}
