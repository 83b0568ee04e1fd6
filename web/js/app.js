// The page shell: texts, settings dialog, load progress, and the Dominoes table.
// The front end never decides a rule: every rule question goes to Python (see dominoes.js).

import { python } from './python.js';
import * as storage from './storage.js';
import { createDominoes } from './dominoes.js';

// ---------------------------------------------------------------------------------------------
// All UI text in one place (German by default). An English dictionary of the same shape can
// replace it later.
const plural = (n, one, many) => (n === 1 ? one : many);
const tileWord = (n) => `${n} ${plural(n, 'Stein', 'Steine')}`;

export const DE = {
  lang: 'de',
  title: 'Domino',
  newMatch: 'Neue Partie',
  settings: 'Einstellungen',
  settingsTitle: 'Spieleinstellungen',
  close: 'Schließen',
  yourTiles: 'Deine Steine',
  table: 'Tisch',
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

  opponent: 'Spielen gegen',
  opponents: { computer: 'Computer', online: 'Online mit Freunden (bald verfügbar)' },
  level: 'Stufe des Computers',
  levels: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
  seatsLabel: 'Spieler',
  seatsOption: (n) => `${n} Spieler`,
  mode: 'Spielart',
  modes: { draw: 'Ziehen', block: 'Blockieren', fives: 'Fünfer' },
  modeHelp: {
    draw: 'Kannst du nicht legen, ziehst du aus dem Vorrat, bis es passt.',
    block: 'Kannst du nicht legen, passt du. Niemand zieht aus dem Vorrat.',
    fives: 'Wie Ziehen, dazu Punkte, sobald die offenen Enden zusammen ein Vielfaches von 5 ergeben.',
  },
  target: 'Spielen bis',
  targetOption: (n) => `${n} Punkte`,
  tempo: 'Tempo',
  tempos: { slow: 'Langsam', normal: 'Normal', fast: 'Schnell' },
  statsTitle: 'Gewonnene Partien',
  statsLine: (won, played) => `${won} von ${played}`,
  confirmNew: 'Dafür beginnt eine neue Partie. Die laufende Partie wird beendet.',
  confirmYes: 'Neue Partie',
  confirmNo: 'Abbrechen',

  you: 'Du',
  computer: 'Computer',
  seatNames: {
    2: ['Du', 'Computer'],
    3: ['Du', 'West', 'Ost'],
    4: ['Du', 'West', 'Nord', 'Ost'],
  },
  tiles: tileWord,
  points: (n) => `${n} ${plural(n, 'Punkt', 'Punkte')}`,
  roundInfo: (round, target) => `Runde ${round} · bis ${target}`,
  boneyard: (n) => `Vorrat: ${n}`,
  noBoneyard: 'Kein Vorrat',
  count: (n) => `Enden: ${n}`,
  seatLabel: (name, tiles, score, toMove) =>
    `${name}: ${tileWord(tiles)}, ${score} ${plural(score, 'Punkt', 'Punkte')}${toMove ? ', am Zug' : ''}`,

  // main button
  draw: 'Ziehen',
  pass: 'Passen',
  next: 'Nächste Runde',
  rematch: 'Revanche',
  play: 'Lege einen Stein',
  wait: (name) => `${name} ist dran …`,
  retry: 'Erneut versuchen',

  // hints shown in the log line when nothing else is new
  yourTurn: 'Du bist dran: lege einen passenden Stein.',
  yourTurnFirst: 'Du eröffnest die Runde: lege einen Stein.',
  mustDraw: 'Kein passender Stein: zieh aus dem Vorrat.',
  mustPass: 'Kein passender Stein: du musst passen.',
  chooseEnd: 'Wähle den Platz auf dem Tisch.',
  cannotPlay: (tile) => `${tile} passt an kein offenes Ende.`,
  notYourTurn: 'Warte, bis du dran bist.',

  // one seat's run of events: {you, name, draws, passed, tile, score, lacked}
  // (lacked: the open numbers the seat had none of when it had to draw or pass)
  run: ({ you, name, draws, passed, tile, score, lacked }) => {
    const parts = [];
    if (draws) {
      const what = draws === 1 ? 'einen Stein' : `${draws} Steine`;
      parts.push(you ? `ziehst ${what}` : `zieht ${what}`);
    }
    if (tile) {
      let p = you ? `legst ${tile}` : `legt ${tile}`;
      if (score) p += ` (+${score})`;
      parts.push(p);
    }
    if (passed) parts.push(you ? 'passt' : 'passt');
    if (!parts.length) return '';
    const why = lacked && lacked.length ? ` (hatte keine ${lacked.join(' oder ')})` : '';
    return `${name} ${parts.join(' und ')}${why}`;
  },
  seatAct: (draws, passed) =>
    [draws ? `zog ${draws}` : '', passed ? 'passte' : ''].filter(Boolean).join(', '),
  logLabel: 'Verlauf der Runde',

  // header, rules panel and embedding
  rules: 'Regeln',
  embed: 'Einbetten',
  embedTitle: 'Dieses Spiel einbetten',
  embedIframeTitle: 'Domino gegen den Computer',
  embedLinkText: 'Domino von Gamut',
  copy: 'Kopieren',
  copied: 'Kopiert!',
  copyFallback: 'Der Code ist markiert: kopiere ihn mit Strg+C (⌘+C auf dem Mac).',

  // ends (for screen readers and titles)
  ends: { W: 'westliches Ende', E: 'östliches Ende', N: 'nördliches Ende', S: 'südliches Ende' },
  placeAt: (tile, end, score, fives) =>
    `${tile} an das ${end} legen${fives ? `, ${score} ${plural(score, 'Punkt', 'Punkte')}` : ''}`,
  handTile: (tile, playable) => `${tile}${playable ? '' : ', passt nicht'}`,
  layoutTile: (tile) => `Stein ${tile}`,
  spinner: 'Spinner',
  lastTile: 'zuletzt gelegt',

  // round and match end
  roundOver: (r) => `Runde ${r} ist vorbei`,
  dominoWin: (name, you) => (you ? 'Du hast alle Steine gelegt.' : `${name} hat alle Steine gelegt.`),
  dominoPips: (raw) => `In den anderen Händen liegen ${raw} Augen.`,
  blocked: 'Das Spiel ist blockiert: niemand kann mehr legen.',
  blockedWin: (name, you, own, others, raw) =>
    `${you ? 'Du hast' : `${name} hat`} die wenigsten Augen (${own}). Die anderen Hände haben ${others} Augen: ${others} − ${own} = ${raw}.`,
  blockedTie: 'Mehrere Hände haben gleich wenige Augen: niemand bekommt Punkte.',
  rounded: (raw, points) => `Bei Fünfer auf die nächste 5 gerundet: ${raw} → ${points}.`,
  scores: (name, you, points) =>
    `${you ? 'Du bekommst' : `${name} bekommt`} ${points} ${plural(points, 'Punkt', 'Punkte')}.`,
  pipsIn: (n) => `${n} ${plural(n, 'Auge', 'Augen')}`,
  emptyHand: 'keine Steine',
  matchWon: (score) => `Du gewinnst die Partie mit ${score} Punkten!`,
  matchLost: (names) => `${names} ${names.includes(' und ') ? 'gewinnen' : 'gewinnt'} die Partie.`,
  and: ' und ',
  finalScores: 'Endstand',
  loadError: 'Die gespeicherte Partie ließ sich nicht fortsetzen. Eine neue Partie beginnt.',
  error: (msg) => `Fehler: ${msg}`,
};

// ---------------------------------------------------------------------------------------------
const T = DE;
const GAME = 'dominoes';
export const CHOICES = {
  opponent: ['computer', 'online'],
  level: ['easy', 'medium', 'hard'],
  seats: [2, 3, 4],
  mode: ['draw', 'block', 'fives'],
  target: [50, 100, 150, 200, 250],
  tempo: ['slow', 'normal', 'fast'],
};
const DEFAULTS = { opponent: 'computer', level: 'medium', seats: 2, mode: 'draw', target: 100, tempo: 'normal' };
const SCHEMA = { ...CHOICES, opponent: ['computer'] };

const $ = (id) => document.getElementById(id);

function applyStaticText() {
  document.documentElement.lang = T.lang;
  document.title = T.title;
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const v = T[el.dataset.i18n];
    if (typeof v === 'string') el.textContent = v;
  }
  $('table').setAttribute('aria-label', T.table);
  $('confirm-yes').textContent = T.confirmYes;
  $('confirm-no').textContent = T.confirmNo;
}

function fillSelect(sel, values, label, current) {
  sel.replaceChildren();
  for (const v of values) {
    const o = document.createElement('option');
    o.value = String(v);
    o.textContent = label(v);
    if (sel.id === 'set-opponent' && v === 'online') o.disabled = true;
    sel.append(o);
  }
  sel.value = String(current);
}

// ---------------------------------------------------------------------------------------------
let settings = storage.loadSettings(GAME, DEFAULTS, SCHEMA);

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
  fillSelect($('set-opponent'), CHOICES.opponent, (v) => T.opponents[v], settings.opponent);
  fillSelect($('set-level'), CHOICES.level, (v) => T.levels[v], settings.level);
  fillSelect($('set-seats'), CHOICES.seats, T.seatsOption, settings.seats);
  fillSelect($('set-mode'), CHOICES.mode, (v) => T.modes[v], settings.mode);
  fillSelect($('set-target'), CHOICES.target, T.targetOption, settings.target);
  fillSelect($('set-tempo'), CHOICES.tempo, (v) => T.tempos[v], settings.tempo);
  $('mode-help').textContent = T.modeHelp[settings.mode];
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

const game = createDominoes({
  root: $('app'),
  els: {
    seats: $('seats'), roundInfo: $('round-info'), boneyard: $('boneyard'), countInfo: $('count-info'),
    table: $('table'), layout: $('layout'), loading: $('loading'), result: $('result'),
    log: $('log'), hand: $('hand'), main: $('main-button'),
  },
  python,
  storage,
  strings: T,
  getSettings: () => settings,
  onMatchCounted: renderStats,
});

game.renderPlaceholder();

// settings dialog
$('btn-settings').addEventListener('click', () => {
  renderSettings();
  $('settings').showModal();
});
async function askNewMatch() {
  if (game.inProgress() && !(await ask(T.confirmNew))) return;
  game.newMatch();
}
$('btn-new').addEventListener('click', askNewMatch);
$('settings-new').addEventListener('click', async () => {
  $('settings').close();
  await askNewMatch();
});

// rules panel: the table of contents scrolls inside the panel (no change to the address)
$('btn-rules').addEventListener('click', () => {
  $('rules').showModal();
  $('rules-body').scrollTop = 0;
});
$('rules-body').addEventListener('click', (ev) => {
  const a = ev.target.closest('a[href^="#"]');
  if (!a) return;
  const target = document.getElementById(a.getAttribute('href').slice(1));
  if (!target) return;
  ev.preventDefault();
  target.scrollIntoView({ block: 'start', behavior: 'smooth' });
});

// embedding: this page's own address, the iframe snippet and the text link that must stay
const EMBED = document.documentElement.dataset.embed === 'true';
const pageURL = () => `${location.origin}${location.pathname}`;
export function embedSnippet(url = pageURL()) {
  const esc = (x) => x.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<iframe src="${esc(url)}?embed=1" width="960" height="720" style="max-width:100%;border:0" ` +
    `title="${esc(T.embedIframeTitle)}" loading="lazy" allow="clipboard-write"></iframe>\n` +
    `<p><a href="${esc(url)}">${esc(T.embedLinkText)}</a></p>`
  );
}
let copiedTimer = 0;
$('btn-embed').addEventListener('click', () => {
  $('embed-code').value = embedSnippet();
  $('embed-status').textContent = '';
  $('embed').showModal();
  $('embed-copy').focus();
});
$('embed-code').addEventListener('focus', (ev) => ev.target.select());
$('embed-copy').addEventListener('click', async () => {
  const area = $('embed-code');
  const status = $('embed-status');
  let ok = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(area.value);
      ok = true;
    }
  } catch {
    ok = false;
  }
  clearTimeout(copiedTimer);
  if (ok) {
    status.textContent = T.copied;
    status.dataset.state = 'copied';
  } else {
    // no clipboard access (plain http, a refused permission): select it all for Ctrl+C
    area.focus();
    area.select();
    status.textContent = T.copyFallback;
    status.dataset.state = 'select';
  }
  copiedTimer = setTimeout(() => { if (status.dataset.state === 'copied') status.textContent = ''; }, 4000);
});
if (EMBED) {
  // inside another site: only a small settings button up top, and the text link under the game
  $('app').dataset.embed = 'true';
  document.querySelector('.infoline').append($('btn-settings'));
  const link = $('embed-link');
  link.querySelector('a').href = pageURL();
  link.hidden = false;
}

const NEEDS_NEW_MATCH = ['mode', 'seats', 'target'];
$('settings-form').addEventListener('change', async (ev) => {
  const el = ev.target;
  const field = el.name;
  if (!(field in CHOICES)) return;
  const value = typeof DEFAULTS[field] === 'number' ? Number(el.value) : el.value;
  if (!CHOICES[field].includes(value) || value === settings[field]) return;
  if (NEEDS_NEW_MATCH.includes(field) && game.inProgress()) {
    if (!(await ask(T.confirmNew))) {
      el.value = String(settings[field]);
      return;
    }
    settings = { ...settings, [field]: value };
    storage.saveSettings(GAME, settings);
    renderSettings();
    game.newMatch();
    return;
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
