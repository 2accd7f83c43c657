package tenths

// Situation is what an exchange's modules need to know beyond the two
// fighters. The referee fills it from the map, the clock and the orders;
// each field names the module that reads it. A field a player's order sets
// (a dive, a switch, a grab) is refused when its module is off; one the
// map or the fighters' values set (ground, height, obstacles) is ignored,
// so a scenario that leaves a module off plays as the base system does.
type Situation struct {
	// riding, horseback-attacks: the attacker or defender on horseback.
	AttackerMount *Mount `json:"attacker_mount,omitempty"`
	DefenderMount *Mount `json:"defender_mount,omitempty"`
	// mounted-interactions: both are horsemen; how each last moved.
	Closing *Closing `json:"closing,omitempty"`
	// horse-attacks: the attacker is a horse (its data are the text's).
	ByHorse bool `json:"by_horse,omitempty"`
	// height: the attacker's height above the defender in steps
	// (negative: below).
	Steps int `json:"steps,omitempty"`
	// obstacles: obstacle hexes in the attacker's in-range hexes.
	Obstacles int `json:"obstacles,omitempty"`
	// grappling: the kind of grappling attack, if any.
	Grapple GrappleAttack `json:"grapple,omitempty"`
	// grappling: the attacker has the advantage in the grapple.
	Advantage bool `json:"advantage,omitempty"`
	// close-quarters: on the ground, the advantage changed during the
	// attack.
	AdvantageChanged bool `json:"advantage_changed,omitempty"`
	// hand-switch: the attack is made with a switch of hands; Detected
	// when the defender saw it.
	Switch         bool `json:"switch,omitempty"`
	SwitchDetected bool `json:"switch_detected,omitempty"`
	// hand-switch: the defender is switching hands and cannot parry.
	DefenderSwitching bool `json:"defender_switching,omitempty"`
	// diving-attack.
	Diving bool `json:"diving,omitempty"`
	// whip, net: fighting on while entangled by a whip or a net.
	AttackerEntangled string `json:"attacker_entangled,omitempty"`
	DefenderEntangled string `json:"defender_entangled,omitempty"`
	// whip: an entangling attack rather than a blow.
	Entangle bool `json:"entangle,omitempty"`
	// shield-passive-defence: the attack comes from a hex the defender's
	// shield covers.
	ShieldCovers bool `json:"shield_covers,omitempty"`
	// pulling-blows: blow strength given up.
	Pull int `json:"pull,omitempty"`
	// lance: the charge.
	Lance *LanceCharge `json:"lance,omitempty"`
	// guns: ball rather than grapeshot.
	Ball bool `json:"ball,omitempty"`
	// disarming: an attack to disarm rather than to hit.
	Disarm bool `json:"disarm,omitempty"`
	// polearms: an opponent stands in one of the attacker's blocked hexes.
	OpponentBlocked bool `json:"opponent_blocked,omitempty"`
	// cover: what lies on the line of a missile.
	Cover string `json:"cover,omitempty"`
	// armour-construction: what the defender wears on each area.
	Construction Wearing `json:"construction,omitempty"`
	// grappling, ground-grappling: the defender lies on the ground.
	DefenderDown bool `json:"defender_down,omitempty"`
}

// Mount is a horseman's seat for an exchange.
type Mount struct {
	RiderSkill Decimal `json:"rider_skill"`
	HorseSkill Decimal `json:"horse_skill"`
	// Gait is the horse's speed during the attack; Turning when it turns.
	Gait    Gait `json:"gait"`
	Turning bool `json:"turning,omitempty"`
}

// LanceCharge is what the lance table needs.
type LanceCharge struct {
	Target Motion `json:"target"`
}

// Closing is how two horsemen last moved: each gait and whether that move
// brought him nearer.
type Closing struct {
	AttackerGait    Gait `json:"attacker_gait"`
	DefenderGait    Gait `json:"defender_gait"`
	AttackerTowards bool `json:"attacker_towards"`
	DefenderTowards bool `json:"defender_towards"`
}
