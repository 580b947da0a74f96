// Faults between a host and a guest (protocol.js, guestside.js): scripted disconnects and reconnects
// (messages lost both ways, the page reloaded from what its storage kept) and a fuzz of bad messages
// (malformed, oversized, another seat's, a wrong token, a replayed number with another move) in one game:
// every move the guest made is played exactly once, in order, and no bad message changes anything.
import { test } from "node:test";
import assert from "node:assert/strict";
import { MAX_GUEST_MESSAGE, moveMessage, Referee } from "../js/net/protocol.js";
import { GuestSide } from "../js/net/guestside.js";

/** A seeded generator (mulberry32): the same script every run. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

test("20 disconnects and reconnects and a fuzz of bad messages: no move lost or played twice", async () => {
  const rnd = random(36);
  const game = { moves: /** @type {string[]} */ ([]), turn: 1 };
  /** @type {string[]} */
  const toGuest = [];
  const referee = new Referee({
    play: async (seat, move) => {
      await new Promise((r) => { setTimeout(r, rnd() * 3); });
      if (seat !== game.turn) return { ok: false, error: "Not your turn." };
      game.moves.push(`${seat}:${move}`);
      game.turn = 0;
      queueMicrotask(() => flying.push(referee.update())); // as the host page does after every change
      return { ok: true };
    },
    position: () => game.moves.length,
    view: async (seat) => ({ viewer: seat, moves_played: game.moves.length, moves: game.turn === seat ? [{}] : [] }),
    send: (_seat, text) => { if (up) toGuest.push(text); },
    name: () => "Ben",
  });
  referee.open(1);
  let up = true;
  /** @type {import("../js/net/guestside.js").SeatKeep | null} */
  let storage = null;
  /** @type {Promise<void>[]} */
  const flying = [];
  /** @type {string[]} */
  const intended = []; // the guest's moves, in order (a move refused for its position taken out again)
  let lastMove = ""; // the last move message as the guest sent it
  let turn = false; // the guest's last view offers it a move
  let positionRefusals = 0;
  const hooks = /** @type {import("../js/net/guestside.js").GuestHooks} */ ({
    send: (text) => {
      if (text.includes('"t":"move"')) lastMove = text;
      if (up) flying.push(referee.receive(1, text));
    },
    keep: (k) => { storage = { ...k }; },
    welcome: () => {}, answer: () => {}, bye: () => {},
    view: (snap) => { turn = /** @type {any} */ (snap).moves.length > 0; },
    // A move made in a position the game has left (a view that was late): refused, not lost.
    refused: (key, mine) => {
      if (!mine) return;
      assert.equal(key, "devices.refused.stale");
      positionRefusals++;
      intended.pop();
    },
  });
  let guest = new GuestSide(null, hooks);
  const settle = async () => {
    while (flying.length) await flying.shift();
    await new Promise((r) => { setTimeout(r, 4); });
    for (const text of toGuest.splice(0)) guest.receive(text);
  };
  guest.hello("en");
  await settle();
  const bad = [
    () => "{not json",
    () => JSON.stringify({ t: "move", seq: guest.seq + 1, token: guest.token, move: "x".repeat(MAX_GUEST_MESSAGE),
      at: game.moves.length }),
    () => JSON.stringify({ t: "move", seat: 0, seq: guest.seq + 1, token: guest.token, move: "forged", at: game.moves.length }),
    () => moveMessage(guest.seq + 1, "AAAAAAAAAAAAAAAAAAAAAA", "wrong-token", game.moves.length),
    () => moveMessage(Math.max(1, guest.seq - 1), guest.token, "stale", game.moves.length),
    () => JSON.stringify({ t: "hello", v: 1, token: "BBBBBBBBBBBBBBBBBBBBBB", lang: "en" }),
  ];
  let disconnects = 0;
  let injected = 0;
  let replayed = 0;
  for (let step = 0; step < 400 && (disconnects < 20 || intended.length < 30); step++) {
    if (game.turn === 0) { // the host's own seat plays, and every guest is sent the new position
      game.moves.push("0:h");
      game.turn = 1;
      await referee.update();
    }
    const roll = rnd();
    if (roll < 0.08 && up && disconnects < 20) {
      up = false;
      disconnects++;
    } else if (roll < 0.2 && !up) {
      up = true;
      // Half the time the page reloaded: a new GuestSide from what its storage kept (the move on its way is
      // then forgotten by the page, as a reload forgets it; the host may have played it or not).
      if (rnd() < 0.5) {
        const waiting = guest.pending;
        guest = new GuestSide(storage, hooks);
        if (waiting !== null) guest.pending = waiting; // a page that kept it would send it again: the worst case
      }
      guest.hello("en");
    } else if (roll < 0.3 && up) {
      flying.push(referee.receive(1, bad[Math.floor(rnd() * bad.length)]()));
      injected++;
    } else if (roll < 0.35 && up && lastMove && guest.pending === null) {
      // The last move's message again, as sent (a copy the network delivered twice): answered, not played.
      flying.push(referee.receive(1, lastMove));
      replayed++;
    } else if (guest.pending === null && up && turn) {
      const move = `m${intended.length + 1}`;
      if (guest.move(move)) intended.push(move);
    }
    await settle();
  }
  up = true;
  guest.hello("en");
  await settle();
  await settle();
  assert.ok(disconnects >= 20 && injected >= 20, `${disconnects} disconnects, ${injected} bad messages`);
  const played = game.moves.filter((m) => m.startsWith("1:")).map((m) => m.slice(2));
  assert.deepEqual(played, intended.slice(0, played.length), "in order, none twice, none forged");
  assert.ok(played.length >= intended.length - 1, `${intended.length - played.length} moves lost`);
  assert.equal(guest.pending, null, "the last move was answered");
  assert.deepEqual(played, intended, "no move lost");
  assert.equal(referee.log.length, injected + positionRefusals, "every bad message refused and logged");
  console.log(`faults: ${disconnects} disconnects, ${injected} bad messages (all refused and logged), ` +
    `${replayed} moves delivered twice, ${positionRefusals} refused as made in an old position, ` +
    `${intended.length} guest moves, all played once`);
});
