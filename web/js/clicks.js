// What a click, a tap or Enter/Space on the table plays: the move of the piece or button under it, or a
// chooser where it could mean several (pieces on one another, a piece paid for in different ways, a
// destructive move, a move the game asks about first), or a piece's details (data-info).

import { movesOf, pieceOf, piecesAt } from "./hits.js";
import { chooseMove, closeChoice, openChoice } from "./choice.js";
import { t } from "./i18n.js";

/** @typedef {HTMLElement | SVGElement} PageElement an element of the page or of a drawing (both have dataset) */

/** What a click is worked out against: the table's root and moves, and how a chosen move is played.
 * @typedef {import("./choice.js").Offer & {onMove: ((move: string) => void) | null, enabled: boolean,
 *   confirms: Map<string, string>, play: (move: string) => void}} Clickable */

/**
 * The element an event happened on (a text node's parent), or null.
 * @param {Event} e
 * @returns {Element | null}
 */
export const targetOf = (e) => (e.target instanceof Element ? e.target : null);

/**
 * @param {Clickable} table
 * @param {MouseEvent | KeyboardEvent} e
 */
export function activate(table, e) {
  // data-info: a piece's details (its <title>, a hover tooltip) shown in a dialog on a click or tap too,
  // for touch screens and keyboards, which have no hover.
  const info = targetOf(e)?.closest?.("[data-info]");
  if (info && table.root.contains(info)) {
    e.preventDefault();
    openChoice(table, info.querySelector("title")?.textContent || info.getAttribute("aria-label"), [], t("play.close"));
    return;
  }
  // data-hit-for="<move>": an extra tap area (drawn under the board's pieces) for the piece playing it.
  const el = targetOf(e);
  const target = el && pieceOf(el, table.root);
  if (!target || !table.root.contains(target) || !table.onMove) return;
  const move = target.dataset.move ?? "";
  if (!table.enabled || !table.legal.has(move)) return;
  e.preventDefault();
  // One piece, several moves (a route paid for in different ways): ask which one.  A click where
  // pieces lie on one another plays the one drawn there, or asks which (piecesAt).
  const click = e.type === "click" ? /** @type {MouseEvent} */ (e) : null;
  const pieces = click && click.detail > 0 ? piecesClicked(table, click.clientX, click.clientY, target) : [target];
  const options = [...new Set(pieces.flatMap(movesOf))].filter((m) => table.legal.has(m));
  // A destructive move (dismantling one's own track) is never played by a click on a drawing alone: the
  // chooser asks, with it last (a button, in the chooser or the lists, names the move and plays it).
  const drawing = Boolean(target.closest("svg"));
  // A move the game asks about (a sale: units, price, total) is confirmed in the chooser too.
  const asked = drawing && options.length === 1 ? table.confirms.get(options[0]) : undefined;
  if (options.length > 1 || asked || (drawing && options.some((m) => table.destructive.has(m)))) {
    const order = [...table.legal.keys()];
    options.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    if (asked) openChoice(table, asked, options, t("setup.cancel"));
    else chooseMove(table, pieces.length > 1 ? null : target, options);
    return;
  }
  closeChoice(table.root);
  table.play(options[0] ?? move);
}

/**
 * The board's pieces a click at (x, y) means (hits.js): the ones drawn there, else the ones whose tap
 * areas are there; several are offered in a chooser.
 * @param {Clickable} table
 * @param {number} x
 * @param {number} y
 * @param {PageElement} target
 * @returns {PageElement[]}
 */
function piecesClicked(table, x, y, target) {
  const board = target.closest(".rt-board");
  if (!board) return [target];
  const found = piecesAt(board, x, y, (m) => table.legal.has(m));
  return found.length ? found : [target];
}
