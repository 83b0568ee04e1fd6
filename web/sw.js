// Gamut's service worker: the whole built site, cached on the first visit, so a reload works
// with the network off.
//
// build.py writes MANIFEST below: the build hash and every file of the site (path relative to
// this file -> its SRI sha256). A new build therefore changes this script's bytes, which is
// how the browser notices the update.
//
// - install: every file goes into the cache "gamut-<build>", fetched with its integrity (the
//   fetch fails unless the bytes are this build's), so a cache never mixes two builds; a file
//   that fails makes the install fail (the browser tries again on a later visit).
// - the new worker then waits: the page (js/offline.js) offers "Neu laden"; on the page's
//   {type: "skipWaiting"} it takes over and the page reloads once.
// - activate: every other "gamut-*" cache is deleted.
// - fetch: GET requests of this site are answered from this build's cache first (the query
//   string is ignored; a navigation to a folder is answered with its index.html), else from the
//   network. Everything else is left to the network, and so is a request made with
//   {cache: 'reload'} (js/core/worker.js replacing a damaged Python snapshot).
// - online/health (is there a room server? js/online/setup.js) is never cached: it goes to the
//   network each time, and when the network fails the answer is the static host's own
//   {"ok": false} (build.py writes it there), so the page never sees a failed request.
// - What only a start-up without the snapshot uses (Pyodide's standard library, micropip and
//   the gamut wheel) is left out of MANIFEST (build.py offline_leaves_out): fetched from the
//   network if ever needed.

const MANIFEST = { build: 'dev', files: {} }; // @@MANIFEST@@ (build.py)

const PREFIX = 'gamut-';
const CACHE = `${PREFIX}${MANIFEST.build}`;
const BASE = new URL('./', self.location.href);

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const have = new Set((await cache.keys()).map((req) => req.url));
    const todo = Object.entries(MANIFEST.files).filter(([path]) => !have.has(new URL(path, BASE).href));
    // a few at a time: the runtime files are large
    const queue = todo.slice();
    async function lane() {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, integrity] = next;
        const url = new URL(path, BASE).href;
        const response = await fetch(new Request(url, { cache: 'no-cache', integrity }));
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        await cache.put(url, response);
      }
    }
    await Promise.all([lane(), lane(), lane(), lane()]);
  })());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
  })());
});

let opened = null; // this build's cache, opened once per life of this worker
const openCache = () => (opened ??= caches.open(CACHE));

function cacheKey(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  return url.href;
}

const HEALTH = new URL('online/health', BASE).href;
const NO_SERVER = () => new Response('{"ok": false}\n', { headers: { 'Content-Type': 'application/json' } });

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(BASE.href)) return;
  if (request.url.split('?')[0] === HEALTH) {
    event.respondWith(fetch(request).catch(NO_SERVER));
    return;
  }
  // a request that asks past every cache (the Python worker fetching a good copy of a damaged
  // snapshot, which it then puts into this cache itself) goes to the network
  if (request.cache === 'reload') return;
  event.respondWith((async () => {
    const cache = await openCache();
    const hit = await cache.match(cacheKey(request));
    return hit || fetch(request);
  })());
});
