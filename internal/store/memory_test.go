package store_test

import (
	"testing"

	"herald/internal/store"
	"herald/internal/store/storetest"
)

func TestMemoryConformance(t *testing.T) {
	storetest.Run(t, storetest.Backend{
		Open: func(t *testing.T) store.Store { return store.NewMemory() },
	})
}
