// The page shell: texts, settings dialog, load progress, and the Dominoes table.
// The front end never decides a rule: every rule question goes to Python (see table.js).

import * as storage from '../../core/storage.js';
import { LEVELS } from '../../core/session.js';
import { createDominoes } from './table.js';
import { wireGamePage } from '../../shell/wire.js';
import { fillSelect, gameShell } from '../../shell/common.js';
import { handleSettingsChanges, loadDeclared, withCommonTexts } from '../../shell/game-settings.js';
import { drawWhoPlays, planFromSettings, seatChoices, seatDefaults, withPeopleTexts } from '../../shell/seat-settings.js';
import { loadWins } from '../../core/people.js';
import { initI18n, t, keyed, list } from '../../core/i18n.js';

// ---------------------------------------------------------------------------------------------
// All UI text comes from the translation files (web/i18n/*.ftl, see i18n.js): T keeps the
// shape the table code (table.js) reads, each entry formats a Fluent message when called,
// so a change of language redraws in the new language.
await initI18n();
const yn = (b) => (b ? 'yes' : 'no');

export const T = withCommonTexts({
  seatsOption: (n) => t('players-option', { n }),
  modes: keyed('dom-mode'),
  modeHelp: keyed('dom-mode-help'),
  targetOption: (n) => t('dom-target-option', { n }),
  tempos: keyed('tempo'),
  seatName: (seats, seat) => t('seat-name', { seats, seat }),
  tiles: (n) => t('tiles', { n }),
  roundInfo: (round, target) => t('dom-round-info', { round, target }),
  boneyard: (n) => t('dom-boneyard', { n }),
  get noBoneyard() { return t('dom-no-boneyard'); },
  count: (n) => t('dom-count', { n }),
  seatLabel: (name, tiles, score, toMove) => t('seat-label', { name, tiles, score, toMove: yn(toMove) }),
  get draw() { return t('dom-draw'); },
  get pass() { return t('pass'); },
  get next() { return t('dom-next'); },
  get play() { return t('dom-play'); },
  wait: (name) => t('wait', { name }),
  get yourTurn() { return t('dom-your-turn'); },
  // `name`: the opener's, when people share the table (else the texts speak to "you")
  yourTurnFirst: (name = null) => (name ? t('dom-person-first', { name }) : t('dom-your-turn-first')),
  yourTurnFirstWith: (tile, name = null) => {
    const [a, b] = tile.split('-');
    const double = a === b ? 'yes' : 'no';
    return name ? t('dom-person-first-with', { tile, double, name }) : t('dom-your-turn-first-with', { tile, double });
  },
  roundOpens: (round, name) => t('dom-round-opens', { round, name }),
  get mustDraw() { return t('dom-must-draw'); },
  get mustPass() { return t('dom-must-pass'); },
  get chooseEnd() { return t('dom-choose-end'); },
  cannotPlay: (tile) => t('dom-cannot-play', { tile }),
  // one seat's run of events: {you, name, draws, passed, tile, score, lacked}
  // (lacked: the open numbers the seat had none of when it had to draw or pass)
  run: ({ you, name, draws, passed, tile, score, lacked }) => {
    const parts = [];
    if (draws) parts.push(t('dom-run-draw', { you: yn(you), n: draws }));
    if (tile) parts.push(t('dom-run-play', { you: yn(you), tile, score: score || 0 }));
    if (passed) parts.push(t('dom-run-pass', { you: yn(you) }));
    if (!parts.length) return '';
    const actions = list(parts);
    if (lacked && lacked.length) return t('dom-run-lacked', { name, actions, numbers: list(lacked, 'disjunction') });
    return t('dom-run', { name, actions });
  },
  seatAct: (draws, passed) => t('dom-seat-act', { draws, passed: yn(passed) }),
  get logLabel() { return t('dom-log-label'); },
  placeAt: (tile, end, score, fives) => t('dom-place-at', { tile, end, score, fives: yn(fives) }),
  handTile: (tile, playable) => t('dom-hand-tile', { tile, playable: playable == null ? 'none' : yn(playable) }),
  layoutTile: (tile) => t('dom-layout-tile', { tile }),
  get spinner() { return t('dom-spinner'); },
  get lastTile() { return t('last-tile'); },
  announcePlay: (name, you, tile, end, score) => t('dom-announce-play', { name, you: yn(you), tile, end: end || 'none', score: score || 0 }),
  announceRound: (round, result) => t('dom-announce-round', { round, result }),
  announceScores: (pairs) => t('dom-announce-scores', { scores: list(pairs.map(([name, score]) => t('dom-score-of', { name, score }))) }),
  roundOver: (round) => t('dom-round-over', { round }),
  dominoWin: (name, you) => t('dom-domino-win', { name, you: yn(you) }),
  dominoPips: (raw) => t('dom-domino-pips', { raw }),
  get blocked() { return t('dom-blocked'); },
  blockedWin: (name, you, own, others, raw) => t('dom-blocked-win', { name, you: yn(you), own, others, raw }),
  get blockedTie() { return t('dom-blocked-tie'); },
  targetWin: (name, you, target) => t('dom-target-win', { name, you: yn(you), target }),
  rounded: (raw, points) => t('dom-rounded', { raw, points }),
  scores: (name, you, points) => t('dom-scores', { name, you: yn(you), points }),
  pipsIn: (n) => t('dom-pips-in', { n }),
  get emptyHand() { return t('empty-hand'); },
  get outOfPlay() { return t('dom-out-of-play'); },
  outCount: (n) => t('dom-out-count', { n }),
  matchWon: (score) => t('dom-match-won', { score }),
  matchLost: (names) => t('dom-match-lost', { names: list(names), count: names.length }),
  // people at one table (shell/seat-settings.js, ui/handover.js; the shared texts: withPeopleTexts)
  // a record spelling: "draw", "pass", "next" or a tile with its end ("5-3 W"; the tile is told)
  handoverMove: (name, move) => {
    const kind = ['draw', 'pass', 'next'].includes(move) ? move : 'play';
    return t('handover-move', { kind, name, move: String(move).split(' ')[0] });
  },
  peopleWins: (name, wins) => t('people-wins-line', { name, wins }),
}, 'game-dominoes', () => game);
withPeopleTexts(T, { handover: true });

// ---------------------------------------------------------------------------------------------
const GAME = 'dominoes';
export const CHOICES = {
  opponent: ['computer', 'online'],
  level: [...LEVELS], // the one list (core/session-face.js, Python's core.LEVELS)
  seats: [2, 3, 4],
  mode: ['draw', 'block', 'fives'],
  target: [50, 100, 150, 200, 250],
  tempo: ['slow', 'normal', 'fast'],
  ...seatChoices(4),
};
const DEFAULTS = { opponent: 'computer', level: 'medium', seats: 2, mode: 'draw', target: 100, tempo: 'normal', ...seatDefaults(4) };
// "online" is no stored setting: it opens the room dialog (js/online/setup.js)
const SETTINGS = { choices: CHOICES, defaults: DEFAULTS, newMatch: ['mode', 'seats', 'target'], schema: { ...CHOICES, opponent: ['computer'] } };

// this game's page in the one page (js/shell/pages.js): every element is looked up in it
const { pageEl, $, shell, ask, drawStats, applyStaticText } = gameShell(GAME, T);

// ---------------------------------------------------------------------------------------------
let settings = loadDeclared(storage, GAME, SETTINGS);

const renderStats = () => {
  drawStats(storage, GAME, CHOICES.level, T);
  // matches between people: wins per name (core/people.js), shown once there is one
  const wins = loadWins(storage, GAME);
  $('people-wins-box').hidden = !wins.length;
  $('people-wins').replaceChildren(...wins.map(([name, n]) => {
    const li = document.createElement('li');
    li.textContent = T.peopleWins(name, n);
    return li;
  }));
};
let onlineOk = false;

function renderSettings() {
  // "online" only where the room server answers (js/online/setup.js); choosing it opens the room dialog
  fillSelect($('set-level'), CHOICES.level, (v) => T.levels[v], settings.level);
  fillSelect($('set-seats'), CHOICES.seats, T.seatsOption, settings.seats);
  fillSelect($('set-mode'), CHOICES.mode, (v) => T.modes[v], settings.mode);
  fillSelect($('set-target'), CHOICES.target, T.targetOption, settings.target);
  fillSelect($('set-tempo'), CHOICES.tempo, (v) => T.tempos[v], settings.tempo);
  $('mode-help').textContent = T.modeHelp[settings.mode];
  drawWhoPlays($, {
    count: settings.seats, settings, T, storage, game: GAME, onRename: (seat, name) => game.rename(seat, name), onlineOk,
  });
  renderStats();
}

// ---------------------------------------------------------------------------------------------
// the table, and the wiring every game page shares (js/shell/wire.js): progress, texts,
// online, buttons, saves, embedding, rules panel, a change of language, the start
const wired = wireGamePage({
  game: GAME, pageEl, T, shell, seatChoices: [2, 3, 4],
  getSettings: () => settings, level: () => settings.level, renderStats, renderSettings, applyStaticText,
  embed: { titleId: 'dom-embed-iframe-title', linkId: 'dom-embed-link-text', bar: pageEl.querySelector('.infoline') },
  rulesOptions: { smooth: true },
  // an online room's rules: named in the join dialog, changed by the host between matches
  roomRules: {
    describe: (o) => `${T.modes[o.mode]} · ${T.targetOption(o.target)}`,
    fields: [
      { name: 'mode', label: () => t('dom-mode'), choices: () => CHOICES.mode.map((m) => [m, T.modes[m]]), get: (o) => o.mode, set: (o, v) => ({ ...o, mode: v }) },
      { name: 'target', label: () => t('dom-target'), choices: () => CHOICES.target.map((n) => [n, T.targetOption(n)]), get: (o) => o.target, set: (o, v) => ({ ...o, target: Number(v) }) },
    ],
  },
  // the seats of a new match: settings seat1..seat3 and the people's names
  seatPlan: (n) => planFromSettings(settings, n, storage, GAME, T),
  createTable: (deps) => createDominoes({
    ...deps,
    els: {
      seats: $('seats'), roundInfo: $('round-info'), boneyard: $('boneyard'), countInfo: $('count-info'),
      table: $('table'), layout: $('layout'), loading: $('loading'), result: $('result'),
      log: $('log'), hand: $('hand'), main: $('main-button'),
    },
  }),
});
const { table: game, online } = wired;
online.available.then((ok) => { onlineOk = ok; renderSettings(); });

handleSettingsChanges($('settings-form'), {
  game: GAME, declared: SETTINGS, get: () => settings, set: (next) => { settings = next; },
  seats: (s) => s.seats, maxSeats: 4, table: game, online, ask, T, storage, renderSettings,
});

/** What js/shell/app.js calls each time this game's page is put on screen again. */
export const { page } = wired;
