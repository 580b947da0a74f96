// boardpatch.js: a drawing on screen brought up to date by a patch (pygame_rules/patch.py).  The patches
// here are what patch.changes gives for the drawings beside them (its format: splices last first, each
// [index in the old drawing, how many to remove, new pieces]; attrs [index, [[name, value], ...]]).
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { JSDOM } from "jsdom";
import { StalePatch, applyPatch, checkBase, setAttributes } from "../js/boardpatch.js";

/** @type {Document} */
let doc;
/** @type {XMLSerializer} */
let serializer;
before(() => {
  const { window } = new JSDOM("<!doctype html><body></body>");
  doc = window.document;
  serializer = new window.XMLSerializer();
  Object.assign(globalThis, { document: doc, Node: window.Node, Element: window.Element,
    DOMParser: window.DOMParser, XPathResult: window.XPathResult });
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg">';

/** A drawing on screen (a container holding the parsed SVG), as the page shows it. */
function drawing(markup) {
  const box = doc.createElement("div");
  box.append(doc.adoptNode(new globalThis.DOMParser().parseFromString(markup, "image/svg+xml").documentElement));
  doc.body.append(box);
  return /** @type {Element} */ (box.firstElementChild);
}

/** The drawing's children as markup: what a full drawing of the same text gives, node for node. */
const markup = (svg) => [...svg.childNodes].map((n) => serializer.serializeToString(n)).join("|");

const OLD = `${SVG}<rect data-route="A-B" class="legal" fill="grey"/> <circle data-city="A" r="5"/> `
  + `<g data-route="B-C"><rect fill="grey"/></g> <text>Score 1</text></svg>`;
const NEW = `${SVG}<rect data-route="A-B" fill="red"/> <circle data-city="A" r="5"/> `
  + `<g data-route="B-C"><rect fill="blue"/></g> <text>Score 2</text><text>Last round</text></svg>`;
const PATCH = {
  base: "t1",
  ops: [[4, 3, ['<g data-route="B-C"><rect fill="blue"/></g>', " ", "<text>Score 2</text>", "<text>Last round</text>"]]],
  attrs: [[0, [["data-route", "A-B"], ["fill", "red"]]]],
};

test("a patch gives the new drawing node for node, as its full text would", () => {
  const svg = drawing(OLD);
  applyPatch(svg, /** @type {any} */ (PATCH));
  assert.equal(markup(svg), markup(drawing(NEW)));
});

test("only the changed pieces are replaced: the others are the very same nodes", () => {
  const svg = drawing(OLD);
  const [route, gap, city, gap2, group] = svg.childNodes;
  applyPatch(svg, /** @type {any} */ (PATCH));
  const now = [...svg.childNodes];
  assert.equal(now[0], route, "a piece whose attributes changed is set in place, not replaced");
  assert.equal(route.getAttribute("fill"), "red");
  assert.equal(route.hasAttribute("class"), false, "an attribute the new drawing lacks is gone");
  assert.equal(now[1], gap);
  assert.equal(now[2], city);
  assert.equal(now[3], gap2);
  assert.notEqual(now[4], group, "a changed piece is new");
  assert.equal(group.isConnected, false);
  assert.equal(now.length, 8);
});

test("several splices, last first, each at its place in the drawing as it was", () => {
  const svg = drawing(`${SVG}<rect id="a"/> <rect id="b"/> <rect id="c"/> <rect id="d"/> <rect id="e"/></svg>`);
  const kept = [...svg.childNodes].slice(1, 8);
  applyPatch(svg, /** @type {any} */ ({ base: "t", ops: [[8, 1, ['<circle id="e2"/>', '<circle id="f"/>']],
    [0, 1, ['<circle id="a2"/>']]], attrs: [] }));
  assert.equal(markup(svg), markup(drawing(
    `${SVG}<circle id="a2"/> <rect id="b"/> <rect id="c"/> <rect id="d"/> <circle id="e2"/><circle id="f"/></svg>`)));
  assert.deepEqual([...svg.childNodes].slice(1, 8), kept);
});

test("splices that only remove, at the start and the end", () => {
  const svg = drawing(`${SVG}<rect id="a"/> <rect id="b"/> <rect id="c"/> <rect id="d"/> <rect id="e"/></svg>`);
  applyPatch(svg, /** @type {any} */ ({ base: "t", ops: [[8, 1, []], [0, 2, []]], attrs: [] }));
  assert.equal(markup(svg), markup(drawing(`${SVG}<rect id="b"/> <rect id="c"/> <rect id="d"/> </svg>`)));
});

test("an empty patch changes nothing", () => {
  const svg = drawing(OLD);
  const nodes = [...svg.childNodes];
  applyPatch(svg, /** @type {any} */ ({ base: "t", ops: [], attrs: [] }));
  assert.deepEqual([...svg.childNodes], nodes);
});

/** @type {[string, any][]} */
const MISFITS = [
  ["a splice past the drawing's end", { ops: [[6, 2, ["<text>x</text>"]]] }],
  ["splices not last first", { ops: [[0, 1, ["<rect/>"]], [4, 1, ["<g/>"]]] }],
  ["overlapping splices", { ops: [[4, 2, ["<g/>"]], [3, 2, ["<g/>"]]] }],
  ["a piece that is two nodes", { ops: [[6, 1, ["<text>a</text><text>b</text>"]]] }],
  ["a splice's pieces running into the next (the marker parsed away)", { ops: [[6, 1, ["<text>a"]], [0, 1, ["</text>"]]] }],
  ["attributes for a text node", { ops: [], attrs: [[1, [["fill", "red"]]]] }],
  ["attributes for a piece that is not there", { ops: [], attrs: [[99, [["fill", "red"]]]] }],
];

for (const [what, patch] of MISFITS) {
  test(`refused, the drawing untouched: ${what}`, () => {
    const svg = drawing(OLD);
    const nodes = [...svg.childNodes];
    const text = markup(svg);
    assert.throws(() => applyPatch(svg, { base: "t", attrs: [], ...patch }), StalePatch);
    assert.deepEqual([...svg.childNodes], nodes);
    assert.equal(markup(svg), text);
  });
}

test("a patch for another drawing, or for one with pieces made inert, is refused", () => {
  const box = doc.createElement("div");
  box.dataset.svgToken = "t1";
  box.dataset.patchable = "1";
  checkBase(box, /** @type {any} */ ({ base: "t1", ops: [] }));
  checkBase(box, null); // a full drawing: nothing to check
  assert.throws(() => checkBase(box, /** @type {any} */ ({ base: "t0", ops: [] })), StalePatch);
  box.dataset.patchable = "";
  assert.throws(() => checkBase(box, /** @type {any} */ ({ base: "t1", ops: [] })), StalePatch);
});

test("attributes are set as parsing would: order kept, event handlers and script links dropped", () => {
  const svg = drawing(`${SVG}<rect a="1" b="2" c="3"/></svg>`);
  const rect = /** @type {Element} */ (svg.firstChild);
  setAttributes(rect, [["a", "1"], ["c", "4"], ["d", "5"]]);
  assert.deepEqual([...rect.attributes].map((x) => `${x.name}=${x.value}`), ["a=1", "c=4", "d=5"]);
  setAttributes(rect, [["d", "5"], ["a", "1"]]); // kept ones out of order: written afresh, in the new order
  assert.deepEqual([...rect.attributes].map((x) => x.name), ["d", "a"]);
  setAttributes(rect, [["onclick", "alert(1)"], ["OnMouseOver", "x"], ["href", " JavaScript:alert(1)"],
    ["xlink:href", "javascript:x"], ["fill", "red"]]);
  assert.deepEqual([...rect.attributes].map((x) => x.name), ["fill"]);
});
