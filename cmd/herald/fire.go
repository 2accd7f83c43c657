package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/rulesets/cryhavoc/havocdata"
)

func init() {
	register(&command{
		name:    "fire",
		summary: "Cry Havoc missile fire: range band, DRM and the result for every die roll",
		run:     runFire,
	})
}

func runFire(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("fire", "--weapon W --range N [--target infantry|mounted|animal] [--cover none|light|medium|heavy] [--armoured] [--night] [--moving-target] [--firer-wounded] [--firer-moved] [--json]",
		`Works out a Cry Havoc missile attack (§6): the range band of the weapon,
the die roll modifier (weapon, range, cover, armour, night, moving target,
wounded firer) and the Missile Fire Table result for each die roll with the
modifier added. A range beyond the weapon's long range is refused (exit 1).

Weapons: shortbow mounted-shortbow longbow mounted-longbow crossbow ballista
sling spear dagger shuriken. --firer-moved uses the "moving" row of the
mounted bows.`, stderr)
	weapon := fs.String("weapon", "", "missile weapon `W`")
	rangeS := fs.String("range", "", "range `N` in hexes, counting the target's hex but not the firer's")
	target := fs.String("target", "infantry", "target: infantry, mounted or animal")
	coverS := fs.String("cover", "none", "target's cover: none, light, medium or heavy (only the heaviest counts)")
	armoured := fs.Bool("armoured", false, "target is armoured")
	night := fs.Bool("night", false, "night, and the target's hex is not illuminated")
	moving := fs.Bool("moving-target", false, "target moved 7 or more hexes in its last player turn")
	wounded := fs.Bool("firer-wounded", false, "the firer is wounded")
	moved := fs.Bool("firer-moved", false, "the firer spent MP this turn before firing (mounted bows)")
	asJSON := fs.Bool("json", false, "print JSON")
	if code := parseFlagsOnly(fs, args, stdout, stderr, "fire", "weapon", "range"); code >= 0 {
		return code
	}
	tab, err := havocdata.Tables()
	if err != nil {
		return fail(stderr, "loading tables: %v", err)
	}
	if w, ok := tab.Weapon(*weapon); !ok || w.MovingOf != "" {
		return fail(stderr, "--weapon %q: unknown weapon (want one of %s)", *weapon, strings.Join(tab.WeaponKeys(), ", "))
	}
	rng, err := strconv.Atoi(strings.TrimSpace(*rangeS))
	if err != nil || rng < 0 {
		return fail(stderr, "--range %q: want a whole number of hexes, 1 or more", *rangeS)
	}
	kind, err := havoc.ParseTargetKind(*target)
	if err != nil {
		return fail(stderr, "--target: %v", err)
	}
	cover, err := havoc.ParseCover(*coverS)
	if err != nil {
		return fail(stderr, "--cover: %v", err)
	}
	f := havoc.Fire{Weapon: *weapon, Range: rng, TargetKind: kind, Cover: cover, Armoured: *armoured,
		Night: *night, MovingTarget: *moving, FirerWounded: *wounded, FirerMoved: *moved}
	o, err := tab.FireOdds(&f)
	if err != nil {
		var re *rule.Error
		if errors.As(err, &re) {
			fmt.Fprintf(stderr, "herald: no: %v\n", err)
			return exitNo
		}
		return fail(stderr, "%v", err)
	}
	if *asJSON {
		return writeJSON(stdout, stderr, struct {
			Weapon  string         `json:"weapon"`
			Range   int            `json:"range"`
			Band    string         `json:"band"`
			DRM     int            `json:"drm"`
			Results []havoc.Result `json:"results"`
		}{*weapon, rng, o.Band.String(), o.DRM, o.Results[:]})
	}
	name := *weapon
	if o.Weapon.Key != name {
		name += " (moving)"
	}
	fmt.Fprintf(stdout, "%s at %d hexes: %s range, DRM %+d — %s (§%s)\n", name, rng, o.Band, o.DRM, o.Table.Title, o.Table.Rule)
	printColumn(stdout, o.Results)
	ch := havoc.ChancesOf(o.Results)
	fmt.Fprintf(stdout, "Chances: kill %s, wound %s, stun %s, retreat %s, nothing %s",
		pct(ch.Killed), pct(ch.Wounded), pct(ch.Stunned), pct(ch.Retreat), pct(ch.Nothing))
	if ch.HorseKilled > 0 {
		fmt.Fprintf(stdout, "; horse killed %s", pct(ch.HorseKilled))
	}
	fmt.Fprintln(stdout)
	return exitOK
}
