// What every game page's shell shares: filling a settings <select>, the yes/no confirm dialog,
// the load progress and the start once Python is ready, the static texts, the statistics list,
// the rules panel and asking before a new match. Each page keeps its own texts and settings;
// these only draw them. Every game page lives in a wrapper of its own (js/shell/pages.js):
// shellOf(root) gives the functions that look up the page's own elements.

import { pageRoot, scoped } from './pages.js';
import { translateDOM } from '../core/i18n.js';

/** Fills <select> `sel` with `values` (labelled by `label(v)`, disabled where `disabled(v)`)
 *  and selects `current`. */
export function fillSelect(sel, values, label, current, disabled = () => false) {
  sel.replaceChildren();
  for (const v of values) {
    const o = document.createElement('option');
    o.value = String(v);
    o.textContent = label(v);
    o.disabled = disabled(v);
    sel.append(o);
  }
  sel.value = String(current);
}

/** The game page of `game` in the one page (pages.js) with its shell: {pageEl (its wrapper),
 *  $ (its elements by id), shell (shellOf), ask, drawStats, applyStaticText() (its static
 *  texts in the language of the moment, from T)}. */
export function gameShell(game, T) {
  const pageEl = pageRoot(game);
  const shell = shellOf(pageEl);
  const { ask, drawStats, applyPageTexts } = shell;
  return { pageEl, $: scoped(pageEl), shell, ask, drawStats, applyStaticText: () => applyPageTexts(T, translateDOM) };
}

let asked = Promise.resolve(); // the last question, settled once its dialog has closed

/** The shell functions of the game page in `root` (its wrapper, see pages.js): ask,
 *  createProgress, applyPageTexts, drawStats, setupRulesPanel, newMatchAfterAsking,
 *  startWhenReady. They reach only the page's own elements, also while it is off screen. */
export function shellOf(root) {
  const $ = scoped(root);

  /** The page's #confirm dialog as a yes/no question; resolves true for yes. `labels`
   *  ({yes, no, focus}, optional) name the buttons so that they answer this question (else New
   *  match / Cancel); focus 'no' puts the focus (Enter) on "no" instead of "yes". A question
   *  asked right after another is answered waits for the first one's `close` event (it is
   *  delivered a task after the answer): else that late event would answer the second
   *  question too. */
  function ask(text, labels = null) {
    const dlg = $('confirm');
    const next = asked.then(
      () =>
        new Promise((resolve) => {
          $('confirm-text').textContent = text;
          // the buttons' own texts come back (translated by data-i18n) once it is answered
          const yes = $('confirm-yes');
          const no = $('confirm-no');
          const own = [yes.textContent, no.textContent];
          if (labels) { yes.textContent = labels.yes; no.textContent = labels.no; }
          dlg.addEventListener('close', () => {
            if (labels) [yes.textContent, no.textContent] = own;
            resolve(dlg.returnValue === 'yes');
          }, { once: true });
          dlg.returnValue = '';
          dlg.showModal();
          (labels && labels.focus === 'no' ? no : yes).focus();
        }),
    );
    asked = next.catch(() => false);
    return next;
  }

  /** Load progress in #progress-bar and #loading-stage. `stageText(stage)` names a stage in the
   *  current language; the name is written when the stage changes (a word put there meanwhile,
   *  js/core/waiting.js's answer to a click, stays until then); `relabel()` redraws the last
   *  stage's name after a change of language. */
  function createProgress(stageText) {
    let lastStage = null;
    return {
      show({ stage, fraction } = {}) {
        if (typeof fraction === 'number' && Number.isFinite(fraction)) {
          const f = Math.max(0, Math.min(1, fraction));
          $('progress-bar').style.width = `${Math.round(f * 100)}%`;
        }
        if (stage && stage !== lastStage) {
          lastStage = stage;
          $('loading-stage').textContent = stageText(stage) || '';
        }
      },
      relabel() {
        if (lastStage) $('loading-stage').textContent = stageText(lastStage) || '';
      },
    };
  }

  /** The page's language, title and static texts (data-i18n in the page's markup) in the
   *  current language. */
  function applyPageTexts(T, translateDOM) {
    if (root.isConnected) {
      document.documentElement.lang = T.lang;
      document.title = T.title;
    }
    translateDOM(root);
  }

  /** The statistics of `game` in #stats: one line per level, "won of played", and under it
   *  the level's matches with help once there is one ("won with help: won of played"). */
  function drawStats(storage, game, levels, T) {
    const stats = storage.loadStats(game, levels);
    const ul = $('stats');
    ul.replaceChildren();
    for (const lv of levels) {
      const li = document.createElement('li');
      li.dataset.level = lv;
      const a = document.createElement('span');
      a.textContent = T.levels[lv];
      const b = document.createElement('span');
      b.textContent = T.statsLine(stats[lv].won, stats[lv].played);
      li.append(a, b);
      ul.append(li);
      // matches with a take-back or a hint, apart (core/session-help.js): shown once there is one
      const help = stats[lv].help;
      if (help.played > 0) {
        const hl = document.createElement('li');
        hl.className = 'stats-help';
        hl.dataset.level = lv;
        hl.dataset.help = 'true';
        const c = document.createElement('span');
        c.textContent = T.statsHelp(help.won, help.played);
        hl.append(document.createElement('span'), c);
        ul.append(hl);
      }
    }
  }

  /** The rules panel (#rules): opens at the top; its table of contents scrolls inside the panel
   *  (no change to the address), smoothly when `smooth` and the player allows motion. */
  function setupRulesPanel({ smooth = false } = {}) {
    $('btn-rules').addEventListener('click', () => {
      $('rules').showModal();
      $('rules-body').scrollTop = 0;
    });
    $('rules-body').addEventListener('click', (ev) => {
      const a = ev.target.closest('a[href^="#"]');
      if (!a) return;
      const target = $(a.getAttribute('href').slice(1));
      if (!target) return;
      ev.preventDefault();
      if (!smooth) { target.scrollIntoView({ block: 'start' }); return; }
      const still = globalThis.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    });
  }

  /** New match on the player's word: asks first (T.confirmNew) when a match is in progress. */
  async function newMatchAfterAsking(game, T) {
    if (game.inProgress() && !(await ask(T.confirmNew))) return;
    game.newMatch();
  }

  /** Load progress from `python`, then the game starts (or shows why Python could not load). */
  function startWhenReady(python, game, progress, T) {
    python.onProgress(progress.show);
    python.ready.then(
      () => {
        progress.show({ stage: 'ready', fraction: 1 });
        game.start();
      },
      (err) => game.fatal(T.loadFailed(err && err.message ? err.message : String(err))),
    );
  }

  return { ask, createProgress, applyPageTexts, drawStats, setupRulesPanel, newMatchAfterAsking, startWhenReady };
}
