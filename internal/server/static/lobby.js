"use strict";
// The lobby: the shipped scenarios as cards to start a game from, a
// scenario of one's own checked line by line, and the games this browser
// remembers with whose move it is. Every name shown is text, never markup.
(() => {
const {el, call, post, games, remember, forget, copy} = window.kit;
const $ = (id) => document.getElementById(id);
let busy = 0;
function working(d) {
  busy += d;
  document.body.dataset.state = busy > 0 ? "busy" : "idle";
}

// ---- a scenario's card ----

function sideLine(s) {
  const li = el("div", {class: "side"}, el("span", {class: "swatch", style: "background:" + s.colour, "aria-hidden": "true"}),
    el("b", {text: s.name}), " — " + s.men + (s.men === 1 ? " man" : " men") +
    (s.forces.length > s.men ? " and " + (s.forces.length - s.men) + " more" : "") +
    (s.set_up ? (s.hidden ? ", set up hidden" : ", set up by the player") : ""));
  const d = el("details", {}, el("summary", {text: "Forces of " + s.name}));
  const ul = el("ul", {});
  for (const f of s.forces) ul.append(el("li", {text: f}));
  d.append(ul);
  return el("div", {}, li, d);
}

function listDetails(title, items) {
  if (!items || !items.length) return null;
  const d = el("details", {}, el("summary", {text: title}));
  const ul = el("ul", {});
  for (const t of items) ul.append(el("li", {text: t}));
  d.append(ul);
  return d;
}

// card draws a scenario: picture, facts, story, sides, rules, and the
// form that creates a game of it. create(form values) makes the game.
function card(c, picture, create) {
  const a = el("article", {class: "card", "data-scenario": c.name, "aria-labelledby": "card-" + c.name});
  a.append(el("img", {class: "thumb", src: picture, alt: "The set-up of " + c.title + " on its map", loading: "lazy"}));
  a.append(el("h3", {id: "card-" + c.name, text: c.title}));
  a.append(el("p", {class: "facts"}, el("span", {class: "badge", text: c.ruleset_title}),
    c.turns + " game turns · " + c.map + " · " + c.first + " move first"));
  if (c.story) {
    const short = c.story.length > 260 ? c.story.slice(0, 250).replace(/\s+\S*$/, "") + "…" : c.story;
    const p = el("p", {class: "story", text: short});
    a.append(p);
    if (short !== c.story) {
      const more = el("details", {}, el("summary", {text: "The whole story"}), el("p", {text: c.story}));
      a.append(more);
    }
  }
  const sides = el("div", {class: "sides"});
  for (const s of c.sides) sides.append(sideLine(s));
  a.append(sides);
  const rules = listDetails("Special rules", c.special_rules);
  if (rules) a.append(rules);
  const objs = listDetails("Objectives", c.objectives);
  if (objs) a.append(objs);
  if (c.optional && c.optional.length) a.append(el("p", {class: "facts", text: "Optional rules: " + c.optional.join(", ")}));

  const f = el("form", {class: "create", "aria-label": "Create a game of " + c.title});
  let decide = null;
  if (c.decisions) {
    decide = el("input", {type: "checkbox", name: "decisions", checked: true});
    f.append(el("label", {class: "check"}, decide, "The opponent decides in the middle of a turn (retreats, pins, advances); otherwise herald decides for him"));
  }
  // A side given to the computer: it plays as soon as it is its move.
  const foe = el("select", {name: "computer", "aria-label": "The computer plays"}, el("option", {value: "", text: "nobody: two players"}));
  for (const s of c.sides) foe.append(el("option", {value: s.name, text: s.name}));
  const level = el("select", {name: "level", "aria-label": "The computer's strength"},
    el("option", {value: "greedy", text: "greedy (quick, one turn ahead)"}),
    el("option", {value: "search", text: "search (thinks further)"}),
    el("option", {value: "random", text: "random (a beginner)"}));
  f.append(el("label", {class: "computer"}, "The computer plays: ", foe, " ", level));
  const mails = el("details", {}, el("summary", {text: "Tell a side by e-mail when it is its move (optional)"}));
  const inputs = {};
  for (const s of c.sides) {
    inputs[s.name] = el("input", {type: "email", name: "email-" + s.name, placeholder: "name@example.org", autocomplete: "email"});
    mails.append(el("label", {}, s.name + ":", inputs[s.name]));
  }
  mails.append(el("p", {class: "hint", text: "Each address gets one mail asking its owner to confirm; nothing more until they do. The server needs mail set up (herald serve --smtp)."}));
  f.append(mails);
  const go = el("button", {type: "submit", class: "primary", text: "Create a game of " + c.title});
  const msg = el("p", {class: "msg", role: "status"});
  f.append(el("div", {class: "buttons"}, go), msg);
  f.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const sides = {};
    for (const [name, inp] of Object.entries(inputs)) if (inp.value.trim()) sides[name] = {email: inp.value.trim()};
    go.disabled = true;
    msg.className = "msg"; msg.textContent = "Creating the game…";
    working(1);
    try {
      const req = {decisions: decide ? decide.checked : false, sides};
      if (foe.value) req.computer = {[foe.value]: level.value};
      const g = await create(req);
      msg.textContent = "";
      created(g, c.title);
    } catch (e) {
      msg.className = "msg no"; msg.textContent = e.message;
    } finally { go.disabled = false; working(-1); }
  });
  a.append(f);
  return a;
}

// ---- a game made ----

function playURL(id, token) {
  return location.origin + "/play/" + encodeURIComponent(id) + "?token=" + encodeURIComponent(token);
}

function created(g, title) {
  const box = $("created");
  box.hidden = false;
  box.replaceChildren(el("h2", {tabindex: "-1", id: "created-h", text: "Your game of " + title + " is ready"}),
    el("p", {text: "One link per side. Keep yours, and send the other only to its player: the link is the side's key. Both are kept in this browser under My games."}));
  const ul = el("ul", {class: "links"});
  for (const side of g.sides) {
    const url = playURL(g.id, g.tokens[side]);
    remember({id: g.id, token: g.tokens[side], side, title});
    const inp = el("input", {type: "text", readonly: true, value: url, "aria-label": "The link of " + side, "data-side": side});
    const b = el("button", {type: "button", class: "copy", text: "Copy"});
    b.addEventListener("click", async () => { b.textContent = (await copy(url, inp)) ? "Copied" : "Press Ctrl+C"; });
    ul.append(el("li", {"data-side": side}, el("b", {text: side}), inp, b, el("a", {class: "button", href: url, text: "Play " + side})));
  }
  box.append(ul);
  box.append(el("p", {class: "hint"}, "Dice commitment ", el("code", {text: g.dice_commitment}), ": note it to check the dice when the game ends."));
  $("created-h").focus();
  listGames();
}

// ---- my games ----

async function listGames() {
  const mine = games();
  $("mine").hidden = mine.length === 0;
  const ul = $("my-games");
  ul.replaceChildren();
  for (const g of mine.slice(0, 20)) {
    const li = el("li", {"data-game": g.id, "data-side": g.side},
      el("a", {href: "/play/" + encodeURIComponent(g.id) + "?token=" + encodeURIComponent(g.token), text: (g.title || "A game") + " — " + g.side}));
    const st = el("span", {class: "whose", text: "asking…"});
    li.append(st);
    ul.append(li);
    call("/api/games/" + encodeURIComponent(g.id) + "?token=" + encodeURIComponent(g.token)).then((v) => {
      let t = "", move = false;
      if (v.status === "expired") t = "expired";
      else if (v.over) t = "over";
      else if (v.your_decision) { t = "your decision"; move = true; }
      else if (v.your_turn) { t = "your move, game turn " + v.turn; move = true; }
      else if (v.decision) t = v.decision.side + " decides";
      else t = v.side + " to move, game turn " + v.turn;
      st.textContent = t;
      st.className = "whose" + (move ? " move" : "");
      if (move) ul.prepend(li);
    }).catch((e) => { st.textContent = e.status === 404 ? "no longer on this server" : "not reachable now"; });
  }
}

// ---- the shipped scenarios ----

async function loadCards() {
  const box = $("cards");
  working(1);
  try {
    const r = await call("/api/scenarios");
    box.replaceChildren();
    for (const c of r.scenarios) {
      box.append(card(c, c.thumbnail, (opts) => post("/api/games", Object.assign({scenario: c.name}, opts))));
    }
  } catch (e) {
    box.replaceChildren(el("p", {class: "no", text: "The scenarios could not be read: " + e.message}));
  } finally {
    box.removeAttribute("aria-busy");
    working(-1);
  }
}

// ---- a scenario of one's own ----

function readInto(input, area) {
  input.addEventListener("change", () => {
    const f = input.files && input.files[0];
    if (!f) return;
    if (f.size > 32 * 1024) { area.value = ""; area.placeholder = "That file is larger than the 32 KiB a server takes."; return; }
    const r = new FileReader();
    r.onload = () => { area.value = String(r.result); area.dataset.name = f.name; };
    r.readAsText(f);
  });
}

// showLine selects a line of a text box, for a problem clicked.
function showLine(area, line) {
  const lines = area.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  const end = start + (lines[line - 1] || "").length;
  area.focus();
  area.setSelectionRange(start, end);
  // Scroll the line into view: about one line's height each.
  const h = area.scrollHeight / Math.max(lines.length, 1);
  area.scrollTop = Math.max(0, (line - 3) * h);
}

function problemsList(problems) {
  const ul = el("ul", {class: "problems", id: "problems"});
  for (const p of problems) {
    const area = p.file === "map" ? $("map-text") : $("scenario-text");
    const where = p.file + (p.line ? ", line " + p.line : "");
    const li = el("li", {"data-file": p.file, "data-line": p.line || 0});
    if (p.line) {
      const b = el("button", {type: "button", text: where});
      b.addEventListener("click", () => showLine(area, p.line));
      li.append(b, " " + p.message);
    } else {
      li.append(el("b", {text: where + ": "}), p.message);
    }
    ul.append(li);
  }
  return ul;
}

function upload() {
  return {scenario: $("scenario-text").value, map: $("map-text").value, name: $("scenario-text").dataset.name || ""};
}

async function checkUpload(ev) {
  ev.preventDefault();
  const out = $("upload-result");
  out.replaceChildren(el("p", {text: "Checking…"}));
  working(1);
  try {
    const u = upload();
    const r = await post("/api/scenarios/check", u);
    if (!r.ok) {
      out.replaceChildren(el("p", {class: "no", id: "upload-verdict", text: r.problems.length === 1 ? "One mistake:" : r.problems.length + " mistakes:"}), problemsList(r.problems));
      return;
    }
    const pic = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(r.picture);
    out.replaceChildren(el("p", {class: "ok", id: "upload-verdict", text: "The scenario is good: you can play it."}),
      el("div", {class: "cards"}, card(r.card, pic, (opts) => post("/api/games", Object.assign({upload: u}, opts)))));
  } catch (e) {
    out.replaceChildren(el("p", {class: "no", id: "upload-verdict", text: e.message}));
    if (e.body && e.body.problems) out.append(problemsList(e.body.problems));
  } finally { working(-1); }
}

readInto($("scenario-file"), $("scenario-text"));
readInto($("map-file"), $("map-text"));
$("upload").addEventListener("submit", checkUpload);
$("forget").addEventListener("click", () => { forget(); listGames(); });
listGames();
loadCards();
})();
