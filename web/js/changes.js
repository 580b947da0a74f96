// What changed on the board since the player last looked: the pieces a bot (or another player) moved
// are highlighted for a moment, so a player can follow the table instead of finding it changed.
//
// Game-agnostic: the engine's SVGs name their pieces with data-* attributes (data-space, data-route,
// data-city, data-slot ...).  Two board pictures are compared piece by piece, ignoring what only says
// whether the viewer may play a piece (legal, data-move, tabindex ...); the innermost pieces that differ
// get the class "rt-changed" on the board as drawn.

const PLAY_ATTRS = new Set(["data-move", "data-moves", "tabindex", "role", "aria-label"]);
const NON_KEYS = new Set([...PLAY_ATTRS, "data-tile", "data-hit-for"]);

function keyOf(el) {
  const parts = [];
  for (const attr of el.attributes) {
    if (attr.name.startsWith("data-") && !NON_KEYS.has(attr.name)) parts.push(`${attr.name}=${attr.value}`);
  }
  return parts.length ? `${el.localName}[${parts.sort().join("][")}]` : null;
}

/**
 * The piece as drawn: each shape and text inside it, with the transforms above it, in a fixed order.
 * Groups count only by their transforms, so what only says whether a piece is playable (its class,
 * data-move, tabindex, aria-label ...) and the tap bands and titles are left out.  A playable piece
 * draws its words in an aria-hidden "labels" group just after it (see pygame_rules.svg.playable).
 */
function signature(el) {
  const leaves = [];
  const walk = (node, path) => {
    if (node.nodeType !== Node.ELEMENT_NODE || node.localName === "title" || node.classList.contains("hit")) return;
    const transform = node.getAttribute("transform");
    const here = transform ? `${path}${transform};` : path;
    const children = [...node.children];
    if (node.localName === "g" || node.localName === "svg") {
      for (const child of children) walk(child, here);
      return;
    }
    const attrs = [...node.attributes].filter((a) => !PLAY_ATTRS.has(a.name) && a.name !== "transform")
      .map((a) => `${a.name}="${a.value}"`).sort().join(" ");
    leaves.push(`${here}<${node.localName} ${attrs}>${node.textContent}`);
  };
  walk(el, "");
  const labels = el.nextElementSibling;
  if (labels && labels.classList.contains("labels")) walk(labels, "");
  return leaves.sort().join("\n");
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
