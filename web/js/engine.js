// The rules engine as seen from JavaScript: pygame_rules.bridge, handed over by main.py once
// Pyodide is up.  Every call takes strings/numbers/null and answers JSON, decoded here.
// Save texts are checked for size and nesting before they reach Python (see guard.js).

import { saveTextProblem } from "./guard.js";
import { t } from "./i18n.js";

let api = null;

/** The game list build.py wrote into the page (bridge.games() at build time): no wait for Python. */
export function staticGames() {
  try {
    const list = JSON.parse(document.getElementById("rt-games")?.textContent || "[]");
    return Array.isArray(list) && list.length ? list : null;
  } catch {
    return null;
  }
}
const waiting = [];

/** Resolves with the engine once Python has booted (immediately if it already has). */
export function engineReady() {
  if (api) return Promise.resolve(engine);
  return new Promise((resolve) => waiting.push(resolve));
}

function attach(bridge) {
  api = bridge;
  for (const resolve of waiting.splice(0)) resolve(engine);
}

// main.py sets window.railTableBridge and fires "railtable:bridge"; either may come first
// relative to this module, so look for both.
if (window.railTableBridge) attach(window.railTableBridge);
addEventListener("railtable:bridge", () => attach(window.railTableBridge));

/**
 * Where the time goes, in milliseconds since the page loaded (benchmarks/bench.py reads the
 * differences): python, inside the bridge's functions (main.py adds it); bridge, the calls' cost
 * around that (crossing into Pyodide, JSON decoding); dom, drawing a snapshot (tableview.js).
 */
export const perf = (window.railTablePerf ??= { python: 0, bridge: 0, dom: 0 });

function call(name, ...args) {
  if (!api) throw new Error(t("app.engine_loading"));
  // JS undefined always arrives in Python as None; null may arrive as a JsNull object (newer
  // Pyodide), so nulls are sent as undefined.
  args = args.map((a) => (a === null ? undefined : a));
  const t0 = performance.now();
  const python = perf.python;
  let raw;
  try {
    raw = api[name](...args);
  } catch (err) {
    // A Python exception escaping the bridge is a bug; report it as a failed call, not a crash.
    console.error(`bridge.${name} raised`, err);
    return { ok: false, error: t("app.internal_error", { call: name, reason: String(err.message || err).split("\n").slice(-2).join(" ") }) };
  }
  const answer = JSON.parse(raw);
  perf.bridge += performance.now() - t0 - (perf.python - python);
  return answer;
}

function guarded(text) {
  const problem = saveTextProblem(text);
  return problem ? { ok: false, error: problem } : null;
}

/** Is the runtime still answering? (false once Python has failed for good) */
export function engineHealthy() {
  try {
    return Boolean(api) && JSON.parse(api.version()).ok === true;
  } catch {
    return false;
  }
}

export const engine = {
  version: () => call("version").version,
  // The language of everything the engine says from now on (status lines, labels, logs, errors).
  setLanguage: (lang) => call("set_language", lang),
  games: () => call("games"),
  newGame: (gameId, options, seed) => call("new_game", gameId, JSON.stringify(options), seed ?? ""),
  openSave: (text) => guarded(text) || call("open_save", text),
  replay: (gameId, options, seed, moves) =>
    call("replay", gameId, JSON.stringify(options), seed, JSON.stringify(moves)),
  play: (move) => call("play", move),
  undo: () => call("undo"),
  botStep: () => call("bot_step"),
  table: () => call("table"),
  // shown: {board, hand} tokens of the drawings on screen (TableView.shown()) to get patches against.
  snapshot: (viewer, shown = null) => call("snapshot", viewer, shown ? JSON.stringify(shown) : null),
  inspectSave: (text) => guarded(text) || call("inspect_save", text),
  // A finished game's score chart (null while the moves do not finish it); at: the position shown.
  story: (gameId, options, seed, moves, version = null, at = null) =>
    call("story", gameId, JSON.stringify(options), String(seed), JSON.stringify(moves), version, at),
};
