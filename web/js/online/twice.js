// A seat open in two tabs of this browser: both play it (the server sends both every frame),
// but a player should know. The tabs of the site tell each other over a BroadcastChannel
// which seat of which room they hold; a tab that hears of another on its own seat says so on
// the room bar (core/tabs.js does the same for matches against the computer, through storage).

const CHANNEL = 'gamut.online.seats';

/** Follow the other tabs. `onChange(twice)`: whether another tab holds the same seat now.
 *  Returns {hold(room, seat) (null, null: none), twice}. Without BroadcastChannel: never twice. */
export function watchTwice(onChange) {
  const me = Math.random().toString(36).slice(2);
  const others = new Map(); // tab id -> "room/seat" it holds
  let mine = null;          // "room/seat" this tab holds, or null
  let twice = false;
  const ch = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

  const say = (kind) => { if (ch) ch.postMessage({ kind, id: me, holds: mine }); };
  function check() {
    const now = !!mine && [...others.values()].includes(mine);
    if (now !== twice) { twice = now; onChange(twice); }
  }

  if (ch) {
    ch.onmessage = (ev) => {
      const d = ev.data;
      if (!d || typeof d.id !== 'string' || d.id === me) return;
      if (d.kind === 'gone' || !d.holds) others.delete(d.id);
      else others.set(d.id, String(d.holds));
      // a newcomer asks who is there: each tab answers once
      if (d.kind === 'hello') say('here');
      check();
    };
    addEventListener('pagehide', () => say('gone'));
    addEventListener('pageshow', (ev) => { if (ev.persisted) say('hello'); });
  }

  return {
    /** This tab holds `seat` of `room` now (null: none). */
    hold(room, seat) {
      const next = room && Number.isInteger(seat) ? `${room}/${seat}` : null;
      if (next === mine) return;
      mine = next;
      say(mine ? 'hello' : 'gone');
      check();
    },
    get twice() { return twice; },
  };
}
