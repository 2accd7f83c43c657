"use strict";
// The map as a player works it: zoom and pan, a cursor moved with the
// arrow keys (Enter acts as a click), the trails the last turns left (moves,
// retreats, shots and attacks), markers for men in melee or owing a
// retreat, and, during a decision, the movers where the question places
// them.
(() => {
const herald = window.herald;
const svg = herald.mapSVG;
const box = document.getElementById("map");
if (!svg || !box) return;
const {svgEl, centre, layer, clearLayer, el} = herald;

// ---- zoom and pan ----

const natural = Number(svg.getAttribute("width")) || svg.viewBox.baseVal.width || 800;
let zoom = 0; // 0: fit the box's width
function setZoom(z, at) {
  const before = {x: box.scrollLeft, y: box.scrollTop, w: svg.getBoundingClientRect().width};
  zoom = z;
  box.classList.toggle("fit", z === 0);
  svg.style.width = z === 0 ? "" : Math.round(natural * z) + "px";
  if (at && before.w) {
    // Keep the point under the pointer where it was.
    const k = svg.getBoundingClientRect().width / before.w;
    box.scrollLeft = (before.x + at.x) * k - at.x;
    box.scrollTop = (before.y + at.y) * k - at.y;
  }
}
function current() { return zoom || svg.getBoundingClientRect().width / natural; }
// On a wide screen the whole map fits; on a phone the counters would be
// too small to read and touch, so it opens at a readable size, at the
// side's own men.
if (box.clientWidth >= 700) setZoom(0);
else {
  setZoom(0.8);
  const mine = svg.querySelector('.counter[data-force="' + CSS.escape(herald.you) + '"]');
  if (mine) {
    const r = mine.getBoundingClientRect(), b = box.getBoundingClientRect();
    box.scrollLeft += r.left - b.left - b.width / 2;
    box.scrollTop += r.top - b.top - b.height / 2;
  }
}
document.getElementById("zoom-in").addEventListener("click", () => setZoom(Math.min(4, current() * 1.3)));
document.getElementById("zoom-out").addEventListener("click", () => {
  const z = current() / 1.3;
  setZoom(z * natural <= box.clientWidth ? 0 : z);
});
document.getElementById("zoom-fit").addEventListener("click", () => setZoom(0));
box.addEventListener("wheel", (ev) => {
  if (!ev.ctrlKey) return;
  ev.preventDefault();
  const r = box.getBoundingClientRect();
  const z = current() * (ev.deltaY < 0 ? 1.15 : 1 / 1.15);
  setZoom(z * natural <= box.clientWidth ? 0 : Math.min(4, z), {x: ev.clientX - r.left, y: ev.clientY - r.top});
}, {passive: false});

// A drag with the mouse pans; the click that ends it is no click.
let drag = null, dragged = false;
box.addEventListener("pointerdown", (ev) => {
  if (ev.pointerType !== "mouse" || ev.button !== 0) return;
  drag = {x: ev.clientX, y: ev.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false};
  dragged = false;
});
box.addEventListener("pointermove", (ev) => {
  if (!drag) return;
  const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
  if (!drag.moved && Math.hypot(dx, dy) < 6) return;
  drag.moved = true;
  box.classList.add("panning");
  box.scrollLeft = drag.left - dx;
  box.scrollTop = drag.top - dy;
});
window.addEventListener("pointerup", () => {
  if (drag && drag.moved) dragged = true;
  drag = null;
  box.classList.remove("panning");
});

// ---- the keyboard cursor ----

const hexes = Array.from(svg.querySelectorAll("g.hex[data-hex]")).map((g) => {
  const c = herald.centreOf(g.querySelector("polygon.ground"));
  return {name: g.getAttribute("data-hex"), x: c[0], y: c[1], g};
});
let cursor = null;
const say = document.getElementById("cursor");

function describe(h) {
  const terrain = h.g.getAttribute("data-terrain") || "";
  const here = Array.from(svg.querySelectorAll(".counter[data-hex]")).filter((c) => {
    const at = c.getAttribute("data-hex");
    return at === h.name || at.split("-").includes(h.name);
  }).map((c) => (c.querySelector("title") || {}).textContent || c.getAttribute("data-unit"));
  return h.name + (terrain ? ", " + terrain : "") + (here.length ? ": " + here.join("; ") : "");
}

function moveCursor(h) {
  if (!h) return; // a measured table has no hexes (tableview.js)
  cursor = h;
  // The cursor is drawn above the counters, so it shows on a man too.
  clearLayer("cursor");
  const g = svgEl("g", {class: "ov ov-cursor", "data-hex": h.name});
  g.append(svgEl("polygon", {class: "ov", points: h.g.querySelector("polygon.ground").getAttribute("points")}));
  layer("cursor", true).append(g);
  say.textContent = describe(h);
  // Keep the cursor in view.
  const r = h.g.getBoundingClientRect(), b = box.getBoundingClientRect();
  if (r.left < b.left || r.right > b.right || r.top < b.top || r.bottom > b.bottom) {
    box.scrollLeft += r.left - b.left - b.width / 2;
    box.scrollTop += r.top - b.top - b.height / 2;
  }
}

// start is where the cursor begins: at the side's first man.
function start() {
  const mine = svg.querySelector('.counter[data-force="' + CSS.escape(herald.you) + '"][data-hex]');
  const at = mine ? mine.getAttribute("data-hex").split("-")[0] : "";
  return hexes.find((h) => h.name === at) || hexes[0];
}

// step finds the nearest hex in a direction (dx, dy): within 60° of it.
function step(dx, dy) {
  if (!cursor) return start();
  let best = null, bestD = Infinity;
  for (const h of hexes) {
    const vx = h.x - cursor.x, vy = h.y - cursor.y;
    const d = Math.hypot(vx, vy);
    if (d === 0) continue;
    if ((vx * dx + vy * dy) / d < 0.5) continue;
    if (d < bestD) { bestD = d; best = h; }
  }
  return best || cursor;
}

box.addEventListener("keydown", (ev) => {
  const dirs = {ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0]};
  if (dirs[ev.key]) {
    ev.preventDefault();
    moveCursor(step(...dirs[ev.key]));
    return;
  }
  if ((ev.key === "Enter" || ev.key === " ") && cursor) {
    ev.preventDefault();
    // A counter in the hex is clicked, else the hex.
    const counter = Array.from(svg.querySelectorAll(".counter[data-hex]")).find((c) => c.getAttribute("data-hex").split("-")[0] === cursor.name);
    herald.act(counter || cursor.g, ev.shiftKey);
    say.textContent = describe(cursor);
    return;
  }
  if (ev.key === "Escape") {
    herald.selected = null; herald.selection = null; herald.group = [];
    herald.mark("sel"); herald.mark("aim");
    clearLayer("reach", "reach-labels", "aim", "aim-labels", "path");
    say.textContent = "Nothing selected.";
  }
});
box.addEventListener("focus", () => { if (!cursor) moveCursor(start()); });

// ---- trails, markers, ghosts ----

function colour(side) { return (herald.colours || {})[side] || "#555"; }

function arrowHead(id, col) {
  let defs = svg.querySelector("defs.page-defs");
  if (!defs) { defs = svgEl("defs", {class: "page-defs"}); svg.prepend(defs); }
  if (defs.querySelector("#" + id)) return;
  const m = svgEl("marker", {id, viewBox: "0 0 10 10", refX: "8", refY: "5", markerWidth: "5", markerHeight: "5", orient: "auto-start-reverse"});
  m.append(svgEl("path", {d: "M0,0 L10,5 L0,10 z", fill: col}));
  defs.append(m);
}

// trails draws the marks of the last turns: the older player turn
// fainter. Each side's in its colour: a line along a move (dashed for a
// retreat) with a dot where it began, an arrow for a shot or an attack.
function trails(list) {
  clearLayer("trails");
  const g = layer("trails", true);
  g.setAttribute("data-count", String(list.length));
  const turns = [...new Set(list.map((t) => t.side + "/" + t.turn))];
  for (const t of list) {
    const col = colour(t.side);
    const old = turns.length > 1 && turns.indexOf(t.side + "/" + t.turn) < turns.length - 1;
    const head = "arrow-" + (herald.sides || Object.keys(herald.colours || {})).indexOf(t.side);
    arrowHead(head, col);
    if (t.hexes) {
      const pts = t.hexes.map(centre).filter(Boolean);
      if (pts.length < 2) continue;
      const path = svgEl("polyline", {class: "trail " + t.kind + (old ? " old" : ""), stroke: col, "marker-end": "url(#" + head + ")",
        points: pts.map((p) => p[0].toFixed(1) + "," + p[1].toFixed(1)).join(" "), "data-who": t.who, "data-kind": t.kind});
      const title = svgEl("title", {});
      title.textContent = t.who + " (" + t.side + "): " + t.kind + " " + t.hexes.join(", ");
      path.append(title);
      g.append(svgEl("circle", {class: "trail-start", cx: pts[0][0], cy: pts[0][1], r: 4, fill: col}), path);
    } else {
      const a = centre(t.from), b = centre(t.to);
      if (!a || !b) continue;
      // Stop short of the target's centre, so the arrow's point shows.
      const k = 1 - (0.55 * b[2]) / Math.max(Math.hypot(b[0] - a[0], b[1] - a[1]), 1);
      const l = svgEl("line", {class: (t.kind === "fire" ? "shot" : "blow") + (old ? " old" : ""), stroke: col, "marker-end": "url(#" + head + ")",
        x1: a[0], y1: a[1], x2: a[0] + (b[0] - a[0]) * k, y2: a[1] + (b[1] - a[1]) * k, "data-who": t.who, "data-kind": t.kind});
      const title = svgEl("title", {});
      title.textContent = t.who + (t.kind === "fire" ? " shot at " : " attacked ") + t.target;
      l.append(title);
      g.append(l);
    }
  }
  key(list);
}

// key explains the trails drawn: each side's colour, and the lines.
function key(list) {
  const k = document.getElementById("trail-key");
  if (!k) return;
  k.replaceChildren();
  for (const side of [...new Set(list.map((t) => t.side))]) {
    k.append(el("span", {class: "k"}, el("span", {class: "swatch", style: "background:" + colour(side), "aria-hidden": "true"}), side));
  }
  const kinds = new Set(list.map((t) => t.kind));
  const words = [["retreat", "dashed: a retreat"], ["fire", "dotted: a shot"], ["attack", "thick: an attack"]].filter(([w]) => kinds.has(w)).map(([, t]) => t);
  if (words.length) k.append(el("span", {class: "k", text: words.join(", ")}));
}

// markers put a badge on each man in melee (crossed swords) or owing a
// retreat (↩ and the hexes), from the state as the side sees it.
function markers(state) {
  clearLayer("markers");
  if (!state || !state.characters) return;
  const g = layer("markers", true);
  for (const c of state.characters) {
    if (!c.at || c.status === "dead" || !(c.in_melee || c.retreat_owed)) continue;
    const at = centre(c.at.split("-")[0]);
    if (!at) continue;
    const [x, y, r] = at;
    const m = svgEl("g", {class: "marker", "data-character": c.name});
    const t = svgEl("title", {});
    const what = [];
    if (c.in_melee) what.push("in melee");
    if (c.retreat_owed) what.push("owes a retreat of " + c.retreat_owed);
    t.textContent = c.name + ": " + what.join(", ");
    m.append(t);
    let dx = -0.62 * r;
    if (c.in_melee) {
      m.append(svgEl("circle", {cx: x + dx, cy: y - 0.55 * r, r: 6.5, fill: "#5b2a86"}));
      const s = svgEl("text", {x: x + dx, y: y - 0.55 * r + 3});
      s.textContent = "⚔";
      m.append(s);
      dx += 13;
    }
    if (c.retreat_owed) {
      m.append(svgEl("rect", {x: x + dx - 7, y: y - 0.55 * r - 6.5, width: 14, height: 13, rx: 3, fill: "#b35900"}));
      const s = svgEl("text", {x: x + dx, y: y - 0.55 * r + 3});
      s.textContent = "↩" + c.retreat_owed;
      m.append(s);
    }
    g.append(m);
  }
}

// ghost draws a man where a question places him (a pin's hex).
function ghost(name, side, hex, label) {
  const at = centre(hex);
  if (!at) return;
  const [x, y, r] = at;
  const g = svgEl("g", {class: "ghost", "data-character-ghost": name, "data-hex": hex});
  const col = colour(side);
  g.append(svgEl("rect", {x: x - 0.5 * r, y: y - 0.5 * r, width: r, height: r, rx: 3, stroke: col}));
  const t = svgEl("text", {x, y: y + 3, fill: col});
  t.textContent = label;
  g.append(t);
  const title = svgEl("title", {});
  title.textContent = name + " passes " + hex;
  g.append(title);
  layer("ghosts", true).append(g);
}

const show = document.getElementById("show-trails");
let last = [];
if (show) show.addEventListener("change", () => { if (show.checked) trails(last); else clearLayer("trails"); });

herald.map = {
  dragged() { const d = dragged; dragged = false; return d; },
  trails(list) { last = list || []; if (!show || show.checked) trails(last); },
  markers, ghost, clearGhosts() { clearLayer("ghosts"); },
};
markers(herald.state);
})();
