package cryhavoc

import (
	"slices"
	"strings"

	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// Legality: an order checked against the position, as the rules give it
// (§4 the sequence of play, §6 fire, §7 movement, §9 combat, …). A
// checked order's plan is what Apply carries out.

// actor checks that name is a live character of side who may act.
func (s *State) actor(side, name string) (*Character, error) {
	c, ok := s.Character(name)
	switch {
	case !ok:
		return nil, s.unknown(name)
	case c.Side != side:
		return nil, rule.Errorf("4", "%s is a character of %s; only %s's characters act in this player turn", name, c.Side, side)
	case !c.Live():
		return nil, rule.Errorf("10.5", "%s is dead", name)
	case c.CapturedBy != "":
		return nil, prisonerError(c, true)
	}
	return c, nil
}

// Legal implements sequence.Referee.
func (h *CryHavoc) Legal(s *State, side string, o notation.Order) error {
	_, err := h.plan(s, side, o)
	return err
}

// An order's plan is what its check found, for Apply to carry out: the
// acting characters (pointers into the state planned on) and what each
// kind of order needs.
type (
	waitPlan struct{}
	movePlan struct {
		c    *Character
		path []field.Place
		mp   int
		off  bool // he steps off the map at the end (exit.go)
		// train is what the mover leads (train.go); boards the cart his
		// move ends on (§14), and extra the MP equipment adds.
		train  *trainPlan
		boards *Item
		extra  int
	}
	taskPlan struct {
		c    *Character
		plan any // doorPlan, mountPlan, a dismount hex, an item's index, an animal
	}
)

// plan checks side's order o in s, as Legal, and returns its plan: a
// waitPlan, movePlan, chargePlan, firePlan, combatPlan, advancePlan or
// taskPlan (retreats are planned by planRetreat).
func (h *CryHavoc) plan(s *State, side string, o notation.Order) (any, error) {
	switch {
	case s.Over:
		return nil, rule.Errorf("23.1", "the game is over: the scenario's last game turn has been played")
	case side != s.Side:
		return nil, rule.Errorf("4", "it is the player turn of %s, not of %s", s.Side, side)
	case o.Phase < s.Phase:
		return nil, rule.Errorf("4", "%s orders come before the %s phase, which has begun", o.Phase, s.Phase)
	case len(o.Who) == 0:
		return nil, rule.Errorf("4", "the order names no character")
	}
	cs, err := s.actorsOf(side, o.Who)
	if err != nil {
		return nil, err
	}
	if len(o.At) > 0 {
		if len(cs) != 1 {
			return nil, rule.Errorf("4", "a place is given for %d characters", len(cs))
		}
		if got := o.At.String(); got != s.place(cs[0]) {
			return nil, rule.Errorf("4", "%s stands in %s, not %s", cs[0].Name, s.place(cs[0]), got)
		}
	}
	if want, ok := orderPhases[o.Kind]; ok && !slices.Contains(want.phases, o.Phase) {
		return nil, rule.Errorf(want.rule, want.msg, o.Phase)
	}
	switch o.Kind {
	case notation.KindWait:
		return waitPlan{}, nil
	case notation.KindMove:
		if len(cs) >= 2 && len(o.Path) > 0 && len(o.Path[0].To) == 1 && len(o.Path[0].To[0]) == 2 {
			return s.planPush(cs, o)
		}
		if it := s.carriedLadder(cs[0]); it != nil && len(cs) == 1 && len(o.Path) > 0 && len(o.Path[0].To) == 1 && len(o.Path[0].To[0]) == 2 {
			return s.planLadderMove(cs[0], it, o)
		}
		path, mp, err := h.planMove(s, cs, o)
		p := movePlan{c: cs[0], path: path, mp: mp, off: o.Off && err == nil && len(path) == len(o.Path)+1}
		if err == nil {
			err = s.planGoods(&p, o)
		}
		return p, err
	case notation.KindRetreat:
		if len(cs) != 1 {
			return nil, rule.Errorf("10.2", "a retreat order moves one character")
		}
		return s.planRetreat(cs[0], o)
	case notation.KindAdvance:
		return s.planAdvance(cs, o)
	case notation.KindPin:
		// Given in one's own turn: a standing order for the enemy's next
		// movement (standing.go). The asked ones come as decisions.
		if len(cs) != 1 {
			return nil, rule.Errorf("8", "one character makes a pinning attempt")
		}
		return s.planStandingPin(side, cs[0], o)
	case notation.KindCharge:
		return h.planCharge(s, cs, o)
	case notation.KindFire:
		return h.planFire(s, cs, o)
	case notation.KindBatter:
		return h.planBatter(s, cs, o)
	case notation.KindAlarm:
		return s.planAlarm(cs, o)
	case notation.KindCover:
		return s.planCover(cs, o)
	case notation.KindHelp:
		p, err := s.planHelp(cs, o)
		return taskPlan{c: cs[0], plan: p}, err
	case notation.KindAttack:
		if p, ok, err := s.planTopple(cs, o); ok {
			return p, err
		}
		return h.planCombat(s, cs, o)
	}
	if taskKind(o.Kind) {
		return h.planTask(s, cs, o)
	}
	if r, ok := unsupported[o.Kind]; ok {
		return nil, rule.Errorf(r, "%q orders are not yet supported by the turn engine (rule %s)", o.Kind.String(), r)
	}
	return nil, rule.Errorf("4", "%q orders are not yet supported by the turn engine", o.Kind.String())
}

// unsupported are the orders the notation knows and the engine does not
// play yet, each with its own rule (docs/rulings.md lists them).
var unsupported = map[notation.Kind]string{
	notation.KindHelp:      "12.2",
	notation.KindCarry:     "12.2",
	notation.KindReinforce: "19.7",
	notation.KindBatter:    "19.4",
}

// orderPhases are the phases each kind of order belongs in (§4), and the
// refusal of one given elsewhere.
var orderPhases = map[notation.Kind]struct {
	phases    []notation.Phase
	rule, msg string
}{
	notation.KindMove:    {[]notation.Phase{notation.PhaseMove}, "4", "a move belongs in the move phase, not %s"},
	notation.KindRetreat: {[]notation.Phase{notation.PhaseRetreat}, "4", "a retreat owed from the last player turn is made in the retreat phase, not %s"},
	notation.KindAdvance: {[]notation.Phase{notation.PhaseCombat}, "10.9", "an advance follows its combat in the combat phase, not %s"},
	notation.KindCharge:  {[]notation.Phase{notation.PhaseMove}, "7.10", "a charge is declared and moved in the move phase, not %s"},
	notation.KindFire:    {[]notation.Phase{notation.PhaseFirstFire, notation.PhaseSecondFire}, "4", "missile fire belongs in the first or second fire phase, not %s"},
	notation.KindAttack:  {[]notation.Phase{notation.PhaseCombat}, "4", "an attack belongs in the combat phase, not %s"},
	notation.KindCover:   {[]notation.Phase{notation.PhaseMove}, "7.9", "cover is claimed in one's own movement phase, not %s"},
	// A man stunned in this player turn stays so until the end of his
	// side's next one: he is taken after the fire or combat that stunned
	// him (§12.4).
	notation.KindGuard: {[]notation.Phase{notation.PhaseMove, notation.PhaseCombat}, "12.4", "a prisoner is taken in the move or combat phase, after the result that stunned him, not %s"},
}

// planMove is a foot or rider's move: its places, from where the
// character stands, and its MP.
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
	case s.guarding(c):
		return nil, 0, rule.Errorf("12.4", "%s guards a prisoner: moving with him (§22.7) is not yet supported by the turn engine", c.Name)
	}
	if s.swimming(c) {
		path, err := s.planSwim(c, o)
		return path, 0, err
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
		if st.Mode != notation.Plain || len(st.To) != 1 || len(st.To[0]) != 1 || len(st.Leads) > 0 && s.leading(c) == nil || len(st.Train) > 0 {
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
	if lmp, ok, lerr := s.ladderStep(f, u, c, path); ok {
		mp, err = lmp, lerr
	}
	if wade, ok := s.wadeWhole(f, u, c, path); err != nil && ok {
		mp, err = wade, nil
	}
	if err == nil {
		err = s.legalWade(c, path)
	}
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
	// MP already spent this phase on doors or items (§12.5, §12.6), and
	// what he carries, paid before he moves (§12.5).
	if carry := s.carryCost(c); (c.MPSpent > 0 || carry > 0) && mp+c.MPSpent+carry > u.EffectiveMPA() {
		return nil, 0, rule.Errorf("7.3", "the move costs %d MP and %s has %d left (carrying costs %d, §12.5)", mp, c.Name, u.EffectiveMPA()-c.MPSpent-carry, carry)
	}
	if o.Off && len(path) == len(o.Path)+1 {
		if err := s.legalExit(c, path[len(path)-1].Head, mp, u.EffectiveMPA()-c.MPSpent-s.carryCost(c)); err != nil {
			return nil, 0, err
		}
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
	beast  *Animal // the target is an animal (beasts.go); target is nil
	// decide: the target has no cover claim, and this fire makes it (§7.9).
	decide bool
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
	case c.Fired && o.Phase != notation.PhaseSecondFire, c.FiredSecond && o.Phase == notation.PhaseSecondFire:
		return firePlan{}, rule.Errorf("6.1", "%s has already fired in this fire phase", c.Name)
	case c.Dismounted:
		return firePlan{}, rule.Errorf("12.34", "%s dismounted this player turn and may not fire after it", c.Name)
	case len(c.Carrying) > 0:
		return firePlan{}, rule.Errorf("12.5", "%s carries %s and may not fire", c.Name, strings.Join(c.Carrying, ", "))
	}
	if err := h.Tables.MayFireLeading(s.leading(c) != nil); err != nil {
		return firePlan{}, err
	}
	if err := s.mayFireFrom(c); err != nil {
		return firePlan{}, err
	}
	t, ok := s.Character(o.Targets[0])
	if a, isBeast := s.beast(o.Targets[0]); !ok && isBeast {
		return h.planFireAtBeast(s, c, a, o)
	}
	switch {
	case !ok:
		return firePlan{}, s.unknown(o.Targets[0])
	case t == c:
		return firePlan{}, rule.Errorf("6.1", "%s cannot fire at himself", c.Name)
	case !t.Live():
		return firePlan{}, rule.Errorf("10.5", "%s is already dead", t.Name)
	case t.CapturedBy != "":
		return firePlan{}, prisonerError(t, false)
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
	if err := s.fireStacking(c, sight.To); err != nil {
		return firePlan{}, err
	}
	sight, decide := s.coverSight(f, c, t, sight)
	overMen := false
	if w, ok := h.Tables.Weapon(c.def.Weapons[0].Name); ok {
		if overMen, err = s.fireOver(f, c, t, sight.To, w); err != nil {
			return firePlan{}, err
		}
	}
	fu, _ := f.Unit(c.Name)
	kind := havoc.TargetInfantry
	if t.Mounted {
		kind = havoc.TargetMounted
	}
	fr := havoc.Fire{
		Firer: c.Name, Target: t.Name, Weapon: c.def.Weapons[0].Name, Range: hex.Distance(c.At, sight.To),
		TargetKind: kind, TargetHealth: health(t.Status), Cover: max(havoc.Cover(min(sight.Cover.DRM(), 3)), s.equipmentCover(c.At, sight.To), s.wellCover(c.At, sight.To)),
		Armoured: t.def.IsArmoured(nil), FirerWounded: c.Status == Wounded, FirerMoved: c.MPSpent > 0,
		MovingTarget: t.HexesMoved >= 7,
		Phase:        1, FirerInMelee: c.InMelee, MPSpent: float64(c.MPSpent), MPA: float64(fu.EffectiveMPA()),
		LimitedAmmo: c.Ammo >= 0, Ammunition: max(c.Ammo, 0),
	}
	if overMen && fr.Cover < 1 {
		fr.Cover = 1 // §6.54: light cover from the men in between
	}
	if o.Phase == notation.PhaseSecondFire {
		fr.Phase = 2
	}
	if err := h.Tables.LegalFire(&fr); err != nil {
		return firePlan{}, err
	}
	return firePlan{fire: fr, firer: c, target: t, decide: decide}, nil
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
	beasts    []*Animal // animals among the defenders (beasts.go)
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
		if err := s.attackFromWater(c); err != nil {
			return combatPlan{}, err
		}
		if err := s.ladderLimits(c, "attack"); err != nil {
			return combatPlan{}, err
		}
		p.attackers = append(p.attackers, c)
		a := combatant(c)
		if s.leading(c) != nil {
			a.Attack = h.Tables.LeaderAttack(a.Attack) // 13.7
		}
		p.combat.Attackers = append(p.combat.Attackers, a)
	}
	for _, n := range o.Targets {
		t, ok := s.Character(n)
		if a, isBeast := s.beast(n); !ok && isBeast {
			p.beasts = append(p.beasts, a)
			p.combat.Defenders = append(p.combat.Defenders, s.beastCombatant(a))
			continue
		}
		switch {
		case !ok:
			return combatPlan{}, s.unknown(n)
		case t.CapturedBy != "":
			return combatPlan{}, prisonerError(t, false)
		case t.Side == s.Side:
			return combatPlan{}, rule.Errorf("9", "%s is on the attackers' own side", t.Name)
		case !t.Live():
			return combatPlan{}, rule.Errorf("10.5", "%s is already dead", t.Name)
		case t.Hidden:
			return combatPlan{}, rule.Errorf("22.8", "%s is hidden: the attackers' side has not found him", t.Name)
		}
		p.defenders = append(p.defenders, t)
		dc := combatant(t)
		if it := s.carriedLadder(t); it != nil {
			if _, _, ok := s.carriers(it); ok {
				dc = havoc.CarryingLadder(dc) // 19.11: half defence
			}
		}
		p.combat.Defenders = append(p.combat.Defenders, dc)
	}
	f, err := s.field()
	if err != nil {
		return combatPlan{}, err
	}
	// Every attacker must be ADJACENT to every defender (§9.2).
	for _, a := range p.attackers {
		for _, d := range p.defenders {
			if !adjacent(f, a, d) && !s.acrossLadder(a, d) {
				return combatPlan{}, rule.Errorf("9.2", "%s is not ADJACENT to %s", a.Name, d.Name)
			}
		}
	}
	for _, a := range p.attackers {
		for _, b := range p.beasts {
			if !unitsADJACENT(f, a.Name, b.Name) {
				return combatPlan{}, rule.Errorf("9.2", "%s is not ADJACENT to %s", a.Name, b.Name)
			}
		}
	}
	s.columnShifts(f, &p)
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
	return adjacentUnits(f, ua, ud)
}

// adjacentUnits: some hex of ua is ADJACENT to some hex of ud.
func adjacentUnits(f *field.Field, ua, ud *field.Unit) bool {
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

// LegalPhase implements sequence.PhaseChecker: within one phase a character fires
// once (§6) and attacks once (§9), and the first fire phase keeps the
// order of §4 (fireRank).
func (h *CryHavoc) LegalPhase(s *State, side string, orders []notation.Order) (int, error) {
	fired, attacked := map[string]bool{}, map[string]bool{}
	rank, after := 0, ""
	for i, o := range orders {
		for _, n := range o.Who {
			switch o.Kind {
			case notation.KindFire:
				if fired[n] {
					return i, rule.Errorf("6", "%s fires twice in the %s phase", n, o.Phase)
				}
				fired[n] = true
				if o.Phase != notation.PhaseFirstFire {
					break
				}
				if r, what := s.fireRank(n); r < rank {
					return i, rule.Errorf("4", "%s (%s) fires after %s: in the first fire phase archers, slingers and throwers fire first, then crossbows and ballistas, then horse archers", n, what, after)
				} else {
					rank, after = r, n
				}
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

// actorsOf finds side's characters by name.
func (s *State) actorsOf(side string, names []string) ([]*Character, error) {
	var cs []*Character
	for _, n := range names {
		c, err := s.actor(side, n)
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, nil
}
