package referee

import (
	"slices"

	"fmt"

	"herald/internal/board"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/rule"
	"herald/internal/rulesets/chainmail"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/scenario"
	"herald/internal/sequence"
)

// Chainmail is the ruleset of Chainmail man-to-man play (Appendix B melee
// and missiles, the fantasy combat table of Appendix E) on herald's hex
// maps, one hex to the inch. docs/rulings.md gives the readings it makes.
type Chainmail struct {
	Rules *chainmail.Rules
	// Hindrance is the map's §7.8 table of Cry Havoc, which the line of
	// sight on the shared maps counts bodies with.
	Hindrance havoc.Hindrance
}

// Name implements game.Rules.
func (*Chainmail) Name() string { return "chainmail" }

// stages follow the order of battle (Appendix E): missiles (step 2) and
// movement (step 3), which each side plays in its own player turn in
// initiative order; the melee (step 4) is a sealed step of every side at
// once (round.go). A game turn is one round.
var stages = []sequence.Stage[*State]{
	{Phase: notation.PhaseFirstFire}, {Phase: notation.PhaseMove},
}

// cmErr is a Chainmail refusal citing its appendix.
func cmErr(ref, format string, a ...any) *rule.Error {
	return &rule.Error{Set: "chainmail", Rule: ref, Msg: fmt.Sprintf(format, a...)}
}

// Start implements game.Rules: every figure where the scenario puts him.
// Chainmail asks no decisions in the middle of a turn (game.Start
// refuses a setup that wants them).
func (cm *Chainmail) Start(setup game.Setup, sc *scenario.Scenario, f game.Field) (game.Position, error) {
	s, err := cm.start(sc, f.Map, setup.Seed)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// LegalTurn refuses a whole turn: the game over, or not the side's turn.
func (cm *Chainmail) LegalTurn(s *State, side string) error {
	switch {
	case s.Over && s.Winner != "":
		return cmErr(chainmail.RefBattle, "the game is over: %s won", s.Winner)
	case s.Over:
		return cmErr(chainmail.RefBattle, "the game is over")
	case s.Melee && !slices.Contains(s.Order, side):
		return cmErr(chainmail.RefBattle, "%s is not a side of this game", side)
	case s.Melee:
	case len(s.Order) == 0:
		return cmErr(chainmail.RefBattle, "the initiative of round %d is still to be rolled", s.Turn)
	case side != s.Side:
		return cmErr(chainmail.RefBattle, "it is the player turn of %s, not of %s", s.Side, side)
	}
	return nil
}

// Legal implements sequence.Referee.
func (cm *Chainmail) Legal(s *State, side string, o notation.Order) error {
	_, err := cm.check(s, side, o)
	return err
}

// check is Legal, returning the checked plan of the order for Apply: the
// hexes of a move, a cmCharge, a shotPlan or a meleePlan (nil for wait).
func (cm *Chainmail) check(s *State, side string, o notation.Order) (any, error) {
	if err := cm.LegalTurn(s, side); err != nil {
		return nil, err
	}
	switch {
	case o.Phase < s.Phase:
		return nil, cmErr(chainmail.RefBattle, "%s orders come before the %s step, which has begun", o.Phase, s.Phase)
	case len(o.Who) == 0:
		return nil, cmErr(chainmail.RefBattle, "the order names no figure")
	}
	var cs []*Figure
	for _, n := range o.Who {
		c, ok := s.Figure(n)
		switch {
		case !ok:
			return nil, cmErr(chainmail.RefBattle, "no figure named %q in this game", n)
		case c.Side != side:
			return nil, cmErr(chainmail.RefBattle, "%s is a figure of %s; only %s's figures act in this player turn", n, c.Side, side)
		case !c.Live():
			return nil, cmErr(chainmail.RefBattle, "%s is dead", n)
		case c.Stunned > 0 && o.Kind != notation.KindWait:
			return nil, cmErr(chainmail.RefSpecial, "%s is stunned and can do nothing for %d more round(s)", n, c.Stunned)
		case c.Locked && (o.Kind == notation.KindMove || o.Kind == notation.KindCharge || o.Kind == notation.KindFire):
			return nil, cmErr(chainmail.RefSpecial, "%s is locked in a grapple and may not move or loose this round", n)
		}
		cs = append(cs, c)
	}
	if len(o.At) > 0 {
		if len(cs) != 1 {
			return nil, cmErr(chainmail.RefBattle, "a place is given for %d figures", len(cs))
		}
		if got, at := o.At.String(), s.m.HexName(cs[0].At); got != at {
			return nil, cmErr(chainmail.RefBattle, "%s stands in %s, not %s", cs[0].Name, at, got)
		}
	}
	switch {
	case s.Melee && o.Kind != notation.KindAttack && o.Kind != notation.KindGrapple && o.Kind != notation.KindWait:
		return nil, cmErr(chainmail.RefBattle, "the melee step (step 4) takes only attack, grapple and wait orders, not %s", o.Kind.String())
	case !s.Melee && (o.Kind == notation.KindAttack || o.Kind == notation.KindGrapple):
		return nil, cmErr(chainmail.RefMelee, "the melee is step 4, fought by every side at once: its attacks are written sealed once every side has fired and moved, not in %s's player turn", side)
	}
	switch o.Kind {
	case notation.KindWait:
		return nil, nil
	case notation.KindMove:
		if o.Phase != notation.PhaseMove {
			return nil, cmErr(chainmail.RefBattle, "movement is step 3 of the round (the move phase), not %s", o.Phase)
		}
		return cm.planMove(s, cs, o)
	case notation.KindFire:
		if o.Phase != notation.PhaseFirstFire {
			return nil, cmErr(chainmail.RefBattle, "missiles are loosed in step 2 of the round (the fire phase), not %s", o.Phase)
		}
		return cm.planShot(s, cs, o)
	case notation.KindAttack:
		if o.Phase != notation.PhaseCombat {
			return nil, cmErr(chainmail.RefBattle, "melee is step 4 of the round (the combat phase), not %s", o.Phase)
		}
		return cm.planMelee(s, cs, o)
	case notation.KindGrapple:
		if o.Phase != notation.PhaseCombat {
			return nil, cmErr(chainmail.RefSpecial, "a grapple is fought in the melee (the combat phase), not %s", o.Phase)
		}
		return cm.planGrapple(s, cs, o)
	case notation.KindCharge:
		if o.Phase != notation.PhaseMove {
			return nil, cmErr(chainmail.RefBattle, "a charge is a move, step 3 of the round (the move phase), not %s", o.Phase)
		}
		return cm.planCharge(s, cs, o)
	}
	return nil, cmErr(chainmail.RefBattle, "%q orders are not part of Chainmail man-to-man play in herald (move, charge, fire, attack and wait are)", o.Kind.String())
}

// allowance is how many hexes c may still move this round: his move in
// inches, one hex to the inch, halved if he loosed a missile this round
// (step 3: half a move and another activity in one round).
func allowance(c *Figure) (hexes int, why string) {
	mv := figure(c).Move
	if c.Fired {
		return mv/2 - c.MPSpent, fmt.Sprintf("%s loosed a missile this round and may move half his %d\"", c.Name, mv)
	}
	return mv - c.MPSpent, fmt.Sprintf("%s moves %d\" a round", c.Name, mv)
}

// crossable reports whether a figure of kind k (on foot or mounted) may
// step from a to b, and fight across their hexside.
func crossable(m *board.Map, k board.UnitKind, a, b hex.Hex) (move, fight bool) {
	t := m.Side(a, b)
	if t.Type == nil {
		return true, true
	}
	costs := t.Type.Extra
	if t.Type.Opens && t.Closed {
		costs = t.Type.ClosedMove
	}
	return costs.For(k).Passable(), !t.Type.NoCombat
}

// figureIn is the live figure standing in h, if any.
func (s *State) figureIn(h hex.Hex) *Figure {
	for i := range s.Figures {
		if c := &s.Figures[i]; c.Live() && c.At == h {
			return c
		}
	}
	return nil
}

// planMove checks a move: one-hex steps over passable ground into empty
// hexes, no longer than the figure's allowance. It returns the hexes
// entered.
func (cm *Chainmail) planMove(s *State, cs []*Figure, o notation.Order) ([]hex.Hex, error) {
	if len(cs) != 1 {
		return nil, cmErr(chainmail.RefBattle, "one move order moves one figure, not %d", len(cs))
	}
	c := cs[0]
	switch {
	case c.Moved:
		return nil, cmErr(chainmail.RefBattle, "%s has already moved this round", c.Name)
	case len(o.Path) == 0:
		return nil, cmErr(chainmail.RefBattle, "the move of %s has no path", c.Name)
	}
	left, why := allowance(c)
	if len(o.Path) > left {
		return nil, cmErr(chainmail.RefBattle, "%s: %d hexes is more than the %d left (one hex is one inch)", why, len(o.Path), max(left, 0))
	}
	var path []hex.Hex
	from := c.At
	for i, st := range o.Path {
		if st.Mode != notation.Plain || len(st.To) != 1 || len(st.To[0]) != 1 || len(st.Leads) > 0 || len(st.Train) > 0 {
			return nil, cmErr(chainmail.RefBattle, "step %d (%s): a figure moves by plain one-hex steps", i+1, st.To)
		}
		x, err := s.m.Layout.Resolve(st.To[0][0])
		if err != nil || !s.m.Contains(x) {
			return nil, cmErr(chainmail.RefBattle, "step %d: %s is not a hex of the map", i+1, st.To[0][0])
		}
		name := s.m.HexName(x)
		if hex.Distance(from, x) != 1 {
			return nil, cmErr(chainmail.RefBattle, "step %d: %s is not next to %s", i+1, name, s.m.HexName(from))
		}
		if t := s.m.Terrain(x); !t.Move.For(cm.kind(c)).Passable() {
			return nil, cmErr(chainmail.RefBattle, "step %d: %s is %s, which no %s may enter", i+1, name, t.Name, cm.kindWords(c))
		}
		if ok, _ := crossable(s.m, cm.kind(c), from, x); !ok {
			return nil, cmErr(chainmail.RefBattle, "step %d: the %s between %s and %s cannot be crossed", i+1, s.m.Side(from, x).Type.Name, s.m.HexName(from), name)
		}
		if other := s.figureIn(x); other != nil && other != c {
			return nil, cmErr(chainmail.RefBattle, "step %d: %s stands in %s; one figure to a hex", i+1, other.Name, name)
		}
		path = append(path, x)
		from = x
	}
	return path, nil
}

// chargedAt is the enemy c charged this round, "" if none.
func (s *State) chargedAt(c *Figure) string { return s.charged[c.Name] }

// cmCharge is a checked charge: a move that ends next to its target.
type cmCharge struct {
	path   []hex.Hex
	target *Figure
}

// planCharge checks a charge: a move of up to the figure's allowance that
// ends next to the enemy charged, who he may then fight in the melee step
// however far he came (step 3: "unless they charge").
func (cm *Chainmail) planCharge(s *State, cs []*Figure, o notation.Order) (cmCharge, error) {
	if len(cs) != 1 || len(o.Targets) != 1 {
		return cmCharge{}, cmErr(chainmail.RefBattle, "one figure charges one enemy")
	}
	t, ok := s.Figure(o.Targets[0])
	switch {
	case !ok:
		return cmCharge{}, cmErr(chainmail.RefBattle, "no figure named %q in this game", o.Targets[0])
	case t.Side == cs[0].Side:
		return cmCharge{}, cmErr(chainmail.RefBattle, "%s is on %s's own side", t.Name, cs[0].Name)
	case !t.Live():
		return cmCharge{}, cmErr(chainmail.RefBattle, "%s is already dead", t.Name)
	}
	path, err := cm.planMove(s, cs, o)
	if err != nil {
		return cmCharge{}, err
	}
	if end := path[len(path)-1]; hex.Distance(end, t.At) != 1 {
		return cmCharge{}, cmErr(chainmail.RefBattle, "the charge of %s ends in %s, not next to %s in %s", cs[0].Name, s.m.HexName(end), t.Name, s.m.HexName(t.At))
	}
	return cmCharge{path: path, target: t}, nil
}

// figureSight is the line of sight from c to t on the map, with the cover t has.
// Chainmail's appendices give no rule for either; the map's own (Cry
// Havoc §5) is used, see docs/rulings.md.
func (s *State) figureSight(c, t *Figure, h havoc.Hindrance) (field.Sight, error) {
	sit := field.Situation{Map: s.m, Units: make([]field.Unit, len(s.Figures)), Hindrance: h}
	for i := range s.Figures {
		x := &s.Figures[i]
		sit.Units[i] = field.Unit{Name: x.Name, Side: x.Side, Kind: field.Foot, Hex: x.At, MPA: figure(x).Move, Dead: !x.Live()}
	}
	var f *field.Field
	var err error
	// The map's arrays are built once a game and shared by every view
	// after (fields are never changed once built).
	if s.base != nil && s.base.Map() == s.m {
		f, err = s.base.WithUnits(sit.Units)
	} else {
		f, err = field.New(sit)
	}
	if err != nil {
		return field.Sight{}, err
	}
	s.base = f
	return f.SightOfUnit(c.At, t.Name)
}

// shotPlan is a checked missile shot.
type shotPlan struct {
	shot          chainmail.Shot
	firer, target *Figure
}

func (cm *Chainmail) planShot(s *State, cs []*Figure, o notation.Order) (shotPlan, error) {
	ref := chainmail.RefMissile
	if len(cs) != 1 || len(o.Targets) != 1 {
		return shotPlan{}, cmErr(ref, "one figure looses at one target")
	}
	c := cs[0]
	switch {
	case o.Where != "":
		return shotPlan{}, cmErr(ref, "a figure is shot at, not a hex of him")
	case figure(c).Missile == "":
		return shotPlan{}, cmErr(ref, "%s has no missile weapon", c.Name)
	case c.Fired:
		return shotPlan{}, cmErr(ref, "%s has already loosed this round", c.Name)
	}
	t, ok := s.Figure(o.Targets[0])
	switch {
	case !ok:
		return shotPlan{}, cmErr(ref, "no figure named %q in this game", o.Targets[0])
	case t.Side == c.Side:
		return shotPlan{}, cmErr(ref, "%s is on %s's own side", t.Name, c.Name)
	case !t.Live():
		return shotPlan{}, cmErr(ref, "%s is already dead", t.Name)
	}
	sg, err := s.figureSight(c, t, cm.Hindrance)
	if err != nil {
		return shotPlan{}, err
	}
	if !sg.Visible {
		why := sg.Reason
		if sg.BlockedBy != "" {
			why += " at " + sg.BlockedBy
		}
		return shotPlan{}, cmErr(ref, "%s cannot see %s: %s", c.Name, t.Name, why)
	}
	shot, err := cm.Rules.Missile.PlanShot(figure(c).Missile, float64(hex.Distance(c.At, t.At)), chainmail.Armour(figure(t).Armour), sg.Cover.DRM())
	if err != nil {
		return shotPlan{}, err
	}
	return shotPlan{shot: shot, firer: c, target: t}, nil
}

// blowPlan is one attacker's blow, on the man-to-man table or, between two
// fantasy figures, the fantasy combat table.
type blowPlan struct {
	attacker *Figure
	blow     *chainmail.Blow
	fantasy  *chainmail.FantasyAttack
}

// meleePlan is a checked melee: each attacker strikes the defender once.
type meleePlan struct {
	defender *Figure
	blows    []blowPlan
}

func (cm *Chainmail) planMelee(s *State, cs []*Figure, o notation.Order) (meleePlan, error) {
	ref := chainmail.RefMelee
	switch {
	case o.NoMelee:
		return meleePlan{}, cmErr(ref, "\"without melee\" is a Cry Havoc rider's choice, not Chainmail's")
	case len(o.Targets) != 1:
		return meleePlan{}, cmErr(ref, "each blow strikes one man: name one defender, not %d", len(o.Targets))
	}
	t, ok := s.Figure(o.Targets[0])
	switch {
	case !ok:
		return meleePlan{}, cmErr(ref, "no figure named %q in this game", o.Targets[0])
	case t.Side == cs[0].Side:
		return meleePlan{}, cmErr(ref, "%s is on the attackers' own side", t.Name)
	case !t.Live():
		return meleePlan{}, cmErr(ref, "%s is already dead", t.Name)
	}
	p := meleePlan{defender: t}
	for _, c := range cs {
		f := figure(c)
		switch {
		case c.Attacked:
			return meleePlan{}, cmErr(ref, "%s has already fought this round", c.Name)
		case s.chargedAt(c) != "" && s.chargedAt(c) != t.Name:
			return meleePlan{}, cmErr(chainmail.RefBattle, "%s charged %s this round, not %s", c.Name, s.chargedAt(c), t.Name)
		case 2*c.MPSpent > f.Move && s.chargedAt(c) == "":
			return meleePlan{}, cmErr(chainmail.RefBattle, "%s moved %d\" of his %d\": a figure that moves more than half his move may not also melee in the round unless he charges (step 3)", c.Name, c.MPSpent, f.Move)
		case hex.Distance(c.At, t.At) != 1:
			return meleePlan{}, cmErr(ref, "%s is not next to %s", c.Name, t.Name)
		}
		if _, fight := crossable(s.m, board.Infantry, c.At, t.At); !fight {
			return meleePlan{}, cmErr(ref, "%s and %s cannot fight across the %s between them", c.Name, t.Name, s.m.Side(c.At, t.At).Type.Name)
		}
		if f.Fantasy != "" && figure(t).Fantasy != "" {
			pips := f.Pips
			if f.Level > 0 {
				pips = f.FantasyPips // a fighting-man's pips on the fantasy table
			}
			a := &chainmail.FantasyAttack{Attacker: f.Fantasy, Defender: figure(t).Fantasy, Pips: pips}
			if _, err := cm.Rules.Fantasy.PlanFantasy(*a); err != nil {
				return meleePlan{}, err
			}
			p.blows = append(p.blows, blowPlan{attacker: c, fantasy: a})
			continue
		}
		// Pips count on a man's last attack of the round (Appendix E,
		// fighting capability); herald's figures strike once a round.
		b := &chainmail.Blow{Weapon: f.Weapon, Armour: chainmail.Armour(figure(t).Armour), Modifier: f.Pips}
		if _, rides := cm.mount(c); rides {
			if _, tRides := cm.mount(t); !tRides {
				b.Modifier += cm.Rules.Special.Mounted.VersusFoot // special rules: mounted +1 against foot
			}
		}
		if _, err := cm.Rules.PlanBlow(*b); err != nil {
			return meleePlan{}, err
		}
		p.blows = append(p.blows, blowPlan{attacker: c, blow: b})
	}
	return p, nil
}

// LegalPhase implements sequence.PhaseChecker: a figure looses once and fights
// once a round.
func (cm *Chainmail) LegalPhase(s *State, side string, orders []notation.Order) (int, error) {
	fired, fought := map[string]bool{}, map[string]bool{}
	for i, o := range orders {
		for _, n := range o.Who {
			switch o.Kind {
			case notation.KindFire:
				if fired[n] {
					return i, cmErr(chainmail.RefMissile, "%s looses twice in one round", n)
				}
				fired[n] = true
			case notation.KindAttack, notation.KindGrapple:
				if fought[n] {
					return i, cmErr(chainmail.RefMelee, "%s strikes twice in one round; each figure fights once", n)
				}
				fought[n] = true
			}
		}
	}
	return 0, nil
}

// mount is the horse c rides, if his troop type is mounted (the rulings'
// troops: light, medium or heavy horse, heavy barded).
func (cm *Chainmail) mount(c *Figure) (chainmail.Mount, bool) {
	return cm.Rules.Rulings.MountOf(chainmail.TroopType(figure(c).Troop))
}

// kind is how the map's terrain treats c: on foot, or as a rider.
func (cm *Chainmail) kind(c *Figure) board.UnitKind {
	if _, ok := cm.mount(c); ok {
		return board.Horse
	}
	return board.Infantry
}

func (cm *Chainmail) kindWords(c *Figure) string {
	if _, ok := cm.mount(c); ok {
		return "horse"
	}
	return "man on foot"
}
