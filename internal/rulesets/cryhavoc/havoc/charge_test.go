package havoc_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havoc"
)

// §27 "Charge!": Sir Roland (attack 30) charges Sir Piers, both mounted,
// into his front arc from V12-V11. He attacks with 30+15=45 points; on 1-3
// Piers takes it fully, on 4-7 too but counter-attacks with 22, on 8-9 he
// evades, on 10 Roland is dismounted. Piers' defence is not given: 15 here.
func TestSection27_Charge(t *testing.T) {
	tab := tables(t)
	piers, _ := hex.ParsePair("V13-V14")
	roland, _ := hex.ParsePair("V12-V11")
	if !havoc.ChargeHitsFrontArc(piers, roland) {
		t.Fatal("V12-V11 should strike V13-V14 in its front arc")
	}
	rear, _ := hex.ParsePair("W13-W12")
	if havoc.ChargeHitsFrontArc(piers, rear) {
		t.Fatal("W13-W12 reaches Piers' rear arc, not his front")
	}
	charge := func() havoc.Combat {
		return havoc.Combat{
			Attackers: []havoc.Combatant{rider("Roland", 30, 16)},
			Defenders: []havoc.Combatant{rider("Piers", 22, 15)},
			Charge:    true, FrontArc: true,
		}
	}
	c := charge()
	if got := c.AttackStrength(); got != 45 {
		t.Fatalf("charge strength %v, want 45", got)
	}
	// 45 against 15 is 3-1 on the mounted table: die 1 dw, die 8 "-".
	// The counter-charge, 22 against Roland's 16, is 1-1: die 5 aw (ignored:
	// only results hurting the charger count), die 1 d1.
	cases := []struct {
		name  string
		dice  []int
		trace string
	}{
		{"die 1-3: full effect", []int{2, 1},
			"ChargeRolled[2 full] CombatResolved[3-1>3-1 1 dw] MeleeBegun Wounded[Piers]"},
		{"die 4-7: counter-charge hurts Roland", []int{6, 1, 1},
			"ChargeRolled[6 counter-charge] CombatResolved[3-1>3-1 1 dw] MeleeBegun Wounded[Piers] CounterCharged[1-1>1-1 1 d1] Retreated[Roland 1]"},
		{"die 4-7: counter-charge's own losses ignored", []int{4, 8, 5},
			"ChargeRolled[4 counter-charge] CombatResolved[3-1>3-1 8 -] MeleeBegun CounterCharged[1-1>1-1 5 aw] ResultIgnored[]"},
		{"die 8-9: evaded", []int{9}, "ChargeRolled[9 evaded]"},
		{"die 10: parried", []int{10}, "ChargeRolled[10 parried] Dismounted[Roland] Stunned[Roland]"},
	}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			c := charge()
			d := dice.NewScripted(cs.dice...)
			ev, err := tab.Resolve(&c, d, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := trace(ev); got != cs.trace {
				t.Errorf("got  %s\nwant %s", got, cs.trace)
			}
			if d.Remaining() != 0 {
				t.Errorf("%d dice unused", d.Remaining())
			}
		})
	}
}

// §9.4: no charge die against infantry, a rider in melee, or a charge into
// the flank or rear; the bonus still applies.
func TestRule9_4_NoChargeDie(t *testing.T) {
	tab := tables(t)
	cases := []havoc.Combat{
		{Attackers: []havoc.Combatant{rider("K", 30, 16)}, Defenders: []havoc.Combatant{foot("F", 5, 15)}, Charge: true, FrontArc: true},
		{Attackers: []havoc.Combatant{rider("K", 30, 16)}, Defenders: []havoc.Combatant{rider("R", 5, 15)}, Charge: true},
		{Attackers: []havoc.Combatant{rider("K", 30, 16)}, Defenders: []havoc.Combatant{{Name: "R", Attack: 5, Defence: 15, Kind: havoc.TargetMounted, InMelee: true}}, Charge: true, FrontArc: true},
	}
	for i, c := range cases {
		d := dice.NewScripted(10)
		ev, err := tab.Resolve(&c, d, nil)
		if err != nil {
			t.Fatal(err)
		}
		if ev[0].Kind != havoc.CombatResolved || ev[0].Attack != 45 {
			t.Errorf("case %d: %s", i, trace(ev))
		}
	}
}

// §1/§9.4: a knight of 27 charges with 40.5; the fraction is kept.
func TestRule9_4_HalfAgainKeepsFractions(t *testing.T) {
	c := havoc.Combat{Attackers: []havoc.Combatant{rider("Knight", 27, 12)}, Charge: true}
	if got := c.AttackStrength(); got != 40.5 {
		t.Errorf("got %v, want 40.5", got)
	}
}

// §9.3: encircled means in melee with two enemies that are not adjacent
// to each other.
func TestRule9_3_Encircled(t *testing.T) {
	h := func(s string) hex.Hex {
		x, err := hex.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	one := func(s string) []hex.Hex { return []hex.Hex{h(s)} }
	// §27 "Tax Office": Roland in F13 fought by Aylward F14, Ben G13 and
	// Crispin F12: F12 and F14 are not adjacent.
	if !havoc.Encircled([][]hex.Hex{one("F14"), one("G13"), one("F12")}) {
		t.Error("Roland in F13 should be encircled by F14, G13, F12")
	}
	if havoc.Encircled([][]hex.Hex{one("F14"), one("G13")}) == hex.Adjacent(h("F14"), h("G13")) {
		t.Error("two adjacent enemies do not encircle")
	}
	if havoc.Encircled([][]hex.Hex{one("F14")}) {
		t.Error("one enemy never encircles")
	}
}

func TestRule10_9_Advance(t *testing.T) {
	cases := []struct {
		adj, melee bool
		want       havoc.Advance
	}{
		{false, false, havoc.Advance{MPShare: 0.5}},
		{true, false, havoc.Advance{MaxHexes: 1, MPShare: 1}},
		{true, true, havoc.Advance{MaxHexes: 1, MPShare: 0.5}},
	}
	for _, c := range cases {
		if got := havoc.AdvanceAllowance(c.adj, c.melee); got != c.want {
			t.Errorf("adjacent %v, melee %v: %+v, want %+v", c.adj, c.melee, got, c.want)
		}
	}
}

// §22.9: a panicking rider never attacks, so he does not counter-charge;
// the charger also takes no adverse results against him.
func TestRule9_4_PanickedRiderDoesNotCounter(t *testing.T) {
	tab := tables(t)
	p := rider("Piers", 22, 15)
	p.Panicked = true
	c := havoc.Combat{Attackers: []havoc.Combatant{rider("Roland", 30, 16)}, Defenders: []havoc.Combatant{p}, Charge: true, FrontArc: true}
	d := dice.NewScripted(5, 1)
	ev, err := tab.Resolve(&c, d, nil)
	if err != nil {
		t.Fatal(err)
	}
	// 45:15 = 3-1, +1 panicked = 4-1; die 1 *dw.
	if got, want := trace(ev), "ChargeRolled[5 counter-charge] CombatResolved[3-1>4-1 1 *dw] MeleeBegun HorseKilled[Piers] Dismounted[Piers] Wounded[Piers]"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
