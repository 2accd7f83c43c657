package referee

import "herald/internal/rulesets/tenths/orders"

// freeing reports that m is freeing himself from a net: he makes no
// active defence meanwhile (text, net).
func (s *State) freeing(m *Man) bool {
	e, err := s.Clock.Entry(m.Name)
	return err == nil && e.Current != nil && e.Current.Kind == orders.Free
}
