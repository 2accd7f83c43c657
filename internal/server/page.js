"use strict";
// The play page's core: its settings and state, the calls to the API, the
// overlays drawn on the map, and the planning panel (a man's values and
// reach, line of sight and odds against an enemy). mapview.js, orders.js
// and story.js add to it through window.herald.
//
// The page says what it is doing in <body data-state>: "busy" while it
// waits for an answer, "idle" once every answer is in. Tests and players'
// tools wait on it.
(() => {
// The page gives its settings as JSON: no inline script, so its
// Content-Security-Policy allows none.
const cfg = JSON.parse(document.getElementById("herald-config").textContent);
const {el, call, ruleText} = window.kit;
const $ = (id) => document.getElementById(id);
const svgNS = "http://www.w3.org/2000/svg";
const mapSVG = document.querySelector("#map svg");
const herald = window.herald = cfg;

// ---- busy and idle ----

let busy = 0;
let loaded = false; // every script of the page has run
function working(d) {
  busy = Math.max(0, busy + d);
  if (document.body.dataset.state === "reloading") return;
  document.body.dataset.state = busy > 0 ? "busy" : loaded ? "idle" : "loading";
}
// track marks the page busy until p settles, and returns p.
function track(p) {
  working(1);
  return Promise.resolve(p).finally(() => working(-1));
}

function api(path, params) {
  const q = new URLSearchParams(params || {});
  q.set("token", cfg.token);
  return "/api/games/" + encodeURIComponent(cfg.id) + path + "?" + q.toString();
}
function get(path, params) { return track(call(api(path, params))); }
function post(path, body) {
  return track(call(api(path), {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)}));
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

// centre is a hex's centre and radius on the page's map, or null.
function centre(hex) {
  const t = tablePoint(hex);
  if (t) return t;
  const p = mapSVG && hexPolygon(mapSVG, hex);
  return p ? centreOf(p) : null;
}

// tablePoint is a place "x,y" on a measured table (in the table's unit)
// as [x, y, r] on the picture, r a unit; null on a hex map.
function tablePoint(place) {
  const g = mapSVG && mapSVG.querySelector("g.table[data-px-per-unit]");
  const m = /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(place || "");
  if (!g || !m) return null;
  const k = Number(g.dataset.pxPerUnit);
  return [Number(g.dataset.originX) + Number(m[1]) * k, Number(g.dataset.originY) + Number(m[2]) * k, k];
}

// layer is the page's own overlay group, under the counters; labels
// and lines go in a group above them.
function layer(name, above) {
  let g = mapSVG.querySelector("g.page-" + name);
  if (g) return g;
  g = document.createElementNS(svgNS, "g");
  g.setAttribute("class", "overlay page-" + name);
  const counters = mapSVG.querySelector("g.counters");
  // a measured table has stands, not counters: overlays go on top
  if (!counters) (mapSVG.querySelector("g.table") || mapSVG).append(g);
  else if (above) counters.parentNode.append(g);
  else counters.parentNode.insertBefore(g, counters);
  return g;
}

function clearLayer(...names) {
  for (const name of names) for (const g of mapSVG.querySelectorAll("g.page-" + name)) g.replaceChildren();
}

function svgEl(tag, attrs) {
  const e = document.createElementNS(svgNS, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, typeof v === "number" ? v.toFixed(1) : v);
  return e;
}

function shade(name, hex, cls, label) {
  const poly = hexPolygon(mapSVG, hex);
  if (!poly) return;
  const g = svgEl("g", {class: "ov ov-" + cls, "data-hex": hex, "data-overlay": cls});
  g.append(svgEl("polygon", {class: "ov", points: poly.getAttribute("points")}));
  layer(name).append(g);
  if (label !== undefined) {
    const [x, y, r] = centreOf(poly);
    const t = svgEl("text", {class: "ovlabel", "data-hex": hex, x, y: y + 0.78 * r});
    t.textContent = label;
    layer(name + "-labels", true).append(t);
  }
}

function line(name, from, to, cls) {
  const a = centre(from), b = centre(to);
  if (!a || !b) return;
  layer(name + "-labels", true).append(svgEl("line", {class: "ovline " + cls, "data-from": from, "data-to": to,
    x1: a[0], y1: a[1], x2: b[0], y2: b[1]}));
}

function mark(cls, ...names) {
  for (const c of mapSVG.querySelectorAll(".counter." + cls)) c.classList.remove(cls);
  for (const name of names) {
    if (!name) continue;
    for (const c of mapSVG.querySelectorAll('[data-character="' + CSS.escape(name) + '"]')) c.classList.add(cls);
  }
}

// ---- what is selected ----

herald.selected = null; // the CharacterInfo of the side's selected character
herald.group = [];      // the side's characters attacking together: selected first
herald.reach = null;    // his ReachInfo
herald.aimed = null;    // the enemy clicked last
// selection is the man last clicked and the promise of his answers
// ({c, reach}): a hex clicked before they come waits for them, and acts
// for him (never for the man selected before).
herald.selection = null;

function tags(c) {
  const out = el("span", {});
  out.append(el("span", {class: "tag " + c.status, text: c.status}));
  if (c.mounted) out.append(el("span", {class: "tag mounted", text: "mounted"}));
  if (c.in_melee) out.append(el("span", {class: "tag melee", text: "in melee"}));
  if (c.retreat_owed) out.append(el("span", {class: "tag", text: "owes a retreat of " + c.retreat_owed}));
  return out;
}

function valuesTable(c) {
  const t = el("table", {class: "values"});
  t.append(el("tr", {}, el("th", {}, ""), el("th", {text: "attack"}), el("th", {text: "defence"}),
    el("th", {text: "wounded"}), el("th", {text: "MPA"})));
  const v = c.foot;
  t.append(el("tr", {}, el("th", {text: "on foot"}), el("td", {text: String(v.attack)}), el("td", {text: String(v.defence)}),
    el("td", {text: v.wounded_attack + "/" + v.wounded_defence}), el("td", {text: String(c.mpa)})));
  if (c.mounted_values) {
    const m = c.mounted_values;
    t.append(el("tr", {}, el("th", {text: "mounted"}), el("td", {text: String(m.attack)}), el("td", {text: String(m.defence)}),
      el("td", {text: m.wounded_attack + "/" + m.wounded_defence}), el("td", {text: String(c.mounted_mpa)})));
  }
  return t;
}

function weaponsText(c) {
  if (!c.weapons.length) return "no missile weapon";
  return c.weapons.map((w) => w.name + (w.ammo === undefined ? "" : w.ammo < 0 ? " (missiles not counted)" : " (" + w.ammo + " left)")).join(", ");
}

function characterPanel(c, title) {
  const s = el("div", {class: "character", "data-name": c.name});
  s.append(el("h2", {text: title + c.name + (c.class ? " (" + c.class + ")" : "")}));
  s.append(el("p", {}, c.side + " · " + c.at + " · ", tags(c)));
  s.append(el("p", {text: "Counts now: attack " + c.attack + ", defence " + c.defence +
    (c.armoured ? " · armoured" : "") + " · this turn's MPA " + c.effective_mpa}));
  s.append(valuesTable(c));
  s.append(el("p", {class: "weapons", text: "Weapons: " + weaponsText(c)}));
  if (c.abilities && c.abilities.length) s.append(el("p", {text: "Abilities: " + c.abilities.join(", ")}));
  return s;
}

// clicks counts the clicks that ask the server: an answer that comes
// back after a later click has been made is dropped.
let clicks = 0;

// select makes name the selected man: his panel and his reach. It
// returns the promise of {c, reach}, kept as herald.selection.
function select(name) {
  const info = $("info");
  const my = ++clicks;
  mark("want", name);
  const answers = (async () => {
    const c = await get("/character", {name});
    const reach = await get("/reach", {character: name});
    return {c, reach};
  })();
  herald.selection = {name, answers};
  answers.then(({c, reach}) => {
    if (my !== clicks) return;
    herald.selected = c; herald.aimed = null; herald.group = [c]; herald.reach = reach;
    mark("want"); mark("sel", name); mark("aim");
    clearLayer("reach", "reach-labels", "aim", "aim-labels");
    if (herald.orders) herald.orders.selected(c);
    $("target").hidden = true;
    $("target").replaceChildren();
    info.replaceChildren(characterPanel(c, ""));
    for (const h of reach.hexes) shade("reach", h.hex, "reach", String(h.cost));
    info.append(el("p", {id: "reach-text", text: reach.hexes.length + " hexes in reach (MPA " + reach.mpa + ")" +
      (reach.note ? " — " + ruleText(reach.note, reach.rule) : "") + "."}));
    info.append(el("p", {id: "group"}));
    info.append(el("p", {class: "hint", text: "Click an enemy for line of sight and odds; click hexes in reach to plan his move; shift-click more of your men to attack together."}));
  }).catch((e) => {
    if (my !== clicks) return;
    mark("want");
    info.replaceChildren(el("p", {class: "no", text: String(e.message)}));
  });
  return answers;
}

// joinGroup adds a man to the attack group, or takes him out of it.
async function joinGroup(name) {
  const g = herald.group;
  const i = g.findIndex((a) => a.name === name);
  if (i > 0) g.splice(i, 1);
  else {
    try { g.push(await get("/character", {name})); } catch (e) { return; }
  }
  mark("sel", ...g.map((a) => a.name));
  $("group").textContent = g.length > 1 ? "Attacking together: " + g.map((a) => a.name).join(", ") + "." : "";
  if (herald.aimed) showEnemy(herald.aimed.name);
}

async function showEnemy(name) {
  const t = $("target");
  t.replaceChildren(el("p", {class: "hint", text: "Asking about " + name + "…"}));
  t.hidden = false;
  const my = ++clicks;
  const selected = herald.selected;
  try {
    const c = await get("/character", {name});
    if (my !== clicks) return;
    t.replaceChildren(characterPanel(c, selected ? "Target: " : ""));
    if (!selected) {
      t.append(el("p", {class: "hint", text: "Select one of your men first to see line of sight and odds against " + name + "."}));
      return;
    }
    herald.aimed = c;
    mark("aim", name);
    clearLayer("aim", "aim-labels");
    const q = new URLSearchParams();
    for (const a of herald.group) q.append("from", a.name);
    q.append("to", name);
    const o = await get("/odds", q);
    if (my !== clicks) return;
    t.append(oddsPanel(o, c));
  } catch (e) {
    if (my === clicks) t.append(el("p", {class: "no", text: String(e.message)}));
  }
}

// resultWords spell out the result codes of the Combat and Missile Fire
// Tables (Cry Havoc §26.1).
const resultWords = {"-": "no effect", dk: "defender killed", dw: "defender wounded", ds: "defender stunned",
  d1: "defender retreats 1", d2: "defender retreats 2", d4: "defender retreats 4", ak: "attacker killed",
  aw: "attacker wounded", a1: "attacker retreats 1", a2: "attacker retreats 2", a4: "attacker retreats 4"};
function spelt(code) {
  const horse = code.startsWith("*");
  const w = resultWords[horse ? code.slice(1) : code] || code;
  return horse ? w + ", horse killed" : w;
}

function rollsTable(rolls) {
  const t = el("table", {class: "odds rolls"});
  const head = el("tr", {}, el("th", {scope: "row", text: "die"}));
  const res = el("tr", {}, el("th", {scope: "row", text: "result"}));
  for (const r of rolls) {
    head.append(el("th", {text: String(r.roll)}));
    const words = spelt(r.result) + (r.effects && r.effects.length ? ": " + r.effects.join("; ") : "");
    res.append(el("td", {title: words, "aria-label": words, text: r.result}));
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
  const b = el("button", {type: "button", class: "add", text});
  if (!herald.orders || !$("orders")) { b.disabled = true; b.title = "not your player turn"; return b; }
  b.addEventListener("click", () => herald.orders.add(order));
  return b;
}

function oddsPanel(o, target) {
  const s = el("div", {id: "odds"});
  const selected = herald.selected;
  if (o.sight) {
    const v = o.sight;
    const cls = v.visible ? "los-clear" : "los-blocked";
    line("aim", v.from_hex, v.to_hex, cls);
    shade("aim", v.to_hex, cls);
    s.append(el("h2", {text: "Line of sight"}));
    s.append(el("p", {id: "los", class: v.visible ? "clear" : "blocked",
      text: v.visible ? "Clear: " + v.from_hex + " sees " + v.to_hex + ", " + v.range + " hexes, cover: " + v.cover + "."
        : "Blocked" + (v.blocked_by ? " at " + v.blocked_by : "") + ": " + ruleText(v.reason, v.rule) + "."}));
  }
  if (o.fire) {
    const f = o.fire;
    s.append(el("h2", {text: "Missile fire"}));
    const p = el("div", {id: "fire"});
    if (f.refused) {
      p.append(el("p", {class: "no", text: ruleText(f.refused.error, f.refused.rule)}));
    } else {
      p.append(el("p", {text: f.weapon + " at " + f.range + " hexes: " + f.band + " range, cover " + f.cover +
        ", DRM " + (f.drm >= 0 ? "+" : "") + f.drm + " — " + f.table + "; " + f.phase + "."}));
      p.append(rollsTable(f.rolls));
      p.append(el("p", {class: "chances", text: "Chances: " + chancesText(f.chances)}));
      const ph = f.phase === "second fire" ? "second fire: " : "first fire: ";
      p.append(addButton("Add: " + selected.order_name + " fire at " + target.order_name,
        ph + selected.order_name + " fire at " + target.order_name));
    }
    s.append(p);
  }
  const m = o.melee;
  s.append(el("h2", {text: "Melee"}));
  const p = el("div", {id: "melee"});
  if (m.refused) {
    p.append(el("p", {class: "no", text: ruleText(m.refused.error, m.refused.rule)}));
  } else {
    p.append(el("p", {text: "Attack " + m.attack + " against defence " + m.defence + ": odds " + m.original +
      (m.shift ? ", shifted " + (m.shift > 0 ? "+" : "") + m.shift + " to " + m.final : "") +
      (m.shifts && m.shifts.length ? " (" + m.shifts.join(", ") + ")" : "") + " — " + m.table + "."}));
    p.append(rollsTable(m.rolls));
    p.append(el("p", {class: "chances", text: "Chances: " + chancesText(m.chances)}));
    const who = herald.group.map((a) => a.order_name).join(", ");
    p.append(addButton("Add: " + who + " attack " + target.order_name, "combat: " + who + " attack " + target.order_name));
  }
  s.append(p);
  s.append(el("p", {class: "hint", text: "Results: dk killed, dw wounded, ds stunned, d1/d2/d4 the defender retreats that many hexes; a… falls on the attacker; * kills the horse. Point at a result for it in words."}));
  return s;
}

// ---- clicks on the map ----

// act does what a click on the map does: on one of your men, select
// him (shift: join the attack group); on an enemy, aim at him; on a hex,
// hand it to the orders or the decision, for the man selected now.
function act(target, shift) {
  const who = target.closest("[data-character]");
  if (who) {
    const name = who.getAttribute("data-character");
    if (who.getAttribute("data-force") === cfg.you) {
      if (herald.deciding && herald.deciding.pick(name)) return;
      if (shift && herald.selected && herald.selected.name !== name) { joinGroup(name); return; }
      if (herald.orders && herald.orders.restart(name)) return;
      select(name);
    } else {
      showEnemy(name);
    }
    return;
  }
  const h = target.closest("[data-hex]");
  if (!h) return;
  const hex = h.getAttribute("data-hex");
  if (herald.deciding && herald.deciding.hex(hex)) return;
  if (herald.orders && herald.selection) herald.orders.hex(hex, herald.selection);
}

if (mapSVG) mapSVG.addEventListener("click", (ev) => {
  if (herald.map && herald.map.dragged()) return; // the end of a pan, not a click
  act(ev.target, ev.shiftKey);
});

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
    const r = await post("/seed", {seed});
    cfg.version = r.version;
    try { localStorage.setItem("herald-seed-" + cfg.id + "-" + cfg.you, seed); } catch (e) { /* private mode */ }
    const shown = document.querySelector('#seeds code[data-side="' + CSS.escape(cfg.you) + '"]');
    if (shown) shown.textContent = seed;
  } catch (e) { /* given already, or the dice have rolled: the next reload shows it */ }
}
if (cfg.seedWanted && window.crypto && crypto.getRandomValues) cfg.seeding = giveSeed();

// ---- the game moving on ----

// onVersion is told by live.js (the event stream) of each new version.
// A write that played nothing (a seed, a message) changes nothing on the
// board: the messages are read again. Otherwise the page is brought up to
// date, unless the player is writing, who is told instead.
herald.onVersion = async (v) => {
  if (cfg.seeding) await cfg.seeding;
  if (!(v > cfg.version) || cfg.leaving) return;
  let view;
  try { view = await get("", {}); } catch (e) { return; }
  if (view.version <= cfg.version) return;
  if (view.played_version === cfg.played) {
    cfg.version = view.version;
    document.body.dataset.version = String(view.version);
    if (herald.story) herald.story.refresh();
    return;
  }
  if (herald.orders && herald.orders.writing()) {
    $("news").hidden = false;
    return;
  }
  reload();
};

// reload brings the page up to date; a test or a tool sees data-state
// "reloading" until the new page is in.
function reload() {
  cfg.leaving = true;
  document.body.dataset.state = "reloading";
  location.reload();
}

// Without the event stream (live.js absent or cut) the page asks now and
// then whether the game has moved on.
if (cfg.poll > 0 && !window.EventSource) setInterval(() => herald.onVersion(cfg.version + 1), cfg.poll);

kit.remember({id: cfg.id, token: cfg.token, side: cfg.you, title: cfg.title});

Object.assign(herald, {api, get, post, track, working, el, $, svgNS, mapSVG, hexPolygon, centreOf, centre, layer,
  clearLayer, svgEl, shade, line, mark, select, showEnemy, act, reload, spelt});
// The other scripts load after this one: the page is idle once they
// have all run and every answer they asked for is in.
document.addEventListener("DOMContentLoaded", () => { loaded = true; working(0); });
})();
