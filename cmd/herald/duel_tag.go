//go:build duel

package main

import "herald/internal/game/rulesettest/duel"

// A binary built with -tags duel also plays duel, the test ruleset of
// sealed orders on a measured table: the tests of sealed play build one.
func init() { duel.Register() }
