package havoc

import (
	"fmt"
	"slices"

	"herald/internal/rule"
)

// AnimalValues are the values of a counter in one state.
type AnimalValues struct {
	MPA             int
	Attack, Defence float64
}

// AnimalKind is one kind of animal (§13), from data/cryhavoc/animals.yaml.
type AnimalKind struct {
	Rule, Key, Note string
	Hexes           int // 2 for horses and the dragon (§13)
	AnimalValues        // healthy, or the default where a counter gives none
	Wounded         *AnimalValues
	StunnedDefence  float64
	// Character: acts on its own and has a character's health states
	// (the dragon, §13.5).
	Character bool
	// MovesAs is the terrain column it pays (§13): infantry, horse or mule;
	// Terrain lists exceptions by terrain name (pigs in rice paddies).
	MovesAs string
	Terrain map[string]int
	// Hinders says how it hinders LOS and missile fire (§6.2, §13):
	// "cavalry", "infantry" or "none"; CountsAs is its §7.8 weight.
	Hinders   string
	CountsAs  int
	String    bool // may be strung and attached to a cart (13.6)
	Draws     bool // may pull a cart (§14)
	Mount     bool // may be ridden (§12.3, §13)
	NoLadders bool // may not climb scaling ladders (dogs, §13.3)
	Table     TargetKind
	// KnivesImmune: thrown knives and shuriken do not harm it (§26.24);
	// otherwise only their "killed" result does.
	KnivesImmune          bool
	BarkRange, HeardRange int // the dog's warning (§13.3)
}

// Leading is what §13.7 sets for leading an animal or a string.
type Leading struct {
	Rule         string
	TakeUpMP     int
	AttackFactor float64
	NoMissiles   bool
	NoCharge     bool
	LetsGoOn     []EventKind
}

// Animal looks a kind up.
func (t *Tables) Animal(key string) (*AnimalKind, bool) {
	for i := range t.AnimalKinds {
		if t.AnimalKinds[i].Key == key {
			return &t.AnimalKinds[i], true
		}
	}
	return nil, false
}

// AnimalKeys lists the kinds in data order.
func (t *Tables) AnimalKeys() []string {
	out := make([]string, len(t.AnimalKinds))
	for i, k := range t.AnimalKinds {
		out[i] = k.Key
	}
	return out
}

func (t *Tables) checkAnimals() error {
	seen := map[string]bool{}
	for i := range t.AnimalKinds {
		a := &t.AnimalKinds[i]
		where := fmt.Sprintf("animal %q (rule %s)", a.Key, a.Rule)
		switch {
		case seen[a.Key]:
			return fmt.Errorf("animal %q given twice", a.Key)
		case a.Hexes != 1 && a.Hexes != 2:
			return fmt.Errorf("%s: %d hexes, want 1 or 2", where, a.Hexes)
		case !slices.Contains([]string{"infantry", "horse", "mule"}, a.MovesAs):
			return fmt.Errorf("%s: moves_as %q, want infantry, horse or mule", where, a.MovesAs)
		case !slices.Contains([]string{"cavalry", "infantry", "none"}, a.Hinders):
			return fmt.Errorf("%s: hinders %q, want cavalry, infantry or none", where, a.Hinders)
		case !(a.Defence > 0) || a.MPA < 1:
			return fmt.Errorf("%s: needs a defence and an MPA", where)
		case a.Draws && !a.String:
			return fmt.Errorf("%s: draws a cart but may not be attached", where)
		}
		if h, ok := t.Hindrance[a.Key]; ok && h != a.CountsAs {
			return fmt.Errorf("%s: counts as %d characters, hindrance.yaml says %d", where, a.CountsAs, h)
		}
		seen[a.Key] = true
	}
	if t.Leading.AttackFactor <= 0 || t.Leading.AttackFactor > 1 {
		return fmt.Errorf("leading (rule %s): attack factor %v", t.Leading.Rule, t.Leading.AttackFactor)
	}
	return nil
}

// MoveColumn is the terrain column an animal pays on a terrain (§13):
// oxen as horses, dogs as infantry, the others as mules; its own cost
// where the data gives one (pigs in a rice paddy, 16.128).
func (a *AnimalKind) MoveColumn(terrain string) (column string, cost int, own bool) {
	if c, ok := a.Terrain[terrain]; ok {
		return a.MovesAs, c, true
	}
	return a.MovesAs, 0, false
}

// AnimalCombatant is a riderless animal as the combat and missile rules
// see it (§9.6, §13): the mounted table, only retreats and "*" results,
// except dogs (infantry tables, §13.3) and the dragon (a character).
func (a *AnimalKind) AnimalCombatant(name string) Combatant {
	c := Combatant{Name: name, Attack: a.Attack, Defence: a.Defence, Kind: TargetAnimal}
	switch {
	case a.Key == "dog":
		c.Kind, c.Dog = TargetInfantry, true
	case a.Character:
		c.Kind, c.Dragon = TargetMounted, true
	}
	return c
}

// LeaderAttack is a leader's attack strength (§13.7): halved.
func (t *Tables) LeaderAttack(attack float64) float64 { return attack * t.Leading.AttackFactor }

// MayFireLeading refuses missile fire by a leader (§13.7).
func (t *Tables) MayFireLeading(leading bool) error {
	if leading && t.Leading.NoMissiles {
		return rule.Errorf(t.Leading.Rule, "a character leading animals may fire no missiles")
	}
	return nil
}

// MayChargeLeading refuses a charge by a rider who leads (§13.7).
func (t *Tables) MayChargeLeading(leading bool) error {
	if leading && t.Leading.NoCharge {
		return rule.Errorf(t.Leading.Rule, "a rider may not charge while leading")
	}
	return nil
}

// LetsGo reports whether a leader lets go of what he leads on an event
// (§13.7): stunned, retreat or dismount damage; death all the more.
// Entering melee or a wound do not make him let go.
func (t *Tables) LetsGo(ev EventKind) bool {
	return ev == Killed || slices.Contains(t.Leading.LetsGoOn, ev)
}

// MayTakeUp checks beginning to lead (§13.7): an active character ADJACENT
// to the animal's head, no enemy not in melee ADJACENT to that head, and
// nothing else led or guarded. A rider may be led only by a friend, not
// in melee.
func MayTakeUp(adjacentToHead, freeEnemyAtHead, alreadyLeads, guards bool) error {
	switch {
	case !adjacentToHead:
		return rule.Errorf("13.7", "the leader must be ADJACENT to the animal's head hex")
	case freeEnemyAtHead:
		return rule.Errorf("13.7", "an enemy not in melee is ADJACENT to the animal's head")
	case alreadyLeads:
		return rule.Errorf("13.7", "a leader leads one animal or string at a time")
	case guards:
		return rule.Errorf("13.7", "a character guarding prisoners may not lead animals")
	}
	return nil
}

// MayString checks stringing animals together (13.6) and attaching them
// to a cart (§13, §14): only kinds that may be strung; a cart's string is
// all oxen or all horses, not both, its first animal able to draw.
func MayString(kinds []*AnimalKind, toCart bool) error {
	hasHorse, hasOx := false, false
	for _, k := range kinds {
		if !k.String {
			return rule.Errorf("13.6", "only horses, oxen and mules may be strung together, not a %s", k.Key)
		}
		hasHorse = hasHorse || k.Key == "horse"
		hasOx = hasOx || k.Key == "ox"
	}
	if toCart {
		if len(kinds) == 0 || !kinds[0].Draws {
			return rule.Errorf("14", "a cart is drawn by a horse or an ox")
		}
		for _, k := range kinds {
			if !k.Draws || hasHorse && hasOx {
				return rule.Errorf("13", "a string attached to a cart is all horses or all oxen")
			}
		}
	}
	return nil
}

// StringMPA is the MPA of a string of animals (13.6): its slowest
// animal's. Led, it never exceeds the leader's either (13.7).
func StringMPA(mpas ...int) int {
	if len(mpas) == 0 {
		return 0
	}
	return slices.Min(mpas)
}
