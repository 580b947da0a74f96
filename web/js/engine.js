// The rules engine as seen from JavaScript: pygame_rules.bridge, running in a web worker (worker.py,
// started here through PyScript's PyWorker).  The page's main thread only draws and takes input: a bot
// thinking for a second never blocks a scroll or a click.  Every call takes strings/numbers/null and
// resolves with the bridge's JSON answer, decoded.  Calls reach the worker in the order they are made
// and are answered in that order.  Save texts are checked for size and nesting before they leave the
// page (see guard.js).

import { saveTextProblem } from "./guard.js";
import { reasonOf, t } from "./i18n.js";

/** The game list build.py wrote into the page (bridge.games() at build time): no wait for Python. */
/** @returns {GameEntry[] | null} */
export function staticGames() {
  try {
    const list = JSON.parse(document.getElementById("rt-games")?.textContent || "[]");
    return Array.isArray(list) && list.length ? list : null;
  } catch {
    return null;
  }
}

/**
 * Where the time goes, in milliseconds since the page loaded (benchmarks/bench.py reads the
 * differences): python, inside the bridge's functions (the worker times them); bridge, the calls' cost
 * around that (posting to the worker and back, waiting behind earlier calls, JSON decoding); dom, drawing
 * a snapshot (tableview.js).
 */
export const perf = (window.railTablePerf ??= { python: 0, bridge: 0, dom: 0 });

// Files beside the page's modules (this file is js/engine.js), whatever page or sub-path loads it.
const url = (/** @type {string} */ path) => new URL(path, import.meta.url).href;

/** @type {{call: (name: string, args: string) => Promise<string>} | null} the worker's exports, once it has started */
let remote = null;

// PyScript's configuration of the worker (given as an object: a config file would be one more request,
// and PyScript's Python side reads its flags only from an object):
// - no "packages": pyodide-loader.js, the interpreter module PyScript is given, asks Pyodide for the wheel
//   named in ./pyodide/pyodide-lock.json (build.py) on a fresh start, and for nothing on a start from the
//   memory snapshot.  No micropip, no PyPI, and no cached copy of a lock that could go stale after a redeploy.
// - "sync_main_only": the page only awaits the worker's exports, so no SharedArrayBuffer (and no
//   COOP/COEP headers, which GitHub Pages cannot send); the worker cannot reach the DOM, and needs not.
const CONFIG = { sync_main_only: true };

/** The message type of the exchange with pyodide-loader.js in the worker. */
const WASM = "rail-table:wasm";

/** @type {Promise<typeof engine> | null} */
let starting = null;

/**
 * Start the engine's worker (once; later calls return the same promise): Pyodide's download and start-up
 * run there while the page draws from what it has.  The home page starts it once it is painted
 * (runtime.js), an embed at once.  Resolves with the engine.
 * @returns {Promise<typeof engine>}
 */
export function startEngine() {
  starting ??= (async () => {
    // A page the service worker controls (any visit after the first) has the file at hand: it compiles it at
    // once, beside PyScript's start.  A first visit lends nothing and the worker compiles its own, as before:
    // compiled on the page, at once or when the worker asked, the first visit's total blocking time rose
    // (Lighthouse, desktop: 36-321 ms before, 420-743 ms after, four rounds; README.md).
    // Read now: a first visit's page is claimed by the service worker once it has installed, often before
    // Python is ready, and is still a first visit for the wasm.
    const controlled = Boolean(navigator.serviceWorker?.controller);
    const wasm = controlled ? compileWasm() : Promise.resolve(null);
    lendToWorkers(wasm); // before PyScript loads (no page loads it otherwise): it keeps the Worker class it finds
    const { PyWorker } = await import(url("../pyscript/core.js"));
    const worker = await PyWorker(url("../worker.py"), {
      config: CONFIG,
      // The interpreter: our copy of Pyodide (never a CDN), through pyodide-loader.js, which starts it with
      // the module compiled here.
      version: url("../pyodide-loader.js"),
    });
    remote = worker.sync;
    const answer = await call("version");
    // Markup-independent hook the e2e tests read.
    document.documentElement.dataset.engineVersion = answer.ok ? answer.version : "";
    whenControlled().then(snapshotLater);
    return engine;
  })();
  starting.then(ready, (err) => {
    console.error("The rules engine could not start:", err);
    document.documentElement.dataset.engineFailed = "1";
  });
  return starting;
}

/**
 * Pyodide's WebAssembly, compiled on this page for the worker (see pyodide-loader.js: a reload finds a
 * page's compile done, not a worker's); null if that fails (the worker then fetches and compiles its own).
 * From the whole file, not streamed: a streamed compile feeds the 10 MB to the compiler from this thread as
 * they arrive; from the service worker's cache they arrive at once anyway.
 * @returns {Promise<WebAssembly.Module | null>}
 */
async function compileWasm() {
  try {
    const response = await fetch(url("../pyodide/pyodide.asm.wasm"));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch (err) {
    console.warn("Pyodide's WebAssembly was not compiled on the page; the worker compiles it:", reasonOf(err));
    return null;
  }
}

/** @type {WebAssembly.Module | null} Pyodide's module as a worker compiled it, held by the page (lendToWorkers) */
let heldWasm = null;

/** Whether the page holds a compiled module of Pyodide's for a reload (a hook the e2e tests read). */
export const holdsWasm = () => heldWasm !== null;

/**
 * Every worker this page starts from now on (PyScript's is the one) answers pyodide-loader.js in it: the
 * compiled module (or null) when it asks, and records which one Pyodide was started with
 * (html[data-engine-wasm]: "page" or "own"; a hook the e2e tests read).  PyScript creates its worker deep
 * inside PyWorker and hands it out only once Python has started, too late to answer; its own hook for a new
 * worker ("onWorker") also turns on PyScript's Python library in the worker, which this page does not use.
 * So the lending is built into the Worker class PyScript extends.
 * @param {Promise<WebAssembly.Module | null>} wasm
 */
function lendToWorkers(wasm) {
  window.Worker = class extends window.Worker {
    /**
     * @param {string | URL} script
     * @param {WorkerOptions} [options]
     */
    constructor(script, options) {
      super(script, options);
      this.addEventListener("message", (event) => {
        const data = event.data;
        if (data?.type !== WASM) return;
        event.stopImmediatePropagation();
        // (A snapshot maker, started later, gets the engine's worker's module when the page compiled none.)
        if (data.ask) wasm.then((module) => event.ports[0].postMessage({ module: module ?? heldWasm }));
        else {
          document.documentElement.dataset.engineWasm = data.used;
          document.documentElement.dataset.engineStart = data.start;
          // The module the worker compiled (a first visit's), held by the page: a reload's compile then finds it
          // done, as when the page compiled it (the page's JavaScript heap outlives a reload; a worker's does not).
          if (data.module instanceof WebAssembly.Module) heldWasm ??= data.module;
        }
      });
    }
  };
}

/**
 * Resolves once a service worker controls this page: at once on a visit after the first; on a first visit
 * once its service worker has cached the whole site and claimed the page, not before (activating, it drops
 * every cache of the site but its own, a snapshot stored earlier too).  Never where none is registered.
 * @returns {Promise<void>}
 */
function whenControlled() {
  const workers = navigator.serviceWorker;
  if (!workers) return new Promise(() => {});
  if (workers.controller) return Promise.resolve();
  return new Promise((resolve) => {
    workers.addEventListener("controllerchange", () => resolve(), { once: true });
  });
}

/**
 * Once the engine has started without the stored memory snapshot of its Python (none yet for this build,
 * or it failed: html[data-engine-start]), have one made for the next start (snapshot-worker.js, a throwaway
 * interpreter in a worker of its own, when the page is idle; pyodide-snapshot.js).  Only once the service
 * worker controls the page (whenControlled): the maker's files then come from its cache, never the network.
 * A first visit makes it too, after its own start, so that the first reload already starts from it.
 * html[data-engine-snapshot] says what became of it ("made" or "failed"; a hook the e2e tests read).
 */
function snapshotLater() {
  const html = document.documentElement;
  if (html.dataset.engineStart === "snapshot" || !navigator.locks) return;
  // One maker at a time for the whole site (a lesson page's boards each start an engine): the others skip.
  const make = () => navigator.locks.request("rail-table:snapshot", { ifAvailable: true }, (lock) => lock && new Promise((done) => {
    const maker = new Worker(url("../snapshot-worker.js"), { type: "module" });
    maker.addEventListener("message", (event) => {
      if (event.data?.type !== "rail-table:snapshot") return;
      maker.terminate();
      done(null);
      html.dataset.engineSnapshot = event.data.failed ? "failed" : "made";
      if (event.data.failed) console.warn("No Python snapshot for the next start:", event.data.failed);
    });
  }));
  if ("requestIdleCallback" in window) requestIdleCallback(make, { timeout: 5000 });
  else setTimeout(make, 1000); // Safari
}

/** @type {(eng: typeof engine) => void} */
let ready = () => {};
/** @type {Promise<typeof engine>} */
const started = new Promise((resolve) => { ready = resolve; });

/**
 * Resolves with the engine once Python has started in its worker (whoever starts it, whenever).
 * @returns {Promise<typeof engine>}
 */
export function engineReady() {
  return started;
}

/**
 * Call the bridge's `name` in the worker: its answer, decoded.  The arguments and the answer are typed by
 * the call's declaration (PageCalls in types/bridge.d.ts, which tests/engine/test_bridge_types.py holds
 * against the Python).
 * @template {keyof PageCalls} K
 * @param {K} name
 * @param {Parameters<PageCalls[K]>} args
 * @returns {Promise<ReturnType<PageCalls[K]>>}
 */
async function call(name, ...args) {
  if (!remote) throw new Error(t("app.engine_loading"));
  const t0 = performance.now();
  let raw;
  try {
    raw = await remote.call(name, JSON.stringify(args));
  } catch (err) {
    // The worker itself failed (it should answer even for a Python bug): a failed call, not a crash.
    console.error(`bridge.${name} failed`, err);
    return failed(name, reasonOf(err));
  }
  const { ms, answer, raised } = JSON.parse(raw);
  perf.python += ms;
  perf.bridge += performance.now() - t0 - ms;
  if (raised !== undefined) {
    // A Python exception escaping the bridge is a bug; report it as a failed call, not a crash.
    console.error(`bridge.${name} raised`, raised);
    return failed(name, raised);
  }
  return answer;
}

/**
 * A call that failed outside the rules (the worker, or a Python bug), answered as a refusal.  Typed as
 * any call's answer: a Refused is one of each but games' (a list), whose callers get the refusal as before.
 * @param {string} name
 * @param {string} reason
 * @returns {any}
 */
function failed(name, reason) {
  return { ok: false, error: t("app.internal_error", { call: name, reason }) };
}

/**
 * @param {string} text
 * @returns {Refused | null}
 */
function guarded(text) {
  const problem = saveTextProblem(text);
  return problem ? { ok: false, error: problem } : null;
}

/** Is the runtime still answering? (false once Python has failed for good) */
export async function engineHealthy() {
  try {
    return Boolean(remote) && (await call("version")).ok === true;
  } catch {
    return false;
  }
}

/** @typedef {Promise<Answer<{table: Table}>>} TableAnswer */

// Every call resolves with the bridge's answer ({ok, ...}); none rejects for anything a player causes.
export const engine = {
  /** @type {() => Promise<string>} */
  version: async () => {
    const answer = await call("version");
    return answer.ok ? answer.version : "";
  },
  // The language of everything the engine says from now on (status lines, labels, logs, errors).
  /** @type {(lang: string) => Promise<Answer<{lang: string}>>} */
  setLanguage: (lang) => call("set_language", lang),
  /** @type {() => Promise<GameEntry[]>} */
  games: () => call("games"),
  /** @type {(gameId: string, options: object, seed?: string | null) => TableAnswer} */
  newGame: (gameId, options, seed) => call("new_game", gameId, JSON.stringify(options), seed ?? ""),
  /** @type {(text: string) => TableAnswer} */
  openSave: async (text) => guarded(text) || call("open_save", text),
  /** @type {(gameId: string, options: object, seed: string, moves: string[]) => TableAnswer} */
  replay: (gameId, options, seed, moves) =>
    call("replay", gameId, JSON.stringify(options), seed, JSON.stringify(moves)),
  /** @type {(move: string) => TableAnswer} */
  play: (move) => call("play", move),
  // A move of a seat on another device (net/hostpanel.js): refused unless that seat is to act; a refusal in lang.
  /** @type {(seat: number, move: string, lang: string) => TableAnswer} */
  playFor: (seat, move, lang) => call("play_for", seat, move, lang),
  // What that seat's device is sent: its own snapshot in its language (bridge/guest.py); null: a spectator's.
  /** @type {(seat: number | null, lang: string) => Promise<Answer<{snapshot: Snapshot}>>} */
  guestView: (seat, lang) => call("guest_view", seat, lang),
  /** @type {() => TableAnswer} */
  undo: () => call("undo"),
  /** @type {() => TableAnswer} */
  botStep: () => call("bot_step"),
  // The acting bot's choice, not played (the page plays it if the game is still on screen).
  /** @type {() => Promise<Answer<{move: string, moves_played: number}>>} */
  botMove: () => call("bot_move"),
  // What a bot would play for the human to act (bridge/hint.py), not played: the move and the words saying it.
  /** @type {() => Promise<Answer<{move: string, label: string, text: string, moves_played: number}>>} */
  hint: () => call("hint"),
  /** @type {() => TableAnswer} */
  table: () => call("table"),
  // shown: {board, hand} tokens of the drawings on screen (TableView.shown()) to get patches against.
  /** @type {(viewer: number | null, shown?: {board: string | null, hand: string | null} | null) =>
   *   Promise<Answer<{snapshot: Snapshot}>>} */
  snapshot: (viewer, shown = null) => call("snapshot", viewer, shown ? JSON.stringify(shown) : null),
  /** @type {(text: string) => Promise<Answer<{summary: SaveSummary}>>} */
  inspectSave: async (text) => guarded(text) || call("inspect_save", text),
  // A finished game's score chart (null while the moves do not finish it); at: the position shown.
  /** @type {(gameId: string, options: object, seed: string | number, moves: string[], version?: number | null,
   *   at?: number | null) => Promise<Answer<{story: {svg: string, title: string} | null}>>} */
  story: (gameId, options, seed, moves, version = null, at = null) =>
    call("story", gameId, JSON.stringify(options), String(seed), JSON.stringify(moves), version, at),
};
