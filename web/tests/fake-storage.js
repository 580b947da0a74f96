// A Storage (localStorage/sessionStorage) kept in a Map, for the unit tests: the methods store.js uses,
// with an optional room limit (in characters, keys and values together, as browsers count) past which
// setItem throws the browser's QuotaExceededError, and a switch to make every call throw.

export class FakeStorage {
  /** @param {{quota?: number}} [opts] */
  constructor({ quota = Infinity } = {}) {
    /** @type {Map<string, string>} */
    this.map = new Map();
    this.quota = quota;
    /** @type {Error | null} thrown by every call while set */
    this.failure = null;
  }

  check() {
    if (this.failure) throw this.failure;
  }

  get length() {
    this.check();
    return this.map.size;
  }

  /** @param {number} i */
  key(i) {
    this.check();
    return [...this.map.keys()][i] ?? null;
  }

  /** @param {string} key */
  getItem(key) {
    this.check();
    return this.map.has(key) ? /** @type {string} */ (this.map.get(key)) : null;
  }

  /** @param {string} key @param {string} value */
  setItem(key, value) {
    this.check();
    let used = 0;
    for (const [k, v] of this.map) if (k !== key) used += k.length + v.length;
    if (used + key.length + String(value).length > this.quota) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    this.map.set(key, String(value));
  }

  /** @param {string} key */
  removeItem(key) {
    this.check();
    this.map.delete(key);
  }
}

/**
 * A fresh window for store.js: its localStorage and sessionStorage (either may be a getter that
 * throws, as in some privacy modes).
 */
export function installStorage({ local = new FakeStorage(), session = new FakeStorage() } = {}) {
  globalThis.window = /** @type {any} */ ({ localStorage: local, sessionStorage: session });
  return { local, session };
}
