"use strict";
// Destrier's hand of cards: at a sealed step of the melee, each of the
// side's figures with every card of the decks, its cost in blows now and
// what it does on hover; the cards the rules refuse at this moment are
// disabled, their reason on hover. A click writes the card into the
// figure's line of the orders ("NAME plays CARD, CARD"), aimed at the
// enemy picked beside the figure. The hand comes from the figure's card
// (GET …/character), which the ruleset answers for its own side alone.
(() => {
const herald = window.herald;
if (!herald || !herald.state || herald.state.ruleset !== "destrier") return;
const {el, $, get} = herald;
const box = $("orders");
const stage = herald.state.stage;
if (!box || !herald.yourTurn || (stage !== "TAC phase" && stage !== "card round")) return;

const mine = herald.state.figures.filter((f) => f.side === herald.you && !f.out && f.blows_left !== undefined);
const enemies = herald.state.figures.filter((f) => f.side !== herald.you && !f.out).map((f) => f.name);

// line finds the figure's line of the orders, -1 if none.
function lines() { return box.value.split("\n"); }
function lineOf(ls, name) { return ls.findIndex((l) => l.startsWith(name + " plays ")); }

// play writes card into name's line, the target after its first card.
function play(name, card, target) {
  const ls = lines();
  let i = lineOf(ls, name);
  if (i < 0) {
    if (ls.length === 1 && ls[0] === "") ls.pop();
    ls.push(name + " plays " + card + (target ? " at " + target : ""));
  } else if (!ls[i].split(/, /).some((c) => c.replace(/ at .*$/, "") === card)) {
    ls[i] += ", " + card + (target && !ls[i].includes(" at ") ? " at " + target : "");
  }
  box.value = ls.join("\n");
  box.dispatchEvent(new Event("input", {bubbles: true}));
}

const section = el("section", {id: "hand", "aria-label": "Your figures' cards"}, el("h2", {}, "Your cards"),
  el("p", {class: "hint"}, "Click a card to lay it face down for the figure; greyed cards cannot be played now (hover for why). Every card is revealed when all sides' are in."));
const anchor = $("orders-section");
anchor.parentNode.insertBefore(section, anchor);

async function show(f) {
  let c;
  try { c = await get("/character", {name: f.name}); } catch (e) { return; }
  const pick = el("select", {"aria-label": "the enemy " + f.name + "'s cards go at", "data-target-for": f.name},
    el("option", {value: ""}, "nearest enemy"), ...enemies.map((n) => el("option", {value: n}, n)));
  const decks = {};
  for (const h of c.hand || []) {
    const b = el("button", {type: "button", class: "card" + (h.playable ? "" : " refused"), "data-card": h.name,
      "data-figure": f.name, "data-deck": h.deck, title: h.name + " — " + h.cost + " blow" + (h.cost === 1 ? "" : "s") + " now. " + h.summary + (h.playable ? "" : "\nNot now: " + h.why)},
    h.name, el("span", {class: "cost"}, " " + h.cost));
    b.disabled = !h.playable;
    b.addEventListener("click", () => play(f.name, h.name, pick.value));
    (decks[h.deck] = decks[h.deck] || []).push(b);
  }
  const blows = c.blows_left === undefined ? "" : " — " + c.blows_left + " of " + c.blows_per_turn + " blows left";
  const fs = el("fieldset", {class: "hand", "data-figure": f.name}, el("legend", {}, f.name + blows),
    el("label", {}, "at ", pick));
  for (const [deck, bs] of Object.entries(decks)) fs.append(el("div", {class: "deck", "data-deck": deck}, el("span", {class: "hint"}, deck + ": "), ...bs));
  section.append(fs);
}
(async () => { for (const f of mine) await show(f); })();
})();
