package chainmail

import (
	"herald/internal/dice"
	"herald/internal/table"
)

// Volley is a body's missiles in step 2: every figure of its missile
// ranks looses at the target on the individual missile table (the
// appendices give no other), the range measured edge to edge between
// the bodies.
type Volley struct {
	Shooter string `json:"shooter"`
	Shots   int    `json:"shots"`
	Shot    Shot   `json:"shot"` // each shot's look-up
	Rolls   []int  `json:"rolls,omitempty"`
	Kills   int    `json:"kills"`
}

// MissileArmour is what a body's men wear when shot at: the rulings' armour
// of its troop type (its riders', for horse).
func (r *Rules) MissileArmour(b Body) Armour {
	t := b.Type
	if b.DefendAs != "" {
		t = b.DefendAs
	}
	tr, _ := r.Rulings.Troop(t)
	return tr.Armour
}

// PlanVolley looks up a body's volley at a target stand wearing armour,
// with cover: the target must lie in the body's front arc; the figures of
// its first missile ranks (the rulings') shoot.
func (r *Rules) PlanVolley(shooter Body, missile string, target table.Stand, armour Armour, cover int) (Volley, error) {
	if shooter.Destroyed() {
		return Volley{}, errf(RefMissile, "%s has no men left to shoot", shooter.Name)
	}
	s := shooter.Stand()
	if AspectOf(s, target.Centre) != Front {
		return Volley{}, errf(RefMissile, "%s can shoot only at what lies before its front", shooter.Name)
	}
	shot, err := r.Missile.PlanShot(missile, float64(table.Distance(s, target).In(table.Inches)), armour, cover)
	if err != nil {
		return Volley{}, err
	}
	ranks := min(shooter.Ranks(), r.Rulings.Table.MissileRanks)
	n := 0
	for rk := range ranks {
		for f := range shooter.Frontage() {
			if shooter.occupied(slot{rk, f}) {
				n++
			}
		}
	}
	return Volley{Shooter: shooter.Name, Shots: n, Shot: shot}, nil
}

// ResolveVolley rolls every shot of a volley; kills are capped at the
// target's men.
func (r *Rules) ResolveVolley(v Volley, targetMen int, src dice.Source) Volley {
	if !v.Shot.CanKill() {
		return v
	}
	for range v.Shots {
		s := r.Missile.ResolveShot(v.Shot, src)
		v.Rolls = append(v.Rolls, s.Roll)
		if s.Killed {
			v.Kills++
		}
	}
	v.Kills = min(v.Kills, targetMen)
	return v
}
