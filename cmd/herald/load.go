package main

import (
	"fmt"

	"herald/internal/hex"
)

// loadLayout reads the board layout of a map or scenario file.
func loadLayout(path string) (hex.Layout, error) {
	return hex.Layout{}, fmt.Errorf("%s: map files are not supported yet", path)
}
