// Package havoc holds the Cry Havoc rules: combat and missile resolution,
// their tables and results. It is pure: no I/O, no clocks, no random state
// of its own. Tables come in as data (see package havocdata); dice come in
// through dice.Source.
package havoc

import "fmt"

// Code is a result from a Combat or Missile Fire Table, without the horse
// mark (§26.1). The zero value is "no effect".
type Code uint8

// Result codes in the order the rule book lists them (§26.1).
const (
	NoEffect         Code = iota // - (the zero value)
	AttackerKilled               // ak
	AttackerWounded              // aw
	AttackerRetreat4             // a4
	AttackerRetreat2             // a2
	AttackerRetreat1             // a1
	DefenderRetreat1             // d1
	DefenderRetreat2             // d2
	DefenderRetreat4             // d4
	DefenderStunned              // ds
	DefenderWounded              // dw
	DefenderKilled               // dk
	numCodes
)

var codeNames = [numCodes]string{"-", "ak", "aw", "a4", "a2", "a1", "d1", "d2", "d4", "ds", "dw", "dk"}

func (c Code) String() string {
	if c < numCodes {
		return codeNames[c]
	}
	return fmt.Sprintf("Code(%d)", c)
}

// HurtsAttacker reports an "a" result.
func (c Code) HurtsAttacker() bool { return c >= AttackerKilled && c <= AttackerRetreat1 }

// HurtsDefender reports a "d" result.
func (c Code) HurtsDefender() bool { return c >= DefenderRetreat1 && c < numCodes }

// Retreat is the number of hexes a retreat result demands, 0 for others.
func (c Code) Retreat() int {
	switch c {
	case AttackerRetreat1, DefenderRetreat1:
		return 1
	case AttackerRetreat2, DefenderRetreat2:
		return 2
	case AttackerRetreat4, DefenderRetreat4:
		return 4
	}
	return 0
}

// Result is one table cell: a code and whether the horse is killed ("*").
type Result struct {
	Code        Code
	HorseKilled bool
}

func (r Result) String() string {
	if r.HorseKilled {
		return "*" + r.Code.String()
	}
	return r.Code.String()
}

// ParseResult reads a table cell as printed in §26: "dk", "*dw", "-".
func ParseResult(s string) (Result, error) {
	var r Result
	t := s
	if len(t) > 0 && t[0] == '*' {
		r.HorseKilled = true
		t = t[1:]
	}
	for c := Code(0); c < numCodes; c++ {
		if codeNames[c] == t {
			r.Code = c
			if r.HorseKilled && !c.HurtsDefender() {
				return Result{}, fmt.Errorf("result %q: a horse is only killed with a defender result", s)
			}
			return r, nil
		}
	}
	return Result{}, fmt.Errorf("unknown result %q (want one of ak aw a4 a2 a1 - d1 d2 d4 ds dw dk, with * for horse killed)", s)
}

// MarshalText writes the printed form, so JSON shows "*dw".
func (r Result) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads the printed form.
func (r *Result) UnmarshalText(b []byte) error {
	v, err := ParseResult(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}
