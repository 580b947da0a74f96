// Notices: the events since the player's last move that must not be missed (claim jumpers, jail, a winter,
// a last round, a new tile, a change of director ...), in a box at the top of the player's side, where they
// look before they move, not only as a line of the log.  The engine picks them (snapshot.notices, from each
// game's present.NOTICES); this module only shows them.

import { h, sync } from "./dom.js";
import { t } from "./i18n.js";

/**
 * Show `lines` as the notices of the table in `root` (none: the box is hidden).
 * @param {HTMLElement} root  the table (TableView's root)
 * @param {string[]} lines
 */
export function showNotices(root, lines) {
  const turn = root.querySelector(".rt-turn");
  if (!turn) return;
  let box = /** @type {HTMLElement | null} */ (turn.querySelector(".rt-notices"));
  if (!box) {
    box = h("section", { class: "rt-notices", hidden: true, "aria-labelledby": "rt-notices-title" },
      h("h2", { id: "rt-notices-title", class: "rt-notices-title" }, t("play.notices")),
      h("ul", { class: "rt-notices-list" }));
    turn.prepend(box);
  }
  box.hidden = !lines.length;
  const list = /** @type {HTMLElement} */ (box.querySelector(".rt-notices-list"));
  sync(list, lines.map((line) => h("li", {}, line)));
}
