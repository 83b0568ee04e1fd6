// The Wu Hsing page: texts, settings dialog, load progress, and the board (wuhsing-game.js).
// The front end never decides a rule: legal moves, scores, patterns and the end of the game
// all come from Python (py/gamut/wuhsing through api.py).

import { python } from './python.js';
import * as storage from './storage.js';
import { createWuHsing } from './wuhsing-game.js';

// ---------------------------------------------------------------------------------------------
// All UI text in one place (German by default). An English dictionary of the same shape can
// replace it later.
const plural = (n, one, many) => (n === 1 ? one : many);
const pts = (n) => `${n} ${plural(n, 'Punkt', 'Punkte')}`;

export const DE = {
  lang: 'de',
  title: 'Wu Hsing',
  newMatch: 'Neue Partie',
  settings: 'Einstellungen',
  settingsTitle: 'Spieleinstellungen',
  close: 'Schließen',
  yourTiles: 'Deine Steine',
  table: 'Spielfeld',
  view: 'Ansicht',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  fit: 'Einpassen',
  fitLong: 'Ganzes Spielfeld zeigen',
  loading: 'Die Steine werden gemischt …',
  loadingStages: {
    runtime: 'Python wird geladen …',
    pyodide: 'Python wird geladen …',
    stdlib: 'Python wird geladen …',
    packages: 'Pakete werden geladen …',
    micropip: 'Pakete werden geladen …',
    wheel: 'Spiel wird installiert …',
    install: 'Spiel wird installiert …',
    game: 'Spiel wird installiert …',
    ready: 'Fertig',
  },
  loadFailed: (msg) => `Python konnte nicht starten: ${msg}`,
  reload: 'Neu laden',

  // settings
  playersLabel: 'Spieler',
  playersOption: (n) => `${n} Spieler`,
  level: 'Stufe des Computers',
  levels: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
  variant: 'Spielart',
  variants: {
    standard: 'Standard (mit Startquadrat)',
    fifteen_a: '15 Steine, freie Eröffnung',
    fifteen_b: '15 Steine, verdeckte Eröffnung',
  },
  variantHelp: {
    standard: 'Alle 30 Steine werden verteilt; zwei liegen als Startquadrat in der Mitte.',
    fifteen_a: 'Nur zu zweit: jeder hat je einen Stein jeder Art. Wer beginnt, legt einen beliebigen Stein, ohne Punkte.',
    fifteen_b: 'Nur zu zweit: jeder hat je einen Stein jeder Art. Beide wählen verdeckt einen Stein; zusammen bilden sie das Startquadrat (vier Farben).',
  },
  variantTwoOnly: 'nur zu zweit',
  openHands: 'Steine der anderen',
  hands: { closed: 'Verdeckt', open: 'Offen (alle sehen alle Steine)' },
  tempo: 'Tempo',
  tempos: { slow: 'Langsam', normal: 'Normal', fast: 'Schnell' },
  statsTitle: 'Gewonnene Partien',
  statsLine: (won, played) => `${won} von ${played}`,
  confirmNew: 'Dafür beginnt eine neue Partie. Die laufende Partie wird beendet.',
  confirmYes: 'Neue Partie',
  confirmNo: 'Abbrechen',

  // seats
  seatNames: {
    2: ['Du', 'Computer'],
    3: ['Du', 'West', 'Ost'],
    4: ['Du', 'West', 'Nord', 'Ost'],
  },
  tiles: (n) => `${n} ${plural(n, 'Stein', 'Steine')}`,
  points: pts,
  seatLabel: (name, tiles, score, toMove) =>
    `${name}: ${tiles} ${plural(tiles, 'Stein', 'Steine')}, ${pts(score)}${toMove ? ', am Zug' : ''}`,
  handShown: (name) => `Steine von ${name}`,

  // the five elements
  colours: { W: 'Wasser', F: 'Feuer', H: 'Holz', M: 'Metall', E: 'Erde' },
  glyphs: { W: '水', F: '火', H: '木', M: '金', E: '土' },
  tileName: (a, b) => `${DE.colours[a]}-${DE.colours[b]}`,

  // rack and spots
  rotate: 'Drehen',
  flip: 'Wenden',
  cancel: 'Zurück',
  rackTile: (name, playable, canPlay) => `${name}${canPlay && !playable ? ', passt nirgends' : ''}`,
  selectedTile: 'gewählt',
  spot: (a, b, horizontal, score) =>
    `${DE.colours[a]} ${horizontal ? 'links' : 'oben'}, ${DE.colours[b]} ${horizontal ? 'rechts' : 'unten'} legen${score == null ? '' : `: ${pts(score)}`}`,
  preview: (a, b, horizontal) =>
    `${horizontal ? 'Waagerecht' : 'Senkrecht'}: ${DE.colours[a]} ${horizontal ? 'links' : 'oben'}, ${DE.colours[b]} ${horizontal ? 'rechts' : 'unten'}`,
  cell: (colour, r, c) => `${DE.colours[colour]}, Zeile ${r}, Spalte ${c}`,
  hiddenTile: 'verdeckt gewählter Stein',
  lastTile: 'zuletzt gelegt',

  // main button
  pass: 'Passen',
  rematch: 'Revanche',
  play: 'Wähle einen Stein',
  place: 'Lege den Stein aufs Feld',
  wait: (name) => `${name} ist dran …`,
  retry: 'Erneut versuchen',

  // hints
  yourTurn: 'Du bist dran: wähle einen Stein aus deinem Vorrat.',
  chooseSpot: (n) => `${n} ${plural(n, 'Platz', 'Plätze')}: klicke einen an. Drehen mit R, wenden mit F, Esc zurück.`,
  noSpotHere: 'So gedreht passt der Stein nirgends: drehe oder wende ihn.',
  mustPass: 'Kein Stein passt: du musst passen. Die anderen sehen dafür deine Steine.',
  cannotPlay: (name) => `${name} passt nirgends.`,
  notYourTurn: 'Warte, bis du dran bist.',
  openingA: 'Du eröffnest: lege einen beliebigen Stein (ohne Punkte).',
  openingB: 'Wähle verdeckt einen Stein für das Startquadrat.',
  openingBWait: (name) => `${name} hat verdeckt gewählt. Wähle deinen Stein.`,
  ending: 'Ein Vorrat ist leer: die Runde wird zu Ende gespielt.',
  scoresLoading: '…',

  // events
  placed: (name, you) => (you ? 'Du legst' : `${name} legt`),
  forPoints: (n) => ` für ${pts(n)}`,
  openingPlaced: (name, you) => (you ? 'Du eröffnest mit' : `${name} eröffnet mit`),
  chose: (name, you) => (you ? 'Du hast gewählt:' : `${name} hat verdeckt gewählt.`),
  revealOk: 'Aufgedeckt: die Steine bilden das Startquadrat',
  revealFail: 'Aufgedeckt: keine vier Farben. Beide Steine gehen zurück, beide wählen neu',
  passed: (name, you) => (you ? 'Du passt. Deine Steine liegen offen:' : `${name} passt und zeigt seine Steine:`),
  emptyHand: 'keine Steine',
  formula: (f) => `: ${f}`,
  axis: { row: 'waagerecht', column: 'senkrecht' },
  lineDesc: (axis, len) => `${axis} ${len}`,
  doubleFactor: 'Doppelstein × 2',
  linesUsed: (parts) => `(${parts.join(', ')})`,

  // line inspector
  lineTitle: { row: 'Waagerechte Reihe', column: 'Senkrechte Reihe' },
  patternLocked: 'Muster festgelegt:',
  patternOpen: 'Muster noch offen',
  lineLength: (n) => `${n} Felder`,
  noLine: 'keine Reihe (einzelnes Feld)',

  // end
  gameOver: 'Spielende',
  endOut: (name, you) => `${you ? 'Du hast' : `${name} hat`} alle Steine gelegt; die Runde ist zu Ende gespielt.`,
  endBlocked: 'Niemand kann mehr legen.',
  colName: 'Spieler',
  colScore: 'Punkte',
  colLeft: 'Übrige Steine',
  colPenalty: 'Abzug',
  colFinal: 'Endstand',
  penaltyRule: 'Abzug für übrige Steine: 5 je Doppelstein, 25 je anderen Stein.',
  won: (score) => `Du gewinnst mit ${pts(score)}!`,
  shared: (names) => `Geteilter Sieg: ${names}.`,
  lost: (names, many) => `${names} ${many ? 'gewinnen' : 'gewinnt'}.`,
  and: ' und ',
  loadError: 'Die gespeicherte Partie ließ sich nicht fortsetzen. Eine neue Partie beginnt.',
  error: (msg) => `Fehler: ${msg}`,
};

// ---------------------------------------------------------------------------------------------
const T = DE;
const GAME = 'wuhsing';
export const CHOICES = {
  players: [2, 3, 4],
  level: ['easy', 'medium', 'hard'],
  variant: ['standard', 'fifteen_a', 'fifteen_b'],
  hands: ['closed', 'open'],
  tempo: ['slow', 'normal', 'fast'],
};
const DEFAULTS = { players: 2, level: 'medium', variant: 'standard', hands: 'closed', tempo: 'normal' };
const NEEDS_NEW_MATCH = ['players', 'variant', 'hands'];

const $ = (id) => document.getElementById(id);

function applyStaticText() {
  document.documentElement.lang = T.lang;
  document.title = T.title;
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const v = T[el.dataset.i18n];
    if (typeof v === 'string') el.textContent = v;
  }
  $('table').setAttribute('aria-label', T.table);
  $('zoom-group').setAttribute('aria-label', T.view);
  $('zoom-in').setAttribute('aria-label', T.zoomIn);
  $('zoom-out').setAttribute('aria-label', T.zoomOut);
  $('zoom-fit').title = T.fitLong;
  $('confirm-yes').textContent = T.confirmYes;
  $('confirm-no').textContent = T.confirmNo;
}

function fillSelect(sel, values, label, current, disabled = () => false) {
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

// ---------------------------------------------------------------------------------------------
let settings = storage.loadSettings(GAME, DEFAULTS, CHOICES);
if (settings.players !== 2 && settings.variant !== 'standard') settings = { ...settings, variant: 'standard' };

function renderStats() {
  const stats = storage.loadStats(GAME, CHOICES.level);
  const ul = $('stats');
  ul.replaceChildren();
  for (const lv of CHOICES.level) {
    const li = document.createElement('li');
    li.dataset.level = lv;
    const a = document.createElement('span');
    a.textContent = T.levels[lv];
    const b = document.createElement('span');
    b.textContent = T.statsLine(stats[lv].won, stats[lv].played);
    li.append(a, b);
    ul.append(li);
  }
}

function renderSettings() {
  fillSelect($('set-players'), CHOICES.players, T.playersOption, settings.players);
  fillSelect($('set-level'), CHOICES.level, (v) => T.levels[v], settings.level);
  fillSelect(
    $('set-variant'), CHOICES.variant,
    (v) => (v !== 'standard' && settings.players !== 2 ? `${T.variants[v]} (${T.variantTwoOnly})` : T.variants[v]),
    settings.variant, (v) => v !== 'standard' && settings.players !== 2,
  );
  fillSelect($('set-open'), CHOICES.hands, (v) => T.hands[v], settings.hands);
  fillSelect($('set-tempo'), CHOICES.tempo, (v) => T.tempos[v], settings.tempo);
  $('variant-help').textContent = T.variantHelp[settings.variant];
  renderStats();
}

/** A small modal yes/no question; resolves true for yes. */
function ask(text) {
  const dlg = $('confirm');
  $('confirm-text').textContent = text;
  return new Promise((resolve) => {
    dlg.addEventListener('close', () => resolve(dlg.returnValue === 'yes'), { once: true });
    dlg.returnValue = '';
    dlg.showModal();
    $('confirm-yes').focus();
  });
}

function showProgress({ stage, fraction } = {}) {
  if (typeof fraction === 'number' && Number.isFinite(fraction)) {
    const f = Math.max(0, Math.min(1, fraction));
    $('progress-bar').style.width = `${Math.round(f * 100)}%`;
  }
  if (stage) $('loading-stage').textContent = T.loadingStages[stage] || '';
}

applyStaticText();
renderSettings();

const game = createWuHsing({
  root: $('app'),
  els: {
    seats: $('seats'), table: $('table'), viewport: $('viewport'), world: $('world'),
    inspect: $('inspect'), loading: $('loading'), result: $('result'), log: $('log'),
    hand: $('hand'), main: $('main-button'), tools: $('turn-tools'),
    rotate: $('btn-rotate'), flip: $('btn-flip'), cancel: $('btn-cancel'),
    zoomIn: $('zoom-in'), zoomOut: $('zoom-out'), fit: $('zoom-fit'),
  },
  python,
  storage,
  strings: T,
  getSettings: () => settings,
  onMatchCounted: renderStats,
});

game.renderPlaceholder();

$('btn-settings').addEventListener('click', () => {
  renderSettings();
  $('settings').showModal();
});
$('btn-new').addEventListener('click', async () => {
  if (game.inProgress() && !(await ask(T.confirmNew))) return;
  game.newMatch();
});

$('settings-form').addEventListener('change', async (ev) => {
  const el = ev.target;
  const field = el.name === 'open' ? 'hands' : el.name;
  if (!(field in CHOICES)) return;
  const value = typeof DEFAULTS[field] === 'number' ? Number(el.value) : el.value;
  if (!CHOICES[field].includes(value) || value === settings[field]) return;
  let next = { ...settings, [field]: value };
  if (next.players !== 2 && next.variant !== 'standard') next = { ...next, variant: 'standard' };
  if (NEEDS_NEW_MATCH.includes(field) && game.inProgress() && !(await ask(T.confirmNew))) {
    renderSettings();
    return;
  }
  settings = next;
  storage.saveSettings(GAME, settings);
  renderSettings();
  if (NEEDS_NEW_MATCH.includes(field)) game.newMatch();
  else game.settingsChanged();
});

python.onProgress(showProgress);
python.ready.then(
  () => {
    showProgress({ stage: 'ready', fraction: 1 });
    game.start();
  },
  (err) => game.fatal(T.loadFailed(err && err.message ? err.message : String(err))),
);
