package destrier

import "fmt"

// Maneuver is one cell of the Tactical Maneuver Matrix (C&S p.56): what
// the attacker's TAC card against the defender's does to their blows.
// "Attacker" is the side with the initiative (THE TAC SEQUENCE).
type Maneuver struct {
	Attacker CardName `yaml:"attacker" json:"attacker"`
	Defender CardName `yaml:"defender" json:"defender"`
	Hit      int      `yaml:"hit" json:"hit"`                           // % on the attacker's blows
	Reply    int      `yaml:"reply" json:"reply"`                       // % on the defender's blows
	NoHit    bool     `yaml:"no_hit,omitempty" json:"no_hit,omitempty"` // the attacker cannot strike
	NoReply  bool     `yaml:"no_reply,omitempty" json:"no_reply,omitempty"`
	Bash     bool     `yaml:"bash,omitempty" json:"bash,omitempty"` // a BODY BASH is indicated
}

// ManeuverMatrix is chivalry/maneuver.yaml: every pair of TAC cards, and
// herald's stand-in modifiers for where a blow lands.
type ManeuverMatrix struct {
	Provenance `yaml:",inline"`
	Cells      []Maneuver `yaml:"cells" json:"cells"`
	// Positions: % on a blow at the rear of a stand, at a kneeling or a
	// prone figure (C&S gives them; the text only for charges).
	Rear     int `yaml:"rear" json:"rear"`
	Kneeling int `yaml:"kneeling" json:"kneeling"`
	Prone    int `yaml:"prone" json:"prone"`
	index    map[[2]CardName]*Maneuver
}

// Lookup is the cell for the attacker's and the defender's TAC cards. A
// figure that played no TAC card fights as though it STANDS GROUND (THE
// MELEE SEQUENCE).
func (m *ManeuverMatrix) Lookup(attacker, defender CardName) Maneuver {
	if attacker == "" {
		attacker = StandGround
	}
	if defender == "" {
		defender = StandGround
	}
	return *m.index[[2]CardName{attacker, defender}]
}

func (m *ManeuverMatrix) validate() error {
	if err := m.Provenance.validate(); err != nil {
		return err
	}
	m.index = map[[2]CardName]*Maneuver{}
	for i := range m.Cells {
		c := &m.Cells[i]
		if !tacCards[c.Attacker] || !tacCards[c.Defender] {
			return fmt.Errorf("cell %s vs %s: not two TAC cards", c.Attacker, c.Defender)
		}
		k := [2]CardName{c.Attacker, c.Defender}
		if m.index[k] != nil {
			return fmt.Errorf("cell %s vs %s given twice", c.Attacker, c.Defender)
		}
		if c.Hit < -50 || c.Hit > 50 || c.Reply < -50 || c.Reply > 50 {
			return fmt.Errorf("cell %s vs %s: %d/%d%% out of -50..50", c.Attacker, c.Defender, c.Hit, c.Reply)
		}
		m.index[k] = c
	}
	for a := range tacCards {
		for d := range tacCards {
			if m.index[[2]CardName{a, d}] == nil {
				return fmt.Errorf("cell %s vs %s missing", a, d)
			}
		}
	}
	for _, v := range []int{m.Rear, m.Kneeling, m.Prone} {
		if v < 0 || v > 50 {
			return fmt.Errorf("position modifier %d out of 0..50", v)
		}
	}
	return nil
}
