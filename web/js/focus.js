// Where the keyboard's focus goes while the table changes under it (WCAG 2.4.3, 2.4.11).  A move's
// button is disabled while the engine answers, which used to drop focus to the page's body ("Done
// placing", "End turn", Undo ...): the focus is parked on the moves' group first, and when the player may
// act again it goes to the control that makes sense next, scrolled into view, never off screen.

/**
 * Whether an element is at least partly in the viewport.
 * @param {Element} el
 */
function inView(el) {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
}

/**
 * Move focus off a control about to be disabled or replaced, onto a place where it waits in view: the
 * moves' group, or (a piece far down the board was played) the board's box.
 * @param {HTMLElement} root  the table
 */
export function park(root) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!active || active === document.body || !root.contains(active) || active.dataset.parkedFrom !== undefined) return;
  if (!active.matches("button, [data-move], select, input")) return;
  // A choice's dialog goes first (the drawing closes it anyway): a modal dialog keeps focus from the page.
  /** @type {HTMLDialogElement | null} */ (active.closest("dialog[open]"))?.close();
  const places = /** @type {HTMLElement[]} */ ([root.querySelector(".rt-actions"), root.querySelector(".rt-board-wrap")]);
  const place = places.find(inView) ?? places[1];
  if (!place.hasAttribute("tabindex")) place.setAttribute("tabindex", "-1");
  place.dataset.parkedFrom = active.dataset.move ?? (active.classList.contains("rt-undo") ? ".rt-undo" : "");
  place.addEventListener("blur", () => delete place.dataset.parkedFrom, { once: true });
  place.focus({ preventScroll: true });
}

/** Whether focus is lost (on the body), or waiting where park() put it. */
export function focusAdrift() {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  return !active || active === document.body || !active.isConnected || active.dataset?.parkedFrom !== undefined;
}

/**
 * The focused element of the table back in view when a drawing moved it out (panels above it grew).
 * Call after the layout (a frame's callback).
 * @param {HTMLElement} root
 */
export function keepInView(root) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  if (active && active !== document.body && root.contains(active)) focusInView(active);
}

/**
 * Focus `el` and make sure it is in view (inside a scrolled board too), without a jump when it is.
 * @param {HTMLElement | SVGElement} el
 */
export function focusInView(el) {
  if (document.activeElement !== el) el.focus({ preventScroll: true });
  const r = el.getBoundingClientRect();
  const out = r.bottom < 0 || r.right < 0 || r.top > innerHeight || r.left > innerWidth
    || r.bottom > innerHeight || r.right > innerWidth;
  if (out) el.scrollIntoView?.({ block: "nearest", inline: "nearest" });
}

/**
 * The control that makes sense next: the same move (or Undo) if it is still there and enabled, else the
 * first move in view, else the first move of the hand, the move buttons, then the board; else the status
 * line.
 * @param {HTMLElement} root
 * @param {string} move  the move last focused ("" none, ".rt-undo" the Undo button)
 * @returns {HTMLElement | SVGElement}
 */
export function nextControl(root, move) {
  const usable = (/** @type {Element} */ el) => !(/** @type {HTMLButtonElement} */ (el).disabled)
    && !el.closest("[hidden], .rt-off");
  if (move === ".rt-undo") {
    const undo = root.querySelector(".rt-undo");
    if (undo && usable(undo)) return /** @type {HTMLElement} */ (undo);
  }
  const moves = /** @type {(HTMLElement | SVGElement)[]} */ ([...root.querySelectorAll(
    ".rt-hand [data-move], .rt-actions [data-move], .rt-board [data-move]")].filter(usable));
  const status = /** @type {HTMLElement} */ (root.querySelector(".rt-status"));
  // A move in view before one the page would scroll to: a player who clicked low on a phone's page keeps
  // their place (the move bar pinned at the screen's foot is in view), and a keyboard player's focus
  // still lands on a move.
  const target = moves.find((el) => el.dataset.move === move) || moves.find(inView) || moves[0] || status;
  if (target === status) status.setAttribute("tabindex", "-1");
  return target;
}
