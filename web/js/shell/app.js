// The one page of the three games: shows the game its address names, and switches games in
// the page (the worker, Python and every started match stay): a click on a game in the header
// adds a history entry (history.pushState, the game's own address: index.html, hus.html,
// wuhsing.html), the back and forward buttons show the game of their entry. The fragment is
// left alone (it is the online room's invite, #room=R). The game on screen is kept as the
// last one (storage.js: settings.page.game): the installed app's start address opens it.
// Each game's module (js/games/<game>/page.js) is loaded the first time its game is shown,
// then kept.
//
// globalThis.gamutShell (tests, bench/switch.py): {game, switchTo(game) -> Promise<ms>,
// lastSwitch: {game, ms}} where ms is the time from the start of a switch to the new game's
// page on screen and live.

import { saveLastGame } from '../core/storage.js';
import { pageRoot, runWaiting } from './pages.js';

/** The games and the file name of each one's address. */
export const FILES = { dominoes: 'index.html', hus: 'hus.html', wuhsing: 'wuhsing.html' };

/** The game an address path names: hus.html, wuhsing.html, else Dominoes. */
export function gameOfPath(path) {
  const m = /(?:^|\/)(hus|wuhsing)\.html$/.exec(path);
  return m ? m[1] : 'dominoes';
}

const loaders = {
  dominoes: () => import('../games/dominoes/page.js'),
  hus: () => import('../games/hus/page.js'),
  wuhsing: () => import('../games/wuhsing/page.js'),
};

/** @type {Map<string, Promise<{page: {shown(): void}}>>} */
const modules = new Map();
let current = null; // the game on screen
let queue = Promise.resolve(); // switches run one after the other
const shell = { game: null, lastSwitch: null, switchTo: (game) => switchTo(game) };
globalThis.gamutShell = shell;

/** Puts `game`'s page on screen (loading its module the first time); resolves with the time
 *  it took in ms. Unknown names are refused with an Error and change nothing. */
function switchTo(game) {
  if (!(game in FILES)) return Promise.reject(new Error(`unknown game ${game}`));
  const run = queue.then(() => show(game));
  queue = run.catch(() => {});
  return run;
}

async function show(game) {
  if (current === game) return 0;
  const t0 = performance.now();
  const root = pageRoot(game);
  const focusWasInNav = !!document.activeElement?.closest?.('.games-nav');
  if (current) pageRoot(current).remove();
  globalThis.gamutUseGame?.(game);
  document.body.prepend(root);
  current = game;
  shell.game = game;
  if (!modules.has(game)) modules.set(game, loaders[game]());
  const mod = await modules.get(game);
  if (current !== game) return performance.now() - t0; // another switch came first
  mod.page.shown();
  runWaiting(root);
  // the installed app opens this game next time (js/shell/choose-game.js); a game embedded in
  // another site is not the player's own choice
  if (document.documentElement.dataset.embed !== 'true') saveLastGame(game);
  if (focusWasInNav) root.querySelector('.games-nav a[aria-current="page"]')?.focus();
  const ms = performance.now() - t0;
  shell.lastSwitch = { game, ms };
  return ms;
}

/** A plain click on a game in the header: switch in the page, with a history entry. */
document.addEventListener('click', (ev) => {
  const a = ev.target.closest && ev.target.closest('.games-nav a[href]');
  if (!a || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return;
  ev.preventDefault();
  const game = gameOfPath(url.pathname);
  if (game === current) return;
  history.pushState({ game }, '', url.pathname + url.hash);
  switchTo(game);
});

// back and forward: the game of the entry (a change of the fragment alone changes nothing)
addEventListener('popstate', () => { switchTo(gameOfPath(location.pathname)); });

switchTo(gameOfPath(location.pathname));
