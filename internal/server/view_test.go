package server

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
)

// writeView splices the state in by hand; it must give what writeJSON
// gives, byte for byte.
func TestWriteViewSameAsWriteJSON(t *testing.T) {
	state, err := json.Marshal(map[string]any{"phase": "move", "note": `a <b> & "c"`, "state": 0, "n": []int{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []*View{
		{ID: "g1", You: "Raiders", Phase: "start", SideSeeds: map[string]string{"Raiders": ""}, State: state,
			LastReport: []string{`"state":0`, "Bran moves <H2>"}},
		{ID: "g2", State: json.RawMessage(`{}`), Seed: "00ff"},
		{ID: "g3"},
	} {
		want, got := httptest.NewRecorder(), httptest.NewRecorder()
		writeJSON(want, 200, v)
		writeView(got, v)
		if got.Body.String() != want.Body.String() {
			t.Errorf("writeView:\n%s\nwriteJSON:\n%s", got.Body, want.Body)
		}
		if got.Header().Get("Content-Type") != want.Header().Get("Content-Type") || got.Code != want.Code {
			t.Errorf("headers %v %d, want %v %d", got.Header(), got.Code, want.Header(), want.Code)
		}
	}
}
