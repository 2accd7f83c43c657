"use strict";
// Moves on a measured table, for any ruleset played with a ruler: click
// one of your figures (or press on it and drag), then click or release
// where he is to go; each click adds a leg. While the pointer moves, a
// line from where the figure would be shows the leg and its length in the
// table's unit (places to the whole unit), and the move's length in all. The move is written into
// the orders as "NAME moves to X,Y, then to X,Y". Escape or a click on
// the figure again starts his move afresh. Nothing here knows a ruleset:
// it reads the table's data attributes (render.WriteTable) and writes the
// move in the notation the ruleset gives (game.MoveNotation, in the
// page's settings as tableMove).
(() => {
const herald = window.herald;
if (!herald || !herald.mapSVG) return;
const svg = herald.mapSVG;
const tableG = svg.querySelector("g.table[data-px-per-unit]");
if (!tableG) return;
const {svgEl, clearLayer, layer} = herald;
const k = Number(tableG.dataset.pxPerUnit);
const ox = Number(tableG.dataset.originX), oy = Number(tableG.dataset.originY);
const unit = (svg.querySelector("[data-unit]") || tableG).dataset.unit || "cm";
const box = document.getElementById("orders");
const say = (text) => { const p = document.getElementById("cursor"); if (p) { p.textContent = text; p.className = "hint"; } };
document.body.dataset.table = "1";
say("Click one of your figures, or press on him and drag, then click where he is to go: each click adds a leg of his move.");

// where is a pointer event's place on the table, to the nearest whole
// unit: a click is no finer than that on a phone, and a player who wants
// finer writes it.
function where(ev) {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
  return {x: Math.round((p.x - ox) / k), y: Math.round((p.y - oy) / k)};
}
const px = (p) => [ox + p.x * k, oy + p.y * k];
const round = (v) => Math.round(v * 10) / 10;
const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);

let move = null; // {who, from, legs: [{x, y}]}
let drag = null; // the stand pressed on, until released

function standOf(target) { return target && target.closest ? target.closest("[data-stand]") : null; }
function mine(s) { return s && s.dataset.force === herald.you && s.dataset.status !== "dead"; }
function end() { return move.legs.length ? move.legs[move.legs.length - 1] : move.from; }
function total(extra) {
  let d = 0, at = move.from;
  for (const p of move.legs.concat(extra ? [extra] : [])) { d += dist(at, p); at = p; }
  return d;
}

function select(s) {
  for (const o of svg.querySelectorAll(".stand.table-selected")) o.classList.remove("table-selected");
  clearLayer("table-move");
  move = null;
  if (!s) return;
  s.classList.add("table-selected");
  move = {who: s.dataset.stand, from: {x: Number(s.dataset.x), y: Number(s.dataset.y)}, legs: []};
  document.body.dataset.selected = move.who;
  say(move.who + " is selected: click where he is to go (each click a leg).");
}

// draw shows the legs written and, to the pointer, the leg being chosen.
function draw(to) {
  clearLayer("table-move");
  if (!move) return;
  const g = layer("table-move", true);
  const pts = [move.from].concat(move.legs, to ? [to] : []);
  if (pts.length < 2) return;
  g.append(svgEl("polyline", {class: "table-leg", points: pts.map((p) => px(p).map((v) => v.toFixed(1)).join(",")).join(" "),
    fill: "none", stroke: "#111", "stroke-width": 2, "stroke-dasharray": "6 4"}));
  const last = pts[pts.length - 1], [lx, ly] = px(last);
  g.append(svgEl("circle", {class: "table-end", cx: lx, cy: ly, r: 4, fill: "#111"}));
  const leg = dist(pts[pts.length - 2], last);
  const label = svgEl("text", {class: "table-distance", x: lx + 8, y: ly - 8, "font-size": 14, "font-weight": "bold",
    fill: "#111", stroke: "#fff", "stroke-width": 3, "paint-order": "stroke"});
  label.textContent = round(leg) + " " + unit + (pts.length > 2 ? " (" + round(total(to)) + " in all)" : "");
  g.append(label);
  document.body.dataset.distance = String(round(to ? total(to) : total()));
}

// write puts the figure's move in the orders, in place of one he had.
const notation = herald.tableMove || {line: "{who} moves {legs}", leg: "to {x},{y}", join: ", then "};
const fill = (pattern, vals) => pattern.replace(/\{(\w+)\}/g, (m, k) => (k in vals ? String(vals[k]) : m));
// a figure's move line starts with the pattern up to its legs: "Hugh moves"
const opening = (who) => fill(notation.line.split("{legs}")[0], {who}).trim().toLowerCase();
function write() {
  if (!box || !move || !move.legs.length) return;
  const legs = move.legs.map((p) => fill(notation.leg, {x: round(p.x), y: round(p.y)})).join(notation.join);
  const line = fill(notation.line, {who: move.who, legs});
  const starts = (l) => l.toLowerCase().startsWith(opening(move.who));
  const lines = box.value.split("\n").filter((l) => l.trim() !== "" && !starts(l));
  lines.push(line);
  box.value = lines.join("\n") + "\n";
  box.dispatchEvent(new Event("input", {bubbles: true}));
  say(line + " — " + round(total()) + " " + unit + " in all. Click again for another leg.");
}

function leg(p) {
  if (!move || !p) return;
  if (dist(end(), p) < 0.2) return;
  move.legs.push({x: Math.max(0, p.x), y: Math.max(0, p.y)});
  draw(null);
  write();
}

svg.addEventListener("pointerdown", (ev) => {
  const s = standOf(ev.target);
  if (mine(s) && herald.yourTurn) {
    if (!move || move.who !== s.dataset.stand) select(s);
    drag = {who: s.dataset.stand, x: ev.clientX, y: ev.clientY};
    ev.stopPropagation(); // a drag from a figure moves him, not the map
    if (svg.setPointerCapture) try { svg.setPointerCapture(ev.pointerId); } catch (e) { /* a synthetic event */ }
  }
});
svg.addEventListener("pointermove", (ev) => { if (move) draw(where(ev)); });
svg.addEventListener("pointerup", (ev) => {
  if (!drag) return;
  const moved = Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) > 6;
  drag = null;
  if (moved) { leg(where(ev)); ev.stopPropagation(); svg.dataset.dragged = "1"; }
});
svg.addEventListener("click", (ev) => {
  if (svg.dataset.dragged) { delete svg.dataset.dragged; return; }
  const s = standOf(ev.target);
  if (mine(s)) {
    if (move && move.who === s.dataset.stand && move.legs.length) { select(s); say(s.dataset.stand + "'s move starts afresh."); }
    else if (!move || move.who !== s.dataset.stand) select(s);
    return;
  }
  if (move && herald.yourTurn) leg(where(ev));
});
document.addEventListener("keydown", (ev) => { if (ev.key === "Escape" && move) select(null); });
svg.addEventListener("pointerleave", () => { if (move) draw(null); });
herald.tableView = {select: (name) => select(svg.querySelector('[data-stand="' + CSS.escape(name) + '"]')), leg, where};
})();
