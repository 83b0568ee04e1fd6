// One online room as this page takes part in it (shared/design.md "Online rooms"): create,
// join or come back (`hello` with the seat token kept in seats.js), start, moves with the
// version of the last `state`, leave. Frames are only sent; what the server answers reaches
// the owner through the callbacks:
//
//   onState(frame)   every `state` ({room, v, you, started, seats, view})
//   onRecord(rec)    the whole record, once the match is over
//   onError(code, message)   a refused frame (codes of the protocol); `not_found` for our
//                    stored seat drops it first
//   onStatus(s)      the connection: 'connecting' | 'open' | 'reconnecting' | 'closed'

import { keepSocket } from './socket.js';
import { seatIn, keepSeat, dropSeat } from './seats.js';

/** A client for `game`'s rooms. Returns {create, join, comeBack, start, move, leave, close,
 *  reconnectNow, drop, room, seat, v, status}. Nothing connects until one of create/join/comeBack is called. */
export function createRoomClient({ game, onState, onRecord, onError, onStatus }) {
  let sock = null;
  let room = null;       // the room we hold (or are about to) a seat in
  let seat = null;
  let v = null;          // the version of the last state
  let first = null;      // the frame to send once connected, when no seat is held yet

  function open(initial) {
    first = initial;
    if (sock) { if (sock.status === 'open') sendFirst(); return; }
    sock = keepSocket({
      onOpen: sendFirst,
      onFrame,
      onStatus: (s) => onStatus(s),
    });
  }

  function sendFirst() {
    const held = room && seatIn(room);
    if (held) sock.send({ type: 'hello', room, token: held.token });
    else if (first) sock.send(first);
    first = null;
  }

  function onFrame(f) {
    if (f.type === 'joined') {
      room = f.room; seat = f.seat;
      keepSeat(f.room, { game, seat: f.seat, token: f.token });
    } else if (f.type === 'state') {
      room = f.room; seat = f.you; v = f.v;
      onState(f);
    } else if (f.type === 'record') {
      onRecord(f.record);
    } else if (f.type === 'error') {
      if (f.code === 'not_found' && room) dropSeat(room);
      onError(f.code, typeof f.message === 'string' ? f.message : '');
    }
  }

  return {
    get room() { return room; },
    get seat() { return seat; },
    get v() { return v; },
    get status() { return sock ? sock.status : 'closed'; },
    /** A new room: {options, seats, level, name}; we take seat 0 and are the host. */
    create({ options, seats, level, name }) {
      room = null;
      open({ type: 'create', game, options, seats, level, name });
    },
    /** Take the lowest free seat of room `r` under `name`. */
    join(r, name) {
      room = r;
      dropSeat(r);
      open({ type: 'join', room: r, name });
    },
    /** Back to our seat in room `r` (seats.js holds its token); false if none is held. */
    comeBack(r) {
      if (!seatIn(r)) return false;
      room = r;
      open(null);
      return true;
    },
    start() { return !!sock && sock.send({ type: 'start' }); },
    move(m) { return !!sock && sock.send({ type: 'move', move: m, v }); },
    /** Give the seat up (the computer takes it once the match runs) and disconnect. */
    leave() {
      if (sock) sock.send({ type: 'leave' });
      if (room) dropSeat(room);
      this.close();
    },
    close() {
      if (sock) sock.close();
      sock = null;
      room = null; seat = null; v = null;
    },
    reconnectNow() { if (sock) sock.reconnectNow(); },
    /** Lose the connection as a network would (tests). */
    drop() { if (sock) sock.drop(); },
  };
}
