// changes.js: which pieces of the board changed between two drawings (what the page highlights after
// the other players' moves).  Boards are built in jsdom as the engine draws them: pieces named by data-*.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { JSDOM } from "jsdom";
import { boardPieces, changedKeys, clearChanged, forgetPiece, markChanged, pieceFacts, sealPieces } from "../js/changes.js";

/** @type {Document} */
let doc;
before(() => {
  const { window } = new JSDOM("<!doctype html><body></body>");
  doc = window.document;
  globalThis.Node = window.Node; // changes.js reads Node.ELEMENT_NODE
});

/** A board (the page's .rt-board) holding this SVG markup. */
function board(svg) {
  const el = doc.createElement("div");
  el.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg">${svg}</svg>`;
  doc.body.append(el);
  return el;
}

const ROUTE = (spaceFill, extra = "") => `<g data-route="DEN-SLC"${extra}>
  <rect data-space="DEN-SLC-1" fill="${spaceFill}" x="0"/><rect data-space="DEN-SLC-2" fill="grey" x="10"/></g>`;
const CITY = (label) => `<circle data-city="DEN" r="5"/><g class="labels"><text>${label}</text></g>`;

test("an unchanged board has no changes", () => {
  const a = boardPieces(board(ROUTE("grey") + CITY("Denver")));
  const b = boardPieces(board(ROUTE("grey") + CITY("Denver")));
  assert.deepEqual([...a.keys()].sort(), [
    'circle[data-city=DEN]', 'g[data-route=DEN-SLC]', 'rect[data-space=DEN-SLC-1]', 'rect[data-space=DEN-SLC-2]'].sort());
  assert.deepEqual(changedKeys(a, b), []);
});

test("a changed space is reported, not the route around it (the innermost piece only)", () => {
  const a = boardPieces(board(ROUTE("grey")));
  const b = boardPieces(board(ROUTE("red")));
  assert.deepEqual(changedKeys(a, b), ["rect[data-space=DEN-SLC-1]"]);
});

test("a new piece is a change; what only says a piece is playable is not", () => {
  const a = boardPieces(board(ROUTE("grey")));
  const playable = ROUTE("grey", ' class="legal" data-move="claim DEN-SLC" tabindex="0" role="button" aria-label="Claim"');
  assert.deepEqual(changedKeys(a, boardPieces(board(playable))), []);
  const b = boardPieces(board(`${ROUTE("grey")}<rect data-train="t1" x="3"/>`));
  assert.deepEqual(changedKeys(a, b), ["rect[data-train=t1]"]);
});

test("a piece's words in the labels group after it belong to it", () => {
  const a = boardPieces(board(CITY("Denver")));
  const b = boardPieces(board(CITY("Denver 3")));
  assert.deepEqual(changedKeys(a, b), ["circle[data-city=DEN]"]);
});

test("markChanged marks the pieces and clearChanged leaves them as drawn", () => {
  const el = board(ROUTE("grey") + CITY("Denver"));
  const pieces = boardPieces(el);
  assert.equal(markChanged(el, ["rect[data-space=DEN-SLC-1]", "circle[data-city=DEN]"], pieces), 2);
  assert.deepEqual([...el.querySelectorAll(".rt-changed")].map((x) => x.getAttribute("data-space") ?? x.getAttribute("data-city")),
    ["DEN-SLC-1", "DEN"]);
  markChanged(el, ["circle[data-city=DEN]"], pieces); // a new mark replaces the old ones
  assert.equal(el.querySelectorAll(".rt-changed").length, 1);
  clearChanged(el);
  assert.equal(el.querySelectorAll(".rt-changed").length, 0);
  assert.equal(el.querySelector("circle")?.hasAttribute("class"), false); // no empty class="" left behind
});

test("a piece changed in place is read again once forgotten (a patch that set its attributes)", () => {
  const el = board(ROUTE("grey"));
  const a = sealPieces(boardPieces(el)); // read before the change in place, as the page does (play.js)
  const space = /** @type {Element} */ (el.querySelector("[data-space='DEN-SLC-1']"));
  space.setAttribute("class", "base");
  const factsBefore = pieceFacts(space);
  space.setAttribute("class", "base legal rt-changed"); // only the page's marks: the same facts
  space.setAttribute("data-move", "claim DEN-SLC");
  assert.equal(pieceFacts(space), factsBefore);
  space.setAttribute("fill", "red");
  assert.notEqual(pieceFacts(space), factsBefore);
  forgetPiece(/** @type {Element} */ (el.querySelector("[data-route]")));
  assert.deepEqual(changedKeys(a, boardPieces(el)), ["rect[data-space=DEN-SLC-1]"]);
});

// A Silverton segment as pygame_rules/games/silverton/render/board.py draws it: plain, and playable (its
// length moved into an aria-hidden "sv-words" group after it, an invisible tap band added).  Issue 32: the
// page framed the player's own playable segments at the start of a round though nobody had changed them.
const SEGMENT = `<g data-segment="DEN-CSP"><title>DEN-CSP</title><line class="sv-seg sv-plain" x1="653.3" y1="138.3"/>
  <circle cx="668.7" cy="222.5" r="6" class="sv-lenbg"/><text x="668.7" y="225.7" class="sv-len">6</text></g>`;
const SEGMENT_PLAYABLE = `<g data-segment="DEN-CSP" data-move="survey S1 DEN-CSP" class="legal" tabindex="0" role="button"
  aria-label="Survey" data-moves="[]"><title>DEN-CSP</title><line class="sv-seg sv-plain" x1="653.3" y1="138.3"/>
  <circle cx="668.7" cy="222.5" r="6" class="sv-lenbg"/><line class="sv-hit" data-tap="" x1="653.3" y1="138.3"/></g>
  <g class="sv-words" aria-hidden="true"><text x="668.7" y="225.7" class="sv-len">6</text></g>`;

test("a piece that only became playable (words moved out, a tap band added) did not change", () => {
  const plain = boardPieces(board(SEGMENT));
  const playable = boardPieces(board(SEGMENT_PLAYABLE));
  assert.deepEqual(changedKeys(plain, playable), []);
  assert.deepEqual(changedKeys(playable, plain), []);
  // ... while its words changing is a change (a surveyor's number, an owner's seat).
  const owned = boardPieces(board(SEGMENT_PLAYABLE.replace(">6<", ">2<")));
  assert.deepEqual(changedKeys(plain, owned), ["g[data-segment=DEN-CSP]"]);
});
