package server

import (
	"bufio"
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"herald/internal/notify"
	"herald/internal/notify/notifytest"
)

// rawHook is a webhook receiver that keeps each body as it came.
type rawHook struct {
	mu     sync.Mutex
	bodies [][]byte
	srv    *httptest.Server
}

func newRawHook(t *testing.T) *rawHook {
	h := &rawHook{}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		h.bodies = append(h.bodies, b)
		h.mu.Unlock()
	}))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *rawHook) received() [][]byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([][]byte(nil), h.bodies...)
}

// firstEvent reads an event stream up to the end of its first event.
func (c client) firstEvent(path string) []byte {
	c.t.Helper()
	resp, err := http.Get(c.base + path)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out []byte
	br := bufio.NewReader(resp.Body)
	for {
		line, err := br.ReadBytes('\n')
		out = append(out, line...)
		if err != nil || len(bytes.TrimSpace(line)) == 0 {
			return out
		}
	}
}

// channelLeaks lists what in one channel's raw bytes gives a hidden man
// away: his placement or its report, any order of his, his counter on a
// map (as served and inside JSON), and, where no map names every hex,
// his hex as a JSON string.
func channelLeaks(what string, b []byte, h hidden, mapped bool) []string {
	bad := []string{h.name + " at " + h.hex, h.name + " set up in", h.name + " wait"}
	for _, name := range []string{h.name, html.EscapeString(h.name)} {
		bad = append(bad, `data-unit="`+name+`"`, `data-character="`+name+`"`,
			`data-unit=\"`+name+`\"`, `data-character=\"`+name+`\"`)
	}
	if !mapped {
		bad = append(bad, `"`+h.hex+`"`)
	}
	var out []string
	for _, s := range bad {
		if bytes.Contains(b, []byte(s)) {
			out = append(out, what+" has "+s)
		}
	}
	return out
}

// TestFogEveryChannel_22_8: while the Outlaws' men lie hidden (§22.8),
// nothing that leaves the server for the Convoy gives them away: not its
// view, page, log, replay, record and trails, event stream or planning
// calls, nor the mail
// it is sent (body, attachment, the raw message) or its webhook's body.
func TestFogEveryChannel_22_8(t *testing.T) {
	smtpd, err := notifytest.NewSMTP()
	if err != nil {
		t.Fatal(err)
	}
	defer smtpd.Close()
	hook := newRawHook(t)
	srv := New(open(t, "memory:"))
	srv.Log = t.Logf
	allowLoopback(srv)
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	startNotifier(t, srv, &Notifier{Mail: &notify.Mailer{Addr: smtpd.Addr, From: "herald@example.org"}, BaseURL: hs.URL})
	c := client{t, hs.URL}
	var g Created
	if code := c.do("POST", "/api/games", map[string]any{"scenario": "millers-ford-ambush", "sides": map[string]any{
		"Convoy": map[string]string{"email": "convoy@example.org", "webhook": hook.srv.URL, "webhook_secret": "convoy-hook-secret"},
	}}, &g); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	confirmMail(t, c, smtpd, "convoy@example.org")
	play := func(side, orders string, version int64) {
		t.Helper()
		if code, b := c.post("/api/games/"+g.ID+"/turn?token="+g.Tokens[side], turnBody(orders, version)); code != 200 {
			t.Fatalf("%s at version %d: %d %s", side, version, code, b)
		}
	}
	play("Outlaws", outlawsSetUp, 1)
	play("Outlaws", "move:\nSnip move E8\nLong Hal wait\nCobb wait\n", 2)

	// The Convoy is told it is its move, by mail and by webhook.
	var mail notifytest.Mail
	for mail = range smtpd.Mails {
		if strings.Contains(mail.Header.Get("Subject"), "your move, Convoy") {
			break
		}
	}
	eventually(t, "the Convoy's webhook", func() bool {
		for _, b := range hook.received() {
			if bytes.Contains(b, []byte(`"version":3`)) {
				return true
			}
		}
		return false
	})

	tok := "token=" + url.QueryEscape(g.Tokens["Convoy"])
	api := "/api/games/" + g.ID
	got := map[string][]byte{}
	mapped := map[string]bool{"page": true, "mail map": true}
	for what, b := range c.everything(&g, "Convoy") {
		got[what] = b
	}
	var steps struct{ Last int }
	c.do("GET", api+"/replay?"+tok, nil, &steps)
	if steps.Last < 12 {
		t.Fatalf("the replay has %d steps", steps.Last)
	}
	for n := 1; n <= steps.Last; n++ {
		what := fmt.Sprintf("replay %d", n)
		code, b := c.raw(api + "/replay?" + tok + fmt.Sprintf("&to=%d", n))
		if code != 200 {
			t.Fatalf("%s: %d %s", what, code, b)
		}
		got[what], mapped[what] = b, true
	}
	got["event stream"] = c.firstEvent(api + "/events?" + tok)
	for what, path := range map[string]string{
		"character": api + "/character?" + tok + "&name=Long+Hal",
		"los":       api + "/los?" + tok + "&from=Everard&to=Long+Hal",
		"odds":      api + "/odds?" + tok + "&from=Everard&to=Long+Hal",
		"reach":     api + "/reach?" + tok + "&character=Everard",
	} {
		_, got[what] = c.raw(path)
	}
	_, got["check"] = c.post(api+"/check?"+tok, map[string]any{"orders": "first fire:\nEverard fire at Long Hal\n"})
	_, got["record"] = c.raw(api + "/record?" + tok)
	got["mail text"], got["mail raw"], got["mail map"] = []byte(mail.Text), mail.Raw, mail.Attached["map.svg"]
	for i, b := range hook.received() {
		got[fmt.Sprintf("webhook %d", i+1)] = b
	}

	unfound := []hidden{{"Black Piers", "S4"}, {"Long Hal", "S5"}, {"Tom o' the Hill", "T4"}, {"Cobb", "U5"}, {"Nan the Fletcher", "R4"}}
	for what, b := range got {
		for _, h := range unfound {
			if l := channelLeaks(what, b, h, mapped[what]); len(l) > 0 {
				t.Errorf("the Convoy learns where %s is: %v", h.name, l)
			}
		}
	}
	// The filter is no blanket: what the Convoy may see, it is shown.
	for what, want := range map[string]string{"mail text": "Snip moves", "mail map": `data-unit="Snip"`,
		"webhook 1": "Snip moves", "view": "Snip moves", "page": `data-unit="Snip"`, "record": `"who":"Snip"`} {
		if !bytes.Contains(got[what], []byte(want)) {
			t.Errorf("the Convoy's %s lacks %s:\n%s", what, want, got[what])
		}
	}
}

// TestFogOneFilter: only fog.go asks the game what a side may know or
// reads the unfiltered position, so no answer can get round the filter.
// (engine.go writes the account of the last write as it folds.)
func TestFogOneFilter(t *testing.T) {
	guarded := map[string]bool{"View": true, "Shows": true, "Draw": true, "Known": true,
		"Card": true, "Reach": true, "Sight": true, "Odds": true, "scene": true, "told": true}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "fog.go" {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		// A package's own names (notify.Reach) are not the game's.
		pkgs := map[string]bool{}
		for _, im := range f.Imports {
			p := strings.Trim(im.Path.Value, `"`)
			pkgs[p[strings.LastIndex(p, "/")+1:]] = true
			if im.Name != nil {
				pkgs[im.Name.Name] = true
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok || !guarded[sel.Sel.Name] || name == "engine.go" && sel.Sel.Name == "told" {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); ok && pkgs[id.Name] {
				return true
			}
			t.Errorf("%s: .%s outside fog.go: answer a side through the fog filter", fset.Position(sel.Pos()), sel.Sel.Name)
			return true
		})
	}
	if checked < 5 {
		t.Fatalf("checked %d files: run in the package directory", checked)
	}
}
