// A memory snapshot of Python with the rules imported: a warm start restores it instead of starting the
// interpreter and importing pygame_rules again (pyodide-loader.js).  Pyodide's (private) snapshot support:
// loadPyodide({_makeSnapshot: true}) ... makeMemorySnapshot() gives the WebAssembly memory as bytes (30 MB
// here), loadPyodide({_loadSnapshot}) starts from them.
//
// - Made by a throwaway interpreter in a worker of its own (snapshot-worker.js), started by the page once the
//   engine is ready (js/engine.js), never by the engine's worker: a snapshot can be made only of an
//   interpreter that has loaded no package through Pyodide and holds no JavaScript object but Pyodide's own,
//   and PyScript's worker gives its interpreter both.  So the wheel is unpacked by hand, its modules imported,
//   and nothing else run.  Files are not in the memory: a restored start still gets the stdlib on its file
//   system (for anything imported later), but not the wheel: the maker has read every file of it the engine
//   reads (pygame_rules.preload; tests/engine/test_preload.py plays every game with them unreadable).
// - Stored in Cache Storage under this build's interpreter (RUNTIME: build.py stamps a hash of Pyodide's
//   files, the wheel, the lock, worker.py and the loader), with the bytes' SHA-256: another build never finds
//   it, and a damaged one is refused (the start is made again as if there were none).  The service worker deletes
//   the cache at each new version it activates.
// - Restored, Python is as the maker left it: random's hidden state too, so AFTER_RESTORE reseeds it (every
//   chance event of a game has its own seeded generator; new-game seeds come from SystemRandom).

/** This build's interpreter (build.py); "dev": not stamped, no snapshots. */
const RUNTIME = "dev";
const CACHE = "rail-table-snapshot";
const KEY = new URL(`./pyodide/memory-${RUNTIME}.snapshot`, import.meta.url).href;
const SHA = "X-Snapshot-SHA-256";

/** Python run in a restored interpreter before anyone uses it: a check that it is the one made, and a new seed. */
export const AFTER_RESTORE = "import sys, random\nassert 'pygame_rules.bridge' in sys.modules\nrandom.seed()";

/** @param {Uint8Array<ArrayBuffer>} bytes */
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * This build's stored snapshot (null if there is none): found at once, its bytes read and checked against the
 * hash stored with them meanwhile (a digest of 30 MB, on the browser's own thread).  `checked` rejects if
 * they differ, so damaged memory is never run.  Pyodide awaits it only once its own module has loaded, so
 * its start is not held up by the reading.
 * @returns {Promise<{checked: Promise<Uint8Array<ArrayBuffer>>} | null>}
 */
export async function findSnapshot() {
  if (RUNTIME === "dev" || !self.caches) return null;
  const hit = await (await caches.open(CACHE)).match(KEY);
  if (!hit) return null;
  const checked = hit.arrayBuffer().then(async (buffer) => {
    const bytes = new Uint8Array(buffer);
    if ((await sha256(bytes)) !== hit.headers.get(SHA)) throw new Error("the stored snapshot is damaged (its hash differs)");
    return bytes;
  });
  checked.catch(() => {}); // handled by whoever awaits it; not an unhandled rejection meanwhile
  return { checked };
}

/** Forget this build's snapshot (it failed): the page makes a new one. */
export async function dropSnapshot() {
  try {
    await (await caches.open(CACHE)).delete(KEY);
  } catch {
    // nothing stored, or no Cache Storage: nothing to forget
  }
}

/**
 * What the maker runs: the wheel unpacked, then everything the engine would read from its files read
 * (pygame_rules.preload: every module imported, the catalogues of every language), so that a start from
 * the snapshot needs no file of the wheel, and pyodide-loader.js does not install it again.
 */
const PREPARE = `
import zipfile
from pyodide._package_loader import SITE_PACKAGES
with zipfile.ZipFile(WHEEL) as whl:
    whl.extractall(SITE_PACKAGES)
import json, time  # worker.py's own imports
from pygame_rules.preload import preload
preload()
del zipfile, SITE_PACKAGES, whl, json, time, preload, WHEEL
`;

/**
 * Make this build's snapshot and store it (replacing any other build's), unless it is stored already.
 * Returns its size in bytes (0: it was stored already).
 * @param {(options: Record<string, unknown>) => Promise<any>} loadPyodide  pyodide-loader.js's
 * @returns {Promise<number>}
 */
export async function makeSnapshot(loadPyodide) {
  if (RUNTIME === "dev") throw new Error("not a built site (no RUNTIME)");
  const stored = await (await caches.open(CACHE)).match(KEY);
  if (stored) return 0; // another page made it meanwhile
  const base = new URL("./pyodide/", import.meta.url);
  const lock = await (await fetch(new URL("pyodide-lock.json", base))).json();
  const wheel = await fetch(new URL(lock.packages["pygame-rules"].file_name, base));
  if (!wheel.ok) throw new Error(`wheel: HTTP ${wheel.status}`);
  const py = await loadPyodide({ _makeSnapshot: true });
  py.FS.writeFile("/tmp/rules.whl", new Uint8Array(await wheel.arrayBuffer()));
  py.runPython(`WHEEL = "/tmp/rules.whl"\n${PREPARE}`);
  py.FS.unlink("/tmp/rules.whl");
  const bytes = py.makeMemorySnapshot();
  const cache = await caches.open(CACHE);
  for (const old of await cache.keys()) await cache.delete(old);
  await cache.put(KEY, new Response(bytes, { headers: { [SHA]: await sha256(bytes), "Content-Type": "application/octet-stream" } }));
  return bytes.length;
}
