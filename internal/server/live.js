// herald live updates (live.go): listen to the game's event stream and
// tell the page when the game moves on. The play page decides what to do
// (herald.onVersion: read the messages again, or bring itself up to date);
// a page without its own handler reloads, unless orders are being typed.
(function () {
  "use strict";
  const me = document.currentScript;
  const url = me && me.dataset.events;
  const version = Number(me && me.dataset.version);
  if (!url || !window.EventSource) return;
  const es = new EventSource(url);
  es.addEventListener("version", function (ev) {
    let v;
    try { v = JSON.parse(ev.data).version; } catch (e) { return; }
    const page = typeof window.herald === "object" ? window.herald : null;
    if (page && typeof page.onVersion === "function") {
      page.onVersion(v);
      return;
    }
    if (!(v > version)) return;
    es.close();
    const orders = document.getElementById("orders");
    if (orders && orders.value.trim() !== "") {
      const note = document.getElementById("news");
      if (note) note.hidden = false;
      return;
    }
    location.reload();
  });
})();
