package cryhavoc

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/sequence"
)

// situation puts the characters and animals on the map, its doors as
// they stand, for the field rules.
func (s *State) situation() field.Situation {
	sit := field.Situation{Map: s.Board(), Units: s.units(), AlternativeLOS: s.alternativeLOS()}
	if s.tab != nil {
		sit.Hindrance = s.tab.Hindrance
	}
	for i := range s.Characters {
		s.fogUnit(&sit.Units[i], &s.Characters[i])
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
	if sit.Map != s.Board() || sit.AlternativeLOS != s.alternativeLOS() || len(sit.Units) != len(s.Characters)+len(s.Animals) {
		return false
	}
	var p hex.Pair
	for i := range s.Characters {
		u := unitOf(&s.Characters[i], &p)
		s.fogUnit(&u, &s.Characters[i])
		if !field.SameUnit(&u, &sit.Units[i]) {
			return false
		}
	}
	for i := range s.Animals {
		u := animalUnit(&s.Animals[i], &p)
		if !field.SameUnit(&u, &sit.Units[len(s.Characters)+i]) {
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
	case notation.KindRetreat:
		if o.Phase != notation.PhaseRetreat {
			return rule.Errorf("4", "a retreat owed from the last player turn is made in the retreat phase, not %s", o.Phase)
		}
		if len(cs) != 1 {
			return rule.Errorf("10.2", "a retreat order moves one character")
		}
		_, err := s.planRetreat(cs[0], o)
		return err
	case notation.KindAdvance:
		if o.Phase != notation.PhaseCombat {
			return rule.Errorf("10.9", "an advance follows its combat in the combat phase, not %s", o.Phase)
		}
		_, err := s.planAdvance(cs, o)
		return err
	case notation.KindPin:
		return rule.Errorf("8", "pinning attempts are made by the opponent during this side's movement, when herald asks for them")
	case notation.KindCharge:
		if o.Phase != notation.PhaseMove {
			return rule.Errorf("7.10", "a charge is declared and moved in the move phase, not %s", o.Phase)
		}
		_, err := h.planCharge(s, cs, o)
		return err
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
	if taskKind(o.Kind) {
		return h.legalTask(s, cs, o)
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
	case c.Status == Stunned:
		return nil, 0, rule.Errorf("10.3", "%s is stunned and may not move", c.Name)
	case c.Moved:
		return nil, 0, rule.Errorf("7", "%s has already moved this player turn", c.Name)
	case c.Fired && !h.mayMoveAfterFiring(c):
		return nil, 0, rule.Errorf("4", "%s fired a %s in the first fire phase and may not move", c.Name, c.def.Weapons[0].Name)
	case len(o.Path) == 0:
		return nil, 0, rule.Errorf("7", "the move of %s has no path", c.Name)
	}
	path := []field.Place{{Head: c.At}}
	if c.Mounted {
		var err error
		if path, err = riderPath(s, c, o.Path, false); err != nil {
			return nil, 0, err
		}
	}
	for i, st := range o.Path {
		if c.Mounted {
			break
		}
		if st.Mode != notation.Plain || len(st.To) != 1 || len(st.To[0]) != 1 || len(st.Leads) > 0 || len(st.Train) > 0 {
			return nil, 0, rule.Errorf("7", "step %d (%s): only plain one-hex steps on foot are supported by the turn engine", i+1, st.To)
		}
		x, err := s.m.Layout.Resolve(st.To[0][0])
		if err != nil || !s.m.Contains(x) {
			return nil, 0, rule.Errorf("3", "step %d: %s is not a hex of the map", i+1, st.To[0][0])
		}
		path = append(path, field.Place{Head: x})
	}
	// A move that finds a hidden enemy ends where it finds him (§22.8).
	path = path[:s.discoveryStop(c, path)+1]
	f, err := s.field()
	if err != nil {
		return nil, 0, err
	}
	u, _ := f.Unit(c.Name)
	mp, err := f.PathCost(u, path)
	if err != nil {
		return nil, 0, err
	}
	if err := withdrawal(s, f, c, path); err != nil {
		return nil, 0, err
	}
	// "(2)" after a step records its MP (§27); a wrong figure is refused.
	for i, st := range o.Path {
		if st.MP == 0 {
			continue
		}
		if c, err := f.MoveCost(u, path[i], path[i+1]); err == nil && c != st.MP {
			return nil, 0, rule.Errorf("7.3", "step %d (%s) costs %d MP, not %d as written", i+1, st.To, c, st.MP)
		}
	}
	if err := s.legalLeaderMove(f, c, path[len(path)-1].Head); err != nil {
		return nil, 0, err
	}
	// MP already spent this phase on doors or items (§12.5, §12.6).
	if c.MPSpent > 0 && mp+c.MPSpent > u.EffectiveMPA() {
		return nil, 0, rule.Errorf("7.3", "the move costs %d MP and %s has %d left", mp, c.Name, u.EffectiveMPA()-c.MPSpent)
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
	switch {
	case c.Status == Stunned:
		return firePlan{}, rule.Errorf("10.3", "%s is stunned and may not fire", c.Name)
	case len(c.def.Weapons) == 0:
		return firePlan{}, rule.Errorf("6.1", "%s has no missile weapon", c.Name)
	case c.Fired:
		return firePlan{}, rule.Errorf("6", "%s has already fired this player turn", c.Name)
	case c.Dismounted:
		return firePlan{}, rule.Errorf("12.34", "%s dismounted this player turn and may not fire after it", c.Name)
	case len(c.Carrying) > 0:
		return firePlan{}, rule.Errorf("12.5", "%s carries %s and may not fire", c.Name, strings.Join(c.Carrying, ", "))
	}
	t, ok := s.Character(o.Targets[0])
	switch {
	case !ok:
		return firePlan{}, rule.Errorf("2", "no character named %q in this game", o.Targets[0])
	case t.Side == c.Side:
		return firePlan{}, rule.Errorf("6", "%s is on %s's own side", t.Name, c.Name)
	case !t.Live():
		return firePlan{}, rule.Errorf("10.5", "%s is already dead", t.Name)
	case t.Hidden:
		return firePlan{}, rule.Errorf("22.8", "%s is hidden: %s's side has not found him", t.Name, c.Name)
	}
	f, err := s.field()
	if err != nil {
		return firePlan{}, err
	}
	var sight field.Sight
	if o.Where != "" {
		if sight, err = aimAt(s, f, c, t, o.Where); err != nil {
			return firePlan{}, err
		}
	} else if sight, err = f.SightOfUnit(c.At, t.Name); err != nil {
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
	if len(o.Targets) == 0 {
		return combatPlan{}, rule.Errorf("9", "the attack names no defender")
	}
	p := combatPlan{}
	// A lone rider not in melee attacking infantry may refuse melee (§11);
	// havoc's Legal checks who may.
	p.combat.RejectMelee = o.NoMelee
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
		case t.Hidden:
			return combatPlan{}, rule.Errorf("22.8", "%s is hidden: the attackers' side has not found him", t.Name)
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
	if err := chargeAttack(&p); err != nil {
		return combatPlan{}, err
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
	// Pins are the pinning attempts made against the move (§8).
	Pins []havoc.Event `json:"pins,omitempty"`
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
	Charge    bool          `json:"charge,omitempty"`
	Attackers []string      `json:"attackers"`
	Defenders []string      `json:"defenders"`
	Effects   []havoc.Event `json:"effects"`
}

// Apply implements Ruleset. An order that earlier results made
// impossible (its target died) becomes a "void" event. With no dice (d
// nil, the dry run) a missile or a blow is spent and does nothing, and no
// pin is tried.
func (h *CryHavoc) Apply(s *State, side string, o notation.Order, d dice.Source) (*State, []game.Event) {
	if o.Kind == notation.KindRetreat {
		return h.applyRetreat(s, side, o)
	}
	if o.Kind == notation.KindAdvance && side != s.Side {
		return h.applyDefenderAdvance(s, side, o)
	}
	n := s.clone()
	if o.Kind != notation.KindAdvance {
		// An advance is open only right after its combat.
		n.Advance = nil
	}
	if o.Phase > n.Phase {
		n.Phase = o.Phase
	}
	text, _ := o.MarshalText()
	ev := game.Event{Side: side}
	payload := sequence.OrderEvent{Order: string(text)}
	var cs []*Character
	for _, name := range o.Who {
		c, _ := n.Character(name)
		cs = append(cs, c)
	}
	if err := h.Legal(n, side, o); err != nil {
		re := asRule(err)
		ev.Type = sequence.TypeVoid
		payload.Result = game.MustJSON(sequence.VoidResult{Rule: re.Rule, Reason: re.Msg})
		ev.Report = []string{fmt.Sprintf("%s: no longer possible: %v", text, err)}
		ev.Data = game.MustJSON(payload)
		return n, []game.Event{ev}
	}
	var broken []string
	if o.Kind != notation.KindWait && o.Kind != notation.KindDrop {
		for _, c := range cs {
			broken = append(broken, breakTask(c, "he did something else")...)
		}
	}
	switch o.Kind {
	case notation.KindWait:
		ev.Type = sequence.TypeWaited
		ev.Report = []string{strings.Join(o.Who, ", ") + " wait"}
	case notation.KindAdvance:
		p, _ := n.planAdvance(cs, o)
		r, lines := n.takeAdvance(p, o)
		ev.Type = TypeAdvanced
		payload.Result = game.MustJSON(r)
		ev.Report = lines
	case notation.KindMove:
		path, mp, _ := h.planMove(n, cs, o)
		c := cs[0]
		pins, pinned := h.resolvePins(n, c, path, d)
		if pinned > 0 {
			path = path[:pinned+1]
			f, _ := n.field()
			u, _ := f.Unit(c.Name)
			mp, _ = f.PathCost(u, path)
		}
		r := movedResult{Who: c.Name, From: n.place(c), MP: mp, Pins: pins}
		for _, p := range path[1:] {
			r.Path = append(r.Path, n.pairName(p))
		}
		c.At, c.Rear = path[len(path)-1].Head, path[len(path)-1].Rear
		if c.InMelee {
			n.dropField()
			n.endMelee()
		}
		c.MPSpent += mp
		c.Moved = true
		c.HexesMoved += len(path) - 1
		ev.Type = sequence.TypeMoved
		payload.Result = game.MustJSON(r)
		ev.Report = []string{fmt.Sprintf("%s moves %s to %s (%d MP)", c.Name, r.From, strings.Join(r.Path, ", "), mp)}
		ev.Report = append(ev.Report, pinLines(pins)...)
	case notation.KindCharge:
		p, _ := h.planCharge(n, cs, o)
		pins, pinned := h.resolvePins(n, p.c, p.route.Path, d)
		r, lines := n.applyCharge(p, o, pinned)
		r.Pins = pins
		lines = append(lines, pinLines(pins)...)
		ev.Type = sequence.TypeMoved
		payload.Result = game.MustJSON(r)
		ev.Report = lines
	case notation.KindFire:
		p, _ := h.planFire(n, cs, o)
		p.firer.Fired = true
		if p.firer.Ammo > 0 {
			p.firer.Ammo--
		}
		ev.Type = sequence.TypeFired
		if d == nil {
			ev.Report = []string{sequence.DiceDecide(o)}
			break
		}
		effects, err := h.Tables.ResolveFire(&p.fire, d, nil)
		if err != nil {
			// planFire ran LegalFire on the same plan.
			panic("game: fire refused after Legal: " + err.Error())
		}
		payload.Result = game.MustJSON(firedResult{Firer: p.firer.Name, Target: p.target.Name, Weapon: p.fire.Weapon,
			Range: p.fire.Range, Cover: p.fire.Cover.String(), Effects: effects})
		ev.Report = append(ev.Report, fmt.Sprintf("%s fires a %s at %s, %d hexes, cover: %s", p.firer.Name, p.fire.Weapon, p.target.Name, p.fire.Range, p.fire.Cover))
		ev.Report = append(ev.Report, n.takeEffects(effects, []*Character{p.firer}, []*Character{p.target})...)
		ev.Report = append(ev.Report, n.afterEffects([]*Character{p.target})...)
	case notation.KindAttack:
		p, _ := h.planCombat(n, cs, o)
		before := map[string][]string{}
		for _, x := range append(append([]*Character(nil), p.attackers...), p.defenders...) {
			before[x.Name] = n.hexNames(x)
		}
		var effects []havoc.Event
		if d != nil {
			var err error
			if effects, err = h.Tables.Resolve(&p.combat, d, nil); err != nil {
				panic("game: combat refused after Legal: " + err.Error())
			}
		}
		r := combatResult{Effects: effects}
		for _, a := range p.attackers {
			a.Attacked, a.Charging = true, nil
			r.Attackers = append(r.Attackers, a.Name)
		}
		for _, t := range p.defenders {
			t.Charged = t.Charged || p.combat.Charge
			r.Defenders = append(r.Defenders, t.Name)
		}
		r.Charge = p.combat.Charge
		ev.Type = sequence.TypeCombat
		payload.Result = game.MustJSON(r)
		if d == nil {
			ev.Report = append(ev.Report, sequence.DiceDecide(o))
		} else {
			ev.Report = append(ev.Report, fmt.Sprintf("%s attack %s", strings.Join(r.Attackers, ", "), strings.Join(r.Defenders, ", ")))
		}
		ev.Report = append(ev.Report, n.takeEffects(effects, p.attackers, p.defenders)...)
		n.openAdvance(effects, p.attackers, p.defenders, before)
		for _, t := range p.defenders {
			ev.Report = append(ev.Report, breakTask(t, "he was attacked")...)
		}
		ev.Report = append(ev.Report, n.afterEffects(append(slices.Clone(p.attackers), p.defenders...))...)
	default:
		var r any
		var lines []string
		ev.Type, r, lines = h.applyTask(n, cs[0], o)
		payload.Result = game.MustJSON(r)
		ev.Report = append(ev.Report, lines...)
	}
	ev.Report = append(ev.Report, broken...)
	ev.Data = game.MustJSON(payload)
	n.dropField()
	ev.Report = append(ev.Report, n.afterOrder(o)...)
	return n, []game.Event{ev}
}

// takeEffects applies the results of a resolution to the characters and
// explains each in a line.
func (s *State) takeEffects(effects []havoc.Event, att, def []*Character) []string {
	var lines []string
	missile := false
	for _, e := range effects {
		missile = missile || e.Kind == havoc.MissileResolved
	}
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
				foes := def
				if slices.Contains(def, c) {
					foes = att
				}
				if extra := s.owe(c, e.Hexes, foes, missile); len(extra) > 0 {
					lines = append(lines, "  a second retreat in one player turn is a failure to retreat (§10.2):")
					lines = append(lines, s.takeEffects(extra, nil, []*Character{c})...)
				}
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
func (h *CryHavoc) EndTurn(s *State, side string) (*State, []game.Event) {
	n := s.clone()
	var recovered []string
	for i := range n.Characters {
		c := &n.Characters[i]
		c.MPSpent, c.Moved, c.Fired, c.Attacked = 0, false, false, false
		c.Charging, c.Charged, c.RetreatImposed = nil, false, false
		if c.Side == side && c.Status == Stunned {
			c.Status = Healthy
			if c.StunnedWounded {
				c.Status, c.StunnedWounded = Wounded, false
			}
			recovered = append(recovered, c.Name)
		}
	}
	n.Pins, n.Advance = nil, nil
	done := n.completeTasks(side)
	n.dropField()
	n.endMelee()
	n.dropField()
	next := n.passTurn(side)
	n.Side, n.Phase = n.sides[next], notation.PhaseNone
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
		Tasks     []string `json:"tasks,omitempty"`
		Over      bool     `json:"over,omitempty"`
	}{n.Turn, n.Side, recovered, done, n.Over}
	ev := game.Event{Type: game.TypeTurnEnded, Side: side, Data: game.MustJSON(r)}
	ev.Report = []string{fmt.Sprintf("end of the player turn of %s", side)}
	if len(recovered) > 0 {
		ev.Report = append(ev.Report, "  no longer stunned (§10.3): "+strings.Join(recovered, ", "))
	}
	for _, l := range done {
		ev.Report = append(ev.Report, "  "+l)
	}
	if n.Over {
		ev.Report = append(ev.Report, "  the last game turn is over")
	} else {
		ev.Report = append(ev.Report, fmt.Sprintf("  next: %s, game turn %d", n.Side, n.Turn))
	}
	return n, []game.Event{ev}
}

func asRule(err error) *rule.Error {
	if re, ok := game.RuleOf(err); ok {
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
