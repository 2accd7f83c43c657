package chainmail_test

import (
	"testing"

	"herald/internal/dice"
	"herald/internal/rulesets/chainmail"
)

func BenchmarkContactOf(b *testing.B) {
	r := rules(b)
	a := form(b, r, chainmail.Body{Name: "A", Type: "heavy-foot", Men: 60, Files: 12, Front: at(10, 10)})
	d := form(b, r, chainmail.Body{Name: "D", Type: "heavy-foot", Men: 60, Files: 12, Front: at(11, 9.9), Facing: 180})
	b.ResetTimer()
	for range b.N {
		if c := r.ContactOf(a, d); c.Men == 0 {
			b.Fatal("no contact")
		}
	}
}

func BenchmarkResolveBout(b *testing.B) {
	r := rules(b)
	c := boutCast(b, r)
	fs := []chainmail.Fighter{c["hero"], c["troll"], c["knight"], c["man"]}
	as := []chainmail.Attack{
		{Attacker: 0, Defender: 1, Kind: chainmail.AttackBlow}, {Attacker: 1, Defender: 0, Kind: chainmail.AttackBlow},
		{Attacker: 2, Defender: 3, Kind: chainmail.AttackBlow}, {Attacker: 2, Defender: 3, Kind: chainmail.AttackHorse},
		{Attacker: 3, Defender: 2, Kind: chainmail.AttackDisarm},
	}
	src := dice.NewSeeded(1)
	b.ResetTimer()
	for range b.N {
		if _, err := r.ResolveBout(fs, as, src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkKillDistributionPips(b *testing.B) {
	for range b.N {
		chainmail.KillDistributionPips(200, 5, 1)
	}
}

func BenchmarkGoingOf(b *testing.B) {
	r := rules(b)
	tb := field()
	for range b.N {
		if _, err := r.GoingOf(tb, at(0, 2), at(70, 40), false); err == nil {
			b.Fatal("crossed the house")
		}
		if _, err := r.GoingOf(tb, at(0, 5), at(35, 5), true); err != nil {
			b.Fatal(err)
		}
	}
}
