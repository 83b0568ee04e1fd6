// The Hus page: texts, settings dialog, load progress, and the board (hus-game.js).
// The front end never decides a rule: legal pits, their previews, captures, the end of the
// game and the scores all come from Python (py/gamut/hus through api.py).

import { python } from './python.js';
import * as storage from './storage.js';
import { createHus } from './hus-game.js';

// ---------------------------------------------------------------------------------------------
// All UI text in one place (German by default). An English dictionary of the same shape can
// replace it later.
const plural = (n, one, many) => (n === 1 ? one : many);
const seedWord = (n) => `${n} ${plural(n, 'Stein', 'Steine')}`;
const pointWord = (n) => `${n} ${plural(n, 'Punkt', 'Punkte')}`;

export const DE = {
  lang: 'de',
  title: 'Hus',
  newMatch: 'Neue Partie',
  settings: 'Einstellungen',
  settingsTitle: 'Spieleinstellungen',
  close: 'Schließen',
  board: 'Spielbrett',
  loading: 'Die Steine werden verteilt …',
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
  level: 'Stufe des Computers',
  levels: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
  first: 'Wer beginnt',
  firsts: { lot: 'Das Los entscheidet', you: 'Du', computer: 'Computer' },
  series: 'Spielart',
  seriesKinds: { single: 'Einzelspiel', points: 'Serie auf Punkte', best_of_7: 'Best of 7' },
  seriesHelp: {
    single: 'Ein Spiel. Wer dem anderen keine Mulde mit mindestens 2 Steinen lässt, gewinnt.',
    points: 'Nach jedem Spiel zählt jeder die Steine auf seiner Seite als Punkte (alle 48: doppelt). Wer zuerst das Ziel erreicht, gewinnt die Serie. Der Anfang wechselt.',
    best_of_7: 'Wer zuerst vier Spiele gewinnt, gewinnt die Serie. Der Anfang wechselt.',
  },
  target: 'Spielen bis',
  targetOption: (n) => pointWord(n),
  rulesLegend: 'Regelvarianten (H7)',
  ruleLabels: {
    fixed_opening: 'Feste Eröffnung: der erste Zug ist innen 8 (das vorderste Paar)',
    anticlockwise: 'Gegen den Uhrzeigersinn säen',
    capture_sow_captured_only: 'Nach dem Schlagen nur die geschlagenen Steine säen',
    capture_needs_both: 'Schlagen nur, wenn beide gegenüberliegenden Mulden gefüllt sind',
  },
  ruleShort: {
    fixed_opening: 'feste Eröffnung',
    capture_sow_captured_only: 'nur Geschlagenes säen',
    capture_needs_both: 'Schlagen nur bei zwei vollen Mulden',
  },
  tempo: 'Tempo',
  tempos: { slow: 'Langsam', normal: 'Normal', fast: 'Schnell', instant: 'Ohne Animation' },
  statsTitle: 'Gewonnene Partien',
  statsLine: (won, played) => `${won} von ${played}`,
  confirmNew: 'Dafür beginnt eine neue Partie. Die laufende Partie wird beendet.',
  confirmYes: 'Neue Partie',
  confirmNo: 'Abbrechen',

  // the board
  you: 'Du',
  computer: 'Computer',
  rowNames: [
    'Computer, äußere Reihe', 'Computer, innere Reihe', 'Deine innere Reihe', 'Deine äußere Reihe',
  ],
  pitName: (move) => {
    const m = /^([io])([1-8])$/.exec(move || '');
    if (!m) return move;
    return `${m[1] === 'i' ? 'innen' : 'außen'} ${m[2]}`;
  },
  pitLabel: (mine, name, n) => `${name}: ${seedWord(n)}`,
  reasons: {
    empty: 'leer',
    single: 'nur ein Stein',
    endless: 'endlos: dieser Zug hört nie auf (H4)',
    opening: 'feste Eröffnung: der erste Zug muss innen 8 sein (H7.1)',
  },
  previewText: ({ end, laps, sown, captured }) =>
    `endet ${end}, ${laps} ${plural(laps, 'Runde', 'Runden')}, ${sown} gesät` +
    (captured ? `, schlägt ${seedWord(captured)}` : ', schlägt nichts'),
  inHand: (n) => `${seedWord(n)} in der Hand`,
  capturing: 'Schlagen!',
  animSummary: (you) => `${you ? 'Dein Zug' : 'Zug des Computers'}: das Ergebnis Mulde für Mulde`,
  animEnd: (you) => (you ? 'Dein Zug endet hier.' : 'Der Zug des Computers endet hier.'),
  thinking: 'Der Computer überlegt …',

  // seats and info line
  seeds: seedWord,
  scoreShort: (kind, n) => (kind === 'best_of_7' ? `${n} ${plural(n, 'Sieg', 'Siege')}` : `${n} P.`),
  seatLabel: (name, seeds, series, score, toMove) =>
    `${name}: ${seedWord(seeds)}` +
    (series ? `, ${series === 'best_of_7' ? `${score} ${plural(score, 'Sieg', 'Siege')}` : pointWord(score)}` : '') +
    (toMove ? ', am Zug' : ''),
  single: 'Einzelspiel',
  pointsInfo: (game, to) => `Spiel ${game} · bis ${pointWord(to)}`,
  bestOf7Info: (game) => `Spiel ${game} · Best of 7`,
  levelShort: (lv) => `Stufe ${lv}`,
  dirClock: 'im Uhrzeigersinn',
  dirAnti: 'gegen den Uhrzeigersinn',

  // main button and hints
  play: 'Wähle eine Mulde',
  wait: 'Der Computer ist dran …',
  skip: 'Überspringen',
  nextGame: 'Nächstes Spiel',
  rematch: 'Revanche',
  retry: 'Erneut versuchen',
  yourTurn: 'Du bist dran: wähle eine deiner Mulden mit mindestens 2 Steinen.',
  yourTurnOpening: 'Feste Eröffnung: dein erster Zug ist innen 8.',
  notYourTurn: 'Warte, bis du dran bist.',
  cannotPlay: (pit, why) => `${pit} geht nicht${why ? `: ${why}` : ''}.`,
  moveLine: ({ you, pit, laps, sown, captured, end }) =>
    `${you ? 'Du spielst' : 'Computer spielt'} ${pit}: ${laps} ${plural(laps, 'Runde', 'Runden')}, ` +
    `${sown} gesät, Ende ${end}${captured ? `, ${seedWord(captured)} geschlagen` : ''}.`,

  // game end
  gameWon: 'Du gewinnst das Spiel!',
  gameLost: 'Der Computer gewinnt das Spiel.',
  endReason: (reason, youLost) => {
    const who = youLost ? 'Du hast' : 'Der Computer hat';
    if (reason === 'only_endless') return `${who} nur noch endlose Züge (H5.2).`;
    return `${who} keine Mulde mit mindestens 2 Steinen mehr (H5.1).`;
  },
  seedCounts: (you, them) => `Steine: Du ${you} · Computer ${them}`,
  gamePoints: (you, them) => `Punkte dieses Spiels: Du ${you} · Computer ${them}`,
  seriesStanding: (kind, you, them, to) =>
    kind === 'best_of_7'
      ? `Serie: Du ${you} · Computer ${them} Siege (wer zuerst ${to} hat, gewinnt)`
      : `Serie: Du ${pointWord(you)} · Computer ${pointWord(them)} (bis ${to})`,
  matchWon: (seeds) => `Du gewinnst mit ${seedWord(seeds)}!`,
  matchLost: (seeds) => `Der Computer gewinnt mit ${seedWord(seeds)}.`,
  seriesWon: 'Du gewinnst die Serie!',
  seriesLost: 'Der Computer gewinnt die Serie.',
  loadError: 'Die gespeicherte Partie ließ sich nicht fortsetzen. Eine neue Partie beginnt.',
  error: (msg) => `Fehler: ${msg}`,
};

// ---------------------------------------------------------------------------------------------
const T = DE;
const GAME = 'hus';
const RULES = ['fixed_opening', 'anticlockwise', 'capture_sow_captured_only', 'capture_needs_both'];
export const CHOICES = {
  level: ['easy', 'medium', 'hard'],
  first: ['lot', 'you', 'computer'],
  series: ['single', 'points', 'best_of_7'],
  target: [50, 100, 150, 200],
  tempo: ['slow', 'normal', 'fast', 'instant'],
  ...Object.fromEntries(RULES.map((r) => [r, [false, true]])),
};
const DEFAULTS = {
  level: 'medium', first: 'lot', series: 'single', target: 100, tempo: 'normal',
  ...Object.fromEntries(RULES.map((r) => [r, false])),
};
const NEEDS_NEW_MATCH = ['first', 'series', 'target', ...RULES];

const $ = (id) => document.getElementById(id);

function applyStaticText() {
  document.documentElement.lang = T.lang;
  document.title = T.title;
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const v = T[el.dataset.i18n];
    if (typeof v === 'string') el.textContent = v;
  }
  $('table').setAttribute('aria-label', T.board);
  $('label-north').textContent = T.computer;
  $('label-south').textContent = T.you;
  $('confirm-yes').textContent = T.confirmYes;
  $('confirm-no').textContent = T.confirmNo;
  for (const r of RULES) $(`lbl-${r}`).textContent = T.ruleLabels[r];
}

function fillSelect(sel, values, label, current) {
  sel.replaceChildren();
  for (const v of values) {
    const o = document.createElement('option');
    o.value = String(v);
    o.textContent = label(v);
    sel.append(o);
  }
  sel.value = String(current);
}

// ---------------------------------------------------------------------------------------------
let settings = storage.loadSettings(GAME, DEFAULTS, CHOICES);

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
  fillSelect($('set-level'), CHOICES.level, (v) => T.levels[v], settings.level);
  fillSelect($('set-first'), CHOICES.first, (v) => T.firsts[v], settings.first);
  fillSelect($('set-series'), CHOICES.series, (v) => T.seriesKinds[v], settings.series);
  fillSelect($('set-target'), CHOICES.target, T.targetOption, settings.target);
  fillSelect($('set-tempo'), CHOICES.tempo, (v) => T.tempos[v], settings.tempo);
  $('series-help').textContent = T.seriesHelp[settings.series];
  $('field-target').hidden = settings.series !== 'points';
  for (const r of RULES) $(`set-${r}`).checked = !!settings[r];
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

// ---------------------------------------------------------------------------------------------
function showProgress({ stage, fraction } = {}) {
  if (typeof fraction === 'number' && Number.isFinite(fraction)) {
    const f = Math.max(0, Math.min(1, fraction));
    $('progress-bar').style.width = `${Math.round(f * 100)}%`;
  }
  if (stage) $('loading-stage').textContent = T.loadingStages[stage] || '';
}

applyStaticText();
renderSettings();

const game = createHus({
  root: $('app'),
  els: {
    seats: $('seats'), roundInfo: $('round-info'), ruleInfo: $('rule-info'),
    table: $('table'), board: $('board'), rows: $('rows'), status: $('status'),
    loading: $('loading'), result: $('result'), log: $('log'), main: $('main-button'),
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

function valueOf(el, field) {
  if (el.type === 'checkbox') return el.checked;
  return typeof DEFAULTS[field] === 'number' ? Number(el.value) : el.value;
}

$('settings-form').addEventListener('change', async (ev) => {
  const el = ev.target;
  const field = el.name;
  if (!(field in CHOICES)) return;
  const value = valueOf(el, field);
  if (!CHOICES[field].includes(value) || value === settings[field]) return;
  if (NEEDS_NEW_MATCH.includes(field) && game.inProgress()) {
    if (!(await ask(T.confirmNew))) {
      renderSettings();
      return;
    }
  }
  settings = { ...settings, [field]: value };
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
