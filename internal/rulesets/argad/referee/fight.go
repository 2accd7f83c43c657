package referee

import (
	"fmt"
	"math"
	"strings"

	"herald/internal/game"

	"herald/internal/dice"
	"herald/internal/rulesets/argad"
	"herald/internal/table"
)

// shoot plays one shot of figure i at figure t from where both stand
// now, or from where a furtive shooter showed himself (from). A shot the move made impossible (out of range, out of sight) is
// void. It returns the act and whether the target is hit.
func (s *State) shoot(i, t int, from *table.Stand, d dice.Source) (Act, bool) {
	furtive := from != nil
	f, tg := &s.Figures[i], &s.Figures[t]
	act := Act{Kind: "shot", Who: f.Name, Target: tg.Name}
	void := func(tag, format string, a ...any) (Act, bool) {
		act.Kind, act.Rules = "void", []string{tag}
		act.Say = fmt.Sprintf("%s's shot at %s is void: ", f.Name, tg.Name) + fmt.Sprintf(format, a...)
		return act, false
	}
	if tg.Dead {
		return void(RulingActions, "he is already dead")
	}
	fs, ts := f.Stand(), tg.Stand()
	if from != nil {
		fs = *from
	}
	rng := round2(float64(table.Distance(fs, ts) / table.Centimetre))
	sight := s.g.Table.Sight(fs.Centre, ts.Centre, nil)
	why, outOf, slit, window := s.sightBlocked(sight, fs.Centre, ts.Centre)
	if why != "" {
		return void(RulingSight, "%s", why)
	}
	var woods table.Length
	var cover []string
	for _, p := range sight.Passes {
		if p.Ref.Feature == table.AreaFeature && s.g.Table.Areas[p.Ref.Index].Kind == table.Woods {
			woods += p.Inside
		}
	}
	switch {
	case tg.On() != argad.Foot:
	case slit:
		cover = append(cover, "slit")
	case window || s.inArea(tg, table.Bushes, table.Crops) || s.lineBefore(sight, 5*table.Centimetre):
		cover = append(cover, "partial")
	}
	switch bearer := s.paviseFor(tg, fs); {
	case bearer != nil && s.inPaviseWall(bearer) && !tg.Moved:
		cover = append(cover, "pavise-wall")
	case bearer != nil:
		cover = append(cover, "pavise")
	}
	weapon := f.Missile
	if weapon == "javelin" {
		weapon = argad.JavelinRow(f.On().Mounted(), f.Moved, s.goingUnder(f))
	}
	sh := argad.Shot{Weapon: weapon, RangeCM: rng,
		Shooter: argad.Shooter{Mounted: f.On().Mounted(), Moving: f.Moved, Furtive: furtive, Unloaded: f.Unloaded, AtOpening: outOf},
		Target: argad.Target{Armour: tg.Armour, Mounted: tg.On().Mounted(), Cover: cover, WoodsCM: round2(float64(woods / table.Centimetre)),
			Hidden: tg.Hidden, Crouched: tg.Crouched, Slinging: tg.Missile == "sling" && tg.Unloaded}}
	res, err := s.g.Rules.Shoot(sh, d)
	if err != nil {
		tag := RulingActions
		if e := ruleOf(err); e != "" {
			tag = e
		}
		return void(tag, "%v", err)
	}
	if f.Missile == "crossbow" {
		f.Unloaded = true
	}
	act.CM = rng
	act.Dice = res.Rolls
	act.Rules = res.Rules
	out := "misses"
	if res.Hits {
		out = "hits and kills him"
	}
	act.Say = fmt.Sprintf("%s shoots at %s (%s): %g cm, band %s, needs %s, modifier %+d; natural %d %s", f.Name, tg.Name, f.Missile, rng, res.Band, res.Base, res.Modifier, res.Natural, out)
	return act, res.Hits
}

// paviseFor is the pavise-bearer who covers t: t himself, or a friend
// t stands close behind as the shooter sees it: within 2 cm of the
// bearer, in his rear arc, with the shooter in his front arc
// (shoot.cover.pavise: "and one other close behind"); nil none.
func (s *State) paviseFor(t *Figure, shooter table.Stand) *Figure {
	if t.Pavise {
		return t
	}
	ts := t.Stand()
	for j := range s.Figures {
		b := &s.Figures[j]
		if b == t || b.Dead || !b.Pavise || b.Side != t.Side {
			continue
		}
		bs := b.Stand()
		if table.Distance(bs, ts) <= 2*table.Centimetre &&
			table.ArgadArcs.Name(table.ArgadArcs.OfStand(bs, ts)) == "rear" &&
			table.ArgadArcs.Name(table.ArgadArcs.OfStand(bs, shooter)) == "front" {
			return b
		}
	}
	return nil
}

// inPaviseWall reports whether a pavise-bearer stands in a pavise wall:
// side by side with another bearer, stands touching, facing the same way.
func (s *State) inPaviseWall(b *Figure) bool {
	bs := b.Stand()
	for j := range s.Figures {
		o := &s.Figures[j]
		if o == b || o.Dead || !o.Pavise || o.Side != b.Side || math.Abs(table.Turned(o.Facing, b.Facing)) > 5 {
			continue
		}
		if e := table.TouchingEdges(bs, o.Stand()); e&(1<<table.LeftEdge|1<<table.RightEdge) != 0 {
			return true
		}
	}
	return false
}

// sightBlocked says what blocks a line of sight (ruling.sight): a
// building's walls but where the line passes an opening; the woods are
// the sheet's own rule (more than 10 cm of forest), judged by the shot.
// It also says whether the shooter shoots out through a window or slit
// of the building he is in, and whether the target is behind one.
func (s *State) sightBlocked(sg table.Sight, shooter, target table.Point) (why string, outOf, slitCover, window bool) {
	for _, m := range sg.Meets {
		if m.Ref.Feature != table.BuildingFeature {
			continue
		}
		b := s.g.Table.Buildings[m.Ref.Index]
		if m.Opening < 0 || (b.Openings[m.Opening].Kind == table.Door || b.Openings[m.Opening].Kind == table.Gate) && b.Openings[m.Opening].Closed {
			return "the line of sight meets a wall of " + label(b.Name, "a building"), false, false, false
		}
		k := b.Openings[m.Opening].Kind
		narrow := k == table.Window || k == table.ArrowSlit
		if table.Inside(b.Points, shooter) && narrow {
			outOf = true
		}
		if table.Inside(b.Points, target) {
			slitCover = slitCover || k == table.ArrowSlit
			window = window || k == table.Window
		}
	}
	return "", outOf, slitCover, window
}

// lineBefore reports whether the line of sight crosses a wall, hedge,
// fence or bank within near of its end: cover for a man behind it.
func (s *State) lineBefore(sg table.Sight, near table.Length) bool {
	for _, m := range sg.Meets {
		if m.Ref.Feature != table.LineFeature || !m.Through || m.Opening >= 0 {
			continue
		}
		switch s.g.Table.Lines[m.Ref.Index].Kind {
		case table.Wall, table.Hedge, table.Fence, table.Bank:
			if sg.Length-m.At <= near {
				return true
			}
		}
	}
	return false
}

// goingUnder is the hardest going of the areas under f's stand.
func (s *State) goingUnder(f *Figure) argad.Going {
	g := argad.Easy
	for _, t := range s.g.Table.Under(f.Stand()) {
		if t.Ref.Feature != table.AreaFeature {
			continue
		}
		if n := areaTerrain(s.g.Table.Areas[t.Ref.Index]); n != "" {
			if c, err := s.g.Rules.GoingIn(n, f.Mover()); err == nil && worse(c.Going, g) {
				g = c.Going
			}
		}
	}
	return g
}

// inBuilding reports whether f stands inside a building.
func (s *State) inBuilding(f *Figure) bool {
	for _, b := range s.g.Table.Buildings {
		if table.Inside(b.Points, f.Stand().Centre) {
			return true
		}
	}
	return false
}

// higher reports whether a stands higher than b: on a slope, farther up
// it than b.
func (s *State) higher(a, b *Figure) bool {
	for _, t := range s.g.Table.Under(a.Stand()) {
		if t.Ref.Feature != table.AreaFeature {
			continue
		}
		ar := s.g.Table.Areas[t.Ref.Index]
		if ar.Kind == table.Slope && a.Stand().Centre.Sub(b.Stand().Centre).Dot(table.Heading(ar.Uphill)) > 0 {
			return true
		}
	}
	return false
}

// obstacleBetween reports whether a linear obstacle lies between two
// figures' centres.
func (s *State) obstacleBetween(a, b *Figure) bool {
	for _, m := range s.g.Table.Route(a.Stand().Centre, b.Stand().Centre).Meets {
		if m.Ref.Feature == table.LineFeature && m.Through && m.Opening < 0 {
			return true
		}
	}
	return false
}

// fighter is f as a melee strike sees him.
func (s *State) fighter(f *Figure) argad.Fighter {
	w, _ := s.g.Rules.MeleeWeaponNamed(f.Weapon)
	return argad.Fighter{Troop: f.On(), Armour: f.Armour, Class: f.Class, Weapon: w,
		Charging: f.Charging, Immobile: !f.Moved, ManAtArms: f.ManAtArms, InBuilding: s.inBuilding(f)}
}

// melee fights one round between every figure in contact with an enemy:
// each strikes the enemy his order names, else the one nearest his
// front. The killed fall and the recoiling are pushed back.
func (s *State) melee(named map[int]int, d dice.Source) []Act {
	var idx []int
	var cs []argad.Combatant
	at := map[int]int{}
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Live() && s.engaged(f) {
			w, _ := s.g.Rules.MeleeWeaponNamed(f.Weapon)
			at[i] = len(cs)
			idx = append(idx, i)
			cs = append(cs, argad.Combatant{Name: f.Name, Class: f.Class, Armour: f.Armour, Length: w.Length})
		}
	}
	if len(cs) == 0 {
		return nil
	}
	var blows []argad.Blow
	var acts []Act
	mod := make([]string, len(idx))
	for k, i := range idx {
		f := &s.Figures[i]
		f.Hidden, f.Crouched = false, false // a man at grips is seen
		foe := s.foeOf(i, named)
		g := argad.Ground{FoeHigher: s.higher(&s.Figures[foe], f),
			HoldsObstacle:   s.obstacleBetween(f, &s.Figures[foe]) && !f.Moved,
			ChargedDirectly: s.Figures[foe].Charging && table.ArgadArcs.Name(table.ArgadArcs.OfStand(f.Stand(), s.Figures[foe].Stand())) == "front"}
		if f.On().Mounted() {
			g.CavalryGoing = s.goingUnder(f)
		}
		mods, total, err := s.g.Rules.MeleeModifiers(s.fighter(f), s.fighter(&s.Figures[foe]), g)
		if err != nil {
			fi := s.fighter(f)
			fi.Charging = false
			mods, total, _ = s.g.Rules.MeleeModifiers(fi, s.fighter(&s.Figures[foe]), g)
		}
		blows = append(blows, argad.Blow{By: k, At: at[foe], Modifier: total})
		mod[k] = modWords(mods)
	}
	round, err := s.g.Rules.FightRound(cs, blows, d)
	if err != nil {
		return []Act{{Kind: "void", Say: "the melee cannot be fought: " + err.Error(), Rules: []string{RulingContact}}}
	}
	for _, b := range round.Blows {
		f, t := &s.Figures[idx[b.By]], &s.Figures[idx[b.At]]
		a := Act{Kind: "blow", Who: f.Name, Target: t.Name, Dice: b.Rolls, Rules: b.Rules}
		switch {
		case b.Void != "":
			a.Say = fmt.Sprintf("%s does not strike %s: %s", f.Name, t.Name, b.Void)
		default:
			a.Say = fmt.Sprintf("%s strikes %s (modifier %+d%s): natural %d, %s", f.Name, t.Name, b.Modifier, mod[b.By], b.Natural, outcomeWords(b.Rolled, b.Stands))
		}
		acts = append(acts, a)
	}
	for _, k := range round.Killed {
		f := &s.Figures[idx[k]]
		f.Dead = true
		acts = append(acts, Act{Kind: "killed", Who: f.Name, Say: f.Name + " is killed"})
	}
	for _, k := range round.Recoiled {
		i := idx[k]
		if s.Figures[i].Dead {
			continue
		}
		by := -1
		for _, b := range round.Blows {
			if b.At == k && b.Stands == argad.Recoil {
				by = idx[b.By]
			}
		}
		acts = append(acts, s.recoil(i, by, d))
	}
	return acts
}

// modWords lists the counted modifiers of a blow: " : charge +1, uphill -1".
func modWords(mods []argad.Modifier) string {
	var ws []string
	for _, m := range mods {
		if m.Counted {
			ws = append(ws, fmt.Sprintf("%s %+d", m.Name, m.Value))
		}
	}
	if len(ws) == 0 {
		return ""
	}
	return ": " + strings.Join(ws, ", ")
}

func outcomeWords(rolled, stands argad.Outcome) string {
	if rolled == stands || rolled == "" {
		return string(stands)
	}
	return fmt.Sprintf("%s, which stands as %s", rolled, stands)
}

// foeOf is the enemy figure i strikes.
func (s *State) foeOf(i int, named map[int]int) int {
	f := &s.Figures[i]
	if t, ok := named[i]; ok && s.Figures[t].Live() && s.touching(f, &s.Figures[t]) {
		return t
	}
	best, bestAngle := -1, 1000.0
	for j := range s.Figures {
		o := &s.Figures[j]
		if o.Live() && o.Side != f.Side && s.touching(f, o) {
			if a := math.Abs(f.Stand().Relative(o.Stand().Centre)); a < bestAngle {
				best, bestAngle = j, a
			}
		}
	}
	return best
}

// recoil pushes figure i straight away from the enemy who made him
// recoil, as far as ruling.recoil says or until something stops him.
func (s *State) recoil(i, by int, _ dice.Source) Act {
	f := &s.Figures[i]
	st := f.Stand()
	away := table.Heading(st.Facing + 180)
	if by >= 0 {
		if v := st.Centre.Sub(s.Figures[by].Stand().Centre); v.Len() > table.Epsilon {
			away = v.Scale(1 / float64(v.Len()))
		}
	}
	want := table.Length(s.g.Rules.RecoilCM(f.On())) * table.Centimetre
	to := st.Centre.Add(away.Scale(float64(want)))
	went, _ := s.sweep(i, st, to, want)
	st.Centre = st.Centre.Add(away.Scale(float64(went)))
	start := f.Stand().Centre
	f.place(st)
	f.Hidden, f.Crouched = false, false
	cm := round2(float64(went / table.Centimetre))
	return Act{Kind: "recoil", Who: f.Name, CM: cm, Rules: []string{argad.RulingRecoil},
		Path: cmPath([]table.Point{start, st.Centre}),
		Say:  fmt.Sprintf("%s recoils %g cm", f.Name, cm)}
}

// ruleOf is the tag a refusal of the resolvers cites, "" if none.
func ruleOf(err error) string {
	if re, ok := game.RuleOf(err); ok {
		return re.Rule
	}
	return ""
}
