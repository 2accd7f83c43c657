package gamelog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"herald/internal/dice"
)

var testHeader = Header{
	Herald:         "0.1.0-test",
	Ruleset:        "cryhavoc",
	Scenario:       "Tax Office",
	ScenarioSHA256: ScenarioHash([]byte("scenario: tax office\n")),
	Dice:           Dice{Scheme: "seeded"},
}

// sample writes the "We're from the Tax Office!" exchange of §27 as a log:
// orders, a battering roll (DR6), a reinforcement roll and a missile roll.
func sample(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewWriter(&buf, testHeader)
	if err != nil {
		t.Fatal(err)
	}
	evs := []Event{
		{Type: "orders", Side: "defender", Data: json.RawMessage(`{"text":"Ben shut door I11\nBen move I12, J13"}`)},
		{Type: "task", Side: "defender", Data: json.RawMessage(`{"who":"Crispin","task":"reinforce door I11"}`),
			Rolls: []dice.Roll{{Sides: 6, Value: 2, Purpose: "reinforce door I11"}}},
		{Type: "batter", Side: "attacker", Data: json.RawMessage(`{"who":"Sir Roland","door":"I11"}`),
			Rolls: []dice.Roll{{Sides: 6, Value: 1, Purpose: "batter door I11"}}},
		{Type: "fire", Side: "defender", Data: json.RawMessage(`{"who":"Aylward","target":"Frederick"}`),
			Rolls: []dice.Roll{{Sides: 10, Value: 1, Purpose: "missile Aylward at Frederick"}}},
		{Type: "end-turn", Side: "defender"},
	}
	for _, e := range evs {
		if _, err := w.Append(e); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

func lines(b []byte) []string { return strings.SplitAfter(string(b), "\n") }

func TestVerifyGoodLog(t *testing.T) {
	log := sample(t)
	if err := Verify(bytes.NewReader(log)); err != nil {
		t.Fatalf("good log: %v\n%s", err, log)
	}
	h, evs, err := ReadAll(bytes.NewReader(log))
	if err != nil {
		t.Fatal(err)
	}
	if h.Scenario != "Tax Office" || len(evs) != 5 || evs[4].Seq != 5 {
		t.Fatalf("read back header %+v, %d events", h, len(evs))
	}
}

// TestVerifyCatchesTampering: every kind of damage is reported at the first
// bad line as a *CorruptError.
func TestVerifyCatchesTampering(t *testing.T) {
	log := sample(t)
	ls := lines(log)
	edit := func(f func([]string) []string) []byte {
		c := append([]string(nil), ls...)
		return []byte(strings.Join(f(c), ""))
	}
	tests := []struct {
		name     string
		log      []byte
		line     int
		contains string
	}{
		{"changed die roll", edit(func(l []string) []string {
			l[2] = strings.Replace(l[2], `"value":2`, `"value":5`, 1)
			return l
		}), 3, "hash does not match"},
		{"deleted event", edit(func(l []string) []string { return append(l[:2], l[3:]...) }), 3, "event 2 is missing"},
		{"reordered events", edit(func(l []string) []string { l[2], l[3] = l[3], l[2]; return l }), 3, "event 2 is missing"},
		{"repeated event", edit(func(l []string) []string { return append(l[:3], l[2:]...) }), 4, "out of order"},
		{"truncated last line", log[:len(log)-10], 6, "truncated"},
		{"edited header", edit(func(l []string) []string {
			l[0] = strings.Replace(l[0], "Tax Office", "Tax Offices", 1)
			return l
		}), 1, "header hash"},
		{"changed order text", edit(func(l []string) []string {
			l[1] = strings.Replace(l[1], "I12", "I13", 1)
			return l
		}), 2, "hash does not match"},
		{"impossible roll", edit(func(l []string) []string {
			l[3] = strings.Replace(l[3], `"value":1`, `"value":7`, 1)
			return l
		}), 4, "not a face of a d6"},
		{"unknown field", edit(func(l []string) []string {
			l[5] = strings.Replace(l[5], `{"seq"`, `{"extra":1,"seq"`, 1)
			return l
		}), 6, "unknown field"},
		{"not json", edit(func(l []string) []string { l[2] = "garbage\n"; return l }), 3, "bad event"},
		{"blank line", edit(func(l []string) []string { return append(l[:2], append([]string{"\n"}, l[2:]...)...) }), 3, "blank"},
		{"empty file", nil, 1, "empty log"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := Verify(bytes.NewReader(tc.log))
			var ce *CorruptError
			if !errors.As(err, &ce) {
				t.Fatalf("got %v, want *CorruptError", err)
			}
			if ce.Line != tc.line || !strings.Contains(ce.Msg, tc.contains) {
				t.Fatalf("got line %d %q, want line %d containing %q", ce.Line, ce.Msg, tc.line, tc.contains)
			}
		})
	}
}

func TestVerifyToCatchesCutEnd(t *testing.T) {
	log := sample(t)
	head, err := VerifyHead(bytes.NewReader(log))
	if err != nil || head.Seq != 5 {
		t.Fatalf("head %+v, %v", head, err)
	}
	if err := VerifyTo(bytes.NewReader(log), head); err != nil {
		t.Fatal(err)
	}
	ls := lines(log)
	cut := []byte(strings.Join(ls[:len(ls)-2], ""))
	err = VerifyTo(bytes.NewReader(cut), head)
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.Line != 6 {
		t.Fatalf("cut log: %v", err)
	}
}

// TestCorrection1PBEM: a corrected player turn re-applies the orders with
// the recorded dice and is appended as a correction, never rewriting history.
func TestCorrection1PBEM(t *testing.T) {
	log := sample(t)
	_, evs, err := ReadAll(bytes.NewReader(log))
	if err != nil {
		t.Fatal(err)
	}
	rolls := RecordedRolls(evs, 2, 4)
	if fmt.Sprint(rolls) != "[2 1 1]" {
		t.Fatalf("recorded rolls %v", rolls)
	}
	src := dice.NewScripted(rolls...)
	var buf bytes.Buffer
	buf.Write(log)
	w := ResumeWriter(&buf, Head{Seq: evs[4].Seq, Hash: evs[4].Hash})
	c, err := NewCorrection("defender", Correction{Corrects: 2, Through: 4, Reason: "door I11 was bolted, not shut", Orders: "Crispin reinforce door I11"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Append(c); err != nil {
		t.Fatal(err)
	}
	v := dice.D6(src, "reinforce door I11")
	if _, err := w.Append(Event{Type: "task", Side: "defender", Rolls: []dice.Roll{{Sides: 6, Value: v, Purpose: "reinforce door I11"}}}); err != nil {
		t.Fatal(err)
	}
	if err := Verify(bytes.NewReader(buf.Bytes())); err != nil {
		t.Fatalf("corrected log: %v", err)
	}
	if !bytes.HasPrefix(buf.Bytes(), log) {
		t.Fatal("correction rewrote history")
	}
}

func TestCorrectionMustPointBack(t *testing.T) {
	for _, c := range []Correction{{Corrects: 0, Through: 0}, {Corrects: 3, Through: 2}, {Corrects: 6, Through: 6}, {Corrects: 1, Through: 9}} {
		var buf bytes.Buffer
		w, _ := NewWriter(&buf, testHeader)
		for i := 0; i < 5; i++ {
			w.Append(Event{Type: "x"})
		}
		e, _ := NewCorrection("a", c)
		if _, err := w.Append(e); err != nil {
			t.Fatal(err)
		}
		err := Verify(&buf)
		var ce *CorruptError
		if !errors.As(err, &ce) || ce.Line != 7 {
			t.Errorf("correction %+v: got %v, want error on line 7", c, err)
		}
	}
}

func TestAppendRefusesBadEvents(t *testing.T) {
	w, _ := NewWriter(io.Discard, testHeader)
	if _, err := w.Append(Event{}); err == nil {
		t.Error("event without type accepted")
	}
	if _, err := w.Append(Event{Type: "x", Seq: 7}); err == nil {
		t.Error("wrong seq accepted")
	}
	if _, err := w.Append(Event{Type: "x", Rolls: []dice.Roll{{Sides: 10, Value: 11}}}); err == nil {
		t.Error("11 on a d10 accepted")
	}
	if _, err := NewWriter(io.Discard, Header{}); err == nil {
		t.Error("empty header accepted")
	}
}

func TestFileAtomicAndAppend(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.log")
	_, evs, _ := ReadAll(bytes.NewReader(sample(t)))
	if err := WriteFileAtomic(path, testHeader, evs[:3]); err != nil {
		t.Fatal(err)
	}
	f, err := AppendFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs[3:] {
		e.Seq, e.Hash = 0, ""
		if _, err := f.Append(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, sample(t)) {
		t.Fatalf("file written in two steps differs from one log:\n%s", got)
	}
	if err := VerifyFile(path); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
	// A damaged file cannot be appended to.
	os.WriteFile(path, got[:len(got)-3], 0o644)
	if _, err := AppendFile(path); err == nil {
		t.Fatal("appended to a truncated log")
	}
}

func TestFoldIsTheState(t *testing.T) {
	n, h, err := Fold(bytes.NewReader(sample(t)), 0, func(sum int, e Event) (int, error) {
		for _, r := range e.Rolls {
			sum += r.Value
		}
		return sum, nil
	})
	if err != nil || n != 4 || h.Ruleset != "cryhavoc" {
		t.Fatalf("fold = %d, %+v, %v", n, h, err)
	}
	_, _, err = Fold(bytes.NewReader(sample(t)), 0, func(s int, e Event) (int, error) {
		if e.Seq == 3 {
			return s, errors.New("Sir Roland is not adjacent to I11")
		}
		return s, nil
	})
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.Line != 4 {
		t.Fatalf("apply error: %v", err)
	}
}

func FuzzVerify(f *testing.F) {
	log := sample(f)
	f.Add(log)
	f.Add(log[:len(log)/2])
	f.Add([]byte("{}\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		Verify(bytes.NewReader(b)) // must not panic
	})
}

// gameLog builds a 30-game-turn log of about 2,000 events.
func gameLog(b *testing.B) ([]Event, []byte) {
	var evs []Event
	for turn := 1; turn <= 30; turn++ {
		for side := 0; side < 2; side++ {
			for i := 0; i < 33; i++ {
				evs = append(evs, Event{Type: "move", Side: fmt.Sprint("side", side),
					Data:  json.RawMessage(fmt.Sprintf(`{"turn":%d,"who":"Sir Roland","path":["H10","I10","I11"]}`, turn)),
					Rolls: []dice.Roll{{Sides: 10, Value: 1 + i%10, Purpose: "combat"}}})
			}
		}
	}
	var buf bytes.Buffer
	w, _ := NewWriter(&buf, testHeader)
	for _, e := range evs {
		w.Append(e)
	}
	return evs, buf.Bytes()
}

func BenchmarkAppend30Turns(b *testing.B) {
	evs, _ := gameLog(b)
	b.ReportAllocs()
	for b.Loop() {
		w, _ := NewWriter(io.Discard, testHeader)
		for _, e := range evs {
			if _, err := w.Append(e); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkVerify30Turns(b *testing.B) {
	_, log := gameLog(b)
	b.SetBytes(int64(len(log)))
	b.ReportAllocs()
	for b.Loop() {
		if err := Verify(bytes.NewReader(log)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestRedo1PBEM: original rolls first, skipping those of another die, then
// fresh dice from the active player.
func TestRedo1PBEM(t *testing.T) {
	_, evs, err := ReadAll(bytes.NewReader(sample(t)))
	if err != nil {
		t.Fatal(err)
	}
	r := NewRedo(evs, 2, 4, dice.NewScripted(9))
	got := []int{r.Roll(6, "reinforce"), r.Roll(10, "missile"), r.Roll(10, "extra")}
	if fmt.Sprint(got) != "[2 1 9]" || r.Unused() != 0 {
		t.Fatalf("redo rolls %v, unused %d", got, r.Unused())
	}
}
