// The Wu Hsing page: texts, settings dialog, load progress, and the board (table.js).
// The front end never decides a rule: legal moves, scores, patterns and the end of the game
// all come from Python (py/gamut/wuhsing through api.py).

import * as storage from '../../core/storage.js';
import { LEVELS } from '../../core/session.js';
import { createWuHsing } from './table.js';
import { wireGamePage } from '../../shell/wire.js';
import { fillSelect, gameShell } from '../../shell/common.js';
import { handleSettingsChanges, loadDeclared, withCommonTexts } from '../../shell/game-settings.js';
import { drawWhoPlays, planFromSettings, seatChoices, seatDefaults, withPeopleTexts } from '../../shell/seat-settings.js';
import { initI18n, t, keyed, list } from '../../core/i18n.js';

// ---------------------------------------------------------------------------------------------
// All UI text comes from the translation files (web/i18n/*.ftl, see i18n.js): T keeps the
// shape the board code (table.js) reads, each entry formats a Fluent message when
// called, so a change of language redraws in the new language.
await initI18n();
const yn = (b) => (b ? 'yes' : 'no');
const colour = (c) => t(`wx-colour-${c}`);

export const T = withCommonTexts({
  get close() { return t('close'); },
  playersOption: (n) => t('players-option', { n }),
  variants: keyed('wx-variant'),
  variantHelp: keyed('wx-variant-help'),
  variantTwoOnly: (v) => t('wx-variant-two-only', { variant: v }),
  hands: keyed('wx-hands'),
  tempos: keyed('tempo'),
  seatName: (players, seat) => t('seat-name', { seats: players, seat }),
  tiles: (n) => t('tiles', { n }),
  seatLabel: (name, tiles, score, toMove) => t('seat-label', { name, tiles, score, toMove: yn(toMove) }),
  handShown: (name) => t('wx-hand-shown', { name }),
  colours: new Proxy({}, { get: (_, c) => (typeof c === 'string' ? colour(c) : undefined) }),
  tileName: (a, b) => t('wx-tile-name', { a: colour(a), b: colour(b) }),
  rackTile: (name, playable, canPlay) => t('wx-rack-tile', { name, state: !canPlay ? 'none' : playable ? 'playable' : 'blocked' }),
  spot: (a, b, horizontal, score) => t('wx-spot', { a: colour(a), b: colour(b), horizontal: yn(horizontal), score: score == null ? 'none' : score }),
  preview: (a, b, horizontal) => t('wx-preview', { a: colour(a), b: colour(b), horizontal: yn(horizontal) }),
  cell: (c, row, col) => t('wx-cell', { colour: colour(c), row, col }),
  get hiddenTile() { return t('wx-hidden-tile'); },
  get lastTile() { return t('last-tile'); },
  get pass() { return t('pass'); },
  get play() { return t('wx-play'); },
  get place() { return t('wx-place'); },
  wait: (name) => t('wait', { name }),
  get yourTurn() { return t('wx-your-turn'); },
  chooseSpot: (n) => t('wx-choose-spot', { n }),
  get noSpotHere() { return t('wx-no-spot-here'); },
  get mustPass() { return t('wx-must-pass'); },
  cannotPlay: (name) => t('wx-cannot-play', { name }),
  get openingA() { return t('wx-opening-a'); },
  get openingB() { return t('wx-opening-b'); },
  openingBWait: (name) => t('wx-opening-b-wait', { name }),
  get ending() { return t('wx-ending'); },
  scoresLoading: '…',
  placed: (name, you) => t('wx-placed', { name, you: yn(you) }),
  forPoints: (n) => t('wx-for-points', { n }),
  openingPlaced: (name, you) => t('wx-opening-placed', { name, you: yn(you) }),
  chose: (name, you) => t('wx-chose', { name, you: yn(you) }),
  get revealOk() { return t('wx-reveal-ok'); },
  squareFailed: (name, mine, theirs) => t('wx-square-failed', { name, mine, theirs }),
  passed: (name, you) => t('wx-passed', { name, you: yn(you) }),
  get emptyHand() { return t('empty-hand'); },
  formula: (f) => t('wx-formula', { formula: f }),
  lineDesc: (axis, n) => t('wx-line-desc', { axis, n }),
  get doubleFactor() { return t('wx-double-factor'); },
  linesUsed: (parts) => t('wx-lines-used', { parts: list(parts) }),
  lineTitle: keyed('wx-line-title'),
  get patternLocked() { return t('wx-pattern-locked'); },
  get patternOpen() { return t('wx-pattern-open'); },
  lineLength: (n) => t('wx-line-length', { n }),
  get noLine() { return t('wx-no-line'); },
  announcePlace: (name, you, a, b, n) => t('wx-announce-place', { name, you: yn(you), tile: t('wx-tile-name', { a: colour(a), b: colour(b) }), n }),
  announcePass: (name, you) => t('wx-announce-pass', { name, you: yn(you) }),
  announceOver: (result) => t('wx-announce-over', { result }),
  get gameOver() { return t('wx-game-over'); },
  endOut: (name, you) => t('wx-end-out', { name, you: yn(you) }),
  get endBlocked() { return t('wx-end-blocked'); },
  get colName() { return t('wx-col-name'); },
  get colScore() { return t('wx-col-score'); },
  get colLeft() { return t('wx-col-left'); },
  get colPenalty() { return t('wx-col-penalty'); },
  get colFinal() { return t('wx-col-final'); },
  get penaltyRule() { return t('wx-penalty-rule'); },
  won: (score) => t('wx-won', { score }),
  shared: (names) => t('wx-shared', { names: list(names) }),
  lost: (names) => t('wx-lost', { names: list(names), count: names.length }),
  // people at one table (shell/seat-settings.js, ui/handover.js; the shared texts: withPeopleTexts)
  // a record spelling: "pass", or two cells with their colours ("E@0,2 W@1,2": the tile is told)
  handoverMove: (name, move) => {
    const m = /^([WFHME])@\S+ ([WFHME])@/.exec(String(move));
    if (!m) return t('handover-move', { kind: move === 'pass' ? 'pass' : 'play', name, move: String(move) });
    return t('handover-move', { kind: 'play', name, move: t('wx-tile-name', { a: colour(m[1]), b: colour(m[2]) }) });
  },
}, 'game-wuhsing', () => game);
withPeopleTexts(T, { handover: true });

// ---------------------------------------------------------------------------------------------
const GAME = 'wuhsing';
export const CHOICES = {
  players: [2, 3, 4],
  level: [...LEVELS], // the one list (core/session-face.js, Python's core.LEVELS)
  variant: ['standard', 'fifteen_a', 'fifteen_b'],
  hands: ['closed', 'open'],
  tempo: ['slow', 'normal', 'fast'],
  ...seatChoices(4),
};
const DEFAULTS = { players: 2, level: 'medium', variant: 'standard', hands: 'closed', tempo: 'normal', ...seatDefaults(4) };
const SETTINGS = {
  choices: CHOICES, defaults: DEFAULTS, newMatch: ['players', 'variant', 'hands'],
  fieldOf: (el) => (el.name === 'open' ? 'hands' : el.name),
  // the 15-tile variants are for two players only
  adjust: (s) => (s.players !== 2 && s.variant !== 'standard' ? { ...s, variant: 'standard' } : s),
};

// this game's page in the one page (js/shell/pages.js): every element is looked up in it
const { pageEl, $, shell, ask, drawStats, applyStaticText } = gameShell(GAME, T);

// ---------------------------------------------------------------------------------------------
let settings = loadDeclared(storage, GAME, SETTINGS);

const renderStats = () => drawStats(storage, GAME, CHOICES.level, T);

let onlineOk = false; // the room server answered: "Play against" offers online

function renderSettings() {
  fillSelect($('set-players'), CHOICES.players, T.playersOption, settings.players);
  fillSelect($('set-level'), CHOICES.level, (v) => T.levels[v], settings.level);
  fillSelect(
    $('set-variant'), CHOICES.variant,
    (v) => (v !== 'standard' && settings.players !== 2 ? T.variantTwoOnly(T.variants[v]) : T.variants[v]),
    settings.variant, (v) => v !== 'standard' && settings.players !== 2,
  );
  fillSelect($('set-open'), CHOICES.hands, (v) => T.hands[v], settings.hands);
  fillSelect($('set-tempo'), CHOICES.tempo, (v) => T.tempos[v], settings.tempo);
  $('variant-help').textContent = T.variantHelp[settings.variant];
  drawWhoPlays($, {
    count: settings.players, settings, T, storage, game: GAME, onRename: (seat, name) => game.rename(seat, name), onlineOk,
  });
  renderStats();
}

// the table, and the wiring every game page shares (js/shell/wire.js): progress, texts,
// online, buttons, saves, embedding, rules panel, a change of language, the start
const wired = wireGamePage({
  game: GAME, pageEl, T, shell, seatChoices: [2, 3, 4],
  getSettings: () => settings, level: () => settings.level, renderStats, renderSettings, applyStaticText,
  embed: { titleId: 'wx-embed-iframe-title', linkId: 'wx-embed-link-text', bar: $('embed-bar') },
  // an online room's rules: named in the join dialog, changed by the host between matches
  roomRules: {
    describe: (o) => `${T.variants[o.variant || 'standard']} · ${T.hands[o.open_hands ? 'open' : 'closed']}`,
    fields: [
      {
        // the 15-tile variants are for two players only
        name: 'variant', label: () => t('wx-variant'),
        choices: (o) => CHOICES.variant.filter((v) => v === 'standard' || o.players === 2).map((v) => [v, T.variants[v]]),
        get: (o) => o.variant || 'standard', set: (o, v) => ({ ...o, variant: v }),
      },
      {
        name: 'hands', label: () => t('wx-open-hands'), choices: () => CHOICES.hands.map((h) => [h, T.hands[h]]),
        get: (o) => (o.open_hands ? 'open' : 'closed'), set: (o, v) => ({ ...o, open_hands: v === 'open' }),
      },
    ],
  },
  // the seats of a new match: settings seat1..seat3 and the people's names
  seatPlan: (n) => planFromSettings(settings, n, storage, GAME, T),
  createTable: (deps) => createWuHsing({
    ...deps,
    els: {
      seats: $('seats'), table: $('table'), viewport: $('viewport'), world: $('world'),
      inspect: $('inspect'), loading: $('loading'), result: $('result'), log: $('log'),
      hand: $('hand'), main: $('main-button'), tools: $('turn-tools'),
      rotate: $('btn-rotate'), flip: $('btn-flip'), cancel: $('btn-cancel'),
      zoomIn: $('zoom-in'), zoomOut: $('zoom-out'), fit: $('zoom-fit'),
    },
  }),
});
const { table: game, online } = wired;
online.available.then((ok) => { onlineOk = ok; renderSettings(); });

handleSettingsChanges($('settings-form'), {
  game: GAME, declared: SETTINGS, get: () => settings, set: (next) => { settings = next; },
  seats: (s) => s.players, maxSeats: 4, table: game, online, ask, T, storage, renderSettings,
});

/** What js/shell/app.js calls each time this game's page is put on screen again. */
export const { page } = wired;
