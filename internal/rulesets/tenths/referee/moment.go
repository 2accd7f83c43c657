package referee

import (
	"fmt"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/hex"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
)

// Result is one thing that happened at a moment.
type Result struct {
	Who         string              `json:"who"`
	What        string              `json:"what"`
	From        string              `json:"from,omitempty"`
	To          string              `json:"to,omitempty"`
	Target      string              `json:"target,omitempty"`
	Weapon      string              `json:"weapon,omitempty"`
	Defence     tenths.Defence      `json:"defence,omitempty"`
	Figures     *tenths.Figures     `json:"figures,omitempty"`
	Alterations []tenths.Alteration `json:"alterations,omitempty"`
	Outcome     *tenths.Outcome     `json:"outcome,omitempty"`
	Injuries    []tenths.Injury     `json:"injuries,omitempty"`
	Bash        *tenths.Bash        `json:"bash,omitempty"`
	Fall        *tenths.Fall        `json:"fall,omitempty"`
	Rule        string              `json:"rule,omitempty"`
	Text        string              `json:"text"`
}

// momentData is the payload of a moment event.
type momentData struct {
	At      tenths.Tenth `json:"at"`
	Results []Result     `json:"results"`
	Over    bool         `json:"over,omitempty"`
	Winner  string       `json:"winner,omitempty"`
}

// blow is an attack rolled at a moment, its effects not yet applied.
type blow struct {
	m, t   *Man
	x      tenths.Exchange
	parry  *tenths.Weapon
	out    tenths.Outcome
	hurt   []tenths.Injury
	result int
}

// moment moves the clock to its next moment and resolves it: every
// attack completing then is rolled against the men where they stand
// before anything of the moment happens, so that blows struck together
// all land; then their wounds and knock-backs; then the moves, two into
// one hex both stopping short; then the other actions; then chains go
// on and the end of the game is judged.
func (s *State) moment(d dice.Source) (*State, game.Event) {
	n := s.clone()
	clock, mo, err := n.Clock.Step()
	data := momentData{At: n.Clock.Now}
	if err != nil {
		n.Over = true
		data.Over = true
		data.Results = append(data.Results, Result{What: "stopped", Text: "the clock cannot go on: " + err.Error()})
		return n, n.momentEvent(data)
	}
	n.Clock = clock
	data.At = clock.Now
	done := map[string]*Doing{}
	for _, c := range mo.Completed {
		if m, ok := n.Man(c.Who); ok && m.Doing != nil && m.Doing.ID == c.Action.ID {
			done[c.Who] = m.Doing
			m.Doing = nil
		}
	}
	var blows []*blow
	for _, c := range mo.Completed {
		if dg := done[c.Who]; dg != nil && dg.Action.Verb == orders.Attack {
			m, _ := n.Man(c.Who)
			b, r := n.strike(m, *dg, d)
			data.Results = append(data.Results, r)
			if b != nil {
				b.result = len(data.Results) - 1
				blows = append(blows, b)
			}
		}
	}
	for _, b := range blows {
		data.Results = append(data.Results, n.land(b, &data.Results[b.result], d)...)
	}
	for _, b := range blows {
		if b.x.Defence == tenths.ActiveDodge {
			if r := n.tire(b.t, string(tenths.ActiveDodge), 0); r != nil {
				data.Results = append(data.Results, *r)
			}
		}
	}
	data.Results = append(data.Results, n.moves(mo, done)...)
	for _, c := range mo.Completed {
		dg := done[c.Who]
		m, _ := n.Man(c.Who)
		if dg == nil || m == nil || m.Out {
			continue
		}
		switch dg.Action.Verb {
		case orders.GetUp:
			m.Down, m.GetUp = false, 0
			data.Results = append(data.Results, Result{Who: m.Name, What: "up", Rule: tenths.TagKnockedDown, Text: m.Name + " is on his feet"})
		case orders.Ready:
			if r, ok := n.gunReady(m, dg.Action.Weapon); ok {
				data.Results = append(data.Results, r)
				break
			}
			if m.Hand == dg.Action.Weapon && m.Empty {
				m.Empty = false
				data.Results = append(data.Results, Result{Who: m.Name, What: "loaded", Weapon: m.Hand, Text: fmt.Sprintf("%s has loaded his %s", m.Name, m.Hand)})
				break
			}
			m.Hand = dg.Action.Weapon
			data.Results = append(data.Results, Result{Who: m.Name, What: "readied", Weapon: m.Hand, Text: fmt.Sprintf("%s has his %s in hand", m.Name, m.Hand)})
		case orders.Free:
			m.Entangled, m.FreeIn = "", 0
			data.Results = append(data.Results, Result{Who: m.Name, What: "free", Rule: tenths.TagNet, Text: m.Name + " is free of the net"})
		case orders.Switch:
			data.Results = append(data.Results, Result{Who: m.Name, What: "switched", Rule: tenths.TagHandSwitch, Text: fmt.Sprintf("%s has switched his %s to the other hand", m.Name, m.Hand)})
		case "fall":
			data.Results = append(data.Results, Result{Who: m.Name, What: "fallen", Rule: tenths.TagKnockedDown, Text: m.Name + " lies on the ground"})
		}
	}
	for _, c := range mo.Completed {
		if m, ok := n.Man(c.Who); ok && done[c.Who] != nil {
			if r := n.tire(m, fatigueOf(done[c.Who].Action), int(c.Action.End-c.Action.Start)); r != nil {
				data.Results = append(data.Results, *r)
			}
		}
	}
	data.Results = append(data.Results, n.chains()...)
	n.judge(&data)
	return n, n.momentEvent(data)
}

func (s *State) momentEvent(data momentData) game.Event {
	ev := game.Event{Type: TypeMoment, Data: game.MustJSON(data)}
	ev.Report = []string{"tenth " + TimeOf(data.At) + ":"}
	for _, r := range data.Results {
		ev.Report = append(ev.Report, "  "+r.Text)
	}
	if data.Over {
		if data.Winner != "" {
			ev.Report = append(ev.Report, "  the game is over: "+data.Winner+" wins")
		} else {
			ev.Report = append(ev.Report, "  the game is over: a draw")
		}
	}
	return ev
}

// strike rolls m's attack dg: void if the target is out or out of reach.
func (s *State) strike(m *Man, dg Doing, d dice.Source) (*blow, Result) {
	r := Result{Who: m.Name, What: "attack", Target: dg.Action.Target, Weapon: dg.Action.Weapon, Rule: tenths.TagAttack}
	t, ok := s.Man(dg.Action.Target)
	void := func(why string) (*blow, Result) {
		r.What, r.Text = "void", fmt.Sprintf("%s's attack on %s is void: %s", m.Name, dg.Action.Target, why)
		return nil, r
	}
	if !ok || t.Out {
		return void("he is out of the fight")
	}
	var x tenths.Exchange
	var pw *tenths.Weapon
	verb, name := "strikes at", dg.Action.Weapon
	if mi, ok := s.missile(name); ok {
		if r := hex.Distance(m.At, t.At); r > mi.MaxRange() {
			return void(fmt.Sprintf("%s is out of range, %d hexes away", t.Name, r))
		}
		var err error
		if x, err = s.shot(m, t, mi, dg); err != nil {
			return void(err.Error())
		}
		m.Empty, verb = !mi.IsGun(), "shoots at"
	} else {
		w, err := s.rs.Rules.Weapons.Weapon(name)
		if err != nil {
			return void(err.Error())
		}
		if in, _ := s.inRange(m, t, w); !in {
			return void(fmt.Sprintf("%s is out of reach in %s", t.Name, s.m.HexName(t.At)))
		}
		if x, pw, err = s.resolveDefence(m, t, w, dg); err != nil {
			return void(err.Error())
		}
	}
	var err error
	b := &blow{m: m, t: t, x: x, parry: pw}
	b.out = x.Roll(d)
	if mi := x.Missile; mi != nil && mi.IsGun() {
		g := tenths.Fired(m.gunOf(mi), b.out.Critical)
		m.setGun(mi, g)
		if g.Jammed {
			r.What, r.Rule, r.Outcome = "misfire", tenths.TagGuns, &b.out
			r.Text = fmt.Sprintf("%s's %s misfires at %s (d20 1): the dead cartridge jams it; ready %s to clear it", m.Name, name, t.Name, name)
			return nil, r
		}
	}
	b.hurt, err = s.rs.Rules.Injure(s.Modules, &x, b.out, d)
	if err != nil {
		return void(err.Error())
	}
	r.Defence, r.Figures, r.Alterations, r.Outcome, r.Injuries = x.Defence, &x.Figures, x.Alterations, &b.out, b.hurt
	def := string(x.Defence)
	if pw != nil {
		def += " with his " + pw.Name
	}
	f := x.Figures
	text := fmt.Sprintf("%s %s %s with his %s (%s): d20 %d %+d %+d %+d %+d = excess %d", m.Name, verb, t.Name, name, def,
		b.out.Roll, f.AttackFactor, f.AttackPotential, -f.DefenceFactor, -f.DefencePotential, b.out.Excess)
	switch {
	case !b.out.Hit:
		text += ": a miss"
	case len(b.hurt) == 0:
		text += ": a hit that does no harm"
	default:
		var parts []string
		for _, in := range b.hurt {
			parts = append(parts, fmt.Sprintf("%s (blow %d − armour %d, factor %d): %s", in.Hit.Location.Name, f.BlowStrength, in.Protection, in.Factor, woundName(in.Wound)))
		}
		text += ": a hit on the " + strings.Join(parts, "; ")
	}
	if w := x.Attacker.Weapon; w != nil && w.Rule == tenths.TagNet && x.Missile == nil && b.out.Hit {
		t.Entangled, t.FreeIn = "net", tenths.NetFree(b.out.Excess)
		if m.Hand == w.Name {
			m.Hand = ""
		}
		text += fmt.Sprintf(": %s is caught in the net (%d tenths to free himself) and %s lets it go", t.Name, t.FreeIn, m.Name)
	}
	r.Text = text
	if dt := s.rs.Rules.Base.Formulas.DefenceTime(x.Defence, s.walk(t)); dt > 0 {
		if e, err := s.Clock.Entry(t.Name); err == nil && e.Current != nil {
			if clock, _, err := s.Clock.Extend(t.Name, dt); err == nil {
				s.Clock = clock
				r.Text += fmt.Sprintf(" (%s's %s adds %d tenths to his %s)", t.Name, x.Defence, dt, e.Current.Shown)
			}
		}
	}
	return b, r
}

func woundName(w *tenths.WoundType) string {
	if w == nil {
		return "no wound"
	}
	if w.Printed != "" {
		return strings.ToLower(w.Printed)
	}
	return w.Name
}

// walk is m's walk move in tenths, slowed by his wounds.
func (s *State) walk(m *Man) int {
	w, _, _ := s.rs.Rules.Rates(m.Profile.Armour)
	return w + s.slow(m)
}

// land applies a blow's wounds and, with knock-back, its bash.
func (s *State) land(b *blow, r *Result, d dice.Source) []Result {
	var out []Result
	for _, in := range b.hurt {
		if w := s.wound(b.t, in.Wound); w != nil {
			out = append(out, *w)
		}
	}
	if !s.Modules.On(tenths.TagKnockBack) || b.t.Out || b.x.Missile != nil {
		return out
	}
	bash, ok := s.bash(b)
	if !ok {
		return out
	}
	r.Bash = &bash
	line := tenths.AttackLine(b.m.At, b.t.At)
	switch bash.Effect {
	case tenths.DefenderBack:
		out = append(out, s.push(b.t, line, bash.Hexes, fmt.Sprintf("bash %d: %s", bash.Score, bash.Printed)))
	case tenths.AttackerBack:
		out = append(out, s.push(b.m, line.Opposite(), bash.Hexes, fmt.Sprintf("bash %d: %s", bash.Score, bash.Printed)))
	case tenths.KnockedDown:
		out = append(out, s.knockDown(b.t, line, bash.Score, d)...)
	}
	return out
}

// bash is the Bash Score of a blow that hit or was parried.
func (s *State) bash(b *blow) (tenths.Bash, bool) {
	rs := s.rs.Rules
	f := b.x.Figures
	switch {
	case b.out.Hit && len(b.hurt) > 0:
		in := b.hurt[0]
		score, _ := tenths.HitBash(f.BlowStrength, in.Protection, b.t.Profile.Strength, b.out.Excess)
		return rs.Bash.OnFoot(score, true), true
	case !b.out.Hit && b.parry != nil:
		pf, _ := s.fighter(b.t, b.parry)
		pb, _ := rs.Base.Formulas.BlowStrength(b.parry, pf.Strength, pf.Skill)
		score, _ := rs.Bash.ParriedBash(f.BlowStrength, pb, b.out.Excess, b.parry.ParryOnly)
		return rs.Bash.OnFoot(score, false), true
	}
	return tenths.Bash{}, false
}

// push moves m up to n hexes along dir, stopping at a hex he may not
// enter.
func (s *State) push(m *Man, dir hex.Direction, n int, why string) Result {
	from := m.At
	for range n {
		to := m.At.Neighbor(dir)
		if s.enterable(m, to) != nil {
			break
		}
		m.At = to
	}
	r := Result{Who: m.Name, What: "pushed", From: s.m.HexName(from), To: s.m.HexName(m.At), Rule: tenths.TagKnockBack}
	if m.At == from {
		r.Text = fmt.Sprintf("%s is bashed back (%s) but has nowhere to go", m.Name, why)
	} else {
		r.Text = fmt.Sprintf("%s is bashed back to %s (%s)", m.Name, r.To, why)
	}
	return r
}

// knockDown throws t to the ground: he falls, takes the fall's damage,
// and his action and chain are cut.
func (s *State) knockDown(t *Man, line hex.Direction, score int, d dice.Source) []Result {
	rs := s.rs.Rules
	r := Result{Who: t.Name, What: "knocked-down", Rule: tenths.TagKnockedDown}
	if !s.Modules.On(tenths.TagKnockedDown) {
		return nil
	}
	fall, err := rs.KnockDown(t.At, line, "", d)
	if err == nil {
		a, _ := rs.Armour.Type(t.Profile.Armour)
		fall, err = rs.FallDamage(fall, score, a, d)
	}
	if err != nil {
		r.Text = fmt.Sprintf("%s cannot fall: %v", t.Name, err)
		return []Result{r}
	}
	r.Fall = &fall
	clock, _, err := s.Clock.Interrupt(t.Name, &tenths.ActionSpec{Kind: "fall", Length: fall.Time, Shown: "falling", Rule: tenths.TagKnockedDown})
	if err == nil {
		s.Clock = clock
	}
	t.Doing, t.Chain = nil, nil
	if e, _ := s.Clock.Entry(t.Name); e.Current != nil {
		t.Doing = &Doing{ID: e.Current.ID, Action: orders.Action{Verb: "fall"}}
	}
	t.Down, t.Lies, t.GetUp = true, t.At, fall.GetUp
	if lies := fall.Lies[1]; s.m.Contains(lies) && s.holder(lies) == nil && s.enterable(t, lies) == nil {
		t.Lies = lies
	}
	r.Text = fmt.Sprintf("%s is knocked down across %s and %s", t.Name, s.m.HexName(t.At), s.m.HexName(t.Lies))
	switch {
	case fall.Landed:
		r.Text += ": he lands well"
	case fall.Injury != nil:
		r.Text += fmt.Sprintf(": the fall hits his %s, %s", fall.Injury.Hit.Location.Name, woundName(fall.Injury.Wound))
	}
	out := []Result{r}
	if fall.Injury != nil {
		if w := s.wound(t, fall.Injury.Wound); w != nil {
			out = append(out, *w)
		}
	}
	return out
}

// wound gives t a wound; a wound that puts him out takes him off the
// clock.
func (s *State) wound(t *Man, w *tenths.WoundType) *Result {
	if w == nil || w.Name == tenths.NoWound || t.Out {
		return nil
	}
	t.Wounds = append(t.Wounds, w.Name)
	t.Loss += w.Potential
	t.Slow += w.Time
	r := &Result{Who: t.Name, What: "wounded", Rule: tenths.TagWounds,
		Text: fmt.Sprintf("%s takes a %s (−%d to his potentials, +%d tenths to his actions)", t.Name, woundName(w), w.Potential, w.Time)}
	if w.Out || w.Dead {
		t.Out, t.Dead = true, w.Dead
		t.Doing, t.Chain = nil, nil
		if clock, _, err := s.Clock.Retire(t.Name); err == nil {
			s.Clock = clock
		}
		r.What = "out"
		if w.Dead {
			r.Text = t.Name + " is killed"
		} else {
			r.Text = fmt.Sprintf("%s takes a %s and is out of the fight", t.Name, woundName(w))
		}
	}
	return r
}
