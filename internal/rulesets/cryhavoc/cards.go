package cryhavoc

import (
	"herald/internal/game"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// The answers of the planning aids (planning.go) as the play page reads
// them: a character's card, his reach, a line of sight, the odds of an
// attack.

// Values are a character's combat values on foot or mounted (§2).
type Values struct {
	Attack         int `json:"attack"`
	Defence        int `json:"defence"`
	WoundedAttack  int `json:"wounded_attack"`
	WoundedDefence int `json:"wounded_defence"`
}

// WeaponInfo is a missile weapon; Ammo is the missiles left, shown to the
// owner only, and -1 where they are not counted.
type WeaponInfo struct {
	Name string `json:"name"`
	Ammo *int   `json:"ammo,omitempty"`
}

// CharacterInfo is what the page shows of a clicked character: what is
// printed on his counter and what the map shows of him.
type CharacterInfo struct {
	Name string `json:"name"`
	// OrderName is the name as orders write it (quoted where needed).
	OrderName string `json:"order_name"`
	Side      string `json:"side"`
	Yours     bool   `json:"yours"`
	Class     string `json:"class,omitempty"`
	At        string `json:"at"`
	Status    string `json:"status"`
	Mounted   bool   `json:"mounted"`
	InMelee   bool   `json:"in_melee"`
	// Attack and Defence are the values that count now: wounded or not,
	// mounted or not.
	Attack       int          `json:"attack"`
	Defence      int          `json:"defence"`
	Foot         Values       `json:"foot"`
	Rider        *Values      `json:"mounted_values,omitempty"`
	MPA          int          `json:"mpa"`
	MountedMPA   int          `json:"mounted_mpa,omitempty"`
	EffectiveMPA int          `json:"effective_mpa"`
	Armoured     bool         `json:"armoured"`
	Weapons      []WeaponInfo `json:"weapons"`
	Abilities    []string     `json:"abilities,omitempty"`
	RetreatOwed  int          `json:"retreat_owed,omitempty"`
}

// ReachHex is one hex a character can end his move in (the head hex for
// a rider), the least MP it costs and one cheapest path there.
type ReachHex struct {
	Hex  string   `json:"hex"`
	Cost int      `json:"cost"`
	Path []string `json:"path"`
}

// ReachInfo is where a character can end his move this player turn (§7).
type ReachInfo struct {
	Character string     `json:"character"`
	At        string     `json:"at"`
	MPA       int        `json:"mpa"`
	Hexes     []ReachHex `json:"hexes"`
	// Note says why he cannot move, or what the engine does not yet play.
	Note string `json:"note,omitempty"`
	Rule string `json:"rule,omitempty"`
}

// SightInfo is a line of sight (§5) and the cover a missile along it
// would get (§6.5).
type SightInfo struct {
	From      string `json:"from"`
	To        string `json:"to"`
	FromHex   string `json:"from_hex"`
	ToHex     string `json:"to_hex"`
	Range     int    `json:"range"`
	Visible   bool   `json:"visible"`
	Cover     string `json:"cover"`
	BlockedBy string `json:"blocked_by,omitempty"`
	Reason    string `json:"reason,omitempty"`
	Rule      string `json:"rule,omitempty"`
}

// Chances are the exact chances of each outcome, 0 to 1.
type Chances struct {
	Killed       float64 `json:"killed"`
	Wounded      float64 `json:"wounded"`
	Stunned      float64 `json:"stunned"`
	Retreat      float64 `json:"retreat"`
	Nothing      float64 `json:"nothing"`
	AttackerHurt float64 `json:"attacker_hurt,omitempty"`
	HorseKilled  float64 `json:"horse_killed,omitempty"`
}

func chancesOf(o havoc.Outcomes) Chances {
	return Chances{Killed: o.Killed, Wounded: o.Wounded, Stunned: o.Stunned, Retreat: o.Retreat,
		Nothing: o.Nothing, AttackerHurt: o.AttackerHurt, HorseKilled: o.HorseKilled}
}

// RollOutcome is what one roll of the die does.
type RollOutcome struct {
	Roll    int      `json:"roll"`
	Result  string   `json:"result"`
	Effects []string `json:"effects,omitempty"`
}

// Refusal is why an order would be refused.
type Refusal struct {
	Error string `json:"error"`
	Rule  string `json:"rule,omitempty"`
}

func refusalOf(err error) *Refusal {
	r := &Refusal{Error: err.Error()}
	if re, ok := game.RuleOf(err); ok {
		r.Rule, r.Error = re.Rule, re.Msg
	}
	return r
}

// FireOdds is a missile attack as it would be fired now (§6).
type FireOdds struct {
	Firer   string        `json:"firer"`
	Target  string        `json:"target"`
	Refused *Refusal      `json:"refused,omitempty"`
	Phase   string        `json:"phase,omitempty"`
	Weapon  string        `json:"weapon,omitempty"`
	Range   int           `json:"range,omitempty"`
	Band    string        `json:"band,omitempty"`
	Cover   string        `json:"cover,omitempty"`
	DRM     int           `json:"drm"`
	Table   string        `json:"table,omitempty"`
	Rolls   []RollOutcome `json:"rolls,omitempty"`
	Chances *Chances      `json:"chances,omitempty"`
}

// MeleeOdds is a combat as it would be fought now (§9), with the exact
// chance of each outcome.
type MeleeOdds struct {
	Attackers []string      `json:"attackers"`
	Defenders []string      `json:"defenders"`
	Refused   *Refusal      `json:"refused,omitempty"`
	Attack    float64       `json:"attack,omitempty"`
	Defence   float64       `json:"defence,omitempty"`
	Original  string        `json:"original,omitempty"`
	Final     string        `json:"final,omitempty"`
	Shift     int           `json:"shift"`
	Shifts    []string      `json:"shifts,omitempty"`
	Table     string        `json:"table,omitempty"`
	Rolls     []RollOutcome `json:"rolls,omitempty"`
	Chances   *Chances      `json:"chances,omitempty"`
}

// Odds answers "what if they attack him": missile fire when one
// character with a missile weapon is asked about, and melee.
type Odds struct {
	Sight *SightInfo `json:"sight,omitempty"`
	Fire  *FireOdds  `json:"fire,omitempty"`
	Melee *MeleeOdds `json:"melee"`
}
