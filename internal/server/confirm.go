package server

import (
	"bytes"
	"errors"
	"html/template"
	"net/http"
	"net/url"

	"herald/internal/store"
)

// Mail confirmation: anyone may create a game and give any address for a
// side, so herald mails an address nothing but one message, a link to
// confirm it, until its owner follows the link and says yes on the page
// it opens. The link carries a code drawn for that address alone (kept
// with the side, never shown by the API); the page asks before it
// confirms, so a mail scanner that fetches every link confirms nothing.

// confirmPath is the path of the link mailed to confirm side's address.
func confirmPath(gameID, side, code string) string {
	return "/confirm/" + url.PathEscape(gameID) + "?" + url.Values{"side": {side}, "code": {code}}.Encode()
}

var confirmPage = template.Must(template.New("confirm").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>herald: {{.Title}}</title></head><body>
<h1>{{.Title}}</h1>
{{if .Ask}}<p>Do you want herald to mail you when it is the move of {{.Side}} in game {{.ID}}?</p>
<form method="post" action="/confirm/{{.ID}}">
<input type="hidden" name="side" value="{{.Side}}"><input type="hidden" name="code" value="{{.Code}}">
<button type="submit">Yes, mail me</button>
</form>
<p>If you did not ask for this, close this page: nothing more is sent to you.</p>
{{else}}<p>{{.Said}}</p>{{end}}
</body></html>
`))

// confirmAnswer renders the confirmation page.
func confirmAnswer(w http.ResponseWriter, status int, v map[string]any) {
	var b bytes.Buffer
	if err := confirmPage.Execute(&b, v); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// getConfirm asks whether to confirm; it changes nothing.
func (s *Server) getConfirm(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	confirmAnswer(w, http.StatusOK, map[string]any{"Title": "Mail from herald", "Ask": true,
		"ID": r.PathValue("id"), "Side": q.Get("side"), "Code": q.Get("code")})
}

// postConfirm confirms the address if the code is the one mailed to it.
func (s *Server) postConfirm(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	id, side, code := r.PathValue("id"), r.PostFormValue("side"), r.PostFormValue("code")
	say := func(status int, said string) {
		confirmAnswer(w, status, map[string]any{"Title": "Mail from herald", "Said": said})
	}
	if err := store.ValidateID(id); err != nil {
		say(http.StatusNotFound, "There is no such game.")
		return
	}
	err := s.st.ConfirmEmail(r.Context(), id, side, code)
	switch {
	case err == nil:
		say(http.StatusOK, "Thank you: herald will mail you when it is the move of "+side+" in game "+id+".")
	case errors.Is(err, store.ErrNotFound):
		say(http.StatusNotFound, "There is no such game.")
	case errors.Is(err, store.ErrBadToken):
		say(http.StatusForbidden, "This is not the link herald mailed: nothing was confirmed.")
	default:
		s.logf("herald serve: confirming mail: %v", err)
		say(http.StatusInternalServerError, "Something went wrong; try the link again later.")
	}
}
