package tenths

import (
	"sort"
	"strings"
)

// Module is one optional rule of the text, switched on by name in a
// scenario. Its hooks are the stages it adds: Alter changes an attack's
// figures (after the base system's, in registry order), Move a move's
// time. Ordered reports whether an exchange asks for the module by a
// player's order, which is refused when the module is off. Rules that are
// not figures (a feint, a fall, a shy) are functions of the module's file
// that the referee calls when On(name) says it plays them.
type Module struct {
	Name    string
	Rule    string
	Title   string
	Needs   []string
	Ordered func(x *Exchange) bool
	Alter   func(r *Rules, x *Exchange) error
	Move    func(r *Rules, m *Move) error
}

// registry is every module in the order of the text; hooks run in this
// order.
var registry = []Module{
	{Name: "knock-back", Rule: TagKnockBack, Title: "knock back and the bash table", Needs: []string{"falls"}},
	{Name: "falls", Rule: TagKnockedDown, Title: "combatants that are knocked down", Alter: alterFalls},
	{Name: "horses", Rule: TagHorses, Title: "horses: speeds, turning, fatigue"},
	{Name: "riding", Rule: TagRiding, Title: "riding: the mounted combat table, control actions, riding positions", Needs: []string{"horses"}},
	{Name: "horseback-attacks", Rule: TagHorsebackAttack, Title: "attacking from horseback", Needs: []string{"riding"},
		Alter: alterHorseback},
	{Name: "horse-attacks", Rule: TagHorseAttacks, Title: "attacks by horses", Needs: []string{"riding"},
		Ordered: func(x *Exchange) bool { return x.Situation.ByHorse }},
	{Name: "horse-and-rider", Rule: TagHorseAndRider, Title: "attacking horse and rider", Needs: []string{"riding"}},
	{Name: "mounted-interactions", Rule: TagMountedVsMount, Title: "interactions between mounted combatants", Needs: []string{"riding"},
		Alter: alterClosing},
	{Name: "horse-injuries", Rule: TagHorseInjuries, Title: "injuries to horses: shying, throwing the rider", Needs: []string{"horses", "falls"}},
	{Name: "horse-knock-backs", Rule: TagHorseKnockBacks, Title: "knock backs of horse and rider", Needs: []string{"knock-back", "riding"}},
	{Name: "mounting", Rule: TagMounting, Title: "mounting and dismounting", Needs: []string{"riding"}},
	{Name: "riderless-horses", Rule: TagRiderless, Title: "riderless horses", Needs: []string{"horses"}},
	{Name: "feints", Rule: TagFeint, Title: "feinting"},
	{Name: "hand-switch", Rule: TagHandSwitch, Title: "hand switches",
		Ordered: func(x *Exchange) bool { return x.Situation.Switch }, Alter: alterSwitch},
	{Name: "disarming", Rule: TagDisarm, Title: "disarming and breaking of weapons",
		Ordered: func(x *Exchange) bool { return x.Situation.Disarm }, Alter: alterDisarm},
	{Name: "diving-attack", Rule: TagDiving, Title: "diving attacks",
		Ordered: func(x *Exchange) bool { return x.Situation.Diving }, Alter: alterDiving},
	{Name: "pulling-blows", Rule: TagPulling, Title: "pulling blows",
		Ordered: func(x *Exchange) bool { return x.Situation.Pull != 0 }, Alter: alterPull},
	{Name: "non-standard-armour", Rule: TagCustomArmour, Title: "non-standard armour types"},
	{Name: "shield-passive-defence", Rule: TagShieldPassive, Title: "shields in passive defence", Alter: alterShieldPassive},
	{Name: "armour-construction", Rule: TagConstruction, Title: "different armour construction (herald's table)",
		Ordered: func(x *Exchange) bool { return len(x.Situation.Construction) > 0 }},
	{Name: "armour-damage", Rule: TagArmourDamage, Title: "damage to armour and shields"},
	{Name: "unarmed", Rule: TagUnarmed, Title: "unarmed combat: punches and kicks", Alter: alterUnarmed},
	{Name: "grappling", Rule: TagGrappling, Title: "grappling, throws, grappling on the ground", Needs: []string{"unarmed", "falls"},
		Ordered: func(x *Exchange) bool { return x.Situation.Grapple != "" }, Alter: alterGrapple},
	{Name: "close-quarters", Rule: TagCloseQuarters, Title: "attacking combatants at close quarters", Alter: alterCloseQuarters},
	{Name: "wind", Rule: TagWind, Title: "wind"},
	{Name: "athletics", Rule: TagAthletics, Title: "athletics and its move table", Move: moveAthletics},
	{Name: "rapier", Rule: TagRapier, Title: "the rapier", Alter: alterRapier},
	{Name: "polearms", Rule: TagPolearms, Title: "polearms and their blocked hexes", Alter: alterPolearm},
	{Name: "lance", Rule: TagLance, Title: "the lance and its table", Needs: []string{"riding"},
		Ordered: func(x *Exchange) bool { return x.Situation.Lance != nil }, Alter: alterLance},
	{Name: "guns", Rule: TagGuns, Title: "guns: grapeshot and ball, misfires, reloads", Alter: alterGuns},
	{Name: "whip", Rule: TagWhip, Title: "the whip", Needs: []string{"falls"},
		Ordered: func(x *Exchange) bool {
			return x.Situation.Entangle || x.Situation.AttackerEntangled == "whip" || x.Situation.DefenderEntangled == "whip"
		}, Alter: alterWhip},
	{Name: "net", Rule: TagNet, Title: "the net",
		Ordered: func(x *Exchange) bool {
			return x.Situation.AttackerEntangled == "net" || x.Situation.DefenderEntangled == "net"
		}, Alter: alterNet},
	{Name: "ground", Rule: TagGround, Title: "soft, muddy and difficult ground", Move: moveGround},
	{Name: "height", Rule: TagHeight, Title: "height differences in steps", Alter: alterHeight, Move: moveHeight},
	{Name: "obstacles", Rule: TagObstacles, Title: "obstacles", Alter: alterObstacles},
	{Name: "cover", Rule: TagCover, Title: "soft and hard cover", Alter: alterCover},
}

// Registry lists every module, in the order of the text.
func Registry() []Module { return append([]Module(nil), registry...) }

func moduleByName(name string) (Module, bool) {
	for _, m := range registry {
		if m.Name == name {
			return m, true
		}
	}
	return Module{}, false
}

// Modules is the set of modules a scenario plays. The zero value plays
// none: the base system alone.
type Modules struct{ on map[string]bool }

// ParseModules switches on the named modules. An unknown name is an error
// naming it and listing the valid ones; so is a module whose prerequisite
// is not also switched on.
func ParseModules(names []string) (Modules, error) {
	ms := Modules{on: map[string]bool{}}
	for _, n := range names {
		n = strings.TrimSpace(n)
		if _, ok := moduleByName(n); !ok {
			valid := make([]string, len(registry))
			for i, m := range registry {
				valid[i] = m.Name
			}
			return Modules{}, unknown(TagModules, "module", n, valid)
		}
		ms.on[n] = true
	}
	for _, m := range registry {
		if !ms.on[m.Name] {
			continue
		}
		for _, need := range m.Needs {
			if !ms.on[need] {
				return Modules{}, errf(TagModules, "module %s needs module %s: switch it on too", m.Name, need)
			}
		}
	}
	return ms, nil
}

// AllModules plays every module.
func AllModules() Modules {
	ms := Modules{on: map[string]bool{}}
	for _, m := range registry {
		ms.on[m.Name] = true
	}
	return ms
}

// On reports whether the scenario plays a module.
func (ms Modules) On(name string) bool { return ms.on[name] }

// Names lists the modules played, in registry order.
func (ms Modules) Names() []string {
	var out []string
	for _, m := range registry {
		if ms.on[m.Name] {
			out = append(out, m.Name)
		}
	}
	return out
}

// Require refuses what a module that is off would allow, citing the
// module's rule.
func (ms Modules) Require(name string) error {
	if ms.on[name] {
		return nil
	}
	m, ok := moduleByName(name)
	if !ok {
		return errf(TagModules, "no module %q", name)
	}
	return errf(m.Rule, "the scenario does not play %s (module %s)", m.Title, m.Name)
}

// check refuses an exchange that orders what a module that is off plays,
// or uses a weapon whose rules are in such a module.
func (ms Modules) check(x *Exchange) error {
	for _, m := range registry {
		if m.Ordered != nil && m.Ordered(x) {
			if err := ms.Require(m.Name); err != nil {
				return err
			}
		}
	}
	for _, w := range []*Weapon{x.Attacker.Weapon, x.Defender.Weapon} {
		if w != nil && w.Rule != "" {
			if err := ms.Require(moduleOfRule(w.Rule)); err != nil {
				return err
			}
		}
	}
	if x.Missile != nil && x.Missile.Rule != "" {
		return ms.Require(moduleOfRule(x.Missile.Rule))
	}
	return nil
}

// moduleOfRule is the module whose rule is tag.
func moduleOfRule(tag string) string {
	for _, m := range registry {
		if m.Rule == tag {
			return m.Name
		}
	}
	return tag
}

// ModuleNames lists every module's name, sorted.
func ModuleNames() []string {
	out := make([]string, len(registry))
	for i, m := range registry {
		out[i] = m.Name
	}
	sort.Strings(out)
	return out
}
