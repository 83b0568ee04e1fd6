// Online play on one game's page: offered only when the room server answers
// `GET /online/health`; an invite link (`<game page>#room=R`) opens the room dialog with Join
// (or, when this browser holds a seat there, comes straight back to it); the views of a
// started match are drawn by the game's own table through its session (core/session-online.js,
// enterOnline / takeOnline), so online play needs no Python.

import { t } from '../core/i18n.js';
import { python } from '../core/python.js';
import * as storage from '../core/storage.js';
import { LEVELS, ONLINE_TALLY } from '../core/session.js';
import { createRoomClient } from './room.js';
import { createLobby } from './lobby.js';
import { roomOfHash, seatIn } from './seats.js';
import { computerName } from './names.js';

const NAME_KEY = 'gamut.online.name';
let health = null;

/** Resolves true when the room server answers /online/health (asked once per page). */
export function onlineAvailable() {
  // offline (the service worker's copy of the site): no server to ask, and no failed request
  if (!health && navigator.onLine === false) return Promise.resolve(false);
  if (!health) {
    health = fetch('online/health', { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : null))
      .then((j) => !!(j && j.ok === true))
      .catch(() => false);
  }
  return health;
}

/** The game the address names (index.html or / Dominoes, hus.html, wuhsing.html). */
export function gameOfAddress(path = location.pathname) {
  if (/hus\.html$/.test(path)) return 'hus';
  if (/wuhsing\.html$/.test(path)) return 'wuhsing';
  return 'dominoes';
}

/** A refused frame's code in the player's words. */
function errorText(code) {
  if (code === 'not_found') return t('online-error-not-found');
  if (code === 'full') return t('online-error-full');
  if (code === 'rate_limited') return t('online-error-rate-limited');
  if (code === 'not_your_turn') return t('not-your-turn');
  return t('online-error-refused');
}

/**
 * Wires online play into `game`'s page: `pageEl` (the page's wrapper), `tableRoot` (the
 * element the bar goes above the table in), `session` (the game's session: the controller's
 * `.session`), `seatChoices` ([2, 3, 4]; Hus [2]), `gameOptions()` (the options of a new
 * match from the settings), `level()`, `onStats()` (the statistics changed), `settings` (the
 * page's settings <dialog>: closed when the room dialog opens), `ask(text)`
 * (the page's yes/no question: resolves true for yes), `players()` (the settings' number of
 * players: the room dialog's first choice).
 *
 * Python: online play needs none, so a page opened with an invite for this game leaves it
 * unstarted (core/python.js); it is started once the player leaves the room, when the room
 * is gone or full, when the join is dismissed, or when no room server answers.
 * Returns {available: Promise<bool>, openDialog(), relabel()}.
 */
export function setupOnline({ game, pageEl, tableRoot, session: S, seatChoices, gameOptions, level, onStats, settings, ask, players = null }) {
  let last = null;     // the last state frame
  let record = null;   // the whole record, at the end
  let status = '';
  let error = '';
  let mode = 'create';
  let joining = null;  // the room of the invite link being joined

  const statsNow = () => {
    // one tally, no level (older versions counted online results under the player's level)
    const st = storage.loadStats(`online-${game}`, [ONLINE_TALLY, ...LEVELS]);
    return Object.values(st).reduce((a, e) => ({ won: a.won + e.won, played: a.played + e.played }), { won: 0, played: 0 });
  };
  const linkOf = (room) => `${location.origin}${location.pathname}#room=${room}`;
  const savedName = () => { try { return localStorage.getItem(NAME_KEY) || ''; } catch { return ''; } };
  const keepName = (n) => { try { localStorage.setItem(NAME_KEY, n); } catch { /* storage off */ } };

  const client = createRoomClient({
    game,
    onState(f) {
      const startedBefore = !!(last && last.room === f.room && last.started);
      last = f;
      // for tests: cut this room's connection as a network would (it comes back by itself)
      globalThis.gamutOnlineDebug = { dropConnection: () => client.drop() };
      error = '';
      mode = 'room';
      if (location.hash !== `#room=${f.room}`) history.replaceState(history.state, '', `#room=${f.room}`);
      // from the lobby on, the table is the room's: its seats' names (or "free seat"), and
      // once started the views the server sends
      if (!S.online || S.online.room !== f.room) S.enterOnline(link(f));
      S.online.seats = f.seats;
      if (f.started && !startedBefore) lobby.close();
      S.takeOnline(f.started ? f.view : null);
      draw();
    },
    onRecord(rec) {
      record = rec;
      if (S.online) S.record = rec;
      onStats();
      draw();
    },
    onError(code, message) {
      if (code === 'stale') return; // a fresh state follows: the player tries again
      const text = errorText(code);
      if (S.online && (code === 'not_your_turn' || code === 'illegal' || code === 'rate_limited')) {
        S.refusedOnline(code === 'illegal' && message ? t('error', { msg: message }) : text);
        return;
      }
      if (code === 'not_found' || code === 'full') {
        // the room is gone or has no seat for us: back to creating one
        client.close();
        mode = 'create'; last = null;
        if (S.online) S.leaveOnline();
        history.replaceState(history.state, '', location.pathname + location.search);
        python.boot(); // the game against the computer is back
      }
      error = text;
      if (!lobby.isOpen) lobby.open(mode);
      draw();
    },
    onStatus(s) { status = s; draw(); },
  });

  function link(f) {
    return {
      room: f.room,
      seat: f.you,
      seats: f.seats,
      send(m) { if (!client.move(m)) S.refusedOnline(t('online-reconnecting')); },
      /** The table's name for seat `i`: "You", the friend's name, the computer, or a free
       *  seat (before the start). */
      nameOf(i) {
        if (i === this.seat) return t('seat-name', { seats: this.seats.length, seat: 0 });
        const s = this.seats[i];
        if (s && s.kind === 'human') return s.name;
        return s && s.kind === 'open' ? t('online-seat-open') : computerName(this.seats, i);
      },
      /** What New match and Rematch say online: the protocol has no frame for a new match in
       *  the same room, so they lead back to the game against the computer. */
      get newMatchLabel() { return t('online-back'); },
      /** New match or Rematch online: after the player's yes, leave the room (a running match
       *  goes on with the computer in this seat) for the game against the computer. */
      async newMatch() {
        const running = !!(last && last.started && !(S.view && S.view.over));
        if (await ask(t('online-confirm-leave', { running: running ? 'yes' : 'no' }))) {
          if (S.online && S.online.room === f.room) S.leaveOnline();
        }
      },
      left() { client.leave(); reset(); },
    };
  }

  function reset() {
    last = null; record = null; mode = 'create'; error = ''; joining = null;
    python.boot(); // not needed online: started once the player leaves the room
    if (roomOfHash()) history.replaceState(history.state, '', location.pathname + location.search);
    draw();
  }

  function draw() {
    const v = last && last.view;
    lobby.draw({
      mode, status, error,
      room: last ? last.room : null,
      link: last ? linkOf(last.room) : '',
      you: last ? last.you : null,
      host: last ? hostOf(last.seats) : null,
      started: !!(last && last.started),
      seats: last ? last.seats : [],
      toMove: v && Number.isInteger(v.to_move) ? v.to_move : null,
      record,
      stats: statsNow(),
      name: savedName(),
    });
  }

  /** The host: seat 0, or the lowest other human once seat 0 left before the start. */
  function hostOf(seats) {
    if (seats[0] && seats[0].kind === 'human') return 0;
    const i = seats.findIndex((s) => s.kind === 'human');
    return i < 0 ? null : i;
  }

  const lobby = createLobby({
    pageEl, tableRoot, seatChoices, players,
    act: {
      create({ name, seats }) {
        if (!name) { error = t('online-name-missing'); draw(); return; }
        keepName(name);
        error = '';
        client.create({ options: gameOptions(), seats: game === 'hus' ? 2 : seats, level: level(), name });
      },
      join(name) {
        if (!name) { error = t('online-name-missing'); draw(); return; }
        keepName(name);
        error = '';
        client.join(joining, name);
      },
      start() { client.start(); },
      copy(text) {
        const done = () => { error = ''; lobby.draw({ status }); flashCopied(); };
        if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, () => {});
      },
      leave() {
        if (S.online) S.leaveOnline(); // calls left(): leave and reset
        else { client.leave(); reset(); }
      },
      download() {
        if (record) storage.downloadJSON(`${game}-online-${new Date().toISOString().slice(0, 10)}`, record);
      },
      back() { if (S.online) S.leaveOnline(); else { client.leave(); reset(); } },
      // the invite's Join (or Create) dismissed: the game against the computer needs Python
      closed(m) { if (m !== 'room') python.boot(); },
    },
  });

  function flashCopied() {
    const b = pageEl.querySelector('[data-testid="online-copy"]');
    if (!b) return;
    b.textContent = t('online-copied');
    setTimeout(() => { b.textContent = t('online-copy'); }, 2000);
  }

  /** The address's invite (`#room=R`): back to our seat there, or the dialog with Join. */
  function followInvite() {
    const room = roomOfHash();
    if (!room || gameOfAddress() !== game || (last && last.room === room)) return;
    const held = seatIn(room);
    if (held && held.game === game) {
      mode = 'room';
      client.comeBack(room);
      draw();
      return;
    }
    joining = room;
    mode = 'join';
    lobby.open('join');
  }

  addEventListener('online', () => client.reconnectNow());
  addEventListener('hashchange', () => onlineAvailable().then((ok) => { if (ok) followInvite(); }));

  // online with friends is chosen in the settings ("Play against", offered once the server
  // answered: js/shell/seat-settings.js) or from the room bar; both open this dialog
  const openDialog = () => {
    if (settings.open) settings.close();
    lobby.open(last ? 'room' : mode === 'join' ? 'join' : 'create');
  };
  const relabel = () => lobby.relabel();

  const available = onlineAvailable();
  available.then((ok) => {
    if (ok) followInvite(); else python.boot();
  });
  // an invite for another game's page, or none: this page plays against the computer
  if (!roomOfHash() || gameOfAddress() !== game) python.boot();
  relabel();
  draw();

  return { available, openDialog, relabel };
}
