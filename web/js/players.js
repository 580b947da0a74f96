// The players table beside the board (one row a seat: the current player and the viewer marked), and
// the badge of a bot that is thinking.

import { $, fill, h, setText } from "./dom.js";
import { t } from "./i18n.js";

/**
 * Draw the snapshot's players table; when its shape is the one on screen, only the cells and marks that
 * differ change (in place).
 * @param {HTMLElement} root  the table
 * @param {Snapshot} snap
 */
export function renderPlayers(root, snap) {
  const { columns, rows } = snap.players;
  const table = /** @type {HTMLTableElement} */ ($(".rt-scores", root));
  const rowAttrs = (/** @type {{seat: number | null}} */ row) => {
    const current = row.seat !== null && row.seat === snap.current_player;
    return {
      class: [current && "rt-current", row.seat !== null && row.seat === snap.viewer && "rt-you"]
        .filter(Boolean).join(" ") || null,
      "aria-current": current ? "true" : null,
    };
  };
  const body = table.tBodies[0];
  const heads = table.tHead?.rows[0]?.cells;
  if (body && heads && heads.length === columns.length && columns.every((c, i) => heads[i].textContent === c)
      && body.rows.length === rows.length && rows.every((row, r) => body.rows[r].cells.length === row.cells.length)) {
    // The same table as on screen: change only the cells and marks that differ (in place).
    rows.forEach((row, r) => {
      const tr = body.rows[r];
      for (const [name, value] of Object.entries(rowAttrs(row))) {
        if (value === null) tr.removeAttribute(name);
        else if (tr.getAttribute(name) !== value) tr.setAttribute(name, value);
      }
      row.cells.forEach((cell, i) => setText(tr.cells[i], cell));
    });
    return;
  }
  fill(table,
    h("thead", {}, h("tr", {}, columns.map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, rows.map((row) => h("tr", rowAttrs(row), row.cells.map((cell, i) => (i === 0
      ? h("th", { scope: "row" }, cell) : h("td", { "data-label": columns[i] }, cell)))))));
}

/** Mark the acting bot as thinking (play.js, for its whole turn): a badge in its row of the players
 * table (the status line has its ellipsis: words there could take one more line and move the panels
 * under it at every bot's turn), and on a phone in the row above the board (beside Zoom: a line that is
 * there anyway), since the players table is far below.  The next render removes both.
 * @param {HTMLElement} root  the table
 * @param {string} text
 */
export function markThinking(root, text) {
  $(".rt-thinking-now", root).textContent = text;
  const row = /** @type {HTMLTableRowElement | null} */ (root.querySelector(".rt-scores tbody tr.rt-current"));
  if (row) {
    row.classList.add("rt-thinking-row");
    row.cells[0].append(h("span", { class: "rt-thinking-badge", title: text }, ` ${t("play.thinking_row")}`));
  }
}
