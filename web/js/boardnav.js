// The board is ONE Tab stop (WCAG 2.4.1: Ticket to Ride had 49 Tab stops before its deck), or one per
// group a drawing marks (data-rove): its pieces share a roving tabindex (one at 0, the rest -1), and the
// arrow keys move between all of them by where they lie on the board (the nearest piece in that
// direction), Home and End to the first and last.

/** The board's pieces a keyboard visits: those that play a move, tell about themselves, or are there to
 * explore (data-explore: a city, a route nobody can claim now, with who holds it). */
const PIECES = "svg [data-move], svg [data-info], svg [data-explore]";

/**
 * Give the board one Tab stop per group of pieces (a drawing may set a group apart with data-rove, as
 * Ticket to Ride's cards and decks are): the piece that had it (if it is still there), else the first.
 * @param {HTMLElement} board  the .rt-board container (after a paint), or the hand's
 * @param {boolean} [marked]  only the groups the drawing marks (the hand: its other pieces are Tab stops each)
 */
export function rove(board, marked = false) {
  const pieces = /** @type {(HTMLElement | SVGElement)[]} */ ([...board.querySelectorAll(PIECES)])
    .filter((el) => !marked || el.dataset.rove !== undefined);
  const active = document.activeElement;
  /** @type {Map<string, (HTMLElement | SVGElement)[]>} */
  const groups = new Map();
  for (const el of pieces) groups.set(el.dataset.rove ?? "", [...(groups.get(el.dataset.rove ?? "") ?? []), el]);
  const remembered = new Set((board.dataset.rovingKeys ?? "").split("\n"));
  for (const group of groups.values()) {
    const keep = group.find((el) => el === active) ?? group.find((el) => remembered.has(keyOf(el))) ?? group[0];
    for (const el of group) {
      const want = el === keep ? "0" : "-1";
      if (el.getAttribute("tabindex") !== want) el.setAttribute("tabindex", want);
    }
  }
}

/**
 * Make `el` its group's Tab stop (and remember it for the next drawing).
 * @param {HTMLElement} board
 * @param {Element} el
 */
function takeStop(board, el) {
  const group = el.getAttribute("data-rove") ?? "";
  for (const other of board.querySelectorAll(`${PIECES.split(", ").map((s) => `${s}[tabindex="0"]`).join(", ")}`)) {
    if (other !== el && (other.getAttribute("data-rove") ?? "") === group) other.setAttribute("tabindex", "-1");
  }
  el.setAttribute("tabindex", "0");
  const keys = (board.dataset.rovingKeys ?? "").split("\n").filter((k) => k && k !== keyOf(el));
  board.dataset.rovingKeys = [keyOf(el), ...keys].slice(0, 4).join("\n");
}

/**
 * The identity of a piece across drawings (its move, else its label).
 * @param {Element} el
 */
function keyOf(el) {
  return el.getAttribute("data-move") || el.getAttribute("aria-label") || "";
}

/**
 * The nearest piece from `from` in direction (dx, dy): straight ahead counts more than to the side.
 * @param {Element[]} pieces
 * @param {Element} from
 * @param {number} dx
 * @param {number} dy
 */
function nearest(pieces, from, dx, dy) {
  const centre = (/** @type {Element} */ el) => {
    const r = el.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  const [x0, y0] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const el of pieces) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const ahead = (x - x0) * dx + (y - y0) * dy;
    if (ahead <= 0.5) continue;
    const aside = Math.abs((x - x0) * dy - (y - y0) * dx);
    const score = ahead + 2 * aside;
    if (score < bestScore) { bestScore = score; best = el; }
  }
  return best;
}

/** @type {Record<string, [number, number]>} */
const DIRECTIONS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * Arrow keys across the board's pieces (installed once per table).
 * @param {HTMLElement} board  the .rt-board container
 */
export function boardKeys(board) {
  board.addEventListener("keydown", (e) => {
    const from = e.target instanceof Element ? e.target.closest(PIECES) : null;
    if (!from || !board.contains(from) || e.altKey || e.ctrlKey || e.metaKey) return;
    const pieces = [...board.querySelectorAll(PIECES)];
    let to = null;
    if (e.key === "Home") to = pieces[0];
    else if (e.key === "End") to = pieces[pieces.length - 1];
    else if (DIRECTIONS[e.key]) to = nearest(pieces, from, ...DIRECTIONS[e.key]);
    else return;
    e.preventDefault(); // the board's box does not scroll by arrow while a piece has focus
    if (!to) return;
    takeStop(board, to);
    /** @type {HTMLElement} */ (to).focus({ preventScroll: true });
    /** @type {HTMLElement} */ (to).scrollIntoView?.({ block: "nearest", inline: "nearest" });
  });
  // Whatever piece gets focus (a click, the page putting focus back) becomes the board's Tab stop.
  board.addEventListener("focusin", (e) => {
    const el = e.target instanceof Element ? e.target.closest(PIECES) : null;
    if (el) takeStop(board, el);
  });
}
