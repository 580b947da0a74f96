// share.js: a position from a save, the embed link and <iframe> code of the share dialog, the board as a
// standalone SVG file ("Download board": nothing of the page, text never markup), and a lesson's marks.
// Boards are built in jsdom as the engine draws them.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { JSDOM } from "jsdom";
import { embedLink, iframeCode, markPieces, positionOf, showCaption, standaloneSvg } from "../js/share.js";

/** @type {Document} */
let doc;
/** @type {typeof DOMParser} */
let Parser;
before(() => {
  const { window } = new JSDOM("<!doctype html><body></body>", { url: "https://rail.example/play/index.html?x=1" });
  doc = window.document;
  Parser = window.DOMParser;
  // What share.js and dom.js read from the browser.
  Object.assign(globalThis, { document: doc, location: window.location, Node: window.Node,
    XMLSerializer: window.XMLSerializer });
});

const GAME = /** @type {GameEntry} */ ({ id: "ttr", name: "Ticket to Ride", min_players: 2, max_players: 5,
  bots: { strong: "" }, default_bot: "strong", blurb: "", prefix: "ttr", choices: {} });
const SAVE = JSON.stringify({ game: "ttr", seed: 99, moves: ["m1", "m2", "m3"],
  options: { players: [{ name: "Ann", bot: null }, { name: "Bo", bot: "strong" }] } });

/** A board (the page's .rt-board) holding this SVG markup. */
function board(/** @type {string} */ svg, attrs = 'viewBox="10 20 300 200"') {
  const el = doc.createElement("div");
  el.className = "rt-board";
  el.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${svg}</svg>`;
  doc.body.append(el);
  return el;
}

test("positionOf: the save's options, seed as text and moves; the step shown, or all moves", () => {
  const pos = positionOf(GAME, SAVE);
  assert.equal(pos.game, GAME);
  assert.equal(pos.seed, "99");
  assert.deepEqual(pos.moves, ["m1", "m2", "m3"]);
  assert.equal(pos.step, 3);
  assert.deepEqual(pos.options.players.map((p) => p.name), ["Ann", "Bo"]);
  assert.equal(positionOf(GAME, SAVE, 0).step, 0);
  const bare = positionOf(GAME, JSON.stringify({ seed: 5 }));
  assert.deepEqual([bare.moves, bare.step, bare.options], [[], 0, {}]);
});

test("embedLink: embed.html beside the page, whatever the page's own query", () => {
  const link = new URL(embedLink(positionOf(GAME, SAVE, 1), { viewer: 0 }));
  assert.equal(link.origin + link.pathname, "https://rail.example/play/embed.html");
  assert.equal(link.searchParams.get("seed"), "99");
  assert.equal(link.searchParams.get("step"), "1");
  assert.equal(link.searchParams.get("viewer"), "1");
  assert.equal(link.searchParams.has("x"), false);
});

test("iframeCode: link and title are attribute text, never markup", () => {
  const code = iframeCode('https://rail.example/embed.html?a=1&b="2"', 'Ann <b>& "Bo"</b>');
  assert.equal(code, '<iframe src="https://rail.example/embed.html?a=1&amp;b=&quot;2&quot;" '
    + 'style="width:100%;max-width:100%;height:640px;border:0" '
    + 'title="Ann &lt;b&gt;&amp; &quot;Bo&quot;&lt;/b&gt;" loading="lazy" data-rail-table></iframe>\n'
    + '<script src="https://rail.example/embed-resize.js" defer></script>');
  const frame = doc.createElement("div");
  frame.innerHTML = code;
  assert.equal(frame.children.length, 2); // the frame and the site's own resize script, nothing else
  assert.equal(frame.querySelector("iframe")?.getAttribute("title"), 'Ann <b>& "Bo"</b>');
});

test("standaloneSvg: a document of its own, sized, with paper and title, and nothing of the page", () => {
  const el = board('<style>.x{fill:red}</style><g data-route="A-B" data-move="claim A-B" data-moves="1" tabindex="0" '
    + 'role="button" data-rt-label="Claim" class="legal rt-changed route"><rect class="rt-lesson-mark" x="1"/></g>'
    + '<text data-city="A">A &amp; &lt;B&gt;</text>', 'viewBox="10 20 300 200" style="max-width:100%"');
  const text = /** @type {string} */ (standaloneSvg(el, "Ticket to Ride <move 3>"));
  assert.ok(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg'));
  const file = new Parser().parseFromString(text, "image/svg+xml");
  assert.equal(file.getElementsByTagName("parsererror").length, 0);
  const svg = file.documentElement;
  assert.equal(svg.namespaceURI, "http://www.w3.org/2000/svg");
  assert.deepEqual([svg.getAttribute("width"), svg.getAttribute("height")], ["300", "200"]);
  assert.ok(svg.getAttribute("font-family"));
  assert.equal(svg.hasAttribute("style"), false);
  assert.equal(svg.firstElementChild?.tagName, "title");
  assert.equal(svg.firstElementChild?.textContent, "Ticket to Ride <move 3>");
  const paper = svg.children[1];
  assert.deepEqual(["x", "y", "width", "height"].map((a) => paper.getAttribute(a)), ["10", "20", "300", "200"]);
  const route = /** @type {Element} */ (svg.querySelector("[data-route]"));
  for (const gone of ["data-move", "data-moves", "tabindex", "role", "data-rt-label"]) {
    assert.equal(route.hasAttribute(gone), false, gone);
  }
  assert.equal(route.getAttribute("class"), "route");
  assert.equal(svg.querySelector("rect[x='1']")?.hasAttribute("class"), false); // emptied class: dropped
  assert.equal(svg.querySelector("text")?.textContent, "A & <B>");
  assert.equal(svg.querySelector("style")?.textContent, ".x{fill:red}");
  // The board on screen is left as it was.
  assert.equal(el.querySelector("[data-route]")?.getAttribute("tabindex"), "0");
  assert.equal(el.querySelectorAll("title").length, 0);
});

test("standaloneSvg: no board, no file; a font given by the engine is kept", () => {
  assert.equal(standaloneSvg(doc.createElement("div"), "t"), null);
  const text = /** @type {string} */ (standaloneSvg(board("<circle r='1'/>", 'viewBox="0 0 5 5" font-family="Serif"'), "t"));
  assert.equal(new Parser().parseFromString(text, "image/svg+xml").documentElement.getAttribute("font-family"), "Serif");
});

test("markPieces: by any data value or by name:value, never by the page's own data; marks are replaced", () => {
  const el = board('<g data-route="DEN-SLC" class="route"><rect data-space="DEN-SLC-1"/></g>'
    + '<circle data-city="DEN"/><circle data-city="SLC" data-move="DEN"/><path data-hit-for="DEN"/>');
  assert.equal(markPieces(el, ["DEN-SLC", "city:DEN", " ", null]), 2);
  const marked = () => [...el.querySelectorAll(".rt-lesson-mark")].map((m) => m.getAttribute("data-route") ?? m.getAttribute("data-city"));
  assert.deepEqual(marked(), ["DEN-SLC", "DEN"]);
  assert.equal(el.dataset.marked, "2");
  assert.equal(markPieces(el, ["SLC"]), 1);
  assert.deepEqual(marked(), ["SLC"]);
  assert.equal(el.querySelector("[data-route]")?.getAttribute("class"), "route"); // its own class kept
  assert.equal(el.querySelector("[data-city='DEN']")?.hasAttribute("class"), false);
  assert.equal(markPieces(el, ["route:DEN"]), 0); // name:value must match the whole value
  assert.equal(el.dataset.unmarked, "route:DEN"); // the embed refuses it by name
  assert.equal(markPieces(el, []), 0);
  assert.equal(el.querySelectorAll(".rt-lesson-mark").length, 0);
});

test("showCaption: text only, hidden when empty", () => {
  const p = doc.createElement("p");
  showCaption(p, "<b>Look</b> here");
  assert.equal(p.textContent, "<b>Look</b> here");
  assert.equal(p.children.length, 0);
  assert.equal(p.hidden, false);
  showCaption(p, "");
  assert.equal(p.hidden, true);
  assert.equal(p.textContent, "");
});
