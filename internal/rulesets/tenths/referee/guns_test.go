package referee

import (
	"strings"
	"testing"

	"herald/internal/game"
	"herald/internal/rulesets/tenths"
)

const gunHob = "{name: Hob, profile: man-at-arms, weapons: [sword, shield], facing: N, at: B9}"

func gunner(gun string) string {
	return "{name: Gil, profile: peasant, weapons: [" + gun + "], training: {gun: 6}, facing: S, at: B5}"
}

// shoot plays Gil's shot at Hob with die n and returns the state and report.
func shoot(t *testing.T, s *State, order string, n int) (*State, string) {
	t.Helper()
	s, _ = submit(t, s, "A", order, always(n))
	s, evs := submit(t, s, "B", "Hob wait 30", always(n))
	lastShot = evs
	return s, strings.Join(game.Reports(evs), "\n")
}

// lastShot are the events of the last shoot.
var lastShot []game.Event

// yardShot is a fresh pistol shot at Hob.
func yardShot(t *testing.T, order string) *State {
	s, _ := shoot(t, yard(t, "guns", []string{gunner("pistol")}, []string{gunHob}), order, 10)
	return s
}

// shotStrength is the blow strength of the last shot played.
func shotStrength(t *testing.T, _ *State) int {
	t.Helper()
	for _, e := range lastShot {
		if e.Type != TypeMoment {
			continue
		}
		for _, r := range decode[momentData](t, e).Results {
			if r.What == "attack" && r.Figures != nil {
				return r.Figures.BlowStrength
			}
		}
	}
	t.Fatal("no shot in the log")
	return 0
}

// guns — a gun is the guns module's weapon: refused when it is off; ball
// or grapeshot spends a cartridge; an automatic gun fires again at once.
func TestGunsGrapeshotAndBall(t *testing.T) {
	refusedBy(t, yard(t, "", []string{gunner("pistol")}, []string{gunHob}), "A", "Gil attack Hob with pistol", tenths.TagGuns)
	s := yard(t, "guns", []string{gunner("pistol")}, []string{gunHob})
	mi, _ := s.missile("pistol")
	if got := length(t, s, "A", "Gil attack Hob with pistol ball"); got < mi.Aim+mi.Fire {
		t.Errorf("a shot takes %d tenths, want aim %d + fire %d at least", got, mi.Aim, mi.Fire)
	}
	s, rep := shoot(t, s, "Gil attack Hob with pistol ball", 10)
	if bs := shotStrength(t, s); bs != mi.BBall {
		t.Errorf("ball strikes with %d, want %d", bs, mi.BBall)
	}
	if bs := shotStrength(t, yardShot(t, "Gil attack Hob with pistol")); bs != mi.BGrape {
		t.Errorf("grapeshot strikes with %d, want %d", bs, mi.BGrape)
	}
	if !strings.Contains(rep, "Gil shoots at Hob with his pistol") {
		t.Fatalf("the shot:\n%s", rep)
	}
	if g := mustMan(t, s, "Gil").Guns["pistol"]; g.Cartridges != mi.Cartridges-1 || g.Jammed {
		t.Errorf("after one shot the pistol is %+v, want %d cartridges", g, mi.Cartridges-1)
	}
	if mustMan(t, s, "Hob").Out {
		return
	}
	// An automatic gun brings the next cartridge in: it fires again.
	if _, err := game.CheckTurn(s, "A", "Gil attack Hob with pistol"); err != nil && due(s) == "A" {
		t.Errorf("an automatic gun with cartridges left is refused: %v", err)
	}
	refusedBy(t, yard(t, "guns", []string{"{name: Gil, profile: peasant, weapons: [short-bow], training: {bow: 6}, facing: S, at: B5}"}, []string{gunHob}),
		"A", "Gil attack Hob with short-bow ball", tenths.TagGuns)
}

// guns — a critical 1 is a misfire: no harm, the gun is jammed until
// cleared (an automatic gun: 20 tenths to clear and load anew).
func TestGunsMisfire(t *testing.T) {
	s := yard(t, "guns", []string{gunner("pistol")}, []string{gunHob})
	s, rep := shoot(t, s, "Gil attack Hob with pistol", 1)
	if !strings.Contains(rep, "Gil's pistol misfires at Hob") || len(mustMan(t, s, "Hob").Wounds) > 0 {
		t.Fatalf("the misfire:\n%s", rep)
	}
	if g := mustMan(t, s, "Gil").Guns["pistol"]; !g.Jammed {
		t.Fatalf("after a misfire the pistol is %+v, want jammed", g)
	}
	refusedBy(t, s, "A", "Gil attack Hob with pistol", tenths.TagGuns)
	if got := length(t, s, "A", "Gil ready pistol"); got != tenths.AutomaticClear {
		t.Errorf("clearing an automatic gun takes %d tenths, want %d", got, tenths.AutomaticClear)
	}
	s, _ = submit(t, s, "A", "Gil ready pistol", always(10))
	for i := 0; i < 5 && mustMan(t, s, "Gil").Guns["pistol"].Jammed; i++ {
		s, _ = submit(t, s, due(s), map[string]string{"A": "Gil wait 10", "B": "Hob wait 30"}[due(s)], always(10))
	}
	if g := mustMan(t, s, "Gil").Guns["pistol"]; g.Jammed || g.Cartridges != 5 {
		t.Errorf("cleared, the pistol is %+v, want 5 cartridges and no jam", g)
	}
}

// guns — a manual gun needs a load action before each shot; an empty gun
// is reloaded at 10 tenths a cartridge.
func TestGunsManualLoadAndReload(t *testing.T) {
	s := yard(t, "guns", []string{gunner("manual-pistol")}, []string{gunHob})
	mi, _ := s.missile("manual-pistol")
	s, rep := shoot(t, s, "Gil attack Hob with manual-pistol", 10)
	if !strings.Contains(rep, "Gil shoots at Hob with his manual-pistol") {
		t.Fatalf("the shot:\n%s", rep)
	}
	if mustMan(t, s, "Hob").Out || due(s) != "A" {
		t.Skip("the fight moved on; the load is tested below")
	}
	refusedBy(t, s, "A", "Gil attack Hob with manual-pistol", tenths.TagGuns)
	if got := length(t, s, "A", "Gil ready manual-pistol"); got != mi.Load {
		t.Errorf("a load action takes %d tenths, want %d", got, mi.Load)
	}
	// Empty: reload all six.
	gil := mustMan(t, s, "Gil")
	gil.setGun(mi, tenths.Gun{})
	refusedBy(t, s, "A", "Gil attack Hob with manual-pistol", tenths.TagGuns)
	if got := length(t, s, "A", "Gil ready manual-pistol"); got != mi.Cartridges*tenths.ReloadPerCartridge {
		t.Errorf("reloading six takes %d tenths, want %d", got, mi.Cartridges*tenths.ReloadPerCartridge)
	}
}
