package referee

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/orders"
)

// Cavalry charges in the movement segment (CHARGE MOVEMENT): every side
// with a rider on a steed fit to charge writes its charges secretly after
// the initiative, the targets in order or none; all are revealed together
// and resolved mutual charges first, then the winner's, then the loser's.

// TypeCharged: the charges written, revealed and ridden.
const TypeCharged = "charges"

// chargedData is the payload of a charged event.
type chargedData struct {
	Turn   int          `json:"turn"`
	Orders []SideOrders `json:"orders"`
	Blows  []BlowLog    `json:"blows,omitempty"`
}

// cavalry are side's riders in the saddle of a live steed that may
// charge: not at a stand or a walk, nor in melee already.
func (s *State) cavalry(side string) []*Fig {
	var out []*Fig
	for _, f := range s.live(side) {
		if !f.Fighter().Mounted() {
			continue
		}
		if st := s.fig(f.Mount); st != nil && st.Live() && !s.inContact(st) && s.rs.R.MayCharge(st.Fighter()) == nil {
			out = append(out, f)
		}
	}
	return out
}

// chargeSides are the sides that write charges this turn.
func (s *State) chargeSides() []string {
	var out []string
	for _, side := range s.SideNames {
		if len(s.cavalry(side)) > 0 {
			out = append(out, side)
		}
	}
	return out
}

// chargePlan is a side's checked charges: one declaration for each of
// its cavalry, none where it wrote nothing.
type chargePlan struct {
	Side  string
	Decls []destrier.Declaration
}

// checkCharges checks a side's written charges.
func (s *State) checkCharges(side, text string) (chargePlan, string, error) {
	os, err := orders.Parse(text)
	if err != nil {
		return chargePlan{}, "", &game.OrderError{Err: chargeErr("%v", err)}
	}
	named := map[string][]string{}
	cav := s.cavalry(side)
	for _, o := range os {
		if o.Kind != orders.ChargeOrder {
			return chargePlan{}, "", orderErr(o, chargeErr("the cavalry write their charges now (NAME charges TARGET, TARGET or none), not a %s order", o.Kind))
		}
		f := s.fig(o.Figure)
		switch {
		case f == nil:
			return chargePlan{}, "", orderErr(o, chargeErr("no figure named %q in this game", o.Figure))
		case !slices.Contains(cav, f):
			return chargePlan{}, "", orderErr(o, chargeErr("%s is no rider of %s fit to charge (a rider in the saddle of a steed faster than a walk)", f.Name, side))
		}
		if _, dup := named[f.Name]; dup {
			return chargePlan{}, "", orderErr(o, chargeErr("%s writes two charges", f.Name))
		}
		d := destrier.Declaration{Charger: f.Name, Side: side, Targets: o.Targets}
		if err := s.rs.R.CheckDeclaration(f.Fighter(), d, s.enemies(f)); err != nil {
			return chargePlan{}, "", orderErr(o, err)
		}
		named[f.Name] = o.Targets
	}
	plan := chargePlan{Side: side}
	var b strings.Builder
	for _, f := range cav {
		d := destrier.Declaration{Charger: f.Name, Side: side, Targets: named[f.Name]}
		plan.Decls = append(plan.Decls, d)
		b.WriteString(orders.FormatOrder(orders.Order{Kind: orders.ChargeOrder, Figure: f.Name, Targets: d.Targets}) + "\n")
	}
	return plan, b.String(), nil
}

func chargeErr(format string, a ...any) error {
	e := refErr(format, a...)
	e.Rule = destrier.SecCharge
	return e
}

// playCharges reveals every side's charges and rides them.
func (s *State) playCharges(cs []game.Checked, d dice.Source) (*State, game.Event) {
	n := s.clone()
	data := chargedData{Turn: s.Turn}
	var decls []destrier.Declaration
	for _, side := range s.SideNames {
		for _, c := range cs {
			if c.Side == side {
				data.Orders = append(data.Orders, SideOrders{Side: side, Orders: c.Canonical})
				decls = append(decls, c.Plan.(chargePlan).Decls...)
			}
		}
	}
	told := []string{fmt.Sprintf("Turn %d: the charges are revealed.", s.Turn)}
	for _, dc := range decls {
		if len(dc.Targets) == 0 {
			told = append(told, fmt.Sprintf("%s does not charge", dc.Charger))
		} else {
			told = append(told, fmt.Sprintf("%s charges %s", dc.Charger, strings.Join(dc.Targets, ", ")))
		}
	}
	targets := map[string][]string{}
	for _, dc := range decls {
		targets[dc.Charger] = dc.Targets
	}
	for _, st := range destrier.ChargeOrder(decls, n.Order[0]) {
		ts := targets[st.Charger]
		if st.Partner != "" {
			ts = []string{st.Partner}
		}
		data.Blows = append(data.Blows, n.ride(n.fig(st.Charger), ts, st.Partner != "", d, &told)...)
	}
	n.unhorse(&told)
	n.startMovement()
	n.next0(&told)
	return n, game.Event{Type: TypeCharged, Data: game.MustJSON(data), Report: told}
}

// next0 ends the game if the charges left one side alone on the field.
func (s *State) next0(told *[]string) {
	standing := 0
	for _, side := range s.SideNames {
		if len(s.live(side)) > 0 {
			standing++
		}
	}
	if standing <= 1 {
		s.next(told)
	}
}

// ride is one charge: the steed runs at each target in turn, its rider
// halts at his weapon's strike distance and strikes at the steed's full
// charge, the target strikes back if he may, the lance may break; then,
// slowed, the steed passes on to the next, or closes with the last.
func (s *State) ride(rider *Fig, targets []string, mutual bool, d dice.Source, told *[]string) []BlowLog {
	r := s.rs.R
	steed := s.fig(rider.Mount)
	if steed == nil || !steed.Live() || !rider.Live() || !rider.Fighter().Mounted() {
		return nil
	}
	steed.Status.Speed = destrier.AtCharge
	left := steed.Move
	var out []BlowLog
	var passed []*Fig
	defer func() { steed.Status.Speed = r.SlowAfterContacts(destrier.AtCharge, len(passed)) }()
	for _, tn := range targets {
		t := s.fig(tn)
		if t == nil || !t.Live() || left <= 0 {
			continue
		}
		w, err := r.StrikingWeapon(rider.Fighter(), destrier.DeliverBlow)
		stop := destrier.Inches(0)
		if err == nil {
			stop = r.StrikeAt(w)
		}
		went := s.moveWithin(steed, t, left, 45, stop, passed...)
		left -= went
		if !s.Gap(steed.Name, t.Name).AtMost(stop) {
			*told = append(*told, fmt.Sprintf("%s rides %v and falls short of %s", rider.Name, went, t.Name))
			break
		}
		*told = append(*told, fmt.Sprintf("%s rides %v at %s", rider.Name, went, t.Name))
		rear := s.Facing(t.Name, rider.Name) == destrier.Rear
		bl, crit := s.chargeBlow(rider, t, steed, rear, false, d, told)
		out = append(out, bl)
		if w != nil && w.Kind == destrier.Lance && bl.Refused == "" {
			if c := r.LanceBreak(crit, t.Armour, d); c.Success {
				rider.Status.LanceBroken, rider.Status.WeaponBroken = true, true
				*told = append(*told, fmt.Sprintf("  %s's lance breaks (rolled %d)", rider.Name, c.Roll))
			}
		}
		if t.Live() && destrier.MayReply(t.Fighter(), rear, !rear) {
			var mount *Fig
			if mutual {
				mount = s.fig(t.Mount)
			}
			bl, _ := s.chargeBlow(t, rider, mount, false, rear, d, told)
			out = append(out, bl)
		}
		if !rider.Live() || !steed.Live() {
			break
		}
		if tn == targets[len(targets)-1] {
			left -= s.moveToward(steed, t, left, 0) // the last is bashed into
		}
		left = r.Slowed(left, 1)
		passed = append(passed, t)
	}
	return out
}

// chargeBlow is one blow of a charge: by a rider at the speed of his
// steed (from behind: +25%), or the reply to one (to a charge from
// behind: -25%), and whether it was a critical hit.
func (s *State) chargeBlow(by, at, steed *Fig, rear, reply bool, d dice.Source, told *[]string) (BlowLog, bool) {
	b := destrier.Blow{Attacker: by.Fighter(), Defender: at.Fighter(), Card: destrier.DeliverBlow,
		Through: s.Facing(by.Name, at.Name), Lands: s.Facing(at.Name, by.Name), Initiative: true,
		ChargeRear: rear, ChargeReply: reply}
	if steed != nil {
		b.MountSpeed = steed.Status.Speed
	}
	st, err := s.rs.R.Strike(b, d)
	if err != nil {
		*told = append(*told, fmt.Sprintf("  %s cannot strike at %s (%v)", by.Name, at.Name, err))
		return BlowLog{By: by.Name, At: at.Name, Card: destrier.DeliverBlow, Refused: err.Error()}, false
	}
	at.Status = st.Defender
	for _, l := range tellBlow(by.Name, at, destrier.DeliverBlow, st) {
		*told = append(*told, "  "+l)
	}
	return logBlow(by.Name, at.Name, destrier.DeliverBlow, st), st.Critical
}
