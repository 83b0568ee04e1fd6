// Saves on the page side (workers have no localStorage): one versioned key.
//
//   gamut.v1 = { v: 1,
//                settings: { <game>: {...} },
//                games:    { <game>: { record, seed, counted, level } },   // the running match
//                stats:    { <game>: { <level>: { won, played } } } }
//
// Nothing here throws. Each section is checked on its own, so a bad game save never costs
// the settings or the stats; text that is not JSON at all is kept under a backup key before
// the key is rewritten.

export const KEY = 'gamut.v1';
const BACKUP_KEY = 'gamut.v1.corrupt';
const VERSION = 1;

function storageOrNull() {
  try {
    const s = globalThis.localStorage;
    return s || null;
  } catch {
    return null; // access can throw (privacy settings, sandboxed frames)
  }
}

const isObj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);

function empty() {
  return { v: VERSION, settings: {}, games: {}, stats: {} };
}

function readAll() {
  const s = storageOrNull();
  if (!s) return empty();
  let raw = null;
  try {
    raw = s.getItem(KEY);
  } catch {
    return empty();
  }
  if (raw == null) return empty();
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  if (!isObj(data) || data.v !== VERSION) {
    try { s.setItem(BACKUP_KEY, raw); } catch { /* ignore */ }
    return empty();
  }
  const out = empty();
  for (const part of ['settings', 'games', 'stats']) {
    if (isObj(data[part])) out[part] = data[part];
  }
  return out;
}

function writeAll(data) {
  const s = storageOrNull();
  if (!s) return false;
  try {
    s.setItem(KEY, JSON.stringify(data));
    return true;
  } catch {
    return false; // quota or disabled storage: play on without saving
  }
}

function update(fn) {
  const data = readAll();
  try {
    fn(data);
  } catch {
    return false;
  }
  return writeAll(data);
}

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

/** The running match of `game` ({record, seed, counted, level, view}) or null. `view` is
 *  the last view drawn, only for showing the table before Python has checked the record. */
export function loadGame(game) {
  const g = readAll().games[game];
  if (!isObj(g) || !isObj(g.record)) return null;
  return {
    record: g.record,
    seed: Number.isSafeInteger(g.seed) ? g.seed : 1,
    counted: g.counted === true,
    level: typeof g.level === 'string' ? g.level : null,
    view: isObj(g.view) ? g.view : null,
  };
}

export function saveGame(game, save) {
  return update((d) => { d.games[game] = save; });
}

export function clearGame(game) {
  return update((d) => { delete d.games[game]; });
}

/** {level: {won, played}} for every level in `levels`. */
export function loadStats(game, levels) {
  const st = readAll().stats[game];
  const out = {};
  for (const lv of levels) {
    const e = isObj(st) && isObj(st[lv]) ? st[lv] : {};
    const played = Number.isSafeInteger(e.played) && e.played >= 0 ? e.played : 0;
    let won = Number.isSafeInteger(e.won) && e.won >= 0 ? e.won : 0;
    if (won > played) won = played;
    out[lv] = { won, played };
  }
  return out;
}

export function recordMatch(game, level, won, levels) {
  const cur = loadStats(game, levels);
  if (!cur[level]) return false;
  cur[level].played += 1;
  if (won) cur[level].won += 1;
  return update((d) => { d.stats[game] = cur; });
}
