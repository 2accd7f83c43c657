package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"herald/internal/game"
)

// The Destrier demos played to their end through the real binary:
// herald new (the first initiative rolled and logged), herald turn
// --side for the half-moves and each side's sealed cards, --decide for
// the dodge guesses, each side's first candidate (game.Mover); herald
// state shows a side nothing of the other's sealed cards; herald verify
// finds the log intact, and a card changed after the reveal is found.
func TestCLIDestrierDemos(t *testing.T) {
	for _, demo := range []string{"destrier-duel", "destrier-charge", "destrier-courtyard"} {
		t.Run(demo, func(t *testing.T) {
			dir := t.TempDir()
			log := filepath.Join(dir, "game.log")
			if r := cli(t, "new", demo, "-o", log, "--seed", "21"); r.Code != 0 || !strings.Contains(r.Stdout, "wins the initiative") {
				t.Fatalf("new: %+v", r)
			}
			f := filepath.Join(dir, "orders.txt")
			checkedSealed := false
			for i := 0; ; i++ {
				g, err := loadGame(log, -1)
				if err != nil {
					t.Fatal(err)
				}
				st := g.state.Step()
				if st.Kind == game.Over {
					break
				}
				if i > 600 {
					t.Fatal("the game does not end")
				}
				side := st.Sides[0]
				subs := game.Inner(g.state).(game.Mover).Moves(side, 1)
				if len(subs) == 0 {
					t.Fatalf("no move for %s at %+v", side, st)
				}
				if err := os.WriteFile(f, []byte(subs[0].Orders), 0o644); err != nil {
					t.Fatal(err)
				}
				args := []string{"turn", log, "--side", side, f}
				if st.Kind == game.Decision {
					args = []string{"turn", log, "--side", side, "--decide", f}
				}
				r := cli(t, args...)
				if r.Code != 0 {
					t.Fatalf("turn %d (%s at %s: %q): %+v", i, side, st.Stage, subs[0].Orders, r)
				}
				// The first sealed cards in: the other side's state
				// holds nothing of them.
				if st.Kind == game.Sealed && len(st.Sides) > 1 && !checkedSealed {
					checkedSealed = true
					other := st.Sides[1]
					s := cli(t, "state", log, "--side", other)
					for _, l := range strings.Split(strings.TrimSpace(subs[0].Orders), "\n") {
						_, cards, _ := strings.Cut(l, " plays ")
						if cards != "" && strings.Contains(s.Stdout, cards) {
							t.Errorf("%s's state shows %s's sealed cards %q:\n%s", other, side, cards, s.Stdout)
						}
					}
					if !strings.Contains(s.Stdout, "sealed orders in from "+side) {
						t.Errorf("%s is not told %s's cards are in:\n%s", other, side, s.Stdout)
					}
				}
			}
			if !checkedSealed {
				t.Error("no sealed step with two sides was played")
			}
			if r := cli(t, "verify", log); r.Code != 0 || !strings.Contains(r.Stdout, "intact") || !strings.Contains(r.Stdout, "sealed orders:") {
				t.Fatalf("verify: %+v", r)
			}
			// A card changed after the reveal: the commitment no longer
			// holds.
			b, _ := os.ReadFile(log)
			bad := strings.Replace(string(b), "DELIVER BLOW", "WEAPON PLAY", 1)
			if bad == string(b) {
				t.Fatal("no DELIVER BLOW in the log")
			}
			badLog := filepath.Join(dir, "bad.log")
			os.WriteFile(badLog, []byte(bad), 0o644)
			if r := cli(t, "verify", badLog); r.Code == 0 {
				t.Errorf("a changed card verifies: %+v", r)
			}
		})
	}
}

// Hot-seat Destrier (herald play): the first initiative rolled, the
// half-moves, each side's cards entered unseen with the screen cleared,
// and Red's dodge not told to Ashby, who is asked next at the same
// terminal to guess it; then turned up with the blow.
func TestCLIDestrierHotSeat(t *testing.T) {
	log := filepath.Join(t.TempDir(), "hs.log")
	in := "end\n\nend\n\nend\n\nend\n\nSir Hugh plays CLOSE, DELIVER BLOW\nend\n\nSir Guy plays STAND GROUND, DODGE LEFT\nend\n\nSir Hugh guesses right\nend\nquit\n"
	r := cliIn(t, in, "play", "destrier-duel", "--seed", "5", "--log", log)
	if r.Code != 0 {
		t.Fatalf("play: %+v", r)
	}
	out := r.Stdout
	red, guess := strings.Index(out, "Red writes now, unseen"), strings.Index(out, "Ashby must decide (dodge guess")
	if !strings.Contains(out, "wins the initiative") || red < 0 || guess < red {
		t.Fatalf("the steps:\n%s", out)
	}
	if strings.Contains(out[:guess], "DODGE LEFT") {
		t.Errorf("Ashby is told Red's dodge before he guesses:\n%s", out[red:guess])
	}
	if !strings.Contains(out[guess:], "dodge is turned up: left") {
		t.Errorf("the guess's outcome:\n%s", out[guess:])
	}
	if r := cli(t, "verify", log); r.Code != 0 || !strings.Contains(r.Stdout, "intact") {
		t.Errorf("verify: %+v", r)
	}
}
