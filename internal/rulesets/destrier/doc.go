// Package destrier referees Destrier (Wes Ives, 1978), the card system for
// Chivalry & Sorcery's man-to-man combat: initiative and the two half-moves,
// the TAC phase and the card rounds of the MELEE phase, every TAC, MELEE and
// horse card, dodges and their guesses, parries and counterblows, grapples,
// the berserk, the great blow, and cavalry charges in the movement segment.
//
// The text leaves hit chances, damage, the Tactical Maneuver Matrix, body and
// fatigue points, blows per turn, weights and the bash table to Chivalry &
// Sorcery. herald ships stand-ins for them under data/destrier/chivalry (each
// file says so; a group replaces them with its own), while the text's own
// numbers live in data/destrier/*.yaml, every row tagged with its section.
//
// The package is pure: no I/O, no clocks, no random numbers of its own. Dice
// come in through dice.Source, the table's geometry through the Table
// interface or as plain inputs (a gap in inches, the facing a blow comes
// through), and refusals are *rule.Error values with Set "destrier" naming
// the section of the text they enforce. Resolvers return what they rolled,
// what was needed and why, so a referee can log and show every number.
package destrier
