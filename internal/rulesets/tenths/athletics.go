package tenths

import "fmt"

// AthleticsTable is the text's athletics move table (athletics.yaml): a
// normal move rate cross-referenced with the athletics skill.
type AthleticsTable struct {
	Rule         string         `yaml:"rule"`
	Bands        []Band         `yaml:"bands"`
	PrintedBands []string       `yaml:"printed_bands"`
	Rows         []AthleticsRow `yaml:"rows"`
}

// AthleticsRow is the corrected rates for one normal rate.
type AthleticsRow struct {
	Rate      int   `yaml:"rate"`
	Corrected []int `yaml:"corrected"`
}

// AthleticsMove is the table's answer.
type AthleticsMove struct {
	Rate      int     `json:"rate"`
	Skill     Decimal `json:"skill"`
	Band      string  `json:"band,omitempty"`
	Corrected int     `json:"corrected"`
	Rule      string  `json:"rule"`
	Note      string  `json:"note,omitempty"`
}

// Correct gives the corrected move rate for a normal rate (already
// altered for injury and fatigue) and an athletics skill. A rate above the
// table's last row uses that row and keeps the excess; a rate below its
// first is left as it is (docs/rulings.md).
func (t *AthleticsTable) Correct(rate int, skill Decimal) (AthleticsMove, error) {
	out := AthleticsMove{Rate: rate, Skill: skill, Corrected: rate, Rule: t.Rule}
	if rate < 1 {
		return out, errf(TagAthletics, "a move rate of %d tenths is impossible", rate)
	}
	if skill <= 0 {
		out.Note = "no athletics Training: the rate is unchanged"
		return out, nil
	}
	col := bandOf(t.Bands, skill)
	out.Band = t.PrintedBands[col]
	first, last := t.Rows[0], t.Rows[len(t.Rows)-1]
	switch {
	case rate < first.Rate:
		out.Note = fmt.Sprintf("the table starts at rate %d: the rate is unchanged", first.Rate)
	case rate > last.Rate:
		out.Corrected = last.Corrected[col] + rate - last.Rate
		out.Note = fmt.Sprintf("the table ends at rate %d: that row, plus the %d tenths beyond it", last.Rate, rate-last.Rate)
	default:
		out.Corrected = t.Rows[rate-first.Rate].Corrected[col]
	}
	return out, nil
}

// AthleticsSkill is the athletics skill: as any skill, but Dexterity is
// replaced by (Dexterity + Strength) / 2 and the armour factor is 1.0.
func (r *Rules) AthleticsSkill(p Profile) Decimal {
	t := p.Trained("athletics")
	if t <= 0 {
		return 0
	}
	// training × (dex+str)/2 / sd, in tenths.
	return Decimal(floorDiv(t*(p.Dexterity+p.Strength)*10, 2*r.Base.Formulas.SkillDexterity))
}

func (t *AthleticsTable) validate() error {
	if t.Rule != TagAthletics {
		return fmt.Errorf("rule %q, want %s", t.Rule, TagAthletics)
	}
	if err := checkBands("bands", t.Bands, 1, true); err != nil {
		return err
	}
	if t.Bands[0].NoLo || t.Bands[0].Lo != 1 {
		return fmt.Errorf("bands start at 0.1")
	}
	if len(t.PrintedBands) != len(t.Bands) {
		return fmt.Errorf("printed_bands: %d for %d bands", len(t.PrintedBands), len(t.Bands))
	}
	if len(t.Rows) == 0 {
		return fmt.Errorf("no rows")
	}
	for i, r := range t.Rows {
		if r.Rate != t.Rows[0].Rate+i {
			return fmt.Errorf("row %d: rate %d, want %d (one row per rate)", i+1, r.Rate, t.Rows[0].Rate+i)
		}
		if len(r.Corrected) != len(t.Bands) {
			return fmt.Errorf("rate %d: %d cells for %d bands", r.Rate, len(r.Corrected), len(t.Bands))
		}
		for _, c := range r.Corrected {
			if c < 1 || c > r.Rate {
				return fmt.Errorf("rate %d: corrected rate %d must be 1..%d (athletics never slows)", r.Rate, c, r.Rate)
			}
		}
	}
	return nil
}
