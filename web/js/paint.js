// Putting a drawing of the engine on screen: its full text (loads, jumps, another viewer) or a patch of
// the one on screen (boardpatch.js), and then its move pieces made playable for this viewer or inert.

import { fill, h, svgNode } from "./dom.js";
import { applyPatch } from "./boardpatch.js";
import { reasonOf, t } from "./i18n.js";
import { rove } from "./boardnav.js";

/**
 * Run `fn` in a task of its own after the next frame is painted.
 * @param {() => void} fn
 */
export function afterFrame(fn) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/** @type {WeakMap<HTMLElement, number>} a table -> how many of its full drawings still wait for their words */
const wordsLater = new WeakMap();

/**
 * Show a drawing in `container`: its full text, or a patch of the one on screen, which replaces only the
 * pieces that changed (see pygame_rules/patch.py).  Either way the same nodes result.  A patch that does
 * not fit throws StalePatch (boardpatch.js) with nothing changed.
 * @param {HTMLElement} root  the table (data-drawing while a drawing's words are still to come)
 * @param {Map<string, string>} legal  move -> label: the moves this viewer may play
 * @param {HTMLElement} container
 * @param {string | null} text
 * @param {DrawingPatch | null | undefined} patch
 * @param {string | undefined} token
 */
export function paint(root, legal, container, text, patch, token) {
  container.dataset.patchable = "";
  if (patch) {
    applyPatch(/** @type {Element} */ (container.firstElementChild), patch); // a patch comes for a drawing on screen
    container.dataset.paint = "patch";
  } else {
    let node;
    try {
      node = svgNode(text ?? "");
    } catch (err) {
      fill(container, h("p", { class: "rt-error" }, t("play.draw_failed", { reason: reasonOf(err) })));
      return;
    }
    // Shown over two frames: the shapes first, the words (most of laying a board out) in the next, so
    // no one task lays out a whole board (issue 23: a first drawing's frame took 55 ms on a busy machine).
    // data-drawing on the table until the words are in (e2e/ui.py settle waits for it).
    node.classList.add("rt-words-later");
    wordsLater.set(root, (wordsLater.get(root) ?? 0) + 1);
    root.dataset.drawing = "1";
    afterFrame(() => {
      node.classList.remove("rt-words-later");
      const left = (wordsLater.get(root) ?? 1) - 1;
      wordsLater.set(root, left);
      if (left === 0) delete root.dataset.drawing;
    });
    fill(container, node);
    container.dataset.paint = "full";
  }
  container.dataset.svgToken = token ?? "";
  container.dataset.patchable = decorate(legal, container) ? "1" : "";
  if (container.classList.contains("rt-board")) rove(container); // the board is one Tab stop
  // ... and a group the hand's drawing marks (Ticket to Ride's cards and decks, in the hand beside or
  // under the map) is one too, the arrow keys moving along it.
  else if (container.classList.contains("rt-hand-svg")) rove(container, true);
}

/**
 * Make the drawing's move pieces playable (or inert); false if some had to be made inert.
 * @param {Map<string, string>} legal
 * @param {HTMLElement} container
 */
function decorate(legal, container) {
  let allPlayable = true;
  for (const el of /** @type {NodeListOf<HTMLElement | SVGElement>} */ (container.querySelectorAll("svg [data-move]"))) {
    const label = legal.get(el.dataset.move ?? "");
    if (label === undefined) {
      // Not playable here (a read-only board, or a mark the bridge did not list): make it inert,
      // so the page's "data-move = playable" promise holds.
      el.classList.remove("legal");
      for (const attr of ["data-move", "tabindex", "role"]) el.removeAttribute(attr);
      allPlayable = false;
      continue;
    }
    if (!el.classList.contains("legal")) el.classList.add("legal");
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "0"); // the board's: boardnav.rove
    if (el.getAttribute("role") !== "button") el.setAttribute("role", "button");
    // A label of ours (the renderer gave none) follows the move's label as it changes.
    if (!el.hasAttribute("aria-label") || el.dataset.rtLabel) {
      if (el.getAttribute("aria-label") !== label) el.setAttribute("aria-label", label);
      if (!el.dataset.rtLabel) el.dataset.rtLabel = "1";
    }
  }
  return allPlayable;
}
