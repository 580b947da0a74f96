// The moves as buttons beside the board: the moves no drawing shows (.rt-actions), and every legal move
// with its full label (.rt-all-moves: a board's pieces can be tiny on a phone, and a list is the
// plainest way in for keyboard and screen-reader users).  Buttons are kept by move from one snapshot to
// the next (only new moves get a button, only changed labels are rewritten), so a move touches the lists
// only where they differ.

import { $, h, setText, sync } from "./dom.js";
import { t } from "./i18n.js";

export class MoveLists {
  /**
   * @param {HTMLElement} root  the table
   */
  constructor(root) {
    this.root = root;
    // The move buttons on screen, by list ("actions", "all") and move.
    /** @type {Record<string, Map<string, HTMLButtonElement>>} */
    this.buttons = {};
  }

  /**
   * Draw both lists for a snapshot.
   * @param {Snapshot} snap
   * @param {boolean} interactive  moves may be played here (else the lists stay empty)
   * @param {Child[]} extraActions  the page's own buttons after the moves (Undo ...)
   */
  render(snap, interactive, extraActions) {
    const playable = interactive ? snap.moves : [];
    const actions = $(".rt-actions", this.root);
    const buttons = this.buttonsFor("actions", "rt-move", playable.filter((m) => !m.shown));
    sync(actions, buttons, extraActions);
    // How many moves the bar holds, whatever else stands in it (Hint, Undo ...): a phone pins a bar of a
    // few moves to the foot of the screen (style.css).  Written only when it changes (no restyle per move).
    const count = String(buttons.length);
    if (actions.dataset.moveCount !== count) actions.dataset.moveCount = count;
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
    sync($(".rt-all-moves-list", all), this.buttonsFor("all", "rt-move rt-move-alt", listed));
  }

  /**
   * Buttons for `moves` (kept by move in this.buttons[kind] across renders), labels brought up to date.
   * @param {string} kind
   * @param {string} cls
   * @param {MoveEntry[]} moves
   */
  buttonsFor(kind, cls, moves) {
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

  /** No buttons on screen any more (TableView.clear). */
  clear() {
    this.buttons = {};
  }
}
