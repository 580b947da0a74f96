// A game being played: whose view is on screen, the hotseat privacy screen, bots, autosave.
//
// Privacy rule: the screen shows the acting human's view.  With two or more humans, when the
// human to act is not the one whose hand was last on screen, the privacy screen covers the whole
// page and nothing of the next human's is put in the DOM until they confirm.  While a bot acts in
// a multi-human game the public view is shown.  The bridge's table.audience says whose view fits
// (the acting human, the only human, or nobody); this module adds the "who is at the screen" part.

import { $, h, fill } from "./dom.js";
import { StalePatch, TableView } from "./tableview.js";
import { boardPieces, changedKeys, clearChanged, markChanged } from "./changes.js";
import { engine, perf } from "./engine.js";
import { storySection } from "./story.js";
import { t } from "./i18n.js";

const NEWS = 8; // entries of "since your last move" shown at most

export class PlaySession {
  /**
   * @param {HTMLElement} root
   * @param {object} opts
   *   botDelay   ms pause before each bot move (so people can follow it)
   *   persist    (table) => null|{message, actions}: store the save after each change (null: stored,
   *              or nothing to say)
   *   privacy    {show(name, onConfirm), hide()}: the full-page privacy screen
   *   alert      (message|null, actions?) => void: the page's alert region
   *   overActions () => nodes for the game-over panel
   *   story      show the finished game's score chart in the game-over panel (story.js)
   */
  constructor(root, { botDelay = 600, persist = null, privacy, alert, overActions = () => [], story = true }) {
    this.view = new TableView(root, { onMove: (move) => this.play(move) });
    this.botDelay = botDelay;
    this.persist = persist;
    this.privacy = privacy;
    this.alert = alert;
    this.overActions = overActions;
    this.story = story;
    this.storyOf = null; // the state hash of the finished game whose story was asked for
    this.table = null;
    this.onScreen = null; // the human whose view was last shown (privacy screen confirmed)
    this.timer = null;
    this.closed = false;
    // The board as the player at the screen saw it after their own last move ({viewer, pieces}): whatever
    // differs from it now (bots' moves) is highlighted until they move again.
    this.seen = null;
    this.ownMove = true;
    this.newsFrom = new Map(); // viewer -> the log's length before their last move (draw shows what came after)
    // A move's save is written after the frame showing the move is painted (see save()); until then
    // it waits here.  Leaving the page or the game (pagehide, hidden tab, close) writes it at once.
    this.pendingSave = null;
    this.flushSave = () => this.writeSave();
    this.onHidden = () => document.visibilityState === "hidden" && this.writeSave();
    addEventListener("pagehide", this.flushSave);
    document.addEventListener("visibilitychange", this.onHidden);
  }

  /** Begin with a table from newGame/openSave/replay (stores it first when persisting). */
  start(table) {
    this.table = table;
    // One human: no secrets to keep from anyone at this screen.  Several: ask who is there first.
    this.onScreen = table.humans.length === 1 ? table.humans[0] : null;
    this.save(true);
    this.refresh();
  }

  close() {
    this.writeSave(); // a move's save still waiting for its frame
    removeEventListener("pagehide", this.flushSave);
    document.removeEventListener("visibilitychange", this.onHidden);
    this.closed = true;
    clearTimeout(this.timer);
    this.privacy.hide();
  }

  play(move) {
    // The log as it was before this player's move: what is added from here on is their news (see draw).
    this.newsFrom.set(this.view.root.dataset.viewer, this.view.logLength ?? 0);
    this.measureTop();
    this.view.setEnabled(false);
    this.ownMove = true;
    this.apply(engine.play(move));
  }

  undo() {
    this.measureTop();
    this.view.setEnabled(false);
    this.ownMove = true;
    this.apply(engine.undo());
  }

  botStep() {
    this.timer = null;
    if (this.closed) return;
    this.measureTop();
    this.apply(engine.botStep());
  }

  apply(answer) {
    if (this.closed) return;
    if (!answer.ok) {
      this.alert(answer.error);
      this.refresh(); // redraw as it was (the engine changed nothing)
      return;
    }
    this.alert(null);
    this.table = answer.table;
    this.save();
    this.refresh();
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
      requestAnimationFrame(() => (window.requestIdleCallback
        ? requestIdleCallback(this.flushSave, { timeout: 250 }) : setTimeout(this.flushSave, 0)));
    }
  }

  writeSave() {
    const table = this.pendingSave;
    this.pendingSave = null;
    document.body.toggleAttribute("data-save-pending", false);
    if (!table || !this.persist) return;
    const problem = this.persist(table);
    if (problem) this.alert(problem.message, problem.actions);
  }

  refresh() {
    if (this.closed) return;
    const t = this.table;
    const who = t.audience;
    if (who !== null && t.humans.length >= 2 && who !== this.onScreen) {
      // Hide the last player's hand before anything else happens, then wait for the next one.
      this.draw(null);
      this.view.setEnabled(false);
      this.privacy.show(t.seats[who].name, () => {
        this.onScreen = who;
        this.privacy.hide();
        this.refresh();
      }, { status: t.status, last: t.last });
      return;
    }
    this.privacy.hide();
    const botTurn = t.current_is_bot && !t.is_over;
    // Drawn enabled or not from the start (the render ends by applying it), so nothing is restyled
    // after the update's one layout.
    this.view.enabled = !botTurn && !t.is_over;
    this.draw(who);
    this.view.setEnabled(!botTurn && !t.is_over);
    if (botTurn) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.botStep(), this.botDelay);
    }
  }

  /** Ask once for the finished game's story and put it in the game-over panel when it comes. */
  tellStory(hash) {
    if (!this.story || this.storyOf === hash) return;
    this.storyOf = hash;
    storySection(JSON.parse(this.table.save)).then((node) => {
      if (!this.closed && this.storyOf === hash) this.view.showStory(node);
    });
  }

  /** The log's entries since the viewer's last move (at most NEWS, the latest), none before their first. */
  news(snap) {
    const from = this.newsFrom.get(String(snap.viewer ?? "public"));
    if (snap.viewer === null || from === undefined || snap.is_over) return [];
    return snap.log.slice(from <= snap.log.length ? from : 0).slice(-NEWS);
  }

  /**
   * Where the board's grid is before a change, read before the change writes anything (so the read
   * costs no layout of its own): draw() keeps the board there.
   */
  measureTop() {
    this.topBefore = this.view.root.querySelector(".rt-grid").getBoundingClientRect().top;
    this.view.measureLog();
  }

  draw(viewer, patch = true) {
    // The board and hand come as patches of the ones on screen when the bridge can (a move); the
    // full drawings otherwise (a load, another viewer), or when a patch does not fit after all.
    const answer = engine.snapshot(viewer, patch ? this.view.shown() : null);
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
    // beside the button, where a player looking for it reads why it is off.
    this.undoWhy ??= h("span", { class: "rt-undo-why" });
    this.undoWhy.textContent = snap.undo_why === "revealed" ? t("play.undo_revealed") : "";
    this.spacer ??= h("span", { class: "rt-spacer" });
    // A move must not make the page jump: the status line above the board may take more or fewer lines
    // now, which would move everything under it.  Keep the board and the hand where they were.
    // Reads before writes (measureTop), and one more read after them all: one layout for the update.
    const grid = this.view.root.querySelector(".rt-grid");
    const top = this.topBefore ?? grid.getBoundingClientRect().top;
    this.topBefore = null;
    const board = this.view.root.querySelector(".rt-board");
    clearChanged(board); // a patch keeps the pieces it does not replace: their marks would stay
    try {
      this.view.render(snap, {
        extraActions: [this.spacer, snap.viewer !== null && !snap.is_over ? this.undoButton : null,
          snap.viewer !== null && !snap.is_over && snap.undo_why ? this.undoWhy : null],
        overActions: snap.is_over ? this.overActions() : [],
        settle: false,
        news: this.news(snap),
      });
    } catch (err) {
      if (!(err instanceof StalePatch) || !patch) throw err;
      this.topBefore = top;
      this.draw(viewer, false);
      return;
    }
    if (snap.is_over) this.tellStory(snap.state_hash);
    const pieces = boardPieces(board);
    if (this.ownMove || !this.seen || this.seen.viewer !== viewer) {
      this.seen = { viewer, pieces };
      this.ownMove = false;
    }
    board.dataset.changed = markChanged(board, changedKeys(this.seen.pieces, pieces), pieces);
    const bot = this.table.current_is_bot && !this.table.is_over;
    this.view.root.classList.toggle("rt-bot-turn", bot);
    this.view.root.querySelector(".rt-status").classList.toggle("rt-bot", bot); // its look (see setEnabled)
    const shift = grid.getBoundingClientRect().top - top;
    this.view.settle();
    const overShown = !this.view.root.querySelector(".rt-over").hidden;
    if (shift && window.scrollY > 0 && !overShown) window.scrollBy(0, shift);
    perf.dom += performance.now() - t0 - (perf.dom - rendered); // render() counted its own part
  }
}

/** The full-page "Pass to <name>" screen (one per page, markup in index.html). */
export function privacyScreen(overlay, covered) {
  const title = $(".rt-privacy-title", overlay);
  const text = $(".rt-privacy-text", overlay);
  const button = $(".rt-privacy-go", overlay);
  const why = overlay.querySelector(".rt-privacy-why");
  const last = overlay.querySelector(".rt-privacy-last");
  let confirm = null;
  button.addEventListener("click", () => confirm && confirm());
  return {
    /** note: {status, last} from the table: why the screen asks for `name` and the last thing that happened. */
    show(name, onConfirm, note = {}) {
      confirm = onConfirm;
      title.textContent = t("privacy.title", { name });
      fill(text, t("privacy.text", { name }));
      if (why) why.textContent = note.status ? t("privacy.why", { status: note.status }) : "";
      if (last) last.textContent = note.last ? t("privacy.last", { text: note.last }) : "";
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
