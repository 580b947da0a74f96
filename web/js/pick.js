// A question answered by ticking items, then confirming (issue 32): "which tickets do you keep?" as a
// checkbox per ticket and one button, instead of a button per combination ("keep 1 and 3" ...).  The game
// describes it (contract.GameRules.pick: a verb, the items' labels, the fewest to tick); the button plays
// the verb with the ticked items' numbers ("keep 1 3"), the same notation as the moves, and only when that
// is a legal move.  It carries data-move, so the table's one click handler plays it (TableView.activate).

import { h } from "./dom.js";
import { t } from "./i18n.js";

/** @typedef {{verb: string, items: string[], min: number, confirm?: string | null}} Pick */

/**
 * The move the ticked items make: the verb and their numbers in order ("keep 1 3").
 * @param {string} verb
 * @param {number[]} ticked  item numbers, from 1
 */
export function pickMove(verb, ticked) {
  return [verb, ...[...ticked].sort((a, b) => a - b).map(String)].join(" ");
}

let hints = 0; // the hint ids made (each dialog's its own)

/**
 * The dialog's body for a pick: a checkbox per item (all ticked at first: most players keep most of what
 * they are dealt), a line saying what is missing, and the confirm button, which plays the move the ticks
 * make and is off while that is no legal move.
 * @param {Pick} pick
 * @param {(move: string) => boolean} legal
 * @returns {{nodes: HTMLElement[], first: HTMLElement | null}}
 */
export function pickNodes(pick, legal) {
  const boxes = pick.items.map((_, i) => h("input", { type: "checkbox", value: String(i + 1), checked: true }));
  // What is missing is read with the confirm button (its description), not as a live region: the table's
  // one live region says what happened, and a second would speak over it.
  const hintId = `rt-pick-hint-${++hints}`;
  const hint = h("p", { class: "rt-pick-hint", id: hintId });
  const confirm = h("button", { type: "button", class: "rt-move rt-pick-confirm", "aria-describedby": hintId },
    pick.confirm || t("play.pick_confirm"));
  const update = () => {
    const move = pickMove(pick.verb, boxes.filter((b) => b.checked).map((b) => Number(b.value)));
    const ok = legal(move);
    if (ok) confirm.dataset.move = move;
    else delete confirm.dataset.move;
    confirm.disabled = !ok;
    hint.textContent = ok ? "" : t("play.pick_need", { n: pick.min });
  };
  for (const box of boxes) {
    box.addEventListener("change", update);
    // Enter on a box confirms, as Enter in a form does (Space ticks): the ticks as they are, one key.
    box.addEventListener("keydown", (/** @type {KeyboardEvent} */ e) => {
      if (e.key !== "Enter" || confirm.disabled) return;
      e.preventDefault();
      confirm.click();
    });
  }
  update();
  const list = h("div", { class: "rt-choice-list rt-pick-list" },
    pick.items.map((label, i) => h("label", { class: "rt-pick-item" }, boxes[i], h("span", {}, label))));
  return { nodes: [list, hint, confirm], first: boxes[0] ?? confirm };
}
