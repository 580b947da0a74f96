// Rail Table's service worker: the whole site, Pyodide runtime and wheels included, in one cache per
// build, so the app starts and plays with no network after one visit (reload, new tab, installed app).
//
// build.py replaces PRECACHE below with this build's file list: {build, files: {path: sha256}},
// paths relative to this file (the site root, whatever sub-path it is served from).  So:
//  * every deploy changes this file's bytes, which is how the browser notices a new version;
//  * a new version installs into its own cache "rail-table-<build>", and each file is checked against
//    its hash as it is fetched: a half-finished deploy (a new wheel beside an old lock, say) fails the
//    install, which the browser retries later, instead of caching a mix;
//  * the new version waits until the page says the player agreed (a "skip-waiting" message); the old
//    version keeps serving its own files, all from one build, until then.

/** @type {{build: string, files: Record<string, string>}} */
const PRECACHE = { build: "dev", files: {} }; // replaced by build.py

// This script runs as a service worker (tsconfig.sw.json types `self` only as a worker in general).
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const CACHE = `rail-table-${PRECACHE.build}`;
const SCOPE = new URL("./", sw.location.href).href;

sw.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

sw.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("rail-table-") && name !== CACHE) await caches.delete(name);
    }
    // Control the tab that installed us too: while any tab uses this version, a newer one waits for
    // the player's word instead of taking over the next tab opened.
    await sw.clients.claim();
  })());
});

sw.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "skip-waiting") sw.skipWaiting();
  else if (type === "build" && event.source) event.source.postMessage({ type: "build", build: PRECACHE.build });
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return; // the browser's own way
  event.respondWith(respond(request));
});

async function precache() {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((r) => r.url));
  // A few files at a time: Pyodide's wasm is most of the bytes, the many small files are latency.
  const todo = Object.entries(PRECACHE.files).filter(([path]) => !have.has(new URL(path, SCOPE).href));
  const workers = Array.from({ length: 4 }, async () => {
    for (let item = todo.shift(); item; item = todo.shift()) await fetchChecked(cache, ...item);
  });
  await Promise.all(workers);
}

/**
 * Fetch one of this build's files into `cache`, refusing it unless its bytes have the build's hash.
 * @param {Cache} cache
 * @param {string} path
 * @param {string} sha256
 */
async function fetchChecked(cache, path, sha256) {
  const url = new URL(path, SCOPE).href;
  // no-cache: revalidate with the server, never trust a copy the HTTP cache kept from another deploy.
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = await response.clone().arrayBuffer();
  const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", body))]
    .map((b) => b.toString(16).padStart(2, "0")).join("");
  if (digest !== sha256) throw new Error(`${path}: not the file of build ${PRECACHE.build} (deploy in progress?)`);
  await cache.put(url, response);
}

/** @param {Request} request */
async function respond(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  url.hash = "";
  // Pages are the same file whatever their query (?botDelay=0, embed.html?game=...) says; the site
  // root is index.html.
  let key = `${url.origin}${url.pathname}`;
  if (key === SCOPE) key += "index.html";
  const hit = await cache.match(key);
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (err) {
    // Offline and not one of this build's files.
    return new Response(`Offline, and ${url.pathname} is not part of Rail Table ${PRECACHE.build}.`,
      { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
