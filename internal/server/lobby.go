package server

import (
	"bytes"
	"embed"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"slices"
	"strings"
	"sync"

	"herald/data"
	"herald/internal/didyoumean"
	"herald/internal/game"
	"herald/internal/render"
)

// The lobby at /: every shipped scenario as a card to start a game from,
// a scenario of one's own to check and play, and the games this browser
// has opened (kept by the browser alone, in its local storage).

//go:embed lobby.html
var lobbyHTML string

//go:embed site.css
var siteCSS string

// static are the pages' scripts other than page.js and live.js, served
// under /static/ (no inline script: the Content-Security-Policy allows
// none).
//
//go:embed static
var static embed.FS

var lobbyPage = template.Must(template.New("lobby").Parse(lobbyHTML))

// shippedScenarios are the shipped scenarios' cards and set-up pictures,
// made once: the shipped files never change while the server runs.
var shippedScenarios struct {
	once  sync.Once
	cards []ScenarioCard
	svg   map[string][]byte
	err   error
}

// scenarioNames are the shipped scenarios' bare names, sorted.
func scenarioNames() []string { return shippedNames("scenarios") }

// shippedNames are the bare names of the shipped files under dir of
// data.FS, sorted.
func shippedNames(dir string) []string {
	ents, _ := fs.ReadDir(data.FS, dir)
	var out []string
	for _, e := range ents {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

func shippedCards() ([]ScenarioCard, map[string][]byte, error) {
	sh := &shippedScenarios
	sh.once.Do(func() {
		var c scenarios
		sh.svg = map[string][]byte{}
		for _, name := range scenarioNames() {
			l, err := c.shipped(name)
			if err != nil {
				sh.err = err
				return
			}
			asks := game.AsksDecisions(l.rs) == nil
			card := cardOf(name, l, asks)
			card.Thumbnail = "/api/scenarios/" + name + "/map.svg"
			sh.cards = append(sh.cards, card)
			if sh.svg[name], err = setUpPicture(l); err != nil {
				sh.err = err
				return
			}
		}
	})
	return sh.cards, sh.svg, sh.err
}

// setUpPicture draws a scenario's set-up small, without its legend.
func setUpPicture(l *loaded) ([]byte, error) {
	var b bytes.Buffer
	if l.t != nil {
		err := render.WriteTable(&b, render.FromTableScenario(l.sc, l.t), render.TableOptions{NoLegend: true})
		return b.Bytes(), err
	}
	if err := render.Write(&b, render.FromScenario(l.sc, l.m), render.Options{NoLegend: true, Scale: 12}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// unknownScenario is the refusal of a scenario name no shipped scenario
// has: the near ones, and all of them.
func unknownScenario(name string) string {
	names := scenarioNames()
	return "scenario " + quote(name) + ": no such shipped scenario" + didyoumean.Hint(name, names) +
		"; the shipped scenarios are " + strings.Join(names, ", ")
}

func quote(s string) string {
	if len(s) > 64 {
		s = s[:64] + "…"
	}
	return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"`
}

func (s *Server) getScenarios(w http.ResponseWriter, r *http.Request) {
	cards, _, err := shippedCards()
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"scenarios": cards})
}

func (s *Server) scenarioPicture(w http.ResponseWriter, r *http.Request) {
	_, svgs, err := shippedCards()
	if err != nil {
		s.fail(w, err)
		return
	}
	b, ok := svgs[r.PathValue("name")]
	if !ok {
		s.fail(w, errf(http.StatusNotFound, "%s", unknownScenario(r.PathValue("name"))))
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write(b)
}

func (s *Server) lobby(w http.ResponseWriter, r *http.Request) {
	var b bytes.Buffer
	err := lobbyPage.Execute(&b, map[string]any{"CSS": template.CSS(siteCSS)})
	if err != nil {
		s.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(b.Bytes())
}

// staticFile serves one of the pages' scripts.
func (s *Server) staticFile(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	b, err := static.ReadFile("static/" + path.Base(name))
	if err != nil || path.Base(name) != name {
		http.NotFound(w, r)
		return
	}
	switch path.Ext(name) {
	case ".js":
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	case ".css":
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
	case ".svg":
		w.Header().Set("Content-Type", "image/svg+xml")
	default:
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(b)
}

// lobbyRoutes adds the lobby, the scenarios and the pages' scripts.
func (s *Server) lobbyRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /{$}", s.lobby)
	mux.HandleFunc("GET /api/scenarios", s.getScenarios)
	mux.HandleFunc("GET /api/scenarios/{name}/map.svg", s.scenarioPicture)
	mux.HandleFunc("POST /api/scenarios/check", s.postScenarioCheck)
	mux.HandleFunc("GET /api/games/{id}/scenario", s.getScenarioText)
	mux.HandleFunc("GET /static/{file}", s.staticFile)
}
