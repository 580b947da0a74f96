// Draws one snapshot (one seat's view, or the public one) of any game: status line, board, the
// viewer's hand, move buttons, players and log.  Used by the play screen and by embedded boards.
// This is the composition; the parts live in modules named for what they do: the layout
// (tablelayout.js), a drawing put on screen (paint.js; patches: boardpatch.js), zoom (zoom.js), clicks
// (clicks.js; hit-testing: hits.js), dialogs (choice.js), move buttons (movelists.js), the move form
// (moveform.js), players (players.js), the log (log.js) and the game-over panel (gameover.js).
//
// The move contract with the engine: an element carrying data-move="<notation>" plays that move.
// The renderer puts it on board/hand pieces for the viewer's legal moves; the bridge lists every
// legal move with a label and says whether the board or hand shows it ("shown"), and the moves
// shown nowhere become buttons here (with data-move too).  One click handler serves them all.

import { $, h, setText, sync } from "./dom.js";
import { checkBase } from "./boardpatch.js";
import { afterFrame, paint } from "./paint.js";
import { buildTable } from "./tablelayout.js";
import { BoardZoom } from "./zoom.js";
import { activate, targetOf } from "./clicks.js";
import { closeChoice, openChoice, openPick } from "./choice.js";
import { MoveLists } from "./movelists.js";
import { renderMoveForm } from "./moveform.js";
import { markThinking, renderPlayers } from "./players.js";
import { MoveLog } from "./log.js";
import { GameOver } from "./gameover.js";
import { perf } from "./engine.js";
import { t } from "./i18n.js";
import { focusAdrift, focusInView, nextControl } from "./focus.js";

/**
 * How a snapshot is drawn (TableView.render).
 * @typedef {{extraActions?: Child[], overActions?: Child[], settle?: boolean, news?: string[]}} RenderOptions
 */

// Whether the player is using the keyboard (focus is only moved for them: a mouse user would just
// see an unexplained highlight).
let keyboardUser = false;
addEventListener("keydown", (e) => { if (["Tab", "Enter", " "].includes(e.key)) keyboardUser = true; }, true);
addEventListener("pointerdown", () => { keyboardUser = false; }, true);

export class TableView {
  /**
   * @param {HTMLElement} root  where to build the layout
   * @param {{onMove?: ((move: string) => void) | null, compact?: boolean}} [opts]  no onMove: read-only
   */
  constructor(root, { onMove = null, compact = false } = {}) {
    this.onMove = onMove;
    this.enabled = false;
    /** @type {string | null} a move (or "") to focus once moves are enabled again */
    this.wantFocus = null;
    /** @type {Map<string, string>} move -> label, for the moves this viewer may play right now */
    this.legal = new Map();
    /** @type {Set<string>} the legal moves the page asks about before playing (see clicks.js) */
    this.destructive = new Set();
    /** @type {Map<string, string>} move -> the question the game asks before a click on a drawing plays it */
    this.confirms = new Map();
    /** @type {{title: string, moves: string[], pick?: import("./pick.js").Pick | null} | null} a question to ask
     * in a dialog once moves are enabled (pick: answered by ticking items, pick.js) */
    this.prompt = null;
    /** @type {number} which drawing is on screen (a question asked later belongs to it) */
    this.drawn = 0;
    this.root = buildTable(root, { compact, interactive: Boolean(onMove), onZoom: (button) => this.zoom.toggle(button) });
    this.zoom = new BoardZoom(this.root);
    this.moveLists = new MoveLists(this.root);
    this.log = new MoveLog(this.root);
    this.over = new GameOver($(".rt-over", this.root));
    this.root.addEventListener("click", (e) => activate(this, e));
    this.root.addEventListener("keydown", (e) => {
      // SVG elements are not buttons: give them a button's keys (buttons handle these natively).
      if ((e.key === "Enter" || e.key === " ") && targetOf(e)?.closest?.("svg [data-move], svg [data-info]")) {
        e.preventDefault();
        activate(this, e);
      }
    });
  }

  /** The log entries on screen (play.js: what a screen reader has heard already). */
  get logTexts() {
    return this.log.texts;
  }

  /**
   * Let moves be played (false while a bot moves, a request runs, or the screen is covered).
   * @param {boolean} on
   */
  setEnabled(on) {
    this.enabled = on;
    this.root.classList.toggle("rt-busy", !on);
    // The look this gives (style.css) is set on the two elements it changes, not by a rule under the
    // table's root: a class there that selectors look under makes the browser search the whole table
    // (thousands of board pieces) on every move.
    for (const el of [$(".rt-status", this.root), $(".rt-board-tools", this.root)]) el.classList.toggle("rt-wait", !on);
    for (const b of this.root.querySelectorAll("button[data-move]")) /** @type {HTMLButtonElement} */ (b).disabled = !on;
    if (on && this.prompt) {
      // The game asks a question (e.g. which tickets to keep): ask it in a dialog, once per position,
      // and only now that this player may act (never over the privacy screen).  The same moves stay
      // as buttons below the board for a player who closes it to study the map first.  Asked once the
      // position is painted: a modal dialog makes the rest of the page inert, which restyles every piece
      // of the board, and in the drawing's own task (a game's first) both made one long task.
      // data-asking: the page has not settled yet (e2e/ui.py waits for it to go).
      const { title, moves, pick } = this.prompt;
      const position = this.drawn;
      this.prompt = null;
      this.root.dataset.asking = "1";
      // Two frames on: a whole drawing's words come in the first (see paint.js), laid out in the second.
      afterFrame(() => afterFrame(() => {
        delete this.root.dataset.asking;
        if (this.drawn !== position || !this.root.isConnected) return; // another position: its own question
        if (this.enabled && pick) openPick(this, title, pick, t("play.look_first"));
        else if (this.enabled) openChoice(this, title, moves, t("play.look_first"));
        else this.prompt ??= { title, moves, pick }; // moves were taken away meanwhile: asked when they are back
      }));
    }
    if (on && this.wantFocus !== null) {
      if (focusAdrift()) focusInView(nextControl(this.root, this.wantFocus));
      this.wantFocus = null;
    }
  }

  /**
   * Play a move the player chose on the table.  An "rt-play" event (cancelable, detail.move) goes
   * first: a page embedding the table, or a browser test checking what a click would play without
   * playing it (e2e/test_clicks.py), may take the move instead.
   * @param {string} move
   */
  play(move) {
    const asked = new CustomEvent("rt-play", { detail: { move }, cancelable: true });
    if (this.root.dispatchEvent(asked) && this.onMove) this.onMove(move);
  }

  /**
   * The drawings on screen that the bridge may patch (bridge.snapshot's `have`): their tokens, or null
   * where a full drawing is needed (none yet, or the last one had pieces made inert here).
   */
  shown() {
    const token = (/** @type {HTMLElement} */ container) =>
      (container.dataset.patchable === "1" ? container.dataset.svgToken || null : null);
    return { board: token($(".rt-board", this.root)), hand: token($(".rt-hand-svg", this.root)) };
  }

  /** Draw a snapshot (see pygame_rules.bridge.build_snapshot); throws StalePatch (nothing drawn) when
   * its board or hand patch is not against the drawing on screen.
   * @param {Snapshot} snap
   * @param {RenderOptions} [opts]
   */
  render(snap, opts = {}) {
    const t0 = performance.now();
    try {
      this.draw(snap, opts);
    } finally {
      perf.dom += performance.now() - t0;
    }
  }

  /**
   * @param {Snapshot} snap
   * @param {RenderOptions} [opts]
   */
  draw(snap, { extraActions = [], overActions = [], settle = true, news = [] } = {}) {
    const board = $(".rt-board", this.root);
    const handSvg = $(".rt-hand-svg", this.root);
    this.drawn += 1;
    checkBase(board, snap.board_patch);
    checkBase(handSvg, snap.hand_patch);
    // Reads before writes (one layout for the whole update): is the log scrolled to its end?  (Read
    // already, before anything of the update was written, when the caller measured first.)
    this.log.beforeRender();
    closeChoice(this.root); // a choice belongs to the position it was opened in
    const interactive = Boolean(this.onMove);
    // Redrawing replaces the focused element: remember where a keyboard user was, to put focus back
    // once moves are enabled again (after a bot's turn, or the privacy screen, if need be).
    const focused = this.root.contains(document.activeElement)
      ? /** @type {HTMLElement | SVGElement | null} */ (document.activeElement) : null;
    if (focused && keyboardUser) this.wantFocus = focused.dataset?.move ?? focused.dataset?.parkedFrom ?? "";
    // Focus fell to the page (a dialog closed over a piece that is gone): bring it back to the moves.
    else if (keyboardUser && (!document.activeElement || document.activeElement === document.body)) this.wantFocus ??= "";
    this.legal = new Map(interactive ? snap.moves.map((m) => [m.move, m.label]) : []);
    this.destructive = new Set(interactive ? snap.moves.filter((m) => m.destructive).map((m) => m.move) : []);
    this.confirms = new Map(interactive ? snap.moves.flatMap((m) => (m.confirm ? [[m.move, m.confirm]] : [])) : []);
    this.prompt = interactive && snap.prompt && snap.moves.length
      ? { title: snap.prompt, moves: snap.moves.map((m) => m.move), pick: snap.pick } : null;

    setText($(".rt-status", this.root), snap.status);
    setText($(".rt-thinking-now", this.root), ""); // markThinking says it again while a bot still acts
    this.root.dataset.viewer = String(snap.viewer ?? "public");

    this.zoom.asRemembered(snap.game);
    board.dataset.stateHash = snap.state_hash;
    board.dataset.movesPlayed = String(snap.moves_played);
    paint(this.root, this.legal, board, snap.board_svg, snap.board_patch, snap.board_token);
    if (!snap.board_patch) this.zoom.fit();
    if (!this.zoom.shownAction) this.zoom.showAction();

    const hand = $(".rt-hand", this.root);
    const hasHand = Boolean(snap.hand_svg || snap.hand_patch);
    hand.hidden = !hasHand;
    if (hasHand) {
      $(".rt-hand-title", hand).textContent = t("play.hand", { name: snap.viewer_name });
      paint(this.root, this.legal, handSvg, snap.hand_svg, snap.hand_patch, snap.hand_token ?? undefined);
      // Size the hand by its own drawing (a few pieces must not blow up to the full width), by its
      // height: a hand of fewer pieces must not grow taller where the width is the limit (a phone).
      const svg = /** @type {SVGSVGElement | null} */ (handSvg.querySelector("svg"));
      const box = svg && svg.viewBox && svg.viewBox.baseVal;
      if (box && box.width) {
        svg.style.width = `${Math.round(box.width * 1.4)}px`;
        svg.style.maxHeight = `${Math.round(box.height * 1.4)}px`;
      }
    } else {
      handSvg.replaceChildren();
      delete handSvg.dataset.svgToken;
    }

    this.moveLists.render(snap, interactive, extraActions);
    const moveForm = /** @type {HTMLFormElement} */ ($(".rt-move-form", this.root));
    renderMoveForm(moveForm, interactive && snap.moves.length ? snap.form : null,
      (move) => { if (this.enabled && this.onMove) this.onMove(move); });

    renderPlayers(this.root, snap);
    this.renderLog(snap.log);
    const newsBox = $(".rt-news", this.root);
    newsBox.hidden = !news.length;
    sync($(".rt-news-list", newsBox), news.map((line) => h("li", {}, line)));
    this.over.render(snap, overActions);
    this.setEnabled(this.enabled);
    if (settle) this.settle();
  }

  /** Mark the acting bot as thinking (players.js), until the next render.
   * @param {string} text
   */
  markThinking(text) {
    markThinking(this.root, text);
  }

  /**
   * Draw the log (log.js); a method of the table's so that a browser test can watch it (e2e/test_patched_board.py).
   * @param {string[]} entries
   */
  renderLog(entries) {
    this.log.render(entries);
  }

  /** Whether the log is scrolled to its end; a caller about to change the page reads it first (log.js). */
  measureLog() {
    return this.log.measure();
  }

  /** After the layout of a render (once per update: the caller may measure first): follow the log. */
  settle() {
    this.log.settle();
  }

  /**
   * Show a finished game's story (story.js) in the game-over panel, now and whenever it is drawn again.
   * @param {HTMLElement | null} node
   */
  showStory(node) {
    this.over.showStory(node);
  }

  /** Take everything of the last viewer off the page, at once (play.js, as the privacy screen goes up: the
   * public drawing comes from the engine's worker a moment later, and until then nothing of a seat may be
   * in the DOM under the screen): the board and hand, the moves (buttons, the list of all moves, the form,
   * an open "how" choice), the news since their last move, the players and log.  Nothing private is left,
   * so the table says it shows the public view (data-viewer), as the drawing that follows does. */
  clear() {
    closeChoice(this.root);
    for (const sel of [".rt-board", ".rt-hand-svg", ".rt-actions", ".rt-all-moves-list", ".rt-news-list", ".rt-scores",
      ".rt-log-list", ".rt-choice"]) {
      $(sel, this.root).replaceChildren();
    }
    for (const sel of [".rt-board", ".rt-hand-svg"]) delete $(sel, this.root).dataset.svgToken;
    delete $(".rt-actions", this.root).dataset.moveCount;
    renderMoveForm(/** @type {HTMLFormElement} */ ($(".rt-move-form", this.root)), null, () => {});
    for (const sel of [".rt-hand", ".rt-over", ".rt-news", ".rt-all-moves"]) $(sel, this.root).hidden = true;
    for (const sel of [".rt-status", ".rt-thinking-now", ".rt-hand-title", ".rt-all-moves summary"]) {
      $(sel, this.root).textContent = "";
    }
    this.root.dataset.viewer = "public";
    this.legal = new Map();
    this.moveLists.clear();
    this.log.clear();
    this.prompt = null;
  }
}
