// A game being played: whose view is on screen, the hotseat privacy screen, bots, autosave.
//
// Privacy rule: the screen shows the acting human's view.  With two or more humans, when the
// human to act is not the one whose hand was last on screen and their view holds a secret of theirs
// (table.private), the privacy screen covers the whole page and nothing of the next human's is put in
// the DOM until they confirm.  While a bot acts in
// a multi-human game the public view is shown.  The bridge's table.audience says whose view fits
// (the acting human, the only human, or nobody); this module adds the "who is at the screen" part.
//
// The engine answers from a worker (engine.js), so every engine call here is awaited, and the page
// stays live meanwhile: a player may leave the game, switch language or (in a lesson) be sent to
// another step while a bot thinks.  Each call is made under the session's generation (this.gen), which
// every such change and every new request moves on; an answer for an older generation is dropped.  A bot
// only proposes its move (engine.botMove, which changes nothing); the session plays it only if its
// generation is still current, so a late bot move never lands on a game that was left.

import { $, h, fill } from "./dom.js";
import { StalePatch } from "./boardpatch.js";
import { TableView } from "./tableview.js";
import { boardPieces, changedKeys, clearChanged, markChanged, sealPieces, sealWhenIdle } from "./changes.js";
import { engine, perf } from "./engine.js";
import { storySection } from "./story.js";
import { showNotices } from "./notices.js";
import { t } from "./i18n.js";
import { Announcer } from "./announce.js";
import { boardKeys } from "./boardnav.js";
import { keepInView, park } from "./focus.js";
import { skipLink } from "./skiplink.js";
import { Hint } from "./hint.js";

/** @typedef {{message: string, actions: Child | Promise<Child>}} PersistProblem */
/**
 * The full-page privacy screen (privacyScreen()).
 * @typedef {{show: (name: string, onConfirm: () => void, note?: {status?: string, last?: string[] | null}) => void,
 *   hide: () => void}} Privacy
 */
/** @typedef {Answer<{table: Table}>} TableAnswer */

export class PlaySession {
  /**
   * @param {HTMLElement} root
   * @param {{botDelay?: number, persist?: ((table: Table) => PersistProblem | null) | null, privacy: Privacy,
   *   alert: (message: string | null, actions?: Child) => void, overActions?: () => Child[], story?: boolean}} opts
   *   botDelay   ms pause before each bot move (so people can follow it)
   *   persist    (table) => null|{message, actions}: store the save after each change (null: stored,
   *              or nothing to say); actions may be a promise of them
   *   privacy    {show(name, onConfirm), hide()}: the full-page privacy screen
   *   alert      (message|null, actions?) => void: the page's alert region
   *   overActions () => nodes for the game-over panel
   *   story      show the finished game's score chart in the game-over panel (story.js)
   */
  constructor(root, { botDelay = 600, persist = null, privacy, alert, overActions = () => [], story = true }) {
    this.view = new TableView(root, { onMove: (move) => this.play(move) });
    // Screen readers hear one announcement per return of control (announce.js), not every status change.
    $(".rt-status", root).removeAttribute("aria-live");
    this.announcer = new Announcer(root);
    boardKeys($(".rt-board", root));
    boardKeys($(".rt-hand-svg", root));
    root.prepend(skipLink(root));
    this.botDelay = botDelay;
    this.persist = persist;
    this.privacy = privacy;
    this.alert = alert;
    this.overActions = overActions;
    this.story = story;
    /** @type {string | null} the state hash of the finished game whose story was asked for */
    this.storyOf = null;
    // The game on screen: start() sets it before anything reads it.
    /** @type {Table} */
    this.table = /** @type {any} */ (null);
    /** @type {number | null} the human whose view was last shown (privacy screen confirmed) */
    this.onScreen = null;
    /** @type {ReturnType<typeof setTimeout> | undefined} the bot's next move, waiting for botDelay */
    this.timer = undefined;
    /** @type {number | undefined} the board's top (px) where the player last saw it, while a drawing's
     * shift waits for its frame (draw) */
    this.anchorTop = undefined;
    // Made at the first drawing (draw()): one Undo button for the session, the words that say why it
    // is off, and what stands in their place while nobody is seated.
    /** @type {HTMLButtonElement | null} */
    this.undoButton = null;
    /** @type {HTMLElement | null} */
    this.undoWhy = null;
    /** @type {HTMLElement | null} */
    this.spacer = null;
    this.closed = false;
    // The Hint button and its words (hint.js), beside Undo while a player is seated.
    this.hint = new Hint(root, () => this.gen, alert, (text) => this.announcer.tell(text));
    // Seats played on other devices (net/hostpanel.js): never shown here, their turns wait for their moves.
    /** @type {Set<number>} */
    this.remote = new Set();
    /** @type {((table: Table) => void) | null} told of every new position (the other devices are sent theirs) */
    this.onChange = null;
    this.gen = 0; // moved on by every request and change of position: older answers are dropped
    // The board as the player at the screen saw it after their own last move ({viewer, pieces}): whatever
    // differs from it now (bots' moves) is highlighted until they move again.
    /** @type {{viewer: number | null, pieces: import("./changes.js").Pieces} | null} */
    this.seen = null;
    this.ownMove = true;
    // A move's save is written after the frame showing the move is painted (see save()); until then
    // it waits here.  Leaving the page or the game (pagehide, hidden tab, close) writes it at once.
    /** @type {Table | null} */
    this.pendingSave = null;
    this.asking = false; // a player's move or undo is on its way to the engine
    /** @type {number | undefined} the generation close() ended */
    this.closedAt = undefined;
    this.flushSave = () => this.writeSave();
    this.onHidden = () => document.visibilityState === "hidden" && this.writeSave();
    addEventListener("pagehide", this.flushSave);
    document.addEventListener("visibilitychange", this.onHidden);
  }

  /**
   * Begin with a table from newGame/openSave/replay (stores it first when persisting).
   * @param {Table} table
   */
  start(table) {
    this.gen++; // whatever was on its way belongs to the position before
    this.hint.clear();
    clearTimeout(this.timer);
    this.table = table;
    // One human: no secrets to keep from anyone at this screen.  Several: ask who is there first.
    const here = this.here();
    this.onScreen = here.length === 1 ? here[0] : null;
    this.save(true);
    this.onChange?.(table);
    return this.refresh();
  }

  close() {
    this.writeSave(); // a move's save still waiting for its frame
    removeEventListener("pagehide", this.flushSave);
    document.removeEventListener("visibilitychange", this.onHidden);
    this.closed = true;
    document.body.style.minHeight = ""; // the play screen's floor (see draw) is not the next screen's
    this.closedAt = this.gen; // the player's own move on its way is still stored (see request)
    if (this.asking) document.body.toggleAttribute("data-save-pending", true); // until it is
    this.gen++; // answers still on their way are dropped
    clearTimeout(this.timer);
    this.privacy.hide();
  }

  /** Drop whatever is on its way (a bot's move, a drawing) before the caller changes the engine's game
   * itself (a lesson's jump to another step): returns the new generation. */
  hold() {
    clearTimeout(this.timer);
    this.hint.clear();
    return ++this.gen;
  }

  /** No input while a request runs: the board's moves and Undo wait for the answer. */
  busy() {
    park(this.view.root); // not to the page's body (focus.js)
    this.view.setEnabled(false);
    if (this.undoButton) this.undoButton.disabled = true;
    this.hint.clear(); // a move or an undo is on its way: the hint was for the position it leaves
    this.hint.button.disabled = true;
  }

  /** @param {string} move */
  play(move) {
    this.announcer.mark(this.view.root.dataset.viewer ?? "public", this.view.logTexts);
    return this.request(() => engine.play(move));
  }

  undo() {
    return this.request(() => engine.undo());
  }

  /**
   * A move from a seat on another device (net/hostpanel.js), played as a player's own here; its answer
   * (a refusal in the guest's language, not shown on this screen).
   * @param {number} seat
   * @param {string} move
   * @param {string} lang
   * @returns {Promise<TableAnswer>}
   */
  async remoteMove(seat, move, lang) {
    /** @type {TableAnswer} */
    let answer = { ok: false, error: "" };
    await this.request(async () => (answer = await engine.playFor(seat, move, lang)), true);
    return answer;
  }

  /** The human seats at this screen (not on another device). */
  here() {
    return this.table.humans.filter((seat) => !this.remote.has(seat));
  }

  /**
   * A player's own move or undo: a new generation (a bot's answer still on its way is dropped).
   * @param {() => Promise<TableAnswer>} send
   * @param {boolean} [quiet] a refusal is not shown here (another device's move: that device says why)
   */
  async request(send, quiet = false) {
    if (this.closed) return;
    this.busy();
    this.ownMove = true;
    clearTimeout(this.timer);
    const gen = ++this.gen;
    this.asking = true;
    const answer = await send();
    this.asking = false;
    if (gen === this.gen) {
      await this.apply(answer, quiet);
    } else if (this.closed && this.closedAt === gen && answer.ok) {
      // The player left right after their move (Home, another game): it was played, so it is stored,
      // as a move drawn before leaving would have been; nothing is drawn.
      this.pendingSave = answer.table;
      this.writeSave();
    } else if (this.closed) {
      document.body.toggleAttribute("data-save-pending", false);
    }
  }

  /** The acting bot thinks in the worker; its move is played only if nothing changed meanwhile. */
  async botStep() {
    this.timer = undefined;
    if (this.closed) return;
    const gen = this.gen;
    this.view.root.dataset.thinking = "asked"; // tests: the bot's request is on its way
    const choice = await engine.botMove();
    if (gen !== this.gen) return; // left, undone, jumped: this move belongs to a position no longer shown
    if (!choice.ok) {
      await this.apply(choice);
      return;
    }
    const answer = await engine.play(choice.move);
    if (gen === this.gen) await this.apply(answer);
  }

  /**
   * @param {TableAnswer | Refused} answer
   * @param {boolean} [quiet]
   */
  async apply(answer, quiet = false) {
    if (this.closed) return;
    if (!answer.ok) {
      if (!quiet) this.alert(answer.error);
      await this.refresh(); // redraw as it was (the engine changed nothing)
      return;
    }
    this.alert(null);
    this.table = answer.table;
    this.save();
    this.onChange?.(answer.table);
    await this.refresh();
  }

  /**
   * Store the table.  After a move (now = false) the write waits until the frame showing the move is
   * painted and the page is idle (an idle callback asked for in requestAnimationFrame runs after the
   * paint, and after the tasks already waiting: at most 250 ms later), so neither the click's frame nor
   * what runs right after it waits for localStorage; a hidden page paints no frames, so it writes at once.
   */
  save(now = false) {
    if (!this.persist) return;
    const waiting = this.pendingSave !== null;
    this.pendingSave = this.table;
    // Tests (e2e/ui.py settle) and tools wait until no save is waiting before reading storage.
    document.body.toggleAttribute("data-save-pending", true);
    if (now || document.visibilityState === "hidden") {
      this.writeSave();
    } else if (!waiting) {
      requestAnimationFrame(() => ("requestIdleCallback" in window
        ? requestIdleCallback(this.flushSave, { timeout: 250 }) : setTimeout(this.flushSave, 0)));
    }
  }

  writeSave() {
    const table = this.pendingSave;
    this.pendingSave = null;
    document.body.toggleAttribute("data-save-pending", false);
    if (!table || !this.persist) return;
    const problem = this.persist(table);
    // The actions may need the engine first (a promise): the message shows when they are known.
    if (problem) Promise.resolve(problem.actions).then((actions) => this.alert(problem.message, actions));
  }

  async refresh() {
    if (this.closed) return;
    const table = this.table;
    const who = table.audience;
    if (who !== null && this.remote.has(who)) {
      // A seat on another device acts: this screen shows its own player's view (or the public one) and waits.
      this.privacy.hide();
      const here = this.here();
      const gen = this.gen;
      await this.draw(here.length === 1 ? here[0] : null);
      // Whom the table waits for: the player on another device (a word after the status line, their row).
      if (gen === this.gen && !this.closed) this.view.markThinking(t("devices.waiting_turn", { name: table.seats[who].name }));
      return;
    }
    // The next human holds nothing secret (the engine reads the game's declared secrets: table.private):
    // their view shows nothing the last one may not see, so the turn passes without the screen.
    if (who !== null && !table.private) this.onScreen = who;
    if (who !== null && this.here().length >= 2 && who !== this.onScreen) {
      // Hide the last player's hand before anything else happens (at once: the public view comes from the
      // engine a moment later), then wait for the next one.
      this.view.setEnabled(false);
      this.view.clear();
      showNotices(this.view.root, []);
      this.announcer.clear();
      this.privacy.show(table.seats[who].name, () => {
        this.onScreen = who;
        this.privacy.hide();
        this.refresh();
      }, { status: table.status, last: table.last });
      await this.draw(null);
      return;
    }
    this.privacy.hide();
    const gen = this.gen;
    await this.draw(who);
    if (gen !== this.gen || this.closed) return;
    const botTurn = table.current_is_bot && !table.is_over;
    if (botTurn) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.botStep(), this.botDelay);
    }
  }

  /**
   * Ask once for the finished game's story and put it in the game-over panel when it comes.
   * @param {string} hash
   */
  tellStory(hash) {
    if (!this.story || this.storyOf === hash) return;
    this.storyOf = hash;
    storySection(JSON.parse(this.table.save)).then((node) => {
      if (!this.closed && this.storyOf === hash) this.view.showStory(node);
    });
  }

  /**
   * Every log line since the viewer's last move: the engine counts them (Game.news), however long the
   * log grew (the snapshot's log may hold only its latest lines).
   * @param {Snapshot} snap
   */
  news(snap) {
    return snap.viewer === null || snap.is_over ? [] : snap.news ?? [];
  }

  /**
   * @param {number | null} viewer
   * @param {boolean} [patch]
   * @returns {Promise<void>}
   */
  async draw(viewer, patch = true) {
    // The board and hand come as patches of the ones on screen when the bridge can (a move); the
    // full drawings otherwise (a load, another viewer), or when a patch does not fit after all.
    const gen = this.gen;
    const answer = await engine.snapshot(viewer, patch ? this.view.shown() : null);
    if (gen !== this.gen || this.closed) return; // a newer request will draw
    if (!answer.ok) {
      this.alert(answer.error);
      return;
    }
    const snap = answer.snapshot;
    const t0 = performance.now();
    const rendered = perf.dom;
    // One Undo button for the session (a listener added once), enabled as the position allows.
    this.undoButton ??= h("button", {
      type: "button", class: "rt-undo",
      title: t("play.undo_help"),
      onclick: () => this.undo(),
    }, t("play.undo"));
    this.undoButton.disabled = !snap.can_undo;
    // Undo stops at a move that rolled dice or drew a card (what it revealed cannot be unseen): say so
    // beside the button, where a player looking for it reads why it is off.  The words stay in place,
    // unseen (visibility, out of the accessibility tree) while they do not apply: the end of a drawing
    // turn would otherwise take a line away and move the panels under it up at every bot's turn.
    this.undoWhy ??= h("span", { class: "rt-undo-why" }, t("play.undo_revealed"));
    this.undoWhy.classList.toggle("rt-off", snap.undo_why !== "revealed");
    this.spacer ??= h("span", { class: "rt-spacer" });
    const seated = snap.viewer !== null && !snap.is_over;
    // A move must not make the page jump: the status line above the board may take more or fewer lines
    // now, which would move everything under it.  Keep the board and the hand where they were.
    // Reads before writes (measured here, in the task that draws: the player may have scrolled while
    // the engine answered), and one more read after them all: one layout for the update.
    const grid = $(".rt-grid", this.view.root);
    // A drawing whose frame did not come (a bot's answer began a newer one first) left its shift
    // unmade: the newer drawing measures from where the player last saw the board, not from the
    // moved place, or that shift would stay (seen under load, the bot at no delay).
    const top = this.anchorTop ?? grid.getBoundingClientRect().top;
    this.anchorTop = top;
    // ... and the page no shorter than where the player is scrolled to: a status line or a list that
    // shrinks would otherwise end the page above that point, and the browser would pull the view up
    // before the shift below could be made good (a phone scrolled down to the hand, at the page's end).
    const floor = window.scrollY > 0 ? window.scrollY + innerHeight : 0;
    document.body.style.minHeight = floor ? `${floor}px` : "";
    this.view.measureLog();
    const board = $(".rt-board", this.view.root);
    // The board as the player saw it is compared with the new one below: its pieces are read now, before
    // a patch changes some of them in place (most were read already, when the page was idle).
    if (this.seen) sealPieces(this.seen.pieces);
    clearChanged(board); // a patch keeps the pieces it does not replace: their marks would stay
    const table = this.table;
    const botTurn = table.current_is_bot && !table.is_over;
    // Drawn enabled or not from the start (the render ends by applying it), so nothing is restyled
    // after the update's one layout.
    this.view.enabled = viewer !== null && !botTurn && !table.is_over && !this.privacyUp();
    try {
      this.view.render(snap, {
        // the words push Undo right
        extraActions: seated ? [this.hint.button, this.hint.words, this.undoWhy, this.undoButton] : [this.spacer],
        overActions: snap.is_over ? this.overActions() : [],
        settle: false,
        news: this.news(snap),
      });
    } catch (err) {
      if (!(err instanceof StalePatch) || !patch) throw err;
      await this.draw(viewer, false);
      return;
    }
    showNotices(this.view.root, snap.notices ?? []);
    if (snap.is_over) this.tellStory(snap.state_hash);
    const pieces = boardPieces(board);
    if (this.ownMove || !this.seen || this.seen.viewer !== viewer) {
      this.seen = { viewer, pieces };
      this.ownMove = false;
      // Compared with the next drawing, not with this one: read in idle time, not in this task (a
      // first drawing's thousands of pieces took a third of its time).
      sealWhenIdle(pieces);
    }
    board.dataset.changed = String(markChanged(board, changedKeys(this.seen.pieces, pieces), pieces));
    this.view.root.classList.toggle("rt-bot-turn", botTurn);
    $(".rt-status", this.view.root).classList.toggle("rt-bot", botTurn); // its look (see setEnabled)
    // The acting bot is marked as thinking (its row, and a word after the status line) for its whole turn.
    if (botTurn) {
      // A bot to act: a seat acts (current_is_bot).
      const seat = /** @type {number} */ (table.current_player);
      this.view.markThinking(t("play.thinking", { name: table.seats[seat].name }));
    }
    this.view.root.dataset.thinking = botTurn ? "turn" : "";
    // The reads after the writes, in the next frame before it is painted: the layout they need is that
    // frame's own, not one more in this task (a game's first drawing laid out its whole board here).
    const overShown = !$(".rt-over", this.view.root).hidden;
    requestAnimationFrame(() => {
      if (gen !== this.gen || this.closed) return; // a newer drawing makes this one's shift good too
      const shift = grid.getBoundingClientRect().top - top;
      this.anchorTop = undefined;
      this.view.settle();
      if (shift && window.scrollY > 0 && !overShown) window.scrollBy(0, shift);
      // The floor now holds the place the player sees (the page may be shorter than it once the board
      // has moved back): kept until the next drawing, which measures it again.
      document.body.style.minHeight = window.scrollY > 0 ? `${window.scrollY + innerHeight}px` : "";
      keepInView(this.view.root); // a focused piece the drawing pushed out of view comes back (focus.js)
    });
    this.view.setEnabled(this.view.enabled);
    if (this.undoButton) this.undoButton.disabled = !snap.can_undo || !this.view.enabled;
    this.hint.redraw(table.moves_played, seated && this.view.enabled);
    // Control is back with the player (or the game ended): say once what happened since their move.
    if (seated ? this.view.enabled : snap.is_over) {
      this.announcer.say(snap.state_hash, this.announcer.news(snap), snap.status);
    }
    perf.dom += performance.now() - t0 - (perf.dom - rendered); // render() counted its own part
  }

  privacyUp() {
    return document.body.classList.contains("rt-covered");
  }
}

/**
 * The full-page "Pass to <name>" screen (one per page, markup in index.html).
 * @param {HTMLElement} overlay
 * @param {HTMLElement[]} covered  made inert while it shows
 * @returns {Privacy}
 */
export function privacyScreen(overlay, covered) {
  const title = $(".rt-privacy-title", overlay);
  const text = $(".rt-privacy-text", overlay);
  const button = $(".rt-privacy-go", overlay);
  const why = overlay.querySelector(".rt-privacy-why");
  const last = overlay.querySelector(".rt-privacy-last");
  /** @type {(() => void) | null} */
  let confirm = null;
  button.addEventListener("click", () => confirm && confirm());
  return {
    /** note: {status, last} from the table: why the screen asks for `name` and the last thing that happened. */
    show(name, onConfirm, /** @type {{status?: string, last?: string[] | null}} */ note = {}) {
      confirm = onConfirm;
      title.textContent = t("privacy.title", { name });
      fill(text, t("privacy.text", { name }));
      if (why) why.textContent = note.status ? t("privacy.why", { status: note.status }) : "";
      // Everything since this player's last move (the table's public log lines), not only the last few.
      if (last) {
        last.replaceChildren(...(note.last?.length
          ? [h("p", {}, t("privacy.since", { name })), h("ul", {}, note.last.map((line) => h("li", {}, line)))] : []));
      }
      button.textContent = t("privacy.go", { name });
      overlay.hidden = false;
      for (const el of covered) el.inert = true;
      document.body.classList.add("rt-covered");
      button.focus();
    },
    hide() {
      confirm = null;
      if (overlay.hidden) return;
      overlay.hidden = true;
      for (const el of covered) el.inert = false;
      document.body.classList.remove("rt-covered");
    },
  };
}
