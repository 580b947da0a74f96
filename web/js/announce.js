// What a screen reader says after a move: ONE polite announcement when control comes back to the human
// (the others' moves since theirs, their own draw or roll, events, then the status), never one per bot
// step.  The status line is no longer a live region (a bot's turn changed it 5-7 times in a second, WCAG
// 4.1.3); this region is the only one that speaks during play.

import { h } from "./dom.js";

/** @typedef {{tail: string[], length: number}} Mark  the log's last lines and its length at a move */

const TAIL = 6; // the log's last lines remembered at a move: found again in a log that drops its oldest lines

/**
 * The lines that happened since the viewer's last move: the snapshot's own `news` list when the bridge
 * gives one, else the log's entries after the lines it ended with at that move (found by their text, so
 * a log that keeps only its latest lines, as Silverton's does, still gives them all).  The one place to
 * change when the engine says what is new itself.
 * @param {Snapshot & {news?: string[]}} snap
 * @param {Mark | undefined} mark  the log at the viewer's last move
 * @returns {string[]}
 */
export function newsLines(snap, mark) {
  // (At the game's end the engine's news is empty: the last mover's log mark tells what they have not
  // heard yet, the last round's lines.)
  if (Array.isArray(snap.news) && !(snap.is_over && !snap.news.length && mark)) return snap.news;
  if (mark === undefined) return [];
  const { tail, length: then } = mark;
  const log = snap.log;
  if (!tail.length) return log.slice();
  const endsAt = (/** @type {number} */ end) => tail.every((line, i) => log[end - tail.length + i] === line);
  // Where the log was as long as then (it only grew): the lines after that length, whatever repeats.
  if (then <= log.length && endsAt(then)) return log.slice(then);
  for (let end = log.length; end >= tail.length; end--) {
    if (endsAt(end)) return log.slice(end);
  }
  return log.slice(-TAIL); // the lines are gone (an undo past them): the latest at least
}

export class Announcer {
  /** @param {HTMLElement} root  the table: the region goes at its end, out of sight */
  constructor(root) {
    this.region = h("div", { class: "rt-announce rt-sr", "aria-live": "polite", "aria-atomic": "true" });
    root.append(this.region);
    /** @type {string | null} the position (state hash) last announced: each is said once */
    this.said = null;
    this.count = 0;
    /** @type {Map<string, Mark>} viewer -> the log at their last move */
    this.marks = new Map();
    /** @type {string | undefined} the viewer who moved last */
    this.lastViewer = undefined;
  }

  /**
   * A player moves: what the log holds now is old news to them.
   * @param {string} viewer
   * @param {string[]} log  the log on screen
   */
  mark(viewer, log) {
    this.marks.set(viewer, { tail: log.slice(-TAIL), length: log.length });
    this.lastViewer = viewer;
  }

  /**
   * What to say to `snap`'s viewer now (see newsLines).
   * @param {Snapshot} snap
   */
  news(snap) {
    const who = snap.viewer ?? (snap.is_over && this.lastViewer !== undefined ? this.lastViewer : "public");
    return newsLines(snap, this.marks.get(String(who)));
  }

  /**
   * Say what happened, once per position.
   * @param {string} position  the snapshot's state hash
   * @param {string[]} lines   what happened since the player's last move
   * @param {string} status    whose turn, what to do
   */
  say(position, lines, status) {
    if (position === this.said) return;
    this.said = position;
    const text = [...lines, status].filter(Boolean).join(" ");
    // A text equal to the last one is not spoken again by every reader: a zero-width space tells it apart.
    this.region.textContent = text === this.region.textContent ? `${text}\u200b` : text;
    this.count++;
    this.region.dataset.count = String(this.count); // tests count the announcements
  }

  /**
   * Say one thing the player asked for (a hint, hint.js), outside the once-per-position announcements.
   * @param {string} text
   */
  tell(text) {
    this.region.textContent = text === this.region.textContent ? `${text}\u200b` : text;
  }

  /** Nothing of the last viewer stays in the region (privacy screen). */
  clear() {
    this.region.textContent = "";
    this.said = null;
  }
}
