// The wiring every game page shares: the load progress, the static texts, the settings and the
// language picker drawn, the table made with what every table gets (Python, the saves, the
// texts, the settings, the statistics, the live region, the seat plan), the placeholder
// table, online play (js/online/setup.js), the settings and new-match buttons, take-back and
// hint (help-controls.js), saves as files (saves.js), replay of finished matches (replay.js),
// embedding (embed.js), the rules panel, the redraw after a change of language, the start
// once Python is ready, and what js/shell/app.js calls when the page is shown again. Each
// page keeps its texts, settings and their change handler (games/<game>/page.js).

import { setupOnline } from '../online/setup.js';
import { setupEmbed } from './embed.js';
import { setupSaves } from './saves.js';
import { setupReplay } from './replay.js';
import { setupThemeSetting } from './theme-setting.js';
import { setupHelp } from './help-controls.js';
import { scoped, shown, whenShown } from './pages.js';
import { announce, lang, mountPicker, onLanguageChange } from '../core/i18n.js';
import { python } from '../core/python.js';
import * as storage from '../core/storage.js';

/**
 * Wires the game page in `pageEl` (pages.js). `p`: {game (its name), pageEl, T (texts:
 * loadingStages, confirmNew, lang, title), shell (common.js shellOf(pageEl)), getSettings(),
 * level() (the level set), seatPlan(n) (the seats of a new match), renderStats(),
 * renderSettings(), applyStaticText(), createTable(deps) (the game's table from deps {root,
 * python, storage, strings, getSettings, onMatchCounted, announce, seatPlan} and its own els),
 * seatChoices (seat counts offered online), embed ({titleId, linkId, bar}: embed.js),
 * rulesOptions (setupRulesPanel's), roomRules (an online room's rules: how the join dialog
 * names them and what the host may change between matches; js/online/lobby.js)}.
 * Returns {table, online, embed, page, replay (replay.js)}: `table` is the table's controller
 * (core/session-face.js), `page.shown()` what app.js calls each time the page is put on screen
 * again (title and language, the language picker, gamutDebug).
 */
export function wireGamePage(p) {
  const { game, pageEl, T, shell } = p;
  const $ = scoped(pageEl);

  const progress = shell.createProgress((stage) => T.loadingStages[stage]);
  p.applyStaticText();
  p.renderSettings();
  mountPicker($('lang-slot'));

  const table = p.createTable({
    root: $('app'), python, storage, strings: T, getSettings: p.getSettings, onMatchCounted: p.renderStats,
    // a game off screen says nothing: the live region belongs to the game on screen
    announce: (text) => shown(pageEl) && announce(text),
    seatPlan: p.seatPlan,
  });
  table.renderPlaceholder();

  // online with friends (js/online/): offered once the room server answers
  const online = setupOnline({
    game, pageEl, tableRoot: $('app'), session: table.session, seatChoices: p.seatChoices,
    gameOptions: () => table.session.gameOptions(), level: p.level, onStats: p.renderStats,
    settings: $('settings'), ask: shell.ask, rules: p.roomRules,
    // the room dialog's "Players" starts from the settings' number of players
    players: () => { const s = p.getSettings(); return s.seats ?? s.players ?? 2; },
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

  // take-back and hint (core/session-help.js): the header's buttons and the keys U and H
  const help = setupHelp({ pageEl, session: table.session, T, ask: shell.ask });

  // saves as files; embedding (js/shell/embed.js): the dialog's snippet, and with ?embed=1 the
  // settings button and the text link under the game
  setupSaves(game, pageEl);
  // replay of a finished match on this table (js/shell/replay.js)
  const replay = setupReplay({ game, pageEl, session: table.session });
  setupThemeSetting(pageEl);
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
    help.relabel();
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
  return { table, online, embed, page, replay };
}
