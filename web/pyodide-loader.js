// The interpreter module PyScript's worker imports (js/engine.js names it as PyWorker's "version"): Pyodide's
// own pyodide.mjs, except that Pyodide's WebAssembly (pyodide.asm.wasm, 10 MB) comes compiled from the page.
//
// Why: compiled in this worker, Pyodide started as slowly on a reload as on a first visit (3.5 s against
// 1.9 s for the same engine on the page's thread, benchmarks/bench.py).  A page that compiles the wasm finds
// it compiled on a reload (Chromium's renderer hands out the module it still holds for the same bytes, with
// the code it has optimised since); a worker's compiled module goes with the worker.  So the page compiles
// the file (on a visit its service worker controls: js/engine.js) and posts the module here; a compiled module
// crosses to a worker as a reference, not a copy, and the worker's optimised code stays with the page's.
//
// The exchange (js/engine.js answers on the page's side):
//   worker -> page  {type: WASM, ask: true} and a port   once this module loads
//   page -> port    {module: Module | null}               null: the page has none (Pyodide fetches its own)
//   worker -> page  {type: WASM, used: "page" | "own", start: "snapshot" | "fresh" | "fallback", module?}
//                   which module Pyodide was started with, and whether from the stored memory snapshot
//                   (pyodide-snapshot.js; "fallback": one was stored but failed, and was dropped); tests read it.
//                   "own": the module this worker compiled, for the page to hold (js/engine.js says why)
// While loadPyodide runs, its one fetch of pyodide.asm.wasm is answered with a stand-in that carries the
// page's module, and instantiating that stand-in instantiates the module: the rest of Pyodide's start-up
// (its imports, its checks) is its own.

import { useMemoryIndexedDB } from "./memory-idb.js";

const WASM = "rail-table:wasm";
const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));
useMemoryIndexedDB(scope); // before PyScript opens its package cache there (memory-idb.js says why)

/** What a fresh start installs (the wheel, from ./pyodide/pyodide-lock.json): here, not in PyScript's config
 * (js/engine.js), because a start from the snapshot installs nothing, and PyScript then skips its own look
 * at the packages (it imports a list of every Pyodide package to warn about unknown ones). */
const PACKAGES = ["pygame_rules"];
const pyodideURL = new URL("./pyodide/", import.meta.url).href;

/** @type {Promise<WebAssembly.Module | null>} asked at once: the page may have compiled it already */
const fromPage = new Promise((resolve) => {
  // The answer comes on a channel of its own: PyScript hands every later message to this worker itself
  // to Python (as xworker.onmessage, an error when there is none).
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = (event) => {
    port1.close();
    resolve(event.data?.module instanceof WebAssembly.Module ? event.data.module : null);
  };
  scope.postMessage({ type: WASM, ask: true }, [port2]);
});

// Imported beside Pyodide, not before this module runs: a first visit's start waits for nothing more.
const snapshots = import("./pyodide-snapshot.js");
/** @type {Promise<{checked: Promise<Uint8Array>} | null | Error>} looked for at once, beside Pyodide's import */
const stored = snapshots.then((module) => module.findSnapshot()).catch((/** @type {Error} */ err) => err);

const pyodide = await import(pyodideURL + "pyodide.mjs");
/** PyScript names the worker's package cache after this (the interpreter's version). */
export const version = pyodide.version;

/**
 * Pyodide's loadPyodide from ./pyodide/ (PyScript passes the directory of this module as indexURL), with the
 * page's compiled module when it has one, and from the stored memory snapshot when there is one of this
 * build's interpreter (pyodide-snapshot.js): the interpreter's start and the rules' imports are then skipped.
 * A snapshot that fails is dropped and the start is made again as if there were none.
 * (snapshot-worker.js calls this too, with _makeSnapshot: then no snapshot is looked for, and nothing posted.)
 * @param {Record<string, unknown>} options
 */
export async function loadPyodide(options) {
  const wasmURL = pyodideURL + "pyodide.asm.wasm";
  const { fetch } = scope;
  const { instantiateStreaming } = WebAssembly;
  /** @type {WeakMap<Response, WebAssembly.Module>} */
  const standIns = new WeakMap();
  let used = "own";
  /** @type {WebAssembly.Module | undefined} the one compiled here, when the page lent none */
  let own;
  let start = "fresh";
  scope.fetch = async (input, init) => {
    const module = String(input instanceof Request ? input.url : input) === wasmURL ? await fromPage : null;
    if (!module) return fetch(input, init);
    const standIn = new Response(null, { headers: { "Content-Type": "application/wasm" } });
    standIns.set(standIn, module);
    return standIn;
  };
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    const module = standIns.get(response);
    if (!module) {
      const made = await instantiateStreaming(response, imports);
      own = made.module;
      return made;
    }
    used = "page";
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  const load = (/** @type {Record<string, unknown>} */ more) => pyodide.loadPyodide({ ...options, ...more, indexURL: pyodideURL });
  try {
    const snapshot = options._makeSnapshot ? null : await stored;
    if (snapshot) {
      try {
        if (snapshot instanceof Error) throw snapshot;
        // Pyodide awaits the bytes (read and checked meanwhile) once its own module is loaded.  No wheel is
        // installed (PACKAGES): the snapshot's Python has read all of it it needs (pygame_rules.preload).
        const py = await load({ _loadSnapshot: snapshot.checked });
        py.runPython((await snapshots).AFTER_RESTORE);
        start = "snapshot";
        return py;
      } catch (err) {
        start = "fallback";
        console.warn("Python did not start from the stored snapshot; it starts afresh:", err);
      }
    }
    if (start === "fallback") await snapshots.then((module) => module.dropSnapshot(), () => {});
    // The maker installs the wheel by hand: Python with a package loaded through Pyodide cannot be saved.
    return await load(options._makeSnapshot ? {} : { packages: PACKAGES });
  } finally {
    scope.fetch = fetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
    if (!options._makeSnapshot) scope.postMessage({ type: WASM, used, start, module: own });
  }
}
