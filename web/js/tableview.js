// Draws one snapshot (one seat's view, or the public one) of any game: status line, board, the
// viewer's hand, move buttons, players and log.  Used by the play screen and by embedded boards.
//
// The move contract with the engine: an element carrying data-move="<notation>" plays that move.
// The renderer puts it on board/hand pieces for the viewer's legal moves; the bridge lists every
// legal move with a label and says whether the board or hand shows it ("shown"), and the moves
// shown nowhere become buttons here (with data-move too).  One click handler serves them all.

import { $, fill, h, removeNodes, setText, svgNode, sync } from "./dom.js";
import { applyPatch, checkBase } from "./boardpatch.js";
import { movesOf, pieceOf, piecesAt } from "./hits.js";
import { pickNodes } from "./pick.js";
import { renderMoveForm } from "./moveform.js";
import { perf } from "./engine.js";
import { reasonOf, t } from "./i18n.js";
import { focusAdrift, focusInView, nextControl } from "./focus.js";
import { rove } from "./boardnav.js";

/** @typedef {HTMLElement | SVGElement} PageElement an element of the page or of a drawing (both have dataset) */

/**
 * The element an event happened on (a text node's parent), or null.
 * @param {Event} e
 * @returns {Element | null}
 */
const targetOf = (e) => (e.target instanceof Element ? e.target : null);

/**
 * The elements under `root` that `selector` finds, with their dataset (an HTML or an SVG element).
 * @param {ParentNode} root
 * @param {string} selector
 */
const pageElements = (root, selector) => /** @type {NodeListOf<PageElement>} */ (root.querySelectorAll(selector));

/**
 * How a snapshot is drawn (TableView.render).
 * @typedef {{extraActions?: Child[], overActions?: Child[], settle?: boolean, news?: string[]}} RenderOptions
 */

/**
 * Run `fn` in a task of its own after the next frame is painted.
 * @param {() => void} fn
 */
function afterFrame(fn) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

const ZOOM_KEY = "railtable.zoom."; // + game id: "1" zoomed, "0" fitted (the player's last choice)
const LOG_LAID_OUT = 40; // the log's last entries, always laid out (a dozen are in view; see renderLog)
const LOG_STEP = 25; // ... and the older ones are marked so in steps of this many entries

// Whether the player is using the keyboard (focus is only moved for them: a mouse user would just
// see an unexplained highlight).
let keyboardUser = false;
addEventListener("keydown", (e) => { if (["Tab", "Enter", " "].includes(e.key)) keyboardUser = true; }, true);
addEventListener("pointerdown", () => { keyboardUser = false; }, true);

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
    /** @type {Set<string>} the legal moves the page asks about before playing (see activate) */
    this.destructive = new Set();
    /** @type {Map<string, string>} move -> the question the game asks before a click on a drawing plays it */
    this.confirms = new Map();
    /** @type {{title: string, moves: string[], pick?: import("./pick.js").Pick | null} | null} a question to ask
     * in a dialog once moves are enabled (pick: answered by ticking items, pick.js) */
    this.prompt = null;
    // The move buttons on screen, by list ("actions", "all") and move.
    /** @type {Record<string, Map<string, HTMLButtonElement>>} */
    this.buttons = {};
    /** @type {string[]} the log entries on screen */
    this.logTexts = [];
    /** @type {boolean | null} measureLog()'s answer, for the next render */
    this.logAtEnd = null;
    this.followLog = false; // scroll the log to its end once laid out (settle)
    /** @type {HTMLElement | null} the finished game's story (showStory), kept across the panel's redraws */
    this.story = null;
    /** @type {string | undefined} the game on screen (its zoom is remembered per game) */
    this.game = undefined;
    /** @type {number | undefined} the log's length as last drawn */
    this.logLength = undefined;
    this.shownAction = false; // a zoomed board scrolled to the action once for this game
    root.classList.add("rt-table");
    if (compact) root.classList.add("rt-compact");
    this.root = fill(root,
      h("p", { class: "rt-status", "aria-live": "polite" }),
      h("section", { class: "rt-over", hidden: true, tabindex: "-1", "aria-labelledby": "rt-over-title" }),
      // The board on the left; on the right (under it on a narrow screen) what the player acts with:
      // hand, move buttons, then players and log.  At 1280 x 800 the hand and the moves are in view
      // beside the board without scrolling.
      h("div", { class: "rt-grid" },
        h("div", { class: "rt-main" },
          h("div", { class: "rt-board-tools" },
            // The acting bot thinking, where a phone shows it without scrolling (the players table with its
            // badge is under the board there): see markThinking.  The badge says it to screen readers.
            h("span", { class: "rt-thinking-now", "aria-hidden": "true" }),
            h("button", { type: "button", class: "rt-button rt-zoom", "aria-pressed": "false",
              onclick: (/** @type {MouseEvent} */ e) => this.toggleZoom(/** @type {HTMLElement} */ (e.currentTarget)) },
            t("play.zoom"))),
          // The box scrolls (a zoomed board on a phone), so a keyboard must reach it even when nothing
          // on the board is there to play (a bot's turn): it takes focus itself and is the named region.
          h("div", { class: "rt-board-wrap", tabindex: "0", role: "region", "aria-label": t("play.board") },
            h("div", { class: "rt-board" })),
          // What the board's two marks mean: gold, a piece you can play; a dashed frame, what the other
          // players changed since your last move (play.js).  Two looks that cannot be mistaken.
          onMove ? h("p", { class: "rt-legend" },
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
    this.root.append(h("dialog", { class: "rt-choice", "aria-label": t("play.choose_how") }));
    // A phone opens on the whole board, fitted (issue 32: zoomed on a city, every draw needed a pan); Zoom
    // is one tap away, and the player's choice is remembered per game (zoomAsRemembered).  An embed never
    // restores a remembered zoom: a lesson's board opens whole, its highlighted pieces in view (issue 35).
    this.embedded = document.documentElement.classList.contains("rt-embed");
    this.root.addEventListener("click", (e) => this.activate(e));
    this.root.addEventListener("keydown", (e) => {
      // SVG elements are not buttons: give them a button's keys (buttons handle these natively).
      if ((e.key === "Enter" || e.key === " ") && targetOf(e)?.closest?.("svg [data-move], svg [data-info]")) {
        e.preventDefault();
        this.activate(e);
      }
    });
  }

  /**
   * On a phone the whole board is too small to tap: zoom it inside its own scroll box (by the factor
   * the drawing asks for in its --zoom style, else 3).  The player's choice is remembered per game.
   * @param {HTMLElement} button
   * @param {boolean} [on]
   * @param {boolean} [remember]
   */
  toggleZoom(button, on = !$(".rt-board-wrap", this.root).classList.contains("rt-zoomed"), remember = true) {
    $(".rt-board-wrap", this.root).classList.toggle("rt-zoomed", on);
    button.setAttribute("aria-pressed", String(on));
    button.textContent = on ? t("play.fit") : t("play.zoom");
    if (on) this.showAction();
    if (remember && this.game) {
      try { localStorage.setItem(ZOOM_KEY + this.game, on ? "1" : "0"); } catch { /* storage full or off */ }
    }
  }

  /**
   * A zoomed board scrolls (in its own box, never the page) to the first piece the player may play, once
   * per game on screen and whenever it is zoomed: on a phone the action is rarely in the top left corner.
   */
  showAction() {
    const wrap = $(".rt-board-wrap", this.root);
    const piece = $(".rt-board [data-move]", this.root);
    if (!wrap.classList.contains("rt-zoomed") || !piece) return;
    this.shownAction = true;
    // A drawing may name where a zoomed board opens instead (data-zoom-focus="x y", in its own units):
    // Railroad Dice opens on its two large tiles, where the action always is.
    const svg = /** @type {SVGSVGElement | null} */ (this.root.querySelector(".rt-board svg"));
    const focus = svg?.dataset.zoomFocus?.split(" ").map(Number);
    if (svg && focus?.length === 2 && focus.every(Number.isFinite) && svg.viewBox.baseVal?.width) {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      wrap.scrollLeft = focus[0] * scale;
      wrap.scrollTop = focus[1] * scale;
      return;
    }
    const r = piece.getBoundingClientRect(), w = wrap.getBoundingClientRect();
    wrap.scrollLeft += r.left + r.width / 2 - (w.left + w.width / 2);
    wrap.scrollTop += r.top + r.height / 2 - (w.top + w.height / 2);
  }

  /**
   * The board fills the room it has (style.css): its box is as wide as the column allows and as tall as
   * the screen below the bar above it, whichever is less, so the whole board is in the first screen.  That
   * needs the drawing's proportions (its viewBox; data-fit-height: the height that must be in view, the
   * map above a drawing's panels), read from the drawing itself: no layout is read.
   */
  fitBoard() {
    const svg = /** @type {SVGSVGElement | null} */ (this.root.querySelector(".rt-board svg"));
    const box = svg?.viewBox?.baseVal;
    if (!svg || !box || !box.width || !box.height) return;
    const fit = Number(svg.dataset.fitHeight) || box.height;
    const wrap = $(".rt-board-wrap", this.root);
    const aspect = (box.width / Math.min(fit, box.height)).toFixed(4);
    if (wrap.style.getPropertyValue("--rt-aspect") !== aspect) wrap.style.setProperty("--rt-aspect", aspect);
  }

  /**
   * The first drawing of a game: zoom as the player last chose for this game (if they ever did).
   * @param {string} game
   */
  zoomAsRemembered(game) {
    if (!game || game === this.game) return;
    this.game = game;
    if (this.embedded) return; // a lesson's board opens whole, whatever the reader chose on the site
    let stored = null;
    try { stored = localStorage.getItem(ZOOM_KEY + game); } catch { /* storage off */ }
    if (stored === "1" || stored === "0") this.toggleZoom($(".rt-zoom", this.root), stored === "1", false);
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
      // Two frames on: a whole drawing's words come in the first (see paint), laid out in the second.
      afterFrame(() => afterFrame(() => {
        delete this.root.dataset.asking;
        if (this.drawn !== position || !this.root.isConnected) return; // another position: its own question
        if (this.enabled && pick) this.openPick(title, pick, t("play.look_first"));
        else if (this.enabled) this.openChoice(title, moves, t("play.look_first"));
        else this.prompt ??= { title, moves, pick }; // moves were taken away meanwhile: asked when they are back
      }));
    }
    if (on && this.wantFocus !== null) {
      if (focusAdrift()) focusInView(nextControl(this.root, this.wantFocus));
      this.wantFocus = null;
    }
  }

  /**
   * @param {MouseEvent | KeyboardEvent} e
   */
  activate(e) {
    // data-info: a piece's details (its <title>, a hover tooltip) shown in a dialog on a click or tap too,
    // for touch screens and keyboards, which have no hover.
    const info = targetOf(e)?.closest?.("[data-info]");
    if (info && this.root.contains(info)) {
      e.preventDefault();
      this.openChoice(info.querySelector("title")?.textContent || info.getAttribute("aria-label"), [], t("play.close"));
      return;
    }
    // data-hit-for="<move>": an extra tap area (drawn under the board's pieces) for the piece playing it.
    const el = targetOf(e);
    const target = el && pieceOf(el, this.root);
    if (!target || !this.root.contains(target) || !this.onMove) return;
    const move = target.dataset.move ?? "";
    if (!this.enabled || !this.legal.has(move)) return;
    e.preventDefault();
    // One piece, several moves (a route paid for in different ways): ask which one.  A click where
    // pieces lie on one another plays the one drawn there, or asks which (piecesAt).
    const click = e.type === "click" ? /** @type {MouseEvent} */ (e) : null;
    const pieces = click && click.detail > 0 ? this.piecesAt(click.clientX, click.clientY, target) : [target];
    const options = [...new Set(pieces.flatMap(movesOf))].filter((m) => this.legal.has(m));
    // A destructive move (dismantling one's own track) is never played by a click on a drawing alone: the
    // chooser asks, with it last (a button, in the chooser or the lists, names the move and plays it).
    const drawing = Boolean(target.closest("svg"));
    // A move the game asks about (a sale: units, price, total) is confirmed in the chooser too.
    const asked = drawing && options.length === 1 ? this.confirms.get(options[0]) : undefined;
    if (options.length > 1 || asked || (drawing && options.some((m) => this.destructive.has(m)))) {
      const order = [...this.legal.keys()];
      options.sort((a, b) => order.indexOf(a) - order.indexOf(b));
      if (asked) this.openChoice(asked, options, t("setup.cancel"));
      else this.choose(pieces.length > 1 ? null : target, options);
      return;
    }
    /** @type {HTMLDialogElement} */ ($(".rt-choice", this.root)).close?.();
    this.play(options[0] ?? move);
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
   * The board's pieces a click at (x, y) means (hits.js): the ones drawn there, else the ones whose tap
   * areas are there; several are offered in a chooser.
   * @param {number} x
   * @param {number} y
   * @param {PageElement} target
   * @returns {PageElement[]}
   */
  piecesAt(x, y, target) {
    const board = target.closest(".rt-board");
    if (!board) return [target];
    const found = piecesAt(board, x, y, (m) => this.legal.has(m));
    return found.length ? found : [target];
  }

  /**
   * A piece offering several moves: list them, each a data-move button (so one handler plays it).
   * @param {Element | null} target
   * @param {string[]} options
   */
  choose(target, options) {
    // Only destructive moves (a click on one's own track offers only to dismantle it): the title asks
    // rather than repeating the first button, and Cancel takes the focus, so a stray Enter dismantles nothing.
    const asks = options.every((m) => this.destructive.has(m));
    this.openChoice(asks ? t("play.choose_destructive")
      : target?.getAttribute("aria-label") || t("play.choose_move"), options, t("setup.cancel"), asks);
  }

  /**
   * A dialog with a title and one button per move; the last button just closes it.
   * @param {string | null} title
   * @param {string[]} options
   * @param {string} closeText
   * @param {boolean} [cancelFirst]  Cancel takes the focus (only destructive moves offered)
   */
  openChoice(title, options, closeText, cancelFirst = false) {
    const dialog = /** @type {HTMLDialogElement} */ ($(".rt-choice", this.root));
    const pictures = this.pictures();
    dialog.setAttribute("aria-label", title || t("play.choose_how")); // named for its question
    fill(dialog,
      h("h2", { class: "rt-choice-title" }, title),
      h("div", { class: "rt-choice-list" },
        options.map((m) => h("button", { type: "button", class: this.destructive.has(m) ? "rt-move rt-danger" : "rt-move",
          dataset: { move: m } },
          pictures.has(m) ? this.picture(pictures.get(m)) : null, h("span", {}, this.legal.get(m))))),
      h("button", { type: "button", class: "rt-button rt-choice-cancel", onclick: () => dialog.close() }, closeText));
    dialog.showModal();
    /** @type {HTMLElement | null} */ (dialog.querySelector(cancelFirst ? ".rt-choice-cancel" : "[data-move]"))
      ?.focus({ preventScroll: true });
  }

  /**
   * A dialog asking to tick items, then confirm (pick.js); the last button just closes it.
   * @param {string} title
   * @param {import("./pick.js").Pick} pick
   * @param {string} closeText
   */
  openPick(title, pick, closeText) {
    const dialog = /** @type {HTMLDialogElement} */ ($(".rt-choice", this.root));
    const { nodes, first } = pickNodes(pick, (m) => this.legal.has(m));
    fill(dialog,
      h("h2", { class: "rt-choice-title" }, title),
      h("div", { role: "group", "aria-label": title }, nodes),
      h("button", { type: "button", class: "rt-button rt-choice-cancel", onclick: () => dialog.close() }, closeText));
    dialog.showModal();
    first?.focus({ preventScroll: true });
  }

  /** The pictures the drawings give for moves (data-picture-for="<move>" in their <defs>, data-view its
   * viewBox): a choice shows the piece or square each move would play, so the player need not look
   * back at the board (on a phone the board is scrolled out of view when a die in the hand asks). */
  pictures() {
    const found = new Map();
    for (const el of pageElements(this.root, "svg [data-picture-for]")) found.set(el.dataset.pictureFor, el);
    return found;
  }

  /**
   * A move's picture for the chooser: the piece or square the drawing gives for it.
   * @param {PageElement} source
   */
  picture(source) {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("viewBox", source.dataset.view || "0 0 100 100");
    svg.setAttribute("class", "rt-choice-pic");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    for (const child of source.children) svg.append(child.cloneNode(true));
    return svg;
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
    this.drawn = (this.drawn ?? 0) + 1; // which drawing is on screen (a question asked later belongs to it)
    /** @type {[HTMLElement, DrawingPatch | null | undefined][]} */
    const patches = [[board, snap.board_patch], [handSvg, snap.hand_patch]];
    for (const [container, patch] of patches) checkBase(container, patch);
    // Reads before writes (one layout for the whole update): is the log scrolled to its end?  (Read
    // already, before anything of the update was written, when the caller measured first.)
    this.followLog = this.logAtEnd ?? this.measureLog();
    this.logAtEnd = null;
    /** @type {HTMLDialogElement} */ ($(".rt-choice", this.root)).close?.(); // a choice belongs to the position it was opened in
    const interactive = Boolean(this.onMove);
    // Redrawing replaces the focused element: remember where a keyboard user was, to put focus back
    // once moves are enabled again (after a bot's turn, or the privacy screen, if need be).
    const focused = this.root.contains(document.activeElement)
      ? /** @type {PageElement | null} */ (document.activeElement) : null;
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

    this.zoomAsRemembered(snap.game);
    board.dataset.stateHash = snap.state_hash;
    board.dataset.movesPlayed = String(snap.moves_played);
    this.paint(board, snap.board_svg, snap.board_patch, snap.board_token);
    if (!snap.board_patch) this.fitBoard();
    if (!this.shownAction) this.showAction();

    const hand = $(".rt-hand", this.root);
    const hasHand = Boolean(snap.hand_svg || snap.hand_patch);
    hand.hidden = !hasHand;
    if (hasHand) {
      $(".rt-hand-title", hand).textContent = t("play.hand", { name: snap.viewer_name });
      this.paint(handSvg, snap.hand_svg, snap.hand_patch, snap.hand_token ?? undefined);
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

    // Move buttons are kept by move from one snapshot to the next (only new moves get a button, only
    // changed labels are rewritten), so a move touches the lists only where they differ.
    const playable = interactive ? snap.moves : [];
    sync($(".rt-actions", this.root),
      this.moveButtons("actions", "rt-move", playable.filter((m) => !m.shown)), extraActions);
    const all = $(".rt-all-moves", this.root);
    // Only needed when some move is a board piece.  While the viewer waits for the others (no moves
    // now), it keeps its place, unseen: the panels under it do not move up at the end of every turn
    // and down at the next (a layout and a repaint of them all per move).
    const waiting = interactive && snap.viewer !== null && !snap.is_over && !playable.length;
    const hideAll = !waiting && !playable.some((m) => m.shown && m.shown !== "form");
    if (all.hidden !== hideAll) all.hidden = hideAll;
    if (all.classList.contains("rt-waiting") !== waiting) all.classList.toggle("rt-waiting", waiting);
    const listed = playable.filter((m) => m.shown !== "form");
    setText($("summary", all), t("play.all_moves_n", { n: listed.length }));
    sync($(".rt-all-moves-list", all), this.moveButtons("all", "rt-move rt-move-alt", listed));
    const moveForm = /** @type {HTMLFormElement} */ ($(".rt-move-form", this.root));
    renderMoveForm(moveForm, interactive && playable.length ? snap.form : null,
      (move) => { if (this.enabled && this.onMove) this.onMove(move); });

    this.renderPlayers(snap);
    this.renderLog(snap.log);
    this.logLength = snap.log.length;
    const newsBox = $(".rt-news", this.root);
    newsBox.hidden = !news.length;
    sync($(".rt-news-list", newsBox), news.map((line) => h("li", {}, line)));
    this.renderOver(snap, overActions);
    this.setEnabled(this.enabled);
    if (settle) this.settle();
  }

  /** Mark the acting bot as thinking (play.js, for its whole turn): a badge in its row of the players
   * table (the status line has its ellipsis: words there could take one more line and move the panels
   * under it at every bot's turn), and on a phone in the row above the board (beside Zoom: a line that is
   * there anyway), since the players table is far below.  The next render removes both.
   * @param {string} text
   */
  markThinking(text) {
    $(".rt-thinking-now", this.root).textContent = text;
    const row = /** @type {HTMLTableRowElement | null} */ (this.root.querySelector(".rt-scores tbody tr.rt-current"));
    if (row) {
      row.classList.add("rt-thinking-row");
      row.cells[0].append(h("span", { class: "rt-thinking-badge", title: text }, ` ${t("play.thinking_row")}`));
    }
  }

  /** Whether the log is scrolled to its end (to follow it); a caller about to change the page reads it
   * first, while the layout is still clean (no layout of its own), and the next render uses it. */
  measureLog() {
    const log = $(".rt-log-list", this.root);
    this.logAtEnd = !log.dataset.seen || log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    return this.logAtEnd;
  }

  /** After the layout of a render (once per update: the caller may measure first): follow the log. */
  settle() {
    if (!this.followLog) return;
    const log = $(".rt-log-list", this.root);
    log.scrollTop = log.scrollHeight; // follow the game
    this.followLog = false;
  }

  /**
   * Buttons for `moves` (kept by move in this.buttons[kind] across renders), labels brought up to date.
   * @param {string} kind
   * @param {string} cls
   * @param {MoveEntry[]} moves
   */
  moveButtons(kind, cls, moves) {
    const before = this.buttons[kind] ?? new Map();
    const now = new Map();
    for (const m of moves) {
      let button = before.get(m.move);
      if (!button || button.className !== cls) {
        button = h("button", { type: "button", class: cls, dataset: { move: m.move } }, m.label);
      } else {
        setText(button, m.label);
      }
      now.set(m.move, button);
    }
    this.buttons[kind] = now;
    return [...now.values()];
  }

  /**
   * Show a drawing in `container`: its full text (loads, jumps, another viewer), or a patch of the one
   * on screen, which replaces only the pieces that changed (see pygame_rules/patch.py).  Either way
   * the same nodes result.
   * @param {HTMLElement} container
   * @param {string | null} text
   * @param {DrawingPatch | null | undefined} patch
   * @param {string | undefined} token
   */
  paint(container, text, patch, token) {
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
      this.wordsLater = (this.wordsLater ?? 0) + 1;
      this.root.dataset.drawing = "1";
      afterFrame(() => {
        node.classList.remove("rt-words-later");
        if (--this.wordsLater === 0) delete this.root.dataset.drawing;
      });
      fill(container, node);
      container.dataset.paint = "full";
    }
    container.dataset.svgToken = token ?? "";
    container.dataset.patchable = this.decorate(container) ? "1" : "";
    if (container.classList.contains("rt-board")) rove(container); // the board is one Tab stop
  }

  /**
   * Make the drawing's move pieces playable (or inert); false if some had to be made inert.
   * @param {HTMLElement} container
   */
  decorate(container) {
    let allPlayable = true;
    for (const el of pageElements(container, "svg [data-move]")) {
      const label = this.legal.get(el.dataset.move ?? "");
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

  /**
   * @param {Snapshot} snap
   */
  renderPlayers(snap) {
    const { columns, rows } = snap.players;
    const table = /** @type {HTMLTableElement} */ ($(".rt-scores", this.root));
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

  /**
   * @param {string[]} entries
   */
  renderLog(entries) {
    const list = $(".rt-log-list", this.root);
    // The log only grows during play: keep the entries on screen that are still the same, append the rest.
    const shown = this.logTexts;
    let keep = 0;
    if (list.children.length === shown.length) {
      while (keep < shown.length && keep < entries.length && shown[keep] === entries[keep]) keep++;
    }
    const before = list.children.length;
    if (list.children.length > keep) removeNodes(list.children[keep], /** @type {Element} */ (list.lastElementChild));
    // The numbers are text, not list markers: a marker sits in the list's padding, and "254." clipped
    // to "54." there.  (The list stays an <ol>, so assistive technology still counts the entries.)
    list.append(...entries.slice(keep).map((text, i) => h("li", {},
      h("span", { class: "rt-log-n", "aria-hidden": "true" }, `${keep + i + 1}.`), " ", text)));
    // All but the last LOG_LAID_OUT entries are "old": skipped by layout and paint while out of view
    // (style.css).  The line between them moves in steps of LOG_STEP entries, not with every move:
    // marking an entry old costs the move's style update about as much as the rest of the log (a
    // quarter of a millisecond), so most moves mark none.  Only the entries whose mark differs from
    // the last render's are touched (those rebuilt, and those the line passed over).
    const old = Math.floor(Math.max(0, entries.length - LOG_LAID_OUT) / LOG_STEP) * LOG_STEP;
    const from = Math.min(keep, Math.min(before, entries.length) - LOG_LAID_OUT - LOG_STEP);
    for (let i = Math.max(0, from); i < entries.length; i++) {
      const li = list.children[i];
      if (li.classList.contains("rt-log-old") === i < old) continue;
      if (i < old) li.className = "rt-log-old";
      else li.removeAttribute("class"); // as a fresh entry is (an undo took entries away)
    }
    this.logTexts = entries.slice();
    list.dataset.seen = "1";
  }

  /**
   * @param {Snapshot} snap
   * @param {Child[]} actions
   */
  renderOver(snap, actions) {
    const panel = $(".rt-over", this.root);
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
   * Show a finished game's story (story.js) in the game-over panel, now and whenever it is drawn again.
   * @param {HTMLElement | null} node
   */
  showStory(node) {
    this.story = node;
    $(".rt-over-story", this.root).replaceChildren(...(node ? [node] : []));
  }

  /** Take everything of the last viewer off the page, at once (play.js, as the privacy screen goes up: the
   * public drawing comes from the engine's worker a moment later, and until then nothing of a seat may be
   * in the DOM under the screen): the board and hand, the moves (buttons, the list of all moves, the form,
   * an open "how" choice), the news since their last move, the players and log.  Nothing private is left,
   * so the table says it shows the public view (data-viewer), as the drawing that follows does. */
  clear() {
    /** @type {HTMLDialogElement} */ ($(".rt-choice", this.root)).close?.();
    for (const sel of [".rt-board", ".rt-hand-svg", ".rt-actions", ".rt-all-moves-list", ".rt-news-list", ".rt-scores",
      ".rt-log-list", ".rt-choice"]) {
      $(sel, this.root).replaceChildren();
    }
    for (const sel of [".rt-board", ".rt-hand-svg"]) delete $(sel, this.root).dataset.svgToken;
    renderMoveForm(/** @type {HTMLFormElement} */ ($(".rt-move-form", this.root)), null, () => {});
    for (const sel of [".rt-hand", ".rt-over", ".rt-news", ".rt-all-moves"]) $(sel, this.root).hidden = true;
    for (const sel of [".rt-status", ".rt-thinking-now", ".rt-hand-title", ".rt-all-moves summary"]) {
      $(sel, this.root).textContent = "";
    }
    this.root.dataset.viewer = "public";
    this.legal = new Map();
    this.buttons = {};
    this.logTexts = [];
    this.prompt = null;
  }
}
