// The seats this browser holds in online rooms: {room: {game, seat, token}} in localStorage
// under `gamut.online.v1` (apart from the saves of gamut.v1: a token is a secret of this
// browser and is never exported). A reload or a lost connection comes back with `hello`.

const KEY = 'gamut.online.v1';
const KEEP = 20; // rooms remembered at most (the oldest is forgotten)
const ID = /^[A-Za-z0-9_-]{22,64}$/; // as the server's (py/gamut_server/protocol.py: _ID)

function readAll() {
  try {
    const d = JSON.parse(localStorage.getItem(KEY) || '{}');
    return d && typeof d === 'object' && !Array.isArray(d) ? d : {};
  } catch {
    return {};
  }
}

function writeAll(d) {
  try { localStorage.setItem(KEY, JSON.stringify(d)); } catch { /* storage full or off */ }
}

/** A well-formed room id (URL-safe, as the server makes them). */
export const isRoomId = (r) => typeof r === 'string' && ID.test(r);

/** The seat held in `room`: {game, seat, token}, or null. */
export function seatIn(room) {
  const e = readAll()[room];
  return e && Number.isInteger(e.seat) && typeof e.token === 'string' && typeof e.game === 'string' ? e : null;
}

/** Remember the seat `{game, seat, token}` in `room`. */
export function keepSeat(room, e) {
  const d = readAll();
  delete d[room];
  d[room] = { game: e.game, seat: e.seat, token: e.token, at: Date.now() };
  const rooms = Object.keys(d);
  for (const r of rooms.slice(0, Math.max(0, rooms.length - KEEP))) delete d[r];
  writeAll(d);
}

/** Forget the seat in `room` (left, or the server no longer knows it). */
export function dropSeat(room) {
  const d = readAll();
  delete d[room];
  writeAll(d);
}

/** The room named by the address's fragment `#room=R` (an invite), or null. */
export function roomOfHash(hash = location.hash) {
  const m = /^#room=([^&]+)$/.exec(hash || '');
  return m && isRoomId(m[1]) ? m[1] : null;
}

/** The room named by the address's fragment `#watch=R` (a spectator's link), or null. */
export function watchOfHash(hash = location.hash) {
  const m = /^#watch=([^&]+)$/.exec(hash || '');
  return m && isRoomId(m[1]) ? m[1] : null;
}

/** Whether the fragment is an invite or a spectator's link that names no room (cut short when
 *  copied, or mangled): the player is told, rather than the page ignoring it, or asking the
 *  server about an id it refuses. */
export function brokenLinkOfHash(hash = location.hash) {
  return /^#(room|watch)=/.test(hash || '') && !roomOfHash(hash) && !watchOfHash(hash);
}
