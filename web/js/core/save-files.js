// Saves as files (js/shell/saves.js draws the buttons): the whole save or the running game's
// record out to a file, and either kind back in. Everything read from a file goes through the
// same checks as the browser's own save (storage.js); nothing in it is trusted.

import { isObj } from './checks.js';
import { GAMES, VERSION, check, gameProblem } from './save-check.js';
import { loadGame, readAll, update } from './storage.js';

const MAX_IMPORT_CHARS = 4_000_000;

export const EXPORT_FORMAT = 'gamut-save';

/** Everything saved, as one object for a file: {format, v, exported, settings, games, stats}. */
export function exportAll() {
  const d = readAll();
  return {
    format: EXPORT_FORMAT,
    v: VERSION,
    exported: new Date().toISOString(),
    settings: structuredClone(d.settings),
    games: structuredClone(d.games),
    stats: structuredClone(d.stats),
  };
}

/** The running game of `game` as its record (the game record JSON of shared/design.md), or null. */
export function exportGame(game) {
  const g = loadGame(game);
  return g ? structuredClone(g.record) : null;
}

/**
 * Read a file made by exportAll() (or a bare game record, as exportGame() gives) into the
 * save. Every part is checked as a save is; what checks out replaces the same game's part of
 * the current save, the rest is left as it is. `replays(game, record)` (optional, async):
 * Python replays each game of the file first and resolves null, or the reason it refused it
 * (text, or a function that gives it in the page's language): a refused game is left out,
 * so the running game stays. The page replays the games it took when it loads them next
 * (reload the page after an import).
 * Resolves {ok, imported: {settings: [games], games: [games], stats: [games]},
 *          problems: [{kind, game, detail?}]}; ok is false when nothing could be taken. The words for
 *          each kind are the messages saves-problem-KIND of web/i18n/*.ftl (js/shell/saves.js).
 * Kinds: empty, too-big, not-json, not-gamut (not a save or record at all), unreadable (a save
 * of an unknown shape or version), unknown-game, bad-record (a bare record that is broken),
 * bad-game (a game of the file that is broken or of another game), bad-settings, bad-stats,
 * future-version (only settings and statistics taken), quota, nothing (nothing to take).
 */
export async function importAll(text, replays = null) {
  const result = { ok: false, imported: { settings: [], games: [], stats: [] }, problems: [] };
  const say = (kind, game = null) => {
    if (!result.problems.some((p) => p.kind === kind && p.game === game)) result.problems.push({ kind, game });
  };
  if (typeof text !== 'string' || !text.trim()) {
    say('empty');
    return result;
  }
  if (text.length > MAX_IMPORT_CHARS) {
    say('too-big');
    return result;
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    say('not-json');
    return result;
  }
  let incoming;
  const bare = isObj(parsed) && typeof parsed.game === 'string' && !('v' in parsed);
  if (bare) {
    // a bare game record
    if (!GAMES.has(parsed.game)) {
      say('unknown-game');
      return result;
    }
    incoming = { settings: {}, stats: {}, games: {} };
    if (gameProblem(parsed.game, { record: parsed })) say('bad-record', parsed.game);
    else incoming.games[parsed.game] = { record: parsed, seed: 1, counted: false, level: null };
  } else if (isObj(parsed) && (parsed.format === EXPORT_FORMAT || 'v' in parsed)) {
    const rest = { ...parsed };
    delete rest.format;
    delete rest.exported;
    const { data, issues } = check(JSON.stringify(rest));
    // a file whose version is not understood at all is refused as a whole (a newer version's
    // settings and statistics are taken, see below)
    if (issues.some(([kind]) => kind === 'wrong-type' || kind === 'old-version')) {
      say('unreadable');
      return result;
    }
    for (const [kind, game] of issues) {
      if (kind === 'bad-game' || kind === 'other-game') {
        say('bad-game', game);
      } else if (kind === 'bad-settings' || kind === 'bad-stats') {
        say(kind);
      } else {
        say(kind === 'future-version' ? 'future-version' : 'unreadable');
      }
    }
    if (!data) return result;
    incoming = data;
  } else {
    say('not-gamut');
    return result;
  }
  // each game the file brings is replayed by Python first (`replays`): one that does not replay
  // is left out, so the running game it would replace stays as it is
  if (replays) {
    for (const [game, value] of Object.entries(incoming.games)) {
      const refused = await replays(game, value.record);
      if (refused) {
        delete incoming.games[game];
        say(bare ? 'bad-record' : 'bad-game', game);
        result.problems[result.problems.length - 1].detail = refused;
      }
    }
  }
  const ok = update((d) => {
    for (const part of ['settings', 'games', 'stats']) {
      for (const [game, value] of Object.entries(incoming[part])) {
        // a game's part is replaced whole; the page's own settings (theme, language) and the
        // online name are taken field by field: a file from before a field existed keeps it
        const own = part === 'settings' && !GAMES.has(game) && isObj(d.settings[game]) && isObj(value);
        d[part][game] = own ? { ...d.settings[game], ...value } : value;
        result.imported[part].push(game);
      }
    }
  });
  if (!ok) say('quota');
  result.ok = ok && Object.values(result.imported).some((a) => a.length > 0);
  if (ok && !result.ok) say('nothing');
  return result;
}

/** Offer `obj` as a JSON file download named `name` (letters, digits, . _ - only; .json added). */
export function downloadJSON(name, obj) {
  let file = String(name ?? 'gamut').replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '') || 'gamut';
  if (!file.toLowerCase().endsWith('.json')) file += '.json';
  const blob = new Blob([JSON.stringify(obj, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file;
}
