package main

import "herald/internal/hex"

// loadLayout reads the board layout of a map or scenario file (or of a
// shipped one by bare name).
func loadLayout(path string) (hex.Layout, error) {
	ld, err := loadScene(path)
	if err != nil {
		return hex.Layout{}, err
	}
	return ld.m.Layout, nil
}
