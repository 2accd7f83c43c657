// Package notation reads and writes orders as text, in the spirit of the
// play-by-e-mail notation of Cry Havoc §27:
//
//	move:
//	Edith move L7, L8, L9 (2), L10
//	Sir Richard fwd L10-L9, pvt bwd L10-K9
//	Aylward U7 + horse T8-S8
//	Ben shut door I11
//	first fire:
//	Aylward fire at Frederick
//	combat:
//	Ben, Crispin attack Sir Roland
//	set up:
//	Black Piers at E5
//
// A Turn is a list of Orders, each tagged with the phase of the sequence of
// play (§4) it belongs to. Parse reads text into a Turn with a hand-written
// lexer and parser; Format prints the canonical text. The AST is plain data
// and knows nothing of maps or rules: hexes are checked only for their shape
// ("L7", "VilA1"), never against a board. docs/orders.md is the reference.
package notation

import "strings"

// Phase is a step of the player turn, in the order of §4.
type Phase int

// The phases of a player turn (§4).
const (
	PhaseNone       Phase = iota // not given; Parse never returns it
	PhaseRetreat                 // retreats owed from the previous player turn
	PhaseTasks                   // tasks declared at the start of the turn (§12.1)
	PhaseFirstFire               // first missile fire
	PhaseShips                   // ship movement
	PhaseMove                    // movement, withdrawal, dismounting
	PhaseSecondFire              // second missile fire
	PhaseCombat                  // combat and advance after combat
	PhaseEnd                     // mounting and other tasks complete, alarms
	// PhaseSetUp is no phase of a player turn: it is the placing of a
	// side's characters before game turn 1 (§23, §22.8). It comes last
	// here so the phases of §4 keep their values.
	PhaseSetUp
)

var phaseNames = [...]string{
	PhaseNone:       "",
	PhaseRetreat:    "retreat",
	PhaseTasks:      "tasks",
	PhaseFirstFire:  "first fire",
	PhaseShips:      "ships",
	PhaseMove:       "move",
	PhaseSecondFire: "second fire",
	PhaseCombat:     "combat",
	PhaseEnd:        "end",
	PhaseSetUp:      "set up",
}

func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "phase?"
	}
	return phaseNames[p]
}

// Kind is what an order does.
type Kind int

// Order kinds. Each has one canonical verb (see verbs).
const (
	KindNone      Kind = iota
	KindMove           // move along a path (§7)
	KindCharge         // charge move toward named targets (§7.10)
	KindFire           // missile attack on one character (§6)
	KindAttack         // combat, alone or as a group (§9)
	KindAdvance        // advance after combat (§10.9)
	KindRetreat        // retreat path chosen by the owner (§10.2)
	KindPin            // pinning attempt on a passing enemy (§8)
	KindOpen           // open a door, window or gate (§12.6)
	KindShut           // shut it
	KindBolt           // bolt it from the inside
	KindUnbolt         // unbolt it
	KindReinforce      // strengthen a door (onboard battering, §19)
	KindBatter         // batter a door, window or gate
	KindMount          // mount a horse (§12.3, a task)
	KindDismount       // dismount (§12.34, a form of movement)
	KindPickUp         // pick up an item (§12.5)
	KindDrop           // drop an item
	KindLead           // take up an animal for leading (§13.7)
	KindRelease        // let a led animal go
	KindHelp           // help another character (§12.2)
	KindCarry          // carry a body with a second helper (§12.2)
	KindGuard          // guard prisoners (§12.4)
	KindCover          // claim cover from one direction (§7.9)
	KindAlarm          // raise the alarm (§12.7)
	KindWait           // do nothing, said out loud
	KindTask           // any other task, described in words
	KindPlace          // set up: place a character before play (§23)
	KindGrapple        // grapple a man in melee (Chainmail, special rules)
	kindCount
)

// verbs are the canonical verbs, as Format prints them.
var verbs = [kindCount]string{
	KindMove: "move", KindCharge: "charge", KindFire: "fire", KindAttack: "attack",
	KindAdvance: "advance", KindRetreat: "retreat", KindPin: "pin",
	KindOpen: "open", KindShut: "shut", KindBolt: "bolt", KindUnbolt: "unbolt",
	KindReinforce: "reinforce", KindBatter: "batter",
	KindMount: "mount", KindDismount: "dismount", KindPickUp: "pick up", KindDrop: "drop",
	KindLead: "lead", KindRelease: "release", KindHelp: "help", KindCarry: "carry",
	KindGuard: "guard", KindCover: "cover", KindAlarm: "raise alarm", KindWait: "wait",
	KindTask: "task", KindPlace: "at", KindGrapple: "grapple",
}

func (k Kind) String() string {
	if k <= KindNone || k >= kindCount {
		return "kind?"
	}
	return verbs[k]
}

// DefaultPhase is the phase an order falls in when the text names none.
func (k Kind) DefaultPhase() Phase {
	switch k {
	case KindFire:
		return PhaseFirstFire
	case KindAttack, KindAdvance, KindGrapple:
		return PhaseCombat
	case KindRetreat:
		return PhaseRetreat
	case KindMount, KindReinforce, KindBatter, KindCarry, KindGuard, KindTask:
		return PhaseTasks
	case KindAlarm:
		return PhaseEnd
	case KindPlace:
		return PhaseSetUp
	}
	return PhaseMove
}

// Mode is how a two-hex unit (horse, rider, cart) takes a step (§7.6).
type Mode int

// Step modes; a plain step is the only one for one-hex units.
const (
	Plain    Mode = iota
	Forward       // "fwd": head moves into its front arc
	Backward      // "bwd": rear moves into its rear arc, double cost
	PivotFwd      // "pvt fwd": pivot round the rear hex
	PivotBwd      // "pvt bwd": pivot round the head hex, double cost
)

var modeNames = [...]string{Plain: "", Forward: "fwd", Backward: "bwd", PivotFwd: "pvt fwd", PivotBwd: "pvt bwd"}

func (m Mode) String() string {
	if m < 0 || int(m) >= len(modeNames) {
		return "mode?"
	}
	return modeNames[m]
}

// Pos is where a unit stands: groups joined by "+" (a horse and its cart),
// each a run of hexes joined by "-" (head first). "L7" is {{"L7"}},
// "L9-L10" is {{"L9","L10"}}, "U10-V11+V12-V13" is {{"U10","V11"},{"V12","V13"}}.
type Pos [][]string

func (p Pos) String() string {
	parts := make([]string, len(p))
	for i, g := range p {
		parts[i] = strings.Join(g, "-")
	}
	return strings.Join(parts, "+")
}

// Lead is a led animal (or the rest of a string) that follows a step:
// "+ horse T8-S8", or "+ animals stay".
type Lead struct {
	Name  string
	At    Pos  // where it ends the step; empty if it stays
	Stays bool // "stay": it does not move this step
}

// Step is one entry of a path.
type Step struct {
	Mode  Mode
	To    Pos
	Leads []Lead // animals led this step: "+ horse T8-S8"
	Train []Lead // the rest of a string, for the record: "(+ Mule1 O7)"
	MP    int    // movement points spent, as annotated "(2)"; 0 = not given
}

// Order is one line of orders.
type Order struct {
	Phase    Phase
	Kind     Kind
	Who      []string // the characters who act ("Ben", "Crispin")
	At       Pos      // where they stand, if written ("Ben S6 move R6")
	Path     []Step   // move, charge, advance, retreat
	Targets  []string // fire, attack, charge, pin, help, carry, guard
	Object   string   // door/window/gate, or the item or animal named
	ObjectAt Pos      // where the animal stands (mount, lead)
	Where    string   // a hex or hexside: the door, the hex fired into, dismount hex…
	NoMelee  bool     // rider rejects melee status (§11): "without melee"
	Keep     bool     // advance keeps melee with the retreated enemy (§11 pursuit): "keep melee"
	Off      bool     // the move ends by stepping off the map from its last hex: "off the map"
	Text     string   // task description
}

// Turn is a player turn's orders, in the order written.
type Turn struct {
	Orders []Order
}

// apertures are the objects of open, shut, bolt, unbolt, reinforce, batter.
var apertures = map[string]bool{"door": true, "window": true, "gate": true}
