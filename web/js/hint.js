// The Hint button of the play screen's dock: asks the engine (in its worker) what a bot would play for the
// human to act (bridge/hint.py: decided from that seat's view alone, the same for the same position, and
// changing nothing of the game), marks that move on the board, the hand and the lists as a focused move is
// marked, and says it in words (the move and, where the game gives one, why: answer.text holds both):
// under the dock's buttons, and through the table's one polite live region (announce.js: the only region
// that speaks during play).  Pressing it again, or any move, clears it.

import { h } from "./dom.js";
import { engine } from "./engine.js";
import { movesOf } from "./hits.js";
import { t } from "./i18n.js";

/** The class of the pieces and buttons that play the hinted move (style.css marks them as a focused move). */
const MARKED = "rt-hinted";

export class Hint {
  /**
   * @param {HTMLElement} root  the table
   * @param {() => number} generation  the play session's generation: an answer for an older one is dropped
   * @param {(message: string | null) => void} alert  the page's alert region (a refusal)
   * @param {(text: string) => void} speak  the table's live region (Announcer.tell)
   */
  constructor(root, generation, alert, speak) {
    this.root = root;
    this.generation = generation;
    this.alert = alert;
    this.speak = speak;
    /** @type {{move: string, at: number} | null} the hinted move and the moves played when it was asked */
    this.shown = null;
    this.button = /** @type {HTMLButtonElement} */ (h("button", {
      type: "button", class: "rt-hint", title: t("play.hint_help"), "aria-pressed": "false",
      onclick: () => this.toggle(),
    }, t("play.hint")));
    // Its words, under the dock's buttons; empty, they take no room.
    this.words = h("span", { class: "rt-hint-say" });
  }

  /** Ask for a hint, or take the one shown away. */
  async toggle() {
    if (this.shown || this.button.getAttribute("aria-busy") === "true") {
      this.clear();
      return;
    }
    const gen = this.generation();
    this.button.setAttribute("aria-busy", "true");
    this.words.textContent = t("play.hint_thinking");
    const answer = await engine.hint();
    this.button.removeAttribute("aria-busy");
    if (gen !== this.generation()) return; // a move, an undo or a jump came first: the hint is for a position gone
    if (!answer.ok) {
      this.words.textContent = "";
      this.alert(answer.error);
      return;
    }
    this.shown = { move: answer.move, at: answer.moves_played };
    this.words.textContent = answer.text;
    this.speak(answer.text);
    this.button.setAttribute("aria-pressed", "true");
    this.mark();
  }

  /**
   * After a drawing: the marks again (a drawing may replace the pieces), or none when the position moved on.
   * @param {number} movesPlayed  the table's
   * @param {boolean} usable  a human at this screen is to act
   */
  redraw(movesPlayed, usable) {
    this.button.disabled = !usable;
    if (this.shown && (this.shown.at !== movesPlayed || !usable)) this.clear();
    else if (this.shown) this.mark();
  }

  mark() {
    if (!this.shown) return;
    const move = this.shown.move;
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (this.root.querySelectorAll("[data-move], [data-moves]"))) {
      el.classList.toggle(MARKED, movesOf(el).includes(move));
    }
  }

  clear() {
    this.shown = null;
    this.words.textContent = "";
    this.button.setAttribute("aria-pressed", "false");
    this.button.removeAttribute("aria-busy");
    for (const el of this.root.querySelectorAll(`.${MARKED}`)) el.classList.remove(MARKED);
  }
}
