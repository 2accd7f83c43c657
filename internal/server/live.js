// herald live updates (live.go): listen to the game's event stream and
// bring the page up to date when the game moves on. A player halfway
// through writing orders is told instead, so nothing typed is lost.
(function () {
  "use strict";
  const me = document.currentScript;
  const url = me && me.dataset.events;
  const version = Number(me && me.dataset.version);
  if (!url || !window.EventSource) return;
  const es = new EventSource(url);
  // The play page's own writes that change nothing on the board (its
  // dice seed) move its version on (herald.version) without a reload.
  const page = typeof herald === "object" ? herald : null;
  es.addEventListener("version", async function (ev) {
    let v;
    try { v = JSON.parse(ev.data).version; } catch (e) { return; }
    if (page && page.seeding) await page.seeding;
    if (!(v > Math.max(version, (page && page.version) || 0))) return;
    es.close();
    // This page just played its turn: it reloads itself.
    const played = document.getElementById("played");
    if (document.querySelector("#msg.ok, #decidemsg.ok, #decidemsg.sending") || (played && !played.hidden && !played.dataset.last)) return;
    const orders = document.getElementById("orders");
    if (orders && orders.value.trim() !== "") {
      let note = document.getElementById("news"); // the page's own notice, if it has one
      if (note) {
        note.hidden = false;
        return;
      }
      note = document.getElementById("live");
      if (!note) {
        note = document.createElement("p");
        note.id = "live";
        document.body.insertBefore(note, document.body.firstChild.nextSibling);
      }
      note.textContent = "The game has moved on (version " + v + "). Reload to see it; copy your orders first.";
      return;
    }
    location.reload();
  });
})();
