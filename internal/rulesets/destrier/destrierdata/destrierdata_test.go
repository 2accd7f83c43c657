package destrierdata

import "testing"

func TestShippedTablesLoad(t *testing.T) {
	if _, err := Load(); err != nil {
		t.Fatal(err)
	}
}
