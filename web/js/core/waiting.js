// While Python is starting, the table says so (js/offline.js loads this module on every page).
//
// The page draws the table at once and Python follows a moment later (js/core/python.js). A
// saved match or one of the build's openings is played at once (a move waits for Python:
// core/session.js send); this module is for an empty table (other settings, people at one
// device: Python deals first), the phase 'loading'. Until Python is ready:
// - #game (the game's area below the top bar) carries aria-busy="true" and data-waiting:
//   a "progress" pointer and the loading card's bar moving gently (still when the player asks
//   for reduced motion), so the table never looks frozen;
// - a click, tap or Enter/Space on the table is not passed on to the game (nothing could be
//   played yet, and a game would answer it with a wrong word such as "not your turn"): the
//   loading card says "One moment – the game is still starting …" (message python-waiting in
//   web/i18n), is announced to screen readers, and pulses once.
// The top bar (games, settings, rules, language) works all the time. Nothing happens when
// Python is ready at once, or on a page without #game.
//
// For tests: window.gamutWaiting = {nudges: number of inputs held back while starting}.

import { announce, t } from './i18n.js';

const CSS = `
#game[data-waiting] { cursor: progress; }
#game[data-waiting] .progress-bar { min-width: 8%; animation: gamut-waiting 1.1s ease-in-out infinite alternate; }
#game[data-waiting] .loading-card.gamut-nudge { animation: gamut-nudge .45s ease-out; }
@keyframes gamut-waiting { from { opacity: 1; } to { opacity: .45; } }
@keyframes gamut-nudge { 0% { transform: scale(1); } 40% { transform: scale(1.06); } 100% { transform: scale(1); } }
@media (prefers-reduced-motion: reduce) {
  #game[data-waiting] .progress-bar, #game[data-waiting] .loading-card.gamut-nudge { animation: none; }
}
`;

const state = { nudges: 0 };
globalThis.gamutWaiting = state;

function addStyles() {
  try {
    const sheet = new CSSStyleSheet(); // a constructed sheet: allowed by style-src 'self'
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // an old browser: no pointer or pulse, the words still come
  }
}

/** True while Python is starting and the current game's table waits for it. */
function waiting() {
  const python = globalThis.gamutPython;
  return !!python && python.timings.ready === undefined && document.getElementById('app')?.dataset.phase === 'loading';
}

/** Hold back one input on the table and say why. */
function nudge(event) {
  const game = document.getElementById('game');
  if (!game || !waiting() || !game.contains(event.target) || event.target.closest?.('dialog')) return;
  if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.stopPropagation();
  if (event.type === 'pointerdown') return; // the click that follows says it
  state.nudges += 1;
  const text = t('python-waiting');
  const stage = document.getElementById('loading-stage');
  const loading = document.getElementById('loading');
  if (stage && loading && !loading.hidden) {
    stage.textContent = text;
    const card = loading.querySelector('.loading-card');
    if (card) {
      card.classList.remove('gamut-nudge');
      void card.offsetWidth; // the pulse starts again on every nudge
      card.classList.add('gamut-nudge');
    }
  }
  announce(text);
}

/** Marks #game busy while Python is starting (the page may swap #game: checked often). */
function mark() {
  const game = document.getElementById('game');
  if (!game) return;
  if (waiting()) {
    if (!game.hasAttribute('data-waiting')) {
      game.setAttribute('data-waiting', 'python');
      game.setAttribute('aria-busy', 'true');
    }
  } else if (game.hasAttribute('data-waiting')) {
    game.removeAttribute('data-waiting');
    game.removeAttribute('aria-busy');
  }
}

function start() {
  const python = globalThis.gamutPython;
  if (python && python.timings.ready !== undefined) return; // ready at once: nothing to say
  addStyles();
  for (const type of ['pointerdown', 'click', 'keydown']) document.addEventListener(type, nudge, true);
  const observer = new MutationObserver(mark);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
  mark();
  const done = () => {
    observer.disconnect();
    for (const type of ['pointerdown', 'click', 'keydown']) document.removeEventListener(type, nudge, true);
    mark();
  };
  // gamutPython comes with the page's modules; until then the table waits all the same
  const whenReady = () => {
    const p = globalThis.gamutPython;
    if (p) p.ready.then(done, done);
    else setTimeout(whenReady, 50);
  };
  whenReady();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
