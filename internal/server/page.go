package server

import (
	"bytes"
	_ "embed"
	"html/template"
	"net/http"

	"herald/internal/render"
)

//go:embed page.html
var pageHTML string

//go:embed page.css
var pageCSS string

//go:embed page.js
var pageJS []byte

// pageScript serves the play page's script; the page has none inline.
func (s *Server) pageScript(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(pageJS)
}

var page = template.Must(template.New("play").Parse(pageHTML))

// pollEvery is how often, in milliseconds, a page asks whether the game
// has moved on: a fallback for when the event stream (live.js) is cut.
const pollEvery = 15000

func (s *Server) playPage(w http.ResponseWriter, r *http.Request) {
	g, side, evs, err := s.loadLog(r)
	var p *position
	if err == nil {
		p, err = s.fold(g, evs)
	}
	if err != nil {
		var ae *apiError
		status := http.StatusInternalServerError
		msg := "internal error"
		if asAPI(err, &ae) {
			status, msg = ae.Status, ae.Msg
		} else if st, m := storeStatus(err); st != 0 {
			status, msg = st, m
		} else {
			s.logf("herald serve: %v", err)
		}
		http.Error(w, msg, status)
		return
	}
	v, err := p.view(side)
	if err != nil {
		s.fail(w, err)
		return
	}
	inline, err := p.svg(side, render.Options{})
	if err != nil {
		s.logf("herald serve: %v", err)
		inline = []byte("<p>(the map could not be drawn)</p>")
	}
	their, err := s.theirLastTurn(p, side, evs)
	if err != nil {
		s.fail(w, err)
		return
	}
	// The side's own last turn stays on its page after the reload that
	// follows playing it, with every roll.
	var mine []string
	if p.lastWriteBy(side) {
		mine = p.reportFor(side)
	}
	tok := r.URL.Query().Get("token")
	var buf bytes.Buffer
	err = page.Execute(&buf, p.pageData(v, side, tok, inline, their, mine))
	if err != nil {
		s.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(buf.Bytes())
}
