package tenths

import "fmt"

// BaseRules is herald's base system: the range of each combatant value, the
// formulas the text leans on, the Trainings and stock combatants
// (data/tenths/base.yaml, tag base:values).
type BaseRules struct {
	Source         string        `yaml:"source"`
	Values         []ValueRange  `yaml:"values"`
	HorseWillPower ValueRange    `yaml:"horse_will_power"`
	Formulas       Formulas      `yaml:"formulas"`
	Trainings      []TrainingDef `yaml:"trainings"`
	Profiles       []Profile     `yaml:"profiles"`
}

// ValueRange is the range a value may take.
type ValueRange struct {
	Name string `yaml:"name"`
	Min  int    `yaml:"min"`
	Max  int    `yaml:"max"`
	Rule string `yaml:"rule,omitempty"`
}

// Formulas are the constants of herald's base formulas (base.yaml explains
// each).
type Formulas struct {
	SkillDexterity       int `yaml:"skill_dexterity"`
	BaseSpeedTime        int `yaml:"base_speed_time"`
	BaseSpeedMin         int `yaml:"base_speed_min"`
	ParryBase            int `yaml:"parry_base"`
	DodgeDexDivisor      int `yaml:"dodge_dexterity_divisor"`
	StrengthAverage      int `yaml:"strength_average"`
	StrengthDivisor      int `yaml:"strength_divisor"`
	ReactionDie          int `yaml:"reaction_die"`
	ReactionSkillDivisor int `yaml:"reaction_skill_divisor"`
	ReactionMin          int `yaml:"reaction_min"`
	ParryTime            int `yaml:"parry_time"`
	ActionMin            int `yaml:"action_min"`
}

// TrainingDef is one Training a combatant may have.
type TrainingDef struct {
	Name string `yaml:"name"`
	Rule string `yaml:"rule,omitempty"`
}

// Kinds of combatant.
const (
	KindMan   = "man"
	KindHorse = "horse"
)

// Profile is one combatant's values: the text's Strength, Dexterity,
// Constitution, Fatigue Limit and Will Power, his Trainings and his armour.
type Profile struct {
	Name         string         `yaml:"name" json:"name"`
	Kind         string         `yaml:"kind" json:"kind"`
	Strength     int            `yaml:"strength" json:"strength"`
	Dexterity    int            `yaml:"dexterity" json:"dexterity"`
	Constitution int            `yaml:"constitution" json:"constitution"`
	FatigueLimit int            `yaml:"fatigue_limit" json:"fatigue_limit"`
	WillPower    int            `yaml:"will_power" json:"will_power"`
	Training     map[string]int `yaml:"training" json:"training"`
	Armour       string         `yaml:"armour" json:"armour"`
}

// Trained reports the combatant's Training in t (0 when untrained).
func (p Profile) Trained(t string) int { return p.Training[t] }

func (b *BaseRules) validate(armour *ArmourTable) error {
	f := b.Formulas
	for _, c := range []struct {
		name string
		v    int
	}{
		{"skill_dexterity", f.SkillDexterity}, {"strength_divisor", f.StrengthDivisor},
		{"dodge_dexterity_divisor", f.DodgeDexDivisor}, {"reaction_skill_divisor", f.ReactionSkillDivisor},
		{"reaction_die", f.ReactionDie}, {"base_speed_min", f.BaseSpeedMin}, {"action_min", f.ActionMin},
		{"reaction_min", f.ReactionMin}, {"base_speed_time", f.BaseSpeedTime}, {"parry_time", f.ParryTime},
	} {
		if c.v < 1 || c.v > 100 {
			return fmt.Errorf("formulas.%s = %d: give 1 to 100", c.name, c.v)
		}
	}
	if f.ParryBase < 0 || f.ParryBase > 100 || f.StrengthAverage < 0 || f.StrengthAverage > 100 {
		return fmt.Errorf("formulas: parry_base and strength_average must be 0 to 100")
	}
	want := []string{"strength", "dexterity", "constitution", "fatigue_limit", "will_power", "training"}
	if len(b.Values) != len(want) {
		return fmt.Errorf("values: want %d ranges (%v), have %d", len(want), want, len(b.Values))
	}
	for i, v := range b.Values {
		if v.Name != want[i] {
			return fmt.Errorf("values[%d] is %q, want %q", i, v.Name, want[i])
		}
		if v.Min < 0 || v.Max < v.Min || v.Max > 100 {
			return fmt.Errorf("values %s: range %d..%d", v.Name, v.Min, v.Max)
		}
	}
	if hw := b.HorseWillPower; hw.Min != 0 || hw.Max != 10 {
		return fmt.Errorf("horse_will_power must be 0..10 as the text says (horses), not %d..%d", hw.Min, hw.Max)
	}
	seen := map[string]bool{}
	for _, t := range b.Trainings {
		if t.Name == "" || seen[t.Name] {
			return fmt.Errorf("trainings: empty or repeated name %q", t.Name)
		}
		seen[t.Name] = true
	}
	names := map[string]bool{}
	for _, p := range b.Profiles {
		if names[p.Name] {
			return fmt.Errorf("profiles: %q twice", p.Name)
		}
		names[p.Name] = true
		if err := b.CheckProfile(p, armour); err != nil {
			return fmt.Errorf("profile %s: %w", p.Name, err)
		}
	}
	return nil
}

// CheckProfile checks every value of a combatant against its range, his
// Trainings against the list and his armour against the armour table.
func (b *BaseRules) CheckProfile(p Profile, armour *ArmourTable) error {
	if p.Name == "" {
		return errf(TagValues, "a combatant needs a name")
	}
	if p.Kind != KindMan && p.Kind != KindHorse {
		return errf(TagValues, "%s: kind %q: give man or horse", p.Name, p.Kind)
	}
	vals := []int{p.Strength, p.Dexterity, p.Constitution, p.FatigueLimit, p.WillPower}
	for i, v := range vals {
		r := b.Values[i]
		if p.Kind == KindHorse && r.Name == "will_power" {
			r = b.HorseWillPower
		}
		if v < r.Min || v > r.Max {
			tag := TagValues
			if r.Rule != "" {
				tag = r.Rule
			}
			return errf(tag, "%s: %s %d is outside %d..%d", p.Name, r.Name, v, r.Min, r.Max)
		}
	}
	tr := b.Values[5]
	for name, v := range p.Training {
		if !b.knownTraining(name) {
			return unknown(TagValues, "Training", name, b.trainingNames())
		}
		if v < tr.Min || v > tr.Max {
			return errf(TagValues, "%s: Training %s %d is outside %d..%d", p.Name, name, v, tr.Min, tr.Max)
		}
	}
	if _, err := armour.Type(p.Armour); err != nil {
		return err
	}
	return nil
}

func (b *BaseRules) knownTraining(name string) bool {
	for _, t := range b.Trainings {
		if t.Name == name {
			return true
		}
	}
	return false
}

func (b *BaseRules) trainingNames() []string {
	out := make([]string, len(b.Trainings))
	for i, t := range b.Trainings {
		out[i] = t.Name
	}
	return out
}

// Profile finds a stock combatant by name.
func (b *BaseRules) Profile(name string) (Profile, error) {
	var names []string
	for _, p := range b.Profiles {
		if p.Name == name {
			return p, nil
		}
		names = append(names, p.Name)
	}
	return Profile{}, unknown(TagValues, "combatant", name, names)
}

// SkillOf is the base skill: Training × dexterity / skill_dexterity × the
// armour's skill factor, rounded down to a tenth (tag base:skill).
func (f Formulas) SkillOf(training, dexterity int, factor Decimal) Decimal {
	if training <= 0 {
		return 0
	}
	// training × dexterity / sd gives whole units; × factor (tenths) / 10
	// and × 10 for tenths cancel.
	return Decimal(floorDiv(training*dexterity*int(factor), f.SkillDexterity))
}

// Skill is p's skill with a Training in his own armour. Athletics ignores
// armour and uses (Dexterity + Strength) / 2 (text, athletics).
func (r *Rules) Skill(p Profile, training string) (Decimal, error) {
	a, err := r.Armour.Type(p.Armour)
	if err != nil {
		return 0, err
	}
	if training == "athletics" {
		return r.AthleticsSkill(p), nil
	}
	return r.Base.Formulas.SkillOf(p.Trained(training), p.Dexterity, a.SkillFactor), nil
}

// DefenceTime is what an active defence adds to the defender's action
// under way (tag base:attack): a parry its parry_time, an active dodge a
// walk move; a passive dodge nothing.
func (f Formulas) DefenceTime(d Defence, walk int) int {
	switch d {
	case Parry:
		return f.ParryTime
	case ActiveDodge:
		return walk
	}
	return 0
}

// ActionTime is a "10 - skill" time of the text rounded to the nearest
// tenth (halves up) and never below action_min: control actions, riding
// positions, hand switches, response times.
func (f Formulas) ActionTime(base int, skill Decimal) int {
	t := (Whole(base) - skill).Round()
	if t < f.ActionMin {
		return f.ActionMin
	}
	return t
}

// Delay is a "10 - skill" delay (the horse's response): like ActionTime but
// it may be zero, since it is no action.
func (f Formulas) Delay(base int, skill Decimal) int {
	t := (Whole(base) - skill).Round()
	if t < 0 {
		return 0
	}
	return t
}

// With is the profile as a scenario changes it: the values it names
// (strength, dexterity, constitution, fatigue_limit, will_power), the
// Trainings it sets and, if given, another armour.
func (p Profile) With(values, training map[string]int, armour string) Profile {
	for k, v := range values {
		switch k {
		case "strength":
			p.Strength = v
		case "dexterity":
			p.Dexterity = v
		case "constitution":
			p.Constitution = v
		case "fatigue_limit":
			p.FatigueLimit = v
		case "will_power":
			p.WillPower = v
		}
	}
	if len(training) > 0 {
		t := make(map[string]int, len(p.Training)+len(training))
		for k, v := range p.Training {
			t[k] = v
		}
		for k, v := range training {
			t[k] = v
		}
		p.Training = t
	}
	if armour != "" {
		p.Armour = armour
	}
	return p
}
