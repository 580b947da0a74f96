// A memory snapshot of Python with the rules imported: a warm start restores it instead of starting the
// interpreter and importing pygame_rules again (pyodide-loader.js).  Pyodide's (private) snapshot support:
// loadPyodide({_makeSnapshot: true}) ... makeMemorySnapshot() gives the WebAssembly memory as bytes (30 MB
// here), loadPyodide({_loadSnapshot}) starts from them.
//
// - Made by a throwaway interpreter in a worker of its own (snapshot-worker.js), started by the page once the
//   engine is ready (js/engine.js), never by the engine's worker: a snapshot can be made only of an
//   interpreter that has loaded no package through Pyodide and holds no JavaScript object but Pyodide's own,
//   and PyScript's worker gives its interpreter both.  So the wheel is unpacked by hand, its modules imported,
//   and nothing else run.  Files are not in the memory: a restored start still gets the stdlib and the wheel
//   on its file system as before (PyScript's packages), for data files and anything imported later.
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
 * This build's stored snapshot (null if there is none), and whether its bytes have the hash stored with them:
 * the check (a digest of 30 MB, on the browser's own thread) runs while Python starts from them.
 * @returns {Promise<{bytes: Uint8Array<ArrayBuffer>, intact: Promise<boolean>} | null>}
 */
export async function findSnapshot() {
  if (RUNTIME === "dev" || !self.caches) return null;
  const hit = await (await caches.open(CACHE)).match(KEY);
  if (!hit) return null;
  const bytes = new Uint8Array(await hit.arrayBuffer());
  return { bytes, intact: sha256(bytes).then((digest) => digest === hit.headers.get(SHA)) };
}

/** Forget this build's snapshot (it failed): the page makes a new one. */
export async function dropSnapshot() {
  try {
    await (await caches.open(CACHE)).delete(KEY);
  } catch {
    // nothing stored, or no Cache Storage: nothing to forget
  }
}

/** What the maker runs: the wheel unpacked, every module of pygame_rules imported (worker.py's too). */
const PREPARE = `
import importlib, pkgutil, zipfile
from pyodide._package_loader import SITE_PACKAGES
with zipfile.ZipFile(WHEEL) as whl:
    whl.extractall(SITE_PACKAGES)
import json, time
import pygame_rules
for info in pkgutil.walk_packages(pygame_rules.__path__, "pygame_rules."):
    if ".tests" not in info.name:
        importlib.import_module(info.name)
del importlib, pkgutil, zipfile, SITE_PACKAGES, whl, info, json, time, pygame_rules, WHEEL
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
