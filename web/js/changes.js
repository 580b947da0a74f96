// What changed on the board since the player last looked: the pieces a bot (or another player) moved
// are highlighted for a moment, so a player can follow the table instead of finding it changed.
//
// Game-agnostic: the engine's SVGs name their pieces with data-* attributes (data-space, data-route,
// data-city, data-slot ...).  Two board pictures are compared piece by piece, ignoring what only says
// whether the viewer may play a piece (legal, data-move, tabindex ...); the innermost pieces that differ
// get the class "rt-changed" on the board as drawn.

const PLAY_ATTRS = new Set(["data-move", "data-moves", "tabindex", "role", "aria-label"]);
const NON_KEYS = new Set([...PLAY_ATTRS, "data-tile"]);

function keyOf(el) {
  const parts = [];
  for (const attr of el.attributes) {
    if (attr.name.startsWith("data-") && !NON_KEYS.has(attr.name)) parts.push(`${attr.name}=${attr.value}`);
  }
  return parts.length ? `${el.localName}[${parts.sort().join("][")}]` : null;
}

/** The piece as drawn, minus what only says whether it can be played; attributes in a fixed order. */
function signature(el, top = true) {
  if (el.nodeType === Node.TEXT_NODE) return el.data;
  if (el.nodeType !== Node.ELEMENT_NODE) return "";
  // Tap bands of playable pieces, and titles (they may say what a click does), are not the position.
  if (el.localName === "title" || el.classList.contains("hit")) return "";
  const attrs = [];
  for (const attr of el.attributes) {
    // A piece's own class says whether it is playable ("legal", or "slot"/"space" when not): for it and
    // for the pieces inside it, only what they hold counts.
    if (PLAY_ATTRS.has(attr.name) || (top && attr.name === "class")) continue;
    const value = attr.name === "class"
      ? [...el.classList].filter((c) => c !== "legal").sort().join(" ") : attr.value;
    if (value) attrs.push(`${attr.name}="${value}"`);
  }
  const inner = [...el.childNodes].map((n) => signature(n, n.nodeType === Node.ELEMENT_NODE && keyOf(n) !== null));
  return `<${el.localName} ${attrs.sort().join(" ")}>${inner.join("")}</>`;
}

function pieces(svgText) {
  const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const map = new Map();
  for (const el of doc.querySelectorAll("*")) {
    const key = keyOf(el);
    if (key) map.set(key, { el, sig: signature(el) });
  }
  return map;
}

/** The keys of the innermost pieces that differ between two board SVG texts. */
export function changedPieces(beforeText, afterText) {
  if (!beforeText || !afterText || beforeText === afterText) return [];
  let before;
  let after;
  try {
    before = pieces(beforeText);
    after = pieces(afterText);
  } catch {
    return [];
  }
  const changed = [];
  for (const [key, { el, sig }] of after) {
    if (before.get(key)?.sig === sig) continue;
    changed.push({ key, el });
  }
  // A route whose space changed also differs as a whole: keep only the innermost.
  return changed.filter(({ el }) => !changed.some((other) => other.el !== el && el.contains(other.el)))
    .map(({ key }) => key);
}

/** Mark the pieces named by `keys` on the board as drawn (an SVG in `board`). */
export function markChanged(board, keys) {
  for (const old of board.querySelectorAll(".rt-changed")) old.classList.remove("rt-changed");
  if (!keys.length) return 0;
  const wanted = new Set(keys);
  let marked = 0;
  for (const el of board.querySelectorAll("svg *")) {
    if (el.attributes.length && wanted.has(keyOf(el))) {
      el.classList.add("rt-changed");
      marked++;
    }
  }
  return marked;
}
