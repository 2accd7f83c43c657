package dice

import "testing"

func TestSeededIsDeterministic(t *testing.T) {
	a, b := NewSeeded(42), NewSeeded(42)
	for i := 0; i < 1000; i++ {
		x, y := D10(a, ""), D10(b, "")
		if x != y {
			t.Fatalf("roll %d differs: %d vs %d", i, x, y)
		}
		if x < 1 || x > 10 {
			t.Fatalf("d10 gave %d", x)
		}
	}
}

func TestSeededCoversEveryFace(t *testing.T) {
	s := NewSeeded(1)
	seen := map[int]bool{}
	for i := 0; i < 600; i++ {
		seen[D6(s, "")] = true
	}
	for f := 1; f <= 6; f++ {
		if !seen[f] {
			t.Errorf("face %d never rolled", f)
		}
	}
}

func TestScriptedAndRecorder(t *testing.T) {
	r := &Recorder{Src: NewScripted(3, 5, 6)}
	if got := TwoD6(r, "melee"); got != 8 {
		t.Fatalf("2d6 = %d, want 8", got)
	}
	if got := D6(r, "x"); got != 6 {
		t.Fatalf("d6 = %d", got)
	}
	rolls := r.Take()
	if len(rolls) != 3 || rolls[0].Purpose != "melee" || rolls[2].Value != 6 {
		t.Fatalf("recorded %+v", rolls)
	}
	defer func() {
		if _, ok := recover().(ErrExhausted); !ok {
			t.Fatal("want ErrExhausted panic")
		}
	}()
	D6(r, "")
}
