"use strict";
// The play page: click a character for his values and reach, an enemy for
// line of sight and odds, hexes to plan a move; check and play the orders;
// step through the game. Every answer comes from the server's API.
(() => {
// The page gives id, token, you, version, yourTurn, seedWanted and poll
// as JSON: no inline script, so its Content-Security-Policy allows none.
const cfg = JSON.parse(document.getElementById("herald-config").textContent);
const $ = (id) => document.getElementById(id);
const svgNS = "http://www.w3.org/2000/svg";
const mapSVG = document.querySelector("#map svg");

function api(path, params) {
  const q = new URLSearchParams(params || {});
  q.set("token", cfg.token);
  return "/api/games/" + encodeURIComponent(cfg.id) + path + "?" + q.toString();
}

// call fetches JSON; a refusal becomes an Error saying why, rule first.
async function call(url, init) {
  const r = await fetch(url, init);
  let body = null;
  try { body = await r.json(); } catch (e) { body = {error: "the server answered " + r.status}; }
  if (!r.ok) {
    const e = new Error(ruleText(body.error, body.rule));
    e.status = r.status;
    throw e;
  }
  return body;
}

// ruleText names the rule once, in front.
function ruleText(msg, rule) {
  msg = String(msg || "");
  if (!rule) return msg;
  return "Rule " + rule + ": " + msg.replace("rule " + rule + ": ", "");
}

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v; else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k);
  return e;
}

function pct(x) { return (Math.round(x * 1000) / 10) + "%"; }

// ---- drawing on the map ----

function hexPolygon(svg, name) {
  return svg.querySelector('g.hex[data-hex="' + CSS.escape(name) + '"] polygon.ground');
}

function centreOf(poly) {
  const pts = poly.getAttribute("points").trim().split(/\s+/).map((p) => p.split(",").map(Number));
  let x = 0, y = 0;
  for (const [px, py] of pts) { x += px; y += py; }
  x /= pts.length; y /= pts.length;
  const r = Math.hypot(pts[0][0] - x, pts[0][1] - y);
  return [x, y, r];
}

// layer is the page's own overlay group, under the counters; labels
// and lines go in a group above them.
function layer(name, above) {
  let g = mapSVG.querySelector("g.page-" + name);
  if (g) return g;
  g = document.createElementNS(svgNS, "g");
  g.setAttribute("class", "overlay page-" + name);
  const counters = mapSVG.querySelector("g.counters");
  if (above || !counters) counters.parentNode.append(g);
  else counters.parentNode.insertBefore(g, counters);
  return g;
}

function clearLayer(name) {
  for (const g of mapSVG.querySelectorAll("g.page-" + name)) g.replaceChildren();
}

function shade(name, hex, cls, label) {
  const poly = hexPolygon(mapSVG, hex);
  if (!poly) return;
  const g = document.createElementNS(svgNS, "g");
  g.setAttribute("class", "ov ov-" + cls);
  g.setAttribute("data-hex", hex);
  g.setAttribute("data-overlay", cls);
  const p = document.createElementNS(svgNS, "polygon");
  p.setAttribute("class", "ov");
  p.setAttribute("points", poly.getAttribute("points"));
  g.append(p);
  layer(name).append(g);
  if (label !== undefined) {
    const [x, y, r] = centreOf(poly);
    const t = document.createElementNS(svgNS, "text");
    t.setAttribute("class", "ovlabel");
    t.setAttribute("data-hex", hex);
    t.setAttribute("x", x.toFixed(1));
    t.setAttribute("y", (y + 0.78 * r).toFixed(1));
    t.textContent = label;
    layer(name + "-labels", true).append(t);
  }
}

function line(name, from, to, cls) {
  const a = hexPolygon(mapSVG, from), b = hexPolygon(mapSVG, to);
  if (!a || !b) return;
  const [x1, y1] = centreOf(a), [x2, y2] = centreOf(b);
  const l = document.createElementNS(svgNS, "line");
  l.setAttribute("class", "ovline " + cls);
  l.setAttribute("data-from", from);
  l.setAttribute("data-to", to);
  for (const [k, v] of [["x1", x1], ["y1", y1], ["x2", x2], ["y2", y2]]) l.setAttribute(k, v.toFixed(1));
  layer(name + "-labels", true).append(l);
}

function mark(cls, ...names) {
  for (const c of mapSVG.querySelectorAll(".counter." + cls)) c.classList.remove(cls);
  for (const name of names) {
    if (!name) continue;
    for (const c of mapSVG.querySelectorAll('[data-character="' + CSS.escape(name) + '"]')) c.classList.add(cls);
  }
}

// ---- what is selected ----

let selected = null; // the CharacterInfo of the side's selected character
let group = [];      // the side's characters attacking together: selected first
let reach = null;    // his ReachInfo
let move = null;     // {who, hexes, text}: the move being built by clicks
let aimed = null;    // the enemy clicked last

function tags(c) {
  const out = el("span", {});
  out.append(el("span", {class: "tag " + c.status}, c.status));
  if (c.mounted) out.append(el("span", {class: "tag mounted"}, "mounted"));
  if (c.in_melee) out.append(el("span", {class: "tag melee"}, "in melee"));
  if (c.retreat_owed) out.append(el("span", {class: "tag"}, "owes a retreat of " + c.retreat_owed));
  return out;
}

function valuesTable(c) {
  const t = el("table", {class: "values"});
  t.append(el("tr", {}, el("th", {}, ""), el("th", {}, "attack"), el("th", {}, "defence"),
    el("th", {}, "wounded"), el("th", {}, "MPA")));
  const v = c.foot;
  t.append(el("tr", {}, el("th", {}, "on foot"), el("td", {}, String(v.attack)), el("td", {}, String(v.defence)),
    el("td", {}, v.wounded_attack + "/" + v.wounded_defence), el("td", {}, String(c.mpa))));
  if (c.mounted_values) {
    const m = c.mounted_values;
    t.append(el("tr", {}, el("th", {}, "mounted"), el("td", {}, String(m.attack)), el("td", {}, String(m.defence)),
      el("td", {}, m.wounded_attack + "/" + m.wounded_defence), el("td", {}, String(c.mounted_mpa))));
  }
  return t;
}

function weaponsText(c) {
  if (!c.weapons.length) return "no missile weapon";
  return c.weapons.map((w) => w.name + (w.ammo === undefined ? "" : w.ammo < 0 ? " (missiles not counted)" : " (" + w.ammo + " left)")).join(", ");
}

function characterPanel(c, title) {
  const s = el("div", {class: "character", "data-name": c.name});
  s.append(el("h2", {}, title + c.name + (c.class ? " (" + c.class + ")" : "")));
  s.append(el("p", {}, c.side + " · " + c.at + " · ", tags(c)));
  s.append(el("p", {}, "Counts now: attack " + c.attack + ", defence " + c.defence +
    (c.armoured ? " · armoured" : "") + " · this turn's MPA " + c.effective_mpa));
  s.append(valuesTable(c));
  s.append(el("p", {class: "weapons"}, "Weapons: " + weaponsText(c)));
  if (c.abilities && c.abilities.length) s.append(el("p", {}, "Abilities: " + c.abilities.join(", ")));
  return s;
}

// clicks counts the clicks that ask the server: an answer that comes
// back after a later click has been made is dropped.
let clicks = 0;

async function select(name) {
  const info = $("info");
  const my = ++clicks;
  try {
    const c = await call(api("/character", {name}));
    if (my !== clicks) return;
    selected = c; aimed = null; move = null; group = [c];
    mark("sel", name); mark("aim");
    clearLayer("reach"); clearLayer("reach-labels"); clearLayer("aim"); clearLayer("aim-labels"); clearLayer("path");
    $("target").hidden = true;
    $("target").replaceChildren();
    info.replaceChildren(characterPanel(c, ""));
    const r = await call(api("/reach", {character: name}));
    if (my !== clicks) return;
    reach = r;
    for (const h of r.hexes) shade("reach", h.hex, "reach", String(h.cost));
    const p = el("p", {id: "reach-text"}, r.hexes.length + " hexes in reach (MPA " + r.mpa + ")" +
      (r.note ? " — " + ruleText(r.note, r.rule) : "") + ".");
    info.append(p);
    info.append(el("p", {id: "group"}));
    info.append(el("p", {class: "hint"}, "Click an enemy for line of sight and odds; click hexes to plan his move; shift-click more of your men to attack together."));
  } catch (e) {
    if (my === clicks) info.replaceChildren(el("p", {class: "no"}, String(e.message)));
  }
}

// joinGroup adds a man to the attack group, or takes him out of it.
async function joinGroup(name) {
  const i = group.findIndex((a) => a.name === name);
  if (i > 0) group.splice(i, 1);
  else {
    try { group.push(await call(api("/character", {name}))); } catch (e) { return; }
  }
  mark("sel", ...group.map((a) => a.name));
  $("group").textContent = group.length > 1 ? "Attacking together: " + group.map((a) => a.name).join(", ") + "." : "";
  if (aimed) showEnemy(aimed.name);
}

async function showEnemy(name) {
  const t = $("target");
  t.replaceChildren(el("p", {class: "hint"}, "Asking about " + name + "…"));
  t.hidden = false;
  const my = ++clicks;
  try {
    const c = await call(api("/character", {name}));
    if (my !== clicks) return;
    t.replaceChildren(characterPanel(c, selected ? "Target: " : ""));
    if (!selected) {
      t.append(el("p", {class: "hint"}, "Select one of your characters first to see line of sight and odds against " + name + "."));
      return;
    }
    aimed = c;
    mark("aim", name);
    clearLayer("aim"); clearLayer("aim-labels");
    const q = new URLSearchParams();
    for (const a of group) q.append("from", a.name);
    q.append("to", name);
    const o = await call(api("/odds", q));
    if (my !== clicks) return;
    t.append(oddsPanel(o, c));
  } catch (e) {
    if (my === clicks) t.append(el("p", {class: "no"}, String(e.message)));
  }
}

function rollsTable(rolls) {
  const t = el("table", {class: "odds rolls"});
  const head = el("tr", {}, el("th", {}, "die"));
  const res = el("tr", {}, el("th", {}, "result"));
  for (const r of rolls) {
    head.append(el("th", {}, String(r.roll)));
    res.append(el("td", {title: (r.effects || []).join("; ")}, r.result));
  }
  t.append(head, res);
  return t;
}

function chancesText(ch) {
  const parts = [["killed", ch.killed], ["wounded", ch.wounded], ["stunned", ch.stunned],
    ["retreat", ch.retreat], ["nothing", ch.nothing]];
  if (ch.attacker_hurt) parts.push(["attacker hurt", ch.attacker_hurt]);
  if (ch.horse_killed) parts.push(["horse killed", ch.horse_killed]);
  return parts.map(([k, v]) => k + " " + pct(v)).join(", ");
}

function addButton(text, order) {
  const b = el("button", {type: "button", class: "add"}, text);
  const box = $("orders");
  if (!box) { b.disabled = true; b.title = "not your player turn"; return b; }
  b.addEventListener("click", () => addLine(order));
  return b;
}

function oddsPanel(o, target) {
  const s = el("div", {id: "odds"});
  if (o.sight) {
    const v = o.sight;
    const cls = v.visible ? "los-clear" : "los-blocked";
    line("aim", v.from_hex, v.to_hex, cls);
    shade("aim", v.to_hex, cls);
    s.append(el("h2", {}, "Line of sight"));
    s.append(el("p", {id: "los", class: v.visible ? "clear" : "blocked"},
      v.visible ? "Clear: " + v.from_hex + " sees " + v.to_hex + ", " + v.range + " hexes, cover: " + v.cover + "."
        : "Blocked" + (v.blocked_by ? " at " + v.blocked_by : "") + ": " + ruleText(v.reason, v.rule) + "."));
  }
  if (o.fire) {
    const f = o.fire;
    s.append(el("h2", {}, "Missile fire"));
    const p = el("div", {id: "fire"});
    if (f.refused) {
      p.append(el("p", {class: "no"}, ruleText(f.refused.error, f.refused.rule)));
    } else {
      p.append(el("p", {}, f.weapon + " at " + f.range + " hexes: " + f.band + " range, cover " + f.cover +
        ", DRM " + (f.drm >= 0 ? "+" : "") + f.drm + " — " + f.table + "; " + f.phase + "."));
      p.append(rollsTable(f.rolls));
      p.append(el("p", {class: "chances"}, "Chances: " + chancesText(f.chances)));
      const ph = f.phase === "second fire" ? "second fire: " : "first fire: ";
      p.append(addButton("Add: " + selected.order_name + " fire at " + target.order_name,
        ph + selected.order_name + " fire at " + target.order_name));
    }
    s.append(p);
  }
  const m = o.melee;
  s.append(el("h2", {}, "Melee"));
  const p = el("div", {id: "melee"});
  if (m.refused) {
    p.append(el("p", {class: "no"}, ruleText(m.refused.error, m.refused.rule)));
  } else {
    p.append(el("p", {}, "Attack " + m.attack + " against defence " + m.defence + ": odds " + m.original +
      (m.shift ? ", shifted " + (m.shift > 0 ? "+" : "") + m.shift + " to " + m.final : "") +
      (m.shifts && m.shifts.length ? " (" + m.shifts.join(", ") + ")" : "") + " — " + m.table + "."));
    p.append(rollsTable(m.rolls));
    p.append(el("p", {class: "chances"}, "Chances: " + chancesText(m.chances)));
    const who = group.map((a) => a.order_name).join(", ");
    p.append(addButton("Add: " + who + " attack " + target.order_name,
      "combat: " + who + " attack " + target.order_name));
  }
  s.append(p);
  s.append(el("p", {class: "hint"}, "Results: dk killed, dw wounded, ds stunned, d1/d2/d4 retreat that many hexes; a… falls on the attacker; * kills the horse."));
  return s;
}

// ---- the orders box ----

function addLine(text) {
  const box = $("orders");
  if (!box) return;
  let v = box.value;
  if (v && !v.endsWith("\n")) v += "\n";
  box.value = v + text + "\n";
}

// moveTo adds a hex to the selected character's move: the first click
// takes the cheapest path from his reach, later clicks add one hex each.
function moveTo(hex) {
  const box = $("orders");
  if (!box || !selected || !selected.yours) return;
  if (!move || move.who !== selected.name) move = {who: selected.name, hexes: [], text: null};
  if (move.hexes.length === 0 && reach) {
    const r = reach.hexes.find((h) => h.hex === hex);
    move.hexes = r ? r.path.slice() : [hex];
  } else {
    move.hexes.push(hex);
  }
  const text = "move: " + selected.order_name + " move " + move.hexes.join(", ");
  // The line written last is replaced while it is still in the box as
  // written; once the player edits it, a new line is added.
  const lines = box.value.split("\n");
  const i = move.text === null ? -1 : lines.lastIndexOf(move.text);
  if (i >= 0) {
    lines[i] = text;
    box.value = lines.join("\n");
  } else {
    addLine(text);
  }
  move.text = text;
  clearLayer("path");
  for (const h of move.hexes) shade("path", h, "path");
}

async function check() {
  const out = $("checkmsg");
  out.className = ""; out.replaceChildren("Checking…");
  try {
    const c = await call(api("/check"), {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({orders: $("orders").value, version: cfg.version})});
    if (c.legal) {
      out.className = "ok";
      out.replaceChildren(el("p", {}, "Legal: the rules allow every order (the check assumes the dice change nothing)."), el("pre", {id: "plan"}, c.plan.join("\n")));
    } else {
      out.className = "no";
      out.replaceChildren(el("p", {}, (c.line ? "Line " + c.line + ": " : "") + ruleText(c.error, c.rule)));
    }
  } catch (e) {
    out.className = "no"; out.replaceChildren(String(e.message));
  }
}

async function play(ev) {
  ev.preventDefault();
  const msg = $("msg");
  msg.className = ""; msg.textContent = "Playing…";
  try {
    const body = await call("/api/games/" + encodeURIComponent(cfg.id) + "/turn?token=" + encodeURIComponent(cfg.token),
      {method: "POST", headers: {"Content-Type": "application/json"},
        body: JSON.stringify({orders: $("orders").value, version: cfg.version})});
    msg.className = "ok"; msg.textContent = "Played.";
    const pre = $("played");
    pre.hidden = false; pre.textContent = body.report.join("\n");
    cfg.played = true;
    setTimeout(() => location.reload(), 1500);
  } catch (e) { msg.className = "no"; msg.textContent = String(e.message); }
}

// decide answers the decision the opponent's turn waits for (rule 4):
// a refusal shows its rule and the answer may be sent again.
async function decide(ev) {
  ev.preventDefault();
  const msg = $("decidemsg");
  msg.className = "sending"; msg.textContent = "Deciding…"; // live.js: no reload meanwhile
  try {
    const body = await call(api("/decision"), {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({answer: $("answer").value, version: cfg.version})});
    msg.className = "ok"; msg.textContent = "Decided; their turn goes on.";
    const pre = $("decided");
    pre.hidden = false; pre.textContent = body.report.join("\n");
    cfg.played = true;
    setTimeout(() => location.reload(), 1500);
  } catch (e) { msg.className = "no"; msg.textContent = String(e.message); }
}
const decideForm = $("decide");
if (decideForm) decideForm.addEventListener("submit", decide);

// ---- clicks on the map ----

if (mapSVG) mapSVG.addEventListener("click", (ev) => {
  const who = ev.target.closest("[data-character]");
  if (who) {
    const name = who.getAttribute("data-character");
    if (who.getAttribute("data-force") === cfg.you) {
      if (ev.shiftKey && selected && selected.name !== name) {
        joinGroup(name);
        return;
      }
      if (selected && selected.name === name && move && move.hexes.length) {
        move = null; clearLayer("path"); // a second click starts the move afresh
        return;
      }
      select(name);
    } else {
      showEnemy(name);
    }
    return;
  }
  const h = ev.target.closest("[data-hex]");
  if (h && selected && selected.yours) moveTo(h.getAttribute("data-hex"));
});

const form = $("turn");
if (form) {
  form.addEventListener("submit", play);
  $("check").addEventListener("click", check);
}

// ---- the side's dice seed ----

// giveSeed draws the side's own dice seed in the player's browser and
// gives it before the first roll (docs/dice.md), so that neither the
// server nor the other side chose it. The seed's write moves the game's
// version on; the page plays against the new one.
async function giveSeed() {
  const b = new Uint8Array(32);
  crypto.getRandomValues(b);
  const seed = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  try {
    const r = await call(api("/seed"), {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({seed})});
    cfg.version = r.version;
    try { localStorage.setItem("herald-seed-" + cfg.id + "-" + cfg.you, seed); } catch (e) { /* private mode */ }
    const shown = document.querySelector('#seeds code[data-side="' + CSS.escape(cfg.you) + '"]');
    if (shown) shown.textContent = seed;
  } catch (e) { /* given already, or the dice have rolled: the next reload shows it */ }
}
if (cfg.seedWanted && window.crypto && crypto.getRandomValues) cfg.seeding = giveSeed();

// ---- replay ----

let step = null, steps = 0;
async function replayTo(n) {
  const at = $("replay-at");
  const my = ++steps;
  try {
    const r = await call(api("/replay", n === undefined ? {} : {to: n}));
    if (my !== steps) return;
    step = r;
    at.textContent = "Event " + r.to + " of " + r.last + " (" + r.type + (r.by ? ", " + r.by : "") +
      ") — game turn " + r.turn + ", " + r.side + " to play, " + r.phase + ".";
    $("replay-report").textContent = r.report.join("\n");
    $("replay-map").innerHTML = r.svg;
    $("replay-first").disabled = $("replay-back").disabled = r.to <= 1;
    $("replay-forward").disabled = $("replay-last").disabled = r.to >= r.last;
  } catch (e) { at.textContent = String(e.message); }
}
const rp = $("replay");
if (rp) {
  rp.addEventListener("toggle", () => { if (rp.open && !step) replayTo(); });
  $("replay-first").addEventListener("click", () => replayTo(1));
  $("replay-back").addEventListener("click", () => replayTo(step ? step.to - 1 : 1));
  $("replay-forward").addEventListener("click", () => replayTo(step ? step.to + 1 : 1));
  $("replay-last").addEventListener("click", () => replayTo());
  // The arrow keys step while the replay is open and no box has the keys.
  document.addEventListener("keydown", (ev) => {
    if (!rp.open || !step || ev.target.closest("textarea, input")) return;
    if (ev.key === "ArrowLeft" && step.to > 1) replayTo(step.to - 1);
    else if (ev.key === "ArrowRight" && step.to < step.last) replayTo(step.to + 1);
    else return;
    ev.preventDefault();
  });
}

// ---- the other side's turn ----

// Unless the page listens to the game's event stream (a script with
// data-events), it asks every few seconds whether the game has moved on,
// and reloads when it has, unless orders are being written.
if (cfg.poll > 0 && !document.querySelector("script[data-events]")) setInterval(async () => {
  try {
    const g = await call("/api/games/" + encodeURIComponent(cfg.id) + "?token=" + encodeURIComponent(cfg.token));
    if (g.version === cfg.version || cfg.played) return;
    const box = $("orders");
    if (box && box.value.trim() !== "") {
      $("news").hidden = false;
      return;
    }
    location.reload();
  } catch (e) { /* try again next time */ }
}, cfg.poll);
})();
