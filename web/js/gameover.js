// The game-over panel: who won, the ranking (each player's breakdown when the game gives one), the tie
// break, what to do next, and the finished game's story (story.js).

import { $, fill, h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * The game-over table's head and rows: each player's breakdown when the game gives one (its
 * result.breakdown: Ticket to Ride's routes and tickets, Last Spike's cash and land ...), else the
 * players' own rows, in ranking order.
 * @param {Snapshot} snap
 * @param {GameResult} result  the snapshot's (the game is over)
 * @returns {HTMLElement[]}
 */
function rankingRows(snap, result) {
  const head = (/** @type {string[]} */ names) =>
    h("thead", {}, h("tr", {}, [t("play.rank"), ...names].map((c) => h("th", { scope: "col" }, c))));
  /** @type {(r: {rank: number}, cells: string[], labels: string[]) => HTMLElement} */
  const row = (r, cells, labels) => h("tr", { class: r.rank === 1 ? "rt-first" : null },
    h("td", { class: "rt-rank", "data-label": t("play.rank") }, String(r.rank)),
    cells.map((cell, i) => (i === 0 ? h("th", { scope: "row" }, cell) : h("td", { "data-label": labels[i] }, cell))));
  const broken = result.breakdown;
  if (broken) {
    const labels = [t("play.player"), ...broken.columns];
    return [head(labels), h("tbody", {}, broken.rows.map((r) => row(r, [r.name, ...r.cells], labels)))];
  }
  const { columns, rows } = snap.players;
  const bySeat = new Map(rows.filter((r) => r.seat !== null).map((r) => [r.seat, r.cells]));
  const ranking = result.ranking || [];
  return [head(bySeat.size ? columns : [t("play.player")]),
    h("tbody", {}, ranking.map((r) => row(r, bySeat.get(r.player) ?? [r.name], columns)))];
}

export class GameOver {
  /**
   * @param {HTMLElement} panel  the table's .rt-over section
   */
  constructor(panel) {
    this.panel = panel;
    /** @type {HTMLElement | null} the finished game's story (showStory), kept across the panel's redraws */
    this.story = null;
  }

  /**
   * Show the panel when the snapshot's game is over (focused when it first shows), else hide it.
   * @param {Snapshot} snap
   * @param {Child[]} actions
   */
  render(snap, actions) {
    const panel = this.panel;
    const result = snap.result;
    if (!snap.is_over || !result) {
      panel.hidden = true;
      this.story = null; // a story belongs to the game that ended (an undo or a replay's step left it)
      return;
    }
    const wasHidden = panel.hidden;
    const winners = result.winner_names || [];
    fill(panel,
      h("h2", { id: "rt-over-title" }, t("play.over")),
      h("h3", { class: "rt-winner" }, winners.length
        ? t(winners.length === 1 ? "play.wins" : "play.win", { names: winners.join(t("app.and")) }) : snap.status),
      h("div", { class: "rt-table-scroll" }, h("table", { class: "rt-ranking" }, rankingRows(snap, result))),
      result.tie_break ? h("p", { class: "rt-note" }, t("play.tie_break", { rule: result.tie_break })) : null,
      h("div", { class: "rt-over-actions" }, actions),
      h("div", { class: "rt-over-story" }, this.story));
    panel.hidden = false;
    if (wasHidden) panel.focus({ preventScroll: false });
  }

  /**
   * Show a finished game's story in the panel, now and whenever it is drawn again.
   * @param {HTMLElement | null} node
   */
  showStory(node) {
    this.story = node;
    $(".rt-over-story", this.panel).replaceChildren(...(node ? [node] : []));
  }
}
