// A replay: a game given by seed and moves, shown read-only one position at a time, with buttons to
// step through the moves and the log in step with the board.  Used by the embed (view mode) and by the
// app's replay of a saved game (#replay/<id>).

import { h } from "./dom.js";
import { engine } from "./engine.js";
import { TableView } from "./tableview.js";
import { storySection } from "./story.js";
import { t } from "./i18n.js";

export class Replay {
  /**
   * @param {{game: GameEntry, options: GameOptions, seed: string, moves: string[], viewer: number | null,
   *   step: number, story: boolean, rules_version?: number}} cfg  story: show the game's score chart (in
   *   `this.story`, for the page to place) with the position shown marked on it
   * @param {{alert: (message: string | null) => void, onShow?: (replay: Replay) => void,
   *   onStep?: (replay: Replay) => void}} opts
   *   onShow: after each position is drawn (marks, captions, messages); onStep: after the reader's own
   *   step (a button) was drawn, so that a lesson page can keep its text in step with the board
   */
  constructor(cfg, { alert, onShow = () => {}, onStep = () => {} }) {
    this.cfg = cfg;
    this.alert = alert;
    this.onShow = onShow;
    /** @type {Table | null} the position shown (whose turn, over or not) */
    this.table = null;
    this.moves = [...cfg.moves];
    this.last = this.moves.length; // moves that replay; lowered if one of them is refused
    this.at = cfg.step;
    this.hash = null;
    this.gen = 0; // show() calls so far: only the newest one draws
    this.stage = h("div", { class: "rt-table-root" });
    this.counter = h("span", { class: "rt-step", "aria-live": "polite" });
    // The visible words are the name (a voice-control user says what they see); the title explains.
    /** @type {(label: Child, title: string, fn: () => number) => HTMLButtonElement} */
    const btn = (label, title, fn) => h("button", { type: "button", class: "rt-button", title,
      onclick: async () => { if (await this.show(fn())) onStep(this); } }, label);
    const arrow = (/** @type {string} */ a) => h("span", { "aria-hidden": "true" }, a);
    this.nav = h("nav", { class: "rt-row rt-steps", "aria-label": t("replay.steps") },
      btn(t("replay.first"), t("replay.first_title"), () => 0),
      btn([arrow("◀ "), t("replay.back")], t("replay.back_title"), () => this.at - 1),
      this.counter,
      btn([t("replay.next"), arrow(" ▶")], t("replay.next_title"), () => this.at + 1),
      btn(t("replay.last"), t("replay.last_title"), () => this.last));
    this.view = new TableView(this.stage, { compact: true });
    this.story = h("div", { class: "rt-replay-story" });
    this.told = 0; // the latest chart asked for: an older answer arriving late is dropped
  }

  /** Draw the position after `k` moves (clamped); false when it could not be drawn (or a later call
   * to show() drew instead: the engine answers from its worker, and only the newest step is drawn).
   * @param {number} k
   * @returns {Promise<boolean>}
   */
  async show(k) {
    const gen = ++this.gen;
    const at = Math.max(0, Math.min(this.last, k));
    this.at = at;
    const cfg = this.cfg;
    const answer = await engine.replay(cfg.game.id, cfg.options, cfg.seed, this.moves.slice(0, at));
    if (gen !== this.gen) return false;
    if (!answer.ok) {
      if (!answer.table) {
        this.alert(answer.error);
        return false;
      }
      // A refused move in the link: show how far it gets, and say which move is wrong.
      this.alert(t("replay.stops", { error: answer.error }));
      this.last = this.at = answer.table.moves_played;
    }
    this.table = answer.table ?? null;
    const snap = await engine.snapshot(cfg.viewer);
    if (gen !== this.gen) return false;
    if (!snap.ok) {
      this.alert(snap.error);
      return false;
    }
    this.view.render(snap.snapshot);
    this.hash = snap.snapshot.state_hash;
    this.counter.textContent = t("replay.counter", { step: this.at, total: this.last });
    if (cfg.story) {
      const asked = ++this.told;
      storySection({ ...cfg, game: cfg.game.id, moves: this.moves.slice(0, this.last) }, this.at).then((node) => {
        if (asked === this.told) this.story.replaceChildren(...(node ? [node] : []));
      });
    }
    this.onShow(this);
    return true;
  }

  /**
   * Play `move` after the position shown: the moves after it give way to it (a lesson's "what if").
   * @param {string} move
   * @returns {Promise<string | null>} why it was refused, or null
   */
  async extend(move) {
    const { game, options, seed } = this.cfg;
    const line = [...this.moves.slice(0, this.at), move];
    const answer = await engine.replay(game.id, options, seed, line);
    if (!answer.ok) return answer.error;
    const played = answer.table ? JSON.parse(answer.table.save).moves : line;
    if (this.at < this.last) {
      // The link's own next move (in any case or spelling the notation allows): its later moves stay.
      const link = await engine.replay(game.id, options, seed, this.moves.slice(0, this.at + 1));
      if (link.ok && link.table && JSON.parse(link.table.save).moves.at(-1) === played.at(-1)) {
        await this.show(this.at + 1);
        return null;
      }
    }
    this.moves = played;
    this.last = this.moves.length;
    await this.show(this.last);
    return null;
  }
}
