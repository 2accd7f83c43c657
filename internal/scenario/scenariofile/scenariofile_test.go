package scenariofile

import (
	"errors"
	"strings"
	"testing"

	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/hex"
	"herald/internal/rulesets/cryhavoc/havocdata"
)

const testMap = `title: test
size: 10x10
terrain:
  E1-E10: river
  C3: house
  G8: door closed
hexsides:
  B2/B3: wall
`

const twoBoards = `title: two
boards:
  - {prefix: N, size: 10x10}
  - {prefix: S, size: 10x10, row_offset: 10}
`

func loader(t testing.TB) MapLoader {
	cat, err := boardfile.Catalog()
	if err != nil {
		t.Fatal(err)
	}
	return func(name string) (*board.Map, error) {
		switch name {
		case "test":
			return boardfile.ReadMap("test.yaml", []byte(testMap), cat)
		case "two":
			return boardfile.ReadMap("two.yaml", []byte(twoBoards), cat)
		}
		return nil, errors.New("no such map")
	}
}

func classes(t testing.TB) Classes {
	c, err := ShippedClasses()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

const good = `title: Test
map: test
turns: 10
first: Red
sides:
  - name: Red
    characters:
      - name: Sir Hugh
        class: knight
        foot: 11/9 6/4
        mounted: 22/10 11/5
        mpa: 4
        mounted_mpa: 8
        at: A2-A3
      - name: Will
        class: longbowman
        foot: 6/5 3/3
        mpa: 8
        weapons: [longbow 24, dagger]
        at: B5
  - name: Blue
    setup: G1-J10
    characters:
      - name: Tom
        class: peasant
        foot: 5/4 2/2
        mpa: 8
    animals:
      - {name: Dobbin, kind: mule, at: H4}
objectives:
  - {side: Blue, kind: kill, target: Sir Hugh, points: 5, text: Kill the knight.}
`

func TestReadScenario(t *testing.T) {
	sc, m, err := ReadScenario("s.yaml", []byte(good), classes(t), loader(t))
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "test" || len(sc.Sides) != 2 || sc.Turns != 10 || sc.First != "Red" {
		t.Fatalf("scenario %+v", sc)
	}
	hugh := sc.Sides[0].Characters[0]
	if !hugh.StartsMounted || hugh.At.Head != hex.MustParse("A2") || hugh.At.Rear != hex.MustParse("A3") {
		t.Errorf("Sir Hugh at %+v", hugh.At)
	}
	if !hugh.IsArmoured(classes(t)["knight"]) {
		t.Errorf("§2: knights are armoured")
	}
	will := sc.Sides[0].Characters[1]
	if len(will.Weapons) != 2 || will.Weapons[0].Ammo != 24 || will.Weapons[1].Ammo != 2 {
		t.Errorf("weapons %+v", will.Weapons)
	}
	if sc.Sides[1].Characters[0].At.Set || len(sc.Sides[1].SetUp) != 40 {
		t.Errorf("Tom should be placed in the 40-hex set-up area")
	}
}

func TestScenarioErrors(t *testing.T) {
	tests := []struct {
		name, old, new, want string
	}{
		{"unknown class", "class: peasant", "class: serf", `s.yaml:25: Tom: unknown class "serf"`},
		{"value outside class", "foot: 6/5 3/3", "foot: 9/5 3/3", "s.yaml:17: Will: attack on foot 9 is outside longbowman's range 5-7 (rule 25.2)"},
		{"mpa outside class", "mpa: 4\n", "mpa: 6\n", "s.yaml:12: Sir Hugh: MPA 6 on foot is outside knight's value 4"},
		{"off board", "at: B5", "at: B15", `s.yaml:20: Will at: hex "B15" is off the board`},
		{"stacking 7.2", "at: B5", "at: A3", "s.yaml:20: Will at A3: Sir Hugh already stands there; one character or animal per hex (rule 7.2)"},
		{"impassable", "at: B5", "at: E5", "s.yaml:20: Will at E5: river terrain is impassable to infantry (rule 16.123)"},
		{"horse in house", "at: A2-A3", "at: C3-C4", "s.yaml:14: Sir Hugh at C3: house terrain is impassable to horse (rule 16.15)"},
		{"pair not adjacent", "at: A2-A3", "at: A2-A4", "not adjacent"},
		{"pair across wall", "at: A2-A3", "at: B2-B3", "a wall hexside lies between"},
		{"unknown side", "first: Red", "first: Green", `s.yaml:4: first: no side called "Green"`},
		{"dup name", "name: Tom", "name: Will", `s.yaml:24: name "Will" used twice (first on line 15)`},
		{"bad values", "foot: 5/4 2/2", "foot: 5/4", "s.yaml:26: Tom foot:"},
		{"unknown map", "map: test", "map: nowhere", `s.yaml:2: map "nowhere": nowhere: no such map`},
		{"wrong type", "turns: 10", "turns: ten", `s.yaml:3: turns: expected a whole number, found "ten"`},
		{"unknown field", "turns: 10", "turns: 10\nturnz: 3", `s.yaml:4: scenario: unknown field "turnz"`},
		{"truncated", "", "", ""},
		{"bad target", "target: Sir Hugh", "target: Sir Hew", `objective target "Sir Hew": no character`},
		{"exit off edge", "kind: kill, target: Sir Hugh", "kind: exit, hexes: C3-D4", "exit objective: C3 is not on the map edge"},
		{"unknown weapon", "weapons: [longbow 24, dagger]", "weapons: [longbow 24, musket]", `s.yaml:19: Will: unknown missile weapon "musket"`},
		{"bad ammo", "weapons: [longbow 24, dagger]", "weapons: [longbow lots]", `s.yaml:19: Will weapon "longbow lots": ammunition must be a whole number`},
		{"rider not horse", "at: H4}", "rider: Will, at: H4}", `Dobbin: only horses are ridden`},
		{"rider unknown", "at: H4}", "at: H4}\n      - {name: Bay, kind: horse, rider: Nobody, at: H2-H3}", `Bay: rider "Nobody" is not a character of side Blue`},
		{"rider mounted", "at: H4}", "at: H4}\n      - {name: Bay, kind: horse, rider: Tom, at: H2-H3}", `Bay: rider Tom has no mounted values`},
		{"foot horse", "at: B5", "at: B5-B6", "two hexes means mounted"},
		{"22 unknown optional rule", "turns: 10", "turns: 10\noptional: [\"22.8\", \"22.12\"]", `s.yaml:4: optional: rule 22: optional rule "22.12" is not one herald knows`},
		{"22 optional by key", "turns: 10", "turns: 10\noptional: [panic-and-rout, \"22.2\"]", ""},
		{"13 unknown animal", "kind: mule", "kind: camel", `s.yaml:29: animal Dobbin: unknown kind "camel" (horse, ox, mule, dog, pig, dragon; rule 13)`},
		{"13.5 the dragon takes two hexes", "kind: mule, at: H4", "kind: dragon, at: H4", `Dobbin at "H4": takes two hexes`},
		{"unknown equipment", "at: H4}", "at: H4}\n    equipment:\n      - {name: Boat, kind: raft, at: H6}", `unknown kind "raft"`},
		{"19.13 a ram in a row", "at: H4}", "at: H4}\n    equipment:\n      - {name: Ram, kind: ram, at: H6-H8}", ""},
		{"19.13 a ram not in a row", "at: H4}", "at: H4}\n    equipment:\n      - {name: Ram, kind: ram, at: H6-I7}", "two hexes apart in a straight row"},
		{"19.13 a ram in one hex", "at: H4}", "at: H4}\n    equipment:\n      - {name: Ram, kind: ram, at: H6}", "takes three hexes in a row"},
		{"24.2 wounded at the start", "dagger]\n        at: B5", "dagger]\n        wounded: true\n        at: B5", ""},
		{"exit with a target", "kind: kill, target: Sir Hugh", "kind: exit, target: Sir Hugh, hexes: A1-A5", ""},
		{"23.1 an objective that ends the game", "points: 5, text: Kill", "points: 5, ends: true, text: Kill", ""},
		{"23.1 a text objective cannot end it", "kind: kill, target: Sir Hugh, points: 5, text: Kill", "kind: text, points: 5, ends: true, text: Kill", "a text objective is judged by the players"},
		{"exit with an unknown target", "kind: kill, target: Sir Hugh", "kind: exit, target: Sir Hew, hexes: A1-A5", `objective target "Sir Hew"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := strings.Replace(good, tt.old, tt.new, 1)
			if tt.name == "truncated" {
				src = good[:len(good)/2]
				tt.want = "s.yaml:"
			}
			if src == good {
				t.Fatalf("test does not change the scenario")
			}
			_, _, err := ReadScenario("s.yaml", []byte(src), classes(t), loader(t))
			if tt.want == "" {
				if err != nil {
					t.Fatalf("want no error, got\n%v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error:\n%v\nwant it to contain %q", err, tt.want)
			}
		})
	}
}

func TestUnitOnTwoBoards(t *testing.T) {
	src := strings.Replace(strings.Replace(good, "map: test", "map: two", 1), "at: A2-A3", "at: NA10-SA1", 1)
	src = strings.Replace(src, "at: B5", "at: NB5", 1)
	src = strings.Replace(src, "setup: G1-J10", "setup: SG1-J10", 1)
	src = strings.Replace(src, "at: H4", "at: SH4", 1)
	_, _, err := ReadScenario("s.yaml", []byte(src), classes(t), loader(t))
	if err == nil || !strings.Contains(err.Error(), "s.yaml:14: Sir Hugh at \"NA10-SA1\": a unit may not stand on two boards") {
		t.Fatalf("error %v", err)
	}
}

// 7.22: a shut door hex holds one character on each side of the door, and no
// more.
func TestClosedDoor7_22(t *testing.T) {
	two := strings.Replace(strings.Replace(good, "at: B5", "at: G8", 1), "        mpa: 8\n    animals:", "        mpa: 8\n        at: G8\n    animals:", 1)
	if _, _, err := ReadScenario("s.yaml", []byte(two), classes(t), loader(t)); err != nil {
		t.Fatalf("two characters in a shut door hex: %v", err)
	}
	three := strings.Replace(two, "at: H4}", "at: G8}", 1)
	_, _, err := ReadScenario("s.yaml", []byte(three), classes(t), loader(t))
	if err == nil || !strings.Contains(err.Error(), "Dobbin at G8: Will and Tom already stand there") {
		t.Fatalf("error %v", err)
	}
	open := strings.Replace(two, "at: G8", "at: H8", 2)
	open = strings.Replace(open, "at: H8", "at: G8", 1) // Will in G8, Tom in H8: no conflict
	if _, _, err := ReadScenario("s.yaml", []byte(open), classes(t), loader(t)); err != nil {
		t.Fatalf("%v", err)
	}
}

// A dismounted rider's horse stands beside him.
func TestRiderHorse(t *testing.T) {
	src := strings.Replace(good, "at: A2-A3", "at: A2", 1)
	src = strings.Replace(src, "        at: B5\n", "        at: B5\n    animals:\n      - {name: Bay, kind: horse, rider: Sir Hugh, at: C1-C2}\n", 1)
	sc, _, err := ReadScenario("s.yaml", []byte(src), classes(t), loader(t))
	if err != nil {
		t.Fatal(err)
	}
	if an := sc.Sides[0].Animals; len(an) != 1 || an[0].Rider != "Sir Hugh" || !an[0].At.Two {
		t.Errorf("animals %+v", an)
	}
	if sc.Sides[0].Characters[0].StartsMounted {
		t.Errorf("Sir Hugh in one hex starts on foot")
	}
}

// §13: oxen pay as horses, pigs as mules; a ram fills three hexes in a
// row; a veteran may start wounded; an exit objective may name its unit.
func TestRule13_ScenarioUnits(t *testing.T) {
	if AnimalKinds["ox"] != board.Horse || AnimalKinds["pig"] != board.Mule || AnimalKinds["dog"] != board.Infantry {
		t.Errorf("animal kinds %v", AnimalKinds)
	}
	tab, err := havocdata.Tables()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range tab.AnimalKeys() {
		a, _ := tab.Animal(k)
		if uk, ok := AnimalKinds[k]; !ok || uk.String() != a.MovesAs {
			t.Errorf("animal %s: scenario unit kind %v, animals.yaml moves it as %s", k, uk, a.MovesAs)
		}
	}
	src := strings.Replace(good, "at: H4}", "at: H4}\n    equipment:\n      - {name: Ram, kind: ram, at: H6-H8}", 1)
	src = strings.Replace(src, "dagger]\n        at: B5", "dagger]\n        wounded: true\n        at: B5", 1)
	src = strings.Replace(src, "kind: kill, target: Sir Hugh", "kind: exit, target: Sir Hugh, hexes: A1-A5", 1)
	sc, _, err := ReadScenario("s.yaml", []byte(src), classes(t), loader(t))
	if err != nil {
		t.Fatal(err)
	}
	ram := sc.Sides[1].Equipment[0]
	if !ram.At.Three || ram.At.Middle != hex.MustParse("H7") || len(ram.At.Hexes()) != 3 {
		t.Errorf("ram at %+v", ram.At)
	}
	if !sc.Sides[0].Characters[1].Wounded {
		t.Error("Will starts wounded")
	}
	if o := sc.Objectives[0]; o.Kind != "exit" || o.Target != "Sir Hugh" || len(o.Hexes) != 5 {
		t.Errorf("objective %+v", o)
	}
}
