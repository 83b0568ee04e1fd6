// Saves on the page side (workers have no localStorage): one versioned schema.
//
//   gamut.v1      = { v: 1,
//                     settings: { <game>: {...},
//                                 page: { theme,       // THEMES; js/shell/choose-game.js reads it
//                                                      // before the first frame
//                                         game,        // the last game shown (GAMES): the
//                                                      // installed app's start address opens it
//                                         lang },      // the player's language (js/core/i18n.js;
//                                                      // js/file-warning.js reads it)
//                                 online: { name } },  // the name a player gives in rooms
//                     games:    { <game>: { record, seed, counted, level, view, helped } },  // running
//                                 // match; helped: a take-back or hint was given (optional, false)
//                     stats:    { <game>: { <level>: { won, played, help? } } } }
//                                 // help: { won, played } of the matches with help, which
//                                 // won and played leave out (optional: older saves have none)
//   gamut.v1.keep = { v: 1, settings, stats }   a copy written with every save: if gamut.v1 is
//                                               ever unreadable, settings and stats come back
//   gamut.v1.corrupt                            the raw text of the last save found bad (kept,
//                                               never read back: for a bug report by hand)
//
// Nothing here throws, and nothing read from storage is trusted: the first read of a page
// checks every part on its own (a bad game save never costs the settings or the stats), repairs
// the save at once, and records what was wrong. Pages show that to the player:
//
//   problems()             [{kind, game, lost}] found so far (lost: settings and statistics
//                          could not be recovered either); the words for each kind are the
//                          messages save-problem-KIND of web/i18n/*.ftl (js/offline.js)
//   onProblem(cb)          cb(problem) for each one found so far and each new one; returns an
//                          unsubscribe function. Also a `gamut:storage-problem` event on window.
//   reportProblem(kind, game)   for a page whose engine rejected a save ("rejected")
//
// kinds: unreadable (empty, truncated, not JSON), wrong-type (null, an array, ...),
// future-version, old-version (no migration), bad-settings, bad-stats, bad-game (a game save
// of the wrong shape), other-game (a record of another game), rejected (the engine's replay
// refused it: an illegal move or position), unavailable (no localStorage here), quota (a save
// failed). The running game of a save that is not readable as this version is dropped; the
// engine replays every record it is given (python.engine.load), so a record that passes here
// may still be refused there.
//
// Files: js/core/save-files.js (built on this module; this one imports nothing of it).
//
// Loose keys: before the schema held every setting, the language and the online name had keys
// of their own (`gamut.lang`, `gamut.online.name`). The first read that finds one takes it into
// the save (settings.page.lang, settings.online.name: the loose key is the newer word), writes
// the save and removes the loose key only once that write has succeeded (LOOSE_KEYS).
//
// Versions: a save of version n < VERSION goes through MIGRATIONS[n], MIGRATIONS[n + 1], ...
// (see migrate()); a save of a newer version is not understood: its settings and statistics
// are taken over as far as they check out, its running games are dropped.

import { isObj } from './checks.js';
import { GAMES, KINDS, VERSION, check, cleanSettings, cleanStats, count, empty } from './save-check.js';

// the schema and its checks (save-check.js)
export { GAMES, KINDS, MIGRATIONS, VERSION, check, gameProblem, migrate } from './save-check.js';

export const KEY = 'gamut.v1';
const BACKUP_KEY = 'gamut.v1.corrupt';
const KEEP_KEY = 'gamut.v1.keep';

function storageOrNull() {
  try {
    const s = globalThis.localStorage;
    return s || null;
  } catch {
    return null; // access can throw (privacy settings, sandboxed frames)
  }
}

// ---- problems --------------------------------------------------------------------------------

const found = [];
const listeners = new Set();

function report(kind, game = null, lost = false) {
  if (found.some((p) => p.kind === kind && p.game === game)) return;
  const problem = { kind: KINDS.has(kind) ? kind : 'unreadable', game: GAMES.has(game) ? game : null, lost: !!lost };
  found.push(problem);
  for (const cb of listeners) {
    try {
      cb({ ...problem });
    } catch (err) {
      console.error(err);
    }
  }
  try {
    globalThis.dispatchEvent(new CustomEvent('gamut:storage-problem', { detail: { ...problem } }));
  } catch {
    // no window (a worker or a test): the listeners were told
  }
}

/** What went wrong with the saves so far: [{kind, game, lost}] (checks the save first). */
export function problems() {
  readAll();
  return found.map((p) => ({ ...p }));
}

/** cb(problem) for every problem found so far and every new one; returns an unsubscribe. */
export function onProblem(cb) {
  listeners.add(cb);
  for (const p of found) {
    try {
      cb({ ...p });
    } catch (err) {
      console.error(err);
    }
  }
  return () => listeners.delete(cb);
}

/** For pages: the engine refused the saved game of `game` (kind "rejected"), or any kind. */
export function reportProblem(kind, game = null) {
  report(String(kind), typeof game === 'string' ? game : null);
}

// ---- checking: js/core/save-check.js ---------------------------------------------------------

// ---- reading and writing ---------------------------------------------------------------------

function readKeep(s) {
  try {
    const k = JSON.parse(s.getItem(KEEP_KEY));
    if (!isObj(k) || k.v !== VERSION) return null;
    return { settings: cleanSettings(k.settings, () => {}), stats: cleanStats(k.stats, () => {}) };
  } catch {
    return null;
  }
}

const WHOLE = ['unreadable', 'wrong-type', 'future-version', 'old-version'];

/** The keys of settings kept apart before the schema had them -> [section, field] of settings. */
export const LOOSE_KEYS = Object.freeze({
  'gamut.lang': ['page', 'lang'],
  'gamut.online.name': ['online', 'name'],
});

/** Takes the loose keys (LOOSE_KEYS) into `data` and writes it; each key is removed once the
 *  save holding it is written (a failed write keeps it for the next read). Returns `data`. */
function adoptLoose(s, data) {
  const found = [];
  for (const [key, [section, field]] of Object.entries(LOOSE_KEYS)) {
    let v = null;
    try {
      v = s.getItem(key);
    } catch {
      return data;
    }
    if (typeof v !== 'string') continue;
    const cur = isObj(data.settings[section]) ? data.settings[section] : {};
    data.settings[section] = { ...cur, [field]: v };
    found.push(key);
  }
  if (found.length && writeAll(data)) {
    for (const key of found) {
      try {
        s.removeItem(key);
      } catch {
        // still there: taken again on the next read, with the same value
      }
    }
  }
  return data;
}

export function readAll() {
  const s = storageOrNull();
  return s ? adoptLoose(s, readSave()) : readSave();
}

function readSave() {
  const s = storageOrNull();
  if (!s) {
    report('unavailable');
    return empty();
  }
  let raw = null;
  try {
    raw = s.getItem(KEY);
  } catch {
    report('unavailable');
    return empty();
  }
  if (raw === null) {
    // nothing saved: a first visit, or the key alone was removed: settings and stats come back
    const out = empty();
    const kept = readKeep(s);
    if (kept) Object.assign(out, kept);
    return out;
  }
  const { data, issues } = check(raw);
  if (!issues.length) return data;

  // Something was wrong: what the spare copy has and the save lost comes back from it.
  const out = data || empty();
  const kept = readKeep(s);
  if (kept) {
    out.settings = { ...kept.settings, ...out.settings };
    for (const [game, levels] of Object.entries(kept.stats)) out.stats[game] = { ...levels, ...out.stats[game] };
  }
  try {
    s.setItem(BACKUP_KEY, raw);
  } catch {
    // no room for the copy: the repair goes on
  }
  const lost = !Object.keys(out.stats).length && !Object.keys(out.settings).length;
  for (const [kind, game] of issues) report(kind, game, lost && WHOLE.includes(kind));
  writeAll(out); // repaired at once: the next read is clean
  return out;
}

function writeAll(data) {
  const s = storageOrNull();
  if (!s) {
    report('unavailable');
    return false;
  }
  try {
    const text = JSON.stringify({ v: VERSION, settings: data.settings, games: data.games, stats: data.stats });
    s.setItem(KEY, text);
  } catch {
    report('quota'); // quota or disabled storage: play on without saving
    return false;
  }
  try {
    s.setItem(KEEP_KEY, JSON.stringify({ v: VERSION, settings: data.settings, stats: data.stats }));
  } catch {
    // the main save is written; the spare copy is a bonus
  }
  return true;
}

export function update(fn) {
  const data = readAll();
  try {
    fn(data);
  } catch {
    return false;
  }
  return writeAll(data);
}

// ---- the pages' API ----------------------------------------------------------------------------

/** Settings for `game`, each field checked against `schema` ({field: [allowed values]}). */
export function loadSettings(game, defaults, schema) {
  const stored = readAll().settings[game];
  const out = { ...defaults };
  if (isObj(stored)) {
    for (const [k, allowed] of Object.entries(schema)) {
      if (allowed.includes(stored[k])) out[k] = stored[k];
    }
  }
  return out;
}

export function saveSettings(game, settings) {
  return update((d) => { d.settings[game] = { ...settings }; });
}

/** The colour themes a player may choose ("system" follows prefers-color-scheme). */
export const THEMES = ['system', 'light', 'dark'];

/** The chosen theme (one for the whole page): a stored value not in THEMES reads "system". */
export function loadTheme() {
  return loadSettings('page', { theme: 'system' }, { theme: THEMES }).theme;
}

/** Keeps `theme` (one of THEMES, else nothing is written) beside the page's other settings. */
export function saveTheme(theme) {
  if (!THEMES.includes(theme)) return false;
  return saveField('page', 'theme', theme);
}

/** A field of the page's own settings (settings.page: theme, lang) or of another section
 *  that is no game (settings.online: name): the stored value if `ok(value)`, else `fallback`. */
export function loadField(section, field, ok, fallback) {
  const sec = readAll().settings[section];
  const v = isObj(sec) ? sec[field] : undefined;
  return v !== undefined && ok(v) ? v : fallback;
}

/** Keeps `value` as settings[section][field], beside the section's other fields. */
export function saveField(section, field, value) {
  return update((d) => { d.settings[section] = { ...(isObj(d.settings[section]) ? d.settings[section] : {}), [field]: value }; });
}

/** The game the player had on screen last (one of GAMES; "dominoes" when none is kept): the
 *  installed app's start address opens it (js/shell/choose-game.js reads it there). */
export function loadLastGame() {
  return loadSettings('page', { game: 'dominoes' }, { game: [...GAMES] }).game;
}

/** Keeps `game` (one of GAMES, else nothing is written) as the last game beside the page's
 *  other settings; writes nothing when it is the one kept already. */
export function saveLastGame(game) {
  if (!GAMES.has(game)) return false;
  if (loadLastGame() === game) return true;
  return saveField('page', 'game', game);
}

/** The running match of `game` ({record, seed, counted, helped, level, view, plan, viewer,
 *  handover, events}) or null. `view` is
 *  the last view drawn, only for showing the table before Python has checked the record. */
export function loadGame(game) {
  const games = readAll().games;
  const g = GAMES.has(game) && Object.hasOwn(games, game) ? games[game] : null;
  if (!isObj(g) || !isObj(g.record)) return null;
  return {
    record: g.record,
    seed: Number.isSafeInteger(g.seed) ? g.seed : 1,
    counted: g.counted === true,
    helped: g.helped === true,
    level: typeof g.level === 'string' ? g.level : null,
    view: isObj(g.view) ? g.view : null,
    // people at one table (js/core/seat-plan.js): checked again by the session
    plan: Array.isArray(g.plan) ? g.plan : null,
    viewer: Number.isInteger(g.viewer) ? g.viewer : 0,
    handover: isObj(g.handover) && Number.isInteger(g.handover.seat) ? { seat: g.handover.seat } : null,
    events: Array.isArray(g.events) ? g.events.filter((e) => isObj(e) && Number.isInteger(e.seat) && typeof e.move === 'string') : [],
  };
}

/**
 * The engine refused the saved match of `game` (session.js, on resume): the save is kept aside
 * under the bug-report key (as an unreadable save is), the running game dropped and the
 * problem reported ("rejected": the notice bar), the same for every game.
 */
export function keepRejected(game, save) {
  const s = storageOrNull();
  try {
    if (s) s.setItem(BACKUP_KEY, JSON.stringify({ v: VERSION, games: { [game]: save } }));
  } catch {
    // no room for the copy: the repair goes on
  }
  clearGame(game);
  report('rejected', GAMES.has(game) ? game : null);
}

export function saveGame(game, save) {
  return update((d) => { d.games[game] = save; });
}

export function clearGame(game) {
  return update((d) => { delete d.games[game]; });
}

/** {level: {won, played, help: {won, played}}} for every level in `levels` (help: the matches
 *  with a take-back or a hint, apart from won and played). */
export function loadStats(game, levels) {
  const st = readAll().stats[game];
  const out = {};
  const tally = (e) => {
    const played = isObj(e) && count(e.played) ? e.played : 0;
    const won = isObj(e) && count(e.won) ? Math.min(e.won, played) : 0;
    return { won, played };
  };
  for (const lv of levels) {
    const e = isObj(st) && isObj(st[lv]) ? st[lv] : {};
    out[lv] = { ...tally(e), help: tally(e.help) };
  }
  return out;
}

/** One match of `game` at `level` counted: played, and won when `won`; a match with help
 *  (`helped`: a take-back or a hint) in the level's `help` instead. False when `level` is
 *  not one of `levels` or the save failed. */
export function recordMatch(game, level, won, levels, helped = false) {
  const cur = loadStats(game, levels);
  if (!cur[level]) return false;
  const e = helped ? cur[level].help : cur[level];
  e.played += 1;
  if (won) e.won += 1;
  // the save holds `help` only where a match with help was counted (a save as before otherwise)
  const saved = {};
  for (const [lv, { won: w, played, help }] of Object.entries(cur)) {
    saved[lv] = help.played > 0 ? { won: w, played, help } : { won: w, played };
  }
  return update((d) => { d.stats[game] = { ...(isObj(d.stats[game]) ? d.stats[game] : {}), ...saved }; });
}

// ---- finished matches, for replay (js/core/replay.js) --------------------------------------
//
//   gamut.v1.finished = { v: 1, matches: [ { game, record, at, seat, plan, source, scores,
//                                            winners }, ... ] }   newest first, FINISHED_KEPT at most
//
// A key of its own: whatever is wrong in it never touches the save (settings, statistics, the
// running matches), and a save from before it existed loads as it did. Each entry is checked on
// its own when read (a bad one is left out, the others stay); the engine replays every record
// before it is shown (python.engine.position). `at`: ISO time the match ended; `seat`: the
// device's seat in it (null: watched); `plan`: the seats of people at one table (or null);
// `source`: 'local' or 'online'; `scores`, `winners`: the final view's, for the list.

export const FINISHED_KEY = 'gamut.v1.finished';
export const FINISHED_VERSION = 1;
export const FINISHED_KEPT = 20;
const FINISHED_SOURCES = ['local', 'online'];

const ints = (a) => Array.isArray(a) && a.length <= 4 && a.every((x) => Number.isSafeInteger(x));

/** `e` as a finished-match entry, or null when any part of it is not one. */
export function checkFinished(e) {
  if (!isObj(e) || !GAMES.has(e.game) || !isObj(e.record) || e.record.game !== e.game) return null;
  const moves = e.record.moves;
  if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string')) return null;
  if (typeof e.at !== 'string' || Number.isNaN(Date.parse(e.at))) return null;
  if (!(e.seat === null || (Number.isInteger(e.seat) && e.seat >= 0 && e.seat < 4))) return null;
  if (!FINISHED_SOURCES.includes(e.source) || !ints(e.scores) || !ints(e.winners)) return null;
  if (!(e.plan === null || Array.isArray(e.plan))) return null;
  return { game: e.game, record: e.record, at: e.at, seat: e.seat, plan: e.plan, source: e.source, scores: e.scores, winners: e.winners };
}

function readFinished() {
  const s = storageOrNull();
  if (!s) return [];
  try {
    const d = JSON.parse(s.getItem(FINISHED_KEY));
    if (!isObj(d) || d.v !== FINISHED_VERSION || !Array.isArray(d.matches)) return [];
    return d.matches.map(checkFinished).filter(Boolean).slice(0, FINISHED_KEPT);
  } catch {
    return [];
  }
}

/** The finished matches kept on this device (of `game`, or of every game), newest first. */
export function loadFinished(game = null) {
  return readFinished().filter((e) => game === null || e.game === game);
}

/** Keeps a finished match (see the head of this section): `game`, its `record`, and {seat,
 *  plan, source, scores, winners}. A record kept already stays where it is; the oldest
 *  beyond FINISHED_KEPT are dropped. False when it is not an entry or could not be written. */
export function keepFinished(game, record, { seat = 0, plan = null, source = 'local', scores = [], winners = [] } = {}) {
  const entry = checkFinished({ game, record, at: new Date().toISOString(), seat, plan, source, scores, winners });
  if (!entry) return false;
  const s = storageOrNull();
  if (!s) return false;
  const text = JSON.stringify(record);
  const all = readFinished();
  if (all.some((e) => e.game === game && JSON.stringify(e.record) === text)) return true; // kept already
  const rest = all;
  try {
    s.setItem(FINISHED_KEY, JSON.stringify({ v: FINISHED_VERSION, matches: [entry, ...rest].slice(0, FINISHED_KEPT) }));
    return true;
  } catch {
    // no room: the oldest go first, then give up (the save itself is never touched)
    for (let n = Math.min(rest.length, FINISHED_KEPT - 1) - 1; n >= 0; n -= 5) {
      try {
        s.setItem(FINISHED_KEY, JSON.stringify({ v: FINISHED_VERSION, matches: [entry, ...rest.slice(0, n)] }));
        return true;
      } catch {
        // still too big
      }
    }
    return false;
  }
}
