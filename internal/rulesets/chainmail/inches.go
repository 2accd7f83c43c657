package chainmail

import (
	"fmt"

	"herald/internal/table"
)

// Inches is a length a data file or a scenario writes in inches, Chainmail's
// own scale: "1", "1/2", "1 1/2", or with its own unit ("20mm"). It keeps
// the table's millimetres, read exactly by table.ParseLength.
type Inches struct{ table.Length }

// In is n inches.
func In(n float64) Inches { return Inches{table.Inches.Of(n)} }

// UnmarshalText reads a written length.
func (i *Inches) UnmarshalText(b []byte) error {
	l, err := table.ParseLength(string(b), table.Inches)
	if err != nil {
		return err
	}
	if l < 0 {
		return fmt.Errorf("length %q is negative", b)
	}
	i.Length = l
	return nil
}

// MarshalText writes the length in inches with its mark (1.5"), which
// UnmarshalText reads back.
func (i Inches) MarshalText() ([]byte, error) { return []byte(i.String()), nil }

// String is the length in inches with its mark, as players write it.
func (i Inches) String() string { return i.Length.Format(table.Inches) }
