package game

import (
	"encoding/json"
	"fmt"
	"strings"

	"herald/internal/dice"
	"herald/internal/notation"
)

// Narrate re-tells a logged event in the words play used, from the state
// before it: the log keeps what happened, not the English account. It is
// meant for events Replay accepts; one it cannot re-tell gives nil.
func Narrate(rs Ruleset, s *State, e Event) (out []string) {
	defer func() {
		if recover() != nil {
			out = nil // Replay reports the broken event
		}
	}()
	if lines, ok := SetUpReport(s, e); ok {
		return lines
	}
	var evs []Event
	switch e.Type {
	case TypePhase:
		var p struct {
			Phase string `json:"phase"`
		}
		json.Unmarshal(e.Data, &p)
		return []string{p.Phase + ":"}
	case TypeTurnEnded:
		_, evs = rs.EndTurn(s, e.Side)
	case TypePending:
		var p Pending
		if json.Unmarshal(e.Data, &p) != nil {
			return nil
		}
		return []string{fmt.Sprintf("%s must decide (%s, §%s): %s", p.Side, p.Kind, p.Rule, strings.Join(p.Choices, "; "))}
	case TypeDecided:
		var p decidedResult
		if json.Unmarshal(e.Data, &p) != nil {
			return nil
		}
		return []string{fmt.Sprintf("%s decides (%s): %s", e.Side, p.Kind, oneLine(p.Answer))}
	default:
		var p orderEvent
		if json.Unmarshal(e.Data, &p) != nil {
			return nil
		}
		if e.Type == TypeRetreated && p.Order == "" {
			// A retreat herald chose: chosen again the same way.
			var r struct {
				Who string `json:"who"`
			}
			ref, ok := rs.(referee)
			if !ok || json.Unmarshal(p.Result, &r) != nil {
				return nil
			}
			_, ev := ref.retreatAuto(s, e.Side, r.Who)
			evs = []Event{ev}
			break
		}
		t, err := notation.Parse(p.Order)
		if err != nil || len(t.Orders) != 1 {
			return nil
		}
		values := make([]int, len(e.Rolls))
		for i, r := range e.Rolls {
			values[i] = r.Value
		}
		_, evs = rs.Apply(s, e.Side, t.Orders[0], dice.NewScripted(values...))
	}
	for _, ev := range evs {
		out = append(out, ev.Report...)
	}
	for _, r := range e.Rolls {
		out = append(out, fmt.Sprintf("  rolled d%d: %d (%s)", r.Sides, r.Value, r.Purpose))
	}
	return out
}
