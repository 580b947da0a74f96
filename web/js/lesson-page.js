// The lesson pages (tools/lessons.py writes them from docs/lessons/): follows each embedded board
// through the postMessage API (docs/embedding.md) and says under a "your turn" board what the reader
// played.  Only messages from this site's own boards count.

function fillIn(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

const boards = [...document.querySelectorAll("iframe.lesson-embed")];

addEventListener("message", (e) => {
  if (e.origin !== location.origin) return;
  const frame = boards.find((f) => f.contentWindow === e.source);
  const msg = e.data;
  if (!frame || !msg || msg.source !== "rail-table") return;
  if (typeof msg.hash === "string") frame.dataset.shownHash = msg.hash;
  if (msg.type === "ready") frame.dataset.ready = "1";
  if (msg.type === "move") {
    const said = frame.parentElement.querySelector(".lesson-said");
    if (said) said.textContent = fillIn(msg.by === "bot" ? said.dataset.bot : said.dataset.said, msg);
  }
});
