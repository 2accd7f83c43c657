// Package yamlfile reads herald's hand-written YAML files (terrain, maps,
// scenarios) node by node, so every complaint names file:line and says what
// is wrong. It collects all errors instead of stopping at the first.
package yamlfile

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Error is one problem at a place in a file.
type Error struct {
	File string
	Line int // 1-based; 0 if unknown
	Msg  string
}

func (e Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// Errors is every problem found in one or more files, in file and line
// order.
type Errors []Error

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Sort orders the errors by file, then line.
func (es Errors) Sort() {
	sort.SliceStable(es, func(i, j int) bool {
		if es[i].File != es[j].File {
			return es[i].File < es[j].File
		}
		return es[i].Line < es[j].Line
	})
}

// AsErrors returns the list inside err, or a one-element list.
func AsErrors(err error, file string) Errors {
	var es Errors
	if errors.As(err, &es) {
		return es
	}
	var e Error
	if errors.As(err, &e) {
		return Errors{e}
	}
	return Errors{{File: file, Msg: err.Error()}}
}

// Doc is one file being read.
type Doc struct {
	File string
	Errs Errors
}

// Err returns the collected errors, or nil.
func (d *Doc) Err() error {
	if len(d.Errs) == 0 {
		return nil
	}
	d.Errs.Sort()
	return d.Errs
}

// Errorf records a problem at node n (n may be nil).
func (d *Doc) Errorf(n *yaml.Node, format string, a ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	d.Errs = append(d.Errs, Error{File: d.File, Line: line, Msg: fmt.Sprintf(format, a...)})
}

// ErrorAt records a problem at a line.
func (d *Doc) ErrorAt(line int, format string, a ...any) {
	d.Errs = append(d.Errs, Error{File: d.File, Line: line, Msg: fmt.Sprintf(format, a...)})
}

var lineRE = regexp.MustCompile(`line (\d+): `)

// Parse reads src into its top-level node, which must be a mapping. On a
// syntax error the Doc holds it and the node is nil.
func Parse(file string, src []byte) (*yaml.Node, *Doc) {
	d := &Doc{File: file}
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		line := 0
		if m := lineRE.FindStringSubmatchIndex(msg); m != nil {
			line, _ = strconv.Atoi(msg[m[2]:m[3]])
			msg = msg[:m[0]] + msg[m[1]:]
		}
		d.ErrorAt(line, "not valid YAML: %s", msg)
		return nil, d
	}
	if root.Kind == 0 || len(root.Content) == 0 {
		d.ErrorAt(1, "file is empty")
		return nil, d
	}
	top := root.Content[0]
	if top.Kind != yaml.MappingNode {
		d.Errorf(top, "expected a mapping of fields (name: value) at the top of the file, found %s", Describe(top))
		return nil, d
	}
	return top, d
}

// Describe names what a node is, for messages.
func Describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "nothing"
		}
		return fmt.Sprintf("%q", n.Value)
	}
	return "something unexpected"
}

// Pair is one key: value of a mapping.
type Pair struct {
	Key, Value *yaml.Node
}

// Pairs lists a mapping's entries, reporting non-scalar and duplicate keys.
// A null node is an empty mapping.
func (d *Doc) Pairs(n *yaml.Node, what string) []Pair {
	if n == nil || IsNull(n) {
		return nil
	}
	if d.alias(n) {
		return nil
	}
	if n.Kind != yaml.MappingNode {
		d.Errorf(n, "%s: expected a mapping (key: value lines), found %s", what, Describe(n))
		return nil
	}
	seen := map[string]int{}
	var out []Pair
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			d.Errorf(k, "%s: a key must be plain text, found %s", what, Describe(k))
			continue
		}
		if line, dup := seen[k.Value]; dup {
			d.Errorf(k, "%s: %q given twice (first on line %d)", what, k.Value, line)
			continue
		}
		seen[k.Value] = k.Line
		out = append(out, Pair{k, v})
	}
	return out
}

// Fields reads a mapping with known field names; unknown names are errors.
func (d *Doc) Fields(n *yaml.Node, what string, known ...string) map[string]*yaml.Node {
	out := map[string]*yaml.Node{}
	for _, p := range d.Pairs(n, what) {
		ok := false
		for _, k := range known {
			if k == p.Key.Value {
				ok = true
				break
			}
		}
		if !ok {
			d.Errorf(p.Key, "%s: unknown field %q (known: %s)", what, p.Key.Value, strings.Join(known, ", "))
			continue
		}
		out[p.Key.Value] = p.Value
	}
	return out
}

// Require reports a missing field and returns false.
func (d *Doc) Require(f map[string]*yaml.Node, at *yaml.Node, what, field string) bool {
	if _, ok := f[field]; !ok {
		d.Errorf(at, "%s: missing field %q", what, field)
		return false
	}
	return true
}

// IsNull reports an empty value.
func IsNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

func (d *Doc) alias(n *yaml.Node) bool {
	if n.Kind == yaml.AliasNode || n.Anchor != "" {
		d.Errorf(n, "anchors and aliases (&name, *name) are not supported; write the value out")
		return true
	}
	return false
}

// Scalar returns the node's text; anything else is an error.
func (d *Doc) Scalar(n *yaml.Node, what string) (string, bool) {
	if n == nil {
		return "", false
	}
	if d.alias(n) {
		return "", false
	}
	if n.Kind != yaml.ScalarNode || IsNull(n) {
		d.Errorf(n, "%s: expected a value, found %s", what, Describe(n))
		return "", false
	}
	return n.Value, true
}

// String reads a non-empty text value.
func (d *Doc) String(n *yaml.Node, what string) (string, bool) {
	s, ok := d.Scalar(n, what)
	if ok && strings.TrimSpace(s) == "" {
		d.Errorf(n, "%s: must not be empty", what)
		return "", false
	}
	return strings.TrimSpace(s), ok
}

// Int reads a whole number.
func (d *Doc) Int(n *yaml.Node, what string) (int, bool) {
	s, ok := d.Scalar(n, what)
	if !ok {
		return 0, false
	}
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		d.Errorf(n, "%s: expected a whole number, found %q", what, s)
		return 0, false
	}
	return v, true
}

// Bool reads true or false.
func (d *Doc) Bool(n *yaml.Node, what string) (bool, bool) {
	s, ok := d.Scalar(n, what)
	if !ok {
		return false, false
	}
	switch s {
	case "true", "yes":
		return true, true
	case "false", "no":
		return false, true
	}
	d.Errorf(n, "%s: expected true or false, found %q", what, s)
	return false, false
}

// List reads a sequence; a single scalar counts as a list of one.
func (d *Doc) List(n *yaml.Node, what string) []*yaml.Node {
	if n == nil || IsNull(n) {
		return nil
	}
	if d.alias(n) {
		return nil
	}
	switch n.Kind {
	case yaml.SequenceNode:
		return n.Content
	case yaml.ScalarNode:
		return []*yaml.Node{n}
	}
	d.Errorf(n, "%s: expected a list, found %s", what, Describe(n))
	return nil
}

// Strings reads a list of text values.
func (d *Doc) Strings(n *yaml.Node, what string) []string {
	var out []string
	for _, e := range d.List(n, what) {
		if s, ok := d.String(e, what); ok {
			out = append(out, s)
		}
	}
	return out
}
