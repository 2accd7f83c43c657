package destrier_test

import (
	"reflect"
	"testing"

	"herald/internal/rulesets/destrier"
)

// Strike rolls in a fixed order: to hit (and critical), the parry's
// broken blade and disarm, the shattered shield, damage, weapon bash and
// its result. Each case scripts every die and checks all were used.
func TestConductOfMelee_Strike(t *testing.T) {
	r := rules(t)
	hugh := fighter(t, "knight", "Sir Hugh")
	rafe := fighter(t, "man-at-arms", "Rafe", blue)
	stand := r.Maneuvers.Lookup(destrier.StandGround, destrier.StandGround)
	blow := func(card destrier.CardName, defences ...destrier.CardName) destrier.Blow {
		return destrier.Blow{Attacker: hugh, Defender: rafe, Card: card, Defences: defences, Through: destrier.SwordSide,
			Lands: destrier.SwordSide, Maneuver: stand, Initiative: true}
	}
	for _, tc := range []struct {
		name  string
		b     destrier.Blow
		dice  []int
		check func(t *testing.T, s destrier.Strike)
	}{
		{"a parried miss opens a counterblow", blow(destrier.DeliverBlow, destrier.WeaponParry), []int{41}, func(t *testing.T, s destrier.Strike) {
			if s.Hit.Success || s.Counter != 50 || s.Damage != 0 {
				t.Errorf("%+v", s)
			}
		}},
		{"disarmed past the parry instead of wounded", blow(destrier.DeliverBlow, destrier.WeaponParry), []int{30, 10}, func(t *testing.T, s destrier.Strike) {
			if !s.Hit.Success || !s.Defender.Disarmed || s.Damage != 0 || s.Defender.FatigueLost != 0 {
				t.Errorf("%+v", s)
			}
		}},
		{"a hit past the parry wounds fatigue first", blow(destrier.DeliverBlow, destrier.WeaponParry), []int{30, 11, 4, 16}, func(t *testing.T, s destrier.Strike) {
			if s.Critical || s.Damage != 5 || s.Dice != "1d8+1" || s.Defender.FatigueLost != 5 || s.Defender.BodyLost != 0 || s.Bash.Success {
				t.Errorf("%+v", s)
			}
		}},
		{"a critical hit goes to body points, a bash fells", blow(destrier.DeliverBlow, destrier.WeaponParry), []int{3, 50, 8, 15, 95}, func(t *testing.T, s destrier.Strike) {
			if !s.Critical || s.Defender.BodyLost != 9 || s.Defender.FatigueLost != 0 || !s.Bash.Success ||
				s.Result != destrier.DownStunned || s.Defender.Posture != destrier.Prone || !s.Defender.Stunned || s.Defender.BlowsLeft != 0 {
				t.Errorf("%+v", s)
			}
		}},
		{"GREAT BLOW: +2D6 with a light-heavy weapon", blow(destrier.GreatBlow), []int{10, 2, 6, 6, 26}, func(t *testing.T, s destrier.Strike) {
			if !s.Critical || s.Damage != 15 || s.Dice != "1d8+1+2d6" || s.Defender.BodyLost != 15 {
				t.Errorf("%+v", s)
			}
		}},
		{"an ACTIVE SHIELD PARRY pierced: the shield shattered", blow(destrier.DeliverBlow, destrier.ActiveShieldParry), []int{30, 15, 1, 99}, func(t *testing.T, s destrier.Strike) {
			if s.Shield == nil || !s.Defender.ShieldBroken || s.Damage != 2 {
				t.Errorf("%+v", s)
			}
		}},
		{"an ASP that holds lets a small shield no bash", blow(destrier.DeliverBlow, destrier.ActiveShieldParry), []int{90}, func(t *testing.T, s destrier.Strike) {
			if s.Hit.Success || s.ShieldBash || s.Counter != 0 {
				t.Errorf("%+v", s)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := scripted(tc.dice...)
			s, err := r.Strike(tc.b, d)
			if err != nil {
				t.Fatal(err)
			}
			if d.Remaining() != 0 {
				t.Errorf("%d dice unused", d.Remaining())
			}
			tc.check(t, s)
		})
	}
}

// Damage: fatigue first, then body; a critical hit to body at once; the
// figure is out when his body points are gone.
func TestStandIn_Damage(t *testing.T) {
	f := fighter(t, "man-at-arms", "Rafe") // body 15, fatigue 16
	s := f.Wound(20, false)
	if s.FatigueLost != 16 || s.BodyLost != 4 {
		t.Errorf("20 points: %+v", s)
	}
	f.Status = s
	if f.Out() || f.BodyLeft() != 11 || f.FatigueLeft() != 0 {
		t.Errorf("left: body %d, fatigue %d", f.BodyLeft(), f.FatigueLeft())
	}
	f.Status = f.Wound(11, true)
	if !f.Out() {
		t.Error("body points gone, not out")
	}
	g := fighter(t, "man-at-arms", "Rafe")
	if s := g.Wound(0, true); !reflect.DeepEqual(s, g.Status) {
		t.Error("no damage changed the status")
	}
}
