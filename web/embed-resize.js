// Rail Table's board frames on another site's page: each <iframe> of an embed.html from this script's own
// site takes its board's height (the board's {type: "size", height} message), so it shows all of the
// board, without a scroll bar inside it, at whatever width the page gives it.  Include it once, after the
// frames or anywhere with `defer`:
//
//   <iframe src="https://SITE/embed.html?..." style="width:100%;border:0" title="..."></iframe>
//   <script src="https://SITE/embed-resize.js" defer></script>
//
// It requests nothing and stores nothing.  It also hands every message of those boards to the page as a
// "railtable" event on the frame (event.detail is the message), so a lesson page can follow its boards
// without its own origin checks:  frame.addEventListener("railtable", (e) => ...).
// The board is a document of this site, so messages are taken only from this script's origin.
(() => {
  if (window.railTableResize) return; // included twice: one listener is enough
  window.railTableResize = true;
  const script = document.currentScript;
  const site = script && script.src ? new URL(script.src).origin : location.origin;
  addEventListener("message", (e) => {
    const msg = e.data;
    if (e.origin !== site || !msg || typeof msg !== "object" || msg.source !== "rail-table") return;
    const frame = [...document.getElementsByTagName("iframe")].find((f) => f.contentWindow === e.source);
    if (!frame) return;
    if (msg.type === "size" && Number(msg.height) > 0) {
      const style = getComputedStyle(frame);
      const borders = style.boxSizing === "border-box"
        ? parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth) : 0;
      // The board measures itself once its layout settles and never from the frame's height, so this
      // cannot feed back; the cap only guards a page against a runaway number.
      frame.style.height = `${Math.min(Math.ceil(Number(msg.height)), 8000) + borders}px`;
    }
    frame.dispatchEvent(new CustomEvent("railtable", { detail: msg }));
  });
})();
