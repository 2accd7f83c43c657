"use strict";
// Orders that are easy to get right: the turn as a list, a line each,
// with undo per line and clear; moves written by clicking hexes in
// reach (a hex out of reach is said so, never written); Check shows every
// refused line at once, marked in the list; the turn goes with a message.
// Unsent orders are kept in this browser, and sent ones stay visible while
// the turn waits. And the opponent's decisions answered by clicking.
(() => {
const herald = window.herald;
const {el, $} = herald;
const {ruleText} = window.kit;
const store = window.sessionStorage;
const key = (what) => "herald-" + what + "-" + herald.id + "-" + herald.you;
function load(what) { try { return JSON.parse(store.getItem(key(what)) || "null"); } catch (e) { return null; } }
function save(what, v) { try { store.setItem(key(what), JSON.stringify(v)); } catch (e) { /* private mode */ } }

// adjacent: two hexes of the page's map touch (their centres are one
// hex apart).
function adjacent(a, b) {
  const p = herald.centre(a), q = herald.centre(b);
  return p && q && Math.hypot(p[0] - q[0], p[1] - q[1]) < 1.9 * p[2];
}

// say tells the player something about his clicks, under the map.
function say(text, bad) {
  const p = $("cursor");
  if (!p) return;
  p.textContent = text;
  p.className = bad ? "no" : "hint";
}

// ---- the sent orders, while the turn waits ----

// Shown until the game has played on past them.
const sent = load("sent");
if (sent && !herald.yourTurn && $("sent") && sent.played === herald.played && !herald.over) {
  $("sent").hidden = false;
  $("sent-orders").textContent = sent.orders + (sent.note ? "\n\nYour message: " + sent.note : "");
}

const box = $("orders");
if (box) orders();
const decide = $("decide");
if (decide) decision();

function orders() {
  const list = $("order-list");
  const note = $("note");
  let problems = []; // of the text as checked
  let checkedText = null;
  let move = null; // {who, hexes, text}: the move being built by clicks

  // The unsent orders of this turn, kept in this browser.
  const kept = load("unsent");
  if (kept && kept.played === herald.played && !box.value) box.value = kept.orders;
  function keep() { save("unsent", {played: herald.played, orders: box.value}); }

  function lines() { return box.value.split("\n"); }

  // render draws the list from the text: one item a line, with its
  // number (the line a refusal names) and an undo button.
  function render() {
    list.replaceChildren();
    const ls = lines();
    const stale = box.value !== checkedText;
    ls.forEach((text, i) => {
      const t = text.trim();
      if (!t || t.startsWith("#")) return;
      const n = i + 1;
      const bad = stale ? null : problems.find((p) => p.line === n);
      const li = el("li", {"data-line": n, class: (/^[a-z ]+:$/.test(t) ? "head" : "") + (bad ? " bad" : !stale && checkedText !== null && !problems.length ? " good" : "")},
        el("span", {class: "n", "aria-hidden": "true", text: String(n)}),
        el("span", {class: "t"}, t, bad ? el("span", {class: "why", text: ruleText(bad.error, bad.rule)}) : null));
      const undo = el("button", {type: "button", class: "undo", "aria-label": "Take out line " + n + ": " + t, title: "Take this line out", text: "×"});
      undo.addEventListener("click", () => {
        const all = lines();
        if (move && all[i] === move.text) { move = null; herald.clearLayer("path"); }
        all.splice(i, 1);
        box.value = all.join("\n");
        changed();
      });
      li.append(undo);
      list.append(li);
    });
  }

  function changed() { keep(); render(); }
  box.addEventListener("input", changed);

  function add(text) {
    let v = box.value;
    if (v && !v.endsWith("\n")) v += "\n";
    box.value = v + text + "\n";
    changed();
  }

  // hex adds a clicked hex to the move of the man selected when it was
  // clicked: it waits for his answers if they are not in yet.
  async function hex(name, selection) {
    let got;
    try { got = await selection.answers; } catch (e) { return; }
    const {c, reach} = got;
    if (!c.yours) return;
    if (name === c.at.split("-")[0]) { say(c.name + " is in " + name + "."); return; }
    const r = reach.hexes.find((h) => h.hex === name);
    if (!r) {
      herald.clearLayer("out");
      herald.shade("out", name, "out");
      say(name + " is out of " + c.name + "'s reach this turn" + (reach.note ? " (" + ruleText(reach.note, reach.rule) + ")" : " (MPA " + reach.mpa + ")") + ": nothing written.", true);
      return;
    }
    herald.clearLayer("out");
    if (!move || move.who !== c.name) move = {who: c.name, hexes: [], text: null};
    const end = move.hexes[move.hexes.length - 1];
    if (!c.mounted && end && adjacent(end, name) && !move.hexes.includes(name)) move.hexes.push(name);
    else move.hexes = r.path.slice();
    const text = "move: " + c.order_name + " move " + move.hexes.join(", ");
    // The line written last is replaced while it is still as written;
    // once the player edits it, a new line is added.
    const all = lines();
    const i = move.text === null ? -1 : all.lastIndexOf(move.text);
    if (i >= 0) {
      all[i] = text;
      box.value = all.join("\n");
      changed();
    } else {
      add(text);
    }
    move.text = text;
    herald.clearLayer("path");
    for (const h of move.hexes) herald.shade("path", h.split("-")[0], "path");
    say(c.name + ": " + move.hexes.join(", ") + " (" + (move.hexes.length === r.path.length && move.hexes.every((h, k) => h === r.path[k]) ? r.cost + " MP" : "checked when you Check") + ").");
  }

  async function check() {
    const out = $("checkmsg");
    out.className = ""; out.replaceChildren("Checking…");
    const text = box.value;
    try {
      const c = await herald.post("/check", {orders: text, version: herald.version});
      checkedText = text;
      problems = c.legal ? [] : (c.problems || [{line: c.line, error: c.error, rule: c.rule}]);
      if (c.legal) {
        out.className = "ok";
        out.replaceChildren(el("p", {text: "Legal: the rules allow every order (the check assumes the dice change nothing)."}), el("pre", {id: "plan", text: c.plan.join("\n")}));
      } else {
        out.className = "no";
        const ul = el("ul", {id: "problems"});
        for (const p of problems) ul.append(el("li", {"data-line": p.line || 0, text: (p.line ? "Line " + p.line + ": " : "") + ruleText(p.error, p.rule)}));
        out.replaceChildren(el("p", {text: problems.length === 1 ? "One order is refused:" : problems.length + " orders are refused:"}), ul);
      }
    } catch (e) {
      out.className = "no"; out.replaceChildren(String(e.message));
    }
    render();
  }

  async function play(ev) {
    ev.preventDefault();
    const msg = $("msg");
    msg.className = ""; msg.textContent = "Playing…";
    const text = box.value, message = note.value.trim();
    try {
      const body = await herald.post("/turn", {orders: text, version: herald.version, message});
      msg.className = "ok"; msg.textContent = "Played.";
      const pre = $("played");
      pre.hidden = false; pre.textContent = body.report.join("\n");
      save("sent", {played: body.version, orders: text, note: message});
      save("unsent", null);
      herald.played = body.version;
      herald.reload();
    } catch (e) { msg.className = "no"; msg.textContent = String(e.message); }
  }

  $("turn").addEventListener("submit", play);
  $("check").addEventListener("click", check);
  $("clear").addEventListener("click", () => {
    box.value = "";
    move = null;
    herald.clearLayer("path", "out");
    changed();
  });
  render();

  herald.orders = {
    add, hex,
    // selected: a new man is selected; his move starts afresh.
    selected(c) { if (move && move.who !== c.name) { move = null; herald.clearLayer("path"); } },
    // restart: a second click on the man being moved starts his move
    // afresh (true: the click is used).
    restart(name) {
      if (!move || move.who !== name || !herald.selected || herald.selected.name !== name) return false;
      move = {who: name, hexes: [], text: move.text};
      herald.clearLayer("path");
      say(name + "'s move starts afresh: click its first hex.");
      return true;
    },
    writing() { return box.value.trim() !== ""; },
  };
}

// ---- a decision, answered by clicking ----

function decision() {
  const q = {};
  const sec = $("decision");
  const kind = sec.dataset.kind;
  const answer = $("answer");
  const choices = $("choices");
  const info = herald.decision; // the question, as the view gives it
  const list = el("div", {class: "choices", role: "group", "aria-label": "Your choices"});
  choices.append(list);
  const state = herald.state || {characters: []};
  const at = (name) => { const c = state.characters.find((x) => x.name === name); return c ? c.at : ""; };
  let active = null; // the man whose hexes the map's clicks give
  const picks = {};  // name: [hexes] (retreat, advance)
  const ticked = new Set(); // pin orders made

  function write() {
    let text = "";
    if (kind === "retreat") {
      const rows = info.choices.filter((n) => picks[n] && picks[n].length).map((n) => quoteName(n) + " retreat " + picks[n].join(", "));
      text = rows.length ? "retreat:\n" + rows.join("\n") + "\n" : "";
    } else if (kind === "pin") {
      text = info.choices.filter((c) => ticked.has(c)).join("\n");
      if (text) text += "\n";
    } else {
      const n = info.choices.find((x) => picks[x] && picks[x].length);
      text = n ? "combat:\n" + quoteName(n) + " advance " + picks[n].join(", ") + "\n" : "";
    }
    answer.value = text;
    herald.clearLayer("path");
    for (const n of Object.keys(picks)) for (const h of picks[n] || []) herald.shade("path", h, kind === "retreat" ? "retreat" : "path");
  }

  // quoteName writes a name as orders do (herald's names need no quotes
  // unless they hold a keyword; the server's answer template shows them).
  function quoteName(n) { return /[,:"#<>]/.test(n) ? JSON.stringify(n) : n; }

  function row(name, control, extra) {
    const r = el("div", {class: "choice", "data-choice": name}, control, extra || null);
    list.append(r);
    return r;
  }

  function activate(name) {
    active = name;
    for (const r of list.querySelectorAll(".choice")) r.classList.toggle("active", r.dataset.choice === name);
    herald.mark("sel", name);
    say((kind === "retreat" ? "Click the hexes of " + name + "'s retreat, from " + at(name) : "Click the hex " + name + " advances into") + ".");
  }

  if (kind === "pin") {
    for (const c of info.choices) {
      const box = el("input", {type: "checkbox", value: c, "data-choice": c});
      box.addEventListener("change", () => { if (box.checked) ticked.add(c); else ticked.delete(c); write(); });
      row(c, el("label", {}, box, c));
      // Where the question places the mover: "Ben pin Sir Roland in H11".
      const m = /^(.+?) pin (.+?) in ([A-Za-z]+[0-9]+)$/.exec(c);
      if (m) herald.map.ghost(m[2].replace(/^"|"$/g, ""), info.turn, m[3], m[2].replace(/^"|"$/g, "").split(" ").map((w) => w[0]).join(""));
    }
  } else {
    for (const n of info.choices) {
      const radio = el("input", {type: "radio", name: "decide-who", value: n});
      radio.addEventListener("change", () => activate(n));
      const path = el("span", {class: "path hint", text: kind === "retreat" ? "herald retreats him" : ""});
      const clear = el("button", {type: "button", class: "quiet", text: "Clear"});
      clear.addEventListener("click", () => { picks[n] = []; path.textContent = kind === "retreat" ? "herald retreats him" : ""; write(); });
      const r = row(n, el("label", {}, radio, n + " (" + at(n) + ")"), el("span", {}, path, " ", clear));
      r.path = path;
    }
    if (kind === "advance") row("", el("label", {}, el("input", {type: "radio", name: "decide-who", value: "", checked: true}), "No advance"));
  }

  q.pick = (name) => {
    if (kind === "pin" || !info.choices.includes(name)) return false;
    const radio = list.querySelector('input[value="' + CSS.escape(name) + '"]');
    if (radio) radio.checked = true;
    activate(name);
    return true;
  };
  q.hex = (hex) => {
    if (kind === "pin" || !active) return false;
    const p = picks[active] || (picks[active] = []);
    const from = p.length ? p[p.length - 1] : at(active).split("-")[0];
    if (kind === "advance") picks[active] = [hex];
    else if (!adjacent(from, hex)) { say(hex + " is not next to " + from + ": a retreat goes hex by hex.", true); return true; }
    else p.push(hex);
    if (kind === "advance") for (const n of Object.keys(picks)) if (n !== active) picks[n] = [];
    const r = list.querySelector('.choice[data-choice="' + CSS.escape(active) + '"]');
    if (r && r.path) r.path.textContent = picks[active].join(", ");
    write();
    return true;
  };
  herald.deciding = q;

  async function checkAnswer() {
    const msg = $("decidemsg");
    msg.className = ""; msg.textContent = "Checking…";
    try {
      const c = await herald.post("/check-answer", {answer: answer.value});
      msg.className = c.legal ? "ok" : "no";
      msg.textContent = c.legal ? "The rules allow this answer." : (c.line ? "Line " + c.line + ": " : "") + ruleText(c.error, c.rule);
    } catch (e) { msg.className = "no"; msg.textContent = String(e.message); }
  }

  async function send(ev) {
    ev.preventDefault();
    const msg = $("decidemsg");
    msg.className = "sending"; msg.textContent = "Deciding…";
    try {
      const body = await herald.post("/decision", {answer: answer.value, version: herald.version});
      msg.className = "ok"; msg.textContent = "Decided; their turn goes on.";
      const pre = $("decided");
      pre.hidden = false; pre.textContent = body.report.join("\n");
      herald.reload();
    } catch (e) { msg.className = "no"; msg.textContent = String(e.message); }
  }
  $("check-answer").addEventListener("click", checkAnswer);
  decide.addEventListener("submit", send);
}
})();
