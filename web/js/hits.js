// Which board pieces a click or tap at a point means (issue 32: every legal piece easy to hit).
//
// A piece (an element with data-move) is drawn with its shapes, and may have an invisible tap area
// around them that makes it at least 24 x 24 px on a laptop and 44 x 44 px on a phone without moving
// the drawing: an element marked data-tap inside the piece (a wide transparent stroke, a whole square),
// or a separate band under the board's pieces naming the piece's move in data-hit-for.  Where the
// drawing of one piece lies under the pointer, that piece is meant, even over another's tap area;
// where several drawings, or with none several tap areas, meet, every one of them is offered and the
// page asks which (a small chooser) instead of guessing.
//
// Pure of the table: TableView.activate uses it, and the browser tests measure hit areas with it
// (e2e/test_clicks.py imports this module into the page), so what is measured is what is played.

/** @typedef {HTMLElement | SVGElement} PageElement an element of the page or of a drawing (both have dataset) */

/**
 * The board's pieces at (x, y) under `board`, as [drawn, tapped]: the pieces whose own shapes are
 * there, and the pieces whose tap areas are (each piece once, topmost first).
 * @param {Element} board  the board's container
 * @param {number} x  client coordinates
 * @param {number} y
 * @param {(move: string) => boolean} playable  whether a move may be played now
 * @returns {[PageElement[], PageElement[]]}
 */
export function piecesUnder(board, x, y, playable) {
  /** @type {PageElement[]} */
  const drawn = [];
  /** @type {PageElement[]} */
  const tapped = [];
  /** @type {Map<string, PageElement> | null} the pieces by move (built when a data-hit-for band is met) */
  let byMove = null;
  const doc = board.ownerDocument;
  for (const el of doc.elementsFromPoint(x, y)) {
    if (!board.contains(el)) continue;
    let piece = /** @type {PageElement | null} */ (el.closest("[data-move]"));
    let list = el.closest("[data-tap]") ? tapped : drawn;
    if (!piece) {
      const band = /** @type {PageElement | null} */ (el.closest("[data-hit-for]"));
      if (!band) continue;
      if (!byMove) {
        byMove = new Map();
        for (const p of /** @type {NodeListOf<PageElement>} */ (board.querySelectorAll("[data-move]"))) {
          if (p.dataset.move && !byMove.has(p.dataset.move)) byMove.set(p.dataset.move, p);
        }
      }
      piece = byMove.get(band.dataset.hitFor ?? "") ?? null;
      list = tapped;
    }
    if (!piece || !playable(piece.dataset.move ?? "")) continue;
    if (!list.includes(piece)) list.push(piece);
  }
  return [drawn, tapped];
}

/**
 * The pieces a click at (x, y) means: the ones drawn there, else the ones whose tap areas are there.
 * @param {Element} board
 * @param {number} x
 * @param {number} y
 * @param {(move: string) => boolean} playable
 * @returns {PageElement[]}
 */
export function piecesAt(board, x, y, playable) {
  const [drawn, tapped] = piecesUnder(board, x, y, playable);
  return drawn.length ? drawn : tapped;
}

/**
 * The moves an element offers: its data-moves list (JSON) if any, else its one data-move.
 * @param {PageElement} el
 * @returns {string[]}
 */
export function movesOf(el) {
  try {
    const list = JSON.parse(el.dataset.moves || "null");
    if (Array.isArray(list) && list.every((m) => typeof m === "string")) return list;
  } catch { /* a malformed list: fall back to the single move */ }
  return [el.dataset.move ?? ""]; // "" is no move
}

/**
 * The piece a click on `el` names: the piece it is part of, or the piece a tap band under the board's
 * pieces (data-hit-for) is for; null for none (TableView.activate's target).
 * @param {Element} el
 * @param {ParentNode} root  where the pieces are
 * @returns {PageElement | null}
 */
export function pieceOf(el, root) {
  const piece = /** @type {PageElement | null} */ (el.closest("[data-move]"));
  if (piece) return piece;
  const band = /** @type {PageElement | null} */ (el.closest("[data-hit-for]"));
  if (!band) return null;
  const pieces = /** @type {NodeListOf<PageElement>} */ (root.querySelectorAll(".rt-board [data-move]"));
  return [...pieces].find((p) => p.dataset.move === band.dataset.hitFor) ?? null;
}

/**
 * What a click at (x, y) of the document means, as TableView.activate works it out: no piece (a dead
 * click), one piece (played, or asked about when it offers several moves), or several (asked which).
 * @param {Document} doc
 * @param {number} x
 * @param {number} y
 * @param {(move: string) => boolean} playable
 * @returns {PageElement[]}
 */
export function meantAt(doc, x, y, playable) {
  const top = doc.elementFromPoint(x, y);
  const target = top && pieceOf(top, doc);
  if (!target || !playable(target.dataset.move ?? "")) return [];
  const board = target.closest(".rt-board");
  if (!board) return [target];
  const found = piecesAt(board, x, y, playable);
  return found.length ? found : [target];
}
