package tenths

import "fmt"

// BashEffect is what a Bash Score does.
type BashEffect string

// Bash table effects (text, knock back; knock backs under mounted combat).
const (
	BashNone        BashEffect = "none"
	AttackerBack    BashEffect = "attacker-back"
	DefenderBack    BashEffect = "defender-back"
	KnockedDown     BashEffect = "knocked-down"
	HorseBack       BashEffect = "horse-back"
	RiderKnockedOff BashEffect = "rider-knocked-off"
)

// BashRow is one row of a bash table.
type BashRow struct {
	Score   Band       `yaml:"score" json:"score"`
	Printed string     `yaml:"printed" json:"printed"`
	Effect  BashEffect `yaml:"effect" json:"effect"`
	Hexes   int        `yaml:"hexes,omitempty" json:"hexes,omitempty"`
}

// BashRules are the text's two bash tables (bash.yaml).
type BashRules struct {
	Foot struct {
		Rule   string    `yaml:"rule"`
		Rows   []BashRow `yaml:"rows"`
		Shield int       `yaml:"shield"`
	} `yaml:"foot"`
	Rider struct {
		Rule         string    `yaml:"rule"`
		Rows         []BashRow `yaml:"rows"`
		UpToSkillSum BashRow   `yaml:"up_to_skill_sum"`
		OverSkillSum BashRow   `yaml:"over_skill_sum"`
	} `yaml:"rider"`
}

// Bash is a Bash Score and what it does.
type Bash struct {
	Score   int        `json:"score"`
	Effect  BashEffect `json:"effect"`
	Hexes   int        `json:"hexes,omitempty"`
	Printed string     `json:"printed"`
	Rule    string     `json:"rule"`
	Notes   []string   `json:"notes,omitempty"`
}

// ParriedBash is the Bash Score of a parried attack (text, knock back): the
// parrying weapon's blow strength taken from the attacker's, plus the
// attack excess (negative), less ten for a shield.
func (b *BashRules) ParriedBash(attackBlow, parryBlow, excess int, shield bool) (int, []string) {
	s := attackBlow - parryBlow + excess
	notes := []string{fmt.Sprintf("blow strength %d - parrying blow strength %d + excess %d = %d", attackBlow, parryBlow, excess, s)}
	if shield {
		s += b.Foot.Shield
		notes = append(notes, fmt.Sprintf("parried by a shield: %+d = %d", b.Foot.Shield, s))
	}
	return s, notes
}

// HitBash is the Bash Score of a hit: blow strength - armour protection on
// the area hit - the defender's Strength + attack excess.
func HitBash(attackBlow, armour, strength, excess int) (int, string) {
	s := attackBlow - armour - strength + excess
	return s, fmt.Sprintf("blow strength %d - armour %d - strength %d + excess %d = %d", attackBlow, armour, strength, excess, s)
}

// OnFoot reads the bash table for a man on foot. On a hit the attacker is
// never forced back.
func (b *BashRules) OnFoot(score int, hit bool) Bash {
	out := Bash{Score: score, Rule: b.Foot.Rule}
	for _, r := range b.Foot.Rows {
		if r.Score.HasInt(score) {
			out.Effect, out.Hexes, out.Printed = r.Effect, r.Hexes, r.Printed
			break
		}
	}
	if hit && out.Effect == AttackerBack {
		out.Effect, out.Hexes = BashNone, 0
		out.Notes = append(out.Notes, "an attack that hits never forces the attacker back")
	}
	return out
}

// OnRider reads the table for hits to a rider: up to the Skill Sum (skill
// of rider + skill of horse) the horse moves back, above it the rider is
// knocked off; an attacker who is himself a horseman ignores "attacker
// must move back".
func (b *BashRules) OnRider(score int, skillSum Decimal, attackerMounted bool) Bash {
	out := Bash{Score: score, Rule: b.Rider.Rule}
	found := false
	for _, r := range b.Rider.Rows {
		if r.Score.HasInt(score) {
			out.Effect, out.Hexes, out.Printed = r.Effect, r.Hexes, r.Printed
			found = true
			break
		}
	}
	if !found {
		r := b.Rider.OverSkillSum
		if Whole(score) <= skillSum {
			r = b.Rider.UpToSkillSum
		}
		out.Effect, out.Hexes, out.Printed = r.Effect, r.Hexes, r.Printed
		out.Notes = append(out.Notes, fmt.Sprintf("Skill Sum %s", skillSum))
	}
	if attackerMounted && out.Effect == AttackerBack {
		out.Effect, out.Hexes = BashNone, 0
		out.Notes = append(out.Notes, "the attacker is a horseman: his move back is ignored")
	}
	return out
}

func (b *BashRules) validate() error {
	f := b.Foot
	if f.Rule != TagKnockBack || b.Rider.Rule != TagHorseKnockBacks {
		return fmt.Errorf("the tables are tagged %s and %s", TagKnockBack, TagHorseKnockBacks)
	}
	if err := checkBashRows("foot", f.Rows, true); err != nil {
		return err
	}
	if f.Shield != -10 {
		return fmt.Errorf("foot: the text takes ten off for a shield, not %d", f.Shield)
	}
	if err := checkBashRows("rider", b.Rider.Rows, false); err != nil {
		return err
	}
	if last := b.Rider.Rows[len(b.Rider.Rows)-1]; last.Score.NoHi || last.Score.Hi != 0 {
		return fmt.Errorf("rider: the fixed rows end at 0; the Skill Sum rows follow")
	}
	if b.Rider.UpToSkillSum.Effect != HorseBack || b.Rider.OverSkillSum.Effect != RiderKnockedOff {
		return fmt.Errorf("rider: up to the Skill Sum the horse moves back, over it the rider is knocked off")
	}
	return nil
}

func checkBashRows(what string, rows []BashRow, openTop bool) error {
	bands := make([]Band, len(rows))
	for i, r := range rows {
		bands[i] = r.Score
		switch r.Effect {
		case BashNone, KnockedDown:
			if r.Hexes != 0 {
				return fmt.Errorf("%s %s: %s moves no hexes", what, r.Score, r.Effect)
			}
		case AttackerBack, DefenderBack:
			if r.Hexes < 1 || r.Hexes > 5 {
				return fmt.Errorf("%s %s: %s needs 1 to 5 hexes", what, r.Score, r.Effect)
			}
		default:
			return fmt.Errorf("%s %s: effect %q", what, r.Score, r.Effect)
		}
	}
	if err := checkBands(what, bands, 10, openTop); err != nil {
		return err
	}
	if !bands[0].NoLo {
		return fmt.Errorf("%s: the first band must be open below", what)
	}
	return nil
}
