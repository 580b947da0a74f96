// embedlink.js: the embed link's query, written by "Share this position" and read by the embedded board.
// What one side writes the other must read back as the same position; what a teacher types by hand is
// read as docs/embedding.md says, and anything else is refused with a message (its key: no catalogue here).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { EMBED_PARAMS, embedQuery, optionParam, playersParam, readList, readParams, readPlayers } from "../js/embedlink.js";

const ORIGIN = "https://rail.example";

/** A game entry as the bridge lists it: a variant choice named like an embed parameter ("mode"). */
const SILVER = /** @type {GameEntry} */ ({
  id: "silverton", name: "Silverton", min_players: 2, max_players: 6, bots: { easy: "", strong: "" },
  default_bot: "strong", blurb: "", prefix: "sv",
  choices: {
    mode: { label: "Rules", default: "basic", choices: { basic: "Basic", advanced: "Advanced" } },
    weather: { label: "Weather", default: "off", choices: { off: "Off", on: "On" } },
  },
});
const DICE = /** @type {GameEntry} */ ({
  id: "railroad_dice", name: "Railroad Dice", min_players: 1, max_players: 4, bots: { standard: "" },
  default_bot: "standard", blurb: "", prefix: "rd", choices: {},
});
const GAMES = [SILVER, DICE];

/**
 * @param {Partial<import("../js/embedlink.js").Position>} over
 * @returns {import("../js/embedlink.js").Position}
 */
const position = (over = {}) => ({
  game: SILVER, seed: "42", moves: ["a1", "draw", "b2"], step: 3,
  options: { players: [{ name: "Ann", bot: null }, { name: "Bot", bot: "strong" }] }, ...over,
});

/** Throws an Error whose message is `key` (the catalogue's key: no catalogue is loaded). */
const refuses = (/** @type {() => unknown} */ fn, /** @type {string} */ key) =>
  assert.throws(fn, (/** @type {Error} */ err) => err.message === key);

describe("writing the link", () => {
  test("a plain position: seats with their bots, seed, moves; commas and colons unescaped", () => {
    assert.equal(embedQuery(position()), "game=silverton&seed=42&players=Ann,Bot:strong&moves=a1,draw,b2");
  });

  test("a viewer is written as a seat number from 1, play mode cuts the moves at the step", () => {
    const q = new URLSearchParams(embedQuery(position({ step: 1 }), { viewer: 1, mode: "play", lang: "de" }));
    assert.equal(q.get("moves"), "a1");
    assert.equal(q.get("viewer"), "2");
    assert.equal(q.get("mode"), "play");
    assert.equal(q.get("step"), null); // the cut moves are the position
    assert.equal(q.get("lang"), "de");
  });

  test("view mode keeps every move and names the step shown, only when it is not the last", () => {
    const q = new URLSearchParams(embedQuery(position({ step: 1 })));
    assert.equal(q.get("moves"), "a1,draw,b2");
    assert.equal(q.get("step"), "1");
    assert.equal(new URLSearchParams(embedQuery(position())).has("step"), false);
  });

  test("no moves, no moves parameter", () => {
    assert.equal(new URLSearchParams(embedQuery(position({ moves: [], step: 0 }))).has("moves"), false);
  });

  test("a choice is written only when it is not the default; one named like an embed parameter as opt.<name>", () => {
    assert.equal(optionParam("mode"), "opt.mode");
    assert.equal(optionParam("weather"), "weather");
    const q = new URLSearchParams(embedQuery(position({ options: { players: [{ name: "A", bot: null }], mode: "advanced",
      weather: "off" } })));
    assert.equal(q.get("opt.mode"), "advanced");
    assert.equal(q.get("mode"), null); // that would mean play/view
    assert.equal(q.has("weather"), false);
  });

  test("every embed parameter a lesson page can give is reserved", () => {
    for (const key of ["game", "seed", "players", "moves", "viewer", "mode", "step", "origin", "lang", "story"]) {
      assert.ok(EMBED_PARAMS.has(key), key);
    }
  });

  test("names with a comma or colon, or that look like JSON, are written as JSON", () => {
    assert.equal(playersParam([{ name: "Ann", bot: null }, { name: "B", bot: "easy" }]), "Ann,B:easy");
    for (const odd of ["Smith, J.", "Re: Ann", "[x]"]) {
      const text = playersParam([{ name: odd, bot: null }, { name: "B", bot: "easy" }]);
      assert.deepEqual(JSON.parse(text), [{ name: odd, bot: null }, { name: "B", bot: "easy" }]);
    }
  });
});

describe("reading the link", () => {
  test("what the share dialog writes reads back as the same position", () => {
    const seats = [{ name: "Smith, J.", bot: null }, { name: "Re: Bot", bot: "easy" }, { name: "Cy", bot: "strong" }];
    const pos = position({ step: 2, options: { players: seats, mode: "advanced", weather: "on" } });
    for (const choice of [{}, { viewer: 2, mode: "play" }, { viewer: 0 }]) {
      const cfg = readParams(`?${embedQuery(pos, choice)}`, GAMES, ORIGIN);
      const play = choice.mode === "play";
      assert.equal(cfg.game, SILVER);
      assert.equal(cfg.seed, "42");
      assert.deepEqual(cfg.options, { players: seats, mode: "advanced", weather: "on" });
      assert.deepEqual(cfg.moves, play ? ["a1", "draw"] : ["a1", "draw", "b2"]);
      assert.equal(cfg.step, 2);
      assert.equal(cfg.mode, play ? "play" : "view");
      assert.equal(cfg.viewer, choice.viewer ?? null);
    }
  });

  test("defaults: spectator, view mode, the last step, the fewest seats all human, 600 ms bot pace", () => {
    const cfg = readParams("?game=railroad_dice&seed=7", GAMES, ORIGIN);
    assert.equal(cfg.viewer, null);
    assert.equal(cfg.mode, "view");
    assert.deepEqual(cfg.moves, []);
    assert.equal(cfg.step, 0);
    assert.equal(cfg.botDelay, 600);
    assert.equal(cfg.story, false);
    assert.deepEqual(cfg.options.players, [{ name: "embed.player", bot: null }]);
    assert.deepEqual(cfg.origins, [ORIGIN]);
  });

  test("a site with one game needs no game=", () => {
    assert.equal(readParams("?seed=1", [DICE], ORIGIN).game, DICE);
    refuses(() => readParams("?seed=1", GAMES, ORIGIN), "embed.unknown_game");
  });

  test("an unknown game, a missing or non-numeric seed, a bad viewer or choice are refused", () => {
    refuses(() => readParams("?game=chess&seed=1", GAMES, ORIGIN), "embed.unknown_game");
    refuses(() => readParams("?game=silverton", GAMES, ORIGIN), "embed.need_seed");
    refuses(() => readParams("?game=silverton&seed=-3", GAMES, ORIGIN), "embed.bad_seed");
    for (const viewer of ["0", "3", "1.5", "you"]) {
      refuses(() => readParams(`?game=silverton&seed=1&players=A,B&viewer=${viewer}`, GAMES, ORIGIN), "embed.bad_viewer");
    }
    refuses(() => readParams("?game=silverton&seed=1&weather=snow", GAMES, ORIGIN), "embed.bad_choice");
    refuses(() => readParams("?game=silverton&seed=1&players=[oops", GAMES, ORIGIN), "embed.bad_players");
    refuses(() => readParams("?game=silverton&seed=1&captions=[1,", GAMES, ORIGIN), "embed.bad_captions");
  });

  test("viewer=spectator in any case, and a seat number", () => {
    assert.equal(readParams("?game=silverton&seed=1&players=A,B&viewer=Spectator", GAMES, ORIGIN).viewer, null);
    assert.equal(readParams("?game=silverton&seed=1&players=A,B&viewer=2", GAMES, ORIGIN).viewer, 1);
  });

  test("mode= means play or view; an older link's mode=advanced still means the game's option", () => {
    const cfg = readParams("?game=silverton&seed=1&mode=advanced", GAMES, ORIGIN);
    assert.equal(cfg.mode, "view");
    assert.equal(cfg.options.mode, "advanced");
    assert.equal(readParams("?game=silverton&seed=1&opt.mode=advanced&mode=play", GAMES, ORIGIN).options.mode, "advanced");
    const both = readParams("?game=silverton&seed=1&option.mode=advanced&mode=play", GAMES, ORIGIN);
    assert.deepEqual([both.mode, both.options.mode], ["play", "advanced"]);
    refuses(() => readParams("?game=silverton&seed=1&mode=playy", GAMES, ORIGIN), "embed.bad_mode");
    refuses(() => readParams("?game=railroad_dice&seed=1&mode=advanced", GAMES, ORIGIN), "embed.bad_mode");
  });

  test("the step is kept within the moves, a step that is not a number is refused; botDelay is never negative", () => {
    const at = (/** @type {string} */ extra) => readParams(`?game=silverton&seed=1&moves=a,b,c${extra}`, GAMES, ORIGIN);
    assert.equal(at("&step=9").step, 3);
    refuses(() => at("&step=-2"), "embed.bad_step");
    refuses(() => at("&step=x"), "embed.bad_step");
    assert.equal(at("&step=1").step, 1);
    assert.equal(at("&botDelay=-50").botDelay, 0);
    assert.equal(at("&botDelay=0").botDelay, 0);
    assert.equal(at("&botDelay=1200").botDelay, 1200);
  });

  test("a seat's :level makes it a bot; a level the game has no bot of is refused by name", () => {
    assert.deepEqual(readPlayers(" Ann , Bob:strong ", SILVER), [{ name: "Ann", bot: null }, { name: "Bob", bot: "strong" }]);
    refuses(() => readPlayers("Ann,Ben:standard", SILVER), "embed.bad_level");
    assert.throws(() => readPlayers("Ann,Ben:standard", SILVER), (/** @type {any} */ e) => e.code === "bad_level");
    refuses(() => readPlayers('[{"name":"A","bot":"chess"}]', SILVER), "embed.bad_level");
    assert.deepEqual(readPlayers('[{"name":"Re: Cy","bot":null},"B",{"name":"C","bot":"easy"}]', SILVER),
      [{ name: "Re: Cy", bot: null }, { name: "B", bot: null }, { name: "C", bot: "easy" }]);
  });

  test("every parameter is the embed's or a game option's: another is refused by name, with a code", () => {
    refuses(() => readParams("?game=silverton&seed=1&captoin=Hi", GAMES, ORIGIN), "embed.unknown_param");
    assert.throws(() => readParams("?game=silverton&seed=1&captoin=Hi", GAMES, ORIGIN),
      (/** @type {any} */ e) => e.code === "unknown_param");
    assert.equal(readParams("?game=silverton&seed=1&weather=on&opt.weather=on", GAMES, ORIGIN).options.weather, "on");
    for (const [q, code] of [["?game=silvertn&seed=1", "unknown_game"], ["?game=silverton&seed=x", "bad_seed"],
      ["?game=silverton&seed=1&viewer=7", "bad_viewer"], ["?game=silverton&seed=1&viewer=0", "bad_viewer"],
      ["?game=silverton&seed=1&weather=rain", "bad_option"],
      // Each of the link's other mistakes has its code too (docs/embedding.md), not a bare Error.
      ["?game=silverton&seed=1&players=[oops", "bad_players"], ['?game=silverton&seed=1&players=["Ann",', "bad_players"],
      ["?game=silverton&seed=1&players=Ann,Ben:standard", "bad_level"],
      ['?game=silverton&seed=1&players=[{"name":"A","bot":"chess"}]', "bad_level"],
      ["?game=silverton&seed=1&mode=advnced", "bad_mode"], ["?game=railroad_dice&seed=1&mode=advanced", "bad_mode"],
      ["?game=silverton&seed=1&step=x", "bad_step"], ["?game=silverton&seed=1&lang=fr", "bad_lang"],
      ["?game=silverton&seed=1&captions=[1,", "bad_captions"]]) {
      assert.throws(() => readParams(q, GAMES, ORIGIN), (/** @type {any} */ e) => e.code === code, q);
    }
  });

  test("nav=0 hides the step buttons; a link with origin= is marked as naming origins", () => {
    assert.equal(readParams("?game=silverton&seed=1", GAMES, ORIGIN).nav, true);
    assert.equal(readParams("?game=silverton&seed=1&nav=0", GAMES, ORIGIN).nav, false);
    assert.equal(readParams("?game=silverton&seed=1", GAMES, ORIGIN).named, false);
    assert.equal(readParams("?game=silverton&seed=1&origin=https://s.example", GAMES, ORIGIN).named, true);
  });

  test("lists drop blanks; captions keep their places (null is an empty caption)", () => {
    assert.deepEqual(readList(" a, ,b,,"), ["a", "b"]);
    assert.deepEqual(readList(null), []);
    const cfg = readParams(`?game=silverton&seed=1&highlight=DEN,route:X-Y&caption=Hi&captions=${
      encodeURIComponent(JSON.stringify(["one", null, 3]))}`, GAMES, ORIGIN);
    assert.deepEqual(cfg.highlight, ["DEN", "route:X-Y"]);
    assert.equal(cfg.caption, "Hi");
    assert.deepEqual(cfg.captions, ["one", "", "3"]);
    assert.deepEqual(readParams('?game=silverton&seed=1&captions={"a":1}', GAMES, ORIGIN).captions, []);
  });

  test("origins: the site's own and each one named, as origins; never '*', never garbage, no repeats", () => {
    const cfg = readParams(`?game=silverton&seed=1&origin=${encodeURIComponent(
      "https://school.example/lesson/1,*,not a url,https://school.example,https://rail.example")}`, GAMES, ORIGIN);
    assert.deepEqual(cfg.origins, [ORIGIN, "https://school.example"]);
  });

  test("story= is on for 1, true or yes only", () => {
    for (const [value, on] of [["1", true], ["TRUE", true], [" yes ", true], ["0", false], ["no", false], ["", false]]) {
      assert.equal(readParams(`?game=silverton&seed=1&story=${encodeURIComponent(String(value))}`, GAMES, ORIGIN).story, on);
    }
  });
});
