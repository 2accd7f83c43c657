package field

import (
	"sort"
	"strconv"
	"strings"

	"herald/internal/hex"
	"herald/internal/rule"
)

// ChargeRun is how many hexes the straight run of a charge must cover,
// counted from the charger's start hex to the hex he attacks from (§7.10;
// see docs/rulings.md for why the start hex counts).
const ChargeRun = 6

// Charge is one legal charge route: the rider's places from the start, its
// MP cost, and whether it hits a mounted target's front arc (§9.4).
type Charge struct {
	Path     []Place
	Cost     int
	FrontArc bool
}

// ChargePlan is the answer to "may this rider charge that target".
type ChargePlan struct {
	// Options are the shortest straight charge routes, cheapest first; the
	// rider picks one. Empty when the charge is not allowed.
	Options []Charge
	// Shortest is the fewest moves that would bring the rider beside the
	// target on open ground.
	Shortest int
}

// ChargeTo checks a charge of rider at target (§7.10): the rider must be
// mounted, not leading animals, see the target before moving, and reach it
// by a straight run of forward moves, with no pivot, at least ChargeRun
// hexes long, and no longer than the shortest way on open ground — a route
// round an obstacle is no charge. Refusals are rule errors naming every
// reason.
func (f *Field) ChargeTo(rider, target string) (ChargePlan, error) {
	return f.ChargeAfter(rider, target, nil)
}

// ChargeAfter is ChargeTo for a charge whose rider first moves along lead
// (his places from where he stands, at normal cost) and then makes the
// straight run: §7.10 asks only that "at least the last 6 hexes" be
// straight. The line of sight is still judged before the move; the MPA
// counts the lead and the run. A nil lead is ChargeTo.
func (f *Field) ChargeAfter(rider, target string, lead []Place) (ChargePlan, error) {
	u, ok := f.Unit(rider)
	if !ok {
		return ChargePlan{}, rule.Errorf("7.10", "no unit named %q", rider)
	}
	t, ok := f.Unit(target)
	if !ok {
		return ChargePlan{}, rule.Errorf("7.10", "no unit named %q", target)
	}
	if u.Kind != Rider || u.Pair == nil {
		return ChargePlan{}, rule.Errorf("7.10", "only cavalry may charge; %s is not mounted", u.Name)
	}
	if u.Leading {
		return ChargePlan{}, rule.Errorf("13.6", "%s is leading animals and may not charge", u.Name)
	}
	if u.InMelee || u.Stunned || u.Dead {
		return ChargePlan{}, rule.Errorf("7.10", "%s is not free to charge", u.Name)
	}
	var reasons []string
	seen := false
	for _, a := range u.Hexes() {
		for _, b := range t.Hexes() {
			if f.Visible(a, b) {
				seen = true
			}
		}
	}
	if !seen {
		reasons = append(reasons, "no line of sight to "+t.Name+" before the move")
	}
	plan := ChargePlan{Shortest: -1}
	start := Place{Head: u.Pair.Head, Rear: u.Pair.Rear, Two: true}
	leadCost := 0
	if len(lead) > 1 {
		c, err := f.PathCost(u, lead)
		if err != nil {
			return ChargePlan{}, err
		}
		start, leadCost = lead[len(lead)-1], c
	}
	ui := f.unitIndex(u)
	for _, th := range t.Hexes() {
		if d := hex.Distance(start.Head, th) - 1; plan.Shortest < 0 || d < plan.Shortest {
			plan.Shortest = d
		}
	}
	ends := f.attackHexes(u, t)
	for _, e := range ends {
		if hex.Distance(start.Head, e) != plan.Shortest {
			continue
		}
		for _, route := range f.straightRoutes(u, ui, start, e) {
			last := route.Path[len(route.Path)-1]
			if f.occupiedPlace(u, last) {
				continue
			}
			if t.Pair != nil {
				for _, fh := range t.Pair.FrontArc() {
					if fh == last.Head {
						route.FrontArc = true
					}
				}
			}
			plan.Options = append(plan.Options, route)
		}
	}
	if plan.Shortest+1 < ChargeRun {
		reasons = append(reasons, "the run to the target is shorter than the 6 straight hexes a charge needs")
	}
	if len(plan.Options) == 0 {
		why := "no straight run of forward moves reaches " + t.Name + " by the shortest way"
		if r, err := f.ReachOf(u); err == nil {
			best := -1
			for _, d := range r.Destinations {
				for _, e := range ends {
					if d.Place.Head == e && (best < 0 || d.Cost < best) {
						best = d.Cost
					}
				}
			}
			if best > 0 {
				why += "; the way round costs " + strconv.Itoa(best) + " MP"
			}
		}
		reasons = append(reasons, why)
	}
	mpa := u.EffectiveMPA()
	kept := plan.Options[:0]
	for _, o := range plan.Options {
		if len(lead) > 1 {
			o.Path = append(append([]Place(nil), lead...), o.Path[1:]...)
			o.Cost += leadCost
		}
		if o.Cost <= mpa {
			kept = append(kept, o)
		}
	}
	if len(plan.Options) > 0 && len(kept) == 0 {
		reasons = append(reasons, "the run costs more than the MPA of "+strconv.Itoa(mpa))
	}
	plan.Options = kept
	if len(reasons) > 0 {
		plan.Options = nil
		return plan, rule.Errorf("7.10", "%s may not charge %s: %s", u.Name, t.Name, strings.Join(reasons, "; "))
	}
	sort.SliceStable(plan.Options, func(i, j int) bool { return plan.Options[i].Cost < plan.Options[j].Cost })
	best := plan.Options[0].Cost
	n := 0
	for _, o := range plan.Options {
		if o.Cost == best {
			plan.Options[n] = o
			n++
		}
	}
	plan.Options = plan.Options[:n]
	return plan, nil
}

// attackHexes are the hexes beside the target that the charger's head could
// attack from (ADJACENT to a target hex, §3.4).
func (f *Field) attackHexes(u, t *Unit) []hex.Hex {
	var out []hex.Hex
	seen := map[hex.Hex]bool{}
	for _, th := range t.Hexes() {
		for _, n := range th.Neighbors() {
			if seen[n] || !f.Contains(n) || t.isAt(n) {
				continue
			}
			seen[n] = true
			if f.ADJACENT(u.Kind, n, th) {
				out = append(out, n)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Less(out[j]) })
	return out
}

func (u *Unit) isAt(h hex.Hex) bool {
	for _, x := range u.Hexes() {
		if x == h {
			return true
		}
	}
	return false
}

func (f *Field) occupiedPlace(u *Unit, p Place) bool {
	for _, h := range p.hexes() {
		if f.occupied(u, f.index(h)) {
			return true
		}
	}
	return false
}

// straightRoutes lists the forward-only head paths along the straight line
// from the start head to e, choosing either hex where the line runs along a
// hexside.
func (f *Field) straightRoutes(u *Unit, ui int, start Place, e hex.Hex) []Charge {
	line := hex.Line(start.Head, e)
	var out []Charge
	path := []Place{start}
	var walk func(k, cost int)
	walk = func(k, cost int) {
		if k == len(line) {
			out = append(out, Charge{Path: append([]Place(nil), path...), Cost: cost})
			return
		}
		cur := path[len(path)-1]
		cands := []hex.Hex{line[k].Hex}
		if line[k].Split {
			cands = append(cands, line[k].Alt)
		}
		for _, h := range cands {
			d, ok := hex.DirectionTo(cur.Head, h)
			if !ok {
				continue
			}
			fac, _ := hex.DirectionTo(cur.Rear, cur.Head)
			if d != fac && d != fac.Turn(1) && d != fac.Turn(-1) {
				continue // not into the front arc: that needs a pivot
			}
			c, _ := f.stepCost(u.Kind.Mover(), f.index(cur.Head), d, f.index(h), ui)
			if c < 0 || f.enemyIn(u, f.index(h)) {
				continue
			}
			path = append(path, Place{Head: h, Rear: cur.Head, Two: true})
			walk(k+1, cost+c)
			path = path[:len(path)-1]
		}
	}
	walk(1, 0)
	return out
}
