"use strict";
// The game's story: the record of every game turn in words (decisions and
// messages in their place), the messages between the sides and the chat,
// the trails of the last turns on the map, the score, and the replay by
// event or by player turn.
(() => {
const herald = window.herald;
const {el, $} = herald;

// ---- the score ----

// The score comes from the game's state where its ruleset keeps one;
// until then the slot says when it is counted.
function score(state) {
  const s = state && (state.score || state.victory_points);
  const slot = $("score");
  if (!s || !slot || typeof s !== "object") return;
  const sides = s.sides || s;
  slot.dataset.score = s.final ? "final" : "shown";
  let text = (s.final ? "Final score: " : "Score so far: ") +
    Object.entries(sides).map(([side, v]) => side + " " + (typeof v === "object" ? v.total : v)).join(", ");
  if (s.final) text += s.winner ? " · " + s.winner + " wins" : (s.draw && !(s.to_judge || []).length ? " · a draw" : " · the players judge the rest");
  slot.textContent = text;
  const lines = [];
  for (const [side, v] of Object.entries(sides)) {
    for (const l of (v && v.lines) || []) lines.push(side + ": " + l.what + " " + l.points + " (§" + l.rule + ")");
  }
  for (const t of s.to_judge || []) lines.push("for the players to judge: " + t);
  slot.title = lines.join("\n");
}
score(herald.state);

// ---- the record ----

let record = null;

function renderRecord(rec) {
  const box = $("record-turns");
  box.replaceChildren();
  if (!rec.turns.length) { box.append(el("p", {class: "hint", text: "Nothing played yet."})); return; }
  rec.turns.forEach((t, i) => {
    const last = i === rec.turns.length - 1;
    const d = el("details", {class: "record-turn", "data-turn": t.turn, open: last},
      el("summary", {text: t.player_turns.some((p) => p.set_up) ? "Set-up" : "Game turn " + t.turn}));
    for (const pt of t.player_turns) {
      const div = el("div", {class: "pt", "data-side": pt.side},
        el("h4", {}, el("span", {class: "swatch", style: "background:" + ((herald.colours || {})[pt.side] || "#555"), "aria-hidden": "true"}),
          pt.set_up ? pt.side + " set up" : "Player turn of " + pt.side));
      const ul = el("ul", {});
      for (const l of pt.lines) {
        const li = el("li", {class: l.kind, "data-by": l.by || ""});
        if (l.kind === "phase") li.textContent = l.text.replace(/:$/, "");
        else li.textContent = l.text;
        ul.append(li);
      }
      if (!pt.lines.length) ul.append(el("li", {class: "end", text: "Nothing you may see."}));
      div.append(ul);
      d.append(div);
    }
    box.append(d);
  });
}

function renderMessages(list) {
  const ol = $("messages");
  if (!ol) return;
  ol.replaceChildren();
  if (!list.length) ol.append(el("li", {class: "hint", text: "No messages yet."}));
  for (const m of list) {
    ol.append(el("li", {class: m.side === herald.you ? "mine" : "theirs", "data-side": m.side},
      el("span", {class: "who", text: m.side + (m.turn ? " (game turn " + m.turn + ")" : "") + ":"}), m.text));
  }
  ol.scrollTop = ol.scrollHeight;
}

async function refresh() {
  try {
    record = await herald.get("/record");
  } catch (e) {
    $("record-turns").replaceChildren(el("p", {class: "no", text: "The record could not be read: " + e.message}));
    return;
  }
  renderRecord(record);
  renderMessages(record.messages);
  if (herald.map) herald.map.trails(record.trails);
}

// ---- the chat ----

const form = $("chat-form");
if (form) form.addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const text = $("chat-text"), msg = $("chatmsg");
  if (!text.value.trim()) return;
  msg.className = ""; msg.textContent = "Sending…";
  try {
    const r = await herald.post("/messages", {text: text.value});
    text.value = "";
    msg.textContent = "Sent.";
    // The page's own write plays nothing: it stays, a version on.
    herald.version = Math.max(herald.version, r.version);
    await refresh();
  } catch (e) { msg.className = "no"; msg.textContent = String(e.message); }
});

// ---- the replay ----

let step = null, steps = 0;
async function replayTo(n) {
  const at = $("replay-at");
  const my = ++steps;
  try {
    const r = await herald.get("/replay", n === undefined ? {} : {to: n});
    if (my !== steps) return;
    step = r;
    at.textContent = "Event " + r.to + " of " + r.last + " (" + r.type + (r.by ? ", " + r.by : "") +
      ") — game turn " + r.turn + ", " + r.side + " to play, " + r.phase + ".";
    $("replay-report").textContent = r.report.join("\n");
    $("replay-map").innerHTML = r.svg; // the server's own drawing, names escaped
    $("replay-first").disabled = $("replay-back").disabled = $("replay-turn-back").disabled = r.to <= 1;
    $("replay-forward").disabled = $("replay-last").disabled = $("replay-turn-forward").disabled = r.to >= r.last;
  } catch (e) { at.textContent = String(e.message); }
}

// turnStep is the first event of the player turn after (d = 1) or before
// (d = -1) the one the replay shows; the last event of the log at the end.
function turnStep(d) {
  const starts = (record && record.turn_starts) || [];
  const now = step ? step.to : 1;
  if (d > 0) {
    const n = starts.find((s) => s > now);
    return n === undefined ? undefined : n;
  }
  const before = starts.filter((s) => s < now);
  return before.length ? before[before.length - 1] : 1;
}

const rp = $("replay");
if (rp) {
  rp.addEventListener("toggle", () => { if (rp.open && !step) replayTo(); });
  $("replay-first").addEventListener("click", () => replayTo(1));
  $("replay-back").addEventListener("click", () => replayTo(step ? step.to - 1 : 1));
  $("replay-forward").addEventListener("click", () => replayTo(step ? step.to + 1 : 1));
  $("replay-last").addEventListener("click", () => replayTo());
  $("replay-turn-back").addEventListener("click", () => replayTo(turnStep(-1)));
  $("replay-turn-forward").addEventListener("click", () => replayTo(turnStep(1)));
  // The arrow keys step while the replay is open and no box has the keys
  // (and the map does not: its arrows move its cursor); with shift, by
  // player turn.
  document.addEventListener("keydown", (ev) => {
    if (!rp.open || !step || ev.target.closest("textarea, input, #map")) return;
    if (ev.key === "ArrowLeft" && step.to > 1) replayTo(ev.shiftKey ? turnStep(-1) : step.to - 1);
    else if (ev.key === "ArrowRight" && step.to < step.last) replayTo(ev.shiftKey ? turnStep(1) : step.to + 1);
    else return;
    ev.preventDefault();
  });
}

// The briefing is open on a player's first visits, until he closes it.
const brief = $("briefing");
if (brief) {
  let closed = false;
  try { closed = localStorage.getItem("herald-briefed-" + herald.id) === "1"; } catch (e) { /* private mode */ }
  if (brief.dataset.first && !closed) brief.open = true;
  brief.addEventListener("toggle", () => { try { localStorage.setItem("herald-briefed-" + herald.id, brief.open ? "0" : "1"); } catch (e) { /* private mode */ } });
}

herald.story = {refresh};
refresh();
})();
