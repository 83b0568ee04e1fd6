// Replay on every game page (issue 28): a header button beside the other controls opens a small
// dialog with the finished matches kept on this device (storage.js loadFinished: the last 20,
// local and online) and "Open a record file"; the chosen record is played back on the game's
// own table (js/core/replay.js, the bar js/ui/replay-bar.js). A finished match is kept when its
// end is drawn (an online room's record: js/online/setup.js). Python replays every record first:
// a tampered one is refused in the dialog with the reason in the player's words (the move that
// does not replay: js/core/error-text.js; Python's text goes to the console), and the running
// match stays.

import { createReplay } from '../core/replay.js';
import * as storage from '../core/storage.js';
import { python } from '../core/python.js';
import { t, lang, onLanguageChange } from '../core/i18n.js';
import { mountReplayBar } from '../ui/replay-bar.js';
import { isPerson } from '../core/seat-plan.js';
import { errorText, logError } from '../core/error-text.js';

const MAX_FILE_CHARS = 4_000_000;
const ICON = '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4.5v3.7h3.7M12 8v4.2l2.8 1.8" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/**
 * Wires replay into the game page `pageEl` (js/shell/pages.js) of `game`, whose table's session
 * is `session` (core/session.js). Returns {replay (createReplay's controller), openDialog(),
 * openRecord(record, opts) -> Promise<null | reason text>, relabel()}.
 */
export function setupReplay({ game, pageEl, session: S }) {
  const $ = (id) => pageEl.querySelector(`#${id}`);
  const r = createReplay({ game, python, session: S });

  // every finished match shown here is kept (once), with the scores and winners of its end
  S.on('drawn', () => {
    const v = S.view;
    if (S.replay || S.online || !v || !v.over || !S.record) return;
    storage.keepFinished(game, S.record, {
      seat: S.HUMAN, plan: Array.isArray(S.plan) ? S.plan : null, source: 'local',
      scores: Array.isArray(v.scores) ? v.scores : [], winners: Array.isArray(v.winners) ? v.winners : [],
    });
  });

  // the header button, before the settings
  const btn = document.createElement('button');
  btn.type = 'button';
  btn.className = 'btn btn-quiet btn-icon';
  btn.id = 'btn-replay';
  btn.dataset.testid = 'replay-open';
  btn.setAttribute('aria-haspopup', 'dialog');
  btn.setAttribute('aria-controls', 'replay');
  btn.innerHTML = `${ICON}<span class="btn-label"></span>`;
  $('btn-settings').before(btn);

  // the dialog: the kept matches, a record file, what went wrong
  const dlg = document.createElement('dialog');
  dlg.className = 'dialog replay-dialog';
  dlg.id = 'replay';
  dlg.dataset.testid = 'replay-dialog';
  dlg.setAttribute('aria-labelledby', 'replay-title');
  dlg.innerHTML = `<form method="dialog">
    <header class="dialog-head"><h2 id="replay-title"></h2>
      <button type="submit" class="btn btn-quiet btn-close" data-testid="replay-dialog-close" value="close">
        <span aria-hidden="true">✕</span><span class="visually-hidden"></span></button></header>
    <p class="help replay-help"></p>
    <ul class="replay-list" data-testid="replay-list"></ul>
    <p class="replay-none" data-testid="replay-none" hidden></p>
    <div class="dialog-actions"><button type="button" class="btn" data-testid="replay-file"></button>
      <input type="file" accept=".json,application/json" hidden data-testid="replay-file-input"></div>
    <p class="saves-status replay-status" data-testid="replay-status" role="status"></p>
  </form>`;
  pageEl.append(dlg);
  const list = dlg.querySelector('.replay-list');
  const none = dlg.querySelector('.replay-none');
  const fileBtn = dlg.querySelector('[data-testid=replay-file]');
  const fileInput = dlg.querySelector('input[type=file]');
  const status = dlg.querySelector('.replay-status');
  let said = null; // the status line as a function of the language
  const say = (text) => { said = text; status.textContent = text ? text() : ''; };

  const seatName = (i, st) => {
    const p = st.plan && st.plan[i];
    if (p && typeof p.name === 'string' && p.name) return p.name;
    if (i === st.own) return t('replay-seat-you', { n: i + 1 });
    return t(p && p.kind === 'computer' ? 'replay-seat-computer' : 'replay-seat', { n: i + 1 });
  };
  const bar = mountReplayBar({
    main: $('game'), r, seatName,
    // the Dominoes table shows the other hands only at a round's end: the bar lists them
    handsLine: game === 'dominoes', view: () => S.view,
    hidden: game !== 'hus', // Hus hides nothing (every seat sees the whole board)
    onError: (e) => { logError('replay step refused', e); S.flash(t('replay-refused', { reason: errorText(e) }), 6000); },
  });

  /** Plays `record` back (`opts`: {seat, plan}); resolves null once shown, else the reason. */
  async function openRecord(record, opts = {}) {
    if (S.online) return t('replay-not-online');
    try {
      await r.open(record, opts);
      return null;
    } catch (e) {
      if (e && e.type === 'OtherGame') return t('replay-other-game', { game: t(`game-${record.game}`) });
      logError('record refused for replay', e);
      return t('replay-refused', { reason: errorText(e) });
    }
  }

  const when = (iso) => {
    try {
      return new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    } catch {
      return iso;
    }
  };
  function entryText(e) {
    const parts = [when(e.at)];
    if (e.scores.length) parts.push(e.scores.join(' : '));
    if (e.seat !== null && e.winners.length && !(e.plan && e.plan.filter(isPerson).length > 1)) {
      parts.push(t(e.winners.includes(e.seat) ? 'replay-won' : 'replay-lost'));
    }
    parts.push(t('replay-moves', { n: e.record.moves.length }));
    if (e.source === 'online') parts.push(t('replay-online'));
    return parts.join(' · ');
  }

  function drawList() {
    const kept = storage.loadFinished(game);
    list.replaceChildren(...kept.map((e, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'btn btn-quiet replay-entry';
      b.dataset.testid = 'replay-entry';
      b.dataset.index = String(i);
      b.textContent = entryText(e);
      b.addEventListener('click', async () => {
        say(null);
        const why = await openRecord(e.record, { seat: e.seat ?? 0, plan: e.plan });
        if (why) say(() => why); else { dlg.close(); bar.focus(); }
      });
      li.append(b);
      return li;
    }));
    none.hidden = kept.length > 0;
  }

  function label() {
    btn.querySelector('.btn-label').textContent = t('replay-open');
    btn.title = t('replay-open'); // the word shows only on wide screens
    dlg.querySelector('#replay-title').textContent = t('replay-title');
    dlg.querySelector('.btn-close .visually-hidden').textContent = t('close');
    dlg.querySelector('.replay-help').textContent = t('replay-help');
    none.textContent = t('replay-none');
    fileBtn.textContent = t('replay-open-file');
    if (said) status.textContent = said();
    if (dlg.open) drawList();
  }

  function openDialog() {
    say(null);
    drawList();
    dlg.showModal();
  }
  btn.addEventListener('click', openDialog);
  fileBtn.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', async () => {
    const f = fileInput.files && fileInput.files[0];
    fileInput.value = '';
    if (!f) return;
    say(null);
    let rec = null;
    try {
      const text = await f.text();
      if (text.length <= MAX_FILE_CHARS) rec = JSON.parse(text);
    } catch {
      rec = null;
    }
    if (!rec || typeof rec !== 'object' || typeof rec.game !== 'string') { say(() => t('replay-file-bad')); return; }
    const why = await openRecord(rec, { seat: 0 });
    if (why) say(() => why); else { dlg.close(); bar.focus(); }
  });

  // a replay closed: the focus, if it was on the bar, goes back to the header's button
  let wasOpen = false;
  r.onChange((st) => {
    const at = document.activeElement;
    if (wasOpen && !st.open && btn.isConnected && (!at || at === document.body || bar.el.contains(at))) btn.focus({ preventScroll: true });
    wasOpen = st.open;
  });

  label();
  onLanguageChange(label);
  return { replay: r, openDialog, openRecord, relabel: () => { label(); bar.relabel(); } };
}
