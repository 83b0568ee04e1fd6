// One online room as this page takes part in it (shared/design.md "Online rooms" and
// "Additions"): create, join, watch or come back (`hello` with the seat token kept in
// seats.js), start, moves with the version of the last `state`, rematch, cover, leave. Frames
// are only sent; what the server answers reaches the owner through the callbacks:
//
//   onState(frame)   every `state` ({room, v, you, started, seats, view, tally, watching,
//                    host, options}); `you` is null while this page watches
//   onRecord(rec)    the whole record, once a match is over (one per match)
//   onError(code, message)   a refused frame (codes of the protocol); `not_found` for our
//                    stored seat drops it first
//   onStatus(s)      the connection: 'connecting' | 'open' | 'reconnecting' | 'closed'

import { keepSocket } from './socket.js';
import { seatIn, keepSeat, dropSeat } from './seats.js';

/** A client for `game`'s rooms. Returns {create, join, watch, comeBack, start, move, rematch,
 *  cover, leave, close, reconnectNow, drop, room, seat, watching, v, status}. Nothing
 *  connects until one of create/join/watch/comeBack is called. */
export function createRoomClient({ game, onState, onRecord, onError, onStatus }) {
  let sock = null;
  let room = null;       // the room we hold (or are about to) a seat in, or watch
  let seat = null;
  let watching = false;  // this socket watches `room` (a spectator, or reading it before a join)
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

  /** On every (re)connection: back to our seat, or to watching, or the first frame. */
  function sendFirst() {
    const held = room && seatIn(room);
    if (held) sock.send({ type: 'hello', room, token: held.token });
    else if (first) sock.send(first);
    else if (watching && room) sock.send({ type: 'watch', room });
    first = null;
  }

  function onFrame(f) {
    if (f.type === 'joined') {
      room = f.room; seat = f.seat; watching = false;
      keepSeat(f.room, { game, seat: f.seat, token: f.token });
    } else if (f.type === 'state') {
      room = f.room; seat = f.you; v = f.v;
      watching = f.you === null;
      onState(f);
    } else if (f.type === 'record') {
      onRecord(f.record);
    } else if (f.type === 'error') {
      if (f.code === 'not_found' && room && !watching) dropSeat(room);
      onError(f.code, typeof f.message === 'string' ? f.message : '');
    }
  }

  const send = (frame) => !!sock && sock.send(frame);

  return {
    get room() { return room; },
    get seat() { return seat; },
    get watching() { return watching; },
    get v() { return v; },
    get status() { return sock ? sock.status : 'closed'; },
    /** A new room: {options, seats, level, name}; we take seat 0 and are the host. */
    create({ options, seats, level, name }) {
      room = null; watching = false;
      open({ type: 'create', game, options, seats, level, name });
    },
    /** Take the lowest free seat of room `r` under `name` (on the socket that reads it, if any). */
    join(r, name) {
      room = r; watching = false;
      dropSeat(r);
      open({ type: 'join', room: r, name });
    },
    /** Watch room `r` (a spectator: the public view): also how a page reads a room before
     *  it joins. */
    watch(r) {
      room = r; watching = true; seat = null;
      open({ type: 'watch', room: r });
    },
    /** Back to our seat in room `r` (seats.js holds its token); false if none is held. */
    comeBack(r) {
      if (!seatIn(r)) return false;
      room = r; watching = false;
      open(null);
      return true;
    },
    start() { return send({ type: 'start' }); },
    move(m) { return send({ type: 'move', move: m, v }); },
    /** Another match in this room once the match is over; the host may bring new options. */
    rematch(options = null) { return send(options ? { type: 'rematch', options } : { type: 'rematch' }); },
    /** Let the computer play for seat `s` (a person gone for a while). */
    cover(s) { return send({ type: 'cover', seat: s }); },
    /** Give the seat up (the computer takes it once the match runs), or stop watching, and
     *  disconnect. */
    leave() {
      if (sock) sock.send({ type: 'leave' });
      if (room && !watching) dropSeat(room);
      this.close();
    },
    close() {
      if (sock) sock.close();
      sock = null;
      room = null; seat = null; v = null; watching = false; first = null;
    },
    reconnectNow() { if (sock) sock.reconnectNow(); },
    /** Lose the connection as a network would (tests). */
    drop() { if (sock) sock.drop(); },
  };
}
