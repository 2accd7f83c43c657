package tenths_test

import (
	"fmt"
	"strings"
	"testing"

	"herald/internal/rulesets/tenths"
)

// The text's tables, copied here as the text prints them, checked cell by
// cell against data/tenths: a wrong cell in either fails.

const textRidingTable = `
0.1–1.9 | 3/-4/-5 | 2/-3/-4 | 1/-2/-3 | 1/-2/-2 | 0/-1/-2 |
2.0–3.9 | 2/-3/-4 | 1/-2/-3 | 0/-1/-3 | 0/-1/-1 | -1/0/-1 |
4.0–5.9 | 2/-3/-3 | 1/-1/-3 | 0/0/-1 | -1/0/0 | -2/1/0 |
6.0–7.9 | 1/-2/-3 | 0/-1/-2 | -1/0/-1 | -1/1/0 | -2/2/1 |
8 and up | 1/-2/-3 | 0/0/-2 | -1/1/-1 | -2/2/0 | -3/3/2 |`

// A skill inside each band of the table, and its edges.
var ridingSkills = [][]string{
	{"0.1", "1.0", "1.9"}, {"2.0", "3.0", "3.9"}, {"4.0", "5.0", "5.9"}, {"6.0", "7.0", "7.9"}, {"8.0", "9.5", "12.0"},
}

func TestRidingMountedCombatTable(t *testing.T) {
	r := rules(t)
	rows := strings.Split(strings.TrimSpace(textRidingTable), "\n")
	for i, line := range rows {
		cells := strings.Split(line, "|")
		for j := 0; j < 5; j++ {
			want := strings.TrimSpace(cells[j+1])
			for _, hs := range ridingSkills[i] {
				for _, rs := range ridingSkills[j] {
					got, err := r.Riding.Lookup(dec(t, hs), dec(t, rs))
					if err != nil {
						t.Fatal(err)
					}
					if got.Cell.String() != want {
						t.Errorf("horse %s, rider %s: %s, the text prints %s", hs, rs, got.Cell, want)
					}
					if got.HorseBand != strings.TrimSpace(cells[0]) {
						t.Errorf("horse %s falls in band %q, want %q", hs, got.HorseBand, strings.TrimSpace(cells[0]))
					}
				}
			}
		}
	}
}

// "A combatant must be Trained in horse riding."
func TestRidingNeedsTraining(t *testing.T) {
	r := rules(t)
	_, err := r.Riding.Lookup(tenths.Whole(5), 0)
	wantRule(t, err, tenths.TagRiding, "Trained")
	_, err = r.Riding.Lookup(0, tenths.Whole(5))
	wantRule(t, err, tenths.TagRiding, "horse")
}

const textAthleticsTable = `
3 | 3 | 3 | 2 | 2 | 1 |
4 | 4 | 4 | 3 | 2 | 2 |
5 | 5 | 5 | 4 | 3 | 2 |
6 | 6 | 5 | 4 | 3 | 2 |
7 | 6 | 6 | 5 | 4 | 3 |
8 | 7 | 6 | 6 | 5 | 4 |
9 | 7 | 7 | 6 | 5 | 4 |
10 | 8 | 8 | 7 | 6 | 5 |
11 | 8 | 8 | 7 | 6 | 5 |
12 | 9 | 8 | 8 | 7 | 6 |`

// The bands 0.1–2.0, 2.1–4.0, 4.1–6.0, 6.1–8.0, >8.
var athleticsSkills = [][]string{
	{"0.1", "2.0"}, {"2.1", "4.0"}, {"4.1", "6.0"}, {"6.1", "8.0"}, {"8.1", "11.0"},
}

func TestAthleticsMoveTable(t *testing.T) {
	r := rules(t)
	for _, line := range strings.Split(strings.TrimSpace(textAthleticsTable), "\n") {
		cells := strings.Split(line, "|")
		var rate int
		fmt.Sscan(cells[0], &rate)
		for j := 0; j < 5; j++ {
			var want int
			fmt.Sscan(cells[j+1], &want)
			for _, s := range athleticsSkills[j] {
				got, err := r.Athletics.Correct(rate, dec(t, s))
				if err != nil {
					t.Fatal(err)
				}
				if got.Corrected != want {
					t.Errorf("rate %d, skill %s: %d, the text prints %d", rate, s, got.Corrected, want)
				}
			}
		}
	}
}

// Rates off the table (docs/rulings.md): above 12 the last row plus the
// excess; below 3 unchanged; no Training, unchanged.
func TestAthleticsOffTheTable(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		rate  int
		skill string
		want  int
	}{
		{14, "5.0", 10}, {13, "9.0", 7}, {2, "9.0", 2}, {8, "0.0", 8},
	} {
		got, err := r.Athletics.Correct(tc.rate, dec(t, tc.skill))
		if err != nil {
			t.Fatal(err)
		}
		if got.Corrected != tc.want || got.Note == "" {
			t.Errorf("rate %d skill %s: %+v, want %d with a note", tc.rate, tc.skill, got, tc.want)
		}
	}
	_, err := r.Athletics.Correct(0, tenths.Whole(5))
	wantRule(t, err, tenths.TagAthletics, "impossible")
}

const textLanceTable = `
Galloping | +10 | +8 | +6 | +4 | +2 |
Cantering | +5 | +5 | +3 | +2 | +0 |
Walking | +2 | +1 | 0 | -1 | -2 |`

func TestLanceTable(t *testing.T) {
	r := rules(t)
	gaits := []tenths.Gait{tenths.Gallop, tenths.Canter, tenths.Walk}
	cols := []tenths.TargetMotion{tenths.RunningTowards, tenths.WalkingTowards, tenths.Stationary, tenths.WalkingAway, tenths.RunningAway}
	for i, line := range strings.Split(strings.TrimSpace(textLanceTable), "\n") {
		cells := strings.Split(line, "|")
		for j, col := range cols {
			var want int
			fmt.Sscan(strings.TrimPrefix(strings.TrimSpace(cells[j+1]), "+"), &want)
			got, err := r.Lance.Add(gaits[i], col)
			if err != nil {
				t.Fatal(err)
			}
			if got.Add != want {
				t.Errorf("%s, %s: %+d, the text prints %s", gaits[i], col, got.Add, strings.TrimSpace(cells[j+1]))
			}
		}
	}
	_, err := r.Lance.Add(tenths.Still, tenths.Stationary)
	wantRule(t, err, tenths.TagLance, "moving forwards")
}

func TestHorsesMoveRates(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		armour               []string
		walk, canter, gallop int
	}{
		{[]string{"none", "light"}, 4, 2, 1},
		{[]string{"std", "hvy"}, 5, 2, 1},
		{[]string{"hvy+", "xhvy"}, 5, 3, 1},
		{[]string{"shvy", "full"}, 6, 3, 2},
	} {
		for _, a := range tc.armour {
			row, err := r.Horses.Rates(a)
			if err != nil {
				t.Fatal(err)
			}
			if row.Walk != tc.walk || row.Canter != tc.canter || row.Gallop != tc.gallop || row.TurnTime() != tc.canter {
				t.Errorf("%s: %+v, want %d/%d/%d and a turn at the canter rate", a, row, tc.walk, tc.canter, tc.gallop)
			}
		}
	}
}

func TestKnockBackBashTable(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		score  int
		effect tenths.BashEffect
		hexes  int
	}{
		{-30, tenths.AttackerBack, 1}, {-11, tenths.AttackerBack, 1}, {-10, tenths.BashNone, 0}, {0, tenths.BashNone, 0},
		{1, tenths.DefenderBack, 1}, {5, tenths.DefenderBack, 1}, {6, tenths.DefenderBack, 2}, {10, tenths.DefenderBack, 2},
		{11, tenths.KnockedDown, 0}, {40, tenths.KnockedDown, 0},
	} {
		got := r.Bash.OnFoot(tc.score, false)
		if got.Effect != tc.effect || got.Hexes != tc.hexes || got.Rule != tenths.TagKnockBack {
			t.Errorf("bash %d: %+v, want %s %d", tc.score, got, tc.effect, tc.hexes)
		}
	}
}

func TestHorseKnockBacksRiderTable(t *testing.T) {
	r := rules(t)
	sum := tenths.SkillSum(dec(t, "4.5"), dec(t, "3.2")) // 7.7
	for _, tc := range []struct {
		score   int
		mounted bool
		effect  tenths.BashEffect
	}{
		{-11, false, tenths.AttackerBack}, {-11, true, tenths.BashNone}, {-10, false, tenths.BashNone}, {0, false, tenths.BashNone},
		{1, false, tenths.HorseBack}, {7, false, tenths.HorseBack}, {8, false, tenths.RiderKnockedOff}, {30, true, tenths.RiderKnockedOff},
	} {
		got := r.Bash.OnRider(tc.score, sum, tc.mounted)
		if got.Effect != tc.effect || got.Rule != tenths.TagHorseKnockBacks {
			t.Errorf("bash %d (attacker mounted %v), Skill Sum %s: %+v, want %s", tc.score, tc.mounted, sum, got, tc.effect)
		}
	}
}

func TestGroundMoveIncrements(t *testing.T) {
	r := rules(t)
	for _, tc := range []struct {
		ground string
		adds   map[int]int // rate -> tenths added
	}{
		{"firm", map[int]int{3: 0, 12: 0}},
		{"soft", map[int]int{1: 1, 5: 1, 6: 2, 12: 2}},
		{"muddy", map[int]int{1: 1, 3: 1, 4: 2, 7: 2, 8: 3, 15: 3}},
		{"difficult", map[int]int{2: 2, 3: 2, 4: 3, 7: 3, 8: 4, 20: 4}},
	} {
		k, err := r.Ground.Kind(tc.ground)
		if err != nil {
			t.Fatal(err)
		}
		for rate, want := range tc.adds {
			if got, _ := k.Increment(rate); got != want {
				t.Errorf("%s ground, rate %d: +%d, want +%d", tc.ground, rate, got, want)
			}
		}
	}
	// The one cell the text leaves out carries its note.
	k, _ := r.Ground.Kind("difficult")
	if _, note := k.Increment(3); !strings.Contains(note, "less than three") {
		t.Errorf("difficult ground, rate 3: the reconstruction is not noted (%q)", note)
	}
}

const textUnusualWeapons = `
Hand | Stab | Short | 3.0 | Skill-6 | 4.0 | 2.0 | -5 |
Foot | Stab | Short | 2.4 | Skill-4 | — | — | -3 |
Rapier | Stab | Medium | 3.2 | 2 | 4.5 | 4.8 | -5 |
Pole arm | Cut | Special | 1.4 | 10 | 1.2 | 2.6 | 8 |
Lance | Stab | Special | 1.8 | 4 | — | — | 0 |
Whip | Cut | Medium | 2.6 | -4 | — | — | 4 |
Net | Cut | Medium | 2.6 | — | — | — | 6 |`

func TestUnarmedUnusualWeaponsTable(t *testing.T) {
	r := rules(t)
	names := map[string]string{"Hand": "hand", "Foot": "foot", "Rapier": "rapier", "Pole arm": "pole-arm", "Lance": "lance", "Whip": "whip", "Net": "net"}
	for _, line := range strings.Split(strings.TrimSpace(textUnusualWeapons), "\n") {
		c := strings.Split(line, "|")
		for i := range c {
			c[i] = strings.TrimSpace(c[i])
		}
		w := weapon(t, r, names[c[0]])
		b := "—"
		if w.B != nil {
			b = fmt.Sprint(*w.B)
			if w.BSkill {
				b = fmt.Sprintf("Skill%d", *w.B)
			}
		}
		opt := func(d *tenths.Decimal) string {
			if d == nil {
				return "—"
			}
			return d.String()
		}
		got := []string{strings.ToUpper(string(w.Type[:1])) + string(w.Type[1:]), strings.ToUpper(string(w.Range[:1])) + string(w.Range[1:]),
			w.A.String(), b, opt(w.DS), opt(w.DC), fmt.Sprint(w.Modifier)}
		if strings.Join(got, "|") != strings.Join(c[1:8], "|") {
			t.Errorf("%s: data %v, the text prints %v", c[0], got, c[1:8])
		}
		if w.Source != tenths.SourceText || w.Rule == "" {
			t.Errorf("%s: source %q rule %q, want the text's row with its rule", c[0], w.Source, w.Rule)
		}
	}
}

// "The required data are A = 1.8, B = 6 and modifier = -2. In range hexes
// are the horse's front end hex and the three hexes forward to it."
func TestHorseAttacksData(t *testing.T) {
	r := rules(t)
	w := r.HorseWeapon()
	if w.A != tenths.Dec(1, 8) || *w.B != 6 || w.Modifier != -2 || w.CanParry() {
		t.Errorf("horse weapon %+v", w)
	}
}

// Every text-derived row names its rule; every herald row says so.
func TestTablesNameTheirSource(t *testing.T) {
	r := rules(t)
	for _, w := range r.Weapons.Weapons {
		if w.Source == tenths.SourceText && w.Rule == "" || w.Source != tenths.SourceText && w.Source != tenths.SourceHerald {
			t.Errorf("weapon %s: source %q rule %q", w.Name, w.Source, w.Rule)
		}
	}
	if r.Base.Source != tenths.SourceHerald {
		t.Errorf("base.yaml source %q, want herald", r.Base.Source)
	}
}

// The shipped tables keep the regularities the text's tables show:
// better skill never makes riding worse, athletics never slows.
func TestRidingTableMonotone(t *testing.T) {
	r := rules(t)
	rows := r.Riding.Rows
	for i := range rows {
		for j := range rows[i] {
			c := rows[i][j]
			for _, n := range [][2]int{{i + 1, j}, {i, j + 1}} {
				if n[0] >= len(rows) || n[1] >= len(rows) {
					continue
				}
				d := rows[n[0]][n[1]]
				if d.Speed > c.Speed || d.Attack < c.Attack || d.Defence < c.Defence {
					t.Errorf("cell %v (%s) is worse than %v (%s)", n, d, [2]int{i, j}, c)
				}
			}
		}
	}
}
