package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/gamelog"
	"herald/internal/render"
	"herald/internal/store"
)

// Fog of war: the one filter between the game and a side. The store keeps
// the whole log; a side is shown the enemy characters the rules hide from
// it (hidden set-up, §22.8) by name only, and the events that would give
// them away are withheld until they are found. Once the game is over
// everything is shown, as the dice seed is.
//
// Everything that leaves the server for a side is built by the functions
// of this file, and only they ask the game what a side may know
// (State.HiddenFrom, EventVisible, ViewJSON, AsSeenBy) or read the
// unfiltered position (position.scene, position.told):
//
//	view, page status   stateFor, reportFor
//	page and replay map sceneFor
//	log (JSON, JSONL)   linesFor
//	replay, their turn  eventShown
//	record and trails   eventShown, placesFor (record.go)
//	messages            eventShown (record.go): a side's own words, shown to all
//	planning calls      narrow, shows
//	turn and decision   reportFor
//	mail and webhook    reportFor, sceneFor (notify.go)
//	event stream        version and status only (live.go)
//
// TestFogOneFilter holds the rest of the package to that.

// toldEvent is one event of the last write and its English account.
type toldEvent struct {
	e     game.Event
	lines []string
}

// reportFor is the last write's account, without the events side may not
// see.
func (p *position) reportFor(side string) []string {
	var out []string
	for i, t := range p.told {
		if !p.state.EventVisible(t.e, side) || t.e.Type == game.TypePhase && !p.phaseShown(i, side) {
			continue
		}
		out = append(out, t.lines...)
	}
	return out
}

// phaseShown: some event of the phase told[i] opens is visible to side. A
// phase of hidden men's orders alone is left out with them.
func (p *position) phaseShown(i int, side string) bool {
	for _, t := range p.told[i+1:] {
		if t.e.Type == game.TypePhase || t.e.Type == game.TypeTurnEnded {
			return false
		}
		if p.state.EventVisible(t.e, side) {
			return true
		}
	}
	return false
}

// withheld stands in a side's copy of the log for a line it may not see
// yet: the sequence stays whole, the content does not leak.
type withheld struct {
	Seq  int    `json:"seq"`
	Type string `json:"type"`
	Side string `json:"side"`
}

// linesFor is the stored log as side may read it: the header, and every
// event line, each either as stored or withheld. evs are the game's
// stored lines, the header first.
func (p *position) linesFor(side string, evs []store.Event) ([]string, error) {
	out := make([]string, 0, len(evs))
	// A pending event before the last turn-ended belongs to a turn that
	// has been played out.
	lastEnd := -1
	for i, se := range evs {
		if strings.Contains(se.Line, `"type":"`+game.TypeTurnEnded+`"`) {
			lastEnd = i
		}
	}
	for i, se := range evs {
		if i < 2 {
			out = append(out, se.Line) // header and the game's setup
			continue
		}
		var e gamelog.Event
		if err := json.Unmarshal([]byte(se.Line), &e); err != nil {
			return nil, fmt.Errorf("game %s: event %d: %w", p.g.ID, se.Seq, err)
		}
		if e.Type == game.TypePending && !p.restShown(e, side, i < lastEnd) {
			// The question, without the rest of the waiting turn.
			var q game.Pending
			if err := json.Unmarshal(e.Data, &q); err != nil {
				return nil, fmt.Errorf("game %s: event %d: %w", p.g.ID, se.Seq, err)
			}
			q.Rest = ""
			data, _ := json.Marshal(q)
			b, _ := json.Marshal(pendingStripped{Seq: e.Seq, Type: e.Type, Side: e.Side, Data: data, Withheld: []string{"rest"}})
			out = append(out, string(b))
			continue
		}
		if p.state.EventVisible(game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}, side) {
			out = append(out, se.Line)
			continue
		}
		b, _ := json.Marshal(withheld{Seq: e.Seq, Type: "withheld", Side: e.Side})
		out = append(out, string(b))
	}
	return out, nil
}

// restShown: side may read the rest of the waiting turn a pending event
// keeps. Only its own side may while the turn goes on; once the turn is
// played out its orders have been played or voided, and the rest is
// shown unless it names a man still hidden from side (§22.8).
func (p *position) restShown(e gamelog.Event, side string, played bool) bool {
	if side == "" || side == e.Side || p.state.Over {
		return true
	}
	if !played {
		return false
	}
	var q game.Pending
	if json.Unmarshal(e.Data, &q) != nil {
		return false
	}
	order, _ := json.Marshal(struct {
		Order string `json:"order"`
	}{q.Rest})
	return p.state.EventVisible(game.Event{Type: e.Type, Side: e.Side, Data: order}, side)
}

// sceneFor is the map as side sees it: enemy characters hidden from it,
// and characters not yet set up, are listed off the map instead of drawn.
// During its own set-up a side sees its set-up area.
func (p *position) sceneFor(side string) render.Scene {
	sc := p.scene()
	off := map[string]bool{}
	for i := range p.state.Characters {
		c := &p.state.Characters[i]
		if c.Unplaced || p.state.HiddenFrom(c, side) {
			off[c.Name] = true
			sc.Reserve = append(sc.Reserve, render.Counter{Name: c.Name, Force: c.Side, Kind: "character"})
		}
	}
	sc.Counters = slices.DeleteFunc(sc.Counters, func(c render.Counter) bool {
		return off[c.Name] || c.Rider != "" && off[c.Rider]
	})
	// His own side is told which of its men the enemy has not found.
	for i := range sc.Counters {
		ct := &sc.Counters[i]
		if c, ok := p.state.Character(ct.Name); ok && c.Hidden && ct.Status == "" {
			ct.Status = "hidden"
		}
	}
	if p.state.SettingUp() && p.state.Side == side {
		for _, sd := range p.l.sc.Sides {
			if sd.Name == side && len(sd.SetUp) > 0 {
				sc.Areas = append(sc.Areas, render.Area{Force: side, Hexes: sd.SetUp})
			}
		}
	}
	return sc
}

// shows reports whether side may see the character name on the map: not
// an enemy hidden from it (§22.8) nor a man not yet set up (§23). Every
// planning call asks it before answering about a character.
func (p *position) shows(side, name string) bool {
	c, ok := p.state.Character(name)
	return ok && !c.Unplaced && !p.state.HiddenFrom(c, side)
}

// eventShown reports whether side may see a logged event in the replay
// and the report of the other side's turn. It is asked of the game as it
// stands now, p, whatever the event's turn: what side knows now decides.
func (p *position) eventShown(side string, e gamelog.Event) bool {
	return p.state.EventVisible(game.Event{Type: e.Type, Side: e.Side, Data: e.Data, Rolls: e.Rolls}, side)
}

// narrow makes p what side knows before a planning call answers from it,
// so that nothing can be found, blocked or shot at that side does not
// know of (§22.8).
func (p *position) narrow(side string) { p.state = p.state.AsSeenBy(side) }

// stateFor is the state as side may see it, as JSON.
func (p *position) stateFor(side string) ([]byte, error) { return p.state.ViewJSON(side) }

// lastWriteBy says whether side made the last write (its own turn or
// decision), whose account its page keeps.
func (p *position) lastWriteBy(side string) bool {
	n := len(p.told)
	return n > 0 && p.told[n-1].e.Side == side
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
