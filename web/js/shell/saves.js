// Saves as files, in every page's settings dialog: export everything (settings, running games,
// statistics), export the running game as its game record, import either kind of file back.
// storage.js checks what it reads; after an import the page reloads so that the engine replays
// the imported game (nothing from a file is trusted).

import * as files from '../core/save-files.js';
import * as storage from '../core/storage.js';
import { python } from '../core/python.js';
import { t, onLanguageChange } from '../core/i18n.js';
import { errorText, logError } from '../core/error-text.js';

/** The games whose record shows hands the player does not see while playing (Hus has none). */
const HIDDEN_HANDS = new Set(['dominoes', 'wuhsing']);

/** Python replays a game of an imported file: null when it replays, else the reason in the
 *  player's words (js/core/error-text.js: the move that does not replay; Python's own text goes
 *  to the console), as a function of the language (the status line is redrawn on a switch).
 *  When Python cannot run (it failed to start), the game is taken and checked on the reload,
 *  as every saved game is. */
async function replays(game, record) {
  try {
    await python.engine.load({ game, record, seat: 0 });
    return null;
  } catch (e) {
    if (e && ['StartupError', 'WorkerError', 'WorkerLost'].includes(e.type)) return null;
    logError(`imported ${game} game refused`, e);
    return () => errorText(e);
  }
}

/**
 * Adds the "Saves as files" section after the statistics in #settings-form.
 * `game`: the page's game name (dominoes, hus, wuhsing), for the running-game export;
 * `root`: the game's page (js/shell/pages.js), where its #settings-form is.
 */
export function setupSaves(game, root) {
  const form = root.querySelector('#settings-form');
  if (!form) return;
  const el = (tag, cls, testid) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (testid) e.setAttribute('data-testid', testid);
    return e;
  };
  const section = el('section', 'saves');
  const title = el('h3');
  title.id = 'saves-title';
  section.setAttribute('aria-labelledby', title.id);
  const help = el('p', 'help');
  const row = el('div', 'dialog-actions saves-actions');
  const exportAll = el('button', 'btn btn-quiet', 'export-all');
  const exportGame = el('button', 'btn btn-quiet', 'export-game');
  const importBtn = el('button', 'btn btn-quiet', 'import-button');
  for (const b of [exportAll, exportGame, importBtn]) b.type = 'button';
  const file = el('input', null, 'import-file');
  file.type = 'file';
  file.accept = '.json,application/json';
  file.hidden = true;
  const status = el('p', 'saves-status', 'saves-status');
  status.setAttribute('role', 'status');
  row.append(exportAll, exportGame, importBtn, file);
  section.append(title, help, row, status);
  const stats = form.querySelector('.stats');
  if (stats) stats.after(section); else form.append(section);

  const label = () => {
    title.textContent = t('saves-title');
    help.textContent = t('saves-help');
    exportAll.textContent = t('saves-export-all');
    exportGame.textContent = t('saves-export-game');
    importBtn.textContent = t('saves-import');
  };
  // the status line is kept as a function of the language, so a switch redraws it too
  let said = null;
  const say = (text) => {
    said = text;
    status.textContent = text();
  };
  label();
  onLanguageChange(() => {
    label();
    if (said) status.textContent = said();
  });

  exportAll.addEventListener('click', () => {
    const name = files.downloadJSON(t('saves-file-all'), files.exportAll());
    say(() => t('saves-exported', { name }));
  });
  exportGame.addEventListener('click', () => {
    const record = files.exportGame(game);
    if (!record) { say(() => t('saves-no-game')); return; }
    const name = files.downloadJSON(t('saves-file-game', { game }), record);
    // a record holds every deal: said plainly where hands are hidden in play
    say(() => t(HIDDEN_HANDS.has(game) ? 'saves-exported-hands' : 'saves-exported', { name }));
  });
  importBtn.addEventListener('click', () => file.click());
  file.addEventListener('change', async () => {
    const f = file.files && file.files[0];
    file.value = '';
    if (!f) return;
    let text = '';
    try { text = await f.text(); } catch { text = ''; }
    const res = await files.importAll(text, replays);
    const problems = () => res.problems
      .map(({ kind, game: g, detail }) =>
        t(`saves-problem-${kind}`, { name: g ? t(`game-${g}`) : t('save-some-game') })
          + (detail ? ` (${typeof detail === 'function' ? detail() : detail})` : ''))
      .join(' ');
    if (!res.ok) { say(() => `${t('saves-import-failed')} ${problems()}`.trim()); return; }
    say(() => `${t('saves-imported')} ${problems()}`.trim());
    setTimeout(() => location.reload(), 600);
  });
}
