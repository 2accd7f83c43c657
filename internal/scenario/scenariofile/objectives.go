package scenariofile

import (
	"gopkg.in/yaml.v3"

	"herald/internal/scenario"
)

// objectives reads the victory conditions beyond the §23.2 points; the
// targets are checked against the unit names once every side is read.
func (r *reader) objectives(list *yaml.Node, sideName func(*yaml.Node, string) string) []scenario.Objective {
	d, m := r.d, r.m
	var out []scenario.Objective
	for _, n := range d.List(list, "objectives") {
		e := d.Fields(n, "objective", "side", "kind", "hexes", "target", "points", "text", "ends")
		for _, k := range []string{"side", "kind", "text"} {
			d.Require(e, n, "objective", k)
		}
		var o scenario.Objective
		if v := e["side"]; v != nil {
			o.Side = sideName(v, "objective side")
		}
		if v := e["kind"]; v != nil {
			o.Kind, _ = d.String(v, "objective kind")
			switch o.Kind {
			case "hold", "exit":
				if r.t != nil {
					d.Errorf(v, "objective kind %q: on a measured table an objective is kill, capture or text", o.Kind)
					break
				}
				if d.Require(e, n, "objective "+o.Kind, "hexes") {
					o.Hexes = r.area(e["hexes"], "objective hexes")
				}
				if o.Kind == "exit" {
					if v := e["target"]; v != nil {
						o.Target, _ = d.String(v, "objective target")
					}
					for _, h := range o.Hexes {
						if !onEdge(m, h) {
							d.Errorf(e["hexes"], "exit objective: %s is not on the map edge", m.HexName(h))
							break
						}
					}
				}
			case "kill", "capture":
				if d.Require(e, n, "objective "+o.Kind, "target") {
					o.Target, _ = d.String(e["target"], "objective target")
				}
			case "text":
			default:
				d.Errorf(v, "objective kind %q: expected hold, exit, kill, capture or text", o.Kind)
			}
		}
		if v := e["points"]; v != nil {
			o.Points, _ = d.Int(v, "points")
		}
		if v := e["text"]; v != nil {
			o.Text, _ = d.String(v, "objective text")
		}
		if v := e["ends"]; v != nil {
			o.Ends, _ = d.Bool(v, "objective ends")
			if o.Ends && o.Kind == "text" {
				d.Errorf(v, "objective ends: a text objective is judged by the players at the end, it cannot end the game")
			}
		}
		out = append(out, o)
		r.targets = append(r.targets, targetRef{o.Target, e["target"]})
	}
	return out
}

type targetRef struct {
	name string
	at   *yaml.Node
}
