package sequence

import (
	"encoding/json"
	"strings"

	"herald/internal/game"
)

// traced is what the results of the shared event types say of who went
// where, shot or struck whom.
type traced struct {
	Who       string   `json:"who"`
	From      string   `json:"from"`
	Path      []string `json:"path"`
	Firer     string   `json:"firer"`
	Target    string   `json:"target"`
	Attackers []string `json:"attackers"`
	Defenders []string `json:"defenders"`
}

// Trace is the marks e leaves on the map, for a ruleset's game.Tracer:
// moves (and the ruleset's own event types in paths, each with its kind
// of mark, such as a retreat) along their hexes, shots and attacks from
// each attacker at the first defender.
func Trace(e game.Event, paths map[string]string) []game.Mark {
	var p OrderEvent
	var r traced
	if json.Unmarshal(e.Data, &p) != nil || len(p.Result) == 0 || json.Unmarshal(p.Result, &r) != nil {
		return nil
	}
	kind, isPath := paths[e.Type]
	switch {
	case e.Type == TypeMoved:
		kind, isPath = "move", true
		if strings.Contains(" "+p.Order+" ", " charge ") {
			kind = "charge"
		}
	case e.Type == TypeFired && r.Firer != "" && r.Target != "":
		return []game.Mark{{Kind: "fire", Who: r.Firer, Target: r.Target}}
	case e.Type == TypeCombat && len(r.Defenders) > 0:
		var out []game.Mark
		for _, a := range r.Attackers {
			out = append(out, game.Mark{Kind: "attack", Who: a, Target: r.Defenders[0]})
		}
		return out
	}
	if !isPath || r.Who == "" || r.From == "" || len(r.Path) == 0 {
		return nil
	}
	return []game.Mark{{Kind: kind, Who: r.Who, Hexes: append([]string{r.From}, r.Path...)}}
}
