package argaddata

import "testing"

func TestShippedTablesLoad(t *testing.T) {
	r, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	t.Log(len(r.Tags()))
}
