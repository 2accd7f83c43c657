package cryhavoc

import (
	"slices"
	"strings"
	"testing"

	"herald/internal/dice"
)

// §12.4: a stunned man with no friendly soldier within reach is taken by
// an active enemy beside him, who guards him; a prisoner is never
// attacked, acts no more, and scores for a capture objective.
func TestCapture12_4(t *testing.T) {
	rs, s := setup(t)
	far := map[string]string{"Perkin": "E2", "Wat the Smith": "A16", "Hob": "B16", "Dickon": "C16", "Osric": "D16",
		"Rafe": "E16", "Simkin": "F16", "Tibb": "G16", "Reeve Aldric": "H16"}
	s = placeFigures(t, s, far)
	p, _ := s.Character("Perkin")
	p.Status = Stunned
	// Near enough to protect him: Wat within his MPA of 6.
	near := placeFigures(t, s, map[string]string{"Wat the Smith": "E6"})
	_, _, err := play(t, rs, near, "Raiders", "move:\nJocelyn guard Perkin\n", dice.NewSeeded(1))
	wantRule(t, err, "12.4")
	// Not stunned: no capture.
	awake := s.clone()
	q, _ := awake.Character("Perkin")
	q.Status = Healthy
	_, _, err = play(t, rs, awake, "Raiders", "move:\nJocelyn guard Perkin\n", dice.NewSeeded(1))
	wantRule(t, err, "12.4")

	n, evs, err := play(t, rs, s, "Raiders", "move:\nJocelyn guard Perkin\ncombat:\nBran attack Perkin\n", dice.NewSeeded(1))
	if err == nil || !strings.Contains(err.Error(), "never be attacked") {
		t.Errorf("attacking a prisoner: %v", err)
	}
	n, evs, err = play(t, rs, s, "Raiders", "move:\nJocelyn guard Perkin\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if text := strings.Join(reports(evs), "\n"); !strings.Contains(text, "Jocelyn takes Perkin prisoner in E2") {
		t.Errorf("report:\n%s", text)
	}
	if c, _ := n.Character("Perkin"); c.CapturedBy != "Raiders" || c.Guard != "Jocelyn" {
		t.Errorf("Perkin: captured by %q, guard %q", c.CapturedBy, c.Guard)
	}
	replayAll(t, rs, s, n, evs)
	// The prisoner acts no more.
	_, _, err = play(t, rs, n, "Villagers", "move:\nPerkin move E3\n", dice.NewSeeded(1))
	wantRule(t, err, "22.7")
	// A capture objective naming him scores.
	sc := *n.sc
	sc.Objectives = append(sc.Objectives, sc.Objectives[1])
	sc.Objectives[2].Kind, sc.Objectives[2].Side, sc.Objectives[2].Target, sc.Objectives[2].Points = "capture", "Raiders", "Perkin", 7
	n.sc = &sc
	if got := n.Score("").Sides[0]; got.Side != "Raiders" || got.Points != 7 {
		t.Errorf("capture objective: %+v", got)
	}
}

// §12.1: the generic task takes the player turn; the man does nothing
// else meanwhile, and the report says it is done.
func TestTask12_1Generic(t *testing.T) {
	rs, s := setup(t)
	n, evs, err := play(t, rs, s, "Raiders", "tasks:\nBran task \"say a prayer for the dead\"\n", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(reports(evs), "\n")
	for _, want := range []string{"Bran begins a task: say a prayer for the dead", "Bran has done his task: say a prayer for the dead (§12.1)"} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	replayAll(t, rs, s, n, evs)
	_, _, err = play(t, rs, s, "Raiders", "move:\nBran task \"say a prayer\"\n", dice.NewSeeded(1))
	wantRule(t, err, "12.1")
	// The orders not played yet cite their own rules.
	for k, r := range map[string]string{"help": "12.2", "cover": "7.9"} {
		orders := map[string]string{"help": "tasks:\nBran help Cedd\n", "cover": "move:\nBran cover from M4\n"}[k]
		_, _, err := PlayTurn(rs, s, "Raiders", notationTurn(t, orders), nil, dice.NewSeeded(1))
		if re, ok := RuleOf(err); !ok || re.Rule != r {
			t.Errorf("%s: %v, want rule %s", k, err, r)
		}
	}
}

// §12.5, §7.3: what a man carries costs him its MP each movement phase
// before he moves; he carries one hindering item at a time, others with it.
func TestItems12_5CarryCost(t *testing.T) {
	rs, s := setup(t)
	const run = "move:\nBran move H2, H3, H4, H5, H6, H7\n"
	if _, _, err := play(t, rs, s, "Raiders", run, dice.NewSeeded(1)); err != nil {
		t.Fatalf("six hexes with nothing to carry: %v", err)
	}
	laden := s.clone()
	b, _ := laden.Character("Bran")
	b.Carrying = []string{"chest"}
	_, _, err := play(t, rs, laden, "Raiders", run, dice.NewSeeded(1))
	wantRule(t, err, "7.3")
	if _, _, err := play(t, rs, laden, "Raiders", "move:\nBran move H2, H3, H4, H5, H6\n", dice.NewSeeded(1)); err != nil {
		t.Errorf("five hexes and the chest: %v", err)
	}
	// A torch goes with the chest; a second chest does not.
	laden.Items = append(laden.Items, Item{Name: "torch", Kind: "torch", At: b.At}, Item{Name: "strongbox", Kind: "chest", At: b.At})
	if _, _, err := play(t, rs, laden, "Raiders", "move:\nBran pick up torch\n", dice.NewSeeded(1)); err != nil {
		t.Errorf("a torch with the chest: %v", err)
	}
	_, _, err = play(t, rs, laden, "Raiders", "move:\nBran pick up strongbox\n", dice.NewSeeded(1))
	wantRule(t, err, "12.5")
}

// §12.10: a dismounted, active samurai declares seppuku and dies at the
// end of his side's second player turn; no one else may.
func TestSeppuku12_10(t *testing.T) {
	rs, s := setup(t)
	const order = "tasks:\nBran task \"seppuku\"\n"
	_, _, err := play(t, rs, s, "Raiders", order, dice.NewSeeded(1))
	wantRule(t, err, "12.10")
	s = s.clone()
	b, _ := s.Character("Bran")
	def := *b.def
	def.Abilities = append(slices.Clone(def.Abilities), "samurai")
	b.def = &def
	n, _, err := play(t, rs, s, "Raiders", order, dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := n.Character("Bran"); !c.Live() || c.Task == nil {
		t.Fatalf("after the first player turn: %+v", c)
	}
	n, _, _ = play(t, rs, n, "Villagers", "", dice.NewSeeded(1))
	n, evs, err := play(t, rs, n, "Raiders", "", dice.NewSeeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := n.Character("Bran"); c.Live() {
		t.Errorf("Bran lives after two player turns of seppuku: %v", reports(evs))
	}
}
