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
  "highlight", "caption", "captions", "origin", "lang", "story"]);
export const optionParam = (/** @type {string} */ key) => (EMBED_PARAMS.has(key) ? `opt.${key}` : key);

/**
 * @typedef {{viewer?: number | null, mode?: string, lang?: string | null}} EmbedChoice
 */

/**
 * The embed.html query for a position, seen by `viewer` (null: spectator, else a seat) in `mode`.
 * @param {Position} pos
 * @param {EmbedChoice} [choice]
 */
export function embedQuery(pos, { viewer = null, mode = "view", lang = null } = {}) {
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
      throw new Error(t("embed.bad_players"));
    }
    if (!Array.isArray(list)) throw new Error(t("embed.bad_players"));
    return list.map((/** @type {any} */ s) =>
      ({ name: String(s?.name ?? s ?? ""), bot: s?.bot in game.bots ? s.bot : null }));
  }
  const names = text.split(",").map((s) => s.trim()).filter(Boolean);
  return names.map((entry) => {
    const cut = entry.lastIndexOf(":");
    const level = cut > 0 ? entry.slice(cut + 1).trim() : "";
    return level in game.bots ? { name: entry.slice(0, cut).trim(), bot: level } : { name: entry, bot: null };
  });
}

/** @param {string | null} text */
export function readList(text) {
  return (text || "").split(",").map((s) => s.trim()).filter(Boolean);
}

/**
 * What an embed shows, read from its URL.
 * @typedef {{game: GameEntry, options: GameOptions, seed: string, moves: string[], viewer: number | null,
 *   mode: "play" | "view", step: number, botDelay: number, story: boolean, highlight: string[], caption: string,
 *   captions: string[], origins: string[]}} EmbedConfig
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
  if (!game) throw new Error(t("embed.unknown_game", { game: gameId ?? "", known: games.map((g) => g.id).join(", ") }));
  const seed = (p.get("seed") || "").trim();
  if (!/^\d+$/.test(seed)) throw new Error(t("embed.need_seed"));

  // Default: the minimum number of seats, all human.
  const named = readPlayers(p.get("players") || "", game);
  const players = named.length ? named
    : Array.from({ length: game.min_players }, (_, i) => ({ name: t("embed.player", { n: i + 1 }), bot: null }));
  // Every option the game has (its `choices`: a variant, house rules), by name.
  /** @type {GameOptions} */
  const options = { players };
  for (const [key, spec] of Object.entries(game.choices || {})) {
    const value = p.get(`opt.${key}`) ?? (EMBED_PARAMS.has(key) ? null : p.get(key));
    if (value === null || value === "") continue;
    if (!(value in spec.choices)) {
      throw new Error(t("embed.bad_choice", { key, value, known: Object.keys(spec.choices).join(", ") }));
    }
    options[key] = value;
  }

  const moves = readList(p.get("moves"));
  const viewerText = (p.get("viewer") || "spectator").trim().toLowerCase();
  let viewer = null;
  if (viewerText !== "spectator") {
    const seat = Number(viewerText);
    if (!Number.isInteger(seat) || seat < 1 || seat > players.length) {
      throw new Error(t("embed.bad_viewer", { max: players.length }));
    }
    viewer = seat - 1;
  }
  const mode = p.get("mode") === "play" ? "play" : "view";
  const stepText = p.get("step");
  const step = stepText === null ? moves.length : Math.max(0, Math.min(moves.length, Number(stepText) || 0));
  const botDelay = p.has("botDelay") ? Math.max(0, Number(p.get("botDelay")) || 0) : 600;
  /** @type {string[]} */
  let captions = [];
  if (p.has("captions")) {
    try {
      const list = JSON.parse(p.get("captions") ?? "null");
      captions = Array.isArray(list)
        ? list.map((/** @type {unknown} */ c) => (c === null || c === undefined ? "" : String(c))) : [];
    } catch {
      throw new Error(t("embed.bad_captions"));
    }
  }
  // Who may drive the board with postMessage: these origins and this site's own ("*" is never one).
  const origins = [ownOrigin, ...readList(p.get("origin")).filter((o) => o !== "*")
    .map((o) => { try { return new URL(o).origin; } catch { return null; } })
    .filter(/** @type {(o: string | null) => o is string} */ ((o) => Boolean(o)))];
  // story=1: the finished game's score chart, under the board (view) or in the game-over panel (play).
  const story = ["1", "true", "yes"].includes((p.get("story") || "").trim().toLowerCase());
  return { game, options, seed, moves, viewer, mode, step, botDelay, story,
    highlight: readList(p.get("highlight")), caption: p.get("caption") || "", captions, origins: [...new Set(origins)] };
}
