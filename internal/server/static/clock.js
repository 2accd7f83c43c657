"use strict";
// The clock of a game that runs on one (the "tenths" rules): the moment
// the game stands at, and each figure's current action as a bar on a
// timeline from its start to its end, with the moments inside it marked
// and what follows it ordered. The server builds it for this side alone:
// another side's feint shows as the walk it seems to be.
(() => {
const herald = window.herald;
const {el, $} = herald;
const clock = herald.clock;
const box = $("clock");
if (!clock || !box) return;

// fmt writes a moment as its rules do: tenth 37 is 3.7.
const fmt = (t) => Math.floor(t / 10) + "." + (t % 10);

const rows = clock.rows || [];
let lo = clock.now, hi = clock.now + 10;
for (const r of rows) {
  if (r.action) { lo = Math.min(lo, r.start); hi = Math.max(hi, r.end); }
}
const span = Math.max(1, hi - lo);
const pct = (t) => ((t - lo) / span * 100).toFixed(2) + "%";

$("clock-now").replaceChildren(
  "Now: ", el("b", {id: "clock-label", text: clock.label}),
  " (" + clock.unit + " " + clock.now + "); the timeline runs from " + fmt(lo) + " to " + fmt(hi) + ".");

const list = $("clock-rows");
list.replaceChildren();
for (const r of rows) {
  const colour = (herald.colours || {})[r.side] || "#555";
  const track = el("div", {class: "track"});
  track.append(el("span", {class: "now", style: "left:" + pct(clock.now)}));
  let words;
  if (r.out) {
    words = "out of the fight";
  } else if (r.free) {
    words = "free: needs orders";
    track.append(el("span", {class: "bar free", style: "left:" + pct(clock.now) + ";width:4px"}));
  } else if (!r.action) {
    words = "waiting: " + r.queued;
  } else {
    words = r.action + " · " + fmt(r.start) + "–" + fmt(r.end) + " · " + (r.end - clock.now) + " left";
    const bar = el("span", {class: "bar kind-" + r.kind, style: "left:" + pct(r.start) + ";width:" + pct(lo + r.end - r.start), title: words});
    track.append(bar);
    for (const b of r.beats || []) track.append(el("span", {class: "beat", style: "left:" + pct(b), title: "at " + fmt(b)}));
  }
  if (r.next && r.next.length) words += " · then " + r.next.join(" then ");
  const row = el("div", {class: "clockrow" + (r.out ? " out" : "") + (r.free ? " isfree" : ""), role: "listitem", "data-name": r.name},
    el("span", {class: "who"}, el("span", {class: "swatch", style: "background:" + colour}), r.name),
    track,
    el("span", {class: "doing", text: words}));
  if (r.state && r.state.length) row.append(el("span", {class: "fares hint", text: r.state.join(", ")}));
  list.append(row);
}
box.hidden = false;
box.dataset.state = "drawn";
// Orders on a clock are for the free men, one a line: say so in the box.
const free = rows.filter((r) => r.free && r.side === herald.you).map((r) => r.name);
const orders = $("orders");
if (orders && free.length) orders.placeholder = free.map((n) => n + " walk HEX").join("\n") + "\n(or: NAME attack NAME then wait 3)";
})();
