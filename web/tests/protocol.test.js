// protocol.js, guestside.js, frames.js: the host decides every move; a guest's messages are checked, a move
// sent again is answered again and not played twice, and a forged, malformed, oversized or stale message is
// refused, logged and changes nothing.  The engine here is a fake that keeps a move list and a turn.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { MAX_GUEST_MESSAGE, moveMessage, newToken, readMessage, Referee } from "../js/net/protocol.js";
import { GuestSide } from "../js/net/guestside.js";
import { Joiner, toFrames } from "../js/net/frames.js";

/** A host with a fake engine: seats 0-2, seat `turn` acts, a move "bad" is illegal. */
function host() {
  const game = { moves: /** @type {string[]} */ ([]), turn: 1, secret: "seat 0's hand" };
  /** @type {[number, any][]} */
  const sent = [];
  /** @type {import("../js/net/protocol.js").LogEntry[]} */
  const logged = [];
  const referee = new Referee({
    play: async (seat, move, lang) => {
      await new Promise((r) => { setTimeout(r, 5); }); // the worker answers later
      if (seat !== game.turn) return { ok: false, error: lang === "de" ? "Du bist nicht am Zug." : "Not your turn." };
      if (move === "bad") return { ok: false, error: "Illegal." };
      game.moves.push(move);
      game.turn = (game.turn + 1) % 3;
      return { ok: true };
    },
    position: () => game.moves.length,
    view: async (seat, lang) => ({ viewer: seat, lang, moves_played: game.moves.length,
      hand: seat === 0 ? game.secret : null }),
    send: (seat, text) => sent.push([seat, JSON.parse(text)]),
    name: (seat) => (seat < 0 ? "Spectator" : ["Ann", "Ben", "Cem"][seat]),
    log: (entry) => logged.push(entry),
  });
  return { game, sent, logged, referee };
}

const TOKEN = "abcdefghijklmnop0123";
const hello = (token = TOKEN, lang = "de") => JSON.stringify({ t: "hello", v: 1, token, lang });

describe("the referee", () => {
  test("a hello is welcomed with the seat's name and its own view, in its language", async () => {
    const { sent, referee } = host();
    referee.open(1);
    await referee.receive(1, hello());
    assert.deepEqual(sent.map(([s, m]) => [s, m.t]), [[1, "welcome"], [1, "view"]]);
    assert.deepEqual(sent[0][1], { t: "welcome", seat: 1, name: "Ben" });
    assert.deepEqual(sent[1][1].snapshot, { viewer: 1, lang: "de", moves_played: 0, hand: null });
  });

  test("a move is played once, even when sent again while and after it is answered", async () => {
    const { game, sent, referee } = host();
    referee.open(1);
    await referee.receive(1, hello());
    sent.length = 0;
    const text = moveMessage(1, TOKEN, "claim a-b", 0);
    await Promise.all([referee.receive(1, text), referee.receive(1, text)]);
    await referee.receive(1, text);
    assert.deepEqual(game.moves, ["claim a-b"]);
    const answers = sent.filter(([, m]) => m.t === "answer").map(([, m]) => m);
    assert.equal(answers.length, 3);
    for (const a of answers) assert.deepEqual(a, { t: "answer", seq: 1, ok: true });
  });

  test("a refused move is answered with the engine's reason, and the guest's view comes again", async () => {
    const { game, sent, referee } = host();
    referee.open(2);
    await referee.receive(2, hello(TOKEN, "de"));
    sent.length = 0;
    await referee.receive(2, moveMessage(1, TOKEN, "draw", 0));
    assert.deepEqual(sent.map(([, m]) => m.t), ["answer", "view"]);
    assert.deepEqual(sent[0][1], { t: "answer", seq: 1, ok: false, error: "Du bist nicht am Zug." });
    assert.deepEqual(game.moves, []);
  });

  for (const [label, message, key] of /** @type {[string, string, string][]} */ ([
    ["oversized", JSON.stringify({ t: "move", seq: 1, token: TOKEN, move: "x".repeat(MAX_GUEST_MESSAGE), at: 0 }), "oversized"],
    ["not JSON", "{claim", "malformed"],
    ["a JSON list", "[1,2]", "malformed"],
    ["no token", JSON.stringify({ t: "move", seq: 1, move: "draw" }), "malformed"],
    ["another seat named", JSON.stringify({ t: "move", seat: 0, seq: 1, token: TOKEN, move: "draw", at: 0 }), "forged"],
    ["a wrong token", moveMessage(1, "ZZZZZZZZZZZZZZZZZZZZ", "draw", 0), "token"],
    ["a number that is no number", JSON.stringify({ t: "move", seq: "1", token: TOKEN, move: "draw", at: 0 }), "malformed"],
    ["a move with a line break", moveMessage(1, TOKEN, "draw\nundo", 0), "malformed"],
    ["an empty move", moveMessage(1, TOKEN, "  ", 0), "malformed"],
    ["no position", JSON.stringify({ t: "move", seq: 1, token: TOKEN, move: "draw" }), "malformed"],
    ["an unknown type", JSON.stringify({ t: "undo", token: TOKEN }), "malformed"],
    ["a second device's hello", hello("ZZZZZZZZZZZZZZZZZZZZ"), "taken"],
  ])) {
    test(`${label}: refused, logged, nothing played`, async () => {
      const { game, sent, logged, referee } = host();
      referee.open(1);
      await referee.receive(1, hello());
      sent.length = 0;
      await referee.receive(1, message);
      assert.deepEqual(game.moves, []);
      assert.deepEqual(sent, [[1, { t: "refused", key: `devices.refused.${key}` }]]);
      assert.equal(logged.length, 1);
      assert.equal(logged[0].key, key);
      assert.equal(referee.log.length, 1);
    });
  }

  test("an old number is refused as stale; a move before hello is refused", async () => {
    const { game, sent, referee } = host();
    referee.open(1);
    await referee.receive(1, moveMessage(1, TOKEN, "a", 0));
    assert.deepEqual(sent.pop(), [1, { t: "refused", key: "devices.refused.hello" }]);
    await referee.receive(1, hello());
    await referee.receive(1, moveMessage(5, TOKEN, "a", 0));
    game.turn = 1;
    await referee.receive(1, moveMessage(6, TOKEN, "b", 1));
    await referee.receive(1, moveMessage(5, TOKEN, "c", 2));
    assert.deepEqual(sent.pop(), [1, { t: "refused", key: "devices.refused.stale", seq: 5 }]);
    assert.deepEqual(game.moves, ["a", "b"]);
  });

  test("a move made in another position (sent again to a host that reloaded) is refused, with the position", async () => {
    const { game, sent, referee } = host();
    referee.open(1);
    await referee.receive(1, hello());
    await referee.receive(1, moveMessage(1, TOKEN, "claim", 0));
    assert.deepEqual(game.moves, ["claim"]);
    // The host reloads (a new referee, the game as saved); the guest sends its last move again.
    const again = new Referee({ ...referee.hooks });
    again.open(1);
    await again.receive(1, hello());
    sent.length = 0;
    await again.receive(1, moveMessage(1, TOKEN, "claim", 0));
    assert.deepEqual(game.moves, ["claim"], "not played twice");
    assert.deepEqual(sent.map(([, m]) => m.t), ["refused", "view"]);
    assert.deepEqual(sent[0][1], { t: "refused", key: "devices.refused.stale", seq: 1 });
  });

  test("a seat without an invite gets nothing; a guest is sent only its own seat's view", async () => {
    const { sent, referee } = host();
    await referee.receive(0, hello());
    assert.deepEqual(sent, []);
    referee.open(1);
    referee.open(2);
    await referee.receive(1, hello("abcdefghijklmnop0001"));
    await referee.receive(2, hello("abcdefghijklmnop0002", "en"));
    sent.length = 0;
    await referee.update();
    assert.deepEqual(sent.map(([s, m]) => [s, m.snapshot.viewer, m.snapshot.lang]), [[1, 1, "de"], [2, 2, "en"]]);
    assert.ok(!JSON.stringify(sent).includes("seat 0's hand"));
    const numbers = sent.map(([, m]) => m.n);
    assert.ok(numbers[1] > numbers[0]);
  });

  test("a spectator (a negative seat) is welcomed and sent its view, and plays nothing", async () => {
    const { game, sent, logged, referee } = host();
    referee.open(-1);
    await referee.receive(-1, hello());
    assert.deepEqual(sent.map(([s, m]) => [s, m.t]), [[-1, "welcome"], [-1, "view"]]);
    assert.equal(sent[1][1].snapshot.viewer, -1);
    sent.length = 0;
    await referee.receive(-1, moveMessage(1, TOKEN, "draw", 0));
    assert.deepEqual(sent, [[-1, { t: "refused", key: "devices.refused.watcher" }]]);
    assert.deepEqual(game.moves, []);
    assert.equal(logged[0].key, "watcher");
  });

  test("close tells every connected guest", async () => {
    const { sent, referee } = host();
    referee.open(1);
    referee.open(2);
    await referee.receive(1, hello());
    sent.length = 0;
    referee.close();
    assert.deepEqual(sent, [[1, { t: "bye" }]]);
  });
});

describe("a guest and the host", () => {
  /** A guest wired to a host's seat 1 through a channel that can drop messages. */
  function pair() {
    const h = host();
    h.referee.open(1);
    /** @type {import("../js/net/guestside.js").SeatKeep[]} */
    const kept = [];
    const events = /** @type {string[]} */ ([]);
    let up = true;
    /** @type {Promise<void>[]} */
    const flying = [];
    const guest = new GuestSide(null, {
      send: (text) => { if (up) flying.push(h.referee.receive(1, text)); },
      keep: (k) => kept.push(k),
      welcome: (seat, name) => events.push(`welcome ${seat} ${name}`),
      view: (snap) => events.push(`view ${/** @type {any} */ (snap).moves_played}`),
      answer: (ok, error) => events.push(`answer ${ok} ${error}`),
      refused: (key) => events.push(`refused ${key}`),
      bye: () => events.push("bye"),
    });
    const deliver = () => {
      for (const [, m] of h.sent.splice(0)) if (up) guest.receive(JSON.stringify(m));
    };
    const settle = async () => {
      while (flying.length) await flying.shift();
      deliver();
    };
    return { ...h, guest, kept, events, settle, setUp: (/** @type {boolean} */ v) => { up = v; } };
  }

  test("hello, a move, its answer and the new view", async () => {
    const p = pair();
    p.guest.hello("en");
    await p.settle();
    assert.ok(p.guest.move("draw"));
    assert.ok(!p.guest.move("draw again"), "one move at a time");
    await p.settle();
    await p.referee.update();
    p.guest.receive("not json");
    await p.settle();
    assert.deepEqual(p.events, ["welcome 1 Ben", "view 0", "answer true ", "view 1"]);
    assert.deepEqual(p.kept.at(-1), { token: p.guest.token, seq: 1 });
  });

  test("a move whose answer was lost is sent again after reconnecting, and played once", async () => {
    const p = pair();
    p.guest.hello("en");
    await p.settle();
    p.guest.move("draw");
    await Promise.resolve();
    p.setUp(false); // the answer is lost on the way back
    await new Promise((r) => { setTimeout(r, 20); });
    p.sent.length = 0;
    p.setUp(true);
    // A reload: a new GuestSide from what storage kept.
    const again = new GuestSide(p.kept.at(-1) ?? null, {
      send: (text) => { p.referee.receive(1, text); }, keep: () => {}, welcome: () => {}, view: () => {},
      answer: () => {}, refused: () => {}, bye: () => {},
    });
    assert.equal(again.token, p.guest.token);
    p.guest.hello("en"); // the same page reconnected: sends the waiting move again
    await p.settle();
    await new Promise((r) => { setTimeout(r, 20); });
    await p.settle();
    assert.deepEqual(p.game.moves, ["draw"]);
    assert.ok(p.events.includes("answer true "));
  });

  test("a hello lost on the way is said again: welcomed then, once connected, and nothing refused", async () => {
    const p = pair();
    p.setUp(false);
    p.guest.hello("en"); // lost
    await p.settle();
    assert.equal(p.guest.welcomed, false, "no welcome: the page says hello again");
    p.setUp(true);
    p.guest.hello("en");
    p.guest.hello("en"); // said again before the first welcome arrived: answered the same way
    await p.settle();
    assert.equal(p.guest.welcomed, true);
    assert.deepEqual(p.events, ["welcome 1 Ben", "welcome 1 Ben", "view 0", "view 0"]);
    assert.deepEqual(p.logged, []);
    assert.ok(p.guest.move("draw"));
    await p.settle();
    assert.deepEqual(p.game.moves, ["draw"]);
  });

  test("an older view arriving late is dropped; a refusal's key reaches the page", () => {
    /** @type {string[]} */
    const events = [];
    const guest = new GuestSide({ token: TOKEN, seq: 4 }, {
      send: () => {}, keep: () => {}, welcome: () => {}, answer: () => {}, bye: () => {},
      view: (snap) => events.push(`view ${/** @type {any} */ (snap).k}`), refused: (key) => events.push(key),
    });
    guest.receive(JSON.stringify({ t: "view", n: 3, snapshot: { k: "c" } }));
    guest.receive(JSON.stringify({ t: "view", n: 2, snapshot: { k: "b" } }));
    guest.receive(JSON.stringify({ t: "refused", key: "devices.refused.token" }));
    guest.receive(JSON.stringify({ t: "refused", key: "<script>" }));
    assert.deepEqual(events, ["view c", "devices.refused.token"]);
  });
});

describe("tokens and frames", () => {
  test("a token is 22 base64url characters, new each time", () => {
    const a = newToken();
    assert.match(a, /^[A-Za-z0-9_-]{22}$/);
    assert.notEqual(a, newToken());
  });

  test("a long message goes in frames and comes back whole; a too long one is dropped", () => {
    const text = JSON.stringify({ t: "view", svg: "<svg>".repeat(20000) });
    const frames = toFrames(text);
    assert.ok(frames.length > 5 && frames.every((f) => f.length <= 16 * 1024 + 1));
    const joiner = new Joiner(10 ** 6);
    const results = frames.map((f) => joiner.push(f));
    assert.deepEqual(results.slice(0, -1), Array(frames.length - 1).fill(null));
    assert.equal(results.at(-1), text);
    const small = new Joiner(1000);
    assert.equal(frames.map((f) => small.push(f)).at(-1), false);
    assert.equal(small.push(toFrames("hi")[0]), "hi", "the next message is read again");
    assert.equal(small.push(42), false);
    assert.deepEqual(toFrames(""), ["="]);
  });

  test("readMessage reads only objects with a type, within the limit", () => {
    assert.deepEqual(readMessage('{"t":"bye"}', 100), { t: "bye" });
    for (const bad of ["null", "3", '"x"', "{}", '{"t":1}', '{"t":"bye"}'.padEnd(200)]) assert.equal(readMessage(bad, 100), null);
  });
});
