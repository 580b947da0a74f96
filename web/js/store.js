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

import { t } from "./i18n.js";

const PREFIX = "railtable.save.";
const PENDING = "railtable.unsaved.";
const INDEX = "railtable.index";

function storage(kind = "localStorage") {
  try {
    return window[kind]; // throws in some privacy modes
  } catch {
    return null;
  }
}

function getItem(ls, key) {
  try {
    const value = ls ? ls.getItem(key) : null;
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

export function isQuotaError(err) {
  // Chrome/Safari name it; old Firefox used its own name; the numeric codes are the legacy ones.
  return Boolean(err) && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED"
    || err.code === 22 || err.code === 1014);
}

export function newId() {
  if (crypto.randomUUID) return crypto.randomUUID(); // secure contexts only (https, localhost)
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Parse JSON without ever throwing: undefined when it is not JSON. */
export function parseJson(text) {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isCount = (v) => Number.isInteger(v) && v >= 0;
const isText = (v, max = 200) => typeof v === "string" && v.length <= max;

/** One index entry, keeping only the fields of the expected type (an old or damaged one loses the rest). */
export function cleanMeta(meta) {
  if (!isObject(meta)) return {};
  const out = {};
  if (isText(meta.game)) out.game = meta.game;
  if (isText(meta.game_name)) out.game_name = meta.game_name;
  if (Array.isArray(meta.players)) {
    out.players = meta.players.filter((p) => isObject(p) && isText(p.name))
      .map((p) => ({ name: p.name, bot: isText(p.bot) && p.bot ? p.bot : null }));
  }
  if (isCount(meta.moves_played)) out.moves_played = meta.moves_played;
  if (typeof meta.is_over === "boolean") out.is_over = meta.is_over;
  if (isText(meta.updated, 40) && !Number.isNaN(new Date(meta.updated).getTime())) out.updated = meta.updated;
  return out;
}

function readIndex(ls) {
  const index = parseJson(getItem(ls, INDEX));
  if (!isObject(index)) return {}; // a damaged index is only a cache: rebuild it from the save keys
  const clean = {};
  for (const [id, meta] of Object.entries(index)) clean[id] = cleanMeta(meta);
  return clean;
}

function keysWith(ls, prefix) {
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
 */
export function listSaves() {
  const ls = storage();
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

/** The save text of a game: from localStorage, else this tab's unsaved copy; null if none. */
export function readSave(id) {
  const text = getItem(storage(), PREFIX + id);
  if (text !== null) return text;
  const kept = parseJson(getItem(storage("sessionStorage"), PENDING + id));
  return isObject(kept) && typeof kept.text === "string" ? kept.text : null;
}

/** The stored text exactly as it is in localStorage (for detecting another tab's writes). */
export function storedText(id) {
  return getItem(storage(), PREFIX + id);
}

/** The engine's save text without its indentation (the engine reads both the same way). */
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
    return { kind: "error", message: t("save.failed", { reason: err.message || err }) };
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

function keepPending(id, text, meta) {
  try {
    const ss = storage("sessionStorage");
    ss.setItem(PENDING + id, JSON.stringify({ text, meta }));
    return true;
  } catch {
    return false; // even this tab's storage refuses: exporting is the only way left, and the alert says so
  }
}

export function deleteSave(id) {
  for (const [kind, key] of [["localStorage", PREFIX + id], ["sessionStorage", PENDING + id]]) {
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
 */
export function finishedSaves(except, isOver = () => false) {
  return listSaves().filter((s) => !s.pending && s.id !== except
    && (s.meta.is_over === true || (s.meta.is_over === undefined && isOver(s)))).reverse();
}

/**
 * Small preferences (last setup per game, cached game list); failures are ignored.
 * `valid(value)` returns the value to use (possibly repaired) or undefined to ignore what is stored.
 */
export function getPref(name, fallback = null, valid = (v) => v) {
  const value = parseJson(getItem(storage(), `railtable.pref.${name}`));
  if (value === undefined || value === null) return fallback;
  try {
    const checked = valid(value);
    return checked === undefined ? fallback : checked;
  } catch {
    return fallback;
  }
}

export function setPref(name, value) {
  try {
    storage()?.setItem(`railtable.pref.${name}`, JSON.stringify(value));
  } catch {
    // Preferences are a convenience: never disturb play for them.
  }
}

/** A remembered setup ({players: [{name, bot}], options: {key: value}}), repaired; undefined if unusable. */
export function validSetup(setup) {
  if (!isObject(setup) || !Array.isArray(setup.players)) return undefined;
  const players = setup.players.filter((p) => isObject(p) && isText(p.name, 100))
    .map((p) => ({ name: p.name, bot: isText(p.bot) ? p.bot : "" }));
  const options = {};
  if (isObject(setup.options)) {
    for (const [k, v] of Object.entries(setup.options)) if (isText(v)) options[k] = v;
  }
  return players.length === setup.players.length ? { players, options } : undefined;
}
