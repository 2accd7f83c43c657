"use strict";
// What the lobby and the play page share: making elements (text always
// as text, never as markup: scenario and player names are untrusted),
// calling the API, and the games this browser remembers.
window.kit = (() => {
  // el makes an element; children are elements or text.
  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") e.className = v;
      else if (k === "text") e.textContent = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const k of kids) if (k !== undefined && k !== null) e.append(k);
    return e;
  }

  // ruleText names the rule once, in front.
  function ruleText(msg, rule) {
    msg = String(msg || "");
    if (!rule) return msg;
    return "Rule " + rule + ": " + msg.replace("rule " + rule + ": ", "");
  }

  // call fetches JSON; a refusal becomes an Error saying why, rule first,
  // carrying the answer's body.
  async function call(url, init) {
    const r = await fetch(url, init);
    let body = null;
    try { body = await r.json(); } catch (e) { body = {error: "the server answered " + r.status}; }
    if (!r.ok) {
      const e = new Error(ruleText(body.error, body.rule));
      e.status = r.status;
      e.body = body;
      throw e;
    }
    return body;
  }

  function post(url, body) {
    return call(url, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  }

  // The games this browser opened: only this browser keeps them.
  const key = "herald-games";
  function games() {
    try {
      const v = JSON.parse(localStorage.getItem(key) || "[]");
      return Array.isArray(v) ? v : [];
    } catch (e) { return []; }
  }
  function remember(g) {
    const all = games().filter((x) => !(x.id === g.id && x.side === g.side));
    all.unshift(Object.assign({at: Date.now()}, g));
    try { localStorage.setItem(key, JSON.stringify(all.slice(0, 50))); } catch (e) { /* private mode */ }
  }
  function forget() {
    try { localStorage.removeItem(key); } catch (e) { /* private mode */ }
  }

  // copy puts text on the clipboard, or selects it for the player to copy.
  async function copy(text, input) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (e) {
      if (input) { input.focus(); input.select(); }
      return false;
    }
  }

  return {el, ruleText, call, post, games, remember, forget, copy};
})();
