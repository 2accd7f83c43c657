package referee

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"herald/internal/game"
	"herald/internal/rulesets/tenths"
	"herald/internal/rulesets/tenths/orders"
	"herald/internal/sequence"
)

// Decisions (docs/tenths.md, "The clock as steps of the engine"): in a
// game begun with decisions (herald new --decisions), when an attack is
// launched at a man his side is asked how he meets it before the clock
// moves on: a parry with a weapon that covers the attacker's hex, an
// active dodge, or a passive dodge. The answer stands for that attack;
// should it be impossible when the blow lands (the parrying weapon no
// longer covers the attacker), herald chooses, as it does in a game
// without decisions.

// TypeDefended is the event of a defender's answer.
const TypeDefended = "defended"

// Asks implements game.Asker: the tenths rules can ask the defender.
func (*Tenths) Asks() bool { return true }

// herald is the answer that leaves the defence to herald.
const herald = "herald"

// asked is the first attack (by attacker's name) whose defender has not
// yet said how he meets it, if the game asks.
func (s *State) asked() (*Man, *Man) {
	if !s.Asks || s.Over {
		return nil, nil
	}
	for i := range s.Men {
		m := &s.Men[i]
		if m.Out || m.Doing == nil || m.Doing.Action.Verb != orders.Attack || m.Doing.Asked {
			continue
		}
		if t, ok := s.Man(m.Doing.Action.Target); ok && !t.Out {
			return m, t
		}
	}
	return nil, nil
}

// defences are the answers t may give to m's attack now.
func (s *State) defences(m, t *Man) []string {
	var out []string
	if !t.Down {
		for _, w := range s.parriers(t, m) {
			out = append(out, "parry with "+w.Name)
		}
		out = append(out, string(tenths.ActiveDodge))
	}
	return append(out, string(tenths.PassiveDodge), herald)
}

// question is the decision the game waits for.
func (s *State) question(m, t *Man) *game.Question {
	e, _ := s.Clock.Entry(m.Name)
	end := ""
	if e.Current != nil {
		end = " at tenth " + TimeOf(e.Current.End)
	}
	return &game.Question{Side: t.Side, Turn: m.Side, Kind: "defence", Rule: tenths.TagAttack, Choices: s.defences(m, t),
		Help:   fmt.Sprintf("how %s meets %s's %s, which lands%s: one of the choices (herald: herald chooses when it lands)", t.Name, m.Name, e.Current.Shown, end),
		Answer: herald}
}

type defendedData struct {
	At       tenths.Tenth `json:"at"`
	Attacker string       `json:"attacker"`
	Defender string       `json:"defender"`
	Answer   string       `json:"answer"`
}

// checkDefence reads side's answer to the question.
func (s *State) checkDefence(sub game.Submission) (game.Checked, error) {
	c := game.Checked{Submission: sub}
	m, t := s.asked()
	if m == nil {
		return c, &game.OrderError{Err: errf(tenths.TagAttack, "there is nothing to decide")}
	}
	if sub.Side != t.Side {
		return c, &game.OrderError{Err: errf(tenths.TagAttack, "%s decides how %s meets the attack, not %s", t.Side, t.Name, sub.Side)}
	}
	ans := strings.ToLower(strings.Join(strings.Fields(stripComments(sub.Orders)), " "))
	if ans == "" {
		ans = herald
	}
	choices := s.defences(m, t)
	if !slices.Contains(choices, ans) {
		return c, &game.OrderError{Order: ans, Err: errf(tenths.TagAttack, "%s can meet %s's attack by %s", t.Name, m.Name, strings.Join(choices, ", "))}
	}
	c.Canonical = ans
	c.Preview = []string{fmt.Sprintf("%s meets %s's attack: %s", t.Name, m.Name, ans)}
	return c, nil
}

func stripComments(text string) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if i := strings.IndexByte(l, '#'); i >= 0 {
			l = l[:i]
		}
		out = append(out, l)
	}
	return strings.Join(out, " ")
}

func (s *State) defended(side, answer string) (*State, game.Event) {
	n := s.clone()
	m, t := n.asked()
	dg := *m.Doing
	dg.Asked, dg.Defence = true, answer
	if answer == herald {
		dg.Defence = ""
	}
	m.Doing = &dg
	data := defendedData{At: s.Clock.Now, Attacker: m.Name, Defender: t.Name, Answer: answer}
	return n, game.Event{Type: TypeDefended, Side: side, Data: game.MustJSON(data),
		Report: []string{fmt.Sprintf("%s will meet %s's attack: %s", t.Name, m.Name, answer)}}
}

// foldDefended replays a defender's answer.
func (s *State) foldDefended(e game.Event) (game.Position, []string, error) {
	var d defendedData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: err.Error()}
	}
	if _, err := s.checkDefence(game.Submission{Side: e.Side, For: game.Decision, Orders: d.Answer}); err != nil {
		return nil, nil, &game.ReplayError{Type: e.Type, Msg: "the answer is refused: " + err.Error()}
	}
	n, ev := s.defended(e.Side, d.Answer)
	if err := sequence.Same(e, []game.Event{ev}); err != nil {
		return nil, nil, err
	}
	return n, ev.Report, nil
}

// preferred is the defence a defender chose for an attack, "" for
// herald's choice, and the parrying weapon it names.
func preferred(dg Doing) (tenths.Defence, string) {
	switch a := dg.Defence; {
	case strings.HasPrefix(a, "parry with "):
		return tenths.Parry, strings.TrimPrefix(a, "parry with ")
	case a != "":
		return tenths.Defence(a), ""
	}
	return "", ""
}
