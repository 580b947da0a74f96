// The lesson pages (tools/lessons.py writes them from docs/lessons/): follows each embedded board
// through the postMessage API (docs/embedding.md) and says under a "your turn" board what the reader
// played.  Only messages from this site's own boards count.

/**
 * @param {string} template  with {name} placeholders
 * @param {Record<string, unknown>} values
 */
function fillIn(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

const boards = [.../** @type {NodeListOf<HTMLIFrameElement>} */ (document.querySelectorAll("iframe.lesson-embed"))];

// One board starts at a time (tools/lessons.py gives only the first a src, the others a note): each runs its own Python,
// and boards started together share the CPU, so the one the reader sees first would be ready about
// twice as late.  Measured again with each board's Python in its own worker (issue 23; Last Spike's
// lesson, three boards, 2 cores, medians of 3): one after another, the first board ready in 17.6 s and all
// in 28.2 s; all together, 39.1 s and 40.3 s (the pages' threads are free either way; the CPU is not).  The next starts when the one before is ready, or after NEXT_AFTER_MS if it never says
// so (a broken board must not hold back the others).
const NEXT_AFTER_MS = 20000;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let nextTimer;

function startNext() {
  clearTimeout(nextTimer);
  const next = boards.find((f) => !f.getAttribute("src") && f.dataset.src);
  if (!next) return;
  next.removeAttribute("srcdoc"); // its "starts once the one above is ready" note, which src cannot replace
  next.src = String(next.dataset.src); // set: found by it
  nextTimer = setTimeout(startNext, NEXT_AFTER_MS);
}
if (boards.some((f) => !f.getAttribute("src"))) nextTimer = setTimeout(startNext, NEXT_AFTER_MS);

/** The frame's top and bottom borders (its style height includes them: box-sizing may be border-box). */
/** @param {HTMLIFrameElement} frame */
function frameBorders(frame) {
  const style = getComputedStyle(frame);
  if (style.boxSizing !== "border-box") return 0;
  return parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
}

addEventListener("message", (e) => {
  if (e.origin !== location.origin) return;
  const frame = boards.find((f) => f.contentWindow === e.source);
  const msg = e.data;
  if (!frame || !msg || msg.source !== "rail-table") return;
  if (typeof msg.hash === "string") frame.dataset.shownHash = msg.hash;
  // The board's own height (embed.js tells it as it changes): the frame shows all of it, whatever the
  // game, language or width (a fixed height cut Silverton's map off in German at 1280 x 800).
  // The cap only guards against a runaway number: a board takes the column's width (issue 35), and
  // Silverton's tall map with its panels under it is over 4,000 px in a 960 px column.
  if (msg.type === "size" && Number.isFinite(msg.height) && msg.height > 0) {
    frame.style.height = `${Math.min(Math.ceil(msg.height), 8000) + frameBorders(frame)}px`;
  }
  if (msg.type === "ready" && !frame.dataset.ready) {
    frame.dataset.ready = "1";
    startNext();
  }
  if (msg.type === "move") {
    const said = /** @type {HTMLElement | null} */ (frame.parentElement?.querySelector(".lesson-said") ?? null);
    if (said) said.textContent = fillIn((msg.by === "bot" ? said.dataset.bot : said.dataset.said) ?? "", msg);
  }
});
