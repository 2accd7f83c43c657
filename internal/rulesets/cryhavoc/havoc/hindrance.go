package havoc

// Hindrance is the movement hindrance table of §7.8: how many characters a
// unit of each kind counts as in a hex it hinders, by the kind's name as
// the field rules write it (foot, rider, horse, mule, ox, dog, animal).
// Loaded from data/cryhavoc/hindrance.yaml by havocdata.
type Hindrance map[string]int
