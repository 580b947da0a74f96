// The embed link's query (embed.html?game=…&seed=…&players=…&moves=…), both ways: written by "Share this
// position" (share.js) and read by the embedded board (embed.js), in one module so that the two cannot
// drift apart, and free of the DOM so that Node's test runner checks it (web/tests/embedlink.test.js).
// The parameters are documented in docs/embedding.md.

import { t } from "./i18n.js";

/**
 * A position as a link needs it: game id, the save's options (seats and choices), seed and moves, and
 * the step shown.  From a table's save text (share.js positionOf) and the game's list entry.
 * @typedef {{game: GameEntry, options: GameOptions, seed: string, moves: string[], step: number}} Position
 */

// -- writing ---------------------------------------------------------------------------------------
/**
 * players=Ann,Bob:strong; as JSON when a name holds a comma or a colon (or looks like JSON).
 * @param {SeatOption[]} players
 */
export function playersParam(players) {
  const plain = players.every((p) => !/[,:]/.test(p.name) && !p.name.startsWith("["));
  if (!plain) return JSON.stringify(players.map((p) => ({ name: p.name, bot: p.bot || null })));
  return players.map((p) => (p.bot ? `${p.name}:${p.bot}` : p.name)).join(",");
}

// The embed's own parameters.  A game's option (choice) of the same name is written "opt.<name>"
// (Silverton's mode=advanced is opt.mode=advanced); any option may be written that way.
export const EMBED_PARAMS = new Set(["game", "seed", "players", "moves", "viewer", "mode", "step", "botDelay",
  "highlight", "caption", "captions", "origin", "lang", "story", "nav"]);
// Written before a game option's name when it is named like a parameter (either works; links are written with opt.).
const OPTION_PREFIXES = ["option.", "opt."];

/**
 * A parameter the embed cannot use: `code` tells a lesson page which (docs/embedding.md lists them),
 * the message says it to the reader in the board's language.
 */
export class EmbedError extends Error {
  /** @param {string} code  @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
export const optionParam = (/** @type {string} */ key) => (EMBED_PARAMS.has(key) ? `opt.${key}` : key);

/**
 * @typedef {{viewer?: number | null, mode?: string, lang?: string | null, caption?: string, highlight?: string,
 *   origin?: string}} EmbedChoice  origin: the page that will show the board (it may then drive it and hear its moves)
 */

/**
 * The embed.html query for a position, seen by `viewer` (null: spectator, else a seat) in `mode`.
 * @param {Position} pos
 * @param {EmbedChoice} [choice]
 */
export function embedQuery(pos, { viewer = null, mode = "view", lang = null, caption = "", highlight = "", origin = "" } = {}) {
  const q = new URLSearchParams();
  q.set("game", pos.game.id);
  q.set("seed", pos.seed);
  q.set("players", playersParam(pos.options.players || []));
  for (const [key, spec] of Object.entries(pos.game.choices || {})) {
    const value = pos.options[key];
    if (value !== undefined && value !== spec.default) q.set(optionParam(key), String(value));
  }
  const moves = mode === "play" ? pos.moves.slice(0, pos.step) : pos.moves;
  if (moves.length) q.set("moves", moves.join(","));
  if (viewer !== null) q.set("viewer", String(viewer + 1));
  if (mode === "play") q.set("mode", "play");
  else if (pos.step !== pos.moves.length) q.set("step", String(pos.step));
  if (lang) q.set("lang", lang);
  if (highlight.trim()) q.set("highlight", readList(highlight).join(","));
  if (caption.trim()) q.set("caption", caption.trim());
  const page = linkOrigins(`?origin=${encodeURIComponent(origin)}`, "").filter(Boolean);
  if (page.length) q.set("origin", page.join(","));
  // Commas and colons read better unescaped, and URLSearchParams escapes them needlessly.
  return q.toString().replace(/%2C/g, ",").replace(/%3A/g, ":");
}

// -- reading ---------------------------------------------------------------------------------------
/**
 * players=Ann,Bob:standard (":level" makes a seat a bot), or a JSON list of {name, bot}.
 * @param {string} text
 * @param {GameEntry} game
 * @returns {SeatOption[]}
 */
export function readPlayers(text, game) {
  if (text.trim().startsWith("[")) {
    let list;
    try {
      list = JSON.parse(text);
    } catch {
      throw new EmbedError("bad_players", t("embed.bad_players"));
    }
    if (!Array.isArray(list)) throw new EmbedError("bad_players", t("embed.bad_players"));
    return list.map((/** @type {any} */ s) => {
      const name = String(s?.name ?? s ?? "");
      const bot = s?.bot === undefined || s?.bot === null || s?.bot === "" ? null : String(s.bot);
      return { name, bot: bot === null ? null : botLevel(name, bot, game) };
    });
  }
  const names = text.split(",").map((s) => s.trim()).filter(Boolean);
  // "Name:level": a seat for a bot of that level.  A level the game has no bot of is refused by name
  // (it used to make a human seat called "Ben:standard"); a name with a colon goes in the JSON form.
  return names.map((entry) => {
    const cut = entry.lastIndexOf(":");
    if (cut <= 0) return { name: entry, bot: null };
    const name = entry.slice(0, cut).trim();
    return { name, bot: botLevel(name, entry.slice(cut + 1).trim(), game) };
  });
}

/**
 * @param {string} name
 * @param {string} level
 * @param {GameEntry} game
 */
function botLevel(name, level, game) {
  if (Object.hasOwn(game.bots || {}, level)) return level;
  const known = Object.keys(game.bots || {}).join(", ");
  throw new EmbedError("bad_level", known ? t("embed.bad_level", { name, level, known })
    : t("embed.no_bots", { name, level }));
}

/** @param {string | null} text */
export function readList(text) {
  return (text || "").split(",").map((s) => s.trim()).filter(Boolean);
}

/**
 * Who may drive the board with postMessage and hear its moves: the origins in origin= and this site's own
 * ("*" is never one).  Read on its own too: a link whose other parameters are wrong still names them.
 * @param {string} search
 * @param {string} ownOrigin
 */
export function linkOrigins(search, ownOrigin) {
  const origins = [ownOrigin, ...readList(new URLSearchParams(search).get("origin")).filter((o) => o !== "*")
    .map((o) => { try { return new URL(o).origin; } catch { return null; } })
    .filter(/** @type {(o: string | null) => o is string} */ ((o) => Boolean(o)))];
  return [...new Set(origins)];
}

/**
 * What an embed shows, read from its URL.
 * @typedef {{game: GameEntry, options: GameOptions, seed: string, moves: string[], viewer: number | null,
 *   mode: "play" | "view", step: number, botDelay: number, story: boolean, nav: boolean, highlight: string[],
 *   caption: string, captions: string[], origins: string[], named: boolean}} EmbedConfig
 * named: the link names origins (origin=), so the page around may hear the position's moves.
 */

/**
 * Read the URL, or throw (the error's message is for the reader).
 * @param {string} search
 * @param {GameEntry[]} games
 * @param {string} ownOrigin  this site's origin (location.origin), always allowed to drive the board
 * @returns {EmbedConfig}
 */
export function readParams(search, games, ownOrigin = location.origin) {
  const p = new URLSearchParams(search);
  const gameId = p.get("game") || (games.length === 1 ? games[0].id : null);
  const game = games.find((g) => g.id === gameId);
  if (!game) {
    throw new EmbedError("unknown_game",
      t("embed.unknown_game", { game: gameId ?? "", known: games.map((g) => g.id).join(", ") }));
  }
  const seed = (p.get("seed") || "").trim();
  if (!/^\d+$/.test(seed)) {
    throw new EmbedError("bad_seed", seed ? t("embed.bad_seed", { value: seed }) : t("embed.need_seed"));
  }
  const choices = game.choices || {};
  // Every parameter is one of the embed's, or an option of the game: a misspelled one is refused by name
  // (a lesson that says "caption" but wrote "captoin" must not silently show no caption).
  for (const key of new Set(p.keys())) {
    const bare = OPTION_PREFIXES.reduce((k, pre) => (k.startsWith(pre) ? k.slice(pre.length) : k), key);
    if (EMBED_PARAMS.has(key) || Object.hasOwn(choices, bare)) continue;
    throw new EmbedError("unknown_param", t("embed.unknown_param", { name: key,
      known: [...EMBED_PARAMS, ...Object.keys(choices).map(optionParam)].join(", ") }));
  }

  // Default: the minimum number of seats, all human.
  const named = readPlayers(p.get("players") || "", game);
  const players = named.length ? named
    : Array.from({ length: game.min_players }, (_, i) => ({ name: t("embed.player", { n: i + 1 }), bot: null }));
  // The embed's mode is view or play; an older link wrote Silverton's option as mode=advanced, which
  // still means the option when it is one of its values (and option.mode does not say otherwise).
  const modeText = (p.get("mode") || "view").trim().toLowerCase();
  const modeIsOption = !["view", "play"].includes(modeText) && Object.hasOwn(choices, "mode")
    && Object.hasOwn(choices.mode.choices, modeText) && !OPTION_PREFIXES.some((pre) => p.has(`${pre}mode`));
  if (!["view", "play"].includes(modeText) && !modeIsOption) {
    throw new EmbedError("bad_mode", t("embed.bad_mode", { mode: modeText }));
  }
  const mode = modeText === "play" ? "play" : "view";
  // Every option the game has (its `choices`: a variant, house rules), by name.
  /** @type {GameOptions} */
  const options = { players };
  for (const [key, spec] of Object.entries(choices)) {
    let value = OPTION_PREFIXES.map((pre) => p.get(`${pre}${key}`)).find((v) => v !== null) ?? null;
    if (value === null && !EMBED_PARAMS.has(key)) value = p.get(key);
    if (value === null && key === "mode" && modeIsOption) value = modeText;
    if (value === null || value === "") continue;
    if (!Object.hasOwn(spec.choices, value)) {
      throw new EmbedError("bad_option",
        t("embed.bad_choice", { key: optionParam(key), value, known: Object.keys(spec.choices).join(", ") }));
    }
    options[key] = value;
  }

  const moves = readList(p.get("moves"));
  const viewerText = (p.get("viewer") || "spectator").trim().toLowerCase();
  let viewer = null;
  if (viewerText !== "spectator") {
    const seat = Number(viewerText);
    if (!/^\d+$/.test(viewerText) || seat < 1 || seat > players.length) {
      throw new EmbedError("bad_viewer", t("embed.bad_viewer", { value: viewerText, n: players.length }));
    }
    viewer = seat - 1;
  }
  const stepText = p.get("step");
  if (stepText !== null && !/^\d+$/.test(stepText.trim())) {
    throw new EmbedError("bad_step", t("embed.bad_step", { value: stepText }));
  }
  const step = stepText === null ? moves.length : Math.min(moves.length, Number(stepText));
  const botDelay = p.has("botDelay") ? Math.max(0, Number(p.get("botDelay")) || 0) : 600;
  /** @type {string[]} */
  let captions = [];
  if (p.has("captions")) {
    try {
      const list = JSON.parse(p.get("captions") ?? "null");
      captions = Array.isArray(list)
        ? list.map((/** @type {unknown} */ c) => (c === null || c === undefined ? "" : String(c))) : [];
    } catch {
      throw new EmbedError("bad_captions", t("embed.bad_captions"));
    }
  }
  // story=1: the finished game's score chart, under the board (view) or in the game-over panel (play).
  const story = ["1", "true", "yes"].includes((p.get("story") || "").trim().toLowerCase());
  const lang = p.get("lang");
  if (lang !== null && !["en", "de"].includes(lang.trim().toLowerCase())) {
    throw new EmbedError("bad_lang", t("embed.bad_lang", { value: lang }));
  }
  // nav=0: no First/Back/Next buttons (the lesson page steps the board itself).
  const nav = !["0", "false", "no"].includes((p.get("nav") || "").trim().toLowerCase());
  return { game, options, seed, moves, viewer, mode, step, botDelay, story, nav,
    highlight: readList(p.get("highlight")), caption: p.get("caption") || "", captions, origins: linkOrigins(search, ownOrigin),
    named: readList(p.get("origin")).length > 0 };
}
