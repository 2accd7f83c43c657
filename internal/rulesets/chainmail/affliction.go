package chainmail

import (
	"fmt"

	"herald/internal/dice"
	"herald/internal/table"
)

// InRange reports whether a shape loosed from origin reaches: a strike
// the base of its target, a blast the point aimed at; a bolt always starts
// at the origin.
func (s Shape) InRange(origin, aim table.Point, target table.Stand) bool {
	switch s.Kind {
	case ShapeStrike:
		return table.DistanceToPoint(target, origin) <= s.Range.Length+table.Epsilon
	case ShapeBlast:
		return origin.Dist(aim) <= s.Range.Length+table.Epsilon
	}
	return true
}

// boltEnd is where a bolt from origin towards aim ends.
func (s Shape) boltEnd(origin, aim table.Point) table.Point {
	v := aim.Sub(origin)
	l := v.Len()
	if l == 0 {
		return origin
	}
	return origin.Add(v.Scale(float64(s.Length.Length / l)))
}

// Lands reports whether a blast or bolt loosed from origin at aim lands on
// a base: a blast on every base within its radius of the point aimed at,
// a bolt on every base within half its width of its line. A strike lands
// on the stand it names.
func (s Shape) Lands(origin, aim table.Point, st table.Stand) bool {
	switch s.Kind {
	case ShapeBlast:
		return table.DistanceToPoint(st, aim) <= s.Radius.Length+table.Epsilon
	case ShapeBolt:
		return table.DistanceToSegment(st, origin, s.boltEnd(origin, aim)) <= s.Width.Length/2+table.Epsilon
	}
	return true
}

// FiguresUnder counts a body's figures whose bases' middles lie under a
// blast or bolt.
func (s Shape) FiguresUnder(origin, aim table.Point, b Body) int {
	n := 0
	for _, c := range b.FigureCentres() {
		switch s.Kind {
		case ShapeBlast:
			if c.Dist(aim) <= s.Radius.Length+table.Epsilon {
				n++
			}
		case ShapeBolt:
			pt := table.Stand{Centre: c, Base: table.Base{Width: table.Epsilon, Depth: table.Epsilon}}
			if table.DistanceToSegment(pt, origin, s.boltEnd(origin, aim)) <= s.Width.Length/2+table.Epsilon {
				n++
			}
		default:
			n++
		}
	}
	return n
}

// Affliction is what a spell or breath did to one figure.
type Affliction struct {
	Target    string `json:"target"`
	Untouched bool   `json:"untouched,omitempty"` // more hit dice than it can touch
	Save      *Save  `json:"save,omitempty"`
	Damage    int    `json:"damage,omitempty"`
	Killed    bool   `json:"killed,omitempty"`
	Held      int    `json:"held,omitempty"` // rounds
}

// Afflict is a spell's or breath's effect on a single figure: his saving
// throw (at his level, or his hit dice), then on a failed one the harm
// (death, or damage off his hit points) or the hold.
func (r *Rules) Afflict(f Fighter, e Effect, src dice.Source) (Fighter, Affliction, error) {
	a := Affliction{Target: f.Name}
	if f.Dead {
		return f, a, errf(RefBattle, "%s is already dead", f.Name)
	}
	if e.MaxHD > 0 && f.HitDice.Dice > e.MaxHD {
		a.Untouched = true
		return f, a, nil
	}
	if e.Save != "" {
		s, err := r.Character.PlanSave(f.SaveLevel(), f.SaveClass(), e.Save)
		if err != nil {
			return f, a, err
		}
		s = RollSave(s, src)
		a.Save = &s
		if s.Saved {
			return f, a, nil
		}
	}
	switch e.Kind {
	case EffectHarm:
		if e.Damage.Kill {
			a.Killed = true
		} else {
			a.Damage = e.Damage.Roll(src, "chainmail damage: "+f.Name)
			f.HP -= a.Damage
			a.Killed = f.HP <= 0
		}
		f.Dead = a.Killed
	case EffectHold:
		a.Held = e.Rounds
		f.Stunned = max(f.Stunned, e.Rounds)
	}
	return f, a, nil
}

// BodyAffliction is what a spell or breath did to a body.
type BodyAffliction struct {
	Body    string `json:"body"`
	Figures int    `json:"figures"` // under it
	Saved   int    `json:"saved"`
	Killed  int    `json:"killed"` // men lost
	Rolls   []int  `json:"rolls,omitempty"`
	Need    int    `json:"need,omitempty"`
}

// AfflictBody is harm on a body's figures under a blast or bolt: each
// saves at level 1 as an ordinary man; each that fails is killed, with
// all the men he stands for. Holds and darkness touch no body's figures.
func (r *Rules) AfflictBody(b Body, under int, e Effect, src dice.Source) (Body, BodyAffliction, error) {
	ba := BodyAffliction{Body: b.Name, Figures: min(under, b.Figures())}
	if e.Kind != EffectHarm {
		return b, ba, nil
	}
	if e.MaxHD > 0 && b.PerFigure > e.MaxHD {
		return b, ba, nil
	}
	failed := ba.Figures
	if e.Save != "" {
		s, err := r.Character.PlanSave(1, SaveClassOf(Man), e.Save)
		if err != nil {
			return b, ba, err
		}
		ba.Need, failed = s.Need, 0
		for range ba.Figures {
			roll := dice.TwoD6(src, fmt.Sprintf("chainmail saving throw: %s", b.Name))
			ba.Rolls = append(ba.Rolls, roll)
			if roll >= s.Need {
				ba.Saved++
			} else {
				failed++
			}
		}
	}
	ba.Killed = min(failed*b.PerFigure, b.Men)
	return b.TakeLosses(ba.Killed), ba, nil
}
