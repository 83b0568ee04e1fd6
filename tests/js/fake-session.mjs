// The real session (web/js/core/session.js) on a fake game for node's test runner: a 2-seat
// race whose moves are 'a' (one step) and 'b' (two steps), over at 6 steps, the player in seat
// 0 and the computer in seat 1; a fake Python that can hold its answers (`held`, then
// `release()`), a fake storage in memory and a table that writes down what it drew. Used by
// session.test.mjs and help.test.mjs.

// what the session's modules touch of a browser (core/tabs.js follows other tabs' saves)
globalThis.addEventListener ??= () => {};
globalThis.document ??= { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} };
// a notice's timer (s.flash: seconds) keeps no test file running
const setTimer = globalThis.setTimeout;
globalThis.setTimeout = (f, ms, ...args) => {
  const timer = setTimer(f, ms, ...args);
  if (ms >= 500) timer.unref();
  return timer;
};

const { createSession, blankMatch } = await import('../../web/js/core/session.js');
export { blankMatch };

const GOAL = 6;
const clone = (x) => JSON.parse(JSON.stringify(x));

/** The fake engine's view of `record` for `seat`: the view header plus legal and history. */
export function viewOf(record, seat = 0) {
  let steps = 0;
  const history = record.moves.map((move, i) => {
    steps += move === 'b' ? 2 : 1;
    return { seat: i % 2, move };
  });
  const over = steps >= GOAL;
  const n = record.moves.length;
  return {
    seat, seats: 2, over, steps, to_move: over ? null : n % 2,
    winners: over ? [(n - 1) % 2] : [],
    last: n ? { seat: (n - 1) % 2, move: record.moves[n - 1] } : null,
    legal: over ? [] : ['a', 'b'], history,
  };
}

/** A session with its fakes: {s, calls, drawn, events, storage, python, release, settle};
 *  `saved`: the save it starts with, `plan`: the seats of a new match (default: you and the
 *  computer), `hidden`: the hands are hidden (people pass the device through the hand-over
 *  screen), `options`: what the settings ask of a new match. `wrongSeat` lists every view drawn for another seat than the viewer's. */
export function fakeSession({ saved = null, plan = null, hidden = false, options = { seats: 2 } } = {}) {
  const calls = [];
  const waiting = [];
  const python = {
    held: false,
    ready: Promise.resolve(),
    restarted: Promise.resolve(),
    engine: {},
  };
  const answer = (op, args, make) => {
    calls.push([op, clone(args)]);
    return new Promise((resolve, reject) => {
      const run = () => { try { resolve(make()); } catch (e) { reject(e); } };
      if (python.held) waiting.push(run); else run();
    });
  };
  const illegal = (message) => Object.assign(new Error(message), { type: 'IllegalMove' });
  const played = (record, move, seat) => {
    // the engine's text, English and citing a rule section, as Python's IllegalMove does
    if (!['a', 'b'].includes(move) || viewOf(record).over) throw illegal(`no move ${move} (R1.2)`);
    const next = { ...record, moves: [...record.moves, move] };
    return { record: next, view: viewOf(next, seat) };
  };
  Object.assign(python.engine, {
    newGame: (a) => answer('new', a, () => {
      const record = { game: 'race', options: a.options, seed: a.seed, moves: [] };
      return { record, view: viewOf(record, a.seat) };
    }),
    load: (a) => answer('load', a, () => {
      if (!a.record || !Array.isArray(a.record.moves)) throw new Error('not a record');
      return { record: a.record, view: viewOf(a.record, a.seat) };
    }),
    play: (a) => answer('play', a, () => played(a.record, a.move, a.seat)),
    computer: (a) => answer('computer', a, () => played(a.record, 'a', a.seat)),
    takeBack: (a) => answer('take_back', a, () => {
      // the seat's last move and every move since (seat i moves at the even/odd plies)
      const n = a.record.moves.length;
      let at = n - 1;
      while (at >= 0 && at % 2 !== a.seat) at--;
      if (at < 0) throw illegal(`seat ${a.seat} has no move to take back`);
      const record = { ...a.record, moves: a.record.moves.slice(0, at) };
      return { record, view: viewOf(record, a.seat), undone: n - at, drew: false };
    }),
    hint: (a) => answer('hint', a, () => ({ move: 'b', preview: null })),
  });

  let save = saved ? clone(saved) : null;
  const storage = {
    saves: 0,
    matches: [],
    saveGame(game, data) { storage.saves += 1; save = clone(data); },
    loadGame() { return save ? clone(save) : null; },
    clearGame() { save = null; },
    recordMatch(...args) { storage.matches.push(args); },
  };

  const drawn = [];
  const wrongSeat = [];
  const table = {
    humanMoved: () => true, computerMayMove: () => true, hiddenHands: () => hidden,
    previewable: () => true, newGameOptions: () => clone(options), paceMs: () => 0, budgetMs: () => 5,
    animFrom: () => null, inputBlocked: () => false,
    render: () => {
      // a view drawn for another seat than the viewer's would show a hand to the wrong person
      if (s.view && !s.online && !s.replay && s.view.seat !== s.viewer) wrongSeat.push([s.view.seat, s.viewer]);
      drawn.push(s.view ? `view ${s.view.steps}` : 'view none');
    },
    renderEmpty: () => drawn.push('empty'), renderLog() {}, renderHandover: () => drawn.push('handover'),
    showFatal() {}, describeHint: (h) => h.move, flashMs: 1000,
  };
  const el = () => ({ hidden: false, dataset: {}, textContent: '', querySelector: () => null });
  const deps = {
    game: 'race', root: el(), els: { loading: el(), main: el(), log: el() }, python, storage,
    strings: {
      error: (m) => `error: ${m}`, loadError: 'load error', reload: 'reload', workerRestarted: 'restarted',
      takenBack: (n, drew) => `back ${n} ${drew}`, hintIs: (t) => `hint ${t}`,
    },
    getSettings: () => ({ level: 'easy' }), onMatchCounted: null, seatPlan: plan ? () => plan : null,
  };
  const s = createSession(deps, table);
  const events = [];
  for (const name of ['reset', 'fresh', 'answer', 'drawn', 'shown', 'hint']) s.on(name, () => { events.push(name); });

  /** Let every pending answer and timer of the session run. */
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
  };
  /** Answer every held request (and those asked meanwhile), then settle. */
  const release = async () => {
    while (waiting.length) {
      waiting.shift()();
      await settle();
    }
  };
  return { s, deps, calls, drawn, wrongSeat, events, storage, python, release, settle, save: () => save };
}

/** A session started as a page starts it (placeholder, then Python ready), settled. */
export async function started(opts) {
  const f = fakeSession(opts);
  const c = f.s.controller({});
  c.renderPlaceholder();
  c.start();
  await f.settle();
  return { ...f, c };
}
