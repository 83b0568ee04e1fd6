// The Hus page: texts, settings dialog, load progress, and the board (board.js).
// The front end never decides a rule: legal pits, their previews, captures, the end of the
// game and the scores all come from Python (py/gamut/hus through api.py).

import * as storage from '../../core/storage.js';
import { LEVELS } from '../../core/session.js';
import { createHus } from './board.js';
import { fitBoard } from './fit.js';
import { wireGamePage } from '../../shell/wire.js';
import { fillSelect, gameShell } from '../../shell/common.js';
import { handleSettingsChanges, loadDeclared, withCommonTexts } from '../../shell/game-settings.js';
import { drawWhoPlays, namesOf, seatChoices, seatDefaults, withPeopleTexts } from '../../shell/seat-settings.js';
import { planOf } from '../../core/seat-plan.js';
import { initI18n, t, keyed } from '../../core/i18n.js';

// ---------------------------------------------------------------------------------------------
// All UI text comes from the translation files (web/i18n/*.ftl, see i18n.js): T keeps the
// shape the board code (board.js) reads, each entry formats a Fluent message when called,
// so a change of language redraws in the new language.
await initI18n();
const yn = (b) => (b ? 'yes' : 'no');
const pitName = (move) => {
  const m = /^([io])([1-8])$/.exec(move || '');
  return m ? t('hus-pit-name', { row: m[1], col: Number(m[2]) }) : move;
};

export const T = withCommonTexts({
  firsts: keyed('hus-first'),
  seriesKinds: keyed('hus-series'),
  seriesHelp: keyed('hus-series-help'),
  targetOption: (n) => t('points', { n }),
  ruleLabels: keyed('hus-rule'),
  ruleShort: keyed('hus-rule-short'),
  tempos: new Proxy({}, { get: (_, k) => (k === 'instant' ? t('hus-tempo-instant') : t(`tempo-${String(k)}`)) }),
  get you() { return t('hus-you'); },
  get computer() { return t('hus-computer'); },
  rowNames: keyed('hus-row'),
  pitName,
  pitLabel: (mine, name, n) => t('hus-pit-label', { name, n }),
  pitTheirs: (label) => t('hus-pit-theirs', { label }),
  // the other side by its name (a friend online, a person at this device)
  rowOf: (name, outer) => t('hus-row-of', { name, row: outer ? 'o' : 'i' }),
  pitOf: (name, label) => t('hus-pit-of', { name, label }),
  animSummaryOf: (name) => t('hus-anim-summary-of', { name }),
  animEndOf: (name) => t('hus-anim-end-of', { name }),
  gameWonBy: (name) => t('hus-game-won-by', { name }),
  endReasonOf: (reason, name) => t('hus-end-reason-of', { reason: reason || 'other', name }),
  matchWonBy: (name, seeds) => t('hus-match-won-by', { name, seeds }),
  seriesWonBy: (name) => t('hus-series-won-by', { name }),
  // a spectator online: both sides by name
  seedCountsOf: (a, seedsA, b, seedsB) => t('hus-seed-counts-names', { a, seedsA, b, seedsB }),
  pitAbout: (pit, text) => t('hus-pit-about', { pit, text }),
  reasons: keyed('hus-reason'),
  previewText: ({ end, laps, sown, captured }) => t('hus-preview', { end, laps, sown, captured: captured || 0 }),
  inHand: (n) => t('hus-in-hand', { n }),
  get capturing() { return t('hus-capturing'); },
  animSummary: (you) => t('hus-anim-summary', { you: yn(you) }),
  animEnd: (you) => t('hus-anim-end', { you: yn(you) }),
  get thinking() { return t('hus-thinking'); },
  seeds: (n) => t('hus-seeds', { n }),
  scoreShort: (kind, n) => t('hus-score-short', { kind, n }),
  seatLabel: (name, seeds, series, score, toMove) =>
    t('hus-seat-label', { name, seeds, kind: series || 'none', score: score ?? 0, toMove: yn(toMove) }),
  get single() { return t('hus-single'); },
  pointsInfo: (game, to) => t('hus-points-info', { game, to }),
  bestOf7Info: (game) => t('hus-best-of-7-info', { game }),
  levelShort: (level) => t('hus-level-short', { level }),
  get dirClock() { return t('hus-dir-clock'); },
  get dirAnti() { return t('hus-dir-anti'); },
  get play() { return t('hus-play'); },
  get wait() { return t('hus-wait'); },
  waitFor: (name) => t('wait', { name }),
  get skip() { return t('hus-skip'); },
  get nextGame() { return t('hus-next-game'); },
  get yourTurn() { return t('hus-your-turn'); },
  get yourTurnOpening() { return t('hus-your-turn-opening'); },
  get choosePit() { return t('hus-choose-pit'); },
  cannotPlay: (pit, why) => t('hus-cannot-play', { pit, why: why || 'none' }),
  moveLine: ({ you, name, pit, laps, sown, captured, end }) =>
    t(name ? 'hus-move-line-of' : 'hus-move-line', { you: yn(you), name: name || '', pit, laps, sown, captured: captured || 0, end }),
  get gameWon() { return t('hus-game-won'); },
  get gameLost() { return t('hus-game-lost'); },
  endReason: (reason, youLost) => t('hus-end-reason', { reason: reason || 'other', youLost: yn(youLost) }),
  // `name`: the other side's, when a person plays it (else the texts say Computer)
  seedCounts: (you, them, name) => t(name ? 'hus-seed-counts-of' : 'hus-seed-counts', { you, them, name: name || '' }),
  gamePoints: (you, them, name) => t(name ? 'hus-game-points-of' : 'hus-game-points', { you, them, name: name || '' }),
  seriesStanding: (kind, you, them, to, name) =>
    t(name ? 'hus-series-standing-of' : 'hus-series-standing', { kind, you, them, to, name: name || '' }),
  matchWon: (seeds) => t('hus-match-won', { seeds }),
  matchLost: (seeds) => t('hus-match-lost', { seeds }),
  get seriesWon() { return t('hus-series-won'); },
  get seriesLost() { return t('hus-series-lost'); },
  // people at one table (shell/seat-settings.js)
  personTurn: (name) => t('person-turn', { name }),
  personMove: (name, pit) => t('handover-move', { kind: 'sow', name, move: pit }),
}, 'game-hus', () => game);
withPeopleTexts(T);

// ---------------------------------------------------------------------------------------------
const GAME = 'hus';
const RULES = ['fixed_opening', 'anticlockwise', 'capture_sow_captured_only', 'capture_needs_both'];
export const CHOICES = {
  level: [...LEVELS], // the one list (core/session-face.js, Python's core.LEVELS)
  first: ['lot', 'you', 'computer'],
  series: ['single', 'points', 'best_of_7'],
  target: [50, 100, 150, 200],
  tempo: ['slow', 'normal', 'fast', 'instant'],
  ...Object.fromEntries(RULES.map((r) => [r, [false, true]])),
  ...seatChoices(2),
};
const DEFAULTS = {
  level: 'medium', first: 'lot', series: 'single', target: 100, tempo: 'normal',
  ...Object.fromEntries(RULES.map((r) => [r, false])),
  ...seatDefaults(2),
};
const SETTINGS = { choices: CHOICES, defaults: DEFAULTS, newMatch: ['first', 'series', 'target', ...RULES] };

// this game's page in the one page (js/shell/pages.js): every element is looked up in it
const { pageEl, $, shell, ask, drawStats, applyStaticText } = gameShell(GAME, T);

// ---------------------------------------------------------------------------------------------
let settings = loadDeclared(storage, GAME, SETTINGS);

const renderStats = () => drawStats(storage, GAME, CHOICES.level, T);

let onlineOk = false; // the room server answered: "Play against" offers online

function renderSettings() {
  fillSelect($('set-level'), CHOICES.level, (v) => T.levels[v], settings.level);
  // between people "who starts" names them (South: 'you', North: 'computer' in the setting)
  const people = settings.seat1 === 'person' ? namesOf(storage, GAME) : null;
  const firstName = (v) => (v === 'lot' || !people ? T.firsts[v] : people[v === 'you' ? 0 : 1] || T.defaultName(v === 'you' ? 0 : 1));
  fillSelect($('set-first'), CHOICES.first, firstName, settings.first);
  fillSelect($('set-series'), CHOICES.series, (v) => T.seriesKinds[v], settings.series);
  fillSelect($('set-target'), CHOICES.target, T.targetOption, settings.target);
  fillSelect($('set-tempo'), CHOICES.tempo, (v) => T.tempos[v], settings.tempo);
  $('series-help').textContent = T.seriesHelp[settings.series];
  $('field-target').hidden = settings.series !== 'points';
  for (const r of RULES) $(`set-${r}`).checked = !!settings[r];
  drawWhoPlays($, {
    count: 2, settings, T, storage, game: GAME, onRename: (seat, name) => game.rename(seat, name), onlineOk,
  });
  renderStats();
}

// ---------------------------------------------------------------------------------------------
// the table, and the wiring every game page shares (js/shell/wire.js): progress, texts,
// online, buttons, saves, embedding, rules panel, a change of language, the start
const wired = wireGamePage({
  game: GAME, pageEl, T, shell, seatChoices: [2],
  getSettings: () => settings, level: () => settings.level, renderStats, renderSettings, applyStaticText,
  embed: { titleId: 'hus-embed-iframe-title', linkId: 'hus-embed-link-text', bar: pageEl.querySelector('.infoline') },
  // an online room's rules: named in the join dialog, changed by the host between matches
  roomRules: {
    describe(o) {
      const kind = o.series ? o.series.kind : 'single';
      return kind === 'points' ? `${T.seriesKinds.points} · ${T.targetOption(o.series.to)}` : T.seriesKinds[kind];
    },
    fields: [
      {
        name: 'series', label: () => t('hus-series'), choices: () => CHOICES.series.map((k) => [k, T.seriesKinds[k]]),
        get: (o) => (o.series ? o.series.kind : 'single'),
        set(o, v) {
          const { series, ...rest } = o;
          if (v === 'points') return { ...rest, series: { kind: 'points', to: series && series.kind === 'points' ? series.to : 100 } };
          if (v === 'best_of_7') return { ...rest, series: { kind: 'best_of_7', to: 4 } };
          return rest;
        },
      },
      {
        // the target of a series to points (set after the series: it keeps a points series)
        name: 'target', label: () => t('hus-target'), choices: () => CHOICES.target.map((n) => [n, T.targetOption(n)]),
        get: (o) => (o.series && o.series.kind === 'points' ? o.series.to : 100),
        set: (o, v) => (o.series && o.series.kind === 'points' ? { ...o, series: { kind: 'points', to: Number(v) } } : o),
      },
    ],
  },
  // the seats of a new match: North the computer or a person, with the people's names
  seatPlan: (n) => planOf(settings, n, namesOf(storage, GAME), (i) =>
    (settings.seat1 === 'person' ? T.defaultName(i) : i === 0 ? T.you : T.computer)),
  createTable: (deps) => createHus({
    ...deps,
    els: {
      seats: $('seats'), roundInfo: $('round-info'), ruleInfo: $('rule-info'),
      table: $('table'), board: $('board'), rows: $('rows'), status: $('status'),
      loading: $('loading'), result: $('result'), log: $('log'), main: $('main-button'),
    },
  }),
});
const { table: game, online } = wired;
online.available.then((ok) => { onlineOk = ok; renderSettings(); });
// the pits' size follows the room the board has (css/hus.css --fit-w/--fit-h)
fitBoard($('board').parentElement);

handleSettingsChanges($('settings-form'), {
  game: GAME, declared: SETTINGS, get: () => settings, set: (next) => { settings = next; },
  seats: () => 2, maxSeats: 2, table: game, online, ask, T, storage, renderSettings,
});

/** What js/shell/app.js calls each time this game's page is put on screen again. */
export const { page } = wired;
