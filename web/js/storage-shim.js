// An embedded board may sit in a page of another site, where the browser may refuse it storage
// (third-party storage blocked: private windows, strict tracking protection).  PyScript opens an
// IndexedDB database at start-up (a package cache this site does not use: "packages_cache":
// "passthrough") and stops when that fails.  This classic script, loaded before PyScript, lets
// indexedDB.open fall back to a database kept in memory for this page when the real one fails.
// Nothing the embed needs is stored either way.
//
// PyScript runs in the engine's web worker (js/engine.js), and opens its database there: so every module
// worker this page starts (PyScript's is one) runs the same fallback first, before its own code.
//
// The requests and databases made here are stand-ins for IndexedDB's (the few members PyScript uses),
// so they are typed as the loose objects they are.
/** @typedef {{result?: unknown, onsuccess?: (e: object) => void, onerror?: (e: object) => void,
 *   onupgradeneeded?: (e: object) => void, onblocked?: (e: object) => void}} ShimRequest */

/** @param {{indexedDB: IDBFactory}} scope  the window, or a worker's global scope */
function shimIndexedDB(scope) {
  const real = scope.indexedDB;

  function memoryDatabase() {
    /** @type {Map<unknown, unknown>} */
    const data = new Map();
    /** @type {(result: unknown) => ShimRequest} */
    const request = (result) => {
      /** @type {ShimRequest} */
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
   * A request that succeeds with a memory database (soon, once the caller set its handlers).
   * @param {ShimRequest} [req]
   */
  function memoryOpen(req = {}) {
    setTimeout(() => {
      req.result = memoryDatabase();
      if (req.onsuccess) req.onsuccess({ target: req, type: "success" });
    });
    return req;
  }

  /**
   * indexedDB.open, falling back to a memory database when the real one fails.
   * @param {string} name
   * @param {number} [version]
   */
  function open(name, version) {
    /** @type {ShimRequest} */
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
    Object.defineProperty(scope, "indexedDB", { value: { open: () => memoryOpen() }, configurable: true });
    return;
  }
  const shim = Object.create(real);
  shim.open = open;
  shim.deleteDatabase = real.deleteDatabase.bind(real);
  shim.cmp = real.cmp.bind(real);
  if (real.databases) shim.databases = real.databases.bind(real);
  try {
    Object.defineProperty(scope, "indexedDB", { value: shim, configurable: true });
  } catch {
    // not replaceable here: PyScript uses the browser's own
  }
}

shimIndexedDB(window);

// A module worker from a blob (PyScript's) starts with a module that installs the fallback in the
// worker, then imports the worker's own code.  PyScript's worker class extends window.Worker as it finds
// it when it loads, after this classic script.
window.Worker = class extends window.Worker {
  /**
   * @param {string | URL} url
   * @param {WorkerOptions} [options]
   */
  constructor(url, options) {
    if (options?.type === "module" && String(url).startsWith("blob:")) {
      const module = (/** @type {string} */ code) => URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
      const shim = module(`(${shimIndexedDB})(self);`);
      url = module(`import ${JSON.stringify(shim)};\nimport ${JSON.stringify(String(url))};\n`);
    }
    super(url, options);
  }
};
