// The checks every save passes before it is used (storage.js reads the browser's save with
// them, save-files.js a file): the schema's version and its migrations, each section on its
// own (settings, statistics, running games), never trusting what JSON.parse gave.

import { isObj } from './checks.js';

export const VERSION = 1;

/** Version n -> n + 1, each a function of the parsed save returning the next version's object.
 *  Example for a future v2 that renamed `won` to `wins` in the statistics:
 *    1: (d) => ({ ...d, v: 2, stats: mapLevels(d.stats, ({ won, played }) => ({ wins: won, played })) })
 *  (and VERSION = 2; the key name stays 'gamut.v1'). */
export const MIGRATIONS = {};

export const GAMES = new Set(['dominoes', 'hus', 'wuhsing']);
/** The kinds of problem (see the top of storage.js); each has its message save-problem-KIND. */
export const KINDS = new Set([
  'unreadable', 'wrong-type', 'future-version', 'old-version', 'bad-settings', 'bad-stats',
  'bad-game', 'other-game', 'rejected', 'unavailable', 'quota',
]);

/** A save with nothing in it, of this version. */
export function empty() {
  return { v: VERSION, settings: {}, games: {}, stats: {} };
}

/** A count of matches: a whole number, 0 or more. */
export const count = (x) => Number.isSafeInteger(x) && x >= 0;

/** {won, played}: two counts, won no more than played. */
const tally = (e) => isObj(e) && count(e.won) && count(e.played) && e.won <= e.played;

/** out[key] = value as an own data property: a key "__proto__" from JSON.parse must never set
 *  the prototype of a cleaned section (that would let a record through under another name). */
function setOwn(out, key, value) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A stats section with only well-formed entries; `bad` is called once if any was dropped.
 *  An entry is {won, played} and, once a match with help was counted, `help` {won, played}
 *  (issue 28: matches with a take-back or a hint, counted apart from won and played; a save
 *  from before has no `help` and reads as none). */
export function cleanStats(stats, bad) {
  const out = {};
  if (!isObj(stats)) {
    if (stats !== undefined) bad();
    return out;
  }
  for (const [game, levels] of Object.entries(stats)) {
    if (!isObj(levels)) { bad(); continue; }
    const ok = {};
    for (const [lv, e] of Object.entries(levels)) {
      if (isObj(e) && count(e.won) && count(e.played) && e.won <= e.played && (e.help === undefined || tally(e.help))) {
        ok[lv] = { won: e.won, played: e.played };
        if (e.help !== undefined) ok[lv].help = { won: e.help.won, played: e.help.played };
      } else bad();
    }
    setOwn(out, game, ok);
  }
  return out;
}

export function cleanSettings(settings, bad) {
  if (isObj(settings)) {
    const out = {};
    for (const [game, s] of Object.entries(settings)) {
      if (isObj(s)) setOwn(out, game, s); // each field is checked against the page's schema on load
      else bad();
    }
    return out;
  }
  if (settings !== undefined) bad();
  return {};
}

/** Why a game save cannot be offered to the engine: null (fine), "bad-game" or "other-game". */
export function gameProblem(game, g) {
  if (!isObj(g) || !isObj(g.record)) return 'bad-game';
  const rec = g.record;
  if (typeof rec.game !== 'string') return 'bad-game';
  if (rec.game !== game) return 'other-game';
  if ('moves' in rec && !Array.isArray(rec.moves)) return 'bad-game';
  if ('options' in rec && !isObj(rec.options)) return 'bad-game';
  return null;
}

function cleanGames(games, report) {
  const out = {};
  if (!isObj(games)) {
    if (games !== undefined) report('bad-game', null);
    return out;
  }
  for (const [game, g] of Object.entries(games)) {
    if (!GAMES.has(game)) {
      report('bad-game', null); // "__proto__" or an unknown name: never a running game
      continue;
    }
    const why = gameProblem(game, g);
    if (why) report(why, game);
    else out[game] = g;
  }
  return out;
}

/**
 * A parsed save of any version brought to `version` by `migrations` (see MIGRATIONS).
 * Returns {data} (an object with v === version) or {problem} ("wrong-type", "future-version",
 * "old-version": no way from the save's version to this one, or a migration failed).
 */
export function migrate(data, { migrations = MIGRATIONS, version = VERSION } = {}) {
  if (!isObj(data)) return { problem: 'wrong-type' };
  if (!Number.isSafeInteger(data.v) || data.v < 1) return { problem: 'wrong-type' };
  if (data.v > version) return { problem: 'future-version' };
  let d = data;
  while (d.v < version) {
    const step = migrations[d.v];
    if (typeof step !== 'function') return { problem: 'old-version' };
    let next;
    try {
      next = step(structuredClone(d));
    } catch {
      return { problem: 'old-version' };
    }
    if (!isObj(next) || next.v !== d.v + 1) return { problem: 'old-version' };
    d = next;
  }
  return { data: d };
}

/**
 * Any text found under KEY -> {data, problems: [[kind, game]], salvaged}: the sections that
 * check out; the rest dropped. Shared by reading and by importAll.
 */
export function check(raw) {
  const issues = [];
  const note = (kind, game = null) => {
    if (!issues.some(([k, g]) => k === kind && g === game)) issues.push([kind, game]);
  };
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    note('unreadable');
    return { data: null, issues };
  }
  const { data, problem } = migrate(parsed);
  const out = empty();
  if (problem) {
    note(problem);
    if (!isObj(parsed)) return { data: null, issues };
    // not this version: settings and stats are taken over as far as they check out (each field
    // is checked again on use); running games are not.
    out.settings = cleanSettings(parsed.settings, () => {});
    out.stats = cleanStats(parsed.stats, () => {});
    return { data: out, issues };
  }
  out.settings = cleanSettings(data.settings, () => note('bad-settings'));
  out.stats = cleanStats(data.stats, () => note('bad-stats'));
  out.games = cleanGames(data.games, note);
  return { data: out, issues };
}
