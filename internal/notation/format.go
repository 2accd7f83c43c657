package notation

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// Format prints a turn in canonical form: a header line whenever the phase
// changes, then one order per line. Parse(Format(t)) gives t back for any
// turn Parse returned.
func Format(t Turn) string {
	var b strings.Builder
	cur := PhaseNone
	for _, o := range t.Orders {
		ph := o.Phase
		if ph == PhaseNone {
			ph = o.Kind.DefaultPhase()
		}
		if ph != cur {
			b.WriteString(ph.String())
			b.WriteString(":\n")
			cur = ph
		}
		b.WriteString(formatOrder(o))
		b.WriteByte('\n')
	}
	return b.String()
}

// String is the order's canonical line, without its phase.
func (o Order) String() string { return formatOrder(o) }

// MarshalText renders the order as one line prefixed by its phase
// ("combat: Ben, Crispin attack Sir Roland"). It fails for an order that
// would not read back the same.
func (o Order) MarshalText() ([]byte, error) {
	ph := o.Phase
	if ph == PhaseNone {
		ph = o.Kind.DefaultPhase()
	}
	s := ph.String() + ": " + formatOrder(o)
	back, err := Parse(s)
	if err != nil {
		return nil, fmt.Errorf("notation: order does not read back: %w", err)
	}
	want := o
	want.Phase = ph
	if len(back.Orders) != 1 || !reflect.DeepEqual(back.Orders[0], want) {
		return nil, errors.New("notation: order does not read back the same: " + s)
	}
	return []byte(s), nil
}

// UnmarshalText reads exactly one order, with or without a phase prefix.
func (o *Order) UnmarshalText(b []byte) error {
	t, err := Parse(string(b))
	if err != nil {
		return err
	}
	if len(t.Orders) != 1 {
		return fmt.Errorf("notation: want one order, found %d", len(t.Orders))
	}
	*o = t.Orders[0]
	return nil
}

func formatOrder(o Order) string {
	var b strings.Builder
	b.WriteString(formatNames(o.Who))
	if o.Kind == KindPlace {
		return b.String() + " at " + o.At.String()
	}
	if len(o.At) > 0 {
		b.WriteString(" " + o.At.String())
	}
	b.WriteString(" " + o.Kind.String())
	switch o.Kind {
	case KindMove, KindAdvance, KindRetreat:
		b.WriteString(" " + formatPath(o.Path))
		if o.Off {
			b.WriteString(" off the map")
		}
		if o.Keep {
			b.WriteString(" keep melee")
		}
	case KindCharge:
		b.WriteString(" " + formatNames(o.Targets) + " via " + formatPath(o.Path))
	case KindFire:
		b.WriteString(" at " + formatNames(o.Targets))
		if o.Where != "" {
			b.WriteString(" in " + o.Where)
		}
	case KindAttack:
		b.WriteString(" " + formatNames(o.Targets))
		if o.NoMelee {
			b.WriteString(" without melee")
		}
	case KindPin:
		b.WriteString(" " + formatNames(o.Targets))
		if o.Where != "" {
			b.WriteString(" in " + o.Where)
		}
	case KindOpen, KindShut, KindBolt, KindUnbolt, KindReinforce, KindBatter:
		b.WriteString(" " + o.Object + " " + o.Where)
	case KindMount, KindLead:
		if o.Object != "" {
			b.WriteString(" " + formatObject(o.Object))
		}
		if len(o.ObjectAt) > 0 {
			b.WriteString(" " + o.ObjectAt.String())
		}
	case KindDismount:
		if o.Where != "" {
			b.WriteString(" to " + o.Where)
		}
	case KindPickUp:
		b.WriteString(" " + formatObject(o.Object))
		if o.Where != "" {
			b.WriteString(" in " + o.Where)
		}
	case KindDrop, KindRelease:
		if o.Object != "" {
			b.WriteString(" " + formatObject(o.Object))
		}
	case KindHelp, KindGuard, KindCarry, KindGrapple:
		b.WriteString(" " + formatNames(o.Targets))
	case KindCover:
		b.WriteString(" from " + o.Where)
	case KindTask:
		b.WriteString(" " + quote(o.Text))
	}
	return b.String()
}

func formatPath(path []Step) string {
	parts := make([]string, len(path))
	for i, s := range path {
		var b strings.Builder
		if s.Mode != Plain {
			b.WriteString(s.Mode.String() + " ")
		}
		b.WriteString(s.To.String())
		for _, l := range s.Leads {
			b.WriteString(" + " + formatLead(l))
		}
		if len(s.Train) > 0 {
			b.WriteString(" (")
			for j, l := range s.Train {
				if j > 0 {
					b.WriteByte(' ')
				}
				b.WriteString("+ " + formatLead(l))
			}
			b.WriteString(")")
		}
		if s.MP != 0 {
			b.WriteString(" (" + strconv.Itoa(s.MP) + ")")
		}
		parts[i] = b.String()
	}
	return strings.Join(parts, ", ")
}

func formatLead(l Lead) string {
	if l.Stays {
		return formatName(l.Name) + " stay"
	}
	return formatName(l.Name) + " " + l.At.String()
}

func formatNames(ns []string) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = formatName(n)
	}
	return strings.Join(parts, ", ")
}

// formatName prints a name bare when it reads back as the same words, and
// quoted otherwise ("Richard Coeur-de-Lion", a name with a keyword in it).
func formatName(n string) string {
	if bareName(n) {
		return n
	}
	return quote(n)
}

// formatObject also quotes names that begin with "the", which Parse skips
// before an item or animal.
func formatObject(n string) string {
	if strings.HasPrefix(n, "the ") {
		return quote(n)
	}
	return formatName(n)
}

func bareName(n string) bool {
	words := strings.Split(n, " ")
	for _, w := range words {
		if w == "" || reserved(w) {
			return false
		}
		toks, err := lexLine(w, 1)
		if err != nil || len(toks) != 2 || toks[0].kind != tWord || toks[0].text != w {
			return false
		}
	}
	return true
}

func quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(s) + `"`
}
