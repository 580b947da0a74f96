// What changed on the board since the player last looked: the pieces a bot (or another player) moved
// are highlighted for a moment, so a player can follow the table instead of finding it changed.
//
// Game-agnostic: the engine's SVGs name their pieces with data-* attributes (data-space, data-route,
// data-city, data-slot ...).  Two board pictures are compared piece by piece, ignoring what only says
// whether the viewer may play a piece (legal, data-move, tabindex ...); the innermost pieces that differ
// get the class "rt-changed".  Read from the board on screen (whether drawn whole or patched).

const PLAY_ATTRS = new Set(["data-move", "data-moves", "tabindex", "role", "aria-label"]);
const OURS = new Set(["legal", "rt-changed"]); // classes the page adds
// Not a piece's identity: an arrow's end (data-end-move: where a move may go, which moves when the line
// does) and a choice's picture (data-picture-for, in <defs>: never drawn on the board).
const NON_KEYS = new Set([...PLAY_ATTRS, "data-tile", "data-hit-for", "data-end-move", "data-picture-for", "data-view", "data-tap"]);

/**
 * The piece an element is, by its data-* attributes ("g[data-route=DEN-SLC]"); null if it names none.
 * @param {Element} el
 * @returns {string | null}
 */
function keyOf(el) {
  /** @type {string[]} */
  const parts = [];
  for (const attr of el.attributes) {
    if (attr.name.startsWith("data-") && !NON_KEYS.has(attr.name)) parts.push(`${attr.name}=${attr.value}`);
  }
  return parts.length ? `${el.localName}[${parts.sort().join("][")}]` : null;
}

/**
 * The group of a playable piece's words, drawn just after it (aria-hidden, clicks pass through): the
 * generic "labels" (pygame_rules.svg.playable) or a game's own (Silverton's "sv-words").  Its words are
 * the piece's: a piece that becomes playable moves them out of itself into this group, and must not
 * read as changed for that.
 * @param {Element | null} el
 * @returns {Element | null}
 */
function wordsAfter(el) {
  const next = el?.nextElementSibling;
  const words = next && next.localName === "g" && keyOf(next) === null
    && (next.classList.contains("labels") || next.getAttribute("aria-hidden") === "true");
  return words ? next : null;
}

/** A tap band (a wide invisible stroke that only makes a piece easy to hit): no part of how it is drawn.
 * @param {Element} node
 */
function isHitBand(node) {
  return node.classList.contains("hit") || node.hasAttribute("data-tap");
}

/**
 * The piece as drawn: each shape and text inside it, with the transforms above it, in a fixed order.
 * Groups count only by their transforms, so what only says whether a piece is playable (its class,
 * data-move, tabindex, aria-label ...) and the tap bands and titles are left out.  A playable piece
 * draws its words in an aria-hidden "labels" group just after it (see pygame_rules.svg.playable).
 */
// Signatures of pieces on screen, by element: a patched board keeps the pieces that did not change (the
// same nodes), so only the new ones are read.  What the page changes on a kept piece (legal, tabindex,
// rt-changed ...) is not part of a signature.
/** @type {WeakMap<Element, {labels: Element | null, sig: string}>} */
const cache = new WeakMap();

/** @param {Element} el */
function cachedSignature(el) {
  const labels = wordsAfter(el);
  const hit = cache.get(el);
  if (hit && hit.labels === labels) return hit.sig;
  const sig = signature(el);
  cache.set(el, { labels, sig });
  return sig;
}

/**
 * @param {Element} el
 * @returns {string}
 */
function signature(el) {
  /** @type {string[]} */
  const leaves = [];
  /** @type {(node: Element, path: string) => void} */
  const walk = (node, path) => {
    if (node.nodeType !== Node.ELEMENT_NODE || node.localName === "title" || isHitBand(node)) return;
    const transform = node.getAttribute("transform");
    const here = transform ? `${path}${transform};` : path;
    const children = [...node.children];
    if (node.localName === "g" || node.localName === "svg") {
      for (const child of children) walk(child, here);
      return;
    }
    const attrs = [];
    for (const a of node.attributes) {
      if (PLAY_ATTRS.has(a.name) || a.name === "transform") continue;
      const value = a.name === "class" ? [...node.classList].filter((c) => !OURS.has(c)).sort().join(" ") : a.value;
      attrs.push(`${a.name}="${value}"`);
    }
    leaves.push(`${here}<${node.localName} ${attrs.sort().join(" ")}>${node.textContent}`);
  };
  walk(el, "");
  const labels = wordsAfter(el);
  if (labels) walk(labels, "");
  return leaves.sort().join("\n");
}

// The keyed elements of each top-level piece of a board on screen ([key, el] in document order): a
// patched board keeps the pieces that did not change (the same nodes), so only new ones are walked.
/** @type {WeakMap<Element, [string, Element][]>} */
const keyedCache = new WeakMap();

/**
 * @param {Element} piece
 * @returns {[string, Element][]}
 */
function keyedIn(piece) {
  let keyed = keyedCache.get(piece);
  if (!keyed) {
    keyed = [];
    for (const el of [piece, ...piece.querySelectorAll("*")]) {
      const key = keyOf(el);
      if (key) keyed.push([key, el]);
    }
    keyedCache.set(piece, keyed);
  }
  return keyed;
}

/** What of an element's own attributes its key and signature read (not what only says whether it is
 * playable): a piece whose attributes change in place is read again only when this changes.
 * @param {Element} el
 */
export function pieceFacts(el) {
  /** @type {string[]} */
  const facts = [];
  for (const a of el.attributes) {
    if (a.name === "class") facts.push(`class=${[...el.classList].filter((c) => !OURS.has(c)).sort().join(" ")}`);
    else if (!PLAY_ATTRS.has(a.name)) facts.push(`${a.name}=${a.value}`);
  }
  return facts.sort().join("\n");
}

/** A piece of the board changed in place (its attributes set, see boardpatch.js): read it again (and
 * the piece before it, whose signature takes in a "labels" group after it).
 * @param {Element} piece
 */
export function forgetPiece(piece) {
  for (const el of [piece, piece.previousElementSibling]) {
    if (!el) continue;
    for (const [, inner] of keyedCache.get(el) ?? []) cache.delete(inner);
    keyedCache.delete(el);
    cache.delete(el);
  }
}

/** @typedef {Map<string, {el: Element, sig: string | null}>} Pieces a board's pieces: key -> {el, sig} (null: not read yet) */

/**
 * The board's pieces as drawn on screen: key -> {el, sig}; each sig is read when first needed (see
 * sealPieces): a first drawing, compared with nothing, reads none.
 * @param {ParentNode} board
 * @returns {Pieces}
 */
export function boardPieces(board) {
  /** @type {Pieces} */
  const map = new Map();
  const svg = board.querySelector("svg");
  if (!svg) return map;
  for (const piece of svg.children) {
    for (const [key, el] of keyedIn(piece)) map.set(key, { el, sig: null });
  }
  return map;
}

/**
 * Read the signatures of a boardPieces() map not read yet.  Call it before the drawing the map was
 * read from changes in place (a patch setting a piece's attributes): the map must say how it was drawn.
 * @param {Pieces} pieces
 * @returns {Pieces}
 */
export function sealPieces(pieces) {
  for (const entry of pieces.values()) entry.sig ??= cachedSignature(entry.el);
  return pieces;
}

/**
 * sealPieces in the page's idle time, a few pieces at a time (no long task; what is left when the next
 * drawing comes, sealPieces reads then).
 * @param {Pieces} pieces
 */
export function sealWhenIdle(pieces) {
  const entries = [...pieces.values()];
  let next = 0;
  /** @param {IdleDeadline} [deadline] */
  const step = (deadline) => {
    const until = performance.now() + Math.min(10, deadline?.timeRemaining() || 10);
    while (next < entries.length && performance.now() < until) {
      const entry = entries[next++];
      entry.sig ??= cachedSignature(entry.el);
    }
    if (next < entries.length) later(step);
  };
  /** @param {(deadline?: IdleDeadline) => void} fn */
  const later = (fn) => ("requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 20));
  later(step);
}

/**
 * The keys of the innermost pieces that differ between two boardPieces() maps.
 * @param {Pieces} before
 * @param {Pieces} after
 * @returns {string[]}
 */
export function changedKeys(before, after) {
  if (before === after) return []; // the board compared with itself (a first drawing, the player's own move)
  sealPieces(before);
  sealPieces(after);
  /** @type {{key: string, el: Element}[]} */
  const changed = [];
  for (const [key, { el, sig }] of after) {
    if (before.get(key)?.sig !== sig) changed.push({ key, el });
  }
  // A route whose space changed also differs as a whole: keep only the innermost.
  return changed.filter(({ el }) => !changed.some((other) => other.el !== el && el.contains(other.el)))
    .map(({ key }) => key);
}

/**
 * Take the rt-changed marks off a board.
 * @param {ParentNode} board
 */
export function clearChanged(board) {
  for (const old of board.querySelectorAll(".rt-changed")) {
    old.classList.remove("rt-changed");
    if (!old.classList.length) old.removeAttribute("class"); // as drawn: a piece without a class has none
  }
}

/**
 * Mark the pieces named by `keys` on the board (class rt-changed); how many were marked.
 * @param {ParentNode} board
 * @param {string[]} keys
 * @param {Pieces} pieces
 * @returns {number}
 */
export function markChanged(board, keys, pieces) {
  clearChanged(board);
  for (const key of keys) pieces.get(key)?.el.classList.add("rt-changed");
  return keys.length;
}
