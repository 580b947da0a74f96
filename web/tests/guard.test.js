// guard.js: what a save's text must pass before it reaches Python (too large or too deeply nested
// texts would freeze the page or kill the runtime).
import { test } from "node:test";
import assert from "node:assert/strict";
import { MAX_SAVE_CHARS, MAX_SAVE_DEPTH, nestingDepth, saveTextProblem } from "../js/guard.js";

const nested = (depth) => "[".repeat(depth) + "]".repeat(depth);

test("a real save passes", () => {
  assert.equal(saveTextProblem(JSON.stringify({ game: "ttr", options: { players: [{ name: "A" }] }, moves: ["x"] })), null);
});

test("what is not text is not a save", () => {
  for (const value of [null, undefined, 5, {}, ["{}"]]) assert.equal(saveTextProblem(value), "save.not_a_save");
});

test("a text over the size limit is refused; one at the limit passes", () => {
  assert.equal(saveTextProblem(" ".repeat(MAX_SAVE_CHARS)), null);
  assert.equal(saveTextProblem(" ".repeat(MAX_SAVE_CHARS + 1)), "save.too_large_page");
});

test("nesting deeper than the limit is refused; at the limit passes", () => {
  assert.equal(saveTextProblem(nested(MAX_SAVE_DEPTH)), null);
  assert.equal(saveTextProblem(nested(MAX_SAVE_DEPTH + 1)), "save.too_deep");
  assert.equal(saveTextProblem(`{"a":${nested(200000)}}`), "save.too_deep");
});

test("nesting counts [ and { outside strings only, escapes included", () => {
  assert.equal(nestingDepth('{"a": [1, {"b": []}]}'), 4);
  assert.equal(nestingDepth('["[[[[{{{{"]'), 1);
  assert.equal(nestingDepth('["\\"[[[", "\\\\", [[]]]'), 3); // an escaped quote does not end the string
  assert.equal(nestingDepth("[][][]"), 1);
  assert.equal(nestingDepth(""), 0);
});

test("the scan stops past the limit (a huge nesting costs no more than the limit)", () => {
  assert.equal(nestingDepth(nested(1000)), MAX_SAVE_DEPTH + 1);
});
