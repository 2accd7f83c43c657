package server

import (
	"errors"
	"fmt"
	"slices"

	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/render"
	"herald/internal/store"
)

// Fog of war: the one filter between the game and a side. The store keeps
// the whole log; what a side is shown of it is what the game's ruleset
// lets it know (its positions' View, Shows, Draw and Known: in Cry Havoc
// the enemy characters set up hidden, §22.8, are shown by name only, and
// the events that would give them away are withheld until they are
// found), applied by the engine's fog (internal/game, fog.go) the same
// way for every channel. Once the game is over everything is shown, as
// the dice seed is.
//
// Everything that leaves the server for a side is built by the functions
// of this file, and only they ask the game what a side may know (View,
// Shows, Draw, Known) or read the unfiltered account of the last write
// (position.told):
//
//	view, page status   stateFor, reportFor
//	page and replay map sceneFor, tableSceneFor
//	log (JSON, JSONL)   linesFor
//	replay, their turn  eventShown
//	record and trails   eventShown, placesFor (record.go)
//	messages            eventShown (record.go): a side's own words, shown to all
//	planning calls      plannerFor (the ruleset's planning aids), narrow
//	turn and decision   reportFor
//	mail and webhook    reportFor, sceneFor (notify.go, messages.go)
//	event stream        version and status only (live.go)
//
// TestFogOneFilter holds the rest of the package to that.

// reportFor is the last write's account, without the events side may not
// see.
func (p *position) reportFor(side string) []string { return game.ReportFor(p.state, p.told, side) }

// linesFor is the stored log as side may read it: the header, and every
// event line, each either as stored or withheld. evs are the game's
// stored lines, the header first.
func (p *position) linesFor(side string, evs []store.Event) ([]string, error) {
	lines := make([]string, len(evs))
	for i, se := range evs {
		lines[i] = se.Line
	}
	out, err := game.LogFor(p.state, lines, side)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", p.g.ID, err)
	}
	return out, nil
}

// eventShown reports whether side may see a logged event in the replay
// and the report of the other side's turn. It is asked of the game as it
// stands now, p, whatever the event's turn: what side knows now decides.
func (p *position) eventShown(side string, e gamelog.Event) bool {
	return game.Shown(p.state, side, game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls})
}

// narrow makes p what side knows before a planning call answers from it,
// so that nothing can be found, blocked or shot at that side does not
// know of (§22.8).
func (p *position) narrow(side string) {
	if k, ok := p.state.(game.Knower); ok {
		p.state = k.Known(side)
	}
}

// planner answers side's planning calls from the game's ruleset's
// planning aids, which answer from what side may know (game.Knower).
type planner struct {
	p    game.Position
	side string
}

// errNotOffered: the ruleset offers no such planning aid.
var errNotOffered = errors.New("not offered")

func (p *position) plannerFor(side string) planner { return planner{p.state, side} }

func (pl planner) card(name string) (any, error) {
	// Under a sealed step's bookkeeping, the ruleset's own position.
	if c, ok := game.Inner(pl.p).(game.Carder); ok {
		return c.Card(pl.side, name)
	}
	return nil, errNotOffered
}

func (pl planner) reach(name string) (any, error) {
	if r, ok := pl.p.(game.Reacher); ok {
		return r.Reach(pl.side, name)
	}
	return nil, errNotOffered
}

func (pl planner) sight(from, to string) (any, error) {
	if sg, ok := pl.p.(game.Sighter); ok {
		return sg.Sight(pl.side, from, to)
	}
	return nil, errNotOffered
}

func (pl planner) odds(from, to []string) (any, error) {
	if o, ok := pl.p.(game.Oddser); ok {
		return o.Odds(pl.side, from, to)
	}
	return nil, errNotOffered
}

// stateFor is the state as side may see it, as JSON.
func (p *position) stateFor(side string) ([]byte, error) { return p.state.View(side) }

// sceneFor is the map as side sees it, drawn from what the game's ruleset
// draws for side (game.Drawer) over the scenario's map: pieces hidden
// from side, and those not yet set up, are listed off the map instead of
// drawn; a side's own men the enemy has not found are marked hidden.
// During its own set-up a side sees its set-up area.
func (p *position) sceneFor(side string) render.Scene {
	if p.l.m == nil {
		// A game on a measured table has no hex map to draw.
		return render.Scene{Title: p.l.sc.Title}
	}
	sc := render.FromScenario(p.l.sc, p.l.m)
	sc.Subtitle = ""
	sc.Areas = nil
	dr, ok := p.state.(game.Drawer)
	if !ok {
		return sc
	}
	d := dr.Draw(side)
	names := map[string]bool{}
	for _, f := range d.Figures {
		names[f.Name] = true
	}
	sc.Counters = slices.DeleteFunc(sc.Counters, func(c render.Counter) bool {
		return names[c.Name] || names[c.Rider]
	})
	sc.Reserve = slices.DeleteFunc(sc.Reserve, func(c render.Counter) bool { return names[c.Name] })
	for _, f := range d.Figures {
		if f.Off {
			sc.Reserve = append(sc.Reserve, render.Counter{Name: f.Name, Force: f.Side, Kind: "character"})
			continue
		}
		sc.Counters = append(sc.Counters, pieceCounter(f))
	}
	for _, a := range d.Areas {
		sc.Areas = append(sc.Areas, render.Area{Force: a.Side, Hexes: a.Hexes})
	}
	return sc
}

// pieceCounter is a piece as the renderer draws it.
func pieceCounter(f game.Piece) render.Counter {
	ct := render.Counter{Name: f.Name, Force: f.Side, Kind: f.Kind, At: f.At, Rear: f.Rear, Two: f.Two, Rider: f.Rider, Status: f.Status}
	if f.Hidden && ct.Status == "" {
		ct.Status = "hidden"
	}
	return ct
}

// tableSceneFor is a table game as side sees it: the figures its
// ruleset draws for side (game.TableDrawer), or the scenario's set-up.
func (p *position) tableSceneFor(side string) render.TableScene {
	ts := render.FromTableScenario(p.l.sc, p.l.t)
	name := p.l.t.Title
	if name == "" {
		name = p.l.t.Name
	}
	ts.Subtitle = fmt.Sprintf("Game turn %d on %s", p.state.Step().Turn, name)
	td, ok := game.Inner(p.state).(game.TableDrawer)
	if !ok {
		return ts
	}
	ts.Stands = nil
	for _, f := range td.DrawTable(side) {
		ts.Stands = append(ts.Stands, render.TableStand{Name: f.Name, Force: f.Side, Kind: f.Kind, Status: f.Status, Stand: f.Stand})
	}
	return ts
}

// sceneOf is the map as side may see it, for the page and the replay.
func (p *position) sceneOf(side string) render.Scene { return p.sceneFor(side) }

// lastWriteBy says whether side made the last write (its own turn or
// decision), whose account its page keeps.
func (p *position) lastWriteBy(side string) bool {
	n := len(p.told)
	return n > 0 && p.told[n-1].Event.Side == side
}

// placesFor is where side sees each character on the map: his hex (a
// rider's head hex) by name, from the map as side sees it; a man it may
// not see has none. The record's trails take their places from it.
func (p *position) placesFor(side string) map[string]string {
	out := map[string]string{}
	for _, c := range p.sceneFor(side).Counters {
		name := c.Name
		if c.Rider != "" {
			name = c.Rider
		}
		out[name] = p.l.m.HexName(c.At)
	}
	return out
}
