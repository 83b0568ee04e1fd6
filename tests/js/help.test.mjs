// node --test tests/js/help.test.mjs: take-back and hint, the session's side
// (web/js/core/session-help.js) on a session of this test's own: never offered online, nor
// before the player has moved in the round, nor while the computer thinks; a take-back asks
// Python (take_back) for the viewer's seat and the match is then helped. Run by
// tests/test_js.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addHelp } from '../../web/js/core/session-help.js';

/** A session like core/session.js's inner object, its view the player's turn after a move. */
function fakeSession({ online = null, history = [{ seat: 0, move: 'o1' }, { seat: 1, move: 'o2' }] } = {}) {
  const handlers = { reset: [], answer: [], send: [], hint: [] };
  const calls = [];
  const s = {
    ready: true, online, busy: false, thinking: false, error: null, preview: false, handover: null,
    viewer: 0, seed: 1, gen: 1, plan: null, events: [],
    record: { game: 'hus', options: {}, moves: history.map((e) => e.move) },
    view: { over: false, to_move: 0, legal: ['o3'], history },
    on: (name, h) => handlers[name].push(h),
    notice: '',
    flash: (text) => { s.notice = text; calls.push(['flash', text]); },
  };
  const table = {
    inputBlocked: () => false, render() {}, renderEmpty() {}, renderHandover() {},
    budgetMs: () => 600, describeHint: (h) => h.move,
  };
  const python = {
    engine: {
      takeBack: async (args) => {
        calls.push(['take_back', args]);
        return { record: { ...args.record, moves: [] }, view: { ...s.view, history: [] }, undone: 2, drew: false };
      },
      hint: async (args) => { calls.push(['hint', args]); return { move: 'o3', preview: null }; },
    },
  };
  const m = {
    s, table, deps: { python, strings: { takenBack: (n, drew) => `back ${n} ${drew}`, hintIs: (t) => `hint ${t}`, error: (e) => e } },
    emit: (name, ...args) => handlers[name].map((h) => h(...args)),
    save: () => calls.push(['save', s.helped]),
    accept: async (res) => { s.record = res.record; s.view = res.view; m.save(); },
    fail: (e) => { throw e; },
    refused: (e) => { throw e; },
  };
  addHelp(m);
  return { s, m, calls };
}

test('online, neither take-back nor hint is offered; offline both are', () => {
  assert.equal(fakeSession({ online: { seat: 0 } }).s.canTakeBack(), false);
  assert.equal(fakeSession({ online: { seat: 0 } }).s.canHint(), false);
  const { s } = fakeSession();
  assert.equal(s.canTakeBack(), true);
  assert.equal(s.canHint(), true);
  s.thinking = true; // the computer thinks
  assert.equal(s.canTakeBack(), false);
  assert.equal(s.canHint(), false);
});

test('nothing to take back before the player has moved in this round', () => {
  const { s } = fakeSession({ history: [{ seat: 1, move: 'o2' }] });
  assert.equal(s.canTakeBack(), false);
  assert.equal(s.canHint(), true);
});

test('a take-back asks Python for the viewer\'s seat; the match is helped and saved so', async () => {
  const { s, calls } = fakeSession();
  assert.equal(s.helped, false);
  assert.equal(await s.takeBack(), true);
  assert.deepEqual(calls[0], ['take_back', { record: { game: 'hus', options: {}, moves: ['o1', 'o2'] }, seat: 0 }]);
  assert.equal(s.helped, true);
  assert.deepEqual(calls.filter((c) => c[0] === 'save').at(-1), ['save', true]);
  assert.deepEqual(calls.at(-1), ['flash', 'back 2 false']);
  assert.equal(s.canTakeBack(), false); // nothing of the player's left in the round
});

test('a hint is the strong level\'s, once per position, and helps', async () => {
  const { s, calls } = fakeSession();
  const hint = await s.askHint();
  assert.deepEqual(hint, { move: 'o3', preview: null, at: 2 });
  assert.deepEqual(calls[0], ['hint', { record: s.record, seat: 0, seed: (1 + 2 * 7919) % 2147483647, budget_ms: 600 }]);
  assert.equal(s.helped, true);
  assert.equal(s.canHint(), false);
  assert.deepEqual(calls.at(-1), ['flash', 'hint o3']);
});

test("a hint's words leave the log line with the hint: a new match, a load or a replay (reset)", async () => {
  const { s, m } = fakeSession();
  await s.askHint();
  assert.equal(s.notice, 'hint o3');
  m.emit('reset');
  assert.equal(s.hint, null);
  assert.equal(s.notice, '');
  s.flash('another notice');
  m.emit('reset');
  assert.equal(s.notice, 'another notice'); // only the hint's own words go
});

test('while a finished match is replayed on the table, neither take-back nor hint is offered', () => {
  const { s } = fakeSession();
  s.replay = true;
  assert.equal(s.canTakeBack(), false);
  assert.equal(s.canHint(), false);
});
