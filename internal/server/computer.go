package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"herald/internal/ai"
	"herald/internal/game"
	"herald/internal/store"
)

// Computer sides (issue 19): a side given to the computer when its game
// is made (NewGame.Computer, kept with the side in the store) plays as
// soon as the game waits for it, in a goroutine of the server, through
// the same check and play as a person's turn: its turns are ordinary
// turns in the log, told and notified like any other. After a restart
// ResumeComputers plays whatever the computer owes.

// checkComputer refuses a computer side the game does not have, or a
// level no player has.
func checkComputer(sides []string, levels map[string]string) error {
	for side, level := range levels {
		if !slices.Contains(sides, side) {
			return errf(http.StatusBadRequest, "computer: no side %q in this game (the sides are %s)", side, strings.Join(sides, ", "))
		}
		if !slices.Contains(ai.Levels, level) {
			return errf(http.StatusBadRequest, "computer: no computer player %q (the levels are %s)", level, strings.Join(ai.Levels, ", "))
		}
	}
	if len(levels) > 0 && len(levels) == len(sides) {
		return errf(http.StatusBadRequest, "computer: leave at least one side to a person")
	}
	return nil
}

// computerLevel is the level of the computer playing side in g, "" if a
// person plays it.
func computerLevel(g store.Game, side string) string {
	for _, sd := range g.Sides {
		if sd.Name == side {
			return sd.Computer
		}
	}
	return ""
}

// wakeComputer plays the computer's steps of game id in the background,
// if it has any to play.
func (s *Server) wakeComputer(id string) {
	if s.holdComputers {
		return
	}
	if _, busy := s.computing.LoadOrStore(id, true); busy {
		s.computeAgain.Store(id, true)
		return
	}
	s.computers.Add(1)
	go func() {
		defer s.computers.Done()
		for {
			s.playComputer(context.Background(), id)
			s.computing.Delete(id)
			if _, again := s.computeAgain.LoadAndDelete(id); !again {
				return
			}
			if _, busy := s.computing.LoadOrStore(id, true); busy {
				return
			}
		}
	}()
}

// WaitComputers waits for the computer players under way (tests, and a
// server shutting down).
func (s *Server) WaitComputers() { s.computers.Wait() }

// playComputer plays the computer's steps of game id while it waits for
// one; a refusal (another writer came first) leaves the game as it is.
func (s *Server) playComputer(ctx context.Context, id string) {
	for range 1000 {
		g, err := s.st.Game(ctx, id)
		if err != nil || g.Status == store.StatusFinished {
			return
		}
		p, err := s.position(ctx, g)
		if err != nil {
			s.logf("herald serve: game %s: computer: %v", id, err)
			return
		}
		if p.ended != "" {
			return
		}
		st := p.state.Step()
		if len(st.Sides) != 1 || (st.Kind != game.Orders && st.Kind != game.Decision) {
			return
		}
		side := st.Sides[0]
		level := computerLevel(g, side)
		if level == "" {
			return
		}
		pl, err := ai.New(level, uint64(p.count)*0x9e3779b97f4a7c15^uint64(len(g.ID)))
		if err == nil {
			err = s.computerStep(ctx, p, pl, side, st.Kind)
		}
		if err != nil {
			s.logf("herald serve: game %s: the computer playing %s: %v", id, side, err)
			return
		}
	}
}

func (s *Server) computerStep(ctx context.Context, p *position, pl ai.Player, side string, kind game.StepKind) error {
	// The player sees only what its side may see (ai.Known).
	sub, err := pl.Choose(lean(p.state), side)
	if err != nil {
		return err
	}
	if kind == game.Decision {
		_, err = s.decide(ctx, p, side, sub.Orders, p.g.Version)
	} else {
		_, err = s.playTurn(ctx, p, side, sub.Orders, p.g.Version)
	}
	if err != nil {
		return fmt.Errorf("%w (orders %q)", err, sub.Orders)
	}
	return nil
}

// ResumeComputers starts the computer's steps owed in every open game: a
// restarted server plays on where the computer was.
func (s *Server) ResumeComputers(ctx context.Context) error {
	gs, err := s.st.ListGames(ctx)
	if err != nil {
		return err
	}
	for _, g := range gs {
		if g.Status != store.StatusFinished && slices.ContainsFunc(g.Sides, func(sd store.Side) bool { return sd.Computer != "" }) {
			s.wakeComputer(g.ID)
		}
	}
	return nil
}
