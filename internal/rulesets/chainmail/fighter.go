package chainmail

import (
	"fmt"
	"slices"
)

// FigureRuling is what the appendices leave unsaid about single figures:
// the hit die, which hit dice of a printed range a creature has, what a
// kill does to a figure of more than one hit die, how a monk strikes
// unarmed, and how long a disarmed man takes to arm himself again.
type FigureRuling struct {
	HitDie          int      `yaml:"hit_die" json:"hit_die"`
	CreatureHitDice string   `yaml:"creature_hit_dice" json:"creature_hit_dice"` // lowest or highest of a range
	WeaponDamage    DiceRoll `yaml:"weapon_damage" json:"weapon_damage"`
	MonkUnarmedAs   string   `yaml:"monk_unarmed_as" json:"monk_unarmed_as"`
	MonkModifier    int      `yaml:"monk_modifier" json:"monk_modifier"`
	RecoverWeapon   int      `yaml:"recover_weapon" json:"recover_weapon"`
}

func (f *FigureRuling) validate(r *Rules) error {
	switch {
	case f.HitDie < 2 || f.HitDie > 20:
		return fmt.Errorf("hit die of %d sides", f.HitDie)
	case f.CreatureHitDice != "lowest" && f.CreatureHitDice != "highest":
		return fmt.Errorf("creature hit dice %q: lowest or highest", f.CreatureHitDice)
	case f.WeaponDamage.N == 0 && !f.WeaponDamage.Kill:
		return fmt.Errorf("no weapon damage")
	case !slices.Contains(r.Melee.WeaponNames(), f.MonkUnarmedAs):
		return fmt.Errorf("monks strike as %q, not a weapon of the man-to-man table", f.MonkUnarmedAs)
	case f.RecoverWeapon < 0 || f.RecoverWeapon > 5:
		return fmt.Errorf("a disarmed man takes %d rounds to arm himself: 0-5", f.RecoverWeapon)
	}
	if _, err := ParseDiceRoll(r.Special.Unarmed.Damage); err != nil {
		return fmt.Errorf("unarmed damage: %w", err)
	}
	return nil
}

// FighterClass is what kind of figure a Fighter is.
type FighterClass string

// The kinds of single figure.
const (
	Man         FighterClass = "man"          // an ordinary soldier
	FightingMan FighterClass = "fighting-man" // a fighting-man of a level: heroes, superheroes
	MagicUser   FighterClass = "magic-user"   // seers, magicians, warlocks, sorcerers, wizards
	Monster     FighterClass = "creature"     // a row of the creatures table
)

// Fighter is a single figure in man-to-man or fantasy combat: a man, a
// hero, a wizard or a creature, with what the tables say he fights as.
type Fighter struct {
	Name  string       `json:"name"`
	Class FighterClass `json:"class"`
	Level int          `json:"level,omitempty"`
	// Creature names his row of the creatures table.
	Creature string `json:"creature,omitempty"`
	Weapon   string `json:"weapon,omitempty"`
	Armour   Armour `json:"armour"`
	// Troop is the Appendix A type he attacks as; DefendAs the type he is
	// struck as when it differs (creatures).
	Troop    TroopType `json:"troop"`
	DefendAs TroopType `json:"defend_as,omitempty"`
	Mount    *Mount    `json:"mount,omitempty"`
	Monk     bool      `json:"monk,omitempty"`
	Rank     string    `json:"rank,omitempty"` // a magic-user's column of the spell complexity table
	// Men and Pips are his fighting capability: attacks a round, pips on
	// the last; Fantasy and FantasyPips his fantasy combat column.
	Men         int     `json:"men"`
	Pips        int     `json:"pips,omitempty"`
	Fantasy     string  `json:"fantasy,omitempty"`
	FantasyPips int     `json:"fantasy_pips,omitempty"`
	HitDice     HitDice `json:"hit_dice"`
	HP          int     `json:"hp,omitempty"`
	// What the battle has done to him.
	Prone    bool `json:"prone,omitempty"`
	Stunned  int  `json:"stunned,omitempty"` // rounds left
	Disarmed bool `json:"disarmed,omitempty"`
	Locked   bool `json:"locked,omitempty"` // in a grapple neither won
	Dead     bool `json:"dead,omitempty"`
}

// NewFighter checks a fighter and fills in what the tables say: a man of a
// class and level fights as the capability table's row (hit dice as many
// as the men he fights as), a creature as its row of the creatures table
// (armour class as the armour column of that AC, hit dice the rulings'
// pick of a printed range unless given, attacks one per hit die), a
// magic-user casts as the rank of his level unless given one, a mounted
// troop type rides the rulings' horse.
func (r *Rules) NewFighter(f Fighter) (Fighter, error) {
	var err error
	switch f.Class {
	case Man:
		f.Men, f.HitDice = 1, HitDice{Dice: 1}
	case FightingMan, MagicUser:
		err = r.classed(&f)
	case Monster:
		err = r.creature(&f)
	default:
		return Fighter{}, unknown(RefCapacity, "kind of figure", string(f.Class), []string{string(Man), string(FightingMan), string(MagicUser), string(Monster)})
	}
	if err != nil {
		return Fighter{}, err
	}
	if f.Class != Monster {
		if err := r.kit(&f); err != nil {
			return Fighter{}, err
		}
	}
	return f, nil
}

// classed fills a fighting-man's or magic-user's capability from his level.
func (r *Rules) classed(f *Fighter) error {
	row, err := r.Character.CapabilityAt(f.Level)
	if err != nil {
		return err
	}
	c := row.Fighter
	if f.Class == MagicUser {
		c = row.Mage
		if f.Rank == "" {
			f.Rank = r.RankOf(f.Level)
		} else if !slices.Contains(r.Spells.Ranks, f.Rank) {
			return unknown(RefSpells, "magic-user rank", f.Rank, r.Spells.Ranks)
		}
	}
	f.Men, f.Pips, f.Fantasy, f.FantasyPips = c.Men, c.Pips, c.Fantasy, c.FantasyPips
	f.HitDice = HitDice{Dice: c.Men}
	return nil
}

// creature fills a creature's figures from its row.
func (r *Rules) creature(f *Fighter) error {
	cr, err := r.Creatures.Creature(f.Creature)
	if err != nil {
		return err
	}
	if cr.Attack == "" || cr.AC == 0 {
		return errf(RefCreatures, "the creatures table gives a %s no armour class or attack: herald cannot field it", cr.Name)
	}
	lo, hi, _ := ParseHitDice(cr.HD)
	switch {
	case f.HitDice.Dice == 0 && r.Rulings.Figures.CreatureHitDice == "highest":
		f.HitDice = hi
	case f.HitDice.Dice == 0:
		f.HitDice = lo
	case f.HitDice.Dice < lo.Dice || f.HitDice.Dice > hi.Dice:
		return errf(RefCreatures, "a %s has %s hit dice, not %s", cr.Name, cr.HD, f.HitDice)
	}
	f.Armour, _ = r.Melee.ArmourByAC(cr.AC)
	if f.Armour == "" {
		return errf(RefCreatures, "a %s has AC %d, which no armour column has", cr.Name, cr.AC)
	}
	f.Troop, f.DefendAs, f.Fantasy = cr.Attack, cr.Defend, cr.Fantasy
	f.Men, f.Pips, f.Weapon, f.Mount = f.HitDice.Dice, min(f.HitDice.Plus, 2), "", nil
	return nil
}

// kit checks a man's weapon and armour and mounts a mounted troop type.
func (r *Rules) kit(f *Fighter) error {
	if f.Troop == "" {
		f.Troop = r.Mass.Types[0]
	}
	tr, ok := r.Rulings.Troop(f.Troop)
	if !ok {
		return unknown(RefMass, "troop type", string(f.Troop), r.Mass.typeNames())
	}
	if f.Armour == "" {
		f.Armour = tr.Armour
	}
	if c := r.Melee.column(f.Armour); c < 0 || r.Melee.Armour[c].Horse {
		return unknown(RefMelee, "armour", string(f.Armour), r.manArmours())
	}
	if f.Weapon == "" {
		f.Weapon = r.Special.Unarmed.Name
	}
	if f.Weapon != r.Special.Unarmed.Name && !slices.Contains(r.Melee.WeaponNames(), f.Weapon) {
		return unknown(RefMelee, "weapon", f.Weapon, append(r.Melee.WeaponNames(), r.Special.Unarmed.Name))
	}
	if m, ok := r.Rulings.MountOf(f.Troop); ok && f.Mount == nil {
		f.Mount = &m
	}
	if f.Mount != nil {
		if _, ok := r.Special.Mounted.HorseWeapons[f.Mount.Kind]; !ok {
			return errf(RefSpecial, "%s rides a %q horse: not light, medium or heavy", f.Name, f.Mount.Kind)
		}
	}
	return nil
}

func (r *Rules) manArmours() []string {
	var out []string
	for _, a := range r.Melee.Armour {
		if !a.Horse {
			out = append(out, string(a.Name))
		}
	}
	return out
}

// Mounted reports whether he is on a horse.
func (f Fighter) Mounted() bool { return f.Mount != nil }

// Out reports whether he can no longer fight: dead, or stunned.
func (f Fighter) Out() bool { return f.Dead || f.Stunned > 0 }

// SaveClass is his saving-throw class.
func (f Fighter) SaveClass() string { return SaveClassOf(f.Class) }

// SaveLevel is the level he saves at: his level, or his hit dice for a
// creature or an ordinary man.
func (f Fighter) SaveLevel() int {
	if f.Level > 0 {
		return f.Level
	}
	return max(f.HitDice.Dice, 1)
}

// NextRound is the figure at the start of the next round (step 6): a
// stunned or held figure has one round fewer to wait.
func (f Fighter) NextRound() Fighter {
	if f.Stunned > 0 {
		f.Stunned--
	}
	return f
}
