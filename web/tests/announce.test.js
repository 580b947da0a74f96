// announce.js: what a screen reader hears after a move (issue 32): every line since the player's last
// move, also when the log keeps only its latest lines (Silverton's 80) or repeats itself (Ticket to
// Ride's bot drawing card after card), and each position announced once.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { JSDOM } from "jsdom";

/** @type {typeof import("../js/announce.js")} */
let announce;
before(async () => {
  const { window } = new JSDOM("<!doctype html><body></body>");
  globalThis.document = window.document;
  globalThis.Node = window.Node;
  announce = await import("../js/announce.js");
});

const snap = (/** @type {string[]} */ log) => /** @type {any} */ ({ log, viewer: 0 });
const mark = (/** @type {string[]} */ log) => ({ tail: log.slice(-6), length: log.length });

test("the lines after the player's move, nothing before their first", () => {
  const then = ["a", "b"];
  assert.deepEqual(announce.newsLines(snap([...then, "Bot draws", "Bot claims X"]), mark(then)),
    ["Bot draws", "Bot claims X"]);
  assert.deepEqual(announce.newsLines(snap(["a"]), undefined), []);
});

test("a log that repeats the same lines still gives every new one", () => {
  const then = Array(8).fill("Bot draws a card");
  const now = [...then, ...Array(6).fill("Bot draws a card")];
  assert.equal(announce.newsLines(snap(now), mark(then)).length, 6);
});

test("a log that dropped its oldest lines (kept at 80) still gives every new one", () => {
  const then = Array.from({ length: 80 }, (_, i) => `line ${i}`);
  const now = [...then.slice(5), "new 1", "new 2", "new 3", "new 4", "new 5"];
  assert.deepEqual(announce.newsLines(snap(now), mark(then)), ["new 1", "new 2", "new 3", "new 4", "new 5"]);
});

test("the snapshot's own news wins when the bridge gives it", () => {
  assert.deepEqual(announce.newsLines(/** @type {any} */ ({ log: ["x"], news: ["n"] }), mark([])), ["n"]);
});

test("one announcement per position, with the status last", () => {
  const root = document.createElement("div");
  const a = new announce.Announcer(root);
  a.say("h1", ["Bot rolls 3"], "Your turn");
  a.say("h1", ["Bot rolls 3"], "Your turn");
  assert.equal(a.count, 1);
  assert.equal(a.region.textContent, "Bot rolls 3 Your turn");
  assert.equal(a.region.getAttribute("aria-live"), "polite");
  a.say("h2", [], "Your turn");
  assert.equal(a.count, 2);
});

test("at the game's end (the engine's news empty) the last mover hears the last lines", () => {
  const root = document.createElement("div");
  const announcer = new announce.Announcer(root);
  announcer.mark("0", ["a", "b"]);
  const over = /** @type {any} */ ({ log: ["a", "b", "End of year 30", "Game over"], viewer: 0, is_over: true, news: [] });
  assert.deepEqual(announcer.news(over), ["End of year 30", "Game over"]);
  // A seat's own view keeps the engine's news.
  const seated = /** @type {any} */ ({ log: over.log, viewer: 0, is_over: false, news: ["Bot rolls"] });
  assert.deepEqual(announcer.news(seated), ["Bot rolls"]);
});
