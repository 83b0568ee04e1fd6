// The wiring every game page shares once its table exists: the placeholder table, online play
// (js/online/setup.js), the settings and new-match buttons, saves as files (saves.js),
// embedding (embed.js), the rules panel, the redraw after a change of language, the start
// once Python is ready, and what js/shell/app.js calls when the page is shown again. Each
// page keeps its texts, settings and their change handler (games/<game>/page.js).

import { setupOnline } from '../online/setup.js';
import { setupEmbed } from './embed.js';
import { setupSaves } from './saves.js';
import { scoped, whenShown } from './pages.js';
import { lang, onLanguageChange } from '../core/i18n.js';

/**
 * Wires the game page in `pageEl` (pages.js). `p`: {game (its name), pageEl, table (the
 * table's controller: core/session-face.js controller()), T (texts: confirmNew, lang, title),
 * python, progress (shell createProgress), shell (common.js shellOf(pageEl)),
 * seatChoices (seat counts offered online), level() (the level set), renderStats(),
 * renderSettings(), applyStaticText(), embed ({titleId, linkId, bar}: embed.js),
 * rulesOptions (setupRulesPanel's)}.
 * Returns {online, embed, askNewMatch, page}: `page.shown()` is what app.js calls each time
 * the page is put on screen again (title and language, the language picker, gamutDebug).
 */
export function wireGamePage(p) {
  const { game, pageEl, table, T, python, progress, shell } = p;
  const $ = scoped(pageEl);

  table.renderPlaceholder();

  // online with friends (js/online/): offered once the room server answers
  const online = setupOnline({
    game, pageEl, tableRoot: $('app'), session: table.session, seatChoices: p.seatChoices,
    gameOptions: () => table.session.gameOptions(), level: p.level, onStats: p.renderStats,
    settings: $('settings'),
  });

  // settings dialog and a new match
  $('btn-settings').addEventListener('click', () => {
    p.renderSettings();
    $('settings').showModal();
  });
  const askNewMatch = () => shell.newMatchAfterAsking(table, T);
  $('btn-new').addEventListener('click', askNewMatch);

  // rules panel: the table of contents scrolls inside the panel (no change to the address)
  shell.setupRulesPanel(p.rulesOptions);

  // saves as files; embedding (js/shell/embed.js): the dialog's snippet, and with ?embed=1 the
  // settings button and the text link under the game
  setupSaves(game, pageEl);
  const embed = setupEmbed({ root: pageEl, ...p.embed, onNewMatch: askNewMatch });

  // another language: every text on screen is redrawn, the match goes on untouched
  // (drawn when the page is next on screen if another game is on screen now)
  onLanguageChange(whenShown(pageEl, () => {
    p.applyStaticText();
    p.renderSettings();
    table.relabel();
    online.relabel();
    progress.relabel();
    embed.relabel();
    if ($('confirm').open) $('confirm-text').textContent = T.confirmNew;
  }));

  shell.startWhenReady(python, table, progress, T);

  const page = {
    shown() {
      document.documentElement.lang = T.lang;
      document.title = T.title;
      const picker = $('lang-picker');
      if (picker) picker.value = lang();
      table.activate();
    },
  };
  return { online, embed, askNewMatch, page };
}
