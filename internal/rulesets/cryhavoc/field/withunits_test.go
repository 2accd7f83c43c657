package field

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"herald/internal/board"
	"herald/internal/hex"
	"pgregory.net/rapid"
)

// randomUnits draws up to eight units of two sides, on foot or mounted,
// some sharing hexes so that §7.8 hindrance comes into play.
func randomUnits(t *rapid.T, m *board.Map) []Unit {
	var us []Unit
	n := rapid.IntRange(0, 8).Draw(t, "units")
	for i := 0; i < n; i++ {
		at := randomHex(t, "at")
		u := Unit{Name: fmt.Sprintf("u%d", i), Side: rapid.SampledFrom([]string{"a", "b", ""}).Draw(t, "side"),
			Kind: Foot, Hex: at, MPA: rapid.IntRange(0, 12).Draw(t, "mpa"),
			Dead: rapid.IntRange(0, 4).Draw(t, "dead") == 0, InMelee: rapid.IntRange(0, 4).Draw(t, "melee") == 0}
		if rapid.Bool().Draw(t, "mounted") {
			rear := at.Neighbor(hex.Direction(rapid.IntRange(0, 5).Draw(t, "facing")))
			if m.Contains(rear) {
				u.Kind, u.Pair = Rider, &hex.Pair{Head: at, Rear: rear}
			}
		}
		us = append(us, u)
	}
	return us
}

// WithUnits answers every movement and LOS question exactly as New does
// for the same units (§5, §7), whatever units the first field held.
func TestPropertyWithUnitsIsNew(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := randomMap(t)
		for _, x := range m.Hexes() {
			c := m.Cells[x]
			if rapid.IntRange(0, 3).Draw(t, "flat") > 0 {
				c.Elevation = 0
			}
			// Debris: 3 characters' worth each (§7.8).
			for range rapid.IntRange(0, 7).Draw(t, "debris") / 3 {
				c.Features = append(c.Features, boardFeature(debris))
			}
			m.Cells[x] = c
		}
		alt := rapid.Bool().Draw(t, "22.4")
		before, err := New(Situation{Hindrance: hindrance, Map: m, AlternativeLOS: alt, Units: randomUnits(t, m)})
		if err != nil {
			t.Fatal(err)
		}
		// Warm the shared tables through the first field.
		before.stepCosts(board.Infantry)
		before.stepCosts(board.Horse)
		units := randomUnits(t, m)
		want, err := New(Situation{Hindrance: hindrance, Map: m, AlternativeLOS: alt, Units: units})
		if err != nil {
			t.Fatal(err)
		}
		got, err := before.WithUnits(units)
		if err != nil {
			t.Fatal(err)
		}
		if again, err := got.WithUnits(slices.Clone(units)); err != nil || again != got {
			t.Fatalf("the same units again: a new field (%v)", err)
		}
		for _, k := range []board.UnitKind{board.Infantry, board.Horse} {
			table := got.stepCosts(k)
			for j, ni := range got.nbr {
				i := j / 6
				if !got.on[i] || ni < 0 {
					continue
				}
				v, _ := want.stepCost(k, i, hex.Direction(j%6), int(ni), -1)
				if int(table[j]) != v {
					t.Fatalf("%s step %s dir %d: table %d, stepCost %d", k, got.hexAt(i), j%6, table[j], v)
				}
			}
		}
		for i := range units {
			rw, ew := want.Reach(units[i].Name)
			rg, eg := got.Reach(units[i].Name)
			if fmt.Sprint(ew) != fmt.Sprint(eg) {
				t.Fatalf("%s: reach error %v, want %v", units[i].Name, eg, ew)
			}
			if len(rw.Destinations) != len(rg.Destinations) {
				t.Fatalf("%s: %d destinations, want %d", units[i].Name, len(rg.Destinations), len(rw.Destinations))
			}
			for j, d := range rw.Destinations {
				g := rg.Destinations[j]
				if d.Place != g.Place || d.Cost != g.Cost || !reflect.DeepEqual(rw.Path(d), rg.Path(g)) {
					t.Fatalf("%s: destination %v %d %v, want %v %d %v", units[i].Name, g.Place, g.Cost, rg.Path(g), d.Place, d.Cost, rw.Path(d))
				}
			}
		}
		for range 5 {
			a, b := randomHex(t, "a"), randomHex(t, "b")
			if lw, lg := want.LOS(a, b), got.LOS(a, b); !reflect.DeepEqual(lw, lg) {
				t.Fatalf("LOS %s→%s: %+v, want %+v", a, b, lg, lw)
			}
		}
	})
}

// WithUnits refuses a unit off the map, as New does.
func TestWithUnitsOffMap(t *testing.T) {
	f, err := New(Situation{Hindrance: hindrance, Map: testMap(5, 5)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WithUnits([]Unit{{Name: "X", Hex: hex.Hex{Col: 30, Row: 40}}}); err == nil {
		t.Fatal("a unit off the map was accepted")
	}
	if _, err := f.WithUnits([]Unit{{Name: "X", Kind: Rider, Hex: hex.Hex{Col: 1, Row: 1}, Pair: &hex.Pair{Head: hex.Hex{Col: 1, Row: 1}, Rear: hex.Hex{Col: 3, Row: 3}}}}); err == nil {
		t.Fatal("a rider in two hexes apart was accepted")
	}
}

// sameUnits must look at every field of Unit, or WithUnits would hand back
// a field with stale units.
func TestSameUnitsSeesEveryField(t *testing.T) {
	var base Unit
	for i := 0; i < reflect.TypeOf(base).NumField(); i++ {
		u := base
		fv := reflect.ValueOf(&u).Elem().Field(i)
		switch fv.Kind() {
		case reflect.String:
			fv.SetString("x")
		case reflect.Int:
			fv.SetInt(1)
		case reflect.Bool:
			fv.SetBool(true)
		case reflect.Slice:
			fv.Set(reflect.Append(fv, reflect.New(fv.Type().Elem()).Elem()))
		case reflect.Pointer:
			fv.Set(reflect.New(fv.Type().Elem()))
		case reflect.Struct:
			fv.Field(0).SetInt(1)
		default:
			t.Fatalf("field %s: kind %s not covered by this test", fv.Type(), fv.Kind())
		}
		if sameUnits([]Unit{base}, []Unit{u}) {
			t.Errorf("Unit.%s changed but sameUnits says equal", reflect.TypeOf(base).Field(i).Name)
		}
	}
	if !sameUnits([]Unit{{Name: "a", Pair: &hex.Pair{}}}, []Unit{{Name: "a", Pair: &hex.Pair{}}}) {
		t.Error("equal units with distinct Pair pointers differ")
	}
}

// ReachCosts answers for every place exactly as Reach does (§7): the same
// places, costs and paths, and nothing for a place Reach leaves out.
func TestPropertyReachCostsIsReach(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := randomMap(t)
		for _, x := range m.Hexes() {
			c := m.Cells[x]
			if rapid.IntRange(0, 3).Draw(t, "flat") > 0 {
				c.Elevation = 0
			}
			m.Cells[x] = c
		}
		units := randomUnits(t, m)
		f, err := New(Situation{Hindrance: hindrance, Map: m, Units: units})
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range units {
			r, errR := f.Reach(u.Name)
			c, errC := f.ReachCosts(u.Name)
			if fmt.Sprint(errR) != fmt.Sprint(errC) || r.MPA != c.MPA {
				t.Fatalf("%s: ReachCosts MPA %d err %v, Reach MPA %d err %v", u.Name, c.MPA, errC, r.MPA, errR)
			}
			if errR != nil {
				continue
			}
			want := map[Place]Destination{}
			for _, d := range r.Destinations {
				want[d.Place] = d
			}
			n := 0
			for _, x := range m.Hexes() {
				places := []Place{{Head: x}}
				if u.Pair != nil {
					places = places[:0]
					for _, nb := range x.Neighbors() {
						places = append(places, Place{Head: x, Rear: nb, Two: true})
					}
				}
				for _, p := range places {
					cost, ok := c.Cost(p)
					d, in := want[p]
					if ok != in || cost != d.Cost {
						t.Fatalf("%s to %v: ReachCosts %d %v, Reach %d %v", u.Name, p, cost, ok, d.Cost, in)
					}
					if !ok {
						continue
					}
					n++
					if path, _ := c.Path(p); !reflect.DeepEqual(path, r.Path(d)) {
						t.Fatalf("%s to %v: path %v, Reach %v", u.Name, p, path, r.Path(d))
					}
				}
			}
			if n != len(r.Destinations) {
				t.Fatalf("%s: ReachCosts has %d places, Reach %d", u.Name, n, len(r.Destinations))
			}
		}
	})
}
