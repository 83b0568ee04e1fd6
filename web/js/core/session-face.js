// The session's public face and its statistics: counting a match that ends (or is given up for
// a new one after the player has moved), controller() (the object every page shell drives)
// and debug() (globalThis.gamutDebug, for tests and debugging).

import { isObj } from './checks.js';
import { checkPlan, countsAs, isPerson, winnerNames } from './seat-plan.js';
import { recordWins } from './people.js';
import { t } from './i18n.js';
import { openingFor } from './openings.js';
import { seatsOf } from './session-start.js';

/** The computer's levels: the one list on this side, equal to Python's core.LEVELS (tests/test_contract.py). */
export const LEVELS = ['easy', 'medium', 'hard'];
/** The one entry of `online-<game>` in the statistics (online results have no level: the
 *  room's computer plays at the host's level, not this player's). */
export const ONLINE_TALLY = 'all';

const copy = (x) => (x ? JSON.parse(JSON.stringify(x)) : null);
/** The address names an online room (`#room=`, `#watch=`), well formed or not: no opening is
 *  drawn there (js/core/python.js does not even start Python for an invite; a broken one is
 *  told and cleared by js/online/, and the page waits for Python as before). */
const roomAddress = () => typeof location !== 'undefined' && /^#(room|watch)=/.test(location.hash || '');

/**
 * Adds to the session's inner object `m` (core/session.js, with reset, draw, drawEmpty, save,
 * peopleOf, planOrDefault) m.countIfOver(), and to the session
 * `s`: s.abandon(), s.debug(extra), s.controller(own).
 */
export function addFace(m) {
  const { s, deps, table } = m;
  const { game, root, els, storage, strings: T, getSettings, onMatchCounted } = deps;

  /** A shown match that ended: counted once, won when HUMAN is among the winners; a match
   *  with help (a take-back, a hint: session-help.js) apart from the level's own count. */
  m.countIfOver = () => {
    if (!s.view.over || s.counted) return;
    s.counted = true;
    if (s.online && s.online.seat == null) return; // a spectator plays no match
    const won = (s.view.winners || []).includes(s.HUMAN);
    const plan = m.planOrDefault();
    if (s.online) storage.recordMatch(`online-${game}`, ONLINE_TALLY, won, [ONLINE_TALLY]);
    else if (countsAs(plan) === 'people') recordWins(storage, game, winnerNames(plan, s.view.winners));
    else storage.recordMatch(game, getSettings().level, won, LEVELS, s.helped);
    if (onMatchCounted) onMatchCounted();
  };

  /**
   * The running match is given up for a new one: if the player has made a move in it and it
   * is neither over nor counted yet, it counts as played and not won, at the level of the
   * saved match. Read from the save (the last answer taken, or the saved match shown before
   * Python is ready); the save is marked counted so that it never counts twice.
   */
  s.abandon = () => {
    const saved = storage.loadGame(game);
    if (!abandonCounts(saved)) return false;
    storage.saveGame(game, { ...saved, counted: true });
    storage.recordMatch(game, saved.level ?? getSettings().level, false, LEVELS, saved.helped);
    if (onMatchCounted) onMatchCounted();
    return true;
  };

  /** Giving up the saved match (`saved`, read from storage if not given) now would count it
   *  as lost (see abandon()). */
  function abandonCounts(saved = storage.loadGame(game)) {
    // a match between people counts only when it ends (in their tally of wins)
    if (saved && saved.plan && checkPlan(saved.plan) && countsAs(checkPlan(saved.plan)) === 'people') return false;
    if (!saved || saved.counted || !isObj(saved.view)) return false;
    return !saved.view.over && !!table.humanMoved(saved.view);
  }

  /** globalThis.gamutDebug for tests and debugging: a read-only look at the match (view,
   *  record, generation) plus the game's own fields and hooks in `extra` (getters kept). */
  s.debug = (extra = {}) => {
    const base = {
      get view() { return copy(s.view); },
      get record() { return copy(s.record); },
      get generation() { return s.gen; },
      get viewer() { return s.viewer; },
      get handover() { return copy(s.handover); },
      get plan() { return copy(s.plan); },
      get hint() { return copy(s.hint); },       // core/session-help.js
      get helped() { return s.helped; },
      // a known position: replaces the running match with `rec` (a game record: Python
      // replays and checks it, as for a save) and plays on, the computer's choices seeded
      // with `seed`, so a record plays out the same way every time (s.startFrom)
      startFromRecord: (rec, { seed = 1 } = {}) => s.startFrom(rec, seed),
    };
    s.debugHook = Object.defineProperties(base, Object.getOwnPropertyDescriptors(extra));
    globalThis.gamutDebug = s.debugHook;
  };

  /** The object the page shell drives; `own` adds the game's settingsChanged and relabel. */
  s.controller = (own) => ({
    /** Draw the table from HTML/CSS before Python runs: the saved view if there is one. */
    renderPlaceholder() {
      const saved = storage.loadGame(game);
      if (!s.ready && saved && isObj(saved.record)) {
        // a saved match goes on (also from the hand-over screen): nothing is dealt, the
        // loading card says Python is starting
        const text = els.loading.querySelector('.loading-text');
        if (text) {
          text.dataset.i18n = 'loading-resume';
          text.textContent = t('loading-resume');
        }
      }
      if (!s.ready && saved && isObj(saved.view) && !s.view && table.previewable(saved.view)) {
        // people at one table: drawn with the save's seats and viewer (their names, the
        // viewer's hand); Python checks them again when it loads the match
        try {
          const { plan, viewer, events } = m.peopleOf(saved);
          m.reset({ plan, viewer, events, view: saved.view, record: saved.record, preview: true });
          m.draw();
          els.loading.hidden = true; // the table is playable: a move waits for Python
          return;
        } catch {
          m.reset();
        }
      }
      if (!s.ready && !saved && !s.view && !s.pendingNew && !roomAddress()) {
        // a first visit: one of the build's openings for these settings (core/openings.js),
        // when nobody else sits at this device (a hand-over would come first) and the address
        // names no room (an invite, a reload in a room: the room's table comes instead)
        const options = table.newGameOptions(getSettings(), { rematch: false, prev: null });
        const plan = m.planFor(seatsOf(options));
        const opening = plan.some((p, i) => i !== s.HUMAN && isPerson(p)) ? null : openingFor(game, options);
        if (opening && table.previewable(opening.view)) {
          m.reset({ plan, view: opening.view, record: opening.record, preview: true, opening: true }, { fresh: true });
          m.draw();
          els.loading.hidden = true;
          return;
        }
      }
      if (!s.view) m.drawEmpty();
    },
    start() {
      s.ready = true;
      els.loading.hidden = true;
      if (s.online) return; // the saved match waits until online play ends
      if (s.pendingNew) s.newMatch(); else s.resume();
    },
    /** A new match on the player's word (New match, a setting that needs one): the running
     *  one is abandoned (see abandon()). */
    newMatch() {
      if (s.online) return s.newMatch(); // online: asks, then leaves the room (session-start.js)
      s.abandon();
      return s.newMatch();
    },
    /** This game's page is on screen again (the one page switched back to it): the test
     *  hook globalThis.gamutDebug is this game's again. */
    activate() {
      if (s.debugHook) globalThis.gamutDebug = s.debugHook;
    },
    /** A person's name changed in the settings: their seat in the running match is renamed. */
    rename(seat, name) {
      if (!s.plan || !isPerson(s.plan[seat]) || typeof name !== 'string' || !name) return;
      s.plan = s.plan.map((p, i) => (i === seat ? { ...p, name } : p));
      m.save();
      if (s.view || s.handover) m.draw();
    },
    /** Starting a new match now counts the running one as lost (the question says so). */
    abandonCounts: () => abandonCounts(),
    /** A match with moves made that is not over yet. */
    inProgress() {
      if (s.preview) return !s.opening; // an opening: nobody has moved
      // the hand-over screen (no view drawn): a match with moves made is running
      if (s.handover && s.record) return Array.isArray(s.record.moves) && s.record.moves.length > 0;
      return !!(s.view && s.record && !s.view.over && Array.isArray(s.record.moves) && s.record.moves.length > 0);
    },
    fatal(message) {
      s.error = { message, retry: () => location.reload() };
      els.loading.hidden = true;
      root.dataset.phase = 'error';
      table.showFatal(message);
      els.main.textContent = T.reload;
      els.main.disabled = false;
      els.main.dataset.action = 'retry';
    },
    /** Online play (js/online/): see core/session-online.js. */
    session: s,
    ...own,
  });
}
