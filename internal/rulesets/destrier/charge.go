package destrier

import (
	"fmt"
	"slices"

	"herald/internal/dice"
)

// ChargeRules is data/destrier/charge.yaml: cavalry charges in the
// movement segment (CHARGE MOVEMENT: CAVALRY MANEUVERS).
type ChargeRules struct {
	// Strike: where a charger stops to strike a target that did not
	// charge him, by his weapon (lance 1", spear or flail 1/2"; any other
	// weapon "almost in contact", 0).
	Strike map[WeaponKind]Inches `yaml:"strike" json:"strike"`
	// Reply: where the target may strike back (lance or pike 1", pole arm
	// or flail 1/2"; any other at the point of closest passage, 0).
	Reply     map[WeaponKind]Inches `yaml:"reply" json:"reply"`
	Rear      int                   `yaml:"rear" json:"rear"`             // + to a charge from behind
	RearReply int                   `yaml:"rear_reply" json:"rear_reply"` // - to the reply
	// Spacing of several targets: the next on the same side of the steed
	// at least SameSide from the last, on the other side OtherSide.
	SameSide  Inches `yaml:"same_side" json:"same_side"`
	OtherSide Inches `yaml:"other_side" json:"other_side"`
	// Straight runs: before contact, and after it if movement remains.
	Before Inches `yaml:"before" json:"before"`
	After  Inches `yaml:"after" json:"after"`
	// Slowed: movement lost per figure contacted and bashed.
	Slowed Inches `yaml:"slowed" json:"slowed"`
	// Lances: a critical hit on armour class ShatterAC or more shatters
	// it; otherwise it breaks on Break%, hit or not.
	Break     int `yaml:"lance_break" json:"lance_break"`
	ShatterAC int `yaml:"shatter_ac" json:"shatter_ac"`
	// Slowest: "charges cannot be properly conducted at a walk".
	Slowest Speed `yaml:"slowest" json:"slowest"`
	// Passing: what a target may attempt at the point of closest passage.
	Passing []CardName `yaml:"passing" json:"passing"`
	// MaxTargets bounds a declaration (herald's own limit on input).
	MaxTargets int `yaml:"max_targets" json:"max_targets"`
}

func (c *ChargeRules) validate() error {
	for _, m := range []map[WeaponKind]Inches{c.Strike, c.Reply} {
		for k, v := range m {
			if !slices.Contains(weaponKinds, k) || v < 0 || v > 6 {
				return fmt.Errorf("reach of %q: %v", k, v)
			}
		}
	}
	switch {
	case c.Rear < 0 || c.Rear > 100 || c.RearReply < 0 || c.RearReply > 100:
		return fmt.Errorf("rear %d, rear_reply %d", c.Rear, c.RearReply)
	case c.SameSide <= 0 || c.OtherSide < c.SameSide || c.Before < 0 || c.After < 0 || c.Slowed < 0:
		return fmt.Errorf("distances: same side %v, other side %v, before %v, after %v, slowed %v", c.SameSide, c.OtherSide, c.Before, c.After, c.Slowed)
	case c.Break < 0 || c.Break > 100 || c.ShatterAC < 0:
		return fmt.Errorf("lance_break %d, shatter_ac %d", c.Break, c.ShatterAC)
	case c.Slowest.Index() < 0:
		return fmt.Errorf("slowest: %q is not a speed", c.Slowest)
	case c.MaxTargets < 1 || c.MaxTargets > 20:
		return fmt.Errorf("max_targets %d", c.MaxTargets)
	}
	for _, p := range c.Passing {
		if _, ok := cardValues[p]; !ok {
			return fmt.Errorf("passing: %q is not a card", p)
		}
	}
	return nil
}

// Declaration is what a cavalry figure writes secretly after the
// initiative: the figures it charges, in order, or none.
type Declaration struct {
	Charger string   `json:"charger"`
	Side    string   `json:"side"`
	Targets []string `json:"targets,omitempty"` // none: no charge (a bluff)
}

// CheckDeclaration checks a written charge: the charger is cavalry (a
// rider, or a steed with no rider), and names enemies, none twice, no
// more than herald's bound. Its speed is reached during the charge, by
// the acceleration C&S p.59 allows (ChangeSpeed, MayCharge).
func (r *Rules) CheckDeclaration(charger Fighter, d Declaration, enemies []string) error {
	if len(d.Targets) == 0 {
		return nil
	}
	if !charger.Mounted() && charger.Kind != Steed {
		return errf(SecCharge, "%s is not cavalry: only cavalry charges in the movement segment", charger.Name)
	}
	if len(d.Targets) > r.Charge.MaxTargets {
		return errf(SecCharge, "%s names %d targets; herald takes at most %d", charger.Name, len(d.Targets), r.Charge.MaxTargets)
	}
	seen := map[string]bool{}
	for _, t := range d.Targets {
		if !slices.Contains(enemies, t) {
			return errf(SecCharge, "%s charges %q, who is not an enemy on the table", charger.Name, t)
		}
		if seen[t] {
			return errf(SecCharge, "%s names %s twice", charger.Name, t)
		}
		seen[t] = true
	}
	return nil
}

// Mutual reports the mutual charges: pairs who named each other. Each pair
// appears once, in the order of the first declaration.
func Mutual(decls []Declaration) [][2]string {
	names := map[string][]string{}
	for _, d := range decls {
		names[d.Charger] = d.Targets
	}
	var out [][2]string
	done := map[string]bool{}
	for _, d := range decls {
		for _, t := range d.Targets {
			if done[t] || done[d.Charger] || !slices.Contains(names[t], d.Charger) {
				continue
			}
			out = append(out, [2]string{d.Charger, t})
			done[d.Charger], done[t] = true, true
			break
		}
	}
	return out
}

// ChargeStep is one charge in the order they are resolved.
type ChargeStep struct {
	Charger string `json:"charger"`
	Partner string `json:"partner,omitempty"` // a mutual charge's other figure
}

// ChargeOrder is the order charges are resolved: the mutual charges first,
// in the order the initiative winner declared his side of them (the
// winner's figure as Charger), then the winner's other charges, then the
// loser's, each in the order written.
func ChargeOrder(decls []Declaration, winner string) []ChargeStep {
	partner := map[string]string{}
	for _, p := range Mutual(decls) {
		partner[p[0]], partner[p[1]] = p[1], p[0]
	}
	var steps []ChargeStep
	for _, d := range decls {
		if p, ok := partner[d.Charger]; ok && d.Side == winner {
			steps = append(steps, ChargeStep{Charger: d.Charger, Partner: p})
		}
	}
	for _, first := range []bool{true, false} {
		for _, d := range decls {
			if _, mutual := partner[d.Charger]; len(d.Targets) > 0 && !mutual && (d.Side == winner) == first {
				steps = append(steps, ChargeStep{Charger: d.Charger})
			}
		}
	}
	return steps
}

// StrikeAt is where a charger stops to strike: 1" from the target with a
// lance, 1/2" with a spear or flail, almost in contact (0) otherwise.
func (r *Rules) StrikeAt(w *Weapon) Inches { return r.Charge.Strike[w.Kind] }

// ReplyAt is where a charged figure may strike back: 1" with a lance or
// pike, 1/2" with a pole arm or flail (or any weapon if over 10 feet
// tall), and at the point of closest passage (0) otherwise.
func (r *Rules) ReplyAt(f Fighter, w *Weapon) Inches {
	at := r.Charge.Reply[w.Kind]
	if f.Height > r.Melee.Tall {
		at = max(at, r.Charge.Reply[PoleArm])
	}
	return at
}

// FirstStrike is the order of a charger's and a target's blows: the
// longer reach strikes first (a lance before a sword: the target must
// survive it to reply); equal reaches strike together, unless both ride,
// when the superior mount strikes first; a target that cannot reply (from
// behind, or down) lets the charger strike alone.
func (r *Rules) FirstStrike(charger, target Fighter, cw, tw *Weapon, targetMay bool, cSteed, tSteed *Fighter) Order {
	if !targetMay {
		return FirstFirst
	}
	c, t := r.StrikeAt(cw), r.ReplyAt(target, tw)
	switch {
	case c > t+epsilon:
		return FirstFirst
	case t > c+epsilon:
		return SecondFirst
	}
	if cSteed != nil && tSteed != nil {
		return r.Superiority(*cSteed, *tSteed)
	}
	return Together
}

// Superiority orders two riders' lance strikes at the joust by their
// mounts (a Great Horse first, then a Griffin, a Hippogrif, any other):
// "a rider on a definitely superior mount" may unhorse the other before
// he strikes.
func (r *Rules) Superiority(a, b Fighter) Order {
	ra, rb := r.JoustRank(a), r.JoustRank(b)
	switch {
	case ra < rb:
		return FirstFirst
	case rb < ra:
		return SecondFirst
	}
	return Together
}

// LanceBreak says whether a lance broke in the strike: a critical hit on
// armour class 4 or more shatters it; otherwise it breaks on 10%, hit or
// not. The check has no roll when the lance shattered.
func (r *Rules) LanceBreak(critical bool, targetAC int, d dice.Source) Check {
	if critical && targetAC >= r.Charge.ShatterAC {
		return Check{Why: "lance shattered on a critical hit", Chance: 100, Success: true}
	}
	return Test(d, r.Charge.Break, "lance breaks")
}

// TargetSide is the side of the steed a target is on at the instant of
// contact.
type TargetSide string

// The two sides.
const (
	LeftSide  TargetSide = "left"
	RightSide TargetSide = "right"
)

// SideOf is the side a target is on: the side of the steed's front centre
// holding the larger portion of its stand; a centred stand is on the side
// the charger chooses.
func SideOf(left, right float64, chosen TargetSide) TargetSide {
	switch {
	case left > right+1e-9:
		return LeftSide
	case right > left+1e-9:
		return RightSide
	}
	return chosen
}

// CheckSpacing checks the next target of a charge against the last: at
// least 3" away on the same side of the steed, 6" on the other side.
func (r *Rules) CheckSpacing(last, next TargetSide, gap Inches) error {
	need := r.Charge.SameSide
	if last != next {
		need = r.Charge.OtherSide
	}
	if !need.AtMost(gap) {
		return errf(SecCharge, "the next target is %v away on the %s side; a charge needs %v to reach another on that side", gap, next, need)
	}
	return nil
}

// CheckRun checks a charge's straight runs: 2" before contact with a
// target, and 1" after it when movement remains.
func (r *Rules) CheckRun(before, after, remaining Inches) error {
	if !r.Charge.Before.AtMost(before) {
		return errf(SecCharge, "a charge must run %v straight before contact, not %v", r.Charge.Before, before)
	}
	if remaining > epsilon && !min(r.Charge.After, remaining).AtMost(after) {
		return errf(SecCharge, "a charge must run %v straight after contact while movement remains, not %v", r.Charge.After, after)
	}
	return nil
}

// MayCharge checks a steed's speed for a charge: not at a walk.
func (r *Rules) MayCharge(steed Fighter) error {
	if steed.Speed.Index() < r.Charge.Slowest.Index() {
		return errf(SecChargeSpeed, "%s is at a %s: charges cannot be conducted slower than a %s", steed.Name, steed.Speed.orStand(), r.Charge.Slowest)
	}
	return nil
}

// Slowed is a charging steed's movement left after contacting and bashing
// figures: 2" less for each.
func (r *Rules) Slowed(remaining Inches, contacts int) Inches {
	return max(remaining-Inches(contacts)*r.Charge.Slowed, 0)
}

// Stumble rolls whether a horse stumbles crossing the stand of the
// target it just passed (stand-in chance).
func (r *Rules) Stumble(horse Fighter, d dice.Source) Check {
	return Test(d, r.Mounts.Stumble, horse.Name+" stumbles")
}

// Passing checks what a charged figure attempts at the point of closest
// passage: DELIVER BLOW, PULL RIDER FROM SADDLE or HAMSTRING HORSE.
func (r *Rules) Passing(c CardName) error {
	if !slices.Contains(r.Charge.Passing, c) {
		return errf(SecCharge, "at the point of closest passage a figure may attempt only %v, not %s", r.Charge.Passing, c)
	}
	return nil
}

// MayReply reports whether a figure a charge struck or bashed strikes back
// as the mount passes: only on its feet and not stunned; charged from
// behind, only if the charger passes to its front.
func MayReply(target Fighter, fromBehind, passesFront bool) bool {
	if target.Down() || target.Stunned || target.Out() {
		return false
	}
	return !fromBehind || passesFront
}
