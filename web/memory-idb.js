// IndexedDB for the engine's worker, kept in memory: the few members PyScript's package cache uses.
//
// PyScript opens its package cache ("IDBMap/<interpreter>@<version>") in IndexedDB at every start, in the
// worker, before it starts Pyodide, and reads it whole.  This site never uses it (PyScript is given no
// packages: pyodide-loader.js asks Pyodide for the wheel itself), yet opening it was 10-180 ms of each
// start (marks in the worker, a returning player's start on a loaded machine).  And an
// embedded board in another site's page may be refused IndexedDB altogether (third-party storage blocked:
// private windows, strict tracking protection), where PyScript stops.  pyodide-loader.js, which PyScript's
// worker imports before it opens the cache, puts this stand-in in the worker's place of IndexedDB
// (js/storage-shim.js uses it too, on an embed's page, when the real one fails).
// Nothing else in that worker uses IndexedDB (Pyodide's file system is in memory too).
//
// The requests and databases made here are stand-ins for IndexedDB's, so they are typed as the loose
// objects they are.
/** @typedef {{result?: unknown, onsuccess?: (e: object) => void, onerror?: (e: object) => void,
 *   onupgradeneeded?: (e: object) => void, onblocked?: (e: object) => void}} StandInRequest */

/** An empty database of one object store, in memory. */
function memoryDatabase() {
  /** @type {Map<unknown, unknown>} */
  const data = new Map();
  /** @type {(result: unknown) => StandInRequest} */
  const request = (result) => {
    /** @type {StandInRequest} */
    const req = { result };
    setTimeout(() => req.onsuccess && req.onsuccess({ target: req, type: "success" }));
    return req;
  };
  const store = {
    count: () => request(data.size),
    clear: () => { data.clear(); return request(undefined); },
    delete: (/** @type {unknown} */ key) => { data.delete(key); return request(undefined); },
    get: (/** @type {unknown} */ key) => request(data.get(key)),
    getKey: (/** @type {unknown} */ key) => request(data.has(key) ? key : undefined),
    getAllKeys: () => request([...data.keys()]),
    put: (/** @type {unknown} */ value, /** @type {unknown} */ key) => { data.set(key, value); return request(key); },
  };
  return {
    objectStoreNames: { length: 1, contains: () => true },
    createObjectStore: () => store,
    transaction: () => ({ objectStore: () => store }),
    close() {},
  };
}

/**
 * indexedDB.open's stand-in: a request that succeeds with a new memory database, once its handlers are set.
 * @param {StandInRequest} [req]  the request to answer (js/storage-shim.js: one the real IndexedDB failed)
 */
export function memoryOpen(req = {}) {
  setTimeout(() => {
    req.result = memoryDatabase();
    if (req.onsuccess) req.onsuccess({ target: req, type: "success" });
  });
  return req;
}

/** Put the stand-in in `scope`'s place of IndexedDB (a worker's global scope). */
export function useMemoryIndexedDB(/** @type {object} */ scope) {
  Object.defineProperty(scope, "indexedDB", { value: { open: () => memoryOpen() }, configurable: true });
}
