// stun.js: play over the internet only by choice, with the STUN server named and carried to the guest.
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { CodeError } from "../js/net/codec.js";
import { chooseServer, chosenServer, iceConfig, inviteFragment, parseServer, readInvite, SUGGESTED }
  from "../js/net/stun.js";
import { FakeStorage } from "./fake-storage.js";

/** @type {FakeStorage} */
let storage;
beforeEach(() => {
  storage = new FakeStorage();
  Object.assign(globalThis, { localStorage: storage });
});

test("no ICE server at all unless one is chosen: the page contacts nobody off its network", () => {
  assert.deepEqual(iceConfig(null), { iceServers: [] });
  assert.equal(chosenServer(), null);
  assert.deepEqual(iceConfig(chosenServer()), { iceServers: [] });
  assert.deepEqual(iceConfig("stun.example.org:3478"), { iceServers: [{ urls: "stun:stun.example.org:3478" }] });
});

test("a server's name as people write it; anything else is refused with the reason's key", () => {
  assert.equal(parseServer(" stun:STUN.Example.org:19302 "), "stun.example.org:19302");
  assert.equal(parseServer("stun.example.org"), "stun.example.org:3478"); // STUN's own port
  assert.equal(parseServer("10.0.0.7:3478"), "10.0.0.7:3478");
  assert.equal(parseServer(SUGGESTED), SUGGESTED);
  for (const bad of ["", "https://stun.example.org/", "turn:relay.example.org", "stun.example.org:0",
    "stun.example.org:70000", "a b", "stun.example.org:3478/x", "-bad.example"]) {
    assert.throws(() => parseServer(bad), (err) => err instanceof CodeError && err.key === "devices.stun_bad", bad);
  }
});

test("the host's choice is kept, cleared, and nonsense in storage counts as none", () => {
  chooseServer("stun.example.org:3478");
  assert.equal(chosenServer(), "stun.example.org:3478");
  chooseServer(null);
  assert.equal(chosenServer(), null);
  storage.setItem("railtable.stun", "https://evil.example/x");
  assert.equal(chosenServer(), null);
  storage.failure = new Error("blocked");
  assert.equal(chosenServer(), null);
  assert.doesNotThrow(() => chooseServer("stun.example.org:3478"));
});

test("an invite carries the server beside its code, and a plain invite stays as it was", () => {
  const code = "AbC-_09";
  assert.equal(inviteFragment(code, null), code);
  assert.deepEqual(readInvite(code), { code, server: null });
  const fragment = inviteFragment(code, "stun.example.org:3478");
  assert.equal(fragment, "AbC-_09~stun.example.org:3478");
  assert.deepEqual(readInvite(fragment), { code, server: "stun.example.org:3478" });
  // A forged server name in a link is refused, not used.
  assert.throws(() => readInvite(`${code}~https%3A%2F%2Fevil.example%2F`), CodeError);
});
