// The table's dialog (.rt-choice): which move a piece means when it offers several, a question the game
// asks (which tickets to keep: ticked items, pick.js), a move to confirm (a sale), a piece's details.
// Every option is a data-move button, so the table's one click handler plays it.

import { $, fill, h } from "./dom.js";
import { pickNodes } from "./pick.js";
import { t } from "./i18n.js";

/** The moves a dialog offers from: the table's root (its dialog and drawings), the legal moves with their
 * labels, and the destructive ones (drawn as such).
 * @typedef {{root: HTMLElement, legal: Map<string, string>, destructive: Set<string>}} Offer */

/** @param {HTMLElement} root  the table */
const dialogOf = (root) => /** @type {HTMLDialogElement} */ ($(".rt-choice", root));

/**
 * Close the dialog if it is open (a choice belongs to the position it was opened in).
 * @param {HTMLElement} root  the table
 */
export function closeChoice(root) {
  dialogOf(root).close?.();
}

/**
 * A dialog with a title and one button per move; the last button just closes it.
 * @param {Offer} offer
 * @param {string | null} title
 * @param {string[]} options
 * @param {string} closeText
 * @param {boolean} [cancelFirst]  Cancel takes the focus (only destructive moves offered)
 */
export function openChoice(offer, title, options, closeText, cancelFirst = false) {
  const dialog = dialogOf(offer.root);
  const pictures = picturesIn(offer.root);
  dialog.setAttribute("aria-label", title || t("play.choose_how")); // named for its question
  fill(dialog,
    h("h2", { class: "rt-choice-title" }, title),
    h("div", { class: "rt-choice-list" },
      options.map((m) => h("button", { type: "button", class: offer.destructive.has(m) ? "rt-move rt-danger" : "rt-move",
        dataset: { move: m } },
        pictures.has(m) ? picture(pictures.get(m)) : null, h("span", {}, offer.legal.get(m))))),
    h("button", { type: "button", class: "rt-button rt-choice-cancel", onclick: () => dialog.close() }, closeText));
  dialog.showModal();
  /** @type {HTMLElement | null} */ (dialog.querySelector(cancelFirst ? ".rt-choice-cancel" : "[data-move]"))
    ?.focus({ preventScroll: true });
}

/**
 * A piece offering several moves: list them, each a data-move button (so one handler plays it).
 * @param {Offer} offer
 * @param {Element | null} target
 * @param {string[]} options
 */
export function chooseMove(offer, target, options) {
  // Only destructive moves (a click on one's own track offers only to dismantle it): the title asks
  // rather than repeating the first button, and Cancel takes the focus, so a stray Enter dismantles nothing.
  const asks = options.every((m) => offer.destructive.has(m));
  openChoice(offer, asks ? t("play.choose_destructive")
    : target?.getAttribute("aria-label") || t("play.choose_move"), options, t("setup.cancel"), asks);
}

/**
 * A dialog asking to tick items, then confirm (pick.js); the last button just closes it.
 * @param {Offer} offer
 * @param {string} title
 * @param {import("./pick.js").Pick} pick
 * @param {string} closeText
 */
export function openPick(offer, title, pick, closeText) {
  const dialog = dialogOf(offer.root);
  const { nodes, first } = pickNodes(pick, (m) => offer.legal.has(m));
  dialog.setAttribute("aria-label", title); // named for its question, as every dialog
  fill(dialog,
    h("h2", { class: "rt-choice-title" }, title),
    h("div", { role: "group", "aria-label": title }, nodes),
    h("button", { type: "button", class: "rt-button rt-choice-cancel", onclick: () => dialog.close() }, closeText));
  dialog.showModal();
  first?.focus({ preventScroll: true });
}

/** The pictures the drawings give for moves (data-picture-for="<move>" in their <defs>, data-view its
 * viewBox): a choice shows the piece or square each move would play, so the player need not look
 * back at the board (on a phone the board is scrolled out of view when a die in the hand asks).
 * @param {HTMLElement} root  the table
 */
function picturesIn(root) {
  const found = new Map();
  for (const el of /** @type {NodeListOf<HTMLElement | SVGElement>} */ (root.querySelectorAll("svg [data-picture-for]"))) {
    found.set(el.dataset.pictureFor, el);
  }
  return found;
}

/**
 * A move's picture for the chooser: the piece or square the drawing gives for it.
 * @param {HTMLElement | SVGElement} source
 */
function picture(source) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", source.dataset.view || "0 0 100 100");
  svg.setAttribute("class", "rt-choice-pic");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  for (const child of source.children) svg.append(child.cloneNode(true));
  return svg;
}
