package game

import (
	"fmt"
	"strings"

	"herald/internal/board"
	"herald/internal/dice"
	"herald/internal/havoc"
	"herald/internal/havoc/field"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/scenario"
)

// CryHavoc is the Ruleset of Cry Havoc, over its tables.
type CryHavoc struct {
	Tables *havoc.Tables
	// shared keeps one field view per map played (share.go).
	shared sharedFields
}

// Name implements Ruleset.
func (*CryHavoc) Name() string { return "cryhavoc" }

// havocPhases is the sequence of play of §4 that the engine runs.
var havocPhases = []notation.Phase{
	notation.PhaseRetreat, notation.PhaseTasks, notation.PhaseFirstFire, notation.PhaseShips,
	notation.PhaseMove, notation.PhaseSecondFire, notation.PhaseCombat, notation.PhaseEnd,
}

// Phases implements Ruleset (§4).
func (*CryHavoc) Phases() []notation.Phase { return havocPhases }

// Setup implements Ruleset: every character where the scenario puts him.
func (h *CryHavoc) Setup(sc *scenario.Scenario, m *board.Map, seed uint64) (*State, error) {
	if sc == nil || m == nil {
		return nil, fmt.Errorf("setup needs a scenario and its map")
	}
	s := &State{Ruleset: h.Name(), Scenario: sc.Name, Seed: seed, Turn: 1, sc: sc, m: m, tab: h.Tables}
	for _, side := range sc.Sides {
		s.Sides = append(s.Sides, side.Name)
	}
	// The first side plays first in every game turn.
	for i, n := range s.Sides {
		if n == sc.First && i > 0 {
			s.Sides[0], s.Sides[i] = s.Sides[i], s.Sides[0]
		}
	}
	if len(s.Sides) == 0 {
		return nil, fmt.Errorf("scenario %s has no sides", sc.Name)
	}
	s.Side = s.Sides[0]
	for si := range sc.Sides {
		side := &sc.Sides[si]
		for ci := range side.Characters {
			d := &side.Characters[ci]
			if !d.At.Set {
				return nil, fmt.Errorf("scenario %s: %s of %s has no starting hex; player set-up (§23) is not yet supported", sc.Name, d.Name, side.Name)
			}
			c := Character{Name: d.Name, Side: side.Name, At: d.At.Head, Status: Healthy, Ammo: -1, def: d}
			if d.At.Two {
				c.Rear, c.Mounted = d.At.Rear, true
			}
			if len(d.Weapons) > 0 {
				c.Ammo = d.Weapons[0].Ammo
			}
			s.Characters = append(s.Characters, c)
		}
	}
	s.base = h.shared.base(s)
	return s, nil
}

// situation puts the characters on the map for the field rules. Animals
// and equipment are not yet tracked by the engine.
func (s *State) situation() field.Situation {
	sit := field.Situation{Map: s.m, Units: make([]field.Unit, len(s.Characters)), AlternativeLOS: s.alternativeLOS()}
	if s.tab != nil {
		sit.Hindrance = s.tab.Hindrance
	}
	pairs := make([]hex.Pair, len(s.Characters))
	for i := range s.Characters {
		sit.Units[i] = unitOf(&s.Characters[i], &pairs[i])
	}
	return sit
}

// alternativeLOS: the scenario uses optional rule 22.4.
func (s *State) alternativeLOS() bool {
	if s.sc != nil {
		for _, o := range s.sc.Optional {
			if o == "22.4" {
				return true
			}
		}
	}
	return false
}

// unitOf is c as the field rules see it; a rider's two hexes go in pair.
func unitOf(c *Character, pair *hex.Pair) field.Unit {
	u := field.Unit{Name: c.Name, Side: c.Side, Kind: field.Foot, Hex: c.At, MPA: c.def.MPA,
		Wounded: c.Status == Wounded, Stunned: c.Status == Stunned, Dead: c.Status == Dead, InMelee: c.InMelee}
	if c.Mounted {
		*pair = hex.Pair{Head: c.At, Rear: c.Rear}
		u.Kind, u.Pair, u.MPA = field.Rider, pair, c.def.MountedMPA
	}
	return u
}

// fits reports whether the field f shows this state's characters as they
// are, so that it can serve this state unchanged.
func (s *State) fits(f *field.Field) bool {
	sit := f.Situation()
	if sit.Map != s.m || sit.AlternativeLOS != s.alternativeLOS() || len(sit.Units) != len(s.Characters) {
		return false
	}
	for i := range s.Characters {
		var p hex.Pair
		u := unitOf(&s.Characters[i], &p)
		if !field.SameUnit(&u, &sit.Units[i]) {
			return false
		}
	}
	return true
}

// field is the field rules' view of the state, cached until it changes.
func (s *State) field() (*field.Field, error) {
	if s.fld != nil {
		return s.fld, nil
	}
	b := s.base
	// Orders that change no one's place or state (a missed shot, a
	// character standing still) leave the last view good as it is.
	if b != nil && s.fits(b) {
		s.fld = b
		return b, nil
	}
	sit := s.situation()
	var f *field.Field
	var err error
	// Most states differ from the last only in where the characters are
	// and how they fare: keep the map's arrays.
	if b != nil && b.Map() == sit.Map && b.Situation().AlternativeLOS == sit.AlternativeLOS {
		f, err = b.WithUnits(sit.Units)
	} else {
		f, err = field.New(sit)
	}
	if err != nil {
		return nil, err
	}
	s.fld, s.base = f, f
	return f, nil
}

// dropField forgets the field view after the characters change, keeping
// it as the base the next view is built from.
func (s *State) dropField() {
	if s.fld != nil {
		s.base = s.fld
	}
	s.fld = nil
}

// actor checks that name is a live character of side who may act.
func (s *State) actor(side, name string) (*Character, error) {
	c, ok := s.Character(name)
	switch {
	case !ok:
		return nil, rule.Errorf("2", "no character named %q in this game", name)
	case c.Side != side:
		return nil, rule.Errorf("4", "%s is a character of %s; only %s's characters act in this player turn", name, c.Side, side)
	case !c.Live():
		return nil, rule.Errorf("10.5", "%s is dead", name)
	}
	return c, nil
}

// Legal implements Ruleset.
func (h *CryHavoc) Legal(s *State, side string, o notation.Order) error {
	switch {
	case s.Over:
		return rule.Errorf("23.1", "the game is over: the scenario's last game turn has been played")
	case side != s.Side:
		return rule.Errorf("4", "it is the player turn of %s, not of %s", s.Side, side)
	case o.Phase < s.Phase:
		return rule.Errorf("4", "%s orders come before the %s phase, which has begun", o.Phase, s.Phase)
	case len(o.Who) == 0:
		return rule.Errorf("4", "the order names no character")
	}
	var cs []*Character
	for _, n := range o.Who {
		c, err := s.actor(side, n)
		if err != nil {
			return err
		}
		cs = append(cs, c)
	}
	if len(o.At) > 0 {
		if len(cs) != 1 {
			return rule.Errorf("4", "a place is given for %d characters", len(cs))
		}
		if got := o.At.String(); got != s.place(cs[0]) {
			return rule.Errorf("4", "%s stands in %s, not %s", cs[0].Name, s.place(cs[0]), got)
		}
	}
	switch o.Kind {
	case notation.KindWait:
		return nil
	case notation.KindMove:
		if o.Phase != notation.PhaseMove {
			return rule.Errorf("4", "a move belongs in the move phase, not %s", o.Phase)
		}
		return h.legalMove(s, cs, o)
	case notation.KindFire:
		if o.Phase != notation.PhaseFirstFire && o.Phase != notation.PhaseSecondFire {
			return rule.Errorf("4", "missile fire belongs in the first or second fire phase, not %s", o.Phase)
		}
		_, err := h.planFire(s, cs, o)
		return err
	case notation.KindAttack:
		if o.Phase != notation.PhaseCombat {
			return rule.Errorf("4", "an attack belongs in the combat phase, not %s", o.Phase)
		}
		_, err := h.planCombat(s, cs, o)
		return err
	}
	return rule.Errorf("4", "%q orders are not yet supported by the turn engine", o.Kind.String())
}

// movePath is a foot move's places, from where the character stands.
func (h *CryHavoc) legalMove(s *State, cs []*Character, o notation.Order) error {
	_, _, err := h.planMove(s, cs, o)
	return err
}

func (h *CryHavoc) planMove(s *State, cs []*Character, o notation.Order) ([]field.Place, int, error) {
	if len(cs) != 1 {
		return nil, 0, rule.Errorf("7", "one move order moves one character, not %d", len(cs))
	}
	c := cs[0]
	switch {
	case c.Mounted:
		return nil, 0, rule.Errorf("7.6", "%s is mounted: horse movement is not yet supported by the turn engine", c.Name)
	case c.Status == Stunned:
		return nil, 0, rule.Errorf("10.3", "%s is stunned and may not move", c.Name)
	case c.InMelee:
		return nil, 0, rule.Errorf("11", "%s is in melee: withdrawal from melee is not yet supported by the turn engine", c.Name)
	case c.Moved:
		return nil, 0, rule.Errorf("7", "%s has already moved this player turn", c.Name)
	case c.Fired && !h.mayMoveAfterFiring(c):
		return nil, 0, rule.Errorf("4", "%s fired a %s in the first fire phase and may not move", c.Name, c.def.Weapons[0].Name)
	case len(o.Path) == 0:
		return nil, 0, rule.Errorf("7", "the move of %s has no path", c.Name)
	}
	path := []field.Place{{Head: c.At}}
	for i, st := range o.Path {
		if st.Mode != notation.Plain || len(st.To) != 1 || len(st.To[0]) != 1 || len(st.Leads) > 0 || len(st.Train) > 0 {
			return nil, 0, rule.Errorf("7", "step %d (%s): only plain one-hex steps on foot are supported by the turn engine", i+1, st.To)
		}
		x, err := s.m.Layout.Resolve(st.To[0][0])
		if err != nil || !s.m.Contains(x) {
			return nil, 0, rule.Errorf("3", "step %d: %s is not a hex of the map", i+1, st.To[0][0])
		}
		path = append(path, field.Place{Head: x})
	}
	f, err := s.field()
	if err != nil {
		return nil, 0, err
	}
	u, _ := f.Unit(c.Name)
	mp, err := f.PathCost(u, path)
	if err != nil {
		return nil, 0, err
	}
	return path, mp, nil
}

func (h *CryHavoc) mayMoveAfterFiring(c *Character) bool {
	if len(c.def.Weapons) == 0 {
		return true
	}
	w, ok := h.Tables.Weapon(c.def.Weapons[0].Name)
	return !ok || w.MayMoveAfterFiring()
}

// firePlan is a checked missile attack.
type firePlan struct {
	fire   havoc.Fire
	firer  *Character
	target *Character
}

func (h *CryHavoc) planFire(s *State, cs []*Character, o notation.Order) (firePlan, error) {
	if len(cs) != 1 || len(o.Targets) != 1 {
		return firePlan{}, rule.Errorf("6", "one character fires at one target")
	}
	c := cs[0]
	if o.Where != "" {
		return firePlan{}, rule.Errorf("6.52", "fire at one hex of a horse is not yet supported by the turn engine")
	}
	switch {
	case c.Status == Stunned:
		return firePlan{}, rule.Errorf("10.3", "%s is stunned and may not fire", c.Name)
	case len(c.def.Weapons) == 0:
		return firePlan{}, rule.Errorf("6.1", "%s has no missile weapon", c.Name)
	case c.Fired:
		return firePlan{}, rule.Errorf("6", "%s has already fired this player turn", c.Name)
	}
	t, ok := s.Character(o.Targets[0])
	switch {
	case !ok:
		return firePlan{}, rule.Errorf("2", "no character named %q in this game", o.Targets[0])
	case t.Side == c.Side:
		return firePlan{}, rule.Errorf("6", "%s is on %s's own side", t.Name, c.Name)
	case !t.Live():
		return firePlan{}, rule.Errorf("10.5", "%s is already dead", t.Name)
	}
	f, err := s.field()
	if err != nil {
		return firePlan{}, err
	}
	sight, err := f.SightOfUnit(c.At, t.Name)
	if err != nil {
		return firePlan{}, err
	}
	if !sight.Visible {
		why := sight.Reason
		if sight.BlockedBy != "" {
			why += " at " + sight.BlockedBy
		}
		r := sight.Rule
		if r == "" {
			r = "5"
		}
		return firePlan{}, rule.Errorf(r, "%s cannot see %s: %s", c.Name, t.Name, why)
	}
	fu, _ := f.Unit(c.Name)
	kind := havoc.TargetInfantry
	if t.Mounted {
		kind = havoc.TargetMounted
	}
	fr := havoc.Fire{
		Firer: c.Name, Target: t.Name, Weapon: c.def.Weapons[0].Name, Range: hex.Distance(c.At, sight.To),
		TargetKind: kind, TargetHealth: health(t.Status), Cover: havoc.Cover(min(sight.Cover.DRM(), 3)),
		Armoured: t.def.IsArmoured(nil), FirerWounded: c.Status == Wounded, FirerMoved: c.MPSpent > 0,
		MovingTarget: t.HexesMoved >= 7,
		Phase:        1, FirerInMelee: c.InMelee, MPSpent: float64(c.MPSpent), MPA: float64(fu.EffectiveMPA()),
		LimitedAmmo: c.Ammo >= 0, Ammunition: max(c.Ammo, 0),
	}
	if o.Phase == notation.PhaseSecondFire {
		fr.Phase = 2
	}
	if err := h.Tables.LegalFire(&fr); err != nil {
		return firePlan{}, err
	}
	return firePlan{fire: fr, firer: c, target: t}, nil
}

func health(s Status) havoc.Health {
	switch s {
	case Wounded:
		return havoc.WoundedState
	case Stunned:
		return havoc.StunnedState
	}
	return havoc.Healthy
}

// combatPlan is a checked combat.
type combatPlan struct {
	combat    havoc.Combat
	attackers []*Character
	defenders []*Character
}

func (h *CryHavoc) planCombat(s *State, cs []*Character, o notation.Order) (combatPlan, error) {
	if o.NoMelee {
		return combatPlan{}, rule.Errorf("11", "rejecting melee is not yet supported by the turn engine")
	}
	if len(o.Targets) == 0 {
		return combatPlan{}, rule.Errorf("9", "the attack names no defender")
	}
	p := combatPlan{}
	for _, c := range cs {
		switch {
		case c.Status == Stunned:
			return combatPlan{}, rule.Errorf("10.3", "%s is stunned and may not attack", c.Name)
		case c.Attacked:
			return combatPlan{}, rule.Errorf("9", "%s has already attacked this player turn", c.Name)
		}
		p.attackers = append(p.attackers, c)
		p.combat.Attackers = append(p.combat.Attackers, combatant(c))
	}
	for _, n := range o.Targets {
		t, ok := s.Character(n)
		switch {
		case !ok:
			return combatPlan{}, rule.Errorf("2", "no character named %q in this game", n)
		case t.Side == s.Side:
			return combatPlan{}, rule.Errorf("9", "%s is on the attackers' own side", t.Name)
		case !t.Live():
			return combatPlan{}, rule.Errorf("10.5", "%s is already dead", t.Name)
		}
		p.defenders = append(p.defenders, t)
		p.combat.Defenders = append(p.combat.Defenders, combatant(t))
	}
	f, err := s.field()
	if err != nil {
		return combatPlan{}, err
	}
	// Every attacker must be ADJACENT to every defender (§9.2).
	for _, a := range p.attackers {
		for _, d := range p.defenders {
			if !adjacent(f, a, d) {
				return combatPlan{}, rule.Errorf("9.2", "%s is not ADJACENT to %s", a.Name, d.Name)
			}
		}
	}
	if err := h.Tables.Legal(&p.combat); err != nil {
		return combatPlan{}, err
	}
	return p, nil
}

func adjacent(f *field.Field, a, d *Character) bool {
	ua, _ := f.Unit(a.Name)
	ud, _ := f.Unit(d.Name)
	for _, x := range ua.Hexes() {
		for _, y := range ud.Hexes() {
			if f.ADJACENT(ua.Kind, x, y) {
				return true
			}
		}
	}
	return false
}

func combatant(c *Character) havoc.Combatant {
	v := c.def.Foot
	k := havoc.TargetInfantry
	if c.Mounted && c.def.Mounted != nil {
		v, k = *c.def.Mounted, havoc.TargetMounted
	}
	att, def := v.Attack, v.Defence
	if c.Status == Wounded {
		att, def = v.WoundedAttack, v.WoundedDefence
	}
	return havoc.Combatant{Name: c.Name, Attack: float64(att), Defence: float64(def), Kind: k,
		Health: health(c.Status), InMelee: c.InMelee}
}

// Payloads of the order events.
type movedResult struct {
	Who  string   `json:"who"`
	From string   `json:"from"`
	Path []string `json:"path"`
	MP   int      `json:"mp"`
}

type firedResult struct {
	Firer   string        `json:"firer"`
	Target  string        `json:"target"`
	Weapon  string        `json:"weapon"`
	Range   int           `json:"range"`
	Cover   string        `json:"cover"`
	Effects []havoc.Event `json:"effects"`
}

type combatResult struct {
	Attackers []string      `json:"attackers"`
	Defenders []string      `json:"defenders"`
	Effects   []havoc.Event `json:"effects"`
}

type voidResult struct {
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

// Apply implements Ruleset. An order that earlier results of its phase
// made impossible (its target died) becomes a "void" event.
func (h *CryHavoc) Apply(s *State, side string, o notation.Order, d dice.Source) (*State, []Event) {
	n := s.clone()
	if o.Phase > n.Phase {
		n.Phase = o.Phase
	}
	text, _ := o.MarshalText()
	ev := Event{Side: side}
	payload := orderEvent{Order: string(text)}
	var cs []*Character
	for _, name := range o.Who {
		c, _ := n.Character(name)
		cs = append(cs, c)
	}
	if err := h.Legal(n, side, o); err != nil {
		re := asRule(err)
		ev.Type = TypeVoid
		payload.Result = mustJSON(voidResult{Rule: re.Rule, Reason: re.Msg})
		ev.Report = []string{fmt.Sprintf("%s: no longer possible: %v", text, err)}
		ev.Data = mustJSON(payload)
		return n, []Event{ev}
	}
	switch o.Kind {
	case notation.KindWait:
		ev.Type = TypeWaited
		ev.Report = []string{strings.Join(o.Who, ", ") + " wait"}
	case notation.KindMove:
		path, mp, _ := h.planMove(n, cs, o)
		c := cs[0]
		r := movedResult{Who: c.Name, From: n.m.HexName(c.At), MP: mp}
		for _, p := range path[1:] {
			r.Path = append(r.Path, n.m.HexName(p.Head))
		}
		c.At = path[len(path)-1].Head
		c.MPSpent += mp
		c.Moved = true
		c.HexesMoved += len(path) - 1
		ev.Type = TypeMoved
		payload.Result = mustJSON(r)
		ev.Report = []string{fmt.Sprintf("%s moves %s to %s (%d MP)", c.Name, r.From, strings.Join(r.Path, ", "), mp)}
	case notation.KindFire:
		p, _ := h.planFire(n, cs, o)
		effects, err := h.Tables.ResolveFire(&p.fire, d, nil)
		if err != nil {
			// planFire ran LegalFire on the same plan.
			panic("game: fire refused after Legal: " + err.Error())
		}
		p.firer.Fired = true
		if p.firer.Ammo > 0 {
			p.firer.Ammo--
		}
		ev.Type = TypeFired
		payload.Result = mustJSON(firedResult{Firer: p.firer.Name, Target: p.target.Name, Weapon: p.fire.Weapon,
			Range: p.fire.Range, Cover: p.fire.Cover.String(), Effects: effects})
		ev.Report = append(ev.Report, fmt.Sprintf("%s fires a %s at %s, %d hexes, cover: %s", p.firer.Name, p.fire.Weapon, p.target.Name, p.fire.Range, p.fire.Cover))
		ev.Report = append(ev.Report, n.takeEffects(effects, nil, []*Character{p.target})...)
	case notation.KindAttack:
		p, _ := h.planCombat(n, cs, o)
		effects, err := h.Tables.Resolve(&p.combat, d, nil)
		if err != nil {
			panic("game: combat refused after Legal: " + err.Error())
		}
		r := combatResult{Effects: effects}
		for _, a := range p.attackers {
			a.Attacked = true
			r.Attackers = append(r.Attackers, a.Name)
		}
		for _, t := range p.defenders {
			r.Defenders = append(r.Defenders, t.Name)
		}
		ev.Type = TypeCombat
		payload.Result = mustJSON(r)
		ev.Report = append(ev.Report, fmt.Sprintf("%s attack %s", strings.Join(r.Attackers, ", "), strings.Join(r.Defenders, ", ")))
		ev.Report = append(ev.Report, n.takeEffects(effects, p.attackers, p.defenders)...)
	}
	ev.Data = mustJSON(payload)
	n.dropField()
	return n, []Event{ev}
}

// takeEffects applies the results of a resolution to the characters and
// explains each in a line.
func (s *State) takeEffects(effects []havoc.Event, att, def []*Character) []string {
	var lines []string
	who := func(e havoc.Event) *Character {
		group := def
		if e.Side == havoc.Attacker {
			group = att
		}
		if e.Name != "" {
			for _, c := range append(append([]*Character(nil), att...), def...) {
				if c.Name == e.Name {
					return c
				}
			}
		}
		if e.Unit >= 0 && e.Unit < len(group) {
			return group[e.Unit]
		}
		return nil
	}
	for _, e := range effects {
		lines = append(lines, "  "+e.String())
		c := who(e)
		switch e.Kind {
		case havoc.Killed:
			if c != nil {
				c.Status, c.InMelee, c.RetreatOwed, c.StunnedWounded = Dead, false, 0, false
			}
		case havoc.Wounded:
			if c != nil && c.Live() {
				c.Status, c.StunnedWounded = Wounded, false
			}
		case havoc.Stunned:
			if c != nil && c.Live() {
				// A stun breaks melee (§10.3); it does not heal a wound.
				c.StunnedWounded = c.Status == Wounded || c.StunnedWounded
				c.Status, c.InMelee = Stunned, false
			}
		case havoc.Retreated:
			if c != nil && c.Live() {
				c.RetreatOwed = e.Hexes
			}
		case havoc.Dismounted, havoc.HorseKilled:
			if c != nil && c.Mounted {
				// The horse is not tracked yet: the rider stays in the
				// head hex (a ruling; §10.6 places him beside it).
				c.Mounted, c.Rear = false, hex.Hex{}
			}
		case havoc.MeleeBegun:
			for _, x := range append(append([]*Character(nil), att...), def...) {
				if x.Live() && x.Status != Stunned {
					x.InMelee = true
				}
			}
		}
	}
	return lines
}

// EndTurn implements Ruleset: stunned characters of the side recover
// (§4, §10.3), the per-turn marks are cleared, and play passes on.
func (h *CryHavoc) EndTurn(s *State, side string) (*State, []Event) {
	n := s.clone()
	var recovered []string
	for i := range n.Characters {
		c := &n.Characters[i]
		c.MPSpent, c.Moved, c.Fired, c.Attacked = 0, false, false, false
		if c.Side == side && c.Status == Stunned {
			c.Status = Healthy
			if c.StunnedWounded {
				c.Status, c.StunnedWounded = Wounded, false
			}
			recovered = append(recovered, c.Name)
		}
	}
	n.dropField()
	n.endMelee()
	n.dropField()
	next := 0
	for i, x := range n.Sides {
		if x == side {
			next = i + 1
		}
	}
	if next >= len(n.Sides) {
		next = 0
		if n.sc.Turns > 0 && n.Turn >= n.sc.Turns {
			n.Over = true
		} else {
			n.Turn++
		}
	}
	n.Side, n.Phase = n.Sides[next], notation.PhaseNone
	// "Moved in its last player turn" (§6.3 moving target) counts the
	// next side's moves afresh from now.
	for i := range n.Characters {
		if n.Characters[i].Side == n.Side {
			n.Characters[i].HexesMoved = 0
		}
	}
	r := struct {
		Turn      int      `json:"turn"`
		Next      string   `json:"next"`
		Recovered []string `json:"recovered,omitempty"`
		Over      bool     `json:"over,omitempty"`
	}{n.Turn, n.Side, recovered, n.Over}
	ev := Event{Type: TypeTurnEnded, Side: side, Data: mustJSON(r)}
	ev.Report = []string{fmt.Sprintf("end of the player turn of %s", side)}
	if len(recovered) > 0 {
		ev.Report = append(ev.Report, "  no longer stunned (§10.3): "+strings.Join(recovered, ", "))
	}
	if n.Over {
		ev.Report = append(ev.Report, "  the last game turn is over")
	} else {
		ev.Report = append(ev.Report, fmt.Sprintf("  next: %s, game turn %d", n.Side, n.Turn))
	}
	return n, []Event{ev}
}

func asRule(err error) *rule.Error {
	if re, ok := RuleOf(err); ok {
		return re
	}
	return &rule.Error{Rule: "4", Msg: err.Error()}
}

// endMelee ends the melee of characters with no live, active enemy left
// ADJACENT (§11: only active characters are in melee).
func (s *State) endMelee() {
	f, err := s.field()
	if err != nil {
		return
	}
	for i := range s.Characters {
		c := &s.Characters[i]
		if !c.InMelee {
			continue
		}
		still := false
		for j := range s.Characters {
			e := &s.Characters[j]
			if e.Side != c.Side && e.Live() && e.Status != Stunned && adjacent(f, c, e) {
				still = true
				break
			}
		}
		c.InMelee = still
	}
}

// LegalPhase implements PhaseChecker: within one phase a character fires
// once (§6) and attacks once (§9).
func (h *CryHavoc) LegalPhase(s *State, side string, orders []notation.Order) (int, error) {
	fired, attacked := map[string]bool{}, map[string]bool{}
	for i, o := range orders {
		for _, n := range o.Who {
			switch o.Kind {
			case notation.KindFire:
				if fired[n] {
					return i, rule.Errorf("6", "%s fires twice in the %s phase", n, o.Phase)
				}
				fired[n] = true
			case notation.KindAttack:
				if attacked[n] {
					return i, rule.Errorf("9", "%s attacks twice in the combat phase; each character attacks once", n)
				}
				attacked[n] = true
			}
		}
	}
	return 0, nil
}
