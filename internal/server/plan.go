package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/hex"
	"herald/internal/notation"
	"herald/internal/render"
	"herald/internal/rule"
	"herald/internal/rulesets/cryhavoc/field"
	"herald/internal/rulesets/cryhavoc/havoc"
	"herald/internal/store"
)

// The planning calls answer what a player asks while deciding a turn:
// a character's values and reach, line of sight and odds against an enemy,
// a dry run of the orders, and the game's history step by step. None of
// them changes the game, writes to the log or rolls the game's dice.

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

func refusal(err error) *Refusal {
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

// Check is the verdict of a dry run of a player turn.
type Check struct {
	Legal bool `json:"legal"`
	// Orders is the turn in canonical notation when it is legal.
	Orders string `json:"orders,omitempty"`
	// Plan tells what the turn does up to the dice: moves with their MP,
	// and each fire and attack, whose results the real dice decide. The
	// check assumes every roll does nothing.
	Plan  []string `json:"plan,omitempty"`
	Error string   `json:"error,omitempty"`
	Rule  string   `json:"rule,omitempty"`
	Line  int      `json:"line,omitempty"`
	// Problems are every refused line, the first one first (checkall.go).
	Problems []CheckProblem `json:"problems,omitempty"`
}

// ReplayStep is the game as it stood after one event of its log.
type ReplayStep struct {
	To     int      `json:"to"`
	Last   int      `json:"last"`
	Turn   int      `json:"turn"`
	Side   string   `json:"side"`
	Phase  string   `json:"phase"`
	Type   string   `json:"type"`
	By     string   `json:"by,omitempty"`
	Report []string `json:"report"`
	SVG    string   `json:"svg"`
}

// mine finds a character of side by name for a planning call: 404 if the
// side cannot see one of that name, 403 if he is the other side's.
func (p *position) mine(side, name string) (*game.Character, error) {
	c, err := p.seen(side, name)
	if err != nil {
		return nil, err
	}
	if c.Side != side {
		return nil, errf(http.StatusForbidden, "%s is not a character of %s", name, side)
	}
	return c, nil
}

// seen finds a character side may see.
func (p *position) seen(side, name string) (*game.Character, error) {
	if name == "" {
		return nil, errf(http.StatusBadRequest, "name a character")
	}
	c, ok := p.state.Character(name)
	if !ok || !p.shows(side, name) {
		return nil, errf(http.StatusNotFound, "no character named %q in this game", name)
	}
	return c, nil
}

func (p *position) field() (*field.Field, error) {
	f, err := p.state.Field()
	if err != nil {
		return nil, fmt.Errorf("game %s: field: %w", p.g.ID, err)
	}
	return f, nil
}

func (p *position) place(c *game.Character) string {
	if c.Mounted {
		return p.l.m.HexName(c.At) + "-" + p.l.m.HexName(c.Rear)
	}
	return p.l.m.HexName(c.At)
}

// orderName is a name as an order writes it.
func orderName(name string) string {
	s := notation.Order{Kind: notation.KindWait, Who: []string{name}}.String()
	return strings.TrimSuffix(s, " "+notation.KindWait.String())
}

func (p *position) characterInfo(side string, c *game.Character) (*CharacterInfo, error) {
	d := c.Definition()
	if d == nil {
		return nil, fmt.Errorf("game %s: %s has no definition", p.g.ID, c.Name)
	}
	in := &CharacterInfo{Name: c.Name, OrderName: orderName(c.Name), Side: c.Side, Yours: c.Side == side,
		Class: d.Class, At: p.place(c), Status: string(c.Status), Mounted: c.Mounted, InMelee: c.InMelee,
		Foot: Values(d.Foot), MPA: d.MPA, MountedMPA: d.MountedMPA, Armoured: d.Armoured,
		Abilities: d.Abilities, Weapons: []WeaponInfo{}, RetreatOwed: c.RetreatOwed}
	if d.Mounted != nil {
		v := Values(*d.Mounted)
		in.Rider = &v
	}
	v := in.Foot
	if c.Mounted && in.Rider != nil {
		v = *in.Rider
	}
	in.Attack, in.Defence = v.Attack, v.Defence
	if c.Status == game.Wounded {
		in.Attack, in.Defence = v.WoundedAttack, v.WoundedDefence
	}
	for i, w := range d.Weapons {
		wi := WeaponInfo{Name: w.Name}
		if in.Yours {
			// The engine counts the missiles of the first weapon.
			n := w.Ammo
			if i == 0 {
				n = c.Ammo
			}
			wi.Ammo = &n
		}
		in.Weapons = append(in.Weapons, wi)
	}
	f, err := p.field()
	if err != nil {
		return nil, err
	}
	if u, ok := f.Unit(c.Name); ok {
		in.EffectiveMPA = u.EffectiveMPA()
	}
	return in, nil
}

// reach is where c can end his move (§7), one entry per head hex.
func (p *position) reach(c *game.Character) (*ReachInfo, error) {
	out := &ReachInfo{Character: c.Name, At: p.place(c), Hexes: []ReachHex{}}
	f, err := p.field()
	if err != nil {
		return nil, err
	}
	u, ok := f.Unit(c.Name)
	if !ok {
		return nil, fmt.Errorf("game %s: %s is not on the field", p.g.ID, c.Name)
	}
	out.MPA = u.EffectiveMPA()
	switch {
	case !c.Live():
		out.Note, out.Rule = c.Name+" is dead", "10.5"
		return out, nil
	case c.Status == game.Stunned:
		out.Note, out.Rule = c.Name+" is stunned and may not move", "10.3"
		return out, nil
	}
	r, err := f.ReachOf(u)
	if err != nil {
		var re *rule.Error
		if errors.As(err, &re) {
			out.Note, out.Rule = re.Msg, re.Rule
			return out, nil
		}
		return nil, err
	}
	best := map[hex.Hex]int{}
	for i, d := range r.Destinations {
		if d.Place.Head == c.At && (!d.Place.Two || d.Place.Rear == c.Rear) {
			continue // standing still is no move
		}
		if j, ok := best[d.Place.Head]; ok && r.Destinations[j].Cost <= d.Cost {
			continue
		}
		best[d.Place.Head] = i
	}
	name := func(pl field.Place) string {
		if pl.Two {
			return p.l.m.HexName(pl.Head) + "-" + p.l.m.HexName(pl.Rear)
		}
		return p.l.m.HexName(pl.Head)
	}
	for _, i := range best {
		d := r.Destinations[i]
		rh := ReachHex{Hex: p.l.m.HexName(d.Place.Head), Cost: d.Cost}
		for _, pl := range r.Path(d)[1:] {
			rh.Path = append(rh.Path, name(pl))
		}
		out.Hexes = append(out.Hexes, rh)
	}
	slices.SortFunc(out.Hexes, func(a, b ReachHex) int {
		if a.Cost != b.Cost {
			return a.Cost - b.Cost
		}
		return strings.Compare(a.Hex, b.Hex)
	})
	switch {
	case c.Mounted:
		out.Note, out.Rule = "horse movement is not yet played by the turn engine", "7.6"
	case c.InMelee:
		out.Note, out.Rule = "withdrawal from melee is not yet played by the turn engine", "11"
	}
	return out, nil
}

// point reads a "from" or "to" of the LOS call: a character side may see,
// or a hex of the map.
func (p *position) point(side, s string) (hex.Hex, string, error) {
	if s == "" {
		return hex.Hex{}, "", errf(http.StatusBadRequest, "give from= and to=: a character's name or a hex")
	}
	if c, ok := p.state.Character(s); ok && p.shows(side, s) {
		return c.At, c.Name, nil
	}
	if notation.IsHex(s) {
		h, err := p.l.m.Layout.Resolve(s)
		if err == nil && p.l.m.Contains(h) {
			return h, "", nil
		}
		return hex.Hex{}, "", errf(http.StatusBadRequest, "%s is not a hex of this map", s)
	}
	return hex.Hex{}, "", errf(http.StatusNotFound, "no character named %q in this game, and not a hex", s)
}

// sight traces the line of sight from a character or hex of side to a
// character or hex.
func (p *position) sight(side, from, to string) (*SightInfo, error) {
	fh, fname, err := p.point(side, from)
	if err != nil {
		return nil, err
	}
	if fname != "" {
		if _, err := p.mine(side, fname); err != nil {
			return nil, err
		}
	}
	th, tname, err := p.point(side, to)
	if err != nil {
		return nil, err
	}
	f, err := p.field()
	if err != nil {
		return nil, err
	}
	var s field.Sight
	if tname != "" {
		if s, err = f.SightOfUnit(fh, tname); err != nil {
			return nil, err
		}
	} else {
		s = f.LOS(fh, th)
	}
	return &SightInfo{From: from, To: to, FromHex: p.l.m.HexName(s.From), ToHex: p.l.m.HexName(s.To),
		Range: hex.Distance(s.From, s.To), Visible: s.Visible, Cover: s.Cover.String(),
		BlockedBy: s.BlockedBy, Reason: s.Reason, Rule: s.Rule}, nil
}

// fireOdds is firer's shot at target: the first fire phase, or the second
// where his weapon fires only then.
func (p *position) fireOdds(side string, firer *game.Character, target string) *FireOdds {
	out := &FireOdds{Firer: firer.Name, Target: target}
	rs, ok := p.l.rs.(*game.CryHavoc)
	if !ok {
		out.Refused = notPlanned(p.l.rs)
		return out
	}
	var fr havoc.Fire
	var err error
	for _, ph := range []notation.Phase{notation.PhaseFirstFire, notation.PhaseSecondFire} {
		fr, err = rs.PlanFire(p.state, side, firer.Name, target, ph)
		if err == nil {
			out.Phase = ph.String()
			break
		}
		if re, ok := game.RuleOf(err); !ok || re.Rule != "4" {
			break
		}
	}
	if err != nil {
		out.Refused = refusal(err)
		return out
	}
	tab := rs.Tables
	o, err := tab.FireOdds(&fr)
	if err != nil {
		out.Refused = refusal(err)
		return out
	}
	out.Weapon, out.Range, out.Band, out.Cover = fr.Weapon, fr.Range, o.Band.String(), fr.Cover.String()
	out.DRM, out.Table = o.DRM, o.Table.Title+" (§"+o.Table.Rule+")"
	// Each roll resolved as play resolves it, so that a second wound
	// counts as a kill and ignored results as nothing.
	var ch havoc.Outcomes
	for dr := 1; dr <= 10; dr++ {
		ro := RollOutcome{Roll: dr, Result: o.Results[dr-1].String()}
		evs, err := tab.ResolveFire(&fr, dice.NewScripted(dr), nil)
		if err != nil {
			out.Refused = refusal(err)
			return out
		}
		hurt := false
		for _, e := range evs {
			switch e.Kind {
			case havoc.Killed:
				ch.Killed += 0.1
				hurt = true
			case havoc.Wounded:
				ch.Wounded += 0.1
				hurt = true
			case havoc.Stunned:
				ch.Stunned += 0.1
				hurt = true
			case havoc.Retreated:
				ch.Retreat += 0.1
				hurt = true
			case havoc.HorseKilled:
				ch.HorseKilled += 0.1
			case havoc.MissileResolved, havoc.AmmunitionSpent:
				continue
			}
			ro.Effects = append(ro.Effects, e.String())
		}
		if !hurt {
			ch.Nothing += 0.1
		}
		out.Rolls = append(out.Rolls, ro)
	}
	c := chancesOf(ch)
	out.Chances = &c
	return out
}

// notPlanned says the odds of a ruleset the page cannot plan for yet
// (Chainmail: `herald chainmail` gives its tables).
func notPlanned(rs game.Ruleset) *Refusal {
	return &Refusal{Error: "the page shows odds for Cry Havoc only; for " + rs.Name() + " use herald " + rs.Name()}
}

// meleeOdds is the combat of attackers against defenders (§9).
func (p *position) meleeOdds(side string, attackers, defenders []string) *MeleeOdds {
	out := &MeleeOdds{Attackers: attackers, Defenders: defenders}
	rs, ok := p.l.rs.(*game.CryHavoc)
	if !ok {
		out.Refused = notPlanned(p.l.rs)
		return out
	}
	cb, err := rs.PlanCombat(p.state, side, attackers, defenders)
	if err != nil {
		out.Refused = refusal(err)
		return out
	}
	o, oc, err := rs.Tables.Preview(&cb)
	if err != nil {
		out.Refused = refusal(err)
		return out
	}
	out.Attack, out.Defence = o.Attack, o.Defence
	out.Original, out.Final, out.Shift = o.Original.String(), o.Final.String(), o.Shift
	for _, k := range o.Shifts.Kinds() {
		out.Shifts = append(out.Shifts, k.String())
	}
	if o.Table != nil {
		out.Table = o.Table.Title + " (§" + o.Table.Rule + ")"
	}
	for dr := 1; dr <= 10; dr++ {
		out.Rolls = append(out.Rolls, RollOutcome{Roll: dr, Result: o.Results[dr-1].String()})
	}
	c := chancesOf(oc)
	out.Chances = &c
	return out
}

// answer serves a read-only call: the game as the token's side has it,
// and the answer of ask as JSON, or its error.
func (s *Server) answer(ask func(p *position, side string, q url.Values) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		p, side, err := s.load(r)
		if err != nil {
			s.fail(w, err)
			return
		}
		out, err := ask(p, side, r.URL.Query())
		if err != nil {
			s.fail(w, err)
			return
		}
		writeJSON(w, http.StatusOK, out)
	}
}

func getCharacter(p *position, side string, q url.Values) (any, error) {
	c, err := p.seen(side, q.Get("name"))
	if err != nil {
		return nil, err
	}
	return p.characterInfo(side, c)
}

func getReach(p *position, side string, q url.Values) (any, error) {
	p.narrow(side)
	c, err := p.mine(side, q.Get("character"))
	if err != nil {
		return nil, err
	}
	return p.reach(c)
}

func getLOS(p *position, side string, q url.Values) (any, error) {
	p.narrow(side)
	return p.sight(side, q.Get("from"), q.Get("to"))
}

func (s *Server) getOdds(w http.ResponseWriter, r *http.Request) {
	p, side, err := s.load(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	p.narrow(side)
	q := r.URL.Query()
	from, to := q["from"], q["to"]
	if len(from) == 0 || len(to) == 0 || len(from) > 8 || len(to) > 8 {
		s.fail(w, errf(http.StatusBadRequest, "give from=ATTACKER (up to 8) and to=DEFENDER (up to 8), characters' names"))
		return
	}
	seen := map[string]bool{}
	for _, n := range append(slices.Clone(from), to...) {
		if seen[n] {
			s.fail(w, errf(http.StatusBadRequest, "%s is named twice", n))
			return
		}
		seen[n] = true
	}
	var attackers []*game.Character
	for _, n := range from {
		c, err := p.mine(side, n)
		if err != nil {
			s.fail(w, err)
			return
		}
		attackers = append(attackers, c)
	}
	for _, n := range to {
		c, err := p.seen(side, n)
		if err != nil {
			s.fail(w, err)
			return
		}
		if c.Side == side {
			s.fail(w, errf(http.StatusBadRequest, "%s is on your own side", n))
			return
		}
	}
	out := Odds{}
	if len(attackers) == 1 && len(to) == 1 {
		if out.Sight, err = p.sight(side, from[0], to[0]); err != nil {
			s.fail(w, err)
			return
		}
		if d := attackers[0].Definition(); d != nil && len(d.Weapons) > 0 {
			out.Fire = p.fireOdds(side, attackers[0], to[0])
		}
	}
	out.Melee = p.meleeOdds(side, from, to)
	writeJSON(w, http.StatusOK, out)
}

// check plays side's turn on a copy of the game as if every die did
// nothing (game.CheckTurn): nothing is stored, no die is rolled, and the
// game's fair dice, indexed by the rolls in the log, are untouched. So the
// verdict is the same every time, tells nothing about the real rolls, and
// is the verdict /turn gives.
func (s *Server) check(p *position, side, orders string) (*Check, error) {
	t, lines, err := game.ParseTurn(p.l.rs, p.state, side, orders)
	if ae := tooMuch(err); ae != nil {
		return nil, ae
	}
	if err != nil {
		out := &Check{Error: err.Error()}
		var se *notation.SyntaxError
		if errors.As(err, &se) {
			out.Line = se.Line
		}
		return out, nil
	}
	if len(t.Orders) == 0 {
		return &Check{Error: "no orders: write at least one order, one a line"}, nil
	}
	// The very check /turn makes before it rolls a die: the verdicts
	// agree, and neither depends on the dice.
	_, evs, err := game.CheckTurn(p.l.rs, p.state, side, t, lines)
	if err != nil {
		// The page names the line and the rule itself.
		out := &Check{Error: err.Error()}
		var oe *game.OrderError
		if errors.As(err, &oe) {
			out.Line, out.Error = oe.Line, oe.Err.Error()
			if re, ok := game.RuleOf(err); ok {
				out.Rule, out.Error = re.Rule, re.Msg
			}
			if oe.Order != "" {
				out.Error = oe.Order + ": " + out.Error
			}
		}
		return out, nil
	}
	out := &Check{Legal: true, Orders: notation.Format(t), Plan: []string{}}
	// Fire and blows read "(the dice decide)": the dry run rolled nothing.
	for _, e := range evs {
		if e.Type != game.TypeTurnEnded {
			out.Plan = append(out.Plan, e.Report...)
		}
	}
	return out, nil
}

func (s *Server) postCheck(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Orders  string `json:"orders"`
		Version *int64 `json:"version"`
	}
	if err := decode(w, r, &req); err != nil {
		s.fail(w, err)
		return
	}
	p, side, err := s.load(r)
	if err == nil {
		err = playable(p.g)
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	if req.Version != nil && p.current(*req.Version) != nil {
		s.fail(w, p.current(*req.Version))
		return
	}
	p.narrow(side)
	out, err := s.checkAll(p, side, req.Orders)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// loadLog opens a game and reads its log without folding it.
func (s *Server) loadLog(r *http.Request) (store.Game, string, []store.Event, error) {
	g, side, err := s.open(r)
	if err != nil {
		return g, "", nil, err
	}
	evs, err := s.events(r.Context(), g)
	return g, side, evs, err
}

// replayTo is the game after its event n (1 is the set-up), drawn as
// side sees it; now is the game as it stands.
func (s *Server) replayTo(now *position, side string, evs []store.Event, n int) (*ReplayStep, error) {
	g := now.g
	if n < 1 || n >= len(evs) {
		return nil, errf(http.StatusBadRequest, "to=%d: the log has events 1 to %d", n, len(evs)-1)
	}
	before := max(n, 2) // the header and the events before n; the set-up at least
	p, err := s.fold(g, evs[:before])
	if err != nil {
		return nil, err
	}
	out := &ReplayStep{To: n, Last: len(evs) - 1, Type: game.TypeSetup, Report: []string{"the scenario's set-up"}}
	if n >= 2 {
		var e gamelog.Event
		if err := json.Unmarshal([]byte(evs[n].Line), &e); err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", g.ID, n, err)
		}
		ge := game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		next, told, err := game.ReplayTold(p.l.rs, p.state, ge)
		if err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", g.ID, n, err)
		}
		out.Type, out.By, out.Report = e.Type, e.Side, nonNil(told)
		p.state = next
		if !now.eventShown(side, e) {
			out.Type, out.By, out.Report = "hidden", "", []string{"something the rules hide from you"}
		}
	}
	v, err := p.view(side)
	if err != nil {
		return nil, err
	}
	out.Turn, out.Side, out.Phase = v.Turn, v.Side, v.Phase
	svg, err := p.svg(side, render.Options{NoLegend: true})
	if err != nil {
		return nil, err
	}
	out.SVG = string(svg)
	return out, nil
}

// svg draws the position as side sees it, for inline use in a page.
func (p *position) svg(side string, opt render.Options) ([]byte, error) {
	var b bytes.Buffer
	if err := render.Write(&b, p.sceneFor(side), opt); err != nil {
		return nil, fmt.Errorf("game %s: drawing the map: %w", p.g.ID, err)
	}
	out := b.Bytes()
	// Inline SVG takes no XML declaration.
	if i := bytes.Index(out, []byte("<svg")); i > 0 {
		out = out[i:]
	}
	return out, nil
}

func (s *Server) getReplay(w http.ResponseWriter, r *http.Request) {
	g, side, evs, err := s.loadLog(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	n := len(evs) - 1
	if q := r.URL.Query().Get("to"); q != "" {
		if n, err = strconv.Atoi(q); err != nil {
			s.fail(w, errf(http.StatusBadRequest, "to=%q: want an event number, 1 to %d", q, len(evs)-1))
			return
		}
	}
	now, err := s.fold(g, evs)
	if err != nil {
		s.fail(w, err)
		return
	}
	out, err := s.replayTo(now, side, evs, n)
	if err != nil {
		s.fail(w, err)
		return
	}
	// Not indented: the map is most of it.
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(out)
}

// TheirTurn is the last player turn another side played, as the page
// shows it: every order, roll and result.
type TheirTurn struct {
	Side   string   `json:"side"`
	Turn   int      `json:"turn"`
	Report []string `json:"report"`
}

// theirLastTurn finds the last player turn of a side other than side and
// tells it, event by event as far as side may see now; nil when they have
// not played yet. now is the game folded from all of evs.
func (s *Server) theirLastTurn(now *position, side string, evs []store.Event) (*TheirTurn, error) {
	g := now.g
	var who string
	end := -1
	for i := len(evs) - 1; i >= 2; i-- {
		var e struct {
			Type string `json:"type"`
			Side string `json:"side"`
		}
		if json.Unmarshal([]byte(evs[i].Line), &e) != nil || gamelog.IsDiceEvent(e.Type) || e.Type == gamelog.TypeMessage {
			continue
		}
		if e.Side != "" && e.Side != side {
			who, end = e.Side, i
			break
		}
	}
	if end < 0 {
		return nil, nil
	}
	// A player turn is appended as one version: its events are the run
	// of that version up to end.
	start := end
	for start > 2 && evs[start-1].Version == evs[end].Version {
		start--
	}
	p, err := s.fold(g, evs[:start])
	if err != nil {
		return nil, err
	}
	out := &TheirTurn{Side: who, Turn: p.state.Turn, Report: []string{}}
	for i := start; i <= end; i++ {
		var e gamelog.Event
		if err := json.Unmarshal([]byte(evs[i].Line), &e); err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", g.ID, evs[i].Seq, err)
		}
		ge := game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}
		var told []string
		if p.state, told, err = game.ReplayTold(p.l.rs, p.state, ge); err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", g.ID, e.Seq, err)
		}
		if now.eventShown(side, e) {
			out.Report = append(out.Report, told...)
		}
	}
	return out, nil
}

// planRoutes adds the planning calls to the server's routes.
func (s *Server) planRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/games/{id}/character", s.answer(getCharacter))
	mux.HandleFunc("GET /api/games/{id}/reach", s.answer(getReach))
	mux.HandleFunc("GET /api/games/{id}/los", s.answer(getLOS))
	mux.HandleFunc("GET /api/games/{id}/odds", s.getOdds)
	mux.HandleFunc("POST /api/games/{id}/check", s.postCheck)
	mux.HandleFunc("GET /api/games/{id}/replay", s.getReplay)
}
