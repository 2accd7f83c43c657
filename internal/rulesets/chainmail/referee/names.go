package referee

// names are the game's figures' names: orders may write them in another
// case or as a unique prefix (notation.ParseWith).
func (s *State) names() []string {
	out := make([]string, len(s.Figures))
	for i := range s.Figures {
		out[i] = s.Figures[i].Name
	}
	return out
}
