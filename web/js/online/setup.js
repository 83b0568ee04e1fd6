// Online play on one game's page: offered only when the room server answers
// `GET /online/health`. An invite link (`<game page>#room=R`) reads the room first (the socket
// watches it) and opens the room dialog with what it is (game, rules, host, seats) and Join,
// or Watch once the match runs with no free seat; a browser that holds a seat there comes
// straight back to it. A spectator's link (`#watch=R`) shows the match live. The views of a
// started match are drawn by the game's own table through its session
// (core/session-online.js, enterOnline / takeOnline), so online play needs no Python.
//
// Everything shown comes from the server's frames (shared/design.md "Online rooms",
// "Additions"): who is ready, who asked for another match, the tally, the spectators, who
// left or is covered by the computer. The page decides no rule; it only says what changed.

import { t } from '../core/i18n.js';
import { python } from '../core/python.js';
import * as storage from '../core/storage.js';
import { downloadJSON } from '../core/save-files.js';
import { LEVELS, ONLINE_TALLY } from '../core/session.js';
import { createRoomClient } from './room.js';
import { createLobby } from './lobby.js';
import { brokenLinkOfHash, roomOfHash, seatIn, watchOfHash } from './seats.js';
import { roomSeatName, tallyText } from './names.js';
import { watchTwice } from './twice.js';

/** A person gone this long (ms, as this page saw it) on their turn may be covered by the
 *  computer (the server's own limit is 60 s from their last socket: design.md "Additions"). */
export const COVER_AFTER_MS = 60_000;
let coverAfterMs = COVER_AFTER_MS; // tests shorten it (gamutOnlineDebug.coverAfterMs)
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
  if (code === 'busy') return t('online-error-busy');
  if (code === 'not_your_turn') return t('not-your-turn');
  return t('online-error-refused');
}

const people = (f) => f.seats.flatMap((s, i) => (s.kind === 'human' && s.connected && !s.covered ? [i] : []));

/**
 * Wires online play into `game`'s page: `pageEl` (the page's wrapper), `tableRoot` (the
 * element the bar goes above the table in), `session` (the game's session: the controller's
 * `.session`), `seatChoices` ([2, 3, 4]; Hus [2]), `gameOptions()` (the options of a new
 * match from the settings), `level()`, `onStats()` (the statistics changed), `settings` (the
 * page's settings <dialog>: closed when the room dialog opens), `ask(text, labels)`
 * (the page's question: resolves true for yes; labels {yes, no} name its buttons),
 * `players()` (the settings' number of players: the room dialog's first choice), `rules`
 * (the game's room rules: describe(options), fields; see lobby.js).
 *
 * Python: online play needs none, so a page opened with an invite for this game leaves it
 * unstarted (core/python.js); it is started once the player leaves the room, when the room
 * is gone or full, when the join is dismissed, or when no room server answers.
 * Returns {available: Promise<bool>, openDialog(), relabel()}.
 */
export function setupOnline({ game, pageEl, tableRoot, session: S, seatChoices, gameOptions, level, onStats, settings, ask, players = null, rules = null }) {
  let last = null;     // the last state frame
  let record = null;   // the whole record of the last match, at its end
  let status = '';
  let error = '';
  let mode = 'create'; // 'create' | 'join' (an invite's room, read by watching) | 'room'
  let joining = null;  // the room of the invite link being read, then joined
  let spectating = false; // the player chose to watch (#watch=R, or Watch)
  let awayTimer = 0;
  const awaySince = new Map(); // seat -> when this page saw that person's last socket go
  const twice = watchTwice(() => draw());

  const statsNow = () => {
    // one tally, no level (older versions counted online results under the player's level)
    const st = storage.loadStats(`online-${game}`, [ONLINE_TALLY, ...LEVELS]);
    return Object.values(st).reduce((a, e) => ({ won: a.won + e.won, played: a.played + e.played }), { won: 0, played: 0 });
  };
  const linkOf = (room) => `${location.origin}${location.pathname}#room=${room}`;
  const savedName = () => storage.loadField('online', 'name', (v) => typeof v === 'string', '');
  const keepName = (n) => storage.saveField('online', 'name', n);
  const setHash = (h) => { if (location.hash !== h) history.replaceState(history.state, '', h || location.pathname + location.search); };

  globalThis.gamutOnlineDebug = {
    // for tests: cut this room's connection as a network would (it comes back by itself)
    dropConnection: () => client.drop(),
    get coverAfterMs() { return coverAfterMs; },
    set coverAfterMs(ms) { coverAfterMs = ms; draw(); },
  };

  /** One `state` frame: the room read before joining, or the room this page is in. */
  function takeState(f) {
    if (mode === 'join' && f.you === null && !spectating) {
      // an invite's room, read before joining: the dialog says what it is
      last = f;
      draw();
      return;
    }
    const before = last && last.room === f.room && last.you === f.you ? last : null;
    last = f;
    error = '';
    mode = 'room';
    joining = null;
    setHash(f.you === null ? `#watch=${f.room}` : `#room=${f.room}`);
    if (!before) awaySince.clear();
    trackAway(f);
    // from the lobby on, the table is the room's: its seats' names (or "free seat"), and
    // once started the views the server sends
    if (!S.online || S.online.room !== f.room || S.online.seat !== f.you) S.enterOnline(link(f));
    S.online.seats = f.seats;
    S.online.frame = f;
    if (f.started && !(before && before.started)) lobby.close();
    if (f.view && !f.view.over && before && before.view && before.view.over) record = null; // the next match
    S.takeOnline(f.started ? f.view : null);
    if (before) tell(before, f);
    twice.hold(f.room, f.you);
    draw();
  }

  const client = createRoomClient({
    game,
    onState: takeState,
    onRecord(rec) {
      if (mode !== 'room') return;
      record = rec;
      if (S.online) S.record = rec;
      // kept on this device with the finished matches: it can be played back (js/core/replay.js)
      const end = S.online && S.view && S.view.over ? S.view : null;
      storage.keepFinished(game, rec, { seat: S.online ? S.online.seat : null, source: 'online', scores: end ? end.scores : [], winners: end ? end.winners : [] });
      onStats();
      draw();
    },
    onError(code, message) {
      if (code === 'stale') return; // a fresh state follows: the player tries again
      const text = errorText(code);
      if (S.online && (code === 'not_your_turn' || code === 'illegal' || code === 'rate_limited' || code === 'bad_request' || code === 'not_host')) {
        // the server's message is the engine's text (English, with rule sections): the
        // console's, for bug reports; the player reads their own words
        if (message) console.warn(`[gamut] the room refused a request (${code}): ${message}`);
        S.refusedOnline(code === 'illegal' ? t('error-illegal-move') : text);
        return;
      }
      if (code === 'full' && mode === 'join' && joining) {
        // the last free seat went to someone else meanwhile: read the room again (Watch)
        error = text;
        client.watch(joining);
        draw();
        return;
      }
      if (code === 'not_found' || code === 'full') {
        // the room is gone, has no seat for us, or our seat was given up (another tab left);
        // a spectator's link to a room never seen here: it does not exist, nobody was "in" it
        const wasIn = mode === 'room' && !(spectating && !last);
        client.close();
        mode = 'create'; last = null; joining = null; spectating = false;
        twice.hold(null, null);
        if (S.online) S.leaveOnline();
        setHash('');
        python.boot(); // the game against the computer is back
        error = wasIn && code === 'not_found' ? t('online-error-gone') : text;
      } else {
        error = text;
      }
      if (!lobby.isOpen) lobby.open(mode);
      draw();
    },
    onStatus(s) { status = s; draw(); },
  });

  /** When each person's last socket went, as this page saw it (for Let the computer play). */
  function trackAway(f) {
    f.seats.forEach((s, i) => {
      const away = s.kind === 'human' && !s.connected;
      if (away && !awaySince.has(i)) awaySince.set(i, Date.now());
      if (!away) awaySince.delete(i);
    });
  }

  /** Seat `i` may be covered now: a person gone long enough on their turn, seen by a person. */
  function coverable(f, i) {
    const s = f.seats[i];
    const v = f.view;
    if (f.you == null || i === f.you || !f.started || !v || v.over || v.to_move !== i) return false;
    if (s.kind !== 'human' || s.connected || s.covered || !awaySince.has(i)) return false;
    return Date.now() - awaySince.get(i) >= coverAfterMs;
  }

  /** What changed in the room that no view says, in the log: who left (the computer plays on
   *  under their name), whom the computer covers, who is back, new rules for the next match. */
  function tell(before, f) {
    const notes = [];
    f.seats.forEach((a, i) => {
      const b = before.seats[i];
      if (!b || i === f.you) return;
      const name = roomSeatName(f.seats, i);
      if (f.started && b.kind === 'human' && a.kind === 'computer') notes.push(t('online-note-left', { name }));
      else if (a.kind === 'human' && !b.covered && a.covered) notes.push(t('online-note-covered', { name }));
      else if (a.kind === 'human' && b.covered && !a.covered) notes.push(t('online-note-back', { name }));
    });
    if (f.view && f.view.over && before.view && before.view.over && f.host !== f.you
        && JSON.stringify(before.options) !== JSON.stringify(f.options) && rules) {
      notes.push(t('online-note-rules', { name: roomSeatName(f.seats, f.host), rules: rules.describe(f.options) }));
    }
    if (notes.length && S.online) S.flash(notes.join(' '), 15_000);
  }

  /** The main button at the end, online: Play again, then who the room waits for. */
  function endButton() {
    const f = last;
    if (!f || f.you == null) return { text: t('online-watching-end'), action: 'wait', enabled: false };
    if (!f.seats[f.you].rematch) return { text: t('online-again'), action: 'rematch', enabled: true };
    return { text: waitingFor(f, (s) => s.rematch), action: 'wait', enabled: false };
  }

  /** The main button between rounds, online: null while this seat may say Next (the game
   *  draws it), else who the room waits for. */
  function roundButton() {
    const f = last;
    if (!f) return null;
    if (f.you != null && !f.seats[f.you].ready) return null;
    return { text: waitingFor(f, (s) => s.ready), action: 'wait', enabled: false };
  }

  function waitingFor(f, done) {
    const names = people(f).filter((i) => i !== f.you && !done(f.seats[i])).map((i) => roomSeatName(f.seats, i));
    return names.length ? t('online-waiting-for', { names: new Intl.ListFormat(document.documentElement.lang || 'en').format(names) }) : '…';
  }

  /** Leaving asks first and says what happens: in a running match the computer takes the
   *  seat for good; the buttons answer the question. A spectator just goes. */
  async function confirmLeave() {
    if (!last || last.you == null) return true;
    const running = last.started && !(last.view && last.view.over);
    const text = !last.started ? 'online-confirm-leave-lobby' : running ? 'online-confirm-leave-running' : 'online-confirm-leave-over';
    return ask(t(text), { yes: t(running ? 'online-leave-match' : 'online-leave'), no: t('online-stay') });
  }

  async function leaveAfterAsking() {
    if (!(await confirmLeave())) return;
    if (S.online) S.leaveOnline(); // calls left(): leave and reset
    else { client.leave(); reset(); }
  }

  function link(f) {
    return {
      room: f.room,
      seat: f.you,
      seats: f.seats,
      frame: f,
      send(m) { if (!client.move(m)) S.refusedOnline(t('online-reconnecting')); },
      /** The table's name for seat `i`: "You", the friend's name (kept when the computer took
       *  their seat), the computer, or a free seat (before the start). */
      nameOf(i) {
        if (i === this.seat) return t('seat-name', { seats: this.seats.length, seat: 0 });
        return roomSeatName(this.seats, i);
      },
      /** The main button at the end ({text, action, enabled}) and between rounds (null: the
       *  game's own Next). */
      endButton,
      roundButton,
      /** The main button at the end: ask for another match in this room. */
      again() { if (last && last.you != null && !last.seats[last.you].rematch) client.rematch(); },
      /** The room's tally for a result card ("Ada 2 · Bo 1"), '' before anyone won. */
      get tally() { return last ? tallyText(last.seats, last.tally) : ''; },
      /** New match in the header: after the player's yes, leave the room (a running match
       *  goes on with the computer in this seat) for the game against the computer. */
      newMatch() { return leaveAfterAsking(); },
      left() { client.leave(); reset(); },
    };
  }

  function reset() {
    last = null; record = null; mode = 'create'; error = ''; joining = null; spectating = false;
    twice.hold(null, null);
    python.boot(); // not needed online: started once the player leaves the room
    if (roomOfHash() || watchOfHash()) setHash('');
    draw();
  }

  function seatsShown(f) {
    const v = f.view;
    const between = f.started && v && v.round_over && !v.over;
    return f.seats.map((s, i) => {
      const notes = [];
      if (i === f.you) notes.push(t('online-you'));
      if (s.kind === 'computer' && s.name) notes.push(t('online-computer-plays'));
      else if (s.kind === 'human' && s.covered) notes.push(t('online-computer-plays'));
      else if (s.kind === 'human' && !s.connected) notes.push(t('online-away'));
      if (between && s.kind === 'human' && s.ready) notes.push(t('online-ready'));
      if (v && v.over && s.kind === 'human' && s.rematch) notes.push(t('online-asked'));
      if (v && !v.over && v.to_move === i) notes.push(t('online-to-move'));
      return { ...s, text: roomSeatName(f.seats, i), notes, coverable: coverable(f, i) };
    });
  }

  function draw() {
    const f = last;
    const v = f && f.view;
    clearTimeout(awayTimer);
    if (f && mode === 'room' && f.you != null && v && !v.over && Number.isInteger(v.to_move) && awaySince.has(v.to_move)) {
      // Let the computer play shows once the friend has been gone long enough
      const wait = coverAfterMs - (Date.now() - awaySince.get(v.to_move));
      if (wait > 0) awayTimer = setTimeout(draw, wait + 50);
    }
    lobby.draw({
      mode, status, error,
      room: f ? f.room : null,
      link: f ? linkOf(f.room) : '',
      you: f ? f.you : null,
      host: f ? f.host : null,
      started: !!(f && f.started),
      over: !!(v && v.over),
      seats: f ? seatsShown(f) : [],
      toMove: v && !v.over && Number.isInteger(v.to_move) ? v.to_move : null,
      record,
      stats: statsNow(),
      name: savedName(),
      info: f ? { game: t(`game-${game}`), rules: rules ? rules.describe(f.options) : '', host: roomSeatName(f.seats, f.host) } : null,
      canJoin: !!f && !f.started && f.seats.some((s) => s.kind === 'open'),
      canWatch: !!f && !(!f.started && f.seats.some((s) => s.kind === 'open')),
      tally: f ? tallyText(f.seats, f.tally) : '',
      watching: f ? f.watching : 0,
      twice: mode === 'room' && twice.twice,
      options: f ? f.options : null,
    });
  }

  const lobby = createLobby({
    pageEl, tableRoot, seatChoices, players, rules,
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
      watch() {
        // the invite's room runs with no free seat: watch it (the socket watches already)
        spectating = true;
        error = '';
        const f = last;
        last = null;
        if (f && f.room === joining) takeState(f);
        lobby.close();
      },
      start() { client.start(); },
      copy(text) {
        const done = () => { error = ''; lobby.draw({ status }); flashCopied(); };
        if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, () => {});
      },
      leave() { lobby.close(); leaveAfterAsking(); },
      download() {
        if (record) downloadJSON(`${game}-online-${new Date().toISOString().slice(0, 10)}`, record);
      },
      back: () => leaveAfterAsking(),
      cover(seat) { client.cover(seat); },
      again(options) {
        lobby.close();
        client.rematch(options);
      },
      // the invite's Join (or Create) dismissed: the game against the computer needs Python
      closed(m) {
        if (m === 'join' && joining) {
          client.leave(); // stop reading the room
          joining = null; last = null; mode = 'create';
          setHash('');
        }
        if (m !== 'room') python.boot();
      },
    },
  });

  function flashCopied() {
    const b = pageEl.querySelector('[data-testid="online-copy"]');
    if (!b) return;
    b.textContent = t('online-copied');
    setTimeout(() => { b.textContent = t('online-copy'); }, 2000);
  }

  /** The address's invite (`#room=R`): back to our seat there, or the room read and the
   *  dialog with Join or Watch; a spectator's link (`#watch=R`): the match, watched. */
  function followInvite() {
    const room = roomOfHash();
    const watched = watchOfHash();
    if (gameOfAddress() !== game) return;
    if (brokenLinkOfHash()) {
      if (mode === 'room' && last) { // in a room: its own address back, the room goes on
        setHash(last.you === null ? `#watch=${last.room}` : `#room=${last.room}`);
        return;
      }
      // an invite cut short or mangled: say so (the game against the computer runs behind)
      if (mode === 'join' && joining) { client.leave(); joining = null; last = null; mode = 'create'; }
      setHash('');
      error = t('online-error-not-found');
      lobby.open('create');
      draw();
      return;
    }
    if (watched) {
      if (last && last.room === watched && mode === 'room') return;
      if (S.online) S.leaveOnline();
      spectating = true;
      mode = 'room';
      client.watch(watched);
      draw();
      return;
    }
    if (!room || (last && last.room === room)) return;
    const held = seatIn(room);
    if (held && held.game === game) {
      mode = 'room';
      client.comeBack(room);
      draw();
      return;
    }
    joining = room;
    spectating = false;
    last = null;
    mode = 'join';
    client.watch(room); // read the room first: its game, rules, host and seats
    lobby.open('join');
  }

  addEventListener('online', () => client.reconnectNow());
  addEventListener('hashchange', () => onlineAvailable().then((ok) => { if (ok) followInvite(); }));

  // online with friends is chosen in the settings ("Play against", offered once the server
  // answered: js/shell/seat-settings.js) or from the room bar; both open this dialog
  const openDialog = () => {
    if (settings.open) settings.close();
    lobby.open(mode === 'room' && last ? 'room' : mode === 'join' ? 'join' : 'create');
  };
  // another language: the seats' notes ("you", "to move") are made in draw(), so draw again
  const relabel = () => { lobby.relabel(); draw(); };

  const available = onlineAvailable();
  available.then((ok) => {
    if (ok) followInvite(); else python.boot();
  });
  // an invite for another game's page, or none: this page plays against the computer
  if ((!roomOfHash() && !watchOfHash()) || gameOfAddress() !== game) python.boot();
  relabel();
  draw();

  return { available, openDialog, relabel };
}
