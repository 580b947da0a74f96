// The game's links above the board (Home, Rules, Export, Replay, Share, Download, other devices).  On a
// laptop they stand in one row.  On a phone the first two stay in the row and the rest are behind a
// "More" button that opens them as a list under it (issue 32: the row scrolled sideways, its German
// words cut at "Exportiere…", and a player could not tell what lay past the edge).

import { h } from "./dom.js";
import { t } from "./i18n.js";

let lists = 0; // ids for aria-controls, one per row built

/**
 * @param {string} label  the row's accessible name
 * @param {(Node | Node[])[]} links  the links and buttons (lists of them too), the two a phone keeps in view first
 * @returns {HTMLElement}
 */
export function gameNav(label, links) {
  const items = /** @type {Node[]} */ (links.flat(2)).filter(Boolean);
  const id = `rt-more-list-${++lists}`;
  const list = h("div", { class: "rt-more-list", id }, items.slice(2));
  const more = h("button", { type: "button", class: "rt-button rt-more", "aria-expanded": "false", "aria-controls": id,
    onclick: () => open(!nav.classList.contains("rt-more-open")) }, t("play.more"));
  const nav = h("nav", { class: "rt-row rt-gamenav", "aria-label": label }, items.slice(0, 2), more, list);
  /** @param {boolean} on */
  function open(on) {
    nav.classList.toggle("rt-more-open", on);
    more.setAttribute("aria-expanded", String(on));
  }
  // Closed again after a choice (a dialog or a download follows) and by Escape, focus back on "More".
  list.addEventListener("click", () => open(false));
  nav.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && nav.classList.contains("rt-more-open")) {
      open(false);
      more.focus();
    }
  });
  return nav;
}
