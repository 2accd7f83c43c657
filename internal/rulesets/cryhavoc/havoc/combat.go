package havoc

import (
	"math"

	"herald/internal/dice"
	"herald/internal/rule"
)

// Legal says whether a planned combat may be fought, citing the rule it
// breaks if not.
func (t *Tables) Legal(c *Combat) error {
	if !t.prepared {
		return rule.Errorf("26", "tables not prepared")
	}
	if len(c.Attackers) == 0 {
		return rule.Errorf("9.1", "a combat needs at least one attacker")
	}
	if len(c.Defenders) == 0 {
		return rule.Errorf("9.1", "a combat needs at least one defender")
	}
	for i := range c.Attackers {
		u := &c.Attackers[i]
		if !(u.Attack > 0) || math.IsInf(u.Attack, 0) {
			return rule.Errorf("9.1", "attacker %s: attack strength %v must be a positive number", label(u, i), u.Attack)
		}
		if u.Health == StunnedState {
			return rule.Errorf("10.3", "attacker %s is stunned and may not attack", label(u, i))
		}
		if u.Panicked {
			return rule.Errorf("22.9", "attacker %s is panicking and never attacks", label(u, i))
		}
		if u.Kind == TargetAnimal {
			return rule.Errorf("13", "attacker %s: animals other than dogs never attack", label(u, i))
		}
	}
	for i := range c.Defenders {
		u := &c.Defenders[i]
		if !(u.Defence > 0) || math.IsInf(u.Defence, 0) {
			return rule.Errorf("9.1", "defender %s: defence strength %v must be a positive number", label(u, i), u.Defence)
		}
	}
	if c.Charge {
		if len(c.Attackers) != 1 {
			return rule.Errorf("9.4", "a charge is a separate attack by one rider, not a group of %d", len(c.Attackers))
		}
		if c.Attackers[0].Kind != TargetMounted {
			return rule.Errorf("9.4", "only cavalry may charge")
		}
		for i := range c.Defenders {
			if c.Defenders[i].Charged {
				return rule.Errorf("9.4", "defender %s was already charged this player turn", label(&c.Defenders[i], i))
			}
		}
		if c.Pin {
			return rule.Errorf("8", "a pinning attempt is not a charge")
		}
	}
	if c.Pin && (len(c.Attackers) != 1 || len(c.Defenders) != 1) {
		return rule.Errorf("8", "a pinning attempt is one against one")
	}
	if c.RejectMelee {
		a := &c.Attackers[0]
		if len(c.Attackers) != 1 || a.Kind != TargetMounted || a.InMelee || !all(c.Defenders, isInfantry) {
			return rule.Errorf("11", "only a lone rider not in melee attacking infantry may reject melee")
		}
	}
	return nil
}

func label(u *Combatant, i int) string {
	if u.Name != "" {
		return u.Name
	}
	return "#" + itoa(i+1)
}

func itoa(i int) string {
	if i < 10 && i >= 0 {
		return string(rune('0' + i))
	}
	var b [20]byte
	n := len(b)
	neg := i < 0
	if neg {
		i = -i
	}
	for i > 0 {
		n--
		b[n] = byte('0' + i%10)
		i /= 10
	}
	if neg {
		n--
		b[n] = '-'
	}
	return string(b[n:])
}

// chargeRisk reports whether the charge die must be rolled (§9.4): the
// target is a rider not in melee, hit in his front arc.
func (c *Combat) chargeRisk() bool {
	if !c.Charge || len(c.Defenders) != 1 {
		return false
	}
	d := &c.Defenders[0]
	return d.Kind == TargetMounted && !d.InMelee && c.FrontArc
}

// AttackStrength sums the group's attack, with half again for a charge
// (§9.2, §9.4). Fractions are kept (§2).
func (c *Combat) AttackStrength() float64 {
	s := 0.0
	for i := range c.Attackers {
		s += c.Attackers[i].Attack
	}
	if c.Charge {
		s += s / 2
	}
	return s
}

// DefenceStrength sums the group's defence (§9.2).
func (c *Combat) DefenceStrength() float64 {
	s := 0.0
	for i := range c.Defenders {
		s += c.Defenders[i].Defence
	}
	return s
}

// tableKind picks the Combat Table: the mounted one if any defender is a
// rider or an animal (a ruling, see docs/rulings.md).
func tableKind(def []Combatant) TargetKind {
	for i := range def {
		if def[i].Kind != TargetInfantry {
			return TargetMounted
		}
	}
	return TargetInfantry
}

// Resolve fights a legal combat: the charge die if needed, odds, shifts,
// the combat die and every result, appended to ev as events. It returns
// the refusal of Legal unchanged if the combat may not be fought.
func (t *Tables) Resolve(c *Combat, d dice.Source, ev []Event) ([]Event, error) {
	if err := t.Legal(c); err != nil {
		return ev, err
	}
	counter := false
	if c.chargeRisk() {
		dr := d.Roll(10, "charge die (9.4)")
		out := t.ChargeOutcomeFor(dr)
		ev = append(ev, Event{Kind: ChargeRolled, Rule: "9.4", Side: Attacker, Name: c.Attackers[0].Name, DR: dr, Charge: out})
		switch out {
		case ChargeEvaded:
			return ev, nil
		case ChargeParried:
			a := &c.Attackers[0]
			ev = append(ev,
				Event{Kind: Dismounted, Rule: "9.4", Side: Attacker, Name: a.Name},
				Event{Kind: Stunned, Rule: "9.4", Side: Attacker, Name: a.Name})
			return ev, nil
		case ChargeCounter:
			counter = true
		}
	}
	att, def := c.Attackers, c.Defenders
	attack, defence := c.AttackStrength(), c.DefenceStrength()
	net, set := t.columnShifts(att, def, c.Pin)
	net += c.ExtraShift
	orig := t.column(attack, defence)
	final := t.clampColumn(orig + net)
	dr := d.Roll(10, "combat die (9.1)")
	res := t.CombatTableFor(tableKind(def)).Cells[clampDR(dr)-1][final]
	ev = append(ev, Event{Kind: CombatResolved, Rule: "9.1", Attack: attack, Defence: defence,
		Odds: t.Columns[orig], Final: t.Columns[final], Shift: net, DR: dr, Result: res})

	if c.Pin {
		if res.Code.HurtsDefender() {
			return append(ev,
				Event{Kind: Pinned, Rule: "8", Side: Defender, Name: def[0].Name},
				Event{Kind: MeleeBegun, Rule: "11"}), nil
		}
		return append(ev, Event{Kind: PinFailed, Rule: "8", Side: Defender, Name: def[0].Name}), nil
	}
	if !c.RejectMelee && anyOf(def, activeCharacter) {
		ev = append(ev, Event{Kind: MeleeBegun, Rule: "11"})
	}
	var why, whyRule string
	switch {
	case set.Has(ShiftPanickedTarget):
		why, whyRule = "no results adverse to the attacker apply against a panicking character", "22.9"
	case spearmanVsWater(att, def):
		why, whyRule = "a spearman attacking a unit in water takes no results", "17.5"
	}
	if res.Code.HurtsAttacker() && why != "" {
		ev = append(ev, Event{Kind: ResultIgnored, Rule: whyRule, Side: Attacker, Result: res, Why: why})
	} else {
		var moved bool
		ev, moved = applyGroup(ev, att, def, res, d, "10")
		if moved {
			winner := Attacker
			if res.Code.HurtsAttacker() {
				winner = Defender
			}
			ev = append(ev, Event{Kind: AdvanceAllowed, Rule: "10.9", Side: winner})
		}
	}
	if counter {
		ev = t.counterCharge(c, d, ev)
	}
	return ev, nil
}

// counterCharge is the defender's out-of-sequence attack on the charger
// (§9.4, die 4-7): his unmodified attack strength against the charger's
// defence, only results that hurt the charger taken. It uses the strength
// the defender had when the charge struck (a ruling).
func (t *Tables) counterCharge(c *Combat, d dice.Source, ev []Event) []Event {
	charger := c.Attackers[:1]
	striker := c.Defenders[:1]
	attack, defence := striker[0].Attack, charger[0].Defence
	if !(attack > 0) || striker[0].Panicked || striker[0].Health == StunnedState {
		// A panicking or stunned rider never strikes back (§22.9, §10.3).
		return ev
	}
	net, _ := t.columnShifts(striker, charger, false)
	orig := t.column(attack, defence)
	final := t.clampColumn(orig + net)
	dr := d.Roll(10, "counter-charge die (9.4)")
	res := t.CombatTableFor(TargetMounted).Cells[clampDR(dr)-1][final]
	ev = append(ev, Event{Kind: CounterCharged, Rule: "9.4", Side: Defender, Name: striker[0].Name,
		Attack: attack, Defence: defence, Odds: t.Columns[orig], Final: t.Columns[final], Shift: net, DR: dr, Result: res})
	if !res.Code.HurtsDefender() {
		if res.Code.HurtsAttacker() {
			ev = append(ev, Event{Kind: ResultIgnored, Rule: "9.4", Side: Defender, Result: res,
				Why: "a counter-charge only applies results that hurt the charger (9.4)"})
		}
		return ev
	}
	// The charger is the "defender" of the counter-charge but stays the
	// attacker of this combat in the events.
	ev, _ = applyTo(ev, charger, Attacker, res, d, "9.4")
	return ev
}

func activeCharacter(u *Combatant) bool {
	return u.Kind != TargetAnimal && u.Health != StunnedState
}

// column rounds attack/defence down to the next relation in the table; odds
// beyond either end use the end column (§9.1, §26.1).
func (t *Tables) column(attack, defence float64) int {
	best := 0
	for i, col := range t.Columns {
		if attack*float64(col.Defence) >= defence*float64(col.Attack) {
			best = i
		}
	}
	return best
}

func (t *Tables) clampColumn(i int) int {
	if i < 0 {
		return 0
	}
	if i >= len(t.Columns) {
		return len(t.Columns) - 1
	}
	return i
}

// applyGroup applies a combat result to the losing group and reports
// whether a unit retreated or was killed (so the victor may advance).
func applyGroup(ev []Event, att, def []Combatant, res Result, d dice.Source, rl string) ([]Event, bool) {
	switch {
	case res.Code.HurtsAttacker():
		return applyTo(ev, att, Attacker, res, d, rl)
	case res.Code.HurtsDefender():
		return applyTo(ev, def, Defender, res, d, rl)
	}
	return ev, false
}

// applyTo shares a result out among a losing group (§10.7, GroupResults)
// and applies it to each unit hit (§10.2–10.6, §13).
func applyTo(ev []Event, us []Combatant, side Side, res Result, d dice.Source, rl string) ([]Event, bool) {
	if len(us) == 1 {
		return applyResult(ev, &us[0], 0, side, res)
	}
	moved := false
	var buf [16]GroupHit
	for _, h := range appendGroupResults(buf[:0], len(us), res, d) {
		if h.Reduced {
			ev = append(ev, Event{Kind: KillReduced, Rule: "10.7", Side: side, Unit: h.Unit, Name: us[h.Unit].Name,
				Result: h.Result, Why: "only one unit of a group is killed; the others selected are wounded (10.7)"})
		}
		var m bool
		ev, m = applyResult(ev, &us[h.Unit], h.Unit, side, h.Result)
		moved = moved || m
	}
	return ev, moved
}

// applyResult turns one table result into what happens to one unit.
func applyResult(ev []Event, u *Combatant, i int, side Side, res Result) ([]Event, bool) {
	e := Event{Side: side, Unit: i, Name: u.Name, Result: res}
	add := func(k EventKind, rl string) {
		e.Kind, e.Rule = k, rl
		ev = append(ev, e)
	}
	code := res.Code
	n := code.Retreat()
	if u.Kind == TargetAnimal {
		// Animals only know retreat and horse killed (§9.6, §13).
		switch {
		case res.HorseKilled:
			add(Killed, "13")
			return ev, true
		case n > 0:
			e.Hexes = n
			add(Retreated, "10.2")
			return ev, true
		case code != NoEffect:
			e.Why = "animals are only affected by retreat and horse killed results (13)"
			add(ResultIgnored, "13")
		}
		return ev, false
	}
	if u.Dog {
		switch {
		case n > 0:
			e.Hexes = n
			add(Retreated, "10.2")
			return ev, true
		case code == DefenderKilled, code == AttackerKilled, code == DefenderWounded, code == AttackerWounded, code == DefenderStunned:
			add(Killed, "13.3")
			return ev, true
		}
		return ev, false
	}
	rider := u.Kind == TargetMounted && !u.Dragon
	if res.HorseKilled && rider {
		add(HorseKilled, "10.6")
		add(Dismounted, "10.6")
		rider = false
	}
	switch {
	case n > 0:
		if u.Health == StunnedState {
			add(Wounded, "10.3")
			return ev, false
		}
		e.Hexes = n
		add(Retreated, "10.2")
		return ev, true
	case code == DefenderStunned:
		if u.Health != Healthy {
			add(Killed, "10.3")
			return ev, true
		}
		if rider {
			add(Dismounted, "10.3")
		}
		add(Stunned, "10.3")
	case code == DefenderWounded, code == AttackerWounded:
		if u.Health == WoundedState {
			if rider {
				add(Dismounted, "10.6")
			}
			add(Killed, "10.4")
			return ev, true
		}
		add(Wounded, "10.4")
	case code == DefenderKilled, code == AttackerKilled:
		if rider {
			add(Dismounted, "10.6")
		}
		add(Killed, "10.5")
		return ev, true
	}
	return ev, false
}
