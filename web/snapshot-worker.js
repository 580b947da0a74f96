// A throwaway worker that makes this build's Python memory snapshot and stores it (pyodide-snapshot.js), then
// says so to the page (js/engine.js starts it once the engine is ready, and ends it after the answer).
// Its interpreter is its own: the engine's worker goes on meanwhile.

import { loadPyodide } from "./pyodide-loader.js";
import { makeSnapshot } from "./pyodide-snapshot.js";

const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));
try {
  scope.postMessage({ type: "rail-table:snapshot", made: await makeSnapshot(loadPyodide) });
} catch (err) {
  scope.postMessage({ type: "rail-table:snapshot", failed: String(err) });
}
