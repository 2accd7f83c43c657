package server

import (
	"encoding/json"
	"html/template"
	"strings"

	"herald/internal/game"
)

// pageData is what the play page is made of: the view, the map, the
// briefing, and the settings its scripts read (as JSON: no inline script).
func (p *position) pageData(v *View, side, tok string, svg []byte, their *TheirTurn, mine []string) map[string]any {
	asks := game.AsksDecisions(p.l.rs) == nil
	card := cardOf(p.g.Scenario, p.l, asks)
	brief := p.briefing(card, v.Phase)
	colour, colours := "#555", map[string]string{}
	var others []string
	for _, sd := range card.Sides {
		colours[sd.Name] = sd.Colour
		if sd.Name == side {
			colour = sd.Colour
		} else {
			others = append(others, sd.Name)
		}
	}
	opponent := "the other side"
	if len(others) == 1 {
		opponent = others[0]
	}
	cfg := map[string]any{"id": p.g.ID, "token": tok, "you": side, "version": v.Version, "played": v.Played,
		"yourTurn": v.YourTurn, "yourDecision": v.YourDecision, "poll": pollEvery, "seedWanted": v.SeedWanted,
		"title": p.l.sc.Title, "colours": colours, "turn": v.Turn, "phase": v.Phase, "side": v.Side,
		"over": v.Over, "state": json.RawMessage(v.State), "opponent": opponent}
	if v.Decision != nil {
		cfg["decision"] = v.Decision
	}
	if p.l.t != nil {
		// how the page's table writes a move (static/tableview.js)
		mn := game.DefaultMoveNotation
		if tn, ok := game.Inner(p.state).(game.TableNotation); ok {
			mn = tn.MoveNotation()
		}
		cfg["tableMove"] = mn
	}
	if v.Clock != nil {
		cfg["clock"] = v.Clock
	}
	return map[string]any{
		"Title": p.l.sc.Title, "V": v, "SVG": template.HTML(svg), "Token": tok, "Their": their, "Mine": mine,
		"CSS": template.CSS(siteCSS + pageCSS), "Config": cfg, "Brief": brief, "YouColour": template.CSS(colour),
		"Opponent": strings.TrimSpace(opponent),
	}
}
