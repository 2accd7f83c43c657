package destrier

import (
	"fmt"
	"slices"
)

// Speed is a steed's speed category (C&S p.59; THE TAC SEQUENCE).
type Speed string

// The speed categories, slowest first.
const (
	AtStand  Speed = "stand"
	AtWalk   Speed = "walk"
	AtTrot   Speed = "trot"
	AtCanter Speed = "canter"
	AtGallop Speed = "gallop"
	AtCharge Speed = "charge" // "full charge"
)

var speeds = []Speed{AtStand, AtWalk, AtTrot, AtCanter, AtGallop, AtCharge}

// Index is the category's place, AtStand 0 to AtCharge 5.
func (s Speed) Index() int { return slices.Index(speeds, s.orStand()) }

func (s Speed) orStand() Speed {
	if s == "" {
		return AtStand
	}
	return s
}

// Shift is the category n steps faster (slower if n < 0), held within
// stand..charge.
func (s Speed) Shift(n int) Speed { return speeds[min(max(s.Index()+n, 0), len(speeds)-1)] }

// SpeedRow is one speed of steeds.yaml: the text's table of TAC cards a
// steed may play, and what the speed does in the MELEE phase.
type SpeedRow struct {
	Speed    Speed      `yaml:"speed" json:"speed"`
	TAC      []CardName `yaml:"tac" json:"tac"`   // THE TAC SEQUENCE's table
	Card     CardName   `yaml:"card" json:"card"` // HORSE (GENERAL)'s corresponding card
	Hit      int        `yaml:"hit" json:"hit"`   // off a rider's hit % with a short weapon
	MoveAdd  Inches     `yaml:"move_add" json:"move_add"`
	MustMove bool       `yaml:"must_move,omitempty" json:"must_move,omitempty"` // only MOVE cards in the MELEE phase
}

// SteedRules is data/destrier/steeds.yaml.
type SteedRules struct {
	Speeds []SpeedRow `yaml:"speeds" json:"speeds"`
	// ChargeBonus of a horse: MOVE card distance times Times plus Add.
	ChargeBonus struct {
		Add   Inches  `yaml:"add" json:"add"`
		Times float64 `yaml:"times" json:"times"`
	} `yaml:"charge_bonus" json:"charge_bonus"`
	// HitExempt: the speed penalty spares these weapons.
	HitExempt struct {
		Kinds  []WeaponKind `yaml:"kinds" json:"kinds"`
		Length int          `yaml:"length" json:"length"`
	} `yaml:"hit_exempt" json:"hit_exempt"`
	// Acceleration in speed categories a turn: usual and for light horses.
	Acceleration struct {
		Usual int `yaml:"usual" json:"usual"`
		Light int `yaml:"light" json:"light"`
	} `yaml:"acceleration" json:"acceleration"`
	// Superiority: breeds that strike first at the joust, best first;
	// any other steed comes after them.
	Superiority []string `yaml:"superiority" json:"superiority"`
	// SlowPerContact: categories lost per target contacted in the MELEE
	// phase.
	SlowPerContact int `yaml:"slow_per_contact" json:"slow_per_contact"`
}

// Row is the table's line for a speed.
func (t *SteedRules) Row(s Speed) SpeedRow { return t.Speeds[s.Index()] }

func (t *SteedRules) validate() error {
	if len(t.Speeds) != len(speeds) {
		return fmt.Errorf("%d speeds, want %d (stand to charge)", len(t.Speeds), len(speeds))
	}
	for i, row := range t.Speeds {
		if row.Speed != speeds[i] {
			return fmt.Errorf("speed %d is %q, want %q", i, row.Speed, speeds[i])
		}
		if len(row.TAC) == 0 || !slices.Contains(row.TAC, row.Card) {
			return fmt.Errorf("%s: its corresponding card %s is not among its TAC cards", row.Speed, row.Card)
		}
		for _, c := range row.TAC {
			if !tacCards[c] {
				return fmt.Errorf("%s: %q is not a TAC card", row.Speed, c)
			}
		}
		if row.Hit < 0 || row.Hit > 100 || row.MoveAdd < 0 || row.MoveAdd > 6 {
			return fmt.Errorf("%s: hit %d or move %v out of range", row.Speed, row.Hit, row.MoveAdd)
		}
	}
	if t.ChargeBonus.Add < 0 || t.ChargeBonus.Times < 0 || t.ChargeBonus.Add+Inches(t.ChargeBonus.Times) == 0 {
		return fmt.Errorf("charge bonus: add %v, times %g", t.ChargeBonus.Add, t.ChargeBonus.Times)
	}
	for _, k := range t.HitExempt.Kinds {
		if !slices.Contains(weaponKinds, k) {
			return fmt.Errorf("hit_exempt: kind %q unknown", k)
		}
	}
	if t.Acceleration.Usual < 1 || t.Acceleration.Light < t.Acceleration.Usual || t.Acceleration.Light > 5 {
		return fmt.Errorf("acceleration: usual %d, light %d", t.Acceleration.Usual, t.Acceleration.Light)
	}
	if t.SlowPerContact < 0 || t.SlowPerContact > 5 {
		return fmt.Errorf("slow_per_contact %d", t.SlowPerContact)
	}
	return nil
}

// Breed is one steed class of chivalry/mounts.yaml: herald's stand-in
// for what the MOVE card and C&S p.59 give each kind of mount.
type Breed struct {
	Name   string `yaml:"name" json:"name"`
	Move   Inches `yaml:"move" json:"move"` // the MOVE card's distance
	Light  bool   `yaml:"light,omitempty" json:"light,omitempty"`
	Great  bool   `yaml:"great,omitempty" json:"great,omitempty"` // a Great Horse: +1" on MOVE
	Weight int    `yaml:"weight" json:"weight"`
	// Turn is the most a steed may turn in all during a MELEE phase after
	// the movement at each speed (C&S p.59), in degrees.
	Turn map[Speed]int `yaml:"turn" json:"turn"`
}

// Mounts is chivalry/mounts.yaml.
type Mounts struct {
	Provenance `yaml:",inline"`
	Breeds     []Breed `yaml:"breeds" json:"breeds"`
	// Grapple: PULL RIDER FROM SADDLE's modifier for the horse's speed in
	// the movement before, and for the horse's card (WHEEL, MOVE).
	Grapple     map[Speed]int    `yaml:"grapple" json:"grapple"`
	GrappleCard map[CardName]int `yaml:"grapple_card" json:"grapple_card"`
	// Stumble: % a horse stumbles crossing a target's stand (CHARGE
	// MOVEMENT) or when a rider it bears is bashed.
	Stumble int `yaml:"stumble" json:"stumble"`
	byName  map[string]*Breed
}

// Breed returns a steed's class.
func (m *Mounts) Breed(name string) (*Breed, error) {
	if b := m.byName[name]; b != nil {
		return b, nil
	}
	return nil, errf(m.Ref(), "no breed of steed %q", name)
}

func (m *Mounts) validate() error {
	if err := m.Provenance.validate(); err != nil {
		return err
	}
	m.byName = map[string]*Breed{}
	for i := range m.Breeds {
		b := &m.Breeds[i]
		if b.Name == "" || b.Move <= 0 || b.Move > 12 || b.Weight <= 0 || b.Weight > 100000 {
			return fmt.Errorf("breed %q: move %v, weight %d", b.Name, b.Move, b.Weight)
		}
		if m.byName[b.Name] != nil {
			return fmt.Errorf("breed %q given twice", b.Name)
		}
		for _, s := range speeds[AtCanter.Index():] {
			if v, ok := b.Turn[s]; !ok || v < 0 || v > 360 {
				return fmt.Errorf("breed %s: turn at %s missing or outside 0..360", b.Name, s)
			}
		}
		m.byName[b.Name] = b
	}
	for _, s := range speeds {
		if _, ok := m.Grapple[s]; !ok {
			return fmt.Errorf("grapple: no modifier at %s", s)
		}
	}
	for c, v := range m.GrappleCard {
		if c != Wheel && c != HorseMove || v < -100 || v > 100 {
			return fmt.Errorf("grapple_card: %s %d", c, v)
		}
	}
	if m.Stumble < 0 || m.Stumble > 100 {
		return fmt.Errorf("stumble %d%%", m.Stumble)
	}
	return nil
}

// breed is a steed's class; CheckFigure made sure it exists.
func (r *Rules) breed(f Fighter) *Breed {
	b, err := r.Mounts.Breed(f.Breed)
	if err != nil {
		return &Breed{Name: f.Breed, Move: 1}
	}
	return b
}

// MoveCard is how far a steed goes for one MOVE card: its class's
// distance (stand-in), +1" for a Great Horse, plus what its speed in the
// movement segment adds (canter 1/2", gallop 1 1/2", charge 2").
func (r *Rules) MoveCard(f Fighter) Inches {
	b := r.breed(f)
	m := b.Move
	if b.Great || f.Has(GreatHorse) {
		m += Inches(r.Cards.must(HorseMove).Value("great_horse"))
	}
	return m + r.Steeds.Row(f.Speed).MoveAdd
}

// ChargeBonus is the move of a CHARGE card: a figure's own charge bonus
// on foot (C&S); for a steed, its MOVE card distance plus 3" (THE TAC
// SEQUENCE; docs/rulings.md explains the choice over HORSE (GENERAL)'s
// "three times").
func (r *Rules) ChargeBonus(f Fighter) Inches {
	if f.Kind != Steed {
		return f.ChargeBonus
	}
	b := r.breed(f)
	move := b.Move
	if b.Great || f.Has(GreatHorse) {
		move += Inches(r.Cards.must(HorseMove).Value("great_horse"))
	}
	return move*Inches(r.Steeds.ChargeBonus.Times) + r.Steeds.ChargeBonus.Add
}

// SteedTAC lists the TAC cards a steed may play at its speed, and the
// card its speed corresponds to (HORSE (GENERAL)), which is the one it
// plays if its rider names none.
func (r *Rules) SteedTAC(f Fighter) (cards []CardName, usual CardName) {
	row := r.Steeds.Row(f.Speed)
	return row.TAC, row.Card
}

// MustMove reports whether a steed that cantered, galloped or charged in
// the movement segment may play only MOVE cards in the MELEE phase, one
// at every opportunity until its blows run out.
func (r *Rules) MustMove(f Fighter) bool {
	return f.Kind == Steed && r.Steeds.Row(f.Speed).MustMove
}

// RiderSpeedPenalty is what a steed's speed takes off its rider's blow:
// nothing at a trot, 10% at a canter, 20% at a gallop, 35% at the full
// charge; nothing with a lance, a flail or a weapon of length 6 or more.
func (r *Rules) RiderSpeedPenalty(w *Weapon, s Speed) int {
	if slices.Contains(r.Steeds.HitExempt.Kinds, w.Kind) || w.Length >= r.Steeds.HitExempt.Length {
		return 0
	}
	return r.Steeds.Row(s).Hit
}

// SlowAfterContacts is a charging steed's speed after contacts in the
// MELEE phase: one category slower per target contacted.
func (r *Rules) SlowAfterContacts(s Speed, contacts int) Speed {
	return s.Shift(-contacts * r.Steeds.SlowPerContact)
}

// Acceleration is how many speed categories a steed may gain or lose in a
// half-move (MOVEMENT): half of what it is capable of in a turn (C&S
// p.59: usually 2, light horses 3), rounded up in the first half-move and
// down in the second. In a MOVEMENT CHARGE it may use the whole at once.
func (r *Rules) Acceleration(f Fighter, half int, charging bool) int {
	n := r.Steeds.Acceleration.Usual
	if r.breed(f).Light {
		n = r.Steeds.Acceleration.Light
	}
	if charging {
		return n
	}
	return HalfShare(n, half)
}

// ChangeSpeed checks a steed's change of speed in a half-move.
func (r *Rules) ChangeSpeed(f Fighter, to Speed, half int, charging bool) error {
	steps := to.Index() - f.Speed.Index()
	if steps < 0 {
		steps = -steps
	}
	if can := r.Acceleration(f, half, charging); steps > can {
		return errf(SecSteedSpeed, "%s may change speed by %d categories in this half-move, not %d (%s to %s)", f.Name, can, steps, f.Speed.orStand(), to)
	}
	return nil
}

// TurnLimit is the most a steed that cantered, galloped or charged may
// turn in all during the MELEE phase (C&S p.59, stand-in), and whether
// it is limited at all.
func (r *Rules) TurnLimit(f Fighter) (int, bool) {
	if !r.MustMove(f) {
		return 0, false
	}
	return r.breed(f).Turn[f.Speed], true
}

// JoustRank is a steed's place in the superiority of mounts (CHARGE
// MOVEMENT): a Great Horse strikes before a Griffin, a Griffin before a
// Hippogrif, and those before any other steed. Lower strikes first.
func (r *Rules) JoustRank(f Fighter) int {
	if i := slices.Index(r.Steeds.Superiority, f.Breed); i >= 0 {
		return i
	}
	if f.Has(GreatHorse) {
		return 0
	}
	return len(r.Steeds.Superiority)
}

// checkSuperiority checks that steeds.yaml's superiority names breeds of
// mounts.yaml.
func (t *SteedRules) checkSuperiority(m *Mounts) error {
	for _, s := range t.Superiority {
		if m.byName[s] == nil {
			return fmt.Errorf("superiority names %q, which is not a breed of chivalry/mounts.yaml", s)
		}
	}
	return nil
}
