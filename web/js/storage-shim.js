// An embedded board may sit in a page of another site, where the browser may refuse it storage
// (third-party storage blocked: private windows, strict tracking protection).  PyScript opens an
// IndexedDB database on the page as it loads ("IDBMap/@pyscript.fs", for a file-system feature this site
// does not use) and stops when that fails.  This module, run before PyScript loads (embed.html), lets
// indexedDB.open fall back to a database kept in memory for this page when the real one fails.  Nothing
// the embed needs is stored either way.
//
// In the engine's worker PyScript opens its package cache, which is always kept in memory there
// (memory-idb.js, put in place by pyodide-loader.js): neither the app nor an embed needs a fallback there.

import { memoryOpen } from "../memory-idb.js";

const real = window.indexedDB;

/**
 * indexedDB.open, falling back to a memory database when the real one fails.
 * @param {string} name
 * @param {number} [version]
 */
function open(name, version) {
  /** @type {import("../memory-idb.js").StandInRequest} */
  const req = {};
  let inner;
  try {
    inner = version === undefined ? real.open(name) : real.open(name, version);
  } catch {
    return memoryOpen(req);
  }
  inner.onupgradeneeded = (/** @type {IDBVersionChangeEvent} */ e) => {
    req.result = inner.result;
    if (req.onupgradeneeded) req.onupgradeneeded(e);
  };
  inner.onsuccess = (/** @type {Event} */ e) => {
    req.result = inner.result;
    if (req.onsuccess) req.onsuccess(e);
  };
  inner.onerror = (/** @type {Event} */ e) => {
    e.preventDefault(); // handled: a memory database instead
    memoryOpen(req);
  };
  inner.onblocked = (/** @type {IDBVersionChangeEvent} */ e) => req.onblocked && req.onblocked(e);
  return req;
}

if (!real) {
  Object.defineProperty(window, "indexedDB", { value: { open: () => memoryOpen() }, configurable: true });
} else {
  const shim = Object.create(real);
  shim.open = open;
  shim.deleteDatabase = real.deleteDatabase.bind(real);
  shim.cmp = real.cmp.bind(real);
  if (real.databases) shim.databases = real.databases.bind(real);
  try {
    Object.defineProperty(window, "indexedDB", { value: shim, configurable: true });
  } catch {
    // not replaceable here: PyScript uses the browser's own
  }
}
