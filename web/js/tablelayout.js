// The table's layout, built once: status line, game-over panel, the board with its tools and legend, and
// beside it (under it on a narrow screen) what the player acts with, then the players and the log.

import { fill, h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * Build the table's parts in `root` (emptied first) and return it.
 * @param {HTMLElement} root
 * @param {{compact: boolean, interactive: boolean, onZoom: (button: HTMLElement) => void}} how
 *   compact: an embedded or replayed board; interactive: moves can be played (else no legend)
 */
export function buildTable(root, { compact, interactive, onZoom }) {
  root.classList.add("rt-table");
  if (compact) root.classList.add("rt-compact");
  fill(root,
    h("p", { class: "rt-status", "aria-live": "polite" }),
    h("section", { class: "rt-over", hidden: true, tabindex: "-1", "aria-labelledby": "rt-over-title" }),
    // The board on the left; on the right (under it on a narrow screen) what the player acts with:
    // hand, move buttons, then players and log.  At 1280 x 800 the hand and the moves are in view
    // beside the board without scrolling.
    h("div", { class: "rt-grid" },
      h("div", { class: "rt-main" },
        h("div", { class: "rt-board-tools" },
          // The acting bot thinking, where a phone shows it without scrolling (the players table with its
          // badge is under the board there): see players.js markThinking.  The badge says it to screen readers.
          h("span", { class: "rt-thinking-now", "aria-hidden": "true" }),
          h("button", { type: "button", class: "rt-button rt-zoom", "aria-pressed": "false",
            onclick: (/** @type {MouseEvent} */ e) => onZoom(/** @type {HTMLElement} */ (e.currentTarget)) },
          t("play.zoom"))),
        // The box scrolls (a zoomed board on a phone), so a keyboard must reach it even when nothing
        // on the board is there to play (a bot's turn): it takes focus itself and is the named region.
        h("div", { class: "rt-board-wrap", tabindex: "0", role: "region", "aria-label": t("play.board") },
          h("div", { class: "rt-board" })),
        // What the board's two marks mean: gold, a piece you can play; a dashed frame, what the other
        // players changed since your last move (play.js).  Two looks that cannot be mistaken.
        interactive ? h("p", { class: "rt-legend" },
          h("span", { class: "rt-legend-item" }, h("span", { class: "rt-swatch rt-swatch-legal", "aria-hidden": "true" }),
            t("play.legend_legal")),
          h("span", { class: "rt-legend-item" }, h("span", { class: "rt-swatch rt-swatch-changed", "aria-hidden": "true" }),
            t("play.legend_changed"))) : null),
      h("aside", { class: "rt-side", "aria-label": t("play.side") },
        h("div", { class: "rt-turn" },
          h("section", { class: "rt-hand", hidden: true },
            h("h2", { class: "rt-hand-title" }),
            h("div", { class: "rt-hand-svg" })),
          h("div", { class: "rt-actions", role: "group", "aria-label": t("play.moves") }),
          // Moves that name a free amount (a trade offer) are made in one small form, not as buttons.
          h("form", { class: "rt-move-form", hidden: true }),
          // What happened since this player's last move (their own move's results, others' moves, events):
          // beside the moves, where the player looks, not only in the log further down.
          h("section", { class: "rt-news", hidden: true, "aria-labelledby": "rt-news-title" },
            h("h2", { id: "rt-news-title", class: "rt-news-title" }, t("play.news")),
            h("ul", { class: "rt-news-list", tabindex: "0", "aria-labelledby": "rt-news-title" })),
          // Every legal move as a button with its full label: the board's pieces can be tiny on a
          // phone, and a list is the plainest way in for keyboard and screen-reader users.
          h("details", { class: "rt-all-moves", hidden: true },
            h("summary", {}, t("play.all_moves")),
            h("div", { class: "rt-all-moves-list", role: "group", "aria-label": t("play.all_moves") }))),
        h("section", { class: "rt-players" }, h("h2", {}, t("play.players")),
          h("div", { class: "rt-table-scroll" }, h("table", { class: "rt-scores" }))),
        h("section", { class: "rt-log" }, h("h2", {}, t("play.log")),
          h("ol", { class: "rt-log-list", tabindex: "0", "aria-label": t("play.move_log") })))));
  root.append(h("dialog", { class: "rt-choice", "aria-label": t("play.choose_how") }));
  return root;
}
