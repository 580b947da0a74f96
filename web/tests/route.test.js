// route.js: the one place that reads the page's address.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseRoute } from "../js/route.js";

test("the home page's own addresses", () => {
  for (const hash of ["", "#", "#/"]) assert.deepEqual(parseRoute(hash), { screen: "home", arg: "" }, hash);
});

test("a screen and its argument, with or without a slash after the #", () => {
  assert.deepEqual(parseRoute("#new/ticket_to_ride"), { screen: "new", arg: "ticket_to_ride" });
  assert.deepEqual(parseRoute("#/play/abc123"), { screen: "play", arg: "abc123" });
  assert.deepEqual(parseRoute("#replay/abc123"), { screen: "replay", arg: "abc123" });
  assert.deepEqual(parseRoute("#play"), { screen: "play", arg: "" });
});

test("the argument is decoded, and keeps its slashes", () => {
  assert.deepEqual(parseRoute("#play/a%20b%2Fc"), { screen: "play", arg: "a b/c" });
  assert.deepEqual(parseRoute("#play/a/b"), { screen: "play", arg: "a/b" });
});

test("a mangled argument is used as typed", () => {
  assert.deepEqual(parseRoute("#play/%E0%A4%A"), { screen: "play", arg: "%E0%A4%A" });
});

test("a name with no screen is unknown, not the home page's address", () => {
  assert.deepEqual(parseRoute("#home"), { screen: "unknown", arg: "" });
  assert.deepEqual(parseRoute("#Play/x"), { screen: "unknown", arg: "x" });
  assert.deepEqual(parseRoute("#//"), { screen: "unknown", arg: "" });
});
