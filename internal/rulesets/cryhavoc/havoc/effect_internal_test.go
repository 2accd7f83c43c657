package havoc

import "testing"

// effectOf (used by Preview) must agree with applyResult (used by Resolve)
// for every unit state and every result.
func TestEffectOfMatchesApplyResult(t *testing.T) {
	for kind := TargetInfantry; kind <= TargetAnimal; kind++ {
		for _, dog := range []bool{false, true} {
			for h := Healthy; h <= StunnedState; h++ {
				for c := Code(0); c < numCodes; c++ {
					for _, horse := range []bool{false, true} {
						if horse && !c.HurtsDefender() {
							continue
						}
						u := Combatant{Kind: kind, Dog: dog, Health: h}
						r := Result{Code: c, HorseKilled: horse}
						ev, _ := applyResult(nil, &u, 0, Defender, r)
						var last EventKind
						sawHorse := false
						for _, e := range ev {
							last = e.Kind
							sawHorse = sawHorse || e.Kind == HorseKilled
						}
						got, gotHorse := effectOf(&u, r)
						if got != last || gotHorse != sawHorse {
							t.Errorf("%v dog=%v %v %v: effectOf %v/%v, applyResult %v/%v", kind, dog, h, r, got, gotHorse, last, sawHorse)
						}
					}
				}
			}
		}
	}
}
