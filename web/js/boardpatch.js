// A drawing on screen brought up to date by a patch (pygame_rules/patch.py) instead of its full text:
// only the top-level pieces that changed are parsed and replaced, pieces whose root element only
// changed its attributes are set in place, and everything else stays the very same nodes.  A patch
// that does not fit the drawing on screen is refused before anything is touched (StalePatch): the
// caller then asks for the full drawing.

import { fill, removeNodes, svgPieces } from "./dom.js";
import { forgetPiece, pieceFacts } from "./changes.js";

/** A patch that does not fit the drawing on screen: ask for the full drawing instead. */
export class StalePatch extends Error {}

// Between the new pieces of two splices, so that all of them are parsed in one go and told apart after.
const SPLICE_NS = "urn:rail-table:splice";
const MARKER = `<rt-splice xmlns="${SPLICE_NS}"/>`;

/**
 * Refuse a patch for a container whose drawing is not the one it was made against (another token), or
 * one that may not be patched (pieces were made inert there: data-patchable is not "1").
 * @param {HTMLElement} container  the drawing's box (.rt-board, .rt-hand-svg)
 * @param {DrawingPatch | null | undefined} patch
 */
export function checkBase(container, patch) {
  if (patch && (container.dataset.svgToken !== patch.base || container.dataset.patchable !== "1")) {
    throw new StalePatch("the board on screen is not the one the patch is for");
  }
}

/**
 * Make an element's attributes exactly `pairs` ([name, value], in order), as parsing the renderer's
 * markup would: attributes it no longer has go, new ones are appended (so the order is the drawing's
 * when the ones kept come first, as patch.py promises; otherwise all are written afresh).  Event
 * handlers and script links are dropped, as svgNode drops them.
 * @param {Element} el
 * @param {[string, string][]} pairs
 */
export function setAttributes(el, pairs) {
  const safe = pairs.filter(([name, value]) => !/^on/i.test(name)
    && !(/(^|:)href$/i.test(name) && /^\s*javascript:/i.test(value)));
  const names = safe.map(([name]) => name);
  const have = [...el.attributes].map((a) => a.name);
  const kept = have.filter((name) => names.includes(name));
  const inOrder = kept.every((name, i) => names[i] === name);
  for (const name of have) if (!inOrder || !names.includes(name)) el.removeAttribute(name);
  for (const [name, value] of safe) if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Apply `patch` to the drawing `svg` (its childNodes are the pieces patch.py split it into).  Throws
 * StalePatch, with the drawing untouched, when the patch does not fit it.
 * @param {Element} svg
 * @param {DrawingPatch} patch
 */
export function applyPatch(svg, patch) {
  // Splices last first, each at a position of the drawing as it was (see patch.diff), none
  // overlapping the next: the nodes as they were are enough to place them all.  The new pieces
  // of every splice are parsed in one go (a marker element between splices keeps them apart).
  const kids = [...svg.childNodes];
  const parsed = patch.ops.length ? svgPieces(patch.ops.map(([, , pieces]) => pieces.join("")).join(MARKER)) : [];
  /** @type {ChildNode[][]} */
  const groups = patch.ops.length ? [[]] : [];
  for (const node of parsed) {
    if (node instanceof Element && node.localName === "rt-splice" && node.namespaceURI === SPLICE_NS) {
      groups.push([]);
    } else {
      groups[groups.length - 1].push(node);
    }
  }
  let end = kids.length;
  const attrs = patch.attrs ?? [];
  if (groups.length !== patch.ops.length || patch.ops.some(([index, remove, pieces], i) =>
    groups[i].length !== pieces.length || index + remove > end || ((end = index), false))
    || attrs.some(([index]) => kids[index]?.nodeType !== Node.ELEMENT_NODE)) {
    throw new StalePatch("a patch that does not fit the drawing");
  }
  // Pieces whose root element only changed its attributes (a route claimable or not any more): set
  // them in place, no markup parsed, no nodes replaced.
  for (const [index, pairs] of attrs) {
    const piece = /** @type {Element} */ (kids[index]); // checked above
    const facts = pieceFacts(piece);
    setAttributes(piece, pairs);
    if (pieceFacts(piece) !== facts) forgetPiece(piece); // else what changes.js read holds
  }
  patch.ops.forEach(([index, remove], i) => {
    if (remove) removeNodes(kids[index], kids[index + remove - 1]);
    // Right after the node before the splice (the splices done already are all after it).
    svg.insertBefore(fill(document.createDocumentFragment(), groups[i]),
      index ? kids[index - 1].nextSibling : svg.firstChild);
  });
}
