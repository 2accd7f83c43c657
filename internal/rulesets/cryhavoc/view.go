package cryhavoc

// The state as JSON: `herald state --json`, the page, and what each side
// may see of it (ViewJSON; hidden set-up in visibility.go).

import "encoding/json"

// worldJSON adds doors, animals and items to the state's JSON.
func (s *State) worldJSON(v *stateJSON) {
	for _, d := range s.Doors {
		v.Doors = append(v.Doors, doorJSON{Side: s.m.HexName(d.Side.A) + "/" + s.m.HexName(d.Side.B), State: d.State})
	}
	for _, a := range s.Animals {
		at := s.m.HexName(a.At)
		if a.Two {
			at += "-" + s.m.HexName(a.Rear)
		}
		v.Animals = append(v.Animals, animalJSON{Name: a.Name, Kind: a.Kind, At: at, Rider: a.Rider, LedBy: a.LedBy, Dead: a.Dead})
	}
	for i := range s.Items {
		if it := &s.Items[i]; !it.Exited {
			v.Items = append(v.Items, itemJSON{Name: it.Name, Kind: it.Kind, At: s.itemPlace(it)})
		}
	}
}

type doorJSON struct {
	Side  string    `json:"side"`
	State DoorState `json:"state"`
}

type animalJSON struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	At    string `json:"at"`
	Rider string `json:"rider,omitempty"`
	LedBy string `json:"led_by,omitempty"`
	Dead  bool   `json:"dead,omitempty"`
}

type itemJSON struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	At   string `json:"at"`
}

type characterJSON struct {
	Character
	At string `json:"at"`
}

type stateJSON struct {
	Ruleset    string         `json:"ruleset"`
	Scenario   string         `json:"scenario"`
	Turn       int            `json:"turn"`
	Side       string         `json:"side"`
	Phase      string         `json:"phase"`
	Over       bool           `json:"over,omitempty"`
	Pending    *publicPending `json:"pending,omitempty"`
	Pins       []string       `json:"pins,omitempty"`
	Advance    *advanceOpen   `json:"advance,omitempty"`
	Characters []any          `json:"characters"`
	Doors      []doorJSON     `json:"doors,omitempty"`
	Animals    []animalJSON   `json:"animals,omitempty"`
	Items      []itemJSON     `json:"items,omitempty"`
	OffMap     []offJSON      `json:"off_map,omitempty"`
	Standing   []StandingPin  `json:"standing_pins,omitempty"`
	Score      *scoreJSON     `json:"score,omitempty"`
	Winner     string         `json:"winner,omitempty"`
}

// MarshalJSON writes the state for `herald state --json`; the same state
// always gives the same bytes.
func (s *State) MarshalJSON() ([]byte, error) { return s.ViewJSON("") }

// hiddenJSON is a character side may not see: only that he exists,
// which the scenario's order of battle tells anyway.
type hiddenJSON struct {
	Name     string `json:"name"`
	Side     string `json:"side"`
	At       string `json:"at"`
	Hidden   bool   `json:"hidden"`
	Unplaced bool   `json:"unplaced,omitempty"`
}

// ViewJSON is the state as side sees it: MarshalJSON without the hexes
// and marks of the enemy characters hidden from side. "" is the referee.
func (s *State) ViewJSON(side string) ([]byte, error) {
	v := stateJSON{Ruleset: s.Ruleset, Scenario: s.Scenario, Turn: s.Turn, Side: s.Side,
		Phase: phaseName(s.Phase), Over: s.Over, Pending: public(s.Pending), Pins: s.Pins, Advance: s.Advance,
		Characters: make([]any, len(s.Characters))}
	for i := range s.Characters {
		c := &s.Characters[i]
		if s.HiddenFrom(c, side) {
			v.Characters[i] = hiddenJSON{Name: c.Name, Side: c.Side, Hidden: true, Unplaced: c.Unplaced}
			continue
		}
		v.Characters[i] = characterJSON{Character: *c, At: s.place(c)}
	}
	s.worldJSON(&v)
	v.OffMap = s.goneJSON()
	for _, p := range s.Standing {
		if side == "" || p.Side == side {
			v.Standing = append(v.Standing, p)
		}
	}
	if !s.SettingUp() {
		v.Score = s.scoreJSON(side)
		v.Winner = v.Score.Winner
	}
	return json.Marshal(v)
}
