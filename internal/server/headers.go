package server

import "net/http"

// contentPolicy is the Content-Security-Policy of every answer. Scripts
// come only from the server's own files (/play/page.js, /play/live.js):
// no inline script or handler, no eval, so text that got into a page
// cannot run. Styles may be inline: the map is SVG drawn with a <style>
// sheet and style attributes (internal/render). Nothing may frame a page
// (clickjacking), and forms post only back here.
const contentPolicy = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// hardened sets the security headers on every answer, pages, API and
// errors alike. Tokens travel in URLs, so no referrer is ever sent.
func hardened(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", contentPolicy)
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Referrer-Policy", "no-referrer")
		h.ServeHTTP(w, r)
	})
}
