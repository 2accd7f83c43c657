package destrier

// Damage comes off fatigue points first and then body points; a critical
// hit goes to body points at once. The text leaves both to C&S; this is
// herald's stand-in (docs/rulings.md).

// Wound is the fighter's status after taking damage.
func (f Fighter) Wound(damage int, critical bool) Status {
	s := f.Status
	if damage <= 0 {
		return s
	}
	if !critical {
		take := min(damage, max(f.Fatigue-s.FatigueLost, 0))
		s.FatigueLost += take
		damage -= take
	}
	s.BodyLost += damage
	return s
}

// FatigueLeft and BodyLeft are the points the fighter has left.
func (f Fighter) FatigueLeft() int { return max(f.Fatigue-f.FatigueLost, 0) }

// BodyLeft is the body points the fighter has left.
func (f Fighter) BodyLeft() int { return f.Body - f.BodyLost }

// Out reports whether the fighter has fallen: no body points left. A
// berserk fights on, "oblivious to personal injury", until then as well;
// herald has no other loss of effectiveness to waive.
func (f Fighter) Out() bool { return f.BodyLeft() <= 0 }
