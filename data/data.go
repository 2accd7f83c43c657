// Package data ships herald's tables, terrain types, maps and scenarios
// inside the binary, so a fresh install needs no other files.
package data

import "embed"

// FS holds everything under data/ except Go files.
//
//go:embed cryhavoc chainmail argad tenths destrier maps tables scenarios
var FS embed.FS
