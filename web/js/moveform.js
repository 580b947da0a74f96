// A small form for moves that name a free amount (Silverton's trade offers), instead of a button for every
// offer at every amount.  The game describes the form (its present.move_form, in the page's language: see
// contract.GameRules.move_form); this module draws any such description:
//
//   {verb, title, hint, submit, template: "offer {partner} {item} {amount}", notes: [text],
//    fields: [{name, kind: "select", label, options: [{value, label, group?, max?, suggest?}], default},
//             {name, kind: "select", label, by: "<field>", options: {<that field's value>: [...]},
//              default: {<that field's value>: value}, empty: text},
//             {name, kind: "number", label, min, from: "<select field>"}]}
//
// A select "by" another field lists the options for that field's value; a number "from" a select takes its
// most (max) and its starting amount (suggest) from the option chosen there.  The move is the template with
// each {name} replaced by the field's value, played like any move; the engine checks it.

import { h } from "./dom.js";

/** @typedef {{value: string, label: string, group?: string, max?: number, suggest?: number}} FormOption */

/**
 * Draw `form` into `root` (a <form>), or hide `root` when there is none.  `play(move)` plays a move.
 * The same form (the same position) keeps what the player chose and typed across redraws.
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
  /** @type {Map<string, HTMLSelectElement | HTMLInputElement>} */
  const controls = new Map();
  const note = h("p", { class: "rt-form-note", role: "status" });
  /** @type {(label: string, control: HTMLElement) => HTMLLabelElement} */
  const field = (label, control) => h("label", { class: "rt-form-field" }, h("span", {}, label), control);

  /** The options a select field lists now (for the value of the field it depends on).
   * @param {MoveFormField} f
   * @returns {FormOption[]} */
  const optionsOf = (f) => (Array.isArray(f.options) ? f.options
    : (f.options ?? {})[controls.get(f.by ?? "")?.value ?? ""] ?? []);
  /** @param {MoveFormField} f */
  const defaultOf = (f) => (typeof f.default === "string" ? f.default
    : (f.default ?? {})[controls.get(f.by ?? "")?.value ?? ""] ?? "");
  /** The option chosen in a select field.
   * @param {string} name */
  const chosen = (name) => {
    const f = form.fields.find((x) => x.name === name);
    return f ? optionsOf(f).find((o) => o.value === controls.get(name)?.value) : undefined;
  };

  /** @param {MoveFormField} f */
  const fillSelect = (f) => {
    const select = /** @type {HTMLSelectElement} */ (controls.get(f.name));
    /** @type {Map<string, HTMLElement>} */
    const groups = new Map();
    /** @type {HTMLElement[]} */
    const top = f.empty ? [h("option", { value: "" }, f.empty)] : [];
    for (const o of optionsOf(f)) {
      const option = h("option", { value: o.value }, o.label);
      if (!o.group) {
        top.push(option);
        continue;
      }
      if (!groups.has(o.group)) top.push(/** @type {HTMLElement} */ (groups.set(o.group, h("optgroup", { label: o.group })).get(o.group)));
      groups.get(o.group)?.append(option);
    }
    select.replaceChildren(...top);
    select.value = defaultOf(f);
  };
  /** A number field's limits and starting amount, from the option chosen in its "from" field.
   * @param {MoveFormField} f */
  const fillNumber = (f) => {
    const input = /** @type {HTMLInputElement} */ (controls.get(f.name));
    const source = f.from ? chosen(f.from) : undefined;
    input.min = String(f.min ?? 0);
    if (source?.max !== undefined) input.max = String(source.max);
    else input.removeAttribute("max");
    input.value = String(source?.suggest ?? f.min ?? 0);
  };
  /** Redraw what depends on field `name` (and what depends on that, in order).
   * @param {string} name */
  const changed = (name) => {
    for (const f of form.fields) {
      if (f.kind === "select" && f.by === name) {
        fillSelect(f);
        changed(f.name);
      } else if (f.kind === "number" && f.from === name) {
        fillNumber(f);
      }
    }
  };

  const rows = form.fields.map((f) => {
    const control = f.kind === "number"
      ? h("input", { name: f.name, type: "number", step: "1", inputmode: "numeric" })
      : h("select", { name: f.name, onchange: () => changed(f.name) });
    controls.set(f.name, /** @type {HTMLSelectElement | HTMLInputElement} */ (control));
    return field(f.label, control);
  });
  for (const f of form.fields) {
    if (f.kind === "select") fillSelect(f);
    else fillNumber(f);
  }

  root.onsubmit = (e) => {
    e.preventDefault();
    let move = form.template;
    for (const f of form.fields) {
      const control = controls.get(f.name);
      const value = control?.value ?? "";
      if (f.kind === "number") {
        const n = Number(value);
        const max = control instanceof HTMLInputElement && control.max !== "" ? Number(control.max) : Infinity;
        if (value === "" || !Number.isInteger(n) || n < (f.min ?? 0) || n > max) {
          note.textContent = form.hint;
          control?.focus();
          return;
        }
      } else if (!value) {
        note.textContent = form.hint;
        control?.focus();
        return;
      }
      move = move.replace(`{${f.name}}`, value);
    }
    play(move);
  };
  // Why an item or a partner is not in the lists (an offer is made once a turn ...), under the form.
  const notes = form.notes?.length ? [h("ul", { class: "rt-form-notes" }, form.notes.map((n) => h("li", {}, n)))] : [];
  root.replaceChildren(
    h("h2", { class: "rt-form-title" }, form.title),
    ...rows,
    h("button", { type: "submit", class: "rt-button rt-form-submit" }, form.submit),
    note,
    ...notes);
}
