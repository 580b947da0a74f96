// The table's log of moves: it only grows during play, so the entries on screen that are still the
// same are kept and the rest appended; it follows the game when the player has it scrolled to its end.

import { $, h, removeNodes } from "./dom.js";

const LOG_LAID_OUT = 40; // the log's last entries, always laid out (a dozen are in view; see render)
const LOG_STEP = 25; // ... and the older ones are marked so in steps of this many entries

export class MoveLog {
  /**
   * @param {HTMLElement} root  the table (its .rt-log-list)
   */
  constructor(root) {
    this.root = root;
    /** @type {string[]} the log entries on screen */
    this.texts = [];
    /** @type {boolean | null} measure()'s answer, for the next render */
    this.atEnd = null;
    this.follow = false; // scroll the log to its end once laid out (settle)
  }

  /**
   * @param {string[]} entries
   */
  render(entries) {
    const list = $(".rt-log-list", this.root);
    // The log only grows during play: keep the entries on screen that are still the same, append the rest.
    const shown = this.texts;
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
    this.texts = entries.slice();
    list.dataset.seen = "1";
  }

  /** Whether the log is scrolled to its end (to follow it); a caller about to change the page reads it
   * first, while the layout is still clean (no layout of its own), and the next render uses it. */
  measure() {
    const log = $(".rt-log-list", this.root);
    this.atEnd = !log.dataset.seen || log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    return this.atEnd;
  }

  /** Before a render writes anything: whether to follow the log once it is laid out (settle). */
  beforeRender() {
    this.follow = this.atEnd ?? this.measure();
    this.atEnd = null;
  }

  /** After the layout of a render (once per update: the caller may measure first): follow the log. */
  settle() {
    if (!this.follow) return;
    const log = $(".rt-log-list", this.root);
    log.scrollTop = log.scrollHeight; // follow the game
    this.follow = false;
  }

  /** Nothing of the log on screen any more (TableView.clear). */
  clear() {
    this.texts = [];
  }
}
