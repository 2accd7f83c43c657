package tenthsdata

import (
	"io/fs"
	"testing"

	"herald/data"
	"herald/internal/datafile/datafiletest"
)

func TestShippedTablesLoad(t *testing.T) {
	r, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Riding.Rows) != 5 || len(r.Athletics.Rows) != 10 || len(r.Lance.Rows) != 3 || len(r.Armour.Types) != 8 {
		t.Errorf("riding %d, athletics %d, lance %d, armour %d", len(r.Riding.Rows), len(r.Athletics.Rows), len(r.Lance.Rows), len(r.Armour.Types))
	}
}

// A broken table is refused with the file or table and the reason: every
// kind of cell the loader checks.
func TestLoadRefusesBrokenTables(t *testing.T) {
	datafiletest.RefusesBroken(t, data.FS, "tenths", Files, []datafiletest.Broken{
		{"unknown key", "lance.yaml", "rule: lance", "rule: lance\nspurs: 2", "spurs"},
		{"riding cell", "riding.yaml", "3/-4/-5", "3/-4", "speed/attack/defence"},
		{"riding row short", "riding.yaml", "0/-1/-2]  # horse 0.1", "]  # horse 0.1", "cells for 5 rider bands"},
		{"riding band gap", "riding.yaml", `"2.0..3.9"`, `"2.1..3.9"`, "does not follow"},
		{"athletics slows", "athletics.yaml", "{rate: 3, corrected: [3, 3, 2, 2, 1]}", "{rate: 3, corrected: [4, 3, 2, 2, 1]}", "never slows"},
		{"athletics row missing", "athletics.yaml", "  - {rate: 5, corrected: [5, 5, 4, 3, 2]}\n", "", "want 5"},
		{"lance cell missing", "lance.yaml", "add: [5, 5, 3, 2, 0]", "add: [5, 5, 3, 2]", "4 cells"},
		{"lance column", "lance.yaml", "columns: [running-towards,", "columns: [sprinting-towards,", "running-towards"},
		{"bash gap", "bash.yaml", `{score: "1..5", printed: "1 – 5"`, `{score: "2..5", printed: "1 – 5"`, "does not follow"},
		{"bash shield", "bash.yaml", "shield: -10", "shield: -5", "ten"},
		{"bash effect", "bash.yaml", "effect: knocked-down}", "effect: flattened}", "flattened"},
		{"horse rates slower at a gallop", "horses.yaml", "walk: 6, canter: 3, gallop: 2", "walk: 6, canter: 3, gallop: 4", "must not get slower"},
		{"horse armour unknown", "horses.yaml", "armour: [shvy, full]", "armour: [shvy, fulll]", "fulll"},
		{"horse attack data", "horses.yaml", "a: 1.8, b: 6", "a: 1.9, b: 6", "A = 1.8"},
		{"ground gap", "ground.yaml", `{rate: "4..7", add: 2}`, `{rate: "5..7", add: 2}`, "does not follow"},
		{"ground decimal", "ground.yaml", `{rate: "..5", add: 1}`, `{rate: "..5.5", add: 1}`, "whole ends"},
		{"weapon training", "weapons.yaml", "training: axe, type: cut", "training: axes, type: cut", "axes"},
		{"weapon type", "weapons.yaml", "name: mace, source: herald, training: mace, type: cut", "name: mace, source: herald, training: mace, type: crush", "crush"},
		{"weapon a", "weapons.yaml", "a: 2.2, accuracy: 2.2, b: 10", "a: 22, accuracy: 2.2, b: 10", "0 to 10"},
		{"weapon two decimals", "weapons.yaml", "a: 2.2, accuracy: 2.2, b: 10", "a: 2.25, accuracy: 2.2, b: 10", "one decimal place"},
		{"text row without rule", "weapons.yaml", "{name: hand, source: text, rule: unarmed,", "{name: hand, source: text,", "needs its rule"},
		{"missing module weapon", "weapons.yaml", "  - {name: lance, source: text", "  - {name: lancet, source: text", `"lance" is missing`},
		{"gun cartridges", "weapons.yaml", "automatic: true\n    cartridges: 6", "automatic: true\n    cartridges: 7", "six cartridges"},
		{"missile bands", "weapons.yaml", "bands: [{to: 6, potential: 1}, {to: 15, potential: 0}, {to: 35,", "bands: [{to: 16, potential: 1}, {to: 15, potential: 0}, {to: 35,", "must rise"},
		{"armour protection", "armour.yaml", "{head: 13, neck: 11", "{head: 16, neck: 11", "0..15"},
		{"armour area missing", "armour.yaml", "{head: 0, neck: 0, shoulder: 0, arm: 0, chest: 0, hand: 0, abdomen: 0, groin: 0, leg: 0, foot: 0}", "{head: 0, neck: 0, shoulder: 0, arm: 0, chest: 0, hand: 0, abdomen: 0, groin: 0, leg: 0, toe: 0}", "no protection for foot"},
		{"armour order", "armour.yaml", "protection: {head: 13, neck: 11", "protection: {head: 1, neck: 1", "does not rise"},
		{"armour rate", "armour.yaml", "walk: 10\n    run: 7", "walk: 13\n    run: 7", "3..12"},
		{"hit faces", "hitlocation.yaml", "faces: [1, 1, 1, 2, 5, 1, 5, 2, 1, 1]", "faces: [1, 1, 1, 2, 5, 1, 5, 2, 1, 2]", "sum to 21"},
		{"hit location order", "hitlocation.yaml", "{number: 2, name: neck", "{number: 3, name: neck", "numbered 3"},
		{"hit location area", "hitlocation.yaml", "{number: 4, name: body, area: abdomen}", "{number: 4, name: body, area: belly}", "belly"},
		{"dodge face missing", "dodge.yaml", "9: FR, 10: FR}", "9: FR}", "have 9"},
		{"dodge into attacker", "dodge.yaml", "1: F, 2: F, 3: F, 4: F, 5: FL", "1: B, 2: F, 3: F, 4: F, 5: FL", "back into the attacker"},
		{"dodge direction", "dodge.yaml", "1: F, 2: F, 3: F, 4: F, 5: FL", "1: UP, 2: F, 3: F, 4: F, 5: FL", "UP"},
		{"horse hex twice", "dodge.yaml", "{number: 3, path: R BR}", "{number: 3, path: H BR}", "distinct hex"},
		{"reach path", "reach.yaml", "medium: [F, FL, FR]\n", "medium: [F, FL, FX]\n", "FX"},
		{"reach horseback anchor", "reach.yaml", "forward: [H F, H FR]", "forward: [F, H FR]", "must start at H or R"},
		{"damage falls", "wounds.yaml", "- [4, 5, 6, 7, 8, 9]    # 12..14", "- [4, 5, 6, 7, 6, 9]    # 12..14", "falls below"},
		{"damage open top", "wounds.yaml", `"15..17", "18.."]`, `"15..17", "18..30"]`, "open above"},
		{"wound unknown", "wounds.yaml", `{factor: "3..4", vital: wound, limb: wound}`, `{factor: "3..4", vital: wound, limb: scratch}`, "scratch"},
		{"wound type missing", "wounds.yaml", "  - {name: disablement, printed: Disablement, time: 5, potential: 6, out: true}\n", "", "disablement"},
		{"fatigue horse", "fatigue.yaml", "canter: {every: 50, points: 1}", "canter: {every: 40, points: 1}", "every 50"},
		{"fatigue levels", "fatigue.yaml", "{from_percent: 100,", "{from_percent: 40,", "must rise"},
		{"base formula", "base.yaml", "skill_dexterity: 10", "skill_dexterity: 0", "skill_dexterity"},
		{"base horse will power", "base.yaml", "horse_will_power: {name: horse will power, min: 0, max: 10", "horse_will_power: {name: horse will power, min: 0, max: 12", "0..10"},
		{"profile value", "base.yaml", "strength: 18", "strength: 25", "outside 1..20"},
		{"profile armour", "base.yaml", "armour: xhvy", "armour: mithril", "mithril"},
		{"profile training", "base.yaml", "training: {combat: 6}", "training: {combat: 11}", "outside 0..10"},
	}, loadFS)
}

func TestLoadRefusesMissingAndHugeFiles(t *testing.T) {
	datafiletest.RefusesMissingAndHuge(t, data.FS, "tenths", Files, loadFS)
}

// loadFS is LoadFS for the shared checks, which want only the error.
func loadFS(fsys fs.FS, dir string) error {
	_, err := LoadFS(fsys, dir)
	return err
}
