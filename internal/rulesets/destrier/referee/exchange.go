package referee

import (
	"fmt"
	"slices"
	"strings"

	"herald/internal/dice"
	"herald/internal/game"
	"herald/internal/rulesets/destrier"
	"herald/internal/rulesets/destrier/orders"
	"herald/internal/table"
)

// Exchange is a sealed step's cards once revealed, while the step waits
// for the guesses at its dodges.
type Exchange struct {
	Step    destrier.Step   `json:"step"`
	Plays   []destrier.Play `json:"plays"`
	Asks    []Ask           `json:"asks,omitempty"`
	Guesses []Guess         `json:"guesses,omitempty"`
	// Moved counts the sides whose TAC moves are made; Keeps are the
	// KEEP DISTANCE decisions asked on the way.
	Moved int    `json:"moved,omitempty"`
	Keeps []Keep `json:"keeps,omitempty"`
	// Defends are the defences written against counterblows.
	Defends []Defend `json:"defends,omitempty"`
}

// Ask is a guess wanted: of By (of Side) at the dodger in contact.
type Ask struct {
	Side   string `json:"side"`
	By     string `json:"by"`
	Dodger string `json:"dodger"`
}

// Guess is one opponent's guess at a dodge.
type Guess struct {
	By     string            `json:"by"`
	Dodger string            `json:"dodger"`
	Way    destrier.DodgeWay `json:"way"`
}

func (x Exchange) clone() Exchange {
	x.Plays = slices.Clone(x.Plays)
	x.Asks = slices.Clone(x.Asks)
	x.Guesses = slices.Clone(x.Guesses)
	x.Keeps = slices.Clone(x.Keeps)
	x.Defends = slices.Clone(x.Defends)
	return x
}

// revealedBy reports whether the engine's reveal rv opened this step's
// sealed cards: every play it holds is the exchange's (read, not
// compared as text: the reveal keeps what the side wrote).
func (s *State) revealedBy(rv game.Revealed) bool {
	x := s.Exchange
	if x == nil {
		return false
	}
	n := 0
	for _, o := range rv.Orders {
		os, err := orders.Parse(o.Orders)
		if err != nil {
			return false
		}
		for _, od := range os {
			if od.Kind == orders.DefendOrder {
				continue
			}
			p, err := s.rs.R.Normalize(od.Play)
			q, ok := x.play(od.Figure)
			if od.Kind != orders.PlayOrder || err != nil || !ok || p.TAC != q.TAC || p.Target != q.Target || !slices.Equal(p.Cards, q.Cards) {
				return false
			}
			n++
		}
	}
	return n > 0
}

func (x *Exchange) askIndex(g Guess) int {
	return slices.IndexFunc(x.Asks, func(a Ask) bool { return a.By == g.By && a.Dodger == g.Dodger })
}

// play is the play of the figure named n in the exchange.
func (x *Exchange) play(n string) (destrier.Play, bool) {
	for _, p := range x.Plays {
		if p.Figure == n {
			return p, true
		}
	}
	return destrier.Play{}, false
}

// dodge is the dodge card of a play, if it has one.
func dodge(p destrier.Play) (destrier.CardName, destrier.DodgeWay, bool) {
	for _, c := range p.Cards {
		if w, ok := destrier.Way(c); ok {
			return c, w, true
		}
	}
	return "", "", false
}

// unanswered is the side the next guesses are wanted of, "" when all
// are in.
func (x *Exchange) unanswered() string {
	for _, a := range x.Asks {
		if x.guess(a.By, a.Dodger) == nil {
			return a.Side
		}
	}
	return ""
}

func (x *Exchange) guess(by, dodger string) *Guess {
	for i := range x.Guesses {
		if g := &x.Guesses[i]; g.By == by && g.Dodger == dodger {
			return g
		}
	}
	return nil
}

// asks are the guesses the revealed dodges want: of every opponent in
// contact with a dodger, by the sides in the turn's initiative order.
func (s *State) asks(x *Exchange) []Ask {
	var out []Ask
	for _, side := range s.Order {
		for _, f := range s.live(side) {
			for _, p := range x.Plays {
				d := s.fig(p.Figure)
				if _, _, ok := dodge(p); !ok || d.Side == side || !d.Live() {
					continue
				}
				if destrier.InContact(s, f.Name, d.Name) {
					out = append(out, Ask{Side: side, By: f.Name, Dodger: d.Name})
				}
			}
		}
	}
	return out
}

// reveal pays for the revealed cards: each figure its bill (FEROCITY
// rolls to go berserk). The TAC moves follow (tacMoves).
func (s *State) reveal(x *Exchange, d dice.Source, told *[]string) {
	r := s.rs.R
	for _, p := range x.Plays {
		f := s.fig(p.Figure)
		bill := r.Cost(f.Fighter(), p, x.Step)
		*told = append(*told, fmt.Sprintf("%s plays %s (%d blows, %d left)", p.Figure, cardsText(p), bill.Total, max(f.Status.BlowsLeft-bill.Total, 0)))
		f.Status = r.Spend(f.Fighter(), p, x.Step)
		if p.Has(destrier.Ferocity) && !f.Status.Berserk {
			k, st := r.GoBerserk(f.Fighter(), d)
			f.Status = st
			*told = append(*told, tellCheck(k, "he is berserk", "he keeps his head"))
		}
	}
}

// tacMove moves a figure by its TAC card (THE TAC SEQUENCE): CLOSE,
// FLECHE and CHARGE toward the target until the stands touch, RETREAT and
// RUN AWAY away from the nearest enemy; the others stand.
func (s *State) tacMove(f *Fig, p destrier.Play, step destrier.Step, told *[]string) {
	r := s.rs.R
	move, err := r.TACMove(f.Fighter(), p.TAC, step, p.Retreats)
	if err != nil || move <= 0 {
		return
	}
	if f.Fighter().Mounted() {
		*told = append(*told, fmt.Sprintf("%s rides: his horse's cards move him", f.Name))
		return
	}
	switch p.TAC {
	case destrier.Close, destrier.Fleche, destrier.Charge:
		t := s.target(f, p)
		if t == nil {
			return
		}
		deg, _ := destrier.Realign(p.TAC)
		went := s.moveToward(f, t, move, max(deg, 45))
		msg := fmt.Sprintf("%s moves %v toward %s", f.Name, went, t.Name)
		if destrier.InContact(s, f.Name, t.Name) {
			msg += ": in contact"
		}
		*told = append(*told, msg)
	default:
		near, ok := destrier.Nearest(s, f.Name, s.enemies(f))
		if !ok {
			return
		}
		went := s.moveAway(f, s.fig(near), move)
		*told = append(*told, fmt.Sprintf("%s falls back %v from %s", f.Name, went, near))
	}
}

// target is the enemy a play goes at: the one it names, else the nearest
// to the front or side (CLOSE), else none.
func (s *State) target(f *Fig, p destrier.Play) *Fig {
	if p.Target != "" {
		if t := s.fig(p.Target); t != nil && t.Live() {
			return t
		}
		return nil
	}
	if n, ok := destrier.CloseTarget(s, f.Name, s.enemies(f)); ok {
		return s.fig(n)
	}
	return nil
}

// striking are the cards of a play that strike a blow at an enemy, and
// whether a GREAT BLOW goes with FEROCITY (the pair is one blow).
func (s *State) striking(p destrier.Play) (cards []destrier.CardName, ferocity bool) {
	ferocity = p.Has(destrier.GreatBlow) && p.Has(destrier.Ferocity)
	for _, n := range p.Cards {
		c, err := s.rs.R.Cards.Card(string(n))
		if err != nil || (c.Kind != destrier.KindAttack && c.Kind != destrier.KindMissile) || ferocity && n == destrier.Ferocity {
			continue
		}
		cards = append(cards, n)
	}
	return cards, ferocity
}

// victim is the enemy f's blow lands on: the target it named if within
// its reach, else the nearest enemy in reach in front of it.
func (s *State) victim(f *Fig, p destrier.Play, missile bool) *Fig {
	reach := s.rs.R.Reach(f.Fighter())
	ok := func(t *Fig) bool { return t != nil && t.Live() && (missile || s.Gap(f.Name, t.Name).AtMost(reach)) }
	if p.Target != "" {
		if t := s.fig(p.Target); ok(t) {
			return t
		}
		return nil
	}
	var inReach []string
	for _, e := range s.enemies(f) {
		if ok(s.fig(e)) {
			inReach = append(inReach, e)
		}
	}
	if n, found := destrier.Nearest(s, f.Name, inReach, destrier.ShieldSide, destrier.SwordSide, destrier.Head, destrier.Front); found {
		return s.fig(n)
	}
	return nil
}

// BlowLog is one blow as the log keeps it.
type BlowLog struct {
	By      string            `json:"by"`
	At      string            `json:"at"`
	Card    destrier.CardName `json:"card"`
	Chance  int               `json:"chance"`
	Roll    int               `json:"roll"`
	Hit     bool              `json:"hit"`
	Damage  int               `json:"damage,omitempty"`
	Bash    string            `json:"bash,omitempty"`
	Refused string            `json:"refused,omitempty"`
}

// blows strikes every blow of the exchange. Blows fall together (THE
// MELEE SEQUENCE): each is weighed on the figures as the cards left them,
// whatever the others did; the wounds add up on the defender.
func (s *State) blows(x *Exchange, d dice.Source, told *[]string) []BlowLog {
	r := s.rs.R
	snap := map[string]destrier.Fighter{}
	for _, f := range s.Figs {
		snap[f.Name] = destrier.Fighter{Figure: &f.Figure, Status: f.Status}
	}
	var out []BlowLog
	for _, p := range x.Plays {
		f := s.fig(p.Figure)
		if snap[f.Name].Out() {
			continue
		}
		cards, ferocity := s.striking(p)
		for _, card := range cards {
			t := s.victim(f, p, card == destrier.FireThrow)
			if t == nil {
				*told = append(*told, fmt.Sprintf("%s's %s finds no enemy in reach", f.Name, card))
				continue
			}
			tp, _ := x.play(t.Name)
			b := destrier.Blow{
				Attacker: snap[f.Name], Defender: t.Fighter(), Card: card, WithFerocity: ferocity && card == destrier.GreatBlow,
				Defences: tp.Cards, Through: s.Facing(f.Name, t.Name), Lands: s.Facing(t.Name, f.Name),
			}
			if card == destrier.FireThrow {
				b.Range = s.Gap(f.Name, t.Name)
			}
			if len(s.Order) > 0 && f.Side == s.Order[0] {
				b.Maneuver, b.Initiative = r.Maneuvers.Lookup(p.TAC, tp.TAC), true
			} else {
				b.Maneuver = r.Maneuvers.Lookup(tp.TAC, p.TAC)
			}
			if g := x.guess(f.Name, t.Name); g != nil {
				_, way, _ := dodge(tp)
				b.Guessed = g.Way == way
			}
			if m := f.Status; f.Mount != "" && !m.Unhorsed {
				if st := s.fig(f.Mount); st != nil {
					b.MountSpeed = st.Status.Speed
				}
			}
			st, err := r.Strike(b, d)
			if err != nil {
				*told = append(*told, fmt.Sprintf("%s's %s at %s: no blow (%v)", f.Name, card, t.Name, err))
				out = append(out, BlowLog{By: f.Name, At: t.Name, Card: card, Refused: err.Error()})
				continue
			}
			t.Status = st.Defender
			out = append(out, logBlow(f.Name, t.Name, card, st))
			*told = append(*told, tellBlow(f.Name, t, card, st)...)
			if st.Counter > 0 && t.Live() {
				out = append(out, s.counterblow(x, t, f, st.Counter, d, told)...)
			}
			if !st.Hit.Success && t.Live() && f.Live() && r.ShieldBashAfter(st.Odds, t.Fighter()) {
				s.shieldBash(t, f, d, told)
			}
		}
	}
	return out
}

func logBlow(by, at string, card destrier.CardName, st destrier.Strike) BlowLog {
	l := BlowLog{By: by, At: at, Card: card, Chance: st.Odds.Hit, Roll: st.Hit.Roll, Hit: st.Hit.Success, Damage: st.Damage}
	if st.Bash != nil && st.Bash.Success {
		l.Bash = string(st.Result)
	}
	return l
}

// tellBlow is a blow in words: the odds with every modifier, the roll,
// what it did.
func tellBlow(by string, t *Fig, card destrier.CardName, st destrier.Strike) []string {
	mods := make([]string, len(st.Odds.HitMods))
	for i, m := range st.Odds.HitMods {
		mods[i] = fmt.Sprintf("%s %+d", m.Why, m.Value)
	}
	out := []string{fmt.Sprintf("%s strikes at %s with %s: %d%% (%s), rolled %d", by, t.Name, card, st.Odds.Hit, strings.Join(mods, "; "), st.Hit.Roll)}
	switch {
	case !st.Hit.Success:
		out = append(out, "  a miss")
	case st.Parry != nil && st.Parry.Disarmed.Success:
		out = append(out, fmt.Sprintf("  %s is disarmed by the parry", t.Name))
	default:
		hit := "a hit"
		if st.Critical {
			hit = "a critical hit"
		}
		out = append(out, fmt.Sprintf("  %s: %d damage (%s); %s has %d body and %d fatigue points left", hit, st.Damage, st.Dice, t.Name, max(t.Fighter().BodyLeft(), 0), t.Fighter().FatigueLeft()))
		if st.Bash != nil && st.Bash.Success {
			out = append(out, fmt.Sprintf("  a weapon bash: %s", st.Result))
		}
		if !t.Live() {
			out = append(out, fmt.Sprintf("  %s falls", t.Name))
		}
	}
	return out
}

// afterBlows: the dodges move 1/2" and those who follow them, MOVE 1"
// cards step toward the enemy or get a fallen figure up.
func (s *State) afterBlows(x *Exchange, d dice.Source, told *[]string) {
	r := s.rs.R
	for _, p := range x.Plays {
		f := s.fig(p.Figure)
		card, way, ok := dodge(p)
		if !ok || !f.Live() {
			continue
		}
		var guesses []destrier.Guess
		for _, g := range x.Guesses {
			if g.Dodger != f.Name {
				continue
			}
			gp, _ := x.play(g.By)
			cards, _ := s.striking(gp)
			defends := slices.ContainsFunc(gp.Cards, func(c destrier.CardName) bool {
				k, err := r.Cards.Card(string(c))
				return err == nil && k.Defensive()
			})
			guesses = append(guesses, destrier.Guess{By: g.By, Way: g.Way, Attacks: len(cards) > 0, Defends: defends})
		}
		outs, err := r.Dodge(f.Fighter(), card, guesses)
		if err != nil {
			continue
		}
		v := s.dodgeVec(f, way)
		if !s.shift(f, v) {
			*told = append(*told, fmt.Sprintf("%s's dodge %s finds no room", f.Name, way))
			continue
		}
		*told = append(*told, fmt.Sprintf("%s dodges %s %v", f.Name, way, r.DodgeMove()))
		for _, o := range outs {
			g := s.fig(o.By)
			word := "guessed wrong"
			if o.Guessed {
				word = "guessed right"
			}
			if o.Follows && s.shift(g, v) {
				*told = append(*told, fmt.Sprintf("  %s %s and follows", g.Name, word))
			} else {
				*told = append(*told, fmt.Sprintf("  %s %s and stays", g.Name, word))
			}
			// A wrong guess by an attacker who kept contact gives the
			// dodger his chance of a free counterblow.
			if o.Counter > 0 && f.Live() && g.Live() && destrier.InContact(s, f.Name, g.Name) {
				s.counterblow(x, f, g, o.Counter, d, told)
			}
		}
	}
	for _, p := range x.Plays {
		f := s.fig(p.Figure)
		if p.Has(destrier.HorseMove) && f.Live() {
			s.horseMove(f, p, told)
		}
		if !p.Has(destrier.MoveInch) || !f.Live() {
			continue
		}
		if f.Status.Posture != destrier.Standing {
			roll, st := r.StandUp(f.Fighter(), d)
			f.Status = st
			if st.Posture == destrier.Standing {
				*told = append(*told, fmt.Sprintf("%s gets to his feet", f.Name))
			} else {
				*told = append(*told, fmt.Sprintf("%s fails to get up (rolled %d)", f.Name, roll))
			}
			continue
		}
		if t := s.target(f, p); t != nil && !destrier.InContact(s, f.Name, t.Name) {
			went := s.moveToward(f, t, 1, 45)
			*told = append(*told, fmt.Sprintf("%s moves %v toward %s", f.Name, went, t.Name))
		}
	}
}

// next is the step after an exchange: the end of the game when one side
// is left standing, another card round while any figure has blows, else
// a new turn (or the end, past the scenario's last turn).
func (s *State) next(told *[]string) {
	s.Exchange = nil
	var standing []string
	for _, side := range s.SideNames {
		if len(s.live(side)) > 0 {
			standing = append(standing, side)
		}
	}
	if len(standing) <= 1 {
		s.Over, s.Stage = true, stageOver
		if len(standing) == 1 {
			s.Winner = standing[0]
			*told = append(*told, fmt.Sprintf("%s holds the field: the game is over.", s.Winner))
		} else {
			*told = append(*told, "No one is left standing: the game is over.")
		}
		return
	}
	for _, f := range s.Figs {
		if f.Live() && f.Status.BlowsLeft > 0 {
			s.Stage = stageRound
			s.Round++
			return
		}
	}
	*told = append(*told, fmt.Sprintf("Every blow of turn %d is spent.", s.Turn))
	if s.Turns > 0 && s.Turn >= s.Turns {
		s.Over, s.Stage = true, stageOver
		best, tie := 0, false
		for _, side := range s.SideNames {
			switch n := len(s.live(side)); {
			case n > best:
				best, tie, s.Winner = n, false, side
			case n == best:
				tie = true
			}
		}
		if tie {
			s.Winner = ""
			*told = append(*told, "The last turn is played: a draw.")
		} else {
			*told = append(*told, fmt.Sprintf("The last turn is played: %s has more figures standing and wins.", s.Winner))
		}
		return
	}
	s.Turn++
	s.Stage, s.Round = stageInitiative, 0
}

// horseMove moves a steed by its MOVE card: at the enemy it names (or
// the nearest ahead of it) until the stands touch, or straight ahead when
// it is in contact with it already or has none.
func (s *State) horseMove(f *Fig, p destrier.Play, told *[]string) {
	move := s.rs.R.MoveCard(f.Fighter())
	if t := s.target(f, p); t != nil && !destrier.InContact(s, f.Name, t.Name) {
		went := s.moveToward(f, t, move, 45)
		*told = append(*told, fmt.Sprintf("%s moves %v toward %s", f.Name, went, t.Name))
		return
	}
	for d := move; d > 0.05; d /= 2 {
		if s.shift(f, table.Heading(f.Stand.Facing).Scale(float64(length(d)))) {
			*told = append(*told, fmt.Sprintf("%s moves %v ahead", f.Name, d))
			return
		}
	}
}

// unhorse throws the riders of fallen steeds.
func (s *State) unhorse(told *[]string) {
	for _, f := range s.Figs {
		if st := s.fig(f.Mount); st != nil && f.Fighter().Mounted() && !st.Live() && f.Live() {
			f.Status.Unhorsed = true
			*told = append(*told, fmt.Sprintf("%s is unhorsed as %s falls", f.Name, st.Name))
		}
	}
}

// counterblow is the parrying figure's free blow after a parried miss
// (THE MELEE CARDS: WEAPON PARRY): 1-50% that it comes, then a DELIVER
// BLOW for no blows through a frontal side. The parried figure meets it
// with herald's pick of the defences open to him (counterDefence; he is
// not asked yet), docs/rulings.md.
func (s *State) counterblow(x *Exchange, by, at *Fig, chance int, d dice.Source, told *[]string) []BlowLog {
	r := s.rs.R
	k := r.Counterblow(chance, by.Name, d)
	*told = append(*told, "  "+tellCheck(k, "a counterblow", "no counterblow"))
	if !k.Success {
		return nil
	}
	b := destrier.Blow{Attacker: by.Fighter(), Defender: at.Fighter(), Card: destrier.DeliverBlow, Counter: true,
		Through: s.Facing(by.Name, at.Name), Lands: s.Facing(at.Name, by.Name)}
	if c := s.counterDefence(at, x); c != "" {
		b.Defences = []destrier.CardName{c}
		*told = append(*told, fmt.Sprintf("  %s meets it with %s", at.Name, c))
	}
	st, err := r.Strike(b, d)
	if err != nil {
		*told = append(*told, fmt.Sprintf("  %s cannot strike back (%v)", by.Name, err))
		return []BlowLog{{By: by.Name, At: at.Name, Card: destrier.DeliverBlow, Refused: err.Error()}}
	}
	at.Status = st.Defender
	for _, l := range tellBlow(by.Name, at, destrier.DeliverBlow, st) {
		*told = append(*told, "  "+l)
	}
	return []BlowLog{logBlow(by.Name, at.Name, destrier.DeliverBlow, st)}
}

// counterDefence is the defence herald picks for a figure against a
// counterblow among those open to him (CounterDefences): a shield parry,
// active before passive, else a weapon parry, else the first.
func (s *State) counterDefence(f *Fig, x *Exchange) destrier.CardName {
	open := s.rs.R.CounterDefences(f.Fighter())
	if i := slices.IndexFunc(x.Defends, func(d Defend) bool { return d.Figure == f.Name }); i >= 0 && slices.Contains(open, x.Defends[i].Card) {
		return x.Defends[i].Card
	}
	for _, c := range []destrier.CardName{destrier.ActiveShieldParry, destrier.PassiveShieldParry, destrier.WeaponParry} {
		if slices.Contains(open, c) {
			return c
		}
	}
	if len(open) > 0 {
		return open[0]
	}
	return ""
}
