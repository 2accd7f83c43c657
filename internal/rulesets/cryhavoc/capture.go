package cryhavoc

// Taking prisoners (§12.4): a stunned enemy no friendly soldier is near
// enough to protect is taken by an active man beside him, who guards him
// from then on. A prisoner is never attacked and acts no more (escape is
// §22.7's, not played yet); his guard stays with him; a guard stunned,
// killed, dismounted or driven back lets him go (§10).

import (
	"fmt"
	"slices"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// TypeCaptured is the event of a prisoner taken.
const TypeCaptured = "captured"

// capturePlan is a checked capture.
type capturePlan struct{ prisoner *Character }

type capturedResult struct {
	Guard    string `json:"guard"`
	Prisoner string `json:"prisoner"`
	At       string `json:"at"`
}

// soldier reports whether c counts as a soldier for §12.4 and §22.7: any
// fighting man, not a civilian.
func soldier(c *Character) bool {
	return c.def.Class != "civilian" && !slices.Contains(c.def.Abilities, "civilian")
}

// planCapture checks "Hob guard Sir Ranulf" (§12.4).
func (h *CryHavoc) planCapture(s *State, c *Character, o notation.Order) (capturePlan, error) {
	if len(o.Targets) != 1 {
		return capturePlan{}, rule.Errorf("12.4", "a guard takes one prisoner at a time")
	}
	t, ok := s.Character(o.Targets[0])
	switch {
	case !ok:
		return capturePlan{}, s.unknown(o.Targets[0])
	case c.Status == Stunned:
		return capturePlan{}, rule.Errorf("10.3", "%s is stunned", c.Name)
	case c.InMelee:
		return capturePlan{}, rule.Errorf("12.4", "%s is in melee and may not take up guard duty", c.Name)
	case c.Task != nil:
		return capturePlan{}, rule.Errorf("12.1", "%s is working on a task", c.Name)
	case s.leading(c) != nil:
		return capturePlan{}, rule.Errorf("12.4", "%s leads an animal and may not guard prisoners as well", c.Name)
	case t.Side == c.Side:
		return capturePlan{}, rule.Errorf("12.4", "%s is on %s's own side", t.Name, c.Name)
	case !t.Live():
		return capturePlan{}, rule.Errorf("10.5", "%s is dead", t.Name)
	case t.CapturedBy != "":
		return capturePlan{}, rule.Errorf("12.4", "%s is already a prisoner of %s", t.Name, t.CapturedBy)
	case t.Status != Stunned:
		return capturePlan{}, rule.Errorf("12.4", "only a stunned character may be taken prisoner (or one who surrendered, §22.7); %s is %s", t.Name, t.Status)
	}
	f, err := s.field()
	if err != nil {
		return capturePlan{}, err
	}
	if !besideADJACENT(f, c, t) {
		return capturePlan{}, rule.Errorf("12.4", "%s must be ADJACENT to %s to take him", c.Name, t.Name)
	}
	// The nearest friend of the prisoner who could reach him protects him.
	for i := range s.Characters {
		o := &s.Characters[i]
		if o == t || o.Side != t.Side || !o.Live() || o.Status == Stunned || o.CapturedBy != "" || !soldier(o) {
			continue
		}
		u, ok := f.Unit(o.Name)
		if !ok {
			continue
		}
		dist := hex.Distance(o.At, t.At)
		if o.InMelee {
			// A friend in melee protects him only from beside him.
			if err := havoc.MayCaptureStunned(dist, 0, dist == 1); err != nil {
				return capturePlan{}, rule.Errorf("12.4", "%s, in melee, is ADJACENT to %s: he prevents the capture", o.Name, t.Name)
			}
			continue
		}
		if err := havoc.MayCaptureStunned(dist, u.EffectiveMPA(), false); err != nil {
			return capturePlan{}, rule.Errorf("12.4", "%s is %d hexes from %s, within his MPA of %d: he prevents the capture", o.Name, dist, t.Name, u.EffectiveMPA())
		}
	}
	return capturePlan{prisoner: t}, nil
}

// besideADJACENT reports whether c is ADJACENT to a hex of t.
func besideADJACENT(f *field.Field, c, t *Character) bool {
	for _, a := range c.hexes() {
		for _, b := range t.hexes() {
			if f.ADJACENT(field.Foot, a, b) {
				return true
			}
		}
	}
	return false
}

// hexes are the hexes c fills.
func (c *Character) hexes() []hex.Hex {
	if c.Mounted {
		return []hex.Hex{c.At, c.Rear}
	}
	return []hex.Hex{c.At}
}

func (n *State) applyCapture(c *Character, p capturePlan) (string, any, []string) {
	t, _ := n.Character(p.prisoner.Name)
	t.CapturedBy, t.Guard, t.InMelee = c.Side, c.Name, false
	r := capturedResult{Guard: c.Name, Prisoner: t.Name, At: n.m.HexName(t.At)}
	return TypeCaptured, r, []string{fmt.Sprintf("%s takes %s prisoner in %s and guards him (§12.4)", c.Name, t.Name, r.At)}
}

// release frees the prisoners c guards (a result made him let go, §10).
func (s *State) release(c *Character) []string {
	var lines []string
	for i := range s.Characters {
		if p := &s.Characters[i]; p.Guard == c.Name && p.CapturedBy != "" {
			p.CapturedBy, p.Guard = "", ""
			lines = append(lines, fmt.Sprintf("  %s lets his prisoner %s go (§10)", c.Name, p.Name))
		}
	}
	return lines
}

// guarding reports whether c guards a prisoner.
func (s *State) guarding(c *Character) bool {
	return slices.ContainsFunc(s.Characters, func(p Character) bool { return p.Guard == c.Name && p.CapturedBy != "" })
}

// prisonerError refuses an order given to or aimed at a prisoner.
func prisonerError(c *Character, acting bool) error {
	if acting {
		return rule.Errorf("22.7", "%s is a prisoner of %s: escape attempts (§22.7) are not yet supported by the turn engine", c.Name, c.CapturedBy)
	}
	return rule.Errorf("22.7", "%s is a prisoner of %s and may never be attacked", c.Name, c.CapturedBy)
}
