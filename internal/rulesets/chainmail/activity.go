package chainmail

import (
	"fmt"
	"slices"

	"herald/internal/table"
)

// MoveRuling is movement on the table where the appendices only cite it:
// the parts of a move that reforming, facing about, withdrawing, rising
// and falling back take, how far a charger may turn, and who may split
// move and fire.
type MoveRuling struct {
	FormationChange Ratio        `yaml:"formation_change" json:"formation_change"`
	AboutFace       Ratio        `yaml:"about_face" json:"about_face"`
	ChargeTurn      float64      `yaml:"charge_turn" json:"charge_turn"`
	Withdraw        Ratio        `yaml:"withdraw" json:"withdraw"`
	StandUp         Ratio        `yaml:"stand_up" json:"stand_up"`
	FallBack        Ratio        `yaml:"fall_back" json:"fall_back"`
	SplitMoveFire   []SplitMover `yaml:"split_move_fire" json:"split_move_fire"`
}

// SplitMover is a troop type and missile weapon that may split move and
// fire (order of battle, step 2).
type SplitMover struct {
	Troop   TroopType `yaml:"troop" json:"troop"`
	Missile string    `yaml:"missile" json:"missile"`
}

func (m *MoveRuling) validate(r *Rules) error {
	for _, q := range []Ratio{m.FormationChange, m.AboutFace, m.Withdraw, m.StandUp, m.FallBack} {
		if q.Den < 1 || q.Num > q.Den {
			return fmt.Errorf("%v is not a part of a move (0 to 1)", q)
		}
	}
	if m.ChargeTurn < 0 || m.ChargeTurn > 180 {
		return fmt.Errorf("charge turn %g degrees: give 0 to 180", m.ChargeTurn)
	}
	for _, s := range m.SplitMoveFire {
		if !slices.Contains(r.Mass.Types, s.Troop) || !slices.Contains(r.Missile.WeaponNames(), s.Missile) {
			return fmt.Errorf("split move and fire: %s with %s is not a troop type and missile weapon", s.Troop, s.Missile)
		}
	}
	return nil
}

// SplitMoves reports whether men of a troop type with a missile weapon
// may split move and fire.
func (r *Rules) SplitMoves(t TroopType, missile string) bool {
	return slices.Contains(r.Rulings.Moves.SplitMoveFire, SplitMover{t, missile})
}

// Activity is what one figure or body does in one round, as the order of
// battle counts it: the engine fills it in from a side's orders and checks
// it before any die is rolled.
type Activity struct {
	Name string `json:"name"`
	// Move is its move this round; Split: it may split move and fire.
	Move  table.Length `json:"move"`
	Split bool         `json:"split,omitempty"`
	// BeforeFire is how far it moves in step 2 before loosing.
	BeforeFire table.Length `json:"before_fire,omitempty"`
	Loosed     bool         `json:"loosed,omitempty"`
	Cast       bool         `json:"cast,omitempty"`    // began a spell (step 2 or 3)
	Counter    bool         `json:"counter,omitempty"` // is countering a spell
	// Moved is how far it moves in step 3, formation changes and turns
	// counted in; Charged: the move is a charge.
	Moved   table.Length `json:"moved,omitempty"`
	Charged bool         `json:"charged,omitempty"`
	Melee   bool         `json:"melee,omitempty"` // fights in step 4
	Disarm  bool         `json:"disarm,omitempty"`
	Attacks int          `json:"attacks,omitempty"` // attacks other than a disarm
	// Its state: brought to 0 hit points this round, stunned, prone.
	Down    bool `json:"down,omitempty"`
	Stunned bool `json:"stunned,omitempty"`
	Prone   bool `json:"prone,omitempty"`
}

// moved is the whole distance it moves in the round.
func (a Activity) moved() table.Length { return a.BeforeFire + a.Moved }

// CheckActivity refuses a round the order of battle does not allow:
//   - a figure brought to 0 hit points takes no further action (step 2);
//     a stunned one acts not at all; a prone one may only rise;
//   - split move: only those who may, up to half a move, before loosing;
//   - a magic-user cannot move and cast in one round; a counter-spell
//     fully occupies him (step 2, counter-spells);
//   - a whole move at most; after loosing only half, unless split;
//   - more than half a move and melee only in a charge (step 3);
//   - a disarm is the only thing attempted that round (special rules).
func (r *Rules) CheckActivity(a Activity) error {
	half := a.Move / 2
	busy := a.Loosed || a.Cast || a.Counter || a.Melee || a.Disarm || a.Attacks > 0
	switch {
	case a.Down && (busy || a.moved() > 0):
		return errf(RefBattle, "%s is at 0 hit points or less and may take no further action this round", a.Name)
	case a.Stunned && (busy || a.moved() > 0):
		return errf(RefSpecial, "%s is stunned and can do nothing this round", a.Name)
	case a.Prone && busy:
		return errf(RefSpecial, "%s is prone; he must rise (%v of his move) before he can fight, shoot or cast", a.Name, r.Rulings.Moves.StandUp)
	case a.BeforeFire > table.Epsilon && !a.Split:
		return errf(RefBattle, "%s may not split move and fire: only %v may", a.Name, r.splitNames())
	case a.BeforeFire > half+table.Epsilon:
		return errf(RefBattle, "%s moves %v before loosing, more than half his move (%v)", a.Name, Inches{a.BeforeFire}, Inches{half})
	case a.BeforeFire > table.Epsilon && !a.Loosed:
		return errf(RefBattle, "%s splits his move but looses nothing", a.Name)
	case a.Cast && a.moved() > table.Epsilon:
		return errf(RefBattle, "%s cannot move or direct a mount and cast a spell in the same round", a.Name)
	case a.Cast && a.Counter:
		return errf(RefCounter, "%s is countering a spell, which fully occupies him: he can cast no other spell this round", a.Name)
	case a.Counter && a.moved() > table.Epsilon:
		return errf(RefCounter, "%s cannot move and counter a spell in the same round", a.Name)
	case a.moved() > a.Move+table.Epsilon:
		return errf(RefBattle, "%s moves %v, more than his move of %v", a.Name, Inches{a.moved()}, Inches{a.Move})
	case a.Loosed && !a.Split && a.Moved > half+table.Epsilon:
		return errf(RefBattle, "%s loosed a missile and may move only half his move (%v), not %v", a.Name, Inches{half}, Inches{a.Moved})
	case a.Melee && a.moved() > half+table.Epsilon && !a.Charged:
		return errf(RefBattle, "%s moved %v, more than half his move, and may melee this round only if he charged", a.Name, Inches{a.moved()})
	case a.Disarm && (a.Loosed || a.Cast || a.Counter || a.Attacks > 0):
		return errf(RefSpecial, "%s attempts a disarm, the only thing he may attempt this round", a.Name)
	}
	return nil
}

func (r *Rules) splitNames() string {
	var out []string
	for _, s := range r.Rulings.Moves.SplitMoveFire {
		out = append(out, fmt.Sprintf("%s with %s", s.Troop, s.Missile))
	}
	if len(out) == 0 {
		return "no one"
	}
	return fmt.Sprint(out)
}
