package server

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"herald/data"
	"herald/internal/board"
	"herald/internal/board/boardfile"
	"herald/internal/board/yamlfile"
	"herald/internal/didyoumean"
	"herald/internal/game"
	"herald/internal/scenario"
	"herald/internal/scenario/scenariofile"
	"herald/internal/table"
)

// A scenario of a player's own, and the map it is played on if not a
// shipped one. It is untrusted input: bounded in bytes, in figures and in
// map area (so that reach and line of sight stay cheap), and its names
// are escaped wherever they are shown (html/template on the pages, the
// renderer's escaping in the SVG). A game of it keeps the scenario, with
// its map as a second document (scenariofile.Bundle), as its scenario
// text, so the log's scenario_sha256 covers both and the log verifies.

// Upload is what a player gives: the scenario file's text, and the map
// file's if the scenario is not played on a shipped map.
type Upload struct {
	Scenario string `json:"scenario"`
	Map      string `json:"map,omitempty"`
	// Name is the scenario file's name, for the game's record; by default
	// it is made from the title.
	Name string `json:"name,omitempty"`
}

// The bounds on an uploaded scenario.
const (
	maxUploadText  = 32 << 10 // bytes of the scenario, and of the map
	maxUploadBody  = 96 << 10 // a request carrying both, as JSON
	maxUploadHexes = 1600     // hexes of the map
	maxUploadSide  = 60       // columns or rows of one board
	maxUploadUnits = 60       // characters, animals and equipment in all
	maxUploadName  = 48       // characters of any name
)

// Problem is one thing wrong with an upload, at a line of the file it is
// in ("scenario" or "map"); line 0 is the file as a whole.
type Problem struct {
	File    string `json:"file"`
	Line    int    `json:"line,omitempty"`
	Message string `json:"message"`
}

// UploadCheck is the verdict on an upload: every problem, or the card the
// lobby shows and the set-up's picture.
type UploadCheck struct {
	OK       bool          `json:"ok"`
	Problems []Problem     `json:"problems"`
	Summary  *ScenarioCard `json:"card,omitempty"`
	Picture  string        `json:"picture,omitempty"`
}

// checkUpload reads an upload as a game would play it: the scenario text
// to store, and every problem found (none: the game can be made).
func (c *scenarios) checkUpload(u Upload) (src []byte, problems []Problem) {
	add := func(file string, line int, format string, a ...any) {
		problems = append(problems, Problem{File: file, Line: line, Message: fmt.Sprintf(format, a...)})
	}
	if strings.TrimSpace(u.Scenario) == "" {
		add("scenario", 0, "the scenario is empty: paste or choose a scenario file (docs/formats.md)")
		return nil, problems
	}
	for _, f := range []struct{ name, text string }{{"scenario", u.Scenario}, {"map", u.Map}} {
		if len(f.text) > maxUploadText {
			add(f.name, 0, "the %s is %d bytes, more than the %d a server takes", f.name, len(f.text), maxUploadText)
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}
	src = []byte(u.Scenario)
	maps := shippedMap
	if len(bytes.TrimSpace([]byte(u.Map))) > 0 {
		// Kept as one file: the scenario carrying its map.
		b, err := scenariofile.Bundle(src, []byte(u.Map))
		if err != nil {
			add("scenario", 0, "%v", err)
			return nil, problems
		}
		// The scenario is read with the map given, whatever it names, so
		// that each file's mistakes come at its own lines.
		m, p := mapOf("map", []byte(u.Map))
		problems = append(problems, p...)
		maps = func(string) (*board.Map, error) {
			if m == nil {
				return nil, errors.New("the map has mistakes (listed with the map)")
			}
			return m, nil
		}
		src = b
	} else if emb := scenariofile.EmbeddedMap(src); emb != nil {
		// It carries its map already.
		if _, p := mapOf("scenario", emb); len(p) > 0 {
			return nil, append(problems, p...)
		}
	}
	classes, err := scenariofile.ShippedClasses()
	if err != nil {
		add("scenario", 0, "the class table: %v", err)
		return nil, problems
	}
	sc, m, t, err := scenariofile.ReadField("scenario", []byte(u.Scenario), classes, maps, scenariofile.ShippedTables)
	if err != nil {
		for _, e := range yamlfile.AsErrors(err, "scenario") {
			add("scenario", e.Line, "%s", e.Msg)
		}
		return nil, problems
	}
	problems = append(problems, unitProblems(sc)...)
	if len(problems) > 0 {
		return nil, problems
	}
	rs, err := game.RulesetFor(sc.Ruleset)
	if err == nil {
		_, err = game.Start(rs, game.Setup{}, sc, game.Field{Map: m, Table: t})
	}
	if err != nil {
		add("scenario", 0, "%v", err)
		return nil, problems
	}
	return src, nil
}

// mapOf checks a map's area before it is built (a mistyped size must
// not make a map of a million hexes), then reads the map.
func mapOf(file string, src []byte) (*board.Map, []Problem) {
	var out []Problem
	var shape struct {
		Size   string `yaml:"size"`
		Boards []struct {
			Size string `yaml:"size"`
		} `yaml:"boards"`
	}
	if err := yaml.Unmarshal(src, &shape); err == nil {
		sizes := []string{shape.Size}
		for _, b := range shape.Boards {
			sizes = append(sizes, b.Size)
		}
		area := 0
		for _, s := range sizes {
			var cols, rows int
			if _, err := fmt.Sscanf(strings.TrimSpace(s), "%dx%d", &cols, &rows); err != nil {
				continue
			}
			if cols > maxUploadSide || rows > maxUploadSide {
				out = append(out, Problem{File: file, Message: fmt.Sprintf("a board of %dx%d hexes: a server plays boards of at most %d columns and %d rows", cols, rows, maxUploadSide, maxUploadSide)})
			}
			area += max(cols, 0) * max(rows, 0)
		}
		if area > maxUploadHexes {
			out = append(out, Problem{File: file, Message: fmt.Sprintf("the map has %d hexes: a server plays maps of at most %d", area, maxUploadHexes)})
		}
	}
	if len(out) > 0 {
		return nil, out
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		return nil, []Problem{{File: file, Message: "the terrain table: " + err.Error()}}
	}
	m, err := boardfile.ReadMap(file, src, cat)
	if err != nil {
		for _, e := range yamlfile.AsErrors(err, file) {
			out = append(out, Problem{File: file, Line: e.Line, Message: e.Msg})
		}
		return nil, out
	}
	if n := len(m.Hexes()); n > maxUploadHexes {
		return nil, []Problem{{File: file, Message: fmt.Sprintf("the map has %d hexes: a server plays maps of at most %d", n, maxUploadHexes)}}
	}
	return m, nil
}

// shippedMap is the map an uploaded scenario names, when it carries none:
// a shipped map, by bare name. No file a client names is read.
func shippedMap(name string) (*board.Map, error) {
	if !scenarioName.MatchString(name) {
		return nil, fmt.Errorf("name a shipped map (%s), or give the map with the scenario", strings.Join(mapNames(), ", "))
	}
	src, err := fs.ReadFile(data.FS, "maps/"+name+".yaml")
	if err != nil {
		return nil, fmt.Errorf("no such shipped map%s: name one of %s, or give the map with the scenario",
			didyoumean.Hint(name, mapNames()), strings.Join(mapNames(), ", "))
	}
	cat, err := boardfile.Catalog()
	if err != nil {
		return nil, err
	}
	return boardfile.ReadMap("data/maps/"+name+".yaml", src, cat)
}

// mapNames are the shipped maps' bare names.
func mapNames() []string { return shippedNames("maps") }

// unitProblems bounds the force and its names.
func unitProblems(sc *scenario.Scenario) []Problem {
	var out []Problem
	units := 0
	long := func(what, name string, line int) {
		if utf8.RuneCountInString(name) > maxUploadName {
			out = append(out, Problem{File: "scenario", Line: line, Message: fmt.Sprintf("%s %.20q…: names are at most %d characters", what, name, maxUploadName)})
		}
	}
	for _, sd := range sc.Sides {
		long("side", sd.Name, 0)
		units += len(sd.Characters) + len(sd.Animals) + len(sd.Equipment)
		for _, c := range sd.Characters {
			long("character", c.Name, c.Line)
		}
		for _, a := range sd.Animals {
			long("animal", a.Name, a.Line)
		}
	}
	if units > maxUploadUnits {
		out = append(out, Problem{File: "scenario", Message: fmt.Sprintf("%d characters, animals and equipment: a server plays scenarios of at most %d", units, maxUploadUnits)})
	}
	if utf8.RuneCountInString(sc.Title) > 120 {
		out = append(out, Problem{File: "scenario", Message: "the title is longer than 120 characters"})
	}
	return out
}

// uploadName is the bare name an uploaded scenario is kept under: from
// the file name given, or the title; never a shipped scenario's.
func uploadName(u Upload, title string) string {
	base := u.Name
	if i := strings.LastIndexAny(base, `/\`); i >= 0 {
		base = base[i+1:]
	}
	base = strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), ".yml")
	if base == "" {
		base = title
	}
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(base) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
		if b.Len() >= 40 {
			break
		}
	}
	name := strings.Trim(b.String(), "-")
	if name == "" {
		name = "scenario"
	}
	for _, n := range scenarioNames() {
		if n == name {
			return "my-" + name
		}
	}
	return name
}

// loadUpload checks an upload and loads it for play; a refusal lists every
// problem.
func (c *scenarios) loadUpload(u Upload) (*loaded, string, error) {
	src, problems := c.checkUpload(u)
	if len(problems) > 0 {
		return nil, "", uploadRefused(problems)
	}
	// Read again under its game's name; the map is the one it carries or
	// a shipped one.
	name := ""
	if sc, _, _, err := readUploaded("scenario", src); err == nil {
		name = uploadName(u, sc.Title)
	}
	l, err := c.load(name, src)
	if err != nil {
		return nil, "", uploadRefused([]Problem{{File: "scenario", Message: err.Error()}})
	}
	return l, name, nil
}

func readUploaded(file string, src []byte) (*scenario.Scenario, *board.Map, *table.Table, error) {
	classes, err := scenariofile.ShippedClasses()
	if err != nil {
		return nil, nil, nil, err
	}
	return scenariofile.ReadField(file, src, classes, shippedMap, scenariofile.ShippedTables)
}

// uploadRefused is the 400 that lists an upload's problems.
func uploadRefused(problems []Problem) *apiError {
	var lines []string
	for _, p := range problems {
		at := p.File
		if p.Line > 0 {
			at += fmt.Sprintf(":%d", p.Line)
		}
		lines = append(lines, at+": "+p.Message)
	}
	return &apiError{Status: http.StatusBadRequest, Msg: "the scenario has mistakes: " + strings.Join(lines, "; "), Problems: problems}
}

// postScenarioCheck checks an upload without making a game: every
// problem with its line, or the card and picture of the scenario.
func (s *Server) postScenarioCheck(w http.ResponseWriter, r *http.Request) {
	var u Upload
	if err := decodeMax(w, r, &u, maxUploadBody); err != nil {
		s.fail(w, err)
		return
	}
	if ae := s.checked.take(s.clientOf(r), 10*s.Limits.GamesPerClient, 10*s.Limits.GamesTotal, s.now()); ae != nil {
		ae.Msg = strings.Replace(ae.Msg, "too many new games", "too many scenario checks", 1)
		s.fail(w, ae)
		return
	}
	out := UploadCheck{Problems: []Problem{}}
	src, problems := s.scen.checkUpload(u)
	if len(problems) > 0 {
		out.Problems = problems
		writeJSON(w, http.StatusOK, out)
		return
	}
	sc, m, t, err := readUploaded("scenario", src)
	if err != nil {
		s.fail(w, err)
		return
	}
	rs, err := game.RulesetFor(sc.Ruleset)
	if err != nil {
		s.fail(w, err)
		return
	}
	l := &loaded{rs: rs, sc: sc, m: m, t: t}
	asks := game.AsksDecisions(rs) == nil
	card := cardOf(uploadName(u, sc.Title), l, asks)
	pic, err := setUpPicture(l)
	if err != nil {
		s.fail(w, err)
		return
	}
	out.OK, out.Summary, out.Picture = true, &card, string(pic)
	writeJSON(w, http.StatusOK, out)
}

// scenarioOf loads what a new game is played on: a shipped scenario by
// name, or an upload, whose name it then sets in ng.Scenario.
func (s *Server) scenarioOf(ng *NewGame) (*loaded, error) {
	if ng.Upload == nil {
		l, err := s.scen.shipped(ng.Scenario)
		if err != nil {
			return nil, &apiError{Status: http.StatusBadRequest, Msg: err.Error()}
		}
		return l, nil
	}
	l, name, err := s.scen.loadUpload(*ng.Upload)
	if err != nil {
		return nil, err
	}
	ng.Scenario = name
	return l, nil
}

// scenarioFile is the scenario as a game's setup event names it: a
// shipped scenario's bare name, or an uploaded one's file, which
// `herald verify` reads beside the log (GET …/scenario serves it).
func scenarioFile(ng NewGame) string {
	if ng.Upload != nil {
		return ng.Scenario + ".yaml"
	}
	return ng.Scenario
}

// maxLoaded bounds the scenarios kept loaded: uploads come and go.
const maxLoaded = 256

// forgetOne makes room for one more loaded scenario; c.mu is held. Any
// one may go: a game whose scenario was forgotten loads it again.
func (c *scenarios) forgetOne() {
	if len(c.by) < maxLoaded {
		return
	}
	for k := range c.by {
		delete(c.by, k)
		return
	}
}

// getScenarioText serves the scenario a game is played on, as the game
// keeps it (an upload with its map), so that `herald verify` can check a
// downloaded log beside it; a side's token is needed as for the log.
func (s *Server) getScenarioText(w http.ResponseWriter, r *http.Request) {
	g, _, err := s.open(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/yaml; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Disposition", `attachment; filename="`+g.Scenario+`.yaml"`)
	w.Write([]byte(g.ScenarioText))
}
