// log.js: the table's log keeps the entries on screen that are still the same and marks the older ones
// in steps (so most moves touch none of them).
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { JSDOM } from "jsdom";
import { MoveLog } from "../js/log.js";

/** @type {Document} */
let doc;
before(() => {
  const { window } = new JSDOM("<!doctype html><body></body>");
  doc = window.document;
  Object.assign(globalThis, { document: doc, Node: window.Node });
});

function table() {
  const root = doc.createElement("div");
  root.innerHTML = '<ol class="rt-log-list"></ol>';
  doc.body.append(root);
  return { root, list: /** @type {HTMLOListElement} */ (root.querySelector(".rt-log-list")) };
}

const entries = (n) => Array.from({ length: n }, (_, i) => `move ${i + 1}`);

test("a growing log keeps its entries on screen and appends the new ones, numbered", () => {
  const { root, list } = table();
  const log = new MoveLog(root);
  log.render(entries(3));
  const first = [...list.children];
  log.render(entries(5));
  assert.deepEqual([...list.children].slice(0, 3), first);
  assert.deepEqual([...list.children].map((li) => li.textContent), ["1. move 1", "2. move 2", "3. move 3", "4. move 4", "5. move 5"]);
  assert.deepEqual(log.texts, entries(5));
});

test("an undo takes entries away; a changed entry is written anew from there", () => {
  const { root, list } = table();
  const log = new MoveLog(root);
  log.render(entries(5));
  const kept = list.children[1];
  log.render(["move 1", "move 2", "other"]);
  assert.equal(list.children.length, 3);
  assert.equal(list.children[1], kept);
  assert.equal(list.children[2].textContent, "3. other");
});

test("all but the last 40 entries are old, marked in steps of 25", () => {
  const { root, list } = table();
  const log = new MoveLog(root);
  log.render(entries(64));
  assert.equal(list.querySelectorAll(".rt-log-old").length, 0); // 24 past the 40: not a step yet
  log.render(entries(65));
  const old = [...list.children].map((li) => li.classList.contains("rt-log-old"));
  assert.equal(old.filter(Boolean).length, 25);
  assert.ok(old.slice(0, 25).every(Boolean));
  log.render(entries(30)); // back (an undo, or another viewer's log): nothing old any more
  assert.equal(list.querySelectorAll(".rt-log-old").length, 0);
  assert.equal(list.querySelectorAll("li[class]").length, 0);
});

test("a log never drawn is followed; clear forgets the entries on screen", () => {
  const { root } = table();
  const log = new MoveLog(root);
  assert.equal(log.measure(), true);
  log.beforeRender();
  assert.equal(log.follow, true);
  assert.equal(log.atEnd, null);
  log.render(entries(2));
  log.clear();
  assert.deepEqual(log.texts, []);
});
