// Saved games in localStorage.
//
//   railtable.save.<id>   the save, as the engine wrote it but without indentation (compact:
//                         a long four-player game is about 3.5 kB, so well over a thousand fit)
//   railtable.index       {<id>: {game_name, players, moves_played, is_over, updated}}: what the
//                         home page shows before Python is up.  Only a cache: the save keys are
//                         the truth, so a save missing from the index is still listed.
//   railtable.unsaved.<id> (sessionStorage) a game localStorage refused (full): kept for this tab,
//                         so a reload does not lose it, until a later write succeeds.
//
// Nothing is ever deleted except by deleteSave(), which only an explicit user action calls:
// a save the engine cannot open stays (it may open in a newer version, or be exported and fixed).
//
// Every value read back is checked: storage may hold anything (an older release's shapes, another
// page's experiments, a damaged profile), and nothing found there may stop the page from loading.

import { reasonOf, t } from "./i18n.js";

const PREFIX = "railtable.save.";
const PENDING = "railtable.unsaved.";
const INDEX = "railtable.index";

/**
 * An index entry as cleanMeta() keeps it: only fields of the expected type.
 * @typedef {{game?: string, game_name?: string, players?: {name: string, bot: string | null}[],
 *   moves_played?: number, is_over?: boolean, updated?: string}} SaveMeta
 */
/**
 * A stored game as listSaves() gives it.
 * @typedef {{id: string, text: string | null, meta: SaveMeta, pending: boolean}} SaveEntry
 */
/**
 * Why a save was not stored (writeSave()).
 * @typedef {{kind: "conflict" | "full" | "error", message: string}} SaveProblem
 */

/**
 * The browser's storage, or null where the page may not use it.
 * @param {"localStorage" | "sessionStorage"} [kind]
 * @returns {Storage | null}
 */
function storage(kind = "localStorage") {
  try {
    return window[kind]; // throws in some privacy modes
  } catch {
    return null;
  }
}

/**
 * @param {Storage | null} ls
 * @param {string} key
 * @returns {string | null}
 */
function getItem(ls, key) {
  try {
    const value = ls ? ls.getItem(key) : null;
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether `err` (what setItem threw) says the storage is full.
 * @param {unknown} err
 */
export function isQuotaError(err) {
  // Chrome/Safari name it; old Firefox used its own name; the numeric codes are the legacy ones.
  if (err === null || typeof err !== "object") return false;
  const { name, code } = /** @type {{name?: unknown, code?: unknown}} */ (err);
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

/** A new game's id: random, so two tabs (or two devices' exports) never pick the same. */
export function newId() {
  if (crypto.randomUUID) return crypto.randomUUID(); // secure contexts only (https, localhost)
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Parse JSON without ever throwing: undefined when it is not JSON.
 * @param {unknown} text
 * @returns {unknown}
 */
export function parseJson(text) {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** @type {(v: unknown) => v is Record<string, any>} */
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
/** @type {(v: unknown) => v is number} */
const isCount = (v) => Number.isInteger(v) && /** @type {number} */ (v) >= 0;
/** @type {(v: unknown, max?: number) => v is string} */
const isText = (v, max = 200) => typeof v === "string" && v.length <= max;

/**
 * One index entry, keeping only the fields of the expected type (an old or damaged one loses the rest).
 * @param {unknown} meta
 * @returns {SaveMeta}
 */
export function cleanMeta(meta) {
  if (!isObject(meta)) return {};
  /** @type {SaveMeta} */
  const out = {};
  if (isText(meta.game)) out.game = meta.game;
  if (isText(meta.game_name)) out.game_name = meta.game_name;
  if (Array.isArray(meta.players)) {
    out.players = meta.players.filter((/** @type {unknown} */ p) => isObject(p) && isText(p.name))
      .map((p) => ({ name: p.name, bot: isText(p.bot) && p.bot ? p.bot : null }));
  }
  if (isCount(meta.moves_played)) out.moves_played = meta.moves_played;
  if (typeof meta.is_over === "boolean") out.is_over = meta.is_over;
  if (isText(meta.updated, 40) && !Number.isNaN(new Date(meta.updated).getTime())) out.updated = meta.updated;
  return out;
}

/**
 * @param {Storage} ls
 * @returns {Record<string, SaveMeta>}
 */
function readIndex(ls) {
  const index = parseJson(getItem(ls, INDEX));
  if (!isObject(index)) return {}; // a damaged index is only a cache: rebuild it from the save keys
  /** @type {Record<string, SaveMeta>} */
  const clean = {};
  for (const [id, meta] of Object.entries(index)) clean[id] = cleanMeta(meta);
  return clean;
}

/**
 * The ids of the keys in `ls` that start with `prefix`.
 * @param {Storage} ls
 * @param {string} prefix
 */
function keysWith(ls, prefix) {
  /** @type {string[]} */
  const ids = [];
  try {
    for (let i = 0; i < ls.length; i++) {
      const key = ls.key(i);
      if (typeof key === "string" && key.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
  } catch {
    // A storage that cannot even list its keys holds nothing we can show.
  }
  return ids;
}

/**
 * All saves, newest first: [{id, text, meta, pending}] (meta may be {} for a save the index lost;
 * pending: kept only in this tab because the browser's storage was full).
 * @returns {SaveEntry[]}
 */
export function listSaves() {
  const ls = storage();
  /** @type {SaveEntry[]} */
  const saves = [];
  const seen = new Set();
  if (ls) {
    const index = readIndex(ls);
    for (const id of keysWith(ls, PREFIX)) {
      seen.add(id);
      saves.push({ id, text: getItem(ls, PREFIX + id), meta: index[id] || {}, pending: false });
    }
  }
  const ss = storage("sessionStorage");
  if (ss) {
    for (const id of keysWith(ss, PENDING)) {
      if (seen.has(id)) continue;
      const kept = parseJson(getItem(ss, PENDING + id));
      if (isObject(kept) && typeof kept.text === "string") {
        saves.push({ id, text: kept.text, meta: cleanMeta(kept.meta), pending: true });
      }
    }
  }
  return saves.sort((a, b) => String(b.meta.updated || "").localeCompare(String(a.meta.updated || "")));
}

/**
 * The save text of a game: from localStorage, else this tab's unsaved copy; null if none.
 * @param {string} id
 * @returns {string | null}
 */
export function readSave(id) {
  const text = getItem(storage(), PREFIX + id);
  if (text !== null) return text;
  const kept = parseJson(getItem(storage("sessionStorage"), PENDING + id));
  return isObject(kept) && typeof kept.text === "string" ? kept.text : null;
}

/**
 * The stored text exactly as it is in localStorage (for detecting another tab's writes).
 * @param {string} id
 */
export function storedText(id) {
  return getItem(storage(), PREFIX + id);
}

/**
 * The engine's save text without its indentation (the engine reads both the same way).
 * @param {string} text
 * @returns {string}
 */
export function compact(text) {
  const data = parseJson(text);
  return data === undefined ? text : JSON.stringify(data);
}

/**
 * Store a save.  Returns null when stored, else {kind, message} for the player:
 *   kind "conflict": localStorage no longer holds `expected` (another tab moved this game on):
 *                    nothing was written;
 *   kind "full":     the browser refused for lack of room (the game is kept for this tab);
 *   kind "error":    any other refusal.
 * `expected` is the text this tab last read or wrote for the game (undefined: do not check).
 * @param {string} id
 * @param {string} text
 * @param {unknown} meta  what the home page lists (cleanMeta() keeps what it may)
 * @param {string | null} [expected]
 * @returns {SaveProblem | null}
 */
export function writeSave(id, text, meta, expected) {
  const ls = storage();
  if (!ls) return { kind: "error", message: t("save.no_storage") };
  const stored = compact(text);
  if (expected !== undefined && storedText(id) !== expected) {
    return { kind: "conflict", message: t("save.conflict") };
  }
  const entry = { ...cleanMeta(meta), updated: new Date().toISOString() };
  try {
    ls.setItem(PREFIX + id, stored);
  } catch (err) {
    const kept = keepPending(id, stored, entry);
    if (isQuotaError(err)) {
      return { kind: "full", message: t(kept ? "save.full_kept" : "save.full_lost") };
    }
    return { kind: "error", message: t("save.failed", { reason: reasonOf(err) }) };
  }
  try {
    storage("sessionStorage")?.removeItem(PENDING + id);
  } catch {
    // Nothing kept there, or nothing to be done about it.
  }
  try {
    const index = readIndex(ls);
    index[id] = entry;
    ls.setItem(INDEX, JSON.stringify(index));
  } catch {
    // The save itself is stored; the index is only a cache for the home page.
  }
  return null;
}

/**
 * Keep a save this tab could not store in localStorage in its sessionStorage; false if even that fails.
 * @param {string} id
 * @param {string} text
 * @param {SaveMeta} meta
 */
function keepPending(id, text, meta) {
  try {
    const ss = storage("sessionStorage");
    if (!ss) return false;
    ss.setItem(PENDING + id, JSON.stringify({ text, meta }));
    return true;
  } catch {
    return false; // even this tab's storage refuses: exporting is the only way left, and the alert says so
  }
}

/**
 * Delete a game (only an explicit user action calls this): its save, its unsaved copy, its index entry.
 * @param {string} id
 */
export function deleteSave(id) {
  /** @type {["localStorage" | "sessionStorage", string][]} */
  const keys = [["localStorage", PREFIX + id], ["sessionStorage", PENDING + id]];
  for (const [kind, key] of keys) {
    try {
      storage(kind)?.removeItem(key);
    } catch {
      // Gone already, or storage unavailable.
    }
  }
  const ls = storage();
  if (!ls) return;
  const index = readIndex(ls);
  delete index[id];
  try {
    ls.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Removing entries only shrinks the index; nothing to do if even that fails.
  }
}

/**
 * Finished games in localStorage other than `except`, oldest first: what can go to make room.
 * `isOver(save)` decides for a save the index says nothing about.
 * @param {string} except
 * @param {(save: SaveEntry) => boolean} [isOver]
 * @returns {SaveEntry[]}
 */
export function finishedSaves(except, isOver = () => false) {
  return listSaves().filter((s) => !s.pending && s.id !== except
    && (s.meta.is_over === true || (s.meta.is_over === undefined && isOver(s)))).reverse();
}

/**
 * Small preferences (last setup per game, cached game list); failures are ignored.
 * `valid(value)` returns the value to use (possibly repaired) or undefined to ignore what is stored.
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @param {(value: unknown) => T | undefined} valid
 * @returns {T}
 */
export function getPref(name, fallback, valid) {
  const value = parseJson(getItem(storage(), `railtable.pref.${name}`));
  if (value === undefined || value === null) return fallback;
  try {
    const checked = valid(value);
    return checked === undefined ? fallback : checked;
  } catch {
    return fallback;
  }
}

/**
 * @param {string} name
 * @param {unknown} value  anything JSON can hold
 */
export function setPref(name, value) {
  try {
    storage()?.setItem(`railtable.pref.${name}`, JSON.stringify(value));
  } catch {
    // Preferences are a convenience: never disturb play for them.
  }
}

/**
 * A remembered setup ({players: [{name, bot}], options: {key: value}}), repaired; undefined if unusable.
 * @param {unknown} setup
 * @returns {{players: {name: string, bot: string}[], options: Record<string, string>} | undefined}
 */
export function validSetup(setup) {
  if (!isObject(setup) || !Array.isArray(setup.players)) return undefined;
  const players = setup.players.filter((/** @type {unknown} */ p) => isObject(p) && isText(p.name, 100))
    .map((/** @type {{name: string, bot?: unknown}} */ p) => ({ name: p.name, bot: isText(p.bot) ? p.bot : "" }));
  /** @type {Record<string, string>} */
  const options = {};
  if (isObject(setup.options)) {
    for (const [k, v] of Object.entries(setup.options)) if (isText(v)) options[k] = v;
  }
  return players.length === setup.players.length ? { players, options } : undefined;
}
