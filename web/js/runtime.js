// Starts the rules engine's worker (PyScript, then Pyodide: about 5 MB over the wire, fetched by the
// worker itself but for Pyodide's wasm, which the page compiles for it: engine.js) once the home page is painted, previews included, so that its download does not
// compete with the page the visitor came for (issue 23: preloaded at high priority from the <head>, the
// runtime held the previews back for seconds on a first visit).  "Painted" is the window's load event
// and the frame after it: the page and the first card's preview are in by then (the other previews are
// lazy and decoded asynchronously, home.js: they do not hold the load event up, and their few kilobytes
// are asked for at the first layout, before the runtime's).  No preloads of the worker's files: a page's preload
// is not shared with the worker, which would fetch every file a second time.  (PyScript itself, which this
// page imports, is preloaded on a returning visit: build.py's preload_pyscript_when_returning.)

import { startEngine } from "./engine.js";

// A page this site's service worker already controls (any visit after the first) downloads nothing: its
// files come from the cache, so the engine starts at once, without waiting for a frame (that wait, behind
// the home page's first drawing, was a quarter of a second of a warm start on a busy machine).
if (navigator.serviceWorker?.controller) startEngine();
else if (document.readyState === "complete") requestAnimationFrame(() => setTimeout(startEngine, 0));
else addEventListener("load", () => requestAnimationFrame(() => setTimeout(startEngine, 0)), { once: true });
