package havocdata

import (
	"fmt"
	"strconv"

	"gopkg.in/yaml.v3"

	"herald/internal/rulesets/cryhavoc/havoc"
)

// Loaders for the data of §12–§24: victory points, equipment, animals,
// the prose die rolls, optional rules and advancement.

func loadVictory(b []byte, t *havoc.Tables) error {
	var f struct {
		Characters []struct {
			Rule    string   `yaml:"rule"`
			Key     string   `yaml:"key"`
			Killed  int      `yaml:"killed"`
			Wounded int      `yaml:"wounded"`
			Text    string   `yaml:"text"`
			Classes []string `yaml:"classes"`
		} `yaml:"characters"`
		Fates []struct {
			Rule     string `yaml:"rule"`
			Fate     string `yaml:"fate"`
			CountsAs string `yaml:"counts_as"`
			Text     string `yaml:"text"`
		} `yaml:"fates"`
		Destroyed []struct {
			Rule   string   `yaml:"rule"`
			Kinds  []string `yaml:"kinds"`
			Points int      `yaml:"points"`
			Per    string   `yaml:"per"`
			Text   string   `yaml:"text"`
		} `yaml:"destroyed"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	v := &t.Victory
	for i, r := range f.Characters {
		if r.Rule == "" || r.Key == "" || r.Killed <= 0 || r.Wounded <= 0 {
			return fmt.Errorf("characters row %d (%s): rule, key and positive killed and wounded values are needed", i+1, r.Key)
		}
		v.Characters = append(v.Characters, havoc.VictoryRow{Rule: r.Rule, Key: r.Key, Text: r.Text, Classes: r.Classes, Killed: r.Killed, Wounded: r.Wounded})
	}
	for i, r := range f.Fates {
		fate, err := havoc.ParseFate(r.Fate)
		if err != nil {
			return fmt.Errorf("fates row %d (rule %s): %w", i+1, r.Rule, err)
		}
		var c havoc.CountsAs
		switch r.CountsAs {
		case "as-health":
			c = havoc.AsHealth
		case "killed":
			c = havoc.AsKilled
		case "wounded":
			c = havoc.AsWounded
		default:
			return fmt.Errorf("fates row %d (rule %s): counts_as %q, want as-health, killed or wounded", i+1, r.Rule, r.CountsAs)
		}
		v.Fates = append(v.Fates, havoc.FateRow{Rule: r.Rule, Text: r.Text, Fate: fate, CountsAs: c})
	}
	for i, r := range f.Destroyed {
		if r.Rule == "" || len(r.Kinds) == 0 || r.Points <= 0 || r.Per != "unit" && r.Per != "hex" {
			return fmt.Errorf("destroyed row %d: rule, kinds, positive points and per (unit or hex) are needed", i+1)
		}
		v.Destroyed = append(v.Destroyed, havoc.DestroyedRow{Rule: r.Rule, Text: r.Text, Kinds: r.Kinds, Points: r.Points, PerHex: r.Per == "hex"})
	}
	return nil
}

// costs reads an entry-cost node: a number, "impassable", or a map over
// unit kinds with numbers or "impassable".
func costs(n yaml.Node) (map[string]int, error) {
	one := func(s string) (int, error) {
		if s == "impassable" {
			return havoc.Impassable, nil
		}
		v, err := strconv.Atoi(s)
		if err != nil || v < 0 || v > 20 {
			return 0, fmt.Errorf("enter: %q is not a cost (0 to 20 MP, or impassable)", s)
		}
		return v, nil
	}
	switch n.Kind {
	case 0:
		return nil, nil
	case yaml.ScalarNode:
		v, err := one(n.Value)
		return map[string]int{"others": v}, err
	case yaml.MappingNode:
		out := map[string]int{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i].Value
			switch k {
			case "infantry", "horse", "mule", "animal", "cart", "others":
			default:
				return nil, fmt.Errorf("enter: unknown unit kind %q (infantry, horse, mule, animal, cart, others)", k)
			}
			v, err := one(n.Content[i+1].Value)
			if err != nil {
				return nil, err
			}
			out[k] = v
		}
		return out, nil
	}
	return nil, fmt.Errorf("enter: want a cost or a map of costs")
}

func cover(s string) (havoc.Cover, error) {
	if s == "" {
		return havoc.CoverNone, nil
	}
	return havoc.ParseCover(s)
}

func loadEquipment(b []byte, t *havoc.Tables) error {
	var f struct {
		Equipment []struct {
			Rule          string                      `yaml:"rule"`
			Key           string                      `yaml:"key"`
			Hexes         int                         `yaml:"hexes"`
			Portable      bool                        `yaml:"portable"`
			Carriers      int                         `yaml:"carriers"`
			CarryMP       int                         `yaml:"carry_mp"`
			MPALess       int                         `yaml:"mpa_less"`
			LostIfDropped bool                        `yaml:"lost_if_dropped"`
			Moves         string                      `yaml:"moves"`
			Movers        int                         `yaml:"movers"`
			MoverMPA      int                         `yaml:"mover_mpa"`
			DrawnMPA      int                         `yaml:"drawn_mpa"`
			Pushed        []struct{ Movers, MPA int } `yaml:"pushed"`
			Enter         yaml.Node                   `yaml:"enter"`
			Cover         struct {
				Class             string   `yaml:"class"`
				Into              bool     `yaml:"into"`
				Through           bool     `yaml:"through"`
				VoidedByElevation []string `yaml:"voided_by_elevation"`
				Adjacent          string   `yaml:"adjacent"`
			} `yaml:"cover"`
			LOS         string `yaml:"los"`
			Advantage   string `yaml:"advantage"`
			Inflammable bool   `yaml:"inflammable"`
			KindleDRM   int    `yaml:"kindle_drm"`
			Resistance  string `yaml:"resistance"`
			Capacity    int    `yaml:"capacity"`
			Light       *int   `yaml:"light"`
			Note        string `yaml:"note"`
		} `yaml:"equipment"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	for i, r := range f.Equipment {
		where := fmt.Sprintf("equipment row %d (%s)", i+1, r.Key)
		if r.Rule == "" || r.Key == "" {
			return fmt.Errorf("%s: rule and key are needed", where)
		}
		k := havoc.EquipmentKind{Rule: r.Rule, Key: r.Key, Note: r.Note, Hexes: r.Hexes, Portable: r.Portable,
			Carriers: r.Carriers, CarryMP: r.CarryMP, MPALess: r.MPALess, LostIfDropped: r.LostIfDropped,
			Moves: r.Moves, Movers: r.Movers, MoverMPA: r.MoverMPA, DrawnMPA: r.DrawnMPA, LOS: r.LOS,
			Inflammable: r.Inflammable, KindleDRM: r.KindleDRM, Resistance: r.Resistance, Capacity: r.Capacity, Light: -1}
		for _, p := range r.Pushed {
			k.Pushed = append(k.Pushed, havoc.Team{Movers: p.Movers, MPA: p.MPA})
		}
		if r.Light != nil {
			k.Light = *r.Light
		}
		switch k.Moves {
		case "":
			k.Moves = "none"
		case "none", "horse", "straight", "one-hex":
		default:
			return fmt.Errorf("%s: moves %q, want none, horse, straight or one-hex", where, k.Moves)
		}
		switch k.LOS {
		case "":
			k.LOS = "clear"
		case "clear", "hinders", "blocks":
		default:
			return fmt.Errorf("%s: los %q, want clear, hinders or blocks", where, k.LOS)
		}
		if err := equipmentLooks(&k, r.Enter, r.Cover.Class, r.Cover.Adjacent, r.Cover.VoidedByElevation, r.Advantage); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		k.Cover.Into, k.Cover.Through = r.Cover.Into, r.Cover.Through
		t.EquipmentKinds = append(t.EquipmentKinds, k)
	}
	return nil
}

// equipmentLooks reads what an item does to movement, cover and combat:
// its entry costs, cover and terrain advantage.
func equipmentLooks(k *havoc.EquipmentKind, enter yaml.Node, class, adjacent string, voided []string, advantage string) error {
	var err error
	if k.Enter, err = costs(enter); err != nil {
		return err
	}
	if k.Cover.Class, err = cover(class); err != nil {
		return fmt.Errorf("cover: %w", err)
	}
	if k.Cover.Adjacent, err = cover(adjacent); err != nil {
		return fmt.Errorf("cover adjacent: %w", err)
	}
	for _, v := range voided {
		switch v {
		case "into":
			k.Cover.ElevationVoidsInto = true
		case "through":
			k.Cover.ElevationVoidsThrough = true
		default:
			return fmt.Errorf("voided_by_elevation %q, want into or through", v)
		}
	}
	switch advantage {
	case "":
	case "none":
		k.Advantage, k.HasAdvantage = havoc.TerrainNormal, true
	case "negative":
		k.Advantage, k.HasAdvantage = havoc.TerrainNegative, true
	case "positive":
		k.Advantage, k.HasAdvantage = havoc.TerrainPositive, true
	case "defender-positive":
		k.Advantage, k.HasAdvantage, k.DefenderOnly = havoc.TerrainPositive, true, true
	default:
		return fmt.Errorf("advantage %q, want none, negative, positive or defender-positive", advantage)
	}
	return nil
}

func loadAnimals(b []byte, t *havoc.Tables) error {
	type values struct {
		MPA     int     `yaml:"mpa"`
		Attack  float64 `yaml:"attack"`
		Defence float64 `yaml:"defence"`
	}
	var f struct {
		Animals []struct {
			Rule           string         `yaml:"rule"`
			Key            string         `yaml:"key"`
			Hexes          int            `yaml:"hexes"`
			MPA            int            `yaml:"mpa"`
			Attack         float64        `yaml:"attack"`
			Defence        float64        `yaml:"defence"`
			Wounded        *values        `yaml:"wounded"`
			StunnedDefence float64        `yaml:"stunned_defence"`
			Character      bool           `yaml:"character"`
			MovesAs        string         `yaml:"moves_as"`
			Terrain        map[string]int `yaml:"terrain"`
			Hinders        string         `yaml:"hinders"`
			CountsAs       int            `yaml:"counts_as"`
			String         bool           `yaml:"string"`
			Draws          bool           `yaml:"draws"`
			Mount          bool           `yaml:"mount"`
			NoLadders      bool           `yaml:"no_ladders"`
			Table          string         `yaml:"table"`
			Knives         string         `yaml:"knives"`
			BarkRange      int            `yaml:"bark_range"`
			HeardRange     int            `yaml:"heard_range"`
			Note           string         `yaml:"note"`
		} `yaml:"animals"`
		Leading struct {
			Rule         string   `yaml:"rule"`
			TakeUpMP     int      `yaml:"take_up_mp"`
			AttackFactor float64  `yaml:"attack_factor"`
			NoMissiles   bool     `yaml:"no_missiles"`
			NoCharge     bool     `yaml:"no_charge"`
			LetsGoOn     []string `yaml:"lets_go_on"`
		} `yaml:"leading"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	for i, r := range f.Animals {
		where := fmt.Sprintf("animals row %d (%s)", i+1, r.Key)
		if r.Rule == "" || r.Key == "" {
			return fmt.Errorf("%s: rule and key are needed", where)
		}
		a := havoc.AnimalKind{Rule: r.Rule, Key: r.Key, Note: r.Note, Hexes: r.Hexes,
			AnimalValues:   havoc.AnimalValues{MPA: r.MPA, Attack: r.Attack, Defence: r.Defence},
			StunnedDefence: r.StunnedDefence, Character: r.Character, MovesAs: r.MovesAs, Terrain: r.Terrain,
			Hinders: r.Hinders, CountsAs: r.CountsAs, String: r.String, Draws: r.Draws, Mount: r.Mount,
			NoLadders: r.NoLadders, BarkRange: r.BarkRange, HeardRange: r.HeardRange}
		if r.Wounded != nil {
			a.Wounded = &havoc.AnimalValues{MPA: r.Wounded.MPA, Attack: r.Wounded.Attack, Defence: r.Wounded.Defence}
		}
		var err error
		if a.Table, err = havoc.ParseTargetKind(r.Table); err != nil || a.Table == havoc.TargetAnimal {
			return fmt.Errorf("%s: table %q, want infantry or mounted", where, r.Table)
		}
		switch r.Knives {
		case "immune":
			a.KnivesImmune = true
		case "killed-only":
		default:
			return fmt.Errorf("%s: knives %q, want immune or killed-only", where, r.Knives)
		}
		t.AnimalKinds = append(t.AnimalKinds, a)
	}
	l := f.Leading
	t.Leading = havoc.Leading{Rule: l.Rule, TakeUpMP: l.TakeUpMP, AttackFactor: l.AttackFactor, NoMissiles: l.NoMissiles, NoCharge: l.NoCharge}
	for _, e := range l.LetsGoOn {
		switch e {
		case "stunned":
			t.Leading.LetsGoOn = append(t.Leading.LetsGoOn, havoc.Stunned)
		case "retreat":
			t.Leading.LetsGoOn = append(t.Leading.LetsGoOn, havoc.Retreated)
		case "dismounted":
			t.Leading.LetsGoOn = append(t.Leading.LetsGoOn, havoc.Dismounted)
		default:
			return fmt.Errorf("leading (rule %s): lets_go_on %q, want stunned, retreat or dismounted", l.Rule, e)
		}
	}
	return nil
}

func loadRolls(b []byte, t *havoc.Tables) error {
	var f struct {
		Rolls []struct {
			Key  string   `yaml:"key"`
			Rule string   `yaml:"rule"`
			Rows []dieRow `yaml:"rows"`
		} `yaml:"rolls"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	for i, r := range f.Rolls {
		if r.Key == "" || r.Rule == "" {
			return fmt.Errorf("rolls row %d: key and rule are needed", i+1)
		}
		dt := havoc.DieTable{Key: r.Key, Rule: r.Rule}
		for j, row := range r.Rows {
			if row.Rule == "" || row.Outcome == "" {
				return fmt.Errorf("roll %s, row %d: rule and outcome are needed", r.Key, j+1)
			}
			dt.Rows = append(dt.Rows, row.row())
		}
		t.Rolls = append(t.Rolls, dt)
	}
	return nil
}

func loadOptional(b []byte, t *havoc.Tables) error {
	var f struct {
		Optional []struct {
			Rule  string `yaml:"rule"`
			Key   string `yaml:"key"`
			Title string `yaml:"title"`
		} `yaml:"optional"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	for _, r := range f.Optional {
		t.OptionalRuleList = append(t.OptionalRuleList, havoc.OptionalRule{Rule: r.Rule, Key: r.Key, Title: r.Title})
	}
	return nil
}

func loadAdvancement(b []byte, t *havoc.Tables) error {
	var f struct {
		Actions []struct {
			Rule   string  `yaml:"rule"`
			Key    string  `yaml:"key"`
			Points float64 `yaml:"points"`
			Text   string  `yaml:"text"`
		} `yaml:"actions"`
		AttackPerDefence float64 `yaml:"attack_per_defence"`
		Ladder           []struct {
			Rule    string   `yaml:"rule"`
			Rung    string   `yaml:"rung"`
			Becomes string   `yaml:"becomes"`
			Classes []string `yaml:"classes"`
		} `yaml:"ladder"`
		SergeantCap int `yaml:"sergeant_cap"`
	}
	if err := decode(b, &f); err != nil {
		return err
	}
	a := &t.Advancement
	for i, r := range f.Actions {
		if r.Rule == "" || r.Key == "" || r.Points == 0 {
			return fmt.Errorf("actions row %d (%s): rule, key and points are needed", i+1, r.Key)
		}
		a.Actions = append(a.Actions, havoc.AdvanceAction{Rule: r.Rule, Key: r.Key, Text: r.Text, Points: r.Points})
	}
	a.AttackPerDefence, a.SergeantCap = f.AttackPerDefence, f.SergeantCap
	for _, r := range f.Ladder {
		a.Ladder = append(a.Ladder, havoc.Rung{Rule: r.Rule, Name: r.Rung, Becomes: r.Becomes, Classes: r.Classes})
	}
	return nil
}
