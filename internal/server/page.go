package server

import (
	"bytes"
	"html/template"
	"net/http"
	"slices"

	"herald/internal/game"
	"herald/internal/render"
)

// scene is the current position drawn on the scenario's map.
func (p *position) scene() render.Scene {
	sc := render.FromScenario(p.l.sc, p.l.m)
	sc.Subtitle = ""
	names := map[string]bool{}
	for _, c := range p.state.Characters {
		names[c.Name] = true
	}
	sc.Counters = slices.DeleteFunc(sc.Counters, func(c render.Counter) bool {
		return names[c.Name] || names[c.Rider]
	})
	sc.Reserve = slices.DeleteFunc(sc.Reserve, func(c render.Counter) bool { return names[c.Name] })
	sc.Areas = nil
	for _, c := range p.state.Characters {
		ct := render.Counter{Name: c.Name, Force: c.Side, Kind: "character", At: c.At}
		if c.Status != game.Healthy {
			ct.Status = string(c.Status)
		}
		if c.Mounted {
			ct.Kind, ct.Rear, ct.Two, ct.Rider = "horse", c.Rear, true, c.Name
		}
		sc.Counters = append(sc.Counters, ct)
	}
	return sc
}

var page = template.Must(template.New("play").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>herald: {{.Title}}</title>
<style>
body { font-family: sans-serif; margin: 1em; max-width: 70em }
.map svg { max-width: 100%; height: auto; border: 1px solid #999 }
textarea { width: 100%; font-family: monospace }
#msg.no { color: #a00 } #msg.ok { color: #060 }
pre { background: #f4f4f4; padding: .5em }
</style></head><body>
<h1>{{.Title}}</h1>
<p>You play <b>{{.V.You}}</b>. Game turn {{.V.Turn}}:
{{if .V.Over}}<b>the game is over.</b>{{else if .V.YourTurn}}<b>your player turn</b> ({{.V.Phase}}).{{else}}player turn of {{.V.Side}} ({{.V.Phase}}); reload when they have played.{{end}}
Version {{.V.Version}}.</p>
<div class="map">{{.SVG}}</div>
{{if .V.YourTurn}}
<h2>Your orders</h2>
<form id="turn">
<textarea id="orders" rows="10" placeholder="move:&#10;Bran move H2, H3"></textarea>
<button type="submit">Play the turn</button>
</form>
<p id="msg"></p>
{{end}}
<h2>Last turn</h2>
<pre id="report">{{range .V.LastReport}}{{.}}
{{else}}Nothing played yet.{{end}}</pre>
<p><a href="/api/games/{{.V.ID}}/log?token={{.Token}}">the game log</a> · dice commitment <code>{{.V.Commitment}}</code></p>
<script>
const api = {{.API}}, version = {{.V.Version}};
const form = document.getElementById("turn");
if (form) form.addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const msg = document.getElementById("msg");
  msg.className = ""; msg.textContent = "Playing…";
  try {
    const r = await fetch(api, {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({orders: document.getElementById("orders").value, version: version})});
    const body = await r.json();
    if (!r.ok) {
      msg.className = "no";
      var text = body.error;
      if (body.rule) { // name the rule once, in front
        text = "Rule " + body.rule + ": " + text.replace("rule " + body.rule + ": ", "");
      }
      msg.textContent = text;
      return;
    }
    msg.className = "ok"; msg.textContent = "Played.";
    document.getElementById("report").textContent = body.report.join("\n");
    setTimeout(() => location.reload(), 1500);
  } catch (e) { msg.className = "no"; msg.textContent = String(e); }
});
</script>
<script src="/play/live.js" data-events="/api/games/{{.V.ID}}/events?token={{.Token}}" data-version="{{.V.Version}}"></script>
</body></html>
`))

func (s *Server) playPage(w http.ResponseWriter, r *http.Request) {
	p, side, err := s.load(r)
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
	var svg bytes.Buffer
	if err := render.Write(&svg, p.sceneFor(side), render.Options{}); err != nil {
		s.logf("herald serve: game %s: drawing the map: %v", p.g.ID, err)
		svg.Reset()
		svg.WriteString("<p>(the map could not be drawn)</p>")
	}
	// Inline SVG takes no XML declaration.
	inline := svg.Bytes()
	if i := bytes.Index(inline, []byte("<svg")); i > 0 {
		inline = inline[i:]
	}
	tok := r.URL.Query().Get("token")
	var buf bytes.Buffer
	err = page.Execute(&buf, map[string]any{
		"Title": p.l.sc.Title, "V": v, "SVG": template.HTML(inline), "Token": tok,
		"API": "/api/games/" + p.g.ID + "/turn?token=" + tok,
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	w.Write(buf.Bytes())
}
