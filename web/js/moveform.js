// A small form for moves that name a free amount (Silverton's trade offers), instead of a button for
// every offer at every amount.  The bridge sends the form's shape (contract.GameRules.move_form, already
// in the page's language): partners, what the player may give each and ask of each, what each holds.
// The form composes "offer <partner> sell|buy <item> <amount>" and plays it like any move; the engine
// checks it (any amount up to what the payer holds).

import { h } from "./dom.js";

const MONEY = "$";

/**
 * Draw `form` into `root` (a <form>), or hide `root` when there is none.  `play(move)` plays a move.
 * The partner chosen is kept across redraws of the same position's form.
 * @param {HTMLFormElement} root
 * @param {MoveForm | null} form
 * @param {(move: string) => void} play
 */
export function renderMoveForm(root, form, play) {
  root.hidden = !form;
  if (!form) {
    root.replaceChildren();
    delete root.dataset.shape;
    return;
  }
  const shape = JSON.stringify(form);
  if (root.dataset.shape === shape) return; // the same form: keep what the player has typed
  root.dataset.shape = shape;
  const { labels } = form;
  /** @type {(label: string, control: HTMLElement) => HTMLLabelElement} */
  const field = (label, control) => h("label", { class: "rt-form-field" }, h("span", {}, label), control);
  const partner = h("select", { name: "partner" },
    form.choices.map((c) => h("option", { value: String(c.seat) }, c.name)));
  const give = h("select", { name: "give" });
  const ask = h("select", { name: "ask" });
  const amount = h("input", { name: "amount", type: "number", min: "0", step: "1", value: "100", inputmode: "numeric" });
  const note = h("p", { class: "rt-form-note", role: "status" });
  const chosen = () => form.choices.find((c) => String(c.seat) === partner.value) || form.choices[0];
  /** @type {(select: HTMLSelectElement, items: {id: string, label: string}[]) => void} */
  const options = (select, items) => {
    select.replaceChildren(h("option", { value: MONEY }, labels.money),
      ...items.map((x) => h("option", { value: x.id }, x.label)));
  };
  const payerMoney = () => (give.value === MONEY ? form.money : chosen().money);
  const refresh = () => {
    const c = chosen();
    options(give, c.give);
    options(ask, c.ask);
    // What most offers are: an item of one side for money of the other.
    if (c.give.length) give.value = c.give[0].id;
    else if (c.ask.length) ask.value = c.ask[0].id;
    limit();
  };
  const limit = () => { amount.max = String(payerMoney()); };
  partner.addEventListener("change", refresh);
  give.addEventListener("change", () => { if (give.value !== MONEY) ask.value = MONEY; limit(); });
  ask.addEventListener("change", () => { if (ask.value !== MONEY) give.value = MONEY; limit(); });
  root.onsubmit = (e) => {
    e.preventDefault();
    const sum = Number(amount.value);
    const oneItem = (give.value === MONEY) !== (ask.value === MONEY);
    if (!oneItem || !Number.isInteger(sum) || sum < 0 || sum > payerMoney()) {
      note.textContent = form.hint;
      return;
    }
    const move = give.value !== MONEY
      ? `offer ${chosen().seat + 1} sell ${give.value} ${sum}`
      : `offer ${chosen().seat + 1} buy ${ask.value} ${sum}`;
    play(move);
  };
  root.replaceChildren(
    h("h2", { class: "rt-form-title" }, form.title),
    field(labels.partner, partner), field(labels.give, give), field(labels.ask, ask), field(labels.amount, amount),
    h("button", { type: "submit", class: "rt-button rt-form-submit" }, labels.submit),
    note);
  refresh();
}
