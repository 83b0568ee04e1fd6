// The game pages of the one page: each game's markup (a <template> in index.html) is put into
// a wrapper of its own the first time the game is shown, and kept (off the document) while
// another game is shown, so that a started match, its worker requests and its controller live
// on. A game page's module reaches its own elements only through `scoped(root)`, never
// document.getElementById (three pages share ids such as #app, #settings, #log).

/** @type {Map<string, HTMLElement>} game name -> wrapper (.game-page, display: contents) */
const roots = new Map();
/** @type {Map<HTMLElement, Set<() => void>>} wrapper -> work waiting for its next show */
const waiting = new Map();

/** The wrapper of `game`'s page, made from <template id="page-GAME"> on first use, followed by
 *  the dialogs every game shares (<template id="page-dialogs">: embed, confirm).
 *  Throws when the page has no such template. */
export function pageRoot(game) {
  let root = roots.get(game);
  if (root) return root;
  const tpl = document.getElementById(`page-${game}`);
  const dialogs = document.getElementById('page-dialogs');
  if (!tpl || !dialogs) throw new Error(`no page for game ${game}`);
  root = document.createElement('div');
  root.className = 'game-page';
  root.dataset.game = game;
  root.append(tpl.content.cloneNode(true), dialogs.content.cloneNode(true));
  roots.set(game, root);
  return root;
}

/** `(id) => element` looking only inside `root` (works while the page is off the document). */
export function scoped(root) {
  return (id) => root.querySelector(`#${id}`);
}

/** True while `root`'s page is the one on screen. */
export const shown = (root) => root.isConnected;

/** `fn` wrapped: runs at once while `root` is shown, else once at the page's next show (a
 *  change of language while another game is on screen is drawn when the player comes back). */
export function whenShown(root, fn) {
  return (...args) => {
    if (root.isConnected) return fn(...args);
    if (!waiting.has(root)) waiting.set(root, new Set());
    waiting.get(root).add(fn);
    return undefined;
  };
}

/** Runs the work `root` has been waiting for (called by app.js after putting it on screen). */
export function runWaiting(root) {
  const fns = waiting.get(root);
  if (!fns) return;
  waiting.delete(root);
  for (const fn of fns) fn();
}
