package referee

import (
	"fmt"

	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
)

// Fatigue (herald's base system, base:fatigue; the wind module): every
// fatiguing action a man completes — an attack, a run move, getting up,
// an active dodge — costs its points of data/tenths/fatigue.yaml. With
// the wind module they count against his wind first (Constitution / 2,
// or athletics skill + half his Constitution), and rest gives wind back;
// without it, and once his wind is blown, against his Fatigue Limit. The
// level reached adds to his action times and takes off his potentials as
// a wound does; an exhausted man drops out of the fight.

// slow is what m's wounds and fatigue add to his action times.
func (s *State) slow(m *Man) int {
	return m.Slow + s.rs.Rules.Fatigue.Level(m.Fatigue.Limit, m.Profile.FatigueLimit).Time
}

// loss is what m's wounds and fatigue take off his potentials.
func (s *State) loss(m *Man) int {
	return m.Loss + s.rs.Rules.Fatigue.Level(m.Fatigue.Limit, m.Profile.FatigueLimit).Potential
}

// wind is m's wind, 0 when the scenario does not play the wind module.
func (s *State) wind(m *Man) int {
	if !s.Modules.On(tenths.TagWind) {
		return 0
	}
	var ath tenths.Decimal
	if s.Modules.On(tenths.TagAthletics) {
		ath = s.rs.Rules.AthleticsSkill(m.Profile)
	}
	return tenths.Wind(m.Profile.Constitution, ath)
}

// fatigueOf is the kind of fatiguing action a completed action is.
func fatigueOf(a orders.Action) string {
	switch a.Verb {
	case orders.Attack, orders.Run, orders.GetUp:
		return a.Verb
	}
	return ""
}

// tire charges m the points of a fatiguing action, or counts the tenths
// of a restful one towards his wind; it returns what is worth telling.
func (s *State) tire(m *Man, action string, tenthsSpent int) *Result {
	if m.Out {
		return nil
	}
	rs := s.rs.Rules
	before := rs.Fatigue.Level(m.Fatigue.Limit, m.Profile.FatigueLimit)
	pts := rs.Fatigue.Points(action)
	if pts == 0 {
		if s.Modules.On(tenths.TagWind) {
			m.Fatigue = m.Fatigue.Recover(tenthsSpent)
		}
		return nil
	}
	m.Fatigue = m.Fatigue.Take(pts, s.wind(m))
	after := rs.Fatigue.Level(m.Fatigue.Limit, m.Profile.FatigueLimit)
	switch {
	case after.Exhausted && !before.Exhausted:
		m.Out = true
		m.Doing, m.Chain = nil, nil
		if clock, _, err := s.Clock.Retire(m.Name); err == nil {
			s.Clock = clock
		}
		return &Result{Who: m.Name, What: "exhausted", Rule: tenths.TagFatigue, Text: fmt.Sprintf("%s is exhausted (%d fatigue points against a limit of %d) and drops out of the fight", m.Name, m.Fatigue.Limit, m.Profile.FatigueLimit)}
	case after.FromPercent > before.FromPercent:
		return &Result{Who: m.Name, What: "tired", Rule: tenths.TagFatigue, Text: fmt.Sprintf("%s tires (%d fatigue points against a limit of %d): +%d tenths to his actions, −%d to his potentials", m.Name, m.Fatigue.Limit, m.Profile.FatigueLimit, after.Time, after.Potential)}
	}
	return nil
}
