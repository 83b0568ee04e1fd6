// Offline play, updates and save notices, for every page (build.py adds this module to each
// built page: page sources need no edit).
//
// - Registers the service worker (sw.js at the site's root) once the page has loaded and
//   Python is ready, so the precache does not compete with the first start-up.
// - When a new build has been installed and waits, shows a small bar "New version available –
//   Reload" (update-* in web/i18n); the button asks the waiting worker to take over and
//   reloads the page once.
// - Shows what js/core/storage.js found wrong with the saves (storage.onProblem) in the same kind of
//   bar, until dismissed. The bars sit in the flow at the top of the page (they push it down
//   a little rather than cover a control).
// - Loads js/core/waiting.js: while Python starts, the table says so.
// - Logs every Content-Security-Policy violation as a console error (the e2e fixtures fail a
//   test on console errors).
//
// For tests: window.gamutOffline = {registration: Promise<ServiceWorkerRegistration|null>}.

import * as storage from './core/storage.js';
import './core/waiting.js'; // while Python starts, the table says so
import { onLanguageChange, ready as i18nReady, t } from './core/i18n.js';

document.addEventListener('securitypolicyviolation', (e) => {
  console.error(
    `[gamut] CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'}` +
      ` at ${e.sourceFile || location.href}:${e.lineNumber}`,
  );
});

// ---- bars ----------------------------------------------------------------------------------

const CSS = `
.gamut-bars { display: flex; flex-direction: column; align-items: center; gap: .4rem;
  padding: .4rem max(.6rem, env(safe-area-inset-right)) 0 max(.6rem, env(safe-area-inset-left)); }
.gamut-bar { pointer-events: auto; display: flex; align-items: center; gap: .8em; box-sizing: border-box;
  max-width: min(44rem, 100%); padding: .45em .5em .45em 1em; border-radius: .6em; background: var(--bar-bg, #1d1d1b); color: var(--bar-ink, #f4f1e8);
  font: 14px/1.35 var(--font, system-ui, sans-serif); box-shadow: 0 4px 18px var(--shadow, rgba(0, 0, 0, .4)); }
.gamut-bar p { margin: 0; flex: 1 1 auto; }
.gamut-bar button { flex: none; font: inherit; font-weight: 600; border: 0; border-radius: .4em;
  padding: .35em .8em; cursor: pointer; background: var(--bar-btn, #f4f1e8); color: var(--bar-btn-ink, #1d1d1b); }
.gamut-bar button.quiet { background: transparent; color: inherit; font-weight: 400; padding: .35em .5em; }
.gamut-bar button:focus-visible { outline: 2px solid var(--focus, #ffd36b); outline-offset: 2px; }
.gamut-bar.notice { background: var(--bar-notice, #3a2a12); }
`;

function addStyles() {
  try {
    const sheet = new CSSStyleSheet(); // constructed sheets are CSSOM: allowed by style-src 'self'
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // very old browser: the bars come unstyled but work
  }
}

let holder = null;
const bars = new Map(); // key -> element

const drawers = new Map(); // key -> () => [text, buttons]: redrawn when the language changes

/** Show (or replace) the bar `key`: draw() gives its line of text and its buttons
 *  [{label, testid, onClick, quiet, title}] in the current language (js/core/i18n.js). */
function showBar(key, draw, { testid = 'gamut-bar', cls = '' } = {}) {
  if (!holder) {
    addStyles();
    holder = document.createElement('div');
    holder.className = 'gamut-bars';
    document.body.prepend(holder); // in the flow above the page: it covers no control
  }
  if (!holder.isConnected) document.body.prepend(holder);
  let bar = bars.get(key);
  if (!bar) {
    bar = document.createElement('div');
    bar.className = `gamut-bar ${cls}`.trim();
    bar.dataset.testid = testid;
    bar.setAttribute('role', 'status');
    holder.append(bar);
    bars.set(key, bar);
  }
  drawers.set(key, draw);
  fill(bar, draw);
  return bar;
}

function fill(bar, draw) {
  const [text, buttons] = draw();
  const p = document.createElement('p');
  p.textContent = text;
  const parts = [p];
  for (const { label, testid: id, onClick, quiet, title } of buttons) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    if (quiet) b.className = 'quiet';
    if (title) b.setAttribute('aria-label', title);
    if (id) b.dataset.testid = id;
    b.addEventListener('click', () => onClick(bar));
    parts.push(b);
  }
  bar.replaceChildren(...parts);
}

onLanguageChange(() => {
  for (const [key, bar] of bars) fill(bar, drawers.get(key));
});

function closeBar(key) {
  bars.get(key)?.remove();
  bars.delete(key);
  drawers.delete(key);
  if (holder && !bars.size) holder.remove();
}

// ---- save problems -------------------------------------------------------------------------

/** The words for a problem of js/core/storage.js: the message save-problem-KIND of web/i18n. */
function problemText(p) {
  const name = p.game ? t(`game-${p.game}`) : t('save-some-game');
  return t(`save-problem-${p.kind}`, { name, lost: p.lost ? 'yes' : 'no' });
}

storage.onProblem((p) => {
  const key = `storage:${p.kind}:${p.game}`;
  const show = () =>
    showBar(key, () => [problemText(p), [{ label: t('save-notice-ok'), testid: 'storage-notice-ok', onClick: () => closeBar(key) }]], {
      testid: 'storage-notice',
      cls: 'notice',
    });
  const domReady = document.body
    ? Promise.resolve()
    : new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  Promise.all([domReady, i18nReady]).then(show);
});

// ---- service worker ------------------------------------------------------------------------

const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let asked = false; // this page asked the waiting worker to take over
let reloading = false;

function reloadOnce() {
  if (reloading) return;
  reloading = true;
  location.reload();
}

function offerUpdate(worker) {
  if (!navigator.serviceWorker.controller) return; // the first install: nothing to update
  const draw = () => [t('update-ready'), [
    {
      label: t('update-reload'),
      testid: 'update-reload',
      onClick: (bar) => {
        for (const b of bar.querySelectorAll('button')) b.disabled = true;
        asked = true;
        if (worker.state === 'installed') {
          worker.postMessage({ type: 'skipWaiting' });
          setTimeout(reloadOnce, 4000); // should the switch never be announced
        } else {
          reloadOnce(); // another page already switched to it
        }
      },
    },
    { label: '✕', title: t('update-dismiss'), quiet: true, testid: 'update-dismiss', onClick: () => closeBar('update') },
  ]];
  showBar('update', draw, { testid: 'update-bar' });
}

async function register() {
  if (location.protocol === 'file:' || !('serviceWorker' in navigator)) return null;
  await loaded;
  const python = globalThis.gamutPython;
  if (python && python.ready) await Promise.race([python.ready.catch(() => {}), sleep(30_000)]);
  let reg;
  try {
    reg = await navigator.serviceWorker.register(new URL('../sw.js', import.meta.url));
  } catch (err) {
    console.warn('[gamut] no offline play here:', err && err.message ? err.message : err);
    return null;
  }
  if (!reg) return null; // registration refused without an error (a browser's policy)
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (asked) reloadOnce();
    else if (hadController) offerUpdate({ state: 'activated' }); // another page switched
  });
  const watch = (worker) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerUpdate(worker);
    });
  };
  if (reg.waiting) offerUpdate(reg.waiting);
  watch(reg.installing); // an update found before this page was listening
  reg.addEventListener('updatefound', () => watch(reg.installing));
  // a long session looks for a new build when the page comes back into view
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') reg.update().catch(() => {});
  });
  return reg;
}

const registration = register();
globalThis.gamutOffline = { registration };
