package cryhavoc

import (
	"fmt"
	"strings"

	"herald/internal/game"
)

// Draw implements game.Drawer: the characters, animals, loose items and
// doors as side may see them. An enemy hidden from side (§22.8), and a
// character not yet set up (§23), is off the map, his hexes not given.
// During its own set-up a side is shown its set-up area.
func (s *State) Draw(side string) game.Drawing {
	d := game.Drawing{Map: s.Board()}
	for i := range s.Characters {
		d.Figures = append(d.Figures, s.piece(&s.Characters[i], side))
	}
	for _, a := range s.Animals {
		p := game.Piece{Name: a.Name, Kind: "animal", At: a.At, Notes: []string{a.Kind}}
		if a.Two {
			p.Kind, p.Rear, p.Two = "horse", a.Rear, true
		}
		d.Others = append(d.Others, p)
	}
	for _, it := range s.Items {
		d.Others = append(d.Others, game.Piece{Name: it.Name, Kind: "equipment", At: it.At, Notes: []string{it.Kind}})
	}
	for _, dr := range s.Doors {
		d.Others = append(d.Others, game.Piece{Name: s.m.HexName(dr.Side.A) + "/" + s.m.HexName(dr.Side.B), Kind: "door",
			At: dr.Side.A, Rear: dr.Side.B, Status: string(dr.State)})
	}
	if s.SettingUp() && s.Side == side {
		for _, sd := range s.sc.Sides {
			if sd.Name == side && len(sd.SetUp) > 0 {
				d.Areas = append(d.Areas, game.Area{Side: side, Hexes: sd.SetUp})
			}
		}
	}
	return d
}

// piece is c as side may see him.
func (s *State) piece(c *Character, side string) game.Piece {
	p := game.Piece{Name: c.Name, Side: c.Side, Kind: "character"}
	if c.Unplaced || s.HiddenFrom(c, side) {
		p.Off = true
		return p
	}
	p.At, p.Hidden = c.At, c.Hidden
	if c.Status != Healthy {
		p.Status = string(c.Status)
	}
	if c.Mounted {
		p.Kind, p.Rear, p.Two, p.Rider = "horse", c.Rear, true, c.Name
		p.Notes = append(p.Notes, "mounted")
	}
	if c.InMelee {
		p.Notes = append(p.Notes, "in melee")
	}
	if c.Task != nil {
		p.Notes = append(p.Notes, fmt.Sprintf("task: %s %s", c.Task.Kind, c.Task.Object))
	}
	if len(c.Carrying) > 0 {
		p.Notes = append(p.Notes, "carries "+strings.Join(c.Carrying, ", "))
	}
	if c.Ammo >= 0 {
		p.Notes = append(p.Notes, fmt.Sprintf("ammo %d", c.Ammo))
	}
	return p
}
